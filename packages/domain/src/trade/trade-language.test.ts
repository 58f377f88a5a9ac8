/**
 * Trade language as traders write it (decision 032): one table per question, each row a messy
 * writing and what it must mean. Written for this file, not taken from any evaluation set.
 */
import { describe, expect, it } from 'vitest';
import { companyKind, feedsInto } from './company.ts';
import { productDescendants, productServes } from './hierarchy.ts';
import { parseRegion, regionOfPlace, subregionCountries } from './regions.ts';
import { commodityMatch, resolveCommodities, resolveCommodity } from './resolve.ts';
import { contactSide, productsInText, readNotes, type SideInput } from './sides.ts';

const id = (text: string) => resolveCommodity(text).id;
const inProse = (text: string) => productsInText(text).map((p) => p.id);

describe('products in the languages and shorthand of the trade', () => {
  const table: [writing: string, product: string][] = [
    // French
    ['Cuivre', 'copper'],
    ['cathodes de cuivre', 'copper_cathode'],
    ['Engrais', 'fertiliser'],
    ['Urée granulée', 'urea'],
    ['Blé tendre', 'wheat'],
    ['Maïs', 'corn'],
    ['Ferraille', 'steel_scrap'],
    ['Charbon thermique', 'thermal_coal'],
    ['Gazole', 'diesel'],
    ['Tourteau de soja', 'soybean_meal'],
    ['Noix de cajou brutes', 'cashew_rcn'],
    ['Huile de palme brute', 'cpo'],
    ['Sucre blanc', 'white_sugar'],
    // Spanish
    ['Trigo', 'wheat'],
    ['Azúcar', 'sugar'],
    ['Azúcar crudo VHP', 'raw_sugar'],
    ['Harina de soja', 'soybean_meal'],
    ['Chatarra', 'steel_scrap'],
    ['Acero', 'steel'],
    ['Petróleo crudo', 'crude_oil'],
    ['Cátodos de cobre', 'copper_cathode'],
    ['Fertilizantes', 'fertiliser'],
    ['Fosfatos', 'phosphates'],
    ['Café verde', 'coffee'],
    ['Maíz amarillo', 'corn'],
    ['Aceite de girasol', 'sunflower_oil'],
    // Portuguese
    ['Minério de ferro', 'iron_ore'],
    ['Milho', 'corn'],
    ['Farelo de soja', 'soybean_meal'],
    ['Açúcar VHP', 'raw_sugar'],
    ['Aço', 'steel'],
    ['Carvão', 'coal'],
    ['Soja em grão', 'soybeans'],
    ['Ureia', 'urea'],
    ['Café conilon', 'coffee_robusta'],
    ['Castanha de caju', 'cashew_kernels'],
    // German, Italian, Turkish, Dutch
    ['Weizen', 'wheat'],
    ['Düngemittel', 'fertiliser'],
    ['Schrott', 'steel_scrap'],
    ['Kohle', 'coal'],
    ['Kupferkathoden', 'copper_cathode'],
    ['Harnstoff', 'urea'],
    ['Rohkaffee', 'coffee'],
    ['Rottami ferrosi', 'steel_scrap'],
    ['Hurda', 'steel_scrap'],
    ['Tarwe', 'wheat'],
    // Steel shorthand
    ['HRC SAE1006', 'hrc'],
    ['CRCA', 'crc'],
    ['HDG coils', 'galvanised_steel'],
    ['PPGI', 'galvanised_steel'],
    ['GI sheets', 'galvanised_steel'],
    ['HMS 1&2 80:20', 'steel_scrap'],
    ['Shredded 211', 'steel_scrap'],
    ['HBI', 'dri'],
    ['Pig iron (basic)', 'pig_iron'],
    ['Fe 62% fines', 'iron_ore_fines'],
    ['PB fines', 'iron_ore_fines'],
    ['DR grade pellets', 'iron_ore_pellets'],
    ['Flat products', 'flat_steel'],
    // Ferroalloys
    ['HC FeCr', 'ferrochrome'],
    ['FeMn', 'ferromanganese'],
    ['SiMn 65/17', 'silicomanganese'],
    ['FeSi 75', 'ferrosilicon'],
    ['FeV 80', 'ferrovanadium'],
    ['Ferro alloys', 'ferroalloys'],
    // Fertilisers
    ['DAP 18-46-0', 'dap'],
    ['MAP 11-52', 'map'],
    ['MOP granular', 'potash'],
    ['SOP 50% K2O', 'sop'],
    ['UAN 32', 'uan'],
    ['NPK 15-15-15', 'npk'],
    ['16-16-16', 'npk'],
    ['AN 34.4', 'ammonium_nitrate'],
    ['CAN 27', 'can'],
    ['Amsul', 'ammonium_sulphate'],
    ['Nitrogen fertilizers', 'nitrogen_fertilisers'],
    ['Potash fertilisers', 'potash_fertilisers'],
    // Oil
    ['VLSFO 0.5%', 'vlsfo'],
    ['HSFO 380cst', 'hsfo'],
    ['LSMGO', 'marine_gasoil'],
    ['EN590 10ppm', 'diesel'],
    ['AGO', 'diesel'],
    ['ULSD', 'diesel'],
    ['Jet A-1', 'jet_fuel'],
    ['LPG', 'lpg'],
    ['LNG', 'lng'],
    ['Open spec naphtha', 'naphtha'],
    ['Urals', 'urals'],
    ['Murban', 'murban'],
    ['Bonny Light', 'bonny_light'],
    ['CPC Blend', 'cpc_blend'],
    // Vegetable oils and oilseeds
    ['CPO', 'cpo'],
    ['RBD palm olein CP10', 'rbd_palm_olein'],
    ['RBD olein', 'rbd_palm_olein'],
    ['Palm stearin', 'palm_stearin'],
    ['PFAD', 'pfad'],
    ['CPKO', 'palm_kernel_oil'],
    ['SBM 48%', 'soybean_meal'],
    ['SBO', 'soybean_oil'],
    ['Edible oils', 'vegetable_oils'],
    // Coal
    ['Steam coal NAR 5500', 'thermal_coal'],
    ['Coal 6000 NCV', 'thermal_coal'],
    ['GAR 4200', 'thermal_coal'],
    ['HCC', 'coking_coal'],
    // Metals
    ['Cu cath', 'copper_cathode'],
    ['LME grade A', 'copper_cathode'],
    ['Cu conc', 'copper_concentrate'],
    ['SHG zinc', 'zinc'],
    ['P1020', 'aluminium_ingot'],
    ['Zinc conc', 'zinc_concentrate'],
    ['Lead concentrate', 'lead_concentrate'],
    ['Cassiterite', 'tin_concentrate'],
    // Softs
    ['RSS3', 'rubber'],
    ['TSR20', 'rubber'],
    ['W320 cashew kernels', 'cashew_kernels'],
    ['WW240', 'cashew_kernels'],
    ['RCN', 'cashew_rcn'],
    ['Raw cashew nuts', 'cashew_rcn'],
    ['ICUMSA 45', 'white_sugar'],
    ['ICUMSA 600-1200', 'raw_sugar'],
    ['VHP', 'raw_sugar'],
    // Desk names
    ['CPP', 'oil_products'],
    ['Refined products', 'oil_products'],
    ['Grains', 'grains'],
    ['Oilseeds', 'oilseeds'],
    ['Softs', 'softs'],
    ['PGMs', 'pgms'],
    ['Non-ferrous scrap', 'non_ferrous_scrap'],
    ['Amm. sulphate', 'ammonium_sulphate'],
    ['Cotton seed', 'cottonseed'],
    ['PKE', 'palm_kernel_expeller'],
    ['Cassava chips', 'tapioca'],
    // A metal's symbol before its form, grades and shorthand of each trade (second pass)
    ['Ni cathodes', 'nickel'],
    ['Zn ingots', 'zinc'],
    ['IO pellets', 'iron_ore_pellets'],
    ['Fines 62%', 'iron_ore_fines'],
    ['WR SAE 1008', 'wire_rod'],
    ['ADC 12 alloy', 'aluminium'],
    ['AS caprolactam grade', 'ammonium_sulphate'],
    ['Ammonsulfat', 'ammonium_sulphate'],
    ['ferts', 'fertiliser'],
    ['Santos NY2', 'coffee_arabica'],
    ['IR 64 5% broken', 'rice'],
    ['S30 sugar', 'white_sugar'],
    ['RBD PO', 'rbd_palm_olein'],
    ['re-bar 12-32mm', 'rebar'],
    ['bobinas LAC', 'hrc'],
    ['bobinas LAF', 'crc'],
    ['Santos 2/3 17/18', 'coffee_arabica'],
    ['Long grain white, 5% broken', 'rice'],
  ];
  it.each(table)('%s is %s', (writing, product) => {
    expect(id(writing)).toBe(product);
  });
});

