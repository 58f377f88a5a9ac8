/**
 * The kinds of firm in the demo network. A firm is named after what it trades ('Atacama Copper SpA'
 * sells copper concentrate and cathode; 'Elbe Copper Smelting GmbH' buys the concentrate and sells
 * the cathode), and its people hold the titles such a firm gives: a steel mill's buyer is its Raw
 * Materials Procurement Manager, its seller the Export Sales Manager.
 */
import type { HubKey } from './demo-hubs.ts';

export type StaffSide = 'sells' | 'buys' | 'both';

export interface Staff {
  role: string;
  /** Which of the firm's products the person's commodities are drawn from. */
  side: StaffSide;
  titles: readonly string[];
  /** The firm's products this person deals in, when not all of them (a crude desk, a distillates desk). */
  goods?: readonly string[];
}

export interface FirmKind {
  key: string;
  /** Words of the firm's name that say what it trades (one is picked). */
  words: readonly string[];
  /** What the trade calls the business in titles ('Copper', 'Crude'). */
  label: string;
  sells: readonly string[];
  buys: readonly string[];
  hubs: readonly HubKey[];
  staff: readonly Staff[];
  /** Lot sizes as traders quote them. */
  lots: readonly string[];
  /** Ports the firm loads at or receives in. */
  ports: readonly string[];
  /** The price the trade is quoted against. */
  bench: string;
  weight: number;
  /** Where the trade meets, when not its legend group's usual events. */
  events?: readonly string[];
}

export const sales = (label: string): Staff => ({
  role: 'Supplier',
  side: 'sells',
  titles: [`Head of ${label} Sales`, 'Export Sales Manager', 'Marketing Director', `${label} Marketing Manager`],
});
export const procurement = (label: string, first = 'Raw Materials Procurement Manager'): Staff => ({
  role: 'Buyer',
  side: 'buys',
  titles: [first, `${label} Procurement Manager`, 'Head of Purchasing', 'Sourcing Manager'],
});
export const trading = (label: string, goods?: readonly string[]): Staff => ({
  role: 'Trader',
  side: 'both',
  titles: [`Senior ${label} Trader`, `Head of ${label} Trading`, `${label} Trader`, 'Physical Trader'],
  ...(goods ? { goods } : {}),
});

export const kind = (k: Omit<FirmKind, 'staff'> & { staff?: readonly Staff[] }, ...staff: Staff[]): FirmKind => ({
  ...k,
  staff: k.staff ?? staff,
});
