import { createRoute, z } from '@hono/zod-openapi';
import { locationResultSchema, locationSearchQuerySchema } from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { searchLocations } from './locations.service.ts';

export function locationRoutes(deps: AppDeps) {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Locations'],
      summary: 'Cities matching the text (search_locations): 2+ characters, best match first, at most 50',
      request: { query: locationSearchQuerySchema },
      responses: { 200: jsonContent(z.array(locationResultSchema), 'Matching cities'), ...errorResponses },
    }),
    async (c) => {
      requireUser(c);
      const { q, limit } = c.req.valid('query');
      return c.json(await searchLocations(deps.db, q, limit), 200);
    },
  );
}
