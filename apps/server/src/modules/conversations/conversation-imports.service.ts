/**
 * Conversation imports (issue 27 item 2, decision 040): a file is uploaded and kept in the storage
 * provider (status reading); a job reads it in a reader process into a review — who matched a
 * contact, who matched nobody — (status review); nothing reaches contacts or interactions until the
 * user confirms, when the chosen contacts are created (within the plan's limit) and the interactions
 * written through the capture module's one write path (status completed).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import {
  CONVERSATION_IMPORT_LISTED_UNMATCHED,
  CONVERSATION_IMPORT_MESSAGES,
  type ConversationImport,
  type ConversationImportKind,
  type ConversationParticipant,
  type ConversationReview,
  type conversationImportConfirmSchema,
} from '@tradeloom/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contacts, conversationImports, profiles, user } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { ApiError, conflict, notFound } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { isUuid } from '../../lib/sql.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import type { SpooledFile } from '../attachments/multipart.ts';
import { type CapturedItem, createSource, deleteSource, recordCaptured } from '../capture/capture.service.ts';
import { ContactMatcher } from '../capture/contact-matcher.ts';
import { contactRoom } from '../contacts/contact-limit.ts';
import { type ConversationDigest, type Entry, entryText, type SelfIdentity } from './aggregate.ts';
import { detectConversationKind } from './conversation-kind.ts';
import { readConversationFile } from './conversation-reader.ts';
import type { Participant } from './parsers/types.ts';

type Row = typeof conversationImports.$inferSelect;
type Confirm = z.output<typeof conversationImportConfirmSchema>;

/** What the confirmation needs of each participant, kept with the import (never answered). */
interface StoredParticipant {
  key: string;
  participant: Participant;
  contactIds: string[];
  entries: Entry[];
}

const fileKey = (userId: string, id: string) => `${userId}/conversation-imports/${id}`;
const importNotFound = () => notFound(CONVERSATION_IMPORT_MESSAGES.notFound);
const WRITE_BATCH = 5000;

export function toConversationImport(row: Row, withReview = true): ConversationImport {
  return {
    id: row.id,
    file_name: row.fileName,
    file_size: row.fileSize,
    kind: row.kind as ConversationImportKind,
    status: row.status as ConversationImport['status'],
    created_at: row.createdAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
    error: row.error,
    review: withReview ? ((row.review as ConversationReview | null) ?? null) : null,
    results: (row.results as ConversationImport['results']) ?? null,
  };
}

async function ownImport(db: Db, userId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw importNotFound();
  const [row] = await db
    .select()
    .from(conversationImports)
    .where(and(eq(conversationImports.id, id), eq(conversationImports.userId, userId)))
    .limit(1);
  if (!row) throw importNotFound();
  return row;
}

/** Keeps the uploaded file in storage, records the import and queues its reading (202). */
export async function createConversationImport(
  db: Db,
  storage: StorageProvider,
  userId: string,
  file: SpooledFile,
): Promise<ConversationImport> {
  let kind: ConversationImportKind;
  try {
    kind = await detectConversationKind(file.path, file.name);
  } catch (err) {
    await fs.promises.rm(file.path, { force: true });
    throw err;
  }
  const id = crypto.randomUUID();
  await storage.putFile(fileKey(userId, id), file.path, { contentType: 'application/octet-stream', size: file.size });
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(conversationImports)
        .values({ id, userId, fileName: file.name, fileSize: file.size, kind, status: 'reading' })
        .returning();
      await enqueueJob(tx, 'conversation-import', { userId, importId: id });
      return inserted!;
    });
    return toConversationImport(row);
  } catch (err) {
    await storage.delete(fileKey(userId, id)).catch(() => {});
    throw err;
  }
}

export async function getConversationImport(db: Db, userId: string, id: string): Promise<ConversationImport> {
  return toConversationImport(await ownImport(db, userId, id));
}

/** The user's recent conversation imports, newest first, without their reviews. */
export async function listConversationImports(db: Db, userId: string): Promise<ConversationImport[]> {
  const rows = await db
    .select()
    .from(conversationImports)
    .where(eq(conversationImports.userId, userId))
    .orderBy(desc(conversationImports.createdAt))
    .limit(20);
  return rows.map((r) => toConversationImport(r, false));
}

/** Cancels an import that is being read, waits for a review or failed: its record and file go. */
export async function cancelConversationImport(db: Db, storage: StorageProvider, userId: string, id: string): Promise<void> {
  const row = await ownImport(db, userId, id);
  if (row.status === 'confirming' || row.status === 'completed') throw conflict('This import has already been confirmed.');
  await db.delete(conversationImports).where(and(eq(conversationImports.id, id), eq(conversationImports.userId, userId)));
  await storage.delete(fileKey(userId, id));
}

