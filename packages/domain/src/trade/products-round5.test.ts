import { describe, expect, it } from 'vitest';
import { productAncestors, productServes } from './hierarchy.ts';
import { subregionCountries } from './regions.ts';
import { commodityMatch, resolveCommodities, resolveCommodity } from './resolve.ts';
import { productsInText } from './sides.ts';

const id = (text: string) => resolveCommodity(text).id;
const inText = (text: string) => productsInText(text).map((p) => p.id);
const under = (child: string, parent: string) => productAncestors(child).has(parent);

describe('round 5: products we had no entry for', () => {
  const table: [writing: string, product: string][] = [
    // Refinery intermediates, blendstocks and specialities
    ['Avgas 100LL', 'avgas'],
    ['MTBE', 'mtbe'],
    ['heavy reformate', 'reformate'],
    ['pygas', 'pygas'],
    ['CSO (clarified slurry oil)', 'cso'],
    ['LSVGO', 'vgo'],
    ['vacuum gasoil', 'vgo'],
    ['LCO', 'lco'],
    ['white spirit', 'white_spirit'],
    ['slack wax', 'paraffin_wax'],
    ['paraffin wax', 'paraffin_wax'],
    ['DPK', 'dpk'],
    ['bright stock', 'bright_stock'],
    // Steel inputs and ferroalloys
    ['FeTi 70', 'ferrotitanium'],
    ['FeNb 65', 'ferroniobium'],
    ['EMM flakes', 'emm'],
    ['electrolytic manganese metal', 'emm'],
    ['FeSiMg', 'fesimg'],
    ['CaSi cored wire', 'casi'],
    ['mill scale', 'mill_scale'],
    ['UHP electrodes', 'graphite_electrodes'],
    ['pellets', 'iron_ore_pellets'],
    ['Pellets Fe 65', 'iron_ore_pellets'],
    ['pellets (DR grade)', 'iron_ore_pellets'],
    ['IOF', 'iron_ore_fines'],
    ['Feinerz', 'iron_ore_fines'],
    ['minério de ferro (finos)', 'iron_ore_fines'],
    ['sinter feed', 'iron_ore_fines'],
    ['CLO', 'iron_ore_lump'],
    ['lump ore', 'iron_ore_lump'],
    ['magnetite concentrate', 'iron_ore'],
  ];
  it.each(table)('%s is %s', (writing, product) => expect(id(writing)).toBe(product));
});

describe('round 5: grades, languages and spellings', () => {
  const table: [writing: string, product: string][] = [
    // Bunkers
    ['soutes', 'bunkers'],
    ['combustible marino', 'bunkers'],
    ['marine fuel', 'bunkers'],
    ['bunker stems', 'bunkers'],
    ['LSMGO bunkers', 'marine_gasoil'],
    // Fuel oil by its sulphur, in any language
    ['fuelóleo 0,5%', 'vlsfo'],
    ['fuelóleo 3,5%', 'hsfo'],
    ['fuel oil 0.5%S', 'vlsfo'],
    ['M100 mazut', 'hsfo'],
    ['HFO', 'hsfo'],
    ['furnace oil', 'fuel_oil'],
    ['gasoil 1000ppm', 'diesel'],
    ['LSGO 0.1', 'diesel'],
    ['mid-dist', 'middle_distillates'],
    ['jetfuel', 'jet_fuel'],
    ['SN150', 'base_oil'],
    ['naphte', 'naphtha'],
    ['OSN', 'naphtha'],
    ['euro-bob', 'gasoline'],
    // Steel inputs
    ['metcoke', 'met_coke'],
    ['coke métallurgique', 'met_coke'],
    ['coking col', 'coking_coal'],
    ['semi-soft coking', 'coking_coal'],
    ['chugun', 'pig_iron'],
    ['gusa', 'pig_iron'],
    ['minério de manganês', 'manganese_ore'],
    ['minério de cromo', 'chrome_ore'],
    ['mineral de cromo', 'chrome_ore'],
    ['chrome conc', 'chrome_ore'],
    ['Shredderschrott', 'steel_scrap'],
    ['lom 3A', 'steel_scrap'],
    ['316 paslanmaz hurda', 'stainless_steel'],
    ['ferraille alu', 'aluminium_scrap'],
    ['brames', 'slab'],
    ['bobinas a quente', 'hrc'],
    ['RB-3 5500 NAR', 'thermal_coal'],
    // Concentrates however written
    ['lead cons', 'lead_concentrate'],
    ['conc. zinc', 'zinc_concentrate'],
    ['concentrado de plomo', 'lead_concentrate'],
    ['concentrados Cu', 'copper_concentrate'],
    ['concentré de cuivre', 'copper_concentrate'],
    ['Kupferkonzentrat', 'copper_concentrate'],
    ['bakır konsantresi', 'copper_concentrate'],
    // Agri
    ['RSD', 'rapeseed'],
    ['SYB', 'soybeans'],
    ['harina soja 47%', 'soybean_meal'],
    ['farelo', 'soybean_meal'],
    ['HiPro sunmeal', 'sunflower_meal'],
    ['aceite de soja crudo', 'soybean_oil'],
    ['sunoil crude', 'crude_sunflower_oil'],
    ['aceite de girasol crudo', 'crude_sunflower_oil'],
    ['crude veg oil', 'vegetable_oils'],
    ['oléine de palme', 'rbd_palm_olein'],
    ['sugr raw', 'raw_sugar'],
    ['üre', 'urea'],
    ['arándano', 'blueberries'],
    ['grapes', 'table_grapes'],
    ['PX', 'paraxylene'],
    ['SM', 'styrene'],
    ['estireno', 'styrene'],
  ];
  it.each(table)('%s is %s', (writing, product) => expect(id(writing)).toBe(product));
});

