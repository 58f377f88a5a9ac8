import {
  ATTACHMENTS_PER_CONTACT_MAX,
  type Attachment,
  attachmentsPerContactExceeded,
  type Contact,
  type ContactFields,
  type contactInputSchema,
  type contactUpdateSchema,
  DEMO_CONTACT_READ_ONLY,
  GEOCODE_DELAY_MS,
  joinCommodities,
  splitCommodities,
} from '@tradeloom/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { cities, pendingUploads } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { ApiError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { recordAddNotesOnce } from '../audit/audit.service.ts';
import { syncCadenceReminders } from '../relationships/cadence-reminders.ts';
import { assertContactRoom } from './contact-limit.ts';
import {
  type ContactRow,
  deleteContacts,
  findOwnContact,
  findVisibleContact,
  insertContact,
  toContactOne,
  updateContactRow,
} from './contacts.store.ts';

export { countOwnContacts } from './contacts.store.ts';

export type ContactInput = z.output<typeof contactInputSchema>;
export type ContactUpdate = z.output<typeof contactUpdateSchema>;
type AttachmentRef = { id: string; displayName?: string };

export const contactNotFound = () => notFound('Contact not found');

/** A contact the user may see (own, or the demo account's in demo mode); 404 otherwise. */
export async function getContact(db: Db, userId: string, id: string): Promise<Contact> {
  const row = await findVisibleContact(db, userId, id);
  if (!row) throw contactNotFound();
  return toContactOne(db, row);
}

/**
 * The user's own contact, locked for a change. Another user's contact is 404 (its existence is not
 * revealed); a demo contact is 403, since everyone can see those.
 */
export async function lockOwnContact(tx: Db | Tx, userId: string, id: string): Promise<ContactRow> {
  const row = await findOwnContact(tx, userId, id, { lock: true });
  if (row === 'missing') throw contactNotFound();
  if (row === 'demo') throw forbidden(DEMO_CONTACT_READ_ONLY);
  return row;
}

type Place = Pick<ContactFields, 'city_id' | 'latitude' | 'longitude'>;

/** Coordinates given with a city id are the city's unless the client sent its own. */
async function placeFromInput(tx: Tx, input: Pick<ContactUpdate, 'city_id' | 'latitude' | 'longitude'>): Promise<Place> {
  if (input.city_id == null) return { city_id: null, latitude: input.latitude ?? null, longitude: input.longitude ?? null };
  const [city] = await tx.select({ lat: cities.latitude, lng: cities.longitude }).from(cities).where(eq(cities.id, input.city_id)).limit(1);
  if (!city) throw badRequest('Unknown city');
  return { city_id: input.city_id, latitude: input.latitude ?? city.lat, longitude: input.longitude ?? city.lng };
}

/** 'Gold,Silver , gold' -> 'Gold, Silver': trimmed, without repeats, joined by comma and space (spec §3). */
export function normaliseCommodities(text: string | null | undefined): string | null {
  const seen = new Set<string>();
  const list = splitCommodities(text).filter((c) => !seen.has(c.toLowerCase()) && seen.add(c.toLowerCase()));
  return list.length ? joinCommodities(list) : null;
}

const isResolved = (p: Place) => p.city_id !== null || (p.latitude !== null && p.longitude !== null);

/** Temporary uploads of this user become attachment records; anything else is refused. */
async function claimUploads(tx: Tx, userId: string, refs: AttachmentRef[], uploadedAt = new Date()): Promise<Attachment[]> {
  if (refs.length === 0) return [];
  const ids = [...new Set(refs.map((r) => r.id))];
  if (ids.some((id) => !id.startsWith(`${userId}/temp/`))) throw badRequest('Unknown attachment');
  const claimed = await tx
    .delete(pendingUploads)
    .where(and(eq(pendingUploads.userId, userId), inArray(pendingUploads.id, ids)))
    .returning();
  if (claimed.length !== ids.length) throw badRequest('Unknown attachment');
  const byId = new Map(claimed.map((u) => [u.id, u]));
  return ids.map((id) => {
    const u = byId.get(id)!;
    const displayName = refs.find((r) => r.id === id)?.displayName;
    return {
      id,
      name: u.name,
      size: u.size,
      type: u.type,
      uploadedAt: (u.createdAt ?? uploadedAt).toISOString(),
      ...(displayName ? { displayName } : {}),
    };
  });
}

