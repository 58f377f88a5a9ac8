import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LOCATION_SUGGESTION_LIMIT, type LocationResult, SEARCH_MIN_CHARS } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

/** GET /api/locations (spec search_locations): cities matching the text, best match first, at most 50. */
export function searchLocations(q: string, signal?: AbortSignal): Promise<LocationResult[]> {
  return unwrap(api.GET('/api/locations', { params: { query: { q, limit: LOCATION_SUGGESTION_LIMIT } }, signal }));
}

export const locationSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['locations', 'search', q],
    queryFn: ({ signal }) => searchLocations(q, signal),
    enabled: q.length >= SEARCH_MIN_CHARS,
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });

/** `q` is the debounced, trimmed text; under 2 characters nothing is asked. */
export function useLocationSearch(q: string) {
  return useQuery(locationSearchQueryOptions(q));
}
