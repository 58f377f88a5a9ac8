import { createRoute, z } from '@hono/zod-openapi';
import { adminJobRetriedSchema, adminOperationsSchema } from '@tradeloom/domain';
import { type AppDeps, requireUser } from '../../lib/context.ts';
import { errorResponse, errorResponses, jsonContent } from '../../lib/openapi.ts';
import { adminOperations, retryFailedJob } from './admin-operations.service.ts';
import { adminRouter } from './admin-session.ts';

const adminErrors = {
  ...errorResponses,
  401: errorResponse('Not signed in, or SESSION_EXPIRED: the admin session was idle more than 10 minutes and is signed out'),
  403: errorResponse('Not an administrator'),
} as const;

const jobParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .openapi({ param: { name: 'id', in: 'path' }, example: 42 }),
});

/** /api/admin/operations: the job queue, the last day's errors, the live instances; admin only. */
export function adminOperationsRoutes(deps: AppDeps) {
  return adminRouter(deps)
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['Admin'],
        summary:
          'The job queue (pending, running, failed with the newest failed jobs), errors of the last 24 h, instances seen in the last minute',
        responses: { 200: jsonContent(adminOperationsSchema, 'Operations'), ...adminErrors },
      }),
      async (c) => c.json(await adminOperations(deps.db), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/jobs/{id}/retry',
        tags: ['Admin'],
        summary: 'Queues a failed job again (recorded in the admin action log)',
        request: { params: jobParams },
        responses: {
          200: jsonContent(adminJobRetriedSchema, 'Queued again'),
          ...adminErrors,
          404: errorResponse('No such job'),
          409: errorResponse('The job has not failed'),
        },
      }),
      async (c) => {
        const u = requireUser(c);
        const { id } = c.req.valid('param');
        return c.json(await retryFailedJob(deps.db, u.id, id), 200);
      },
    );
}
