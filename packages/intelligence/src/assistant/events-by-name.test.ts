/**
 * Issue 24, round 13: events asked as traders ask them.
 * - 'APPEC last year' is the 2025 event: not 'saw at APPEC 2026' nor "met at APPEC '24", though the name is all of it;
 * - a telegraphic clause (' / ', ' - ') is a sentence of its own: 'met at ADIPEC 2024 / met at APPEC 2025';
 * - a name no dictionary knows, asked of nothing else ('coaltrans bali people', 'Coaltrans Asia contacts') is what the
 *   notes say of it, never everyone (or everyone in Asia); a word of another language the notes happen to use
 *   ('tous mes contacts à Marseille') is not an event.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-26T10:00:00Z');
const c = (id: string, location: string, notes: string, interactions: AssistantContact['interactions'] = []): AssistantContact => ({
  id,
  fullName: `Person ${id}`,
  company: `Company ${id}`,
  role: 'Trader',
  location,
  commodities: 'LNG',
  notes,
  interactions,
});

const BOOK: AssistantContact[] = [
  c('a26', 'Doha, Qatar', 'LNG seller\nsaw at APPEC 2026'),
  c('a24', 'Tokyo, Japan', "gas utility, buys LNG. met at APPEC '24"),
  c('a25', 'Singapore', 'LNG producer / first met at ADIPEC 2024 Abu Dhabi / first met at APPEC 2025'),
  c('a25b', 'Seoul, South Korea', 'buys LNG', [{ kind: 'meeting', occurredOn: '2025-09-09', text: "coffee at APPEC '25" }]),
  c('ct1', 'Jakarta, Indonesia', 'coal miner. met at Coaltrans, exchanged cards'),
  c('ct2', 'Mumbai, India', 'power plant - met again at Coaltrans Bali 2026'),
  c('ct3', 'Sydney, Australia', 'coking coal. met at Coaltrans Asia Bali 26'),
  c('ct4', 'Chennai, India', 'met at Coaltrans India 2025'),
  c('ma1', 'Marseille, France', 'client pour tous les grades'),
  c('ma2', 'Marseille, France', 'buys LNG'),
  c('x1', 'Shanghai, China', 'buys LNG'),
];

describe('events by name and year', () => {
  const index = buildAssistantIndex(BOOK);
  const ask = (message: string) => answerQuestion(index, { message, history: [], now });

  it('names the year asked, written in full or short, and only that year', () => {
    expect(new Set(ask('who did I see at APPEC last year').contactIds)).toEqual(new Set(['a25', 'a25b']));
    expect(ask('who did I meet at APPEC this year?').contactIds).toEqual(['a26']);
  });

  it('reads an unknown name as the event the notes speak of, with its place', () => {
    expect(new Set(ask('coaltrans bali people').contactIds)).toEqual(new Set(['ct1', 'ct2', 'ct3']));
    // (Not everyone in Asia, nor Coaltrans India; 'met at Coaltrans' may be the Asian one.)
    expect(new Set(ask('Coaltrans Asia contacts').contactIds)).toEqual(new Set(['ct1', 'ct2', 'ct3']));
  });

  it('does not take a word of another language for an event', () => {
    expect(new Set(ask('tous mes contacts à Marseille').contactIds)).toEqual(new Set(['ma1', 'ma2']));
  });
});
