/**
 * Credits: the balance in user_credits changes only together with a credit_ledger row, in one
 * transaction, through a conditional update, so two concurrent requests can never spend the same
 * credit and a balance never goes below zero.
 */
import { CREDIT_ROLLOVER_MONTHS, MONTHLY_CREDIT_STATUSES, PLAN_LIMITS, type Plan, planLimitsOf } from '@tradeloom/domain';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditGrants, creditLedger, organisationMembers, organisations, profiles, userCredits } from '../../db/schema/index.ts';

export type CreditReason =
  | 'consume_scan'
  | 'refund_scan'
  | 'refund_ai'
  | 'consume_ai'
  | 'admin_adjustment'
  | 'plan_upgrade'
  | 'bundle_purchase'
  | 'monthly_grant'
  | 'signup_trial'
  | 'consume_mcp'
  | 'refund_mcp';

/** The user's balance (0 when no credits record exists). */
export async function creditBalance(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ n: userCredits.aiCredits }).from(userCredits).where(eq(userCredits.userId, userId)).limit(1);
  return row?.n ?? 0;
}

/**
 * Takes `amount` credits if the user has them, with its ledger row, inside the caller's transaction.
 * Returns the balance after, or null when there were not enough (nothing spent).
 */
export async function spendCredits(
  tx: Tx,
  userId: string,
  amount: number,
  reason: CreditReason,
  reference?: string,
): Promise<number | null> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`spendCredits: bad amount ${amount}`);
  const [row] = await tx
    .update(userCredits)
    .set({
      aiCredits: sql`${userCredits.aiCredits} - ${amount}`,
      aiMonthlyUsed: sql`${userCredits.aiMonthlyUsed} + ${amount}`,
      updatedAt: new Date(),
    })
    .where(and(eq(userCredits.userId, userId), gte(userCredits.aiCredits, amount)))
    .returning({ balance: userCredits.aiCredits });
  if (!row) return null;
  await tx.insert(creditLedger).values({ userId, delta: -amount, balanceAfter: row.balance, reason, reference: reference ?? null });
  return row.balance;
}

/** Gives credits back (what a scan reserved but did not use), with its ledger row, inside the caller's transaction. */
export async function refundCredits(db: Tx, userId: string, amount: number, reason: CreditReason, reference?: string): Promise<number> {
  if (amount <= 0) return creditBalance(db, userId);
  const [row] = await db
    .update(userCredits)
    .set({
      aiCredits: sql`${userCredits.aiCredits} + ${amount}`,
      aiMonthlyUsed: sql`greatest(0, ${userCredits.aiMonthlyUsed} - ${amount})`,
      updatedAt: new Date(),
    })
    .where(eq(userCredits.userId, userId))
    .returning({ balance: userCredits.aiCredits });
  const balance = row?.balance ?? 0;
  await db.insert(creditLedger).values({ userId, delta: amount, balanceAfter: balance, reason, reference: reference ?? null });
  return balance;
}

/** The limits of a plan name as stored (profiles.plan); unknown or missing plans count as 'free'. */
export const planLimits = planLimitsOf;

export interface Grant {
  /** Credits actually added (0 when the balance was already at its ceiling). */
  given: number;
  balance: number;
}

/**
 * Adds up to `amount` credits without taking the balance above `ceiling`, with a ledger row of what
 * was given (none when nothing was). A balance already above the ceiling (after a downgrade) is left
 * as it is: credits never expire. The row is locked first so the delta written to the ledger is
 * exactly what the conditional update added, even with concurrent spends and grants.
 */
async function addCreditsUpTo(
  tx: Tx,
  userId: string,
  amount: number,
  ceiling: number,
  reason: CreditReason,
  reference?: string,
): Promise<Grant> {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`grantCredits: bad amount ${amount}`);
  await tx.insert(userCredits).values({ userId }).onConflictDoNothing({ target: userCredits.userId });
  const [before] = await tx.select({ n: userCredits.aiCredits }).from(userCredits).where(eq(userCredits.userId, userId)).for('update');
  const balanceBefore = before?.n ?? 0;
  if (amount === 0) return { given: 0, balance: balanceBefore };
  const [row] = await tx
    .update(userCredits)
    .set({ aiCredits: sql`least(${userCredits.aiCredits} + ${amount}, ${ceiling})`, updatedAt: new Date() })
    .where(and(eq(userCredits.userId, userId), lt(userCredits.aiCredits, ceiling)))
    .returning({ balance: userCredits.aiCredits });
  if (!row) return { given: 0, balance: balanceBefore };
  const given = row.balance - balanceBefore;
  await tx.insert(creditLedger).values({ userId, delta: given, balanceAfter: row.balance, reason, reference: reference ?? null });
  return { given, balance: row.balance };
}

