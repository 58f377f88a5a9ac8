import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { adminQueryDefaults } from './admin-query-defaults';

/** Spec §9 'Admin': the health figures are asked again every 30 seconds while the Overview is open. */
export const ADMIN_HEALTH_REFRESH_MS = 30_000;

/** GET /api/admin/health: the system health figures (spec §3). */
export const adminHealthQueryOptions = () =>
  queryOptions({
    ...adminQueryDefaults,
    queryKey: ['admin', 'health'],
    queryFn: () => unwrap(api.GET('/api/admin/health')),
    refetchInterval: ADMIN_HEALTH_REFRESH_MS,
  });

/** GET /api/admin/health/series: sign-ups, paid conversions and credits consumed per day (30 days). */
export const adminHealthSeriesQueryOptions = () =>
  queryOptions({
    ...adminQueryDefaults,
    queryKey: ['admin', 'health', 'series'],
    queryFn: () => unwrap(api.GET('/api/admin/health/series', { params: { query: { days: 30 } } })),
    refetchInterval: ADMIN_HEALTH_REFRESH_MS,
  });

/** GET /api/admin/usage: credits and actions per day by kind, and the most active accounts (30 days). */
export const adminUsageQueryOptions = () =>
  queryOptions({
    ...adminQueryDefaults,
    queryKey: ['admin', 'usage'],
    queryFn: () => unwrap(api.GET('/api/admin/usage', { params: { query: { days: 30 } } })),
  });
