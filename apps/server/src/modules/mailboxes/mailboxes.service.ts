/**
 * Connected mailboxes (issue 27 item 1, decision 039): connect one (after a login test), list them with
 * what they captured, change the subject choice or the password, queue a sync, disconnect. Every read
 * and write is scoped to the acting user; the password is never answered.
 */
import { MAILBOX_MESSAGES, MAILBOXES_PER_USER_MAX, type Mailbox, type MailboxStatus, type mailboxConnectSchema } from '@tradeloom/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { captureSources, jobs, mailboxes } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/sql.ts';
import { deleteSource } from '../capture/capture.service.ts';
import { testLogin } from './mailbox-imap.ts';
import type { MailboxSecretBox } from './mailbox-secret.ts';

export interface MailboxService {
  db: Db;
  secrets: MailboxSecretBox;
  allowPrivateHosts: boolean;
  /** How long a login test may take (POST and a password change). */
  loginTimeoutMs?: number;
}

const mailboxNotFound = () => notFound(MAILBOX_MESSAGES.notFound);

/** The account as the user knows it: the address, or user@host when the user name is not one. */
const addressOf = (username: string, host: string) => (username.includes('@') ? username : `${username}@${host}`);

// Named with its table: in a one-table select drizzle writes a column bare ("source_id"), which inside
// this subquery would be the interaction's own column and count every user's captured interactions.
const capturedCount = sql<number>`(select count(*)::int from contact_interactions i where i.source_id = mailboxes.source_id)`;
const capturedContacts = sql<number>`(select count(distinct i.contact_id)::int from contact_interactions i where i.source_id = mailboxes.source_id)`;

async function readMailboxes(db: Db, userId: string, id?: string): Promise<Mailbox[]> {
  const rows = await db
    .select({ m: mailboxes, interactions: capturedCount, contacts: capturedContacts })
    .from(mailboxes)
    .where(id ? and(eq(mailboxes.userId, userId), eq(mailboxes.id, id)) : eq(mailboxes.userId, userId))
    .orderBy(mailboxes.createdAt);
  return rows.map(({ m, interactions, contacts }) => ({
    id: m.id,
    address: addressOf(m.username, m.host),
    host: m.host,
    port: m.port,
    tls: m.tls,
    capture_subjects: m.captureSubjects,
    status: m.status as MailboxStatus,
    last_error: m.lastError,
    progress: m.progress ?? null,
    last_synced_at: m.lastSyncedAt?.toISOString() ?? null,
    created_at: m.createdAt.toISOString(),
    captured: { interactions, contacts },
  }));
}

export const listMailboxes = (db: Db, userId: string) => readMailboxes(db, userId);

async function getMailbox(db: Db, userId: string, id: string): Promise<Mailbox> {
  if (!isUuid(id)) throw mailboxNotFound();
  const [m] = await readMailboxes(db, userId, id);
  if (!m) throw mailboxNotFound();
  return m;
}

/** Connects a mailbox: refuses a duplicate or one too many, tests the login, then queues the first sync. */
export async function connectMailbox(svc: MailboxService, userId: string, input: z.output<typeof mailboxConnectSchema>): Promise<Mailbox> {
  const { db } = svc;
  const host = input.host.toLowerCase().replace(/\.$/, '');
  const username = input.username.trim();
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(mailboxes).where(eq(mailboxes.userId, userId));
  if (n >= MAILBOXES_PER_USER_MAX) throw conflict(MAILBOX_MESSAGES.tooMany);
  const existing = await db
    .select({ id: mailboxes.id })
    .from(mailboxes)
    .where(and(eq(mailboxes.userId, userId), eq(mailboxes.host, host), sql`lower(${mailboxes.username}) = ${username.toLowerCase()}`))
    .limit(1);
  if (existing.length) throw conflict(MAILBOX_MESSAGES.duplicate);
  await testLogin(
    { host, port: input.port, tls: input.tls, username, password: input.password },
    { allowPrivateHosts: svc.allowPrivateHosts, timeoutMs: svc.loginTimeoutMs },
  );
  const id = await db.transaction(async (tx) => {
    const [source] = await tx
      .insert(captureSources)
      .values({ userId, kind: 'imap', label: addressOf(username, host) })
      .returning({ id: captureSources.id });
    const [row] = await tx
      .insert(mailboxes)
      .values({
        userId,
        sourceId: source!.id,
        host,
        port: input.port,
        tls: input.tls,
        username,
        passwordEnc: svc.secrets.seal(input.password),
        captureSubjects: input.capture_subjects,
      })
      .onConflictDoNothing()
      .returning({ id: mailboxes.id });
    if (!row) throw conflict(MAILBOX_MESSAGES.duplicate);
    await enqueueJob(tx, 'mailbox-sync', { mailboxId: row.id });
    return row.id;
  });
  return getMailbox(db, userId, id);
}

