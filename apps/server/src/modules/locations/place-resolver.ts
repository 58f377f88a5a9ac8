/**
 * Location text -> a city, with what the contact says about its country. The text gives the
 * candidates (cities of that name; else cities whose name starts with it; else a city, port or free
 * zone named among its words), the contact's evidence picks among them (place-evidence.ts), and
 * population decides only where nothing else does.
 */
import { SEARCH_MIN_CHARS } from '@tradeloom/domain';
import { shorthandPlace } from '@tradeloom/domain/trade';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cities } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql.ts';
import { KNOWN_PLACES } from './known-places.ts';
import { type Candidate, type ContactClues, type CountryEvidence, contactEvidence, pickCandidate, WEIGHT } from './place-evidence.ts';
import { CITY_ALIASES, countryCodeOf, foldDiacritics, regionsNamed } from './place-names.ts';

export interface ResolvedPlace {
  cityId: number;
  latitude: number;
  longitude: number;
}

/** What the text itself says: the city part, and a country or region named in it. */
export interface LocationReading {
  city: string;
  /** Every word of the text but the country's, for places named inside a longer text. */
  words: string[];
  /** A country the text names for certain: only its cities are candidates. */
  countryCode: string | null;
  /** Regions the text may name, as 'US:TX': a city there is meant whatever its size. */
  admins: string[];
  /** Countries the text may name ('CA' is Canada or California): strong evidence, not a filter. */
  maybeCountries: string[];
}

