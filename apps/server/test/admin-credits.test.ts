/**
 * Issue 25 items 5 and 6: the Credits page (an adjustment applies once per idempotency key, never
 * below zero, up to the cap and saying so, in one transaction with its ledger and action log rows,
 * heard by the user's open profile stream) and the Audit page (subscription audit search, the admin
 * action log), all admin only.
 */
import { ADMIN_LIST_LIMITS } from '@tradeloom/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, creditAdjustments, creditLedger, subscriptionAuditLog } from '../src/db/schema/index.ts';
import { addAdminByEmail } from '../src/modules/admin/admin.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  admin = await signUp(rt);
  expect((await addAdminByEmail(rt.deps.db, admin.email)).status).toBe('added');
});
afterAll(async () => {
  await rt?.dispose();
});

const adjust = (body: Record<string, unknown>, cookie = admin.cookie) =>
  rt.request('POST', '/api/admin/credits/adjustments', { cookie, json: body });

async function balance(cookie: string): Promise<number> {
  const res = await rt.request('GET', '/api/profile', { cookie });
  return ((await res.json()) as { credits_remaining: number }).credits_remaining;
}

const rowsFor = async (userId: string) => ({
  ledger: await rt.deps.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)),
  adjustments: await rt.deps.db.select().from(creditAdjustments).where(eq(creditAdjustments.userId, userId)),
  actions: await rt.deps.db.select().from(adminActions).where(eq(adminActions.targetUserId, userId)),
});

describe('credit adjustments', () => {
  it('adds credits once however many times the same submission is sent', async () => {
    const u = await signUp(rt);
    const start = await balance(u.cookie);
    const body = { user: u.email.toUpperCase(), delta: 15, reason: 'Support: scan failed', idempotency_key: crypto.randomUUID() };
    const [first, second] = await Promise.all([adjust(body), adjust(body)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const results = [await first.json(), await second.json()];
    expect(results.map((r) => r.replayed).sort()).toEqual([false, true]);
    for (const r of results) expect(r.adjustment).toMatchObject({ user_id: u.user.id, delta: 15, applied: 15, balance_after: start + 15 });
    expect(await balance(u.cookie)).toBe(start + 15);
    // A third, later, is the same answer.
    const third = await (await adjust(body)).json();
    expect(third).toMatchObject({ replayed: true, limited: false });
    expect(await balance(u.cookie)).toBe(start + 15);

    const rows = await rowsFor(u.user.id);
    expect(rows.ledger.filter((l) => l.reason === 'admin_adjustment').map((l) => l.delta)).toEqual([15]);
    expect(rows.adjustments).toHaveLength(1);
    expect(rows.adjustments[0]).toMatchObject({ adjustedBy: admin.user.id, delta: 15, applied: 15 });
    expect(rows.actions.map((a) => [a.action, a.adminId, a.detail])).toEqual([
      ['credits_adjusted', admin.user.id, expect.objectContaining({ delta: 15, applied: 15, reason: 'Support: scan failed' })],
    ]);
  });

  it('finds the user by id too, and a new key is a new adjustment', async () => {
    const u = await signUp(rt);
    const start = await balance(u.cookie);
    expect((await adjust({ user: u.user.id, delta: 2, reason: 'a', idempotency_key: crypto.randomUUID() })).status).toBe(200);
    expect((await adjust({ user: u.user.id, delta: 3, reason: 'b', idempotency_key: crypto.randomUUID() })).status).toBe(200);
    expect(await balance(u.cookie)).toBe(start + 5);
  });

  it('removes credits but never below zero, and says what was really removed', async () => {
    const u = await signUp(rt);
    const start = await balance(u.cookie);
    expect(start).toBeGreaterThan(0);
    const res = await adjust({ user: u.email, delta: -(start + 50), reason: 'Chargeback', idempotency_key: crypto.randomUUID() });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ limited: true, replayed: false, adjustment: { delta: -(start + 50), applied: -start, balance_after: 0 } });
    expect(await balance(u.cookie)).toBe(0);
    // At zero, removing more applies nothing and writes no ledger row.
    const again = await (await adjust({ user: u.email, delta: -1, reason: 'Again', idempotency_key: crypto.randomUUID() })).json();
    expect(again.adjustment).toMatchObject({ applied: 0, balance_after: 0 });
    const rows = await rowsFor(u.user.id);
    expect(rows.ledger.filter((l) => l.reason === 'admin_adjustment').map((l) => l.delta)).toEqual([-start]);
    expect(rows.actions).toHaveLength(2);
  });

  it("adds up to the plan's cap and says so", async () => {
    const u = await signUp(rt);
    const start = await balance(u.cookie);
    const res = await adjust({ user: u.email, delta: 1_000_000, reason: 'Too many', idempotency_key: crypto.randomUUID() });
    const body = await res.json();
    expect(body.limited).toBe(true);
    expect(body.adjustment.applied).toBe(body.cap - start);
    expect(await balance(u.cookie)).toBe(body.cap);
  });

  it('writes nothing when any part of the transaction fails', async () => {
    const u = await signUp(rt);
    const start = await balance(u.cookie);
    await rt.deps.db.execute(
      sql`create or replace function a4_fail() returns trigger language plpgsql as $$ begin raise exception 'action log down'; end $$`,
    );
    await rt.deps.db.execute(sql`create trigger a4_fail before insert on admin_actions for each row execute function a4_fail()`);
    try {
      const res = await adjust({ user: u.email, delta: 7, reason: 'Fails', idempotency_key: crypto.randomUUID() });
      expect(res.status).toBe(500);
    } finally {
      await rt.deps.db.execute(sql`drop trigger a4_fail on admin_actions`);
      await rt.deps.db.execute(sql`drop function a4_fail()`);
    }
    expect(await balance(u.cookie)).toBe(start);
    const rows = await rowsFor(u.user.id);
    expect(rows.ledger.filter((l) => l.reason === 'admin_adjustment')).toEqual([]);
    expect(rows.adjustments).toEqual([]);
    expect(rows.actions).toEqual([]);
  });

  it('refuses what the form refuses, and an unknown user', async () => {
    const key = crypto.randomUUID();
    for (const bad of [
      { user: '', delta: 1, reason: 'x', idempotency_key: key },
      { user: admin.email, delta: 0, reason: 'x', idempotency_key: key },
      { user: admin.email, delta: 1.5, reason: 'x', idempotency_key: key },
      { user: admin.email, delta: 1, reason: '  ', idempotency_key: key },
      { user: admin.email, delta: 1, reason: 'x' },
    ]) {
      expect((await adjust(bad)).status).toBe(400);
    }
    expect((await adjust({ user: 'nobody@example.com', delta: 1, reason: 'x', idempotency_key: key })).status).toBe(404);
  });

  it("the user's open profile stream gets the new balance", async () => {
    const u = await signUp(rt);
    const start = await balance(u.cookie);
    const res = await rt.request('GET', '/api/profile/events', { cookie: u.cookie });
    expect(res.status).toBe(200);
    const stream = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const next = async (): Promise<{ credits_remaining: number }> => {
      for (;;) {
        const match = /event: profile\ndata: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1]!);
        }
        const { value, done } = await stream.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    expect((await next()).credits_remaining).toBe(start);
    expect((await adjust({ user: u.email, delta: 25, reason: 'Goodwill', idempotency_key: crypto.randomUUID() })).status).toBe(200);
    expect((await next()).credits_remaining).toBe(start + 25);
    await stream.cancel();
  });

  it('lists the newest adjustments with their users and admins', async () => {
    const u = await signUp(rt);
    await adjust({ user: u.email, delta: 4, reason: 'Listed', idempotency_key: crypto.randomUUID() });
    const res = await rt.request('GET', '/api/admin/credits/adjustments', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const { adjustments } = await res.json();
    expect(adjustments.length).toBeLessThanOrEqual(ADMIN_LIST_LIMITS.creditAdjustments);
    expect(adjustments[0]).toMatchObject({
      user_id: u.user.id,
      user_email: u.email,
      delta: 4,
      reason: 'Listed',
      adjusted_by_email: admin.email,
    });
  });
});

