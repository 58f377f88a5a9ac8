import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ContactFacets, contactFacetsSchema } from '@tradeloom/domain';
import { apiFetch } from '@/lib/api';
import { contactKeys } from './contact-keys';

/** GET /api/contacts/facets: commodity and location values with counts, for the Filters dropdown. */
export function getContactFacets(): Promise<ContactFacets> {
  return apiFetch('/api/contacts/facets', { schema: contactFacetsSchema });
}

export const contactFacetsQueryOptions = queryOptions({
  queryKey: contactKeys.facets(),
  queryFn: getContactFacets,
});

export function useContactFacets() {
  return useQuery(contactFacetsQueryOptions);
}
