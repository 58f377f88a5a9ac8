import { describe, expect, it } from 'vitest';
import { companyKind, companyProductSide } from './company.ts';
import { resolveCommodities, resolveCommodity } from './resolve.ts';
import { contactSide } from './sides.ts';

const side = (commodities: string, notes: string, role: string | null = null) =>
  contactSide({ commodities, notes, role, title: null, company: null });

describe('round 15: sides as more books write them', () => {
  it('reads a collector or aggregator as selling what it collects', () => {
    expect(side('UCO', 'collects UCO from restaurants & food industry | approx 50t per month').side).toBe('sells');
    expect(side('used cooking oil', 'uco collection company. medium-sized').side).toBe('sells');
  });

  it("reads 'in- en verkoop' and 'compra y venta' as both ways", () => {
    expect(side('Methanol', 'handelt methanol (in- en verkoop)', 'Trading').tradesBoth.has('methanol')).toBe(true);
    expect(side('urea', 'compra y venta de urea', 'Trading').tradesBoth.has('urea')).toBe(true);
  });

  it('reads Swahili buying and selling', () => {
    expect(side('dizeli, LPG', 'mnunuzi wa dizeli na LPG CFR Tanga').side).toBe('buys');
    expect(side('sesame', 'anauza ufuta (sesame) FOB Mtwara').side).toBe('sells');
  });

  it("reads 'no toma posición' as a broker with no position", () => {
    expect(side('Methanol, HVO', 'corredor, no toma posición, covers HVO', 'Broker').side).toBe('none');
  });
});

describe('round 15: battery materials and minor metals kept apart', () => {
  it.each([
    ['MHP (Ni 39%)', 'mhp'],
    ['NiSO4 22%', 'nickel_sulphate'],
    ['high-grade matte 70%', 'nickel_matte'],
    ['-100 mesh flake graphite', 'flake_graphite'],
    ['SPG 15um spherical graphite', 'spherical_graphite'],
    ['APT 88.5%', 'apt'],
    ['wolframite concentrate', 'tungsten_concentrate'],
    ['Ge ingot 5N', 'germanium'],
    ['Ga 4N', 'gallium'],
    ['antimony ingots', 'antimony'],
    ['dysprosium oxide', 'dysprosium'],
    ['NdPr oxide', 'ndpr'],
    ['高纯硫酸锰', 'hpmsm'],
  ])('%s is %s', (written, id) => {
    expect(resolveCommodities(written).map((p) => p.id)).toContain(id);
  });
});

describe('round 15: a minor metals refinery sells what it refines', () => {
  it('reads gallium and APT at a refinery as what it sells', () => {
    const kind = companyKind('Sichuan Minor Metals Refinery Co')!;
    expect(kind).toBe('refinery');
    expect(companyProductSide(kind, resolveCommodity('Ga 4N'))).toBe('sells');
    expect(companyProductSide(kind, resolveCommodity('APT 88.5'))).toBe('sells');
  });
});

describe('round 15: the North American desk', () => {
  it.each([
    ['SPF #2&Btr 2x4', 'lumber'],
    ['PET studs', 'lumber'],
    ['canola ml', 'rapeseed_meal'],
    ['CDCO', 'rapeseed_oil'],
    ['CWAD', 'durum'],
  ])('%s is %s', (written, id) => {
    expect(resolveCommodities(written).map((p) => p.id)).toContain(id);
  });
});
