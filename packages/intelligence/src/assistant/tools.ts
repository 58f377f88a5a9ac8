/**
 * What the assistant can look up in a network: contacts by product, side, role, place and company;
 * whom to introduce a contact to; relationships going cold; priorities' matches; a summary. The
 * built-in assistant words the results; a configured model calls the same functions as tools.
 */

import {
  commodityMatch,
  namedGradesApart,
  namedGradesIn,
  productAncestors,
  productDescendants,
  productServes,
  type ResolvedCommodity,
  resolvedProduct,
} from '@tradeloom/domain/trade';
import type { TradedProduct } from '../network.ts';
import { type EnginePriority, matchPriorities, type PriorityMatch } from '../opportunities.ts';
import { COLD_AFTER_DAYS, type ContactWorth, coldRelationships, contactWorth, followUps } from '../reminders.ts';
import { type GradeAsk, namesGrade } from './grades.ts';
import { longerSourceWord } from './introducers.ts';
import { mentionMatcher } from './mentions.ts';
import type { AssistantIndex, IndexedContact } from './network-index.ts';
import type { Exclusions, Place, RoleFilter, Side } from './query.ts';
import { key } from './text.ts';
import { matchesTime, type TimeFilter } from './time.ts';

const DAY = 86_400_000;

export interface SearchFilters {
  products: ResolvedCommodity[];
  side: Side | null;
  role: RoleFilter | null;
  places: Place[];
  companies: string[];
  /** Every product, not any of them ('buyers of HRC and CRC'). */
  allProducts?: boolean;
  /** Products the contact must also trade ('who also trade zinc'), on `alsoSide` when given. */
  alsoProducts?: ResolvedCommodity[];
  /** Any one of alsoProducts will do (a category), rather than each. */
  alsoAny?: boolean;
  alsoSide?: Side | null;
  /** What to leave out ('outside Europe', 'except traders'). */
  exclude?: Exclusions;
  /** When the user was or was not in touch (the logged interactions and last-contacted date). */
  time?: TimeFilter | null;
  /** Words of who introduced the contact ('maria'), all of which its source of introduction must hold. */
  introducedBy?: { words: string[]; forms?: string[]; not?: string[] } | null;
  /** Words the notes or interactions must mention, as normalised words ('lme week'). */
  mentions?: { phrase: string } | null;
  /** Only these contacts (the last answer's, for 'which of them'). */
  within?: ReadonlySet<string> | null;
  /** The products are ones the contacts stopped trading ('who used to buy urea'). */
  formerly?: boolean;
  /** Grades the contacts' commodities or notes must name ('4200 GAR'), and grades they must not. */
  grades?: readonly GradeAsk[];
  excludeGrades?: readonly GradeAsk[];
  /** A contact naming no grade of the kind passes too (looking for a home for the user's grade). */
  gradesOpen?: boolean;
}

export interface Hit {
  entry: IndexedContact;
  /** The traded product that matched, when products were asked for. */
  on: TradedProduct | null;
  score: number;
}

export interface SearchResult {
  hits: Hit[];
  /** No one listed the exact product asked for; these trade its family's plain name ('copper'). */
  broadened: boolean;
  /** How the hits are ordered: by how well they match, by what they are worth (silences), or latest touch first. */
  order: 'match' | 'value' | 'recent' | 'added';
}

// Cities that are their whole country: everyone in the country is in the city ('S'pore', 'Jurong').
const CITY_STATES: Record<string, string> = { singapore: 'SG', 'hong kong': 'HK', macau: 'MO', macao: 'MO', monaco: 'MC' };

const inPlace = (e: IndexedContact, p: Place) =>
  p.kind === 'city'
    ? e.cityKey === p.value || (CITY_STATES[p.value] !== undefined && CITY_STATES[p.value] === e.countryCode)
    : p.kind === 'country'
      ? e.countryCode === p.value
      : p.kind === 'countries'
        ? e.countryCode !== null && p.value.split(',').includes(e.countryCode)
        : e.region === p.value;

