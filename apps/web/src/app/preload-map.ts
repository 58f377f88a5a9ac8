import type { QueryClient } from '@tanstack/react-query';
import { readListParams } from '@/features/contacts/utils/list-params';
import { mapQueryOptions } from '@/features/map/api/get-map';
import { preloadMapCanvas } from '@/features/map/hooks/use-map-canvas';

/** The map's code, its world outline and its data for the URL's search and filters, all at once. */
export function prefetchMap(queryClient: QueryClient, search: string): Promise<void> {
  const { q, commodities, locations, roles } = readListParams(new URLSearchParams(search));
  const data = queryClient.prefetchQuery(mapQueryOptions({ q, commodities, locations, roles }));
  preloadMapCanvas();
  return data;
}