describe('round 5: the trades of the next books', () => {
  const table: [writing: string, product: string][] = [
    ['Thai hom mali', 'rice'],
    ['Vietnamese 5% broken', 'rice'],
    ['IR64 parboiled', 'rice'],
    ['100% broken rice', 'rice'],
    ['1121 sella', 'basmati_rice'],
    ['pigeon peas', 'pigeon_peas'],
    ['toor dal', 'pigeon_peas'],
    ['urad', 'urad'],
    ['black matpe', 'urad'],
    ['mung beans', 'mung_beans'],
    ['green gram', 'mung_beans'],
    ['masoor', 'lentils'],
    ['arvejas', 'peas'],
    ['crude degummed soyabean oil', 'soybean_oil'],
    ['cobalt hydroxide', 'cobalt_hydroxide'],
    ['Kobalthydroxid', 'cobalt_hydroxide'],
    ['hidróxido de cobalto', 'cobalt_hydroxide'],
    ['cobalt metal', 'cobalt'],
    ['coltan', 'coltan'],
    ['tantalite', 'coltan'],
    ['cassiterita', 'tin_concentrate'],
    ['estaño', 'tin'],
    ['HDPE', 'hdpe'],
    ['PEBD', 'ldpe'],
    ['LLDPE C4', 'lldpe'],
    ['GPPS', 'polystyrene'],
    ['PP copo', 'polypropylene'],
    ['soda cáustica', 'caustic_soda'],
    ['soude caustique', 'caustic_soda'],
    ['amonyak', 'ammonia'],
    ['azufre granulado', 'sulphur'],
    ['carbonato de litio', 'lithium_carbonate'],
    ['paladio', 'palladium'],
    ['platine', 'platinum'],
  ];
  it.each(table)('%s is %s', (writing, product) => expect(id(writing)).toBe(product));
});

