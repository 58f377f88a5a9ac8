/**
 * Issue 24, round 13 (second pass): a broker's book as brokers write it. 'bkr', 'no posn', 'has buyer for 5000mt
 * olein CFR Dar (client, not him)' put a contact on no side; a surveyor at an inspection company who is 'used on
 * all our PKS/coal loadings' trades nothing.
 */
import { describe, expect, it } from 'vitest';
import { contactSide, resolveCommodities } from './index.ts';

describe("a broker's shorthand", () => {
  it('reads a go-between and its clients’ wants as no position', () => {
    for (const c of [
      {
        role: 'bkr',
        commodities: 'crude palm oil + RBD palm olein',
        notes: 'pure broker, no posn. has buyer for 5000mt olein CFR Dar es Salaam (client, not him)',
      },
      { role: 'Broker', notes: 'bkr, both sides, no posn of his own. has a seller of PKS 20kt/qtr FOB Dumai' },
      {
        role: 'Partner',
        commodities: '3800 GAR',
        notes: 'broker only - never takes a position. has buyer for 60kt 3800 GAR CFR Mundra (client, not him)',
      },
    ]) {
      const side = contactSide(c);
      expect(
        [...side.byProduct.values()].filter((s) => s === 'buys' || s === 'sells'),
        c.notes,
      ).toEqual([]);
      expect(['none', 'either']).toContain(side.side);
    }
  });

  it('keeps a broker who says what he buys himself on that side', () => {
    expect(contactSide({ role: 'Broker', notes: 'bkr but buys CPO on own account, 5kt/month' }).byProduct.get('cpo')).toBe('buys');
  });

  it('puts a surveyor at an inspection company on no side', () => {
    const side = contactSide({
      role: 'Surveyor',
      company: 'Bureau Veritas',
      notes: 'quality & quantity inspection; used on all our PKS/coal loadings',
    });
    expect(side.side).toBe('none');
    expect(side.byProduct.size).toBe(0);
  });
});

describe('a side written beside a product in the commodities field', () => {
  it('is no word of its name', () => {
    expect([...resolveCommodities('CPO (FFA 5% max), kernel shells (seller)')].map((r) => r.id)).toEqual(['cpo', 'palm_kernel_shells']);
    expect([...resolveCommodities('Pilbara fines - buyer')].map((r) => r.id)).toEqual(['iron_ore_fines']);
    expect([...resolveCommodities('4200GAR - seller')].map((r) => r.id)).toEqual(['thermal_coal']);
  });
});
