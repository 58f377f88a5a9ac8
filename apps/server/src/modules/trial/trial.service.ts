import { DEMO_LIMIT_REACHED, TRIAL_LENGTH_DAYS, TRIAL_STARTING_CREDITS } from '@tradeloom/domain';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditLedger, organisationMembers, organisations, profiles, trialUsage, userCredits } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';

export interface NewAccount {
  id: string;
  email: string;
  fullName: string | null;
  phone: string | null;
  termsAccepted: boolean;
}

/**
 * Creates what a new user needs: a Professional trial profile, 10 credits (with their ledger row),
 * an organisation of their own and its trial counters. Idempotent: a second call changes nothing.
 */
export async function ensureTrialAccount(db: Db, account: NewAccount): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const inserted = await tx
      .insert(profiles)
      .values({
        id: account.id,
        email: account.email,
        fullName: account.fullName,
        phone: account.phone,
        plan: 'professional',
        subscriptionTier: 'professional',
        status: 'trial',
        trialEndDate: new Date(now.getTime() + TRIAL_LENGTH_DAYS * 86_400_000),
        demoModeEnabled: true,
        termsAcceptedAt: account.termsAccepted ? now : null,
        lastActivityAt: now,
      })
      .onConflictDoNothing({ target: profiles.id })
      .returning({ id: profiles.id });
    if (inserted.length === 0) return;

    await tx.insert(userCredits).values({ userId: account.id, aiCredits: TRIAL_STARTING_CREDITS, aiMonthlyQuota: TRIAL_STARTING_CREDITS });
    await tx.insert(creditLedger).values({
      userId: account.id,
      delta: TRIAL_STARTING_CREDITS,
      balanceAfter: TRIAL_STARTING_CREDITS,
      reason: 'signup_trial',
    });
    const [org] = await tx
      .insert(organisations)
      .values({ name: account.fullName?.trim() || account.email, subscriptionStatus: 'trialing', currentPlan: 'professional' })
      .returning({ id: organisations.id });
    if (!org) throw new Error('organisation insert returned no row');
    await tx.insert(organisationMembers).values({ orgId: org.id, userId: account.id, role: 'owner' });
    await tx.insert(trialUsage).values({ orgId: org.id });
  });
}

export async function hasProfile(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return rows.length > 0;
}

/** Spec §4 'Trial': AI insights allowed in the demo when the organisation has no usage row. */
export const DEFAULT_TRIAL_AI_LIMIT = 5;
export const DEFAULT_TRIAL_MAP_LIMIT = 10;

export interface TrialUsageView {
  map_loads_used: number;
  trial_map_limit: number;
  ai_insights_used: number;
  trial_ai_limit: number;
  quota_exceeded: boolean;
}

/** The user's first organisation and its trial counters (defaults when it has none). */
async function usageRow(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({
      orgId: organisations.id,
      status: organisations.subscriptionStatus,
      mapLoadsUsed: trialUsage.mapLoadsUsed,
      trialMapLimit: trialUsage.trialMapLimit,
      aiInsightsUsed: trialUsage.aiInsightsUsed,
      trialAiLimit: trialUsage.trialAiLimit,
    })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.orgId))
    .leftJoin(trialUsage, eq(trialUsage.orgId, organisations.id))
    .where(eq(organisationMembers.userId, userId))
    .orderBy(asc(organisationMembers.createdAt))
    .limit(1);
  return row ?? null;
}

/** Spec get_trial_usage: the demo counters; exceeded once the AI insights or the map openings are used up. */
export async function getTrialUsage(db: Db, userId: string): Promise<TrialUsageView | null> {
  const row = await usageRow(db, userId);
  if (!row) return null;
  const ai = { used: row.aiInsightsUsed ?? 0, limit: row.trialAiLimit ?? DEFAULT_TRIAL_AI_LIMIT };
  const map = { used: row.mapLoadsUsed ?? 0, limit: row.trialMapLimit ?? DEFAULT_TRIAL_MAP_LIMIT };
  return {
    map_loads_used: map.used,
    trial_map_limit: map.limit,
    ai_insights_used: ai.used,
    trial_ai_limit: ai.limit,
    quota_exceeded: ai.used >= ai.limit || map.used >= map.limit,
  };
}

