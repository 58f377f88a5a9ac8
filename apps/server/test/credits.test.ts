import { CREDIT_BUNDLES, PLAN_LIMITS, type Plan } from '@tradeloom/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { creditGrants, creditLedger, organisationMembers, organisations, profiles, userCredits } from '../src/db/schema/index.ts';
import {
  buyBundle,
  grantCredits,
  grantDueMonthlyCredits,
  monthlyGrantCeiling,
  periodKey,
  spendCredits,
} from '../src/modules/credits/credits.service.ts';
import { createSecondInstance, createTestRuntime, SHARED_SECRET, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  // The shared secret lets a second instance join this database (PostgreSQL only).
  rt = await createTestRuntime({ BETTER_AUTH_SECRET: SHARED_SECRET });
});
afterAll(async () => {
  await rt.dispose();
});

const db = () => rt.deps.db;

/** A signed-up user on `plan` with `status`, `credits` in balance and their organisation's renewal anchor. */
async function user(opts: { plan?: Plan; status?: string; credits?: number; anchor?: Date | null } = {}): Promise<string> {
  const { user } = await signUp(rt);
  await db()
    .update(profiles)
    .set({ plan: opts.plan ?? 'professional', status: opts.status ?? 'active' })
    .where(eq(profiles.id, user.id));
  if (opts.credits !== undefined) await db().update(userCredits).set({ aiCredits: opts.credits }).where(eq(userCredits.userId, user.id));
  if (opts.anchor !== undefined) {
    const [m] = await db().select().from(organisationMembers).where(eq(organisationMembers.userId, user.id));
    await db().update(organisations).set({ renewalAnchor: opts.anchor }).where(eq(organisations.id, m!.orgId));
  }
  return user.id;
}

async function balance(userId: string): Promise<number> {
  const [row] = await db().select({ n: userCredits.aiCredits }).from(userCredits).where(eq(userCredits.userId, userId));
  return row?.n ?? 0;
}

async function ledger(userId: string, reason: string) {
  return db()
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, reason)))
    .orderBy(creditLedger.id);
}

describe('grantCredits and bundles', () => {
  it('a bundle near the cap gives only the credits that reach it, with a ledger row of what was given', async () => {
    const cap = PLAN_LIMITS.starter.creditCap;
    const id = await user({ plan: 'starter', credits: cap - 30 });
    const bundle = CREDIT_BUNDLES[0]!.credits;
    expect(await buyBundle(db(), id, bundle, 'checkout_1')).toEqual({ given: 30, balance: cap });
    expect(await balance(id)).toBe(cap);
    const rows = await ledger(id, 'bundle_purchase');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delta: 30, balanceAfter: cap, reference: 'checkout_1' });
  });

  it('at the cap gives nothing and writes no ledger row', async () => {
    const cap = PLAN_LIMITS.professional.creditCap;
    const id = await user({ plan: 'professional', credits: cap });
    expect(await buyBundle(db(), id, CREDIT_BUNDLES[1]!.credits)).toEqual({ given: 0, balance: cap });
    expect(await balance(id)).toBe(cap);
    expect(await ledger(id, 'bundle_purchase')).toHaveLength(0);
  });

  it('far from the cap gives the whole bundle; the cap follows the plan at once (upgrade)', async () => {
    const id = await user({ plan: 'starter', credits: PLAN_LIMITS.starter.creditCap });
    await db().update(profiles).set({ plan: 'power_trader' }).where(eq(profiles.id, id));
    expect(await buyBundle(db(), id, 250)).toEqual({ given: 250, balance: PLAN_LIMITS.starter.creditCap + 250 });
  });

  it('never lowers a balance above the cap (after a downgrade), and creates a missing credits record', async () => {
    const id = await user({ plan: 'starter', credits: 1000 });
    expect(await db().transaction((tx) => grantCredits(tx, id, 5, 'admin_adjustment'))).toEqual({ given: 0, balance: 1000 });
    await db().delete(userCredits).where(eq(userCredits.userId, id));
    expect(await db().transaction((tx) => grantCredits(tx, id, 5, 'admin_adjustment'))).toEqual({ given: 5, balance: 5 });
    // A profile-less or unknown plan counts as 'free' (cap 10).
    await db().update(profiles).set({ plan: 'mystery' }).where(eq(profiles.id, id));
    expect(await db().transaction((tx) => grantCredits(tx, id, 50, 'admin_adjustment'))).toEqual({
      given: PLAN_LIMITS.free.creditCap - 5,
      balance: PLAN_LIMITS.free.creditCap,
    });
  });

  it('50 concurrent one-credit spends on 10 credits succeed exactly 10 times, never below zero', async () => {
    const id = await user({ credits: 10 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => db().transaction((tx) => spendCredits(tx, id, 1, 'consume_ai', `spend_${i}`))),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(10);
    expect(results.filter((r) => r !== null).sort((a, b) => a! - b!)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await balance(id)).toBe(0);
    const rows = await ledger(id, 'consume_ai');
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.delta === -1 && r.balanceAfter >= 0)).toBe(true);
  });
});