describe('near misses stay apart', () => {
  const apart: [string, string][] = [
    ['Arabica', 'Robusta'],
    ['Arabica', 'Conilon'],
    ['HRC', 'CRC'],
    ['DAP', 'MAP'],
    ['Raw sugar', 'White sugar'],
    ['VHP', 'ICUMSA 45'],
    ['Copper concentrate', 'Copper cathode'],
    ['Zinc concentrate', 'SHG zinc'],
    ['Raw cashew nuts', 'Cashew kernels'],
    ['Platinum', 'Palladium'],
    ['Coking coal', 'Thermal coal'],
    ['CPO', 'RBD olein'],
    ['MOP', 'SOP'],
    ['Urals', 'ESPO'],
    ['Ferrochrome', 'Chrome ore'],
  ];
  it.each(apart)('%s is not %s, and neither serves the other', (a, b) => {
    const [x, y] = [resolveCommodity(a), resolveCommodity(b)];
    expect(x.id).not.toBe(y.id);
    expect(productServes(x, y)).toBeNull();
    expect(productServes(y, x)).toBeNull();
  });
});

describe('the product hierarchy', () => {
  const serves: [seller: string, buyer: string, answer: 'exact' | 'family' | null][] = [
    ['Urea', 'Nitrogen fertilizers', 'family'],
    ['UAN 32', 'nitrogen fertilisers', 'family'],
    ['CAN 27', 'Nitrogen fertilizer', 'family'],
    ['Urea', 'Fertilizers', 'family'],
    ['DAP', 'Phosphates', 'family'],
    ['TSP', 'Phosphate fertilizer', 'family'],
    ['MOP', 'Potash fertilizers', 'family'],
    ['SOP', 'Potash fertilizers', 'family'],
    ['NPK 15-15-15', 'Fertilisers', 'family'],
    ['Ferrochrome', 'Ferroalloys', 'family'],
    ['SiMn', 'Ferro alloys', 'family'],
    ['FeV', 'Ferroalloys', 'family'],
    ['Brent', 'Crude oil', 'family'],
    ['Urals', 'Crude', 'family'],
    ['Bonny Light', 'Crude oil', 'family'],
    ['Copper cathode', 'Base metals', 'family'],
    ['Zinc', 'Non-ferrous metals', 'family'],
    ['Thermal coal', 'Coal', 'family'],
    ['Coking coal', 'Coal', 'family'],
    ['Arabica', 'Coffee', 'family'],
    ['Conilon', 'Coffee', 'family'],
    ['HRC', 'Flat steel', 'family'],
    ['HRC', 'Steel', 'family'],
    ['Rebar', 'Long products', 'family'],
    ['CPO', 'Vegetable oils', 'family'],
    ['Soybean oil', 'Edible oil', 'family'],
    ['Sunflower oil', 'Vegetable oil', 'family'],
    ['EN590', 'Oil products', 'family'],
    ['VLSFO', 'Clean petroleum products', 'family'],
    ['Jet A-1', 'Middle distillates', 'family'],
    ['HSFO', 'Dirty petroleum products', 'family'],
    ['Milling wheat', 'Grains', 'family'],
    ['Yellow corn', 'Cereals', 'family'],
    ['Soybeans', 'Oilseeds', 'family'],
    ['Raw sugar', 'Softs', 'family'],
    ['SBM', 'Protein meals', 'family'],
    ['Palladium', 'PGMs', 'family'],
    ['Platinum', 'Precious metals', 'family'],
    ['Copper scrap', 'Non-ferrous scrap', 'family'],
    ['Lithium carbonate', 'Battery metals', 'family'],
    ['HDPE', 'Polymers', 'family'],
    ['Urea', 'Urea 46%', 'exact'],
    ['Conilon', 'Robusta', 'exact'],
    // The parent does not surely serve a buyer of the child.
    ['Nitrogen fertilizers', 'Urea', null],
    ['Crude oil', 'Brent', null],
    ['Coffee', 'Arabica', null],
    ['Steel', 'HRC', null],
    // Not under the parent at all.
    ['Condensate', 'Crude oil', null],
    ['Met coke', 'Coal', null],
    ['Copper concentrate', 'Copper', null],
    ['Bauxite', 'Aluminium', null],
    ['HMS 80:20', 'Non-ferrous scrap', null],
    ['Wheat flour', 'Grains', null],
    ['Crude oil', 'Oil products', null],
    ['Gold doré', 'Precious metals', null],
    ['Phosphate rock', 'Fertilizers', null],
    ['Wheat flour', 'Wheat', null],
    ['Thermal coal', 'Coking coal', null],
    ['HRC', 'Long products', null],
    ['Truffles', 'Truffle slices', null],
    ['Cinnamon', 'Black pepper', null],
    ['Horse mackerel', 'Mackerel', null],
    ['Stockfish', 'Frozen cod', null],
    ['Copra', 'Coconut oil', null],
  ];
  it.each(serves)('a seller of %s for a buyer of %s: %s', (seller, buyer, answer) => {
    expect(productServes(resolveCommodity(seller), resolveCommodity(buyer))).toBe(answer);
  });

  it('lists what comes under a product, and counts one under the other as the same trade, less surely', () => {
    expect([...productDescendants('nitrogen_fertilisers')].sort()).toEqual([
      'ammonia',
      'ammonium_nitrate',
      'ammonium_sulphate',
      'can',
      'uan',
      'urea',
    ]);
    expect(productDescendants('fertiliser').has('dap')).toBe(true);
    expect(productDescendants('coffee').has('coffee_arabica')).toBe(true);
    expect(productDescendants('urea').size).toBe(0);
    const [fertilisers, urea, grains, wheat, arabica, robusta] = ['Fertilizers', 'Urea', 'Grains', 'Wheat', 'Arabica', 'Robusta'].map(
      resolveCommodity,
    );
    expect(commodityMatch(fertilisers!, urea!)).toBe(0.6);
    expect(commodityMatch(wheat!, grains!)).toBe(0.6);
    expect(commodityMatch(arabica!, robusta!)).toBe(0);
  });
});

