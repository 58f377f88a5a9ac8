/** The user's business priorities (/api/priorities): what the assistant and the scans look for first. */
import { createRoute, z } from '@hono/zod-openapi';
import { priorityInputSchema, prioritySchema } from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponse, errorResponses, idParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { addPriority, listPriorities, removePriority } from './priorities.service.ts';

export function priorityRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['Priorities'],
        summary: "The user's active business priorities, newest first",
        responses: { 200: jsonContent(z.array(prioritySchema), 'Priorities'), ...errorResponses },
      }),
      async (c) => c.json(await listPriorities(db, requireUser(c).id), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/',
        tags: ['Priorities'],
        summary: 'Adds a business priority (commodities stored by their canonical names)',
        request: { body: jsonBody(priorityInputSchema) },
        responses: { 201: jsonContent(prioritySchema, 'Added'), ...errorResponses },
      }),
      async (c) => c.json(await addPriority(db, requireUser(c).id, c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/{id}',
        tags: ['Priorities'],
        summary: 'Removes a priority (it becomes inactive)',
        request: { params: idParams },
        responses: { 204: { description: 'Removed' }, ...errorResponses, 404: errorResponse('No such priority') },
      }),
      async (c) => {
        await removePriority(db, requireUser(c).id, c.req.valid('param').id);
        return c.body(null, 204);
      },
    );
}
