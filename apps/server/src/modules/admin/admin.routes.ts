import { createRoute, z } from '@hono/zod-openapi';
import { adminImportListSchema } from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { ErrorSchema, errorResponse, errorResponses, jsonContent } from '../../lib/openapi.ts';
import { adminImports, isAdmin } from './admin.service.ts';
import { requireActiveAdminSession } from './admin-session.ts';

/** Routes under /api/admin that any signed-in user may call (the flag); every other one is admin-only. */
const OPEN_TO_EVERY_USER = new Set(['/api/admin/me']);

export function adminRoutes(deps: AppDeps) {
  const adminOnly = requireActiveAdminSession(deps);
  const router = createRouter();
  router.use('*', (c, next) => (OPEN_TO_EVERY_USER.has(c.req.path) ? next() : adminOnly(c, next)));
  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/me',
        tags: ['Admin'],
        summary: 'Whether the signed-in user is an administrator (is_admin)',
        responses: { 200: jsonContent(z.object({ isAdmin: z.boolean() }), 'Admin flag'), ...errorResponses },
      }),
      async (c) => {
        const u = requireUser(c);
        return c.json({ isAdmin: await isAdmin(deps.db, u.id) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/activity',
        tags: ['Admin'],
        summary: 'Reports activity in the admin console (keeps the admin session from expiring while in use)',
        description:
          'The console sends it at most once a minute while its user is active. Answers 401 SESSION_EXPIRED when the session was idle more than 10 minutes (it is signed out).',
        responses: {
          200: jsonContent(z.object({ ok: z.literal(true) }), 'Recorded'),
          ...errorResponses,
          401: errorResponse('Not signed in, or SESSION_EXPIRED (signed out)'),
          403: errorResponse('Not an administrator'),
        },
      }),
      // Admin only, with the inactivity rule (above): reaching here recorded the activity.
      (c) => c.json({ ok: true as const }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/imports',
        tags: ['Admin'],
        summary: "Every user's contact imports with who made them, newest first (100)",
        responses: {
          200: jsonContent(adminImportListSchema, 'Imports'),
          ...errorResponses,
          401: {
            description: 'Not signed in, or SESSION_EXPIRED: the admin session was idle more than 10 minutes and is signed out',
            content: { 'application/json': { schema: ErrorSchema } },
          },
          403: errorResponse('Not an administrator'),
        },
      }),
      async (c) => {
        // Admin only, with the inactivity rule: checked for every admin route above (admin-session.ts).
        return c.json(await adminImports(deps.db), 200);
      },
    );
}
