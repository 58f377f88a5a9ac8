/**
 * Isolation over the whole API: every route of the OpenAPI document that takes an id in its path is
 * called by user B with user A's real ids (with a body that would be valid for A), and must answer
 * 4xx, leak none of A's data and change nothing of A's. A new route with an id is covered by itself:
 * it is read from the document, and the test fails until it knows how to reach that route's resource
 * (a valid body, or a reason it is covered elsewhere).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureSources, mailboxes, userCredits } from '../src/db/schema/index.ts';
import { createSource, recordCaptured } from '../src/modules/capture/capture.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

type Session = Awaited<ReturnType<typeof signUp>>;
interface IdRoute {
  method: string;
  path: string;
  json: boolean;
  multipart: boolean;
}

/** Bodies that are valid for the owner, so that a refusal is about whose id it is, not about the body. */
const VALID_BODIES: Record<string, unknown> = {
  'PATCH /api/contacts/{id}': { notes: 'Overwritten by someone else' },
  'POST /api/contacts/{id}/interactions': { kind: 'call', date: '2026-11-20', text: 'Not my contact' },
  'PATCH /api/contacts/{id}/attachments': { id: '00000000-0000-4000-8000-000000000000', displayName: 'x.pdf' },
  'POST /api/imports/{id}/review': { mapping: [] },
  'POST /api/imports/{id}/start': { mapping: [] },
  'POST /api/insights/{id}/rating': { rating: 5 },
  'POST /api/insights/{id}/dismiss': { reason: 'not_relevant' },
  'POST /api/insights/{id}/flag': { type: 'inaccurate', comment: 'x' },
  'POST /api/oauth-clients/requests/{id}': { allow: true, write: true },
  'PATCH /api/mailboxes/{id}': { capture_subjects: true },
  'POST /api/conversation-imports/{id}/confirm': { create: [], ignore: [] },
};

/** Path parameters that are not ids of a user's data (a step name, a counter, an action). */
const NOT_IDS = new Set(['step', 'counter', 'action']);

/** Which of A's resources a route's {id} names (by the path's first segment after /api). */
function resourceOf(path: string): string {
  if (path.startsWith('/api/oauth-clients/requests/')) return 'oauthRequest';
  if (path.startsWith('/api/oauth-clients/')) return 'oauthGrant';
  if (path.startsWith('/api/billing/checkout-sessions/')) return 'checkout';
  if (path.startsWith('/api/capture/sources/')) return 'captureSource';
  return path.split('/')[2]!;
}

let rt: TestRuntime;
let a: Session;
let b: Session;
let routes: IdRoute[];
const ids: Record<string, string> = {};

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** What A can see of their own data; compared before and after B's attempts. */
async function snapshotOfA() {
  const get = async (url: string) => {
    const res = await rt.request('GET', url, { cookie: a.cookie });
    return { status: res.status, body: await res.text() };
  };
  return {
    contact: await get(`/api/contacts/${ids.contacts}`),
    interactions: await get(`/api/contacts/${ids.contacts}/interactions`),
    imports: await get(`/api/imports/${ids.imports}`),
    priorities: await get('/api/priorities'),
    tokens: await get('/api/tokens'),
    mailboxes: await get('/api/mailboxes'),
    insights: await get('/api/insights'),
    checkout: await get(`/api/billing/checkout-sessions/${ids.checkout}`),
    captureSources: await get('/api/capture/sources'),
    conversationImport: await get(`/api/conversation-imports/${ids['conversation-imports']}`),
    conversationImports: await get('/api/conversation-imports'),
  };
}