describe('round 5: the hierarchy keeps near misses apart', () => {
  it('a buyer of bunkers is served by HSFO, VLSFO and LSMGO bunker sellers', () => {
    for (const p of ['hsfo', 'vlsfo', 'marine_gasoil']) expect(under(p, 'bunkers'), p).toBe(true);
    expect(productServes({ id: 'marine_gasoil', known: true }, { id: 'bunkers', known: true })).toBe('family');
    // ...but a jet fuel seller is not a bunker supplier.
    expect(under('jet_fuel', 'bunkers')).toBe(false);
  });
  it('fines, lump and pellets are iron ore, never one another', () => {
    for (const p of ['iron_ore_fines', 'iron_ore_lump', 'iron_ore_pellets']) expect(under(p, 'iron_ore'), p).toBe(true);
    expect(productServes({ id: 'iron_ore_pellets', known: true }, { id: 'iron_ore_fines', known: true })).toBeNull();
    expect(commodityMatch(resolveCommodity('DR grade pellets'), resolveCommodity('PB fines'))).toBe(0);
  });
  it('the new ferroalloys are ferroalloys; mill scale and electrodes are not', () => {
    for (const p of ['ferrotitanium', 'ferroniobium', 'emm', 'fesimg', 'casi']) expect(under(p, 'ferroalloys'), p).toBe(true);
    expect(under('mill_scale', 'ferroalloys')).toBe(false);
    expect(under('graphite_electrodes', 'graphite')).toBe(false);
    // FeSiMg is not ferrosilicon.
    expect(commodityMatch(resolveCommodity('FeSiMg'), resolveCommodity('FeSi 75'))).toBe(0);
  });
  it('cobalt hydroxide is a cobalt product of its own, under cobalt', () => {
    expect(under('cobalt_hydroxide', 'cobalt')).toBe(true);
    expect(under('cobalt_hydroxide', 'battery_metals')).toBe(true);
    expect(commodityMatch(resolveCommodity('cobalt hydroxide'), resolveCommodity('cobalt sulphate'))).toBe(0);
  });
  it('HDPE, LDPE and LLDPE are polyethylene and polymers, never one another', () => {
    for (const p of ['hdpe', 'ldpe', 'lldpe']) {
      expect(under(p, 'polyethylene'), p).toBe(true);
      expect(under(p, 'polymers'), p).toBe(true);
    }
    expect(commodityMatch(resolveCommodity('HDPE'), resolveCommodity('LDPE'))).toBe(0);
  });
  it('refinery intermediates are oil products, not the fuels they go into', () => {
    for (const p of ['vgo', 'lco', 'cso', 'reformate', 'pygas', 'mtbe', 'avgas', 'white_spirit', 'paraffin_wax'])
      expect(under(p, 'oil_products'), p).toBe(true);
    expect(under('reformate', 'gasoline')).toBe(false);
    expect(under('lco', 'middle_distillates')).toBe(false);
    expect(under('cso', 'fuel_oil')).toBe(false);
    expect(under('dpk', 'jet_fuel')).toBe(true);
    expect(under('bright_stock', 'base_oil')).toBe(true);
  });
  it('pulses come under pulses; coltan is not tantalum metal', () => {
    for (const p of ['pigeon_peas', 'urad', 'mung_beans', 'lentils', 'chickpeas', 'peas']) expect(under(p, 'pulses'), p).toBe(true);
    expect(commodityMatch(resolveCommodity('pigeon peas'), resolveCommodity('yellow peas'))).toBe(0);
    expect(under('coltan', 'tantalum')).toBe(false);
  });
  it('older near misses still stay apart', () => {
    const apart: [string, string][] = [
      ['HRC', 'CRC'],
      ['DAP', 'MAP'],
      ['raw sugar', 'white sugar'],
      ['copper concentrate', 'copper cathode'],
      ['platinum', 'palladium'],
      ['coking coal', 'thermal coal'],
      ['robusta', 'arabica'],
      ['zinc concentrate', 'SHG zinc'],
    ];
    for (const [a, b] of apart) expect(commodityMatch(resolveCommodity(a), resolveCommodity(b)), `${a} / ${b}`).toBe(0);
  });
});

describe('round 5: words around a product are not another product', () => {
  it('crude after a vegetable oil is its grade, not crude oil', () => {
    expect(inText('can offer sunoil crude 30kt FOB Izmail')).toEqual(['crude_sunflower_oil']);
    expect(inText('compra aceite de soja crudo')).toEqual(['soybean_oil']);
    expect(inText('buys any crude veg oil via UAE')).toEqual(['vegetable_oils']);
    expect(resolveCommodities('aceite de girasol crudo').map((p) => p.id)).toEqual(['crude_sunflower_oil']);
  });
  it('harina de soja is soybean meal, not wheat flour', () => {
    expect(inText('exporta harina soja 47%')).toEqual(['soybean_meal']);
    expect(resolveCommodities('harina de soja, harina de girasol').map((p) => p.id)).toEqual(['soybean_meal', 'sunflower_meal']);
  });
  it('HiPro sunmeal is sunflower meal, not soybean meal', () => {
    expect(inText('offers HiPro sunmeal regularly')).toEqual(['sunflower_meal']);
  });
  it('RB-1 and RB-3 are South African coal, not RBOB gasoline', () => {
    expect(resolveCommodities('RB-1, RB-3 5500 NAR').map((p) => p.id)).toEqual(['thermal_coal']);
    expect(inText('offering RB3 5500 2 barges/week')).toEqual(['thermal_coal']);
  });
  it('concentrates written every way are the concentrate, not the metal', () => {
    expect(resolveCommodities('zinc concentrate, lead cons, silver').map((p) => p.id)).toEqual([
      'zinc_concentrate',
      'lead_concentrate',
      'silver',
    ]);
    expect(inText('vende Zn conc FOB Arica')).toEqual(['zinc_concentrate']);
  });
  it('everyday words stay words', () => {
    for (const word of ['either', 'store', 'route', 'stock', 'scale', 'margin', 'angle', 'blame', 'stone', 'fresco'])
      expect(resolveCommodity(word).known, word).toBe(false);
  });
});

