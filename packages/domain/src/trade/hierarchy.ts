/**
 * The product hierarchy: which broader products a product belongs to. A buyer who asks for the
 * broader product ('nitrogen fertilisers', 'ferroalloys', 'crude oil') is served by a seller of any
 * product under it ('urea', 'ferrochrome', 'Brent'); products side by side under one parent (arabica
 * and robusta, HRC and CRC, DAP and MAP) never serve each other.
 *
 * A product's parents are the ones PARENTS names; a product PARENTS does not name has its family's
 * plain name (the family's generic product) as its parent. An empty list means: no parent at all
 * (condensate is not crude oil; met coke is not coal).
 */

import { TRADE_PRODUCTS } from './products.ts';

export const PRODUCT_PARENTS: Readonly<Record<string, readonly string[]>> = {
  // Fertilisers: the three nutrient groups, compounds and the plain word.
  nitrogen_fertilisers: ['fertiliser'],
  phosphates: ['fertiliser'],
  potash_fertilisers: ['fertiliser'],
  potash: ['potash_fertilisers'],
  sop: ['potash_fertilisers'],
  npk: ['fertiliser'],
  // Raw materials of fertilisers, not fertilisers a farmer buys.
  phosphate_rock: [],
  phosphoric_acid: [],
  // Food commodities (round 6): skim and whole milk powder under milk powder; MDM is a chicken product; the shrimp
  // presentations (HOSO, HLSO, peeled) are the vannamei trade's; soluble coffee is made from green coffee, not one, and a
  // buyer of plain green coffee is not served by decaf.
  smp: ['milk_powder'],
  wmp: ['milk_powder'],
  mdm: ['poultry'],
  shrimp_hoso: ['shrimp_vannamei'],
  shrimp_hlso: ['shrimp_vannamei'],
  shrimp_peeled: ['shrimp_vannamei'],
  coffee_soluble: [],
  coffee_decaf: [],
  // Seafood (round 10): fish, shrimp and squid under seafood; cod, pollock and hake under whitefish and fish; tuna is
  // fish. Stockfish (dried cod) is its own trade: a buyer of frozen cod is not served by it, nor the reverse.
  fish: ['seafood'],
  whitefish: ['fish'],
  tuna: ['fish'],
  shrimp: ['seafood'],
  squid: ['seafood'],
  stockfish: [],
  // Groundnuts are an oilseed; rye and triticale are grains; malt is made from barley but is not barley; copra and
  // palm kernels are the raw material of their oils, not the oil.
  groundnuts: ['oilseeds'],
  rye: ['grains'],
  triticale: ['grains'],
  palm_kernels: [],
  coconut_oil: ['vegetable_oils'],
  groundnut_oil: ['vegetable_oils'],
  // Synthetic rubber is a petrochemical, never natural rubber.
  synthetic_rubber: ['petrochemicals'],
  // Oil: the crude grades come under crude oil; condensate is its own product.
  condensate: [],
  // Coal: thermal and coking both come under coal; coke is made from coal but is not coal.
  coking_coal: ['coal'],
  pci_coal: ['coal'],
  met_coke: [],
  // Steel: flat and long products, each under steel.
  flat_steel: ['steel'],
  long_steel: ['steel'],
  hrc: ['flat_steel'],
  crc: ['flat_steel'],
  galvanised_steel: ['flat_steel'],
  plate: ['flat_steel'],
  rebar: ['long_steel'],
  wire_rod: ['long_steel'],
  // Base metals: each metal's plain name under the group.
  copper: ['base_metals'],
  aluminium: ['base_metals'],
  zinc: ['base_metals'],
  nickel: ['base_metals', 'battery_metals'],
  lead: ['base_metals'],
  tin: ['base_metals'],
  // Vegetable oils: palm's plain name, and each seed's oil.
  palm_oil: ['vegetable_oils'],
  palm_kernel_oil: ['vegetable_oils'],
  soybean_oil: ['vegetable_oils'],
  sunflower_oil: ['vegetable_oils'],
  rapeseed_oil: ['vegetable_oils'],
  olive_oil: ['vegetable_oils'],
  // Ores, concentrates and intermediates are not the metal a buyer of 'copper' or 'aluminium' means.
  copper_concentrate: [],
  zinc_concentrate: [],
  lead_concentrate: [],
  tin_concentrate: [],
  nickel_ore: [],
  // (Round 15: nickel's intermediates are not the metal a buyer of class 1 nickel means.)
  nickel_matte: [],
  mhp: ['battery_metals'],
  nickel_sulphate: ['battery_metals'],
  apt: ['tungsten'],
  tungsten_concentrate: [],
  dysprosium: ['rare_earths'],
  ndpr: ['rare_earths'],
  hpmsm: ['battery_metals'],
  flake_graphite: ['graphite'],
  spherical_graphite: ['graphite'],
  synthetic_graphite: ['graphite'],
  bauxite: [],
  alumina: [],
  spodumene: [],
  gold_dore: [],
  // Processed from the product, not the product: flour is not wheat, molasses is not sugar.
  wheat_flour: [],
  molasses: [],
  cotton_yarn: [],
  // Oil products: the clean ones, the middle distillates, fuel oil.
  middle_distillates: ['oil_products'],
  fuel_oil: ['oil_products'],
  gasoline: ['oil_products'],
  naphtha: ['oil_products'],
  polymers: ['petrochemicals'],
  potassium_nitrate: ['fertiliser'],
  // Scrap of a metal is that metal and non-ferrous scrap.
  copper_scrap: ['copper', 'non_ferrous_scrap'],
  aluminium_scrap: ['aluminium', 'non_ferrous_scrap'],
  // Battery metals.
  lithium: ['battery_metals'],
  cobalt: ['battery_metals'],
  graphite: ['battery_metals'],
  // Precious metals and the platinum group.
  gold: ['precious_metals'],
  silver: ['precious_metals'],
  pgms: ['precious_metals'],
  platinum: ['pgms'],
  palladium: ['pgms'],
  rhodium: ['pgms'],
  // Grains, oilseeds, softs, meals.
  wheat: ['grains'],
  corn: ['grains'],
  barley: ['grains'],
  sorghum: ['grains'],
  oats: ['grains'],
  rice: ['grains'],
  millet: ['grains'],
  soybeans: ['oilseeds'],
  rapeseed: ['oilseeds'],
  sunflower_seeds: ['oilseeds'],
  sugar: ['softs'],
  coffee: ['softs'],
  cocoa: ['softs'],
  cotton: ['softs'],
  orange_juice: ['softs'],
  soybean_meal: ['protein_meals'],
  rapeseed_meal: ['protein_meals'],
  sunflower_meal: ['protein_meals'],
  // By-products of palm refining are not oils a refiner of edible oil is short of.
  pfad: [],
  palm_stearin: ['palm_oil'],
  // Grades of a grain or an oil under its plain product; by-products and concentrates on their own.
  malting_barley: ['barley'],
  feed_barley: ['barley'],
  milling_wheat: ['wheat'],
  crude_sunflower_oil: ['sunflower_oil'],
  refined_sunflower_oil: ['sunflower_oil'],
  wheat_bran: [],
  fish_oil: [],
  moly_concentrate: [],
  molybdic_oxide: [],
  // Marine fuels: a ship's bunkers are fuel oil or marine gasoil; a buyer of bunkers is served by either.
  bunkers: ['oil_products'],
  hsfo: ['fuel_oil', 'bunkers'],
  vlsfo: ['fuel_oil', 'bunkers'],
  marine_gasoil: ['middle_distillates', 'bunkers'],
  // Refinery intermediates and blendstocks are oil products, not the finished fuel they go into.
  avgas: ['oil_products'],
  mtbe: ['oil_products'],
  reformate: ['oil_products'],
  pygas: ['oil_products'],
  cso: ['oil_products'],
  vgo: ['oil_products'],
  lco: ['oil_products'],
  white_spirit: ['oil_products'],
  paraffin_wax: ['oil_products'],
  base_oil: ['oil_products'],
  // DPK is kerosene of jet quality; bright stock is the heaviest base oil.
  dpk: ['jet_fuel'],
  bright_stock: ['base_oil'],
  // Polyethylene's grades stay apart from each other (an HDPE buyer is not served by LDPE).
  hdpe: ['polyethylene'],
  ldpe: ['polyethylene'],
  lldpe: ['polyethylene'],
  polyethylene: ['polymers'],
  polypropylene: ['polymers'],
  pvc: ['polymers'],
  pet_resin: ['polymers'],
  polystyrene: ['polymers'],
  // Iron ore: fines, lump and pellets are side by side under iron ore, never one another.
  iron_ore_fines: ['iron_ore'],
  iron_ore_lump: ['iron_ore'],
  iron_ore_pellets: ['iron_ore'],
  // By-products and consumables of steelmaking, not steel nor ore.
  mill_scale: [],
  graphite_electrodes: [],
  // Cobalt hydroxide (and sulphate) under the plain word, which is what most write for the metal; coltan is
  // tantalum's ore, not the metal.
  cobalt_hydroxide: ['cobalt'],
  coltan: [],
  // Pulses under the plain word.
  pigeon_peas: ['pulses'],
  urad: ['pulses'],
  mung_beans: ['pulses'],
  lentils: ['pulses'],
  chickpeas: ['pulses'],
  peas: ['pulses'],
  // Shea kernels and the butter made of them are two products.
  shea_butter: [],
};

