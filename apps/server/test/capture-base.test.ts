/**
 * The one write path of captured interactions (issue 27): no duplicates from a second pass or a
 * second source, last-contacted dates that only move forward, retired reminders, only the user's own
 * contacts, and a source whose deletion takes exactly what it captured with it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiInsights, contactInteractions, contacts } from '../src/db/schema/index.ts';
import { type CapturedItem, createSource, deleteSource, listSources, recordCaptured } from '../src/modules/capture/capture.service.ts';
import { ContactMatcher, phoneKeys } from '../src/modules/capture/contact-matcher.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

async function contactOf(userId: string, fullName: string, extra: Partial<typeof contacts.$inferInsert> = {}) {
  const [row] = await rt.deps.db
    .insert(contacts)
    .values({ userId, fullName, ...extra })
    .returning({ id: contacts.id });
  return row!.id;
}
const lastContacted = async (id: string) =>
  (await rt.deps.db.select({ d: contacts.lastContactedAt }).from(contacts).where(eq(contacts.id, id)))[0]!.d;

const mail = (contactId: string, date: string, key: string, direction: 'in' | 'out' = 'in'): CapturedItem => ({
  contactId,
  kind: 'email',
  date,
  direction,
  externalKey: key,
  text: direction === 'in' ? 'E-mail received' : 'E-mail sent',
});

describe('captured interactions', () => {
  it('are written once, move last-contacted forward only, and retire reminders', async () => {
    const a = await signUp(rt);
    const ann = await contactOf(a.user.id, 'Ann Lee', { lastContactedAt: '2026-10-01' });
    const bob = await contactOf(a.user.id, 'Bob Ray');
    await rt.deps.db.insert(aiInsights).values({
      userId: a.user.id,
      insightType: 'reminder',
      priority: 'medium',
      title: 'Reconnect with Bob Ray',
      description: 'going cold',
      contactIds: [bob],
    });
    const src = await createSource(rt.deps.db, a.user.id, 'imap', 'a@example.com');
    const first = await recordCaptured(rt.deps.db, a.user.id, src, [
      mail(ann, '2026-09-01', '<m1@x>'),
      mail(bob, '2026-11-20', '<m2@x>', 'out'),
      mail(bob, '2026-11-20', '<m2@x>', 'out'),
    ]);
    expect(first.added).toBe(2);
    expect(first.contactIds.sort()).toEqual([ann, bob].sort());
    // An older captured e-mail leaves a later typed date alone.
    expect(await lastContacted(ann)).toBe('2026-10-01');
    expect(await lastContacted(bob)).toBe('2026-11-20');
    const [reminder] = await rt.deps.db.select().from(aiInsights).where(eq(aiInsights.userId, a.user.id));
    expect(reminder!.isDismissed).toBe(true);

    // A second pass, and the same message from another source, add nothing.
    const other = await createSource(rt.deps.db, a.user.id, 'mbox', 'archive.mbox');
    const again = await recordCaptured(rt.deps.db, a.user.id, other, [mail(bob, '2026-11-20', '<m2@x>', 'out')]);
    expect(again).toEqual({ added: 0, contactIds: [] });
  });

  it("drop another user's contact ids and refuse another user's source", async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    const hers = await contactOf(b.user.id, 'Her Contact');
    const src = await createSource(rt.deps.db, a.user.id, 'imap', 'a@example.com');
    const out = await recordCaptured(rt.deps.db, a.user.id, src, [mail(hers, '2026-11-01', '<x1@x>')]);
    expect(out.added).toBe(0);
    expect(await lastContacted(hers)).toBeNull();
    const bSource = await createSource(rt.deps.db, b.user.id, 'imap', 'b@example.com');
    await expect(recordCaptured(rt.deps.db, a.user.id, bSource, [mail(hers, '2026-11-01', '<x2@x>')])).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteSource(rt.deps.db, a.user.id, bSource)).rejects.toMatchObject({ status: 404 });
  });

  it('refuse dates in the future', async () => {
    const a = await signUp(rt);
    const c = await contactOf(a.user.id, 'Future Person');
    const src = await createSource(rt.deps.db, a.user.id, 'ics', 'cal.ics');
    const out = await recordCaptured(rt.deps.db, a.user.id, src, [mail(c, '2099-01-01', 'uid-1')]);
    expect(out.added).toBe(0);
  });

  it('leave with their source, and the dates they set go back to what remains', async () => {
    const a = await signUp(rt);
    const kim = await contactOf(a.user.id, 'Kim Ode');
    const typed = await contactOf(a.user.id, 'Typed Later', { lastContactedAt: '2026-11-24' });
    await rt.deps.db
      .insert(contactInteractions)
      .values({ userId: a.user.id, contactId: kim, kind: 'call', occurredOn: '2026-06-01', text: 'call' });
    const src = await createSource(rt.deps.db, a.user.id, 'whatsapp', 'chat.txt');
    await recordCaptured(rt.deps.db, a.user.id, src, [
      { ...mail(kim, '2026-11-02', 'wa-1'), kind: 'message' },
      { ...mail(typed, '2026-11-01', 'wa-2'), kind: 'message' },
    ]);
    expect(await lastContacted(kim)).toBe('2026-11-02');
    const [listed] = await listSources(rt.deps.db, a.user.id);
    expect(listed).toMatchObject({ kind: 'whatsapp', label: 'chat.txt', interactions: 2, contacts: 2 });
    const gone = await deleteSource(rt.deps.db, a.user.id, src);
    expect(gone.deleted).toBe(2);
    expect(await lastContacted(kim)).toBe('2026-06-01');
    expect(await lastContacted(typed)).toBe('2026-11-24');
    const [left] = await rt.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactInteractions)
      .where(eq(contactInteractions.userId, a.user.id));
    expect(left!.n).toBe(1);
    expect(await listSources(rt.deps.db, a.user.id)).toEqual([]);
  });
});

describe('the contact matcher', () => {
  const m = new ContactMatcher(
    [
      { id: 'ann', fullName: 'Ann-Marie Lefèvre', email: 'ann@ore.fr; a.lefevre@gmail.com', phone: '+33 6 12 34 56 78' },
      { id: 'js1', fullName: 'John Smith', email: null, phone: '07700 900123' },
      { id: 'js2', fullName: 'John Smith', email: 'JS@Example.com', phone: null },
      { id: 'ravi', fullName: 'Ravi Menon', email: null, phone: '+971 50 123 4567' },
    ],
    'GB',
  );
  it('finds a contact by any of its addresses, whatever the case', () => {
    expect(m.byEmail('A.Lefevre@Gmail.com')).toEqual(['ann']);
    expect(m.byEmail('"John" <js@example.COM>')).toEqual(['js2']);
    expect(m.byEmail('nobody@example.com')).toEqual([]);
  });
  it('finds a number written nationally or internationally', () => {
    expect(m.byPhone('+44 7700 900123')).toEqual(['js1']);
    expect(m.byPhone('0033612345678')).toEqual(['ann']);
    expect(m.byPhone('+971501234567')).toEqual(['ravi']);
    expect(m.byPhone('+1 415 555 0100')).toEqual([]);
    expect(phoneKeys('+971 50 123 4567')).toContain('+971501234567');
  });
  it('finds a name without accents or case, and never one that two contacts share', () => {
    expect(m.byName('ann marie lefevre')).toEqual(['ann']);
    expect(m.byName('Ravi  Menon')).toEqual(['ravi']);
    expect(m.byName('John Smith')).toEqual([]);
  });
});