// A 'grain handler' takes title to the goods; a claims, cargo or account handler does not.
const MERCHANT =
  /\b(trader|trading|merchant|negociant|comerciante|(?<!\b(claim|claims|cargo|account|file|case|customer|ship|shipping|vessel|port) )handler)\b/;
const GO_BETWEEN =
  /\b(broker|brokerage|agent|courtier|corredor|corretor|makler|intermediary|intermediario|consultant|advisor|analyst|mandate|commission)\b/;

/**
 * A merchant: a trader by role ('Trader', 'Trading'; not a broker or an agent, who take no title to the
 * goods). A job title ('Head of Trading') says where someone works, not that the company is on both sides.
 */
export function isMerchant(e: IndexedContact): boolean {
  const role = key(e.contact.role ?? '');
  return MERCHANT.test(role) && !GO_BETWEEN.test(e.roleText);
}

/**
 * Whether a contact is on a side of one product it trades: the side read, or both sides ('buys and sells
 * copper', a merchant by role whose notes say no side, a product the notes put on both sides).
 */
export function onSide(e: IndexedContact, t: TradedProduct, side: Side): boolean {
  return t.side === side || (t.side === 'either' && (t.sideFrom === 'notes' || isMerchant(e))) || e.bothSides.has(t.product.id);
}

/** The side a contact is on overall: its profile, or the sides of its products when they agree. */
function overallSide(e: IndexedContact): 'sells' | 'buys' | 'either' | 'none' {
  if (e.profile.side !== 'either') return e.profile.side;
  const sides = new Set(e.profile.products.map((t) => t.side).filter((s) => s !== 'either'));
  return sides.size === 1 ? ([...sides][0] as Side) : 'either';
}

/**
 * Which sides a contact is on for the products asked about (any product when none was asked; a
 * family asked for counts its members, but a buyer of 'fertilisers' is no DAP buyer), with its overall
 * side when those products say none.
 */
export function sidesOn(e: IndexedContact, asked: readonly ResolvedCommodity[]): { buys: boolean; sells: boolean; trades: boolean } {
  const traded = asked.length ? e.profile.products.filter((t) => asked.some((a) => productScore(t, a, false) > 0)) : e.profile.products;
  // 'either' on a product: a trader on both sides of it ('buys and sells copper', or a merchant by role),
  // in both counts, as in the lists; one whose side nobody said is in neither (decision 043).
  const both = traded.some((t) => (t.side === 'either' && (t.sideFrom === 'notes' || isMerchant(e))) || e.bothSides.has(t.product.id));
  const sides = new Set(traded.map((t) => t.side));
  let buys = sides.has('buys') || both;
  let sells = sides.has('sells') || both;
  if (!buys && !sells && (traded.length || !asked.length)) {
    const overall = overallSide(e);
    buys = overall === 'buys';
    sells = overall === 'sells';
  }
  return { buys, sells, trades: traded.length > 0 || e.profile.side === 'either' };
}

