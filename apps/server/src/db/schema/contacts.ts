import { type SQL, sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { captureSources } from './capture.ts';
import { cities } from './catalogue.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface AttachmentRecord {
  /** Storage path: {userId}/{contactId or temp}/{timestamp}-{random}.{ext} */
  id: string;
  name: string;
  size: number;
  type: string;
  uploadedAt: string;
  displayName?: string;
}

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    clientName: text('client_name'),
    company: text('company'),
    title: text('title'),
    role: text('role'),
    clientEmail: text('client_email'),
    phone: text('phone'),
    location: text('location'),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    commodities: text('commodities'),
    sourceOfIntroduction: text('source_of_introduction'),
    notes: text('notes'),
    /** When the user was last in touch; logging an interaction moves it forward. */
    lastContactedAt: date('last_contacted_at'),
    /**
     * Relationship strength 0-100 (issue 27), from the interactions' recency, frequency, reciprocity
     * and channel, with its one-line explanation; recomputed when interactions change and daily (it
     * decays with time). Null: never computed.
     */
    strength: smallint('strength'),
    strengthNote: text('strength_note'),
    /** Keep-in-touch cadence in days (14, 30, 91, 182); null means none. */
    keepInTouchDays: smallint('keep_in_touch_days'),
    /** The contact's LinkedIn profile, normalised (https://www.linkedin.com/in/...). */
    linkedinUrl: text('linkedin_url'),
    attachments: jsonb('attachments').$type<AttachmentRecord[]>().notNull().default([]),
    /** Lower-cased haystack of the searchable fields, kept by Postgres itself. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(coalesce(full_name, '') || ' ' || coalesce(client_name, '') || ' ' || coalesce(company, '') || ' ' || coalesce(title, '') || ' ' || coalesce(role, '') || ' ' || coalesce(client_email, '') || ' ' || coalesce(location, '') || ' ' || coalesce(commodities, ''))`,
    ),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Matches the list order exactly (ORDER BY ... DESC means NULLS FIRST), so a page is an index range scan.
    index('contacts_user_updated_id_idx').on(t.userId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contacts_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The name and company orders of the list (contacts.search.ts SORT_KEYS), one index range per owner.
    index('contacts_user_name_idx').on(t.userId, sql`lower(${t.fullName}) collate "C"`, t.id),
    index('contacts_user_company_idx').on(
      t.userId,
      sql`(coalesce(trim(${t.company}), '') = '')`,
      sql`lower(coalesce(${t.company}, '')) collate "C"`,
      t.id,
    ),
    // The Filters menu, matched as contacts.search.ts filterConditions matches: one owner's contacts of
    // a role or a location; contacts that trade any of some commodities (their list split on commas).
    index('contacts_user_role_idx').on(t.userId, sql`lower(trim(${t.role}))`),
    index('contacts_user_location_idx').on(t.userId, sql`lower(trim(${t.location}))`),
    index('contacts_commodity_list_idx').using('gin', sql`regexp_split_to_array(lower(trim(${t.commodities})), '\\s*,\\s*')`),
    // Finds the contact that holds a file (download by path) without scanning the user's contacts.
    index('contacts_attachments_idx').using('gin', sql`${t.attachments} jsonb_path_ops`),
  ],
);

/**
 * Files uploaded in the add dialog before their contact exists (storage path under {userId}/temp/).
 * The server keeps name, size and the sniffed type here until a contact claims the upload.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    type: text('type').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('pending_uploads_user_idx').on(t.userId), index('pending_uploads_created_idx').on(t.createdAt)],
);

/** A contact's timeline: calls, meetings, e-mails, messages and notes, each on a date. */
export const contactInteractions = pgTable(
  'contact_interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    occurredOn: date('occurred_on').notNull(),
    text: text('text').notNull().default(''),
    /** A captured interaction's source (issue 27); null when the user logged it. */
    sourceId: uuid('source_id').references(() => captureSources.id, { onDelete: 'cascade' }),
    /** 'in' (the contact wrote or invited), 'out' (the user did); null when not known or logged by hand. */
    direction: text('direction'),
    /**
     * A captured item's identity (an e-mail's Message-ID, a meeting's UID, a hash of a chat message),
     * so the same message seen twice (a second sync, the same mail in an .mbox) is one interaction.
     */
    externalKey: text('external_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_interactions_contact_idx').on(t.contactId, t.occurredOn.desc(), t.createdAt.desc()),
    uniqueIndex('contact_interactions_external_key_idx').on(t.contactId, t.externalKey),
    index('contact_interactions_source_idx').on(t.sourceId),
    index('contact_interactions_user_date_idx').on(t.userId, t.occurredOn.desc()),
  ],
);
