/**
 * The contacts table's one owner. Every module reads and writes contacts through this file: the field
 * list (the API's name of each field and its column), the mapping both ways (a row to the API's
 * Contact, fields to columns), the SQL serialiser of the list's fast body, the visibility rule (own
 * contacts, plus the demo network's while demo mode is on) and the bulk insert the import uses.
 * A new field is one line in CONTACT_FIELDS (docs/architecture.md, 'Adding a contact field').
 * The computed fields (strength, its note, the cadence in force, decision 041) are not in that list:
 * no client writes them; `strength`/`strength_note` are written only by the relationship module's
 * refresh, and the cadence is derived here, the same way in JavaScript (toContact) and SQL (CONTACT_JSON).
 */
import {
  type Attachment,
  type Contact,
  type ContactComputed,
  type ContactFields,
  cadenceOf,
  DEFAULT_CADENCE_BANDS,
  defaultCadenceDays,
  TRADING_ROLES,
} from '@tradeloom/domain';
import { and, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cities, contacts } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/sql.ts';
import { DEMO_USER_ID, isDemoModeEnabled } from '../demo/demo-account.ts';

export type ContactRow = typeof contacts.$inferSelect;
type ContactInsert = typeof contacts.$inferInsert;
type SqlType = 'text' | 'int4' | 'float8' | 'date';
export type ContactFieldName = keyof ContactFields;

/** Each field of a contact: the API's name, the table's column, and its SQL type (for the bulk insert's arrays). */
export const CONTACT_FIELDS = {
  full_name: ['fullName', 'text'],
  client_name: ['clientName', 'text'],
  company: ['company', 'text'],
  title: ['title', 'text'],
  role: ['role', 'text'],
  client_email: ['clientEmail', 'text'],
  phone: ['phone', 'text'],
  location: ['location', 'text'],
  city_id: ['cityId', 'int4'],
  latitude: ['latitude', 'float8'],
  longitude: ['longitude', 'float8'],
  commodities: ['commodities', 'text'],
  source_of_introduction: ['sourceOfIntroduction', 'text'],
  notes: ['notes', 'text'],
  last_contacted_at: ['lastContactedAt', 'date'],
  linkedin_url: ['linkedinUrl', 'text'],
  keep_in_touch_days: ['keepInTouchDays', 'int4'],
} as const satisfies Record<ContactFieldName, readonly [keyof ContactRow, SqlType]>;

const FIELDS = Object.entries(CONTACT_FIELDS) as [ContactFieldName, readonly [keyof ContactRow & keyof typeof contacts, SqlType]][];

/** The table's columns by the API's names, for a module that selects its own subset (`c.full_name`). */
export const contactColumns = {
  id: contacts.id,
  user_id: contacts.userId,
  ...(Object.fromEntries(FIELDS.map(([name, [column]]) => [name, contacts[column]])) as {
    [K in ContactFieldName]: (typeof contacts)[(typeof CONTACT_FIELDS)[K][0]];
  }),
  strength: contacts.strength,
  strength_note: contacts.strengthNote,
  attachments: contacts.attachments,
  created_at: contacts.createdAt,
  updated_at: contacts.updatedAt,
  search_text: contacts.searchText,
};

/**
 * `select <column> as <name>, ... from contacts where <owners> and <conditions>`: the owners' contacts
 * with the fields asked for under the API's names, as a subquery for a module's own statement (the map).
 */
export function contactRowsSql(
  owners: string | readonly string[],
  fields: readonly (keyof typeof contactColumns)[],
  conditions: SQL[] = [],
): SQL {
  const list = sql.join(
    fields.map((k) => sql`${contactColumns[k]} as ${sql.raw(k)}`),
    sql`, `,
  );
  return sql`select ${list} from ${contacts} where ${and(ownedBy(owners), ...conditions)}`;
}

/** A row's own fields as the API names them. */
export function fieldsOf(row: ContactRow): ContactFields {
  const out: Record<string, unknown> = {};
  for (const [name, [column]] of FIELDS) out[name] = row[column];
  return out as ContactFields;
}

/** The columns of the fields given; a field left out (undefined) is not written. */
export function columnsOf(fields: Partial<ContactFields>): Partial<ContactInsert> {
  const out: Record<string, unknown> = {};
  for (const [name, [column]] of FIELDS) if (fields[name] !== undefined) out[column] = fields[name];
  return out as Partial<ContactInsert>;
}

