/** The list's role filter, orders with exact cursors, strict cursors and filter caps, and typo-tolerant search. */
import { CONTACT_CURSOR_MAX_LENGTH, CONTACT_FILTER_MAX_VALUES, CONTACT_SORTS, type ContactSort } from '@tradeloom/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, profiles } from '../src/db/schema/index.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
type Session = Awaited<ReturnType<typeof signUp>>;
let s: Session;
let other: Session;

interface Item {
  id: string;
  full_name: string;
  company: string | null;
  updated_at: string;
  is_demo: boolean;
}
interface Page {
  items: Item[];
  nextCursor: string | null;
  total: number;
  matchedBy: 'exact' | 'fuzzy';
}

const list = async (who: Session, query: string): Promise<Page> => {
  const res = await rt.request('GET', `/api/contacts${query}`, { cookie: who.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};

const PEOPLE: Record<string, unknown>[] = [
  { full_name: 'Zoe Adler', company: 'Baltic Grain', role: 'Broker', location: 'Rotterdam, Netherlands', commodities: 'Wheat' },
  { full_name: 'adam Brandt', company: 'Elbe Metals', role: 'Supplier', location: 'Hamburg, Germany', commodities: 'Copper' },
  { full_name: 'Mei Chen', company: null, role: 'Buyer', location: 'Shanghai, China', commodities: 'Copper, Iron Ore' },
  { full_name: 'Lars Berg', company: 'aurora Steel', role: 'Financier', location: 'Oslo, Norway', commodities: 'Steel' },
  { full_name: 'Omar Haddad', company: '', role: 'broker', location: 'Dubai, United Arab Emirates', commodities: 'Crude Oil' },
  { full_name: 'Ana Silva', company: 'Baltic Grain', role: 'Trader', location: 'Santos, Brazil', commodities: 'Sugar' },
  { full_name: 'Émile Roux', company: 'Lyon Agri', role: 'Agent', location: 'Lyon, France', commodities: 'Wheat' },
];

beforeAll(async () => {
  rt = await createTestRuntime();
  s = await signUp(rt);
  other = await signUp(rt);
  // Only the user's own contacts, so the orders are checked on a known set (the demo network is off).
  await rt.deps.db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, s.user.id));
  for (const p of PEOPLE) {
    const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: p });
    expect(res.status).toBe(201);
  }
  // Someone else's broker in Rotterdam: never visible to s, by any filter, order or fuzzy match.
  await rt.request('POST', '/api/contacts', {
    cookie: other.cookie,
    json: { full_name: 'Hidden Brokerage', role: 'Broker', location: 'Rotterdam, Netherlands', company: 'Aardvark' },
  });
});
afterAll(async () => {
  await rt.dispose();
});

