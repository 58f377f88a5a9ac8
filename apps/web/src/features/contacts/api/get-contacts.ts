import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CONTACT_PAGE_SIZE_DEFAULT, type ContactListResponse, contactListResponseSchema } from '@tradeloom/domain';
import { apiFetch } from '@/lib/api';
import { type ContactListParams, contactKeys } from './contact-keys';

/** GET /api/contacts: one page, newest change first; search and both filters are applied by the server. */
export function getContacts(params: ContactListParams, cursor?: string, signal?: AbortSignal): Promise<ContactListResponse> {
  const search = new URLSearchParams({ limit: String(CONTACT_PAGE_SIZE_DEFAULT) });
  const q = params.q.trim();
  if (q) search.set('q', q);
  for (const c of params.commodities) search.append('commodity', c);
  for (const l of params.locations) search.append('location', l);
  if (cursor) search.set('cursor', cursor);
  return apiFetch(`/api/contacts?${search.toString()}`, { schema: contactListResponseSchema, signal });
}

export const contactsInfiniteQueryOptions = (params: ContactListParams) =>
  infiniteQueryOptions({
    queryKey: contactKeys.list(params),
    queryFn: ({ pageParam, signal }) => getContacts(params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new search keeps the previous results on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });

export function useContacts(params: ContactListParams) {
  return useInfiniteQuery(contactsInfiniteQueryOptions(params));
}
