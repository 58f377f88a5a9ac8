/** The contact list: search, filters, keyset pagination and facets over own (and demo) contacts. */
import type { Contact, ContactFacets, ContactListResponse, ContactSort, ContactListQuery as DomainListQuery } from '@tradeloom/domain';
import { CONTACT_FACET_LIMIT, CONTACT_ROLES } from '@tradeloom/domain';
import { and, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { escapeLike } from '../../lib/sql.ts';
import {
  CONTACT_JSON,
  type ContactRow,
  cadenceOverdueSql,
  isContactId,
  ownedBy,
  ownerScopes,
  toContacts,
  visibleOwners,
} from './contacts.store.ts';

export type ContactListQuery = Omit<DomainListQuery, 'role' | 'sort' | 'overdue'> &
  Partial<Pick<DomainListQuery, 'role' | 'sort' | 'overdue'>>;
/** The search and filters of the list (what the export, the map and a bulk action narrow by). */
export type ContactFilter = Pick<ContactListQuery, 'q' | 'commodity' | 'location' | 'role' | 'min_strength' | 'overdue'>;

// search_text is lower()ed by Postgres, so the pattern is too, with the same function: a plain LIKE
// then matches case-insensitively and is much cheaper per row than ILIKE. The trigram index serves both.
const contains = (text: string) => sql`${contacts.searchText} like lower(${`%${escapeLike(text)}%`})`;
const words = (q: string | undefined) => (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);

/**
 * The filters: a commodity matches a whole entry of the contact's list (split on commas, as the facets
 * split it), a location the whole text, a role the whole role; letter case and outer spaces aside.
 * Each is served by its own index (contacts_commodity_list_idx, contacts_user_location_idx,
 * contacts_user_role_idx).
 */
function filterConditions(query: Omit<ContactFilter, 'q'>): SQL[] {
  const conditions: SQL[] = [];
  const lowered = (list: string[]) => sql.param(list.map((v) => v.trim().toLowerCase()));
  if (query.commodity.length > 0) {
    conditions.push(sql`regexp_split_to_array(lower(trim(${contacts.commodities})), '\\s*,\\s*') && ${lowered(query.commodity)}::text[]`);
  }
  if (query.location.length > 0) {
    conditions.push(sql`lower(trim(${contacts.location})) = any(${lowered(query.location)}::text[])`);
  }
  const roles = query.role ?? [];
  if (roles.length > 0) {
    conditions.push(sql`lower(trim(${contacts.role})) = any(${lowered(roles)}::text[])`);
  }
  // Strength and cadence (decision 041): no index of their own; they narrow what the owner's range holds.
  if (query.min_strength !== undefined) conditions.push(sql`${contacts.strength} >= ${query.min_strength}`);
  if (query.overdue) conditions.push(cadenceOverdueSql);
  return conditions;
}

/**
 * Search words must each appear in the generated search_text (name, company, title, role, e-mail,
 * location, commodities); the trigram index finds them. Filters as in filterConditions.
 */
export function searchConditions(query: ContactFilter): SQL[] {
  return [...words(query.q).map(contains), ...filterConditions(query)];
}

/**
 * The orders of the list. Each is a key of plain text (or microseconds) that Postgres and this file
 * compare the same way (byte order: collate "C"), matched by an index per owner, and unique with the
 * id at its end, so a cursor is an exact position.
 */
const SORT_KEYS: Record<ContactSort, { keys: SQL[]; dir: 'asc' | 'desc' }> = {
  // updated_at in microseconds since the epoch: Postgres keeps microseconds, a JS Date does not.
  newest: { keys: [sql`${contacts.updatedAt}`], dir: 'desc' },
  name: { keys: [sql`lower(${contacts.fullName}) collate "C"`], dir: 'asc' },
  company: {
    keys: [sql`(coalesce(trim(${contacts.company}), '') = '')`, sql`lower(coalesce(${contacts.company}, '')) collate "C"`],
    dir: 'asc',
  },
  // Strongest first; no strength yet (-1) last.
  strength: { keys: [sql`coalesce(${contacts.strength}, -1)`], dir: 'desc' },
};
/** A sort key as text for the cursor and the merge of owners. */
const KEY_TEXT: Record<ContactSort, SQL<string>[]> = {
  newest: [sql<string>`(extract(epoch from ${contacts.updatedAt}) * 1000000)::bigint::text`],
  name: [sql<string>`lower(${contacts.fullName})`],
  company: [sql<string>`(coalesce(trim(${contacts.company}), '') = '')::text`, sql<string>`lower(coalesce(${contacts.company}, ''))`],
  strength: [sql<string>`coalesce(${contacts.strength}, -1)::text`],
};
/** Back from cursor text to a value the keys compare with. */
const KEY_PARAM: Record<ContactSort, ((v: string) => SQL)[]> = {
  newest: [(v) => sql`timestamptz 'epoch' + ${v}::bigint * interval '1 microsecond'`],
  name: [(v) => sql`${v}::text collate "C"`],
  company: [(v) => sql`${v}::boolean`, (v) => sql`${v}::text collate "C"`],
  strength: [(v) => sql`${v}::int`],
};
// A text key is a lower-cased name or company: any text (lower() may lengthen some letters), bounded
// by the cursor's own length limit (CONTACT_CURSOR_MAX_LENGTH), but never a NUL or a lone surrogate,
// which no stored text holds (a lone surrogate does not survive the trip through UTF-8).
const isTextKey = (k: string) => !k.includes('\u0000') && Buffer.from(k, 'utf8').toString('utf8') === k;
const KEY_CHECK: Record<ContactSort, ((k: string) => boolean)[]> = {
  newest: [(k) => /^-?\d{1,16}$/.test(k)], // microseconds: well inside bigint, and inside timestamptz
  name: [isTextKey],
  company: [(k) => k === 'true' || k === 'false', isTextKey],
  strength: [(k) => /^-?\d{1,3}$/.test(k)],
};

interface Cursor {
  sort: ContactSort;
  keys: string[];
  id: string;
  /** The count taken on the first page, carried so later pages do not count all matches again. */
  total: number;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.keys, c.id, c.total])).toString('base64url');
}

