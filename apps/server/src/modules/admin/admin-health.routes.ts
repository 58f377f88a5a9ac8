import { createRoute, z } from '@hono/zod-openapi';
import { ADMIN_SERIES_DAYS, healthSeriesSchema, systemHealthSchema } from '@tradeloom/domain';
import type { AppDeps } from '../../lib/context.ts';
import { errorResponse, errorResponses, jsonContent } from '../../lib/openapi.ts';
import { healthSeries, systemHealth } from './admin-health.service.ts';
import { adminRouter } from './admin-session.ts';

const adminErrors = {
  ...errorResponses,
  401: errorResponse('Not signed in, or SESSION_EXPIRED: the admin session was idle more than 10 minutes and is signed out'),
  403: errorResponse('Not an administrator'),
};

export const seriesQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_SERIES_DAYS.max)
    .default(ADMIN_SERIES_DAYS.default)
    .openapi({ param: { name: 'days', in: 'query' }, example: ADMIN_SERIES_DAYS.default }),
});

/** /api/admin/health: the Overview page's figures and their daily series (admin only). */
export function adminHealthRoutes(deps: AppDeps) {
  const now = () => new Date(deps.clock?.() ?? Date.now());
  return adminRouter(deps)
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['Admin'],
        summary: 'System health: users, trials, credits consumed in 7 days, scans, flagged insights, errors in 24 h, paid, pending imports',
        responses: { 200: jsonContent(systemHealthSchema, 'System health'), ...adminErrors },
      }),
      async (c) => c.json(await systemHealth(deps.db, now()), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/series',
        tags: ['Admin'],
        summary: 'Sign-ups, paid conversions and credits consumed per UTC day (30 days unless asked)',
        request: { query: seriesQuery },
        responses: { 200: jsonContent(healthSeriesSchema, 'One row per day, oldest first'), ...adminErrors },
      }),
      async (c) => c.json(await healthSeries(deps.db, now(), c.req.valid('query').days), 200),
    );
}
