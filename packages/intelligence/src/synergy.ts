/**
 * Synergies: a contact who sells a product and one who buys the same product, not yet introduced.
 * Contacts are indexed by product and side once; pairs are formed only inside a product's bucket
 * (and a family's plain name with that family's products), so the work grows with the network and
 * the number of real matches, not with every pair of contacts.
 */
import type { ResolvedCommodity } from '@tradeloom/domain/trade';
import type { ContactProfile, TradedProduct } from './network.ts';

export interface SynergyMatch {
  sellerId: string;
  buyerId: string;
  /** The products they meet on, the surest first. */
  products: ResolvedCommodity[];
  /** 0..1, higher is better. */
  score: number;
  /** Why, in words the insight can show. */
  reasons: string[];
  /** Traders, brokers or agents in the user's network who deal in the product and could bridge them. */
  brokerIds: string[];
  /** Stable across scans: the same pair on the same products is the same suggestion. */
  fingerprint: string;
}

export interface SynergyOptions {
  /** Fingerprints of pairs already introduced, suggested or dismissed: never suggested again. */
  exclude?: ReadonlySet<string>;
  /** At most this many sellers considered per buyer and product (the best placed first); 10 by default. */
  maxSellersPerBuyer?: number;
  now?: Date;
}

interface Entry {
  profile: ContactProfile;
  traded: TradedProduct;
}

interface Bucket {
  sellers: Entry[];
  buyers: Entry[];
  bridges: Entry[];
}

const RECENT_DAYS = 90;
const MAX_BRIDGES = 3;
const DAY = 86_400_000;

function recentlyInTouch(profile: ContactProfile, now: Date): boolean {
  const at = profile.contact.lastContactedAt ? Date.parse(profile.contact.lastContactedAt) : Number.NaN;
  return Number.isFinite(at) && now.getTime() - at <= RECENT_DAYS * DAY;
}

const sameCompany = (a: ContactProfile, b: ContactProfile) => {
  const x = a.contact.company?.trim().toLowerCase();
  return Boolean(x) && x === b.contact.company?.trim().toLowerCase();
};

export const synergyFingerprint = (sellerId: string, buyerId: string, productIds: readonly string[]) =>
  `synergy:${sellerId}:${buyerId}:${[...productIds].sort().join('+')}`;

