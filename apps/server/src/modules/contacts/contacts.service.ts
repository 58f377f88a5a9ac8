import {
  ATTACHMENTS_PER_CONTACT_MAX,
  type Attachment,
  attachmentsPerContactExceeded,
  type Contact,
  type contactInputSchema,
  type contactUpdateSchema,
  DEMO_CONTACT_READ_ONLY,
  GEOCODE_DELAY_MS,
  joinCommodities,
  splitCommodities,
} from '@tradeloom/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { cities, contacts, pendingUploads } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { ApiError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { recordAddNotesOnce } from '../audit/audit.service.ts';
import { DEMO_USER_ID } from '../demo/demo.service.ts';
import { assertContactRoom } from './contact-limit.ts';
import { type ContactRow, isContactId, toContactOne } from './contacts.model.ts';
import { visibleOwners } from './contacts.search.ts';

export type ContactInput = z.output<typeof contactInputSchema>;
export type ContactUpdate = z.output<typeof contactUpdateSchema>;
type AttachmentRef = { id: string; displayName?: string };

export const contactNotFound = () => notFound('Contact not found');

/** A contact the user may see (own, or the demo account's in demo mode); 404 otherwise. */
export async function getContact(db: Db, userId: string, id: string): Promise<Contact> {
  if (!isContactId(id)) throw contactNotFound();
  const owners = await visibleOwners(db, userId);
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), inArray(contacts.userId, owners)))
    .limit(1);
  if (!row) throw contactNotFound();
  return toContactOne(db, row, DEMO_USER_ID);
}

export async function countOwnContacts(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contacts).where(eq(contacts.userId, userId));
  return row?.n ?? 0;
}

/**
 * The user's own contact, locked for a change. Another user's contact is 404 (its existence is not
 * revealed); a demo contact is 403, since everyone can see those.
 */
export async function lockOwnContact(tx: Db | Tx, userId: string, id: string): Promise<ContactRow> {
  if (!isContactId(id)) throw contactNotFound();
  const [row] = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), inArray(contacts.userId, [userId, DEMO_USER_ID])))
    .for('update')
    .limit(1);
  if (!row) throw contactNotFound();
  if (row.userId !== userId) throw forbidden(DEMO_CONTACT_READ_ONLY);
  return row;
}

interface Place {
  cityId: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** Coordinates given with a city id are the city's unless the client sent its own. */
async function placeFromInput(tx: Tx, input: Pick<ContactUpdate, 'city_id' | 'latitude' | 'longitude'>): Promise<Place> {
  if (input.city_id == null) return { cityId: null, latitude: input.latitude ?? null, longitude: input.longitude ?? null };
  const [city] = await tx.select({ lat: cities.latitude, lng: cities.longitude }).from(cities).where(eq(cities.id, input.city_id)).limit(1);
  if (!city) throw badRequest('Unknown city');
  return { cityId: input.city_id, latitude: input.latitude ?? city.lat, longitude: input.longitude ?? city.lng };
}

/** 'Gold,Silver , gold' -> 'Gold, Silver': trimmed, without repeats, joined by comma and space (spec §3). */
export function normaliseCommodities(text: string | null | undefined): string | null {
  const seen = new Set<string>();
  const list = splitCommodities(text).filter((c) => !seen.has(c.toLowerCase()) && seen.add(c.toLowerCase()));
  return list.length ? joinCommodities(list) : null;
}

const isResolved = (p: Place) => p.cityId !== null || (p.latitude !== null && p.longitude !== null);

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
  return db.transaction(async (tx) => {
    await assertContactRoom(tx, userId, 1);
    const place = input.location ? await placeFromInput(tx, input) : { cityId: null, latitude: null, longitude: null };
    const attachments = await claimUploads(tx, userId, input.attachments ?? []);
    const [row] = await tx
      .insert(contacts)
      .values({
        userId,
        fullName: input.full_name,
        clientName: input.client_name,
        company: input.company,
        title: input.title,
        role: input.role,
        clientEmail: input.client_email,
        phone: input.phone,
        location: input.location,
        ...place,
        commodities: normaliseCommodities(input.commodities),
        sourceOfIntroduction: input.source_of_introduction,
        notes: input.notes,
        lastContactedAt: input.last_contacted_at,
        attachments,
      })
      .returning();
    if (!row) throw new Error('contact insert returned no row');
    await afterSave(tx, userId, row, Boolean(input.location) && !isResolved(place), Boolean(input.notes));
    return toContactOne(tx, row, DEMO_USER_ID);
  });
}

