/**
 * Synergies: a contact who sells a product and one who buys it (the same product, or a broader one the
 * seller's product belongs to), not yet introduced, each with a confidence from the evidence it rests
 * on (decision 033):
 *
 *   confidence = seller's side evidence × buyer's side evidence × product fit × region fit × warmth
 *
 * - side evidence (network.ts): notes naming the product 0.95, a clear role 0.9, a title 0.85, what the
 *   company is or the notes overall 0.8; a trader or broker whose notes do not say which is never paired;
 * - product fit: the same product 1, the seller's product under the buyer's broader one ('urea' for
 *   'nitrogen fertilisers') 0.85, the seller naming only the broader product ('copper' for a buyer of
 *   'copper cathode') 0.65, a near miss (arabica and robusta, HRC and CRC) never;
 * - region fit: the seller's notes wanting buyers where the buyer is or delivers ('asked about East African
 *   offtakers' for a buyer 'CFR Mombasa') 1.05, the same region or a usual trade route between the two 1 (decision 050:
 *   Chilean concentrate to a Japanese smelter is the trade itself), a region unknown 0.85,
 *   anywhere else 0.75;
 * - doubt: 0.85 for each side whose notes doubt it (a tyre kicker, never closes, a one-off enquiry; network.ts);
 * - warmth: 0.95, plus 0.025 for each side the user is warm with (in touch in the last 90 days, or three
 *   or more logged interactions), plus up to 0.005 for each side by its relationship strength (decision
 *   041: a warm contact is a better bridge; strength/100 × 0.005, so at most 0.01 in all: it orders
 *   near-equal pairs and barely moves the threshold).
 *
 * Under SYNERGY_THRESHOLD nothing is suggested, and a contact takes part in at most
 * MAX_INTRODUCTIONS_PER_CONTACT introductions on each side (the ones the user already has or dismissed
 * count), so repeated scans end when the confident pairs are used up.
 *
 * Contacts are indexed by product and side once; pairs are formed only between a seller product's
 * bucket and a buyer product's bucket the product fit allows, each buyer taking its best placed few
 * sellers, so the work grows with the network and the real matches, not with every pair of contacts.
 */
import {
  coalGradesApart,
  coalGradesIn,
  namedGradesApart,
  namedGradesIn,
  productAncestors,
  productServes,
  type ResolvedCommodity,
  type TradeRegion,
} from '@tradeloom/domain/trade';
import type { ContactProfile, TradedProduct } from './network.ts';
import { contactWorth } from './reminders.ts';

export interface SynergyMatch {
  sellerId: string;
  buyerId: string;
  /** The products the seller offers on which they meet, the surest first. */
  products: ResolvedCommodity[];
  /** What the buyer asks for, for each of `products` (the same product, or the broader one it belongs to). */
  buyerProducts: ResolvedCommodity[];
  /** 0..1: the confidence (see the top of this file), rounded to hundredths. */
  score: number;
  /** The evidence the confidence rests on. */
  evidence: SynergyEvidence;
  /** Why, in words the insight can show. */
  reasons: string[];
  /** Traders, brokers or agents in the user's network who deal in the product and could bridge them. */
  brokerIds: string[];
  /** Stable across scans: the same pair on the same products is the same suggestion. */
  fingerprint: string;
}

export interface SynergyEvidence {
  sellerSide: number;
  buyerSide: number;
  product: 'exact' | 'family' | 'broad';
  region: 'wanted' | 'same' | 'route' | 'unknown' | 'apart';
  /** How many of the two the user is warm with. */
  warm: number;
}

