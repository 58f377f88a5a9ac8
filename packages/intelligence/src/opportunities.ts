/**
 * Opportunities: for each active business priority ('Source 50kt yellow corn for Q2', commodities
 * 'Corn', region 'South America', deadline), the contacts who can serve it, ranked: the product
 * (the same product before a family's plain name), the side the priority needs (it buys: sellers; it
 * sells: buyers), the region, and how recently the user was in touch.
 */
import {
  commodityWords,
  countryCodeOfName,
  countryOfPlace,
  parseRegion,
  type ResolvedCommodity,
  regionOfCountryCode,
  resolveCommodities,
  subregionCountries,
  type TradeRegion,
} from '@tradeloom/domain/trade';
import type { ContactProfile } from './network.ts';
import { isWarm, productFit } from './synergy.ts';

export interface EnginePriority {
  id: string;
  priorityText: string;
  /** Commodity names joined with comma and space, as stored. */
  targetCommodity?: string | null;
  targetRegion?: string | null;
  /** ISO date. */
  deadline?: string | null;
}

export interface PriorityMatch {
  priority: EnginePriority;
  /** The side the user needs from the contacts: sellers to buy from, buyers to sell to, or either. */
  wants: 'sellers' | 'buyers' | 'either';
  products: ResolvedCommodity[];
  /** The contacts who can serve it, best first, with why. */
  contacts: { id: string; score: number; why: string }[];
}

// What a priority asks of the network, from its words (singular, as commodityWords leaves them). A
// strong cue on one side wins over loose words of the other ('Secure offtake for our ore': buyers).
const STRONG_SELLERS =
  /\b(buy|buying|source|sourcing|procure|procurement|purchase|purchasing|import|importing|supplier|supply for|feedstock|offtake from|for (our |the |\w+ ){0,2}(plant|mill|refinery|factory|smelter|crusher|roastery|end user|utility|steelwork|foundry|fleet|vessel|ship))\b/;
// 'Ferrochrome from the CIS': where it comes from is where the sellers are.
// 'VLSFO supply in Singapore': supply the user needs, unless a cue of the other side says otherwise.
const LOOSE_SELLERS = /\b(secure|securing|need|require|supply|from(?! (our|my)\b))\b/;
const STRONG_BUYERS =
  /\b(sell|selling|buyer|offtaker|offtake for|find offtake|customer|outlet|market for|home for|export|exporting|offload|distribute|move our|find demand|demand for)\b/;
const LOOSE_BUYERS = /\b(client|place|placing|distribution|out of)\b/;

/** Which side of the network a priority needs, from its words. */
export function priorityWants(text: string): PriorityMatch['wants'] {
  const t = commodityWords(text).join(' ');
  const strong = [STRONG_SELLERS.test(t), STRONG_BUYERS.test(t)];
  const [sellers, buyers] = strong[0] || strong[1] ? strong : [LOOSE_SELLERS.test(t), LOOSE_BUYERS.test(t)];
  if (sellers === buyers) return 'either';
  return sellers ? 'sellers' : 'buyers';
}

const DAY = 86_400_000;

/** Contacts under this score are not named for a priority (decision 033). */
export const PRIORITY_THRESHOLD = 0.4;
/** A trader or broker whose notes do not say which side: may serve, below anyone who clearly does. */
const EITHER_SIDE = 0.45;

