import { createRoute, z } from '@hono/zod-openapi';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { isAdmin } from './admin.service.ts';

export function adminRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/api/admin/me',
      tags: ['Admin'],
      summary: 'Whether the signed-in user is an administrator (is_admin)',
      responses: { 200: jsonContent(z.object({ isAdmin: z.boolean() }), 'Admin flag'), ...errorResponses },
    }),
    async (c) => {
      const u = requireUser(c);
      return c.json({ isAdmin: await isAdmin(deps.db, u.id) }, 200);
    },
  );
}
