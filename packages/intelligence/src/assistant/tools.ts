/**
 * What the assistant can look up in a network: contacts by product, side, role, place and company;
 * whom to introduce a contact to; relationships going cold; priorities' matches; a summary. The
 * built-in assistant words the results; a configured model calls the same functions as tools.
 */
import { commodityMatch, type ResolvedCommodity } from '@tradeloom/domain/trade';
import type { TradedProduct } from '../network.ts';
import { type EnginePriority, matchPriorities, type PriorityMatch } from '../opportunities.ts';
import { COLD_AFTER_DAYS, contactValue, followUps } from '../reminders.ts';
import type { AssistantIndex, IndexedContact } from './network-index.ts';
import type { Place, RoleFilter, Side } from './query.ts';

const DAY = 86_400_000;

export interface SearchFilters {
  products: ResolvedCommodity[];
  side: Side | null;
  role: RoleFilter | null;
  places: Place[];
  companies: string[];
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
}

const inPlace = (e: IndexedContact, p: Place) =>
  p.kind === 'city'
    ? e.cityKey === p.value
    : p.kind === 'country'
      ? e.countryCode === p.value
      : p.kind === 'countries'
        ? e.countryCode !== null && p.value.split(',').includes(e.countryCode)
        : e.region === p.value;

/** The side a contact is on overall: its profile, or the sides of its products when they agree. */
function overallSide(e: IndexedContact): 'sells' | 'buys' | 'either' | 'none' {
  if (e.profile.side !== 'either') return e.profile.side;
  const sides = new Set(e.profile.products.map((t) => t.side).filter((s) => s !== 'either'));
  return sides.size === 1 ? ([...sides][0] as Side) : 'either';
}

