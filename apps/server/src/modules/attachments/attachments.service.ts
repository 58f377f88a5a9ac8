import crypto from 'node:crypto';
import fs from 'node:fs';
import {
  ATTACHMENTS_PER_CONTACT_MAX,
  type Attachment,
  attachmentsPerContactExceeded,
  attachmentTypeNotSupported,
  DEMO_CONTACT_READ_ONLY,
} from '@tradeloom/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingUploads } from '../../db/schema/index.ts';
import { ApiError, forbidden, notFound } from '../../lib/errors.ts';
import type { StorageProvider, StoredObject } from '../../providers/storage/index.ts';
import { contactNotFound } from '../contacts/contacts.service.ts';
import {
  appendAttachments,
  attachmentCountOf,
  attachmentsHolding,
  isContactId,
  rewriteAttachmentList,
} from '../contacts/contacts.store.ts';
import { detectFileType, extensionFor, isAllowedType } from './file-type.ts';
import type { SpooledFile } from './multipart.ts';
import { assertStorageRoom } from './upload-limits.ts';

const fileNotFound = () => notFound('File not found');

/** {userId}/{contactId or temp}/{timestamp}-{random}.{ext} (spec §7 'Storage'). */
export function storagePath(userId: string, folder: string, type: string, now = Date.now()): string {
  return `${userId}/${folder}/${now}-${crypto.randomBytes(6).toString('hex')}.${extensionFor(type)}`;
}

/** The type the file's bytes show, if it is one we take; otherwise 415 with the spec's text, and the spool is gone. */
async function checkedType(file: SpooledFile): Promise<string> {
  // At most the attachment cap: the upload was cut there while streaming.
  const bytes = await fs.promises.readFile(file.path);
  const type = detectFileType(bytes, file.name, file.claimedType);
  if (!isAllowedType(type)) {
    await fs.promises.rm(file.path, { force: true });
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', attachmentTypeNotSupported(type, file.name));
  }
  return type;
}

async function ownContactForChange(db: Db, userId: string, contactId: string): Promise<{ attachmentCount: number }> {
  if (!isContactId(contactId)) throw contactNotFound();
  const row = await attachmentCountOf(db, userId, contactId);
  if (!row) throw contactNotFound();
  if (row.userId !== userId) throw forbidden(DEMO_CONTACT_READ_ONLY);
  return { attachmentCount: row.attachmentCount };
}

const tooManyAttachments = () => new ApiError(409, 'CONFLICT', attachmentsPerContactExceeded());

/** The quota check of a spooled file; the spool is removed when it does not fit. */
async function checkedRoom(db: Db, userId: string, file: SpooledFile): Promise<void> {
  try {
    await assertStorageRoom(db, userId, file.size);
  } catch (err) {
    await fs.promises.rm(file.path, { force: true });
    throw err;
  }
}

/** Stores an upload for a contact of the user and appends its record, in one statement. */
export async function attachToContact(
  db: Db,
  storage: StorageProvider,
  userId: string,
  contactId: string,
  file: SpooledFile,
): Promise<Attachment> {
  try {
    const { attachmentCount } = await ownContactForChange(db, userId, contactId);
    if (attachmentCount >= ATTACHMENTS_PER_CONTACT_MAX) throw tooManyAttachments();
  } catch (err) {
    await fs.promises.rm(file.path, { force: true });
    throw err;
  }
  const type = await checkedType(file);
  await checkedRoom(db, userId, file);
  const record: Attachment = {
    id: storagePath(userId, contactId, type),
    name: file.name,
    size: file.size,
    type,
    uploadedAt: new Date().toISOString(),
  };
  await storage.putFile(record.id, file.path, { contentType: type, size: file.size });
  if (!(await appendAttachments(db, userId, contactId, [record], ATTACHMENTS_PER_CONTACT_MAX))) {
    // The contact went away, or filled up, while the file was stored.
    await storage.delete(record.id);
    const still = await ownContactForChange(db, userId, contactId);
    throw still.attachmentCount >= ATTACHMENTS_PER_CONTACT_MAX ? tooManyAttachments() : contactNotFound();
  }
  return record;
}

