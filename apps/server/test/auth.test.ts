import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, organisationMembers, profiles, trialUsage, userCredits } from '../src/db/schema/index.ts';
import { cookieFrom, createTestRuntime, latestMail, signUp, type TestRuntime, uniqueEmail } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

describe('sign-up', () => {
  it('creates a Professional trial profile with 10 credits, a ledger row and an organisation', async () => {
    const { cookie, user } = await signUp(rt, { name: 'Ana Lima', phone: '5550101' });
    const res = await rt.request('GET', '/api/profile', { cookie });
    expect(res.status).toBe(200);
    const profile = await res.json();
    expect(profile).toMatchObject({
      id: user.id,
      full_name: 'Ana Lima',
      phone: '5550101',
      plan: 'professional',
      status: 'trial',
      credits_remaining: 10,
      demo_mode_enabled: true,
    });
    expect(new Date(profile.trial_end_date).getTime()).toBeGreaterThan(Date.now());

    const db = rt.deps.db;
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger).toEqual([expect.objectContaining({ delta: 10, balanceAfter: 10, reason: 'signup_trial' })]);
    const [member] = await db.select().from(organisationMembers).where(eq(organisationMembers.userId, user.id));
    expect(member?.role).toBe('owner');
    const usage = await db.select().from(trialUsage).where(eq(trialUsage.orgId, member!.orgId));
    expect(usage).toHaveLength(1);
  });

  it('refuses a sign-up without accepted terms and creates nothing', async () => {
    const email = uniqueEmail('noterms');
    const res = await rt.request('POST', '/api/auth/sign-up/email', {
      json: { email, password: 'correct-horse-9', name: 'No Terms' },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.message).toBe('You must accept the Terms and Conditions and Privacy Policy');
    const signIn = await rt.request('POST', '/api/auth/sign-in/email', { json: { email, password: 'correct-horse-9' } });
    expect(signIn.status).toBe(401);
  });

  it('trial setup is idempotent and keeps the credits as they are', async () => {
    const { cookie, user } = await signUp(rt);
    const first = await rt.request('POST', '/api/trial/setup', { cookie });
    const second = await rt.request('POST', '/api/trial/setup', { cookie });
    expect(first.status).toBe(200);
    expect((await second.json()).profile.credits_remaining).toBe(10);
    const rows = await rt.deps.db.select().from(userCredits).where(eq(userCredits.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});

describe('sign-in and sign-out', () => {
  it('sets last_activity_at on sign-in and ends the session on sign-out', async () => {
    const { email, password, user } = await signUp(rt);
    await rt.deps.db
      .update(profiles)
      .set({ lastActivityAt: new Date('2020-01-01') })
      .where(eq(profiles.id, user.id));

    const res = await rt.request('POST', '/api/auth/sign-in/email', { json: { email, password } });
    expect(res.status).toBe(200);
    const cookie = cookieFrom(res);
    const profile = await (await rt.request('GET', '/api/profile', { cookie })).json();
    expect(new Date(profile.last_activity_at).getFullYear()).toBeGreaterThanOrEqual(2026);

    const out = await rt.request('POST', '/api/auth/sign-out', { cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await rt.request('GET', '/api/profile', { cookie })).status).toBe(401);
  });

  it('rejects a wrong password with 401 in the error shape', async () => {
    const { email } = await signUp(rt);
    const res = await rt.request('POST', '/api/auth/sign-in/email', { json: { email, password: 'wrong-password' } });
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('magic link', () => {
  it('signs in through the e-mailed link', async () => {
    const { email } = await signUp(rt);
    const res = await rt.request('POST', '/api/auth/sign-in/magic-link', { json: { email, callbackURL: '/' } });
    expect(res.status).toBe(200);
    const mail = latestMail(rt, email);
    expect(mail?.kind).toBe('magic_link');
    const link = new URL(mail!.link!);
    const verify = await rt.request('GET', link.pathname + link.search);
    expect(verify.status).toBe(302);
    const cookie = cookieFrom(verify);
    expect((await rt.request('GET', '/api/profile', { cookie })).status).toBe(200);
  });

  it('does not create an account for an unknown address', async () => {
    const email = uniqueEmail('stranger');
    await rt.request('POST', '/api/auth/sign-in/magic-link', { json: { email, callbackURL: '/' } });
    const mail = latestMail(rt, email);
    if (mail?.link) {
      const link = new URL(mail.link);
      const verify = await rt.request('GET', link.pathname + link.search);
      expect(cookieFrom(verify)).not.toContain('session_token=');
    }
  });
});

describe('password reset', () => {
  it('resets the password with the e-mailed token; the token works once', async () => {
    const { email } = await signUp(rt);
    const req = await rt.request('POST', '/api/auth/request-password-reset', {
      json: { email, redirectTo: 'http://localhost:3000/reset-password' },
    });
    expect(req.status).toBe(200);
    const mail = latestMail(rt, email);
    expect(mail?.kind).toBe('password_reset');
    const link = new URL(mail!.link!);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;

    const check = await rt.request('POST', '/api/password-reset/verify', { json: { token } });
    expect(await check.json()).toEqual({ valid: true });

    const reset = await rt.request('POST', '/api/auth/reset-password', { json: { token, newPassword: 'brand-new-pass-1' } });
    expect(reset.status).toBe(200);
    expect(await (await rt.request('POST', '/api/password-reset/verify', { json: { token } })).json()).toEqual({ valid: false });

    const oldPw = await rt.request('POST', '/api/auth/sign-in/email', { json: { email, password: 'correct-horse-9' } });
    expect(oldPw.status).toBe(401);
    const newPw = await rt.request('POST', '/api/auth/sign-in/email', { json: { email, password: 'brand-new-pass-1' } });
    expect(newPw.status).toBe(200);
  });

  it('says an unknown token is not valid', async () => {
    const res = await rt.request('POST', '/api/password-reset/verify', { json: { token: 'not-a-real-token' } });
    expect(await res.json()).toEqual({ valid: false });
  });
});

describe('login rate limiting', () => {
  it('answers 429 after too many sign-in attempts from one address', async () => {
    const limited = await createTestRuntime({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.request('POST', '/api/auth/sign-in/email', {
          json: { email: 'nobody@example.com', password: 'whatever-1' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses[4]).toBe(429);
      // Reading the session is never limited: a busy signed-in user must not look signed out.
      const { cookie } = await signUp(limited);
      const sessionReads = await Promise.all(
        Array.from({ length: 120 }, () => limited.request('GET', '/api/auth/get-session', { cookie }).then((r) => r.status)),
      );
      expect(new Set(sessionReads)).toEqual(new Set([200]));
    } finally {
      await limited.dispose();
    }
  });
});
