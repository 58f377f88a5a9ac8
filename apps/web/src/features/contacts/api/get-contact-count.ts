import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { contactKeys } from '@/lib/contacts/contact-keys';

/** GET /api/contacts/count: the user's own contacts (demo contacts not included). */
export async function getContactCount(): Promise<number> {
  const { count } = await unwrap(api.GET('/api/contacts/count'));
  return count;
}

export const contactCountQueryOptions = queryOptions({
  queryKey: contactKeys.count(),
  queryFn: getContactCount,
});

export function useContactCount() {
  return useQuery(contactCountQueryOptions);
}