/**
 * Adds credits up to the cap of the user's plan (spec §9: accumulation stops at the cap, a bought
 * pack gives only what reaches it), inside the caller's transaction. Creates the credits record when
 * missing. The cap is read from the plan at the time of the grant, so an upgrade raises it at once.
 */
export async function grantCredits(tx: Tx, userId: string, amount: number, reason: CreditReason, reference?: string): Promise<Grant> {
  const [profile] = await tx.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return addCreditsUpTo(tx, userId, amount, planLimits(profile?.plan).creditCap, reason, reference);
}

/**
 * A bought credit bundle: only the credits that reach the cap are given. No payment here; the
 * billing flow calls this once the payment is confirmed (`reference`: its checkout or event id).
 */
export async function buyBundle(db: Db, userId: string, credits: number, reference?: string): Promise<Grant> {
  if (!Number.isInteger(credits) || credits <= 0) throw new Error(`buyBundle: bad credits ${credits}`);
  return db.transaction((tx) => grantCredits(tx, userId, credits, 'bundle_purchase', reference));
}

/** Plans that earn credits each month (every plan with monthly credits; not 'free'). */
export const MONTHLY_GRANT_PLANS = (Object.keys(PLAN_LIMITS) as Plan[]).filter((p) => PLAN_LIMITS[p].monthlyCredits > 0);

/** `months` calendar months after `anchor`, on the anchor's day or the month's last day when shorter. */
function addMonthsClamped(anchor: Date, months: number): Date {
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/**
 * The start of the monthly period `now` falls in, counted from the renewal anchor (UTC). Periods
 * renew on the anchor's day of the month, or on the last day of months too short for it: an anchor
 * on Jan 31 renews on Feb 28 (29 in leap years), Mar 31, Apr 30.
 */
export function periodStart(anchor: Date, now: Date): Date {
  const months = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  const start = addMonthsClamped(anchor, months);
  return start.getTime() > now.getTime() ? addMonthsClamped(anchor, months - 1) : start;
}

/** The period `now` falls in as a key: its first day, '2026-02-28'. Keys sort in time order. */
export function periodKey(anchor: Date, now: Date): string {
  return periodStart(anchor, now).toISOString().slice(0, 10);
}

/**
 * The most a monthly grant may take a balance to. Professional's '3-month rollover' is read as: the
 * balance after a grant holds at most 3 months of plan credits (3 x 200 = 600, which is also its
 * cap), so credits beyond three grants are not carried into the next period. Starter and Power
 * Trader accumulate up to their cap. Bought bundles are capped by the plan's cap only.
 */
export function monthlyGrantCeiling(plan: Plan): number {
  const limits = PLAN_LIMITS[plan];
  const rollover = CREDIT_ROLLOVER_MONTHS[plan];
  return rollover === undefined ? limits.creditCap : Math.min(limits.creditCap, rollover * limits.monthlyCredits);
}

/**
 * Grants one user's plan credits for the period `key`, once: the claim row (unique per user and
 * period) is inserted first and only the transaction that inserted it grants. Starts the period's
 * usage count again (monthly used 0, quota the plan's monthly credits). Returns null when the period
 * was already claimed.
 */
export async function grantMonthlyCredits(db: Db, userId: string, plan: Plan, key: string): Promise<Grant | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(creditGrants)
      .values({ userId, periodKey: key, plan })
      .onConflictDoNothing()
      .returning({ userId: creditGrants.userId });
    if (!claimed) return null;
    const monthly = PLAN_LIMITS[plan].monthlyCredits;
    const grant = await addCreditsUpTo(tx, userId, monthly, monthlyGrantCeiling(plan), 'monthly_grant', `period:${key}`);
    await tx
      .update(creditGrants)
      .set({ given: grant.given })
      .where(and(eq(creditGrants.userId, userId), eq(creditGrants.periodKey, key)));
    await tx
      .update(userCredits)
      .set({ aiMonthlyQuota: monthly, aiMonthlyUsed: 0, updatedAt: new Date() })
      .where(eq(userCredits.userId, userId));
    return grant;
  });
}

