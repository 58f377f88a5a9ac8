/**
 * Issue 24, round 15 (decision 052): an offer or a want open now ('has 55kt for Jan loading - unsold', 'needs 2 x 55kt
 * for Feb, pls send offers') puts a pair first; named grades apart are never introduced; the closer of two fits of one
 * product counts; a family the notes make specific is a weaker sign of the rest of it.
 */
import { contactSide } from '@tradeloom/domain/trade';
import { describe, expect, it } from 'vitest';
import { type EngineContact, profileContact, profileNetwork } from './network.ts';
import { findSynergies } from './synergy.ts';

const now = new Date('2026-11-27T12:00:00Z');
const c = (id: string, over: Partial<EngineContact>): EngineContact => ({ id, fullName: `Person ${id}`, location: 'Singapore', ...over });

describe('offers and wants open now', () => {
  it('reads a quantity with a time, or the words of an open offer, as live; a regular line is not', () => {
    const live = (notes: string) => [...contactSide({ notes, commodities: null, role: null, title: null, company: null }).live];
    expect(live('supplier of saprolite. has 55kt wmt Ni 1.8% saprolite for Jan loading - unsold, asked me to find a buyer')).toContainEqual(
      ['nickel_ore', 'sells'],
    );
    expect(live('NPI smelter, imports nickel ore / short of nickel ore: needs 2 x 55kt for Feb, pls send offers')).toEqual([
      ['nickel_ore', 'buys'],
    ]);
    expect(live('imports 1509 golden sella -- needs 40 cntrs 1509 sella for Ramadan')).toEqual([['basmati_rice', 'buys']]);
    expect(live('buys nickel ore every month, term contract')).toEqual([]);
    // (A broker's clients' wants are not its own.)
    expect(live('broker, no position. has buyers for 50kt nickel ore for Jan')).toEqual([]);
  });

  it('puts the pair whose two sides are open now before pairs as sure on paper', () => {
    const found = findSynergies(
      profileNetwork([
        c('s1', { commodities: 'Nickel ore', notes: 'nickel mine, sells nickel ore. relationship since 2017' }),
        c('s2', { commodities: 'Nickel ore', notes: 'nickel mine, sells nickel ore. has 50kt for Jan loading, wants a home ASAP' }),
        c('b1', { commodities: 'Nickel ore', notes: 'RKEF smelter, buys nickel ore monthly' }),
        c('b2', { commodities: 'Nickel ore', notes: 'RKEF smelter, buys nickel ore. urgently looking for 50kt for Jan arrival' }),
      ]),
      { now },
    );
    expect(`${found[0]!.sellerId}>${found[0]!.buyerId}`).toBe('s2>b2');
    expect(found[0]!.reasons).toContain('Person s2 has it on offer now and Person b2 is asking for it now: act while both are open.');
  });
});

describe('grades and families in introductions', () => {
  it('never introduces a seller of one named grade to a buyer of another', () => {
    const found = findSynergies(
      profileNetwork([
        c('sap', { commodities: 'Nickel ore', notes: 'mine, sells saprolite 1.8%' }),
        c('lim', { commodities: 'Nickel ore', notes: 'HPAL plant, buys limonite only' }),
        c('plv', { commodities: 'Coking coal', notes: 'sells PLV HCC' }),
        c('ss', { commodities: 'Coking coal', notes: 'coke plant, buys semi-soft coking coal' }),
      ]),
      { now },
    );
    expect(found).toEqual([]);
  });

  it('counts the closer of two fits of one product', () => {
    const [m] = findSynergies(
      profileNetwork([
        c('s', { commodities: 'iron ore', notes: 'ore producer, sells iron ore fines' }),
        c('b', { commodities: 'iron ore', notes: 'steel mill, buys iron ore fines' }),
      ]),
      { now, threshold: 0 },
    );
    expect(m!.evidence.product).toBe('exact');
    expect(m!.products.map((p) => p.id)).toContain('iron_ore_fines');
  });

  it('reads a listed family the notes make specific as a weaker sign of the rest of it', () => {
    const p = profileContact(c('b', { commodities: 'spices', notes: 'spice importer, buys blk pepper 550 GL' }));
    const spices = p.products.find((t) => t.product.id === 'spices');
    const pepper = p.products.find((t) => t.product.id === 'black_pepper');
    expect(pepper?.side).toBe('buys');
    expect(spices!.sideEvidence).toBeLessThan(pepper!.sideEvidence);
  });
});

describe('what is not open now', () => {
  it('never reads history or a bare WTB as an offer open now', () => {
    const live = (notes: string) => [...contactSide({ notes, commodities: null, role: null, title: null, company: null }).live];
    expect(live('RFQ busheling scrap. did 3 shipments last year, good LC bank')).toEqual([]);
    expect(live('WTB zinc dross')).toEqual([]);
    expect(live('closed 2 deals in 2025: 50kt urea for Jan')).toEqual([]);
  });
});

describe('a standing volume and an ask for our offer', () => {
  it("reads '4 containers a month' as a standing volume, and 'pls offer milling wheat' as a want", () => {
    const read = (notes: string) => contactSide({ notes, commodities: null, role: null, title: null, company: null });
    expect([...read('WTB Colombian excelso EP, 4 containers a month, NY delivery').live]).toEqual([]);
    expect(read('big volumes through us, pls offer milling wheat 12.5 FCA Alexandria').byProduct.get('milling_wheat')).toBe('buys');
  });
});