describe('periodKey', () => {
  it('counts monthly periods from the anchor, renewing on the last day of shorter months', () => {
    const jan31 = new Date('2026-01-31T09:00:00Z');
    expect(periodKey(jan31, new Date('2026-01-31T09:00:00Z'))).toBe('2026-01-31');
    expect(periodKey(jan31, new Date('2026-02-27T23:00:00Z'))).toBe('2026-01-31');
    expect(periodKey(jan31, new Date('2026-02-28T09:00:00Z'))).toBe('2026-02-28');
    expect(periodKey(jan31, new Date('2026-03-30T12:00:00Z'))).toBe('2026-02-28');
    expect(periodKey(jan31, new Date('2026-03-31T10:00:00Z'))).toBe('2026-03-31');
    expect(periodKey(jan31, new Date('2026-04-30T10:00:00Z'))).toBe('2026-04-30');
    expect(periodKey(jan31, new Date('2028-02-29T10:00:00Z'))).toBe('2028-02-29');
    expect(periodKey(jan31, new Date('2027-01-15T10:00:00Z'))).toBe('2026-12-31');
    // The anchor's time of day counts: before it, the previous period still runs.
    expect(periodKey(jan31, new Date('2026-03-31T08:59:59Z'))).toBe('2026-02-28');
    const mid = new Date('2026-05-15T00:00:00Z');
    expect(periodKey(mid, new Date('2026-12-14T23:59:59Z'))).toBe('2026-11-15');
    expect(periodKey(mid, new Date('2026-12-15T00:00:00Z'))).toBe('2026-12-15');
  });
});