describe('everyday words and places are not products', () => {
  const prose: [text: string, products: string[]][] = [
    ['Al called about co-loading; will revert on pricing', []],
    ['Offered CIF Santos, 2 to 3 weeks', []],
    ['Looking to buy long grain white rice', ['rice']],
    ['Met over coffee in Geneva, nice guy', []],
    ['Grabbed a coffee at LME week', []],
    ['HR department handles the contract', []],
    ['Prices flat, market is long', []],
    ['Offered CIF Santos, DAP Kampala or FOB Paranaguá', []],
    ['Delivers on DAP basis to Lusaka', []],
    ['Mais il ne répond pas', []],
    ['Não compra mais', []],
    ['He can supply as much as needed', []],
    ['Mr Cooper from the mine said the plant is in good shape', []],
    ['Sells DAP 18-46-0 and MAP', ['dap', 'map']],
    ['Sells DAP Morocco origin', ['dap']],
    ['Offering urea, DAP Kampala', ['urea']],
    ['Buys cooper cathodes', ['copper_cathode']],
    ['Buys cobalt from Kivu Copper Mines SARL', ['cobalt']],
    ['Ex Jiangxi Copper Co, now sells zinc', ['zinc']],
    ['Sells Copper cathodes', ['copper_cathode']],
    ['Buys tea and tin; sells sbm', ['tea', 'tin', 'soybean_meal']],
    ['BUYER OF UREA, AN IMPORTANT CLIENT SINCE 2 YEARS AGO', ['urea']],
    ['SELLS DAP AND SBM EVERY MONTH', ['dap', 'soybean_meal']],
    ['See the map of the mine', []],
    ['Achète du maïs et du blé', ['corn', 'wheat']],
    ['Sells coffee from Minas', ['coffee']],
  ];
  it.each(prose)('%s', (text, products) => {
    expect(inProse(text)).toEqual(products);
  });

  it('reads an Incoterm after another in the commodities field as an Incoterm', () => {
    expect(resolveCommodities('Urea CFR/DAP').map((p) => p.id)).toEqual(['urea']);
    expect(resolveCommodities('Urea / DAP').map((p) => p.id)).toEqual(['urea', 'dap']);
  });

  it('reads what the commodities field says, not the company name', () => {
    // The company is 'Kivu Copper Mines SARL'; the contact trades what its commodities say.
    const side = contactSide({ company: 'Kivu Copper Mines SARL', role: 'Supplier', commodities: 'Cobalt hydroxide' });
    expect([...side.byProduct.keys()]).toEqual(['cobalt_hydroxide']);
    expect(side.side).toBe('sells');
    expect(resolveCommodities('Cobalt hydroxide').map((p) => p.id)).toEqual(['cobalt_hydroxide']);
  });
});

type Row = [label: string, contact: SideInput, side: string, byProduct: Record<string, 'sells' | 'buys'>, stopped: string[]];

