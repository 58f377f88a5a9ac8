/**
 * The user's copy of their data includes what capture recorded (issue 27, privacy): the JSON export
 * gives each captured interaction its source's kind and its direction, typed ones stay as they were,
 * and deleting the source takes its interactions out of the next export. The list's strength and
 * overdue filters narrow the export as they narrow the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../src/db/schema/index.ts';
import { createSource, recordCaptured } from '../src/modules/capture/capture.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

interface Exported {
  contacts: {
    full_name: string;
    interactions: { kind: string; date: string; text: string; source?: string; direction?: string | null }[];
  }[];
}

describe('JSON export of captured interactions', () => {
  it('names the source kind and direction of captured ones, and forgets a deleted source', async () => {
    const s = await signUp(rt);
    const [ann] = await rt.deps.db.insert(contacts).values({ userId: s.user.id, fullName: 'Ann Lee' }).returning({ id: contacts.id });
    const typed = await rt.request('POST', `/api/contacts/${ann!.id}/interactions`, {
      cookie: s.cookie,
      json: { kind: 'call', date: '2026-09-15', text: 'Typed call' },
    });
    expect(typed.status).toBe(201);
    const box = await createSource(rt.deps.db, s.user.id, 'imap', 'me@trader.example');
    const chat = await createSource(rt.deps.db, s.user.id, 'whatsapp', 'chat.txt');
    await recordCaptured(rt.deps.db, s.user.id, box, [
      { contactId: ann!.id, kind: 'email', date: '2026-10-01', direction: 'out', externalKey: '<m1@x>', text: 'E-mail sent' },
    ]);
    await recordCaptured(rt.deps.db, s.user.id, chat, [
      { contactId: ann!.id, kind: 'message', date: '2026-10-03', direction: 'in', externalKey: 'wa-1', text: 'Message received' },
    ]);

    const get = async () => {
      const res = await rt.request('GET', '/api/contacts/export?format=json', { cookie: s.cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as Exported;
    };
    const first = await get();
    expect(first.contacts[0]!.interactions).toEqual([
      { kind: 'call', date: '2026-09-15', text: 'Typed call', created_at: expect.any(String) },
      { kind: 'email', date: '2026-10-01', text: 'E-mail sent', created_at: expect.any(String), source: 'imap', direction: 'out' },
      {
        kind: 'message',
        date: '2026-10-03',
        text: 'Message received',
        created_at: expect.any(String),
        source: 'whatsapp',
        direction: 'in',
      },
    ]);

    expect((await rt.request('DELETE', `/api/capture/sources/${box}`, { cookie: s.cookie })).status).toBe(200);
    const after = await get();
    expect(after.contacts[0]!.interactions.map((i) => i.source ?? 'typed')).toEqual(['typed', 'whatsapp']);
  });

  it('narrows by minimum strength like the list', async () => {
    const s = await signUp(rt);
    await rt.deps.db.insert(contacts).values([
      { userId: s.user.id, fullName: 'Strong One', strength: 80 },
      { userId: s.user.id, fullName: 'Cold One', strength: 5 },
    ]);
    const res = await rt.request('GET', '/api/contacts/export?format=json&min_strength=40', { cookie: s.cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Exported).contacts.map((c) => c.full_name)).toEqual(['Strong One']);
    expect((await rt.request('GET', '/api/contacts/export?format=json&min_strength=400', { cookie: s.cookie })).status).toBe(400);
  });
});