export interface SynergyOptions {
  /** Fingerprints of insights already suggested or dismissed: their pairs are never suggested again. */
  exclude?: ReadonlySet<string>;
  /** At most this many sellers considered per buyer and product pair (the best placed first); 10 by default. */
  maxSellersPerBuyer?: number;
  /** Pairs under this confidence are not suggested (SYNERGY_THRESHOLD by default). */
  threshold?: number;
  /** A contact takes part in at most this many introductions on each side (MAX_INTRODUCTIONS_PER_CONTACT). */
  maxPerContact?: number;
  /** Describe only the first `limit` matches (all by default); `onChosen` still hears of every chosen pair. */
  limit?: number;
  /** Called for every chosen pair, in order, the described ones and the rest. */
  onChosen?: (sellerId: string, buyerId: string) => void;
  now?: Date;
}

/**
 * An offer or a want open now, on the product of the pair ('has 55kt for Jan loading', 'needs 2 x 55kt for Feb, pls send
 * offers'): each side that has one makes the pair surer and sooner to act on (decision 052).
 */
const LIVE_FIT = 0.05;

/** Whether the contact's notes offer (or ask for) the product now, or a grade of it, or the family it belongs to. */
function liveOn(p: ContactProfile, product: ResolvedCommodity, side: 'sells' | 'buys'): boolean {
  if (!p.live.size) return false;
  for (const [id, on] of p.live) {
    if (on !== side) continue;
    if (id === product.id || productAncestors(id).has(product.id) || productAncestors(product.id).has(id)) return true;
  }
  return false;
}

/** Under this confidence nothing is suggested (decision 033). */
export const SYNERGY_THRESHOLD = 0.5;
/** A contact is the seller (or the buyer) of at most this many introductions, the known ones included. */
export const MAX_INTRODUCTIONS_PER_CONTACT = 3;

const PRODUCT_FIT = { exact: 1, family: 0.85, broad: 0.65 } as const;
/** A contact the notes doubt (a tyre kicker, never closes, a mandate chain, a one-off enquiry) is a weaker counterpart. */
const DOUBT_FIT = 0.85;
const REGION_FIT = { wanted: 1.05, same: 1, route: 1, unknown: 0.85, apart: 0.75 } as const;
const WARM_DAYS = 90;
const WARM_INTERACTIONS = 3;
const MAX_BRIDGES = 3;
/** Each buyer keeps this many times `maxPerContact` candidate sellers for the final choice. */
const RESERVE = 3;
const DAY = 86_400_000;

type Group = ResolvedCommodity['group'];
/**
 * Usual trade routes, seller's region -> buyer's region, by commodity group: where a product commonly
 * ships from and to (crude from the Middle East to Asia, copper from South America to Asia, iron ore
 * from Oceania to Asia, grain from the Americas and the Black Sea to Africa and the Middle East).
 */