/** Every seller–buyer pair that meets on a product, best first. Pure and deterministic. */
export function findSynergies(profiles: readonly ContactProfile[], opts: SynergyOptions = {}): SynergyMatch[] {
  const now = opts.now ?? new Date();
  const maxSellers = opts.maxSellersPerBuyer ?? 10;
  const byProduct = new Map<string, Bucket>();
  const genericByFamily = new Map<string, Bucket>();
  const familyProducts = new Map<string, Set<string>>();
  const bucket = (map: Map<string, Bucket>, key: string) => {
    let b = map.get(key);
    if (!b) {
      b = { sellers: [], buyers: [], bridges: [] };
      map.set(key, b);
    }
    return b;
  };
  for (const profile of profiles) {
    for (const traded of profile.products) {
      const { product } = traded;
      const target = product.generic ? bucket(genericByFamily, product.family) : bucket(byProduct, product.id);
      if (!product.generic) {
        const set = familyProducts.get(product.family) ?? new Set<string>();
        set.add(product.id);
        familyProducts.set(product.family, set);
      }
      const entry = { profile, traded };
      if (traded.side === 'sells') target.sellers.push(entry);
      else if (traded.side === 'buys') target.buyers.push(entry);
      else target.bridges.push(entry);
    }
  }

  // Pairs meet on one or more products; collected per pair, then scored once.
  const pairs = new Map<
    string,
    { seller: ContactProfile; buyer: ContactProfile; meets: { product: ResolvedCommodity; sure: number }[]; bridges: Set<string> }
  >();
  const meet = (sellers: Entry[], buyers: Entry[], bridges: Entry[], sure: number) => {
    if (sellers.length === 0 || buyers.length === 0) return;
    // The sellers in order once per bucket (recently in touch first, then by id), and by region, so
    // each buyer takes its best placed few without sorting them again.
    const ordered =
      sellers.length <= maxSellers
        ? sellers
        : [...sellers].sort(
            (a, b) =>
              Number(recentlyInTouch(b.profile, now)) - Number(recentlyInTouch(a.profile, now)) ||
              a.profile.contact.id.localeCompare(b.profile.contact.id),
          );
    const byRegion = new Map<string | null, Entry[]>();
    for (const e of ordered) {
      const list = byRegion.get(e.profile.region);
      if (list) list.push(e);
      else byRegion.set(e.profile.region, [e]);
    }
    const bestSellers = (region: string | null): Entry[] => {
      const same = region ? (byRegion.get(region) ?? []).slice(0, maxSellers) : [];
      const out = [...same];
      for (const e of ordered) {
        if (out.length >= maxSellers) break;
        if (!region || e.profile.region !== region) out.push(e);
      }
      return out;
    };
    // A few who deal in the product and could bridge any of these pairs (chosen once per bucket).
    const bridgeIds = [...new Set(bridges.map((e) => e.profile.contact.id))].sort().slice(0, MAX_BRIDGES + 2);
    for (const buyer of buyers) {
      // The best placed sellers for this buyer: same region first, then recently in touch, then id.
      const ranked = sellers.length <= maxSellers ? sellers : bestSellers(buyer.profile.region);
      for (const seller of ranked) {
        const s = seller.profile;
        const b = buyer.profile;
        if (s.contact.id === b.contact.id || sameCompany(s, b)) continue;
        const key = `${s.contact.id}\n${b.contact.id}`;
        let pair = pairs.get(key);
        if (!pair) {
          pair = { seller: s, buyer: b, meets: [], bridges: new Set() };
          pairs.set(key, pair);
        }
        const product = seller.traded.product.generic ? buyer.traded.product : seller.traded.product;
        if (!pair.meets.some((m) => m.product.id === product.id)) pair.meets.push({ product, sure });
        for (const id of bridgeIds) if (id !== s.contact.id && id !== b.contact.id && pair.bridges.size < MAX_BRIDGES) pair.bridges.add(id);
      }
    }
  };

  for (const [, b] of [...byProduct].sort(([x], [y]) => x.localeCompare(y))) meet(b.sellers, b.buyers, b.bridges, 1);
  // A family's plain name ('copper') meets the family's products ('copper cathode'), less surely.
  for (const [family, generic] of [...genericByFamily].sort(([x], [y]) => x.localeCompare(y))) {
    for (const id of [...(familyProducts.get(family) ?? [])].sort()) {
      const specific = byProduct.get(id)!;
      meet(generic.sellers, specific.buyers, [...generic.bridges, ...specific.bridges], 0.6);
      meet(specific.sellers, generic.buyers, [...generic.bridges, ...specific.bridges], 0.6);
    }
    meet(generic.sellers, generic.buyers, generic.bridges, 0.8);
  }

  const out: SynergyMatch[] = [];
  for (const { seller, buyer, meets, bridges } of pairs.values()) {
    meets.sort((a, b) => b.sure - a.sure || a.product.name.localeCompare(b.product.name));
    const products = meets.map((m) => m.product);
    const fingerprint = synergyFingerprint(
      seller.contact.id,
      buyer.contact.id,
      products.map((p) => p.id),
    );
    if (opts.exclude?.has(fingerprint)) continue;
    const reasons: string[] = [];
    const names = products.map((p) => p.name).join(', ');
    reasons.push(`${seller.contact.fullName} sells and ${buyer.contact.fullName} buys ${names}.`);
    let score = 0.45 * meets[0]!.sure + Math.min(0.15, 0.05 * (meets.length - 1));
    if (seller.region && seller.region === buyer.region) {
      score += 0.2;
      reasons.push(`Both are in ${seller.region}.`);
    }
    const sureSides = [seller, buyer].filter((p) => p.products.some((t) => t.sideFrom === 'notes' || t.sideFrom === 'role')).length;
    score += 0.05 * sureSides;
    const recent = [seller, buyer].filter((p) => recentlyInTouch(p, now));
    if (recent.length > 0) {
      score += 0.05 * recent.length;
      reasons.push(`You were in touch with ${recent.map((p) => p.contact.fullName).join(' and ')} in the last ${RECENT_DAYS} days.`);
    }
    if (meets[0]!.sure < 1)
      reasons.push(`One side names only the family (${products[0]!.family.replace(/_/g, ' ')}); check the grade fits.`);
    const brokerIds = [...bridges].sort();
    out.push({
      sellerId: seller.contact.id,
      buyerId: buyer.contact.id,
      products,
      score: Math.round(Math.min(1, score) * 100) / 100,
      reasons,
      brokerIds,
      fingerprint,
    });
  }
  out.sort((a, b) => b.score - a.score || a.sellerId.localeCompare(b.sellerId) || a.buyerId.localeCompare(b.buyerId));
  return out;
}
