/**
 * Issue 24, round 13: time asked the other way round, and by when a contact came into the book. 'Contacts I last spoke to more than 6 months ago' and 'whose
 * last contact was before this year' ask for silence (not for the last 6 months); 'who did i cal this month' is a
 * call; a product no one trades, asked in another language ('quién vende rambután?'), names no one (not every seller).
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-26T10:00:00Z');
const c = (id: string, on: string, kind: 'call' | 'email' = 'call'): AssistantContact => ({
  id,
  fullName: `Person ${id}`,
  company: `Company ${id}`,
  role: 'Seller',
  location: 'Lima, Peru',
  commodities: 'LNG',
  interactions: [{ kind, occurredOn: on, text: kind }],
});

const BOOK: AssistantContact[] = [c('old', '2025-03-01'), c('mid', '2026-02-10'), c('new', '2026-11-20'), c('mail', '2026-11-21', 'email')];

describe('silence asked the other way round', () => {
  const index = buildAssistantIndex(BOOK);
  const ask = (message: string) => answerQuestion(index, { message, history: [], now });

  it('reads "more than 6 months ago" and "before this year" as silence since then', () => {
    expect(new Set(ask('contacts i last spoke to more than 6 months ago').contactIds)).toEqual(new Set(['old', 'mid']));
    expect(ask('lng people whose last contact was before this year').contactIds).toEqual(['old']);
  });

  it('reads a call typed short', () => {
    expect(ask('who did i cal this month').contactIds).toEqual(['new']);
  });

  it('names no one for a product no one trades, asked in Spanish', () => {
    const a = ask('quién vende rambután?');
    expect(a.contactIds).toEqual([]);
    expect(a.text).toContain('rambutan');
  });
});

describe('years and additions', () => {
  const book: AssistantContact[] = [
    { ...c('y23', '2023-05-01'), createdAt: '2022-01-10T00:00:00Z' },
    { ...c('y24', '2024-06-01'), createdAt: '2026-11-03T00:00:00Z' },
    { ...c('y26', '2026-10-01'), createdAt: '2026-11-20T00:00:00Z' },
  ];
  const index = buildAssistantIndex(book);
  const ask = (message: string) => answerQuestion(index, { message, history: [], now });

  it('reads a year alone, and "or earlier"', () => {
    expect(ask('who did I last speak to in 2024?').contactIds).toEqual(['y24']);
    // ("Haven't spoken to since 2024": the last time was in 2024 or before.)
    expect(new Set(ask("who haven't I spoken to since 2024").contactIds)).toEqual(new Set(['y23', 'y24']));
    expect(ask('anyone I last spoke to in 2023 or earlier?').contactIds).toEqual(['y23']);
  });

  it('answers who was added when, the newest first', () => {
    const a = ask('which contacts did I add this month?');
    expect(a.contactIds).toEqual(['y26', 'y24']);
    expect(a.text).toContain('you added this month');
  });
});
