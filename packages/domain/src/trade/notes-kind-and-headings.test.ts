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

describe('Turkish and Russian roles, headings and company names', () => {
  it('reads roles', () => {
    expect(side({ role: 'Satıcı', commodities: 'raw sugar' }).side).toBe('sells');
    expect(side({ role: 'Hammadde Alım Sorumlusu', commodities: 'aluminium ingot' }).side).toBe('buys');
    expect(side({ role: 'Директор по продажам', commodities: 'BPI' }).side).toBe('sells');
    expect(side({ role: 'Производитель', commodities: 'пшеница 3 класс' }).side).toBe('sells');
  });
  it('reads headings and demand', () => {
    expect(side({ commodities: 'alış: buğday %13.5 pro' }).byProduct).toEqual({ wheat: 'buys' });
    expect(side({ commodities: 'сбыт: milling wheat' }).byProduct).toEqual({ milling_wheat: 'sells' });
    expect(side({ commodities: 'kükürt', notes: 'kükürt talebi var, 10 wagons/month' }).side).toBe('buys');
  });
  it('reads what a company is, in Cyrillic too', () => {
    expect(side({ company: 'Шахта «Волга»', commodities: 'met coal' }).kind).toBe('mine');
    expect(side({ company: 'Liman Çelikhane', commodities: 'HMS hurda' }).kind).toBe('steel_mill');
    expect(side({ company: 'Hisar Enerji Termik Santrali', commodities: 'coal 6000 NAR' }).kind).toBe('power_plant');
  });
});
