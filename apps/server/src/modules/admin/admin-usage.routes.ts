import { createRoute } from '@hono/zod-openapi';
import { adminUsageSchema } from '@tradeloom/domain';
import type { AppDeps } from '../../lib/context.ts';
import { errorResponse, errorResponses, jsonContent } from '../../lib/openapi.ts';
import { seriesQuery } from './admin-health.routes.ts';
import { adminUsage } from './admin-health.service.ts';
import { adminRouter } from './admin-session.ts';

/** /api/admin/usage: credits consumed per day by kind and the most active accounts (admin only). */
export function adminUsageRoutes(deps: AppDeps) {
  const now = () => new Date(deps.clock?.() ?? Date.now());
  return adminRouter(deps).openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Admin'],
      summary: 'Credits consumed and actions per UTC day by kind (assistant, scans, map), and the 10 most active accounts',
      request: { query: seriesQuery },
      responses: {
        200: jsonContent(adminUsageSchema, 'Usage, one row per day oldest first'),
        ...errorResponses,
        401: errorResponse('Not signed in, or SESSION_EXPIRED: the admin session was idle more than 10 minutes and is signed out'),
        403: errorResponse('Not an administrator'),
      },
    }),
    async (c) => c.json(await adminUsage(deps.db, now(), c.req.valid('query').days), 200),
  );
}
