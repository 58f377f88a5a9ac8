/**
 * The MCP endpoint and personal API tokens (issue 26, decision 035), driven by the official MCP
 * client (Client + StreamableHTTPClientTransport) against the app: the tools, each read tool's
 * contacts on a small seeded network, writes seen through the REST API, the token's scope, another
 * user's ids, revocation, the rate limit, and the credits a call costs.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aiInsights, apiTokens, creditLedger, mcpCalls, profiles, userCredits } from '../src/db/schema/index.ts';
import { addAdminByEmail } from '../src/modules/admin/admin.service.ts';
import { BASE, createSecondInstance, createTestRuntime, type SecondInstance, SHARED_SECRET, signUp, type TestRuntime } from './harness.ts';

type Session = Awaited<ReturnType<typeof signUp>>;
type Trader = Session & { ids: Record<string, string> };

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

/** A plain network: two cocoa traders and two copper traders, one on each side of each product. */
const NETWORK = [
  {
    full_name: 'Amara Okafor',
    company: 'Lagos Cocoa Exports',
    role: 'Trader',
    commodities: 'Cocoa beans',
    notes: 'Sells cocoa beans from Nigeria.',
    last_contacted_at: daysAgo(10),
  },
  {
    full_name: 'Bruno Keller',
    company: 'Zurich Chocolate AG',
    role: 'Buyer',
    commodities: 'Cocoa beans',
    notes: 'Buys cocoa beans for the Swiss plant.',
    last_contacted_at: daysAgo(20),
  },
  {
    full_name: 'Chen Wei',
    company: 'Shanghai Copper Works',
    role: 'Procurement manager',
    commodities: 'Copper cathode',
    notes: 'Buys copper cathode, 2,000 t a month.',
    last_contacted_at: daysAgo(400),
  },
  {
    full_name: 'Diego Ruiz',
    company: 'Andes Copper Mining',
    role: 'Trader',
    commodities: 'Copper cathode',
    notes: 'Sells copper cathode from Chile.',
    last_contacted_at: daysAgo(5),
  },
];

async function trader(rt: TestRuntime, network = NETWORK, opts: { trialing?: boolean } = {}): Promise<Trader> {
  const s = await signUp(rt);
  await rt.deps.db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, s.user.id));
  await setCredits(rt, s, 100);
  // A paying account: the trial's five AI uses would end the tests early (a test below keeps one trialing).
  if (!opts.trialing)
    await rt.deps.db.execute(
      sql`update organisations set subscription_status = 'active' where id in (select org_id from organisation_members where user_id = ${s.user.id})`,
    );
  const ids: Record<string, string> = {};
  for (const c of network) {
    const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: c });
    expect(res.status).toBe(201);
    ids[c.full_name] = ((await res.json()) as { id: string }).id;
  }
  return { ...s, ids };
}

const credits = async (rt: TestRuntime, s: Session) =>
  (await rt.deps.db.select({ n: userCredits.aiCredits }).from(userCredits).where(eq(userCredits.userId, s.user.id)))[0]!.n;
const setCredits = (rt: TestRuntime, s: Session, n: number) =>
  rt.deps.db.update(userCredits).set({ aiCredits: n }).where(eq(userCredits.userId, s.user.id));

async function makeToken(rt: TestRuntime, s: Session, scope: 'read' | 'read_write' = 'read_write', name = 'Claude Desktop') {
  const res = await rt.request('POST', '/api/tokens', { cookie: s.cookie, json: { name, scope, expires_in_days: 30 } });
  expect(res.status).toBe(201);
  return (await res.json()) as { token: { id: string; prefix: string }; secret: string };
}

