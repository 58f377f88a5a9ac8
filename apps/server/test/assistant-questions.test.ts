/**
 * The assistant over HTTP on what issue 24 asks of it: the network cache reads each contact's logged
 * interactions and source of introduction, an interaction just logged changes the next answer (the
 * cache drops), and an answer of more than ten contacts carries chips for all of them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationMembers, organisations, profiles, userCredits } from '../src/db/schema/index.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

interface Answer {
  response: string;
  contact_ids: string[];
  contacts: { id: string; full_name: string; company: string | null }[];
  credits_remaining: number;
}

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

describe('the assistant reads interactions and introductions', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    rt = await createTestRuntime();
  });
  afterAll(async () => {
    await rt.dispose();
  });

  async function trader(network: Record<string, unknown>[]) {
    const s = await signUp(rt);
    await rt.deps.db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, s.user.id));
    // A paying organisation with credits to spare: the trial's few assistant answers would run out.
    const [member] = await rt.deps.db.select().from(organisationMembers).where(eq(organisationMembers.userId, s.user.id));
    await rt.deps.db.update(organisations).set({ subscriptionStatus: 'active' }).where(eq(organisations.id, member!.orgId));
    await rt.deps.db.update(userCredits).set({ aiCredits: 100 }).where(eq(userCredits.userId, s.user.id));
    const ids: Record<string, string> = {};
    for (const c of network) {
      const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: c });
      expect(res.status).toBe(201);
      ids[c.full_name as string] = ((await res.json()) as { id: string }).id;
    }
    return { ...s, ids };
  }
  const ask = async (s: { cookie: string }, message: string) => {
    const res = await rt.request('POST', '/api/ai/chat', { cookie: s.cookie, json: { message, conversation_history: [] } });
    expect(res.status).toBe(200);
    return (await res.json()) as Answer;
  };
  const log = async (s: { cookie: string }, id: string, date: string, text = '') => {
    const res = await rt.request('POST', `/api/contacts/${id}/interactions`, { cookie: s.cookie, json: { kind: 'call', date, text } });
    expect(res.status).toBe(201);
  };

  it('answers time questions from logged interactions, and the next answer sees an interaction just logged', async () => {
    const s = await trader([
      { full_name: 'Ingrid Halvorsen', role: 'Trader', commodities: 'Urea', notes: 'sells urea granular', location: 'Oslo, Norway' },
      { full_name: 'Pierre Dubois', role: 'Buyer', commodities: 'Urea', location: 'Lyon, France' },
      { full_name: 'Omar Haddad', role: 'Broker', commodities: 'DAP', location: 'Dubai' },
    ]);
    await log(s, s.ids['Ingrid Halvorsen']!, daysAgo(200), 'offered granular');
    await log(s, s.ids['Pierre Dubois']!, daysAgo(150));
    const silent = await ask(s, "who haven't I spoken to in 3 months?");
    expect(new Set(silent.contact_ids)).toEqual(new Set([s.ids['Ingrid Halvorsen'], s.ids['Pierre Dubois']]));
    // Omar was never contacted: not '3 months'.
    expect(silent.contact_ids).not.toContain(s.ids['Omar Haddad']);
    expect(silent.response).toContain('the most valuable first');
    expect((await ask(s, 'who did I talk to last week?')).contact_ids).toEqual([]);
    await log(s, s.ids['Pierre Dubois']!, daysAgo(1), 'wants 5kt in March');
    expect((await ask(s, 'who did I talk to last week?')).contact_ids).toEqual([s.ids['Pierre Dubois']]);
    expect((await ask(s, "who haven't I spoken to in 3 months?")).contact_ids).toEqual([s.ids['Ingrid Halvorsen']]);
    expect((await ask(s, 'who sells urea in Europe?')).contact_ids).toEqual([s.ids['Ingrid Halvorsen']]);
    // An event named only in an interaction's text.
    await log(s, s.ids['Omar Haddad']!, daysAgo(3), 'Met at Argus Fertilizer Europe conference');
    expect((await ask(s, 'who did I meet at Argus Fertilizer Europe?')).contact_ids).toEqual([s.ids['Omar Haddad']]);
  });

  it('answers who introduced whom from the source of introduction', async () => {
    const s = await trader([
      { full_name: 'Chen Wei', role: 'Buyer', commodities: 'Copper cathode', source_of_introduction: 'Maria Santos (LME dinner)' },
      { full_name: 'Raj Patel', role: 'Buyer', commodities: 'Copper cathode', source_of_introduction: 'LinkedIn' },
      { full_name: 'Maria Santos', role: 'Broker', commodities: 'Copper cathode' },
    ]);
    expect((await ask(s, 'who did Maria introduce me to?')).contact_ids).toEqual([s.ids['Chen Wei']]);
    expect((await ask(s, 'who came via LinkedIn?')).contact_ids).toEqual([s.ids['Raj Patel']]);
  });

  it('gives chips for every contact of a long answer, and lists ten names in its text', async () => {
    const network = Array.from({ length: 14 }, (_, i) => ({
      full_name: `Buyer ${String.fromCharCode(65 + i)}${String.fromCharCode(97 + i)}son`,
      role: 'Buyer',
      commodities: 'Cocoa beans',
      location: 'Amsterdam, Netherlands',
    }));
    const s = await trader(network);
    const a = await ask(s, 'who buys cocoa?');
    expect(a.contact_ids).toHaveLength(14);
    expect(a.contacts).toHaveLength(14);
    expect(a.response.match(/^\d+\. /gm)).toHaveLength(10);
    expect(a.response).toContain('and 4 more contacts');
  });
});
