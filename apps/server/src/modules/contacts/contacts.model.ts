import type { Contact } from '@tradeloom/domain';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cities, type contacts } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/sql.ts';

export type ContactRow = typeof contacts.$inferSelect;

/** A contact row as the API names it, with the country of its city; demo contacts are flagged. */
export function toContact(row: ContactRow, demoUserId: string, country: string | null): Contact {
  return {
    id: row.id,
    user_id: row.userId,
    full_name: row.fullName,
    client_name: row.clientName,
    company: row.company,
    title: row.title,
    role: row.role,
    client_email: row.clientEmail,
    phone: row.phone,
    location: row.location,
    city_id: row.cityId,
    latitude: row.latitude,
    longitude: row.longitude,
    country,
    commodities: row.commodities,
    source_of_introduction: row.sourceOfIntroduction,
    notes: row.notes,
    last_contacted_at: row.lastContactedAt,
    attachments: row.attachments ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_demo: row.userId === demoUserId,
  };
}

/** Ids that are not uuids name no contact (and must not reach a uuid column). */
export const isContactId = isUuid;

/** Contact rows as the API names them, each with the country of its city (one lookup for all). */
export async function toContacts(db: Db | Tx, rows: ContactRow[], demoUserId: string): Promise<Contact[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.cityId == null ? [] : [r.cityId])))];
  const found = ids.length ? await db.select({ id: cities.id, country: cities.country }).from(cities).where(inArray(cities.id, ids)) : [];
  const country = new Map(found.map((c) => [c.id, c.country]));
  return rows.map((r) => toContact(r, demoUserId, r.cityId == null ? null : (country.get(r.cityId) ?? null)));
}

/** One contact row as the API names it, with its city's country. */
export async function toContactOne(db: Db | Tx, row: ContactRow, demoUserId: string): Promise<Contact> {
  return (await toContacts(db, [row], demoUserId))[0]!;
}
