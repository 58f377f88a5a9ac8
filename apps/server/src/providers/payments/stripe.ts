import { CHECKOUT_PLANS, type CheckoutPlan } from '@tradeloom/domain';
import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import {
  type PaymentEvent,
  PaymentsNotConfigured,
  type PaymentsProvider,
  type ProviderSubscription,
  WebhookSignatureError,
} from './types.ts';

type StripeConfig = NonNullable<Config['stripe']>;

/** Stripe: Checkout for plans and bundles, the Billing Portal, and signed webhooks (decision 014). */
export function createStripePayments(config: StripeConfig): PaymentsProvider {
  const api = config.apiBase ? new URL(config.apiBase) : undefined;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
  const planByPrice = new Map<string, CheckoutPlan>();
  for (const plan of CHECKOUT_PLANS) {
    const price = config.prices[plan];
    if (price) planByPrice.set(price, plan);
  }

  const subscriptionOf = (s: Stripe.Subscription): ProviderSubscription => {
    const item = s.items?.data?.[0];
    const end = item?.current_period_end;
    return {
      id: s.id,
      customerId: typeof s.customer === 'string' ? s.customer : s.customer.id,
      status: s.status,
      currentPeriodEnd: typeof end === 'number' ? new Date(end * 1000) : null,
      cancelAtPeriodEnd: s.cancel_at_period_end === true,
      plan: (item?.price?.id && planByPrice.get(item.price.id)) || null,
    };
  };

  return {
    name: 'stripe',
    async createCheckout({ reference, user, org, item, successUrl, cancelUrl }) {
      const priceKey = item.kind === 'plan' ? item.plan : item.bundle;
      const price = config.prices[priceKey];
      if (!price) throw new PaymentsNotConfigured(`No Stripe price is configured for ${priceKey}.`);
      const customerId =
        org.stripeCustomerId ??
        (
          await stripe.customers.create(
            { email: user.email, metadata: { user_id: user.id, org_id: org.id } },
            { idempotencyKey: `customer-${org.id}` },
          )
        ).id;
      const metadata = {
        reference,
        user_id: user.id,
        org_id: org.id,
        kind: item.kind,
        ...(item.kind === 'plan' ? { plan: item.plan } : { bundle: item.bundle }),
      };
      const session = await stripe.checkout.sessions.create({
        mode: item.kind === 'plan' ? 'subscription' : 'payment',
        customer: customerId,
        client_reference_id: user.id,
        line_items: [{ price, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata,
        ...(item.kind === 'plan' ? { subscription_data: { metadata } } : {}),
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url, customerId };
    },
    async createPortal({ customerId, returnUrl }) {
      if (!customerId) throw new PaymentsNotConfigured('no customer');
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: portal.url };
    },
    async hasPaymentMethod(customerId) {
      const methods = await stripe.customers.listPaymentMethods(customerId, { limit: 1 });
      return methods.data.length > 0;
    },
    async refund({ sessionId, paymentIntentId }) {
      if (!paymentIntentId) throw new Error(`checkout ${sessionId} has no payment to refund`);
      // The key makes a retried webhook ask for the same refund, not a second one.
      await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey: `refund-${sessionId}` });
    },
    parseWebhook(rawBody, signature): PaymentEvent {
      if (!config.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set: webhooks cannot be verified.');
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'The webhook signature does not match.');
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const s = event.data.object;
          if (s.payment_status === 'unpaid') return { id: event.id, type: 'ignored', eventType: event.type };
          const id = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id);
          return {
            id: event.id,
            type: 'checkout.completed',
            sessionId: s.id,
            customerId: id(s.customer),
            subscriptionId: id(s.subscription),
            paymentIntentId: id(s.payment_intent),
          };
        }
        case 'customer.subscription.updated':
          return { id: event.id, type: 'subscription.updated', subscription: subscriptionOf(event.data.object) };
        case 'customer.subscription.deleted':
          return { id: event.id, type: 'subscription.deleted', subscription: subscriptionOf(event.data.object) };
        default:
          return { id: event.id, type: 'ignored', eventType: event.type };
      }
    },
  };
}
