import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { coalGradesIn } from './grades.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-27T10:00:00Z');
const c = (id: string, commodities: string, notes: string | null = null, role = 'Buyer'): AssistantContact => ({
  id,
  fullName: `Person ${id}`,
  company: `Company ${id}`,
  role,
  location: 'Hanoi, Vietnam',
  commodities,
  notes,
});

describe('coal grades as traders write them', () => {
  it('reads the value and basis however written', () => {
    for (const text of ['4200 GAR', '4,200 kcal/kg GAR', '4.2k GAR', 'GAR 4200', 'mktg 4200 kcal GAR'])
      expect(coalGradesIn(text), text).toEqual([{ basis: 'gar', value: 4200 }]);
    expect(coalGradesIn('Newc 6000 NAR, 5500 NAR hi-ash')).toEqual([
      { basis: 'nar', value: 6000 },
      { basis: 'nar', value: 5500 },
    ]);
    // A tonnage or a price is no grade.
    expect(coalGradesIn('50kt GAR spec tbc, USD 62')).toEqual([]);
  });
});

describe('a grade asked within a product', () => {
  const index = buildAssistantIndex([
    c('g42', 'thermal coal', 'wants 4200 GAR, 2 panamax/month'),
    c('g38', 'steam coal', 'buys 3.8k GAR only'),
    c('n55', 'coal', 'tender for 5500 NAR'),
    c('any', 'thermal coal', 'power plant, regular buyer'),
    c('sap', 'nickel ore', 'RKEF smelter, saprolite 1.8%'),
    c('lim', 'nickel ore', 'HPAL plant, limonite'),
  ]);
  const ask = (message: string) => answerQuestion(index, { message, history: [], now });

  it('names only the contacts of that grade', () => {
    expect(ask('who buys 4200 GAR?').contactIds).toEqual(['g42']);
    expect(ask('who buys 4200 GAR?').text).toContain('Thermal Coal (4200 GAR)');
    expect(ask('saprolite buyers').contactIds).toEqual(['sap']);
  });

  it('leaves a grade out after except', () => {
    expect(new Set(ask('coal buyers except the 4200 GAR guys').contactIds)).toEqual(new Set(['g38', 'n55', 'any']));
  });

  it('finds a home for a grade among the buyers who asked for no other grade', () => {
    expect(new Set(ask('who can I sell 4200 GAR coal to?').contactIds)).toEqual(new Set(['g42', 'any']));
  });

  it('keeps the grade on a follow-up', () => {
    const first = ask('who buys 4200 GAR?');
    const second = answerQuestion(index, {
      message: 'which of them are in vietnam',
      history: [
        { role: 'user', content: 'who buys 4200 GAR?' },
        { role: 'assistant', content: first.text, contactIds: first.contactIds },
      ],
      now,
    });
    expect(second.contactIds).toEqual(['g42']);
  });
});