/** The official MCP client, over the app's fetch (app.request), with the bearer token. */
async function connect(rt: TestRuntime, secret: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${secret}` } },
    fetch: async (url, init) => rt.app.request(String(url), init),
  });
  const client = new Client({ name: 'tradeloom-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

interface CardOut {
  id: string;
  name: string;
  link: string;
}
type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content: { type: string; text?: string }[] };

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => {
  const r = (await client.callTool({ name, arguments: args })) as Result;
  if (r.isError && process.env.MCP_DEBUG) console.log(name, JSON.stringify(r));
  return r;
};
const names = (cards: unknown) => (cards as CardOut[]).map((c) => c.name).sort();
const errorCode = (r: Result) => (r.structuredContent?.error as { code: string } | undefined)?.code;

describe('the MCP endpoint', () => {
  let rt: TestRuntime;
  let a: Trader;
  let client: Client;
  beforeAll(async () => {
    rt = await createTestRuntime();
    a = await trader(rt);
    client = await connect(rt, (await makeToken(rt, a)).secret);
  });
  afterAll(async () => {
    await client?.close();
    await rt.dispose();
  });

  it('lists the read tools and the write tools, each with a description, an input schema and its annotations', async () => {
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    const reads = [
      'search_contacts',
      'get_contact',
      'suggest_introductions',
      'cold_relationships',
      'priority_matches',
      'network_summary',
      'list_insights',
    ];
    const writes = ['log_interaction', 'add_contact', 'update_contact_notes', 'add_priority'];
    expect([...byName.keys()].sort()).toEqual([...reads, ...writes].sort());
    for (const name of reads) {
      expect(byName.get(name)!.annotations).toMatchObject({ readOnlyHint: true });
      expect(byName.get(name)!.description!.length).toBeGreaterThan(40);
    }
    for (const name of writes) expect(byName.get(name)!.annotations).toMatchObject({ readOnlyHint: false });
    expect(byName.get('update_contact_notes')!.annotations?.destructiveHint).toBe(true);
    expect(byName.get('search_contacts')!.inputSchema.properties).toHaveProperty('products');
  });

  it('search_contacts finds contacts by product, side, company and last contact, each with its link in the app', async () => {
    const cocoa = await call(client, 'search_contacts', { products: ['cocoa beans'] });
    expect(cocoa.isError).toBeFalsy();
    expect(names(cocoa.structuredContent!.contacts)).toEqual(['Amara Okafor', 'Bruno Keller']);
    const [first] = cocoa.structuredContent!.contacts as CardOut[];
    expect(first!.link).toBe(`${BASE}/contacts/${first!.id}`);
    expect(cocoa.content[0]!.text).toContain('/contacts/');

    const copperBuyers = await call(client, 'search_contacts', { products: ['copper cathode'], side: 'buys' });
    expect(names(copperBuyers.structuredContent!.contacts)).toEqual(['Chen Wei']);
    const copperSellers = await call(client, 'search_contacts', { text: 'copper cathode sellers' });
    expect(names(copperSellers.structuredContent!.contacts)).toEqual(['Diego Ruiz']);
    const andes = await call(client, 'search_contacts', { company: 'Andes Copper' });
    expect(names(andes.structuredContent!.contacts)).toEqual(['Diego Ruiz']);
    const quiet = await call(client, 'search_contacts', { last_contacted_before: daysAgo(100) });
    expect(names(quiet.structuredContent!.contacts)).toEqual(['Chen Wei']);
    const recent = await call(client, 'search_contacts', { last_contacted_after: daysAgo(15) });
    expect(names(recent.structuredContent!.contacts)).toEqual(['Amara Okafor', 'Diego Ruiz']);
    const nowhere = await call(client, 'search_contacts', { city: 'Qwxyzville' });
    expect(nowhere.structuredContent).toMatchObject({ total: 0, contacts: [] });
  });

  it('get_contact gives the contact and its interactions', async () => {
    const id = a.ids['Chen Wei']!;
    const res = await rt.request('POST', `/api/contacts/${id}/interactions`, {
      cookie: a.cookie,
      json: { kind: 'call', date: daysAgo(400), text: 'Asked for 2,000 t of cathode a month' },
    });
    expect(res.status).toBe(201);
    const r = await call(client, 'get_contact', { id });
    expect(r.structuredContent!.contact).toMatchObject({
      id,
      name: 'Chen Wei',
      company: 'Shanghai Copper Works',
      link: `${BASE}/contacts/${id}`,
    });
    expect(r.structuredContent!.interactions).toMatchObject([{ kind: 'call', text: 'Asked for 2,000 t of cathode a month' }]);
  });

  it('suggest_introductions names the other side of a contact, and the sellers and buyers of a product', async () => {
    const forDiego = await call(client, 'suggest_introductions', { contact_id: a.ids['Diego Ruiz'] });
    const intros = forDiego.structuredContent!.introductions as { to: CardOut; they: string }[];
    expect(intros.map((i) => i.to.name)).toEqual(['Chen Wei']);
    expect(intros[0]!.they).toBe('buys');
    const cocoa = await call(client, 'suggest_introductions', { product: 'cocoa beans' });
    expect(names(cocoa.structuredContent!.sellers)).toEqual(['Amara Okafor']);
    expect(names(cocoa.structuredContent!.buyers)).toEqual(['Bruno Keller']);
  });

  it('cold_relationships, priority_matches, network_summary and list_insights answer from the same network', async () => {
    const cold = await call(client, 'cold_relationships');
    expect(names(cold.structuredContent!.contacts)).toEqual(['Chen Wei']);

    const res = await rt.request('POST', '/api/priorities', {
      cookie: a.cookie,
      json: { priority_text: 'Buy copper cathode for our smelter', target_commodities: ['Copper cathode'] },
    });
    expect(res.status).toBe(201);
    const prio = await call(client, 'priority_matches');
    const [match] = prio.structuredContent!.priorities as { priority: string; contacts: CardOut[] }[];
    expect(match!.priority).toBe('Buy copper cathode for our smelter');
    expect(match!.contacts.map((c) => c.name)).toContain('Diego Ruiz');
    expect(match!.contacts.map((c) => c.name)).not.toContain('Amara Okafor');

    const summary = await call(client, 'network_summary');
    expect(summary.structuredContent).toMatchObject({ total: 4, sellers: 2, buyers: 2 });

    // Two insights as a scan leaves them (a scan needs ten contacts; this network is four).
    await rt.deps.db.insert(aiInsights).values([
      {
        userId: a.user.id,
        title: 'Introduce Diego Ruiz to Chen Wei',
        description: 'Copper cathode',
        insightType: 'synergy',
        priority: 'high',
        contactIds: [a.ids['Diego Ruiz']!, a.ids['Chen Wei']!],
      },
      {
        userId: a.user.id,
        title: 'Call Chen Wei',
        description: 'Silent for 400 days',
        insightType: 'reminder',
        priority: 'medium',
        contactIds: [a.ids['Chen Wei']!],
      },
    ]);
    const rest = (await (await rt.request('GET', '/api/insights?limit=50', { cookie: a.cookie })).json()) as { items: { id: string }[] };
    const insights = await call(client, 'list_insights', { limit: 50 });
    expect(rest.items).toHaveLength(2);
    const listed = insights.structuredContent!.insights as { id: string; title: string; contacts: CardOut[] }[];
    expect(listed.map((i) => i.id)).toEqual(rest.items.map((i) => i.id));
    const intro = listed.find((i) => i.title === 'Introduce Diego Ruiz to Chen Wei')!;
    expect(intro.contacts.map((c) => c.name).sort()).toEqual(['Chen Wei', 'Diego Ruiz']);
  });

  it('write tools go through the app: an interaction, a contact, notes and a priority are there in the REST API', async () => {
    const id = a.ids['Bruno Keller']!;
    const logged = await call(client, 'log_interaction', {
      contact_id: id,
      kind: 'meeting',
      date: daysAgo(1),
      text: 'Met in Zurich: wants 500 t',
    });
    expect(logged.isError).toBeFalsy();
    const timeline = (await (await rt.request('GET', `/api/contacts/${id}/interactions`, { cookie: a.cookie })).json()) as {
      text: string;
    }[];
    expect(timeline.map((i) => i.text)).toContain('Met in Zurich: wants 500 t');
    const contact = (await (await rt.request('GET', `/api/contacts/${id}`, { cookie: a.cookie })).json()) as { last_contacted_at: string };
    expect(contact.last_contacted_at).toBe(daysAgo(1));

    const added = await call(client, 'add_contact', {
      full_name: 'Elena Petrova',
      company: 'Baltic Grain',
      commodities: 'Wheat',
      notes: 'Sells milling wheat.',
    });
    const newId = (added.structuredContent!.contact as CardOut).id;
    const fetched = await rt.request('GET', `/api/contacts/${newId}`, { cookie: a.cookie });
    expect(fetched.status).toBe(200);
    expect(await fetched.json()).toMatchObject({ full_name: 'Elena Petrova', company: 'Baltic Grain', commodities: 'Wheat' });
    // The next read sees the new contact at once (the write dropped the cached network).
    const wheat = await call(client, 'search_contacts', { products: ['wheat'] });
    expect(names(wheat.structuredContent!.contacts)).toEqual(['Elena Petrova']);

    await call(client, 'update_contact_notes', { contact_id: newId, notes: 'Prefers CIF Alexandria.' });
    const withNotes = (await (await rt.request('GET', `/api/contacts/${newId}`, { cookie: a.cookie })).json()) as { notes: string };
    expect(withNotes.notes).toBe('Sells milling wheat.\n\nPrefers CIF Alexandria.');

    await call(client, 'add_priority', { priority_text: 'Find buyers for milling wheat', target_commodities: ['wheat'] });
    const priorities = (await (await rt.request('GET', '/api/priorities', { cookie: a.cookie })).json()) as { priority_text: string }[];
    expect(priorities.map((p) => p.priority_text)).toContain('Find buyers for milling wheat');

    const bad = await call(client, 'add_contact', { full_name: '' });
    expect(bad.isError).toBe(true);
  });

  it('a read costs one credit, a failed read is refunded, a write is free; at zero credits a read is refused', async () => {
    const before = await credits(rt, a);
    await call(client, 'network_summary');
    expect(await credits(rt, a)).toBe(before - 1);
    const missing = await call(client, 'get_contact', { id: '00000000-0000-4000-8000-000000000000' });
    expect(errorCode(missing)).toBe('NOT_FOUND');
    expect(await credits(rt, a)).toBe(before - 1);
    await call(client, 'log_interaction', { contact_id: a.ids['Amara Okafor'], kind: 'note', text: 'free' });
    expect(await credits(rt, a)).toBe(before - 1);
    const ledger = await rt.deps.db
      .select({ reason: creditLedger.reason })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, a.user.id)));
    expect(ledger.filter((l) => l.reason === 'refund_mcp')).toHaveLength(1);

    await setCredits(rt, a, 0);
    const broke = await call(client, 'network_summary');
    expect(errorCode(broke)).toBe('NO_CREDITS');
    expect(await credits(rt, a)).toBe(0);
    await setCredits(rt, a, 100);
  });

  it('every call is in the log the user sees, with the token name as the client', async () => {
    const res = await rt.request('GET', '/api/tokens/calls', { cookie: a.cookie });
    const calls = (await res.json()) as { client: string; tool: string; ok: boolean; error_code: string | null; credits: number }[];
    expect(calls[0]).toMatchObject({ client: 'Claude Desktop', tool: 'network_summary', ok: false, error_code: 'NO_CREDITS', credits: 0 });
    expect(calls.some((c) => c.tool === 'log_interaction' && c.ok && c.credits === 0)).toBe(true);
    expect(calls.some((c) => c.tool === 'search_contacts' && c.ok && c.credits === 1)).toBe(true);

    // The admin usage page counts them.
    const admin = await signUp(rt);
    expect((await addAdminByEmail(rt.deps.db, admin.email)).status).toBe('added');
    const all = await rt.deps.db.select().from(mcpCalls);
    const usage = (await (await rt.request('GET', '/api/admin/usage', { cookie: admin.cookie })).json()) as {
      ai_clients: { calls: number; callers: number; failed: number };
    };
    expect(usage.ai_clients).toEqual({
      calls: all.length,
      callers: new Set(all.map((c) => c.userId)).size,
      failed: all.filter((c) => !c.ok).length,
    });
    expect(usage.ai_clients.calls).toBeGreaterThan(10);
  });

  it('refuses a write with a read-only token, and the REST API to any token', async () => {
    const ro = await makeToken(rt, a, 'read', 'Read-only script');
    const roClient = await connect(rt, ro.secret);
    const r = await call(roClient, 'log_interaction', { contact_id: a.ids['Amara Okafor'], kind: 'call', text: 'x' });
    expect(r.isError).toBe(true);
    expect(errorCode(r)).toBe('READ_ONLY_TOKEN');
    expect(r.content[0]!.text).toMatch(/read-only/);
    const timeline = (await (
      await rt.request('GET', `/api/contacts/${a.ids['Amara Okafor']}/interactions`, { cookie: a.cookie })
    ).json()) as {
      text: string;
    }[];
    expect(timeline.map((i) => i.text)).not.toContain('x');
    expect((await call(roClient, 'network_summary')).isError).toBeFalsy();
    await roClient.close();
    for (const [method, url] of [
      ['GET', '/api/tokens'],
      ['GET', '/api/contacts'],
      ['POST', '/api/tokens'],
    ] as const) {
      const res = await rt.request(method, url, {
        headers: { authorization: `Bearer ${ro.secret}` },
        json: method === 'POST' ? { name: 'x', scope: 'read', expires_in_days: null } : undefined,
      });
      expect(res.status).toBe(401);
    }
  });

  it("gives user B nothing of user A's: every tool with A's ids is not found, and B's search sees only B's network", async () => {
    const b = await trader(rt, []);
    const bClient = await connect(rt, (await makeToken(rt, b)).secret);
    const aId = a.ids['Chen Wei']!;
    for (const [tool, args] of [
      ['get_contact', { id: aId }],
      ['suggest_introductions', { contact_id: aId }],
      ['log_interaction', { contact_id: aId, kind: 'call', text: 'from B' }],
      ['update_contact_notes', { contact_id: aId, notes: 'from B', mode: 'replace' }],
    ] as const) {
      const r = await call(bClient, tool, args);
      expect(errorCode(r), tool).toBe('NOT_FOUND');
    }
    expect((await call(bClient, 'search_contacts', { products: ['copper cathode'] })).structuredContent).toMatchObject({ total: 0 });
    expect((await call(bClient, 'network_summary')).structuredContent).toMatchObject({ total: 0 });
    const chen = (await (await rt.request('GET', `/api/contacts/${aId}`, { cookie: a.cookie })).json()) as { notes: string };
    expect(chen.notes).toBe('Buys copper cathode, 2,000 t a month.');
    await bClient.close();
  });

  it('stops a revoked token at once, and an expired one', async () => {
    const t = await makeToken(rt, a, 'read', 'Soon revoked');
    const c = await connect(rt, t.secret);
    expect((await call(c, 'network_summary')).isError).toBeFalsy();
    expect((await rt.request('DELETE', `/api/tokens/${t.token.id}`, { cookie: a.cookie })).status).toBe(204);
    await expect(call(c, 'network_summary')).rejects.toThrow(/API token is required/);
    await expect(connect(rt, t.secret)).rejects.toThrow(/API token is required/);

    const e = await makeToken(rt, a, 'read', 'Expired');
    await rt.deps.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, e.token.id));
    await expect(connect(rt, e.secret)).rejects.toThrow(/API token is required/);
    const raw = await rt.app.request('/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{}',
    });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('answers malformed and hostile bodies with a 4xx, never a 500', async () => {
    const t = await makeToken(rt, a, 'read', 'Fuzz');
    const headers = {
      authorization: `Bearer ${t.secret}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    };
    for (const body of [
      '{"jsonrpc": ',
      '"\\u0000"',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_contact","arguments":{"id":"\\u0000"}}}',
    ]) {
      const res = await rt.app.request('/mcp', { method: 'POST', headers, body });
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
    }
    // Stateless: no stream to open, no session to end.
    for (const method of ['GET', 'DELETE']) {
      const res = await rt.app.request('/mcp', {
        method,
        headers: { authorization: `Bearer ${t.secret}`, accept: 'application/json, text/event-stream' },
      });
      expect(res.status, method).toBe(405);
    }
  });
});

