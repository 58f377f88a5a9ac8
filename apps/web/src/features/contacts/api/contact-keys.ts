/** Query keys of the contacts feature; invalidating `all` refetches list, facets and count together. */
export interface ContactListParams {
  q: string;
  commodities: string[];
  locations: string[];
}

export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (params: ContactListParams) => [...contactKeys.lists(), params] as const,
  facets: () => [...contactKeys.all, 'facets'] as const,
  count: () => [...contactKeys.all, 'count'] as const,
};
