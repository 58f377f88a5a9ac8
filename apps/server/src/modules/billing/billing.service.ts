/**
 * Billing: starting purchases through the payments provider and fulfilling them, once, in one
 * transaction (decision 014). The local test-mode checkout and Stripe's webhook end in the same
 * fulfilment: the plan on the profile and the organisation, the upgrade credits up to the new cap,
 * bought bundles up to the cap, and the subscription audit log.
 */
import crypto from 'node:crypto';
import {
  CHECKOUT_PLAN_TO_PLAN,
  type CheckoutPlan,
  type CheckoutSession,
  canHideDemoNetwork,
  checkoutPlanFor,
  checkoutPricingPlan,
  creditBundle,
  PLAN_LIMITS,
  planDisplayName,
  planRank,
  type Subscription,
  upgradeCredits,
} from '@tradeloom/domain';
import { and, asc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  checkoutSessions,
  creditGrants,
  organisationMembers,
  organisations,
  paymentEvents,
  profiles,
  subscriptionAuditLog,
  userCredits,
} from '../../db/schema/index.ts';
import type { PaymentEvent, PaymentsProvider, ProviderSubscription, PurchaseItem } from '../../providers/payments/index.ts';
import { grantCredits, periodKey } from '../credits/credits.service.ts';
import { setDemoMode } from '../demo/demo.service.ts';
import { assertPackFits, deliverPack } from './credit-packs.service.ts';

export type Org = typeof organisations.$inferSelect;

/** The organisation the user belongs to (the first one joined), or null. */
export async function organisationOf(db: Db | Tx, userId: string): Promise<Org | null> {
  const [row] = await db
    .select({ org: organisations })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.orgId))
    .where(eq(organisationMembers.userId, userId))
    .orderBy(asc(organisationMembers.createdAt))
    .limit(1);
  return row?.org ?? null;
}

/** `months` calendar months after `from` (UTC), on the same day or the month's last day when shorter. */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

function itemDetails(item: PurchaseItem): { plan: CheckoutPlan | null; credits: number | null; amount: number; title: string } {
  if (item.kind === 'plan') {
    const p = checkoutPricingPlan(item.plan);
    return { plan: item.plan, credits: null, amount: Math.round((p.price ?? 0) * 100), title: `${p.name} plan` };
  }
  const b = creditBundle(item.bundle);
  return { plan: null, credits: b.credits, amount: Math.round(b.price * 100), title: `${b.credits} AI credits` };
}