describe('personal API tokens', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    rt = await createTestRuntime({ MCP_CALLS_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await rt.dispose();
  });

  it('shows the secret once, stores only its hash, lists without it, and lets only its owner revoke it', async () => {
    const a = await trader(rt, []);
    const b = await trader(rt, []);
    const made = await makeToken(rt, a, 'read');
    expect(made.secret).toMatch(/^tl_pat_[A-Za-z0-9_-]{43}$/);
    expect(made.secret.startsWith(made.token.prefix)).toBe(true);
    const [row] = await rt.deps.db.select().from(apiTokens).where(eq(apiTokens.id, made.token.id));
    expect(JSON.stringify(row)).not.toContain(made.secret);
    const list = await (await rt.request('GET', '/api/tokens', { cookie: a.cookie })).text();
    expect(list).toContain(made.token.id);
    expect(list).not.toContain(made.secret);
    expect(JSON.parse(list)[0]).toMatchObject({ name: 'Claude Desktop', scope: 'read', status: 'active', last_used_at: null });
    // User B sees none of A's tokens and cannot revoke them.
    expect(await (await rt.request('GET', '/api/tokens', { cookie: b.cookie })).json()).toEqual([]);
    expect((await rt.request('DELETE', `/api/tokens/${made.token.id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await rt.request('DELETE', '/api/tokens/not-a-uuid', { cookie: a.cookie })).status).toBe(404);
    expect((await rt.request('DELETE', `/api/tokens/${made.token.id}`, { cookie: a.cookie })).status).toBe(204);
    expect((await rt.request('DELETE', `/api/tokens/${made.token.id}`, { cookie: a.cookie })).status).toBe(404);
    expect(await (await rt.request('GET', '/api/tokens', { cookie: a.cookie })).json()).toEqual([]);
  });

  it('validates what a token is made with', async () => {
    const a = await trader(rt, []);
    for (const json of [
      { name: '', scope: 'read', expires_in_days: 30 },
      { name: 'x'.repeat(61), scope: 'read', expires_in_days: 30 },
      { name: 'ok', scope: 'admin', expires_in_days: 30 },
      { name: 'ok', scope: 'read', expires_in_days: 31 },
      { name: 'ok', scope: 'read' },
    ]) {
      const res = await rt.request('POST', '/api/tokens', { cookie: a.cookie, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_ERROR');
    }
    const forever = await rt.request('POST', '/api/tokens', {
      cookie: a.cookie,
      json: { name: 'ok', scope: 'read', expires_in_days: null },
    });
    expect(((await forever.json()) as { token: { expires_at: string | null } }).token.expires_at).toBeNull();
    expect((await rt.request('GET', '/api/tokens')).status).toBe(401);
  });

  it("a trialing account's reads take its demo AI uses, as the assistant's answers do: the sixth is refused", async () => {
    const a = await trader(rt, NETWORK.slice(0, 1), { trialing: true });
    const t = await makeToken(rt, a, 'read');
    for (let i = 0; i < 5; i++) {
      const c = await connect(rt, t.secret);
      const r = await call(c, 'network_summary');
      expect(r.isError, JSON.stringify(r)).toBeFalsy();
      await c.close();
      await rt.deps.db.execute(sql`delete from rate_limit where key = ${`mcp:pat:${t.token.id}`}`);
    }
    const c = await connect(rt, t.secret);
    expect(errorCode(await call(c, 'network_summary'))).toBe('DEMO_LIMIT_REACHED');
    await c.close();
  });

  it('limits the calls of one token per minute (a clear error), and another token is not held back', async () => {
    const a = await trader(rt);
    const c = await connect(rt, (await makeToken(rt, a, 'read')).secret);
    for (let i = 0; i < 3; i++) expect((await call(c, 'network_summary')).isError).toBeFalsy();
    const before = await credits(rt, a);
    const limited = await call(c, 'network_summary');
    expect(errorCode(limited)).toBe('RATE_LIMITED');
    expect(limited.structuredContent!.error).toMatchObject({ retry_after: expect.any(Number) });
    expect(await credits(rt, a)).toBe(before);
    const other = await connect(rt, (await makeToken(rt, a, 'read', 'Second')).secret);
    expect((await call(other, 'network_summary')).isError).toBeFalsy();
    const logged = await rt.deps.db.select().from(mcpCalls).where(eq(mcpCalls.userId, a.user.id));
    expect(logged).toHaveLength(4);
    await c.close();
    await other.close();
  });
});

describe.runIf(inject('dbDriver') === 'postgres')('personal tokens on two instances', () => {
  let one: TestRuntime;
  let two: SecondInstance;
  beforeAll(async () => {
    one = await createTestRuntime({ BETTER_AUTH_SECRET: SHARED_SECRET, MCP_CALLS_PER_MINUTE: '4' });
    two = await createSecondInstance(one);
  });
  afterAll(async () => {
    await two?.dispose();
    await one?.dispose();
  });

  /** The official client against the second instance's app. */
  const connectTo = async (app: SecondInstance['app'], secret: string) => {
    const client = new Client({ name: 'tradeloom-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${secret}` } },
        fetch: async (url, init) => app.request(String(url), init),
      }),
    );
    return client;
  };

  it('a token made on one instance works on the other, shares its rate limit, and a revoke on the first stops it on the second at once', async () => {
    const a = await trader(one);
    const t = await makeToken(one, a, 'read');
    const onOne = await connect(one, t.secret);
    const onTwo = await connectTo(two.app, t.secret);
    const found = await call(onTwo, 'search_contacts', { products: ['cocoa beans'] });
    expect(names(found.structuredContent!.contacts)).toEqual(['Amara Okafor', 'Bruno Keller']);
    // The first instance's limit (4 a minute) counts the calls of both: its own third call is the fifth.
    expect((await call(onOne, 'network_summary')).isError).toBeFalsy();
    expect((await call(onTwo, 'network_summary')).isError).toBeFalsy();
    expect((await call(onOne, 'network_summary')).isError).toBeFalsy();
    expect(errorCode(await call(onOne, 'network_summary'))).toBe('RATE_LIMITED');
    expect((await one.request('DELETE', `/api/tokens/${t.token.id}`, { cookie: a.cookie })).status).toBe(204);
    await expect(call(onTwo, 'network_summary')).rejects.toThrow(/API token is required/);
    await onOne.close();
    await onTwo.close();
  });
});