function candidates(index: AssistantIndex, f: SearchFilters, broad: boolean): IndexedContact[] {
  if (f.products.length) {
    const seen = new Set<IndexedContact>();
    for (const p of f.products) {
      const lists = p.generic || broad ? [index.byFamily.get(p.family)] : [index.byProduct.get(p.id)];
      // The hierarchy: buyers of what the product is part of, sellers of what is part of it.
      if (p.known) for (const id of [...productAncestors(p.id), ...productDescendants(p.id)]) lists.push(index.byProduct.get(id));
      for (const list of lists) for (const e of list ?? []) seen.add(e);
    }
    return [...seen];
  }
  if (f.places.length) {
    const seen = new Set<IndexedContact>();
    for (const p of f.places) {
      const lists =
        p.kind === 'city'
          ? [index.byCity.get(p.value), ...(CITY_STATES[p.value] ? [index.byCountry.get(CITY_STATES[p.value]!)] : [])]
          : p.kind === 'country'
            ? [index.byCountry.get(p.value)]
            : p.kind === 'countries'
              ? p.value.split(',').map((code) => index.byCountry.get(code))
              : [index.byRegion.get(p.value as never)];
      for (const list of lists) for (const e of list ?? []) seen.add(e);
    }
    return [...seen];
  }
  if (f.companies.length) return f.companies.flatMap((c) => index.byCompany.get(c) ?? []);
  if (f.within) return [...f.within].flatMap((id) => index.entry(id) ?? []);
  if (f.introducedBy?.forms?.length) return index.contacts;
  if (f.introducedBy?.words.length) return sourceWordContacts(index, f.introducedBy.words[0]!);
  return index.contacts;
}

/** Whether the contact trades the product (any side, or the side given). */
function trades(e: IndexedContact, p: ResolvedCommodity, side: Side | null | undefined): boolean {
  return e.profile.products.some(
    (t) =>
      (!side || onSide(e, t, side)) &&
      (productScore(t, p, false) > 0 || (!p.generic && p.known && t.product.known && productAncestors(t.product.id).has(p.id))),
  );
}

// Notes that say who introduced the contact: 'intro'd by Marco', 'referred by', 'came via'.
const INTRO_CUE = '(?:intro d|introd|intro|introduced|referred|recommended|referral|passed on|came|sent) (?:by|via|from|through|thru)';

/**
 * A name asked for is also the longer form of it a source writes ('Shafiq' for 'Shafiqul', 'Imran' for 'Imrans'):
 * a name of five letters or more, and up to three letters more.
 */
const longerName = (have: string, w: string) => w.length >= 5 && have.split(' ').some((k) => longerSourceWord(k, w));

/** The contacts whose introducers have this word, or a longer form of it. */
function sourceWordContacts(index: AssistantIndex, w: string): IndexedContact[] {
  const exact = index.bySourceWord.get(w) ?? [];
  if (w.length < 5) return exact;
  const seen = new Set(exact);
  for (const [k, list] of index.bySourceWord) if (longerSourceWord(k, w)) for (const e of list) seen.add(e);
  return [...seen];
}

/** Whether the contact came through this introducer: its source of introduction, or its notes saying so. */
function introducedBy(e: IndexedContact, by: { words: string[]; forms?: string[]; not?: string[] }): boolean {
  const have = ` ${e.sourceKey} `;
  if (by.words.every((w) => have.includes(` ${w} `) || longerName(have, w))) return true;
  if (!by.forms?.length) return false;
  // A source naming a namesake of the introducer ('Roman Volkov', 'Jürgen Y.') is not theirs.
  if (by.not?.some((n) => have.includes(` ${n} `))) return false;
  if (by.forms.some((f) => have.includes(` ${f} `))) return true;
  if (!e.haystack.includes(by.words[0]!)) return false;
  return by.forms.some((f) => f.includes(' ') && new RegExp(` ${INTRO_CUE} ${f} `).test(e.haystack));
}

/** A role by the contact's role or title, or (for a profession that takes no side) its company's name or notes. */
export function hasRole(e: IndexedContact, r: RoleFilter): boolean {
  return r.test.test(e.roleText) || r.work?.test(e.workText) === true;
}

