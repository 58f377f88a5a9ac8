/**
 * The 'mailbox-sync' job (decision 039): reads the headers of new messages in INBOX and the sent
 * folder and records an e-mail interaction on every contact whose address is on a message.
 *
 * - One sync per mailbox at a time, across instances: the job queue claims the job, and the mailbox
 *   row is taken with a guarded update (status 'syncing' with a heartbeat; a heartbeat older than
 *   SYNC_STALE_MS belongs to a stopped instance and is taken over).
 * - Incremental: per folder the UIDVALIDITY and the last UID read are kept; a changed UIDVALIDITY, or
 *   none kept, reads the last year again (recordCaptured skips what is already there).
 * - Headers only: FETCH asks for the envelope, the internal date and the UID, never a body; the
 *   subject is kept only when the user chose it.
 * - Resumable: each batch is written, then the folder's last UID and the progress are saved, so a
 *   crash resumes after the last saved batch. A new connection is opened on every run, so a server
 *   that restarted between runs is simply reconnected to.
 */
import { createHash } from 'node:crypto';
import { MAILBOX_FIRST_SYNC_DAYS, MAILBOX_MESSAGES, MAILBOX_SYNC_EVERY_MINUTES } from '@tradeloom/domain';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FetchMessageObject, ImapFlow, MessageAddressObject } from 'imapflow';
import type { Db } from '../../db/client.ts';
import { type MailboxFolderState, mailboxes, user } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { Logger } from '../../lib/logger.ts';
import { type CapturedItem, recordCaptured } from '../capture/capture.service.ts';
import { ContactMatcher, emailsIn } from '../capture/contact-matcher.ts';
import { describeFailure, openImap, pickFolders, type ReadFolder, uidSet } from './mailbox-imap.ts';
import type { MailboxSecretBox } from './mailbox-secret.ts';

/** Messages fetched and written per batch (one transaction, one saved position). */
export const SYNC_BATCH = 500;
/** A 'syncing' mailbox whose heartbeat is older than this is taken over by the next run. */
export const SYNC_STALE_MS = 5 * 60_000;

export interface MailboxSyncDeps {
  db: Db;
  logger: Logger;
  secrets: MailboxSecretBox;
  allowPrivateHosts: boolean;
  /** The batch size (tests use small ones to see several batches). */
  batchSize?: number;
  /** Called after each batch is saved (tests stop a run there, as a crash would). */
  afterBatch?: (progress: { folder: string; done: number; total: number }) => void | Promise<void>;
}

export interface SyncOutcome {
  /** false when another run holds the mailbox, or it is gone. */
  ran: boolean;
  added: number;
  messages: number;
}

type MailboxRow = typeof mailboxes.$inferSelect;