/** Spec is_trial_quota_exceeded: only a trialing organisation can be over its demo quota; false on any error. */
export async function isTrialQuotaExceeded(db: Db, userId: string): Promise<boolean> {
  try {
    const row = await usageRow(db, userId);
    if (row?.status !== 'trialing') return false;
    return (
      (row.aiInsightsUsed ?? 0) >= (row.trialAiLimit ?? DEFAULT_TRIAL_AI_LIMIT) ||
      (row.mapLoadsUsed ?? 0) >= (row.trialMapLimit ?? DEFAULT_TRIAL_MAP_LIMIT)
    );
  } catch {
    return false;
  }
}

export const USAGE_COUNTERS = ['ai_insights', 'map_loads'] as const;
export type UsageCounter = (typeof USAGE_COUNTERS)[number];

/**
 * Spec increment_usage_counter: one more use on the organisation's counter, by the same rule as the
 * uses themselves (takeTrialUse: refused at the limit while trialing). Null without an organisation.
 */
export async function incrementUsageCounter(db: Db, userId: string, counter: UsageCounter): Promise<TrialUsageView | null> {
  await db.transaction((tx) => takeTrialUse(tx, userId, counter));
  return getTrialUsage(db, userId);
}

/**
 * One use of the demo (an AI insight, or a map opening), inside the caller's transaction: while the
 * organisation is trialing, the counter goes up only below its limit, in one conditional update, so
 * concurrent uses cannot pass it; at the limit the use is refused with 'Demo limit reached - Upgrade to
 * continue' and the caller's transaction (its credit, its audit event) is rolled back. Paying
 * organisations are not limited; their map openings are still counted. Answers the counter after.
 */
export async function takeTrialUse(tx: Tx, userId: string, counter: UsageCounter): Promise<{ used: number; limit: number } | null> {
  const row = await usageRow(tx, userId);
  if (!row) return null;
  const ai = counter === 'ai_insights';
  if (row.status !== 'trialing' && ai) return null;
  if (row.aiInsightsUsed === null) await tx.insert(trialUsage).values({ orgId: row.orgId }).onConflictDoNothing();
  const used = ai ? trialUsage.aiInsightsUsed : trialUsage.mapLoadsUsed;
  const limit = ai ? trialUsage.trialAiLimit : trialUsage.trialMapLimit;
  const [taken] = await tx
    .update(trialUsage)
    .set({ ...(ai ? { aiInsightsUsed: sql`${used} + 1` } : { mapLoadsUsed: sql`${used} + 1` }), updatedAt: new Date() })
    .where(and(eq(trialUsage.orgId, row.orgId), ...(row.status === 'trialing' ? [lt(used, limit)] : [])))
    .returning({ used, limit });
  if (!taken) throw new ApiError(402, 'DEMO_LIMIT_REACHED', DEMO_LIMIT_REACHED);
  return taken;
}

/** One AI insight of the demo (see takeTrialUse). */
export async function takeTrialAiInsight(tx: Tx, userId: string): Promise<void> {
  await takeTrialUse(tx, userId, 'ai_insights');
}

/**
 * Gives one use of the demo back (what takeTrialUse took for an action that was then undone), by the
 * same rule: AI insights are counted only while trialing, map openings always. Never below zero.
 */
export async function giveBackTrialUse(tx: Tx, userId: string, counter: UsageCounter): Promise<void> {
  const row = await usageRow(tx, userId);
  if (!row) return;
  const ai = counter === 'ai_insights';
  if (ai && row.status !== 'trialing') return;
  if (!(ai ? row.aiInsightsUsed : row.mapLoadsUsed)) return;
  const used = ai ? trialUsage.aiInsightsUsed : trialUsage.mapLoadsUsed;
  const back = sql`greatest(${used} - 1, 0)`;
  await tx
    .update(trialUsage)
    .set({ ...(ai ? { aiInsightsUsed: back } : { mapLoadsUsed: back }), updatedAt: new Date() })
    .where(eq(trialUsage.orgId, row.orgId));
}

/** Gives a demo AI insight back (the question was not understood, or failed). */
export async function giveBackTrialAiInsight(tx: Tx, userId: string): Promise<void> {
  await giveBackTrialUse(tx, userId, 'ai_insights');
}