/** Whether a contact passes the filters that are not about products, side or the lists candidates() reads. */
function passes(e: IndexedContact, f: SearchFilters): boolean {
  if (f.within && !f.within.has(e.contact.id)) return false;
  if (f.places.length && !f.places.some((p) => inPlace(e, p))) return false;
  if (f.companies.length && !(e.companyKey && f.companies.includes(e.companyKey))) return false;
  if (f.role && !hasRole(e, f.role)) return false;
  const x = f.exclude;
  if (x) {
    if (x.places.some((p) => inPlace(e, p))) return false;
    if (x.roles.some((r) => hasRole(e, r))) return false;
    if (e.companyKey && x.companies.includes(e.companyKey)) return false;
    // 'HSFO but not VLSFO': the product left out and its grades, not its whole family (a family only when asked).
    if (
      x.products.some((p) =>
        e.profile.products.some(
          (t) =>
            productScore(t, p, false) > 0 ||
            (p.known && t.product.known && productAncestors(t.product.id).has(p.id)) ||
            ((p.generic || !p.known) && t.product.family === p.family),
        ),
      )
    )
      return false;
    if (x.side && overallSide(e) === x.side) return false;
    if (x.ids.length && x.ids.includes(e.contact.id)) return false;
  }
  if (f.time && !matchesTime(f.time, f.time.via ? (e.touchesBy[f.time.via] ?? []) : e.touches, e.lastTouch, e.added)) return false;
  if (f.introducedBy && !introducedBy(e, f.introducedBy)) return false;
  if (f.grades?.length && !f.grades.every((g) => namesGrade(e.gradeText, g, f.gradesOpen))) return false;
  if (f.excludeGrades?.some((g) => namesGrade(e.gradeText, g))) return false;
  if (f.mentions && !mentionMatcher(f.mentions.phrase)(e.haystack, e.sourceKey)) return false;
  const also = f.alsoProducts ?? [];
  if (f.alsoAny ? also.length > 0 && !also.some((p) => trades(e, p, f.alsoSide)) : also.some((p) => !trades(e, p, f.alsoSide)))
    return false;
  return true;
}

/**
 * What each contact is worth to the user's trade: the engine's contactWorth (products on a clear side,
 * deals in the notes, logged history, introductions it can be part of, priorities it serves), the one
 * measure behind every 'most valuable first' list.
 */
export function worthOf(index: AssistantIndex, priorities: readonly EnginePriority[] = [], now = new Date()) {
  const full = fullWorthOf(index, priorities, now);
  return (e: IndexedContact): number => full(e).value;
}

function fullWorthOf(index: AssistantIndex, priorities: readonly EnginePriority[], now: Date) {
  const serving = servingCounts(index, priorities, now);
  const memo = new Map<IndexedContact, ContactWorth>();
  return (e: IndexedContact): ContactWorth => {
    let v = memo.get(e);
    if (v === undefined) {
      v = contactWorth(e.profile, counterpartCount(index, e), serving.get(e.contact.id) ?? 0);
      memo.set(e, v);
    }
    return v;
  };
}

function servingCounts(index: AssistantIndex, priorities: readonly EnginePriority[], now: Date): Map<string, number> {
  const serving = new Map<string, number>();
  if (!priorities.length) return serving;
  for (const m of matchPriorities(
    priorities,
    index.contacts.map((e) => e.profile),
    { now, perPriority: 20 },
  ))
    for (const c of m.contacts) serving.set(c.id, (serving.get(c.id) ?? 0) + 1);
  return serving;
}

function productScore(t: TradedProduct, asked: ResolvedCommodity, broad: boolean): number {
  if (t.product.id === asked.id) return 1;
  if (asked.generic && t.product.family === asked.family) return 0.9;
  if (broad && commodityMatch(t.product, asked) > 0) return 0.6;
  return 0;
}

/**
 * The trade's product hierarchy, read the way the trade goes: a seller of urea is a seller of
 * 'nitrogen fertilisers' ('who sells nitrogen fertilisers'); a buyer of 'nitrogen fertilisers' is one
 * urea could serve (the engine's introductions) but not a urea buyer ('who buys urea' names urea buyers,
 * decision 043); near misses (HRC for CRC, robusta for arabica) never.
 */
