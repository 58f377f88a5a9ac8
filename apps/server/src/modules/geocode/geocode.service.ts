import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { enqueueJob, type JobPayloads } from '../../jobs/queue.ts';
import { resolveLocation } from '../locations/locations.service.ts';

const unresolved = (userId: string) =>
  and(
    eq(contacts.userId, userId),
    sql`trim(coalesce(${contacts.location}, '')) <> ''`,
    isNull(contacts.cityId),
    or(isNull(contacts.latitude), isNull(contacts.longitude)),
  );

/**
 * The geocode job: places contacts whose location text has no city yet. Each distinct text is
 * resolved once; a contact whose location changed meanwhile is left to its own, newer job.
 * Answers how many contacts were placed.
 */
export async function geocodeContacts(db: Db, payload: JobPayloads['geocode']): Promise<number> {
  const where = and(unresolved(payload.userId), payload.contactId ? eq(contacts.id, payload.contactId) : undefined);
  const texts = await db.selectDistinct({ location: contacts.location }).from(contacts).where(where);
  let placed = 0;
  for (const { location } of texts) {
    if (!location) continue;
    const place = await resolveLocation(db, location);
    if (!place) continue;
    const updated = await db
      .update(contacts)
      .set({ cityId: place.cityId, latitude: place.latitude, longitude: place.longitude })
      .where(and(where, eq(contacts.location, location)))
      .returning({ id: contacts.id });
    placed += updated.length;
  }
  return placed;
}

/** auto-geocode-new-location: queues one job for all of the user's unplaced contacts; answers how many there are. */
export async function queueAutoGeocode(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contacts).where(unresolved(userId));
  const queued = row?.n ?? 0;
  if (queued > 0) await enqueueJob(db, 'geocode', { userId });
  return queued;
}
