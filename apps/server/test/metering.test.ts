import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  chatMessages,
  creditLedger,
  organisationMembers,
  organisations,
  trialUsage,
  userCredits,
} from '../src/db/schema/index.ts';
import { assertCanCharge, charge, chargeAnswer, PAID_ACTIONS, type PaidAction, refund } from '../src/modules/metering/metering.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

const db = () => rt.deps.db;

/** A new trialing user (10 credits, demo counters at 0), with `credits` and the organisation's status set. */
async function user(opts: { credits?: number; status?: 'trialing' | 'active'; aiUsed?: number; mapUsed?: number } = {}) {
  const { user } = await signUp(rt);
  const [m] = await db().select().from(organisationMembers).where(eq(organisationMembers.userId, user.id));
  const orgId = m!.orgId;
  if (opts.credits !== undefined) await db().update(userCredits).set({ aiCredits: opts.credits }).where(eq(userCredits.userId, user.id));
  if (opts.status) await db().update(organisations).set({ subscriptionStatus: opts.status }).where(eq(organisations.id, orgId));
  await db()
    .update(trialUsage)
    .set({ aiInsightsUsed: opts.aiUsed ?? 0, mapLoadsUsed: opts.mapUsed ?? 0 })
    .where(eq(trialUsage.orgId, orgId));
  return { id: user.id, orgId };
}

/** What metering holds of a user: balance, ledger (reason and delta, in order), demo counters, audit events. */
async function meter(u: { id: string; orgId: string }) {
  const [credits] = await db().select({ n: userCredits.aiCredits }).from(userCredits).where(eq(userCredits.userId, u.id));
  const ledger = await db()
    .select({ reason: creditLedger.reason, delta: creditLedger.delta, reference: creditLedger.reference })
    .from(creditLedger)
    .where(eq(creditLedger.userId, u.id))
    .orderBy(asc(creditLedger.id));
  const [usage] = await db().select().from(trialUsage).where(eq(trialUsage.orgId, u.orgId));
  const events = await db()
    .select({ event: auditEvents.event, orgId: auditEvents.orgId })
    .from(auditEvents)
    .where(eq(auditEvents.userId, u.id));
  return {
    balance: credits!.n,
    ledger: ledger.filter((l) => l.reason !== 'signup_trial'),
    ai: usage!.aiInsightsUsed,
    map: usage!.mapLoadsUsed,
    events,
  };
}