describe('sides: broker shorthand, company type, negation and time', () => {
  const rows: Row[] = [
    // Broker shorthand
    ['WTB', { role: 'Broker', notes: 'WTB 50kt urea CFR Paranagua' }, 'buys', { urea: 'buys' }, []],
    ['WTS', { role: 'Broker', notes: 'WTS 2 x 25kt HSFO ex Fujairah' }, 'sells', { hsfo: 'sells' }, []],
    ['RFQ', { role: 'Trader', notes: 'RFQ for SBM, 30k mt monthly' }, 'buys', { soybean_meal: 'buys' }, []],
    ['RFP', { role: 'Agent', notes: 'Sent us an RFP on coking coal' }, 'buys', { coking_coal: 'buys' }, []],
    ['ICPO', { role: 'Broker', notes: 'Can issue ICPO for EN590' }, 'buys', { diesel: 'buys' }, []],
    ['can supply', { role: 'Trader', notes: 'Can supply Cu cathodes LME grade A' }, 'sells', { copper_cathode: 'sells' }, []],
    ['offering', { role: 'Agent', notes: 'Offering Brazilian ICUMSA 45' }, 'sells', { white_sugar: 'sells' }, []],
    ['looking for', { role: 'Trader', notes: 'Looking for PB fines, 170kt' }, 'buys', { iron_ore_fines: 'buys' }, []],
    ['seeking', { role: 'Trader', notes: 'Seeking W320 for EU clients' }, 'buys', { cashew_kernels: 'buys' }, []],
    ['needs', { role: 'Trader', notes: 'Needs 10kt RBD olein monthly' }, 'buys', { rbd_palm_olein: 'buys' }, []],
    ['available', { role: 'Trader', notes: 'RCN available, 5k mt, Ivory Coast origin' }, 'sells', { cashew_rcn: 'sells' }, []],
    ['ex tank', { role: 'Trader', notes: 'Jet A-1 ex tank Rotterdam' }, 'sells', { jet_fuel: 'sells' }, []],
    ['has cargoes', { role: 'Broker', notes: 'Has two Panamax cargoes of NAR 5500' }, 'sells', { thermal_coal: 'sells' }, []],
    ['seeking buyers', { role: 'Trader', notes: 'Seeking buyers for HMS 80:20' }, 'sells', { steel_scrap: 'sells' }, []],
    ['looking for suppliers', { role: 'Trader', notes: 'Looking for suppliers of ferrochrome' }, 'buys', { ferrochrome: 'buys' }, []],
    // Other languages
    ['compra', { role: 'Trader', notes: 'Compra trigo argentino todos los meses' }, 'buys', { wheat: 'buys' }, []],
    ['vende', { role: 'Trader', notes: 'Vende farelo de soja FOB Paranaguá' }, 'sells', { soybean_meal: 'sells' }, []],
    ['achète', { role: 'Agent', notes: 'Achète du maïs pour ses clients' }, 'buys', { corn: 'buys' }, []],
    ['verkauft', { role: 'Trader', notes: 'Verkauft Schrott aus Hamburg' }, 'sells', { steel_scrap: 'sells' }, []],
    ['sucht', { role: 'Broker', notes: 'Sucht Harnstoff für Q3' }, 'buys', { urea: 'buys' }, []],
    // Negation and time
    ['stopped buying', { role: 'Buyer', commodities: 'DAP, MAP', notes: 'Stopped buying DAP in 2023.' }, 'buys', {}, ['dap']],
    [
      'no longer sells',
      { role: 'Supplier', commodities: 'Urea', notes: 'No longer sells urea since the plant closed.' },
      'sells',
      {},
      ['urea'],
    ],
    ['not anymore', { role: 'Trader', commodities: 'Sugar', notes: 'Not buying sugar anymore' }, 'either', {}, ['sugar']],
    ['was a buyer until', { role: 'Trader', commodities: 'Coal', notes: 'Was a buyer of coal until 2022' }, 'either', {}, ['coal']],
    ['used to', { role: 'Trader', notes: 'Used to trade robusta, now only arabica' }, 'either', {}, ['coffee_robusta']],
    ['previously', { role: 'Trader', notes: 'Previously sold HRC; now buys CRC' }, 'buys', { crc: 'buys' }, ['hrc']],
    ['ceased', { role: 'Supplier', commodities: 'Sulphur', notes: 'Ceased sulphur exports last year' }, 'sells', {}, ['sulphur']],
    ['exited', { role: 'Trader', notes: 'Exited the fuel oil business' }, 'either', {}, ['fuel_oil']],
    ['no more', { role: 'Buyer', notes: 'No more palm oil, switched to soybean oil' }, 'buys', { soybean_oil: 'buys' }, ['palm_oil']],
    ['ex- buyer', { role: 'Trader', notes: 'Ex-urea buyer, keeps in touch' }, 'either', {}, ['urea']],
    ['stopped X, now Y', { role: 'Buyer', notes: 'Stopped buying DAP, now MAP' }, 'buys', { map: 'buys' }, ['dap']],
    ['stopped a list', { role: 'Agent', notes: 'Stopped buying DAP, MAP and TSP' }, 'either', {}, ['dap', 'map', 'tsp']],
    ['stopped one, sells another', { role: 'Agent', notes: 'Stopped buying DAP, sells MAP' }, 'sells', { map: 'sells' }, ['dap']],
    [
      'switched from',
      { role: 'Buyer', notes: 'Switched from robusta to arabica last year' },
      'buys',
      { coffee_arabica: 'buys' },
      ['coffee_robusta'],
    ],
    ['moved out of', { role: 'Trader', notes: 'Moved out of urea into sulphur, sells it FOB' }, 'sells', { sulphur: 'sells' }, ['urea']],
    ['replaced', { role: 'Buyer', notes: 'Replaced HSFO with VLSFO in 2020' }, 'buys', { vlsfo: 'buys' }, ['hsfo']],
    [
      'out of the business',
      { role: 'Trader', commodities: 'Sugar, Ethanol', notes: 'Out of the sugar business since 2023' },
      'either',
      {},
      ['sugar'],
    ],
    ['buys but not', { role: 'Trader', notes: 'Buys DAP but not MAP' }, 'buys', { dap: 'buys' }, ['map']],
    ['retired', { role: 'Supplier', commodities: 'Coal, petcoke', notes: 'Retired in 2024.' }, 'sells', {}, ['coal', 'petcoke']],
    ['plant closed', { role: 'Buyer', commodities: 'Alumina', notes: 'Smelter closed in March' }, 'buys', {}, ['alumina']],
    [
      'not buying, only selling',
      { role: 'Trader', commodities: 'Urea', notes: "Doesn't buy urea, only sells" },
      'sells',
      { urea: 'sells' },
      [],
    ],
    ['not buying', { role: 'Trader', commodities: 'Urea, DAP', notes: 'Not buying urea at the moment' }, 'either', {}, ['urea']],
    ['ya no compra', { role: 'Buyer', commodities: 'Trigo', notes: 'Ya no compra trigo desde 2023.' }, 'buys', {}, ['wheat']],
    ['não compra mais', { role: 'Buyer', commodities: 'Milho', notes: 'Não compra mais milho.' }, 'buys', {}, ['corn']],
    ["n'achète plus", { role: 'Buyer', commodities: 'Blé', notes: "N'achète plus de blé." }, 'buys', {}, ['wheat']],
    ['kauft nicht mehr', { role: 'Buyer', commodities: 'Weizen', notes: 'Kauft nicht mehr Weizen.' }, 'buys', {}, ['wheat']],
    // Words that look like negation but are not
    ['ex-employer', { role: 'Trader', notes: 'Ex-Glencore. Offering Cu conc.' }, 'sells', { copper_concentrate: 'sells' }, []],
    ['ex-works', { role: 'Trader', notes: 'Sells bitumen ex-works Kaohsiung' }, 'sells', { bitumen: 'sells' }, []],
    ['not only', { role: 'Trader', notes: 'Not only urea but also sells AN' }, 'sells', { ammonium_nitrate: 'sells' }, []],
    ['not sure', { role: 'Trader', commodities: 'Urea', notes: 'Not sure if he still buys urea' }, 'either', {}, []],
    ['no more than', { role: 'Buyer', notes: 'Buys urea, no more than 5kt a month' }, 'buys', { urea: 'buys' }, []],
    ['left a job', { role: 'Trader', notes: 'Left Trafigura in 2021, now at Gunvor buying crude' }, 'buys', { crude_oil: 'buys' }, []],
    // What the company is
    [
      'refinery',
      { company: 'Sahara Petroleum Refinery', commodities: 'Crude oil, Diesel, Jet A-1' },
      'either',
      { crude_oil: 'buys', diesel: 'sells', jet_fuel: 'sells' },
      [],
    ],
    [
      'smelter',
      { company: 'Zambezi Copper Smelter Ltd', commodities: 'Cu concentrates, copper cathodes' },
      'either',
      { copper_concentrate: 'buys', copper_cathode: 'sells' },
      [],
    ],
    [
      'steel mill',
      { company: 'Anatolia Steel Works', commodities: 'HMS 80:20, Rebar' },
      'either',
      { steel_scrap: 'buys', rebar: 'sells' },
      [],
    ],
    [
      'crusher',
      { company: 'Pampa Crushing SA', commodities: 'Soybeans, SBM, SBO' },
      'either',
      { soybeans: 'buys', soybean_meal: 'sells', soybean_oil: 'sells' },
      [],
    ],
    ['flour mill', { company: 'Nile Flour Mills', commodities: 'Wheat' }, 'buys', { wheat: 'buys' }, []],
    ['power plant', { company: 'Mindanao Power Corp', commodities: 'Steam coal' }, 'buys', { thermal_coal: 'buys' }, []],
    [
      'roaster',
      { company: 'Nordic Coffee Roasters', commodities: 'Arabica, Robusta' },
      'buys',
      { coffee_arabica: 'buys', coffee_robusta: 'buys' },
      [],
    ],
    [
      'sugar refinery',
      { company: 'Gulf Sugar Refinery', commodities: 'Raw sugar, White sugar' },
      'either',
      { raw_sugar: 'buys', white_sugar: 'sells' },
      [],
    ],
    [
      'cashew processor',
      { company: 'Binh Phuoc Cashew Processing', commodities: 'RCN, W320' },
      'either',
      { cashew_rcn: 'buys', cashew_kernels: 'sells' },
      [],
    ],
    [
      'notes win over the company',
      { company: 'Sahara Petroleum Refinery', commodities: 'Diesel', notes: 'Looking to buy diesel for blending' },
      'buys',
      { diesel: 'buys' },
      [],
    ],
    [
      'a side in the commodities field',
      { role: 'Trader', commodities: 'Urea (buying), DAP - WTS, Sulphur' },
      'either',
      { urea: 'buys', dap: 'sells' },
      [],
    ],
    ['a clear role is not overruled', { role: 'Buyer', company: 'Zambezi Copper Smelter', commodities: 'Copper cathode' }, 'buys', {}, []],
  ];
  it.each(rows)('%s', (_label, contact, side, byProduct, stopped) => {
    const read = contactSide(contact);
    expect(read.side).toBe(side);
    expect(Object.fromEntries(read.byProduct)).toEqual(byProduct);
    expect([...read.stopped].sort()).toEqual([...stopped].sort());
    for (const s of read.stopped) expect(read.byProduct.has(s)).toBe(false);
  });

  it('says whether the contact left trade altogether', () => {
    expect(readNotes('Retired last year, still a good friend').inactive).toBe(true);
    expect(readNotes('Company went bankrupt in 2023').inactive).toBe(true);
    expect(readNotes('Stopped buying urea').inactive).toBe(false);
    expect(readNotes('Ex-Glencore trader').inactive).toBe(false);
    expect(readNotes('Retired from Vitol, now runs his own trading company').inactive).toBe(false);
    expect(readNotes('Relationship dormant since 2022').inactive).toBe(false);
  });
});

describe('trader jargon', () => {
  const rows: [notes: string, side: 'sells' | 'buys', product: string][] = [
    ['Long 30kt copper conc, needs a home', 'sells', 'copper_concentrate'],
    ['Short urea for Q2, needs cover', 'buys', 'urea'],
    ['Interested in SBM from Argentina', 'buys', 'soybean_meal'],
    ['Urea, DAP: buying monthly', 'buys', 'dap'],
    ['Procures coking coal for a Chinese steel mill', 'buys', 'coking_coal'],
    ['Largest urea producer in Egypt, exports monthly', 'sells', 'urea'],
    ['Ships granular urea FOB Muuga, 25kt lots', 'sells', 'urea'],
    ['Takes two Supramax cargoes of steam coal a month', 'buys', 'thermal_coal'],
    ['Lifts VLSFO in Singapore every week', 'buys', 'vlsfo'],
    ['Originates soybeans in Mato Grosso', 'sells', 'soybeans'],
    ['Delivers EN590 into Lagos', 'sells', 'diesel'],
  ];
  it.each(rows)('%s', (notes, side, product) => {
    const read = contactSide({ role: 'Trader', notes });
    expect(read.side).toBe(side);
    expect(read.byProduct.get(product)).toBe(side);
  });

  it('a plant a product names is not a product traded', () => {
    expect(contactSide({ role: 'Trader', notes: 'Procures coking coal for a Chinese steel mill' }).byProduct.has('steel')).toBe(false);
    expect(inProse('Supplies the copper smelter at Mufulira')).toEqual([]);
  });
});

