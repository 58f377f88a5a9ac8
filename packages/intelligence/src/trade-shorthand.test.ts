/**
 * Shorthand and descriptions round 12's books showed being misread (issue 24, seen after their first run):
 * 'SB' is soybeans beside SBM and SBO, 'RB' is Richards Bay coal, 'whites' is white sugar; what a plant makes or
 * whose raw materials a desk trades is not what the contact buys; an idiom is no product; a broker with no
 * position of its own ('sin posición propia') is on no side.
 */
import { describe, expect, it } from 'vitest';
import { profileContact } from './network.ts';

const read = (notes: string, extra: { role?: string; commodities?: string; company?: string } = {}) =>
  profileContact({ id: 'x', fullName: 'A B', notes, ...extra })
    .products.map((t) => `${t.product.id}:${t.side}`)
    .sort();

describe('the trade’s shorthand', () => {
  it("'SB' is soybeans", () => {
    expect(read('maize & SB seller. did one deal in 2024', { role: 'Sales' })).toContain('soybeans:sells');
  });

  it("'RB' is Richards Bay coal, not gasoline", () => {
    expect(read('sells RB1 6000 NAR', { commodities: 'RB 6000 NAR' })).toEqual(['thermal_coal:sells']);
  });

  it("'whites' is white sugar; 'white goods' is not", () => {
    expect(read('buyer of whites', { commodities: 'whites' })).toEqual(['white_sugar:buys']);
    expect(read('sells white goods')).toEqual([]);
  });
});

describe('what a contact is, not what it buys', () => {
  it('a flour miller buys wheat, not flour', () => {
    expect(read('flour miller, Colombo. no deals yet. Buyer of wheat', { company: 'Ruhuna Flour Mills' })).toEqual(['wheat:buys']);
  });

  it('a ghee packer buys the oils it packs, not ghee', () => {
    expect(read('ghee/cooking oil packer, Ahmedabad. Takes RBD olein', { company: 'Narmada Edible Oils' })).toEqual([
      'rbd_palm_olein:buys',
    ]);
  });

  it('a cement company burning coal buys coal, not cement', () => {
    expect(read('cement co - kiln fuel. Imports NAR 5500', { commodities: 'RB2' })).toEqual(['thermal_coal:buys']);
  });

  it("a 'steel raw materials desk' does not buy steel", () => {
    expect(read('steel raw materials desk. buys and sells shredded 211')).not.toContain('steel:buys');
  });

  it('an idiom is no product', () => {
    expect(read('gossips a lot, take with salt / very technical guy', { commodities: 'hipro SBM', role: 'Trader' })).not.toContain(
      'salt:buys',
    );
  });

  it('a broker with no position of its own is on no side', () => {
    expect(read('corredor de granos, sin posición propia', { commodities: 'crudo, fertilizantes' })).toEqual([]);
  });
});
