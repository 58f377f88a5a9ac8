import { DEMO_CONTACT_READ_ONLY } from '@tradeloom/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index.ts';
import { DEMO_USER_ID, setDemoMode } from '../src/modules/demo/demo.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

type Session = Awaited<ReturnType<typeof signUp>>;
interface ContactBody {
  id: string;
  full_name: string;
  is_demo: boolean;
  user_id: string;
  commodities: string | null;
  location: string | null;
  notes: string | null;
}
interface Page {
  items: ContactBody[];
  nextCursor: string | null;
  total: number;
}

/** A user with demo mode off, so lists hold only what the test made. */
async function soloUser(): Promise<Session> {
  const s = await signUp(rt);
  await setDemoMode(rt.deps.db, s.user.id, false);
  return s;
}

async function add(s: Session, body: Record<string, unknown>): Promise<ContactBody> {
  const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: body });
  expect(res.status).toBe(201);
  return res.json();
}

async function list(s: Session, query = ''): Promise<Page> {
  const res = await rt.request('GET', `/api/contacts${query}`, { cookie: s.cookie });
  expect(res.status).toBe(200);
  return res.json();
}

describe('contacts of one user are theirs alone', () => {
  let a: Session;
  let b: Session;
  let contact: ContactBody;
  beforeAll(async () => {
    a = await soloUser();
    b = await soloUser();
    contact = await add(a, { full_name: 'Ana Costa', company: 'Cerrado Grains', commodities: 'Soybeans, Corn' });
  });

  it('lets the owner list, read and count the contact', async () => {
    expect((await list(a)).items.map((c) => c.id)).toEqual([contact.id]);
    const res = await rt.request('GET', `/api/contacts/${contact.id}`, { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ full_name: 'Ana Costa', user_id: a.user.id, is_demo: false });
    expect(await (await rt.request('GET', '/api/contacts/count', { cookie: a.cookie })).json()).toEqual({ count: 1 });
  });

  it('hides it from another user: not listed, and 404 on read, update and delete', async () => {
    const page = await list(b);
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
    expect(await (await rt.request('GET', '/api/contacts/count', { cookie: b.cookie })).json()).toEqual({ count: 0 });
    for (const [method, json] of [
      ['GET', undefined],
      ['PATCH', { full_name: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await rt.request(method, `/api/contacts/${contact.id}`, { cookie: b.cookie, json });
      expect(res.status).toBe(404);
      expect((await res.json()).error).toMatchObject({ code: 'NOT_FOUND', message: 'Contact not found' });
    }
    const still = await rt.request('GET', `/api/contacts/${contact.id}`, { cookie: a.cookie });
    expect((await still.json()).full_name).toBe('Ana Costa');
  });

  it('answers 404, not an error, for ids that are not uuids', async () => {
    const res = await rt.request('GET', '/api/contacts/not-a-uuid', { cookie: a.cookie });
    expect(res.status).toBe(404);
  });

  it('needs a session', async () => {
    for (const url of ['/api/contacts', `/api/contacts/${contact.id}`, '/api/contacts/facets', '/api/contacts/count']) {
      expect((await rt.request('GET', url)).status).toBe(401);
    }
    expect((await rt.request('POST', '/api/contacts', { json: { full_name: 'X' } })).status).toBe(401);
  });

  it('ignores a user_id in the body: the owner is the session user', async () => {
    const c = await add(b, { full_name: 'Mine', user_id: a.user.id });
    expect(c.user_id).toBe(b.user.id);
  });
});

describe('create, update, delete', () => {
  it('updates only the fields sent, and deletes', async () => {
    const s = await soloUser();
    const c = await add(s, { full_name: 'Lena Weber', company: 'Elbe Metals', role: 'Buyer', client_email: 'lena@elbe.de' });
    const res = await rt.request('PATCH', `/api/contacts/${c.id}`, { cookie: s.cookie, json: { title: 'Head of Sourcing' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ full_name: 'Lena Weber', company: 'Elbe Metals', role: 'Buyer', title: 'Head of Sourcing' });
    const del = await rt.request('DELETE', `/api/contacts/${c.id}`, { cookie: s.cookie });
    expect(del.status).toBe(204);
    expect((await rt.request('GET', `/api/contacts/${c.id}`, { cookie: s.cookie })).status).toBe(404);
  });

  it.each([
    ['no full name', { company: 'Acme' }],
    ['a blank full name', { full_name: '   ' }],
    ['a bad e-mail', { full_name: 'X', client_email: 'not-an-email' }],
    ['a latitude out of range', { full_name: 'X', latitude: 123 }],
    ['a foreign temp upload', { full_name: 'X', attachments: ['someone-else/temp/1-ab.pdf'] }],
  ])('refuses %s with 400 in the error shape', async (_label, body) => {
    const s = await soloUser();
    const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: body });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error).toMatchObject({ code: expect.any(String), message: expect.any(String), requestId: expect.any(String) });
    expect((await list(s)).total).toBe(0);
  });

  it('refuses malformed JSON with 400', async () => {
    const s = await soloUser();
    const res = await rt.request('POST', '/api/contacts', {
      cookie: s.cookie,
      body: '{"full_name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBeTruthy();
  });

  it('records add_notes the first time a contact is saved with notes, and only once', async () => {
    const s = await soloUser();
    const events = () =>
      rt.deps.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.userId, s.user.id), eq(auditEvents.event, 'add_notes')));
    const c = await add(s, { full_name: 'No Notes Yet' });
    expect(await events()).toHaveLength(0);
    await rt.request('PATCH', `/api/contacts/${c.id}`, { cookie: s.cookie, json: { notes: '   ' } });
    expect(await events()).toHaveLength(0);
    await rt.request('PATCH', `/api/contacts/${c.id}`, { cookie: s.cookie, json: { notes: 'Wants 50kt CIF Qingdao' } });
    await add(s, { full_name: 'Second', notes: 'More notes' });
    const rows = await events();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.orgId).toBeTruthy();
    expect(rows[0]!.meta).toEqual({});
  });
});