/** Who the user is in the file: the profile's name and phone, the account's e-mail. */
async function selfOf(db: Db, userId: string): Promise<SelfIdentity> {
  const [me] = await db
    .select({ name: profiles.fullName, phone: profiles.phone, email: user.email })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return {
    names: me?.name ? [me.name] : [],
    phones: me?.phone ? [me.phone] : [],
    emails: me?.email ? [me.email] : [],
  };
}

const present = (p: Participant, key: string, count: number, entries: Entry[], first: string, last: string): ConversationParticipant => ({
  key,
  name: p.name ?? null,
  email: p.email ?? null,
  phone: p.phone ?? null,
  count,
  interactions: entries.length,
  first,
  last,
});

/** The digest matched against the user's contacts: the review shown, and what the confirmation will write. */
export async function buildReview(db: Db, userId: string, digest: ConversationDigest) {
  const matcher = await ContactMatcher.load(db, userId);
  const matched: (ConversationParticipant & { contactIds: string[] })[] = [];
  const unmatched: ConversationParticipant[] = [];
  const stored: StoredParticipant[] = [];
  for (const p of digest.participants) {
    const by = p.participant;
    let ids = by.email ? matcher.byEmail(by.email) : by.phone ? matcher.byPhone(by.phone) : [];
    if (ids.length === 0 && by.name) ids = matcher.byName(by.name);
    const shown = present(by, p.key, p.count, p.entries, p.first, p.last);
    if (ids.length > 0) {
      matched.push({ ...shown, contactIds: ids });
      stored.push({ key: p.key, participant: by, contactIds: ids, entries: p.entries });
    } else {
      if (unmatched.length < CONVERSATION_IMPORT_LISTED_UNMATCHED)
        stored.push({ key: p.key, participant: by, contactIds: [], entries: p.entries });
      unmatched.push(shown);
    }
  }
  const ids = [...new Set(matched.flatMap((m) => m.contactIds))];
  const names = new Map<string, string>();
  for (let k = 0; k < ids.length; k += 1000) {
    const rows = await db
      .select({ id: contacts.id, fullName: contacts.fullName })
      .from(contacts)
      .where(and(eq(contacts.userId, userId), inArray(contacts.id, ids.slice(k, k + 1000))));
    for (const r of rows) names.set(r.id, r.fullName);
  }
  const review: ConversationReview = {
    totals: { ...digest.totals, people: digest.participants.length },
    matched: matched.map(({ contactIds, ...m }) => ({
      ...m,
      contacts: contactIds.filter((id) => names.has(id)).map((id) => ({ id, full_name: names.get(id)! })),
    })),
    unmatched: unmatched.slice(0, CONVERSATION_IMPORT_LISTED_UNMATCHED),
    unmatched_more: Math.max(0, unmatched.length - CONVERSATION_IMPORT_LISTED_UNMATCHED),
  };
  return { review, stored };
}

async function fail(db: Db, id: string, message: string) {
  await db
    .update(conversationImports)
    .set({ status: 'failed', error: message, processedAt: new Date() })
    .where(and(eq(conversationImports.id, id), eq(conversationImports.status, 'reading')));
}

/** The 'conversation-import' job: reads the file into a review. A file beyond the limits fails the import with its message. */
export async function runConversationImportJob(
  db: Db,
  storage: StorageProvider,
  logger: Logger,
  payload: { userId: string; importId: string },
  opts: { retry: boolean; now?: Date },
): Promise<void> {
  const [row] = await db
    .select()
    .from(conversationImports)
    .where(and(eq(conversationImports.id, payload.importId), eq(conversationImports.userId, payload.userId)))
    .limit(1);
  if (row?.status !== 'reading') return;
  const stored = await storage.get(fileKey(row.userId, row.id));
  if (!stored) {
    await fail(db, row.id, 'The uploaded file is no longer available. Upload it again.');
    return;
  }
  let digest: ConversationDigest;
  try {
    digest = await readConversationFile(
      {
        kind: row.kind as ConversationImportKind,
        fileName: row.fileName,
        self: await selfOf(db, row.userId),
        now: (opts.now ?? new Date()).toISOString(),
      },
      stored.body,
    );
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) {
      await fail(db, row.id, err.message);
      return;
    }
    logger.warn({ err, importId: row.id }, 'reading a conversation import failed');
    if (opts.retry) throw err;
    await fail(db, row.id, 'This file could not be read. Try again, or export it again.');
    return;
  }
  const { review, stored: entries } = await buildReview(db, row.userId, digest);
  await db
    .update(conversationImports)
    .set({ status: 'review', review, entries, processedAt: new Date() })
    .where(and(eq(conversationImports.id, row.id), eq(conversationImports.status, 'reading')));
}

/**
 * Writes what the user confirmed: the chosen people created as contacts (as many as the plan's
 * limit leaves room for), then every interaction of the matched and created people not ignored,
 * under one capture source named after the file. A second import of the same file adds nothing
 * (the interactions' keys are already there), and its empty source is not kept.
 */
