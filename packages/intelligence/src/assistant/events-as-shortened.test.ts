/**
 * Issue 24, round 15: gatherings as notes shorten them.
 * - a name asked by its initials is the words they start ('POC KL' for POC Kuala Lumpur), and initials written in the
 *   notes are the name asked in full ('met at WBM' for World Biofuels Markets), a year written on included ('wbm26');
 *   never a run of a sentence's words ('palm oil CFR Colombo' is no POC, 'sold MAP until 2025' no SMU);
 * - a meeting logged on a day that names a gathering without its year is that year's ('ketemu POC' on 4 March 2026);
 * - 'people from POC KL' is the gathering the notes speak of, not a source of introduction a contact happens to name.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-27T10:00:00Z');
const c = (
  id: string,
  notes: string,
  interactions: AssistantContact['interactions'] = [],
  source: string | null = null,
): AssistantContact => ({
  id,
  fullName: `Person ${id}`,
  company: `Company ${id}`,
  role: 'Trader',
  location: 'Rotterdam, Netherlands',
  commodities: 'UCO',
  notes,
  interactions,
  sourceOfIntroduction: source,
});

const BOOK: AssistantContact[] = [
  c('p1', 'saw him at POC Kuala Lumpur 2026'),
  c('p2', 'mill operator | POC Kuala Lumpur 2026 - met at the stand | Christmas card list'),
  c('p3', 'buys UCO', [{ kind: 'meeting', occurredOn: '2026-03-03', text: 'met at POC 2026 KL - talked cat 3 tallow' }]),
  c('p4', 'buys palm oil CFR Colombo; LC at sight only'),
  c('p5', 'trader', [{ kind: 'meeting', occurredOn: '2026-03-04', text: 'ketemu POC' }]),
  c('p6', 'trader', [{ kind: 'meeting', occurredOn: '2025-03-04', text: 'ketemu POC' }]),
  c('w1', 'airline, buys SAF', [{ kind: 'meeting', occurredOn: '2026-03-17', text: 'met at wbm26 - talked SAF' }]),
  c('w2', 'biodiesel plant', [{ kind: 'meeting', occurredOn: '2026-03-17', text: 'met at World Biofuels Markets (Mar 2026)' }]),
  c('w3', 'sold MAP until 2025'),
  c('w4', 'broker, no position | @ WBM 2026 Amsterdam'),
  c('s1', 'buys UCO', [], 'POC KL'),
];
const index = buildAssistantIndex(BOOK);
const ask = (message: string) => new Set(answerQuestion(index, { message, history: [], priorities: [], now }).contactIds);

describe('gatherings by initials', () => {
  it('reads a short name of the place and the year written on', () => {
    // (Asked in 2026, this year's POC is also the one a note or a source names without a year: 'POC KL'.)
    expect(ask('who did I meet at POC KL 2026')).toEqual(new Set(['p1', 'p2', 'p3', 's1']));
    expect(ask('who did I meet at POC KL 2025')).toEqual(new Set([]));
    expect(ask('WBM 2026 contacts')).toEqual(new Set(['w1', 'w2', 'w4']));
  });

  it('reads the year of a meeting from the day it was logged', () => {
    const met = ask('POC 2026 contacts');
    expect(met.has('p5')).toBe(true);
    expect(met.has('p6')).toBe(false);
  });

  it('never reads a sentence of trade words as initials', () => {
    expect(ask('who did I meet at POC KL 2026').has('p4')).toBe(false);
    expect(ask('who did i meet at SMU?').has('w3')).toBe(false);
  });

  it("reads 'people from' a gathering the notes speak of as the gathering", () => {
    const from = ask('people from POC KL this year');
    expect(from.has('p1')).toBe(true);
    expect(from.has('p3')).toBe(true);
  });
});