describe('search, filters and pages', () => {
  let s: Session;
  beforeAll(async () => {
    s = await soloUser();
    await add(s, {
      full_name: 'Maria Okafor',
      company: 'Lagos Energy',
      client_email: 'maria@lagos-energy.ng',
      location: 'Lagos, Nigeria',
      commodities: 'Crude Oil (Brent), LNG',
    });
    await add(s, { full_name: 'Tom Becker', company: 'Hanse Steel', location: 'Hamburg, Germany', commodities: 'Steel (HRC), Iron Ore' });
    await add(s, { full_name: 'Wei Chen', company: 'Huaxin Metals', location: 'Shanghai, China', commodities: 'Copper, Iron Ore' });
    await add(s, { full_name: 'Priya Nair', company: 'Straits Agri', location: 'Singapore, Singapore', commodities: 'Palm Oil, Sugar' });
    await add(s, { full_name: 'Percent 100% Man', company: 'Under_Score Ltd', commodities: 'Gold' });
    await add(s, { full_name: 'Gold Digger', company: 'Goldfields Ltd', location: 'Hamburg, Germany', commodities: 'Golden Syrup' });
  });
  const names = (p: Page) => p.items.map((c) => c.full_name).sort();

  it('matches name, company, e-mail, location and commodities, ignoring case', async () => {
    expect(names(await list(s, '?q=OKAFOR'))).toEqual(['Maria Okafor']);
    expect(names(await list(s, '?q=huaxin'))).toEqual(['Wei Chen']);
    expect(names(await list(s, '?q=lagos-energy.ng'))).toEqual(['Maria Okafor']);
    expect(names(await list(s, '?q=hamburg'))).toEqual(['Gold Digger', 'Tom Becker']);
    expect(names(await list(s, '?q=iron%20ore'))).toEqual(['Tom Becker', 'Wei Chen']);
    expect(names(await list(s, '?q=palm'))).toEqual(['Priya Nair']);
    const none = await list(s, '?q=zzzz');
    expect(none).toEqual({ items: [], nextCursor: null, total: 0, matchedBy: 'exact' });
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect(names(await list(s, '?q=100%25'))).toEqual(['Percent 100% Man']);
    expect(names(await list(s, '?q=under_score'))).toEqual(['Percent 100% Man']);
    expect((await list(s, '?q=%25')).total).toBe(1);
    expect((await list(s, '?q=_')).total).toBe(1);
  });

  it('filters by whole commodities (any of those chosen)', async () => {
    expect(names(await list(s, '?commodity=Gold'))).toEqual(['Percent 100% Man']);
    expect(names(await list(s, '?commodity=iron%20ore'))).toEqual(['Tom Becker', 'Wei Chen']);
    expect(names(await list(s, '?commodity=Copper&commodity=Sugar'))).toEqual(['Priya Nair', 'Wei Chen']);
    expect(names(await list(s, '?commodity=Copper|Sugar'))).toEqual(['Priya Nair', 'Wei Chen']);
  });

  it('needs both the commodity and the location filter to match, and the search too', async () => {
    expect(names(await list(s, '?location=Hamburg,%20Germany'))).toEqual(['Gold Digger', 'Tom Becker']);
    expect(names(await list(s, '?location=Hamburg,%20Germany&commodity=Iron%20Ore'))).toEqual(['Tom Becker']);
    expect(names(await list(s, '?location=Hamburg,%20Germany&location=Shanghai,%20China&commodity=Iron%20Ore'))).toEqual([
      'Tom Becker',
      'Wei Chen',
    ]);
    expect((await list(s, '?location=Lagos,%20Nigeria&commodity=Iron%20Ore')).total).toBe(0);
    expect(names(await list(s, '?q=wei&commodity=Iron%20Ore'))).toEqual(['Wei Chen']);
  });

  it('counts values for the Filters dropdown', async () => {
    const res = await rt.request('GET', '/api/contacts/facets', { cookie: s.cookie });
    const facets = await res.json();
    expect(facets.total).toBe(6);
    expect(facets.commodities).toContainEqual({ value: 'Iron Ore', count: 2 });
    expect(facets.commodities).toContainEqual({ value: 'Gold', count: 1 });
    expect(facets.locations[0]).toEqual({ value: 'Hamburg, Germany', count: 2 });
    expect(facets.locations).toHaveLength(4);
  });

  it('pages newest change first, each contact once, and a changed contact moves to the top', async () => {
    const p = await soloUser();
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await add(p, { full_name: `Page Person ${i}` })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await list(p, `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.total).toBe(7);
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());

    await rt.request('PATCH', `/api/contacts/${made[0]}`, { cookie: p.cookie, json: { company: 'Now first' } });
    expect((await list(p, '?limit=1')).items[0]!.id).toBe(made[0]);
  });

  it('refuses a forged cursor', async () => {
    const res = await rt.request('GET', '/api/contacts?cursor=bm9wZQ', { cookie: s.cookie });
    expect(res.status).toBe(400);
  });
});

describe('demo mode', () => {
  it('lists the demo contacts, flagged and read-only, only while demo mode is on', async () => {
    const s = await signUp(rt);
    const own = await add(s, { full_name: 'My Own Contact' });
    const on = await list(s, '?limit=200');
    expect(on.total).toBeGreaterThanOrEqual(241);
    expect(on.items[0]!.id).toBe(own.id);
    const demo = on.items.find((c) => c.is_demo)!;
    expect(demo.user_id).toBe(DEMO_USER_ID);
    expect(on.items.filter((c) => !c.is_demo).map((c) => c.id)).toEqual([own.id]);
    expect((await rt.request('GET', `/api/contacts/${demo.id}`, { cookie: s.cookie })).status).toBe(200);

    for (const [method, json] of [
      ['PATCH', { full_name: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await rt.request(method, `/api/contacts/${demo.id}`, { cookie: s.cookie, json });
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(DEMO_CONTACT_READ_ONLY);
    }
    expect((await rt.request('GET', `/api/contacts/${demo.id}`, { cookie: s.cookie })).status).toBe(200);
    // Own count excludes the demo contacts.
    expect(await (await rt.request('GET', '/api/contacts/count', { cookie: s.cookie })).json()).toEqual({ count: 1 });

    await setDemoMode(rt.deps.db, s.user.id, false);
    const off = await list(s, '?limit=200');
    expect(off.items.map((c) => c.id)).toEqual([own.id]);
    expect(off.total).toBe(1);
    expect((await rt.request('GET', `/api/contacts/${demo.id}`, { cookie: s.cookie })).status).toBe(404);
  });

  it('pages through own and demo contacts together without repeats', async () => {
    const s = await signUp(rt);
    for (let i = 0; i < 3; i++) await add(s, { full_name: `Mixed ${i}` });
    const ids: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    for (let guard = 0; guard < 20; guard++) {
      const page: Page = await list(s, `?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      total = page.total;
      ids.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  it('the demo account cannot sign in', async () => {
    const res = await rt.request('POST', '/api/auth/sign-in/email', { json: { email: 'demo@tradeloom.app', password: 'anything-at-all' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token=') && !c.includes('session_token=;'))).toBe(false);
  });
});

describe('commodities', () => {
  it('lists active commodities by name and searches name or symbol from 2 characters', async () => {
    const s = await soloUser();
    const all = await (await rt.request('GET', '/api/commodities', { cookie: s.cookie })).json();
    const namesInOrder = all.map((c: { name: string }) => c.name);
    expect(namesInOrder.length).toBeGreaterThan(40);
    expect(namesInOrder).toEqual([...namesInOrder].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
    const search = async (q: string) =>
      (await (await rt.request('GET', `/api/commodities/search?q=${encodeURIComponent(q)}`, { cookie: s.cookie })).json()).map(
        (c: { name: string }) => c.name,
      );
    expect(await search('crude')).toEqual(['Crude Oil (Brent)', 'Crude Oil (WTI)']);
    expect(await search('XAU')).toEqual(['Gold']);
    expect(await search(' g ')).toEqual([]);
  });
});
