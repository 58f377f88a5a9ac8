/**
 * Mailbox capture against a real IMAP server (issue 27 item 1, decision 039): Debian's Dovecot started
 * by the test on loopback with a generated Maildir. Connecting (login tested first), the first sync
 * (both directions, last-contacted moved, a year back only), a second sync that adds nothing, an
 * incremental sync, a Dovecot restart, headers only (no subject or body kept unless chosen), the
 * password sealed at rest and never answered, one run per mailbox, another user refused, and
 * disconnecting with what it captured.
 */
import { MAILBOX_MESSAGES } from '@tradeloom/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInteractions, contacts, jobs, mailboxes } from '../src/db/schema/index.ts';
import { isInternalAddress, resolveMailboxHost } from '../src/modules/mailboxes/mailbox-hosts.ts';
import { mailboxSecretBox } from '../src/modules/mailboxes/mailbox-secret.ts';
import { enqueueDueMailboxSyncs, syncMailbox } from '../src/modules/mailboxes/mailbox-sync.ts';
import { type DovecotServer, dovecotAvailable, startDovecot } from './dovecot.ts';
import { freePort } from './free-port.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

const unavailable = dovecotAvailable();
if (unavailable) console.warn(`mailbox-capture.test.ts skipped: ${unavailable}`);

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const day = (d: Date) => d.toISOString().slice(0, 10);
const BODY = 'BODY-MARKER-never-stored';
const SUBJECT = 'Copper cathodes offer SUBJECT-MARKER';

type Session = Awaited<ReturnType<typeof signUp>>;
let rt: TestRuntime;
let imap: DovecotServer;
let a: Session;
let b: Session;
const ids: Record<'ann' | 'bob' | 'cara' | 'dan', string> = { ann: '', bob: '', cara: '', dan: '' };
let mailboxId = '';

async function contact(userId: string, fullName: string, email: string | null) {
  const [row] = await rt.deps.db.insert(contacts).values({ userId, fullName, clientEmail: email }).returning({ id: contacts.id });
  return row!.id;
}

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(status);
  return JSON.parse(text) as T;
}

const interactionsOf = (contactId: string) =>
  rt.deps.db.select().from(contactInteractions).where(eq(contactInteractions.contactId, contactId)).orderBy(contactInteractions.occurredOn);
const captured = async () => {
  const [m] = await rt.deps.db.select({ sourceId: mailboxes.sourceId }).from(mailboxes).where(eq(mailboxes.id, mailboxId));
  return rt.deps.db.select().from(contactInteractions).where(eq(contactInteractions.sourceId, m!.sourceId));
};
const lastContacted = async (id: string) =>
  (await rt.deps.db.select({ d: contacts.lastContactedAt }).from(contacts).where(eq(contacts.id, id)))[0]!.d;
const mailboxRow = async () => (await rt.deps.db.select().from(mailboxes).where(eq(mailboxes.id, mailboxId)))[0]!;

/** Asks for a sync through the API and runs the queued job, as the poller would. */
async function syncNow() {
  await json(await rt.request('POST', `/api/mailboxes/${mailboxId}/sync`, { cookie: a.cookie }), 202);
  await rt.deps.jobs.runDueJobs();
}

