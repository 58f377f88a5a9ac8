import { splitCommodities } from '@tradeloom/domain';

export interface NetworkContact {
  id: string;
  fullName: string;
  role: string | null;
  commodities: string | null;
  location: string | null;
}

export interface IntroductionSuggestion {
  supplierId: string;
  buyerId: string;
  sharedCommodities: string[];
  /** 0..1: more shared commodities and the same location rank higher. */
  score: number;
  reason: string;
}

const SELLS = new Set(['supplier', 'producer', 'miner', 'refiner']);
const BUYS = new Set(['buyer', 'end user', 'offtaker', 'importer']);

function side(role: string | null): 'sell' | 'buy' | null {
  const r = role?.trim().toLowerCase() ?? '';
  if (SELLS.has(r)) return 'sell';
  if (BUYS.has(r)) return 'buy';
  return null;
}

function norm(list: string[]): Map<string, string> {
  return new Map(list.map((c) => [c.toLowerCase(), c]));
}

/**
 * Which supplier to introduce to which buyer: every supplier-buyer pair that trades at least one
 * common commodity, best first. Pure and deterministic: ties break on ids.
 */
export function suggestIntroductions(contacts: readonly NetworkContact[], limit = 20): IntroductionSuggestion[] {
  const suppliers = contacts.filter((c) => side(c.role) === 'sell');
  const buyers = contacts.filter((c) => side(c.role) === 'buy');
  const out: IntroductionSuggestion[] = [];
  for (const s of suppliers) {
    const sc = norm(splitCommodities(s.commodities));
    if (sc.size === 0) continue;
    for (const b of buyers) {
      const shared = splitCommodities(b.commodities)
        .filter((c) => sc.has(c.toLowerCase()))
        .map((c) => sc.get(c.toLowerCase()) as string);
      if (shared.length === 0) continue;
      const sameLocation = Boolean(s.location && b.location && s.location.trim().toLowerCase() === b.location.trim().toLowerCase());
      const score = Math.min(1, 0.4 + 0.2 * (shared.length - 1) + (sameLocation ? 0.2 : 0));
      out.push({
        supplierId: s.id,
        buyerId: b.id,
        sharedCommodities: shared,
        score: Math.round(score * 100) / 100,
        reason: `${s.fullName} supplies and ${b.fullName} buys ${shared.join(', ')}${sameLocation ? `, both in ${s.location}` : ''}.`,
      });
    }
  }
  out.sort((a, b) => b.score - a.score || a.supplierId.localeCompare(b.supplierId) || a.buyerId.localeCompare(b.buyerId));
  return out.slice(0, limit);
}
