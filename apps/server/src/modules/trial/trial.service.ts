import { TRIAL_LENGTH_DAYS, TRIAL_STARTING_CREDITS } from '@tradeloom/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditLedger, organisationMembers, organisations, profiles, trialUsage, userCredits } from '../../db/schema/index.ts';

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
