import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totp } from '../../../e2e/tests/totp.ts';
import { twoFactor, user } from '../src/db/schema/index.ts';
import { cookieFrom, createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await rt.dispose();
});

const secretOf = (uri: string) => new URL(uri).searchParams.get('secret')!;

/** Signs up and turns two-factor sign-in on, as the Settings dialog does. */
async function withTwoFactor() {
  const account = await signUp(rt);
  const wrongPassword = await rt.request('POST', '/api/auth/two-factor/enable', {
    cookie: account.cookie,
    json: { password: 'nope-nope-1' },
  });
  expect(wrongPassword.status).toBeGreaterThanOrEqual(400);
  const enable = await rt.request('POST', '/api/auth/two-factor/enable', { cookie: account.cookie, json: { password: account.password } });
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\/Tradeloom:/);
  expect(backupCodes).toHaveLength(10);
  const secret = secretOf(totpURI);
  // Not on until the first code from the app proves the setup.
  const [before] = await rt.deps.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, account.user.id));
  expect(before?.on).toBe(false);
  const verify = await rt.request('POST', '/api/auth/two-factor/verify-totp', { cookie: account.cookie, json: { code: totp(secret) } });
  expect(verify.status).toBe(200);
  const [after] = await rt.deps.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, account.user.id));
  expect(after?.on).toBe(true);
  return { ...account, secret, backupCodes, cookie: cookieFrom(verify) || account.cookie };
}

async function passwordStep(email: string, password: string) {
  const res = await rt.request('POST', '/api/auth/sign-in/email', { json: { email, password } });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
  return cookieFrom(res);
}

describe('two-factor sign-in', () => {
  it('after the password, nothing is signed in until the authenticator code is given', async () => {
    const a = await withTwoFactor();
    const [row] = await rt.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, a.user.id));
    // The secret is kept encrypted, never as the plain base32 the app was given.
    expect(row?.secret).not.toContain(a.secret);

    const pending = await passwordStep(a.email, a.password);
    expect((await rt.request('GET', '/api/profile', { cookie: pending })).status).toBe(401);
    const wrong = await rt.request('POST', '/api/auth/two-factor/verify-totp', { cookie: pending, json: { code: '000000' } });
    expect(wrong.status).toBe(401);
    const ok = await rt.request('POST', '/api/auth/two-factor/verify-totp', { cookie: pending, json: { code: totp(a.secret) } });
    expect(ok.status).toBe(200);
    const signedIn = cookieFrom(ok);
    expect((await rt.request('GET', '/api/profile', { cookie: signedIn })).status).toBe(200);
  });

  it('a backup code signs in once and only once', async () => {
    const a = await withTwoFactor();
    const code = a.backupCodes[0]!;
    const first = await rt.request('POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: await passwordStep(a.email, a.password),
      json: { code },
    });
    expect(first.status).toBe(200);
    expect((await rt.request('GET', '/api/profile', { cookie: cookieFrom(first) })).status).toBe(200);
    const again = await rt.request('POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: await passwordStep(a.email, a.password),
      json: { code },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
  });

  it('turning it off needs the password; then the password alone signs in', async () => {
    const a = await withTwoFactor();
    const bad = await rt.request('POST', '/api/auth/two-factor/disable', { cookie: a.cookie, json: { password: 'wrong-password-1' } });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    const off = await rt.request('POST', '/api/auth/two-factor/disable', { cookie: a.cookie, json: { password: a.password } });
    expect(off.status).toBe(200);
    const res = await rt.request('POST', '/api/auth/sign-in/email', { json: { email: a.email, password: a.password } });
    expect(res.status).toBe(200);
    expect(await res.json()).not.toHaveProperty('twoFactorRedirect');
  });
});

describe('change password', () => {
  it('needs the current password, ends the other sessions, and only the new password signs in', async () => {
    const a = await signUp(rt);
    const other = cookieFrom(await rt.request('POST', '/api/auth/sign-in/email', { json: { email: a.email, password: a.password } }));
    expect((await rt.request('GET', '/api/profile', { cookie: other })).status).toBe(200);

    const wrong = await rt.request('POST', '/api/auth/change-password', {
      cookie: a.cookie,
      json: { currentPassword: 'not-it-at-all', newPassword: 'new-cargo-route-7', revokeOtherSessions: true },
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const short = await rt.request('POST', '/api/auth/change-password', {
      cookie: a.cookie,
      json: { currentPassword: a.password, newPassword: 'short', revokeOtherSessions: true },
    });
    expect(short.status).toBe(400);

    const changed = await rt.request('POST', '/api/auth/change-password', {
      cookie: a.cookie,
      json: { currentPassword: a.password, newPassword: 'new-cargo-route-7', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    const mine = cookieFrom(changed) || a.cookie;
    expect((await rt.request('GET', '/api/profile', { cookie: mine })).status).toBe(200);
    expect((await rt.request('GET', '/api/profile', { cookie: other })).status).toBe(401);
    expect((await rt.request('POST', '/api/auth/sign-in/email', { json: { email: a.email, password: a.password } })).status).toBe(401);
    expect((await rt.request('POST', '/api/auth/sign-in/email', { json: { email: a.email, password: 'new-cargo-route-7' } })).status).toBe(
      200,
    );
  });
});
