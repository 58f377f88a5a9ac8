/**
 * The data lifecycle (spec §9 'Policy', §4 'Account deletion process'; decision 025), on an injected
 * clock: inactivity warnings at 30 days, 7 days and 24 hours, each once; paid subscribers exempt; the
 * deletion; activity resets the clock. Deletion on request: verification link, deactivation,
 * cancellation, deletion after 5 business days with its confirmation.
 */
import { addBusinessDays, addMonths } from '@tradeloom/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkoutSessions, contacts, inactivityNotices, mailOutbox, profiles, retainedTransactions, user } from '../src/db/schema/index.ts';
import { deleteAccount } from '../src/modules/lifecycle/delete-account.ts';
import { refuseSignInWhileDeactivated } from '../src/modules/lifecycle/deletion-requests.service.ts';
import { runLifecycleRound } from '../src/modules/lifecycle/lifecycle.jobs.ts';
import {
  cookieFrom,
  createSecondInstance,
  createTestRuntime,
  latestMail,
  type SecondInstance,
  SHARED_SECRET,
  signUp,
  type TestRuntime,
} from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt?.dispose();
});

const DAY = 86_400_000;
const HOUR = 3_600_000;
const round = (now: Date) => runLifecycleRound({ db: rt.deps.db }, now);
/** The lifecycle's queued jobs, run at the injected clock. */
const runJobs = (now: Date) => rt.deps.jobs.runDueJobs(now);
const mailsTo = async (to: string, kind: string) =>
  await rt.deps.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
    .orderBy(mailOutbox.createdAt);
const exists = async (userId: string) => (await rt.deps.db.select({ id: user.id }).from(user).where(eq(user.id, userId))).length === 1;

