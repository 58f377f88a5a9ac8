import type { PaymentsProvider } from './types.ts';
import { WebhookSignatureError } from './types.ts';

/**
 * The embedded default: a test-mode checkout page inside the app (/billing/checkout/{id}) that says
 * no money moves and completes or cancels the purchase, and a small portal page (/billing/portal).
 */
export function createLocalPayments(baseUrl: string): PaymentsProvider {
  return {
    name: 'local',
    async createCheckout(input) {
      return { id: input.reference, url: `${baseUrl}/billing/checkout/${encodeURIComponent(input.reference)}`, customerId: null };
    },
    async createPortal({ returnUrl }) {
      const back = new URL(returnUrl);
      return { url: `${baseUrl}/billing/portal?return_to=${encodeURIComponent(back.pathname + back.search)}` };
    },
    async hasPaymentMethod() {
      return false;
    },
    // No money moved in test mode: there is nothing to give back.
    async refund() {},
    parseWebhook() {
      throw new WebhookSignatureError('Payments run in test mode: there is no payment provider to send webhooks.');
    },
  };
}
