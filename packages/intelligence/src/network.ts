/**
 * A contact as the engine reads it: the products it trades (resolved), which side of each it is on,
 * its region and how recently the user was in touch. Built once per scan, in one pass.
 */
import {
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

export interface TradedProduct {
  product: ResolvedCommodity;
  side: ProductSide;
  /** How the side was read: the notes about this product are surest, then the role, then nothing. */
  sideFrom: 'notes' | 'role' | 'title' | 'unknown';
}

export interface ContactProfile {
  contact: EngineContact;
  products: TradedProduct[];
  /** The contact's side overall ('none' for a banker or a consultant). */
  side: 'sells' | 'buys' | 'either' | 'none';
  region: TradeRegion | null;
}

/** One contact's profile: its listed products plus products its notes put on a side. */
export function profileContact(contact: EngineContact): ContactProfile {
  const side = contactSide(contact);
  const products: TradedProduct[] = [];
  const seen = new Set<string>();
  for (const product of resolveCommodities(contact.commodities)) {
    seen.add(product.id);
    const fromNotes = side.byProduct.get(product.id);
    if (fromNotes) products.push({ product, side: fromNotes, sideFrom: 'notes' });
    else if (side.side === 'none') continue;
    else products.push({ product, side: side.side, sideFrom: side.source });
  }
  // A product only the notes name ('also sells copper scrap') is traded too.
  for (const [id, noteSide] of side.byProduct) {
    const product = seen.has(id) ? null : resolvedProduct(id);
    if (product) products.push({ product, side: noteSide, sideFrom: 'notes' });
  }
  return { contact, products, side: side.side, region: regionOfPlace(contact.location, contact.countryCode) };
}

export function profileNetwork(contacts: readonly EngineContact[]): ContactProfile[] {
  return contacts.map(profileContact);
}