/** `${base}${path}` with `session_id={CHECKOUT_SESSION_ID}` added to its query. */
function withSessionId(base: string, returnPath: string): string {
  return `${base}${returnPath}${returnPath.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;
}

/**
 * Starts a purchase: records it (pending) and asks the provider for the page the buyer pays on.
 * The row and the provider's session share one id, so the completion finds what was bought.
 */
export async function startCheckout(
  db: Db,
  payments: PaymentsProvider,
  baseUrl: string,
  user: { id: string; email: string },
  item: PurchaseItem,
  returnPath: string,
): Promise<{ url: string }> {
  const org = await organisationOf(db, user.id);
  if (!org) throw new OrganisationMissing();
  // Before the provider is asked: with Stripe the buyer must hear it before paying.
  if (item.kind === 'credits') await assertPackFits(db, user.id, item.bundle);
  const reference = `cs_local_${crypto.randomBytes(12).toString('base64url')}`;
  const started = await payments.createCheckout({
    reference,
    user,
    org: { id: org.id, stripeCustomerId: org.stripeCustomerId },
    item,
    successUrl: withSessionId(baseUrl, returnPath),
    cancelUrl: `${baseUrl}${returnPath}`,
  });
  const details = itemDetails(item);
  await db.transaction(async (tx) => {
    await tx.insert(checkoutSessions).values({
      id: started.id,
      userId: user.id,
      orgId: org.id,
      provider: payments.name,
      kind: item.kind,
      plan: details.plan,
      credits: details.credits,
      amount: details.amount,
      currency: 'usd',
      returnPath,
    });
    if (started.customerId && started.customerId !== org.stripeCustomerId) {
      await tx.update(organisations).set({ stripeCustomerId: started.customerId }).where(eq(organisations.id, org.id));
    }
  });
  return { url: started.url };
}

export class OrganisationMissing extends Error {
  constructor() {
    super('Organization not found');
  }
}

/** A local checkout as its page shows it; null when it is not this user's. */
export async function getCheckoutSession(db: Db, userId: string, id: string): Promise<CheckoutSession | null> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)))
    .limit(1);
  if (!row) return null;
  const plan = (row.plan as CheckoutPlan | null) ?? null;
  return {
    id: row.id,
    kind: row.kind === 'plan' ? 'plan' : 'credits',
    plan,
    credits: row.credits,
    title: plan ? `${checkoutPricingPlan(plan).name} plan` : `${row.credits ?? 0} AI credits`,
    amount: row.amount,
    currency: row.currency,
    recurring: row.kind === 'plan',
    status: row.status as CheckoutSession['status'],
    return_path: row.returnPath ?? '/settings',
    created_at: row.createdAt.toISOString(),
  };
}

async function audit(
  tx: Tx,
  userId: string,
  eventType: 'tier_changed' | 'status_changed' | 'manual_update',
  change: { oldTier?: string | null; newTier?: string | null; oldStatus?: string | null; newStatus?: string | null },
  triggeredBy: string,
  meta: Record<string, unknown>,
) {
  await tx.insert(subscriptionAuditLog).values({
    userId,
    eventType,
    oldSubscriptionTier: change.oldTier ?? null,
    newSubscriptionTier: change.newTier ?? null,
    oldStatus: change.oldStatus ?? null,
    newStatus: change.newStatus ?? null,
    triggeredBy,
    meta,
  });
}

/** Profile plan and status of the user, with audit rows for what changed. */
async function setProfilePlan(tx: Tx, userId: string, plan: string, status: string, triggeredBy: string, meta: Record<string, unknown>) {
  const [before] = await tx.select({ plan: profiles.plan, status: profiles.status }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!before) return;
  await tx.update(profiles).set({ plan, subscriptionTier: plan, status, updatedAt: new Date() }).where(eq(profiles.id, userId));
  if (before.plan !== plan) await audit(tx, userId, 'tier_changed', { oldTier: before.plan, newTier: plan }, triggeredBy, meta);
  if (before.status !== status)
    await audit(tx, userId, 'status_changed', { oldStatus: before.status, newStatus: status }, triggeredBy, meta);
}

interface PlanChange {
  userId: string;
  orgId: string | null;
  plan: CheckoutPlan;
  /** Give the plan's upgrade credits (a purchase, or a move to a higher plan). */
  grant: boolean;
  reference: string;
  triggeredBy: string;
  customerId?: string | null;
  subscriptionId?: string | null;
  periodEnd?: Date | null;
  now?: Date;
}

/**
 * Puts the user (and their organisation) on a paid plan, active from now: the organisation's renewal
 * anchor moves to now and this period's monthly grant is claimed (the purchase's credits stand for
 * it), the monthly quota is the plan's, and the upgrade credits arrive up to the new plan's cap.
 */
export async function applyPlan(tx: Tx, change: PlanChange): Promise<void> {
  const now = change.now ?? new Date();
  const plan = CHECKOUT_PLAN_TO_PLAN[change.plan];
  const meta = { reference: change.reference, checkout_plan: change.plan };
  await setProfilePlan(tx, change.userId, plan, 'active', change.triggeredBy, meta);
  // Demo mode lasts until the user upgrades (spec §1): a purchase or a plan change ends it, in the same
  // transaction, so no paying user sees the sample network unless they turn it back on in Settings.
  await setDemoMode(tx, change.userId, false);
  if (change.orgId) {
    await tx
      .update(organisations)
      .set({
        currentPlan: plan,
        subscriptionStatus: 'active',
        renewalAnchor: now,
        currentPeriodEnd: change.periodEnd ?? addMonths(now, 1),
        cancelAtPeriodEnd: false,
        ...(change.customerId ? { stripeCustomerId: change.customerId } : {}),
        ...(change.subscriptionId ? { stripeSubscriptionId: change.subscriptionId } : {}),
      })
      .where(eq(organisations.id, change.orgId));
  }
  await tx
    .update(userCredits)
    .set({ aiMonthlyQuota: PLAN_LIMITS[plan].monthlyCredits, aiMonthlyUsed: 0, updatedAt: now })
    .where(eq(userCredits.userId, change.userId));
  await tx
    .insert(creditGrants)
    .values({ userId: change.userId, periodKey: periodKey(now, now), plan })
    .onConflictDoNothing();
  if (change.grant) await grantCredits(tx, change.userId, upgradeCredits(change.plan), 'plan_upgrade', change.reference);
}

/** 'refused': a credit pack that no longer fit under the cap; nothing given, the checkout marked refunded. */
export type Fulfilment = 'fulfilled' | 'already' | 'not_found' | 'refused';

/** The provider did not take back the payment of a pack that no longer fit; the event is to be retried. */
export class RefundFailed extends Error {
  constructor(cause: unknown) {
    super('refunding a credit pack failed', { cause });
  }
}

/**
 * Completes a pending purchase once: the conditional status update is the claim, so two completions
 * (a double click, a replayed webhook, two instances) cannot both give what was bought.
 */
export async function fulfilCheckout(
  tx: Tx,
  sessionId: string,
  opts: { userId?: string; customerId?: string | null; subscriptionId?: string | null; periodEnd?: Date | null; triggeredBy: string },
): Promise<Fulfilment> {
  const conditions = [eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'pending')];
  if (opts.userId) conditions.push(eq(checkoutSessions.userId, opts.userId));
  const [row] = await tx
    .update(checkoutSessions)
    .set({ status: 'completed', completedAt: new Date() })
    .where(and(...conditions))
    .returning();
  if (!row) {
    const [exists] = await tx.select({ id: checkoutSessions.id }).from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).limit(1);
    return exists ? 'already' : 'not_found';
  }
  if (row.kind === 'plan' && row.plan) {
    await applyPlan(tx, {
      userId: row.userId,
      orgId: row.orgId,
      plan: row.plan as CheckoutPlan,
      grant: true,
      reference: row.id,
      triggeredBy: opts.triggeredBy,
      customerId: opts.customerId,
      subscriptionId: opts.subscriptionId,
      periodEnd: opts.periodEnd,
    });
  } else if (row.credits) {
    if ((await deliverPack(tx, { id: row.id, userId: row.userId, credits: row.credits })) === 'refused') return 'refused';
  }
  return 'fulfilled';
}

/** Cancels a pending local checkout of the user; a completed one stays completed. */
export async function cancelCheckout(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ status: 'canceled' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'pending')))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

const STRIPE_STATUS: Record<string, string> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

async function membersOf(tx: Tx, orgId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .where(eq(organisationMembers.orgId, orgId));
  return rows.map((r) => r.userId);
}

/**
 * Ends an organisation's plan: its members fall back to the free tier (spec §9 'Policy'): plan free,
 * status canceled, no monthly credits and no auto-scans (a paid feature). What they own stays as it
 * is: contacts, insights, priorities, the credits they hold (credits never expire) and their choice
 * of showing the sample network.
 */
async function endPlan(tx: Tx, org: Org, triggeredBy: string, meta: Record<string, unknown>) {
  await tx
    .update(organisations)
    .set({ subscriptionStatus: 'canceled', currentPlan: 'free', cancelAtPeriodEnd: false, stripeSubscriptionId: null })
    .where(eq(organisations.id, org.id));
  for (const userId of await membersOf(tx, org.id)) {
    await setProfilePlan(tx, userId, 'free', 'canceled', triggeredBy, meta);
    await tx.update(profiles).set({ autoScanEnabled: false }).where(eq(profiles.id, userId));
    await tx
      .update(userCredits)
      .set({ aiMonthlyQuota: PLAN_LIMITS.free.monthlyCredits, updatedAt: new Date() })
      .where(eq(userCredits.userId, userId));
  }
}

async function applySubscription(tx: Tx, event: PaymentEvent & { type: 'subscription.updated' | 'subscription.deleted' }) {
  const s: ProviderSubscription = event.subscription;
  const [org] = await tx
    .select()
    .from(organisations)
    .where(sql`${organisations.stripeSubscriptionId} = ${s.id} or ${organisations.stripeCustomerId} = ${s.customerId}`)
    .limit(1);
  if (!org) return;
  const meta = { event: event.id, subscription: s.id };
  if (event.type === 'subscription.deleted' || STRIPE_STATUS[s.status] === 'canceled') {
    await endPlan(tx, org, 'stripe', meta);
    return;
  }
  const status = STRIPE_STATUS[s.status] ?? 'past_due';
  const plan = s.plan ? CHECKOUT_PLAN_TO_PLAN[s.plan] : org.currentPlan;
  await tx
    .update(organisations)
    .set({
      subscriptionStatus: status,
      currentPlan: plan,
      stripeSubscriptionId: s.id,
      currentPeriodEnd: s.currentPeriodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    })
    .where(eq(organisations.id, org.id));
  for (const userId of await membersOf(tx, org.id)) {
    const [before] = await tx.select({ status: profiles.status }).from(profiles).where(eq(profiles.id, userId)).limit(1);
    await setProfilePlan(tx, userId, plan, status, 'stripe', meta);
    // A subscription that becomes active while the account is still on its trial (paid outside our
    // checkout) ends demo mode; renewals and recoveries leave a paying user's own choice alone.
    if (status === 'active' && before && !canHideDemoNetwork(before.status)) await setDemoMode(tx, userId, false);
  }
}

/**
 * Applies a verified provider event once: its id is recorded in the same transaction as its effect,
 * so a replayed delivery (Stripe retries, an attacker's copy) changes nothing.
 */
export async function handlePaymentEvent(
  db: Db,
  payments: Pick<PaymentsProvider, 'name' | 'refund'>,
  event: PaymentEvent,
): Promise<'applied' | 'refunded' | 'replayed' | 'ignored'> {
  if (event.type === 'ignored') return 'ignored';
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: payments.name, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return 'replayed';
    if (event.type === 'checkout.completed') {
      const result = await fulfilCheckout(tx, event.sessionId, {
        customerId: event.customerId,
        subscriptionId: event.subscriptionId,
        triggeredBy: 'stripe',
      });
      // Refunded inside the transaction: if the provider fails, nothing is recorded and its retry
      // of the webhook tries again (the refund's idempotency key keeps it to one refund).
      if (result === 'refused') {
        try {
          await payments.refund({ sessionId: event.sessionId, paymentIntentId: event.paymentIntentId });
        } catch (err) {
          throw new RefundFailed(err);
        }
        return 'refunded';
      }
    } else {
      await applySubscription(tx, event);
    }
    return 'applied';
  });
}

export async function getSubscription(db: Db, payments: PaymentsProvider, userId: string): Promise<Subscription | null> {
  const [profile] = await db
    .select({ plan: profiles.plan, status: profiles.status })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!profile) return null;
  const org = await organisationOf(db, userId);
  return {
    provider: payments.name,
    plan: profile.plan,
    plan_name: planDisplayName(profile.plan),
    status: profile.status,
    current_period_end: org?.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: org?.cancelAtPeriodEnd ?? false,
    has_payment_method: Boolean(org?.stripeCustomerId) || (payments.name === 'local' && profile.status === 'active'),
  };
}

/** Test-mode portal: cancel at the period's end, or take that back. */
export async function setCancelAtPeriodEnd(db: Db, userId: string, cancel: boolean): Promise<'ok' | 'no_subscription'> {
  return db.transaction(async (tx) => {
    const org = await organisationOf(tx, userId);
    const [profile] = await tx
      .select({ status: profiles.status, plan: profiles.plan })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .limit(1);
    if (!org || profile?.status !== 'active') return 'no_subscription';
    if (org.cancelAtPeriodEnd === cancel) return 'ok';
    await tx.update(organisations).set({ cancelAtPeriodEnd: cancel }).where(eq(organisations.id, org.id));
    await audit(tx, userId, 'manual_update', { oldTier: profile.plan, newTier: profile.plan }, 'user', {
      cancel_at_period_end: cancel,
      period_end: org.currentPeriodEnd?.toISOString() ?? null,
    });
    return 'ok';
  });
}

/** Test-mode portal: move to another plan at once; a move up gives that plan's upgrade credits. */
export async function changePlan(db: Db, userId: string, plan: CheckoutPlan): Promise<'ok' | 'no_subscription' | 'same_plan'> {
  return db.transaction(async (tx) => {
    const org = await organisationOf(tx, userId);
    const [profile] = await tx
      .select({ status: profiles.status, plan: profiles.plan })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .limit(1);
    if (profile?.status !== 'active') return 'no_subscription';
    if (checkoutPlanFor(profile.plan) === plan) return 'same_plan';
    await applyPlan(tx, {
      userId,
      orgId: org?.id ?? null,
      plan,
      grant: planRank(CHECKOUT_PLAN_TO_PLAN[plan]) > planRank(profile.plan),
      reference: `portal:${crypto.randomUUID()}`,
      triggeredBy: 'user',
    });
    return 'ok';
  });
}

/**
 * Ends the local subscriptions cancelled at period end whose period is over (Stripe ends its own and
 * says so by webhook). Safe on many instances: the conditional update is the claim.
 */
export async function endDueSubscriptions(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select()
    .from(organisations)
    .where(
      and(
        eq(organisations.cancelAtPeriodEnd, true),
        isNotNull(organisations.currentPeriodEnd),
        lte(organisations.currentPeriodEnd, now),
        ne(organisations.subscriptionStatus, 'canceled'),
        sql`${organisations.stripeSubscriptionId} is null`,
      ),
    );
  let ended = 0;
  for (const org of due) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(organisations)
        .set({ subscriptionStatus: 'canceled' })
        .where(and(eq(organisations.id, org.id), ne(organisations.subscriptionStatus, 'canceled')))
        .returning({ id: organisations.id });
      if (!claimed) return;
      await endPlan(tx, org, 'system', { reason: 'canceled_at_period_end' });
      ended++;
    });
  }
  return ended;
}