const ROUTES: Record<Group, readonly [TradeRegion, TradeRegion][]> = {
  oil_gas: [
    ['Middle East', 'Asia'],
    ['Middle East', 'Europe'],
    ['Middle East', 'Africa'],
    ['Africa', 'Europe'],
    ['Africa', 'Asia'],
    ['North America', 'Europe'],
    ['North America', 'Asia'],
    ['North America', 'South America'],
    ['South America', 'Asia'],
    ['South America', 'North America'],
    ['Europe', 'Africa'],
    ['Asia', 'Oceania'],
    ['Oceania', 'Asia'],
  ],
  base_metals: [
    ['South America', 'Asia'],
    ['South America', 'Europe'],
    ['South America', 'North America'],
    ['Africa', 'Asia'],
    ['Africa', 'Europe'],
    ['Africa', 'Middle East'],
    ['Oceania', 'Asia'],
    ['North America', 'Asia'],
    ['Europe', 'Asia'],
    ['Asia', 'Europe'],
    ['Middle East', 'Asia'],
  ],
  iron_steel: [
    ['Oceania', 'Asia'],
    ['South America', 'Asia'],
    ['South America', 'Europe'],
    ['Africa', 'Asia'],
    ['Asia', 'Middle East'],
    ['Asia', 'Africa'],
    ['Asia', 'Europe'],
    ['Asia', 'South America'],
    ['Europe', 'Asia'],
    ['Europe', 'Middle East'],
    ['Europe', 'Africa'],
    ['North America', 'Asia'],
    ['Middle East', 'Africa'],
  ],
  agriculture: [
    ['South America', 'Asia'],
    ['South America', 'Europe'],
    ['South America', 'Middle East'],
    ['South America', 'Africa'],
    ['South America', 'North America'],
    ['North America', 'Asia'],
    ['North America', 'Europe'],
    ['Europe', 'Africa'],
    ['Europe', 'Middle East'],
    ['Europe', 'Asia'],
    ['Oceania', 'Asia'],
    ['Asia', 'Africa'],
    ['Asia', 'Middle East'],
    ['Asia', 'Europe'],
    ['Africa', 'Europe'],
    ['Africa', 'Asia'],
  ],
  precious_metals: [
    ['Africa', 'Middle East'],
    ['Africa', 'Europe'],
    ['Middle East', 'Asia'],
    ['Europe', 'Asia'],
    ['South America', 'North America'],
    ['South America', 'Europe'],
    ['North America', 'Europe'],
    ['Oceania', 'Asia'],
  ],
  // Coal, fertilisers, chemicals, cement, wood: coal from Oceania, Africa and the Americas; nitrogen and
  // sulphur from the Middle East; potash from North America; pellets to Europe.
  other: [
    ['Oceania', 'Asia'],
    ['North America', 'Asia'],
    ['North America', 'Europe'],
    ['South America', 'Europe'],
    ['Africa', 'Europe'],
    ['Middle East', 'Europe'],
    ['Middle East', 'Asia'],
    ['Middle East', 'Africa'],
    ['Middle East', 'South America'],
    ['Europe', 'Africa'],
    ['Europe', 'South America'],
    ['Africa', 'South America'],
    ['Africa', 'Asia'],
    ['North America', 'South America'],
    ['Asia', 'South America'],
    ['Asia', 'Oceania'],
    ['Asia', 'Africa'],
  ],
};
/** Routes by group, then the seller's region: the buyers' regions (no string built per pair). */
const ROUTE_MAP = new Map<string, Map<TradeRegion, Set<TradeRegion>>>();
for (const [group, routes] of Object.entries(ROUTES)) {
  const byFrom = new Map<TradeRegion, Set<TradeRegion>>();
  for (const [from, to] of routes) {
    const set = byFrom.get(from) ?? new Set<TradeRegion>();
    set.add(to);
    byFrom.set(from, set);
  }
  ROUTE_MAP.set(group, byFrom);
}

/** How the seller's region suits the buyer's for a product's group. */
export function regionFit(seller: TradeRegion | null, buyer: TradeRegion | null, group: Group): SynergyEvidence['region'] {
  if (!seller || !buyer) return 'unknown';
  if (seller === buyer) return 'same';
  return ROUTE_MAP.get(group)?.get(seller)?.has(buyer) ? 'route' : 'apart';
}

/** Whether the seller's notes want buyers where this buyer is or delivers (network.ts `reach`). */
function wantedThere(seller: ContactProfile, buyer: ContactProfile): boolean {
  const wants = seller.reach.wants;
  if (wants.length === 0) return false;
  return (buyer.region !== null && wants.includes(buyer.region)) || buyer.reach.delivers.some((r) => wants.includes(r));
}

/** How a seller suits a buyer by place: wanted there first, then the regions (regionFit). */
export function pairRegionFit(seller: ContactProfile, buyer: ContactProfile, group: Group): SynergyEvidence['region'] {
  return wantedThere(seller, buyer) ? 'wanted' : regionFit(seller.region, buyer.region, group);
}

/** How a seller's product serves a buyer's, or null for a near miss or another product. */
export function productFit(seller: ResolvedCommodity, buyer: ResolvedCommodity): SynergyEvidence['product'] | null {
  if (seller.id === buyer.id) return 'exact';
  if (!seller.known || !buyer.known) return null;
  const serves = productServes(seller, buyer);
  if (serves) return serves;
  // The seller names only the broader product ('copper') the buyer's belongs to ('copper cathode'): maybe.
  return productServes(buyer, seller) === 'family' ? 'broad' : null;
}

