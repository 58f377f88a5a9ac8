/**
 * The server's edge: client address behind proxies, origins, CSP, text PostgreSQL cannot store,
 * oversize bodies, rate-limit headers, a database that fails during the session lookup, and the
 * magic link on an account whose e-mail was not verified yet.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { parseTrustedProxies, resolveClientIp } from '../src/lib/client-ip.ts';
import { BASE, cookieFrom, createTestRuntime, latestMail, signUp, type TestRuntime, uniqueEmail } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

const expectErrorShape = async (res: Response, status: number, message?: RegExp) => {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body.error).toMatchObject({ code: expect.any(String), message: expect.any(String), requestId: expect.any(String) });
  if (message) expect(body.error.message).toMatch(message);
  return body;
};

describe('client address (TRUSTED_PROXIES)', () => {
  const none = parseTrustedProxies(undefined);
  const loopback = parseTrustedProxies('loopback');
  const lb = parseTrustedProxies('10.0.0.0/8, 2001:db8::1');

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(resolveClientIp('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9');
    expect(resolveClientIp('203.0.113.9', '198.51.100.1', lb)).toBe('203.0.113.9');
    expect(resolveClientIp('::ffff:203.0.113.9', '1.1.1.1', loopback)).toBe('203.0.113.9');
  });

  it('walks trusted hops from the right and stops at the first untrusted address', () => {
    expect(resolveClientIp('127.0.0.1', '198.51.100.1', loopback)).toBe('198.51.100.1');
    // A client-written entry at the left cannot win: the proxy appended the real address.
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.7', lb)).toBe('198.51.100.1');
    expect(resolveClientIp('2001:db8::1', '198.51.100.1', lb)).toBe('198.51.100.1');
    expect(resolveClientIp('10.0.0.2', 'garbage, 10.0.0.7', lb)).toBe('10.0.0.7');
    expect(resolveClientIp('10.0.0.2', undefined, lb)).toBe('10.0.0.2');
  });

  it('refuses a malformed setting at start-up', () => {
    expect(() => parseTrustedProxies('not-an-ip')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('10.0.0.0/40')).toThrow(/prefix/);
  });

  /** Wrong-password sign-ins from one socket peer with a chosen X-Forwarded-For. */
  async function signInFrom(app: TestRuntime, peer: string, forwardedFor: string) {
    return app.app.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: { origin: BASE, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
      },
      { incoming: { socket: { remoteAddress: peer } } },
    );
  }

  it('keys the login rate limit on the socket address when the peer is not trusted (a forged header changes nothing)', async () => {
    const app = await createTestRuntime({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await signInFrom(app, '203.0.113.50', `198.51.100.${i}`)).status);
      expect(statuses.slice(0, 2)).not.toContain(429);
      expect(statuses[2]).toBe(429);
      const limited = await signInFrom(app, '203.0.113.50', '198.51.100.77');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await app.dispose();
    }
  });

  it('keys it on the forwarded client when the peer is a trusted proxy', async () => {
    const app = await createTestRuntime({ AUTH_RATE_LIMIT_MAX: '2', TRUSTED_PROXIES: 'loopback' });
    try {
      for (let i = 0; i < 3; i++) expect((await signInFrom(app, '127.0.0.1', `198.51.100.${i}`)).status).not.toBe(429);
      const same = [];
      for (let i = 0; i < 3; i++) same.push((await signInFrom(app, '127.0.0.1', '198.51.100.200')).status);
      expect(same[2]).toBe(429);
    } finally {
      await app.dispose();
    }
  });
});

describe('configuration', () => {
  it('requires BETTER_AUTH_SECRET when DATABASE_URL is set', () => {
    const env = { DATA_DIR: os.tmpdir(), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' };
    expect(() => loadConfig(env)).toThrow(/BETTER_AUTH_SECRET must be set when DATABASE_URL is/);
    expect(loadConfig({ ...env, BETTER_AUTH_SECRET: 'a-long-shared-secret-for-all-instances' }).databaseUrl).toBe(env.DATABASE_URL);
  });

  it('validates TRUSTED_ORIGINS and trusts the loopback aliases off production only', () => {
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'not a url' })).toThrow(/TRUSTED_ORIGINS/);
    const dev = loadConfig({ BASE_URL: 'http://localhost:3000' });
    expect(dev.trustedOrigins).toEqual(expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']));
    const prod = loadConfig({
      NODE_ENV: 'production',
      BASE_URL: 'https://app.example.com',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      TRUSTED_ORIGINS: 'https://www.example.com',
    });
    expect(prod.trustedOrigins).toEqual(['https://app.example.com', 'https://www.example.com']);
  });
});