/** Takes the mailbox for one run, or answers null when another run holds it (or it no longer exists). */
async function claim(db: Db, id: string, now: Date): Promise<MailboxRow | null> {
  const staleBefore = new Date(now.getTime() - SYNC_STALE_MS);
  const [row] = await db
    .update(mailboxes)
    .set({ status: 'syncing', syncHeartbeatAt: now, lastError: null, progress: null })
    .where(
      and(
        eq(mailboxes.id, id),
        or(ne(mailboxes.status, 'syncing'), isNull(mailboxes.syncHeartbeatAt), lt(mailboxes.syncHeartbeatAt, staleBefore)),
      ),
    )
    .returning();
  return row ?? null;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

function addressesOf(list: MessageAddressObject[] | undefined): string[] {
  return (list ?? []).flatMap((a) => emailsIn(a.address ?? ''));
}

/** The message's identity: its Message-ID, else a hash of date, sender and subject. */
export function messageKey(msg: Pick<FetchMessageObject, 'envelope' | 'internalDate'>): string {
  const id = msg.envelope?.messageId?.trim().replace(/^<|>$/g, '');
  if (id) return `mid:${id.toLowerCase()}`;
  const date = msg.envelope?.date ?? msg.internalDate ?? '';
  const from = addressesOf(msg.envelope?.from).join(',');
  const hash = createHash('sha256')
    .update(`${new Date(date).toISOString()}|${from}|${msg.envelope?.subject ?? ''}`)
    .digest('hex')
    .slice(0, 32);
  return `mh:${hash}`;
}

/** The interactions one message gives: one per contact on it who is not the mailbox's owner. */
export function itemsOf(
  msg: Pick<FetchMessageObject, 'envelope' | 'internalDate'>,
  ctx: { matcher: ContactMatcher; owner: Set<string>; sentFolder: boolean; subjects: boolean },
): CapturedItem[] {
  const env = msg.envelope;
  if (!env) return [];
  const when = env.date ? new Date(env.date) : msg.internalDate ? new Date(msg.internalDate) : null;
  const date = when && !Number.isNaN(when.getTime()) ? when : msg.internalDate ? new Date(msg.internalDate) : null;
  if (!date || Number.isNaN(date.getTime())) return [];
  const from = addressesOf(env.from);
  const byOwner = ctx.sentFolder || from.some((a) => ctx.owner.has(a));
  const key = messageKey(msg);
  const subject = ctx.subjects ? env.subject?.replace(/\s+/g, ' ').trim().slice(0, 300) : undefined;
  const items = new Map<string, CapturedItem>();
  const add = (address: string, direction: 'in' | 'out' | null) => {
    if (ctx.owner.has(address)) return;
    for (const contactId of ctx.matcher.byEmail(address)) {
      if (items.has(contactId)) continue;
      const text = subject || (direction === 'out' ? MAILBOX_MESSAGES.textOut : MAILBOX_MESSAGES.textIn);
      items.set(contactId, { contactId, kind: 'email', date: dayOf(date), direction, externalKey: key, text });
    }
  };
  if (!byOwner) for (const a of from) add(a, 'in');
  for (const a of [...addressesOf(env.to), ...addressesOf(env.cc)]) add(a, byOwner ? 'out' : null);
  return [...items.values()];
}

/** Runs one sync of a mailbox; a failure is saved on the row (status 'error') and thrown, so the job retries. */
export async function syncMailbox(deps: MailboxSyncDeps, mailboxId: string, now = new Date()): Promise<SyncOutcome> {
  const { db, logger } = deps;
  const row = await claim(db, mailboxId, now);
  if (!row) return { ran: false, added: 0, messages: 0 };
  const batchSize = deps.batchSize ?? SYNC_BATCH;
  const folders: MailboxFolderState = { ...row.folders };
  let added = 0;
  let messages = 0;
  const mine = and(eq(mailboxes.id, row.id), eq(mailboxes.status, 'syncing'));
  let client: ImapFlow | undefined;
  try {
    const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, row.userId));
    const ownerAddresses = new Set([...emailsIn(row.username), ...emailsIn(owner?.email)]);
    const matcher = await ContactMatcher.load(db, row.userId);
    let password: string;
    try {
      password = deps.secrets.open(row.passwordEnc);
    } catch {
      throw new Error(MAILBOX_MESSAGES.passwordUnreadable);
    }
    client = await openImap(
      { host: row.host, port: row.port, tls: row.tls, username: row.username, password },
      { allowPrivateHosts: deps.allowPrivateHosts },
    );
    const since = new Date(now.getTime() - MAILBOX_FIRST_SYNC_DAYS * 86_400_000);
    for (const folder of pickFolders(await client.list())) {
      const result = await syncFolder(client, folder, {
        db,
        row,
        folders,
        since,
        batchSize,
        mine,
        afterBatch: deps.afterBatch,
        ctx: { matcher, owner: ownerAddresses, sentFolder: folder.sent, subjects: row.captureSubjects },
      });
      added += result.added;
      messages += result.messages;
    }
    await client.logout().catch(() => client?.close());
    await db
      .update(mailboxes)
      .set({ status: 'idle', progress: null, lastError: null, lastSyncedAt: new Date(), syncHeartbeatAt: null, folders })
      .where(mine);
    logger.info({ mailboxId, added, messages }, 'mailbox synced');
    return { ran: true, added, messages };
  } catch (err) {
    client?.close();
    const message = describeFailure(err);
    logger.warn({ mailboxId, err: message }, 'mailbox sync failed');
    await db
      .update(mailboxes)
      .set({ status: 'error', lastError: message, progress: null, syncHeartbeatAt: null })
      .where(mine)
      .catch(() => {});
    throw new Error(message);
  }
}

