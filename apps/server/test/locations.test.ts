import { GEOCODE_DELAY_MS } from '@tradeloom/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, jobs } from '../src/db/schema/index.ts';
import { DEMO_USER_ID } from '../src/modules/demo/demo.service.ts';
import { prefixRowsRanked, resolveLocation, shortPrefixRows } from '../src/modules/locations/locations.service.ts';
import { foldDiacritics } from '../src/modules/locations/place-names.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
let cookie: string;
beforeAll(async () => {
  rt = await createTestRuntime({}, { cities: true });
  cookie = (await signUp(rt)).cookie;
});
afterAll(async () => {
  await rt.dispose();
});

interface Place {
  id: number;
  city: string;
  country: string;
  display_name: string;
  lat: number;
  lng: number;
  location_name: string;
}
const search = async (q: string, limit?: number): Promise<Place[]> => {
  const res = await rt.request('GET', `/api/locations?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
};

describe('location search', () => {
  it('ranks two or three letters from the prefix indexes exactly as over every matching name', async () => {
    // Common and rare prefixes, exact short names ('ba', 'san'), non-ASCII names ('sã', 'mü', 'ør').
    for (const text of [
      'ba',
      'sa',
      'san',
      'lo',
      'lon',
      'pa',
      'par',
      'ne',
      'new',
      'zu',
      'zq',
      'mü',
      'sã',
      'ør',
      'xi',
      'al-',
      'st.',
      'tok',
      'qi',
    ]) {
      const q = text.toLowerCase();
      const qa = foldDiacritics(q);
      for (const limit of [1, 8]) {
        const fast = (await shortPrefixRows(rt.deps.db, q, qa, limit)).map((r) => r.id);
        const full = (await prefixRowsRanked(rt.deps.db, q, qa, limit)).map((r) => r.id);
        expect(fast, `"${text}" limit ${limit}`).toEqual(full);
      }
    }
  });

  it('puts Singapore first for "singa"', async () => {
    const [first] = await search('singa');
    expect(first).toMatchObject({
      city: 'Singapore',
      country: 'Singapore',
      display_name: 'Singapore, Singapore',
      location_name: 'Singapore, Singapore',
    });
    expect(first!.lat).toBeCloseTo(1.29, 1);
    expect(first!.lng).toBeCloseTo(103.85, 1);
  });

  it('finds Geneva, Switzerland (GeoNames: Genève) for "gene", first once the name is clear, and by its local name', async () => {
    const top3 = (await search('gene', 3)).map((p) => p.display_name);
    expect(top3).toContain('Geneva, Switzerland');
    expect((await search('genev'))[0]!.display_name).toBe('Geneva, Switzerland');
    expect((await search('Genève'))[0]!.display_name).toBe('Geneva, Switzerland');
    // The Swiss city ranks above the smaller US Genevas.
    const genevas = (await search('geneva')).filter((p) => p.city === 'Geneva');
    expect(genevas[0]!.country).toBe('Switzerland');
    expect(genevas.length).toBeGreaterThan(3);
  });

  it('ranks an exact name above longer names, and names the US state', async () => {
    const [houston] = await search('houston');
    expect(houston!.display_name).toBe('Houston, Texas, United States');
    expect(houston!.location_name).toBe('Houston, United States');
    expect((await search('paris'))[0]!.display_name).toBe('Paris, France');
  });

  it('falls back to words inside names, then anywhere, after the prefixes', async () => {
    const names = (await search('janeiro')).map((p) => p.city);
    expect(names[0]).toBe('Rio de Janeiro');
    const sao = await search('sao paulo');
    expect(sao[0]!.city).toBe('São Paulo');
  });

  it('needs 2 trimmed characters and caps the list at 50 (or the limit asked)', async () => {
    expect(await search(' s ')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(await search('ba')).toHaveLength(50);
    expect(await search('ba', 5)).toHaveLength(5);
    const over = await rt.request('GET', '/api/locations?q=ba&limit=51', { cookie });
    expect(over.status).toBe(400);
    expect((await rt.request('GET', '/api/locations?q=ba')).status).toBe(401);
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
  });
});

describe('geocoding', () => {
  it('resolves free text to the right city', async () => {
    const db = rt.deps.db;
    const rotterdam = await resolveLocation(db, 'Rotterdam, Netherlands');
    expect(rotterdam?.cityId).toBe(2747891);
    expect((await resolveLocation(db, 'Rotterdam, USA'))?.cityId).not.toBe(2747891);
    expect((await resolveLocation(db, 'Houston, Texas'))?.cityId).toBe(4699066);
    expect((await resolveLocation(db, 'Geneva'))?.cityId).toBe(2660646);
    expect((await resolveLocation(db, 'London, UK'))?.cityId).toBe(2643743);
    expect(await resolveLocation(db, 'Xqzvillé, Nowhere')).toBeNull();
  });

  it('reads the trade’s shorthand for a town, and its names in other languages, unless the text names another country', async () => {
    const db = rt.deps.db;
    const city = async (text: string) => (await resolveLocation(db, text))?.cityId;
    expect(await city('Khi')).toBe(1174872); // Karachi
    expect(await city('Dar')).toBe(160263); // Dar es Salaam
    expect(await city('Dar, Tanzania')).toBe(160263);
    expect(await city('GVA')).toBe(2660646); // Geneva
    expect(await city('Ginebra')).toBe(2660646);
    expect(await city('N.Ganj')).toBe(1185155); // Narayanganj
    expect(await city('Joburg')).toBe(993800); // Johannesburg
    expect(await city('Lubum')).toBe(922704); // Lubumbashi
    // A country named beside it wins: 'Alex' is Alexandria in Egypt, not in Virginia; 'Alex, USA' is not read as Egypt.
    expect(await city('Alex')).toBe(361058);
    expect(await city('Alex, USA')).not.toBe(361058);
  });

  it('places a contact saved with location text 3 s later, in a background job', async () => {
    const s = await signUp(rt);
    const res = await rt.request('POST', '/api/contacts', {
      cookie: s.cookie,
      json: { full_name: 'Jan Visser', location: 'Rotterdam, Netherlands' },
    });
    const created = await res.json();
    expect(created).toMatchObject({ city_id: null, latitude: null, longitude: null });
    const [job] = await rt.deps.db.select().from(jobs).where(eq(jobs.kind, 'geocode')).orderBy(jobs.id);
    expect(job).toBeTruthy();

    const now = Date.now();
    expect(await rt.deps.jobs.runDueJobs(new Date(now + GEOCODE_DELAY_MS - 1000))).toBe(0);
    expect(await rt.deps.jobs.runDueJobs(new Date(now + GEOCODE_DELAY_MS + 1000))).toBeGreaterThanOrEqual(1);
    const placed = await (await rt.request('GET', `/api/contacts/${created.id}`, { cookie: s.cookie })).json();
    expect(placed.city_id).toBe(2747891);
    expect(placed.latitude).toBeCloseTo(51.92, 1);
    expect(placed.longitude).toBeCloseTo(4.48, 1);
  });

  it('does what the client says: a location with a place keeps it, a location alone is geocoded once, no location changes nothing', async () => {
    const s = await signUp(rt);
    const jobsFor = async (id: string) =>
      (await rt.deps.db.select().from(jobs).where(eq(jobs.status, 'queued'))).filter(
        (j) => (j.payload as { contactId?: string }).contactId === id,
      );
    const [singapore] = await search('singapore');
    const res = await rt.request('POST', '/api/contacts', {
      cookie: s.cookie,
      json: { full_name: 'Picked', location: singapore!.location_name, city_id: singapore!.id },
    });
    const c = await res.json();
    expect(c).toMatchObject({ city_id: singapore!.id, latitude: singapore!.lat, longitude: singapore!.lng });
    expect(await jobsFor(c.id)).toEqual([]);

    // Typed text, no place: coordinates cleared and exactly one geocode queued.
    const moved = await rt.request('PATCH', `/api/contacts/${c.id}`, { cookie: s.cookie, json: { location: 'Hamburg, Germany' } });
    expect(await moved.json()).toMatchObject({ location: 'Hamburg, Germany', city_id: null, latitude: null, longitude: null });
    expect(await jobsFor(c.id)).toHaveLength(1);
    await rt.deps.jobs.runDueJobs(new Date(Date.now() + GEOCODE_DELAY_MS + 1000));
    const [row] = await rt.deps.db.select().from(contacts).where(eq(contacts.id, c.id));
    expect(row!.cityId).toBe(2911298);

    // Coordinates sent with the text are kept as given, nothing queued.
    const exact = await rt.request('PATCH', `/api/contacts/${c.id}`, {
      cookie: s.cookie,
      json: { location: 'Hamburg port', latitude: 53.54, longitude: 9.97 },
    });
    expect(await exact.json()).toMatchObject({ location: 'Hamburg port', city_id: null, latitude: 53.54, longitude: 9.97 });
    expect(await jobsFor(c.id)).toEqual([]);

    // A change that does not send the location leaves location and coordinates alone.
    const renamed = await rt.request('PATCH', `/api/contacts/${c.id}`, { cookie: s.cookie, json: { company: 'Elbe Metals' } });
    expect(await renamed.json()).toMatchObject({ location: 'Hamburg port', latitude: 53.54, longitude: 9.97, company: 'Elbe Metals' });
    expect(await jobsFor(c.id)).toEqual([]);

    // A new contact with typed text gets one job, not two.
    const typed = await (
      await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: { full_name: 'Typed', location: 'Rotterdam, Netherlands' } })
    ).json();
    expect(await jobsFor(typed.id)).toHaveLength(1);
  });

  it('queues all unplaced contacts of the user with POST /api/geocode/auto', async () => {
    const s = await signUp(rt);
    for (const location of ['Mumbai, India', 'Perth, Australia', 'Nowhere Special']) {
      const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: { full_name: location, location } });
      expect(res.status).toBe(201);
    }
    const res = await rt.request('POST', '/api/geocode/auto', { cookie: s.cookie });
    expect(await res.json()).toEqual({ success: true, queued: 3 });
    await rt.deps.jobs.runDueJobs(new Date());
    const rows = await rt.deps.db.select().from(contacts).where(eq(contacts.userId, s.user.id));
    const byLocation = Object.fromEntries(rows.map((r) => [r.location, r.cityId]));
    expect(byLocation).toEqual({ 'Mumbai, India': 1275339, 'Perth, Australia': 2063523, 'Nowhere Special': null });
    expect((await rt.request('POST', '/api/geocode/auto')).status).toBe(401);
  });

  it('places the demo contacts on real trading hubs from the cities table', async () => {
    const rows = await rt.deps.db.select().from(contacts).where(eq(contacts.userId, DEMO_USER_ID));
    expect(rows.length).toBeGreaterThanOrEqual(240);
    expect(rows.filter((r) => r.cityId === null).map((r) => r.location)).toEqual([]);
    const geneva = rows.find((r) => r.location === 'Geneva, Switzerland');
    expect(geneva?.cityId).toBe(2660646);
    expect(new Set(rows.map((r) => r.cityId)).size).toBeGreaterThanOrEqual(15);
  });
});
