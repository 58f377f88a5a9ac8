/**
 * The admin Overview's figures (spec §3 'System health') and series, and the Usage page's credits by
 * kind and most active accounts, against a database seeded with known counts at a fixed clock
 * (Wednesday 2026-11-25 12:00 UTC; the week began on Monday 2026-11-23).
 */
import type { AdminUsage, HealthSeries } from '@tradeloom/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiInsights,
  auditEvents,
  contactImports,
  creditLedger,
  errorEvents,
  insightFeedback,
  profiles,
  subscriptionAuditLog,
} from '../src/db/schema/index.ts';
import { addAdminByEmail } from '../src/modules/admin/admin.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let rt: TestRuntime;
let admin: Awaited<ReturnType<typeof signUp>>;
let normal: Awaited<ReturnType<typeof signUp>>;
const ids: Record<'u1' | 'u2' | 'u3' | 'u4' | 'u5', string> = { u1: '', u2: '', u3: '', u4: '', u5: '' };

beforeAll(async () => {
  rt = await createTestRuntime();
  rt.deps.clock = () => NOW.getTime();
  const db = rt.deps.db;
  admin = await signUp(rt);
  expect((await addAdminByEmail(db, admin.email)).status).toBe('added');
  normal = await signUp(rt); // u4
  ids.u4 = normal.user.id;
  for (const key of ['u1', 'u2', 'u3', 'u5'] as const) ids[key] = (await signUp(rt)).user.id;

  // Six users. Trials: the admin, u4 and u5 (ending in 5 days); u3's trial has ended. u1 pays, u2 expired.
  const setProfile = (id: string, values: Partial<typeof profiles.$inferInsert>) =>
    db.update(profiles).set(values).where(eq(profiles.id, id));
  await setProfile(admin.user.id, { status: 'trial', trialEndDate: new Date(NOW.getTime() + 5 * DAY), createdAt: ago(40 * DAY) });
  await setProfile(ids.u1, { status: 'active', plan: 'starter', createdAt: ago(40 * DAY) });
  await setProfile(ids.u2, { status: 'expired', plan: 'free', createdAt: ago(DAY) });
  await setProfile(ids.u3, { status: 'trial', trialEndDate: ago(DAY), createdAt: ago(DAY) });
  await setProfile(ids.u4, { status: 'trial', trialEndDate: new Date(NOW.getTime() + 5 * DAY), createdAt: ago(HOUR) });
  await setProfile(ids.u5, { status: 'trial', trialEndDate: new Date(NOW.getTime() + 5 * DAY), createdAt: ago(29 * DAY) });

  const ledger = (userId: string, delta: number, reason: string, createdAt: Date) =>
    ({ userId, delta, balanceAfter: 10, reason, createdAt }) as const;
  await db.insert(creditLedger).values([
    // u4 today: one answer (1), a scan that cost 2 of its 5.
    ledger(ids.u4, -1, 'consume_ai', ago(HOUR)),
    ledger(ids.u4, -5, 'consume_scan', ago(HOUR)),
    ledger(ids.u4, 3, 'refund_scan', ago(HOUR)),
    // u4 on Monday: an answer refunded whole (0).
    ledger(ids.u4, -1, 'consume_ai', ago(2 * DAY)),
    ledger(ids.u4, 1, 'refund_ai', ago(2 * DAY)),
    // u5: a scan on Monday (2), on Sunday 23:00 (1: last week, within 7 days), and 8 days ago (5).
    ledger(ids.u5, -2, 'consume_scan', new Date('2026-11-23T10:00:00.000Z')),
    ledger(ids.u5, -1, 'consume_scan', new Date('2026-11-22T23:00:00.000Z')),
    ledger(ids.u5, -5, 'consume_scan', ago(8 * DAY)),
    // Not consumption: an admin adjustment and a purchase.
    ledger(ids.u1, -4, 'admin_adjustment', ago(HOUR)),
    ledger(ids.u1, 100, 'bundle_purchase', ago(HOUR)),
  ]);
  await db
    .insert(auditEvents)
    .values([
      { userId: ids.u4, event: 'consume_ai', createdAt: ago(HOUR) },
      ...[1, 2, 3].map(() => ({ userId: ids.u5, event: 'consume_map', createdAt: ago(2 * HOUR) })),
      { userId: ids.u1, event: 'import_contacts', createdAt: ago(HOUR) },
    ]);

  const [insight] = await db
    .insert(aiInsights)
    .values({ userId: ids.u4, title: 'Cocoa buyers', description: 'Two buyers', insightType: 'synergy', priority: 'high' })
    .returning({ id: aiInsights.id });
  const feedback = (feedbackType: string, processedAt: Date | null = null) => ({
    userId: ids.u4,
    insightId: insight!.id,
    feedbackType,
    processedAt,
  });
  await db
    .insert(insightFeedback)
    .values([
      feedback('flag_inaccurate'),
      feedback('not_helpful'),
      feedback('flag_other', ago(HOUR)),
      feedback('dismissal'),
      feedback('rating'),
    ]);

  await db.insert(errorEvents).values([
    { message: 'boom', requestId: 'r1', createdAt: ago(HOUR) },
    { message: 'boom', requestId: 'r2', createdAt: ago(23 * HOUR) },
    { message: 'old', requestId: 'r3', createdAt: ago(25 * HOUR) },
  ]);

  const upload = (status: string) => ({ userId: ids.u1, fileName: 'a.csv', fileSize: 10, fileType: 'csv', status });
  await db.insert(contactImports).values([upload('pending'), upload('pending'), upload('processing'), upload('completed')]);

  await db.insert(subscriptionAuditLog).values([
    { userId: ids.u1, eventType: 'status_changed', oldStatus: 'trial', newStatus: 'active', createdAt: ago(DAY) },
    { userId: ids.u1, eventType: 'tier_changed', oldSubscriptionTier: 'professional', newSubscriptionTier: 'starter', createdAt: ago(DAY) },
    { userId: ids.u2, eventType: 'status_changed', oldStatus: 'active', newStatus: 'expired', createdAt: ago(DAY) },
  ]);
});
afterAll(async () => {
  await rt?.dispose();
});

