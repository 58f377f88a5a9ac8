/**
 * A keep-in-touch cadence set or changed (one contact, or in bulk) brings that contact's cadence
 * reminder in line at once (issue 27 item 4, decision 041), without waiting for the daily
 * 'relationship-refresh' run: a reminder when the new cadence is overdue, retired when it is not, a
 * new one when the due day moves, never two open, never another user's.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiInsights, contacts, profiles } from '../src/db/schema/index.ts';
import { dayText, lastTouchText } from '../src/modules/relationships/cadence-reminders.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

async function user() {
  const u = await signUp(rt);
  await rt.deps.db.update(profiles).set({ demoModeEnabled: false }).where(eq(profiles.id, u.user.id));
  return u;
}
async function contactOf(userId: string, fullName: string, extra: Partial<typeof contacts.$inferInsert> = {}) {
  const [row] = await rt.deps.db
    .insert(contacts)
    .values({ userId, fullName, ...extra })
    .returning({ id: contacts.id });
  return row!.id;
}
/** The contact's cadence reminders, open ones first: key and whether dismissed. */
const reminders = (userId: string, contactId: string) =>
  rt.deps.db
    .select({ id: aiInsights.id, title: aiInsights.title, key: aiInsights.dedupeKey, dismissed: aiInsights.isDismissed })
    .from(aiInsights)
    .where(
      and(
        eq(aiInsights.userId, userId),
        eq(aiInsights.insightType, 'reminder'),
        sql`${aiInsights.contactIds} @> ${JSON.stringify([contactId])}::jsonb`,
      ),
    );
const open = async (userId: string, contactId: string) => (await reminders(userId, contactId)).filter((r) => !r.dismissed);
/** The reminders the Insights screen lists for the user. */
async function insightTitles(cookie: string): Promise<string[]> {
  const res = await rt.request('GET', '/api/insights', { cookie });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { items?: { title: string }[] } | { title: string }[];
  const items = Array.isArray(body) ? body : (body.items ?? []);
  return items.map((i) => i.title);
}

describe('cadence reminders follow a cadence set in the sheet (PATCH)', () => {
  it('added at once when overdue, not doubled, retired when no longer overdue, renewed when the due day moves', async () => {
    const a = await user();
    const ola = await contactOf(a.user.id, 'Ola Lindqvist', { company: 'Nordic Metals', lastContactedAt: daysAgo(45) });
    expect(await reminders(a.user.id, ola)).toHaveLength(0);

    const patch = (keep_in_touch_days: number | null) =>
      rt.request('PATCH', `/api/contacts/${ola}`, { cookie: a.cookie, json: { keep_in_touch_days } });

    // Every month, last contact 45 days ago: overdue since 15 days, a reminder now.
    expect((await patch(30)).status).toBe(200);
    let now = await open(a.user.id, ola);
    expect(now).toEqual([
      expect.objectContaining({ title: 'Time to get in touch with Ola Lindqvist', key: `cadence:${ola}:${daysAgo(15)}` }),
    ]);
    expect(await insightTitles(a.cookie)).toContain('Time to get in touch with Ola Lindqvist');
    expect(lastTouchText({ last_kind: 'email', last_on: daysAgo(45) }, daysAgo(0))).toBe(
      `the last interaction was an e-mail on ${dayText(daysAgo(45))}, 6 weeks ago`,
    );
    expect(lastTouchText({ last_kind: 'call', last_on: daysAgo(14) }, daysAgo(0))).toBe(
      `the last interaction was a call on ${dayText(daysAgo(14))}, 2 weeks ago`,
    );

    // The same cadence again (the sheet saving other fields with it): still the one reminder.
    expect((await patch(30)).status).toBe(200);
    expect(await reminders(a.user.id, ola)).toHaveLength(1);

    // Every quarter: not overdue any more, the reminder is retired and leaves the Insights screen.
    expect((await patch(91)).status).toBe(200);
    expect(await open(a.user.id, ola)).toHaveLength(0);
    expect(await insightTitles(a.cookie)).not.toContain('Time to get in touch with Ola Lindqvist');

    // Every two weeks: overdue from another due day, one reminder of its own.
    expect((await patch(14)).status).toBe(200);
    now = await open(a.user.id, ola);
    expect(now.map((r) => r.key)).toEqual([`cadence:${ola}:${daysAgo(31)}`]);
    // Back to every month: the two-week one (another due day) is retired for a reminder of the month's due day.
    expect((await patch(30)).status).toBe(200);
    expect((await open(a.user.id, ola)).map((r) => r.key)).toEqual([`cadence:${ola}:${daysAgo(15)}`]);

    // Cleared: no strength, so no default cadence either; nothing open.
    expect((await patch(null)).status).toBe(200);
    expect(await open(a.user.id, ola)).toHaveLength(0);

    // A change of another field leaves the reminder alone.
    expect((await patch(30)).status).toBe(200);
    expect(await open(a.user.id, ola)).toHaveLength(1);
    const other = await rt.request('PATCH', `/api/contacts/${ola}`, { cookie: a.cookie, json: { company: 'Nordic Metals AB' } });
    expect(other.status).toBe(200);
    expect(await open(a.user.id, ola)).toHaveLength(1);

    // A logged call retires it, and setting the same cadence again adds none (not overdue now).
    const call = await rt.request('POST', `/api/contacts/${ola}/interactions`, {
      cookie: a.cookie,
      json: { kind: 'call', date: daysAgo(0) },
    });
    expect(call.status).toBe(201);
    expect(await open(a.user.id, ola)).toHaveLength(0);
    expect((await patch(30)).status).toBe(200);
    expect(await open(a.user.id, ola)).toHaveLength(0);
  });

  it('a reminder the user dismissed is not brought back by saving the same cadence', async () => {
    const a = await user();
    const id = await contactOf(a.user.id, 'Dana Dismissed', { lastContactedAt: daysAgo(60) });
    await rt.request('PATCH', `/api/contacts/${id}`, { cookie: a.cookie, json: { keep_in_touch_days: 30 } });
    const [r] = await open(a.user.id, id);
    expect(r).toBeDefined();
    const dismissed = await rt.request('POST', `/api/insights/${r!.id}/dismiss`, { cookie: a.cookie, json: {} });
    expect(dismissed.status).toBe(204);
    await rt.request('PATCH', `/api/contacts/${id}`, { cookie: a.cookie, json: { keep_in_touch_days: 30 } });
    expect(await open(a.user.id, id)).toHaveLength(0);
  });

  it('follows a last-contacted date edited in the form, and a contact added with a cadence already overdue', async () => {
    const a = await user();
    const id = await contactOf(a.user.id, 'Edith Edited', { keepInTouchDays: 30, lastContactedAt: daysAgo(10) });
    const edit = (last_contacted_at: string | null) =>
      rt.request('PATCH', `/api/contacts/${id}`, { cookie: a.cookie, json: { last_contacted_at } });
    expect((await edit(daysAgo(40))).status).toBe(200);
    expect((await open(a.user.id, id)).map((r) => r.key)).toEqual([`cadence:${id}:${daysAgo(10)}`]);
    expect((await edit(daysAgo(1))).status).toBe(200);
    expect(await open(a.user.id, id)).toHaveLength(0);

    const added = await rt.request('POST', '/api/contacts', {
      cookie: a.cookie,
      json: { full_name: 'Alma Added', keep_in_touch_days: 14, last_contacted_at: daysAgo(20) },
    });
    expect(added.status).toBe(201);
    const alma = ((await added.json()) as { id: string; cadence_overdue: boolean }).id;
    expect((await open(a.user.id, alma)).map((r) => r.title)).toEqual(['Time to get in touch with Alma Added']);
    const fresh = await rt.request('POST', '/api/contacts', {
      cookie: a.cookie,
      json: { full_name: 'Nils New', keep_in_touch_days: 14 },
    });
    expect(await open(a.user.id, ((await fresh.json()) as { id: string }).id)).toHaveLength(0);
  });

  it('a cadence set on a contact not yet overdue adds nothing', async () => {
    const a = await user();
    const id = await contactOf(a.user.id, 'Recent Rita', { lastContactedAt: daysAgo(3) });
    const res = await rt.request('PATCH', `/api/contacts/${id}`, { cookie: a.cookie, json: { keep_in_touch_days: 14 } });
    expect(await res.json()).toMatchObject({ cadence_overdue: false });
    expect(await reminders(a.user.id, id)).toHaveLength(0);
  });
});

