import { describe, expect, it } from 'vitest';
import { TRADE_PRODUCTS } from './products.ts';
import { countryOfPlace, parseRegion, regionOfCountryCode, regionOfPlace } from './regions.ts';
import { commodityMatch, resolveCommodities, resolveCommodity } from './resolve.ts';
import { contactSide, noteIntents, productsInText, roleSide } from './sides.ts';

const id = (text: string) => resolveCommodity(text).id;

describe('the commodity resolver', () => {
  it('reads the same product however traders write it', () => {
    const same: [string, string][] = [
      ['Copper cathodes', 'Cu cathode Grade A'],
      ['HRC', 'Hot-rolled coil'],
      ['Gasoil 10ppm', 'Diesel EN590'],
      ['HSFO', 'Fuel oil 380 CST'],
      ['Maize', 'Yellow corn'],
      ['SBM', 'Soybean meal'],
      ['Steam coal', 'Thermal coal'],
      ['Muriate of potash', 'Potash MOP'],
      ['Li2CO3', 'Lithium carbonate'],
      ['Aluminium ingot', 'Aluminum ingots P1020'],
      ['Soya beans', 'SOYBEANS (GMO)'],
      ['Crude palm oil', 'CPO'],
      ['Sugar ICUMSA 45', 'Refined white sugar'],
      ['Coffee (Arabica)', 'washed arabica'],
      ['Iron ore fines 62% Fe', 'IOF 62'],
      ['Jet A-1', 'Aviation kerosene'],
      ['Sulfur', 'Granular sulphur'],
    ];
    for (const [a, b] of same) {
      expect(id(a), `${a} / ${b}`).toBe(id(b));
      expect(resolveCommodity(a).known, a).toBe(true);
    }
  });

  it('keeps different products of one family apart', () => {
    const apart: [string, string][] = [
      ['Arabica', 'Robusta'],
      ['Copper concentrate', 'Copper cathode'],
      ['Platinum', 'Palladium'],
      ['HRC', 'Rebar'],
      ['Raw sugar VHP', 'White sugar ICUMSA 45'],
      ['Soybeans', 'Soybean meal'],
      ['Soybean meal', 'Soybean oil'],
      ['Thermal coal', 'Coking coal'],
      ['MOP', 'SOP'],
      ['HSFO', 'VLSFO'],
      ['Lithium carbonate', 'Lithium hydroxide'],
      ['Iron ore', 'Iron ore pellets'],
      ['Alumina', 'Bauxite'],
      ['Nickel', 'Nickel pig iron'],
      ['Gold', 'Gold doré'],
    ];
    for (const [a, b] of apart) expect(id(a), `${a} / ${b}`).not.toBe(id(b));
  });

  it('gives the product, its canonical name, family and map group', () => {
    expect(resolveCommodity('cu cathodes')).toMatchObject({
      id: 'copper_cathode',
      name: 'Copper Cathode',
      family: 'copper',
      group: 'base_metals',
      generic: false,
      known: true,
    });
    expect(resolveCommodity('Copper')).toMatchObject({ family: 'copper', generic: true });
    expect(resolveCommodity('Brent crude')).toMatchObject({ id: 'brent', group: 'oil_gas' });
    expect(resolveCommodity('Urea 46% granular')).toMatchObject({ id: 'urea', group: 'other' });
    expect(resolveCommodity('Wheat 12.5% protein')).toMatchObject({ id: 'wheat', group: 'agriculture' });
  });

  it('ignores case, punctuation, diacritics, plurals and the words around a name', () => {
    for (const text of [
      'COPPER CATHODES',
      'copper-cathode',
      'Copper cathode (LME registered)',
      '  copper   cathodes. ',
      'Cu-cathodes 99.99%',
    ]) {
      expect(id(text), text).toBe('copper_cathode');
    }
    expect(id('Gold doré bars')).toBe('gold_dore');
    expect(id('Café arabica')).toBe(id('arabica'));
  });

  it('keeps text it does not know as itself', () => {
    const r = resolveCommodity('Truffle slices ');
    expect(r).toMatchObject({ name: 'Truffle slices', known: false, generic: false, group: 'other' });
    expect(r.id).toBe(resolveCommodity('truffle slice').id);
    expect(r.id).not.toBe(resolveCommodity('Saffron').id);
    // Unknown but recognisable for the map: its group from keywords.
    expect(resolveCommodity('Grain sorghum pellets x').group).toBe('agriculture');
  });

  it('names every product by each of its own aliases', () => {
    for (const product of TRADE_PRODUCTS) {
      for (const alias of [product.name, ...product.aliases]) {
        expect(resolveCommodity(alias).id, `${alias} -> ${product.id}`).toBe(product.id);
      }
    }
  });

  it('reads a contact’s list once per product, split on commas, semicolons and slashes', () => {
    const list = resolveCommodities('Copper cathodes, Cu cathode; zinc conc / HRC, , Truffles');
    expect(list.map((r) => r.id)).toEqual(['copper_cathode', 'zinc_concentrate', 'hrc', 'custom:truffle']);
    expect(resolveCommodities(null)).toEqual([]);
  });

  it('says how surely two entries are one product', () => {
    const [cathode, concentrate, copper, zinc] = ['copper cathode', 'copper concentrate', 'copper', 'zinc'].map(resolveCommodity);
    expect(commodityMatch(cathode!, resolveCommodity('Cu cathodes'))).toBe(1);
    expect(commodityMatch(cathode!, copper!)).toBeGreaterThan(0);
    expect(commodityMatch(cathode!, copper!)).toBeLessThan(1);
    expect(commodityMatch(cathode!, concentrate!)).toBe(0);
    expect(commodityMatch(copper!, zinc!)).toBe(0);
  });
});

