import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, organisationMembers, organisations, trialUsage, userCredits } from '../src/db/schema/index.ts';
import { giveBackTrialAiInsight, takeTrialAiInsight } from '../src/modules/trial/trial.service.ts';
import { cookieFrom, createTestRuntime, latestMail, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

async function orgIdOf(userId: string): Promise<string> {
  const [m] = await rt.deps.db.select().from(organisationMembers).where(eq(organisationMembers.userId, userId));
  return m!.orgId;
}

describe('organisation, trial usage and the mobile profile', () => {
  it('answers the organisation, the demo counters and the compact profile of the signed-in user only', async () => {
    const a = await signUp(rt, { name: 'Amara Obi' });
    const b = await signUp(rt);
    const org = await rt.request('GET', '/api/org', { cookie: a.cookie });
    expect(org.status).toBe(200);
    expect(await org.json()).toMatchObject({
      id: await orgIdOf(a.user.id),
      name: 'Amara Obi',
      subscription_status: 'trialing',
      has_billing_customer: false,
    });

    expect(await (await rt.request('GET', '/api/trial/usage', { cookie: a.cookie })).json()).toEqual({
      map_loads_used: 0,
      trial_map_limit: 10,
      ai_insights_used: 0,
      trial_ai_limit: 5,
      quota_exceeded: false,
    });
    const inc = await rt.request('POST', '/api/trial/usage/map_loads', { cookie: a.cookie });
    expect(await inc.json()).toMatchObject({ map_loads_used: 1 });
    expect((await rt.request('POST', '/api/trial/usage/nonsense', { cookie: a.cookie })).status).toBe(400);
    // B's counters did not move.
    expect(await (await rt.request('GET', '/api/trial/usage', { cookie: b.cookie })).json()).toMatchObject({ map_loads_used: 0 });

    const mobile = await rt.request('GET', '/api/profile/mobile', { cookie: a.cookie });
    expect(await mobile.json()).toEqual({
      credits_remaining: 10,
      plan: 'professional',
      status: 'trial',
      demo_mode_enabled: true,
      email: a.email,
      full_name: 'Amara Obi',
    });
    for (const path of ['/api/org', '/api/trial/usage', '/api/profile/mobile', '/api/trial/quota-exceeded']) {
      expect((await rt.request('GET', path)).status).toBe(401);
    }
  });

  it('a user without organisation gets Organization not found, and the quota check says false', async () => {
    const { cookie, user } = await signUp(rt);
    await rt.deps.db.delete(organisationMembers).where(eq(organisationMembers.userId, user.id));
    const res = await rt.request('GET', '/api/org', { cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { message: 'Organization not found' } });
    expect(await (await rt.request('GET', '/api/trial/quota-exceeded', { cookie })).json()).toEqual({ exceeded: false });
  });

  it('the demo allows 5 AI insights while trialing, then refuses AI with nothing spent; a paying organisation is not counted', async () => {
    const { cookie, user } = await signUp(rt);
    const db = rt.deps.db;
    for (let i = 0; i < 5; i++) await db.transaction((tx) => takeTrialAiInsight(tx, user.id));
    await expect(db.transaction((tx) => takeTrialAiInsight(tx, user.id))).rejects.toMatchObject({
      status: 402,
      code: 'DEMO_LIMIT_REACHED',
    });
    expect(await (await rt.request('GET', '/api/trial/quota-exceeded', { cookie })).json()).toEqual({ exceeded: true });
    expect(await (await rt.request('GET', '/api/trial/usage', { cookie })).json()).toMatchObject({
      ai_insights_used: 5,
      quota_exceeded: true,
    });

    const chat = await rt.request('POST', '/api/ai/chat', { cookie, json: { message: 'who trades copper?', conversation_history: [] } });
    expect(chat.status).toBe(402);
    expect(await chat.json()).toMatchObject({ error: { code: 'DEMO_LIMIT_REACHED', message: 'Demo limit reached - Upgrade to continue' } });
    const [credits] = await db.select().from(userCredits).where(eq(userCredits.userId, user.id));
    expect(credits!.aiCredits).toBe(10);

    await db.transaction((tx) => giveBackTrialAiInsight(tx, user.id));
    expect(await (await rt.request('GET', '/api/trial/usage', { cookie })).json()).toMatchObject({ ai_insights_used: 4 });

    await db
      .update(organisations)
      .set({ subscriptionStatus: 'active' })
      .where(eq(organisations.id, await orgIdOf(user.id)));
    for (let i = 0; i < 3; i++) await db.transaction((tx) => takeTrialAiInsight(tx, user.id));
    expect(await (await rt.request('GET', '/api/trial/quota-exceeded', { cookie })).json()).toEqual({ exceeded: false });
  });

  it('the demo opens the map 10 times while trialing; the 11th is refused and records nothing', async () => {
    const { cookie, user } = await signUp(rt);
    const db = rt.deps.db;
    await db
      .update(trialUsage)
      .set({ mapLoadsUsed: 9 })
      .where(eq(trialUsage.orgId, await orgIdOf(user.id)));
    const tenth = await rt.request('POST', '/api/map/open', { cookie });
    expect(await tenth.json()).toEqual({ map_loads_used: 10, trial_map_limit: 10 });
    expect(await (await rt.request('GET', '/api/trial/quota-exceeded', { cookie })).json()).toEqual({ exceeded: true });
    const eleventh = await rt.request('POST', '/api/map/open', { cookie });
    expect(eleventh.status).toBe(402);
    expect(await eleventh.json()).toMatchObject({
      error: { code: 'DEMO_LIMIT_REACHED', message: 'Demo limit reached - Upgrade to continue' },
    });
    const opened = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user.id), eq(auditEvents.event, 'consume_map')));
    expect(opened).toHaveLength(1);

    // Paying: no limit, still counted.
    await db
      .update(organisations)
      .set({ subscriptionStatus: 'active' })
      .where(eq(organisations.id, await orgIdOf(user.id)));
    expect(await (await rt.request('POST', '/api/map/open', { cookie })).json()).toEqual({ map_loads_used: 11, trial_map_limit: 10 });
    expect(await (await rt.request('GET', '/api/trial/quota-exceeded', { cookie })).json()).toEqual({ exceeded: false });
  });

  it('an organisation without usage data gets the default 5 AI insights', async () => {
    const { cookie, user } = await signUp(rt);
    await rt.deps.db.delete(trialUsage).where(eq(trialUsage.orgId, await orgIdOf(user.id)));
    expect(await (await rt.request('GET', '/api/trial/usage', { cookie })).json()).toMatchObject({
      ai_insights_used: 0,
      trial_ai_limit: 5,
    });
    await rt.deps.db.transaction((tx) => takeTrialAiInsight(tx, user.id));
    expect(await (await rt.request('GET', '/api/trial/usage', { cookie })).json()).toMatchObject({
      ai_insights_used: 1,
      trial_ai_limit: 5,
    });
  });
});

