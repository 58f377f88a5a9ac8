import { createRoute } from '@hono/zod-openapi';
import { adminAdminListSchema } from '@tradeloom/domain';
import type { AppDeps } from '../../lib/context.ts';
import { errorResponse, errorResponses, jsonContent } from '../../lib/openapi.ts';
import { adminRouter } from './admin-session.ts';
import { listAdmins } from './admin-users.service.ts';

/** /api/admin/admins: the administrators, newest first (admin only; they are added and removed outside the app). */
export function adminAdminRoutes(deps: AppDeps) {
  return adminRouter(deps).openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Admin'],
      summary: 'The administrators (app_admins joined to profiles), newest first',
      responses: {
        200: jsonContent(adminAdminListSchema, 'Administrators'),
        ...errorResponses,
        401: errorResponse('Not signed in, or SESSION_EXPIRED: the admin session was idle more than 10 minutes and is signed out'),
        403: errorResponse('Not an administrator'),
      },
    }),
    async (c) => c.json(await listAdmins(deps.db), 200),
  );
}
