/**
 * Auto-scans: users on a Professional or Power plan who switched them on get a scan once per period
 * (weekly or monthly; daily on Power Trader only), costing fewer credits than a manual one. A row in auto_scan_runs per user
 * and period is the claim: inserted with ON CONFLICT DO NOTHING together with the scan's job, so
 * with any number of instances looking for due scans at once, each period's scan is queued once.
 */
import {
  AUTO_SCAN_MESSAGES,
  AUTO_SCAN_PLANS,
  type AutoScanFrequency,
  type AutoScanPreferences,
  allowsDailyAutoScans,
  effectiveAutoScanFrequency,
} from '@tradeloom/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { autoScanRuns, profiles } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { runScan } from './insights.service.ts';

/** The period a moment falls in, as a key: '2026-11-23', '2026-W48' (ISO week), '2026-11'. */
export function periodKey(frequency: AutoScanFrequency, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  if (frequency === 'daily') return day;
  if (frequency === 'monthly') return day.slice(0, 7);
  // ISO week: the week with the year's first Thursday is week 1.
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((d.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export async function saveAutoScanPreferences(db: Db, userId: string, prefs: AutoScanPreferences): Promise<AutoScanPreferences> {
  const [profile] = await db.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (prefs.enabled && !(AUTO_SCAN_PLANS as readonly string[]).includes(profile?.plan ?? '')) {
    throw new ApiError(403, 'PLAN_REQUIRED', AUTO_SCAN_MESSAGES.planRequired);
  }
  // Switching off always works; only a schedule that would run daily needs Power Trader.
  if (prefs.enabled && prefs.frequency === 'daily' && !allowsDailyAutoScans(profile?.plan)) {
    throw new ApiError(403, 'PLAN_REQUIRED', AUTO_SCAN_MESSAGES.dailyPlanRequired);
  }
  await db
    .update(profiles)
    .set({ autoScanEnabled: prefs.enabled, autoScanFrequency: prefs.frequency, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
  return prefs;
}

/**
 * Claims every due auto-scan and queues it as a job (the job queue spreads them over the instances);
 * returns how many were claimed. Safe to call from many instances at once.
 */
export async function enqueueDueAutoScans(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: profiles.id, plan: profiles.plan, frequency: profiles.autoScanFrequency })
    .from(profiles)
    .where(and(eq(profiles.autoScanEnabled, true), inArray(profiles.plan, [...AUTO_SCAN_PLANS])));
  let claimedCount = 0;
  for (const user of due) {
    const key = periodKey(effectiveAutoScanFrequency(user.plan, user.frequency), now);
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(autoScanRuns)
        .values({ userId: user.id, periodKey: key })
        .onConflictDoNothing()
        .returning({ userId: autoScanRuns.userId });
      if (!claimed) return;
      await enqueueJob(tx, 'auto-scan', { userId: user.id, periodKey: key });
      claimedCount++;
    });
  }
  return claimedCount;
}

/** The 'auto-scan' job: the scan itself, its outcome kept with the period's claim. */
export async function runAutoScanJob(
  db: Db,
  logger: Logger,
  payload: { userId: string; periodKey: string },
  now = new Date(),
): Promise<void> {
  let outcome = 'ok';
  let newInsights: number | null = null;
  try {
    newInsights = (await runScan(db, payload.userId, 'auto', now)).new_insights_count;
  } catch (err) {
    // Too few contacts or credits this period: the next period tries again.
    if (!(err instanceof ApiError)) {
      logger.warn({ err, userId: payload.userId }, 'auto-scan failed');
      throw err;
    }
    outcome = err.code;
  }
  await db
    .update(autoScanRuns)
    .set({ outcome, newInsights })
    .where(and(eq(autoScanRuns.userId, payload.userId), eq(autoScanRuns.periodKey, payload.periodKey)));
}
