import type { Db } from '../../db/client.ts';
import { enqueueJob, type JobPayloads } from '../../jobs/queue.ts';
import { countContacts, placeContacts, selectContacts, unplacedContacts } from '../contacts/contacts.store.ts';
import { choosePlace, locationCandidates, type ResolvedPlace, readLocation } from '../locations/place-resolver.ts';

const UPDATE_CHUNK = 1000;

/**
 * The geocode job: places contacts whose location text has no city yet. Each distinct text is read
 * and its candidate cities fetched once; each contact then gets the candidate its own phone,
 * company and notes point to. A contact whose location changed meanwhile is left to its own, newer
 * job. Answers how many contacts were placed.
 */
export async function geocodeContacts(db: Db, payload: JobPayloads['geocode']): Promise<number> {
  const where = unplacedContacts(payload.userId, payload.contactId);
  const rows = await selectContacts(db, payload.userId, ['id', 'location', 'phone', 'company', 'notes'], where);
  const byText = new Map<string, typeof rows>();
  for (const r of rows) if (r.location) (byText.get(r.location) ?? byText.set(r.location, []).get(r.location)!).push(r);
  let placed = 0;
  for (const [location, group] of byText) {
    const reading = readLocation(location);
    if (!reading) continue;
    const candidates = await locationCandidates(db, reading);
    if (!candidates.length) continue;
    const byCity = new Map<number, { place: ResolvedPlace; ids: string[] }>();
    for (const contact of group) {
      const place = await choosePlace(db, reading, candidates, contact);
      if (!place) continue;
      const entry = byCity.get(place.cityId) ?? byCity.set(place.cityId, { place, ids: [] }).get(place.cityId)!;
      entry.ids.push(contact.id);
    }
    for (const { place, ids } of byCity.values()) {
      for (let i = 0; i < ids.length; i += UPDATE_CHUNK) {
        placed += await placeContacts(db, where, location, ids.slice(i, i + UPDATE_CHUNK), place);
      }
    }
  }
  return placed;
}

/** auto-geocode-new-location: queues one job for all of the user's unplaced contacts; answers how many there are. */
export async function queueAutoGeocode(db: Db, userId: string): Promise<number> {
  const queued = await countContacts(db, unplacedContacts(userId));
  if (queued > 0) await enqueueJob(db, 'geocode', { userId });
  return queued;
}
