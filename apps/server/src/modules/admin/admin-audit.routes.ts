import { createRoute, z } from '@hono/zod-openapi';
import { adminActionListSchema, subscriptionAuditListSchema } from '@tradeloom/domain';
import type { AppDeps } from '../../lib/context.ts';
import { errorResponse, errorResponses, jsonContent } from '../../lib/openapi.ts';
import { listAdminActions } from './admin-actions.ts';
import { listSubscriptionAudit } from './admin-audit.service.ts';
import { adminRouter } from './admin-session.ts';

const adminErrors = {
  ...errorResponses,
  401: errorResponse('Not signed in, or SESSION_EXPIRED: the admin session was idle more than 10 minutes and is signed out'),
  403: errorResponse('Not an administrator'),
};

const searchQuery = z.object({ email: z.string().max(320).optional() });

/** /api/admin/audit: the Audit page (admin only). */
export function adminAuditRoutes(deps: AppDeps) {
  return adminRouter(deps)
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['Admin'],
        summary: 'The subscription audit log: 50 recent rows, or up to 100 rows of the users whose e-mail contains `email`',
        request: { query: searchQuery },
        responses: { 200: jsonContent(subscriptionAuditListSchema, 'Audit rows'), ...adminErrors },
      }),
      async (c) => c.json({ rows: await listSubscriptionAudit(deps.db, c.req.valid('query').email) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/actions',
        tags: ['Admin'],
        summary: 'The admin action log (100 newest), or the actions whose administrator or target e-mail contains `email`',
        request: { query: searchQuery },
        responses: { 200: jsonContent(adminActionListSchema, 'Admin actions'), ...adminErrors },
      }),
      async (c) => c.json({ actions: await listAdminActions(deps.db, c.req.valid('query').email) }, 200),
    );
}