describe.skipIf(unavailable !== null)('mailbox capture over IMAP (Dovecot)', () => {
  beforeAll(async () => {
    [rt, imap] = await Promise.all([createTestRuntime(), startDovecot()]);
    a = await signUp(rt, { name: 'Mailbox Owner' });
    b = await signUp(rt, { name: 'Other User' });
    ids.ann = await contact(a.user.id, 'Ann Okafor', 'ann@copper.test');
    ids.bob = await contact(a.user.id, 'Bob Chen', 'Bob.Chen@Steel.test; bob@home.test');
    ids.cara = await contact(a.user.id, 'Cara Silva', 'cara@grain.test');
    ids.dan = await contact(a.user.id, 'Dan Nair', null);
    // B has a contact with Ann's address: A's mailbox must never write on it.
    await contact(b.user.id, 'Ann (B)', 'ann@copper.test');
    const me = imap.user;
    imap.deliver([
      { from: 'Ann Okafor <ann@copper.test>', to: [me], date: daysAgo(10), subject: SUBJECT, body: BODY, messageId: 'offer-1@copper.test' },
      // Sent by the owner to Bob, Cara in copy; the same message is also in the INBOX (a copy to self).
      {
        from: me,
        to: ['bob.chen@steel.test'],
        cc: ['Cara <cara@grain.test>'],
        date: daysAgo(5),
        messageId: 'reply-1@tradeloom.test',
        folder: 'Sent',
      },
      { from: me, to: ['bob.chen@steel.test', me], cc: ['cara@grain.test'], date: daysAgo(5), messageId: 'reply-1@tradeloom.test' },
      // A stranger writes with Ann in copy: Ann was on it, neither sender nor addressed by the owner.
      { from: 'someone@nowhere.test', to: [me], cc: ['ann@copper.test'], date: daysAgo(3), messageId: 'third-1@nowhere.test' },
      // Without a Message-ID.
      { from: 'bob@home.test', to: [me], date: daysAgo(2), subject: 'Weekend', messageId: null },
      // Older than a year: not read.
      { from: 'cara@grain.test', to: [me], date: daysAgo(400), messageId: 'old-1@grain.test' },
    ]);
  }, 120_000);

  afterAll(async () => {
    await imap?.stop();
    await rt?.dispose();
  });

  it('refuses bad input, a wrong password and an unreachable server with clear answers', async () => {
    const base = { host: imap.host, port: imap.port, tls: false, username: imap.user, password: imap.password };
    const bad = await json<{ error: { code: string } }>(
      await rt.request('POST', '/api/mailboxes', { cookie: a.cookie, json: { ...base, port: 0 } }),
      400,
    );
    expect(bad.error.code).toBe('VALIDATION_ERROR');
    const wrong = await json<{ error: { code: string; message: string } }>(
      await rt.request('POST', '/api/mailboxes', { cookie: a.cookie, json: { ...base, password: 'wrong-password' } }),
      422,
    );
    expect(wrong.error.code).toBe('MAILBOX_AUTH_FAILED');
    expect(wrong.error.message).toMatch(/app password/);
    const closed = await json<{ error: { code: string } }>(
      await rt.request('POST', '/api/mailboxes', { cookie: a.cookie, json: { ...base, port: await freePort() } }),
      422,
    );
    expect(closed.error.code).toBe('MAILBOX_UNREACHABLE');
    expect(await rt.deps.db.select().from(mailboxes)).toHaveLength(0);
  });

  it('connects, and the first sync records e-mails both ways on the matching contacts only', async () => {
    const created = await json<{ id: string; address: string; status: string; capture_subjects: boolean }>(
      await rt.request('POST', '/api/mailboxes', {
        cookie: a.cookie,
        json: { host: imap.host, port: imap.port, tls: false, username: imap.user, password: imap.password },
      }),
      201,
    );
    mailboxId = created.id;
    expect(created.address).toBe(imap.user);
    expect(created.capture_subjects).toBe(false);
    const dup = await json<{ error: { code: string } }>(
      await rt.request('POST', '/api/mailboxes', {
        cookie: a.cookie,
        json: { host: imap.host, port: imap.port, tls: false, username: imap.user.toUpperCase(), password: imap.password },
      }),
      409,
    );
    expect(dup.error.code).toBe('CONFLICT');

    expect(await lastContacted(ids.ann)).toBeNull();
    await rt.deps.jobs.runDueJobs(); // the first sync, queued by connecting

    const ann = await interactionsOf(ids.ann);
    expect(ann.map((i) => [i.occurredOn, i.direction, i.kind, i.text])).toEqual([
      [day(daysAgo(10)), 'in', 'email', 'E-mail received'],
      [day(daysAgo(3)), null, 'email', 'E-mail received'],
    ]);
    const bob = await interactionsOf(ids.bob);
    expect(bob.map((i) => [i.occurredOn, i.direction, i.text])).toEqual([
      [day(daysAgo(5)), 'out', 'E-mail sent'],
      [day(daysAgo(2)), 'in', 'E-mail received'],
    ]);
    expect(bob[1]!.externalKey).toMatch(/^mh:/);
    // In the Sent folder and the INBOX: one interaction. The year-old limit keeps the 400-day one out.
    const cara = await interactionsOf(ids.cara);
    expect(cara.map((i) => [i.occurredOn, i.direction, i.externalKey])).toEqual([[day(daysAgo(5)), 'out', 'mid:reply-1@tradeloom.test']]);
    expect(await interactionsOf(ids.dan)).toHaveLength(0);
    expect(await lastContacted(ids.ann)).toBe(day(daysAgo(3)));
    expect(await lastContacted(ids.bob)).toBe(day(daysAgo(2)));
    expect(await lastContacted(ids.cara)).toBe(day(daysAgo(5)));
    // B's contact with Ann's address got nothing.
    const bs = await rt.deps.db.select().from(contactInteractions).where(eq(contactInteractions.userId, b.user.id));
    expect(bs).toHaveLength(0);

    const [listed] = await json<{ status: string; last_synced_at: string | null; captured: { interactions: number; contacts: number } }[]>(
      await rt.request('GET', '/api/mailboxes', { cookie: a.cookie }),
      200,
    );
    expect(listed!.status).toBe('idle');
    expect(listed!.last_synced_at).not.toBeNull();
    expect(listed!.captured).toEqual({ interactions: 5, contacts: 3 });
    const row = await mailboxRow();
    expect(Object.keys(row.folders).sort()).toEqual(['INBOX', 'Sent']);
  });

  it('keeps no subject and no body by default, and no column holds them', async () => {
    for (const i of await captured()) expect(['E-mail received', 'E-mail sent']).toContain(i.text);
    const everything = JSON.stringify([
      await rt.deps.db.select().from(contactInteractions),
      await rt.deps.db.select().from(mailboxes),
      await rt.deps.db.select().from(jobs),
    ]);
    expect(everything).not.toContain('SUBJECT-MARKER');
    expect(everything).not.toContain('BODY-MARKER');
    expect(everything).not.toContain('Weekend');
  });

  it('a second sync adds nothing', async () => {
    const before = (await captured()).length;
    await syncNow();
    expect((await captured()).length).toBe(before);
    expect((await mailboxRow()).status).toBe('idle');
    // Even read again from the start (as after a UIDVALIDITY change), the same messages add nothing.
    await rt.deps.db.update(mailboxes).set({ folders: {} }).where(eq(mailboxes.id, mailboxId));
    const again = await syncMailbox(
      { db: rt.deps.db, logger: rt.deps.logger, secrets: rt.deps.mailboxes.secrets, allowPrivateHosts: true },
      mailboxId,
    );
    expect(again).toMatchObject({ ran: true, added: 0 });
    expect(again.messages).toBeGreaterThanOrEqual(5);
    expect((await captured()).length).toBe(before);
  });

  it('an incremental sync reads only the new mail', async () => {
    const before = await captured();
    imap.deliver([{ from: 'cara@grain.test', to: [imap.user], date: daysAgo(1), messageId: 'new-1@grain.test' }]);
    const outcome = await syncMailbox(
      { db: rt.deps.db, logger: rt.deps.logger, secrets: rt.deps.mailboxes.secrets, allowPrivateHosts: true },
      mailboxId,
    );
    expect(outcome).toEqual({ ran: true, added: 1, messages: 1 });
    const after = await captured();
    expect(after.length).toBe(before.length + 1);
    expect(after.find((i) => i.externalKey === 'mid:new-1@grain.test')?.contactId).toBe(ids.cara);
    expect(await lastContacted(ids.cara)).toBe(day(daysAgo(1)));
  });

  it('a sync while the server is down fails clearly, and the next one after its restart reconnects', async () => {
    await imap.restart();
    imap.deliver([{ from: 'ann@copper.test', to: [imap.user], date: daysAgo(0), messageId: 'after-restart@copper.test' }]);
    await syncNow();
    expect((await captured()).some((i) => i.externalKey === 'mid:after-restart@copper.test')).toBe(true);

    const port = imap.port;
    await rt.deps.db
      .update(mailboxes)
      .set({ port: await freePort() })
      .where(eq(mailboxes.id, mailboxId));
    await syncNow();
    const failed = await mailboxRow();
    expect(failed.status).toBe('error');
    expect(failed.lastError).toMatch(/Could not reach the IMAP server/);
    const [job] = await rt.deps.db.select().from(jobs).where(eq(jobs.kind, 'mailbox-sync')).orderBy(sql`${jobs.id} desc`).limit(1);
    expect(job!.status).toBe('queued'); // retried later, after a backoff
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    await rt.deps.db.update(mailboxes).set({ port }).where(eq(mailboxes.id, mailboxId));
    await syncNow(); // 'Sync now' brings the waiting retry forward instead of queueing a second sync
    const left = await rt.deps.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'mailbox-sync'), sql`${jobs.status} <> 'done'`));
    expect(left).toHaveLength(0);
    expect((await mailboxRow()).status).toBe('idle');
    expect((await mailboxRow()).lastError).toBeNull();
  });

  it('runs one sync of a mailbox at a time', async () => {
    const deps = { db: rt.deps.db, logger: rt.deps.logger, secrets: rt.deps.mailboxes.secrets, allowPrivateHosts: true };
    const outcomes = await Promise.all([syncMailbox(deps, mailboxId), syncMailbox(deps, mailboxId)]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect((await mailboxRow()).status).toBe('idle');
  });

  it('resumes after the last saved batch when a run stops half-way', async () => {
    const deps = { db: rt.deps.db, logger: rt.deps.logger, secrets: rt.deps.mailboxes.secrets, allowPrivateHosts: true, batchSize: 2 };
    const before = (await captured()).length;
    const lastUid = (await mailboxRow()).folders.INBOX!.lastUid;
    imap.deliver(
      [1, 2, 3, 4, 5].map((n) => ({ from: 'ann@copper.test', to: [imap.user], date: daysAgo(0), messageId: `batch-${n}@copper.test` })),
    );
    const crash = syncMailbox(
      {
        ...deps,
        afterBatch: (p) => {
          if (p.done === 2) throw new Error('instance stopped');
        },
      },
      mailboxId,
    );
    await expect(crash).rejects.toThrow('instance stopped');
    const stopped = await mailboxRow();
    expect(stopped.folders.INBOX!.lastUid).toBe(lastUid + 2);
    expect((await captured()).length).toBe(before + 2);
    const resumed = await syncMailbox(deps, mailboxId);
    expect(resumed).toEqual({ ran: true, added: 3, messages: 3 });
    expect((await captured()).length).toBe(before + 5);
    expect((await mailboxRow()).folders.INBOX!.lastUid).toBe(lastUid + 5);
  });

  it('keeps subjects once the user chooses them', async () => {
    const changed = await json<{ capture_subjects: boolean }>(
      await rt.request('PATCH', `/api/mailboxes/${mailboxId}`, { cookie: a.cookie, json: { capture_subjects: true } }),
      200,
    );
    expect(changed.capture_subjects).toBe(true);
    imap.deliver([
      {
        from: 'bob.chen@steel.test',
        to: [imap.user],
        date: daysAgo(0),
        subject: 'HRC coil tender',
        messageId: 'subj-1@steel.test',
        body: BODY,
      },
    ]);
    await syncNow();
    const withSubject = (await captured()).find((i) => i.externalKey === 'mid:subj-1@steel.test');
    expect(withSubject?.text).toBe('HRC coil tender');
    expect(JSON.stringify(await rt.deps.db.select().from(contactInteractions))).not.toContain('BODY-MARKER');
  });

  it('the sweep queues a sync for a mailbox not synced for 15 minutes, once', async () => {
    const pending = () =>
      rt.deps.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, 'mailbox-sync'), eq(jobs.status, 'queued')));
    expect(await pending()).toHaveLength(0);
    expect(await enqueueDueMailboxSyncs(rt.deps.db)).toBe(0);
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await enqueueDueMailboxSyncs(rt.deps.db, later)).toBe(1);
    expect(await enqueueDueMailboxSyncs(rt.deps.db, later)).toBe(0);
    expect(await pending()).toHaveLength(1);
    await rt.deps.jobs.runDueJobs(later);
    expect(await pending()).toHaveLength(0);
    expect((await mailboxRow()).status).toBe('idle');
  });

  it('never answers the password, and keeps it sealed at rest', async () => {
    const answers = [
      await (await rt.request('GET', '/api/mailboxes', { cookie: a.cookie })).text(),
      await (await rt.request('PATCH', `/api/mailboxes/${mailboxId}`, { cookie: a.cookie, json: { password: imap.password } })).text(),
      await (await rt.request('POST', `/api/mailboxes/${mailboxId}/sync`, { cookie: a.cookie })).text(),
    ];
    for (const t of answers) {
      expect(t).not.toContain(imap.password);
      expect(t).not.toContain('password');
    }
    const row = await mailboxRow();
    expect(row.passwordEnc).not.toContain(imap.password);
    expect(JSON.stringify(await rt.deps.db.execute(sql`select * from mailboxes`))).not.toContain(imap.password);
    expect(rt.deps.mailboxes.secrets.open(row.passwordEnc)).toBe(imap.password);
    expect(() => mailboxSecretBox('another-server-secret').open(row.passwordEnc)).toThrow();
    const wrong = await rt.request('PATCH', `/api/mailboxes/${mailboxId}`, { cookie: a.cookie, json: { password: 'not-it' } });
    expect(wrong.status).toBe(422);
    expect(rt.deps.mailboxes.secrets.open((await mailboxRow()).passwordEnc)).toBe(imap.password);

    // Sealed under another server secret: the sync says so, and entering the password again mends it.
    await rt.deps.db
      .update(mailboxes)
      .set({ passwordEnc: mailboxSecretBox('another-server-secret').seal(imap.password) })
      .where(eq(mailboxes.id, mailboxId));
    await syncNow();
    expect((await mailboxRow()).status).toBe('error');
    expect((await mailboxRow()).lastError).toBe(MAILBOX_MESSAGES.passwordUnreadable);
    await json(await rt.request('PATCH', `/api/mailboxes/${mailboxId}`, { cookie: a.cookie, json: { password: imap.password } }), 200);
    expect((await mailboxRow()).status).toBe('idle');
    await rt.deps.jobs.runDueJobs(new Date(Date.now() + 60_000));
    expect((await mailboxRow()).lastError).toBeNull();
  });

  it('another user can neither see, sync, change nor disconnect the mailbox', async () => {
    expect(await json<unknown[]>(await rt.request('GET', '/api/mailboxes', { cookie: b.cookie }), 200)).toEqual([]);
    const before = (await captured()).length;
    expect((await rt.request('POST', `/api/mailboxes/${mailboxId}/sync`, { cookie: b.cookie })).status).toBe(404);
    expect((await rt.request('PATCH', `/api/mailboxes/${mailboxId}`, { cookie: b.cookie, json: { capture_subjects: false } })).status).toBe(
      404,
    );
    expect((await rt.request('DELETE', `/api/mailboxes/${mailboxId}`, { cookie: b.cookie })).status).toBe(404);
    expect((await captured()).length).toBe(before);
    expect((await mailboxRow()).captureSubjects).toBe(true);
    expect((await rt.request('GET', '/api/mailboxes')).status).toBe(401);
  });

  it('disconnecting deletes what it captured and puts last-contacted dates back', async () => {
    const n = (await captured()).length;
    const manual = await rt.request('POST', `/api/contacts/${ids.ann}/interactions`, {
      cookie: a.cookie,
      json: { kind: 'call', date: day(daysAgo(20)), text: 'Called about cathodes' },
    });
    expect(manual.status).toBe(201);
    const res = await json<{ deleted_interactions: number }>(
      await rt.request('DELETE', `/api/mailboxes/${mailboxId}`, { cookie: a.cookie }),
      200,
    );
    expect(res.deleted_interactions).toBe(n);
    expect(await rt.deps.db.select().from(mailboxes).where(eq(mailboxes.userId, a.user.id))).toHaveLength(0);
    const left = await rt.deps.db
      .select({ text: contactInteractions.text })
      .from(contactInteractions)
      .where(and(eq(contactInteractions.userId, a.user.id)));
    expect(left.map((i) => i.text)).toEqual(['Called about cathodes']);
    expect(await lastContacted(ids.ann)).toBe(day(daysAgo(20)));
    expect(await lastContacted(ids.bob)).toBeNull();
    expect(await json<unknown[]>(await rt.request('GET', '/api/mailboxes', { cookie: a.cookie }), 200)).toEqual([]);
  });

  it('can disconnect and keep what was captured', async () => {
    const created = await json<{ id: string }>(
      await rt.request('POST', '/api/mailboxes', {
        cookie: a.cookie,
        json: { host: imap.host, port: imap.port, tls: false, username: imap.user, password: imap.password },
      }),
      201,
    );
    mailboxId = created.id;
    await rt.deps.jobs.runDueJobs();
    const n = (await captured()).length;
    expect(n).toBeGreaterThan(0);
    const res = await json<{ deleted_interactions: number }>(
      await rt.request('DELETE', `/api/mailboxes/${mailboxId}?keep_captured=true`, { cookie: a.cookie }),
      200,
    );
    expect(res.deleted_interactions).toBe(0);
    const kept = await rt.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactInteractions)
      .where(and(eq(contactInteractions.userId, a.user.id), sql`${contactInteractions.sourceId} is not null`));
    expect(kept[0]!.n).toBe(n);
  });
});

describe('mailbox hosts (SSRF guard)', () => {
  it('knows internal addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isInternalAddress(ip), ip).toBe(true);
    for (const ip of ['93.184.216.34', '2a00:1450:4001:80b::200e', '8.8.8.8']) expect(isInternalAddress(ip), ip).toBe(false);
  });

  it('refuses an internal host unless allowed', async () => {
    await expect(resolveMailboxHost('127.0.0.1', false)).rejects.toMatchObject({ status: 422, code: 'MAILBOX_PRIVATE_HOST' });
    await expect(resolveMailboxHost('localhost', false)).rejects.toMatchObject({ code: 'MAILBOX_PRIVATE_HOST' });
    await expect(resolveMailboxHost('[::1]', false)).rejects.toMatchObject({ code: 'MAILBOX_PRIVATE_HOST' });
    expect(await resolveMailboxHost('127.0.0.1', true)).toBe('127.0.0.1');
  });
});
