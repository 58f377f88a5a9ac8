/**
 * The hubs a question names by their code or their name in another language, read from the domain's one table
 * of the trade's place shorthand: 'GVA', 'KHI', 'Ginebra', 'Hamburgo'. A short code counts only in capitals:
 * 'ham' and 'mad' are words.
 */
import { describe, expect, it } from 'vitest';
import { buildAssistantIndex } from './network-index.ts';
import { parseQuestion } from './query.ts';
import type { AssistantContact } from './types.ts';

const c = (id: string, commodities: string, location: string, city: string): AssistantContact => ({
  id,
  fullName: `Person ${id}`,
  company: `Company ${id}`,
  role: 'Trader',
  location,
  city,
  commodities,
  interactions: [],
});
const index = buildAssistantIndex([
  c('g', 'crude oil', 'Geneva, Switzerland', 'Geneva'),
  c('k', 'rice', 'Karachi, Pakistan', 'Karachi'),
  c('h', 'ham, pork', 'Hamburg, Germany', 'Hamburg'),
  c('n', 'wheat', 'New York, USA', 'New York'),
]);
const now = new Date('2026-11-27T10:00:00Z');
const city = (q: string) => parseQuestion(index, q, now).places.find((p) => p.kind === 'city')?.value ?? null;

describe('a hub asked by its code or its foreign name', () => {
  it('reads the code written in capitals and the foreign name', () => {
    expect(city('who do I know in GVA')).toBe('geneva');
    expect(city('rice buyers in KHI')).toBe('karachi');
    expect(city('¿quién en Ginebra vende crudo?')).toBe('geneva');
    expect(city('wer in Hamburgo')).toBe('hamburg');
    expect(city('contatti a Nueva York')).toBe('new york');
  });
  it('never reads a word as a code', () => {
    expect(city('who sells ham')).toBeNull();
    expect(city('who is mad at me')).toBeNull();
  });
});