describe('origins', () => {
  it('refuses a state-changing request from another origin, with a message that says what to set', async () => {
    const { cookie } = await signUp(rt);
    const res = await rt.request('POST', '/api/contacts', {
      cookie,
      json: { full_name: 'Forged' },
      headers: { origin: 'https://evil.example' },
    });
    await expectErrorShape(res, 403, /Origin https:\/\/evil\.example is not trusted\. Set BASE_URL or TRUSTED_ORIGINS/);
    const viaReferer = await rt.app.request('/api/contacts', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', referer: 'https://evil.example/page' },
      body: JSON.stringify({ full_name: 'Forged' }),
    });
    expect(viaReferer.status).toBe(403);
    const list = await (await rt.request('GET', '/api/contacts?q=Forged', { cookie })).json();
    expect(list.items).toHaveLength(0);
  });

  it('lets a client without Origin or Referer through (curl, server to server)', async () => {
    const { cookie } = await signUp(rt);
    const res = await rt.app.request('/api/contacts', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'From curl' }),
    });
    expect(res.status).toBe(201);
  });

  // Better Auth checks the origin only when the browser sends cookies, as a real browser does.
  const browserCookie = 'tradeloom-sidebar=open';

  it('treats 127.0.0.1 and localhost as the same app on the embedded default', async () => {
    const res = await rt.request('POST', '/api/auth/sign-up/email', {
      json: { email: uniqueEmail('alias'), password: 'correct-horse-9', name: 'Alias', termsAccepted: true },
      cookie: browserCookie,
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(res.status).toBe(200);
  });

  it('in production trusts BASE_URL and TRUSTED_ORIGINS only, and says what to set', async () => {
    const secret = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'p'.repeat(40) };
    const prod = await createTestRuntime(secret);
    const listed = await createTestRuntime({ ...secret, TRUSTED_ORIGINS: 'http://127.0.0.1:3000' });
    try {
      const body = (email: string) => ({ email, password: 'correct-horse-9', name: 'Prod', termsAccepted: true });
      const refused = await prod.request('POST', '/api/auth/sign-up/email', {
        json: body(uniqueEmail('prod')),
        cookie: browserCookie,
        headers: { origin: 'http://127.0.0.1:3000' },
      });
      await expectErrorShape(refused, 403, /Origin http:\/\/127\.0\.0\.1:3000 is not trusted\. Set BASE_URL or TRUSTED_ORIGINS/);
      const ok = await listed.request('POST', '/api/auth/sign-up/email', {
        json: body(uniqueEmail('prod')),
        cookie: browserCookie,
        headers: { origin: 'http://127.0.0.1:3000' },
      });
      expect(ok.status).toBe(200);
    } finally {
      await prod.dispose();
      await listed.dispose();
    }
  });
});

describe('Content-Security-Policy', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-csp-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Tradeloom</title><script type="module" src="/assets/a.js"></script>',
  );

  it('is sent on HTML, API answers, errors and the API docs, without unsafe-inline scripts', async () => {
    const app = await createTestRuntime({ WEB_DIST_DIR: dist });
    try {
      for (const url of ['/healthz', '/api/contacts', '/', '/contacts', '/api/docs', '/api/docs/docs.js']) {
        const res = await app.request('GET', url);
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp, url).toContain("frame-ancestors 'none'");
        expect(csp, url).toContain("object-src 'none'");
        const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
        expect(scriptSrc, url).toContain("'self'");
        expect(scriptSrc, url).not.toContain('unsafe-inline');
      }
      const docs = await (await app.request('GET', '/api/docs')).text();
      expect(docs).not.toMatch(/<script>(?!<\/script>)/);
      expect(docs).toContain('src="/api/docs/docs.js"');
      const js = await app.request('GET', '/api/docs/docs.js');
      expect(js.headers.get('content-type')).toContain('javascript');
    } finally {
      await app.dispose();
    }
  });

  it('allows the captcha provider when one is configured', async () => {
    const app = await createTestRuntime({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: 's', CAPTCHA_SITE_KEY: 'k' });
    try {
      const csp = (await app.request('GET', '/healthz')).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com/);
      expect(csp).toMatch(/frame-src https:\/\/challenges\.cloudflare\.com/);
    } finally {
      await app.dispose();
    }
  });
});

