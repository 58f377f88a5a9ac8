/**
 * /api/oauth-clients (decision 036): the consent screen's request and answer, and the AI clients the
 * user connected with OAuth (Settings, 'API & AI clients'), each revocable. Session only, the user's own.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { connectedClientSchema, oauthDecisionResultSchema, oauthDecisionSchema, oauthRequestSchema } from '@tradeloom/domain';
import { leavesCachedAnswers } from '../../lib/cached-answers.ts';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponse, errorResponses, idParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { decide, listConnectedClients, openRequest, revokeGrant } from './oauth-grants.service.ts';

export function oauthClientRoutes(deps: AppDeps) {
  const { db, config } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['OAuth clients'],
        summary: 'The AI clients the user connected with OAuth and has not revoked, newest first',
        responses: { 200: jsonContent(z.array(connectedClientSchema), 'Connected clients'), ...errorResponses },
      }),
      async (c) => c.json(await listConnectedClients(db, requireUser(c).id), 200),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/{id}',
        tags: ['OAuth clients'],
        summary: 'Revokes a connected client: its tokens stop working at once, on every instance',
        middleware: leavesCachedAnswers,
        request: { params: idParams },
        responses: { 204: { description: 'Revoked' }, ...errorResponses, 404: errorResponse('No such connected client') },
      }),
      async (c) => {
        await revokeGrant(db, requireUser(c).id, c.req.valid('param').id);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/requests/{id}',
        tags: ['OAuth clients'],
        summary: 'An authorization request waiting for the user’s consent: the client and what it asks to do',
        request: { params: idParams },
        responses: {
          200: jsonContent(oauthRequestSchema, 'The request'),
          ...errorResponses,
          404: errorResponse('Expired, answered or not yours'),
        },
      }),
      async (c) => c.json(await openRequest(db, requireUser(c).id, c.req.valid('param').id), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/requests/{id}',
        tags: ['OAuth clients'],
        summary: 'Allows or denies an authorization request; the answer says where the browser goes next (back to the client)',
        middleware: leavesCachedAnswers,
        request: { params: idParams, body: jsonBody(oauthDecisionSchema) },
        responses: {
          200: jsonContent(oauthDecisionResultSchema, 'Where to go'),
          ...errorResponses,
          404: errorResponse('Expired, answered or not yours'),
        },
      }),
      async (c) => c.json(await decide(db, requireUser(c).id, c.req.valid('param').id, c.req.valid('json'), config.baseUrl), 200),
    );
}