// --- Computed fields: strength and the cadence in force (decision 041) -----------------------------

/** Today in UTC, as the cadence's due dates are compared with it (JavaScript and SQL alike). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
const todaySql = sql`(now() at time zone 'UTC')::date`;
const tradingSql = sql`lower(trim(coalesce(${contacts.role}, ''))) in (${sql.join(
  TRADING_ROLES.map((r) => sql.raw(`'${r}'`)),
  sql`, `,
)})`;
/** The cadence in force in days (the one set, else the default by strength and role), as the domain's defaultCadenceDays. */
export const cadenceDaysSql = sql<number | null>`coalesce(${contacts.keepInTouchDays}::int, case ${sql.join(
  DEFAULT_CADENCE_BANDS.map(
    (b) =>
      sql`when ${contacts.strength} >= ${sql.raw(String(b.min))} then (case when ${tradingSql} then ${sql.raw(
        String(defaultCadenceDays(b.min, 'buyer')),
      )} else ${sql.raw(String(defaultCadenceDays(b.min, null)))} end)`,
  ),
  sql` `,
)} end)`;
/** The day the next touch is due: the last contact (or the day the contact was added) plus the cadence. */
export const cadenceDueSql = sql<
  string | null
>`(coalesce(${contacts.lastContactedAt}, (${contacts.createdAt} at time zone 'UTC')::date) + ${cadenceDaysSql})`;
/** The cadence is overdue: its due day is before today (or before `today`, YYYY-MM-DD, for a job on an injected clock). */
export const cadenceOverdueOn = (today?: string) =>
  sql<boolean>`coalesce(${cadenceDueSql} < ${today === undefined ? todaySql : sql`${today}::date`}, false)`;
export const cadenceOverdueSql = cadenceOverdueOn();

/** A row's computed fields as the API names them, at `today` (YYYY-MM-DD, UTC). */
export function computedOf(row: ContactRow, today = todayUtc()): ContactComputed {
  return {
    strength: row.strength,
    strength_note: row.strengthNote,
    ...cadenceOf(
      {
        keep_in_touch_days: row.keepInTouchDays,
        strength: row.strength,
        role: row.role,
        last_contacted_at: row.lastContactedAt,
        created_at: row.createdAt.toISOString(),
      },
      today,
    ),
  };
}

/** A contact row as the API names it, with the country of its city; demo contacts are flagged. */
export function toContact(row: ContactRow, country: string | null): Contact {
  return {
    id: row.id,
    user_id: row.userId,
    ...fieldsOf(row),
    ...computedOf(row),
    country,
    attachments: row.attachments ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_demo: row.userId === DEMO_USER_ID,
  };
}

/** Ids that are not uuids name no contact (and must not reach a uuid column). */
export const isContactId = isUuid;

/** Contact rows as the API names them, each with the country of its city (one lookup for all). */
export async function toContacts(db: Db | Tx, rows: ContactRow[]): Promise<Contact[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.cityId == null ? [] : [r.cityId])))];
  const found = ids.length ? await db.select({ id: cities.id, country: cities.country }).from(cities).where(inArray(cities.id, ids)) : [];
  const country = new Map(found.map((c) => [c.id, c.country]));
  return rows.map((r) => toContact(r, r.cityId == null ? null : (country.get(r.cityId) ?? null)));
}

/** One contact row as the API names it, with its city's country. */
export async function toContactOne(db: Db | Tx, row: ContactRow): Promise<Contact> {
  return (await toContacts(db, [row]))[0]!;
}