describe('text PostgreSQL cannot store', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signUp(rt));
  });

  const bad = /NUL characters or invalid Unicode/;

  it.each([
    ['a contact name', 'POST', '/api/contacts', { full_name: 'Ana\u0000' }],
    ['a lone surrogate', 'POST', '/api/contacts', { full_name: 'Ana \ud800' }],
    ['a key', 'POST', '/api/contacts', { full_name: 'Ana', 'bad\u0000key': 1 }],
    ['the reset token check', 'POST', '/api/password-reset/verify', { token: 'abc\u0000' }],
    ['Better Auth reset-password', 'POST', '/api/auth/reset-password', { token: 'x\u0000', newPassword: 'correct-horse-9' }],
    ['Better Auth sign-up', 'POST', '/api/auth/sign-up/email', { email: 'a@b.co', password: 'pass\u0000word-1', name: 'N' }],
  ])('answers 400 for NUL in %s (JSON body)', async (_what, method, url, json) => {
    await expectErrorShape(await rt.request(method, url, { cookie, json }), 400, bad);
  });

  it.each([
    '/api/contacts?q=a%00b',
    '/api/contacts?commodity=Gold%00',
    '/api/contacts?location=%ED%A0%80',
    '/api/locations?q=sin%00',
    '/api/commodities/search?q=go%00',
    '/api/auth/magic-link/verify?token=abc%00&callbackURL=/',
    '/api/auth/verify-email?token=x&callbackURL=%00',
    '/api/contacts/abc%00',
  ])('answers 400 for NUL or invalid UTF-8 in %s', async (url) => {
    await expectErrorShape(await rt.request('GET', url, { cookie }), 400, bad);
  });

  it('still accepts a JSON escape of a backslash followed by u0000 (that is ordinary text)', async () => {
    const res = await rt.request('POST', '/api/contacts', {
      cookie,
      body: '{"full_name":"C:\\\\u0000 folder"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).full_name).toBe('C:\\u0000 folder');
  });
});

describe('limits and their headers', () => {
  it('closes the connection after refusing an oversize body', async () => {
    const { cookie } = await signUp(rt);
    const res = await rt.request('POST', '/api/contacts', { cookie, json: { full_name: 'x', notes: 'y'.repeat(1_100_000) } });
    await expectErrorShape(res, 413);
    expect(res.headers.get('connection')).toBe('close');
  });
});

describe('magic link on an account whose e-mail is not verified', () => {
  // Issue 22 fault 4 (decision 021): the first proof of the address drops a password chosen before it.
  it('marks the e-mail verified and drops the unproven password', async () => {
    const { email, password } = await signUp(rt);
    await rt.request('POST', '/api/auth/sign-in/magic-link', { json: { email, callbackURL: '/' } });
    const link = new URL(latestMail(rt, email)!.link!);
    const verify = await rt.request('GET', link.pathname + link.search);
    expect(verify.status).toBe(302);
    const cookie = cookieFrom(verify);
    const session = await (await rt.request('GET', '/api/auth/get-session', { cookie })).json();
    expect(session.user.emailVerified).toBe(true);
    expect((await rt.request('POST', '/api/auth/sign-out', { cookie, json: {} })).status).toBe(200);
    const signIn = await rt.request('POST', '/api/auth/sign-in/email', { json: { email, password } });
    expect(signIn.status).toBe(401);
  });
});

describe('a database that fails during the session lookup', () => {
  it('answers 503 in the error shape, not 401', async () => {
    const app = await createTestRuntime();
    const { cookie } = await signUp(app);
    expect((await app.request('GET', '/api/profile', { cookie })).status).toBe(200);
    await app.deps.database.close();
    try {
      const res = await app.request('GET', '/api/profile', { cookie });
      await expectErrorShape(res, 503, /temporarily unavailable/);
      // Without a session cookie nothing is looked up: still the plain 401.
      expect((await app.request('GET', '/api/profile')).status).toBe(401);
    } finally {
      await app.dispose().catch(() => {});
    }
  });
});
