/**
 * What a company is when only its notes say it, and a side written as a heading in the commodities field
 * (issue 24, round 9 second pass).
 */
import { describe, expect, it } from 'vitest';
import { contactSide } from './index.ts';

const side = (c: { role?: string | null; company?: string | null; commodities?: string | null; notes?: string | null }) => {
  const s = contactSide({ role: null, title: null, company: null, commodities: null, notes: null, ...c });
  return { side: s.side, kind: s.companyKind, byProduct: Object.fromEntries(s.byProduct) };
};

describe('what the notes open by saying the company is', () => {
  it.each([
    ['feed mill. did 8 deals w/ us in 2026', 'YC2, hi-pro SBM', 'feed_mill'],
    ['poultry integrator. small player', 'US #2 yellow corn, milo', 'feed_mill'],
    ['wire & cable maker - Cubs fan; only texts', 'Cu cathode', 'fabricator'],
    ['hot-dip galvanizer, 3 kettles, ~400 t/mo SHG', 'SHG zinc', 'fabricator'],
    ['gasera | 20 pipas/semana', 'propano', 'gas_distributor'],
    ['ethanol plant - 2 cargoes/yr', 'fuel ethanol, DDGs', 'ethanol_plant'],
  ])('%s', (notes, commodities, kind) => {
    expect(side({ notes, commodities }).kind).toBe(kind);
  });

  it('buys the inputs and sells the outputs of that kind', () => {
    expect(side({ notes: 'ethanol plant - 2 cargoes/yr', commodities: 'fuel ethanol, corn' }).byProduct).toEqual({
      ethanol: 'sells',
      corn: 'buys',
    });
    expect(side({ notes: 'feed mill', commodities: 'soybean meal' }).side).toBe('buys');
  });

  it('is not a customer the notes name, nor a sentence that trades', () => {
    expect(side({ notes: 'sells to feed mills in Jalisco', commodities: 'yellow corn' }).kind).toBeNull();
    expect(side({ notes: 'supplies steel mills. good payer', commodities: 'HMS' }).kind).toBeNull();
  });
});

describe('a side written as a heading in the commodities field', () => {
  it('holds for every product after it', () => {
    expect(side({ commodities: 'Sells: EtOH, distillers grains' }).byProduct).toEqual({ ethanol: 'sells', ddgs: 'sells' });
    expect(side({ commodities: 'Buys: urea, DAP; Sells: sulphur' }).byProduct).toEqual({ urea: 'buys', dap: 'buys', sulphur: 'sells' });
  });
  it('leaves a field without one as it was', () => {
    expect(side({ commodities: 'urea, DAP' }).byProduct).toEqual({});
  });
});
