import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactFacets } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { contactKeys } from '@/lib/contacts/contact-keys';

/** GET /api/contacts/facets: commodity and location values with counts, for the Filters dropdown. */
export function getContactFacets(): Promise<ContactFacets> {
  return unwrap(api.GET('/api/contacts/facets'));
}

export const contactFacetsQueryOptions = queryOptions({
  queryKey: contactKeys.facets(),
  queryFn: getContactFacets,
});

export function useContactFacets() {
  return useQuery(contactFacetsQueryOptions);
}
