import { createRoute, z } from '@hono/zod-openapi';
import { organisationSchema, PROFILE_MESSAGES, profileSchema, trialUsageSchema } from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { organisationOf } from '../billing/billing.service.ts';
import { getProfile } from '../profile/profile.service.ts';
import { ensureTrialAccount, getTrialUsage, incrementUsageCounter, isTrialQuotaExceeded, USAGE_COUNTERS } from './trial.service.ts';

const noOrg = { 404: { ...errorResponses[400], description: 'Organization not found' } };

export function trialRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/trial/setup',
        tags: ['Trial'],
        summary: 'Sets up the Professional trial of the signed-in user (idempotent)',
        responses: { 200: jsonContent(z.object({ profile: profileSchema }), 'Trial ready'), ...errorResponses },
      }),
      async (c) => {
        const u = requireUser(c);
        // Normally done by the sign-up hook already; this repairs an account whose hook failed.
        await ensureTrialAccount(db, { id: u.id, email: u.email, fullName: u.name, phone: null, termsAccepted: false });
        const profile = await getProfile(db, u.id);
        if (!profile) throw new Error('profile missing after trial setup');
        return c.json({ profile }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/org',
        tags: ['Trial'],
        summary: "The signed-in user's organisation and its subscription (spec get_my_org)",
        responses: { 200: jsonContent(organisationSchema, 'Organisation'), ...errorResponses, ...noOrg },
      }),
      async (c) => {
        const org = await organisationOf(db, requireUser(c).id);
        if (!org) throw notFound(PROFILE_MESSAGES.orgNotFound);
        return c.json(
          {
            id: org.id,
            name: org.name,
            subscription_status: org.subscriptionStatus,
            current_plan: org.currentPlan,
            renewal_anchor: org.renewalAnchor?.toISOString() ?? null,
            has_billing_customer: org.stripeCustomerId !== null,
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/trial/usage',
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
        path: '/api/trial/usage/{counter}',
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
        path: '/api/trial/quota-exceeded',
        tags: ['Trial'],
        summary: 'Whether a trialing organisation has used its demo quota (spec is_trial_quota_exceeded; false on any error)',
        responses: { 200: jsonContent(z.object({ exceeded: z.boolean() }), 'Quota state'), ...errorResponses },
      }),
      async (c) => c.json({ exceeded: await isTrialQuotaExceeded(db, requireUser(c).id) }, 200),
    );
}
