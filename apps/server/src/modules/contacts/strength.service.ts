/**
 * Relationship strength kept on the contact (decision 041): recomputed from the contact's
 * interactions with the domain's relationshipStrength and written to contacts.strength and
 * strength_note, the only writer of those two columns. Called after captured interactions are
 * recorded or deleted, after a logged interaction, and by the daily relationship refresh (strength
 * decays with time even when nothing happens). updated_at is left alone: a recomputed score is not a
 * change the user made, and the list's 'newest' order follows the user's changes.
 */
import { type InteractionKind, relationshipStrength, type StrengthInteraction } from '@tradeloom/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactInteractions, contacts } from '../../db/schema/index.ts';
import { isContactId } from './contacts.store.ts';

const CHUNK = 1000;

/**
 * Recomputes the strength of the user's own contacts listed (or all of them) at `now`. A contact with
 * no interaction but a last-contacted date is scored from that date as a note-like touch (weak); one
 * with neither has no strength (null: no history). Answers how many contacts were recomputed.
 */
export async function refreshStrength(db: Db, userId: string, contactIds: readonly string[] | 'all', now = new Date()): Promise<number> {
  let ids: string[];
  if (contactIds === 'all') {
    const rows = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.userId, userId));
    ids = rows.map((r) => r.id);
  } else ids = [...new Set(contactIds.filter(isContactId))];
  let done = 0;
  for (let k = 0; k < ids.length; k += CHUNK) done += await refreshChunk(db, userId, ids.slice(k, k + CHUNK), now);
  return done;
}

async function refreshChunk(db: Db, userId: string, ids: string[], now: Date): Promise<number> {
  const [own, interactions] = await Promise.all([
    db
      .select({ id: contacts.id, last: contacts.lastContactedAt })
      .from(contacts)
      .where(and(eq(contacts.userId, userId), inArray(contacts.id, ids))),
    db
      .select({
        contactId: contactInteractions.contactId,
        kind: contactInteractions.kind,
        date: contactInteractions.occurredOn,
        direction: contactInteractions.direction,
      })
      .from(contactInteractions)
      .where(and(eq(contactInteractions.userId, userId), inArray(contactInteractions.contactId, ids))),
  ]);
  if (own.length === 0) return 0;
  const byContact = new Map<string, StrengthInteraction[]>();
  for (const i of interactions) {
    let list = byContact.get(i.contactId);
    if (!list) {
      list = [];
      byContact.set(i.contactId, list);
    }
    list.push({
      kind: i.kind as InteractionKind,
      date: i.date,
      direction: i.direction === 'in' || i.direction === 'out' ? i.direction : null,
    });
  }
  const values = own.map((c) => {
    const list = byContact.get(c.id) ?? (c.last ? [{ kind: 'note' as const, date: c.last, direction: null }] : []);
    if (list.length === 0) return sql`(${c.id}::uuid, null::smallint, null::text)`;
    const s = relationshipStrength(list, now);
    return sql`(${c.id}::uuid, ${s.score}::smallint, ${s.note}::text)`;
  });
  await db.execute(sql`
    update contacts c set strength = v.strength, strength_note = v.note
    from (values ${sql.join(values, sql`, `)}) as v(id, strength, note)
    where c.id = v.id and c.user_id = ${userId}
      and (c.strength is distinct from v.strength or c.strength_note is distinct from v.note)`);
  return own.length;
}
