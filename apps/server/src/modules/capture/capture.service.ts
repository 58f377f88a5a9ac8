/**
 * Captured relationship history (issue 27): the one write path for interactions that come from a
 * mailbox, a calendar or a chat export. Each captured item names its source and its identity
 * (external key), so a second sync, or the same message arriving by two routes, adds nothing; the
 * contacts' last-contacted dates move forward, and their going-cold reminders are retired, in the
 * same transaction as the interactions. Deleting a source deletes exactly what it captured.
 */
import type { InteractionKind } from '@tradeloom/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { aiInsights, captureSources, contactInteractions, contacts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { refreshStrength } from '../contacts/strength.service.ts';

export const CAPTURE_SOURCE_KINDS = ['imap', 'caldav', 'ics', 'mbox', 'whatsapp', 'telegram'] as const;
export type CaptureSourceKind = (typeof CAPTURE_SOURCE_KINDS)[number];

export interface CapturedItem {
  contactId: string;
  kind: InteractionKind;
  /** YYYY-MM-DD (the interaction's day; a future date is refused by recordCaptured). */
  date: string;
  direction: 'in' | 'out' | null;
  /** Unique per contact for one message/meeting: a Message-ID, an event UID, a hash of a chat line. */
  externalKey: string;
  /** Short text shown on the timeline ('E-mail received', a subject when the user chose subjects). */
  text: string;
}

export interface RecordOutcome {
  /** Interactions written (duplicates of earlier ones not counted). */
  added: number;
  /** The contacts that got at least one new interaction. */
  contactIds: string[];
}

/** A new source of captured interactions for the user. */
export async function createSource(db: Db | Tx, userId: string, kind: CaptureSourceKind, label: string): Promise<string> {
  const [row] = await db
    .insert(captureSources)
    .values({ userId, kind, label: label.slice(0, 300) })
    .returning({ id: captureSources.id });
  return row!.id;
}

const CHUNK = 1000;

/**
 * Writes captured interactions of one source, skipping the ones already recorded (same contact and
 * external key, from any source), in one transaction: the interactions, the contacts' last-contacted
 * dates (moved forward only), and the retired reminders of the contacts touched. Only the user's own
 * contacts are written; an id of anyone else's contact is dropped.
 */
export async function recordCaptured(db: Db, userId: string, sourceId: string, items: CapturedItem[]): Promise<RecordOutcome> {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const valid = items.filter((i) => /^\d{4}-\d{2}-\d{2}$/.test(i.date) && i.date <= tomorrow && i.externalKey);
  if (valid.length === 0) return { added: 0, contactIds: [] };
  const outcome = await db.transaction(async (tx): Promise<RecordOutcome> => {
    const [source] = await tx
      .select({ id: captureSources.id })
      .from(captureSources)
      .where(and(eq(captureSources.id, sourceId), eq(captureSources.userId, userId)))
      .limit(1);
    if (!source) throw notFound('This source of interactions no longer exists.');
    const ids = [...new Set(valid.map((i) => i.contactId))];
    const owned = new Set<string>();
    for (let k = 0; k < ids.length; k += CHUNK) {
      const rows = await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.userId, userId), inArray(contacts.id, ids.slice(k, k + CHUNK))));
      for (const r of rows) owned.add(r.id);
    }
    const rows = valid
      .filter((i) => owned.has(i.contactId))
      .map((i) => ({
        userId,
        contactId: i.contactId,
        kind: i.kind,
        occurredOn: i.date,
        text: i.text.slice(0, 2000),
        sourceId,
        direction: i.direction,
        externalKey: i.externalKey.slice(0, 500),
      }));
    let added = 0;
    const latest = new Map<string, string>();
    for (let k = 0; k < rows.length; k += CHUNK) {
      const inserted = await tx
        .insert(contactInteractions)
        .values(rows.slice(k, k + CHUNK))
        .onConflictDoNothing({ target: [contactInteractions.contactId, contactInteractions.externalKey] })
        .returning({ contactId: contactInteractions.contactId, occurredOn: contactInteractions.occurredOn });
      added += inserted.length;
      for (const r of inserted) if ((latest.get(r.contactId) ?? '') < r.occurredOn) latest.set(r.contactId, r.occurredOn);
    }
    const touched = [...latest.keys()];
    if (touched.length === 0) return { added, contactIds: [] };
    // One statement moves every touched contact's date forward.
    const pairs = [...latest.entries()];
    for (let k = 0; k < pairs.length; k += CHUNK) {
      const part = pairs.slice(k, k + CHUNK);
      const values = sql.join(
        part.map(([id, d]) => sql`(${id}::uuid, ${d}::date)`),
        sql`, `,
      );
      await tx.execute(sql`
        update contacts c set last_contacted_at = greatest(c.last_contacted_at, v.d), updated_at = now()
        from (values ${values}) as v(id, d)
        where c.id = v.id and c.user_id = ${userId}
          and (c.last_contacted_at is null or c.last_contacted_at < v.d)`);
    }
    await retireReminders(tx, userId, touched);
    return { added, contactIds: touched };
  });
  // After the transaction (decision 041): the touched contacts' strength from their whole history.
  await refreshStrength(db, userId, outcome.contactIds);
  return outcome;
}