/** ISO 8601 in UTC with milliseconds, as Date.toISOString() writes it, made by Postgres. */
export const isoSql = (column: SQL | typeof contacts.createdAt) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A contact as the API names it (toContact), built by Postgres from the same field list, for bodies
 * that never cross into JavaScript column by column (the contact list's page).
 */
export const CONTACT_JSON = sql`json_build_object(
  'id', ${contacts.id}, 'user_id', ${contacts.userId},
  ${sql.join(
    FIELDS.map(([name, [column]]) => sql`${sql.raw(`'${name}'`)}, ${contacts[column]}`),
    sql`, `,
  )},
  'strength', ${contacts.strength}, 'strength_note', ${contacts.strengthNote},
  'cadence_days', ${cadenceDaysSql}, 'cadence_due_on', ${cadenceDueSql}, 'cadence_overdue', ${cadenceOverdueSql},
  'country', (select ${cities.country} from ${cities} where ${cities.id} = ${contacts.cityId}),
  'attachments', coalesce(${contacts.attachments}, '[]'::jsonb),
  'created_at', ${isoSql(contacts.createdAt)}, 'updated_at', ${isoSql(contacts.updatedAt)},
  'is_demo', ${contacts.userId} = ${DEMO_USER_ID})`;

// --- Who sees which contacts -------------------------------------------------------------------

/**
 * The visibility rule: a user sees their own contacts, plus the demo account's while their demo mode
 * is on. As a list of owners (one profile read) for code that keys on owners...
 */
export async function visibleOwners(db: Db, userId: string): Promise<string[]> {
  return (await isDemoModeEnabled(db, userId)) ? [userId, DEMO_USER_ID] : [userId];
}
/**
 * ...and the same rule in SQL, as its two owner scopes (no lookup first): each one index range, so a
 * list reads them apart and merges; `visibleTo` is their union as one condition.
 */
export const ownerScopes = (userId: string): [SQL, SQL] => [
  sql`${contacts.userId} = ${userId}`,
  sql`${contacts.userId} = ${DEMO_USER_ID} and exists (select 1 from profiles where profiles.id = ${userId} and profiles.demo_mode_enabled)`,
];
/** Contacts of the given owners (from visibleOwners) or of one owner. */
export const ownedBy = (owners: string | readonly string[]) =>
  typeof owners === 'string' ? eq(contacts.userId, owners) : inArray(contacts.userId, [...owners]);
/**
 * Contacts the user may try to change: their own, and the demo account's, which everyone may see
 * whatever their demo mode and which answer 403 (not 404) to a change.
 */
const ownOrDemo = (userId: string) => inArray(contacts.userId, [userId, DEMO_USER_ID]);

// --- Reads ---------------------------------------------------------------------------------------

/** How many contacts the user owns. */
export async function countOwnContacts(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contacts).where(eq(contacts.userId, userId));
  return row?.n ?? 0;
}

/** How many contacts match a condition (from this file: unplacedContacts). */
export async function countContacts(db: Db | Tx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contacts).where(where);
  return row?.n ?? 0;
}

/** One visible contact row (own, or the demo network's in demo mode), or undefined. */
export async function findVisibleContact(db: Db, userId: string, id: string): Promise<ContactRow | undefined> {
  if (!isContactId(id)) return undefined;
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), ownedBy(await visibleOwners(db, userId))))
    .limit(1);
  return row;
}

/** Id, name and company of the listed contacts among the given owners', for chips and insight cards. */
export async function contactBriefs(
  db: Db,
  owners: string | readonly string[],
  ids: readonly string[],
): Promise<{ id: string; full_name: string; company: string | null }[]> {
  const wanted = ids.filter(isContactId);
  if (wanted.length === 0) return [];
  return db
    .select({ id: contacts.id, full_name: contacts.fullName, company: contacts.company })
    .from(contacts)
    .where(and(inArray(contacts.id, wanted), ownedBy(owners)));
}

/** The columns asked for (by the API's names) of the owners' contacts, optionally narrowed further. */
export function selectContacts<K extends keyof typeof contactColumns>(
  db: Db | Tx,
  owners: string | readonly string[],
  fields: readonly K[],
  where?: SQL,
) {
  const pick = Object.fromEntries(fields.map((k) => [k, contactColumns[k]])) as { [P in K]: (typeof contactColumns)[P] };
  return db
    .select(pick)
    .from(contacts)
    .where(and(ownedBy(owners), where));
}

/** The owners' contacts with the city their place is in (name, country, code), for the assistant. */
export function selectContactsWithCity<K extends keyof typeof contactColumns>(db: Db, owners: readonly string[], fields: readonly K[]) {
  const pick = Object.fromEntries(fields.map((k) => [k, contactColumns[k]])) as { [P in K]: (typeof contactColumns)[P] };
  return db
    .select({ ...pick, city: cities.name, country: cities.country, countryCode: cities.countryCode })
    .from(contacts)
    .leftJoin(cities, eq(cities.id, contacts.cityId))
    .where(ownedBy(owners));
}

/** The attachment lists of all of the user's contacts (account deletion removes their files). */
export async function ownAttachmentLists(tx: Db | Tx, userId: string): Promise<Attachment[][]> {
  const rows = await tx.select({ attachments: contacts.attachments }).from(contacts).where(eq(contacts.userId, userId));
  return rows.map((r) => r.attachments);
}

