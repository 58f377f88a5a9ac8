/**
 * Trade reading, round 6: a bare 'no' after a product ('DAP? no.', 'DAP - no', 'zinc - not anymore'),
 * packaging and place names that carry a product's word ('PP bags', 'Rice Lake'), coal in Indonesian, steel
 * scrap by grade, a product naming the customer's industry ('sells petcoke to cement'), and traders on both
 * sides in more phrasings and languages.
 */
import { describe, expect, it } from 'vitest';
import { contactSide, productsInText, readNotes, resolveCommodity, type SideInput } from './index.ts';

const id = (product: string) => resolveCommodity(product).id;
const ids = (prose: string) => productsInText(prose).map((p) => p.id);

describe('a bare no answers the products named just before', () => {
  it.each([
    ['DAP? no. urea monthly buyer', 'DAP'],
    ['DAP - no', 'DAP'],
    ['zinc - not anymore', 'zinc'],
    ['urea yes, DAP no', 'DAP'],
    ['DAP: no', 'DAP'],
    ['DAP? nope, only urea', 'DAP'],
  ])('%s: %s stopped', (notes, product) => {
    expect(readNotes(notes).stopped.has(id(product))).toBe(true);
  });
  it('keeps what is said after it', () => {
    const read = readNotes('DAP - no. buys urea monthly');
    expect(read.intents.map((i) => `${i.side}:${i.products.map((p) => p.id).join(',')}`)).toEqual([`buys:${id('urea')}`]);
  });
  it.each([
    ['urea. ref no'],
    ['In the market for Yellow corn No.2, 20kt a month.'],
    ['regular buyer No. 2 copper wire'],
  ])('a number or a reference is no negation: %s', (notes) => {
    expect(readNotes(notes).stopped.size).toBe(0);
  });
});

describe('packaging is no product', () => {
  it.each([
    ['urea in PP bags 50kg'],
    ['HDPE drums'],
    ['packed in jute sacks'],
    ['steel drums'],
  ])('%s names no polymer or metal', (prose) => {
    expect(ids(prose).some((p) => ['polypropylene', 'hdpe', 'steel'].includes(p))).toBe(false);
  });
  it('a listed packaging entry is not the material', () => {
    expect(resolveCommodity('PP woven bags').known).toBe(false);
    expect(resolveCommodity('PP raffia').id).toBe('polypropylene');
  });
  it('urea in bags is still urea', () => {
    expect(ids('urea in PP bags 50kg')).toEqual(['urea']);
  });
});

describe('place names with a product word are no product', () => {
  it.each([
    ['terminal at Isle of Grain'],
    ['office in Gold Coast, visits Salt Lake City'],
    ['based in Rice Lake, ships via Copper Harbor, Cotton Bay'],
    ['mine near Iron Knob; HQ Sugar Land TX'],
  ])('%s', (prose) => {
    expect(ids(prose)).toEqual([]);
  });
  it('a product in lower case before the same word still counts', () => {
    expect(ids('buys rice, lake freight')).toContain('rice');
  });
});

describe('coal in Indonesian', () => {
  it.each([['batubara'], ['batu bara']])('%s is coal', (entry) => {
    expect(id(entry)).toBe('coal');
  });
  it('the Indonesian Coal Index grades are thermal coal', () => {
    expect(id('ICI-3')).toBe('thermal_coal');
  });
});

describe('a product naming the customer industry', () => {
  it('sells petcoke to cement', () => {
    expect(ids('sells petcoke to cement')).toEqual([id('petcoke')]);
    expect(ids('buys Indo coal for resale to DRI in Chhattisgarh')).toEqual(['coal']);
    expect(ids('non-coking coal for DRI kilns')).not.toContain('dri');
  });
  it('a turn to it is still the product', () => {
    expect(ids('switched to cement')).toContain('cement');
  });
});

describe('companies by what they are', () => {
  const side = (c: SideInput, product: string) => {
    const read = contactSide(c);
    return read.byProduct.get(id(product)) ?? read.side;
  };
  it.each([
    [{ company: 'PT Bumi Batubara', commodities: 'GAR 4200' }, 'thermal coal', 'sells'],
    [{ company: 'Carbones del Norte S.A.', commodities: 'NAR 6000' }, 'thermal coal', 'sells'],
    [{ company: 'Vinh Tan Meridian TPP', commodities: 'GAR 4200' }, 'thermal coal', 'buys'],
  ] as const)('%o', (contact, product, expected) => {
    expect(side(contact, product)).toBe(expected);
  });
});

describe('both sides in more phrasings and languages', () => {
  it.each([
    ['b/s'],
    ['buys/sells'],
    ['sells and buys'],
    ['buyer and seller'],
    ['position taker'],
    ['takes positions, long and short'],
    ['kauft & verkauft'],
    ['Ein- und Verkauf'],
    ['achat/vente'],
    ['compra/vende'],
    ['B/S urea'],
  ])('%s', (notes) => {
    expect(contactSide({ role: 'Trader', commodities: 'urea', notes }).bothSides.has('urea')).toBe(true);
  });
  it.each([["the buyer's plant in Gujarat"], ['buyer or seller? not sure'], ['sells urea and buys DAP']])('not both sides: %s', (notes) => {
    expect(contactSide({ role: 'Trader', commodities: 'urea', notes }).bothSides.has('urea')).toBe(false);
  });
});
