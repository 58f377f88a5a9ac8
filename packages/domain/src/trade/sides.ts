/**
 * Which side of a trade a contact is on: sells (Supplier, Producer, Miner, Refiner, Exporter, Seller),
 * buys (Buyer, End User, Offtaker, Importer), either (Trader, Broker, Agent: decided from the notes
 * when they say so), or none (a consultant, a banker). Notes can also say it per product: 'has monthly
 * offers of HSFO', 'looking to buy urea'.
 */

import { TRADE_PRODUCTS } from './products.ts';
import { commodityWords, type ResolvedCommodity, resolveCommodity } from './resolve.ts';

export type TradeSide = 'sells' | 'buys' | 'either' | 'none';

// Matched against the words as commodityWords leaves them: lower case, plural endings off ('sales'
// reads 'sale', 'logistics' 'logistic').
const SELL_ROLE =
  /\b(supplier|supply|producer|produce|production|miner|mining|mine|refiner|refinery|smelter|exporter|export|seller|sell|sale|vendor|manufacturer|grower|farmer|farm|plantation|mill|miller|originator|origination|stockist|crusher)\b/;
const BUY_ROLE =
  /\b(buyer|buy|buying|end user|enduser|offtaker|off taker|importer|import|procurement|purchasing|purchaser|sourcing|consumer|roaster|processor|fabricator|utility)\b/;
const EITHER_ROLE = /\b(trader|trading|broker|brokerage|agent|intermediary|merchant|distributor|dealer|wholesaler)\b/;
const NONE_ROLE =
  /\b(consultant|consulting|advisor|adviser|advisory|banker|bank|finance|financier|lawyer|legal|logistic|shipping|freight|inspector|inspection|surveyor|insurer|insurance|analyst|journalist|investor|auditor|recruiter)\b/;

const text = (s: string | null | undefined) => commodityWords(s ?? '').join(' ');

/** The side a role names ('Supplier' -> sells; 'Head of Sourcing' -> buys; 'Broker' -> either). */
export function roleSide(role: string | null | undefined): TradeSide | null {
  const r = text(role);
  if (!r) return null;
  // A role may name both ('Importer & Distributor'): buying wins over the broad 'either' words.
  const sells = SELL_ROLE.test(r);
  const buys = BUY_ROLE.test(r);
  if (sells && buys) return 'either';
  if (sells) return 'sells';
  if (buys) return 'buys';
  if (EITHER_ROLE.test(r)) return 'either';
  if (NONE_ROLE.test(r)) return 'none';
  return null;
}

// What notes say when someone has a product to sell or wants one (singular words, as above). Phrases
// that carry the other side's word ('looking for supply', 'seeking buyers') are taken out before the
// other side's cues are looked for.
// Asking for offers, quotes or bids is buying: 'wants offers for DAP', 'requesting quotes on urea'.
const BUY_PHRASES =
  /\b(looking to buy|looking to purchase|want to buy|wish to buy|seeking to buy|interested in buying|in the market for|looking for (a )?(supply|supplier|seller|source)|seeking (a )?(supply|supplier|seller)|need (a )?(supply|supplier)|require (a )?(supply|supplier)|(want|wanting|need|needing|seeking|seek|looking for|requesting|request|invite|inviting|asking for|ask for|welcome|open to|chasing|collecting) (firm |best |competitive |spot |term |indicative |fob |cif |cfr )?(offer|quote|quotation|price|pricing|bid|idea)|looking for (?!(a |more |new )?(buyer|offtaker|home|outlet|customer|client|taker|demand|market)\b))/g;
const BUY_WORDS =
  /\b(need|require|requirement|tender|buying|buys|buy|bought|purchasing|purchase|importing|import|consume|consumption|offtake|sourcing|enquiry|inquiry|rfq|want|wanted|seeking)\b/;
const SELL_PHRASES =
  /\b((has|have|having) (regular |monthly |weekly |spot |term |firm |steady )?(offer|stock|supply|volume|cargo|availability|allocation|tonnage)|can (supply|deliver|offer)|available for sale|for sale|looking to sell|want to sell|seeking (a )?buyer|looking for (a )?(buyer|offtaker|home)|ready to ship)\b/g;
const SELL_WORDS = /\b(offering|offer|offered|selling|sell|sold|supplying|supply|exporting|export|producing|produce|mining|refining)\b/;

/** The side a clause says, and whether a whole phrase said it (surer than one word). */
function clauseSide(words: string): { side: 'sells' | 'buys'; strong: boolean } | null {
  const buyPhrase = words.match(BUY_PHRASES) !== null;
  const sellPhrase = words.match(SELL_PHRASES) !== null;
  const buys = buyPhrase || BUY_WORDS.test(words.replace(SELL_PHRASES, ' '));
  const sells = sellPhrase || SELL_WORDS.test(words.replace(BUY_PHRASES, ' '));
  if (buys && sells) {
    // 'Buying VLSFO for bunker supply': an outright verb beats a loose word of the other side.
    const strongBuy = buyPhrase || STRONG_BUY.test(words);
    const strongSell = sellPhrase || STRONG_SELL.test(words);
    if (strongBuy !== strongSell) return { side: strongBuy ? 'buys' : 'sells', strong: true };
    return null; // both in one clause: not clear enough
  }
  if (!buys && !sells) return null;
  return buys
    ? { side: 'buys', strong: buyPhrase || STRONG_BUY.test(words) }
    : { side: 'sells', strong: sellPhrase || STRONG_SELL.test(words) };
}
// Verbs that say the side outright ('also sells scrap'), unlike words that may be either ('offer', 'need').
const STRONG_SELL = /\b(sell|selling|sold|exporting|export|supplying)\b/;
const STRONG_BUY = /\b(buy|buys|buying|bought|purchasing|importing)\b/;

