import type { CheckoutPlan, CreditBundleId } from '@tradeloom/domain';

/** What is being bought: a plan subscription or a credit bundle. */
export type PurchaseItem = { kind: 'plan'; plan: CheckoutPlan } | { kind: 'credits'; bundle: CreditBundleId };

export interface CheckoutInput {
  /** Our id for the purchase; the local adapter uses it as the session id. */
  reference: string;
  user: { id: string; email: string };
  org: { id: string; stripeCustomerId: string | null };
  item: PurchaseItem;
  /** Absolute URLs; `{CHECKOUT_SESSION_ID}` in successUrl is replaced by the provider's session id. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutStarted {
  /** The provider's session id (Stripe's cs_..., or `reference` for the local adapter). */
  id: string;
  url: string;
  /** The customer the purchase runs under, when the provider made or reused one. */
  customerId: string | null;
}

/** A subscription state as the provider reports it (Stripe's webhooks). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The plan its price sells, when the price is one of ours. */
  plan: CheckoutPlan | null;
}

/** A verified payment event, reduced to what the fulfilment needs. */
export type PaymentEvent =
  | {
      id: string;
      type: 'checkout.completed';
      sessionId: string;
      customerId: string | null;
      subscriptionId: string | null;
      /** The one-off payment behind a credit pack (refunded when the pack no longer fits). */
      paymentIntentId: string | null;
    }
  | { id: string; type: 'subscription.updated' | 'subscription.deleted'; subscription: ProviderSubscription }
  | { id: string; type: 'ignored'; eventType: string };

export class PaymentsNotConfigured extends Error {}
export class WebhookSignatureError extends Error {}

export interface PaymentsProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(input: CheckoutInput): Promise<CheckoutStarted>;
  /** The billing portal for a customer; the local adapter's page needs none. */
  createPortal(input: { customerId: string | null; returnUrl: string }): Promise<{ url: string }>;
  /** Whether the customer keeps a payment method the portal can manage (the local adapter keeps none). */
  hasPaymentMethod(customerId: string): Promise<boolean>;
  /** Gives a checkout's payment back in full; safe to call again for the same checkout. */
  refund(input: { sessionId: string; paymentIntentId: string | null }): Promise<void>;
  /** Verifies and reads a webhook delivery; throws WebhookSignatureError when it is not genuine. */
  parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
}