const REGION_WORDS: [RegExp, TradeRegion][] = [
  [/\bmiddle east\b/, 'Middle East'],
  [/\bnorth america\b/, 'North America'],
  [/\bsouth america\b/, 'South America'],
  [/\beurope\b/, 'Europe'],
  [/\basia\b/, 'Asia'],
  [/\bafrica\b/, 'Africa'],
  [/\boceania\b/, 'Oceania'],
];
// Parts of regions traders name ('West Africa', 'LATAM', 'the Gulf'), longest first, looked for in the text.
const PARTS = [
  'sub saharan africa',
  'southern africa',
  'west africa',
  'east africa',
  'north africa',
  'south east asia',
  'southeast asia',
  'east asia',
  'south asia',
  'central asia',
  'far east',
  'latin america',
  'central america',
  'western europe',
  'eastern europe',
  'northern europe',
  'southern europe',
  'black sea',
  'persian gulf',
  'latam',
  'mena',
  'gcc',
  'gulf',
  'cis',
  'asean',
  'scandinavia',
  'nordic',
  'baltic',
  'benelux',
  'iberia',
  'levant',
  'caribbean',
  'australasia',
];

/** Where a priority asks for its contacts: a region, or a part of one / a country as a set of countries. */
export interface PriorityPlace {
  label: string;
  region: TradeRegion | null;
  /** ISO country codes, when the priority names a part of a region or a country. */
  countries: ReadonlySet<string> | null;
}

const titleCase = (text: string) =>
  text.replace(/\b\p{L}+/gu, (w) =>
    w.length <= 4 && w === w.toLowerCase() && /^(latam|mena|gcc|cis)$/.test(w) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1),
  );

function placeOf(text: string): PriorityPlace | null {
  const t = text.trim();
  if (!t) return null;
  const region = parseRegion(t);
  if (region) return { label: region, region, countries: null };
  const part = subregionCountries(t);
  if (part) return { label: titleCase(t), region: null, countries: new Set(part) };
  const country = countryCodeOfName(t);
  if (country) return { label: t, region: regionOfCountryCode(country), countries: new Set([country]) };
  return null;
}

/** Where a priority asks for: the region or place picked, or else a region (or part of one) its text names. */
export function priorityPlace(priority: EnginePriority): PriorityPlace | null {
  if (priority.targetRegion?.trim()) return placeOf(priority.targetRegion);
  const words = commodityWords(priority.priorityText).join(' ');
  for (const part of PARTS) if (new RegExp(`\\b${part}\\b`).test(words)) return placeOf(part);
  const text = priority.priorityText.toLowerCase();
  for (const [pattern, region] of REGION_WORDS) if (pattern.test(text)) return { label: region, region, countries: null };
  return null;
}

/** The region a priority asks for, when it asks for a whole one. */
export function priorityRegion(priority: EnginePriority): TradeRegion | null {
  return priorityPlace(priority)?.region ?? null;
}

/** Whether a contact is where the priority asks: 'in', 'out' (a decoy, never named) or 'unknown'. */
function placeFit(place: PriorityPlace | null, profile: ContactProfile): 'in' | 'out' | 'unknown' | 'any' {
  if (!place) return 'any';
  if (place.countries) {
    const country = (profile.contact.countryCode ?? countryOfPlace(profile.contact.location))?.toUpperCase() ?? null;
    if (country) return place.countries.has(country) ? 'in' : 'out';
    if (!profile.region) return 'unknown';
    for (const c of place.countries) if (regionOfCountryCode(c) === profile.region) return 'unknown';
    return 'out';
  }
  if (!profile.region) return 'unknown';
  return profile.region === place.region ? 'in' : 'out';
}

/**
 * The contacts who can serve each active priority, best first (decision 033): the product (the same
 * one, or one under the broader product the priority names; never a near miss), on the side the
 * priority needs (a contact on the other side, or who stopped trading it, is never named; a trader
 * whose side is unclear comes after everyone who clearly serves it), in the region it asks for (a
 * contact known to be elsewhere is never named; one whose region is unknown comes after). Ties go to
 * the warmer relationship, then the id.
 */