/** The most relationship strength adds to a side's warmth (decision 041). */
const STRENGTH_WARMTH = 0.005;
/** A side's relationship strength as 0..1 (0 when unknown). */
const strengthOf = (p: ContactProfile) => Math.max(0, Math.min(100, p.contact.strength ?? 0)) / 100;
/** A relationship this strong is named in the reasons as a warm introduction. */
const STRONG_RELATIONSHIP = 70;

export function isWarm(profile: ContactProfile, now: Date): boolean {
  return (
    (profile.lastTouch !== null && now.getTime() - profile.lastTouch <= WARM_DAYS * DAY) || profile.interactionCount >= WARM_INTERACTIONS
  );
}

const companyKey = (p: ContactProfile) =>
  p.contact.company
    ?.toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim() || null;

export const synergyFingerprint = (sellerId: string, buyerId: string, productIds: readonly string[]) =>
  `synergy:${sellerId}:${buyerId}:${[...productIds].sort().join('+')}`;

/** The seller and buyer of a synergy fingerprint, or null for another insight's. */
export function synergyPairOf(fingerprint: string): { sellerId: string; buyerId: string } | null {
  if (!fingerprint.startsWith('synergy:')) return null;
  const [, sellerId, buyerId] = fingerprint.split(':');
  return sellerId && buyerId ? { sellerId, buyerId } : null;
}

interface Entry {
  profile: ContactProfile;
  traded: TradedProduct;
  warm: boolean;
  company: string | null;
}

interface Bucket {
  all: Entry[];
  forRegion: Map<string, Entry[]>;
  /** The bucket's sellers whose notes want buyers somewhere, or null for none. */
  reaching: Entry[] | null;
}

interface Meet {
  product: ResolvedCommodity;
  buyerProduct: ResolvedCommodity;
  fit: SynergyEvidence['product'];
  confidence: number;
  sellerSide: number;
  buyerSide: number;
  region: SynergyEvidence['region'];
}

const round = (x: number) => Math.round(x * 100) / 100;
const byId = (a: Entry, b: Entry) =>
  a.profile.contact.id < b.profile.contact.id ? -1 : a.profile.contact.id > b.profile.contact.id ? 1 : 0;

const SIDE_WORDS: Record<string, string> = {
  notes: 'the notes say so',
  role: 'by role',
  title: 'by title',
  company: 'by what the company is',
  unknown: 'unclear',
};
function sideWhy(t: TradedProduct, perProductNotes: boolean): string {
  if (t.sideFrom === 'notes') return perProductNotes ? 'the notes say so' : 'from the notes';
  const role = t.sideFrom === 'role' ? 'role' : t.sideFrom === 'title' ? 'title' : null;
  return role ? `by ${role}` : (SIDE_WORDS[t.sideFrom] ?? 'unclear');
}

