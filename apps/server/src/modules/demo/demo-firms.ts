/** Every kind of firm in the demo network, and the people who serve the trade between them. */

import type { FirmKind, Staff } from './demo-firm-types.ts';
import { AGRI_FIRMS } from './demo-firms-agri.ts';
import { ENERGY_FIRMS } from './demo-firms-energy.ts';
import { MATERIALS_FIRMS } from './demo-firms-materials.ts';
import { METALS_FIRMS } from './demo-firms-metals.ts';

export type { FirmKind, Staff } from './demo-firm-types.ts';

export const FIRM_KINDS: readonly FirmKind[] = [...ENERGY_FIRMS, ...METALS_FIRMS, ...AGRI_FIRMS, ...MATERIALS_FIRMS];

/** The trades brokers, agents and consultants work in, named by the trade's first word: 'Thames Grain Brokers Ltd'. */
export const INTERMEDIARY_TRADES = [
  'oil-trader',
  'bunkers',
  'coal',
  'iron-ore',
  'steel-mill',
  'bullion',
  'copper-miner',
  'metals-trader',
  'grain-house',
  'crusher',
  'edible-oils',
  'sugar',
  'coffee',
  'cocoa',
  'fertiliser',
  'carbon',
  'lithium',
];

export interface Intermediary {
  word: string;
  staff: Staff;
  /** Notes that relay the market without taking a side. */
  notes: readonly string[];
}

export const INTERMEDIARIES: readonly Intermediary[] = [
  {
    word: 'Brokers',
    staff: { role: 'Broker', side: 'both', titles: ['Senior Broker', 'Partner', 'Associate Broker', 'Head of Brokerage'] },
    notes: [
      'Mandated by a {c} producer: {v} lots, {i} {p}, commission 0.5%.',
      'Covers {c} into {p}; knows every end user on that coast.',
      'Good market colour on {c}: sends a daily {b} note.',
    ],
  },
  {
    word: 'Agencies',
    staff: { role: 'Agent', side: 'both', titles: ['Commission Agent', 'Country Representative', 'Principal'] },
    notes: ['Commission agent for two {c} mills; {v} lots {i} {p}.', 'Represents {c} shippers at {p}; 1% on signed contracts.'],
  },
  {
    word: 'Advisory',
    staff: {
      role: 'Consultant',
      side: 'both',
      titles: ['Principal Consultant', 'Senior Market Analyst', 'Managing Consultant', 'Advisor'],
    },
    notes: [
      'Publishes a weekly {c} balance; good read on flows through {p}.',
      'Advised us on {c} freight spreads into {p}; paid retainer.',
    ],
  },
];

/** People who serve the trade without buying or selling: entered with a role of their own ('Other'). */
export const SERVICE_FIRMS: readonly {
  words: string;
  role: string;
  titles: readonly string[];
  notes: readonly string[];
  /** The trades they serve. */
  trades: readonly string[];
}[] = [
  {
    words: 'Commodity Finance',
    role: 'Trade Finance Banker',
    trades: ['oil-trader', 'metals-trader', 'grain-house', 'bullion', 'sugar', 'coffee', 'cocoa', 'fertiliser', 'upstream'],
    titles: ['Director, Structured Trade Finance', 'Vice President, Commodity Finance'],
    notes: [
      'Finances {c} flows out of {p}; limits up to USD 20m a deal, {pay} preferred.',
      'Bank’s {c} book is growing; open to borrowing-base deals.',
    ],
  },
  {
    words: 'Chartering',
    role: 'Shipbroker',
    trades: ['coal', 'iron-ore', 'grain-origin', 'fertiliser', 'alumina', 'manganese'],
    titles: ['Dry Bulk Chartering Manager', 'Head of Chartering'],
    notes: [
      'Fixes Supramax and Panamax tonnage for {c} out of {p}. Good on demurrage claims.',
      'Sends freight ideas for {c} out of {p} every Monday.',
    ],
  },
  {
    words: 'Inspection Services',
    role: 'Cargo Surveyor',
    trades: ['coal', 'iron-ore', 'grain-origin', 'copper-miner', 'refinery', 'fertiliser', 'edible-oils'],
    titles: ['Senior Surveyor', 'Operations Manager'],
    notes: [
      'Covers {p} for {c} cargoes; survey reports within 24 hours of loading.',
      'Draft surveys and sampling for {c} at {p}; fair on disputes.',
    ],
  },
];
