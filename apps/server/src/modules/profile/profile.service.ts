import { effectiveAutoScanFrequency, type Profile } from '@tradeloom/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, userCredits } from '../../db/schema/index.ts';

export async function touchLastActivity(db: Db, userId: string, at = new Date()): Promise<void> {
  await db.update(profiles).set({ lastActivityAt: at }).where(eq(profiles.id, userId));
}

/** The profile as the spec names it, with the credit figures read from user_credits. */
export async function getProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({ p: profiles, c: userCredits })
    .from(profiles)
    .leftJoin(userCredits, eq(userCredits.userId, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!row) return null;
  const { p, c } = row;
  return {
    id: p.id,
    email: p.email,
    full_name: p.fullName,
    phone: p.phone,
    plan: p.plan,
    subscription_tier: p.subscriptionTier,
    status: p.status,
    credits_remaining: c?.aiCredits ?? 0,
    monthly_used: c?.aiMonthlyUsed ?? 0,
    monthly_quota: c?.aiMonthlyQuota ?? 0,
    trial_end_date: p.trialEndDate?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
    last_activity_at: p.lastActivityAt?.toISOString() ?? null,
    demo_mode_enabled: p.demoModeEnabled,
    auto_scan_enabled: p.autoScanEnabled,
    // What runs on this plan, so the card never shows a schedule the server will not keep.
    auto_scan_frequency: effectiveAutoScanFrequency(p.plan, p.autoScanFrequency),
    email_notifications: p.emailNotifications,
    follow_up_reminders: p.followUpReminders,
    weekly_summary: p.weeklySummary,
  };
}