/** Every confident seller–buyer pair, best first, within the per-contact limits. Pure and deterministic. */
export function findSynergies(profiles: readonly ContactProfile[], opts: SynergyOptions = {}): SynergyMatch[] {
  const now = opts.now ?? new Date();
  const maxSellers = opts.maxSellersPerBuyer ?? 10;
  const threshold = opts.threshold ?? SYNERGY_THRESHOLD;
  const cap = opts.maxPerContact ?? MAX_INTRODUCTIONS_PER_CONTACT;
  const limit = opts.limit ?? Number.POSITIVE_INFINITY;

  // Pairs the user already has or dismissed, and how many introductions each contact is already in.
  const knownPairs = new Map<string, Set<string>>();
  const asSeller = new Map<string, number>();
  const asBuyer = new Map<string, number>();
  for (const f of opts.exclude ?? []) {
    const pair = synergyPairOf(f);
    if (!pair) continue;
    const sellersOfBuyer = knownPairs.get(pair.buyerId) ?? new Set<string>();
    if (sellersOfBuyer.has(pair.sellerId)) continue;
    sellersOfBuyer.add(pair.sellerId);
    knownPairs.set(pair.buyerId, sellersOfBuyer);
    asSeller.set(pair.sellerId, (asSeller.get(pair.sellerId) ?? 0) + 1);
    asBuyer.set(pair.buyerId, (asBuyer.get(pair.buyerId) ?? 0) + 1);
  }

  const sellers = new Map<string, Entry[]>();
  const buyers = new Map<string, Entry[]>();
  const bridges = new Map<string, string[]>();
  const products = new Map<string, ResolvedCommodity>();
  const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const profile of profiles) {
    if (profile.products.length === 0) continue;
    const warm = isWarm(profile, now);
    const company = companyKey(profile);
    for (const traded of profile.products) {
      const id = traded.product.id;
      products.set(id, traded.product);
      if (traded.side === 'sells' && traded.sideEvidence > 0) push(sellers, id, { profile, traded, warm, company });
      else if (traded.side === 'buys' && traded.sideEvidence > 0) push(buyers, id, { profile, traded, warm, company });
      else push(bridges, id, profile.contact.id);
    }
  }

  // What a contact is worth to the user (deals, volumes, a key account in the notes; decision 050): among sellers
  // and introductions the evidence rates the same, those with business behind them first.
  const worthMemo = new Map<ContactProfile, number>();
  const worth = (p: ContactProfile) => {
    let v = worthMemo.get(p);
    if (v === undefined) {
      v = contactWorth(p).value;
      worthMemo.set(p, v);
    }
    return v;
  };

  // Each seller bucket once in order: surest side first, then warm, then worth, then id; and for each buyer region
  // its best placed few (the same region or a usual route first, then the rest in bucket order), chosen once.
  const orderedSellers = new Map<string, Bucket>();
  for (const [id, list] of sellers) {
    const product = products.get(id)!;
    // (A seller with the product on offer now comes before one that only trades it.)
    const offering = new Map(list.map((e) => [e, liveOn(e.profile, product, 'sells')]));
    list.sort(
      (a, b) =>
        b.traded.sideEvidence - a.traded.sideEvidence ||
        Number(offering.get(b)) - Number(offering.get(a)) ||
        Number(b.warm) - Number(a.warm) ||
        worth(b.profile) - worth(a.profile) ||
        strengthOf(b.profile) - strengthOf(a.profile) ||
        byId(a, b),
    );
    const reaching = list.filter((e) => e.profile.reach.wants.length > 0);
    orderedSellers.set(id, { all: list, forRegion: new Map(), reaching: reaching.length > 0 ? reaching : null });
  }
  // For a buyer's region and product group, the best placed sellers of a bucket, chosen once: those in the
  // same region or on a usual route to it first, then the rest, each in bucket order.
  // The coal grades each contact names, read once.
  const namedGrades = new Map<ContactProfile, ReturnType<typeof namedGradesIn>>();
  const namedOf = (p: ContactProfile) => {
    let g = namedGrades.get(p);
    if (!g) {
      g = namedGradesIn(`${p.contact.commodities ?? ''} ${p.contact.notes ?? ''}`);
      namedGrades.set(p, g);
    }
    return g;
  };
  const coalGrades = new Map<ContactProfile, ReturnType<typeof coalGradesIn>>();
  const gradesOf = (p: ContactProfile) => {
    let g = coalGrades.get(p);
    if (!g) {
      g = coalGradesIn(`${p.contact.commodities ?? ''} ${p.contact.notes ?? ''}`);
      coalGrades.set(p, g);
    }
    return g;
  };
  const candidatesFor = (bucket: Bucket, buyerProfile: ContactProfile, group: Group) => {
    const region = buyerProfile.region;
    const key = `${region ?? ''}|${buyerProfile.reach.delivers.join('+')}|${group}`;
    let list = bucket.forRegion.get(key);
    if (list) return list;
    const chosen: Entry[] = [];
    // One more than asked for: the buyer itself may be among them.
    const room = maxSellers + 1;
    const taken = new Set<Entry>();
    const take = (e: Entry) => {
      if (chosen.length < room && !taken.has(e)) {
        chosen.push(e);
        taken.add(e);
      }
    };
    // Sellers whose notes want buyers where this one is or delivers come first.
    if (bucket.reaching) for (const e of bucket.reaching) if (wantedThere(e.profile, buyerProfile)) take(e);
    // (A usual trade route is as good a place as the buyer's own region: Brazilian meal into Rotterdam.)
    if (region)
      for (const e of bucket.all) {
        if (chosen.length >= room) break;
        const fit = regionFit(e.profile.region, region, group);
        if (fit === 'same' || fit === 'route') take(e);
      }
    for (const e of bucket.all) {
      if (chosen.length >= room) break;
      take(e);
    }
    list = chosen;
    bucket.forRegion.set(key, list);
    return list;
  };

  // Pairs by buyer, then seller: each meets on one or more products, scored once at the end.
  const pairs = new Map<ContactProfile, Map<ContactProfile, Pair>>();
  const sellerIds = [...sellers.keys()].sort();
  const buyerIds = [...buyers.keys()].sort();
  for (const sp of sellerIds) {
    const sellerProduct = products.get(sp)!;
    const bucket = orderedSellers.get(sp)!;
    for (const bp of buyerIds) {
      const buyerProduct = products.get(bp)!;
      const fit = productFit(sellerProduct, buyerProduct);
      if (!fit) continue;
      const bridgeIds = [sp, bp];
      // No pair of these two buckets can reach the threshold: the surest seller and buyer, at their best.
      const bestSeller = bucket.all[0]!.traded.sideEvidence;
      for (const buyer of buyers.get(bp)!) {
        const b = buyer.profile;
        if (bestSeller * buyer.traded.sideEvidence * PRODUCT_FIT[fit] < threshold) continue;
        const known = knownPairs.get(b.contact.id);
        let ofBuyer = pairs.get(b);
        for (const seller of candidatesFor(bucket, b, buyerProduct.group)) {
          const s = seller.profile;
          if (s === b) continue;
          if (seller.company && seller.company === buyer.company) continue;
          if (known?.has(s.contact.id)) continue;
          // ('4200 GAR' against 'Newc 6000 NAR': a near miss, as far apart as HRC and CRC.)
          if (sellerProduct.family === 'coal' && coalGradesApart(gradesOf(s), gradesOf(b))) continue;
          // ('Saprolite' offered, 'limonite' asked for; PLV and semi-soft coking coal: named grades apart.)
          if (namedGradesApart(namedOf(s), namedOf(b), sellerProduct.id)) continue;
          const region = pairRegionFit(s, b, buyerProduct.group);
          const warmth = 0.95 + 0.025 * (Number(seller.warm) + Number(buyer.warm)) + STRENGTH_WARMTH * (strengthOf(s) + strengthOf(b));
          const doubt = (s.doubt ? DOUBT_FIT : 1) * (b.doubt ? DOUBT_FIT : 1);
          // (Each side's offer or want must be of what the seller sells: a pepper buyer's want is no want of turmeric.)
          const live = 1 + LIVE_FIT * (Number(liveOn(s, sellerProduct, 'sells')) + Number(liveOn(b, sellerProduct, 'buys')));
          const confidence =
            seller.traded.sideEvidence * buyer.traded.sideEvidence * PRODUCT_FIT[fit] * REGION_FIT[region] * warmth * doubt * live;
          if (confidence < threshold) continue;
          if (!ofBuyer) {
            ofBuyer = new Map();
            pairs.set(b, ofBuyer);
          }
          let pair = ofBuyer.get(s);
          if (!pair) {
            pair = { seller: s, buyer: b, meets: [], bridgeProducts: bridgeIds, confidence: 0 };
            ofBuyer.set(s, pair);
          }
          // (The same product met again through a closer fit, 'fines' for 'fines' after 'fines' for 'iron ore': the better
          // meeting counts.)
          const before = pair.meets.findIndex((m) => m.product.id === sellerProduct.id);
          if (before >= 0 && pair.meets[before]!.confidence < confidence) {
            pair.meets.splice(before, 1);
            pair.confidence = Math.max(0, ...pair.meets.map((m) => m.confidence));
          }
          if (!pair.meets.some((m) => m.product.id === sellerProduct.id)) {
            pair.meets.push({
              product: sellerProduct,
              buyerProduct,
              fit,
              confidence,
              sellerSide: seller.traded.sideEvidence,
              buyerSide: buyer.traded.sideEvidence,
              region,
            });
            if (confidence > pair.confidence) {
              pair.confidence = confidence;
              pair.bridgeProducts = bridgeIds;
            }
          }
        }
      }
    }
  }

  // Scored: the best meeting, a little more for each further product (at most two).
  // A buyer keeps its best few: it takes part in at most `cap` introductions, and the rest are reserves
  // for when its best sellers are taken.
  const scored: Pair[] = [];
  const byConfidence = (a: Pair, b: Pair) =>
    b.confidence - a.confidence ||
    worth(b.seller) + worth(b.buyer) - (worth(a.seller) + worth(a.buyer)) ||
    strengthOf(b.seller) + strengthOf(b.buyer) - (strengthOf(a.seller) + strengthOf(a.buyer)) ||
    cmp(a.seller.contact.id, b.seller.contact.id) ||
    cmp(a.buyer.contact.id, b.buyer.contact.id);
  for (const ofBuyer of pairs.values()) {
    const mine = [...ofBuyer.values()];
    for (const pair of mine) pair.confidence = round(Math.min(1, pair.confidence + 0.02 * Math.min(2, pair.meets.length - 1)));
    if (mine.length > RESERVE * cap) mine.sort(byConfidence).length = RESERVE * cap;
    for (const pair of mine) scored.push(pair);
  }
  scored.sort(byConfidence);

  // The best first, each contact in at most `cap` introductions on each side (the known ones count).
  const out: SynergyMatch[] = [];
  for (const pair of scored) {
    const sellerId = pair.seller.contact.id;
    const buyerId = pair.buyer.contact.id;
    const s = asSeller.get(sellerId) ?? 0;
    const b = asBuyer.get(buyerId) ?? 0;
    if (s >= cap || b >= cap) continue;
    asSeller.set(sellerId, s + 1);
    asBuyer.set(buyerId, b + 1);
    opts.onChosen?.(sellerId, buyerId);
    if (out.length < limit) out.push(matchOf(pair, bridges, now));
  }
  return out;
}

