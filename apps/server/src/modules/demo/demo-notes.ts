/**
 * What a trader writes about a contact, and logs after a call: telegraphic and specific (lot, product,
 * incoterm, port, payment, benchmark). Placeholders: {c} product, {v} lot, {i} incoterm, {p} port,
 * {pay} payment, {b} benchmark, {q} quarter, {m} month, {e} event, {n} a number of days.
 */
import type { CommodityGroup } from '@tradeloom/domain';

export const SELL_NOTES = [
  'Offers {v} {c} {i} {p}, {m} loading. Wants {pay}.',
  'Selling {v} {c} for {m} shipment ex {p}, {b}-linked; firm offer on request.',
  'Sells {v} a month of {c} on term, {i} {p}. Renewal talks in {q}.',
  'Can supply {c} from {p}, SGS certificates at load. Flexible on laycan.',
];

export const BUY_NOTES = [
  'Looking for {v} {c} {i} {p} for {q} delivery.',
  'Wants offer on {v} {c} {i} {p}; call back after {b} close.',
  'Buys {v} {c} a month against {b}; pays {pay}.',
  'Tender for {v} {c} {i} {p} closes end of {m}; wants three offers.',
];

export const GENERAL_NOTES = [
  'Prefers {pay}; their bank is slow on amendments, allow two extra days.',
  'Inspection by SGS or Intertek only. Quality claim settled fairly last time.',
  'Met twice. Reliable on logistics, weaker on documents.',
  'Competitor of our usual counterpart; keep pricing confidential.',
  'Vessel nominations via their chartering desk, 10-day laycans.',
  'Price-sensitive: benchmarks everything against {b}.',
  'KYC pack exchanged in {m}; credit line still pending at their bank.',
];

/** Follow-ups a note asks for, dated from the last time in touch ({n} days from then). */
export const FOLLOW_UP_NOTES = [
  'Call back in {n} days about the {c} cargo.',
  'Follow up in {n} days once their {q} budget is signed.',
  'Chase in {n} days for the signed {c} contract.',
];

export const SELL_LOGS = [
  'Call: offered {v} {c} {i} {p}, {m} loading.',
  'E-mail: sent spec sheet and draft contract for {v} {c}.',
  'WhatsApp: {c} position still open, price firm till Friday.',
  'Meeting at {e}: went through their {q} {c} programme.',
];

export const BUY_LOGS = [
  'Call: needs {v} {c} {i} {p} for {q}; asked for our best offer.',
  'E-mail: received their tender terms for {v} {c}.',
  'WhatsApp: asked whether we can still cover {c} for {q}.',
  'Meeting at {e}: discussed a 12-month {c} supply deal.',
];

export const SERVICE_LOGS = [
  'Call: went through the {c} deal structure.',
  'E-mail: sent our KYC pack.',
  'Meeting at {e}: caught up over coffee.',
];

export const INCOTERMS = ['FOB', 'CIF', 'CFR', 'DAP', 'FCA'];
export const PAYMENT = ['LC at sight', 'SBLC', 'documentary collection', '30 days open account', 'CAD', 'prepayment against inspection'];
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Where a trade meets, by the map legend's group of what it trades. */
export const EVENTS: Record<CommodityGroup, readonly string[]> = {
  oil_gas: ['APPEC, Singapore', 'Gulf Intelligence Energy Forum', 'IP Week, London'],
  iron_steel: ['Metal Bulletin iron ore conference', 'Coaltrans Asia', 'SteelOrbis conference, Istanbul'],
  precious_metals: ['LBMA conference', 'Dubai Precious Metals Conference'],
  base_metals: ['LME Week, London', 'LME Asia Week, Hong Kong'],
  agriculture: ['GAFTA dinner, London', 'IGC Grains Conference, London', 'Sugar Week dinner, New York'],
  other: ['IFA annual conference', 'GlobalCOAL annual dinner', 'Argus Fertilizer conference'],
};

/** Lots of the products not quoted in the firm's usual lots: crude in barrels, cobalt in tonnes. */
export function lotsFor(product: string, kindLots: readonly string[]): readonly string[] {
  if (/^Crude Oil|^Condensate/.test(product)) return ['600kbbl', '950kbbl', '1m bbl'];
  return PRODUCT_LOTS[product] ?? kindLots;
}

const PRODUCT_LOTS: Record<string, readonly string[]> = {
  Cobalt: ['200t', '500t'],
  'Copper Cathode': ['2kt', '5kt', '10kt'],
  'Copper Rod': ['500t', '1,000t'],
  Lead: ['2kt', '5kt'],
  'Diesel (Gasoil)': ['30kt', '60kt'],
  'Jet Fuel': ['30kt', '60kt'],
  Naphtha: ['30kt', '55kt'],
  Gasoline: ['37kt'],
  LPG: ['22kt', '44kt'],
  Bitumen: ['5kt', '10kt'],
  'Fuel Oil': ['40kt', '80kt'],
  'Stainless Steel': ['2kt', '5kt'],
  'Wheat Flour': ['500t', '2kt'],
  'Cocoa Products': ['200t', '500t'],
};

export const SOURCES = [
  'LME Week, London',
  'APPEC, Singapore',
  'FT Commodities Global Summit, Lausanne',
  'GAFTA dinner, London',
  'IFA annual conference',
  'Coaltrans Asia',
  'LinkedIn',
  'Referral from an existing client',
  'Introduced by our bank (trade finance desk)',
  'Met on a site visit',
  'Cold call',
  'Former colleague',
];

/** How a trader writes a product in a note: 'HSFO', 'gasoil', 'copper concentrate', never the catalogue's long name. */
export function spoken(product: string): string {
  const short = SPOKEN[product];
  if (short) return short;
  return /^[A-Z]{2,}$/.test(product) ? product : product.toLowerCase();
}

const SPOKEN: Record<string, string> = {
  'Crude Oil (Brent)': 'Brent',
  'Crude Oil (WTI)': 'WTI',
  'Diesel (Gasoil)': 'gasoil',
  'High Sulphur Fuel Oil (HSFO)': 'HSFO',
  'Very Low Sulphur Fuel Oil (VLSFO)': 'VLSFO',
  'Steel (HRC)': 'HRC',
  'Potash (MOP)': 'MOP',
  'Coffee (Arabica)': 'arabica',
  'Coffee (Robusta)': 'robusta',
};