async function syncFolder(
  client: ImapFlow,
  folder: ReadFolder,
  run: {
    db: Db;
    row: MailboxRow;
    folders: MailboxFolderState;
    since: Date;
    batchSize: number;
    mine: ReturnType<typeof and>;
    afterBatch?: MailboxSyncDeps['afterBatch'];
    ctx: Omit<Parameters<typeof itemsOf>[1], 'sentFolder'> & { sentFolder: boolean };
  },
): Promise<{ added: number; messages: number }> {
  const { db, row, folders } = run;
  const lock = await client.getMailboxLock(folder.path, { readOnly: true });
  try {
    const box = client.mailbox;
    if (!box) return { added: 0, messages: 0 };
    const uidValidity = String(box.uidValidity);
    const known = folders[folder.path];
    const fresh = !known || known.uidValidity !== uidValidity;
    const lastUid = fresh ? 0 : known.lastUid;
    if (!fresh && box.uidNext - 1 <= lastUid) return { added: 0, messages: 0 };
    const query = fresh ? { since: run.since } : { since: run.since, uid: `${lastUid + 1}:*` };
    const found = (await client.search(query, { uid: true })) || [];
    // 'n:*' always names the last message, even when its UID is below n.
    const uids = found.filter((u) => u > lastUid).sort((x, y) => x - y);
    const state = { uidValidity, lastUid };
    let added = 0;
    for (let k = 0; k < uids.length; k += run.batchSize) {
      const batch = uids.slice(k, k + run.batchSize);
      const items: CapturedItem[] = [];
      for await (const msg of client.fetch(uidSet(batch), { envelope: true, internalDate: true, uid: true }, { uid: true })) {
        items.push(...itemsOf(msg, run.ctx));
      }
      if (items.length) added += (await recordCaptured(db, row.userId, row.sourceId, items)).added;
      state.lastUid = batch[batch.length - 1]!;
      folders[folder.path] = { ...state };
      const progress = { folder: folder.label, done: k + batch.length, total: uids.length };
      await db.update(mailboxes).set({ folders, progress, syncHeartbeatAt: new Date() }).where(run.mine);
      await run.afterBatch?.(progress);
    }
    // Everything up to UIDNEXT has been looked at (older than a year, or nothing new).
    state.lastUid = Math.max(state.lastUid, box.uidNext - 1);
    folders[folder.path] = state;
    await db.update(mailboxes).set({ folders, syncHeartbeatAt: new Date() }).where(run.mine);
    return { added, messages: uids.length };
  } finally {
    lock.release();
  }
}

/** Queues a sync of every mailbox not synced for MAILBOX_SYNC_EVERY_MINUTES (and not syncing now, nor queued already). */
export async function enqueueDueMailboxSyncs(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - MAILBOX_SYNC_EVERY_MINUTES * 60_000);
  const due = await db
    .select({ id: mailboxes.id })
    .from(mailboxes)
    .where(
      and(
        ne(mailboxes.status, 'syncing'),
        or(isNull(mailboxes.lastSyncedAt), lt(mailboxes.lastSyncedAt, before)),
        // The mailbox's column named with its table: written bare ("id") it would be the job's own id here.
        sql`not exists (select 1 from jobs j where j.kind = 'mailbox-sync' and j.status in ('queued', 'running') and j.payload->>'mailboxId' = mailboxes.id::text)`,
      ),
    )
    .limit(500);
  for (const m of due) await enqueueJob(db, 'mailbox-sync', { mailboxId: m.id }, now);
  return due.length;
}
