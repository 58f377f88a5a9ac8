import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactCountSchema } from '@tradeloom/domain';
import { apiFetch } from '@/lib/api';
import { contactKeys } from './contact-keys';

/** GET /api/contacts/count: the user's own contacts (demo contacts not included). */
export async function getContactCount(): Promise<number> {
  const { count } = await apiFetch('/api/contacts/count', { schema: contactCountSchema });
  return count;
}

export const contactCountQueryOptions = queryOptions({
  queryKey: contactKeys.count(),
  queryFn: getContactCount,
});

export function useContactCount() {
  return useQuery(contactCountQueryOptions);
}