const GENERIC_OF_FAMILY = new Map<string, string>();
for (const p of TRADE_PRODUCTS) if (p.generic && !GENERIC_OF_FAMILY.has(p.family)) GENERIC_OF_FAMILY.set(p.family, p.id);

/** What the hierarchy needs of a resolved commodity (resolve.ts's ResolvedCommodity has it). */
export interface ProductRef {
  id: string;
  known: boolean;
}

/** The direct parents of a product id. */
export function productParents(id: string): readonly string[] {
  const explicit = PRODUCT_PARENTS[id];
  if (explicit) return explicit;
  const product = TRADE_PRODUCTS.find((p) => p.id === id);
  if (!product) return [];
  const generic = GENERIC_OF_FAMILY.get(product.family);
  return generic && generic !== id ? [generic] : [];
}

// Every product's ancestors, computed once.
const ANCESTORS = new Map<string, ReadonlySet<string>>();
function ancestorsOf(id: string, visiting = new Set<string>()): ReadonlySet<string> {
  const known = ANCESTORS.get(id);
  if (known) return known;
  const out = new Set<string>();
  visiting.add(id);
  for (const parent of productParents(id)) {
    if (visiting.has(parent)) continue;
    out.add(parent);
    for (const a of ancestorsOf(parent, visiting)) out.add(a);
  }
  visiting.delete(id);
  ANCESTORS.set(id, out);
  return out;
}
for (const p of TRADE_PRODUCTS) ancestorsOf(p.id);