const FIELDS = {
  full_name: 'fullName',
  client_name: 'clientName',
  company: 'company',
  title: 'title',
  role: 'role',
  client_email: 'clientEmail',
  phone: 'phone',
  commodities: 'commodities',
  source_of_introduction: 'sourceOfIntroduction',
  notes: 'notes',
  last_contacted_at: 'lastContactedAt',
} as const;

/** Changes the fields given; fields left out keep their values (see the location rule inside). */
export async function updateContact(db: Db, userId: string, id: string, input: ContactUpdate): Promise<Contact> {
  return db.transaction(async (tx) => {
    const current = await lockOwnContact(tx, userId, id);
    const patch: Partial<typeof contacts.$inferInsert> = {};
    for (const [key, column] of Object.entries(FIELDS) as [keyof typeof FIELDS, (typeof FIELDS)[keyof typeof FIELDS]][]) {
      if (input[key] !== undefined) (patch as Record<string, unknown>)[column] = input[key];
    }
    if (input.commodities !== undefined) patch.commodities = normaliseCommodities(input.commodities);

    // The client says what it means: a location sent without a place is new text to geocode; a
    // location sent with a city or coordinates is placed as given; no location leaves both alone.
    const sentPlace = input.city_id != null || (input.latitude != null && input.longitude != null);
    let geocode = false;
    if (input.location !== undefined) {
      if (!input.location) {
        Object.assign(patch, { location: null, cityId: null, latitude: null, longitude: null });
      } else if (sentPlace) {
        Object.assign(patch, { location: input.location }, await placeFromInput(tx, input));
      } else {
        Object.assign(patch, { location: input.location, cityId: null, latitude: null, longitude: null });
        geocode = true;
      }
    } else if (sentPlace && current.location) {
      Object.assign(patch, await placeFromInput(tx, input));
    }

    if (input.attachments?.length) {
      const known = new Set(current.attachments.map((a) => a.id));
      const fresh = input.attachments.filter((a) => !known.has(a.id));
      if (current.attachments.length + new Set(fresh.map((a) => a.id)).size > ATTACHMENTS_PER_CONTACT_MAX) {
        throw new ApiError(409, 'CONFLICT', attachmentsPerContactExceeded());
      }
      const added = await claimUploads(tx, userId, fresh);
      if (added.length) patch.attachments = sql`${contacts.attachments} || ${JSON.stringify(added)}::jsonb` as unknown as Attachment[];
    }

    const [row] = await tx
      .update(contacts)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(contacts.id, current.id))
      .returning();
    if (!row) throw contactNotFound();
    await afterSave(tx, userId, row, geocode, Boolean(input.notes));
    return toContactOne(tx, row, DEMO_USER_ID);
  });
}

/** Deletes the contact and then its files (a file that fails to delete is logged, not fatal). */
export async function deleteContact(db: Db, storage: StorageProvider, logger: Logger, userId: string, id: string): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const current = await lockOwnContact(tx, userId, id);
    await tx.delete(contacts).where(eq(contacts.id, current.id));
    return current;
  });
  await Promise.all(
    removed.attachments.map((a) => storage.delete(a.id).catch((err) => logger.warn({ err, path: a.id }, 'attachment file not deleted'))),
  );
}