async function withFile(cookie: string): Promise<string> {
  const c = await (await rt.request('POST', '/api/contacts', { cookie, json: { full_name: 'Kept Contact' } })).json();
  const fd = new FormData();
  fd.append('file', new File([new TextEncoder().encode('terms of the offer')], 'offer.txt', { type: 'text/plain' }));
  const res = await rt.request('POST', `/api/contacts/${c.id}/attachments`, { cookie, body: fd });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

describe('inactivity deletion', () => {
  // The deletion date of the test: the 15th, two months ahead, noon UTC (6 months after the last activity).
  const today = new Date();
  const deleteAt = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 15, 12));
  const lastActive = addMonths(deleteAt, -6);
  const at = (msBefore: number) => new Date(deleteAt.getTime() - msBefore);
  let idle: Awaited<ReturnType<typeof signUp>>;
  let paid: Awaited<ReturnType<typeof signUp>>;
  let returning: Awaited<ReturnType<typeof signUp>>;
  let fileKey: string;

  beforeAll(async () => {
    idle = await signUp(rt);
    paid = await signUp(rt);
    returning = await signUp(rt);
    fileKey = await withFile(idle.cookie);
    const { db } = rt.deps;
    for (const u of [idle, paid, returning])
      await db.update(profiles).set({ lastActivityAt: lastActive }).where(eq(profiles.id, u.user.id));
    await db.update(profiles).set({ plan: 'professional', status: 'active' }).where(eq(profiles.id, paid.user.id));
  });

  it('warns 30 days before, once, however many instances look', async () => {
    await round(at(31 * DAY));
    await runJobs(at(31 * DAY));
    expect(await mailsTo(idle.email, 'inactivity_warning')).toHaveLength(0);

    const results = await Promise.all([round(at(30 * DAY)), round(at(30 * DAY)), round(at(30 * DAY))]);
    expect(results.reduce((n, r) => n + r.warnings, 0)).toBe(2); // idle and returning, once each
    await runJobs(at(30 * DAY));
    const first = await mailsTo(idle.email, 'inactivity_warning');
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toContain('30 days');
    expect(first[0]!.text).toContain(String(deleteAt.getUTCFullYear()));
    expect(first[0]!.text).toContain('/auth?mode=login');

    await round(at(30 * DAY - HOUR));
    await runJobs(at(30 * DAY - HOUR));
    expect(await mailsTo(idle.email, 'inactivity_warning')).toHaveLength(1);
  });

  it('never warns or deletes a paid subscriber', async () => {
    expect(await mailsTo(paid.email, 'inactivity_warning')).toHaveLength(0);
    const notices = await rt.deps.db.select().from(inactivityNotices).where(eq(inactivityNotices.userId, paid.user.id));
    expect(notices).toHaveLength(0);
  });

  it('signing in again stops the clock and its warnings', async () => {
    const res = await rt.request('POST', '/api/auth/sign-in/email', { json: { email: returning.email, password: returning.password } });
    expect(res.status).toBe(200);
    await round(at(7 * DAY));
    await runJobs(at(7 * DAY));
    expect(await mailsTo(returning.email, 'inactivity_warning')).toHaveLength(1); // only the 30-day one, before the sign-in
  });

  it('warns 7 days and 24 hours before, once each, then deletes the account, its data and files', async () => {
    await Promise.all([round(at(7 * DAY)), round(at(7 * DAY))]);
    await runJobs(at(7 * DAY));
    expect((await mailsTo(idle.email, 'inactivity_warning')).map((m) => m.subject)).toEqual([
      expect.stringContaining('30 days'),
      expect.stringContaining('7 days'),
    ]);
    await Promise.all([round(at(DAY)), round(at(DAY))]);
    await runJobs(at(DAY));
    const all = await mailsTo(idle.email, 'inactivity_warning');
    expect(all).toHaveLength(3);
    expect(all[2]!.subject).toContain('24 hours');

    await round(at(HOUR));
    await runJobs(at(HOUR));
    expect(await exists(idle.user.id)).toBe(true);

    const deleting = await Promise.all([round(deleteAt), round(deleteAt)]);
    expect(deleting.reduce((n, r) => n + r.deletions, 0)).toBe(1);
    await runJobs(deleteAt);
    expect(await exists(idle.user.id)).toBe(false);
    expect(await rt.deps.db.select().from(contacts).where(eq(contacts.userId, idle.user.id))).toHaveLength(0);
    expect(await rt.deps.storage.get(fileKey)).toBeNull();
    expect(await mailsTo(idle.email, 'account_deleted')).toHaveLength(1);

    // The others stay.
    expect(await exists(paid.user.id)).toBe(true);
    expect(await exists(returning.user.id)).toBe(true);
  });

  it('gives an account found long inactive its full 30 days of warning', async () => {
    const late = await signUp(rt);
    const now = new Date(Date.now() + DAY);
    await rt.deps.db
      .update(profiles)
      .set({ lastActivityAt: addMonths(now, -9) })
      .where(eq(profiles.id, late.user.id));
    await round(now);
    const [notice] = await rt.deps.db.select().from(inactivityNotices).where(eq(inactivityNotices.userId, late.user.id));
    expect(notice?.deleteAt.getTime()).toBe(now.getTime() + 30 * DAY);
    await round(new Date(now.getTime() + 29 * DAY));
    await runJobs(new Date(now.getTime() + 29 * DAY));
    expect(await exists(late.user.id)).toBe(true);
  });

  it('stops the clock when the account buys a plan', async () => {
    const buyer = await signUp(rt);
    const due = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 3, 10, 12));
    await rt.deps.db
      .update(profiles)
      .set({ lastActivityAt: addMonths(due, -6) })
      .where(eq(profiles.id, buyer.user.id));
    await round(new Date(due.getTime() - 30 * DAY));
    expect(await rt.deps.db.select().from(inactivityNotices).where(eq(inactivityNotices.userId, buyer.user.id))).toHaveLength(1);
    await rt.deps.db.update(profiles).set({ plan: 'starter', status: 'active' }).where(eq(profiles.id, buyer.user.id));
    await round(new Date(due.getTime() - 7 * DAY));
    expect(await rt.deps.db.select().from(inactivityNotices).where(eq(inactivityNotices.userId, buyer.user.id))).toHaveLength(0);
    await round(due);
    await runJobs(due);
    expect(await exists(buyer.user.id)).toBe(true);
  });

  it('records activity of a signed-in user at most once a day', async () => {
    const u = await signUp(rt);
    const old = new Date(Date.now() - 3 * DAY);
    await rt.deps.db.update(profiles).set({ lastActivityAt: old }).where(eq(profiles.id, u.user.id));
    await rt.request('GET', '/api/profile', { cookie: u.cookie });
    // The write is not awaited by the request; give it a moment to land.
    for (let i = 0; i < 50; i++) {
      const [p] = await rt.deps.db.select({ at: profiles.lastActivityAt }).from(profiles).where(eq(profiles.id, u.user.id));
      if (p?.at && p.at.getTime() > old.getTime()) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('activity was not recorded');
  });
});