describe('monthly plan credits', () => {
  const anchor = new Date('2026-01-31T00:00:00Z');

  async function grants(id: string) {
    return db().select().from(creditGrants).where(eq(creditGrants.userId, id)).orderBy(creditGrants.periodKey);
  }

  it("gives the plan's credits once per period, even when two sweeps run at once, and again next period", async () => {
    const id = await user({ plan: 'starter', credits: 0, anchor });
    const feb = new Date('2026-02-28T12:00:00Z');
    await Promise.all([grantDueMonthlyCredits(db(), feb), grantDueMonthlyCredits(db(), feb)]);
    expect(await balance(id)).toBe(50);
    expect(await grantDueMonthlyCredits(db(), new Date('2026-03-30T12:00:00Z'))).toBeGreaterThanOrEqual(0);
    expect(await balance(id)).toBe(50);
    await grantDueMonthlyCredits(db(), new Date('2026-03-31T00:00:00Z'));
    expect(await balance(id)).toBe(100);
    expect((await grants(id)).map((g) => [g.periodKey, g.given])).toEqual([
      ['2026-02-28', 50],
      ['2026-03-31', 50],
    ]);
    const rows = await ledger(id, 'monthly_grant');
    expect(rows.map((r) => [r.delta, r.balanceAfter, r.reference])).toEqual([
      [50, 50, 'period:2026-02-28'],
      [50, 100, 'period:2026-03-31'],
    ]);
    const [c] = await db().select().from(userCredits).where(eq(userCredits.userId, id));
    expect(c).toMatchObject({ aiMonthlyQuota: 50, aiMonthlyUsed: 0 });
  });

  it('stops at the cap (Starter 200) and writes no ledger row when nothing is given', async () => {
    const id = await user({ plan: 'starter', credits: 180, anchor });
    await grantDueMonthlyCredits(db(), new Date('2026-02-28T12:00:00Z'));
    expect(await balance(id)).toBe(200);
    await grantDueMonthlyCredits(db(), new Date('2026-03-31T12:00:00Z'));
    expect(await balance(id)).toBe(200);
    expect((await ledger(id, 'monthly_grant')).map((r) => r.delta)).toEqual([20]);
    expect((await grants(id)).map((g) => g.given)).toEqual([20, 0]);
  });

  it('Professional carries at most 3 months of plan credits (3 x 200 = 600); Power Trader accumulates to its cap', async () => {
    expect(monthlyGrantCeiling('professional')).toBe(3 * PLAN_LIMITS.professional.monthlyCredits);
    expect(monthlyGrantCeiling('power_trader')).toBe(PLAN_LIMITS.power_trader.creditCap);
    const pro = await user({ plan: 'professional', credits: 0, anchor });
    const power = await user({ plan: 'power_trader', credits: 0, anchor });
    const months = ['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30'];
    const seen: number[] = [];
    for (const day of months) {
      await grantDueMonthlyCredits(db(), new Date(`${day}T12:00:00Z`));
      seen.push(await balance(pro));
    }
    expect(seen).toEqual([200, 400, 600, 600, 600]);
    expect(await balance(power)).toBe(PLAN_LIMITS.power_trader.creditCap);
  });

  it("gives 'free' users and the signup trial nothing; an active or trialing subscription counts", async () => {
    const free = await user({ plan: 'free', credits: 0, anchor });
    const signupTrial = await user({ plan: 'professional', status: 'trial', credits: 0, anchor });
    const trialing = await user({ plan: 'professional', status: 'trialing', credits: 0, anchor });
    await grantDueMonthlyCredits(db(), new Date('2026-02-28T12:00:00Z'));
    expect(await balance(free)).toBe(0);
    expect(await balance(signupTrial)).toBe(0);
    expect(await balance(trialing)).toBe(200);
    expect(await grants(free)).toHaveLength(0);
  });

  it('uses the organisation creation date when there is no renewal anchor', async () => {
    const id = await user({ plan: 'starter', credits: 0, anchor: null });
    const now = new Date();
    await grantDueMonthlyCredits(db(), now);
    const [m] = await db().select().from(organisationMembers).where(eq(organisationMembers.userId, id));
    const [org] = await db().select().from(organisations).where(eq(organisations.id, m!.orgId));
    expect((await grants(id)).map((g) => g.periodKey)).toEqual([periodKey(org!.createdAt, now)]);
    expect(await balance(id)).toBe(50);
  });

  it.runIf(inject('dbDriver') === 'postgres')('grants once per period with two instances sweeping at once', async () => {
    const second = await createSecondInstance(rt);
    try {
      const ids = await Promise.all(Array.from({ length: 5 }, () => user({ plan: 'starter', credits: 0, anchor })));
      const now = new Date('2026-07-31T12:00:00Z');
      await Promise.all([
        grantDueMonthlyCredits(db(), now),
        grantDueMonthlyCredits(second.deps.db, now),
        grantDueMonthlyCredits(db(), now),
        grantDueMonthlyCredits(second.deps.db, now),
      ]);
      for (const id of ids) {
        expect(await balance(id)).toBe(50);
        expect(await ledger(id, 'monthly_grant')).toHaveLength(1);
      }
    } finally {
      await second.dispose();
    }
  });
});
