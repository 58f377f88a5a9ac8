import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuplicateGroups } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { contactKeys } from '@/lib/contacts/contact-keys';

/** GET /api/contacts/duplicates: groups of likely duplicates in the user's own book. */
export function getDuplicateGroups(signal?: AbortSignal): Promise<DuplicateGroups> {
  return unwrap(api.GET('/api/contacts/duplicates', { signal }));
}

// Under contactKeys.all: any change to the book (an add, an edit, an import) makes the groups stale.
export const duplicateGroupsQueryOptions = queryOptions({
  queryKey: contactKeys.duplicates(),
  queryFn: ({ signal }) => getDuplicateGroups(signal),
  staleTime: 0,
});

export function useDuplicateGroups() {
  return useQuery(duplicateGroupsQueryOptions);
}