/** Strict: anything but a cursor this server wrote for this order is a 400, never a query. */
export function decodeCursor(text: string, sort: ContactSort): Cursor {
  try {
    const [s, keys, id, total] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    const checks = KEY_CHECK[sort];
    if (
      s === sort &&
      Array.isArray(keys) &&
      keys.length === checks.length &&
      keys.every((k, i) => typeof k === 'string' && checks[i]!(k)) &&
      typeof id === 'string' &&
      isContactId(id) &&
      Number.isSafeInteger(total) &&
      (total as number) >= 0 &&
      (total as number) <= 100_000_000
    )
      return { sort, keys: keys as string[], id, total: total as number };
  } catch {
    // fall through
  }
  throw badRequest('Invalid cursor');
}

/** A page as JSON text from the database, with what the response needs besides it. */
interface PageText {
  /** The page's contacts as a JSON array, in order. */
  items: string;
  total: number;
  nextCursor: string | null;
}

/**
 * One page after the cursor in the chosen order, and the count of all matches as taken when the
 * listing began (the cursor carries it on), in one statement: one ordered index range per owner
 * (cheaper than sorting both owners' rows together), merged, numbered, and the page's rows turned
 * into JSON by Postgres. When a search finds nothing as typed, the closest matches by trigram similarity are
 * answered instead, best first, marked `matchedBy: 'fuzzy'`.
 */
async function listPage(db: Db, userId: string, query: ContactListQuery): Promise<PageText | ContactListResponse> {
  const sort = query.sort ?? 'newest';
  const filters = searchConditions(query);
  const after = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
  const { keys, dir } = SORT_KEYS[sort];
  const keyset = after
    ? sql`(${sql.join([...keys, sql`${contacts.id}`], sql`, `)}) ${dir === 'desc' ? sql`<` : sql`>`} (${sql.join(
        [...after.keys.map((k, i) => KEY_PARAM[sort][i]!(k)), sql`${after.id}::uuid`],
        sql`, `,
      )})`
    : undefined;
  const order = (exprs: SQL[]) =>
    sql.join(
      exprs.map((k) => (dir === 'desc' ? sql`${k} desc` : sql`${k} asc`)),
      sql`, `,
    );
  const take = query.limit + 1;
  // Each owner's range yields only its sort keys and ids; the JSON and the cursor keys are made for the
  // page's rows alone, after the merge (made per matching row, they cost more than the search itself).
  const ownerRange = (owner: SQL) => sql`(
    select ${sql.join(
      keys.map((k, i) => sql`${k} as ${sql.raw(`k${i}`)}`),
      sql`, `,
    )}, ${contacts.id} as id
    from ${contacts}
    where ${and(owner, keyset, ...filters)}
    order by ${order([...keys, sql`${contacts.id}`])}
    limit ${take})`;
  const merged = [...keys.map((_, i) => sql.raw(`k${i}`)), sql.raw('id')];
  // Counted per owner and added: an OR of the owners would keep the index from narrowing to each.
  const [own, demo] = ownerScopes(userId);
  const ownerCount = (owner: SQL) => sql`(select count(*) from ${contacts} where ${and(owner, ...filters)})`;
  const count = after ? sql`${after.total}::int` : sql`(${ownerCount(own)} + ${ownerCount(demo)})::int`;

  const result = await db.execute(sql`
    with page as (
      select id, row_number() over (order by ${order(merged)}) as n from (
        ${ownerRange(own)}
        union all
        ${ownerRange(demo)}
      ) both_owners
      order by n limit ${take}
    )
    select (select coalesce(json_agg(${CONTACT_JSON} order by page.n), '[]')::text
        from page join ${contacts} on ${contacts.id} = page.id where page.n <= ${query.limit}) as items,
      (select array[${sql.join(KEY_TEXT[sort], sql`, `)}]
        from page join ${contacts} on ${contacts.id} = page.id where page.n = ${query.limit}) as last_keys,
      (select id::text from page where n = ${query.limit}) as last_id,
      (select count(*) from page) > ${query.limit} as more,
      ${count} as total`);
  const row = (
    result as unknown as { rows: { items: string; last_keys: string[] | null; last_id: string | null; more: boolean; total: number }[] }
  ).rows[0]!;
  const total = Number(row.total);

  if (total === 0 && !after && words(query.q).length > 0) return fuzzyContacts(db, await visibleOwners(db, userId), query);
  return {
    items: row.items,
    total,
    nextCursor: row.more && row.last_keys && row.last_id ? encodeCursor({ sort, keys: row.last_keys, id: row.last_id, total }) : null,
  };
}

