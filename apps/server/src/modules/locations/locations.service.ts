import { type LocationResult, SEARCH_MIN_CHARS } from '@tradeloom/domain';
import { and, asc, desc, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cities } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql.ts';
import type { ContactClues } from './place-evidence.ts';
import { foldDiacritics, regionName } from './place-names.ts';
import { type ResolvedPlace, resolvePlace } from './place-resolver.ts';

const nameLower = sql`lower(${cities.name})`;
const asciiLower = sql`lower(${cities.asciiName})`;

const resultColumns = {
  id: cities.id,
  name: cities.name,
  country: cities.country,
  countryCode: cities.countryCode,
  adminCode: cities.adminCode,
  latitude: cities.latitude,
  longitude: cities.longitude,
};
type CityRow = {
  id: number;
  name: string;
  country: string;
  countryCode: string;
  adminCode: string | null;
  latitude: number;
  longitude: number;
};

function toResult(row: CityRow): LocationResult {
  const region = regionName(row.countryCode, row.adminCode);
  return {
    id: row.id,
    city: row.name,
    country: row.country,
    display_name: [row.name, region, row.country].filter(Boolean).join(', '),
    lat: row.latitude,
    lng: row.longitude,
    location_name: `${row.name}, ${row.country}`,
  };
}

/**
 * Location suggestions (search_locations): names starting with the text (an exact name weighs as a
 * city ten times larger), then word prefixes, then the text anywhere in the name; larger cities first. Prefix matches come from the lower(name)
 * text_pattern_ops indexes; the trigram index is asked only when they do not fill the list.
 */
export async function searchLocations(db: Db, query: string | undefined, limit: number): Promise<LocationResult[]> {
  const q = (query ?? '').trim().toLowerCase();
  if (q.length < SEARCH_MIN_CHARS) return [];
  const qa = foldDiacritics(q);
  const prefix = prefixMatch(q, qa);
  const prefixRows = isShortPrefix(q, qa) ? await shortPrefixRows(db, q, qa, limit) : await prefixRowsRanked(db, q, qa, limit);
  if (prefixRows.length >= limit || qa.length < 3) return prefixRows.map(toResult);

  const inner = escapeLike(qa);
  const wordPrefix = or(sql`${asciiLower} like ${`% ${inner}%`}`, sql`${asciiLower} like ${`%-${inner}%`}`)!;
  const containsRows = await db
    .select(resultColumns)
    .from(cities)
    .where(and(sql`${asciiLower} like ${`%${inner}%`}`, not(prefix)))
    .orderBy(sql`case when ${wordPrefix} then 0 else 1 end`, desc(cities.population), asc(cities.id))
    .limit(limit - prefixRows.length);
  return [...prefixRows, ...containsRows].map(toResult);
}

const prefixMatch = (q: string, qa: string) =>
  or(sql`${nameLower} like ${`${escapeLike(q)}%`}`, sql`${asciiLower} like ${`${escapeLike(qa)}%`}`)!;

/**
 * Names starting with the text, ranked over all of them. An exact name counts as a city ten times its
 * size: 'paris' is Paris, but 'singa' is still Singapore rather than Singa (Sudan), and 'san' is
 * Santiago rather than San (Mali).
 */
export async function prefixRowsRanked(db: Db, q: string, qa: string, limit: number): Promise<CityRow[]> {
  const exact = or(sql`${nameLower} = ${q}`, sql`${asciiLower} = ${qa}`)!;
  return db
    .select(resultColumns)
    .from(cities)
    .where(prefixMatch(q, qa))
    .orderBy(sql`(case when ${exact} then 1 else 0 end) + log(${cities.population} + 10.0) desc`, asc(cities.id))
    .limit(limit);
}

const chars = (text: string) => [...text].length;
const isShortPrefix = (q: string, qa: string) => [2, 3].includes(chars(q)) && [2, 3].includes(chars(qa));

/**
 * The same order for two or three letters, where thousands of names match: the largest cities of the
 * prefix come straight from the prefix indexes (cities_*_prefix2/3_idx, population order), the exact
 * names from the name indexes, and the few candidates are ranked here as the query above ranks them.
 * Every city of the true first `limit` is among them: it is either an exact name or one of the
 * `limit` largest of its prefix.
 */
export async function shortPrefixRows(db: Db, q: string, qa: string, limit: number): Promise<CityRow[]> {
  const head = (column: typeof cities.name | typeof cities.asciiName, text: string) =>
    sql`left(lower(${column}), ${sql.raw(String(chars(text)))}) = ${text}`;
  const largest = (where: SQL) =>
    db
      .select({ ...resultColumns, population: cities.population })
      .from(cities)
      .where(where)
      .orderBy(sql`${cities.population} desc nulls last`, asc(cities.id))
      .limit(limit);
  const groups = await Promise.all([
    largest(head(cities.asciiName, qa)),
    largest(head(cities.name, q)),
    largest(or(sql`${nameLower} = ${q}`, sql`${asciiLower} = ${qa}`)!),
  ]);
  const seen = new Map<number, CityRow & { score: number }>();
  for (const [i, rows] of groups.entries()) {
    for (const r of rows) {
      const isExact = i === 2;
      const score = (isExact ? 1 : 0) + Math.log10(r.population + 10);
      const had = seen.get(r.id);
      if (!had || had.score < score) seen.set(r.id, { ...r, score });
    }
  }
  return [...seen.values()].sort((a, b) => b.score - a.score || a.id - b.id).slice(0, limit);
}

export type { ResolvedPlace } from './place-resolver.ts';

/**
 * Best city for free location text: 'Rotterdam, Netherlands', 'Houston, Texas, USA', 'Geneva',
 * 'Santos port'. The contact's phone, company and notes, when given, pick among namesakes.
 */
export async function resolveLocation(db: Db | Tx, text: string, clues: ContactClues = {}): Promise<ResolvedPlace | null> {
  return resolvePlace(db, text, clues);
}
