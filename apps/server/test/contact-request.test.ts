/**
 * The public contact form, POST /functions/v1/send-contact-email (spec §2, §5, §7, §8): stored, mailed
 * to the support address, validated, limited per e-mail address and per client address, refused
 * cross-site, and a mail provider failure answered with the address to write to directly.
 */
import { CONTACT_RATE_LIMIT, CONTACT_RATE_LIMITED, contactSendFailed, MESSAGES, SUPPORT_EMAIL } from '@tradeloom/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { contactRequests } from '../src/db/schema/index.ts';
import { hitRateLimit } from '../src/lib/rate-limit.ts';
import { BASE, createTestRuntime, latestMail, type TestRuntime, uniqueEmail } from './harness.ts';

const PATH = '/functions/v1/send-contact-email';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

let counter = 0;
function request(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Ada Trader ${counter}`,
    company: `Copper Lines ${counter} Ltd`,
    email: uniqueEmail('visitor'),
    phone: '+44 20 7946 0000',
    ...overrides,
  };
}

const send = (json: unknown, headers: Record<string, string> = {}, on = rt) => on.request('POST', PATH, { json, headers });
const rowsFor = (email: string, on = rt) => on.deps.db.select().from(contactRequests).where(eq(contactRequests.email, email));

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; details?: { path: string; message: string }[] } }).error;
}

describe('sending the contact form', () => {
  it('stores the request and mails every field to the support address', async () => {
    const body = request();
    const res = await send(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    const rows = await rowsFor(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: body.name, company: body.company, phone: body.phone, mailStatus: 'sent', ip: null });

    const mail = latestMail(rt, SUPPORT_EMAIL);
    expect(mail?.kind).toBe('contact_request');
    expect(mail?.subject).toBe(`Meeting request from ${body.name} (${body.company})`);
    for (const value of [body.name, body.company, body.email, body.phone]) expect(mail?.text).toContain(value);
  });

  it('takes the phone as optional: left out or blank is stored as null', async () => {
    const { phone: _, ...withoutPhone } = request();
    expect((await send(withoutPhone)).status).toBe(200);
    const blank = request({ phone: '   ' });
    expect((await send(blank)).status).toBe(200);
    expect((await rowsFor(withoutPhone.email))[0]?.phone).toBeNull();
    expect((await rowsFor(blank.email))[0]?.phone).toBeNull();
    expect(latestMail(rt, SUPPORT_EMAIL)?.text).toContain('Phone: (not given)');
  });

  it('publishes the support address in the public configuration', async () => {
    const res = await rt.request('GET', '/api/config');
    expect((await res.json()).supportEmail).toBe(SUPPORT_EMAIL);
  });

  it('is in the OpenAPI document under Public', async () => {
    const doc = await (await rt.request('GET', '/api/openapi.json')).json();
    expect(doc.paths[PATH].post.tags).toEqual(['Public']);
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', { name: undefined }, 'name', 'Full name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Full name is required'],
    ['a missing company', { company: undefined }, 'company', 'Company is required'],
    ['a missing e-mail', { email: undefined }, 'email', 'E-mail is required'],
    ['an invalid e-mail', { email: 'not-an-address' }, 'email', MESSAGES.auth.invalidEmail],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name', ''],
  ];
  for (const [what, change, field, message] of cases) {
    it(`answers 400 in the error shape for ${what}, storing nothing`, async () => {
      const body = { ...request(), ...change };
      const res = await send(body);
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe('VALIDATION_ERROR');
      const issue = error.details?.find((d) => d.path === field);
      expect(issue).toBeDefined();
      if (message) expect(issue?.message).toBe(message);
      if (typeof body.email === 'string') expect(await rowsFor(body.email)).toHaveLength(0);
    });
  }

  it('answers 400 to a body that is not JSON', async () => {
    const res = await rt.app.request(PATH, { method: 'POST', headers: { origin: BASE, 'content-type': 'application/json' }, body: '{' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toEqual(expect.any(String));
  });
});

describe('rate limits', () => {
  it(`answers 429 with Retry-After to message ${CONTACT_RATE_LIMIT.perEmail.max + 1} from one address within the hour; another address still works`, async () => {
    const email = uniqueEmail('busy');
    for (let i = 0; i < CONTACT_RATE_LIMIT.perEmail.max; i++) {
      // The address counts whatever its case.
      const res = await send(request({ email: i === 1 ? email.toUpperCase() : email }));
      expect(res.status).toBe(200);
    }
    const limited = await send(request({ email }));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.perEmail.windowSeconds);
    const error = await errorOf(limited);
    expect(error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: CONTACT_RATE_LIMITED });
    // The refused message was not stored or mailed.
    const stored = await rt.deps.db.select().from(contactRequests);
    expect(stored.filter((r) => r.email.toLowerCase() === email)).toHaveLength(CONTACT_RATE_LIMIT.perEmail.max);

    expect((await send(request())).status).toBe(200);
  });

  it('limits per client address: the socket peer, or the forwarded client behind a trusted proxy', async () => {
    const proxied = await createTestRuntime({ TRUSTED_PROXIES: 'loopback' });
    try {
      const from = (peer: string, forwardedFor?: string) =>
        proxied.app.request(
          PATH,
          {
            method: 'POST',
            headers: {
              origin: BASE,
              'content-type': 'application/json',
              ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
            },
            body: JSON.stringify(request()),
          },
          { incoming: { socket: { remoteAddress: peer } } },
        );
      for (let i = 0; i < CONTACT_RATE_LIMIT.perIp.max; i++) expect((await from('127.0.0.1', '198.51.100.20')).status).toBe(200);
      const limited = await from('127.0.0.1', '198.51.100.20');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await errorOf(limited)).message).toBe(CONTACT_RATE_LIMITED);
      // Another forwarded client behind the same proxy still gets through, and its address is stored.
      const other = request();
      const res = await proxied.app.request(
        PATH,
        {
          method: 'POST',
          headers: { origin: BASE, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.21' },
          body: JSON.stringify(other),
        },
        { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
      );
      expect(res.status).toBe(200);
      expect((await rowsFor(other.email, proxied))[0]?.ip).toBe('198.51.100.21');

      // A peer that is not a trusted proxy is keyed on its own address: a forged header changes nothing.
      for (let i = 0; i < CONTACT_RATE_LIMIT.perIp.max; i++) {
        expect((await from('203.0.113.7', `192.0.2.${i}`)).status).toBe(200);
      }
      expect((await from('203.0.113.7', '192.0.2.200')).status).toBe(429);
    } finally {
      await proxied.dispose();
    }
  });

  it('counts in a fixed window per key, kept in the database, and starts over in the next window', async () => {
    const limit = { max: 2, windowSeconds: 60 };
    const key = `test:${crypto.randomUUID()}`;
    const t0 = Date.now();
    expect(await hitRateLimit(rt.deps.db, key, limit, t0)).toBeNull();
    expect(await hitRateLimit(rt.deps.db, key, limit, t0 + 1000)).toBeNull();
    expect(await hitRateLimit(rt.deps.db, key, limit, t0 + 2000)).toBe(58);
    expect(await hitRateLimit(rt.deps.db, `${key}:other`, limit, t0 + 2000)).toBeNull();
    expect(await hitRateLimit(rt.deps.db, key, limit, t0 + 60_000)).toBeNull();
  });
});

describe('origins', () => {
  it('refuses a cross-origin post and stores nothing', async () => {
    const body = request();
    const res = await send(body, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toMatch(/Origin https:\/\/evil\.example is not trusted/);
    expect(await rowsFor(body.email)).toHaveLength(0);
  });

  it('refuses a body over the JSON limit', async () => {
    const res = await send(request({ name: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
  });
});

describe('a mail provider failure', () => {
  it('answers 502 MAIL_FAILED with the support address and keeps the request as failed', async () => {
    const original = rt.deps.mail.send;
    rt.deps.mail.send = async () => {
      throw new Error('SMTP is down');
    };
    try {
      const body = request();
      const res = await send(body);
      expect(res.status).toBe(502);
      expect(await errorOf(res)).toMatchObject({ code: 'MAIL_FAILED', message: contactSendFailed(SUPPORT_EMAIL) });
      const rows = await rowsFor(body.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.mailStatus).toBe('failed');
    } finally {
      rt.deps.mail.send = original;
    }
  });
});

describe('SUPPORT_EMAIL', () => {
  it('defaults to the product address, takes another one, and refuses one that is not an e-mail address', () => {
    expect(loadConfig({}).supportEmail).toBe(SUPPORT_EMAIL);
    expect(loadConfig({ SUPPORT_EMAIL: 'sales@example.com' }).supportEmail).toBe('sales@example.com');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
  });
});
