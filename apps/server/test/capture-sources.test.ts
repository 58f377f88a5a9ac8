/**
 * The privacy view of captured data over HTTP (/api/capture/sources, issue 27): a user sees each source
 * with what it captured, deletes one with everything it captured (typed history stays, last-contacted
 * dates go back), and never sees or deletes anyone else's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../src/db/schema/index.ts';
import { type CapturedItem, createSource, recordCaptured } from '../src/modules/capture/capture.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

interface SourceRow {
  id: string;
  kind: string;
  label: string;
  interactions: number;
  contacts: number;
}

async function contactOf(userId: string, fullName: string) {
  const [row] = await rt.deps.db.insert(contacts).values({ userId, fullName }).returning({ id: contacts.id });
  return row!.id;
}
const mail = (contactId: string, date: string, key: string): CapturedItem => ({
  contactId,
  kind: 'email',
  date,
  direction: 'in',
  externalKey: key,
  text: 'E-mail received',
});

describe('/api/capture/sources', () => {
  it('lists sources with their counts and deletes one with what it captured', async () => {
    const s = await signUp(rt);
    const ann = await contactOf(s.user.id, 'Ann Lee');
    const bob = await contactOf(s.user.id, 'Bob Ray');
    const box = await createSource(rt.deps.db, s.user.id, 'imap', 'ann@trader.example');
    const chat = await createSource(rt.deps.db, s.user.id, 'whatsapp', 'WhatsApp Chat with Bob.txt');
    await recordCaptured(rt.deps.db, s.user.id, box, [mail(ann, '2026-10-01', '<a1@x>'), mail(bob, '2026-10-05', '<b1@x>')]);
    await recordCaptured(rt.deps.db, s.user.id, box, [mail(ann, '2026-10-09', '<a2@x>')]);
    await recordCaptured(rt.deps.db, s.user.id, chat, [{ ...mail(bob, '2026-11-02', 'wa-1'), kind: 'message' }]);
    // A call typed by the user is no source's and stays.
    const typed = await rt.request('POST', `/api/contacts/${ann}/interactions`, {
      cookie: s.cookie,
      json: { kind: 'call', date: '2026-09-15', text: 'Typed call' },
    });
    expect(typed.status).toBe(201);

    const listed = await rt.request('GET', '/api/capture/sources', { cookie: s.cookie });
    expect(listed.status).toBe(200);
    const sources = (await listed.json()) as SourceRow[];
    const byLabel = Object.fromEntries(sources.map((r) => [r.label, r]));
    expect(byLabel['ann@trader.example']).toMatchObject({ id: box, kind: 'imap', interactions: 3, contacts: 2 });
    expect(byLabel['WhatsApp Chat with Bob.txt']).toMatchObject({ id: chat, kind: 'whatsapp', interactions: 1, contacts: 1 });

    const gone = await rt.request('DELETE', `/api/capture/sources/${box}`, { cookie: s.cookie });
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ deleted: 3 });

    const after = (await (await rt.request('GET', '/api/capture/sources', { cookie: s.cookie })).json()) as SourceRow[];
    expect(after.map((r) => r.id)).toEqual([chat]);
    const annNow = (await (await rt.request('GET', `/api/contacts/${ann}`, { cookie: s.cookie })).json()) as {
      last_contacted_at: string | null;
    };
    // Back to the typed call; Bob keeps his chat message.
    expect(annNow.last_contacted_at).toBe('2026-09-15');
    const annHistory = (await (await rt.request('GET', `/api/contacts/${ann}/interactions`, { cookie: s.cookie })).json()) as {
      text: string;
    }[];
    expect(annHistory.map((i) => i.text)).toEqual(['Typed call']);
    const bobNow = (await (await rt.request('GET', `/api/contacts/${bob}`, { cookie: s.cookie })).json()) as {
      last_contacted_at: string | null;
    };
    expect(bobNow.last_contacted_at).toBe('2026-11-02');

    // Deleting it again: gone.
    const again = await rt.request('DELETE', `/api/capture/sources/${box}`, { cookie: s.cookie });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it("answers 404 for a malformed id or another user's source, and needs a session", async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    const ann = await contactOf(a.user.id, 'Ann Lee');
    const box = await createSource(rt.deps.db, a.user.id, 'mbox', 'archive.mbox');
    await recordCaptured(rt.deps.db, a.user.id, box, [mail(ann, '2026-10-01', '<a1@x>')]);

    expect((await rt.request('DELETE', '/api/capture/sources/not-a-uuid', { cookie: a.cookie })).status).toBe(404);
    expect((await rt.request('DELETE', `/api/capture/sources/${box}`, { cookie: b.cookie })).status).toBe(404);
    const theirs = (await (await rt.request('GET', '/api/capture/sources', { cookie: b.cookie })).json()) as SourceRow[];
    expect(theirs).toEqual([]);
    expect((await rt.request('GET', '/api/capture/sources')).status).toBe(401);
    expect((await rt.request('DELETE', `/api/capture/sources/${box}`)).status).toBe(401);

    const still = (await (await rt.request('GET', '/api/capture/sources', { cookie: a.cookie })).json()) as SourceRow[];
    expect(still).toEqual([expect.objectContaining({ id: box, interactions: 1 })]);
  });
});