describe('personal details and notification preferences', () => {
  it('needs a fresh password check, saves name and phone, and the new e-mail signs in only after its link (fault 4)', async () => {
    const { cookie, email, password, user } = await signUp(rt, { name: 'Old Name' });
    const patch = { full_name: 'Amara Obi', email: `new.${email}`, phone: '+234 801 234 5678' };
    const early = await rt.request('PATCH', '/api/profile', { cookie, json: patch });
    expect(early.status).toBe(403);

    const wrong = await rt.request('POST', '/api/profile/verify-password', { cookie, json: { password: 'not-my-password' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { message: 'Password verification failed. Please try again.' } });
    expect((await rt.request('PATCH', '/api/profile', { cookie, json: patch })).status).toBe(403);
    const empty = await rt.request('POST', '/api/profile/verify-password', { cookie, json: { password: '' } });
    expect(empty.status).toBe(400);

    const ok = await rt.request('POST', '/api/profile/verify-password', { cookie, json: { password } });
    expect(ok.status).toBe(200);
    const saved = await rt.request('PATCH', '/api/profile', { cookie, json: patch });
    expect(saved.status).toBe(200);
    // Issue 22 fault 4 (decision 021): the new address is not the sign-in e-mail until the link sent to it is followed.
    expect(await saved.json()).toMatchObject({
      full_name: 'Amara Obi',
      email,
      phone: '+234 801 234 5678',
      email_confirmation_sent_to: patch.email,
    });
    expect((await rt.request('POST', '/api/auth/sign-in/email', { json: { email: patch.email, password } })).status).toBe(401);
    expect((await rt.request('POST', '/api/auth/sign-in/email', { json: { email, password } })).status).toBe(200);
    const mail = latestMail(rt, patch.email);
    expect(mail?.kind).toBe('email_change');
    const link = new URL(mail!.link!);
    const confirm = await rt.request('GET', link.pathname + link.search);
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/settings?email_change=confirmed');
    // A link works once.
    expect((await rt.request('GET', link.pathname + link.search)).headers.get('location')).toBe('/settings?email_change=invalid');
    expect(await (await rt.request('GET', '/api/profile', { cookie })).json()).toMatchObject({ email: patch.email });

    // The session now carries the new e-mail, and it is the sign-in e-mail.
    const session = (await (await rt.request('GET', '/api/auth/get-session', { cookie })).json()) as {
      user: { email: string; name: string; emailVerified: boolean };
    };
    expect(session.user).toMatchObject({ email: patch.email, name: 'Amara Obi', emailVerified: true });
    const oldSignIn = await rt.request('POST', '/api/auth/sign-in/email', { json: { email, password } });
    expect(oldSignIn.status).toBe(401);
    const newSignIn = await rt.request('POST', '/api/auth/sign-in/email', { json: { email: patch.email, password } });
    expect(newSignIn.status).toBe(200);
    const other = cookieFrom(newSignIn);
    // The check belongs to the session it was made in.
    expect((await rt.request('PATCH', '/api/profile', { cookie: other, json: { phone: '1' } })).status).toBe(403);
    expect(user.id).toBeTruthy();
  });

  it("refuses another account's e-mail with 409 and changes nothing", async () => {
    const a = await signUp(rt, { name: 'A' });
    const b = await signUp(rt);
    await rt.request('POST', '/api/profile/verify-password', { cookie: a.cookie, json: { password: a.password } });
    const res = await rt.request('PATCH', '/api/profile', {
      cookie: a.cookie,
      json: { full_name: 'Changed', email: b.email.toUpperCase() },
    });
    expect(res.status).toBe(409);
    expect(await (await rt.request('GET', '/api/profile', { cookie: a.cookie })).json()).toMatchObject({ full_name: 'A', email: a.email });
  });

  it('saves the three notification preferences', async () => {
    const { cookie } = await signUp(rt);
    const before = (await (await rt.request('GET', '/api/profile', { cookie })).json()) as Record<string, unknown>;
    expect(before).toMatchObject({ email_notifications: true, follow_up_reminders: true, weekly_summary: true });
    const res = await rt.request('PATCH', '/api/profile/notifications', {
      cookie,
      json: { follow_up_reminders: false, weekly_summary: false },
    });
    expect(await res.json()).toMatchObject({ email_notifications: true, follow_up_reminders: false, weekly_summary: false });
    expect((await rt.request('PATCH', '/api/profile/notifications', { cookie, json: {} })).status).toBe(400);
    expect((await rt.request('PATCH', '/api/profile/notifications', { cookie, json: { weekly_summary: 'yes' } })).status).toBe(400);
  });
});

describe('live profile stream', () => {
  /** Reads server-sent `profile` events from a response body. */
  function reader(res: Response) {
    const stream = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    return {
      async next(): Promise<{ credits_remaining: number; plan: string }> {
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
      },
      cancel: () => stream.cancel(),
    };
  }

  it('sends the profile at once and again when credits change anywhere, never to another user', async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    const res = await rt.request('GET', '/api/profile/events', { cookie: a.cookie, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const events = reader(res);
    expect((await events.next()).credits_remaining).toBe(10);

    const resB = await rt.request('GET', '/api/profile/events', { cookie: b.cookie });
    const eventsB = reader(resB);
    expect((await eventsB.next()).credits_remaining).toBe(10);

    // A change made by another request (or instance): the database announces it, the stream sends it.
    await rt.deps.db.update(userCredits).set({ aiCredits: 42 }).where(eq(userCredits.userId, a.user.id));
    const next = await Promise.race([
      events.next(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event')), 5000)),
    ]);
    expect(next.credits_remaining).toBe(42);
    await events.cancel();

    const stillB = await Promise.race([
      eventsB.next().then(() => 'event'),
      new Promise((resolve) => setTimeout(() => resolve('quiet'), 500)),
    ]);
    expect(stillB).toBe('quiet');
    await eventsB.cancel();
    expect((await rt.request('GET', '/api/profile/events')).status).toBe(401);
  });
});
