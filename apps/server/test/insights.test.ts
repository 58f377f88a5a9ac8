/** Scans, credits, the insight list and its actions, business priorities; each only ever the owner's. */
import { AUTO_SCAN_CREDITS, AUTO_SCAN_MESSAGES, MANUAL_SCAN_MAX_CREDITS, SCAN_MESSAGES } from '@tradeloom/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoScanRuns, creditLedger, profiles, userCredits } from '../src/db/schema/index.ts';
import { enqueueDueAutoScans, periodKey } from '../src/modules/insights/auto-scan.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
type Session = Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

const NETWORK = [
  { full_name: 'Ana Silva', role: 'Supplier', commodities: 'Yellow corn', location: 'Santos, Brazil' },
  { full_name: 'Wei Chen', role: 'Buyer', commodities: 'Maize', location: 'Shanghai, China' },
  { full_name: 'Omar Haddad', role: 'Trader', commodities: 'Urea', notes: 'Looking to buy granular urea for Q1.', location: 'Dubai' },
  { full_name: 'Lars Berg', role: 'Supplier', commodities: 'Urea 46%', location: 'Oslo, Norway' },
  { full_name: 'Mei Lin', role: 'Buyer', commodities: 'Copper cathodes', location: 'Shanghai, China' },
  { full_name: 'Ivan Petrov', role: 'Buyer', commodities: 'Cu cathode', location: 'Hamburg, Germany' },
  { full_name: 'Kofi Mensah', role: 'Consultant' },
  { full_name: 'Sofia Rossi', role: 'Supplier', commodities: 'SBM', location: 'Buenos Aires, Argentina' },
  { full_name: 'Hiro Tanaka', role: 'Buyer', commodities: 'Soybean meal', location: 'Tokyo, Japan' },
  { full_name: 'Nadia Karimi', role: 'Buyer', commodities: 'HRC', location: 'Istanbul, Turkey' },
  { full_name: 'Jonas Vogel', role: 'Supplier', commodities: 'Hot-rolled coil', location: 'Hamburg, Germany' },
];

async function trader(count = NETWORK.length): Promise<Session> {
  const s = await signUp(rt);
  // The user's own network only (a scan never reads the demo contacts anyway).
  await rt.deps.db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, s.user.id));
  for (const c of NETWORK.slice(0, count)) {
    const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: c });
    expect(res.status).toBe(201);
  }
  return s;
}
const setCredits = (s: Session, n: number) => rt.deps.db.update(userCredits).set({ aiCredits: n }).where(eq(userCredits.userId, s.user.id));
const credits = async (s: Session) =>
  (await rt.deps.db.select({ n: userCredits.aiCredits }).from(userCredits).where(eq(userCredits.userId, s.user.id)))[0]!.n;
const scan = (s: Session) => rt.request('POST', '/api/insights/scan', { cookie: s.cookie, json: { trigger_type: 'manual' } });
const list = async (s: Session, query = '') => {
  const res = await rt.request('GET', `/api/insights${query}`, { cookie: s.cookie });
  expect(res.status).toBe(200);
  return res.json() as Promise<{
    items: {
      id: string;
      title: string;
      priority: string;
      insight_type: string;
      is_read: boolean;
      rating: number | null;
      contact_ids: string[];
      contacts: { id: string; full_name: string }[];
    }[];
    nextCursor: string | null;
    counts: { all: number; unread: number; high: number };
  }>;
};

