/** Personal API tokens (/api/tokens): make one (its secret shown once), list them, revoke one; the MCP call log. */
import { createRoute, z } from '@hono/zod-openapi';
import { apiTokenCreatedSchema, apiTokenCreateSchema, apiTokenSchema, mcpCallSchema } from '@tradeloom/domain';
import { leavesCachedAnswers } from '../../lib/cached-answers.ts';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponse, errorResponses, idParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { recentMcpCalls } from './mcp-calls.service.ts';
import { createToken, listTokens, revokeToken } from './tokens.service.ts';

export function tokenRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['API tokens'],
        summary: "The user's personal API tokens that are not revoked, newest first (never their secrets)",
        responses: { 200: jsonContent(z.array(apiTokenSchema), 'Tokens'), ...errorResponses },
      }),
      async (c) => c.json(await listTokens(db, requireUser(c).id), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/',
        tags: ['API tokens'],
        summary: 'Makes a personal API token for the MCP endpoint; the answer holds its secret, shown this once',
        middleware: leavesCachedAnswers,
        request: { body: jsonBody(apiTokenCreateSchema) },
        responses: {
          201: jsonContent(apiTokenCreatedSchema, 'Made'),
          ...errorResponses,
          409: errorResponse('Too many active tokens'),
        },
      }),
      async (c) => c.json(await createToken(db, requireUser(c).id, c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/calls',
        tags: ['API tokens'],
        summary: "The latest tool calls of the MCP endpoint on the user's data (by their tokens and AI clients), newest first",
        responses: { 200: jsonContent(z.array(mcpCallSchema), 'Calls'), ...errorResponses },
      }),
      async (c) => c.json(await recentMcpCalls(db, requireUser(c).id), 200),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/{id}',
        tags: ['API tokens'],
        summary: 'Revokes a token: it stops working at once',
        middleware: leavesCachedAnswers,
        request: { params: idParams },
        responses: { 204: { description: 'Revoked' }, ...errorResponses, 404: errorResponse('No such token') },
      }),
      async (c) => {
        await revokeToken(db, requireUser(c).id, c.req.valid('param').id);
        return c.body(null, 204);
      },
    );
}
