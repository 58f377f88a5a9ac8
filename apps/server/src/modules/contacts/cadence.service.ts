/** Keep-in-touch cadences set in bulk (decision 041): on the listed contacts, or on every match of the list's filters. */
import type { ContactCadenceBulk, ContactListFilter } from '@tradeloom/domain';
import { contactListFilterSchema } from '@tradeloom/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { syncCadenceReminders } from '../relationships/cadence-reminders.ts';
import { searchConditions } from './contacts.search.ts';
import { isContactId } from './contacts.store.ts';

/**
 * Sets (or clears, with null) the cadence of the user's own contacts named by `ids`, or matching
 * `filter`, or both (then those ids among the matches). Another user's contact, and the demo
 * network's, are never touched: the owner is part of the one statement. Answers how many changed.
 */
export async function setCadenceBulk(
  db: Db,
  userId: string,
  body: { ids?: string[]; filter?: ContactListFilter; keep_in_touch_days: ContactCadenceBulk['keep_in_touch_days'] },
): Promise<number> {
  const where: (SQL | undefined)[] = [eq(contacts.userId, userId)];
  if (body.ids !== undefined) {
    const ids = [...new Set(body.ids.filter(isContactId))];
    if (ids.length === 0) return 0;
    where.push(inArray(contacts.id, ids));
  }
  if (body.filter !== undefined) where.push(...searchConditions(contactListFilterSchema.parse(body.filter)));
  const updated = await db
    .update(contacts)
    .set({ keepInTouchDays: body.keep_in_touch_days ?? null, updatedAt: new Date() })
    .where(and(...where))
    .returning({ id: contacts.id });
  // Their keep-in-touch reminders follow at once (added for the contacts now overdue, retired for the others).
  await syncCadenceReminders(
    db,
    userId,
    updated.map((r) => r.id),
  );
  return updated.length;
}