export function matchPriorities(
  priorities: readonly EnginePriority[],
  profiles: readonly ContactProfile[],
  opts: { now?: Date; perPriority?: number } = {},
): PriorityMatch[] {
  const now = opts.now ?? new Date();
  const per = opts.perPriority ?? 5;
  // Contacts by product once: a priority looks only at the products that fit what it names.
  const byProduct = new Map<string, { product: ResolvedCommodity; contacts: ContactProfile[] }>();
  for (const p of profiles) {
    for (const t of p.products) {
      const entry = byProduct.get(t.product.id);
      if (!entry) byProduct.set(t.product.id, { product: t.product, contacts: [p] });
      else if (entry.contacts.at(-1) !== p) entry.contacts.push(p);
    }
  }
  const productIds = [...byProduct.keys()].sort();
  const out: PriorityMatch[] = [];
  for (const priority of priorities) {
    if (priority.deadline && Date.parse(priority.deadline) < now.getTime() - DAY) continue;
    // The commodities picked, or else the ones the text names.
    let products = resolveCommodities(priority.targetCommodity);
    if (products.length === 0) products = resolveCommodities(priority.priorityText.replace(/\b(and|or|for|of|in|to|from)\b/gi, ','));
    products = products.filter((p) => p.known);
    const wants = priorityWants(priority.priorityText);
    const place = priorityPlace(priority);
    // How each product of the network serves the priority's: the contact sells to the user (the
    // contact's product under the asked one) or buys from them (the user's product under the contact's).
    const fits = new Map<string, { asked: ResolvedCommodity; fit: number }>();
    for (const id of productIds) {
      const theirs = byProduct.get(id)!.product;
      for (const asked of products) {
        const direct =
          wants === 'buyers'
            ? productFit(asked, theirs)
            : (productFit(theirs, asked) ?? (wants === 'either' ? productFit(asked, theirs) : null));
        const fit = direct ? FIT[direct] : 0;
        if (fit > (fits.get(id)?.fit ?? 0)) fits.set(id, { asked, fit });
      }
    }
    const candidates = new Set<ContactProfile>();
    for (const id of [...fits.keys()].sort()) for (const p of byProduct.get(id)!.contacts) candidates.add(p);
    const scored: (PriorityMatch['contacts'][number] & { warm: boolean })[] = [];
    for (const profile of candidates) {
      // Where the contact is: elsewhere than asked is a decoy, never named.
      const where = placeFit(place, profile);
      if (where === 'out') continue;
      let best = 0;
      let on: ResolvedCommodity | null = null;
      let clearSide = false;
      for (const traded of profile.products) {
        const f = fits.get(traded.product.id);
        if (!f) continue;
        let side: number;
        if (traded.side === 'either') side = wants === 'either' ? 0.6 : EITHER_SIDE;
        else if (wants === 'either' || (wants === 'sellers') === (traded.side === 'sells')) side = traded.sideEvidence;
        else continue; // on the other side of the trade: does not serve it
        const value = side * f.fit;
        if (value > best) {
          best = value;
          on = traded.product;
          clearSide = traded.side !== 'either';
        }
      }
      if (!on) continue;
      const warm = isWarm(profile, now);
      const score = best * (where === 'unknown' ? 0.8 : 1) + (warm ? 0.05 : 0);
      if (score < PRIORITY_THRESHOLD) continue;
      const why: string[] = [`trades ${on.name}`];
      if (clearSide && wants !== 'either') why.push(wants === 'sellers' ? 'sells it' : 'buys it');
      if (where === 'in') why.push(`in ${place!.label}`);
      const recent = profile.lastTouch !== null && now.getTime() - profile.lastTouch < 90 * DAY;
      if (recent) why.push('in touch recently');
      else if (warm) why.push(`${profile.interactionCount} logged interactions`);
      scored.push({ id: profile.contact.id, score: Math.round(score * 100) / 100, why: why.join(', '), warm });
    }
    scored.sort((a, b) => b.score - a.score || Number(b.warm) - Number(a.warm) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    out.push({ priority, wants, products, contacts: scored.slice(0, per).map(({ id, score, why }) => ({ id, score, why })) });
  }
  return out;
}

const FIT = { exact: 1, family: 0.85, broad: 0.65 } as const;
