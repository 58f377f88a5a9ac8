/** Captured relationship history (/api/capture, issue 27): the sources of captured interactions, each deletable with what it captured. */
import { createRoute, z } from '@hono/zod-openapi';
import { captureSourceDeletedSchema, captureSourceSchema } from '@tradeloom/domain';
import { leavesCachedAnswers } from '../../lib/cached-answers.ts';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { errorResponse, errorResponses, idParams, jsonContent } from '../../lib/openapi.ts';
import { isUuid } from '../../lib/sql.ts';
import { deleteSource, listSources } from './capture.service.ts';

export function captureRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/sources',
        tags: ['Capture'],
        summary:
          "The user's sources of captured interactions (mailboxes, calendars, imported files), newest first, with what each captured",
        responses: { 200: jsonContent(z.array(captureSourceSchema), 'Sources'), ...errorResponses },
      }),
      async (c) => c.json(await listSources(db, requireUser(c).id), 200),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/sources/{id}',
        tags: ['Capture'],
        summary:
          "Deletes a source and every interaction it captured; contacts' last-contacted dates go back to what remains (typed interactions stay)",
        middleware: leavesCachedAnswers,
        request: { params: idParams },
        responses: {
          200: jsonContent(captureSourceDeletedSchema, 'Deleted'),
          ...errorResponses,
          404: errorResponse('No such source'),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        if (!isUuid(id)) throw notFound('This source of interactions no longer exists.');
        const { deleted } = await deleteSource(db, requireUser(c).id, id);
        return c.json({ deleted }, 200);
      },
    );
}
