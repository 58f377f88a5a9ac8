/**
 * Opportunities: for each active business priority ('Source 50kt yellow corn for Q2', commodities
 * 'Corn', region 'South America', deadline), the contacts who can serve it, ranked: the product
 * (the same product before a family's plain name), the side the priority needs (it buys: sellers; it
 * sells: buyers), the region, and how recently the user was in touch.
 */
import { commodityMatch, commodityWords, parseRegion, type ResolvedCommodity, resolveCommodities } from '@tradeloom/domain/trade';
import type { ContactProfile } from './network.ts';

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

const WANTS_SELLERS =
  /\b(buy|buying|source|sourcing|procure|procurement|purchase|purchasing|import|importing|supplier|supply for|secure|securing|need|require|feedstock|offtake from|for our (plant|mill|refinery|factory|smelter|crusher|roastery))\b/;
const WANTS_BUYERS =
  /\b(sell|selling|buyer|offtaker|offtake for|find offtake|customer|client|outlet|market for|home for|place|placing|export|exporting|offload|distribute|distribution|move our|find demand|demand for|out of)\b/;

/** Which side of the network a priority needs, from its words. */
export function priorityWants(text: string): PriorityMatch['wants'] {
  const t = commodityWords(text).join(' ');
  const sellers = WANTS_SELLERS.test(t);
  const buyers = WANTS_BUYERS.test(t);
  if (sellers === buyers) return 'either';
  return sellers ? 'sellers' : 'buyers';
}

const DAY = 86_400_000;

export function matchPriorities(
  priorities: readonly EnginePriority[],
  profiles: readonly ContactProfile[],
  opts: { now?: Date; perPriority?: number } = {},
): PriorityMatch[] {
  const now = opts.now ?? new Date();
  const per = opts.perPriority ?? 5;
  // Contacts by product family once: a priority looks only at the families it names.
  const byFamily = new Map<string, ContactProfile[]>();
  for (const p of profiles) {
    for (const family of new Set(p.products.map((t) => t.product.family))) {
      const list = byFamily.get(family);
      if (list) list.push(p);
      else byFamily.set(family, [p]);
    }
  }
  const out: PriorityMatch[] = [];
  for (const priority of priorities) {
    if (priority.deadline && Date.parse(priority.deadline) < now.getTime() - DAY) continue;
    // The commodities picked, or else the ones the text names.
    let products = resolveCommodities(priority.targetCommodity);
    if (products.length === 0) products = resolveCommodities(priority.priorityText.replace(/\b(and|or|for|of|in|to|from)\b/gi, ','));
    products = products.filter((p) => p.known);
    const wants = priorityWants(priority.priorityText);
    const region = parseRegion(priority.targetRegion);
    const candidates = new Set<ContactProfile>();
    for (const product of products) for (const p of byFamily.get(product.family) ?? []) candidates.add(p);
    const scored: PriorityMatch['contacts'] = [];
    for (const profile of candidates) {
      let best = 0;
      let on: ResolvedCommodity | null = null;
      let sideFits = false;
      for (const traded of profile.products) {
        for (const product of products) {
          const sure = commodityMatch(traded.product, product);
          if (sure === 0) continue;
          const fits =
            wants === 'either' || traded.side === 'either' || (wants === 'sellers' ? traded.side === 'sells' : traded.side === 'buys');
          // A contact on the opposite side (a buyer, when the priority needs sellers) does not serve it.
          if (!fits) continue;
          const value = sure * (traded.side === 'either' && wants !== 'either' ? 0.7 : 1);
          if (value > best) {
            best = value;
            on = traded.product;
            sideFits = traded.side !== 'either';
          }
        }
      }
      if (!on || best < 0.3) continue;
      let score = 0.6 * best;
      const why: string[] = [`trades ${on.name}`];
      if (sideFits && wants !== 'either') why.push(wants === 'sellers' ? 'sells it' : 'buys it');
      if (region) {
        if (profile.region === region) {
          score += 0.3;
          why.push(`in ${region}`);
        } else score -= 0.1;
      }
      const last = profile.contact.lastContactedAt ? Date.parse(profile.contact.lastContactedAt) : Number.NaN;
      if (Number.isFinite(last) && now.getTime() - last < 90 * DAY) {
        score += 0.1;
        why.push('in touch recently');
      }
      scored.push({ id: profile.contact.id, score: Math.round(score * 100) / 100, why: why.join(', ') });
    }
    scored.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
    out.push({ priority, wants, products, contacts: scored.slice(0, per) });
  }
  return out;
}
