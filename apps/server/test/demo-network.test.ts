/**
 * The demo network as a server holds it: an older network (a data directory from before) is replaced
 * whole at start, without breaking what users got that named its people; its dates are kept current;
 * and its logged calls are shown to the users who see it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiInsights, chatMessages, contactInteractions, contacts, demoNetworkState, profiles } from '../src/db/schema/index.ts';
import { DEMO_USER_ID, ensureDemoAccount } from '../src/modules/demo/demo.service.ts';
import { DEMO_CONTACT_COUNT, DEMO_NETWORK_VERSION } from '../src/modules/demo/demo-network.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const demoRows = () => rt.deps.db.select().from(contacts).where(eq(contacts.userId, DEMO_USER_ID));
const person = async (name: string) => (await demoRows()).find((c) => c.fullName === name)!;

describe('the stored demo network', () => {
  it('replaces the network of an older version whole; insights and answers that named its people still load', async () => {
    const db = rt.deps.db;
    const s = await signUp(rt);
    // A data directory from before: the first generator's network, and no version written.
    await db.delete(demoNetworkState);
    await db.delete(contacts).where(eq(contacts.userId, DEMO_USER_ID));
    const [old] = await db
      .insert(contacts)
      .values({
        userId: DEMO_USER_ID,
        fullName: 'Thabo Nkosi',
        company: 'Bushveld Copper Mining (Pty) Ltd',
        role: 'Supplier',
        commodities: 'Tin, Lean Hogs',
      })
      .returning();
    await db.insert(aiInsights).values({
      userId: s.user.id,
      title: 'Reconnect with Thabo Nkosi',
      description: 'No contact for 120 days.',
      insightType: 'reminder',
      priority: 'medium',
      contactIds: [old!.id],
      dedupeKey: `reminder:cold:${old!.id}`,
    });
    await db
      .insert(chatMessages)
      .values({ userId: s.user.id, role: 'assistant', content: 'Thabo Nkosi sells tin.', contactIds: [old!.id], source: 'built_in' });

    expect(await ensureDemoAccount(db)).toBe(DEMO_CONTACT_COUNT);
    const rows = await demoRows();
    expect(rows).toHaveLength(DEMO_CONTACT_COUNT);
    expect(rows.some((c) => c.id === old!.id || c.company?.includes('Bushveld Copper Mining'))).toBe(false);
    expect(await db.select({ version: demoNetworkState.version, day: demoNetworkState.datedOn }).from(demoNetworkState)).toEqual([
      { version: DEMO_NETWORK_VERSION, day: isoDay(new Date()) },
    ]);
    const [logged] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactInteractions)
      .where(eq(contactInteractions.userId, DEMO_USER_ID));
    expect(logged!.n).toBeGreaterThan(DEMO_CONTACT_COUNT / 2);
    expect(rows.filter((c) => c.lastContactedAt !== null).length).toBeGreaterThan(DEMO_CONTACT_COUNT / 2);

    const insights = await rt.request('GET', '/api/insights', { cookie: s.cookie });
    expect(insights.status).toBe(200);
    expect(((await insights.json()) as { items: { title: string; contacts: unknown[] }[] }).items).toEqual([
      expect.objectContaining({ title: 'Reconnect with Thabo Nkosi', contacts: [] }),
    ]);
    const messages = await rt.request('GET', '/api/ai/chat/messages', { cookie: s.cookie });
    expect(messages.status).toBe(200);
    expect(((await messages.json()) as { messages: { contacts: unknown[] }[] }).messages).toEqual([
      expect.objectContaining({ content: 'Thabo Nkosi sells tin.', contacts: [] }),
    ]);

    // The same version is kept as it is at the next start.
    expect(await ensureDemoAccount(db)).toBe(0);
    expect((await demoRows()).map((c) => c.id).sort()).toEqual(rows.map((c) => c.id).sort());
  });

  it('moves the dates up once they lag a week behind, so the relationships read as they did', async () => {
    const db = rt.deps.db;
    const today = new Date();
    const olena = await person('Olena Kovalenko');
    const lastCall = olena.lastContactedAt!;
    const gap = Math.round((Date.parse(isoDay(today)) - Date.parse(lastCall)) / DAY);

    // Three days on: nothing moves.
    const soon = new Date(today.getTime() + 3 * DAY);
    expect(await ensureDemoAccount(db, soon)).toBe(0);
    expect((await person('Olena Kovalenko')).lastContactedAt).toBe(lastCall);

    // Thirty days on: the last call is as many days back as before, and so is the logged one.
    const later = new Date(today.getTime() + 30 * DAY);
    expect(await ensureDemoAccount(db, later)).toBe(0);
    const moved = await person('Olena Kovalenko');
    expect(moved.lastContactedAt).toBe(isoDay(new Date(Date.parse(isoDay(later)) - gap * DAY)));
    expect(moved.id).toBe(olena.id);
    expect(moved.createdAt.getTime() - olena.createdAt.getTime()).toBe(30 * DAY);
    const log = await db
      .select({ on: contactInteractions.occurredOn })
      .from(contactInteractions)
      .where(and(eq(contactInteractions.contactId, olena.id), eq(contactInteractions.userId, DEMO_USER_ID)));
    expect(log.map((l) => l.on)).toContain(moved.lastContactedAt);
    expect((await db.select({ day: demoNetworkState.datedOn }).from(demoNetworkState))[0]!.day).toBe(isoDay(later));
  });

  it('shows a demo contact’s logged calls to a user in demo mode, and hides the contact once demo mode is off', async () => {
    const s = await signUp(rt);
    const karim = await person('Karim Mansour');
    const res = await rt.request('GET', `/api/contacts/${karim.id}/interactions`, { cookie: s.cookie });
    expect(res.status).toBe(200);
    const log = (await res.json()) as { kind: string; date: string; text: string }[];
    expect(log.length).toBeGreaterThanOrEqual(2);
    expect(log[0]).toMatchObject({ kind: 'call', date: karim.lastContactedAt });
    expect(log[0]!.text).toMatch(/wheat/);

    await rt.deps.db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, s.user.id));
    expect((await rt.request('GET', `/api/contacts/${karim.id}/interactions`, { cookie: s.cookie })).status).toBe(404);
  });
  it('offers questions that name people the user sees: the demo’s in demo mode, only the user’s own otherwise', async () => {
    const db = rt.deps.db;
    const demoNames = (await demoRows()).map((c) => c.fullName);
    const suggestions = async (cookie: string) => {
      const res = await rt.request('GET', '/api/ai/chat/suggestions', { cookie });
      expect(res.status).toBe(200);
      return ((await res.json()) as { suggestions: string[] }).suggestions;
    };
    const named = (questions: string[]) => questions.flatMap((q) => /(?:introduce|about) (.+?)(?: to\?|$)/.exec(q)?.[1] ?? []);

    const trial = await signUp(rt);
    const inDemo = await suggestions(trial.cookie);
    expect(inDemo).toHaveLength(3);
    expect(named(inDemo).length).toBeGreaterThan(0);
    for (const name of named(inDemo)) expect(demoNames).toContain(name);

    // Demo mode off and no contacts yet: questions without names.
    const empty = await signUp(rt);
    await db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, empty.user.id));
    expect(await suggestions(empty.cookie)).toEqual(['Summarise my network', 'Who should I reconnect with?', 'What can you do?']);

    // Demo mode off with a seller and a buyer of their own: their names, never a demo person's.
    const own = await signUp(rt);
    await db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, own.user.id));
    for (const json of [
      { full_name: 'Ivan Petrov', role: 'Supplier', company: 'Azov Nitrogen', commodities: 'Urea', location: 'Odesa, Ukraine' },
      { full_name: 'Priya Nair', role: 'Buyer', company: 'Kerala Agro Inputs', commodities: 'Urea', location: 'Mumbai, India' },
    ]) {
      expect((await rt.request('POST', '/api/contacts', { cookie: own.cookie, json })).status).toBe(201);
    }
    const mine = await suggestions(own.cookie);
    expect(named(mine)).toContain('Ivan Petrov');
    for (const name of named(mine)) expect(['Ivan Petrov', 'Priya Nair']).toContain(name);
    for (const q of mine) for (const name of demoNames) expect(q).not.toContain(name);

    expect((await rt.request('GET', '/api/ai/chat/suggestions')).status).toBe(401);
  });
});
