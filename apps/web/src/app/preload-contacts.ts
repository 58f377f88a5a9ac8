import type { QueryClient } from '@tanstack/react-query';
import { contactsInfiniteQueryOptions } from '@/features/contacts/api/get-contacts';
import { readListParams } from '@/features/contacts/utils/list-params';

/** The contacts screen's first page, with the URL's search and filters, into the cache the page reads. */
export function prefetchContacts(queryClient: QueryClient, search: string): Promise<void> {
  return queryClient.prefetchInfiniteQuery(contactsInfiniteQueryOptions(readListParams(new URLSearchParams(search))));
}
