/**
 * Issue 24, round 17: a word read in the contact's own trade. 'FO' beside fishmeal is fish oil, 'harina' at a fishmeal
 * plant is fishmeal, 'crude' beside fish oil is its grade, 'PD' beside tea grades is pekoe dust, 'CO thermal 6000' is
 * Colombian coal, a shrimp feed mill buys no shrimp, 'PP (pigeon)' is pigeon peas; each word keeps its first sense
 * elsewhere. And a metal's plain name beside a product of it ('mina de cobre', 'Cu conc') adds nothing.
 */
import { describe, expect, it } from 'vitest';
import { type EngineContact, profileContact } from './network.ts';

const read = (commodities: string | null, notes: string, role: string | null = null) =>
  profileContact({ id: 'x', fullName: 'X', role, commodities, notes } as EngineContact).products.map((t) => `${t.product.id}:${t.side}`);

describe('words read in the contact trade', () => {
  it('reads FO as fish oil beside fishmeal, and as fuel oil elsewhere', () => {
    expect(read('FM FAQ; FO', 'planta SD, ofrece aceite crudo de pescado', 'Productor')).toEqual(['fishmeal:sells', 'fish_oil:sells']);
    expect(read('FO; gasoil', 'sells FO 380 ex Fujairah', 'Seller')).toContain('hsfo:sells');
    expect(read('FO', 'storage at Fujairah', 'Seller')).toContain('fuel_oil:sells');
  });

  it('reads harina at a fishmeal plant as fishmeal, and as flour at a bakery', () => {
    expect(read('fishmeal', 'pesquera, exporta harina estándar', 'Seller')).toEqual(['fishmeal:sells']);
    expect(read(null, 'panadería, compra harina', 'Buyer')).toContain('wheat_flour:buys');
  });

  it("drops crude oil read from a fish oil refiner's 'crude only', and keeps a crude oil listed beside sunflower oil", () => {
    expect(read('fish oil', 'omega-3 refiner. offtaker for fish oil. crude only, refines in-house')).toEqual(['fish_oil:buys']);
    expect(read('Crude sunflower oil, Crude oil', '', 'Supplier')).toContain('crude_oil:sells');
  });

  it('reads no palladium in tea grades, no cobalt in Colombian coal, no shrimp at a shrimp feed mill', () => {
    expect(read('CTC BP1/PF1', 'can load CTC (BP1,PF1,PD,D1)', 'Producer')).toEqual(['tea:sells']);
    expect(read('coal 6000', 'IPP, coal units. offtaker for CO thermal 6000 NAR', 'End user')).not.toContain('cobalt:buys');
    expect(read('FM', 'shrimp feed, buys std/FAQ FM 60-65%', 'Buyer')).toEqual(['fishmeal:buys']);
    expect(read('shrimp', 'processor, buys shrimp from farms', 'Buyer')).toContain('shrimp:buys');
    expect(read('aceite', 'salmon feed producer; buying FO crude; crude only, refines in-house', 'End user')).toEqual(['fish_oil:buys']);
  });

  it('reads PP beside pulses as pigeon peas, and as polypropylene beside polymers', () => {
    expect(read('PP (pigeon), green grams', 'arhar buyer', 'Buyer')).toContain('pigeon_peas:buys');
    expect(read('PP, HDPE', 'converter', 'Buyer')).toContain('polypropylene:buys');
  });

  it("adds no plain 'copper' or 'gold' beside a product of the metal on the same side", () => {
    expect(read('Cu conc', 'mina de cobre, ofrece conc. cobre', 'Supplier')).toEqual(['copper_concentrate:sells']);
    expect(read('gold dore', 'gold junior (TSXV); producer, dore bars', 'Producer')).toEqual(['gold_dore:sells']);
    // (The plain name the user listed stays: 'copper' beside cathodes is theirs.)
    expect(read('copper, copper cathode', '', 'Seller')).toEqual(['copper:sells', 'copper_cathode:sells']);
  });

  it("reads a metal's symbol beside its concentrate as the concentrate, on the side the notes say", () => {
    expect(read('Cu/Zn/Pb concs', 'WTB all base metal concs: Cu, Zn and Pb (dirty ok) for blending', 'desk head').sort()).toEqual([
      'base_metals:buys',
      'copper_concentrate:buys',
      'lead_concentrate:buys',
      'zinc_concentrate:buys',
    ]);
    // (A smelter that buys Pb conc and sells Pb ingots keeps its refined lead.)
    expect(read('Pb conc, Pb ingots 99.97', 'smelter: buys Pb conc, sells refined lead', 'lead smelter')).toContain('lead:sells');
  });

  it('reads Swahili for what a contact stopped trading', () => {
    expect(read('ICUMSA 45', 'ameacha biashara hii | zamani alinunua S30 ICUMSA 45 | ameacha kununua mafuta ya mawese (olein)')).toEqual(
      [],
    );
  });
});