describe('charge and refund', () => {
  it('a manual scan reserves its most with a ledger row and one demo AI use; refund keeps what it cost and the use', async () => {
    const u = await user();
    const receipt = await db().transaction((tx) => charge(tx, { userId: u.id, action: 'manual_scan', reference: 'scan:1' }));
    expect(receipt).toMatchObject({ action: 'manual_scan', credits: 5, balance: 5, trial: { used: 1, limit: 5 }, reference: 'scan:1' });
    expect(await meter(u)).toMatchObject({ balance: 5, ai: 1, ledger: [{ reason: 'consume_scan', delta: -5, reference: 'scan:1' }] });

    expect(await db().transaction((tx) => refund(tx, receipt, { used: 2 }))).toBe(8);
    const after = await meter(u);
    expect(after).toMatchObject({ balance: 8, ai: 1, events: [] });
    expect(after.ledger).toEqual([
      { reason: 'consume_scan', delta: -5, reference: 'scan:1' },
      { reason: 'refund_scan', delta: 3, reference: 'scan:1' },
    ]);
  });

  it('a refund without `used` undoes the whole charge: every credit and the demo use', async () => {
    const u = await user();
    const receipt = await db().transaction((tx) => charge(tx, { userId: u.id, action: 'manual_scan', reference: 'scan:2' }));
    expect(await db().transaction((tx) => refund(tx, receipt))).toBe(10);
    expect(await meter(u)).toMatchObject({ balance: 10, ai: 0 });
  });

  it('an auto-scan takes its own cost and is not a demo use', async () => {
    const u = await user({ status: 'active' });
    const receipt = await db().transaction((tx) => charge(tx, { userId: u.id, action: 'auto_scan' }));
    expect(receipt).toMatchObject({ credits: PAID_ACTIONS.auto_scan.credits.cost, balance: 8, trial: null });
    expect(await meter(u)).toMatchObject({ balance: 8, ai: 0, events: [] });
  });

  it('an AI client’s read (MCP) takes one credit and one demo AI use, records no audit event, and a failed read gives both back', async () => {
    const u = await user();
    const receipt = await db().transaction((tx) => charge(tx, { userId: u.id, action: 'mcp_read', reference: 'mcp:search_contacts:r1' }));
    expect(receipt).toMatchObject({ credits: 1, balance: 9, trial: { used: 1, limit: 5 } });
    expect(await meter(u)).toMatchObject({ balance: 9, ai: 1, events: [], ledger: [{ reason: 'consume_mcp', delta: -1 }] });
    expect(await db().transaction((tx) => refund(tx, receipt))).toBe(10);
    const after = await meter(u);
    expect(after).toMatchObject({ balance: 10, ai: 0, events: [] });
    expect(after.ledger.map((l) => l.reason)).toEqual(['consume_mcp', 'refund_mcp']);
    const broke = await user({ credits: 0 });
    await expect(db().transaction((tx) => charge(tx, { userId: broke.id, action: 'mcp_read' }))).rejects.toMatchObject({
      status: 402,
      code: 'NO_CREDITS',
    });
  });

  it('a charge the balance does not hold is refused with the action’s 402 and takes nothing', async () => {
    const u = await user({ credits: 4 });
    await expect(db().transaction((tx) => charge(tx, { userId: u.id, action: 'manual_scan' }))).rejects.toMatchObject({
      status: 402,
      code: 'INSUFFICIENT_CREDITS',
    });
    const poor = await user({ credits: 0 });
    await expect(db().transaction((tx) => charge(tx, { userId: poor.id, action: 'assistant_answer' }))).rejects.toMatchObject({
      status: 402,
      code: 'NO_CREDITS',
    });
    for (const x of [u, poor]) expect(await meter(x)).toMatchObject({ ledger: [], ai: 0, events: [] });
    expect((await meter(u)).balance).toBe(4);
  });

  it('at the demo limit the use is refused and the credit taken before it goes back with the transaction', async () => {
    const u = await user({ aiUsed: 5 });
    await expect(db().transaction((tx) => charge(tx, { userId: u.id, action: 'assistant_answer' }))).rejects.toMatchObject({
      status: 402,
      code: 'DEMO_LIMIT_REACHED',
    });
    expect(await meter(u)).toMatchObject({ balance: 10, ledger: [], ai: 5, events: [] });

    const map = await user({ mapUsed: 10 });
    await expect(db().transaction((tx) => charge(tx, { userId: map.id, action: 'map_open' }))).rejects.toMatchObject({
      code: 'DEMO_LIMIT_REACHED',
    });
    expect(await meter(map)).toMatchObject({ map: 10, events: [] });
  });

  it('a paying organisation is not limited: its map openings are still counted, its AI uses are not', async () => {
    const u = await user({ status: 'active', aiUsed: 5, mapUsed: 10 });
    await db().transaction((tx) => charge(tx, { userId: u.id, action: 'map_open' }));
    const answer = await db().transaction((tx) => charge(tx, { userId: u.id, action: 'assistant_answer' }));
    expect(answer.trial).toBeNull();
    expect(await meter(u)).toMatchObject({ balance: 9, ai: 5, map: 11 });
  });

  it('the audit event is written in the caller’s transaction: a transaction rolled back leaves nothing at all', async () => {
    const u = await user();
    await expect(
      db().transaction(async (tx) => {
        await charge(tx, { userId: u.id, action: 'map_open' });
        await charge(tx, { userId: u.id, action: 'assistant_answer', reference: 'chat:x' });
        throw new Error('the caller failed after charging');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await meter(u)).toEqual({ balance: 10, ledger: [], ai: 0, map: 0, events: [] });

    await db().transaction((tx) => charge(tx, { userId: u.id, action: 'map_open' }));
    expect((await meter(u)).events).toEqual([{ event: 'consume_map', orgId: u.orgId }]);
  });

  it('refuses an amount it cannot take', async () => {
    const u = await user();
    await expect(db().transaction((tx) => charge(tx, { userId: u.id, action: 'map_open', amount: 1 }))).rejects.toThrow(/cannot take/);
    await expect(db().transaction((tx) => charge(tx, { userId: u.id, action: 'manual_scan', amount: 1.5 }))).rejects.toThrow(/cannot take/);
  });
});

describe('the assistant’s answer: one statement (tl_deliver_answer) by the same rule as charge', () => {
  const record = (charged: boolean) => ({
    question: 'who buys copper?',
    text: 'Mei Lin buys copper.',
    contactIds: [],
    source: 'built_in' as const,
    charged,
    askedAt: new Date(),
  });

  it('takes what charge takes for an assistant answer: the credit, its ledger row, the demo use and consume_ai', async () => {
    const byCharge = await user();
    const byStatement = await user();
    await db().transaction((tx) => charge(tx, { userId: byCharge.id, action: 'assistant_answer', reference: 'r' }));
    expect(await chargeAnswer(db(), byStatement.id, record(true))).toBe(9);
    const [a, b] = [await meter(byCharge), await meter(byStatement)];
    const shape = (m: typeof a) => ({
      balance: m.balance,
      ai: m.ai,
      map: m.map,
      ledger: m.ledger.map((l) => [l.reason, l.delta]),
      events: m.events,
    });
    expect(shape(b)).toEqual({ ...shape(a), events: [{ event: 'consume_ai', orgId: byStatement.orgId }] });
    expect(shape(a).events).toEqual([{ event: 'consume_ai', orgId: byCharge.orgId }]);
    const stored = await db().select().from(chatMessages).where(eq(chatMessages.userId, byStatement.id));
    expect(stored.map((m) => m.role).sort()).toEqual(['assistant', 'user']);
  });

  it('refuses as charge does, in the same order (no credit first, then the demo limit), and writes nothing', async () => {
    const cases: { opts: Parameters<typeof user>[0]; code: string }[] = [
      { opts: { credits: 0 }, code: 'NO_CREDITS' },
      { opts: { credits: 0, aiUsed: 5 }, code: 'NO_CREDITS' },
      { opts: { aiUsed: 5 }, code: 'DEMO_LIMIT_REACHED' },
    ];
    for (const { opts, code } of cases) {
      const viaCharge = await user(opts);
      const viaStatement = await user(opts);
      await expect(db().transaction((tx) => charge(tx, { userId: viaCharge.id, action: 'assistant_answer' }))).rejects.toMatchObject({
        code,
      });
      await expect(chargeAnswer(db(), viaStatement.id, record(true))).rejects.toMatchObject({ code });
      await expect(assertCanCharge(db(), viaStatement.id, 'assistant_answer')).rejects.toMatchObject({ code });
      const m = await meter(viaStatement);
      expect(m).toMatchObject({ ledger: [], events: [], ai: opts?.aiUsed ?? 0 });
      expect(await db().select().from(chatMessages).where(eq(chatMessages.userId, viaStatement.id))).toEqual([]);
    }
  });

  it('an answer that is not charged costs nothing and records no event', async () => {
    const u = await user();
    expect(await chargeAnswer(db(), u.id, record(false))).toBe(10);
    expect(await meter(u)).toMatchObject({ balance: 10, ledger: [], ai: 0, events: [] });
  });
});

describe('assertCanCharge', () => {
  it('passes while the action can be charged, and says why not otherwise', async () => {
    const u = await user();
    for (const action of Object.keys(PAID_ACTIONS) as PaidAction[]) await assertCanCharge(db(), u.id, action);
    await expect(assertCanCharge(db(), (await user({ credits: 4 })).id, 'manual_scan')).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
    });
    await expect(assertCanCharge(db(), (await user({ mapUsed: 10 })).id, 'map_open')).rejects.toMatchObject({
      code: 'DEMO_LIMIT_REACHED',
    });
    // A paying organisation has no demo limit.
    await assertCanCharge(db(), (await user({ status: 'active', mapUsed: 10 })).id, 'map_open');
    const rows = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, u.id)));
    expect(rows).toEqual([]);
  });
});

describe('one way to charge', () => {
  it('no module but metering takes or gives back credits or demo uses (their own modules define them)', () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const owners = new Set([
      'modules/metering/metering.service.ts',
      'modules/credits/credits.service.ts',
      'modules/trial/trial.service.ts',
    ]);
    const pieces =
      /\b(spendCredits|refundCredits|takeTrialUse|takeTrialAiInsight|giveBackTrialUse|giveBackTrialAiInsight)\b|tl_deliver_answer/;
    const offenders = (fs.readdirSync(src, { recursive: true }) as string[])
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => f.endsWith('.ts') && !owners.has(f))
      .filter((f) => pieces.test(fs.readFileSync(path.join(src, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
