import { createRoute, z } from '@hono/zod-openapi';
import { PROFILE_MESSAGES, profileSchema, trialUsageSchema } from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { errorResponse, errorResponses, jsonContent } from '../../lib/openapi.ts';
import { getTrialUsage, incrementUsageCounter, isTrialQuotaExceeded, USAGE_COUNTERS } from './trial.service.ts';
import { setUpTrial } from './trial-setup.ts';

const noOrg = { 404: errorResponse('Organization not found') };

export function trialRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/setup',
        tags: ['Trial'],
        summary: 'Sets up the Professional trial of the signed-in user (idempotent)',
        responses: { 200: jsonContent(z.object({ profile: profileSchema }), 'Trial ready'), ...errorResponses },
      }),
      async (c) => c.json({ profile: await setUpTrial(db, requireUser(c)) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/usage',
        tags: ['Trial'],
        summary: "The organisation's demo counters: AI insights and map loads with their limits (spec get_trial_usage)",
        responses: { 200: jsonContent(trialUsageSchema, 'Trial usage'), ...errorResponses, ...noOrg },
      }),
      async (c) => {
        const usage = await getTrialUsage(db, requireUser(c).id);
        if (!usage) throw notFound(PROFILE_MESSAGES.orgNotFound);
        return c.json(usage, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/usage/{counter}',
        tags: ['Trial'],
        summary:
          "Adds one to the organisation's ai_insights or map_loads counter (spec increment_usage_counter); refused with 402 at the trial's limit",
        request: { params: z.object({ counter: z.enum(USAGE_COUNTERS) }) },
        responses: {
          200: jsonContent(trialUsageSchema, 'Trial usage'),
          ...errorResponses,
          ...noOrg,
          402: { ...errorResponses[400], description: 'Demo limit reached' },
        },
      }),
      async (c) => {
        const usage = await incrementUsageCounter(db, requireUser(c).id, c.req.valid('param').counter);
        if (!usage) throw notFound(PROFILE_MESSAGES.orgNotFound);
        return c.json(usage, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/quota-exceeded',
        tags: ['Trial'],
        summary: 'Whether a trialing organisation has used its demo quota (spec is_trial_quota_exceeded; false on any error)',
        responses: { 200: jsonContent(z.object({ exceeded: z.boolean() }), 'Quota state'), ...errorResponses },
      }),
      async (c) => c.json({ exceeded: await isTrialQuotaExceeded(db, requireUser(c).id) }, 200),
    );
}
