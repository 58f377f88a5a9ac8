import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact } from '@tradeloom/domain';
import { api, isApiError, unwrap } from '@/lib/api';
import { contactKeys } from '@/lib/contacts/contact-keys';

/** GET /api/contacts/:id: one contact the user can see (own, or demo); 404 for anything else. */
export function getContact(id: string, signal?: AbortSignal): Promise<Contact> {
  return unwrap(api.GET('/api/contacts/{id}', { params: { path: { id } }, signal }));
}

export const contactQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contactKeys.detail(id),
    queryFn: ({ signal }) => getContact(id, signal),
    // A missing contact stays missing; anything else is worth one more try.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 1,
  });

export function useContact(id: string | undefined) {
  return useQuery({ ...contactQueryOptions(id ?? ''), enabled: Boolean(id) });
}
