/** A contact's relationship history: interactions on dates, and the last-contacted date they move. */
import { DEMO_CONTACT_READ_ONLY, type Interaction, type InteractionKind } from '@tradeloom/domain';
import type { EngineInteraction } from '@tradeloom/intelligence';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aiInsights, contactInteractions, contacts } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { DEMO_USER_ID } from '../demo/demo.service.ts';
import { contactNotFound, getContact } from './contacts.service.ts';
import { isContactId } from './contacts.store.ts';
import { refreshStrength } from './strength.service.ts';

function toInteraction(row: typeof contactInteractions.$inferSelect): Interaction {
  return {
    id: row.id,
    contact_id: row.contactId,
    kind: row.kind as InteractionKind,
    date: row.occurredOn,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  };
}

/** The timeline of a contact the user can see, newest first (a demo contact's is the demo account's log). */
export async function listInteractions(db: Db, userId: string, contactId: string): Promise<Interaction[]> {
  const contact = await getContact(db, userId, contactId);
  const owner = contact.is_demo ? DEMO_USER_ID : userId;
  const rows = await db
    .select()
    .from(contactInteractions)
    .where(and(eq(contactInteractions.contactId, contactId), eq(contactInteractions.userId, owner)))
    .orderBy(desc(contactInteractions.occurredOn), desc(contactInteractions.createdAt))
    .limit(500);
  return rows.map(toInteraction);
}

/**
 * Logs an interaction with one of the user's own contacts, moves its last-contacted date to the
 * interaction's date when that is later, and retires the contact's reminder insights (going cold, and
 * an overdue keep-in-touch cadence), in one transaction; then recomputes the contact's strength.
 */
export async function addInteraction(
  db: Db,
  userId: string,
  contactId: string,
  input: { kind: InteractionKind; date: string; text: string },
): Promise<Interaction> {
  if (!isContactId(contactId)) throw contactNotFound();
  const logged = await db.transaction(async (tx) => {
    const [contact] = await tx
      .select({ userId: contacts.userId })
      .from(contacts)
      .where(and(eq(contacts.id, contactId), sql`${contacts.userId} in (${userId}, ${DEMO_USER_ID})`))
      .for('update')
      .limit(1);
    if (!contact) throw contactNotFound();
    if (contact.userId !== userId) throw forbidden(DEMO_CONTACT_READ_ONLY);
    const [row] = await tx
      .insert(contactInteractions)
      .values({ userId, contactId, kind: input.kind, occurredOn: input.date, text: input.text })
      .returning();
    await tx
      .update(contacts)
      .set({ lastContactedAt: sql`greatest(${contacts.lastContactedAt}, ${input.date}::date)`, updatedAt: new Date() })
      .where(and(eq(contacts.id, contactId), eq(contacts.userId, userId)));
    // The contact is no longer going cold, and a follow-up is done: its reminders leave the insights.
    await tx
      .update(aiInsights)
      .set({ isDismissed: true })
      .where(
        and(
          eq(aiInsights.userId, userId),
          eq(aiInsights.insightType, 'reminder'),
          eq(aiInsights.isDismissed, false),
          sql`${aiInsights.contactIds} @> ${JSON.stringify([contactId])}::jsonb`,
        ),
      );
    return toInteraction(row!);
  });
  await refreshStrength(db, userId, [contactId]);
  return logged;
}

/** At most this many of each contact's latest interactions go to the engine and the assistant. */
export const ENGINE_INTERACTIONS_PER_CONTACT = 20;
/** An interaction's text is cut to this many characters for the engine (what a note says, not a transcript). */
const ENGINE_INTERACTION_TEXT = 600;

/**
 * The logged interactions of the owners' contacts as the engine reads them, by contact id: each
 * contact's latest `perContact`, most recent first, in one query. An interaction is logged by its
 * contact's owner (`addInteraction`), so the owners' rows are exactly their contacts' timelines.
 */
export async function loadEngineInteractions(
  db: Db,
  owners: readonly string[],
  perContact = ENGINE_INTERACTIONS_PER_CONTACT,
): Promise<Map<string, EngineInteraction[]>> {
  const byContact = new Map<string, EngineInteraction[]>();
  if (!owners.length) return byContact;
  const ownerList = sql.join(
    owners.map((o) => sql`${o}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select contact_id, kind, occurred_on::text as occurred_on, left(text, ${ENGINE_INTERACTION_TEXT}) as text
    from (
      select i.contact_id, i.kind, i.occurred_on, i.text,
             row_number() over (partition by i.contact_id order by i.occurred_on desc, i.created_at desc, i.id) as n
      from ${contactInteractions} i
      where i.user_id in (${ownerList})
    ) ranked
    where n <= ${perContact}
    order by contact_id, n`);
  const { rows } = result as unknown as { rows: { contact_id: string; kind: string; occurred_on: string; text: string }[] };
  for (const row of rows) {
    let list = byContact.get(row.contact_id);
    if (!list) {
      list = [];
      byContact.set(row.contact_id, list);
    }
    list.push({ kind: row.kind as EngineInteraction['kind'], occurredOn: row.occurred_on, text: row.text || null });
  }
  return byContact;
}
