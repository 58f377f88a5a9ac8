import { createRoute, z } from '@hono/zod-openapi';
import {
  BILLING_ERROR_CODES,
  BILLING_MESSAGES,
  changePlanRequestSchema,
  checkoutRequestSchema,
  checkoutSessionSchema,
  creditCheckoutRequestSchema,
  portalRequestSchema,
  redirectResponseSchema,
  subscriptionSchema,
} from '@tradeloom/domain';
import { type AppDeps, createRouter, requireUser } from '../../lib/context.ts';
import { ApiError, badRequest, notFound } from '../../lib/errors.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { PaymentsNotConfigured, type PurchaseItem, WebhookSignatureError } from '../../providers/payments/index.ts';
import {
  cancelCheckout,
  changePlan,
  fulfilCheckout,
  getCheckoutSession,
  getSubscription,
  handlePaymentEvent,
  OrganisationMissing,
  RefundFailed,
  setCancelAtPeriodEnd,
  startCheckout,
} from './billing.service.ts';
import { PackOverCap } from './credit-packs.service.ts';
import { portalAccess } from './portal.service.ts';

const DEFAULT_RETURN = '/settings';
const idParams = z.object({ id: z.string().min(1).max(100) });
const completedSchema = z.object({ session: checkoutSessionSchema, fulfilled: z.boolean() });
const notFoundResponse = { 404: errorResponses[400] };
const overCapResponse = { 409: errorResponses[400] };