describe('notes about what the user did, and errands, are read as such', () => {
  const rows: [notes: string, side: string, byProduct: Record<string, 'sells' | 'buys'>][] = [
    ['We sold him two cargoes of urea last year', 'buys', { urea: 'buys' }],
    ['Sent him our offer for 25kt DAP', 'buys', { dap: 'buys' }],
    ['We bought 3 lots of HRC from them', 'sells', { hrc: 'sells' }],
    ['Bought VLSFO from him in Fujairah', 'sells', { vlsfo: 'sells' }],
    ['Need to call him back next week', 'either', {}],
    ['Wants to meet at LME week', 'either', {}],
    ['Looking for a new job', 'either', {}],
    ['Need to call him about urea', 'either', {}],
    ['Discussed supply chain finance', 'either', {}],
  ];
  it.each(rows)('%s', (notes, side, byProduct) => {
    const read = contactSide({ role: 'Trader', notes });
    expect(read.side).toBe(side);
    expect(Object.fromEntries(read.byProduct)).toEqual(byProduct);
  });
});

describe('places as traders write them', () => {
  const places: [place: string, region: string][] = [
    ['Oslo', 'Europe'],
    // Loosely written (second pass): a port or postcode after the name, a code, two places, a part of the world
    ['Jebel Ali port', 'Middle East'],
    ['Singapore 068897', 'Asia'],
    ['MY', 'Asia'],
    ['Shanghai/HK', 'Asia'],
    ['East Africa', 'Africa'],
    ['Subcontinent', 'Asia'],
    ['SEA', 'Asia'],
    ['the Gulf', 'Middle East'],
    ['Up River', 'South America'],
    ['Genova', 'Europe'],
    ['BH', 'South America'],
    ['KL', 'Asia'],
    ['GVA', 'Europe'],
    ['Hamburg DE', 'Europe'],
    ['Santos SP', 'South America'],
    ['Jamnagar', 'Asia'],
    ['Buenos Aires', 'South America'],
    ['Athens', 'Europe'],
    ['Fujairah', 'Middle East'],
    ['Mombasa', 'Africa'],
    ['Lubumbashi, DRC', 'Africa'],
    ['Ho Chi Minh City', 'Asia'],
    ['Paranaguá', 'South America'],
    ['Stamford, CT', 'North America'],
    ['Moscow', 'Europe'],
    ['Limassol, Cyprus', 'Europe'],
    ['Vladivostok', 'Asia'],
    ['Richards Bay', 'Africa'],
  ];
  it.each(places)('%s is in %s', (place, region) => {
    expect(regionOfPlace(place)).toBe(region);
  });

  it('reads no region when loose parts disagree or nothing is known', () => {
    expect(regionOfPlace('London/Dubai')).toBeNull();
    expect(regionOfPlace('US Gulf')).toBe('North America');
    expect(regionOfPlace('-')).toBeNull();
    expect(regionOfPlace('the Med')).toBeNull();
  });

  it('reads the other names of regions and the parts of the world traders name', () => {
    expect(parseRegion('EU')).toBe('Europe');
    expect(parseRegion('APAC')).toBe('Asia');
    expect(parseRegion('the Middle East')).toBe('Middle East');
    expect(subregionCountries('the Med')).toContain('IT');
    expect(subregionCountries('Americas')).toContain('BR');
  });
});

describe('titles in the languages of the trade', () => {
  const titles: [title: string, side: string][] = [
    ['Gerente de Compras', 'buys'],
    ['Directeur des Achats', 'buys'],
    ['Leiter Einkauf', 'buys'],
    ['Responsabile Acquisti', 'buys'],
    ['Director de Ventas', 'sells'],
    ['Gerente de Exportação', 'sells'],
    ['Leiter Vertrieb', 'sells'],
  ];
  it.each(titles)('%s', (title, side) => {
    expect(contactSide({ title }).side).toBe(side);
  });
});

