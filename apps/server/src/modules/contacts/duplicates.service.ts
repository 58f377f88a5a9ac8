/**
 * Likely duplicates in the user's own book (the domain's rules, duplicates.ts) and merging a group
 * into one contact: fields, notes, commodities, files and relationship history all kept.
 */
import {
  ATTACHMENTS_PER_CONTACT_MAX,
  attachmentsPerContactExceeded,
  CONTACT_TEXT_LIMITS,
  type Contact,
  DUPLICATE_GROUPS_MAX,
  type DuplicateCheckResponse,
  type DuplicateGroups,
  type DuplicateMember,
  duplicateReason,
  findDuplicateGroups,
  type MergeFields,
  mergeContactFields,
  strongerReason,
} from '@tradeloom/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aiInsights, contactInteractions, contacts } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { ApiError, badRequest, forbidden } from '../../lib/errors.ts';
import { contactNotFound } from './contacts.service.ts';
import {
  contactColumns as c,
  deleteContacts,
  fieldsOf,
  findOwnContact,
  isContactId,
  isoSql,
  lockContacts,
  toContactOne,
  updateContactRow,
} from './contacts.store.ts';
import { refreshStrength } from './strength.service.ts';

const memberColumns = {
  id: c.id,
  full_name: c.full_name,
  client_name: c.client_name,
  company: c.company,
  title: c.title,
  client_email: c.client_email,
  phone: c.phone,
  location: c.location,
  commodities: c.commodities,
  notes: c.notes,
  attachments: sql<number>`jsonb_array_length(coalesce(${c.attachments}, '[]'::jsonb))`.mapWith(Number),
  updated_at: sql<string>`${isoSql(c.updated_at)}`,
};

async function ownMembers(db: Db, userId: string): Promise<DuplicateMember[]> {
  return db.select(memberColumns).from(contacts).where(eq(c.user_id, userId)).orderBy(c.created_at, c.id);
}

/** Groups of likely duplicates across the user's own contacts, biggest first. */
export async function duplicateGroups(db: Db, userId: string): Promise<DuplicateGroups> {
  const groups = findDuplicateGroups(await ownMembers(db, userId));
  return { groups: groups.slice(0, DUPLICATE_GROUPS_MAX), total_groups: groups.length };
}

/** Contacts of the user's own book that the one about to be saved would likely duplicate. */
export async function checkDuplicates(
  db: Db,
  userId: string,
  probe: { full_name: string; company?: string | null; client_email?: string | null; exclude_id?: string | null },
): Promise<DuplicateCheckResponse> {
  const members = await ownMembers(db, userId);
  const matches = members
    .filter((m) => m.id !== probe.exclude_id)
    .flatMap((m) => {
      const reason = duplicateReason(probe, m);
      return reason ? [{ reason, contact: m }] : [];
    })
    .sort((a, b) => (strongerReason(a.reason, b.reason) === a.reason ? -1 : 1))
    .slice(0, 5);
  return { matches };
}

/**
 * Folds the duplicates into the primary in one transaction: the merged fields, all files, and the
 * relationship history move to the primary (an interaction captured on several of them once), then
 * the duplicates are deleted; then the primary's strength is recomputed. Demo contacts are
 * read-only (403); a contact the user does not own is 404.
 */
export async function mergeContacts(db: Db, userId: string, primaryId: string, duplicateIds: string[]): Promise<Contact> {
  const ids = [primaryId, ...duplicateIds];
  if (!ids.every(isContactId)) throw contactNotFound();
  await db.transaction(async (tx) => {
    const rows = await lockContacts(tx, userId, ids);
    if (rows.length !== ids.length) throw contactNotFound();
    if (rows.some((r) => r.userId !== userId)) throw forbidden('Demo contacts cannot be merged.');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const primary = byId.get(primaryId)!;
    const others = duplicateIds.map((id) => byId.get(id)!);
    const merged: MergeFields = mergeContactFields(fieldsOf(primary), others.map(fieldsOf));
    if ((merged.notes?.length ?? 0) > CONTACT_TEXT_LIMITS.notes) {
      throw new ApiError(409, 'CONFLICT', 'The merged notes would be too long. Shorten the notes of one of these contacts, then merge.');
    }
    if ((merged.commodities?.length ?? 0) > CONTACT_TEXT_LIMITS.commodities) {
      throw new ApiError(409, 'CONFLICT', 'The merged commodities list would be too long. Remove some commodities, then merge.');
    }
    const attachments = [...primary.attachments, ...others.flatMap((o) => o.attachments)];
    if (attachments.length > ATTACHMENTS_PER_CONTACT_MAX) throw new ApiError(409, 'CONFLICT', attachmentsPerContactExceeded());
    const placed = merged.latitude != null && merged.longitude != null;
    const row = await updateContactRow(tx, primaryId, merged, { attachments });
    // A message or meeting captured on two of them (one external key) stays once: the primary's, or the first duplicate's.
    await tx.execute(sql`
      delete from contact_interactions d
      where d.user_id = ${userId} and d.contact_id = any(${sql.param(duplicateIds)}::uuid[]) and d.external_key is not null
        and exists (
          select 1 from contact_interactions o
          where o.external_key = d.external_key and o.user_id = ${userId}
            and (o.contact_id = ${primaryId} or (o.contact_id = any(${sql.param(duplicateIds)}::uuid[]) and o.id < d.id)))`);
    await tx
      .update(contactInteractions)
      .set({ contactId: primaryId })
      .where(and(eq(contactInteractions.userId, userId), inArray(contactInteractions.contactId, duplicateIds)));
    // Insights that name a duplicate now name the merged contact (once).
    await tx
      .update(aiInsights)
      .set({
        contactIds: sql`(select coalesce(jsonb_agg(distinct case when v = any(${sql.param(duplicateIds)}::text[]) then ${primaryId} else v end), '[]'::jsonb)
          from jsonb_array_elements_text(${aiInsights.contactIds}) as v)`,
      })
      .where(and(eq(aiInsights.userId, userId), sql`${aiInsights.contactIds} ?| ${sql.param(duplicateIds)}::text[]`));
    await deleteContacts(tx, userId, duplicateIds);
    if (merged.location && !placed) await enqueueJob(tx, 'geocode', { userId, contactId: primaryId });
    if (!row) throw badRequest('Merge failed');
  });
  // The primary's strength from the history it now holds (decision 041).
  await refreshStrength(db, userId, [primaryId]);
  const fresh = await findOwnContact(db, userId, primaryId);
  if (typeof fresh === 'string') throw contactNotFound();
  return toContactOne(db, fresh);
}
