import { createRoute } from '@hono/zod-openapi';
import { onboardingProgressSchema, onboardingStepParamsSchema } from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { completeOnboardingStep, getOnboarding } from './onboarding.service.ts';

export function onboardingRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        tags: ['Onboarding'],
        summary: 'The four onboarding steps of the signed-in user, complete from their audit events, and the progress',
        responses: { 200: jsonContent(onboardingProgressSchema, 'Onboarding progress'), ...errorResponses },
      }),
      async (c) => c.json(await getOnboarding(db, requireUser(c).id), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/steps/{step}',
        tags: ['Onboarding'],
        summary:
          'Records an onboarding step (import_contacts, consume_map or add_notes event with meta { onboarding: true }) unless it is complete already; the AI step only navigates and is refused',
        request: { params: onboardingStepParamsSchema },
        responses: { 200: jsonContent(onboardingProgressSchema, 'Onboarding progress after the step'), ...errorResponses },
      }),
      async (c) => c.json(await completeOnboardingStep(db, requireUser(c).id, c.req.valid('param').step), 200),
    );
}