function hierarchyScore(t: TradedProduct, asked: ResolvedCommodity): number {
  if (t.product.id === asked.id) return 0;
  // A grade of what was asked is that product, on either side: a buyer of crude sunflower oil buys sunflower oil.
  if (asked.known && !asked.generic && t.product.known && productAncestors(t.product.id).has(asked.id)) return 0.75;
  // A buyer of something broader ('wheat') is one the asked product could serve, not a buyer of it ('who
  // buys durum' names durum buyers); a seller of a narrower product does sell what was asked.
  if (t.side === 'buys') return 0;
  const served = productServes(t.product, asked);
  return served === 'family' ? 0.75 : 0;
}

/** Contacts matching every filter given (any of several products, places or companies), best first. */
export function searchContacts(
  index: AssistantIndex,
  f: SearchFilters,
  now = new Date(),
  worth?: (e: IndexedContact) => number,
): SearchResult {
  const run = (broad: boolean): Hit[] => {
    const hits: Hit[] = [];
    for (const e of candidates(index, f, broad)) {
      if (!passes(e, f)) continue;
      let score = 0;
      let on: TradedProduct | null = null;
      if (f.products.length) {
        const best = new Map<string, { score: number; on: TradedProduct }>();
        for (const t of e.profile.products) {
          // The notes say both ('buys copper from Chile and sells it to mills'): a buyer and a seller of it.
          // A merchant (role 'Trader') whose notes say no side buys and sells what it trades: on both sides.
          if (f.side && !onSide(e, t, f.side)) continue;
          for (const p of f.products) {
            const s = Math.max(productScore(t, p, broad), hierarchyScore(t, p)) + (t.sideFrom === 'notes' ? 0.05 : 0);
            if (s >= 0.6 && s > (best.get(p.id)?.score ?? 0)) best.set(p.id, { score: s, on: t });
          }
        }
        if (best.size === 0 || (f.allProducts && best.size < f.products.length)) continue;
        for (const b of best.values()) if (b.score > score) ({ score, on } = b);
      } else if (f.side) {
        const side = overallSide(e);
        if (side !== f.side && !e.profile.products.some((t) => onSide(e, t, f.side!))) continue;
        score = side === f.side ? 1 : 0.8;
      } else score = 1;
      if (e.lastTouch !== null && now.getTime() - e.lastTouch < COLD_AFTER_DAYS * DAY) score += 0.1;
      hits.push({ entry: e, on, score });
    }
    if (order === 'value') {
      const w = worth ?? worthOf(index, [], now);
      hits.sort((a, b) => w(b.entry) - w(a.entry) || (a.entry.lastTouch ?? 0) - (b.entry.lastTouch ?? 0) || byName(a, b));
    } else if (order === 'recent') hits.sort((a, b) => (b.entry.lastTouch ?? 0) - (a.entry.lastTouch ?? 0) || byName(a, b));
    else if (order === 'added') hits.sort((a, b) => (b.entry.added ?? 0) - (a.entry.added ?? 0) || byName(a, b));
    else hits.sort((a, b) => b.score - a.score || (b.entry.lastTouch ?? 0) - (a.entry.lastTouch ?? 0) || byName(a, b));
    return hits;
  };
  // A silence is worth as much as the relationship: the most valuable first; a span of contact, the latest first.
  const order: SearchResult['order'] =
    f.time?.kind === 'silent' ? 'value' : f.time?.kind === 'touched' ? 'recent' : f.time?.kind === 'added' ? 'added' : 'match';
  if (f.formerly && f.products.length) {
    const hits: Hit[] = [];
    for (const e of index.contacts) {
      if (!passes(e, f)) continue;
      const stopped = [...e.profile.stopped].map((id) => resolvedProduct(id)).filter((p): p is ResolvedCommodity => p !== null);
      const hit = stopped.some((s) => f.products.some((p) => s.id === p.id || (p.generic && s.family === p.family)));
      if (hit) hits.push({ entry: e, on: null, score: 1 });
    }
    hits.sort(byName);
    return { hits, broadened: false, order: 'match' };
  }
  const exact = run(false);
  const specific = f.products.some((p) => !p.generic);
  if (exact.length === 0 && specific && !f.allProducts) {
    const broad = run(true);
    if (broad.length) return { hits: broad, broadened: true, order };
  }
  return { hits: exact, broadened: false, order };
}

