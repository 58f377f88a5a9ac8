import { createRoute, z } from '@hono/zod-openapi';
import { type MapResponse, mapQuerySchema, mapResponseSchema } from '@tradeloom/domain';
import type { TypedResponse } from 'hono';
import { leavesCachedAnswers } from '../../lib/cached-answers.ts';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { sendCachedJson } from '../../lib/response-cache.ts';
import { mapData, recordMapOpened } from './map.service.ts';

const mapOpenedSchema = z.object({
  /** The trial's map counter after this opening (null when the user has no organisation). */
  map_loads_used: z.number().int().nullable(),
  trial_map_limit: z.number().int().nullable(),
});

export function mapRoutes(deps: AppDeps) {
  const { db, answers, config } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['Map'],
        summary:
          'The visible contacts by city (count, coordinates, legend group, top commodity, 3 key contacts), with the contacts screen’s search and filters',
        request: { query: mapQuerySchema },
        responses: { 200: jsonContent(mapResponseSchema, 'Cities on the map'), ...errorResponses },
      }),
      async (c) => {
        const u = requireUser(c);
        const query = c.req.valid('query');
        const key = `map ${JSON.stringify(query)}`;
        const seen = answers.version;
        const answer = answers.get(u.id, key) ?? answers.set(u.id, key, JSON.stringify(await mapData(db, config, u.id, query)), seen);
        return (await sendCachedJson(c, answer)) as unknown as TypedResponse<MapResponse, 200, 'json'>;
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/open',
        middleware: leavesCachedAnswers,
        tags: ['Map'],
        summary: 'Records that the user opened the map: a consume_map audit event and the trial’s map counter',
        responses: { 200: jsonContent(mapOpenedSchema, 'Recorded'), ...errorResponses },
      }),
      async (c) => c.json(await recordMapOpened(db, requireUser(c).id), 200),
    );
}
