/** What the insight engine is fed: the user's own contacts with their source of introduction and latest interactions. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, userCredits } from '../src/db/schema/index.ts';
import { loadEngineInteractions } from '../src/modules/contacts/interactions.service.ts';
import { networkOf } from '../src/modules/insights/insights.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);

describe('the engine’s network', () => {
  it('carries each own contact’s latest interactions, newest first, capped, and never another user’s', async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    const make = async (cookie: string, json: Record<string, unknown>) =>
      ((await (await rt.request('POST', '/api/contacts', { cookie, json })).json()) as { id: string }).id;
    const ana = await make(a.cookie, { full_name: 'Ana Silva', source_of_introduction: 'Maria at LME Week' });
    const quiet = await make(a.cookie, { full_name: 'Never Called' });
    const other = await make(b.cookie, { full_name: 'Someone Else' });
    const log = (cookie: string, id: string, kind: string, days: number, text = '') =>
      rt.request('POST', `/api/contacts/${id}/interactions`, { cookie, json: { kind, date: daysAgo(days), text } });
    for (let d = 30; d >= 1; d--) expect((await log(a.cookie, ana, d % 2 ? 'call' : 'email', d, `touch ${d}`)).status).toBe(201);
    expect((await log(b.cookie, other, 'meeting', 3)).status).toBe(201);

    const loaded = await loadEngineInteractions(rt.deps.db, [a.user.id], 5);
    expect([...loaded.keys()]).toEqual([ana]);
    expect(loaded.get(ana)!.map((i) => i.occurredOn)).toEqual([1, 2, 3, 4, 5].map(daysAgo));
    expect(loaded.get(ana)![0]).toEqual({ kind: 'call', occurredOn: daysAgo(1), text: 'touch 1' });

    const network = await networkOf(rt.deps.db, a.user.id);
    expect(network.map((c) => c.id).sort()).toEqual([ana, quiet].sort());
    const anaContact = network.find((c) => c.id === ana)!;
    expect(anaContact.sourceOfIntroduction).toBe('Maria at LME Week');
    expect(anaContact.interactions).toHaveLength(20);
    expect(network.find((c) => c.id === quiet)!.interactions).toEqual([]);
  });
});

describe('a scan of a network with logged interactions', () => {
  it('reconnects only the relationships silent by their last logged touch, and ends when nothing new is found', async () => {
    const s = await signUp(rt);
    await rt.deps.db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, s.user.id));
    await rt.deps.db.update(userCredits).set({ aiCredits: 100 }).where(eq(userCredits.userId, s.user.id));
    const make = async (json: Record<string, unknown>) =>
      ((await (await rt.request('POST', '/api/contacts', { cookie: s.cookie, json })).json()) as { id: string }).id;
    const deals = 'Did 3 cargoes of wheat with us in 2025.';
    // Silent by its last-contacted date, but called five days ago: not cold.
    const cleo = await make({
      full_name: 'Cleo Marsh',
      role: 'Buyer',
      commodities: 'Wheat',
      notes: deals,
      last_contacted_at: daysAgo(300),
    });
    // Silent for 200 days: cold, and worth a reminder.
    const dmitri = await make({
      full_name: 'Dmitri Orlov',
      role: 'Supplier',
      commodities: 'Wheat',
      notes: deals,
      last_contacted_at: daysAgo(200),
    });
    // Never contacted: not 'gone cold'.
    await make({ full_name: 'Noor Haddad', role: 'Supplier', commodities: 'Wheat', notes: deals });
    for (let i = 0; i < 8; i++)
      await make({ full_name: `Advisor ${i}`, role: 'Consultant', location: 'Geneva, Switzerland', last_contacted_at: daysAgo(5) });
    expect(
      (await rt.request('POST', `/api/contacts/${cleo}/interactions`, { cookie: s.cookie, json: { kind: 'call', date: daysAgo(5) } }))
        .status,
    ).toBe(201);

    const scan = async () =>
      (
        (await (await rt.request('POST', '/api/insights/scan', { cookie: s.cookie, json: { trigger_type: 'manual' } })).json()) as {
          new_insights_count: number;
        }
      ).new_insights_count;
    expect(await scan()).toBeGreaterThan(0);
    const listed = (await (await rt.request('GET', '/api/insights?limit=100', { cookie: s.cookie })).json()) as {
      items: { title: string; contact_ids: string[] }[];
    };
    const reconnect = listed.items.filter((i) => i.title.startsWith('Reconnect with'));
    expect(reconnect.map((i) => i.contact_ids[0])).toEqual([dmitri]);
    // Everything the engine is confident of was found the first time: the next scans add nothing.
    expect(await scan()).toBe(0);
    expect(await scan()).toBe(0);
  });
});