describe('cadence reminders follow a cadence set in bulk', () => {
  it('by ids and by filter: reminders added and retired for the changed contacts only, never for another user', async () => {
    const a = await user();
    const b = await user();
    const old1 = await contactOf(a.user.id, 'Bo Buyer', { role: 'Buyer', lastContactedAt: daysAgo(50) });
    const old2 = await contactOf(a.user.id, 'Bea Buyer', { role: 'Buyer', lastContactedAt: daysAgo(40) });
    const recent = await contactOf(a.user.id, 'Rui Recent', { role: 'Buyer', lastContactedAt: daysAgo(2) });
    const untouched = await contactOf(a.user.id, 'Una Untouched', { role: 'Analyst', lastContactedAt: daysAgo(200) });

    // B sending A's ids changes nothing, and adds no reminder for A (or B).
    const stolen = await rt.request('POST', '/api/contacts/cadence', {
      cookie: b.cookie,
      json: { ids: [old1, old2], keep_in_touch_days: 14 },
    });
    expect(await stolen.json()).toEqual({ updated: 0 });
    for (const id of [old1, old2]) {
      expect(await reminders(a.user.id, id)).toHaveLength(0);
      expect(await reminders(b.user.id, id)).toHaveLength(0);
    }

    const byFilter = await rt.request('POST', '/api/contacts/cadence', {
      cookie: a.cookie,
      json: { filter: { role: ['Buyer'] }, keep_in_touch_days: 30 },
    });
    expect(await byFilter.json()).toEqual({ updated: 3 });
    expect(await open(a.user.id, old1)).toHaveLength(1);
    expect(await open(a.user.id, old2)).toHaveLength(1);
    expect(await open(a.user.id, recent)).toHaveLength(0);
    expect(await open(a.user.id, untouched)).toHaveLength(0);

    // By ids to every half-year: both retired.
    const byIds = await rt.request('POST', '/api/contacts/cadence', {
      cookie: a.cookie,
      json: { ids: [old1, old2], keep_in_touch_days: 182 },
    });
    expect(await byIds.json()).toEqual({ updated: 2 });
    expect(await open(a.user.id, old1)).toHaveLength(0);
    expect(await open(a.user.id, old2)).toHaveLength(0);
  });

  it('adds at most 10 new reminders at once, the strongest relationships first; the others stay overdue for the daily run', async () => {
    const a = await user();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(await contactOf(a.user.id, `Bulk ${String(i).padStart(2, '0')}`, { strength: 10 + i * 5, lastContactedAt: daysAgo(200) }));
    }
    const res = await rt.request('POST', '/api/contacts/cadence', { cookie: a.cookie, json: { ids, keep_in_touch_days: 30 } });
    expect(await res.json()).toEqual({ updated: 12 });
    const opened = await Promise.all(ids.map(async (id) => (await open(a.user.id, id)).length));
    // The two weakest (strength 10 and 15) wait; the ten strongest have theirs.
    expect(opened).toEqual([0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });
});
