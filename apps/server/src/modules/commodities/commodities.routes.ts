import { createRoute, z } from '@hono/zod-openapi';
import { commoditySchema, commoditySearchQuerySchema } from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { listActiveCommodities, searchCommodities } from './commodities.service.ts';

export function commodityRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['Commodities'],
        summary: 'Active commodities, by name',
        responses: { 200: jsonContent(z.array(commoditySchema), 'Commodities'), ...errorResponses },
      }),
      async (c) => {
        requireUser(c);
        return c.json(await listActiveCommodities(deps.db), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/search',
        tags: ['Commodities'],
        summary: 'Commodities whose name or symbol contains the text (2+ characters), by name, at most 50',
        request: { query: commoditySearchQuerySchema },
        responses: { 200: jsonContent(z.array(commoditySchema), 'Matching commodities'), ...errorResponses },
      }),
      async (c) => {
        requireUser(c);
        return c.json(await searchCommodities(deps.db, c.req.valid('query').q), 200);
      },
    );
}
