import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MapResponse } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

/** The contacts screen's search and filters, as the map takes them. */
export interface MapParams {
  q: string;
  commodities: string[];
  locations: string[];
  roles: string[];
}

/**
 * Kept under the contacts' key on purpose: every contact write invalidates ['contacts'], and the map
 * is a view of the same contacts, so an edit made from the map's side panel redraws the markers too.
 */
export const mapKeys = {
  all: ['contacts', 'map'] as const,
  data: (params: MapParams) => [...mapKeys.all, params] as const,
};

/** GET /api/map: the visible contacts aggregated by city on the server (one row per city, not per contact). */
export function getMap(params: MapParams, signal?: AbortSignal): Promise<MapResponse> {
  const q = params.q.trim();
  const query = {
    ...(q ? { q } : {}),
    ...(params.commodities.length ? { commodity: params.commodities } : {}),
    ...(params.locations.length ? { location: params.locations } : {}),
    ...(params.roles.length ? { role: params.roles } : {}),
  };
  return unwrap(api.GET('/api/map', { params: { query }, signal }));
}

export const mapQueryOptions = (params: MapParams) =>
  queryOptions({
    queryKey: mapKeys.data(params),
    queryFn: ({ signal }) => getMap(params, signal),
    // A new search keeps the previous markers on screen until the new cities arrive.
    placeholderData: keepPreviousData,
  });

export function useMapData(params: MapParams) {
  return useQuery(mapQueryOptions(params));
}
