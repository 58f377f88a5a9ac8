import { createRoute } from '@hono/zod-openapi';
import { geocodeAutoResponseSchema } from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { queueAutoGeocode } from './geocode.service.ts';

export function geocodeRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'post',
      path: '/auto',
      tags: ['Geocoding'],
      summary: "Queues geocoding of all the user's contacts whose location has no city yet (auto-geocode-new-location)",
      responses: { 200: jsonContent(geocodeAutoResponseSchema, 'Queued'), ...errorResponses },
    }),
    async (c) => {
      const u = requireUser(c);
      return c.json({ success: true as const, queued: await queueAutoGeocode(deps.db, u.id) }, 200);
    },
  );
}