// --- Changes -------------------------------------------------------------------------------------

/**
 * The user's own contact, optionally locked for a change. Another user's contact is 'missing' (its
 * existence is not revealed); a demo contact is 'demo', since everyone can see those.
 */
export async function findOwnContact(
  tx: Db | Tx,
  userId: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<ContactRow | 'missing' | 'demo'> {
  if (!isContactId(id)) return 'missing';
  const query = tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), ownOrDemo(userId)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) return 'missing';
  return row.userId === userId ? row : 'demo';
}

/** Several of the user's (or the demo account's) contacts, locked for a change, in id order. */
export async function lockContacts(tx: Tx, userId: string, ids: string[], opts: { ownOnly?: boolean } = {}): Promise<ContactRow[]> {
  return tx
    .select()
    .from(contacts)
    .where(and(inArray(contacts.id, ids), opts.ownOnly ? eq(contacts.userId, userId) : ownOrDemo(userId)))
    .orderBy(contacts.id)
    .for('update');
}

/** One new contact of the user's; answers its row. */
export async function insertContact(
  tx: Tx,
  userId: string,
  fields: ContactFields,
  extra: { attachments?: Attachment[] } = {},
): Promise<ContactRow> {
  const [row] = await tx
    .insert(contacts)
    .values({ ...(columnsOf(fields) as ContactInsert), userId, ...extra })
    .returning();
  if (!row) throw new Error('contact insert returned no row');
  return row;
}

/** What an update may set besides the fields: the attachment list (or an SQL expression over it). */
export interface ContactExtras {
  attachments?: Attachment[] | ((list: SQL) => SQL);
}
const extrasOf = (extra: ContactExtras) =>
  extra.attachments === undefined
    ? {}
    : {
        attachments:
          typeof extra.attachments === 'function'
            ? (extra.attachments(sql`${contacts.attachments}`) as unknown as Attachment[])
            : extra.attachments,
      };

/** Changes the fields given of one contact (by id; the caller has checked it may) and stamps updated_at. */
export async function updateContactRow(
  tx: Db | Tx,
  id: string,
  fields: Partial<ContactFields>,
  extra: ContactExtras = {},
): Promise<ContactRow | undefined> {
  const [row] = await tx
    .update(contacts)
    .set({ ...columnsOf(fields), ...extrasOf(extra), updatedAt: new Date() })
    .where(eq(contacts.id, id))
    .returning();
  return row;
}

/** Deletes contacts of the user's by id. */
export async function deleteContacts(tx: Db | Tx, userId: string, ids: string[]): Promise<void> {
  if (ids.length) await tx.delete(contacts).where(and(eq(contacts.userId, userId), inArray(contacts.id, ids)));
}

/**
 * Many new contacts in one statement, every field of the list: each column is one array parameter and
 * unnest() turns them into rows. Far cheaper than a VALUES list of thousands of parameters, which both
 * drivers bind one by one. The ids are the caller's, so each entry knows its contact without relying
 * on row order.
 */
export async function insertContactsBulk(tx: Tx, userId: string, entries: { id: string; fields: ContactFields }[]): Promise<void> {
  if (entries.length === 0) return;
  const names = FIELDS.map(([, [column]]) => sql.raw(contacts[column].name));
  const arrays = FIELDS.map(([name, [, type]]) => sql`${sql.param(entries.map((e) => e.fields[name] ?? null))}::${sql.raw(type)}[]`);
  await tx.execute(sql`
    insert into contacts (id, user_id, ${sql.join(names, sql`, `)})
    select id, ${userId}, ${sql.join(names, sql`, `)}
    from unnest(${sql.param(entries.map((e) => e.id))}::uuid[], ${sql.join(arrays, sql`, `)}) as t(id, ${sql.join(names, sql`, `)})`);
}

/** Many rows at once for the demo network (its own ids and times), in chunks. */
export async function insertContactRows(
  tx: Tx,
  rows: ({ id: string; userId: string; createdAt: Date; updatedAt: Date } & Pick<ContactFields, 'full_name'> & Partial<ContactFields>)[],
): Promise<void> {
  const values = rows.map(({ id, userId, createdAt, updatedAt, ...fields }) => ({
    ...(columnsOf(fields) as ContactInsert),
    id,
    userId,
    createdAt,
    updatedAt,
  }));
  for (let i = 0; i < values.length; i += 500) await tx.insert(contacts).values(values.slice(i, i + 500));
}

