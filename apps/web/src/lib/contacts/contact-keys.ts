import type { ContactSort } from '@tradeloom/domain';

/**
 * Query keys of contacts, shared by every feature that reads or changes them (contacts, import,
 * duplicates): invalidating `all` refetches list, facets, count, details and duplicates together.
 */
export interface ContactListParams {
  q: string;
  commodities: string[];
  locations: string[];
  roles: string[];
  sort: ContactSort;
  /** Only contacts whose keep-in-touch cadence is overdue (the contacts screen's filter; the map has none). */
  overdue?: boolean;
  /** Only contacts with a relationship strength of at least this (0-100). */
  min_strength?: number;
}

export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (params: ContactListParams) => [...contactKeys.lists(), params] as const,
  facets: () => [...contactKeys.all, 'facets'] as const,
  count: () => [...contactKeys.all, 'count'] as const,
  detail: (id: string) => [...contactKeys.all, 'detail', id] as const,
  duplicates: () => [...contactKeys.all, 'duplicates'] as const,
};
