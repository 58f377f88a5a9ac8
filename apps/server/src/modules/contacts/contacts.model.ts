import type { Contact } from '@tradeloom/domain';
import type { contacts } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/sql.ts';

export type ContactRow = typeof contacts.$inferSelect;

/** A contact row as the API names it; demo contacts are flagged. */
export function toContact(row: ContactRow, demoUserId: string): Contact {
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