const tokens = (text: string) =>
  foldDiacritics(text)
    .toLowerCase()
    .split(/[^a-z0-9'’-]+/)
    .filter(Boolean);

/**
 * 'Houston, Texas, USA', 'Perth, WA', 'San Jose, CA', 'Valencia (Spain)', 'Kochi India',
 * 'Rotterdam Europoort', 'Khi'. The first part is the city; the last part, or failing that the last words
 * of the first, a country or a region when they read as one.
 */
export function readLocation(text: string): LocationReading | null {
  const parts = text
    .replace(/[()[\]]/g, ',')
    .split(/[,;/]/)
    .map((p) => p.trim())
    .filter(Boolean);
  let city = parts[0];
  if (!city) return null;
  let countryCode: string | null = null;
  let admins: string[] = [];
  let maybeCountries: string[] = [];
  let countryPart = -1;
  if (parts.length > 1) {
    const last = parts[parts.length - 1]!;
    const code = countryCodeOf(last);
    const regions = regionsNamed(last);
    const countries = new Set([...(code ? [code] : []), ...regions.map((r) => r.countryCode)]);
    admins = regions.map((r) => `${r.countryCode}:${r.admin}`);
    if (countries.size === 1) countryCode = [...countries][0]!;
    else maybeCountries = code ? [code] : [];
    if (countries.size) countryPart = parts.length - 1;
    // 'Houston, Texas, USA': the region between city and country.
    if (countryCode && !regions.length && parts.length > 2) {
      admins = regionsNamed(parts[1]!)
        .filter((r) => r.countryCode === countryCode)
        .map((r) => `${r.countryCode}:${r.admin}`);
    }
  }
  if (countryPart < 0) {
    // 'Kochi India', 'Valencia Spain': a country as the last words of the text.
    const cityWords = city.split(/\s+/);
    for (let n = Math.min(3, cityWords.length - 1); n >= 1; n--) {
      const tail = cityWords.slice(-n).join(' ');
      const code = tail.length > 2 ? countryCodeOf(tail) : null;
      if (code) {
        countryCode = code;
        city = cityWords.slice(0, -n).join(' ');
        break;
      }
    }
  }
  // 'Khi', 'Dar', 'GVA', 'N.Ganj', 'Ginebra': the trade's shorthand for a town, unless the text names another country.
  const short = shorthandPlace(city);
  if (short?.city && (!countryCode || countryCode === short.countryCode)) {
    city = short.city;
    countryCode = short.countryCode;
    maybeCountries = [];
  }
  const words = parts.flatMap((p, i) => (i === countryPart ? [] : tokens(i === 0 ? city! : p)));
  return { city, words, countryCode, admins, maybeCountries };
}

const nameLower = sql`lower(${cities.name})`;
const asciiLower = sql`lower(${cities.asciiName})`;
const candidateColumns = {
  id: cities.id,
  name: cities.name,
  countryCode: cities.countryCode,
  adminCode: cities.adminCode,
  population: cities.population,
  latitude: cities.latitude,
  longitude: cities.longitude,
};
const MAX_CANDIDATES = 200;

/** Words that describe a place rather than name one: never looked up alone inside a longer text. */
const GENERIC = new Set(
  `port ports terminal terminals harbour harbor free zone zones area industrial estate park city town district island islands bay
   of the de del da do la le el al and & north south east west central new old office hq head branch plant mine mines refinery mill
   warehouse depot station airport road street st avenue building tower towers centre center pier berth dock docks jetty anchorage
   oil gas grain coal lng lpg fz fze customs logistics hub region province state county near outside suburb downtown metro greater
   upper lower main site sea river canal coast beach point complex facility yard base office plaza`.split(/\s+/),
);

async function query(db: Db | Tx, where: SQL | undefined): Promise<Candidate[]> {
  return db.select(candidateColumns).from(cities).where(where).orderBy(desc(cities.population), cities.id).limit(MAX_CANDIDATES);
}

/** Cities named exactly one of the phrases (or known under it). */
function named(phrases: string[]): SQL {
  const folded = phrases.map(foldDiacritics);
  const aliasIds = folded.flatMap((p) => CITY_ALIASES[p] ?? []);
  return or(inArray(nameLower, phrases), inArray(asciiLower, folded), aliasIds.length ? inArray(cities.id, aliasIds) : undefined)!;
}

/** The cities the text may mean, before any evidence. */
export async function locationCandidates(db: Db | Tx, reading: LocationReading): Promise<Candidate[]> {
  const city = reading.city.toLowerCase();
  if (city.length < SEARCH_MIN_CHARS) return [];
  const cityAscii = foldDiacritics(city);
  const inCountry = reading.countryCode ? eq(cities.countryCode, reading.countryCode) : undefined;

  const exact = await query(db, and(named([city]), inCountry));
  if (exact.length) return exact;
  // 'Frankfurt' -> Frankfurt am Main.
  const prefix = await query(
    db,
    and(or(sql`${nameLower} like ${`${escapeLike(city)} %`}`, sql`${asciiLower} like ${`${escapeLike(cityAscii)} %`}`), inCountry),
  );
  if (prefix.length) return prefix;

  // 'Port Kavkaz Terminal', 'Santos port': the longest run of words that names a port or a city.
  const words = reading.words;
  // The whole text again too: 'Jebel Ali, UAE' is a known port under its full name.
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const phrases: string[] = [];
    for (let i = 0; i + n <= words.length; i++) {
      const run = words.slice(i, i + n);
      if (run.every((w) => GENERIC.has(w))) continue;
      if (n === 1 && run[0]!.length < 3) continue;
      phrases.push(run.join(' '));
    }
    if (!phrases.length) continue;
    const known = phrases.flatMap((p) => (KNOWN_PLACES[p] ? [KNOWN_PLACES[p]] : []));
    // A single word must be a town of some size: a village called 'Free' or 'Zone' is not meant.
    const big = n === 1 ? sql`${cities.population} >= 10000` : undefined;
    const found = await query(db, and(or(known.length ? inArray(cities.id, known) : undefined, and(named(phrases), big)), inCountry));
    if (found.length) return found;
  }
  return [];
}

/**
 * Countries of the larger cities the notes name ('met him at the Mumbai spice fair'), asked only
 * when the candidates lie in several countries. The city the location names does not count.
 */
async function citiesInNotes(db: Db | Tx, notes: string | null | undefined, locationCity: string): Promise<CountryEvidence> {
  const found: CountryEvidence = new Map();
  if (!notes?.trim()) return found;
  const words = notes.split(/[^\p{L}'’-]+/u).filter(Boolean);
  const phrases = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    if (!/^\p{Lu}/u.test(words[i]!)) continue;
    for (let n = 1; n <= 3 && i + n <= words.length; n++)
      phrases.add(
        words
          .slice(i, i + n)
          .join(' ')
          .toLowerCase(),
      );
  }
  phrases.delete(locationCity.toLowerCase());
  if (!phrases.size) return found;
  const rows = await db
    .selectDistinctOn([nameLower], { name: nameLower, countryCode: cities.countryCode })
    .from(cities)
    .where(and(inArray(nameLower, [...phrases].slice(0, 120)), sql`${cities.population} >= 100000`))
    .orderBy(nameLower, desc(cities.population));
  for (const r of rows) found.set(r.countryCode, Math.max(found.get(r.countryCode) ?? 0, WEIGHT.cityInNotes));
  return found;
}

const several = (candidates: Candidate[]) => new Set(candidates.map((c) => c.countryCode)).size > 1;

/** The candidate the contact's evidence points to. */
export async function choosePlace(
  db: Db | Tx,
  reading: LocationReading,
  candidates: Candidate[],
  clues: ContactClues = {},
): Promise<ResolvedPlace | null> {
  if (!candidates.length) return null;
  const evidence = contactEvidence(clues);
  for (const code of reading.maybeCountries) evidence.set(code, (evidence.get(code) ?? 0) + WEIGHT.countryInText);
  if (several(candidates)) {
    for (const [code, weight] of await citiesInNotes(db, clues.notes, reading.city)) {
      evidence.set(code, (evidence.get(code) ?? 0) + weight);
    }
  }
  const best = pickCandidate(candidates, evidence, reading.admins);
  return best ? { cityId: best.id, latitude: best.latitude, longitude: best.longitude } : null;
}

/** Best city for free location text, weighed with what the contact's phone, company and notes say. */
export async function resolvePlace(db: Db | Tx, text: string, clues: ContactClues = {}): Promise<ResolvedPlace | null> {
  const reading = readLocation(text);
  if (!reading) return null;
  return choosePlace(db, reading, await locationCandidates(db, reading), clues);
}
