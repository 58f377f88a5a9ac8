/** The contact list: search, filters, keyset pagination and facets over own (and demo) contacts. */
import type { ContactFacets, ContactListResponse } from '@tradeloom/domain';
import { CONTACT_FACET_LIMIT } from '@tradeloom/domain';
import { and, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { escapeLike } from '../../lib/sql.ts';
import { DEMO_USER_ID, isDemoModeEnabled } from '../demo/demo.service.ts';
import { type ContactRow, isContactId, toContact } from './contacts.model.ts';

export interface ContactListQuery {
  q?: string;
  commodity: string[];
  location: string[];
  cursor?: string;
  limit: number;
}

/** Whose contacts the user sees: their own, plus the demo account's while demo mode is on. */
export async function visibleOwners(db: Db, userId: string): Promise<string[]> {
  return (await isDemoModeEnabled(db, userId)) ? [userId, DEMO_USER_ID] : [userId];
}

// search_text is lower()ed by Postgres, so the pattern is too, with the same function: a plain LIKE
// then matches case-insensitively and is much cheaper per row than ILIKE. The trigram index serves both.
const contains = (text: string) => sql`${contacts.searchText} like lower(${`%${escapeLike(text)}%`})`;

/**
 * Search words must each appear in the generated search_text (name, company, e-mail, location,
 * commodities); the trigram index finds them. A commodity filter matches whole list entries, a
 * location filter the whole location; the ilike on search_text lets the same index narrow first.
 */
export function searchConditions(query: Pick<ContactListQuery, 'q' | 'commodity' | 'location'>): SQL[] {
  const conditions: SQL[] = [];
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) conditions.push(contains(word));
  if (query.commodity.length > 0) {
    conditions.push(or(...query.commodity.map(contains))!);
    // The list is stored as 'A, B, C' (normalised on save): an entry is ', name,' inside ', list,'.
    const entries = query.commodity.map(
      (c) => sql`(', ' || lower(${contacts.commodities}) || ',') like lower(${`%, ${escapeLike(c.trim())},%`})`,
    );
    conditions.push(or(...entries)!);
  }
  if (query.location.length > 0) {
    conditions.push(or(...query.location.map(contains))!);
    conditions.push(or(...query.location.map((l) => sql`lower(trim(${contacts.location})) = lower(${l.trim()})`))!);
  }
  return conditions;
}

interface Cursor {
  /** updated_at in microseconds since the epoch: Postgres keeps microseconds, a JS Date does not. */
  us: string;
  id: string;
  /** The count taken on the first page, carried so later pages do not count all matches again. */
  total: number;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.us, c.id, c.total])).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  try {
    const [us, id, total] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof us === 'string' &&
      /^-?\d{1,20}$/.test(us) &&
      typeof id === 'string' &&
      isContactId(id) &&
      Number.isSafeInteger(total) &&
      (total as number) >= 0
    )
      return { us, id, total: total as number };
  } catch {
    // fall through
  }
  throw badRequest('Invalid cursor');
}

const cursorUs = sql<string>`(extract(epoch from ${contacts.updatedAt}) * 1000000)::bigint::text`;
const order = [desc(contacts.updatedAt), desc(contacts.id)];

/**
 * Newest change first (updated_at desc, id desc), one page after the cursor, and the count of all
 * matches as taken when the listing began (the cursor carries it on).
 */
export async function listContacts(db: Db, userId: string, query: ContactListQuery): Promise<ContactListResponse> {
  const owners = await visibleOwners(db, userId);
  const filters = searchConditions(query);
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const keyset = after
    ? sql`(${contacts.updatedAt}, ${contacts.id}) < (timestamptz 'epoch' + ${after.us}::bigint * interval '1 microsecond', ${after.id}::uuid)`
    : undefined;
  const take = query.limit + 1;

  // One ordered index range per owner, merged here: cheaper than sorting both owners' rows together.
  const pageQueries = owners.map((owner) =>
    db
      .select({ row: getTableColumns(contacts), us: cursorUs })
      .from(contacts)
      .where(and(eq(contacts.userId, owner), keyset, ...filters))
      .orderBy(...order)
      .limit(take),
  );
  const countQuery = async () => {
    if (after) return after.total;
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(and(owners.length === 1 ? eq(contacts.userId, owners[0]!) : inArray(contacts.userId, owners), ...filters));
    return counted?.n ?? 0;
  };
  const [total, ...pages] = await Promise.all([countQuery(), ...pageQueries]);

  const merged = pages.flat().sort((a, b) => {
    const d = BigInt(b.us) - BigInt(a.us);
    if (d !== 0n) return d > 0n ? 1 : -1;
    return a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0;
  });
  const page = merged.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => toContact(r.row as ContactRow, DEMO_USER_ID)),
    nextCursor: merged.length > query.limit && last ? encodeCursor({ us: last.us, id: last.row.id, total }) : null,
    total,
  };
}

type FacetRow = { value: string; count: number };

/** Commodity and location values with their contact counts, for the Filters dropdown. */
export async function contactFacets(db: Db, userId: string): Promise<ContactFacets> {
  const owners = sql.param(await visibleOwners(db, userId));
  const rows = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: FacetRow[] }).rows;
  const [commodities, locations, totals] = await Promise.all([
    rows(sql`
      select v as value, count(distinct c.id)::int as count
      from contacts c, lateral (select trim(x) as v from unnest(string_to_array(c.commodities, ',')) as x) e
      where c.user_id = any(${owners}::text[]) and e.v <> ''
      group by v order by count desc, v limit ${CONTACT_FACET_LIMIT}`),
    rows(sql`
      select trim(location) as value, count(*)::int as count
      from contacts where user_id = any(${owners}::text[]) and trim(coalesce(location, '')) <> ''
      group by 1 order by count desc, 1 limit ${CONTACT_FACET_LIMIT}`),
    rows(sql`select '' as value, count(*)::int as count from contacts where user_id = any(${owners}::text[])`),
  ]);
  return { commodities, locations, total: totals[0]?.count ?? 0 };
}