const byName = (a: Hit, b: Hit) => a.entry.contact.fullName.localeCompare(b.entry.contact.fullName);

export interface Introduction {
  /** The contact to introduce (the one asked about, or one side of a pair). */
  from: IndexedContact;
  to: IndexedContact;
  product: ResolvedCommodity;
  /** The side `to` is on for the product. */
  toSide: Side;
  score: number;
}

/**
 * Whom to introduce a contact to: the engine's introductions (findSynergies) the contact is part of,
 * the surest first. The assistant and the insights agree on every pair.
 */
export function introductionsFor(index: AssistantIndex, from: IndexedContact, now = new Date(), every = false): Introduction[] {
  const id = from.contact.id;
  const out: Introduction[] = [];
  for (const m of index.synergies(now)) {
    if (m.sellerId !== id && m.buyerId !== id) continue;
    const seller = m.sellerId === id;
    const to = index.entry(seller ? m.buyerId : m.sellerId);
    if (!to) continue;
    out.push({
      from,
      to,
      product: (seller ? m.buyerProducts[0] : m.products[0]) ?? m.products[0]!,
      toSide: seller ? 'buys' : 'sells',
      score: m.score,
    });
  }
  // In a large book the engine weighs only the best-placed sellers for each buyer: the contact asked
  // about still gets its other clear counterparts, after the engine's, by the same hierarchy.
  // (Every one when the question narrows them to a place or a product.)
  if (out.length < 5 || every) {
    const seen = new Set(out.map((i) => i.to));
    for (const i of directIntroductions(index, from)) {
      if (seen.has(i.to)) continue;
      seen.add(i.to);
      out.push(i);
    }
  }
  // (Among counterparts the evidence rates the same, those with business behind them first, as the engine ranks them.)
  const worth = new Map<IndexedContact, number>();
  const w = (e: IndexedContact) => worth.get(e) ?? worth.set(e, contactWorth(e.profile).value).get(e)!;
  return out.sort((a, b) => b.score - a.score || w(b.to) - w(a.to) || a.to.contact.fullName.localeCompare(b.to.contact.fullName));
}

/**
 * Contacts on the clear other side of a product the contact trades on a clear side, the product
 * serving the buyer's (productServes: exact or through the hierarchy), never a colleague. Scored under
 * the engine's threshold, so they come after its pairs.
 */
function directIntroductions(index: AssistantIndex, from: IndexedContact): Introduction[] {
  const best = new Map<IndexedContact, Introduction>();
  // (Named grades apart are a near miss here as in the engine: blister offered, 'anodes only, NO blister' asked.)
  const mine = namedGradesIn(from.gradeText);
  for (const t of from.profile.products) {
    if (t.side === 'either') continue;
    const ids = [t.product.id, ...(t.product.known ? [...productAncestors(t.product.id), ...productDescendants(t.product.id)] : [])];
    for (const id of ids) {
      for (const e of index.byProduct.get(id) ?? []) {
        if (e === from || (e.companyKey && e.companyKey === from.companyKey)) continue;
        for (const u of e.profile.products) {
          if (u.side === 'either' || u.side === t.side) continue;
          const served = t.side === 'sells' ? productServes(t.product, u.product) : productServes(u.product, t.product);
          if (!served) continue;
          if (mine.length && namedGradesApart(mine, namedGradesIn(e.gradeText), t.product.id)) continue;
          const score = (served === 'exact' ? 0.4 : 0.3) + (e.region && e.region === from.region ? 0.05 : 0);
          const prior = best.get(e);
          if (!prior || prior.score < score) best.set(e, { from, to: e, product: u.product, toSide: u.side, score });
        }
      }
    }
  }
  return [...best.values()];
}