// Every product's descendants, from the ancestors.
const DESCENDANTS = new Map<string, Set<string>>();
for (const [id, ancestors] of ANCESTORS)
  for (const a of ancestors) {
    const set = DESCENDANTS.get(a) ?? new Set<string>();
    set.add(id);
    DESCENDANTS.set(a, set);
  }

/** Every narrower product under a product id ('nitrogen_fertilisers' -> urea, UAN, AN, CAN, AS...). */
export function productDescendants(id: string): ReadonlySet<string> {
  return DESCENDANTS.get(id) ?? EMPTY;
}

/** Every broader product a product id comes under ('urea' -> nitrogen fertilisers, fertiliser). */
export function productAncestors(id: string): ReadonlySet<string> {
  return ANCESTORS.get(id) ?? EMPTY;
}
const EMPTY: ReadonlySet<string> = new Set();

/**
 * Whether what a seller offers serves what a buyer wants: 'exact' for the same product, 'family' when
 * the seller's product comes under the buyer's broader one (a urea seller for a buyer of nitrogen
 * fertilisers, a Brent seller for a buyer of crude oil), null otherwise. The other way round is null
 * too: a seller who names only 'crude oil' or 'fertilisers' has not said they have the Brent or the
 * urea the buyer wants (the engine may still look closer through commodityMatch, less surely).
 * Products side by side under one parent (arabica and robusta) are null.
 */
export function productServes(sellerProduct: ProductRef, buyerProduct: ProductRef): 'exact' | 'family' | null {
  if (sellerProduct.id === buyerProduct.id) return 'exact';
  if (!sellerProduct.known || !buyerProduct.known) return null;
  return productAncestors(sellerProduct.id).has(buyerProduct.id) ? 'family' : null;
}
