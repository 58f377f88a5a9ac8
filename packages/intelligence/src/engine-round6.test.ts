/**
 * Round 6 (issue 24): the seller a buyer's own words point at comes first. Rare words of a grade, a port
 * or a spec both sides write ('granular', 'CP10', '15-15-15') and an origin the buyer asks for
 * ('prefers Saudi origin', 'Burma urad') raise a pair above the many that merely share the product.
 */
import { describe, expect, it } from 'vitest';
import { type EngineContact, gradeWords, originsOf, profileNetwork } from './network.ts';
import { findSynergies } from './synergy.ts';

const now = new Date('2026-11-23T12:00:00Z');
const c = (over: Partial<EngineContact> & { id: string }): EngineContact => ({ fullName: `Person ${over.id}`, ...over });

/** Many sellers of one product, spread over places, none saying anything special. */
const plainSellers = (product: string, n: number): EngineContact[] =>
  Array.from({ length: n }, (_, i) =>
    c({
      id: `a${String(i).padStart(2, '0')}`,
      role: 'Exporter',
      commodities: product,
      location: ['Rotterdam, Netherlands', 'Houston, USA', 'Santos, Brazil', 'Mumbai, India'][i % 4],
      countryCode: ['NL', 'US', 'BR', 'IN'][i % 4],
      notes: `sells ${product} FOB, cargo ${i % 3 === 0 ? 'monthly' : 'spot'}`,
    }),
  );

describe('grade words and origins', () => {
  it('reads a grade however it is written, never a volume or a date', () => {
    const words = gradeWords('NPK 15:15:15', 'needs NPK 15-15-15, 2x25kt, 30 kt in 2026, Viet 5 % broken, CP10, Santos 2/3');
    expect(words).toEqual(expect.arrayContaining(['15-15-15', 'viet', '5%', 'broken', 'cp10', '2-3']));
    expect(words).not.toContain('2x25kt');
    expect(words).not.toContain('2026');
    expect(words).not.toContain('30');
  });

  it('reads the countries a buyer wants goods from, never its own', () => {
    expect(originsOf(['WTB 5 kt LPG CIF Tema. prefers Saudi origin'], 'GH')).toEqual(['SA']);
    expect(originsOf(['Mozambique tur chahiye, CIF Mumbai. Urad bhi lete hain Burma se.'], 'IN')).toEqual(['MZ', 'MM']);
    expect(originsOf(['open to US Gulf material'], 'IN')).toEqual(['US']);
    expect(originsOf(['buys from India'], 'IN')).toEqual([]);
  });

  it('puts the seller writing the grade the buyer asks for first', () => {
    const book = [
      ...plainSellers('Palm olein', 30),
      c({
        id: 'z1',
        role: 'Refinery',
        commodities: 'RBD palm olein CP10',
        location: 'Medan, Indonesia',
        countryCode: 'ID',
        notes: 'olein CP10 in flexi for export',
      }),
      c({ id: 'z2', role: 'Buyer', commodities: 'palm olein', location: 'Lagos, Nigeria', countryCode: 'NG', notes: 'needs olein CP8' }),
      c({
        id: 'z3',
        role: 'Buyer',
        commodities: 'palm olein',
        location: 'Lagos, Nigeria',
        countryCode: 'NG',
        notes: 'wants CP10 olein in flexi',
      }),
    ];
    const found = findSynergies(profileNetwork(book), { now, maxPerContact: 1 });
    const ofBuyer = found.find((m) => m.buyerId === 'z3');
    expect(ofBuyer?.sellerId).toBe('z1');
    expect(ofBuyer?.evidence.shared).toEqual(expect.arrayContaining(['cp10']));
    expect(ofBuyer?.reasons.join(' ')).toMatch(/Both write 'cp10'|'flexi'/);
  });

  it('considers and prefers a seller in the country the buyer wants, even far down the list', () => {
    const book = [
      ...plainSellers('LPG', 40),
      c({ id: 'zs', role: 'Producer', commodities: 'LPG', location: 'Jubail', countryCode: 'SA', notes: 'sells LPG FOB Ras Tanura' }),
      c({
        id: 'zb',
        role: 'purchasing manager',
        commodities: 'LPG',
        location: 'Accra',
        countryCode: 'GH',
        notes: 'WTB 5 kt LPG CIF Tema. prefers Saudi origin',
      }),
    ];
    const found = findSynergies(profileNetwork(book), { now, maxPerContact: 1, maxSellersPerBuyer: 3 });
    const ofBuyer = found.find((m) => m.buyerId === 'zb');
    expect(ofBuyer?.sellerId).toBe('zs');
    expect(ofBuyer?.evidence.origin).toBe(true);
  });
});

describe('contrary grade words', () => {
  it("ranks a seller of 'high carbon' below one of 'low carbon' for a buyer of low carbon ferrochrome", () => {
    const book = [
      c({ id: 'hc', role: 'Producer', commodities: 'high carbon ferrochrome', location: 'Durban', countryCode: 'ZA' }),
      c({ id: 'lc', role: 'Producer', commodities: 'low carbon ferrochrome', location: 'Durban', countryCode: 'ZA' }),
      c({ id: 'b', role: 'Buyer', commodities: 'low carbon ferrochrome 0.1%C', location: 'Durban', countryCode: 'ZA' }),
    ];
    const found = findSynergies(profileNetwork(book), { now });
    const hc = found.find((m) => m.sellerId === 'hc');
    const lc = found.find((m) => m.sellerId === 'lc');
    expect(lc).toBeDefined();
    if (hc) expect(hc.score).toBeLessThan(lc!.score);
    expect(found[0]?.sellerId).toBe('lc');
  });
});
