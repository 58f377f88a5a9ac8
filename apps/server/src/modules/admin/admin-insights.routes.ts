import { createRoute } from '@hono/zod-openapi';
import { flaggedInsightListSchema, flaggedInsightRowSchema } from '@tradeloom/domain';
import { type AppDeps, requireUser } from '../../lib/context.ts';
import { errorResponse, errorResponses, idParams, jsonContent } from '../../lib/openapi.ts';
import { listFlaggedInsights, markFlagProcessed } from './admin-insights.service.ts';
import { adminRouter } from './admin-session.ts';

const adminErrors = {
  ...errorResponses,
  401: errorResponse('Not signed in, or SESSION_EXPIRED: the admin session was idle more than 10 minutes and is signed out'),
  403: errorResponse('Not an administrator'),
};

/** /api/admin/insights: the Insights page, the flagged-insight review (admin only). */
export function adminInsightRoutes(deps: AppDeps) {
  return adminRouter(deps)
    .openapi(
      createRoute({
        method: 'get',
        path: '/flags',
        tags: ['Admin'],
        summary: "Users' insight flags and 'not helpful' ratings, the 100 newest first, with their users and insights",
        responses: { 200: jsonContent(flaggedInsightListSchema, 'Flagged insights'), ...adminErrors },
      }),
      async (c) => c.json({ flags: await listFlaggedInsights(deps.db) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/flags/{id}/processed',
        tags: ['Admin'],
        summary: 'Marks a flagged insight processed (idempotent; recorded in the admin action log once)',
        request: { params: idParams },
        responses: {
          200: jsonContent(flaggedInsightRowSchema, 'The flag, processed'),
          ...adminErrors,
          404: errorResponse('No such flag'),
        },
      }),
      async (c) => c.json(await markFlagProcessed(deps.db, requireUser(c).id, c.req.valid('param').id), 200),
    );
}