describe('audit', () => {
  it('lists recent subscription audit rows, or up to 100 rows of the users an e-mail part matches', async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    await rt.deps.db.insert(subscriptionAuditLog).values([
      {
        userId: a.user.id,
        eventType: 'tier_changed',
        oldSubscriptionTier: 'starter',
        newSubscriptionTier: 'professional',
        triggeredBy: 'stripe',
      },
      { userId: b.user.id, eventType: 'status_changed', oldStatus: 'trial', newStatus: 'active' },
    ]);
    const recent = await (await rt.request('GET', '/api/admin/audit', { cookie: admin.cookie })).json();
    expect(recent.rows.length).toBeLessThanOrEqual(ADMIN_LIST_LIMITS.auditRecent);
    expect(recent.rows.map((r: { user_id: string }) => r.user_id)).toEqual(expect.arrayContaining([a.user.id, b.user.id]));

    const part = a.email.slice(0, a.email.indexOf('@')).slice(-8).toUpperCase();
    const searched = await (await rt.request('GET', `/api/admin/audit?email=${encodeURIComponent(part)}`, { cookie: admin.cookie })).json();
    expect(searched.rows).toEqual([
      expect.objectContaining({
        user_id: a.user.id,
        user_email: a.email,
        event_type: 'tier_changed',
        new_subscription_tier: 'professional',
      }),
    ]);
    const none = await (await rt.request('GET', '/api/admin/audit?email=no-such-user-anywhere', { cookie: admin.cookie })).json();
    expect(none.rows).toEqual([]);
  });

  it('the admin action log shows adjustments, searchable by e-mail', async () => {
    const u = await signUp(rt);
    await adjust({ user: u.email, delta: 1, reason: 'Logged', idempotency_key: crypto.randomUUID() });
    const res = await rt.request('GET', `/api/admin/audit/actions?email=${encodeURIComponent(u.email)}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const { actions } = await res.json();
    expect(actions).toEqual([
      expect.objectContaining({
        action: 'credits_adjusted',
        admin_email: admin.email,
        target_email: u.email,
        detail: expect.objectContaining({ delta: 1 }),
      }),
    ]);
  });
});

describe('admin only', () => {
  it('every Credits and Audit route answers 403 to a normal user and 401 to no one signed in', async () => {
    const u = await signUp(rt);
    const start = await balance(u.cookie);
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/credits/adjustments'],
      ['POST', '/api/admin/credits/adjustments', { user: u.email, delta: 100, reason: 'self', idempotency_key: crypto.randomUUID() }],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/audit?email=a'],
      ['GET', '/api/admin/audit/actions'],
    ];
    for (const [method, path, json] of calls) {
      expect((await rt.request(method, path, { cookie: u.cookie, json })).status).toBe(403);
      expect((await rt.request(method, path, { json })).status).toBe(401);
    }
    expect(await balance(u.cookie)).toBe(start);
    expect((await rt.request('GET', '/api/admin/me', { cookie: u.cookie })).status).toBe(200);
  });
});