/** The best seller–buyer pairs across the network (the engine's), one per product, surest first. */
export function bestIntroductions(index: AssistantIndex, limit: number, now = new Date()): Introduction[] {
  const out: Introduction[] = [];
  const products = new Set<string>();
  const sorted = [...index.synergies(now)].sort((a, b) => b.score - a.score || a.fingerprint.localeCompare(b.fingerprint));
  for (const m of sorted) {
    const product = m.products[0];
    if (!product || products.has(product.id)) continue;
    const from = index.entry(m.sellerId);
    const to = index.entry(m.buyerId);
    if (!from || !to) continue;
    products.add(product.id);
    out.push({ from, to, product, toSide: 'buys', score: m.score });
    if (out.length >= limit) break;
  }
  return out;
}

export interface ColdContact {
  entry: IndexedContact;
  daysSilent: number;
  value: number;
  /** What the worth rests on, in words (the engine's). */
  why: string[];
  /** How many contacts are on the other side of its products: what the relationship can lead to. */
  counterparts: number;
}

/** How many contacts are on the other side of each of the contact's products. */
function counterpartCount(index: AssistantIndex, e: IndexedContact): number {
  let n = 0;
  for (const t of e.profile.products) {
    if (t.side === 'either') continue;
    for (const other of index.byProduct.get(t.product.id) ?? []) {
      if (other !== e && other.profile.products.some((u) => u.product.id === t.product.id && u.side !== t.side && u.side !== 'either')) n++;
      if (n >= 20) return n;
    }
  }
  return n;
}

/**
 * Relationships going cold by the engine's rule (coldRelationships: silent COLD_AFTER_DAYS or more by
 * the last logged touch, never counted from the day the contact was added, worth something), weighed
 * by the same worth as every 'most valuable first' list: the reconnect answer and the summary's
 * 'going cold' figure both come from here. With `everyone`, every relationship gone quiet, worth reviving or
 * not ('which of them have gone cold?', asked about a list).
 */
export function coldContacts(
  index: AssistantIndex,
  priorities: readonly EnginePriority[],
  now = new Date(),
  everyone = false,
): ColdContact[] {
  const worth = fullWorthOf(index, priorities, now);
  const cold = coldRelationships(
    index.contacts.map((e) => e.profile),
    (p) => worth(index.entry(p.contact.id)!),
    { now, limit: Number.MAX_SAFE_INTEGER, ...(everyone ? { minValue: Number.NEGATIVE_INFINITY } : {}) },
  );
  // Worth reviving: a relationship with something behind it besides a list of products (deals or volumes
  // in the notes, a contract or key account, a logged history, a priority it serves). A contact that only
  // says what it trades is no relationship gone cold; when no one has more than that, the list stays whole.
  const valuable = !everyone && cold.some((c) => c.value >= WORTH_REVIVING) ? cold.filter((c) => c.value >= WORTH_REVIVING) : cold;
  return valuable.flatMap((c) => {
    const entry = index.entry(c.id);
    return entry ? [{ entry, daysSilent: c.daysSilent, value: c.value, why: c.why, counterparts: counterpartCount(index, entry) }] : [];
  });
}

/**
 * The worth (contactWorth) a cold relationship needs to be worth reviving: more than what three products
 * on a clear side and a possible introduction give (at most 4), so some evidence of business with the user.
 */
export const WORTH_REVIVING = 5;

/** Follow-ups the notes ask for that are due soon or overdue. */
export function dueFollowUps(index: AssistantIndex, now = new Date()) {
  return followUps(
    index.contacts.map((e) => e.profile),
    { now },
  ).flatMap((f) => {
    const entry = index.entry(f.id);
    return entry ? [{ entry, due: f.due, text: f.text }] : [];
  });
}