/**
 * Grants the monthly plan credits of every user on a paid plan (active or trialing subscription)
 * whose current period, counted from their organisation's renewal anchor (its creation when there
 * is none; the profile's creation for a user without organisation), has not been granted yet.
 * Safe to call from many instances at once: each period is granted once. Returns how many grants
 * this call made. One user's failure does not stop the others; the first is thrown at the end.
 */
export async function grantDueMonthlyCredits(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .select({
      userId: profiles.id,
      plan: profiles.plan,
      profileCreatedAt: profiles.createdAt,
      renewalAnchor: organisations.renewalAnchor,
      orgCreatedAt: organisations.createdAt,
      lastKey: sql<
        string | null
      >`(select max(${creditGrants.periodKey}) from ${creditGrants} where ${creditGrants.userId} = ${profiles.id})`,
    })
    .from(profiles)
    .leftJoin(organisationMembers, eq(organisationMembers.userId, profiles.id))
    .leftJoin(organisations, eq(organisations.id, organisationMembers.orgId))
    .where(and(inArray(profiles.plan, MONTHLY_GRANT_PLANS), inArray(profiles.status, [...MONTHLY_CREDIT_STATUSES])))
    .orderBy(asc(profiles.id), asc(organisationMembers.createdAt));
  let granted = 0;
  let firstError: unknown;
  let previous: string | undefined;
  for (const row of rows) {
    // A user in several organisations: the first one they joined sets the period.
    if (row.userId === previous) continue;
    previous = row.userId;
    const anchor = row.renewalAnchor ?? row.orgCreatedAt ?? row.profileCreatedAt;
    const key = periodKey(anchor, now);
    if (row.lastKey !== null && row.lastKey >= key) continue;
    try {
      if (await grantMonthlyCredits(db, row.userId, row.plan as Plan, key)) granted++;
    } catch (err) {
      firstError ??= err;
    }
  }
  if (firstError !== undefined) throw firstError;
  return granted;
}

export interface Adjustment {
  /** What really changed the balance: less than asked for at the plan's cap (adding) or at zero (removing). */
  applied: number;
  balance: number;
  /** The cap of the user's plan at the time. */
  cap: number;
}

/**
 * An administrator's adjustment (spec §5 'Admin'), inside the caller's transaction, with its ledger
 * row: a positive delta adds up to the plan's cap (like a bought pack), a negative one removes what
 * is there, never below zero. Nothing applied writes no ledger row.
 */
export async function adjustCredits(tx: Tx, userId: string, delta: number, reference?: string): Promise<Adjustment> {
  if (!Number.isInteger(delta) || delta === 0) throw new Error(`adjustCredits: bad delta ${delta}`);
  const [profile] = await tx.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  const cap = planLimits(profile?.plan).creditCap;
  if (delta > 0) {
    const grant = await addCreditsUpTo(tx, userId, delta, cap, 'admin_adjustment', reference);
    return { applied: grant.given, balance: grant.balance, cap };
  }
  await tx.insert(userCredits).values({ userId }).onConflictDoNothing({ target: userCredits.userId });
  const [before] = await tx.select({ n: userCredits.aiCredits }).from(userCredits).where(eq(userCredits.userId, userId)).for('update');
  const balanceBefore = before?.n ?? 0;
  const take = Math.min(balanceBefore, -delta);
  if (take === 0) return { applied: 0, balance: balanceBefore, cap };
  const [row] = await tx
    .update(userCredits)
    .set({ aiCredits: sql`${userCredits.aiCredits} - ${take}`, updatedAt: new Date() })
    .where(eq(userCredits.userId, userId))
    .returning({ balance: userCredits.aiCredits });
  const balance = row?.balance ?? 0;
  await tx
    .insert(creditLedger)
    .values({ userId, delta: -take, balanceAfter: balance, reason: 'admin_adjustment', reference: reference ?? null });
  return { applied: -take, balance, cap };
}
