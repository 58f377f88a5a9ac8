/**
 * Commodity catalogue and the map legend's colour groups (spec §2 'Network Map', §9 'Map').
 * The catalogue seeds the commodities table on first start.
 */
export const COMMODITY_GROUPS = ['oil_gas', 'iron_steel', 'precious_metals', 'agriculture', 'base_metals', 'other'] as const;
export type CommodityGroup = (typeof COMMODITY_GROUPS)[number];

export const COMMODITY_GROUP_LABELS: Record<CommodityGroup, string> = {
  oil_gas: 'Oil & Gas',
  iron_steel: 'Iron & Steel',
  precious_metals: 'Precious Metals',
  agriculture: 'Agriculture',
  base_metals: 'Base Metals',
  other: 'Other',
};

export interface CatalogueCommodity {
  name: string;
  symbol: string;
  group: CommodityGroup;
}

export const COMMODITY_CATALOGUE: readonly CatalogueCommodity[] = [
  // Energy
  { name: 'Crude Oil (Brent)', symbol: 'BRN', group: 'oil_gas' },
  { name: 'Crude Oil (WTI)', symbol: 'WTI', group: 'oil_gas' },
  { name: 'Natural Gas', symbol: 'NG', group: 'oil_gas' },
  { name: 'LNG', symbol: 'LNG', group: 'oil_gas' },
  { name: 'LPG', symbol: 'LPG', group: 'oil_gas' },
  { name: 'Diesel (Gasoil)', symbol: 'GO', group: 'oil_gas' },
  { name: 'Gasoline', symbol: 'RB', group: 'oil_gas' },
  { name: 'Jet Fuel', symbol: 'JET', group: 'oil_gas' },
  { name: 'Fuel Oil', symbol: 'FO', group: 'oil_gas' },
  { name: 'Naphtha', symbol: 'NAP', group: 'oil_gas' },
  { name: 'Thermal Coal', symbol: 'COAL', group: 'other' },
  { name: 'Coking Coal', symbol: 'MCC', group: 'iron_steel' },
  { name: 'Carbon Credits (EUA)', symbol: 'EUA', group: 'other' },
  { name: 'Uranium', symbol: 'U3O8', group: 'other' },
  // Ferrous
  { name: 'Iron Ore', symbol: 'FE', group: 'iron_steel' },
  { name: 'Steel (HRC)', symbol: 'HRC', group: 'iron_steel' },
  { name: 'Steel Rebar', symbol: 'RBR', group: 'iron_steel' },
  { name: 'Steel Scrap', symbol: 'SCRAP', group: 'iron_steel' },
  { name: 'Pig Iron', symbol: 'PIG', group: 'iron_steel' },
  // Precious
  { name: 'Gold', symbol: 'XAU', group: 'precious_metals' },
  { name: 'Silver', symbol: 'XAG', group: 'precious_metals' },
  { name: 'Platinum', symbol: 'XPT', group: 'precious_metals' },
  { name: 'Palladium', symbol: 'XPD', group: 'precious_metals' },
  // Base metals
  { name: 'Copper', symbol: 'HG', group: 'base_metals' },
  { name: 'Aluminium', symbol: 'ALI', group: 'base_metals' },
  { name: 'Zinc', symbol: 'ZN', group: 'base_metals' },
  { name: 'Nickel', symbol: 'NI', group: 'base_metals' },
  { name: 'Lead', symbol: 'PB', group: 'base_metals' },
  { name: 'Tin', symbol: 'SN', group: 'base_metals' },
  { name: 'Cobalt', symbol: 'CO', group: 'base_metals' },
  { name: 'Lithium', symbol: 'LI', group: 'base_metals' },
  { name: 'Manganese Ore', symbol: 'MN', group: 'base_metals' },
  // Agriculture: grains and oilseeds
  { name: 'Wheat', symbol: 'ZW', group: 'agriculture' },
  { name: 'Corn', symbol: 'ZC', group: 'agriculture' },
  { name: 'Soybeans', symbol: 'ZS', group: 'agriculture' },
  { name: 'Soybean Meal', symbol: 'ZM', group: 'agriculture' },
  { name: 'Soybean Oil', symbol: 'ZL', group: 'agriculture' },
  { name: 'Barley', symbol: 'BAR', group: 'agriculture' },
  { name: 'Rice', symbol: 'ZR', group: 'agriculture' },
  { name: 'Palm Oil', symbol: 'FCPO', group: 'agriculture' },
  { name: 'Rapeseed', symbol: 'RS', group: 'agriculture' },
  { name: 'Sunflower Oil', symbol: 'SFO', group: 'agriculture' },
  // Softs
  { name: 'Sugar', symbol: 'SB', group: 'agriculture' },
  { name: 'Coffee (Arabica)', symbol: 'KC', group: 'agriculture' },
  { name: 'Coffee (Robusta)', symbol: 'RC', group: 'agriculture' },
  { name: 'Cocoa', symbol: 'CC', group: 'agriculture' },
  { name: 'Cotton', symbol: 'CT', group: 'agriculture' },
  { name: 'Orange Juice', symbol: 'OJ', group: 'agriculture' },
  { name: 'Rubber', symbol: 'RUB', group: 'agriculture' },
  { name: 'Lumber', symbol: 'LBS', group: 'other' },
  // Livestock and fertiliser
  { name: 'Live Cattle', symbol: 'LE', group: 'agriculture' },
  { name: 'Lean Hogs', symbol: 'HE', group: 'agriculture' },
  { name: 'Urea', symbol: 'UREA', group: 'other' },
  { name: 'Potash', symbol: 'KCL', group: 'other' },
  { name: 'Sulphur', symbol: 'SUL', group: 'other' },
];

const GROUP_KEYWORDS: ReadonlyArray<[CommodityGroup, RegExp]> = [
  ['oil_gas', /oil|gas|lng|lpg|diesel|gasoil|petrol|gasoline|jet|fuel|naphtha|crude|brent|wti|condensate|bitumen/i],
  ['iron_steel', /iron|steel|rebar|hrc|scrap|coking|billet/i],
  ['precious_metals', /gold|silver|platinum|palladium|precious/i],
  ['base_metals', /copper|alumin|zinc|nickel|lead|tin\b|cobalt|lithium|manganese|base metal/i],
  [
    'agriculture',
    /wheat|grain|corn|maize|soy|barley|rice|palm|rapeseed|canola|sunflower|sugar|coffee|cocoa|cotton|juice|rubber|cattle|hog|agri/i,
  ],
];

/** Legend group of a commodity name; catalogue names win, otherwise keywords, otherwise 'other'. */
export function commodityGroup(name: string): CommodityGroup {
  const known = COMMODITY_CATALOGUE.find((c) => c.name.toLowerCase() === name.trim().toLowerCase());
  if (known) return known.group;
  for (const [group, pattern] of GROUP_KEYWORDS) if (pattern.test(name)) return group;
  return 'other';
}

/** Contacts store commodities as text joined by comma and space (spec §3). */
export function splitCommodities(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function joinCommodities(list: readonly string[]): string {
  return list.join(', ');
}