describe('sides of a trade', () => {
  it('reads the roles that sell, buy, or may do either', () => {
    for (const r of ['Supplier', 'Producer', 'Miner', 'Refiner', 'Exporter', 'Seller', 'Head of Sales', 'Mining company'])
      expect(roleSide(r), r).toBe('sells');
    for (const r of ['Buyer', 'End User', 'Offtaker', 'Importer', 'Head of Sourcing', 'Procurement Manager', 'end-users'])
      expect(roleSide(r), r).toBe('buys');
    for (const r of ['Trader', 'Broker', 'Agent', 'Physical trader', 'Importer & Exporter']) expect(roleSide(r), r).toBe('either');
    for (const r of ['Consultant', 'Trade Finance Banker', 'Logistics']) expect(roleSide(r), r).toBe('none');
    expect(roleSide('')).toBeNull();
    expect(roleSide('Other')).toBeNull();
  });

  it('lets the notes decide for a trader, broker or agent', () => {
    expect(contactSide({ role: 'Trader', notes: 'Has monthly offers of HSFO ex Fujairah.' })).toMatchObject({
      side: 'sells',
      source: 'notes',
    });
    expect(contactSide({ role: 'Broker', notes: 'Looking to buy 50,000 t urea for Q2.' })).toMatchObject({ side: 'buys', source: 'notes' });
    expect(contactSide({ role: 'Agent', notes: 'Met at LME week.' })).toMatchObject({ side: 'either' });
    // A clear role is not overruled; the notes still say what happens per product.
    const buyer = contactSide({ role: 'Buyer', notes: 'Also sells copper scrap on the side' });
    expect(buyer.side).toBe('buys');
    expect(buyer.byProduct.get('copper_scrap')).toBe('sells');
    // No role: the title, then the notes.
    expect(contactSide({ role: null, title: 'Purchasing Director' }).side).toBe('buys');
    expect(contactSide({ role: null, title: null, notes: 'Can supply SBM monthly' })).toMatchObject({ side: 'sells', source: 'notes' });
  });

  it('reads what the notes want or offer, clause by clause and product by product', () => {
    const intents = noteIntents('Looking for a supplier of yellow corn. Has regular cargoes of Brazilian raw sugar; needs DAP');
    expect(intents.map((i) => [i.side, i.products.map((p) => p.id)])).toEqual([
      ['buys', ['corn']],
      ['sells', ['raw_sugar']],
      ['buys', ['dap']],
    ]);
    // Both sides in one clause is not clear enough to use.
    expect(noteIntents('buys and sells everything')).toEqual([]);
  });

  it('finds products in prose without mistaking words for symbols', () => {
    expect(productsInText('Al called about co-loading; will revert on pricing').map((p) => p.id)).toEqual([]);
    expect(productsInText('Offers HRC and CRC, plus some Cu cathodes').map((p) => p.id)).toEqual(['hrc', 'crc', 'copper_cathode']);
  });
});

describe('regions', () => {
  it('maps countries to the seven trade regions, the Middle East apart from Asia', () => {
    expect(regionOfCountryCode('NL')).toBe('Europe');
    expect(regionOfCountryCode('cn')).toBe('Asia');
    expect(regionOfCountryCode('AE')).toBe('Middle East');
    expect(regionOfCountryCode('SA')).toBe('Middle East');
    expect(regionOfCountryCode('NG')).toBe('Africa');
    expect(regionOfCountryCode('BR')).toBe('South America');
    expect(regionOfCountryCode('MX')).toBe('North America');
    expect(regionOfCountryCode('AU')).toBe('Oceania');
    expect(regionOfCountryCode('XX')).toBeNull();
    expect(regionOfCountryCode(undefined)).toBeNull();
  });

  it('reads a place as written: city and country, a state, a hub alone, common short names', () => {
    expect(countryOfPlace('Rotterdam, Netherlands')).toBe('NL');
    expect(countryOfPlace('Houston, Texas, United States')).toBe('US');
    expect(countryOfPlace('Houston, Texas')).toBe('US');
    expect(countryOfPlace('Calgary, Alberta')).toBe('CA');
    expect(countryOfPlace('Dubai')).toBe('AE');
    expect(countryOfPlace('Jebel Ali, UAE')).toBe('AE');
    expect(countryOfPlace('London, UK')).toBe('GB');
    expect(countryOfPlace('São Paulo, Brasil')).toBe('BR');
    expect(countryOfPlace('Abidjan, Côte d’Ivoire')).toBe('CI');
    expect(countryOfPlace('Somewhere')).toBeNull();
    expect(regionOfPlace('Singapore')).toBe('Asia');
    expect(regionOfPlace('Geneva, Switzerland')).toBe('Europe');
    expect(regionOfPlace('Anywhere', 'QA')).toBe('Middle East');
  });

  it('parses a region name in any case', () => {
    expect(parseRegion('middle east')).toBe('Middle East');
    expect(parseRegion('NORTH AMERICA')).toBe('North America');
    expect(parseRegion('Mars')).toBeNull();
  });
});