/** The contacts are no longer going cold: their open reminder insights leave the Insights screen. */
export async function retireReminders(tx: Db | Tx, userId: string, contactIds: string[]): Promise<void> {
  for (let k = 0; k < contactIds.length; k += CHUNK) {
    const part = contactIds.slice(k, k + CHUNK);
    await tx
      .update(aiInsights)
      .set({ isDismissed: true })
      .where(
        and(
          eq(aiInsights.userId, userId),
          eq(aiInsights.insightType, 'reminder'),
          eq(aiInsights.isDismissed, false),
          sql`${aiInsights.contactIds} ?| array[${sql.join(
            part.map((id) => sql`${id}`),
            sql`, `,
          )}]::text[]`,
        ),
      );
  }
}

export interface SourceSummary {
  id: string;
  kind: CaptureSourceKind;
  label: string;
  created_at: string;
  interactions: number;
  contacts: number;
}

/** The user's sources with what each captured (the privacy view: what is kept, per source). */
export async function listSources(db: Db, userId: string): Promise<SourceSummary[]> {
  const rows = await db
    .select({
      id: captureSources.id,
      kind: captureSources.kind,
      label: captureSources.label,
      createdAt: captureSources.createdAt,
      interactions: sql<number>`(select count(*)::int from contact_interactions i where i.source_id = capture_sources.id)`,
      contacts: sql<number>`(select count(distinct i.contact_id)::int from contact_interactions i where i.source_id = capture_sources.id)`,
    })
    .from(captureSources)
    .where(eq(captureSources.userId, userId))
    .orderBy(sql`${captureSources.createdAt} desc`);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as CaptureSourceKind,
    label: r.label,
    created_at: r.createdAt.toISOString(),
    interactions: r.interactions,
    contacts: r.contacts,
  }));
}

/**
 * Deletes a source and everything it captured, in one transaction. A contact whose last-contacted
 * date could have come from the deleted interactions gets it back from what remains (its other
 * interactions), or none; a date the user set later than anything captured stays.
 */
export async function deleteSource(db: Db, userId: string, sourceId: string): Promise<{ deleted: number; contactIds: string[] }> {
  const outcome = await db.transaction(async (tx) => {
    const [source] = await tx
      .select({ id: captureSources.id })
      .from(captureSources)
      .where(and(eq(captureSources.id, sourceId), eq(captureSources.userId, userId)))
      .for('update')
      .limit(1);
    if (!source) throw notFound('This source of interactions no longer exists.');
    const latest = await tx
      .select({ contactId: contactInteractions.contactId, last: sql<string>`max(${contactInteractions.occurredOn})::text` })
      .from(contactInteractions)
      .where(
        and(eq(contactInteractions.sourceId, sourceId), eq(contactInteractions.userId, userId), isNotNull(contactInteractions.sourceId)),
      )
      .groupBy(contactInteractions.contactId);
    const [{ deleted } = { deleted: 0 }] = await tx
      .select({ deleted: sql<number>`count(*)::int` })
      .from(contactInteractions)
      .where(eq(contactInteractions.sourceId, sourceId));
    await tx.delete(captureSources).where(and(eq(captureSources.id, sourceId), eq(captureSources.userId, userId)));
    for (let k = 0; k < latest.length; k += CHUNK) {
      const part = latest.slice(k, k + CHUNK);
      const values = sql.join(
        part.map((r) => sql`(${r.contactId}::uuid, ${r.last}::date)`),
        sql`, `,
      );
      await tx.execute(sql`
        update contacts c set
          last_contacted_at = (select max(i.occurred_on) from contact_interactions i where i.contact_id = c.id),
          updated_at = now()
        from (values ${values}) as v(id, d)
        where c.id = v.id and c.user_id = ${userId} and c.last_contacted_at is not null and c.last_contacted_at <= v.d`);
    }
    return { deleted, contactIds: latest.map((r) => r.contactId) };
  });
  await refreshStrength(db, userId, outcome.contactIds);
  return outcome;
}
