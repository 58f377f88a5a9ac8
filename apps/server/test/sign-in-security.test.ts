/**
 * Issue 22, faults 3, 4 and 9 (decision 021): every way in ends at the code step when two-factor is
 * on; a password chosen before the address was proven does not survive its first proof by a link;
 * a new sign-in e-mail takes effect only through a link sent to it; sign-up and update-user bodies
 * have the profile's bounds.
 */
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { totp } from '../../../e2e/tests/totp.ts';
import { account, profiles, user } from '../src/db/schema/index.ts';
import { cookieFrom, createTestRuntime, latestMail, signUp, type TestRuntime, uniqueEmail } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await rt.dispose();
});

const secretOf = (uri: string) => new URL(uri).searchParams.get('secret')!;
const pathOf = (link: string) => {
  const u = new URL(link);
  return u.pathname + u.search;
};
const status = async (cookie: string) => (await rt.request('GET', '/api/profile', { cookie })).status;

/** Turns two-factor sign-in on for a signed-in account, as the Settings dialog does. */
async function enableTwoFactor(cookie: string, password: string) {
  const enable = await rt.request('POST', '/api/auth/two-factor/enable', { cookie, json: { password } });
  expect(enable.status).toBe(200);
  const secret = secretOf(((await enable.json()) as { totpURI: string }).totpURI);
  const verify = await rt.request('POST', '/api/auth/two-factor/verify-totp', { cookie, json: { code: totp(secret) } });
  expect(verify.status).toBe(200);
  return secret;
}

async function magicLinkFor(email: string, callbackURL?: string) {
  const res = await rt.request('POST', '/api/auth/sign-in/magic-link', { json: { email, ...(callbackURL ? { callbackURL } : {}) } });
  expect(res.status).toBe(200);
  const mail = latestMail(rt, email);
  expect(mail?.kind).toBe('magic_link');
  return mail!.link!;
}

/** The pending step is finished only by a code: the cookie alone opens nothing. */
async function expectCodeStep(cookie: string, secret: string) {
  expect(cookie).toContain('two_factor=');
  expect(await status(cookie)).toBe(401);
  const ok = await rt.request('POST', '/api/auth/two-factor/verify-totp', { cookie, json: { code: totp(secret) } });
  expect(ok.status).toBe(200);
  expect(await status(cookieFrom(ok))).toBe(200);
}

const sessionCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .filter((c) => c.startsWith('better-auth.session_token=') && !/max-age=0/i.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');

describe('fault 3: two-factor holds on every way in', () => {
  it('a magic link ends at the code step, in the web app, with no session', async () => {
    const a = await signUp(rt);
    const secret = await enableTwoFactor(a.cookie, a.password);
    // A proven address: the link only signs in (the first proof is covered under fault 4).
    await rt.deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, a.user.id));
    const verify = await rt.request('GET', pathOf(await magicLinkFor(a.email, '/contacts?view=map')));
    expect(verify.status).toBe(302);
    const location = verify.headers.get('location')!;
    const to = new URL(location, 'http://localhost:3000');
    expect(to.pathname).toBe('/auth');
    expect(to.searchParams.get('step')).toBe('two-factor');
    expect(to.searchParams.get('redirect')).toBe('/contacts?view=map');
    expect(sessionCookieOf(verify)).toBe('');
    await expectCodeStep(cookieFrom(verify), secret);
  });

  it('a magic link verified as JSON answers twoFactorRedirect, never a session token', async () => {
    const a = await signUp(rt);
    const secret = await enableTwoFactor(a.cookie, a.password);
    const token = new URL(await magicLinkFor(a.email)).searchParams.get('token')!;
    const res = await rt.request('GET', `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ twoFactorRedirect: true });
    expect(body).not.toHaveProperty('token');
    await expectCodeStep(cookieFrom(res), secret);
  });

  it('the e-mail verification link with auto sign-in ends at the code step', async () => {
    const a = await signUp(rt);
    const secret = await enableTwoFactor(a.cookie, a.password);
    const mail = latestMail(rt, a.email);
    expect(mail?.kind).toBe('verify_email');
    const res = await rt.request('GET', pathOf(mail!.link!));
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!, 'http://localhost:3000');
    expect(to.searchParams.get('step')).toBe('two-factor');
    // The first proof removed the password set before it: after the code, Settings asks for a new one.
    expect(to.searchParams.get('redirect')).toBe('/settings?tab=security&password_removed=1');
    expect(sessionCookieOf(res)).toBe('');
    await expectCodeStep(cookieFrom(res), secret);
  });

  it('a device trusted for 30 days at the code step is trusted by the magic link too', async () => {
    const a = await signUp(rt);
    const secret = await enableTwoFactor(a.cookie, a.password);
    await rt.deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, a.user.id));
    const pending = cookieFrom(await rt.request('POST', '/api/auth/sign-in/email', { json: { email: a.email, password: a.password } }));
    const ok = await rt.request('POST', '/api/auth/two-factor/verify-totp', {
      cookie: pending,
      json: { code: totp(secret), trustDevice: true },
    });
    const trust = ok.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('better-auth.trust_device='));
    expect(trust).toBeTruthy();
    const verify = await rt.request('GET', pathOf(await magicLinkFor(a.email, '/')), { cookie: trust });
    expect(new URL(verify.headers.get('location')!, 'http://localhost:3000').pathname).toBe('/');
    expect(await status(sessionCookieOf(verify))).toBe(200);
    // Without the cookie, the same kind of link asks for the code.
    const other = await rt.request('GET', pathOf(await magicLinkFor(a.email, '/')));
    expect(new URL(other.headers.get('location')!, 'http://localhost:3000').searchParams.get('step')).toBe('two-factor');
  });

  it('a password reset does not sign in; the new password then asks for the code', async () => {
    const a = await signUp(rt);
    const secret = await enableTwoFactor(a.cookie, a.password);
    await rt.request('POST', '/api/auth/request-password-reset', {
      json: { email: a.email, redirectTo: 'http://localhost:3000/reset-password' },
    });
    const token = new URL(latestMail(rt, a.email)!.link!).searchParams.get('token')!;
    const reset = await rt.request('POST', '/api/auth/reset-password', { json: { token, newPassword: 'reset-route-2026' } });
    expect(reset.status).toBe(200);
    expect(sessionCookieOf(reset)).toBe('');
    const signIn = await rt.request('POST', '/api/auth/sign-in/email', { json: { email: a.email, password: 'reset-route-2026' } });
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    await expectCodeStep(cookieFrom(signIn), secret);
  });

  it('changes made from a full session keep it (no code step for the signed-in user)', async () => {
    const a = await signUp(rt);
    const secret = await enableTwoFactor(a.cookie, a.password);
    const signIn = await rt.request('POST', '/api/auth/sign-in/email', { json: { email: a.email, password: a.password } });
    const pending = cookieFrom(signIn);
    const ok = await rt.request('POST', '/api/auth/two-factor/verify-totp', { cookie: pending, json: { code: totp(secret) } });
    const full = cookieFrom(ok);
    const changed = await rt.request('POST', '/api/auth/change-password', {
      cookie: full,
      json: { currentPassword: a.password, newPassword: 'changed-route-77', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect(await status(sessionCookieOf(changed))).toBe(200);
  });
});

describe('fault 3: an OAuth callback ends at the code step too', () => {
  // A runtime of its own (Google configured): generous time for its start on a busy machine.
  it('Google sign-in of a two-factor account (token endpoint and keys served by a stub)', { timeout: 120_000 }, async () => {
    const app = await createTestRuntime({
      GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'test-secret',
    });
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    const realFetch = globalThis.fetch;
    let idToken = '';
    const stub = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.startsWith('https://oauth2.googleapis.com/token')) {
        return Response.json({
          access_token: 'at',
          id_token: idToken,
          expires_in: 3600,
          token_type: 'Bearer',
          scope: 'openid email profile',
        });
      }
      if (url.startsWith('https://www.googleapis.com/oauth2/v3/certs')) return Response.json({ keys: [jwk] });
      return realFetch(input, init);
    });
    try {
      const a = await signUp(app);
      // The address is proven (as it would be by the verification link), so Google may link to it.
      await app.deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, a.user.id));
      const enable = await app.request('POST', '/api/auth/two-factor/enable', { cookie: a.cookie, json: { password: a.password } });
      const secret = secretOf(((await enable.json()) as { totpURI: string }).totpURI);
      expect(
        (await app.request('POST', '/api/auth/two-factor/verify-totp', { cookie: a.cookie, json: { code: totp(secret) } })).status,
      ).toBe(200);

      const start = await app.request('POST', '/api/auth/sign-in/social', { json: { provider: 'google', callbackURL: '/contacts' } });
      expect(start.status).toBe(200);
      const authorize = new URL(((await start.json()) as { url: string }).url);
      const now = Math.floor(Date.now() / 1000);
      idToken = await new SignJWT({
        email: a.email,
        email_verified: true,
        name: 'Test Trader',
        ...(authorize.searchParams.get('nonce') ? { nonce: authorize.searchParams.get('nonce') } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience('test-client.apps.googleusercontent.com')
        .setSubject('google-user-1')
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(privateKey);
      const callback = await app.request(
        'GET',
        `/api/auth/callback/google?code=abc&state=${encodeURIComponent(authorize.searchParams.get('state')!)}`,
        { cookie: cookieFrom(start) },
      );
      expect(callback.status).toBe(302);
      const to = new URL(callback.headers.get('location')!, 'http://localhost:3000');
      expect(to.pathname).toBe('/auth');
      expect(to.searchParams.get('step')).toBe('two-factor');
      expect(to.searchParams.get('redirect')).toBe('/contacts');
      expect(sessionCookieOf(callback)).toBe('');
      const pending = cookieFrom(callback);
      expect((await app.request('GET', '/api/profile', { cookie: pending })).status).toBe(401);
      const ok = await app.request('POST', '/api/auth/two-factor/verify-totp', { cookie: pending, json: { code: totp(secret) } });
      expect(ok.status).toBe(200);
      expect((await app.request('GET', '/api/profile', { cookie: cookieFrom(ok) })).status).toBe(200);
    } finally {
      stub.mockRestore();
      await app.dispose();
    }
  });
});

describe('fault 4: pre-account takeover', () => {
  /** The attacker signs up with the victim's address and a password of their own, and stays signed in. */
  async function attackerAccount() {
    const victim = uniqueEmail('victim');
    const attacker = await signUp(rt, { email: victim, password: 'attacker-chose-1' });
    expect(await status(attacker.cookie)).toBe(200);
    return attacker;
  }
  const passwordWorks = async (email: string, password: string) =>
    (await rt.request('POST', '/api/auth/sign-in/email', { json: { email, password } })).status === 200;

  it("the victim's magic link drops the attacker's password and sessions", async () => {
    const attacker = await attackerAccount();
    const verify = await rt.request('GET', pathOf(await magicLinkFor(attacker.email, '/')));
    expect(verify.status).toBe(302);
    // The owner is sent to Settings to set a password of their own.
    expect(verify.headers.get('location')).toBe('/settings?tab=security&password_removed=1');
    const victim = cookieFrom(verify);
    expect(await status(victim)).toBe(200);
    expect(await status(attacker.cookie)).toBe(401);
    expect(await passwordWorks(attacker.email, attacker.password)).toBe(false);
    const creds = await rt.deps.db.select().from(account).where(eq(account.userId, attacker.user.id));
    expect(creds.filter((c) => c.providerId === 'credential')).toHaveLength(0);
    // The owner is told to set one: the account lists no password (Settings shows 'Set a password').
    const accounts = (await (await rt.request('GET', '/api/auth/list-accounts', { cookie: victim })).json()) as { providerId: string }[];
    expect(accounts.some((x) => x.providerId === 'credential')).toBe(false);
    // The password-reset link sets a new one.
    await rt.request('POST', '/api/auth/request-password-reset', {
      json: { email: attacker.email, redirectTo: 'http://localhost:3000/reset-password' },
    });
    const token = new URL(latestMail(rt, attacker.email)!.link!).searchParams.get('token')!;
    expect((await rt.request('POST', '/api/auth/reset-password', { json: { token, newPassword: 'victim-owns-it-2' } })).status).toBe(200);
    expect(await passwordWorks(attacker.email, 'victim-owns-it-2')).toBe(true);
  });

  it("the verification link followed elsewhere drops the attacker's password and sessions", async () => {
    const attacker = await attackerAccount();
    const mail = latestMail(rt, attacker.email);
    expect(mail?.kind).toBe('verify_email');
    const res = await rt.request('GET', pathOf(mail!.link!));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/settings?tab=security&password_removed=1');
    expect(await status(cookieFrom(res))).toBe(200);
    expect(await status(attacker.cookie)).toBe(401);
    expect(await passwordWorks(attacker.email, attacker.password)).toBe(false);
    const [u] = await rt.deps.db.select({ v: user.emailVerified }).from(user).where(eq(user.id, attacker.user.id));
    expect(u?.v).toBe(true);
  });

  it('the verification link followed in the browser that signed up keeps the password', async () => {
    const a = await signUp(rt);
    const res = await rt.request('GET', pathOf(latestMail(rt, a.email)!.link!), { cookie: a.cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).not.toContain('password_removed');
    expect(await status(a.cookie)).toBe(200);
    expect(await passwordWorks(a.email, a.password)).toBe(true);
  });
});

describe('fault 9: sign-up and update-user have the profile bounds', () => {
  const expectValidation = async (res: Response) => {
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  };

  it('refuses a 900,000-character name and a phone that is not text at sign-up, and creates nothing', async () => {
    for (const extra of [{ name: 'n'.repeat(900_000) }, { phone: { a: 1 } }, { phone: 'x'.repeat(41) }, { name: '   ' }]) {
      const email = uniqueEmail('bounds');
      const res = await rt.request('POST', '/api/auth/sign-up/email', {
        json: { email, password: 'correct-horse-9', name: 'Test Trader', termsAccepted: true, ...extra },
      });
      await expectValidation(res);
      expect(await rt.deps.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    }
  });

  it('stores a trimmed name and phone at sign-up', async () => {
    const a = await signUp(rt, { name: '  Ada Trader  ', phone: ' +44 20 7946 0000 ' });
    const [u] = await rt.deps.db.select().from(user).where(eq(user.id, a.user.id));
    expect(u?.name).toBe('Ada Trader');
    expect((u as { phone?: string | null }).phone).toBe('+44 20 7946 0000');
  });

  it('refuses the same at update-user and keeps the stored values', async () => {
    const a = await signUp(rt);
    await expectValidation(await rt.request('POST', '/api/auth/update-user', { cookie: a.cookie, json: { name: 'n'.repeat(900_000) } }));
    await expectValidation(await rt.request('POST', '/api/auth/update-user', { cookie: a.cookie, json: { phone: { a: 1 } } }));
    const ok = await rt.request('POST', '/api/auth/update-user', { cookie: a.cookie, json: { name: 'New Name' } });
    expect(ok.status).toBe(200);
    const [u] = await rt.deps.db.select().from(user).where(eq(user.id, a.user.id));
    expect(u?.name).toBe('New Name');
    expect((u as { phone?: string | null }).phone ?? null).not.toBe('[object Object]');
    const [p] = await rt.deps.db.select().from(profiles).where(eq(profiles.id, a.user.id));
    expect(p).toBeDefined();
  });
});

describe('fault 4: a new sign-in e-mail needs its link', () => {
  async function askForEmail(a: { cookie: string; password: string }, email: string) {
    expect((await rt.request('POST', '/api/profile/verify-password', { cookie: a.cookie, json: { password: a.password } })).status).toBe(
      200,
    );
    const res = await rt.request('PATCH', '/api/profile', { cookie: a.cookie, json: { email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email_confirmation_sent_to: email });
    return new URL(latestMail(rt, email)!.link!);
  }

  it('a link bound to one account cannot be replayed on another, and a forged one changes nothing', async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    const wanted = uniqueEmail('wanted');
    const link = await askForEmail(a, wanted);
    const token = link.searchParams.get('token')!;
    const onB = `${b.user.id}${token.slice(token.indexOf('.'))}`;
    for (const t of [onB, 'nothing', `${a.user.id}.wrong-secret`]) {
      const res = await rt.request('GET', `/api/profile/email/confirm?token=${encodeURIComponent(t)}`);
      expect(res.headers.get('location')).toBe('/settings?email_change=invalid');
    }
    const [ua] = await rt.deps.db.select({ email: user.email }).from(user).where(eq(user.id, a.user.id));
    const [ub] = await rt.deps.db.select({ email: user.email }).from(user).where(eq(user.id, b.user.id));
    expect([ua?.email, ub?.email]).toEqual([a.email, b.email]);
  });

  it('an address another account signed up with meanwhile is not taken over by the link', async () => {
    const a = await signUp(rt);
    const wanted = uniqueEmail('raced');
    const link = await askForEmail(a, wanted);
    await signUp(rt, { email: wanted });
    const res = await rt.request('GET', link.pathname + link.search);
    expect(res.headers.get('location')).toBe('/settings?email_change=taken');
    const [ua] = await rt.deps.db.select({ email: user.email }).from(user).where(eq(user.id, a.user.id));
    expect(ua?.email).toBe(a.email);
  });

  it('the confirmation route answers a missing token in the error shape', async () => {
    const res = await rt.request('GET', '/api/profile/email/confirm');
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('VALIDATION_ERROR');
  });
});