beforeAll(async () => {
  rt = await createTestRuntime();
  a = await signUp(rt, { name: 'Owner A' });
  b = await signUp(rt, { name: 'Intruder B' });

  // A's data: contacts (enough for a scan), an interaction, an import, a priority, a token, an
  // insight, a checkout session.
  const firms = ['Urea seller', 'Urea buyer', 'Copper seller', 'Copper buyer', 'Sugar seller', 'Sugar buyer'];
  const contactIds: string[] = [];
  for (let i = 0; i < 12; i++) {
    const firm = firms[i % firms.length]!;
    const created = await json<{ id: string }>(
      await rt.request('POST', '/api/contacts', {
        cookie: a.cookie,
        json: {
          full_name: `Contact ${i} of A`,
          company: `${firm} ${i} Ltd`,
          role: firm.endsWith('seller') ? 'Supplier' : 'Buyer',
          commodities: firm.split(' ')[0],
          location: i % 2 ? 'Rotterdam' : 'Dubai',
          notes: `${firm.endsWith('seller') ? 'Sells' : 'Buys'} ${firm.split(' ')[0]!.toLowerCase()} monthly`,
        },
      }),
      201,
    );
    contactIds.push(created.id);
  }
  ids.contacts = contactIds[0]!;
  await json(
    await rt.request('POST', `/api/contacts/${ids.contacts}/interactions`, {
      cookie: a.cookie,
      json: { kind: 'meeting', date: '2026-11-01', text: 'Met at LME Week' },
    }),
    201,
  );
  const fd = new FormData();
  fd.append('file', new File([new TextEncoder().encode('Name,Company\nImported One,Acme\n')], 'contacts.csv', { type: 'text/csv' }));
  ids.imports = (
    await json<{ import: { id: string } }>(await rt.request('POST', '/api/imports', { cookie: a.cookie, body: fd }), 201)
  ).import.id;
  await json(await rt.request('POST', '/api/priorities', { cookie: a.cookie, json: { priority_text: 'Source urea for Q1' } }), 201);
  const priorities = await json<{ id: string }[]>(await rt.request('GET', '/api/priorities', { cookie: a.cookie }));
  ids.priorities = priorities[0]!.id;
  ids.tokens = (
    await json<{ token: { id: string } }>(
      await rt.request('POST', '/api/tokens', { cookie: a.cookie, json: { name: 'A script', scope: 'read_write', expires_in_days: 30 } }),
      201,
    )
  ).token.id;
  // A connected mailbox (written directly: connecting one needs an IMAP server, mailbox-capture.test.ts has one).
  const [source] = await rt.deps.db
    .insert(captureSources)
    .values({ userId: a.user.id, kind: 'imap', label: 'a-mailbox@example.test' })
    .returning({ id: captureSources.id });
  ids.mailboxes = (
    await rt.deps.db
      .insert(mailboxes)
      .values({
        userId: a.user.id,
        sourceId: source!.id,
        host: 'imap.example.test',
        port: 993,
        tls: true,
        username: 'a-mailbox@example.test',
        passwordEnc: rt.deps.mailboxes.secrets.seal('a-secret-app-password'),
      })
      .returning({ id: mailboxes.id })
  )[0]!.id;
  await rt.deps.db.update(userCredits).set({ aiCredits: 20 }).where(eq(userCredits.userId, a.user.id));
  await json(await rt.request('POST', '/api/insights/scan', { cookie: a.cookie, json: { trigger_type: 'manual' } }));
  const insights = await json<{ items: { id: string }[] }>(await rt.request('GET', '/api/insights', { cookie: a.cookie }));
  ids.insights = insights.items[0]!.id;
  const checkout = await json<{ url: string }>(
    await rt.request('POST', '/api/billing/checkout', { cookie: a.cookie, json: { plan: 'pro', return_to: '/trial' } }),
  );
  ids.checkout = decodeURIComponent(checkout.url.split('/billing/checkout/')[1]!);
  // A source of captured interactions (issue 27), with one captured e-mail on A's contact.
  ids.captureSource = await createSource(rt.deps.db, a.user.id, 'mbox', 'archive.mbox');
  await recordCaptured(rt.deps.db, a.user.id, ids.captureSource, [
    { contactId: ids.contacts, kind: 'email', date: '2026-11-02', direction: 'in', externalKey: '<iso@x>', text: 'E-mail received' },
  ]);
  // A conversation import (decision 040), uploaded and waiting to be read.
  const chat = new FormData();
  chat.append(
    'file',
    new File([new TextEncoder().encode('[12/03/2026, 14:02:11] Contact 0 of A: Hello\n')], 'WhatsApp Chat with Contact 0 of A.txt'),
  );
  ids['conversation-imports'] = (
    await json<{ id: string }>(await rt.request('POST', '/api/conversation-imports', { cookie: a.cookie, body: chat }), 202)
  ).id;

  const doc = (await (await rt.request('GET', '/api/openapi.json')).json()) as {
    paths: Record<
      string,
      Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, unknown> } }>
    >;
  };
  routes = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/admin')) continue; // admin only: B is refused by role (admin-access.test.ts)
    for (const [method, op] of Object.entries(item)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path' && !NOT_IDS.has(p.name));
      if (params.length === 0) continue;
      const content = op.requestBody?.content ?? {};
      routes.push({
        method: method.toUpperCase(),
        path,
        json: 'application/json' in content,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
});

afterAll(async () => {
  await rt?.dispose();
});

/** OAuth grants and consent requests need a registered client and a browser's authorization; mcp-oauth.test.ts makes them and checks B's refusal. */
const COVERED_ELSEWHERE = new Set(['oauthRequest', 'oauthGrant']);

describe('isolation: user B with user A ids', () => {
  it('finds the routes that take an id, and knows a valid body for each', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const r of routes) {
      const key = `${r.method} ${r.path}`;
      if (r.json) expect(VALID_BODIES[key], `${key}: add a body valid for the owner to VALID_BODIES`).toBeDefined();
      const resource = resourceOf(r.path);
      expect(ids[resource] !== undefined || COVERED_ELSEWHERE.has(resource), `${key}: make user A a '${resource}'`).toBe(true);
    }
  });

  it('answers every such route 4xx, leaks nothing of A and changes nothing of A', async () => {
    const before = await snapshotOfA();
    expect(before.contact.status).toBe(200);
    expect(before.imports.status).toBe(200);
    expect(before.checkout.status).toBe(200);
    const secrets = [`Contact 0 of A`, 'Met at LME Week', 'Source urea for Q1', 'A script', 'contacts.csv', 'a-mailbox@example.test'];
    let called = 0;
    for (const r of routes) {
      const resource = resourceOf(r.path);
      const id = ids[resource];
      if (id === undefined) continue;
      const url = r.path.replace(/\{\w+\}/g, id);
      const key = `${r.method} ${r.path}`;
      let body: BodyInit | undefined;
      let payload: unknown;
      if (r.multipart) {
        const fd = new FormData();
        fd.append('file', new File([new TextEncoder().encode('%PDF-1.4 not yours')], 'x.pdf', { type: 'application/pdf' }));
        body = fd;
      } else if (r.json) payload = VALID_BODIES[key];
      const res = await rt.request(r.method, url, { cookie: b.cookie, json: payload, body });
      const text = res.headers.get('content-type')?.startsWith('text/event-stream') ? '' : await res.text();
      called += 1;
      expect(res.status, `${key} as B -> ${res.status} ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${key} as B -> ${res.status}`).toBeLessThan(500);
      for (const s of secrets) expect(text, `${key} leaks '${s}'`).not.toContain(s);
    }
    expect(called).toBeGreaterThanOrEqual(18);
    expect(await snapshotOfA()).toEqual(before);
  });

  // Routes that take ids in their body, not their path (decision 041): B names A's contacts.
  it("answers B's bulk cadence over A's contact ids, or a filter, with nothing changed of A's", async () => {
    const before = await snapshotOfA();
    for (const json of [
      { ids: [ids.contacts], keep_in_touch_days: 14 },
      { ids: [ids.contacts], filter: { q: 'Contact' }, keep_in_touch_days: 30 },
      { filter: { q: 'Contact 0 of A' }, keep_in_touch_days: 91 },
    ]) {
      const res = await rt.request('POST', '/api/contacts/cadence', { cookie: b.cookie, json });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ updated: 0 });
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it('the same calls as A succeed, so the refusals above are about ownership', async () => {
    const reads = routes.filter((r) => r.method === 'GET' && ids[resourceOf(r.path)] !== undefined);
    expect(reads.length).toBeGreaterThanOrEqual(4);
    for (const r of reads) {
      const res = await rt.request('GET', r.path.replace(/\{\w+\}/g, ids[resourceOf(r.path)]!), { cookie: a.cookie });
      expect(res.status, `${r.path} as A`).toBe(200);
      await res.body?.cancel();
    }
  });
});
