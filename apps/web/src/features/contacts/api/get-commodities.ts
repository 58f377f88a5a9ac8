import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Commodity, commoditySchema } from '@tradeloom/domain';
import { z } from 'zod';
import { apiFetch } from '@/lib/api';

/** GET /api/commodities: the active catalogue, by name. */
export function getCommodities(): Promise<Commodity[]> {
  return apiFetch('/api/commodities', { schema: z.array(commoditySchema) });
}

export const commoditiesQueryOptions = queryOptions({
  queryKey: ['commodities'],
  queryFn: getCommodities,
  staleTime: 60 * 60 * 1000,
});

export function useCommodities(enabled = true) {
  return useQuery({ ...commoditiesQueryOptions, enabled });
}