describe('process chains and more kinds of company', () => {
  // Rows written for this table: a company making one thing from another, read from one end.
  const rows: Row[] = [
    [
      'sells the rebar it rolls, so buys the billets',
      { company: 'Kisumu Steel Industries', commodities: 'billets, TMT bars', notes: 'offers TMT bars FOT Kisumu' },
      'sells',
      { billet: 'buys', rebar: 'sells' },
      [],
    ],
    [
      'a re-roller with no notes buys billets',
      { company: 'Jebel Ali Re-Rolling Mills', commodities: 'rebar, billets 130mm' },
      'either',
      { billet: 'buys', rebar: 'sells' },
      [],
    ],
    [
      'a trader offering cathode buys the concentrate',
      { role: 'Trader', commodities: 'Cu concs, copper cathode', notes: 'can supply cathodes FOB Walvis Bay' },
      'sells',
      { copper_cathode: 'sells', copper_concentrate: 'buys' },
      [],
    ],
    [
      'buying scrap, so selling the ingot made from it',
      { role: 'Trader', commodities: 'alu scrap, aluminium ingot', notes: 'looking for aluminium scrap' },
      'buys',
      { aluminium_scrap: 'buys', aluminium_ingot: 'sells' },
      [],
    ],
    [
      'exports cold rolled, so buys the hot rolled',
      { company: 'Lahore Ispat (Pvt) Ltd', commodities: 'HRC, CRC', notes: 'exports CRC to Afghanistan' },
      'sells',
      { crc: 'sells', hrc: 'buys' },
      [],
    ],
    [
      'an iron and steel company buys scrap and sells rebar',
      { company: 'Danang Iron & Steel JSC', commodities: 'HMS 1&2, rebar' },
      'either',
      { steel_scrap: 'buys', rebar: 'sells' },
      [],
    ],
    [
      'a refinery selling LPG buys crude',
      { role: 'Trader', commodities: 'Arab Light, LPG', notes: 'exports LPG' },
      'sells',
      { lpg: 'sells', arab_light: 'buys' },
      [],
    ],
    [
      'a clear role is still not overruled',
      { role: 'Supplier', commodities: 'billets, rebar', notes: 'offers rebar' },
      'sells',
      { rebar: 'sells' },
      [],
    ],
    [
      'a procurement head at a crusher: the company still sells its meal',
      { role: 'Procurement Head', company: 'Rosario Oilseed Crushing SA', commodities: 'soybeans, soybean meal' },
      'buys',
      { soybeans: 'buys', soybean_meal: 'sells' },
      [],
    ],
    [
      'a sales manager at a steel works: the works still buys its scrap',
      { title: 'Sales Manager', company: 'Izmir Steel Works', commodities: 'HMS 1&2, rebar' },
      'sells',
      { steel_scrap: 'buys', rebar: 'sells' },
      [],
    ],
    [
      'a role naming the trade relation is not a job: a Buyer stays a buyer (of the input; the crusher sells its meal)',
      { role: 'Buyer', company: 'Rosario Oilseed Crushing SA', commodities: 'soybeans, soybean meal' },
      'buys',
      { soybeans: 'buys', soybean_meal: 'sells' },
      [],
    ],
    [
      'a mine sells ore and metal alike: no chain',
      { company: 'Andes Copper Mining', commodities: 'copper concentrate, copper cathode' },
      'sells',
      { copper_concentrate: 'sells', copper_cathode: 'sells' },
      [],
    ],
    ['a decimal comma is not a list comma', { role: 'Buyer', commodities: 'VLSFO 0,5%, LPG' }, 'buys', {}, []],
    [
      'a part opening with no names what is not traded',
      { role: 'Buyer', commodities: 'W320', notes: 'takes kernels W240 for packers, no RCN' },
      'buys',
      { cashew_kernels: 'buys' },
      ['cashew_rcn'],
    ],
    [
      'a broker who takes no position is on no side',
      { role: 'Broker', commodities: 'urea, MOP', notes: 'Broker only - no position, paid on commission' },
      'none',
      {},
      [],
    ],
    [
      'a broker in another language who neither buys nor sells',
      { role: 'Corretor', commodities: 'DAP', notes: 'não compra nem vende' },
      'none',
      {},
      [],
    ],
    [
      'a broker with a firm enquiry keeps it',
      { role: 'Broker', commodities: 'urea', notes: 'WTB 20kt urea, commission 1%' },
      'buys',
      { urea: 'buys' },
      [],
    ],
    [
      'a reason in brackets is a part of its own: stopping one product is not leaving trade',
      { role: 'Buyer', commodities: 'CPO, palm olein', notes: 'takes CPO every month; stopped offering palm olein (refinery shut 2024)' },
      'buys',
      { cpo: 'buys' },
      ['rbd_palm_olein'],
    ],
    [
      'a metal recovery company sells its scrap',
      { company: 'Ruhr Metal Recovery GmbH', commodities: 'HMS 1&2' },
      'sells',
      { steel_scrap: 'sells' },
      [],
    ],
    [
      'an extruder buys aluminium',
      { company: 'Bursa Extrusions A.S.', commodities: 'P1020 ingots' },
      'buys',
      { aluminium_ingot: 'buys' },
      [],
    ],
    [
      'a cable maker buys copper',
      { company: 'Lagos Cables & Conductors Ltd', commodities: 'Cu cathodes' },
      'buys',
      { copper_cathode: 'buys' },
      [],
    ],
    [
      'a filling-station chain buys diesel',
      { company: 'Sahel Filling Stations SA', commodities: 'AGO 50ppm' },
      'buys',
      { diesel: 'buys' },
      [],
    ],
    [
      'a shipowner buys bunkers, a shipbroker is no shipowner',
      { company: 'Piraeus Bulk Shipping Co', commodities: 'VLSFO, LSMGO' },
      'buys',
      { vlsfo: 'buys', marine_gasoil: 'buys' },
      [],
    ],
    [
      'a farm-input dealer buys fertiliser',
      { company: 'Kano Agro Inputs Ltd', commodities: 'NPK 15-15-15, urea' },
      'buys',
      { npk: 'buys', urea: 'buys' },
      [],
    ],
    [
      'a food distributor buys sugar',
      { company: 'Gulf Food Distribution WLL', commodities: 'ICUMSA 45' },
      'buys',
      { white_sugar: 'buys' },
      [],
    ],
    [
      'an Italian roaster buys coffee',
      { company: 'Torrefazione Veneta Srl', commodities: 'robusta' },
      'buys',
      { coffee_robusta: 'buys' },
      [],
    ],
    [
      'a logistics manager at a shipping company is on no side',
      { role: 'Logistics', company: 'Baltic Shipping AS', commodities: 'VLSFO' },
      'none',
      {},
      [],
    ],
    [
      'a metallurgical plant making steel buys its coal',
      { company: 'Donets Metallurgical Plant', commodities: 'HRC, coking coal' },
      'either',
      { hrc: 'sells', coking_coal: 'buys' },
      [],
    ],
    [
      'billets go into long products, not flat: a mill with billets and HRC',
      { company: 'Ural Steel Mill', commodities: 'billets, HRC' },
      'sells',
      { billet: 'sells', hrc: 'sells' },
      [],
    ],
    [
      'a slab re-roller buys slabs for its plate',
      { company: 'Adriatic Rolling Mill', commodities: 'slabs, heavy plate' },
      'either',
      { slab: 'buys', plate: 'sells' },
      [],
    ],
    [
      'a sales manager whose notes look for scrap buys it',
      { role: 'Sales Manager', company: 'Aegean Steel Works', commodities: 'HMS 1&2, rebar', notes: 'looking for HMS 80:20' },
      'sells',
      { steel_scrap: 'buys', rebar: 'sells' },
      [],
    ],
    [
      'wanting regular supply of a product is buying it',
      { role: 'Procurement', commodities: 'rebar', notes: 'wants regular rebar supply' },
      'buys',
      { rebar: 'buys' },
      [],
    ],
    [
      'can do a quantity of a product is selling it',
      { role: 'Trader', commodities: 'HMS', notes: 'can do 2x30kt HMS 1&2 CFR' },
      'sells',
      { steel_scrap: 'sells' },
      [],
    ],
    [
      'notes selling one product leave the company to say the others',
      { title: 'Plant manager', company: 'Baltic Steel Mills', commodities: 'ferromanganese, billets', notes: 'sells billets EXW' },
      'sells',
      { billet: 'sells', ferromanganese: 'buys' },
      [],
    ],
    [
      'both ends listed and nothing else said: makes the one from the other',
      { title: 'Owner', company: 'Rhine Zinc B.V.', commodities: 'zinc concentrate, SHG zinc' },
      'either',
      { zinc_concentrate: 'buys', zinc: 'sells' },
      [],
    ],
    [
      'a company named for steel alone is a steel maker',
      { company: 'Shree Ganesh Steel Pvt Ltd', commodities: 'HMS 1&2, TMT bars' },
      'either',
      { steel_scrap: 'buys', rebar: 'sells' },
      [],
    ],
    [
      'a company named for scrap sells it',
      { company: 'Monterrey Scrap S.A.', commodities: 'chatarra de cobre' },
      'sells',
      { copper_scrap: 'sells' },
      [],
    ],
    ['nothing listed: a roaster named for coffee buys coffee', { company: 'Nordic Coffee Roasters AB' }, 'buys', { coffee: 'buys' }, []],
    ['nothing listed: a mine named for copper sells copper', { company: 'Katanga Copper Mines SARL' }, 'sells', { copper: 'sells' }, []],
    ['nothing listed: a trading house named for a product says no side', { company: 'Geneva Copper Trading SA' }, 'either', {}, []],
    [
      'a product listed: the company name adds nothing',
      { company: 'Nordic Coffee Roasters AB', commodities: 'cocoa beans' },
      'buys',
      { cocoa: 'buys' },
      [],
    ],
    ['nothing listed: the CFO of a copper mine trades nothing', { title: 'CFO', company: 'Katanga Copper Mines SARL' }, 'none', {}, []],
    ['a logistics role in French is on no side', { role: 'Logistique', company: 'Katanga Copper Mines SARL' }, 'none', {}, []],
    [
      'a role that names a mill: the notes still say it buys its scrap',
      { role: 'Mill', commodities: 'HMS 1&2', notes: 'Steady buyer of HMS 80:20 CFR Iskenderun' },
      'sells',
      { steel_scrap: 'buys' },
      [],
    ],
    [
      'two products not of one chain keep their own sides',
      { role: 'Trader', commodities: 'urea, wheat', notes: 'offers urea' },
      'sells',
      { urea: 'sells' },
      [],
    ],
    [
      "a farmers' cooperative sells its crops",
      { company: 'Cooperativa Agraria del Litoral', commodities: 'soja, maiz' },
      'sells',
      { soybeans: 'sells', corn: 'sells' },
      [],
    ],
    [
      'a fertiliser producer named by its industry sells fertiliser',
      { company: 'Red Sea Fertilizer Industries', commodities: 'urea, ammonia' },
      'sells',
      { urea: 'sells' },
      [],
    ],
  ];
  it.each(rows)('%s', (_label, contact, side, byProduct, stopped) => {
    const read = contactSide(contact);
    expect(read.side).toBe(side);
    expect(Object.fromEntries(read.byProduct)).toEqual(byProduct);
    expect([...read.stopped].sort()).toEqual([...stopped].sort());
  });

  it('says which products the notes put on both sides', () => {
    expect([...contactSide({ notes: 'Takes 20kt pig iron a month. Also has pig iron available ex Novorossiysk' }).bothSides]).toEqual([
      'pig_iron',
    ]);
    expect([...contactSide({ notes: 'Takes 20kt pig iron a month. Offers HBI' }).bothSides]).toEqual([]);
  });

  it('says which product is made from which, and not the other way round', () => {
    const p = (t: string) => resolveCommodity(t);
    expect(feedsInto(p('billets'), p('rebar'))).toBe(true);
    expect(feedsInto(p('rebar'), p('billets'))).toBe(false);
    expect(feedsInto(p('zinc concentrate'), p('zinc ingot'))).toBe(true);
    expect(feedsInto(p('zinc concentrate'), p('copper cathode'))).toBe(false);
    expect(feedsInto(p('soybeans'), p('soybean meal'))).toBe(true);
    expect(companyKind('Rolling Stone Trading')).toBeNull();
    expect(companyKind('Aegean Shipbrokers Ltd')).toBeNull();
    expect(companyKind('Orion Steel Trading')).toBeNull();
    expect(companyKind('Baltic Scrap Trading')).toBeNull();
    expect(resolveCommodities('VLSFO 0,5%, LPG').map((r) => r.id)).toEqual(['vlsfo', 'lpg']);
  });
});