const isPageText = (p: PageText | ContactListResponse): p is PageText => typeof p.items === 'string';

/** A page of the list (see listPage), as objects. */
export async function listContacts(db: Db, userId: string, query: ContactListQuery): Promise<ContactListResponse> {
  const page = await listPage(db, userId, query);
  if (!isPageText(page)) return page;
  return { items: JSON.parse(page.items) as Contact[], nextCursor: page.nextCursor, total: page.total, matchedBy: 'exact' };
}

/** A page of the list (see listPage) as the response body: the contacts' JSON is not parsed and re-encoded. */
export async function listContactsBody(db: Db, userId: string, query: ContactListQuery): Promise<string> {
  const page = await listPage(db, userId, query);
  if (!isPageText(page)) return JSON.stringify(page);
  return `{"items":${page.items},"nextCursor":${JSON.stringify(page.nextCursor)},"total":${page.total},"matchedBy":"exact"}`;
}

/**
 * Close matches for a search that found nothing as typed ('brokr', 'Rotterdm'): every word must be
 * word-similar to the contact's search text (pg_trgm's %> operator, served by the trigram index),
 * best first. One page of them; the filters still hold.
 */
async function fuzzyContacts(db: Db, owners: string[], query: ContactListQuery): Promise<ContactListResponse> {
  const typed = words(query.q).map((w) => w.toLowerCase());
  const score = sql.join(
    typed.map((w) => sql`word_similarity(${w}, ${contacts.searchText})`),
    sql` + `,
  );
  const rows = await db
    .select({ row: getTableColumns(contacts) })
    .from(contacts)
    .where(and(ownedBy(owners), ...typed.map((w) => sql`${contacts.searchText} %> ${w}`), ...filterConditions(query)))
    .orderBy(sql`${score} desc`, contacts.id)
    .limit(query.limit);
  return {
    items: await toContacts(
      db,
      rows.map((r) => r.row as ContactRow),
    ),
    nextCursor: null,
    total: rows.length,
    matchedBy: rows.length > 0 ? 'fuzzy' : 'exact',
  };
}

type FacetRow = { value: string; count: number };
const ROLE_LABEL = new Map(CONTACT_ROLES.map((r) => [r.toLowerCase(), r]));

/** Commodity, location and role values with their contact counts, for the Filters dropdown. */
export async function contactFacets(db: Db, userId: string): Promise<ContactFacets> {
  const owners = sql.param(await visibleOwners(db, userId));
  const rows = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: FacetRow[] }).rows;
  const [commodities, locations, roles, totals] = await Promise.all([
    rows(sql`
      select v as value, count(distinct c.id)::int as count
      from contacts c, lateral (select trim(x) as v from unnest(string_to_array(c.commodities, ',')) as x) e
      where c.user_id = any(${owners}::text[]) and e.v <> ''
      group by v order by count desc, v limit ${CONTACT_FACET_LIMIT}`),
    rows(sql`
      select trim(location) as value, count(*)::int as count
      from contacts where user_id = any(${owners}::text[]) and trim(coalesce(location, '')) <> ''
      group by 1 order by count desc, 1 limit ${CONTACT_FACET_LIMIT}`),
    rows(sql`
      select min(trim(role) collate "C") as value, count(*)::int as count
      from contacts where user_id = any(${owners}::text[]) and trim(coalesce(role, '')) <> ''
      group by lower(trim(role)) order by count desc, 1 limit ${CONTACT_FACET_LIMIT}`),
    rows(sql`select '' as value, count(*)::int as count from contacts where user_id = any(${owners}::text[])`),
  ]);
  // 'broker' and 'Broker' are one role (the filter ignores letter case): named as the form names it.
  const named = roles.map((r) => ({ ...r, value: ROLE_LABEL.get(r.value.toLowerCase()) ?? r.value }));
  return { commodities, locations, roles: named, total: totals[0]?.count ?? 0 };
}