/** Every page of a listing, following the cursors. */
async function all(query: string, limit = 2, who: Session = s): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 500; i++) {
    const page: Page = await list(who, `${query}${query.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    items.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return items;
}

describe('role filter', () => {
  it('matches the whole role, in any letter case, with several roles as OR and with the other filters as AND', async () => {
    expect((await all('?role=Broker')).map((i) => i.full_name).sort()).toEqual(['Omar Haddad', 'Zoe Adler']);
    expect((await all('?role=Broker&role=Financier')).map((i) => i.full_name).sort()).toEqual(['Lars Berg', 'Omar Haddad', 'Zoe Adler']);
    expect((await all('?role=Broker&location=Rotterdam,%20Netherlands')).map((i) => i.full_name)).toEqual(['Zoe Adler']);
    expect((await all('?role=Broke')).length).toBe(0);
  });

  it('lists the roles in the facets with their counts', async () => {
    const facets = await (await rt.request('GET', '/api/contacts/facets', { cookie: s.cookie })).json();
    // 'Broker' and 'broker' are one role, named as the form names it.
    expect(facets.roles).toContainEqual({ value: 'Broker', count: 2 });
    expect(facets.roles).toContainEqual({ value: 'Financier', count: 1 });
    expect(facets.roles.map((r: { value: string }) => r.value)).not.toContain('Hidden Brokerage');
  });
});

describe('commodity and location filters', () => {
  it('match whole entries of a list however it is spaced, and a whole location in any case', async () => {
    const who = await signUp(rt);
    await rt.deps.db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, who.user.id));
    // Written as an import or an older client might have left them: no space, extra spaces, a trailing comma.
    await rt.deps.db.insert(contacts).values([
      {
        userId: who.user.id,
        fullName: 'Spaced List',
        commodities: 'Gold,Silver ,  Copper Cathode,',
        location: '  rotterdam, NETHERLANDS ',
      },
      { userId: who.user.id, fullName: 'Near Miss', commodities: 'Goldfields, Silverware', location: 'Rotterdam Port, Netherlands' },
    ]);
    const names = async (query: string) => (await all(query, 10, who)).map((i) => i.full_name);
    expect(await names('?commodity=silver')).toEqual(['Spaced List']);
    expect(await names('?commodity=Copper%20Cathode')).toEqual(['Spaced List']);
    expect((await names('?commodity=GOLD&commodity=Silverware')).sort()).toEqual(['Near Miss', 'Spaced List']);
    expect(await names('?commodity=copper')).toEqual([]);
    expect(await names('?location=Rotterdam,%20Netherlands')).toEqual(['Spaced List']);
    expect(await names('?location=Rotterdam')).toEqual([]);
  });
});

describe('orders', () => {
  const expected: Record<ContactSort, (items: typeof PEOPLE) => string[]> = {
    newest: (items) => [...items].reverse().map((p) => p.full_name as string),
    name: (items) =>
      [...items]
        .map((p) => p.full_name as string)
        .sort((a, b) => Buffer.compare(Buffer.from(a.toLowerCase()), Buffer.from(b.toLowerCase()))),
    company: () => ['Lars Berg', 'Zoe Adler', 'Ana Silva', 'adam Brandt', 'Émile Roux', 'Mei Chen', 'Omar Haddad'],
    // No strength computed yet: all tie (-1), in id order; checked as a set below.
    strength: (items) => items.map((p) => p.full_name as string).sort(),
  };

  it.each(CONTACT_SORTS)('%s: every contact once, in order, across pages of every size', async (sort) => {
    for (const limit of [1, 2, 3, 7, 60]) {
      const names = (await all(`?sort=${sort}`, limit)).map((i) => i.full_name);
      if (sort === 'company') {
        // Same company: either order is right, but blanks come last and nothing repeats.
        expect(names.slice(0, 5).sort()).toEqual(expected.company(PEOPLE).slice(0, 5).sort());
        expect(names.slice(5).sort()).toEqual(['Mei Chen', 'Omar Haddad']);
        expect(names.indexOf('Lars Berg')).toBe(0);
      } else if (sort === 'strength') {
        expect([...names].sort()).toEqual(expected.strength(PEOPLE));
      } else {
        expect(names).toEqual(expected[sort](PEOPLE));
      }
      expect(new Set(names).size).toBe(PEOPLE.length);
    }
  });

  it('merges own and demo contacts in every order, and pages past names of any length and script', async () => {
    const mixed = await signUp(rt); // demo mode on: the demo network's 240 contacts beside these
    const long = ['中'.repeat(200), 'É'.repeat(200), `a${'\u0001'.repeat(199)}`, 'Zz Last'];
    for (const name of long) {
      const res = await rt.request('POST', '/api/contacts', { cookie: mixed.cookie, json: { full_name: name, company: name } });
      expect(res.status).toBe(201);
    }
    for (const sort of CONTACT_SORTS) {
      const total = (await list(mixed, `?sort=${sort}&limit=1`)).total;
      expect(total).toBeGreaterThan(long.length);
      const big = await all(`?sort=${sort}`, 200, mixed);
      expect((await all(`?sort=${sort}`, 9, mixed)).map((i) => i.id)).toEqual(big.map((i) => i.id));
      expect(new Set(big.map((i) => i.id)).size).toBe(total);
      expect(big.filter((i) => !i.is_demo)).toHaveLength(long.length);
    }
    // Pages of one: every long name and company is a page's last row, so its cursor must be readable.
    await rt.deps.db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, mixed.user.id));
    for (const sort of CONTACT_SORTS) expect(await all(`?sort=${sort}`, 1, mixed)).toHaveLength(long.length);
  });

  it('keeps a reported total on every page', async () => {
    const first = await list(s, '?sort=name&limit=2');
    const second = await list(s, `?sort=name&limit=2&cursor=${first.nextCursor}`);
    expect(first.total).toBe(PEOPLE.length);
    expect(second.total).toBe(PEOPLE.length);
  });
});

describe('cursors and filter lists are checked strictly', () => {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const id = '00000000-0000-4000-8000-000000000000';

  it.each([
    ['garbage', 'not-a-cursor'],
    ['an out-of-range number', b64(['newest', ['99999999999999999999'], id, 1])],
    ['a huge total', b64(['newest', ['1'], id, 1e300])],
    ['another order', b64(['name', ['a'], id, 1])],
    ['a wrong key count', b64(['company', ['true'], id, 1])],
    ['a bad id', b64(['newest', ['1'], 'x', 1])],
    ['a NUL in a key', b64(['name', ['a\u0000'], id, 1])],
    ['a lone surrogate in a key', b64(['name', ['a\ud800'], id, 1])],
    ['a cursor too long', b64(['name', ['a'.repeat(CONTACT_CURSOR_MAX_LENGTH)], id, 1])],
  ])('answers 400 for %s', async (_what, cursor) => {
    const res = await rt.request('GET', `/api/contacts?cursor=${cursor}`, { cookie: s.cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBeTruthy();
  });

  it(`answers 400 for more than ${CONTACT_FILTER_MAX_VALUES} values in one filter, or a value too long`, async () => {
    const many = Array.from({ length: CONTACT_FILTER_MAX_VALUES + 1 }, (_, i) => `commodity=c${i}`).join('&');
    const res = await rt.request('GET', `/api/contacts?${many}`, { cookie: s.cookie });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(`At most ${CONTACT_FILTER_MAX_VALUES} values per filter`);
    expect((await rt.request('GET', `/api/contacts?role=${'x'.repeat(201)}`, { cookie: s.cookie })).status).toBe(400);
    const fine = Array.from({ length: CONTACT_FILTER_MAX_VALUES }, (_, i) => `location=l${i}`).join('&');
    expect((await rt.request('GET', `/api/contacts?${fine}`, { cookie: s.cookie })).status).toBe(200);
  });
});

describe('typo-tolerant search', () => {
  it.each([
    ['brokr', ['Omar Haddad', 'Zoe Adler']],
    ['Rotterdm', ['Zoe Adler']],
    ['coppr', ['Mei Chen', 'adam Brandt']],
    ['haddd', ['Omar Haddad']],
  ])('falls back to close matches for %s, and says so', async (q, names) => {
    const page = await list(s, `?q=${q}`);
    expect(page.matchedBy).toBe('fuzzy');
    expect(page.items.map((i) => i.full_name).sort()).toEqual([...names].sort());
    expect(page.items.every((i) => !i.full_name.includes('Hidden'))).toBe(true);
  });

  it('answers exact matches when there are any, and nothing for a word like no other', async () => {
    expect((await list(s, '?q=broker')).matchedBy).toBe('exact');
    const none = await list(s, '?q=qqxxzzvv');
    expect(none).toMatchObject({ items: [], total: 0, matchedBy: 'exact' });
  });

  it('keeps the filters on close matches', async () => {
    const page = await list(s, '?q=brokr&location=Dubai,%20United%20Arab%20Emirates');
    expect(page.items.map((i) => i.full_name)).toEqual(['Omar Haddad']);
  });
});