interface Pair {
  seller: ContactProfile;
  buyer: ContactProfile;
  meets: Meet[];
  /** The seller's and buyer's products of the best meeting: their traders and brokers may bridge them. */
  bridgeProducts: string[];
  confidence: number;
}

function matchOf(pair: Pair, bridges: Map<string, string[]>, now: Date): SynergyMatch {
  const { seller, buyer, meets } = pair;
  meets.sort((a, b) => b.confidence - a.confidence || a.product.name.localeCompare(b.product.name));
  const best = meets[0]!;
  const warm = [seller, buyer].filter((p) => isWarm(p, now));
  const productsMet = meets.map((m) => m.product);
  const bridging = new Set<string>();
  for (const id of pair.bridgeProducts) for (const c of bridges.get(id) ?? []) bridging.add(c);
  bridging.delete(seller.contact.id);
  bridging.delete(buyer.contact.id);
  return {
    sellerId: seller.contact.id,
    buyerId: buyer.contact.id,
    products: productsMet,
    buyerProducts: meets.map((m) => m.buyerProduct),
    score: pair.confidence,
    evidence: { sellerSide: best.sellerSide, buyerSide: best.buyerSide, product: best.fit, region: best.region, warm: warm.length },
    reasons: reasonsFor(seller, buyer, meets, warm, pair.confidence),
    brokerIds: [...bridging].sort().slice(0, MAX_BRIDGES),
    fingerprint: synergyFingerprint(
      seller.contact.id,
      buyer.contact.id,
      productsMet.map((p) => p.id),
    ),
  };
}

