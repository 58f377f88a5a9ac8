/**
 * Relationship strength and keep-in-touch cadences (issue 27 items 3 and 4, decision 041): strength
 * written after a capture and a logged call and decaying with time, cadences by default and as set,
 * overdue cadences turned into reminders a logged call retires, the bulk cadence action, the list's
 * sort and filters, and the weekly network summary e-mail, once per week.
 */
import type { Contact, ContactListResponse } from '@tradeloom/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiInsights, contacts, jobs, profiles, relationshipRuns } from '../src/db/schema/index.ts';
import { type CapturedItem, createSource, recordCaptured } from '../src/modules/capture/capture.service.ts';
import { refreshStrength } from '../src/modules/contacts/strength.service.ts';
import { dayText } from '../src/modules/relationships/cadence-reminders.ts';
import { enqueueDueRelationshipJobs, isoWeekKey, runRelationshipRefresh } from '../src/modules/relationships/relationships.jobs.ts';
import { createTestRuntime, latestMail, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

const DAY = 86_400_000;
const daysAgo = (n: number, from = new Date()) => new Date(from.getTime() - n * DAY).toISOString().slice(0, 10);

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
async function getContact(cookie: string, id: string): Promise<Contact> {
  const res = await rt.request('GET', `/api/contacts/${id}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Contact;
}
async function list(cookie: string, query: string): Promise<ContactListResponse> {
  const res = await rt.request('GET', `/api/contacts${query}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ContactListResponse;
}
const mail = (contactId: string, date: string, key: string, direction: 'in' | 'out'): CapturedItem => ({
  contactId,
  kind: 'email',
  date,
  direction,
  externalKey: key,
  text: direction === 'in' ? 'E-mail received' : 'E-mail sent',
});
const openReminders = (userId: string, contactId: string) =>
  rt.deps.db
    .select({ title: aiInsights.title, description: aiInsights.description, key: aiInsights.dedupeKey })
    .from(aiInsights)
    .where(
      and(
        eq(aiInsights.userId, userId),
        eq(aiInsights.insightType, 'reminder'),
        eq(aiInsights.isDismissed, false),
        sql`${aiInsights.contactIds} @> ${JSON.stringify([contactId])}::jsonb`,
      ),
    );

describe('relationship strength', () => {
  it('is written after a capture and after a logged call, with its note, and shows in the list and the map', async () => {
    const a = await user();
    const ann = await contactOf(a.user.id, 'Ann Strong', { role: 'Buyer', location: 'Rotterdam', latitude: 51.9, longitude: 4.5 });
    expect((await getContact(a.cookie, ann)).strength).toBeNull();

    const src = await createSource(rt.deps.db, a.user.id, 'imap', 'a@example.com');
    await recordCaptured(rt.deps.db, a.user.id, src, [
      mail(ann, daysAgo(40), '<1@x>', 'in'),
      mail(ann, daysAgo(30), '<2@x>', 'out'),
      mail(ann, daysAgo(20), '<3@x>', 'in'),
      mail(ann, daysAgo(10), '<4@x>', 'out'),
    ]);
    const captured = await getContact(a.cookie, ann);
    expect(captured.strength).toBeGreaterThan(30);
    expect(captured.strength_note).toBe('4 e-mails both ways in 90 days, last e-mail 10 days ago');

    const res = await rt.request('POST', `/api/contacts/${ann}/interactions`, {
      cookie: a.cookie,
      json: { kind: 'call', date: daysAgo(1), text: 'Talked about Q1 cathodes' },
    });
    expect(res.status).toBe(201);
    const called = await getContact(a.cookie, ann);
    expect(called.strength).toBeGreaterThan(captured.strength!);
    expect(called.strength_note).toBe('4 e-mails both ways and 1 other in 90 days, last call yesterday');

    const page = await list(a.cookie, '?limit=5');
    expect(page.items.find((c) => c.id === ann)?.strength).toBe(called.strength);
    const map = (await (await rt.request('GET', '/api/map', { cookie: a.cookie })).json()) as {
      cities: { contacts: { id: string; strength: number | null }[] }[];
    };
    expect(map.cities.flatMap((c) => c.contacts).find((c) => c.id === ann)?.strength).toBe(called.strength);
  });

  it('decays as the clock moves on; a last-contacted date alone is a weak signal; no history is null', async () => {
    const a = await user();
    const met = await contactOf(a.user.id, 'Met Often');
    const dated = await contactOf(a.user.id, 'Only Dated', { lastContactedAt: daysAgo(3) });
    const none = await contactOf(a.user.id, 'Never Touched');
    const src = await createSource(rt.deps.db, a.user.id, 'ics', 'calendar.ics');
    await recordCaptured(
      rt.deps.db,
      a.user.id,
      src,
      [5, 20, 35, 50].map((d, i) => ({
        contactId: met,
        kind: 'meeting',
        date: daysAgo(d),
        direction: null,
        externalKey: `m${i}`,
        text: 'Meeting',
      })),
    );
    const now = new Date();
    const scores: number[] = [];
    for (const later of [0, 60, 180, 500]) {
      await refreshStrength(rt.deps.db, a.user.id, 'all', new Date(now.getTime() + later * DAY));
      scores.push((await getContact(a.cookie, met)).strength!);
    }
    expect(scores[0]).toBeGreaterThan(60);
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThan(scores[i - 1]!);

    await refreshStrength(rt.deps.db, a.user.id, 'all', now);
    const weak = await getContact(a.cookie, dated);
    expect(weak.strength).toBeGreaterThan(0);
    expect(weak.strength).toBeLessThan(40);
    expect(weak.strength_note).toBe('1 note in 90 days, last note 3 days ago');
    expect((await getContact(a.cookie, none)).strength).toBeNull();
  });
});

describe('merging duplicates', () => {
  it('keeps a message captured on two of them once, moves the rest, keeps the most frequent cadence and recomputes strength', async () => {
    const a = await user();
    const one = await contactOf(a.user.id, 'Mia Merge', { keepInTouchDays: 91 });
    const two = await contactOf(a.user.id, 'Mia Merge', { keepInTouchDays: 30 });
    const src = await createSource(rt.deps.db, a.user.id, 'imap', 'a@example.com');
    // The same message to both addresses (one Message-ID), and one more on the duplicate only.
    await recordCaptured(rt.deps.db, a.user.id, src, [
      mail(one, daysAgo(12), '<same@x>', 'in'),
      mail(two, daysAgo(12), '<same@x>', 'in'),
      mail(two, daysAgo(5), '<own@x>', 'out'),
    ]);
    const before = (await getContact(a.cookie, one)).strength!;
    const res = await rt.request('POST', '/api/contacts/merge', { cookie: a.cookie, json: { primary_id: one, duplicate_ids: [two] } });
    expect(res.status, await res.clone().text()).toBe(200);
    const merged = (await res.json()) as Contact;
    expect(merged.keep_in_touch_days).toBe(30);
    expect(merged.strength).toBeGreaterThan(before);
    expect(merged.strength_note).toBe('2 e-mails both ways in 90 days, last e-mail 5 days ago');
    const history = await (await rt.request('GET', `/api/contacts/${one}/interactions`, { cookie: a.cookie })).json();
    expect(history).toHaveLength(2);
  });
});

describe('keep-in-touch cadences', () => {
  it('default by strength and role, can be set and cleared, and only to one of the four', async () => {
    const a = await user();
    const buyer = await contactOf(a.user.id, 'Bea Buyer', { role: 'Buyer', strength: 80, lastContactedAt: daysAgo(20) });
    const analyst = await contactOf(a.user.id, 'Al Analyst', { role: 'Analyst', strength: 80, lastContactedAt: daysAgo(20) });
    const cold = await contactOf(a.user.id, 'Cole Cold', { role: 'Buyer', strength: 10, lastContactedAt: daysAgo(400) });

    const b = await getContact(a.cookie, buyer);
    expect(b).toMatchObject({ keep_in_touch_days: null, cadence_days: 14, cadence_due_on: daysAgo(6), cadence_overdue: true });
    expect(await getContact(a.cookie, analyst)).toMatchObject({ cadence_days: 30, cadence_due_on: daysAgo(-10), cadence_overdue: false });
    expect(await getContact(a.cookie, cold)).toMatchObject({ cadence_days: null, cadence_due_on: null, cadence_overdue: false });

    const set = await rt.request('PATCH', `/api/contacts/${buyer}`, { cookie: a.cookie, json: { keep_in_touch_days: 30 } });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({
      keep_in_touch_days: 30,
      cadence_days: 30,
      cadence_due_on: daysAgo(-10),
      cadence_overdue: false,
    });
    const bad = await rt.request('PATCH', `/api/contacts/${buyer}`, { cookie: a.cookie, json: { keep_in_touch_days: 45 } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    // Never contacted with a cadence set: counted from the day the contact was added (today), so not overdue.
    const fresh = await rt.request('POST', '/api/contacts', {
      cookie: a.cookie,
      json: { full_name: 'New Person', keep_in_touch_days: 14 },
    });
    expect(await fresh.json()).toMatchObject({
      keep_in_touch_days: 14,
      cadence_days: 14,
      cadence_due_on: daysAgo(-14),
      cadence_overdue: false,
    });
    const cleared = await rt.request('PATCH', `/api/contacts/${buyer}`, { cookie: a.cookie, json: { keep_in_touch_days: null } });
    expect(await cleared.json()).toMatchObject({ keep_in_touch_days: null, cadence_days: 14 });
  });

  it('an overdue cadence becomes one reminder; a logged call retires it; the daily job is queued once per user and day', async () => {
    const a = await user();
    const ola = await contactOf(a.user.id, 'Ola Overdue', { company: 'Nordic Metals', keepInTouchDays: 30, lastContactedAt: daysAgo(45) });
    await contactOf(a.user.id, 'Otto Ontime', { keepInTouchDays: 91, lastContactedAt: daysAgo(45) });
    const now = new Date();

    const first = await enqueueDueRelationshipJobs(rt.deps.db, now);
    expect(first.refresh).toBeGreaterThanOrEqual(1);
    // A second instance looking the same day queues nothing for this user.
    await enqueueDueRelationshipJobs(rt.deps.db, now);
    const queued = await rt.deps.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'relationship-refresh'), sql`${jobs.payload}->>'userId' = ${a.user.id}`));
    expect(queued).toHaveLength(1);
    while ((await rt.deps.jobs.runDueJobs(now)) > 0);

    const reminders = await openReminders(a.user.id, ola);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.title).toBe('Time to get in touch with Ola Overdue');
    expect(reminders[0]!.description).toContain('Ola Overdue (Nordic Metals) every month');
    expect(reminders[0]!.description).toContain(`you were last in touch on ${dayText(daysAgo(45))}`);
    const [run] = await rt.deps.db
      .select()
      .from(relationshipRuns)
      .where(and(eq(relationshipRuns.userId, a.user.id), eq(relationshipRuns.kind, 'daily')));
    expect(run?.outcome).toMatch(/^ok: 2 contacts, 1 reminders$/);
    const overdue = await list(a.cookie, '?overdue=true');
    expect(overdue.items.map((c) => c.full_name)).toEqual(['Ola Overdue']);

    // The next day's run adds no second reminder while the first is open.
    await enqueueDueRelationshipJobs(rt.deps.db, new Date(now.getTime() + DAY));
    while ((await rt.deps.jobs.runDueJobs(new Date(now.getTime() + DAY))) > 0);
    expect(await openReminders(a.user.id, ola)).toHaveLength(1);

    const call = await rt.request('POST', `/api/contacts/${ola}/interactions`, {
      cookie: a.cookie,
      json: { kind: 'call', date: daysAgo(0) },
    });
    expect(call.status).toBe(201);
    expect(await openReminders(a.user.id, ola)).toHaveLength(0);
    expect(await getContact(a.cookie, ola)).toMatchObject({ cadence_overdue: false, cadence_due_on: daysAgo(-30) });
    expect((await list(a.cookie, '?overdue=true')).items).toHaveLength(0);
  });

  it('adds at most 10 new cadence reminders a run, the strongest relationships first; the rest on the next run', async () => {
    const a = await user();
    for (let i = 0; i < 12; i++)
      await contactOf(a.user.id, `Due ${String(i).padStart(2, '0')}`, { keepInTouchDays: 14, lastContactedAt: daysAgo(30 + i) });
    const now = new Date();
    // Strength from the last-contacted dates: the most recent is the strongest.
    expect(await runRelationshipRefresh(rt.deps.db, { userId: a.user.id }, now)).toEqual({ contacts: 12, reminders: 10 });
    const titles = async () =>
      (
        await rt.deps.db
          .select({ title: aiInsights.title })
          .from(aiInsights)
          .where(and(eq(aiInsights.userId, a.user.id), eq(aiInsights.isDismissed, false)))
      ).map((r) => r.title.replace('Time to get in touch with ', ''));
    const chosen = new Set(await titles());
    expect(chosen.size).toBe(10);
    const strengths = await rt.deps.db
      .select({ name: contacts.fullName, strength: contacts.strength })
      .from(contacts)
      .where(eq(contacts.userId, a.user.id));
    const weakestChosen = Math.min(...strengths.filter((c) => chosen.has(c.name)).map((c) => c.strength!));
    const strongestLeft = Math.max(...strengths.filter((c) => !chosen.has(c.name)).map((c) => c.strength!));
    expect(weakestChosen).toBeGreaterThanOrEqual(strongestLeft);
    expect(chosen.has('Due 00')).toBe(true);
    expect(await runRelationshipRefresh(rt.deps.db, { userId: a.user.id }, now)).toEqual({ contacts: 12, reminders: 2 });
    expect(await titles()).toHaveLength(12);
  });

  it('in bulk from a filter or ids: only the caller’s own contacts change', async () => {
    const a = await user();
    const b = await user();
    const aBuyer = await contactOf(a.user.id, 'A Buyer', { role: 'Buyer' });
    const aOther = await contactOf(a.user.id, 'A Analyst', { role: 'Analyst' });
    await contactOf(b.user.id, 'B Buyer', { role: 'Buyer' });
    await contactOf(b.user.id, 'B Buyer Two', { role: 'buyer' });

    const byFilter = await rt.request('POST', '/api/contacts/cadence', {
      cookie: b.cookie,
      json: { filter: { role: ['Buyer'] }, keep_in_touch_days: 91 },
    });
    expect(byFilter.status).toBe(200);
    expect(await byFilter.json()).toEqual({ updated: 2 });
    expect((await getContact(a.cookie, aBuyer)).keep_in_touch_days).toBeNull();

    // A's ids in B's hands: nothing; the same ids as A: both.
    const stolen = await rt.request('POST', '/api/contacts/cadence', {
      cookie: b.cookie,
      json: { ids: [aBuyer, aOther], keep_in_touch_days: 14 },
    });
    expect(await stolen.json()).toEqual({ updated: 0 });
    expect((await getContact(a.cookie, aBuyer)).keep_in_touch_days).toBeNull();
    const own = await rt.request('POST', '/api/contacts/cadence', {
      cookie: a.cookie,
      json: { ids: [aBuyer, aOther, 'not-an-id'], keep_in_touch_days: 14 },
    });
    expect(await own.json()).toEqual({ updated: 2 });
    // Ids and a filter together: those ids among the matches.
    const both = await rt.request('POST', '/api/contacts/cadence', {
      cookie: a.cookie,
      json: { ids: [aBuyer, aOther], filter: { role: 'Analyst' }, keep_in_touch_days: null },
    });
    expect(await both.json()).toEqual({ updated: 1 });
    expect((await getContact(a.cookie, aOther)).keep_in_touch_days).toBeNull();
    expect((await getContact(a.cookie, aBuyer)).keep_in_touch_days).toBe(14);

    for (const json of [
      { keep_in_touch_days: 30 },
      { ids: [aBuyer], keep_in_touch_days: 45 },
      { ids: [aBuyer] },
      { filter: { min_strength: 101 }, keep_in_touch_days: 30 },
    ]) {
      const res = await rt.request('POST', '/api/contacts/cadence', { cookie: a.cookie, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    expect((await rt.request('POST', '/api/contacts/cadence', { json: { ids: [aBuyer], keep_in_touch_days: 30 } })).status).toBe(401);
  });
});

describe('the list by strength', () => {
  it('sorts strongest first (none last) across cursor pages, and filters by minimum strength', async () => {
    const a = await user();
    const made = [
      ['Weak', 12],
      ['Strong', 88],
      ['Unknown', null],
      ['Warm', 55],
      ['Also Warm', 55],
    ] as const;
    for (const [name, strength] of made) await contactOf(a.user.id, name, { strength });
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ContactListResponse = await list(a.cookie, `?sort=strength&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      names.push(...page.items.map((c) => c.full_name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(names[0]).toBe('Strong');
    expect(names.slice(1, 3).sort()).toEqual(['Also Warm', 'Warm']);
    expect(names.slice(3)).toEqual(['Weak', 'Unknown']);
    expect((await list(a.cookie, '?min_strength=50&sort=strength')).items.map((c) => c.full_name).slice(0, 1)).toEqual(['Strong']);
    expect((await list(a.cookie, '?min_strength=50')).total).toBe(3);
    expect((await rt.request('GET', '/api/contacts?min_strength=200', { cookie: a.cookie })).status).toBe(400);
    expect((await rt.request('GET', '/api/contacts?sort=strength&cursor=abc', { cookie: a.cookie })).status).toBe(400);
  });
});

describe('the weekly network summary', () => {
  it('lists overdue cadences strongest first, at most 10 named, is sent once per ISO week, and not when turned off', async () => {
    const a = await user();
    const off = await user();
    await rt.deps.db.update(profiles).set({ weeklySummary: false }).where(eq(profiles.id, off.user.id));
    await contactOf(off.user.id, 'Never Mailed', { keepInTouchDays: 14, lastContactedAt: daysAgo(100) });
    // Twelve overdue contacts, each met once more than the one before (so each a little stronger), last 35 days ago.
    const src = await createSource(rt.deps.db, a.user.id, 'ics', 'calendar.ics');
    for (let i = 0; i < 12; i++) {
      const id = await contactOf(a.user.id, `Overdue ${String(i).padStart(2, '0')}`, { keepInTouchDays: 30 });
      const meetings = Array.from({ length: i + 1 }, (_, k) => ({
        contactId: id,
        kind: 'meeting' as const,
        date: daysAgo(35 + k * 4),
        direction: null,
        externalKey: `meet-${k}`,
        text: 'Meeting',
      }));
      await recordCaptured(rt.deps.db, a.user.id, src, meetings);
    }
    await contactOf(a.user.id, 'Fine Friend', { keepInTouchDays: 182, lastContactedAt: daysAgo(10) });
    // The e-mail's job runs five minutes after the sweep.
    const now = new Date();
    const sweep = await enqueueDueRelationshipJobs(rt.deps.db, now);
    expect(sweep.summary).toBeGreaterThanOrEqual(1);
    // Every user's jobs of the day are due (the runner takes a batch a round): run until none is left.
    while ((await rt.deps.jobs.runDueJobs(new Date(now.getTime() + 10 * 60_000))) > 0);

    const sent = latestMail(rt, a.email);
    expect(sent?.kind).toBe('weekly_summary');
    expect(sent?.subject).toBe('Tradeloom: 12 contacts to get in touch with this week');
    const lines = sent!.text.split('\n');
    const listed = lines.filter((l) => l.startsWith('- Overdue'));
    expect(listed).toHaveLength(10);
    // Strongest first: 'Overdue 11', met most often.
    const [top] = await rt.deps.db
      .select({ s: contacts.strength })
      .from(contacts)
      .where(and(eq(contacts.userId, a.user.id), eq(contacts.fullName, 'Overdue 11')));
    expect(listed[0]).toBe(
      `- Overdue 11: every month, the last interaction was a meeting on ${dayText(daysAgo(35))}, 5 weeks ago, strength ${top!.s}`,
    );
    expect(listed.map((l) => l.slice(2, 12))).toEqual(Array.from({ length: 10 }, (_, i) => `Overdue ${String(11 - i).padStart(2, '0')}`));
    expect(sent!.text).toContain('and 2 more');
    expect(sent!.text).not.toContain('Fine Friend');
    expect(sent!.text).toMatch(/^13 contacts: \d+ strong, \d+ warm; 0 interactions in the last 7 days\.$/m);
    expect(sent!.text).toContain('New reminders this week (12):');
    expect(latestMail(rt, off.email)?.kind).not.toBe('weekly_summary');

    // Once per week: another sweep later the same week queues no second e-mail for this user.
    const sameWeek = new Date(now.getTime() + 60 * 60_000);
    if (isoWeekKey(sameWeek) === isoWeekKey(now)) {
      await enqueueDueRelationshipJobs(rt.deps.db, sameWeek);
      const weekly = await rt.deps.db
        .select()
        .from(relationshipRuns)
        .where(and(eq(relationshipRuns.userId, a.user.id), eq(relationshipRuns.kind, 'weekly')));
      expect(weekly).toHaveLength(1);
      expect(weekly[0]!.outcome).toBe('sent');
    }
    // The next week: a new claim, a new e-mail.
    const nextWeek = new Date(now.getTime() + 7 * DAY);
    await enqueueDueRelationshipJobs(rt.deps.db, nextWeek);
    const runs = await rt.deps.db
      .select()
      .from(relationshipRuns)
      .where(and(eq(relationshipRuns.userId, a.user.id), eq(relationshipRuns.kind, 'weekly')));
    expect(runs.map((r) => r.periodKey).sort()).toEqual([isoWeekKey(now), isoWeekKey(nextWeek)].sort());
  });
});