describe('recycling and battery-metal words (third pass)', () => {
  const table: [writing: string, product: string][] = [
    // A scrap word with its metal is that metal's scrap, not steel scrap
    ['shredded aluminium, loose', 'aluminium_scrap'],
    ['Aluguss Schrott', 'aluminium_scrap'],
    ['twitch 98/2 floated', 'aluminium_scrap'],
    ['shredded scrap', 'steel_scrap'],
    ['sucata inox', 'stainless_steel'],
    ['Edelstahlschrott 316', 'stainless_steel'],
    ['304 solids', 'stainless_steel'],
    // Copper grades written as a pair, and bright wire in other languages
    ['birch/cliff', 'copper_scrap'],
    ['Berry & Candy', 'copper_scrap'],
    ['cobre brillante', 'copper_scrap'],
    ['Kupferkathoden', 'copper_cathode'],
    // Galvanisers' residues are zinc
    ['Hartzink', 'zinc'],
    ['bottom dross', 'zinc'],
    // The battery chain in the languages of its plants
    ['grafite', 'graphite'],
    ['Lithiumhydroxid', 'lithium_hydroxide'],
    ['carbonato de litio', 'lithium_carbonate'],
    ['espodumeno', 'spodumene'],
    ['Nickelsulfat', 'nickel_sulphate'],
    ['ouro doré', 'gold_dore'],
    ['ródio', 'rhodium'],
    ['Weichblei', 'lead'],
  ];
  it.each(table)('%s is %s', (writing, product) => {
    expect(id(writing)).toBe(product);
  });

  it('leaves the everyday words of scrap grade names alone', () => {
    for (const word of ['birch', 'cliff', 'berry', 'candy', 'twitch']) {
      expect(resolveCommodity(word).known, word).toBe(false);
    }
    expect(inProse('we met at the cliff hotel, then had candy')).toEqual([]);
  });

  it('keeps a misspelt metal correctable next to a grade word', () => {
    expect(id('alluminium ingots')).toBe('aluminium_ingot');
  });
});

describe('refinery and polymer words (third pass)', () => {
  const table: [writing: string, product: string][] = [
    ['PEAD soplado', 'hdpe'],
    ['polipropileno rafia', 'polypropylene'],
    ['destilados medios', 'middle_distillates'],
    ['Grundöl SN500', 'base_oil'],
    ['ATK', 'jet_fuel'],
    ['Eurobob', 'gasoline'],
    ['gasóleo marino', 'marine_gasoil'],
    ['IFO 380cst', 'hsfo'],
    ['purified terephthalic acid', 'pta'],
    ['para-xylene', 'paraxylene'],
    ['benzene', 'benzene'],
    ['styrene monomer', 'styrene'],
    ['monoetilenoglicol', 'meg'],
  ];
  it.each(table)('%s is %s', (writing, product) => {
    expect(id(writing)).toBe(product);
  });

  it('keeps the words near them as everyday words', () => {
    for (const word of ['maritime', 'petrified', 'distillation', 'medias']) {
      expect(resolveCommodity(word).known, word).toBe(false);
    }
  });
});

describe('steel and softs words (third pass)', () => {
  const table: [writing: string, product: string][] = [
    ['bobine laminée à chaud', 'hrc'],
    ['soğuk haddelenmiş sac', 'crc'],
    ['prepainted galvanised coil', 'galvanised_steel'],
    ['direct reduced iron pellets', 'dri'],
    ['WR 6.5mm', 'wire_rod'],
    ['palmolein in flexitank', 'rbd_palm_olein'],
    ['CB deodorized', 'cocoa_products'],
    ['IOF 65%', 'iron_ore_fines'],
    ['raw sugr ICUMSA 1200', 'raw_sugar'],
  ];
  it.each(table)('%s is %s', (writing, product) => {
    expect(id(writing)).toBe(product);
  });

  it('never corrects a director to a product word', () => {
    expect(resolveCommodity('director').known).toBe(false);
  });
});

describe('short misspellings and fertiliser shorthand (third pass)', () => {
  it.each([
    ['yellow corm, 14% moisture', 'corn'],
    ['Ammonitrate 33.5', 'ammonium_nitrate'],
    ['UAN32 in bulk', 'uan'],
  ])('%s is %s', (writing, product) => {
    expect(id(writing)).toBe(product);
  });
});

describe('a grade named by a pair of words (third pass)', () => {
  it('keeps two words that mean nothing alone together across a slash', () => {
    expect(resolveCommodities('berry/candy, Cu cathode').map((r) => r.id)).toEqual(['copper_scrap', 'copper_cathode']);
    expect(resolveCommodities('Birch / Cliff').map((r) => r.id)).toEqual(['copper_scrap']);
  });
  it('still splits two products, and an Incoterm before DAP', () => {
    expect(resolveCommodities('copper/cobalt').map((r) => r.id)).toEqual(['copper', 'cobalt']);
    expect(resolveCommodities('Urea CFR/DAP').map((r) => r.id)).toEqual(['urea']);
  });
});

describe('what a company is says which side of its products it is on (round 4)', () => {
  const rows: [string, SideInput, Record<string, 'buys' | 'sells'>][] = [
    [
      'a smelting and refining company sells the metal it refines',
      { company: 'Ostra Smelting & Refining Ltd', commodities: 'zinc' },
      { zinc: 'sells' },
    ],
    [
      'a bunker supplier sells marine fuels',
      { company: 'Nordhavn Bunkering AS', commodities: 'VLSFO, MGO' },
      { vlsfo: 'sells', marine_gasoil: 'sells' },
    ],
    [
      "a bunker supplier's procurement buys them",
      { company: 'Nordhavn Bunkering AS', role: 'Procurement', commodities: 'VLSFO' },
      { vlsfo: 'buys' },
    ],
    ['an airline buys jet fuel', { company: 'Sahara Air Ltd', commodities: 'Jet A-1' }, { jet_fuel: 'buys' }],
    ['a fuel distributor buys diesel', { company: 'Lakeside Fuels Distribution Ltd', commodities: 'diesel' }, { diesel: 'buys' }],
    ['an oil products marketer buys gasoline', { company: 'Orinoco Oil Products SA', commodities: 'gasoline' }, { gasoline: 'buys' }],
    ['a road builder buys bitumen', { company: 'Kestrel Asphalt Works', commodities: 'bitumen 60/70' }, { bitumen: 'buys' }],
    ['a building materials company buys rebar', { company: 'Tigris Building Materials Co', commodities: 'rebar' }, { rebar: 'buys' }],
    ['a plastics converter buys polyethylene', { company: 'Lumen Packaging Pvt Ltd', commodities: 'LLDPE' }, { lldpe: 'buys' }],
    ['a cracker buys naphtha', { company: 'Jurong Cracker Pte Ltd', commodities: 'naphtha' }, { naphtha: 'buys' }],
    ['a lubricant blender buys base oil', { company: 'Danube Lubricants GmbH', commodities: 'SN500 base oil' }, { base_oil: 'buys' }],
    ['a ferroalloy producer sells ferrochrome', { company: 'Bushveld Ferro Alloys Ltd', commodities: 'HC FeCr' }, { ferrochrome: 'sells' }],
    ['a plantation sells its coffee', { company: 'Monte Verde Plantations', commodities: 'robusta' }, { coffee_robusta: 'sells' }],
    ['a farm supplies store buys urea', { company: 'Kisumu Farm Supplies Ltd', commodities: 'urea' }, { urea: 'buys' }],
    ['a foods company buys sugar', { company: 'Aurora Foods Ltda', commodities: 'white sugar' }, { white_sugar: 'buys' }],
    ['a maritime company buys bunker fuel', { company: 'Corvus Maritime SA', commodities: 'VLSFO' }, { vlsfo: 'buys' }],
    ['a Spanish coffee roaster buys coffee', { company: 'Tostadero del Sur SL', commodities: 'arabica' }, { coffee_arabica: 'buys' }],
  ];
  it.each(rows)('%s', (_label, contact, byProduct) => {
    const read = contactSide(contact);
    for (const [product, side] of Object.entries(byProduct))
      expect(read.byProduct.get(resolveCommodity(product.replace(/_/g, ' ')).id) ?? read.byProduct.get(product)).toBe(side);
  });
  it('a fertiliser maker listing ammonia and DAP buys the ammonia to make the DAP', () => {
    const read = contactSide({ company: 'Qena Fertilizer Company', commodities: 'ammonia, DAP' });
    expect(read.byProduct.get('ammonia')).toBe('buys');
    expect(read.byProduct.get('dap')).toBe('sells');
  });
});