const place = (region: TradeRegion | null) => (region === 'Middle East' ? 'the Middle East' : (region ?? 'an unknown place'));
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function reasonsFor(seller: ContactProfile, buyer: ContactProfile, meets: Meet[], warm: ContactProfile[], score: number): string[] {
  const best = meets[0]!;
  const sName = seller.contact.fullName;
  const bName = buyer.contact.fullName;
  const sTraded = seller.products.find((t) => t.product.id === best.product.id);
  const bTraded = buyer.products.find((t) => t.product.id === best.buyerProduct.id);
  const names = meets.map((m) => m.product.name).join(', ');
  const asks = best.fit === 'exact' ? 'buys it' : `buys ${best.buyerProduct.name}`;
  const reasons = [
    `${sName} sells ${names}${sTraded ? ` (${sideWhy(sTraded, sTraded.sideEvidence >= 0.95)})` : ''} and ${bName} ${asks}${bTraded ? ` (${sideWhy(bTraded, bTraded.sideEvidence >= 0.95)})` : ''}.`,
  ];
  if (best.fit === 'family') reasons.push(`${best.product.name} is a kind of ${best.buyerProduct.name}.`);
  if (best.fit === 'broad')
    reasons.push(`${sName} names only ${best.product.name}; check that the grade fits ${bName}'s ${best.buyerProduct.name}.`);
  if (best.region === 'wanted') {
    const wants = seller.reach.wants;
    const there = buyer.region && wants.includes(buyer.region) ? buyer.region : buyer.reach.delivers.find((r) => wants.includes(r));
    reasons.push(`${sName} wants buyers in ${place(there ?? null)}, where ${bName} is or takes delivery.`);
  } else if (best.region === 'same') reasons.push(`Both are in ${place(seller.region)}.`);
  else if (best.region === 'route')
    reasons.push(
      `${capital(place(seller.region))} to ${place(buyer.region)} is a usual route for ${best.buyerProduct.name.toLowerCase()}.`,
    );
  else if (best.region === 'apart') reasons.push(`${sName} is in ${place(seller.region)} and ${bName} in ${place(buyer.region)}.`);
  const offersNow = liveOn(seller, best.product, 'sells');
  const asksNow = liveOn(buyer, best.product, 'buys');
  if (offersNow && asksNow) reasons.push(`${sName} has it on offer now and ${bName} is asking for it now: act while both are open.`);
  else if (offersNow) reasons.push(`${sName} has it on offer now.`);
  else if (asksNow) reasons.push(`${bName} is asking for it now.`);
  const doubted = [seller, buyer].filter((p) => p.doubt);
  if (doubted.length > 0)
    reasons.push(`Your notes doubt ${doubted.map((p) => p.contact.fullName).join(' and ')}: check before you introduce.`);
  if (warm.length > 0) reasons.push(`You have been in touch with ${warm.map((p) => p.contact.fullName).join(' and ')} recently or often.`);
  const strong = [seller, buyer].filter((p) => (p.contact.strength ?? 0) >= STRONG_RELATIONSHIP);
  if (strong.length > 0)
    reasons.push(
      `Your relationship with ${strong.map((p) => `${p.contact.fullName} (strength ${p.contact.strength})`).join(' and ')} is strong: a warm introduction.`,
    );
  reasons.push(`Confidence ${Math.round(score * 100)}%.`);
  return reasons;
}
