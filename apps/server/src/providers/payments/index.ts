import type { Config } from '../../config.ts';
import { createLocalPayments } from './local.ts';
import type { PaymentsProvider } from './types.ts';

export type { CheckoutInput, PaymentEvent, PaymentsProvider, ProviderSubscription, PurchaseItem } from './types.ts';
export { PaymentsNotConfigured, WebhookSignatureError } from './types.ts';

/**
 * Stripe when STRIPE_SECRET_KEY is set, otherwise the local test-mode checkout. The Stripe adapter
 * (and the stripe package, ~4 MB and ~0.4 s to load) is imported only when it is configured (decision 038).
 */
export async function createPaymentsProvider(config: Config): Promise<PaymentsProvider> {
  if (!config.stripe) return createLocalPayments(config.baseUrl);
  const { createStripePayments } = await import('./stripe.ts');
  return createStripePayments(config.stripe);
}
