import { createRoute } from '@hono/zod-openapi';
import {
  type InsightListResponse,
  insightDismissSchema,
  insightFlagSchema,
  insightListQuerySchema,
  insightListResponseSchema,
  insightRatingSchema,
  scanRequestSchema,
  scanResponseSchema,
} from '@tradeloom/domain';
import type { TypedResponse } from 'hono';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponse, errorResponses, idParams, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { sendCachedJson } from '../../lib/response-cache.ts';
import { dismissInsight, flagInsight, listInsights, markInsightRead, rateInsight, runManualScan } from './insights.service.ts';

export function insightRoutes(deps: AppDeps) {
  const { db, answers } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['Insights'],
        summary: "The user's insights (never dismissed ones): high, medium, low priority, then newest; tab counts",
        request: { query: insightListQuerySchema },
        responses: { 200: jsonContent(insightListResponseSchema, 'A page of insights'), ...errorResponses },
      }),
      async (c) => {
        const u = requireUser(c);
        const query = c.req.valid('query');
        // Kept per user until their insights, their feedback or their contacts change (decision 024).
        const key = `insights ${JSON.stringify(query)}`;
        const seen = answers.version;
        const answer = answers.get(u.id, key) ?? answers.set(u.id, key, JSON.stringify(await listInsights(db, u.id, query)), seen);
        return (await sendCachedJson(c, answer)) as unknown as TypedResponse<InsightListResponse, 200, 'json'>;
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/scan',
        tags: ['Insights'],
        summary: 'A manual scan of the user’s own contacts: at least 10 contacts and 5 credits; costs up to 5 credits',
        request: { body: jsonBody(scanRequestSchema) },
        responses: {
          200: jsonContent(scanResponseSchema, 'Scanned'),
          ...errorResponses,
          402: errorResponse('Not enough credits'),
          422: errorResponse('Not enough contacts'),
        },
      }),
      async (c) => c.json(await runManualScan(db, requireUser(c).id), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/{id}/read',
        tags: ['Insights'],
        summary: 'Marks an insight read',
        request: { params: idParams },
        responses: { 204: { description: 'Read' }, ...errorResponses, 404: errorResponse('No such insight') },
      }),
      async (c) => {
        await markInsightRead(db, requireUser(c).id, c.req.valid('param').id);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/{id}/rating',
        tags: ['Insights'],
        summary: 'Thumbs up (5) or down (1); a new rating replaces the last',
        request: { params: idParams, body: jsonBody(insightRatingSchema) },
        responses: { 204: { description: 'Rated' }, ...errorResponses, 404: errorResponse('No such insight') },
      }),
      async (c) => {
        await rateInsight(db, requireUser(c).id, c.req.valid('param').id, c.req.valid('json').rating);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/{id}/dismiss',
        tags: ['Insights'],
        summary: 'Dismisses an insight with a reason (not_relevant by default) and an optional comment',
        request: { params: idParams, body: jsonBody(insightDismissSchema) },
        responses: { 204: { description: 'Dismissed' }, ...errorResponses, 404: errorResponse('No such insight') },
      }),
      async (c) => {
        const { reason, comment } = c.req.valid('json');
        await dismissInsight(db, requireUser(c).id, c.req.valid('param').id, reason, comment);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/{id}/flag',
        tags: ['Insights'],
        summary: 'Flags an insight for the administrators’ review: inaccurate, irrelevant, duplicate or other, with an optional comment',
        request: { params: idParams, body: jsonBody(insightFlagSchema) },
        responses: { 204: { description: 'Flagged' }, ...errorResponses, 404: errorResponse('No such insight') },
      }),
      async (c) => {
        const { type, comment } = c.req.valid('json');
        await flagInsight(db, requireUser(c).id, c.req.valid('param').id, type, comment);
        return c.body(null, 204);
      },
    );
}
