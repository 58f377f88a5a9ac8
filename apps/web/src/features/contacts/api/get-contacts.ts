import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CONTACT_PAGE_SIZE_DEFAULT, CONTACT_PAGE_SIZE_MAX, type ContactListResponse } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { type ContactListParams, contactKeys } from '@/lib/contacts/contact-keys';
import { takeEarlyFirstPage } from './early-contacts';

/** GET /api/contacts: one page in the chosen order; search and the filters are applied by the server. */
export function getContacts(params: ContactListParams, cursor?: string, signal?: AbortSignal): Promise<ContactListResponse> {
  const q = params.q.trim();
  const query = {
    // The first page fills the screen fast; later ones are larger, so scrolling a big book to its end
    // waits on a few requests instead of a long chain.
    limit: cursor ? CONTACT_PAGE_SIZE_MAX : CONTACT_PAGE_SIZE_DEFAULT,
    ...(q ? { q } : {}),
    ...(params.commodities.length ? { commodity: params.commodities } : {}),
    ...(params.locations.length ? { location: params.locations } : {}),
    ...(params.roles.length ? { role: params.roles } : {}),
    ...(params.overdue ? { overdue: true } : {}),
    ...(params.min_strength ? { min_strength: params.min_strength } : {}),
    ...(params.sort !== 'newest' ? { sort: params.sort } : {}),
    ...(cursor ? { cursor } : {}),
  };
  return unwrap(api.GET('/api/contacts', { params: { query }, signal }));
}

export const contactsInfiniteQueryOptions = (params: ContactListParams) =>
  infiniteQueryOptions({
    queryKey: contactKeys.list(params),
    // The first screen's page may already be on its way (public/boot.js): taken over once.
    queryFn: async ({ pageParam, signal }) => (await takeEarlyFirstPage(params, pageParam)) ?? getContacts(params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new search keeps the previous results on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });

export function useContacts(params: ContactListParams) {
  return useInfiniteQuery(contactsInfiniteQueryOptions(params));
}