describe('round 5: the trading hubs a priority names', () => {
  it('US Gulf, ARA and NWE are places', () => {
    expect(subregionCountries('US Gulf')).toEqual(['US']);
    expect(subregionCountries('USG')).toEqual(['US']);
    expect(subregionCountries('ARA')).toEqual(['NL', 'BE']);
    expect(subregionCountries('NWE')).toContain('DE');
  });
});

describe('round 5: cocoa products in other languages stay apart from the beans', () => {
  it.each([
    ['kakao tozu', 'cocoa_products'],
    ['kakao yağı', 'cocoa_products'],
    ['Kakaopulver', 'cocoa_products'],
    ['cacau em pó', 'cocoa_products'],
    ['kakao', 'cocoa'],
  ])('%s is %s', (writing, product) => {
    expect(id(writing)).toBe(product);
  });
});

describe('round 5, second pass: grades, languages and word order of the rice, metals and polymer trades', () => {
  const ids = (text: string) => resolveCommodities(text).map((r) => r.id);
  it.each([
    ['Viet 5%', 'rice'],
    ['Thai white 5%', 'rice'],
    ['A1 super brkn', 'rice'],
    ['brisure 100%', 'rice'],
    ['PB rice', 'rice'],
    ['usna (parboiled)', 'rice'],
    ['non-basmati white', 'rice'],
    ['1509 steam', 'basmati_rice'],
    ['1121 golden sella', 'basmati_rice'],
    ['oleine RBD', 'rbd_palm_olein'],
    ['CSBO', 'soybean_oil'],
    ['soyabean oil crude', 'soybean_oil'],
    ['aceite de soja crudo', 'soybean_oil'],
    ['CSFO', 'crude_sunflower_oil'],
    ['YP whole', 'peas'],
    ['yellow pees', 'peas'],
    ['Aus desi', 'chickpeas'],
    ['feijão bóer', 'pigeon_peas'],
    ['tuar', 'pigeon_peas'],
    ['IC45', 'white_sugar'],
    ['concentrado de Cu 25%', 'copper_concentrate'],
    ['conc. cuivre', 'copper_concentrate'],
    ['conc Zn 48-52%', 'zinc_concentrate'],
    ['conc. de plomo', 'lead_concentrate'],
    ['Bleikonzentrat', 'lead_concentrate'],
    ['Kathoden', 'copper_cathode'],
    ['Tantalerz', 'coltan'],
    ['LHM', 'lithium_hydroxide'],
    ['tantalum powder', 'tantalum'],
    ['anode slimes', 'anode_slimes'],
    ['carbonato de sodio', 'soda_ash'],
    ['polímeros', 'polymers'],
    ['Kunststoffe', 'polymers'],
    ['LLDPE butene', 'lldpe'],
    ['high density polyethelene', 'hdpe'],
    ['naptha', 'naphtha'],
    ['PET', 'pet_resin'],
  ])('%s is %s', (writing, product) => {
    expect(resolveCommodity(writing).id).toBe(product);
  });

  it('a grade in brackets or after "w/" is part of the entry, not another product', () => {
    expect(ids('doré (Au/Ag)')).toEqual(['gold_dore']);
    expect(ids('Pb conc w/ Ag')).toEqual(['lead_concentrate']);
    expect(ids('lead concs (high silver)')).toEqual(['lead_concentrate']);
  });

  it('a list of metals before one grade names that grade of each', () => {
    expect(ids('Cu/Zn/Pb concs')).toEqual(['copper_concentrate', 'zinc_concentrate', 'lead_concentrate']);
    expect(ids('cuivre cathodes / conc')).toEqual(['copper_cathode', 'copper_concentrate']);
  });

  it('ships are not products: a shipowner\'s "LNG carriers" or "VLGC" names no trade', () => {
    expect(ids('LNG carriers')).toEqual([]);
    expect(ids('MGC/VLGC')).toEqual([]);
    expect(ids('chemical tankers')).toEqual([]);
    expect(ids('LNG, LPG')).toEqual(['lng', 'lpg']);
  });

  it('the silver a lead concentrate carries and the metals of "concentrados de zinc y plomo" in notes', () => {
    expect(productsInText('buys lead concs (high silver) from mines').map((r) => r.id)).toEqual(['lead_concentrate']);
    expect(productsInText('vende concentrados de zinc y plomo, 8k dmt/mes').map((r) => r.id)).toEqual([
      'zinc_concentrate',
      'lead_concentrate',
    ]);
  });
});