/** Deletes all of one owner's contacts (the demo network replaced whole). */
export async function deleteOwnerContacts(tx: Tx, owner: string): Promise<void> {
  await tx.delete(contacts).where(eq(contacts.userId, owner));
}

/** Moves every date of one owner's contacts up by `days` (the demo network kept current). */
export async function shiftContactDates(tx: Tx, owner: string, days: number): Promise<void> {
  const shift = sql`make_interval(days => ${days}::int)`;
  await tx
    .update(contacts)
    .set({
      createdAt: sql`${contacts.createdAt} + ${shift}`,
      updatedAt: sql`${contacts.updatedAt} + ${shift}`,
      lastContactedAt: sql`${contacts.lastContactedAt} + ${days}::int`,
    })
    .where(eq(contacts.userId, owner));
}

// --- Places (the geocode job) --------------------------------------------------------------------

/** The user's contacts with location text but no place yet (optionally one of them). */
export const unplacedContacts = (userId: string, contactId?: string) =>
  and(
    eq(contacts.userId, userId),
    sql`trim(coalesce(${contacts.location}, '')) <> ''`,
    isNull(contacts.cityId),
    or(isNull(contacts.latitude), isNull(contacts.longitude)),
    contactId ? eq(contacts.id, contactId) : undefined,
  );

/** Places the listed contacts that still match `where` and still hold `location`; answers how many. */
export async function placeContacts(
  db: Db,
  where: SQL | undefined,
  location: string,
  ids: string[],
  place: { cityId: number; latitude: number; longitude: number },
): Promise<number> {
  const updated = await db
    .update(contacts)
    .set({ cityId: place.cityId, latitude: place.latitude, longitude: place.longitude })
    .where(and(where, eq(contacts.location, location), inArray(contacts.id, ids)))
    .returning({ id: contacts.id });
  return updated.length;
}

// --- Attachment lists ----------------------------------------------------------------------------

/** A contact's attachment list where it holds the file `path` ('@>' on the GIN index). */
const holds = (path: string) => sql`${contacts.attachments} @> ${JSON.stringify([{ id: path }])}::jsonb`;

/** The owner and attachment count of a contact the user may see for a change (own or demo), or undefined. */
export async function attachmentCountOf(
  db: Db,
  userId: string,
  id: string,
): Promise<{ userId: string; attachmentCount: number } | undefined> {
  const [row] = await db
    .select({ userId: contacts.userId, attachmentCount: sql<number>`jsonb_array_length(${contacts.attachments})::int` })
    .from(contacts)
    .where(and(eq(contacts.id, id), ownOrDemo(userId)))
    .limit(1);
  return row;
}

/** Bytes of all files on the user's contacts, as an SQL expression (the storage quota adds its uploads). */
export const attachmentBytesSql = (userId: string): SQL =>
  sql`coalesce((select sum((a->>'size')::bigint) from ${contacts} c, jsonb_array_elements(c.attachments) a where c.user_id = ${userId}), 0)`;

/** Appends records to one of the user's contacts while it has fewer than `max`; false when it went away or filled up. */
export async function appendAttachments(db: Db, userId: string, id: string, records: Attachment[], max: number): Promise<boolean> {
  const updated = await db
    .update(contacts)
    .set({ attachments: sql`${contacts.attachments} || ${JSON.stringify(records)}::jsonb`, updatedAt: new Date() })
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId), sql`jsonb_array_length(${contacts.attachments}) < ${max}`))
    .returning({ id: contacts.id });
  return updated.length > 0;
}

/** The attachment list of the user's contact that holds the file `path`, if one does. */
export async function attachmentsHolding(db: Db, userId: string, path: string): Promise<Attachment[] | undefined> {
  const [row] = await db
    .select({ attachments: contacts.attachments })
    .from(contacts)
    .where(and(eq(contacts.userId, userId), holds(path)))
    .limit(1);
  return row?.attachments;
}

/** Replaces the list of the user's contact with `next(list)`, only where it holds `path`; one statement. */
export async function rewriteAttachmentList(
  db: Db,
  userId: string,
  id: string,
  path: string,
  next: (list: SQL) => SQL,
): Promise<Attachment[] | undefined> {
  const [row] = await db
    .update(contacts)
    .set({ attachments: next(sql`${contacts.attachments}`) as unknown as Attachment[], updatedAt: new Date() })
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId), holds(path)))
    .returning({ attachments: contacts.attachments });
  return row?.attachments;
}
