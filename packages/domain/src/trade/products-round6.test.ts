import { describe, expect, it } from 'vitest';
import { productAncestors, productServes } from './hierarchy.ts';
import { resolveCommodity } from './resolve.ts';
import { contactSide, productsInText, type SideInput } from './sides.ts';

const id = (text: string) => resolveCommodity(text).id;
const inText = (text: string) => productsInText(text).map((p) => p.id);
const under = (child: string, parent: string) => productAncestors(child).has(parent);

describe('round 6: softs and food commodities by their trade names', () => {
  const table: [writing: string, product: string][] = [
    // Coffee: origin shorthand for arabica and robusta, decaf and soluble apart
    ['Bz nat 17/18 FC', 'coffee_arabica'],
    ['Brazilian naturals', 'coffee_arabica'],
    ['Colombian excelso EP', 'coffee_arabica'],
    ['Honduras HG EP', 'coffee_arabica'],
    ['Sul de Minas FC 16 up', 'coffee_arabica'],
    ['R2 wet polished', 'coffee_robusta'],
    ['Vietnam R2 5% BB', 'coffee_robusta'],
    ['kolinon', 'coffee_robusta'],
    ['decaf green', 'coffee_decaf'],
    ['instant coffee', 'coffee_soluble'],
    ['café solúvel', 'coffee_soluble'],
    // Cocoa: beans vs products; CBE apart
    ['fèves', 'cocoa'],
    ['beurre de cacao', 'cocoa_products'],
    ['polvo de cacao', 'cocoa_products'],
    ['alkalised powder', 'cocoa_products'],
    ['CBE', 'cbe'],
    // Cotton: lint vs yarn
    ['Shankar-6 29mm', 'cotton'],
    ['MOT 1-1/8', 'cotton'],
    ['Baumwollgarn', 'cotton_yarn'],
    ['Ne 30/1 combed', 'cotton_yarn'],
    ['30s CCH', 'cotton_yarn'],
    // Ethanol and juice
    ['etanol hidratado', 'ethanol'],
    ['EHC', 'ethanol'],
    ['FCOJ 66', 'orange_juice'],
    // Meat
    ['CLQ', 'poultry'],
    ['coxa e sobrecoxa', 'poultry'],
    ['griller', 'poultry'],
    ['dajaj kamil', 'poultry'],
    ['MDM', 'mdm'],
    ['omasum', 'beef'],
    ['compensated FQ', 'beef'],
    ['carabeef', 'buffalo_meat'],
    ['FBBM', 'buffalo_meat'],
    ['lamb/mutton', 'lamb_mutton'],
    // Dairy
    ['SMP', 'smp'],
    ['whole milk powder', 'wmp'],
    ['butter 82%', 'butter'],
    ['AMF', 'amf'],
    ['butteroil', 'amf'],
    ['SWP', 'whey_powder'],
    ['mozzarella', 'cheese'],
    ['infant formula base', 'infant_formula_base'],
    // Seafood
    ['vannamei HOSO 30/40', 'shrimp_hoso'],
    ['HLSO', 'shrimp_hlso'],
    ['PDTO', 'shrimp_peeled'],
    ['PD tail-off 31/40', 'shrimp_peeled'],
    ['black tiger', 'shrimp_black_tiger'],
    ['YF loins', 'tuna_loins'],
    ['whole round skipjack', 'tuna_whole'],
    ['basa fillets', 'pangasius'],
    ['illex squid', 'squid'],
    ['FM 67 prime', 'fishmeal'],
    ['steam dried FM', 'fishmeal'],
  ];
  it.each(table)('%s is %s', (writing, product) => {
    expect(id(writing)).toBe(product);
  });

  it('keeps a hierarchy where the trade has one, near misses apart', () => {
    expect(under('smp', 'milk_powder')).toBe(true);
    expect(under('wmp', 'milk_powder')).toBe(true);
    expect(under('smp', 'dairy')).toBe(true);
    expect(under('butter', 'milk_powder')).toBe(false);
    expect(under('shrimp_hoso', 'shrimp_vannamei')).toBe(true);
    expect(under('shrimp_hoso', 'shrimp')).toBe(true);
    expect(under('shrimp_black_tiger', 'shrimp_vannamei')).toBe(false);
    expect(under('mdm', 'poultry')).toBe(true);
    expect(under('coffee_robusta', 'coffee')).toBe(true);
    expect(under('coffee_soluble', 'coffee')).toBe(false);
    expect(under('coffee_decaf', 'coffee')).toBe(false);
    expect(resolveCommodity('entkoffeinierten Rohkaffee').id).toBe('coffee_decaf');
    expect(under('buffalo_meat', 'beef')).toBe(false);
    const ref = (text: string) => resolveCommodity(text);
    expect(productServes(ref('SMP'), ref('WMP'))).toBeNull();
    expect(productServes(ref('tuna loins'), ref('whole round tuna'))).toBeNull();
    expect(productServes(ref('SMP'), ref('milk powder'))).toBe('family');
  });

  it('leaves everyday words and names alone', () => {
    expect(inText('a mild winter, natural light, call Rob about the paw print')).toEqual([]);
    expect(inText('the lint in the dryer')).toEqual([]);
    expect(inText('anhydrous ammonia')).toEqual(['ammonia']);
  });
});

describe('round 6: the side from what a food-commodity company is, and Vietnamese buy/sell words', () => {
  const side = (c: SideInput, product: string) => {
    const read = contactSide(c);
    return read.byProduct.get(resolveCommodity(product).id) ?? read.side;
  };
  it.each([
    [{ company: 'Instantâneo Paraná S/A', commodities: 'conilon, soluble coffee' }, 'conilon', 'buys'],
    [{ company: 'Instantâneo Paraná S/A', commodities: 'conilon, soluble coffee' }, 'soluble coffee', 'sells'],
    [{ company: 'Vina Instant Coffee JSC', commodities: 'instant coffee' }, 'instant coffee', 'sells'],
    [{ company: 'Trilladora Andina S.A.', commodities: 'Colombia Supremo 17/18' }, 'arabica', 'sells'],
    [{ company: 'Frigorífico Sul S.A.', commodities: 'boneless beef' }, 'beef', 'sells'],
    [{ company: 'Pacífico Sur Conservas SA', commodities: 'skipjack' }, 'skipjack', 'buys'],
    [{ company: 'Pesquera Diamante S.A.', commodities: 'fish oil, steam dried FM' }, 'fishmeal', 'sells'],
    [{ company: 'Thanh Dat Agri Products JSC', commodities: 'robusta', notes: 'cty ban robusta, giao FOB HCM' }, 'robusta', 'sells'],
    [{ company: 'Saigon Foods JSC', commodities: 'robusta', notes: 'can mua robusta' }, 'robusta', 'buys'],
  ] as const)('%o %s', (contact, product, expected) => {
    expect(side(contact, product)).toBe(expected);
  });
});