describe('more of the trade as written (round 4): grades, by-products and other languages', () => {
  const rows: [string, string][] = [
    ['malting barley', 'malting_barley'],
    ['Braugerste', 'malting_barley'],
    ['ячмень фуражный', 'feed_barley'],
    ['feed barley', 'feed_barley'],
    ['milling wheat 12.5%', 'milling_wheat'],
    ['твердая пшеница', 'durum'],
    ['wheat bran pellets', 'wheat_bran'],
    ['семечка подсолнечника', 'sunflower_seeds'],
    ['шрот подсолнечный', 'sunflower_meal'],
    ['ulei brut de floarea soarelui', 'crude_sunflower_oil'],
    ['RSFO', 'refined_sunflower_oil'],
    ['кукуруза', 'corn'],
    ['porumb', 'corn'],
    ['нут', 'chickpeas'],
    ['kabuli chana', 'chickpeas'],
    ['fish oil', 'fish_oil'],
    ['aceite de pescado', 'fish_oil'],
    ['PKS', 'palm_kernel_shells'],
    ['limestone', 'limestone'],
    ['FGD gypsum', 'gypsum'],
    ['TGAN', 'ammonium_nitrate'],
    ['MFO', 'fuel_oil'],
    ['ATF', 'jet_fuel'],
    ['OSN', 'naphtha'],
    ['BPI', 'pig_iron'],
    ['Cu con', 'copper_concentrate'],
    ['batubara', 'coal'],
    ['than antraxit', 'anthracite'],
    ['industrial pellets', 'wood_pellets'],
    ['moly conc', 'moly_concentrate'],
    ['MoO3', 'molybdic_oxide'],
    ['paltas', 'avocado'],
    ['arándanos', 'blueberries'],
    ['black mass', 'black_mass'],
    ['zwarte massa', 'black_mass'],
    ['sucata de baterias', 'ulab'],
    ['lixo eletrônico', 'e_waste'],
  ];
  it.each(rows)('%s', (text, product) => expect(id(text)).toBe(product));

  it('a grade serves a buyer of its plain product, never a sibling grade; a by-product is not its grain', () => {
    const r = (t: string) => resolveCommodity(t);
    expect(productServes(r('malting barley'), r('barley'))).toBe('family');
    expect(productServes(r('malting barley'), r('feed barley'))).toBeNull();
    expect(productServes(r('RSFO'), r('crude sunflower oil'))).toBeNull();
    expect(productServes(r('wheat bran'), r('wheat'))).toBeNull();
    expect(productServes(r('fish oil'), r('fishmeal'))).toBeNull();
    expect(productServes(r('moly concentrate'), r('molybdenum'))).toBeNull();
    expect(productServes(r('avocado'), r('fresh fruit'))).toBe('family');
  });

  it('everyday words near the new names stay unread', () => {
    for (const w of ['usage', 'noise', 'negro', 'tablet', 'graph', 'guidance']) expect(resolveCommodity(w).known, w).toBe(false);
  });
});

describe('grades written after a product (round 4)', () => {
  it("reads 'X, crude & refined' as the product and each grade that is a product of its own", () => {
    expect(resolveCommodities('sunflower oil, crude & refined').map((r) => r.id)).toEqual([
      'sunflower_oil',
      'crude_sunflower_oil',
      'refined_sunflower_oil',
    ]);
    expect(resolveCommodities('sugar, raw & white').map((r) => r.id)).toEqual(['sugar', 'raw_sugar', 'white_sugar']);
  });
  it("never reads 'crude' in 'palm oil, crude/refined' as crude oil", () => {
    expect(resolveCommodities('palm oil, crude/refined').map((r) => r.id)).not.toContain('crude_oil');
  });
  it("reads 'non-coking coal' as thermal coal, not coking coal", () => {
    expect(resolveCommodities('non-coking coal').map((r) => r.id)).toEqual(['thermal_coal']);
  });
});

describe('notes in Spanish and Portuguese, and DAP delivered to a site (round 4)', () => {
  it("reads 'planta' as a plant and 'precios' as prices, never silver or precious metals", () => {
    expect(productsInText('entrega en planta, precios FOB').map((r) => r.id)).toEqual([]);
    expect(productsInText('vende plata 999').map((r) => r.id)).toEqual(['silver']);
  });
  it("reads 'DAP plant' as the Incoterm, not the fertiliser", () => {
    expect(productsInText('compra cátodo DAP planta').map((r) => r.id)).toEqual(['copper_cathode']);
    expect(productsInText('needs copper cathode DAP our warehouse').map((r) => r.id)).toEqual(['copper_cathode']);
    expect(productsInText('buys 5kt DAP from Morocco').map((r) => r.id)).toEqual(['dap']);
  });
  it("reads 'copper cons' as copper concentrate", () => {
    expect(resolveCommodities('copper cons').map((r) => r.id)).toEqual(['copper_concentrate']);
  });
});

describe('Spanish words near product names (round 4)', () => {
  it("reads 'azúcar cruda' as raw sugar, never crude oil; 'Paita' is a port, not an avocado; 'plátanos' are bananas", () => {
    expect(productsInText('vende azúcar cruda FOB Santos').map((r) => r.id)).toEqual(['raw_sugar']);
    expect(productsInText('ships from Paita').map((r) => r.id)).toEqual([]);
    expect(productsInText('plátanos de Ecuador').map((r) => r.id)).toEqual(['bananas']);
  });
});

describe('more ports and commodity towns (round 4)', () => {
  it('knows the country of a port written alone, or with its country code after it', async () => {
    const { countryOfPlace } = await import('./regions.ts');
    expect(countryOfPlace('Arequipa')).toBe('PE');
    expect(countryOfPlace('Paita PE')).toBe('PE');
    expect(countryOfPlace('Jorf Lasfar')).toBe('MA');
    expect(countryOfPlace('Cam Pha')).toBe('VN');
    expect(countryOfPlace('Takoradi')).toBe('GH');
  });
});

describe('a miller buys grain and sells flour (round 4)', () => {
  it("reads a role 'Miller' as a mill: its notes and inputs decide, not a seller's role", () => {
    const read = contactSide({
      role: 'Miller',
      company: 'Delta Flour Mills',
      commodities: 'durum, wheat bran',
      notes: 'cherche blé dur 10kt. vend son de blé',
    });
    expect(read.byProduct.get('durum')).toBe('buys');
    expect(read.byProduct.get('wheat_bran')).toBe('sells');
  });
  it("reads 'makarnalık buğday' as durum wheat", () => expect(id('makarnalık buğday')).toBe('durum'));
});