/** Who serves each active priority. */
export function priorityMatches(index: AssistantIndex, priorities: readonly EnginePriority[], now = new Date()): PriorityMatch[] {
  return matchPriorities(
    priorities,
    index.contacts.map((e) => e.profile),
    { now, perPriority: 5 },
  );
}

export interface NetworkSummary {
  total: number;
  sellers: number;
  buyers: number;
  twoSided: number;
  /**
   * Sides as a trader counts them: everyone who buys (what was asked about, or anything), everyone
   * who sells; a contact on both sides is in both counts (`bothWays` of them); `unsaid` trade with no side.
   */
  buying: number;
  selling: number;
  bothWays: number;
  unsaid: number;
  topProducts: { name: string; contacts: number }[];
  topCountries: { name: string; contacts: number }[];
  regions: { name: string; contacts: number }[];
  /** Valuable relationships going cold: exactly the reconnect answer's list (coldContacts). */
  cold: number;
  neverLogged: number;
  withoutProducts: number;
  withoutPlace: number;
}

function top(counts: Map<string, number>, n: number) {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([name, contacts]) => ({ name, contacts }));
}

/** Counts over the network, or over a part of it (the contacts a search found). */
export function summarizeNetwork(
  index: AssistantIndex,
  now = new Date(),
  part?: readonly IndexedContact[],
  priorities: readonly EnginePriority[] = [],
  opts: { cold?: boolean; products?: readonly ResolvedCommodity[] } = {},
): NetworkSummary {
  const entries = part ?? index.contacts;
  const inPart = part ? new Set(part) : null;
  // The same relationships the reconnect answer lists (left out when only the sides are asked for).
  const cold = opts.cold === false ? 0 : coldContacts(index, priorities, now).filter((c) => !inPart || inPart.has(c.entry)).length;
  const products = new Map<string, number>();
  const countries = new Map<string, number>();
  const regions = new Map<string, number>();
  let sellers = 0;
  let buyers = 0;
  let twoSided = 0;
  let neverLogged = 0;
  let withoutProducts = 0;
  let withoutPlace = 0;
  let buying = 0;
  let selling = 0;
  let bothWays = 0;
  let unsaid = 0;
  for (const e of entries) {
    const side = overallSide(e);
    if (side === 'sells') sellers++;
    else if (side === 'buys') buyers++;
    else if (side === 'either') twoSided++;
    const on = sidesOn(e, opts.products ?? []);
    if (on.buys) buying++;
    if (on.sells) selling++;
    if (on.buys && on.sells) bothWays++;
    if (!on.buys && !on.sells && on.trades) unsaid++;
    const families = new Set<string>();
    for (const t of e.profile.products) {
      const name = t.product.known ? t.product.name.replace(/\s*\(.*\)$/, '') : t.product.name;
      const k =
        t.product.generic || !t.product.known ? name : (t.product.family[0]!.toUpperCase() + t.product.family.slice(1)).replace(/_/g, ' ');
      if (families.has(k)) continue;
      families.add(k);
      products.set(k, (products.get(k) ?? 0) + 1);
    }
    if (e.profile.products.length === 0) withoutProducts++;
    if (e.country) countries.set(e.country, (countries.get(e.country) ?? 0) + 1);
    if (e.region) regions.set(e.region, (regions.get(e.region) ?? 0) + 1);
    if (!e.city && !e.countryCode) withoutPlace++;
    if (e.lastTouch === null) neverLogged++;
  }
  return {
    total: entries.length,
    sellers,
    buyers,
    twoSided,
    buying,
    selling,
    bothWays,
    unsaid,
    topProducts: top(products, 5),
    topCountries: top(countries, 5),
    regions: top(regions, 7),
    cold,
    neverLogged,
    withoutProducts,
    withoutPlace,
  };
}