async function afterSave(tx: Tx, userId: string, row: ContactRow, geocode: boolean, notesSaved: boolean) {
  if (geocode) await enqueueJob(tx, 'geocode', { userId, contactId: row.id }, new Date(Date.now() + GEOCODE_DELAY_MS));
  if (notesSaved) await recordAddNotesOnce(tx, userId);
}

export async function createContact(db: Db, userId: string, input: ContactInput): Promise<Contact> {
  const created = await insertOneContact(db, userId, input);
  // Added with a cadence and a last-contacted date long enough ago: its reminder now, not at the daily run.
  if (input.keep_in_touch_days != null && input.last_contacted_at) await syncCadenceReminders(db, userId, [created.id]);
  return created;
}

async function insertOneContact(db: Db, userId: string, input: ContactInput): Promise<Contact> {
  return db.transaction(async (tx) => {
    await assertContactRoom(tx, userId, 1);
    const place: Place = input.location ? await placeFromInput(tx, input) : { city_id: null, latitude: null, longitude: null };
    const attachments = await claimUploads(tx, userId, input.attachments ?? []);
    const { attachments: _refs, ...fields } = input;
    const row = await insertContact(
      tx,
      userId,
      { ...fields, ...place, commodities: normaliseCommodities(input.commodities) },
      { attachments },
    );
    await afterSave(tx, userId, row, Boolean(input.location) && !isResolved(place), Boolean(input.notes));
    return toContactOne(tx, row);
  });
}

/** Changes the fields given; fields left out keep their values (see the location rule inside). */
export async function updateContact(db: Db, userId: string, id: string, input: ContactUpdate): Promise<Contact> {
  const updated = await updateContactFields(db, userId, id, input);
  // A cadence set, changed or cleared, or the last-contacted date edited: the contact's keep-in-touch
  // reminder follows now, not at the daily run.
  if (input.keep_in_touch_days !== undefined || input.last_contacted_at !== undefined) {
    await syncCadenceReminders(db, userId, [updated.id]);
  }
  return updated;
}

async function updateContactFields(db: Db, userId: string, id: string, input: ContactUpdate): Promise<Contact> {
  return db.transaction(async (tx) => {
    const current = await lockOwnContact(tx, userId, id);
    // Every plain field given is written; the place fields follow the location rule below.
    const { location: _l, city_id: _c, latitude: _la, longitude: _lo, attachments: _a, ...plain } = input;
    const patch: Partial<ContactFields> = plain;
    if (input.commodities !== undefined) patch.commodities = normaliseCommodities(input.commodities);

    // The client says what it means: a location sent without a place is new text to geocode; a
    // location sent with a city or coordinates is placed as given; no location leaves both alone.
    const sentPlace = input.city_id != null || (input.latitude != null && input.longitude != null);
    let geocode = false;
    if (input.location !== undefined) {
      if (!input.location) {
        Object.assign(patch, { location: null, city_id: null, latitude: null, longitude: null });
      } else if (sentPlace) {
        Object.assign(patch, { location: input.location }, await placeFromInput(tx, input));
      } else {
        Object.assign(patch, { location: input.location, city_id: null, latitude: null, longitude: null });
        geocode = true;
      }
    } else if (sentPlace && current.location) {
      Object.assign(patch, await placeFromInput(tx, input));
    }

    let attachments: ((list: SQL) => SQL) | undefined;
    if (input.attachments?.length) {
      const known = new Set(current.attachments.map((a) => a.id));
      const fresh = input.attachments.filter((a) => !known.has(a.id));
      if (current.attachments.length + new Set(fresh.map((a) => a.id)).size > ATTACHMENTS_PER_CONTACT_MAX) {
        throw new ApiError(409, 'CONFLICT', attachmentsPerContactExceeded());
      }
      const added = await claimUploads(tx, userId, fresh);
      if (added.length) attachments = (list) => sql`${list} || ${JSON.stringify(added)}::jsonb`;
    }

    const row = await updateContactRow(tx, current.id, patch, { attachments });
    if (!row) throw contactNotFound();
    await afterSave(tx, userId, row, geocode, Boolean(input.notes));
    return toContactOne(tx, row);
  });
}

/** Deletes the contact and then its files (a file that fails to delete is logged, not fatal). */
export async function deleteContact(db: Db, storage: StorageProvider, logger: Logger, userId: string, id: string): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const current = await lockOwnContact(tx, userId, id);
    await deleteContacts(tx, userId, [current.id]);
    return current;
  });
  await Promise.all(
    removed.attachments.map((a) => storage.delete(a.id).catch((err) => logger.warn({ err, path: a.id }, 'attachment file not deleted'))),
  );
}
