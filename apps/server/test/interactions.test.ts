/** Relationship history: interactions move the last-contacted date and retire the contact's reminders. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, userCredits } from '../src/db/schema/index.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);

describe('relationship history', () => {
  it('logs interactions newest first and moves the last-contacted date only forward', async () => {
    const s = await signUp(rt);
    const created = await rt.request('POST', '/api/contacts', {
      cookie: s.cookie,
      json: { full_name: 'Ana Silva', last_contacted_at: daysAgo(300) },
    });
    const contact = (await created.json()) as { id: string; last_contacted_at: string };
    expect(contact.last_contacted_at).toBe(daysAgo(300));
    const log = (json: unknown) => rt.request('POST', `/api/contacts/${contact.id}/interactions`, { cookie: s.cookie, json });

    const call = await log({ kind: 'call', date: daysAgo(2), text: 'Discussed Q1 corn volumes' });
    expect(call.status).toBe(201);
    expect(await call.json()).toMatchObject({ kind: 'call', date: daysAgo(2), text: 'Discussed Q1 corn volumes' });
    expect((await log({ kind: 'meeting', date: daysAgo(30) })).status).toBe(201);
    const after = (await (await rt.request('GET', `/api/contacts/${contact.id}`, { cookie: s.cookie })).json()) as {
      last_contacted_at: string;
    };
    expect(after.last_contacted_at).toBe(daysAgo(2));
    const list = (await (await rt.request('GET', `/api/contacts/${contact.id}/interactions`, { cookie: s.cookie })).json()) as {
      kind: string;
    }[];
    expect(list.map((i) => i.kind)).toEqual(['call', 'meeting']);

    expect((await log({ kind: 'call', date: '2999-01-01' })).status).toBe(400);
    expect((await log({ kind: 'fax', date: daysAgo(1) })).status).toBe(400);
    expect(
      (await rt.request('PATCH', `/api/contacts/${contact.id}`, { cookie: s.cookie, json: { last_contacted_at: '2999-01-01' } })).status,
    ).toBe(400);
  });

  it('is the owner’s alone; demo contacts are read-only', async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    const { id } = (await (
      await rt.request('POST', '/api/contacts', { cookie: a.cookie, json: { full_name: 'Private Person' } })
    ).json()) as { id: string };
    expect(
      (await rt.request('POST', `/api/contacts/${id}/interactions`, { cookie: b.cookie, json: { kind: 'note', date: daysAgo(1) } })).status,
    ).toBe(404);
    expect((await rt.request('GET', `/api/contacts/${id}/interactions`, { cookie: b.cookie })).status).toBe(404);
    const demo = (await (await rt.request('GET', '/api/contacts?limit=1', { cookie: b.cookie })).json()) as {
      items: { id: string; is_demo: boolean }[];
    };
    expect(demo.items[0]!.is_demo).toBe(true);
    expect(
      (
        await rt.request('POST', `/api/contacts/${demo.items[0]!.id}/interactions`, {
          cookie: b.cookie,
          json: { kind: 'call', date: daysAgo(1) },
        })
      ).status,
    ).toBe(403);
  });

  it('takes a contact out of the reminders once a call is logged', async () => {
    const s = await signUp(rt);
    await rt.deps.db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, s.user.id));
    await rt.deps.db.update(userCredits).set({ aiCredits: 20 }).where(eq(userCredits.userId, s.user.id));
    const people = [
      {
        full_name: 'Ivan Petrov',
        role: 'Buyer',
        commodities: 'Copper cathode',
        location: 'Hamburg, Germany',
        last_contacted_at: daysAgo(300),
      },
      { full_name: 'Ana Silva', role: 'Producer', commodities: 'Cu cathodes', location: 'Santiago, Chile', last_contacted_at: daysAgo(10) },
      ...Array.from({ length: 9 }, (_, i) => ({ full_name: `Filler ${i}`, role: 'Consultant', last_contacted_at: daysAgo(5) })),
    ];
    const ids: string[] = [];
    for (const p of people)
      ids.push(((await (await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: p })).json()) as { id: string }).id);
    expect((await rt.request('POST', '/api/insights/scan', { cookie: s.cookie, json: { trigger_type: 'manual' } })).status).toBe(200);
    const reminders = async () =>
      (
        (await (await rt.request('GET', '/api/insights', { cookie: s.cookie })).json()) as {
          items: { title: string; insight_type: string }[];
        }
      ).items
        .filter((i) => i.insight_type === 'reminder')
        .map((i) => i.title);
    expect(await reminders()).toContain('Reconnect with Ivan Petrov');

    expect(
      (await rt.request('POST', `/api/contacts/${ids[0]}/interactions`, { cookie: s.cookie, json: { kind: 'call', date: daysAgo(0) } }))
        .status,
    ).toBe(201);
    expect(await reminders()).not.toContain('Reconnect with Ivan Petrov');
    expect((await rt.request('POST', '/api/insights/scan', { cookie: s.cookie, json: { trigger_type: 'manual' } })).status).toBe(200);
    expect(await reminders()).not.toContain('Reconnect with Ivan Petrov');
  });
});