/** An upload made before its contact exists; a contact claims it when it is saved. */
export async function storeTempUpload(db: Db, storage: StorageProvider, userId: string, file: SpooledFile): Promise<Attachment> {
  const type = await checkedType(file);
  await checkedRoom(db, userId, file);
  const id = storagePath(userId, 'temp', type);
  await storage.putFile(id, file.path, { contentType: type, size: file.size });
  const [row] = await db.insert(pendingUploads).values({ id, userId, name: file.name, size: file.size, type }).returning();
  return { id, name: file.name, size: file.size, type, uploadedAt: row!.createdAt.toISOString() };
}

/** Deletes a temporary upload the user removed from the add dialog. */
export async function deleteTempUpload(db: Db, storage: StorageProvider, userId: string, path: string): Promise<void> {
  const removed = await db
    .delete(pendingUploads)
    .where(and(eq(pendingUploads.id, path), eq(pendingUploads.userId, userId)))
    .returning({ id: pendingUploads.id });
  if (removed.length === 0) throw fileNotFound();
  await storage.delete(path);
}

/** Sets or clears (empty name) the display name of one attachment, atomically. */
export async function renameAttachment(
  db: Db,
  userId: string,
  contactId: string,
  path: string,
  displayName: string,
): Promise<Attachment[]> {
  await ownContactForChange(db, userId, contactId);
  const name = displayName.trim();
  return rewriteAttachments(
    db,
    userId,
    contactId,
    path,
    (list) => sql`(
        select coalesce(jsonb_agg(case when e->>'id' = ${path}
          then (case when ${name} = '' then e - 'displayName' else jsonb_set(e, '{displayName}', to_jsonb(${name}::text)) end)
          else e end order by i), '[]'::jsonb)
        from jsonb_array_elements(${list}) with ordinality as a(e, i))`,
  );
}

/** Removes the record and then the file. */
export async function deleteAttachment(
  db: Db,
  storage: StorageProvider,
  userId: string,
  contactId: string,
  path: string,
): Promise<Attachment[]> {
  await ownContactForChange(db, userId, contactId);
  const attachments = await rewriteAttachments(
    db,
    userId,
    contactId,
    path,
    (list) => sql`(
        select coalesce(jsonb_agg(e order by i), '[]'::jsonb)
        from jsonb_array_elements(${list}) with ordinality as a(e, i) where e->>'id' <> ${path})`,
  );
  await storage.delete(path);
  return attachments;
}

/**
 * A file the user owns: recorded on one of their contacts or among their temporary uploads. Paths
 * of other users are 404 whatever they hold.
 */
export async function openAttachment(
  db: Db,
  storage: StorageProvider,
  userId: string,
  path: string,
): Promise<{ record: Attachment; object: StoredObject }> {
  if (!path.startsWith(`${userId}/`)) throw fileNotFound();
  let record: Attachment | undefined;
  record = (await attachmentsHolding(db, userId, path))?.find((a) => a.id === path);
  if (!record) {
    const [temp] = await db
      .select()
      .from(pendingUploads)
      .where(and(eq(pendingUploads.id, path), eq(pendingUploads.userId, userId)))
      .limit(1);
    if (temp) record = { id: temp.id, name: temp.name, size: temp.size, type: temp.type, uploadedAt: temp.createdAt.toISOString() };
  }
  if (!record) throw fileNotFound();
  const object = await storage.get(path);
  if (!object) throw fileNotFound();
  return { record, object };
}

/** Replaces a contact's attachment list with `next`, only where the list holds `path`; one statement. */
async function rewriteAttachments(
  db: Db,
  userId: string,
  contactId: string,
  path: string,
  next: (list: SQL) => SQL,
): Promise<Attachment[]> {
  const list = await rewriteAttachmentList(db, userId, contactId, path, next);
  if (!list) throw fileNotFound();
  return list;
}
