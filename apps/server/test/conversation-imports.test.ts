/**
 * Conversation imports through the HTTP API (issue 27 item 2, decision 040): upload -> review ->
 * confirm, nothing written before the confirmation, contacts created from the review within the
 * plan's limit, a second import of the same file adding nothing, the limits' clear 4xx, and another
 * user's import being a 404.
 */
import { CONVERSATION_IMPORT_MAX_BYTES, CONVERSATION_IMPORT_MESSAGES, type ConversationImport, planLimitsOf } from '@tradeloom/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureSources, contactInteractions, contacts, profiles } from '../src/db/schema/index.ts';
import { deleteAccount } from '../src/modules/lifecycle/delete-account.ts';
import { ICS, MBOX, TELEGRAM_SINGLE, WHATSAPP_ANDROID_UK, WHATSAPP_ANDROID_US, whatsappIosZip } from './conversation-samples.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

type Session = Awaited<ReturnType<typeof signUp>>;

const form = (bytes: Buffer | string, name: string) => {
  const fd = new FormData();
  fd.append('file', new File([typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes)], name));
  return fd;
};
const upload = (s: Session, bytes: Buffer | string, name: string) =>
  rt.request('POST', '/api/conversation-imports', { cookie: s.cookie, body: form(bytes, name) });

