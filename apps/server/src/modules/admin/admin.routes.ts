import { createRoute, z } from '@hono/zod-openapi';
import { adminImportListSchema } from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { ErrorSchema, errorResponses, jsonContent } from '../../lib/openapi.ts';
import { adminImports, assertAdmin, isAdmin } from './admin.service.ts';

export function adminRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(
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
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/admin/imports',
        tags: ['Admin'],
        summary: "Every user's contact imports with who made them, newest first (100)",
        responses: {
          200: jsonContent(adminImportListSchema, 'Imports'),
          ...errorResponses,
          403: { description: 'Not an administrator', content: { 'application/json': { schema: ErrorSchema } } },
        },
      }),
      async (c) => {
        const u = requireUser(c);
        await assertAdmin(deps.db, u.id);
        return c.json(await adminImports(deps.db), 200);
      },
    );
}
