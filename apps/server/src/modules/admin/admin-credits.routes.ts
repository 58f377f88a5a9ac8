import { createRoute } from '@hono/zod-openapi';
import { creditAdjustmentInputSchema, creditAdjustmentListSchema, creditAdjustmentResultSchema } from '@tradeloom/domain';
import { type AppDeps, requireUser } from '../../lib/context.ts';
import { errorResponse, errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { adjustUserCredits, listCreditAdjustments } from './admin-credits.service.ts';
import { adminRouter } from './admin-session.ts';

const adminErrors = {
  ...errorResponses,
  401: errorResponse('Not signed in, or SESSION_EXPIRED: the admin session was idle more than 10 minutes and is signed out'),
  403: errorResponse('Not an administrator'),
};

/** /api/admin/credits: the Credits page (admin only). */
export function adminCreditRoutes(deps: AppDeps) {
  return adminRouter(deps)
    .openapi(
      createRoute({
        method: 'get',
        path: '/adjustments',
        tags: ['Admin'],
        summary: 'The 50 newest credit adjustments with their users',
        responses: { 200: jsonContent(creditAdjustmentListSchema, 'Adjustments'), ...adminErrors },
      }),
      async (c) => c.json({ adjustments: await listCreditAdjustments(deps.db) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/adjustments',
        tags: ['Admin'],
        summary: "Adjusts a user's credits (user id or e-mail, whole-number delta, reason)",
        description:
          "A positive delta adds credits up to the cap of the user's plan, a negative one removes them but never below zero; `applied` is what really changed and `limited` says it was less than asked. Written with the ledger and the admin action log in one transaction. A second request with the same `idempotency_key` returns the first result (`replayed`) and applies nothing.",
        request: { body: jsonBody(creditAdjustmentInputSchema) },
        responses: {
          200: jsonContent(creditAdjustmentResultSchema, 'The adjustment'),
          ...adminErrors,
          404: errorResponse('No user with that id or e-mail'),
        },
      }),
      async (c) => {
        const admin = requireUser(c);
        return c.json(await adjustUserCredits(deps.db, admin.id, c.req.valid('json')), 200);
      },
    );
}
