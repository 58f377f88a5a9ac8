/**
 * A product the notes say a contact trades both ways ('buys & sells crude', 'trades KCl both ways') is bought and
 * sold, whether or not the commodities field lists it (issue 24): before, a product only the notes named both ways
 * was dropped from the profile. A go-between who 'brokers it both ways' still takes no position.
 */
import { describe, expect, it } from 'vitest';
import { profileContact } from './network.ts';

const sides = (notes: string, extra: { role?: string; commodities?: string } = {}) =>
  profileContact({ id: 'x', fullName: 'A B', notes, ...extra })
    .products.map((t) => `${t.product.id}:${t.side}`)
    .sort();

describe('a product traded both ways', () => {
  it('named only in the notes is bought and sold', () => {
    expect(sides('oil trading house, Nicosia based. buys & sells crude.')).toEqual(['crude_oil:buys', 'crude_oil:sells']);
    expect(sides('physical trader full range naphtha, buys and sells')).toEqual(['naphtha:buys', 'naphtha:sells']);
  });

  it('listed with no side is bought and sold, not on no side', () => {
    expect(sides('buys and sells it', { role: 'Trader', commodities: 'copper cathode' })).toEqual([
      'copper_cathode:buys',
      'copper_cathode:sells',
    ]);
  });

  it('keeps what the notes say of its other products', () => {
    expect(sides('WTS vlsfo. buys & sells EN590')).toEqual(['diesel:buys', 'diesel:sells', 'vlsfo:sells']);
  });

  it('is no position for a go-between', () => {
    expect(sides('brokers copper cathodes both ways, commission only', { role: 'Broker' })).toEqual([]);
    expect(sides('intermediary - works both sides, 1$/t commission', { commodities: 'thermal coal' })).not.toContain('thermal_coal:buys');
  });

  it('never brings back a product the notes say was stopped', () => {
    expect(sides('used to buy & sell crude, stopped 2023')).toEqual([]);
  });

  it('a notes side after another product does not spill over to it', () => {
    expect(sides('looking for RB2 coal, trades AGO 500ppm both ways (buy & sell), WTB N fertilisers any origin')).not.toContain(
      'thermal_coal:sells',
    );
  });
});

describe('an agent for a principal', () => {
  it('takes no position of its own', () => {
    expect(sides('sourcing agent (CPC Blend), paid by principal', { role: 'Commission agent' })).toEqual([]);
    expect(sides('sourcing agent (BL crude), paid by principal', { role: 'Representative' })).toEqual([]);
  });

  it('nor does a broker who says it has buyers', () => {
    expect(sides('has buyers for CPC blend crude (says) - broker chain, careful', { role: 'Corredor' })).toEqual([]);
  });

  it('a trader who has buyers still buys', () => {
    expect(sides('has buyers for CPC blend crude', { role: 'Trader' })).toContain('cpc_blend:buys');
  });
});
