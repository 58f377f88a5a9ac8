/**
 * Issue 24, round 17: the names round 16's desks write for what they trade, read as the product (a commodities column
 * entry and a note alike); and the words that stay no product: 'Jebel Ali' is a port, an 'AG anode' a graphite anode.
 */
import { describe, expect, it } from 'vitest';
import { NAMED_GRADES, namedGradesApart, namedGradesIn, productsInText, resolveCommodities, resolveCommodity } from './index.ts';

const id = (text: string) => resolveCommodity(text).id;

describe('the shorthand of the Andean, Indian petroleum and East African desks', () => {
  it.each([
    ['Hass', 'avocado'],
    ['avos', 'avocado'],
    ['Col supremo', 'coffee_arabica'],
    ['Ken AA', 'coffee_arabica'],
    ['Yirg G1', 'coffee_arabica'],
    ['whitish Humera', 'sesame'],
    ['wellega type', 'sesame'],
    ['BP1', 'tea'],
    ['FBOP', 'tea'],
    ['60/70 in drums', 'bitumen'],
    ['pen 60/70 in bulk', 'bitumen'],
    ['150SN', 'base_oil'],
    ['Group II', 'base_oil'],
    ['LL film grd', 'lldpe'],
    ['raffia', 'polypropylene'],
    ['PPCP', 'polypropylene'],
    ['HD blow', 'hdpe'],
    ['FO380', 'hsfo'],
    ['HSD', 'diesel'],
    ['TMT Fe500', 'rebar'],
    ['rajma', 'kidney_beans'],
    ['red kidney beans', 'kidney_beans'],
    ['choroko', 'mung_beans'],
    ['maida', 'wheat_flour'],
    ['TMO', 'molybdic_oxide'],
    ['Mo conc', 'moly_concentrate'],
    ['ánodos', 'copper_anode'],
    ['carbón met', 'coking_coal'],
    ['FAQ FM', 'fishmeal'],
    ['harina prime', 'fishmeal'],
    ['denki do', 'copper_cathode'],
    ['di ammonium phos', 'dap'],
    ['korosho ghafi', 'cashew_rcn'],
  ])('%s -> %s', (text, product) => {
    expect(id(text)).toBe(product);
  });

  it('reads no aluminium in Jebel Ali, no copper anode in a graphite anode, and kidney beans apart from other beans', () => {
    expect(resolveCommodity('Jebel Ali').known).toBe(false);
    expect(resolveCommodities('AG anode (synthetic)').map((p) => p.id)).not.toContain('copper_anode');
    expect(id('kidney beans')).not.toBe(id('beans'));
  });

  it('reads every concentrate of a note, sugar as khand, blueberries as blues, and no product in Gujarati verbs', () => {
    const inText = (t: string) => productsInText(t).map((p) => p.id);
    expect(inText('vende conc de plomo / tiene conc de zinc disponible')).toEqual(['lead_concentrate', 'zinc_concentrate']);
    expect(inText('khand S30/IC45 supplier')).toContain('white_sugar');
    expect(inText('tuver kharide chhe. moong kharide chhe')).toEqual(['pigeon_peas', 'mung_beans']);
    expect(inText('Anand sathe kaam kare chhe')).toEqual([]);
    expect(id('blues')).toBe('blueberries');
    expect(resolveCommodity('blue').known).toBe(false);
  });

  it('names the grades of coffee, sesame, bitumen, base oil and fishmeal, each within its own product', () => {
    const keys = (text: string) => namedGradesIn(text).map((g) => g.key);
    expect(keys('Col supremo 17/18')).toContain('supremo');
    expect(keys('Kenya AA top')).toContain('coffee_aa');
    expect(keys('Addis Ababa (AA) office')).not.toContain('coffee_aa');
    expect(keys('Humera 99/1/1')).toContain('humera');
    expect(keys('60/70 new steel drums')).toContain('pen_60_70');
    expect(keys('VG-30 bulk')).toContain('vg30');
    expect(keys('SN500 flexi')).toContain('sn500');
    expect(keys('std/FAQ FM 65%')).toContain('fm_standard');
    expect(NAMED_GRADES.find((g) => g.key === 'fm_prime')?.group).toBe('fishmeal');
    // (Polymers by application: a raffia buyer and an injection grade seller are apart.)
    expect(namedGradesApart(namedGradesIn('needs PP yarn/raffia every month'), namedGradesIn('PP homo inj MFI 12'), 'polypropylene')).toBe(
      true,
    );
    expect(namedGradesApart(namedGradesIn('PP raffia'), namedGradesIn('raffia grade, Sabic'), 'polypropylene')).toBe(false);
    // (Blister and anodes: a tankhouse that takes 'anodes, NO blister' is no home for blister.)
    const tankhouse = namedGradesIn('tankhouse only, buys Cu anodes. NO blister (no fire-refining furnace).');
    expect(namedGradesApart(namedGradesIn('vende cobre blister 98.5%'), tankhouse, 'copper_anode')).toBe(true);
    expect(namedGradesApart(namedGradesIn('excedente de ánodos 99.3%'), tankhouse, 'copper_anode')).toBe(false);
  });
});