export function billingRoutes(deps: AppDeps) {
  const { db, payments, config } = deps;

  /** A purchase the provider could not start: the spec's text, and the cause in the log. */
  const start = async (
    c: { get(k: 'logger'): AppDeps['logger'] },
    user: { id: string; email: string },
    item: PurchaseItem,
    ret: string,
  ) => {
    try {
      return await startCheckout(db, payments, config.baseUrl, user, item, ret);
    } catch (err) {
      if (err instanceof OrganisationMissing) throw notFound(err.message);
      if (err instanceof PackOverCap)
        throw new ApiError(409, BILLING_ERROR_CODES.packOverCap, err.message, { room: err.room, cap: err.cap });
      c.get('logger').error({ err }, 'starting a checkout failed');
      const message = item.kind === 'plan' ? BILLING_MESSAGES.upgradeFailed : BILLING_MESSAGES.creditPurchaseFailed;
      throw new ApiError(err instanceof PaymentsNotConfigured ? 503 : 502, 'PAYMENT_PROVIDER_ERROR', message);
    }
  };
  /** The local adapter's own pages exist only without Stripe. */
  const localOnly = () => {
    if (payments.name !== 'local') throw notFound('Payments run through Stripe: use its checkout and portal.');
  };

  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/checkout',
        tags: ['Billing'],
        summary: 'Starts buying a plan (starter, pro, power_trader); answers the checkout page to open',
        request: { body: jsonBody(checkoutRequestSchema) },
        responses: { 200: jsonContent(redirectResponseSchema, 'Checkout page'), ...errorResponses, ...notFoundResponse },
      }),
      async (c) => {
        const u = requireUser(c);
        const body = c.req.valid('json');
        return c.json(await start(c, u, { kind: 'plan', plan: body.plan }, body.return_to ?? DEFAULT_RETURN), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/credit-checkout',
        tags: ['Billing'],
        summary:
          "Starts buying a credit bundle (credits_100, credits_250); 409 CREDIT_PACK_OVER_CAP when the whole pack does not fit under the plan's cap",
        request: { body: jsonBody(creditCheckoutRequestSchema) },
        responses: {
          200: jsonContent(redirectResponseSchema, 'Checkout page'),
          ...errorResponses,
          ...notFoundResponse,
          ...overCapResponse,
        },
      }),
      async (c) => {
        const u = requireUser(c);
        const body = c.req.valid('json');
        return c.json(await start(c, u, { kind: 'credits', bundle: body.bundle }, body.return_to ?? DEFAULT_RETURN), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/portal',
        tags: ['Billing'],
        summary:
          "Opens the subscription portal (Stripe's Billing Portal, or the test-mode portal page); 400 NO_PAYMENT_METHOD when there is no subscription or saved card to manage",
        request: { body: { content: { 'application/json': { schema: portalRequestSchema } }, required: false } },
        responses: { 200: jsonContent(redirectResponseSchema, 'Portal page'), ...errorResponses, ...notFoundResponse },
      }),
      async (c) => {
        const u = requireUser(c);
        const body = c.req.valid('json') ?? {};
        try {
          const access = await portalAccess(db, payments, u.id);
          if (!access.open && access.reason === 'no_organisation') throw notFound('Organization not found');
          if (!access.open) {
            throw new ApiError(400, BILLING_ERROR_CODES.noPaymentMethod, BILLING_MESSAGES.noPaymentMethod, {
              title: BILLING_MESSAGES.noPaymentMethodTitle,
            });
          }
          return c.json(
            await payments.createPortal({
              customerId: access.customerId,
              returnUrl: `${config.baseUrl}${body.return_to ?? DEFAULT_RETURN}`,
            }),
            200,
          );
        } catch (err) {
          if (err instanceof ApiError) throw err;
          c.get('logger').error({ err }, 'opening the billing portal failed');
          throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', BILLING_MESSAGES.portalFailed);
        }
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/subscription',
        tags: ['Billing'],
        summary: "The signed-in user's plan, status, period end and payment provider",
        responses: { 200: jsonContent(subscriptionSchema, 'Subscription'), ...errorResponses, ...notFoundResponse },
      }),
      async (c) => {
        const s = await getSubscription(db, payments, requireUser(c).id);
        if (!s) throw notFound('No profile data returned');
        return c.json(s, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/checkout-sessions/{id}',
        tags: ['Billing'],
        summary: "A checkout of the signed-in user: the test-mode checkout page, and what became of a purchase on return (e.g. 'refunded')",
        request: { params: idParams },
        responses: { 200: jsonContent(checkoutSessionSchema, 'Checkout'), ...errorResponses, ...notFoundResponse },
      }),
      async (c) => {
        const session = await getCheckoutSession(db, requireUser(c).id, c.req.valid('param').id);
        if (!session) throw notFound('Checkout not found');
        return c.json(session, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/checkout-sessions/{id}/complete',
        tags: ['Billing'],
        summary:
          "Completes a test-mode checkout: no money moves; the plan or credits are given once; a pack that no longer fits under the cap ends 'refunded' with nothing given",
        request: { params: idParams },
        responses: { 200: jsonContent(completedSchema, 'Completed'), ...errorResponses, ...notFoundResponse },
      }),
      async (c) => {
        localOnly();
        const u = requireUser(c);
        const { id } = c.req.valid('param');
        const result = await db.transaction((tx) => fulfilCheckout(tx, id, { userId: u.id, triggeredBy: 'user' }));
        const session = await getCheckoutSession(db, u.id, id);
        if (!session || result === 'not_found') throw notFound('Checkout not found');
        if (result === 'already' && session.status !== 'completed') throw badRequest(`This checkout was ${session.status}.`);
        return c.json({ session, fulfilled: result === 'fulfilled' }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/checkout-sessions/{id}/cancel',
        tags: ['Billing'],
        summary: 'Cancels a pending test-mode checkout',
        request: { params: idParams },
        responses: { 200: jsonContent(checkoutSessionSchema, 'Checkout'), ...errorResponses, ...notFoundResponse },
      }),
      async (c) => {
        localOnly();
        const u = requireUser(c);
        const { id } = c.req.valid('param');
        await cancelCheckout(db, u.id, id);
        const session = await getCheckoutSession(db, u.id, id);
        if (!session) throw notFound('Checkout not found');
        return c.json(session, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/subscription/{action}',
        tags: ['Billing'],
        summary: 'Test-mode portal: cancel the subscription at the end of its period, or resume it (local payments only)',
        request: { params: z.object({ action: z.enum(['cancel', 'resume']) }) },
        responses: { 200: jsonContent(subscriptionSchema, 'Subscription'), ...errorResponses, ...notFoundResponse },
      }),
      async (c) => {
        localOnly();
        const u = requireUser(c);
        const done = await setCancelAtPeriodEnd(db, u.id, c.req.valid('param').action === 'cancel');
        if (done === 'no_subscription') throw badRequest('There is no active subscription to change.');
        const s = await getSubscription(db, payments, u.id);
        if (!s) throw notFound('No profile data returned');
        return c.json(s, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/subscription-plan',
        tags: ['Billing'],
        summary: 'Test-mode portal: moves the active subscription to another plan at once (local payments only)',
        request: { body: jsonBody(changePlanRequestSchema) },
        responses: { 200: jsonContent(subscriptionSchema, 'Subscription'), ...errorResponses, ...notFoundResponse },
      }),
      async (c) => {
        localOnly();
        const u = requireUser(c);
        const done = await changePlan(db, u.id, c.req.valid('json').plan);
        if (done === 'no_subscription') throw badRequest('There is no active subscription to change. Choose a plan to start one.');
        if (done === 'same_plan') throw badRequest('You are on this plan already.');
        const s = await getSubscription(db, payments, u.id);
        if (!s) throw notFound('No profile data returned');
        return c.json(s, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/webhook',
        tags: ['Billing'],
        summary: "Stripe's webhook: verified by its signature, applied once per event id",
        request: {
          headers: z.object({ 'stripe-signature': z.string().optional() }),
          // Documented, not parsed here: the signature is checked over the raw text (a plain schema, no validator).
          body: {
            required: true,
            content: {
              'application/json': { schema: { type: 'object' as const, additionalProperties: true, description: "Stripe's event" } },
            },
          },
        },
        responses: { 200: jsonContent(z.object({ received: z.literal(true), result: z.string() }), 'Received'), ...errorResponses },
      }),
      async (c) => {
        const raw = await c.req.text();
        let event: ReturnType<typeof payments.parseWebhook>;
        try {
          event = payments.parseWebhook(raw, c.req.header('stripe-signature'));
        } catch (err) {
          if (err instanceof WebhookSignatureError) throw badRequest(`Webhook refused: ${err.message}`);
          throw err;
        }
        let result: Awaited<ReturnType<typeof handlePaymentEvent>>;
        try {
          result = await handlePaymentEvent(db, payments, event);
        } catch (err) {
          if (!(err instanceof RefundFailed)) throw err;
          // Nothing was recorded: answering 502 makes Stripe deliver the event again later.
          c.get('logger').error({ err, event: event.id }, 'refunding a pack that no longer fits failed');
          throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'The payment event could not be applied; it will be retried.');
        }
        c.get('logger').info({ event: event.id, type: event.type, result }, 'payment event');
        return c.json({ received: true as const, result }, 200);
      },
    );
}
