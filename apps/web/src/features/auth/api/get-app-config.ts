import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AppConfig, appConfigSchema } from '@tradeloom/domain';
import { apiFetch } from '@/lib/api';

/** GET /api/config: which OAuth providers and which captcha the server has configured. */
export function getAppConfig(): Promise<AppConfig> {
  return apiFetch('/api/config', { schema: appConfigSchema });
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: getAppConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
