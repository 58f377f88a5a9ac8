import { createRoute } from '@hono/zod-openapi';
import { profileSchema } from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { getProfile } from './profile.service.ts';

export function profileRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/api/profile',
      tags: ['Profile'],
      summary: "The signed-in user's profile with plan, status and credits",
      responses: { 200: jsonContent(profileSchema, 'Profile'), ...errorResponses, 404: errorResponses[400] },
    }),
    async (c) => {
      const u = requireUser(c);
      const profile = await getProfile(deps.db, u.id);
      if (!profile) throw notFound('No profile data returned');
      return c.json(profile, 200);
    },
  );
}