const get = async <T = Record<string, unknown>>(path: string, cookie: string) => {
  const res = await rt.request('GET', path, { cookie });
  return { status: res.status, body: (await res.json()) as T };
};

describe('admin health and usage', () => {
  it('answers every system health figure from the seeded counts', async () => {
    const { status, body } = await get('/api/admin/health', admin.cookie);
    expect(status).toBe(200);
    expect(body).toEqual({
      total_users: 6,
      active_trials: 3,
      credits_consumed_7d: 6, // 1 answer + 2 (scan) + 0 (refunded answer) + 2 + 1 (u5's scans)
      scans_today: 1,
      scans_this_week: 2,
      flagged_insights: 2, // flag_inaccurate and not_helpful; the processed flag, dismissal and rating are not
      errors_24h: 2,
      active_paid: 1,
      pending_imports: 2,
      generated_at: NOW.toISOString(),
    });
  });

  it('gives the 30-day series of sign-ups, paid conversions and credits consumed', async () => {
    const { status, body } = await get<HealthSeries>('/api/admin/health/series', admin.cookie);
    expect(status).toBe(200);
    expect(body.days).toHaveLength(30);
    expect(body.days[0]?.date).toBe('2026-10-27');
    expect(body.days[29]?.date).toBe('2026-11-25');
    const day = (date: string) => body.days.find((d) => d.date === date);
    expect(day('2026-11-25')).toEqual({ date: '2026-11-25', signups: 1, paid_conversions: 0, credits_consumed: 3 });
    expect(day('2026-11-24')).toEqual({ date: '2026-11-24', signups: 2, paid_conversions: 1, credits_consumed: 0 });
    expect(day('2026-11-23')).toMatchObject({ credits_consumed: 2 });
    expect(day('2026-11-22')).toMatchObject({ credits_consumed: 1 });
    expect(day('2026-11-17')).toMatchObject({ credits_consumed: 5 });
    expect(day('2026-10-27')).toMatchObject({ signups: 1 });
    const total = (key: 'signups' | 'paid_conversions' | 'credits_consumed') => body.days.reduce((n, d) => n + d[key], 0);
    expect([total('signups'), total('paid_conversions'), total('credits_consumed')]).toEqual([4, 1, 11]);

    const week = await get<HealthSeries>('/api/admin/health/series?days=7', admin.cookie);
    expect(week.body.days.map((d) => d.date)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect((await get('/api/admin/health/series?days=0', admin.cookie)).status).toBe(400);
    for (const days of ['91', '1e400', 'NaN', '-1', '2.5', '%00', 'x'.repeat(500)])
      expect((await get(`/api/admin/health/series?days=${days}`, admin.cookie)).status, days).toBe(400);
    expect((await get('/api/admin/usage?days=abc', admin.cookie)).status).toBe(400);
  });

  it('splits credits and actions per day by kind, and ranks the most active accounts', async () => {
    const { status, body } = await get<AdminUsage>('/api/admin/usage', admin.cookie);
    expect(status).toBe(200);
    expect(body.days).toHaveLength(30);
    const day = (date: string) => body.days.find((d) => d.date === date);
    expect(day('2026-11-25')).toEqual({
      date: '2026-11-25',
      credits: { assistant: 1, scans: 2, map: 0 },
      actions: { assistant: 1, scans: 1, map: 3 },
    });
    expect(day('2026-11-23')).toEqual({
      date: '2026-11-23',
      credits: { assistant: 0, scans: 2, map: 0 },
      actions: { assistant: 0, scans: 1, map: 0 },
    });
    expect(day('2026-11-22')).toMatchObject({ credits: { scans: 1 }, actions: { scans: 1 } });
    expect(day('2026-11-17')).toMatchObject({ credits: { scans: 5 }, actions: { scans: 1 } });
    expect(day('2026-11-24')).toMatchObject({ credits: { assistant: 0, scans: 0, map: 0 }, actions: { assistant: 0, scans: 0, map: 0 } });

    expect(body.top_accounts.map((a) => [a.user_id, a.credits, a.actions])).toEqual([
      [ids.u5, 8, 6],
      [ids.u4, 3, 2],
    ]);
    expect(body.top_accounts[0]).toMatchObject({ plan: expect.any(String), email: expect.stringContaining('@') });
  });

  it('answers 403 to a user who is not an administrator', async () => {
    for (const path of ['/api/admin/health', '/api/admin/health/series', '/api/admin/usage'])
      expect((await get(path, normal.cookie)).status, path).toBe(403);
    expect((await rt.request('GET', '/api/admin/health')).status).toBe(401);
    // The open flag still answers at /api/admin/me.
    expect((await get('/api/admin/me', normal.cookie)).body).toEqual({ isAdmin: false });
  });
});
