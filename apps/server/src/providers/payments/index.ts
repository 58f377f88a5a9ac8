import type { Config } from '../../config.ts';
import { createLocalPayments } from './local.ts';
import { createStripePayments } from './stripe.ts';
import type { PaymentsProvider } from './types.ts';

export type { CheckoutInput, PaymentEvent, PaymentsProvider, ProviderSubscription, PurchaseItem } from './types.ts';
export { PaymentsNotConfigured, WebhookSignatureError } from './types.ts';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the local test-mode checkout. */
export function createPaymentsProvider(config: Config): PaymentsProvider {
  return config.stripe ? createStripePayments(config.stripe) : createLocalPayments(config.baseUrl);
}
