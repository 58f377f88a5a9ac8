/**
 * A contact as the engine reads it: the products it trades (resolved), which side of each it is on,
 * its region and how recently the user was in touch. Built once per scan, in one pass.
 */
import {
  type ContactSide,
  contactSide,
  type ResolvedCommodity,
  regionOfPlace,
  resolveCommodities,
  resolvedProduct,
  type TradeRegion,
} from '@tradeloom/domain/trade';

export interface EngineContact {
  id: string;
  fullName: string;
  company?: string | null;
  role?: string | null;
  title?: string | null;
  location?: string | null;
  /** The geocoded city's country (ISO alpha-2), when known: a surer region than the text. */
  countryCode?: string | null;
  commodities?: string | null;
  notes?: string | null;
  /** When the user was last in touch (ISO date or timestamp), if known. */
  lastContactedAt?: string | null;
  /** When the contact was added. Never a touch: a contact never contacted has no last touch. */
  createdAt?: string | null;
  /** Who introduced the user to this contact ('Maria at the LME dinner'), if noted. */
  sourceOfIntroduction?: string | null;
  /** The logged interactions, most recent first (the server loads at most ~20 per contact). */
  interactions?: readonly EngineInteraction[];
}

/** One logged interaction with a contact, as the engine reads it. */
export interface EngineInteraction {
  kind: 'call' | 'meeting' | 'email' | 'message' | 'note';
  /** ISO date (or timestamp) of the interaction. */
  occurredOn: string;
  text?: string | null;
}

/**
 * When the user was last in touch with the contact (epoch ms): the latest of its interactions' dates and
 * `lastContactedAt`. Null when neither is known: `createdAt` is never a touch.
 */
export function lastTouch(contact: EngineContact): number | null {
  let latest = contact.lastContactedAt ? Date.parse(contact.lastContactedAt) : Number.NaN;
  for (const interaction of contact.interactions ?? []) {
    const at = Date.parse(interaction.occurredOn);
    if (!Number.isNaN(at) && (Number.isNaN(latest) || at > latest)) latest = at;
  }
  return Number.isNaN(latest) ? null : latest;
}

export type ProductSide = 'sells' | 'buys' | 'either';

/** Where a side was read: the notes about this product, the role, the title, what the company is, the notes overall. */
export type SideSource = 'notes' | ContactSide['source'];

export interface TradedProduct {
  product: ResolvedCommodity;
  side: ProductSide;
  /** How the side was read: the notes about this product are surest, then the role, then nothing. */
  sideFrom: SideSource;
  /**
   * How surely the contact is on `side` for this product, 0..1: notes naming the product 0.95, a clear
   * role 0.9, a title 0.85, what the company is or the notes overall 0.8 (0.9 when one product is listed);
   * 0 for 'either' (a trader or broker whose notes do not say which).
   */
  sideEvidence: number;
}

export interface ContactProfile {
  contact: EngineContact;
  products: TradedProduct[];
  /** The contact's side overall ('none' for a banker or a consultant). */
  side: 'sells' | 'buys' | 'either' | 'none';
  region: TradeRegion | null;
  /** Epoch ms of the last touch (lastTouch), or null for a contact never contacted. */
  lastTouch: number | null;
  /** How many interactions are logged (at most what the server loads). */
  interactionCount: number;
  /** Deals the notes and interactions mention ('did 3 cargoes', 'closed 50kt'), at most 5. */
  deals: number;
  /** Products the notes say the contact no longer trades: never matched on. */
  stopped: ReadonlySet<string>;
}

const SIDE_EVIDENCE: Record<string, number> = { notes: 0.8, role: 0.9, title: 0.85, company: 0.8 };
/** Notes that name the product and say the side ('looking to buy urea') are the surest evidence. */
const PRODUCT_NOTE_EVIDENCE = 0.95;

function evidenceOf(side: ProductSide, from: SideSource, perProduct: boolean): number {
  if (side === 'either') return 0;
  if (perProduct) return PRODUCT_NOTE_EVIDENCE;
  return SIDE_EVIDENCE[from] ?? 0;
}

