/** The Network Map's data: contacts by city, their legend group, filters, the user's own only, and the map-opened record. */
import { markerSize } from '@tradeloom/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, organisationMembers, profiles, trialUsage } from '../src/db/schema/index.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

interface MapCity {
  key: string;
  name: string;
  count: number;
  group: string;
  top_commodity: string | null;
  latitude: number;
  longitude: number;
  contacts: { id: string; full_name: string; company: string | null }[];
}
interface MapAnswer {
  total: number;
  with_coordinates: number;
  cities: MapCity[];
  tiles: unknown;
}

const SINGAPORE = { location: 'Singapore', latitude: 1.2897, longitude: 103.8501 };
const HOUSTON = { location: 'Houston, Texas', latitude: 29.7633, longitude: -95.3633 };
const ZUG = { location: 'Zug, Switzerland', latitude: 47.1662, longitude: 8.5155 };

async function trader(contacts: Record<string, unknown>[]) {
  const s = await signUp(rt);
  await rt.deps.db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, s.user.id));
  for (const c of contacts) {
    const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: c });
    expect(res.status).toBe(201);
  }
  return s;
}
const map = async (cookie: string, query = '') => {
  const res = await rt.request('GET', `/api/map${query}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as MapAnswer;
};

describe('GET /api/map', () => {
  it('aggregates the contacts by city, coloured by the most frequent commodity group, with 3 key contacts', async () => {
    const s = await trader([
      { full_name: 'Aiko Tan', commodities: 'Copper cathodes', ...SINGAPORE, last_contacted_at: '2026-11-01' },
      { full_name: 'Ravi Menon', commodities: 'Zinc, Cu cathode', ...SINGAPORE, last_contacted_at: '2026-10-01' },
      { full_name: 'Lee Wong', commodities: 'Brent', ...SINGAPORE, last_contacted_at: '2026-09-01' },
      { full_name: 'Tan Boon', commodities: 'Nickel', ...SINGAPORE },
      { full_name: 'Jake Miller', commodities: 'WTI, LNG', ...HOUSTON },
      { full_name: 'Nora Keller', commodities: 'Wheat', ...ZUG },
      { full_name: 'Null Island', commodities: 'Gold', location: 'Nowhere', latitude: 0, longitude: 0 },
      { full_name: 'No Place', commodities: 'Gold' },
    ]);
    const m = await map(s.cookie);
    expect(m.total).toBe(8);
    expect(m.with_coordinates).toBe(6);
    expect(m.cities.map((c) => c.count)).toEqual([4, 1, 1]);
    const sg = m.cities[0]!;
    expect(sg.name).toBe('Singapore');
    expect(sg.group).toBe('base_metals');
    expect(sg.top_commodity).toBe('Copper Cathode');
    expect(sg.contacts.map((c) => c.full_name)).toEqual(['Aiko Tan', 'Ravi Menon', 'Lee Wong']);
    expect(sg.latitude).toBeCloseTo(1.2897, 3);
    expect(m.cities.find((c) => c.name === 'Houston')?.group).toBe('oil_gas');
    expect(m.cities.find((c) => c.name === 'Zug')?.group).toBe('agriculture');
    expect(m.tiles).toBeNull();
    expect(markerSize(sg.count)).toBe(52);
    expect(markerSize(10)).toBe(60);
  });

  it('applies the contacts screen’s search and filters', async () => {
    const s = await trader([
      { full_name: 'Aiko Tan', company: 'Straits Metals', commodities: 'Copper cathodes', ...SINGAPORE },
      { full_name: 'Lee Wong', commodities: 'Brent', ...SINGAPORE },
      { full_name: 'Jake Miller', commodities: 'WTI', ...HOUSTON },
    ]);
    const byCommodity = await map(s.cookie, '?commodity=Brent&commodity=WTI');
    expect(byCommodity.total).toBe(2);
    expect(byCommodity.cities.map((c) => [c.name, c.count]).sort()).toEqual([
      ['Houston', 1],
      ['Singapore', 1],
    ]);
    const byText = await map(s.cookie, '?q=straits');
    expect(byText.cities).toHaveLength(1);
    expect(byText.cities[0]!.contacts[0]!.full_name).toBe('Aiko Tan');
    const byPlace = await map(s.cookie, `?location=${encodeURIComponent('Houston, Texas')}`);
    expect(byPlace.cities.map((c) => c.name)).toEqual(['Houston']);
    const none = await map(s.cookie, '?q=zzzz-nothing');
    expect(none).toMatchObject({ total: 0, with_coordinates: 0, cities: [] });
  });

  it('shows only the user’s own contacts (and the demo network while demo mode is on)', async () => {
    const a = await trader([{ full_name: 'Mine Only', commodities: 'Cocoa', ...ZUG }]);
    const b = await trader([{ full_name: 'Theirs Only', commodities: 'Cocoa', ...ZUG }]);
    const seen = JSON.stringify(await map(a.cookie));
    expect(seen).toContain('Mine Only');
    expect(seen).not.toContain('Theirs Only');
    expect(JSON.stringify(await map(b.cookie))).not.toContain('Mine Only');
    await rt.deps.db.update(profiles).set({ demoModeEnabled: true }).where(eq(profiles.id, a.user.id));
    // Written straight to the database, the change reaches the cached answer through the change feed
    // (on PostgreSQL a moment later, over its own connection).
    await expect.poll(async () => (await map(a.cookie)).total, { timeout: 5000 }).toBeGreaterThan(200);
    const withDemo = await map(a.cookie);
    expect(withDemo.total).toBeGreaterThan(200);
    expect(withDemo.cities.length).toBeGreaterThan(10);
    expect((await rt.request('GET', '/api/map')).status).toBe(401);
  });

  it('refuses bad filters with a 400', async () => {
    const s = await trader([]);
    const res = await rt.request('GET', `/api/map?q=${'x'.repeat(300)}`, { cookie: s.cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });
});

describe('POST /api/map/open', () => {
  it('records consume_map and counts a map load on the trial', async () => {
    const s = await trader([]);
    const first = await rt.request('POST', '/api/map/open', { cookie: s.cookie });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ map_loads_used: 1, trial_map_limit: 10 });
    const second = (await (await rt.request('POST', '/api/map/open', { cookie: s.cookie })).json()) as { map_loads_used: number };
    expect(second.map_loads_used).toBe(2);
    const [events] = await rt.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, s.user.id), eq(auditEvents.event, 'consume_map')));
    expect(events!.n).toBe(2);
    const [member] = await rt.deps.db.select().from(organisationMembers).where(eq(organisationMembers.userId, s.user.id));
    const [usage] = await rt.deps.db.select().from(trialUsage).where(eq(trialUsage.orgId, member!.orgId));
    expect(usage!.mapLoadsUsed).toBe(2);
    expect((await rt.request('POST', '/api/map/open')).status).toBe(401);
  });
});
