import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Commodity } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

/** GET /api/commodities: the active catalogue, by name. */
export function getCommodities(): Promise<Commodity[]> {
  return unwrap(api.GET('/api/commodities'));
}

export const commoditiesQueryOptions = queryOptions({
  queryKey: ['commodities'],
  queryFn: getCommodities,
  staleTime: 60 * 60 * 1000,
});

export function useCommodities(enabled = true) {
  return useQuery({ ...commoditiesQueryOptions, enabled });
}
