import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type NetworkContact, suggestIntroductions } from './introductions.ts';

const c = (id: string, role: string, commodities: string, location = 'Geneva'): NetworkContact => ({
  id,
  fullName: `Person ${id}`,
  role,
  commodities,
  location,
});

describe('suggestIntroductions', () => {
  it('pairs a supplier with a buyer of the same commodity, case-insensitively', () => {
    const out = suggestIntroductions([c('s1', 'Supplier', 'Copper, Zinc'), c('b1', 'Buyer', 'copper'), c('t1', 'Trader', 'Copper')]);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ supplierId: 's1', buyerId: 'b1', sharedCommodities: ['Copper'] });
    expect(out[0]?.reason).toContain('both in Geneva');
  });

  it('ranks more shared commodities and a shared location first', () => {
    const out = suggestIntroductions([
      c('s1', 'Supplier', 'Wheat, Corn', 'Rotterdam'),
      c('b1', 'Buyer', 'Wheat', 'Dubai'),
      c('b2', 'Buyer', 'Wheat, Corn', 'Rotterdam'),
    ]);
    expect(out.map((o) => o.buyerId)).toEqual(['b2', 'b1']);
    expect(out[0]!.score).toBeGreaterThan(out[1]!.score);
  });

  it('never pairs contacts without a common commodity or on the same side', () => {
    expect(suggestIntroductions([c('s1', 'Supplier', 'Gold'), c('b1', 'Buyer', 'Silver'), c('s2', 'Supplier', 'Gold')])).toEqual([]);
  });

  it('only returns supplier-to-buyer pairs that share a commodity, with scores in 0..1', () => {
    const roles = fc.constantFrom('Supplier', 'Buyer', 'Trader', 'Broker', null);
    const goods = fc.subarray(['Gold', 'Copper', 'Wheat', 'LNG', 'Coal']).map((l) => l.join(', '));
    fc.assert(
      fc.property(fc.array(fc.record({ role: roles, commodities: goods }), { maxLength: 25 }), (rows) => {
        const contacts = rows.map((r, i) => ({ id: `c${i}`, fullName: `C${i}`, role: r.role, commodities: r.commodities, location: null }));
        const byId = new Map(contacts.map((x) => [x.id, x]));
        for (const s of suggestIntroductions(contacts, 1000)) {
          expect(byId.get(s.supplierId)?.role).toBe('Supplier');
          expect(byId.get(s.buyerId)?.role).toBe('Buyer');
          expect(s.sharedCommodities.length).toBeGreaterThan(0);
          expect(s.score).toBeGreaterThanOrEqual(0);
          expect(s.score).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
