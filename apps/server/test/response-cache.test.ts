import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BASE, createSecondInstance, createTestRuntime, type SecondInstance, SHARED_SECRET, signUp, type TestRuntime } from './harness.ts';

type ListBody = { total: number; items: { id: string; full_name: string }[] };

describe('cached contact reads', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    rt = await createTestRuntime();
  });
  afterAll(async () => {
    await rt.dispose();
  });
  const list = async (cookie: string, query = '?limit=60', headers: Record<string, string> = {}) =>
    rt.request('GET', `/api/contacts${query}`, { cookie, headers });
  const total = async (cookie: string, query = '?limit=60') => ((await (await list(cookie, query)).json()) as ListBody).total;

  it('answers a repeated read with the same ETag, compressed, and 304 to a browser that holds it', async () => {
    const { cookie } = await signUp(rt);
    const first = await list(cookie, '?limit=60', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(rt.deps.answers.size).toBeGreaterThan(0);
    const again = await list(cookie, '?limit=60', { 'accept-encoding': 'gzip' });
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(zlib.gunzipSync(Buffer.from(await again.arrayBuffer())).toString()) as ListBody;
    expect(body.items.length).toBe(60);
    const notModified = await list(cookie, '?limit=60', { 'if-none-match': etag! });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
  });

  it('shows a contact the moment it is created, changed or deleted', async () => {
    const { cookie } = await signUp(rt);
    const before = await total(cookie);
    // The demo network the user sees may hold namesakes: counted first, whatever it holds.
    const adeyemi = await total(cookie, '?q=adeyemi');
    const okeke = await total(cookie, '?q=okeke');
    const created = await rt.request('POST', '/api/contacts', { cookie, json: { full_name: 'Ngozi Adeyemi', company: 'Lagos Cocoa' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await total(cookie)).toBe(before + 1);
    expect(await total(cookie, '?q=adeyemi')).toBe(adeyemi + 1);
    expect((await rt.request('PATCH', `/api/contacts/${id}`, { cookie, json: { full_name: 'Ngozi Okeke' } })).status).toBe(200);
    expect(await total(cookie, '?q=adeyemi')).toBe(adeyemi);
    expect(await total(cookie, '?q=okeke')).toBe(okeke + 1);
    expect((await rt.request('DELETE', `/api/contacts/${id}`, { cookie })).status).toBe(204);
    expect(await total(cookie)).toBe(before);
  });

  it('follows changes made behind the API (a background job, another process) through the database', async () => {
    const { cookie, user } = await signUp(rt);
    await rt.request('POST', '/api/contacts', { cookie, json: { full_name: 'Lars Nygaard' } });
    expect(await total(cookie, '?q=nygaard')).toBe(1);
    await rt.deps.db.execute(sql`update contacts set full_name = 'Lars Berg' where user_id = ${user.id}`);
    await expect.poll(() => total(cookie, '?q=nygaard'), { timeout: 2000 }).toBe(0);
    // Demo mode switched off in the profile: the demo contacts leave the list and the facets.
    const withDemo = await total(cookie);
    expect(withDemo).toBeGreaterThan(1);
    const facets = async () => ((await (await rt.request('GET', '/api/contacts/facets', { cookie })).json()) as { total: number }).total;
    expect(await facets()).toBe(withDemo);
    await rt.deps.db.execute(sql`update profiles set demo_mode_enabled = false where id = ${user.id}`);
    await expect.poll(() => total(cookie), { timeout: 2000 }).toBe(1);
    await expect.poll(facets, { timeout: 2000 }).toBe(1);
  });

  it('drops every user’s answers when the shared demo contacts change', async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    const demoName = async (cookie: string) => ((await (await list(cookie, '?limit=1&sort=name')).json()) as ListBody).items[0]?.full_name;
    const first = await demoName(a.cookie);
    expect(await demoName(b.cookie)).toBe(first);
    await rt.deps.db.execute(
      sql`update contacts set full_name = 'Aaaa First' where user_id = 'tradeloom-demo' and lower(full_name) = lower(${first})`,
    );
    await expect.poll(() => demoName(a.cookie), { timeout: 2000 }).toBe('Aaaa First');
    await expect.poll(() => demoName(b.cookie), { timeout: 2000 }).toBe('Aaaa First');
  });

  it('never answers one user with another’s cached page', async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    await rt.request('POST', '/api/contacts', { cookie: a.cookie, json: { full_name: 'Only Mine' } });
    expect(await total(a.cookie, '?q=only%20mine')).toBe(1);
    expect(await total(b.cookie, '?q=only%20mine')).toBe(0);
  });
});

describe.runIf(inject('dbDriver') === 'postgres')('cached contact reads across instances', () => {
  let a: TestRuntime;
  let b: SecondInstance;
  beforeAll(async () => {
    a = await createTestRuntime({ BETTER_AUTH_SECRET: SHARED_SECRET });
    b = await createSecondInstance(a);
  });
  afterAll(async () => {
    await b.dispose();
    await a.dispose();
  });

  it('shows on one instance a contact created on the other', async () => {
    const { cookie } = await signUp(a);
    const onB = async () =>
      ((await (await b.app.request('/api/contacts?q=tanaka', { headers: { cookie, origin: BASE } })).json()) as ListBody).total;
    // The demo network the user sees may hold namesakes: counted first, whatever it holds.
    const before = await onB();
    expect(b.deps.answers.size).toBeGreaterThan(0);
    expect((await a.request('POST', '/api/contacts', { cookie, json: { full_name: 'Hiro Tanaka' } })).status).toBe(201);
    await expect.poll(onB, { timeout: 2000 }).toBe(before + 1);
  });
});