describe('a manual scan', () => {
  it('needs at least 10 of the user’s own contacts, and says so in the spec’s words', async () => {
    const s = await trader(9);
    const before = await credits(s);
    const res = await scan(s);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_ENOUGH_CONTACTS', message: SCAN_MESSAGES.notEnoughContacts } });
    expect(await credits(s)).toBe(before);
  });

  it('needs 5 credits, and says so in the spec’s words', async () => {
    const s = await trader();
    await setCredits(s, 4);
    const res = await scan(s);
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ error: { code: 'INSUFFICIENT_CREDITS', message: SCAN_MESSAGES.insufficientCredits } });
    expect(await credits(s)).toBe(4);
  });

  it('finds insights naming the user’s contacts, costs up to 5 credits with ledger rows, and never repeats itself', async () => {
    const s = await trader();
    await setCredits(s, 10);
    const res = await scan(s);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { new_insights_count: number; credits_spent: number; credits_remaining: number };
    expect(body.new_insights_count).toBeGreaterThan(3);
    expect(body.credits_spent).toBeGreaterThanOrEqual(1);
    expect(body.credits_spent).toBeLessThanOrEqual(MANUAL_SCAN_MAX_CREDITS);
    expect(body.credits_remaining).toBe(10 - body.credits_spent);
    expect(await credits(s)).toBe(body.credits_remaining);
    const ledger = await rt.deps.db.select().from(creditLedger).where(eq(creditLedger.userId, s.user.id));
    expect(ledger.filter((l) => l.reason === 'consume_scan' || l.reason === 'refund_scan').reduce((sum, l) => sum + l.delta, 0)).toBe(
      -body.credits_spent,
    );

    const { items, counts } = await list(s);
    const own = (await (await rt.request('GET', '/api/contacts?limit=60', { cookie: s.cookie })).json()) as {
      items: { id: string; full_name: string }[];
    };
    const ids = new Set(own.items.map((c) => c.id));
    const titles = items.map((i) => i.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Introduce Ana Silva to Wei Chen for Corn', 'Introduce Lars Berg to Omar Haddad for Urea']),
    );
    for (const i of items) for (const id of i.contact_ids) expect(ids.has(id)).toBe(true);
    const intro = items.find((i) => i.title === 'Introduce Ana Silva to Wei Chen for Corn')!;
    expect(intro.contacts.map((c) => c.full_name)).toEqual(['Ana Silva', 'Wei Chen']);
    expect(counts.all).toBe(items.length);
    // High before medium before low.
    const ranks = items.map((i) => ['high', 'medium', 'low'].indexOf(i.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const again = (await (await scan(s)).json()) as { new_insights_count: number };
    expect(again.new_insights_count).toBe(0);
    expect((await list(s)).counts.all).toBe(counts.all + 1); // only the new scan's summary
  });

  it('starts exactly one of 20 concurrent scans on 5 credits, and never goes below zero', async () => {
    const s = await trader();
    await setCredits(s, 5);
    const results = await Promise.all(Array.from({ length: 20 }, () => scan(s)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(statuses.filter((x) => x === 402)).toHaveLength(19);
    const left = await credits(s);
    expect(left).toBeGreaterThanOrEqual(0);
    const { rows } = (await rt.deps.db.execute(
      sql`select coalesce(sum(delta), 0)::int as sum from credit_ledger where user_id = ${s.user.id} and reason in ('consume_scan', 'refund_scan')`,
    )) as unknown as { rows: { sum: number }[] };
    const sum = rows[0]!.sum;
    expect(5 + sum).toBe(left);
  });
});

describe('the insight list and its actions', () => {
  let s: Session;
  beforeAll(async () => {
    s = await trader();
    await setCredits(s, 10);
    expect((await scan(s)).status).toBe(200);
  });

  it('pages through every insight once, in order, with the tab counts', async () => {
    const all = await list(s);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(s, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((i) => i.id));
    expect((await list(s, '?tab=high')).items.every((i) => i.priority === 'high')).toBe(true);
    expect((await list(s, '?tab=high')).items.length).toBe(all.counts.high);
    expect((await rt.request('GET', '/api/insights?cursor=nope', { cookie: s.cookie })).status).toBe(400);
  });

  it('marks read, rates (the last rating kept) and dismisses (hidden from every tab)', async () => {
    const before = await list(s);
    const [first, second] = before.items;
    expect((await rt.request('POST', `/api/insights/${first!.id}/read`, { cookie: s.cookie })).status).toBe(204);
    const afterRead = await list(s, '?tab=unread');
    expect(afterRead.items.map((i) => i.id)).not.toContain(first!.id);
    expect(afterRead.counts.unread).toBe(before.counts.unread - 1);

    expect((await rt.request('POST', `/api/insights/${first!.id}/rating`, { cookie: s.cookie, json: { rating: 5 } })).status).toBe(204);
    expect((await rt.request('POST', `/api/insights/${first!.id}/rating`, { cookie: s.cookie, json: { rating: 1 } })).status).toBe(204);
    expect((await list(s)).items.find((i) => i.id === first!.id)!.rating).toBe(1);
    expect((await rt.request('POST', `/api/insights/${first!.id}/rating`, { cookie: s.cookie, json: { rating: 3 } })).status).toBe(400);

    const dismiss = await rt.request('POST', `/api/insights/${second!.id}/dismiss`, {
      cookie: s.cookie,
      json: { reason: 'already_acted', comment: 'Done last week' },
    });
    expect(dismiss.status).toBe(204);
    const after = await list(s);
    expect(after.items.map((i) => i.id)).not.toContain(second!.id);
    expect(after.counts.all).toBe(before.counts.all - 1);
    // A later scan does not bring it back.
    await setCredits(s, 10);
    await scan(s);
    expect((await list(s)).items.map((i) => i.title)).not.toContain(second!.title);
  });

  it('is the owner’s alone: another user can neither see nor touch it', async () => {
    const other = await signUp(rt);
    const mine = (await list(s)).items[0]!;
    expect((await list(other)).counts.all).toBe(0);
    for (const [path, json] of [
      ['read', undefined],
      ['rating', { rating: 5 }],
      ['dismiss', { reason: 'not_relevant' }],
    ] as const) {
      const res = await rt.request('POST', `/api/insights/${mine.id}/${path}`, { cookie: other.cookie, ...(json ? { json } : {}) });
      expect(res.status, path).toBe(404);
    }
    expect((await list(s)).items.find((i) => i.id === mine.id)).toBeDefined();
    expect((await rt.request('GET', '/api/insights')).status).toBe(401);
  });
});

describe('business priorities', () => {
  it('adds with the spec’s rules, stores canonical commodity names, lists newest first and removes softly', async () => {
    const s = await signUp(rt);
    const empty = await rt.request('POST', '/api/priorities', { cookie: s.cookie, json: { priority_text: '   ' } });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain('Please describe your business priority');
    const twice = await rt.request('POST', '/api/priorities', {
      cookie: s.cookie,
      json: { priority_text: 'x', target_commodities: ['Urea', 'urea'] },
    });
    expect(twice.status).toBe(400);
    const badRegion = await rt.request('POST', '/api/priorities', {
      cookie: s.cookie,
      json: { priority_text: 'x', target_region: 'Mars' },
    });
    expect(badRegion.status).toBe(400);

    const a = await rt.request('POST', '/api/priorities', {
      cookie: s.cookie,
      json: {
        priority_text: 'Source yellow corn',
        target_commodities: ['Maize', 'SBM'],
        target_region: 'South America',
        deadline: '2027-03-31',
      },
    });
    expect(a.status).toBe(201);
    expect(await a.json()).toMatchObject({
      target_commodity: 'Corn, Soybean Meal',
      target_region: 'South America',
      deadline: '2027-03-31',
      is_active: true,
    });
    const b = (await (
      await rt.request('POST', '/api/priorities', { cookie: s.cookie, json: { priority_text: 'Find buyers for urea' } })
    ).json()) as { id: string };
    const listed = (await (await rt.request('GET', '/api/priorities', { cookie: s.cookie })).json()) as {
      id: string;
      priority_text: string;
    }[];
    expect(listed.map((p) => p.priority_text)).toEqual(['Find buyers for urea', 'Source yellow corn']);

    const other = await signUp(rt);
    expect((await rt.request('DELETE', `/api/priorities/${b.id}`, { cookie: other.cookie })).status).toBe(404);
    expect(((await (await rt.request('GET', '/api/priorities', { cookie: other.cookie })).json()) as unknown[]).length).toBe(0);
    expect((await rt.request('DELETE', `/api/priorities/${b.id}`, { cookie: s.cookie })).status).toBe(204);
    expect((await rt.request('DELETE', `/api/priorities/${b.id}`, { cookie: s.cookie })).status).toBe(404);
    expect(((await (await rt.request('GET', '/api/priorities', { cookie: s.cookie })).json()) as unknown[]).length).toBe(1);
  });
});

describe('auto-scans', () => {
  it('keys periods by day, ISO week and month', () => {
    const d = new Date('2026-11-23T12:00:00Z');
    expect(periodKey('daily', d)).toBe('2026-11-23');
    expect(periodKey('weekly', d)).toBe('2026-W48');
    expect(periodKey('monthly', d)).toBe('2026-11');
    expect(periodKey('weekly', new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53');
  });

  it('are for Professional and Power plans, and saved in the profile', async () => {
    const s = await signUp(rt);
    await rt.deps.db.update(profiles).set({ plan: 'free' }).where(eq(profiles.id, s.user.id));
    const refused = await rt.request('PUT', '/api/profile/auto-scan', { cookie: s.cookie, json: { enabled: true, frequency: 'daily' } });
    expect(refused.status).toBe(403);
    await rt.deps.db.update(profiles).set({ plan: 'professional' }).where(eq(profiles.id, s.user.id));
    const saved = await rt.request('PUT', '/api/profile/auto-scan', { cookie: s.cookie, json: { enabled: true, frequency: 'monthly' } });
    expect(saved.status).toBe(200);
    expect(await (await rt.request('GET', '/api/profile', { cookie: s.cookie })).json()).toMatchObject({
      auto_scan_enabled: true,
      auto_scan_frequency: 'monthly',
    });
    expect(
      (await rt.request('PUT', '/api/profile/auto-scan', { cookie: s.cookie, json: { enabled: true, frequency: 'hourly' } })).status,
    ).toBe(400);
  });

  it('run daily on Power Trader only: Professional is refused daily with a 403 and keeps its schedule', async () => {
    const s = await signUp(rt);
    const put = (json: unknown) => rt.request('PUT', '/api/profile/auto-scan', { cookie: s.cookie, json });
    const profile = async () => (await (await rt.request('GET', '/api/profile', { cookie: s.cookie })).json()) as Record<string, unknown>;
    await rt.deps.db.update(profiles).set({ plan: 'professional' }).where(eq(profiles.id, s.user.id));
    expect((await put({ enabled: true, frequency: 'weekly' })).status).toBe(200);

    const refused = await put({ enabled: true, frequency: 'daily' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'PLAN_REQUIRED', message: AUTO_SCAN_MESSAGES.dailyPlanRequired } });
    expect(await profile()).toMatchObject({ auto_scan_enabled: true, auto_scan_frequency: 'weekly' });
    // Switching off is never refused, whatever frequency the request carries.
    expect((await put({ enabled: false, frequency: 'daily' })).status).toBe(200);

    for (const plan of ['power_trader', 'power'] as const) {
      await rt.deps.db.update(profiles).set({ plan }).where(eq(profiles.id, s.user.id));
      expect((await put({ enabled: true, frequency: 'daily' })).status, plan).toBe(200);
      expect(await profile()).toMatchObject({ auto_scan_enabled: true, auto_scan_frequency: 'daily' });
    }
  });

  it('a daily schedule left from Power Trader runs weekly once the plan is Professional, and daily again after upgrading', async () => {
    const s = await signUp(rt);
    await rt.deps.db
      .update(profiles)
      .set({ plan: 'professional', autoScanEnabled: true, autoScanFrequency: 'daily' })
      .where(eq(profiles.id, s.user.id));
    expect(await (await rt.request('GET', '/api/profile', { cookie: s.cookie })).json()).toMatchObject({
      auto_scan_enabled: true,
      auto_scan_frequency: 'weekly',
    });
    const keys = async () =>
      (await rt.deps.db.select({ key: autoScanRuns.periodKey }).from(autoScanRuns).where(eq(autoScanRuns.userId, s.user.id)))
        .map((r) => r.key)
        .sort();
    // Monday to Wednesday of one ISO week: one weekly scan, not three daily ones.
    for (const day of ['2031-03-10', '2031-03-11', '2031-03-12']) await enqueueDueAutoScans(rt.deps.db, new Date(`${day}T09:00:00Z`));
    expect(await keys()).toEqual(['2031-W11']);

    await rt.deps.db.update(profiles).set({ plan: 'power_trader' }).where(eq(profiles.id, s.user.id));
    for (const day of ['2031-03-13', '2031-03-14']) await enqueueDueAutoScans(rt.deps.db, new Date(`${day}T09:00:00Z`));
    expect(await keys()).toEqual(['2031-03-13', '2031-03-14', '2031-W11']);
  });

  it('run once per user and period however many runners look, and cost fewer credits than a manual scan', async () => {
    const s = await trader();
    await setCredits(s, 10);
    await rt.deps.db.update(profiles).set({ autoScanEnabled: true, autoScanFrequency: 'weekly' }).where(eq(profiles.id, s.user.id));
    const now = new Date();
    const claimed = await Promise.all([enqueueDueAutoScans(rt.deps.db, now), enqueueDueAutoScans(rt.deps.db, now)]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    // Every due job (other tests' geocoding jobs may be ahead of it in the queue).
    while ((await rt.deps.jobs.runDueJobs()) > 0);
    const runs = await rt.deps.db.select().from(autoScanRuns).where(eq(autoScanRuns.userId, s.user.id));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ outcome: 'ok', periodKey: periodKey('weekly', now) });
    expect(runs[0]!.newInsights).toBeGreaterThan(0);
    const spent = 10 - (await credits(s));
    expect(spent).toBeGreaterThanOrEqual(1);
    expect(spent).toBeLessThanOrEqual(AUTO_SCAN_CREDITS);
    expect(AUTO_SCAN_CREDITS).toBeLessThan(MANUAL_SCAN_MAX_CREDITS);
    // The same period again: nothing.
    expect(await enqueueDueAutoScans(rt.deps.db, now)).toBe(0);
    while ((await rt.deps.jobs.runDueJobs()) > 0);
    expect(10 - (await credits(s))).toBe(spent);
    expect((await list(s)).items.some((i) => i.insight_type === 'manual_scan')).toBe(false);
  });
});
