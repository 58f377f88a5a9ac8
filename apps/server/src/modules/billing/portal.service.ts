/**
 * When the subscription portal has something to manage (decision 018). Without it the client hears
 * 'No Payment Method' instead of landing on an empty portal.
 */

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import type { PaymentsProvider } from '../../providers/payments/index.ts';
import { organisationOf } from './billing.service.ts';

/** Profile statuses that stand for a subscription (a Stripe trial with a card counts). */
const SUBSCRIBED = new Set(['active', 'past_due', 'trialing']);

export type PortalAccess = { open: true; customerId: string | null } | { open: false; reason: 'no_organisation' | 'no_payment_method' };

/**
 * The portal opens for a subscription; with Stripe also for a former subscriber whose customer still
 * keeps a card (to update it or read invoices). A trial, or a customer made by a checkout that was
 * never paid, has nothing there.
 */
export async function portalAccess(db: Db, payments: PaymentsProvider, userId: string): Promise<PortalAccess> {
  const org = await organisationOf(db, userId);
  if (!org) return { open: false, reason: 'no_organisation' };
  const [profile] = await db.select({ status: profiles.status }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  const subscribed = SUBSCRIBED.has(profile?.status ?? '');
  if (payments.name === 'local') return subscribed ? { open: true, customerId: null } : { open: false, reason: 'no_payment_method' };
  const customerId = org.stripeCustomerId;
  if (!customerId) return { open: false, reason: 'no_payment_method' };
  if (subscribed || (await payments.hasPaymentMethod(customerId))) return { open: true, customerId };
  return { open: false, reason: 'no_payment_method' };
}