/** Runs the due jobs until the import has been read. */
async function settle(s: Session, id: string): Promise<ConversationImport> {
  for (let i = 0; i < 300; i++) {
    await rt.deps.jobs.runDueJobs();
    const record = (await (await rt.request('GET', `/api/conversation-imports/${id}`, { cookie: s.cookie })).json()) as ConversationImport;
    if (record.status !== 'reading') return record;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('conversation import was not read');
}

async function reviewed(s: Session, bytes: Buffer | string, name: string): Promise<ConversationImport> {
  const res = await upload(s, bytes, name);
  expect(res.status, await res.clone().text()).toBe(202);
  const created = (await res.json()) as ConversationImport;
  expect(created.status).toBe('reading');
  const record = await settle(s, created.id);
  expect(record.status, record.error ?? '').toBe('review');
  return record;
}

const confirm = (s: Session, id: string, body: unknown = {}) =>
  rt.request('POST', `/api/conversation-imports/${id}/confirm`, { cookie: s.cookie, json: body });

async function contactOf(userId: string, fullName: string, extra: Partial<typeof contacts.$inferInsert> = {}) {
  const [row] = await rt.deps.db
    .insert(contacts)
    .values({ userId, fullName, ...extra })
    .returning({ id: contacts.id });
  return row!.id;
}
const interactionsOf = (contactId: string) =>
  rt.deps.db
    .select({
      kind: contactInteractions.kind,
      date: contactInteractions.occurredOn,
      text: contactInteractions.text,
      direction: contactInteractions.direction,
    })
    .from(contactInteractions)
    .where(eq(contactInteractions.contactId, contactId))
    .orderBy(contactInteractions.occurredOn);
const countOf = async (userId: string) =>
  (await rt.deps.db.select({ n: sql<number>`count(*)::int` }).from(contactInteractions).where(eq(contactInteractions.userId, userId)))[0]!
    .n;

describe('conversation imports', () => {
  it('WhatsApp: upload -> review (nothing written) -> confirm; the same file again adds nothing', async () => {
    const s = await signUp(rt, { name: 'Sam Trader' });
    const ann = await contactOf(s.user.id, 'Ann Lee', { company: 'Agri SA' });
    const record = await reviewed(s, WHATSAPP_ANDROID_US, 'WhatsApp Chat with Ann Lee.txt');
    expect(record.kind).toBe('whatsapp');
    expect(record.review!.totals).toMatchObject({ items: 6, first: '2026-01-05', last: '2026-02-02' });
    expect(record.review!.matched).toEqual([
      expect.objectContaining({ key: 'name:ann lee', count: 6, interactions: 3, contacts: [{ id: ann, full_name: 'Ann Lee' }] }),
    ]);
    expect(record.review!.unmatched).toEqual([]);
    // Nothing written before the confirmation.
    expect(await countOf(s.user.id)).toBe(0);
    expect((await rt.deps.db.select().from(captureSources).where(eq(captureSources.userId, s.user.id))).length).toBe(0);

    const res = await confirm(s, record.id);
    expect(res.status).toBe(200);
    const done = (await res.json()) as ConversationImport;
    expect(done.status).toBe('completed');
    expect(done.results).toEqual({ interactions_added: 3, contacts_touched: 1, contacts_created: 0, skipped_limit: 0 });
    expect(await interactionsOf(ann)).toEqual([
      { kind: 'message', date: '2026-01-05', text: '3 WhatsApp messages', direction: 'in' },
      { kind: 'message', date: '2026-01-13', text: '1 WhatsApp message', direction: 'out' },
      { kind: 'message', date: '2026-02-02', text: '2 WhatsApp messages', direction: 'in' },
    ]);
    const [row] = await rt.deps.db.select({ last: contacts.lastContactedAt }).from(contacts).where(eq(contacts.id, ann));
    expect(row!.last).toBe('2026-02-02');
    // Confirmed once only.
    expect((await confirm(s, record.id)).status).toBe(409);

    const again = await reviewed(s, WHATSAPP_ANDROID_US, 'WhatsApp Chat with Ann Lee.txt');
    const second = (await (await confirm(s, again.id)).json()) as ConversationImport;
    expect(second.results).toMatchObject({ interactions_added: 0 });
    expect(await countOf(s.user.id)).toBe(3);
    // The second, empty source is not kept.
    expect((await rt.deps.db.select().from(captureSources).where(eq(captureSources.userId, s.user.id))).length).toBe(1);
    const list = (await (await rt.request('GET', '/api/conversation-imports', { cookie: s.cookie })).json()) as {
      imports: ConversationImport[];
    };
    expect(list.imports.map((i) => i.id)).toEqual([again.id, record.id]);
    expect(list.imports[0]!.review).toBeNull();
  });

  it('matches by phone number, and by name in an iOS zip and a Telegram export', async () => {
    const s = await signUp(rt, { name: 'Sam Trader' });
    const oleg = await contactOf(s.user.id, 'Oleg Petrenko', { phone: '07700 900123' });
    const maria = await contactOf(s.user.id, 'Maria Costa');
    const chen = await contactOf(s.user.id, 'Chen Wei');
    const uk = await reviewed(s, WHATSAPP_ANDROID_UK, 'WhatsApp Chat with +44 7700 900123.txt');
    expect(uk.review!.matched.map((m) => m.contacts[0]!.id)).toEqual([oleg]);
    const zip = await reviewed(s, await whatsappIosZip(), 'WhatsApp Chat - Maria Costa.zip');
    expect(zip.review!.matched.map((m) => [m.contacts[0]!.id, m.interactions])).toEqual([[maria, 2]]);
    const tg = await reviewed(s, TELEGRAM_SINGLE, 'result.json');
    expect(tg.kind).toBe('telegram');
    expect(tg.review!.matched.map((m) => [m.contacts[0]!.id, m.count])).toEqual([[chen, 4]]);
    for (const r of [uk, zip, tg]) expect((await confirm(s, r.id)).status).toBe(200);
    expect((await interactionsOf(oleg)).map((i) => i.date)).toEqual(['2026-02-03', '2026-02-14']);
    expect((await interactionsOf(chen)).map((i) => i.text)).toEqual(['3 Telegram messages', '1 Telegram message']);
  });

  it('mbox: creates the chosen contacts from the review, ignores whom the user says, shares keys with mailbox capture', async () => {
    const s = await signUp(rt, { name: 'Sam Trader', email: 'sam@tradeloom.test' });
    const ann = await contactOf(s.user.id, 'Ann Lee', { clientEmail: 'ann@agri.example' });
    const record = await reviewed(s, MBOX, 'Takeout.mbox');
    expect(record.kind).toBe('mbox');
    expect(record.review!.matched.map((m) => m.key)).toEqual(['email:ann@agri.example']);
    expect(record.review!.unmatched.map((u) => [u.key, u.name, u.count])).toEqual([
      ['email:jose@azucar.example', 'José García', 2],
      ['email:francois@negoce.example', 'François Dupont', 1],
      ['email:newsletter@bulk.example', 'Market Wire', 1],
    ]);
    // Someone not in the review cannot be created.
    const bad = await confirm(s, record.id, { create: [{ key: 'email:nobody@x.example', full_name: 'Nobody' }] });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(CONVERSATION_IMPORT_MESSAGES.unknownParticipant);
    const res = await confirm(s, record.id, {
      create: [{ key: 'email:jose@azucar.example', full_name: 'José García' }],
      ignore: ['email:ann@agri.example'],
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ConversationImport).results).toEqual({
      interactions_added: 2,
      contacts_touched: 1,
      contacts_created: 1,
      skipped_limit: 0,
    });
    const [jose] = await rt.deps.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.userId, s.user.id), eq(contacts.fullName, 'José García')));
    expect(jose!.clientEmail).toBe('jose@azucar.example');
    expect(await interactionsOf(jose!.id)).toEqual([
      { kind: 'email', date: '2026-01-15', text: 'E-mail sent', direction: 'out' },
      { kind: 'email', date: '2026-01-16', text: 'E-mail received', direction: 'in' },
    ]);
    const keys = await rt.deps.db
      .select({ k: contactInteractions.externalKey })
      .from(contactInteractions)
      .where(eq(contactInteractions.contactId, jose!.id));
    expect(keys.map((k) => k.k).sort()).toEqual(['<offer-1@tradeloom.test>', '<reply-1@azucar.example>']);
    expect(await interactionsOf(ann)).toEqual([]);
  });

  it('.ics: meetings with attendees matched by e-mail', async () => {
    const s = await signUp(rt, { name: 'Sam Trader', email: 'sam.ics@tradeloom.test' });
    const maria = await contactOf(s.user.id, 'Maria Costa', { clientEmail: 'Maria@Metals.example' });
    const record = await reviewed(s, ICS, 'calendar.ics');
    expect(record.review!.matched.map((m) => [m.contacts[0]!.id, m.interactions])).toEqual([[maria, 2]]);
    expect(record.review!.unmatched.map((u) => u.email).sort()).toEqual(['ann@agri.example', 'oleg@blacksea.example']);
    expect((await confirm(s, record.id)).status).toBe(200);
    expect((await interactionsOf(maria)).map((i) => [i.kind, i.date, i.text])).toEqual([
      ['meeting', '2026-01-05', 'Meeting'],
      ['meeting', '2026-01-20', 'Meeting'],
    ]);
  });

  it('a confirmation that fails half-way can be made again: nothing twice, no contact created twice', async () => {
    const s = await signUp(rt, { name: 'Sam Trader', email: 'sam3@tradeloom.test' });
    await contactOf(s.user.id, 'Ann Lee', { clientEmail: 'ann@agri.example' });
    const record = await reviewed(s, MBOX, 'Takeout.mbox');
    const body = { create: [{ key: 'email:jose@azucar.example', full_name: 'José García' }] };
    // The database refuses the interactions (a cut, a full disk): the import goes back to its review.
    await rt.deps.db.execute(
      sql`create function tl_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await rt.deps.db.execute(sql`create trigger tl_refuse before insert on contact_interactions for each row execute function tl_refuse()`);
    try {
      const failed = await confirm(s, record.id, body);
      expect(failed.status).toBe(500);
    } finally {
      await rt.deps.db.execute(sql`drop trigger tl_refuse on contact_interactions`);
      await rt.deps.db.execute(sql`drop function tl_refuse()`);
    }
    const back = (await (
      await rt.request('GET', `/api/conversation-imports/${record.id}`, { cookie: s.cookie })
    ).json()) as ConversationImport;
    expect(back.status).toBe('review');
    const res = await confirm(s, record.id, body);
    expect(res.status).toBe(200);
    expect(((await res.json()) as ConversationImport).results).toMatchObject({ interactions_added: 3, contacts_touched: 2 });
    const named = await rt.deps.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.userId, s.user.id), eq(contacts.fullName, 'José García')));
    expect(named).toHaveLength(1);
    expect((await rt.deps.db.select().from(captureSources).where(eq(captureSources.userId, s.user.id))).length).toBe(1);
  });

  it("creates contacts only while the plan's limit leaves room", async () => {
    const s = await signUp(rt, { name: 'Sam Trader', email: 'sam2@tradeloom.test' });
    await rt.deps.db.update(profiles).set({ plan: 'starter' }).where(eq(profiles.id, s.user.id));
    const limit = planLimitsOf('starter').contactLimit!;
    await rt.deps.db.insert(contacts).values(Array.from({ length: limit - 1 }, (_, i) => ({ userId: s.user.id, fullName: `Filler ${i}` })));
    const record = await reviewed(s, MBOX, 'Takeout.mbox');
    const res = await confirm(s, record.id, {
      create: [
        { key: 'email:jose@azucar.example', full_name: 'José García' },
        { key: 'email:francois@negoce.example', full_name: 'François Dupont' },
      ],
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ConversationImport).results).toMatchObject({ contacts_created: 1, skipped_limit: 1 });
    const [n] = await rt.deps.db.select({ n: sql<number>`count(*)::int` }).from(contacts).where(eq(contacts.userId, s.user.id));
    expect(n!.n).toBe(limit);
  });

  it('limits and bad files get a clear 4xx; a file beyond the reading limits fails with its reason', async () => {
    const s = await signUp(rt);
    let res = await upload(s, '%PDF-1.7 not a chat', 'statement.pdf');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(CONVERSATION_IMPORT_MESSAGES.unsupported);
    res = await upload(s, 'Dear diary, nothing here', 'notes.txt');
    expect(res.status).toBe(415);

    res = await upload(s, Buffer.alloc(CONVERSATION_IMPORT_MAX_BYTES + 1, 0x41), 'WhatsApp Chat with Big.txt');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(CONVERSATION_IMPORT_MESSAGES.tooLarge);

    // A line of 2 MB: not a chat export; the import fails with the reason, and cannot be confirmed.
    const long = `01/02/2026, 10:00 - Ann Lee: ${'x'.repeat(2 * 1024 * 1024)}\n`;
    res = await upload(s, long, 'WhatsApp Chat with Ann Lee.txt');
    expect(res.status).toBe(202);
    const failed = await settle(s, ((await res.json()) as ConversationImport).id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/longer than 1024 KB/);
    expect((await confirm(s, failed.id)).status).toBe(409);

    // A body that is not the format its name says.
    const broken = await reviewedOrFailed(s, '{"name": "Ann", "messages": [', 'result.json');
    expect(broken.status).toBe('failed');
    expect(broken.error).toMatch(/not valid JSON/);
  });

  it("cancelling a review removes it and its file; another user's import is a 404", async () => {
    const a = await signUp(rt, { name: 'Sam Trader' });
    const b = await signUp(rt);
    const record = await reviewed(a, WHATSAPP_ANDROID_US, 'WhatsApp Chat with Ann Lee.txt');
    expect(await rt.deps.storage.list(`${a.user.id}/conversation-imports/`)).toHaveLength(1);
    expect((await rt.request('GET', `/api/conversation-imports/${record.id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await confirm(b, record.id)).status).toBe(404);
    expect((await rt.request('DELETE', `/api/conversation-imports/${record.id}`, { cookie: b.cookie })).status).toBe(404);
    expect(
      ((await (await rt.request('GET', '/api/conversation-imports', { cookie: b.cookie })).json()) as { imports: unknown[] }).imports,
    ).toEqual([]);
    expect((await rt.request('GET', '/api/conversation-imports/not-a-uuid', { cookie: a.cookie })).status).toBe(404);

    expect((await rt.request('DELETE', `/api/conversation-imports/${record.id}`, { cookie: a.cookie })).status).toBe(204);
    expect((await rt.request('GET', `/api/conversation-imports/${record.id}`, { cookie: a.cookie })).status).toBe(404);
    expect(await rt.deps.storage.list(`${a.user.id}/conversation-imports/`)).toHaveLength(0);
    expect(await countOf(a.user.id)).toBe(0);
  });

  it('a deleted account takes its unconfirmed conversation files with it', async () => {
    const s = await signUp(rt, { name: 'Sam Trader' });
    await reviewed(s, WHATSAPP_ANDROID_US, 'WhatsApp Chat with Ann Lee.txt');
    expect(await rt.deps.storage.list(`${s.user.id}/conversation-imports/`)).toHaveLength(1);
    expect(await deleteAccount(rt.deps.db, rt.deps.storage, rt.deps.logger, s.user.id)).toBe(true);
    expect(await rt.deps.storage.list(`${s.user.id}/conversation-imports/`)).toHaveLength(0);
  });
});

async function reviewedOrFailed(s: Session, bytes: string, name: string) {
  const res = await upload(s, bytes, name);
  expect(res.status).toBe(202);
  return settle(s, ((await res.json()) as ConversationImport).id);
}