function candidates(index: AssistantIndex, f: SearchFilters, broad: boolean): IndexedContact[] {
  if (f.products.length) {
    const seen = new Set<IndexedContact>();
    for (const p of f.products) {
      const lists = p.generic || broad ? [index.byFamily.get(p.family)] : [index.byProduct.get(p.id)];
      for (const list of lists) for (const e of list ?? []) seen.add(e);
    }
    return [...seen];
  }
  if (f.places.length) {
    const seen = new Set<IndexedContact>();
    for (const p of f.places) {
      const lists =
        p.kind === 'city'
          ? [index.byCity.get(p.value)]
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
  return index.contacts;
}

function productScore(t: TradedProduct, asked: ResolvedCommodity, broad: boolean): number {
  if (t.product.id === asked.id) return 1;
  if (asked.generic && t.product.family === asked.family) return 0.9;
  if (broad && commodityMatch(t.product, asked) > 0) return 0.6;
  return 0;
}

/** Contacts matching every filter given (any of several products, places or companies), best first. */
export function searchContacts(index: AssistantIndex, f: SearchFilters, now = new Date()): SearchResult {
  const run = (broad: boolean): Hit[] => {
    const hits: Hit[] = [];
    for (const e of candidates(index, f, broad)) {
      if (f.places.length && !f.places.some((p) => inPlace(e, p))) continue;
      if (f.companies.length && !(e.companyKey && f.companies.includes(e.companyKey))) continue;
      if (f.role && !f.role.test.test(e.roleText)) continue;
      let score = 0;
      let on: TradedProduct | null = null;
      if (f.products.length) {
        for (const t of e.profile.products) {
          if (f.side && t.side !== f.side) continue;
          for (const p of f.products) {
            const s = productScore(t, p, broad) + (t.sideFrom === 'notes' ? 0.05 : 0);
            if (s > score && s >= 0.6) {
              score = s;
              on = t;
            }
          }
        }
        if (!on) continue;
      } else if (f.side) {
        const side = overallSide(e);
        if (side !== f.side && !e.profile.products.some((t) => t.side === f.side)) continue;
        score = side === f.side ? 1 : 0.8;
      } else score = 1;
      if (e.lastTouch !== null && now.getTime() - e.lastTouch < COLD_AFTER_DAYS * DAY) score += 0.1;
      hits.push({ entry: e, on, score });
    }
    hits.sort(
      (a, b) =>
        b.score - a.score ||
        (b.entry.lastTouch ?? 0) - (a.entry.lastTouch ?? 0) ||
        a.entry.contact.fullName.localeCompare(b.entry.contact.fullName),
    );
    return hits;
  };
  const exact = run(false);
  const specific = f.products.some((p) => !p.generic);
  if (exact.length === 0 && specific) {
    const broad = run(true);
    if (broad.length) return { hits: broad, broadened: true };
  }
  return { hits: exact, broadened: false };
}

export interface Introduction {
  /** The contact to introduce (the one asked about, or one side of a pair). */
  from: IndexedContact;
  to: IndexedContact;
  product: ResolvedCommodity;
  /** The side `to` is on for the product. */
  toSide: Side;
  score: number;
}

/** Everyone in the network on the other side of a product the contact trades: whom to introduce them to. */
export function introductionsFor(index: AssistantIndex, from: IndexedContact, now = new Date()): Introduction[] {
  const best = new Map<IndexedContact, Introduction>();
  for (const t of from.profile.products) {
    const wanted: Side[] = t.side === 'sells' ? ['buys'] : t.side === 'buys' ? ['sells'] : ['buys', 'sells'];
    const pool = t.product.generic ? index.byFamily.get(t.product.family) : index.byProduct.get(t.product.id);
    const family = t.product.generic ? null : index.byFamily.get(t.product.family);
    for (const e of [...(pool ?? []), ...(family ?? [])]) {
      if (e === from || (e.companyKey && e.companyKey === from.companyKey)) continue;
      for (const u of e.profile.products) {
        const sure = commodityMatch(u.product, t.product);
        if (sure === 0 || u.side === 'either' || !wanted.includes(u.side)) continue;
        let score = sure + (t.side === 'either' ? 0 : 0.2) + (u.sideFrom === 'notes' ? 0.1 : 0);
        if (e.region && e.region === from.region) score += 0.05;
        if (e.lastTouch !== null && now.getTime() - e.lastTouch < COLD_AFTER_DAYS * DAY) score += 0.1;
        const prior = best.get(e);
        if (!prior || prior.score < score) best.set(e, { from, to: e, product: u.product, toSide: u.side, score });
      }
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.to.contact.fullName.localeCompare(b.to.contact.fullName));
}

/** The best seller–buyer pairs across the network: one per product, strongest first. */
export function bestIntroductions(index: AssistantIndex, limit: number, now = new Date()): Introduction[] {
  const out: Introduction[] = [];
  for (const [, list] of index.byProduct) {
    const sellers: { e: IndexedContact; product: ResolvedCommodity }[] = [];
    const buyers: { e: IndexedContact; product: ResolvedCommodity }[] = [];
    for (const e of list) {
      for (const t of e.profile.products) {
        if (t.product.generic) continue;
        if (t.side === 'sells') sellers.push({ e, product: t.product });
        if (t.side === 'buys') buyers.push({ e, product: t.product });
      }
    }
    const recent = (e: IndexedContact) => (e.lastTouch !== null && now.getTime() - e.lastTouch < COLD_AFTER_DAYS * DAY ? 0.2 : 0);
    let pair: Introduction | null = null;
    for (const s of sellers.slice(0, 20)) {
      for (const b of buyers.slice(0, 20)) {
        if (s.e === b.e || s.product.id !== b.product.id || (s.e.companyKey && s.e.companyKey === b.e.companyKey)) continue;
        const score = 1 + recent(s.e) + recent(b.e) + (s.e.region === b.e.region ? 0.05 : 0);
        if (!pair || score > pair.score) pair = { from: s.e, to: b.e, product: s.product, toSide: 'buys', score };
      }
    }
    if (pair) out.push(pair);
  }
  out.sort((a, b) => b.score - a.score || a.product.name.localeCompare(b.product.name));
  return out.slice(0, limit);
}

export interface ColdContact {
  entry: IndexedContact;
  daysSilent: number;
  value: number;
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

/** Relationships silent for COLD_AFTER_DAYS or more (by the last logged contact), the most valuable first. */
export function coldContacts(index: AssistantIndex, priorities: readonly EnginePriority[], now = new Date()): ColdContact[] {
  const serving = new Map<string, number>();
  for (const m of priorities.length
    ? matchPriorities(
        priorities,
        index.contacts.map((e) => e.profile),
        { now, perPriority: 20 },
      )
    : [])
    for (const c of m.contacts) serving.set(c.id, (serving.get(c.id) ?? 0) + 1);
  const out: ColdContact[] = [];
  for (const e of index.contacts) {
    const last = e.lastTouch ?? Date.parse(e.contact.createdAt ?? '');
    if (!Number.isFinite(last)) continue;
    const daysSilent = Math.floor((now.getTime() - last) / DAY);
    if (daysSilent < COLD_AFTER_DAYS) continue;
    const counterparts = counterpartCount(index, e);
    const value = contactValue(e.profile, Math.min(5, counterparts), serving.get(e.contact.id) ?? 0);
    if (value <= 0) continue;
    out.push({ entry: e, daysSilent, value, counterparts });
  }
  const weight = (c: ColdContact) => c.value * (1 + Math.min(365, c.daysSilent) / 365);
  out.sort((a, b) => weight(b) - weight(a) || a.entry.contact.fullName.localeCompare(b.entry.contact.fullName));
  return out;
}

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
  topProducts: { name: string; contacts: number }[];
  topCountries: { name: string; contacts: number }[];
  regions: { name: string; contacts: number }[];
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
export function summarizeNetwork(index: AssistantIndex, now = new Date(), part?: readonly IndexedContact[]): NetworkSummary {
  const entries = part ?? index.contacts;
  const products = new Map<string, number>();
  const countries = new Map<string, number>();
  const regions = new Map<string, number>();
  let sellers = 0;
  let buyers = 0;
  let twoSided = 0;
  let cold = 0;
  let neverLogged = 0;
  let withoutProducts = 0;
  let withoutPlace = 0;
  for (const e of entries) {
    const side = overallSide(e);
    if (side === 'sells') sellers++;
    else if (side === 'buys') buyers++;
    else if (side === 'either') twoSided++;
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
    else if (now.getTime() - e.lastTouch >= COLD_AFTER_DAYS * DAY) cold++;
  }
  return {
    total: entries.length,
    sellers,
    buyers,
    twoSided,
    topProducts: top(products, 5),
    topCountries: top(countries, 5),
    regions: top(regions, 7),
    cold,
    neverLogged,
    withoutProducts,
    withoutPlace,
  };
}