export interface NoteIntent {
  side: 'sells' | 'buys';
  /** Products the clause names; empty when it names none ('looking to buy more volume'). */
  products: ResolvedCommodity[];
  /** The clause it was read from. */
  clause: string;
  /** Said by a whole phrase ('looking to buy'), not by one word ('offer'). */
  strong: boolean;
}

// Single-word aliases of three letters or fewer ('al', 'pe', 'co') are symbols: in prose they count
// only when written in capitals ('HRC', 'SBM'), never as ordinary words.
const SHORT_ALIAS_MAX = 3;
const ALIAS_PHRASES: { words: string[]; short: boolean }[] = [];
for (const product of TRADE_PRODUCTS) {
  for (const alias of [product.name, ...product.aliases]) {
    const words = commodityWords(alias);
    if (words.length > 0) ALIAS_PHRASES.push({ words, short: words.length === 1 && words[0]!.length <= SHORT_ALIAS_MAX });
  }
}
ALIAS_PHRASES.sort((a, b) => b.words.length - a.words.length);
const ALIASES_BY_FIRST = new Map<string, { words: string[]; short: boolean }[]>();
for (const a of ALIAS_PHRASES) {
  const list = ALIASES_BY_FIRST.get(a.words[0]!) ?? [];
  list.push(a);
  ALIASES_BY_FIRST.set(a.words[0]!, list);
}

/** Every known product a piece of prose names, longest names first, once each. */
export function productsInText(prose: string): ResolvedCommodity[] {
  const raw = prose.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const words = commodityWords(prose);
  // commodityWords splits the same way, so the two lists line up word for word.
  const upper = raw.length === words.length ? raw.map((w) => w === w.toUpperCase() && /\p{L}/u.test(w)) : words.map(() => false);
  const found = new Map<string, ResolvedCommodity>();
  for (let i = 0; i < words.length; ) {
    let step = 1;
    for (const alias of ALIASES_BY_FIRST.get(words[i]!) ?? []) {
      const n = alias.words.length;
      if (i + n > words.length || alias.words.some((w, k) => words[i + k] !== w)) continue;
      if (alias.short && !upper[i]) continue;
      const r = resolveCommodity(alias.words.join(' '));
      if (r.known && !found.has(r.id)) found.set(r.id, r);
      step = n;
      break;
    }
    i += step;
  }
  return [...found.values()];
}

/** What the notes say the contact sells or wants, clause by clause. */
export function noteIntents(notes: string | null | undefined): NoteIntent[] {
  if (!notes) return [];
  const intents: NoteIntent[] = [];
  for (const clause of notes.split(/[.;!?\n]+|\bbut\b|\bwhile\b|\bwhereas\b/i)) {
    const read = clauseSide(text(clause));
    if (read) intents.push({ side: read.side, products: productsInText(clause), clause: clause.trim(), strong: read.strong });
  }
  return intents;
}

export interface ContactSide {
  /** The side overall. */
  side: TradeSide;
  /** Products the notes put on a side, which win over the overall side for those products. */
  byProduct: Map<string, 'sells' | 'buys'>;
  /** Where the side came from, for the explanation of an insight. */
  source: 'role' | 'title' | 'notes' | 'unknown';
}

/**
 * A contact's side from its role (then its title), with the notes deciding for a Trader, Broker or
 * Agent, and saying per product what it sells or buys when they name products.
 */
export function contactSide(contact: { role?: string | null; title?: string | null; notes?: string | null }): ContactSide {
  const fromRole = roleSide(contact.role);
  // A clear role (Buyer, Supplier) yields only to a whole phrase: one word ('offers') may be misread.
  const clear = fromRole === 'sells' || fromRole === 'buys' ? fromRole : null;
  const intents = noteIntents(contact.notes).filter((i) => !clear || i.side === clear || i.strong);
  const byProduct = new Map<string, 'sells' | 'buys'>();
  for (const intent of intents) for (const p of intent.products) if (!byProduct.has(p.id)) byProduct.set(p.id, intent.side);
  const fromTitle = fromRole && fromRole !== 'none' ? null : roleSide(contact.title);
  let side: TradeSide = fromRole ?? fromTitle ?? 'either';
  let source: ContactSide['source'] = fromRole ? 'role' : fromTitle ? 'title' : 'unknown';
  if (side === 'either' || source === 'unknown') {
    const sides = new Set(intents.map((i) => i.side));
    if (sides.size === 1) {
      side = [...sides][0]!;
      source = 'notes';
    }
  }
  return { side, byProduct, source };
}