export async function confirmConversationImport(
  db: Db,
  storage: StorageProvider,
  userId: string,
  id: string,
  body: Confirm,
): Promise<ConversationImport> {
  const row = await ownImport(db, userId, id);
  if (row.status !== 'review') throw conflict(CONVERSATION_IMPORT_MESSAGES.notInReview);
  const stored = (row.entries as StoredParticipant[] | null) ?? [];
  const byKey = new Map(stored.map((s) => [s.key, s]));
  const review = row.review as ConversationReview;
  const listed = new Set(review.unmatched.map((u) => u.key));
  const toCreate = new Map<string, string>();
  for (const c of body.create) {
    if (!listed.has(c.key) || !byKey.has(c.key))
      throw new ApiError(422, 'UNPROCESSABLE_ENTITY', CONVERSATION_IMPORT_MESSAGES.unknownParticipant, { key: c.key });
    // Created by an earlier confirmation that failed half-way: not created twice.
    if (byKey.get(c.key)!.contactIds.length === 0) toCreate.set(c.key, c.full_name);
  }
  const ignore = new Set(body.ignore);

  // Claimed once: a second confirmation of the same import meets a conflict.
  const [claimed] = await db
    .update(conversationImports)
    .set({ status: 'confirming' })
    .where(and(eq(conversationImports.id, id), eq(conversationImports.userId, userId), eq(conversationImports.status, 'review')))
    .returning({ id: conversationImports.id });
  if (!claimed) throw conflict(CONVERSATION_IMPORT_MESSAGES.notInReview);

  try {
    const { sourceId, created, skippedLimit } = await db.transaction(async (tx) => {
      const room = await contactRoom(tx, userId, { lock: true });
      const wanted = [...toCreate];
      const fits = room.remaining === null ? wanted : wanted.slice(0, room.remaining);
      const created = new Map<string, string>();
      if (fits.length > 0) {
        const rows = await tx
          .insert(contacts)
          .values(
            fits.map(([key, fullName]) => {
              const p = byKey.get(key)!.participant;
              return { userId, fullName, clientEmail: p.email ?? null, phone: p.phone ?? null };
            }),
          )
          .returning({ id: contacts.id });
        for (const [i, [key]] of fits.entries()) created.set(key, rows[i]!.id);
      }
      const sourceId = row.sourceId ?? (await createSource(tx, userId, row.kind as ConversationImportKind, row.fileName));
      // The new contacts are remembered with the import, so a confirmation that fails later and is
      // made again writes to them instead of creating them again.
      const entries = stored.map((s) => (created.has(s.key) ? { ...s, contactIds: [created.get(s.key)!] } : s));
      await tx.update(conversationImports).set({ sourceId, entries }).where(eq(conversationImports.id, id));
      return { sourceId, created, skippedLimit: wanted.length - fits.length };
    });

    const kind = row.kind as ConversationImportKind;
    const interactionKind = kind === 'ics' ? 'meeting' : kind === 'mbox' ? 'email' : 'message';
    let batch: CapturedItem[] = [];
    let added = 0;
    const touched = new Set<string>();
    const flush = async () => {
      if (batch.length === 0) return;
      const out = await recordCaptured(db, userId, sourceId, batch);
      added += out.added;
      for (const c of out.contactIds) touched.add(c);
      batch = [];
    };
    for (const s of stored) {
      if (ignore.has(s.key)) continue;
      const contactIds = created.has(s.key) ? [created.get(s.key)!] : s.contactIds;
      for (const contactId of contactIds) {
        for (const [date, externalKey, direction, count] of s.entries) {
          batch.push({ contactId, kind: interactionKind, date, direction, externalKey, text: entryText(kind, direction, count) });
          if (batch.length >= WRITE_BATCH) await flush();
        }
      }
    }
    await flush();
    // An empty source made now is not kept (one reused from a failed attempt holds that attempt's writes).
    const dropSource = added === 0 && !row.sourceId;
    if (dropSource) await deleteSource(db, userId, sourceId);
    const results = {
      interactions_added: added,
      contacts_touched: touched.size,
      contacts_created: created.size,
      skipped_limit: skippedLimit,
    };
    const [done] = await db
      .update(conversationImports)
      .set({ status: 'completed', results, entries: null, processedAt: new Date(), ...(dropSource ? { sourceId: null } : {}) })
      .where(eq(conversationImports.id, id))
      .returning();
    await storage.delete(fileKey(userId, id)).catch(() => {});
    return toConversationImport(done!);
  } catch (err) {
    // Back to the review: what was written is keyed, so confirming again adds only the rest.
    await db.update(conversationImports).set({ status: 'review' }).where(eq(conversationImports.id, id));
    throw err;
  }
}