// A deal done: a verb of doing one near what was traded ('did 3 cargoes', 'closed 50kt', 'shipped two
// vessels'), or a volume with its unit ('25,000 mt', '50kt', '2 cargoes'), in the notes or a logged interaction.
const DEAL_DONE =
  /\b(did|done|closed|concluded|signed|shipped|delivered|loaded|executed|completed|booked|fixed|traded|sold|bought|supplied)\b[^.;\n]{0,40}?\b(\d[\d,.]*\s?(kt|kmt|mt|t|tons?|tonnes?|bbls?|barrels?|lots?|cargo(e?s)?|vessels?|shipments?|containers?|fcls?|deals?|contracts?)|cargo(e?s)?|shipments?|deals?|contracts?|vessels?)\b/i;
const PAST_BUSINESS =
  /\b((last|previous|past|first|repeat|regular|recurring) (deal|cargo|shipment|order|contract|customer|client|buyer|supplier|business)|deals? (done|closed|signed)|(long[- ]standing|existing|old) (customer|client|supplier|counterpart|account))\b/i;
const VOLUME = /\b\d[\d,.]*\s?(kt|kmt|mt|tonnes|tons|bbls?|barrels|cargoes|cargos|shipments|containers|fcls)\b/i;

/** How many deals a text mentions (each clause at most once). */
export function dealMentions(text: string | null | undefined): number {
  if (!text) return 0;
  let n = 0;
  for (const clause of text.split(/[.;!?\n]+/)) {
    if (DEAL_DONE.test(clause) || VOLUME.test(clause) || PAST_BUSINESS.test(clause)) n++;
  }
  return n;
}

/** One contact's profile: its listed products plus products its notes put on a side, never one it stopped trading. */
export function profileContact(contact: EngineContact): ContactProfile {
  const side = contactSide(contact);
  // Products the notes say the contact no longer trades ('stopped buying DAP'): never matched on.
  const stopped = side.stopped;
  const products: TradedProduct[] = [];
  const seen = new Set<string>();
  const fromNotes = (id: string) => side.byProductFrom.get(id) !== 'company';
  // A side read from what the company is, which the role or title also says, is as sure as the role.
  const tradedOn = (product: ResolvedCommodity, said: 'sells' | 'buys', notes: boolean): TradedProduct => {
    if (notes) return { product, side: said, sideFrom: 'notes', sideEvidence: evidenceOf(said, 'notes', true) };
    const overall = side.side === said && side.source !== 'company' ? evidenceOf(said, side.source, false) : 0;
    const company = evidenceOf(said, 'company', false);
    return overall > company
      ? { product, side: said, sideFrom: side.source, sideEvidence: overall }
      : { product, side: said, sideFrom: 'company', sideEvidence: company };
  };
  const listed = resolveCommodities(contact.commodities);
  // Notes that say the side without naming a product ('looking to buy for Q3') are about the one product
  // listed, when only one is: as sure as a role.
  const overallEvidence =
    side.source === 'notes' && listed.length === 1
      ? SIDE_EVIDENCE.role!
      : evidenceOf(side.side === 'none' ? 'either' : side.side, side.source, false);
  for (const product of listed) {
    seen.add(product.id);
    if (stopped.has(product.id)) continue;
    const said = side.byProduct.get(product.id);
    if (said) products.push(tradedOn(product, said, fromNotes(product.id)));
    else if (side.side === 'none') continue;
    else products.push({ product, side: side.side, sideFrom: side.source, sideEvidence: side.side === 'either' ? 0 : overallEvidence });
  }
  // A product only the notes name ('also sells copper scrap') is traded too.
  for (const [id, said] of side.byProduct) {
    const product = seen.has(id) || stopped.has(id) ? null : resolvedProduct(id);
    if (!product) continue;
    products.push(tradedOn(product, said, fromNotes(id)));
  }
  const interactions = contact.interactions ?? [];
  let deals = dealMentions(contact.notes);
  for (const i of interactions) if (deals < 5) deals += dealMentions(i.text);
  return {
    contact,
    products,
    side: side.side,
    region: regionOfPlace(contact.location, contact.countryCode),
    lastTouch: lastTouch(contact),
    interactionCount: interactions.length,
    deals: Math.min(5, deals),
    stopped,
  };
}

export function profileNetwork(contacts: readonly EngineContact[]): ContactProfile[] {
  return contacts.map(profileContact);
}
