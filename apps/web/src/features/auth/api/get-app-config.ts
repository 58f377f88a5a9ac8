import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

/** GET /api/config: which OAuth providers and which captcha the server has configured. */
export function getAppConfig(): Promise<AppConfig> {
  return unwrap(api.GET('/api/config'));
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: getAppConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