/** Changes the subject choice (from the next messages read on) or the password (tested first). */
export async function updateMailbox(
  svc: MailboxService,
  userId: string,
  id: string,
  input: { capture_subjects?: boolean; password?: string },
): Promise<Mailbox> {
  const { db } = svc;
  if (!isUuid(id)) throw mailboxNotFound();
  const [row] = await db
    .select()
    .from(mailboxes)
    .where(and(eq(mailboxes.id, id), eq(mailboxes.userId, userId)));
  if (!row) throw mailboxNotFound();
  const set: Partial<typeof mailboxes.$inferInsert> = {};
  if (input.capture_subjects !== undefined) set.captureSubjects = input.capture_subjects;
  if (input.password !== undefined) {
    await testLogin(
      { host: row.host, port: row.port, tls: row.tls, username: row.username, password: input.password },
      { allowPrivateHosts: svc.allowPrivateHosts, timeoutMs: svc.loginTimeoutMs },
    );
    set.passwordEnc = svc.secrets.seal(input.password);
    if (row.status === 'error') set.status = 'idle';
  }
  await db
    .update(mailboxes)
    .set(set)
    .where(and(eq(mailboxes.id, id), eq(mailboxes.userId, userId)));
  return getMailbox(db, userId, id);
}

/** Queues a sync now; a sync already queued (a retry waiting out its backoff, say) is brought forward instead of doubled. */
export async function queueSync(db: Db, userId: string, id: string, now = new Date()): Promise<Mailbox> {
  const m = await getMailbox(db, userId, id);
  await db.transaction(async (tx) => {
    const pending = await tx
      .update(jobs)
      .set({ runAt: now })
      .where(and(eq(jobs.kind, 'mailbox-sync'), eq(jobs.status, 'queued'), sql`${jobs.payload}->>'mailboxId' = ${id}`))
      .returning({ id: jobs.id });
    if (pending.length === 0) await enqueueJob(tx, 'mailbox-sync', { mailboxId: id }, now);
  });
  return m;
}

/** Disconnects a mailbox; by default what it captured goes too (deleteSource), else it stays under its source. */
export async function disconnectMailbox(
  db: Db,
  userId: string,
  id: string,
  keepCaptured: boolean,
): Promise<{ deleted_interactions: number }> {
  if (!isUuid(id)) throw mailboxNotFound();
  const [row] = await db
    .select({ id: mailboxes.id, sourceId: mailboxes.sourceId })
    .from(mailboxes)
    .where(and(eq(mailboxes.id, id), eq(mailboxes.userId, userId)));
  if (!row) throw mailboxNotFound();
  if (keepCaptured) {
    await db.delete(mailboxes).where(and(eq(mailboxes.id, id), eq(mailboxes.userId, userId)));
    return { deleted_interactions: 0 };
  }
  // The source's deletion cascades to the mailbox row.
  const { deleted } = await deleteSource(db, userId, row.sourceId);
  return { deleted_interactions: deleted };
}

declare module '../../lib/context.ts' {
  interface AppDeps {
    /** Connected mailboxes: the password box (key from the server secret) and the host policy. */
    mailboxes: MailboxService;
  }
}