describe('account deletion on request', () => {
  const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

  it('verifies by e-mail, deactivates, can be cancelled, and deletes after 5 business days with a confirmation', async () => {
    const a = await signUp(rt);
    const other = await signUp(rt);
    const fileKey = await withFile(a.cookie);
    expect(await (await rt.request('GET', '/api/profile/deletion', { cookie: a.cookie })).json()).toMatchObject({ status: 'none' });

    const asked = await rt.request('POST', '/api/profile/deletion', { cookie: a.cookie, json: { confirm: true } });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toMatchObject({ status: 'awaiting_verification', email: a.email });
    const verify = latestMail(rt, a.email);
    expect(verify?.kind).toBe('account_deletion_verify');
    expect(verify?.link).toContain('/accountdeletion/confirm?token=');
    // Another user sees nothing of it.
    expect(await (await rt.request('GET', '/api/profile/deletion', { cookie: other.cookie })).json()).toMatchObject({ status: 'none' });

    // Withdrawn before verification: the link stops working.
    expect((await rt.request('DELETE', '/api/profile/deletion', { cookie: a.cookie })).status).toBe(200);
    const stale = await rt.request('POST', '/api/account-deletion/confirm', { json: { token: tokenOf(verify?.link) } });
    expect(stale.status).toBe(400);
    expect((await stale.json()).error.message).toBe('This link is invalid or has expired.');

    await rt.request('POST', '/api/profile/deletion', { cookie: a.cookie, json: { confirm: true } });
    const before = Date.now();
    const confirmed = await rt.request('POST', '/api/account-deletion/confirm', {
      json: { token: tokenOf(latestMail(rt, a.email)?.link) },
    });
    expect(confirmed.status).toBe(200);
    const deleteAfter = new Date((await confirmed.json()).delete_after);
    expect(Math.abs(deleteAfter.getTime() - addBusinessDays(new Date(before), 5).getTime())).toBeLessThan(60_000);
    expect([0, 6]).not.toContain(deleteAfter.getUTCDay());

    // Deactivated: the session is gone and signing in is refused with a clear message.
    expect((await rt.request('GET', '/api/profile', { cookie: a.cookie })).status).toBe(401);
    await expect(refuseSignInWhileDeactivated(rt.deps.db, a.user.id)).rejects.toThrow(/deactivated and will be deleted on/);
    const scheduled = latestMail(rt, a.email);
    expect(scheduled?.kind).toBe('account_deletion_scheduled');
    // Signing in is refused whatever the way in (the session is never made), with the deletion date.
    const signIn = await rt.request('POST', '/api/auth/sign-in/email', { json: { email: a.email, password: a.password } });
    expect(signIn.status).toBe(403);
    expect(cookieFrom(signIn)).not.toMatch(/session_token=[^;]/);
    const refusal = await signIn.json();
    expect(refusal.error?.code ?? refusal.code).toBe('ACCOUNT_DEACTIVATED');
    expect(refusal.error?.message ?? refusal.message).toMatch(/deactivated and will be deleted on .*cancel link/);
    // (A proven address: a first magic link to an unproven one would also drop the password, decision 021.)
    await rt.deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, a.user.id));
    const magic = await rt.request('POST', '/api/auth/sign-in/magic-link', { json: { email: a.email } });
    expect(magic.status).toBe(200);
    const link = latestMail(rt, a.email);
    expect(link?.kind).toBe('magic_link');
    const viaLink = await rt.request('GET', new URL(link!.link!).pathname + new URL(link!.link!).search);
    expect(viaLink.status).toBeLessThan(500);
    expect(cookieFrom(viaLink)).not.toMatch(/session_token=[^;]/);

    // Cancelled with the e-mailed link: the account signs in again.
    expect((await rt.request('POST', '/api/account-deletion/cancel', { json: { token: 'x'.repeat(43) } })).status).toBe(400);
    expect((await rt.request('POST', '/api/account-deletion/cancel', { json: { token: tokenOf(scheduled?.link) } })).status).toBe(200);
    await expect(refuseSignInWhileDeactivated(rt.deps.db, a.user.id)).resolves.toBeUndefined();
    const back = await rt.request('POST', '/api/auth/sign-in/email', { json: { email: a.email, password: a.password } });
    expect(back.status).toBe(200);
    const cookie = cookieFrom(back);

    // Asked and verified again; this time it runs its course.
    await rt.request('POST', '/api/profile/deletion', { cookie, json: { confirm: true } });
    const again = await (
      await rt.request('POST', '/api/account-deletion/confirm', { json: { token: tokenOf(latestMail(rt, a.email)?.link) } })
    ).json();
    const due = new Date(again.delete_after);
    const cancelLink = latestMail(rt, a.email)?.link;
    await round(new Date(due.getTime() - 60_000));
    await runJobs(new Date(due.getTime() - 60_000));
    expect(await exists(a.user.id)).toBe(true);

    const rounds = await Promise.all([round(due), round(due), round(due)]);
    expect(rounds.reduce((n, r) => n + r.requested, 0)).toBe(1);
    // Too late to cancel once the 5 business days have passed.
    const late = await rt.request('POST', '/api/account-deletion/cancel', { json: { token: tokenOf(cancelLink) } });
    expect(late.status).toBe(409);
    await runJobs(due);
    expect(await exists(a.user.id)).toBe(false);
    expect(await rt.deps.storage.get(fileKey)).toBeNull();
    expect(latestMail(rt, a.email)?.kind).toBe('account_deleted');
    expect(await exists(other.user.id)).toBe(true);
  });

  it('keeps the payment records of a deleted account (7 years, spec §9), and nothing else of it', async () => {
    const s = await signUp(rt);
    const paidAt = new Date();
    await rt.deps.db.insert(checkoutSessions).values([
      {
        id: `cs_done_${s.user.id}`,
        userId: s.user.id,
        provider: 'local',
        kind: 'credits',
        credits: 100,
        amount: 2500,
        status: 'completed',
        completedAt: paidAt,
      },
      { id: `cs_open_${s.user.id}`, userId: s.user.id, provider: 'local', kind: 'plan', plan: 'starter', amount: 1999, status: 'pending' },
    ]);
    expect(await deleteAccount(rt.deps.db, rt.deps.storage, rt.deps.logger, s.user.id)).toBe(true);
    expect(await rt.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, s.user.id))).toHaveLength(0);
    const kept = await rt.deps.db.select().from(retainedTransactions).where(eq(retainedTransactions.userId, s.user.id));
    expect(kept).toEqual([
      expect.objectContaining({
        id: `cs_done_${s.user.id}`,
        email: s.email,
        kind: 'credits',
        amount: 2500,
        currency: 'usd',
        status: 'completed',
      }),
    ]);
  });

  it('keeps racing requests of one user to one open request', async () => {
    const s = await signUp(rt);
    const answers = await Promise.all(
      [1, 2, 3].map(() => rt.request('POST', '/api/profile/deletion', { cookie: s.cookie, json: { confirm: true } })),
    );
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202]);
    const open = await rt.deps.db.execute(
      sql`select count(*)::int as n from account_deletions where user_id = ${s.user.id} and status = 'awaiting_verification'`,
    );
    expect((open as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('asks a subscriber whose plan renews to cancel it first', async () => {
    const s = await signUp(rt);
    await rt.deps.db.update(profiles).set({ plan: 'starter', status: 'active' }).where(eq(profiles.id, s.user.id));
    const res = await rt.request('POST', '/api/profile/deletion', { cookie: s.cookie, json: { confirm: true } });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('SUBSCRIPTION_ACTIVE');
  });

  it('refuses a request without the confirmation, and without a session', async () => {
    const s = await signUp(rt);
    expect((await rt.request('POST', '/api/profile/deletion', { cookie: s.cookie, json: {} })).status).toBe(400);
    expect((await rt.request('POST', '/api/profile/deletion', { json: { confirm: true } })).status).toBe(401);
    expect((await rt.request('GET', '/api/profile/deletion')).status).toBe(401);
    const count = await rt.deps.db.execute(sql`select count(*)::int as n from account_deletions where user_id = ${s.user.id}`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

// Two instances on one PostgreSQL, each running the round and the job queue: every step still happens once.
describe.runIf(inject('dbDriver') === 'postgres')('the lifecycle on two instances', () => {
  let a: TestRuntime;
  let b: SecondInstance;
  beforeAll(async () => {
    a = await createTestRuntime({ BETTER_AUTH_SECRET: SHARED_SECRET });
    b = await createSecondInstance(a);
  });
  afterAll(async () => {
    await b?.dispose();
    await a?.dispose();
  });

  it('sends each warning once and deletes once', async () => {
    const today = new Date();
    const deleteAt = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 15, 12));
    const u = await signUp(a);
    await a.deps.db
      .update(profiles)
      .set({ lastActivityAt: addMonths(deleteAt, -6) })
      .where(eq(profiles.id, u.user.id));
    const count = async (kind: string) =>
      (
        await a.deps.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, u.email), eq(mailOutbox.kind, kind)))
      ).length;
    const both = async (now: Date) => {
      const rounds = await Promise.all([a.deps.db, b.deps.db, a.deps.db, b.deps.db].map((db) => runLifecycleRound({ db }, now)));
      await Promise.all([a.deps.jobs.runDueJobs(now), b.deps.jobs.runDueJobs(now)]);
      return rounds;
    };
    for (const [before, expected] of [
      [30 * DAY, 1],
      [7 * DAY, 2],
      [DAY, 3],
    ] as const) {
      const rounds = await both(new Date(deleteAt.getTime() - before));
      expect(rounds.reduce((n, r) => n + r.warnings, 0)).toBe(1);
      await expect.poll(() => count('inactivity_warning')).toBe(expected);
    }
    const rounds = await both(deleteAt);
    expect(rounds.reduce((n, r) => n + r.deletions, 0)).toBe(1);
    await expect.poll(() => count('account_deleted')).toBe(1);
    expect((await a.deps.db.select().from(user).where(eq(user.id, u.user.id))).length).toBe(0);
    expect(await count('inactivity_warning')).toBe(3);
  });
});
