/**
 * Issue 24, round 17: gatherings as notes write them. 'LMEW' and 'LME wk dinner' are LME Week; 'met @ LME Week London 25'
 * is its 2025 edition; 'Palm Oil Conf KL' is POC; asked in the year of the question, an event's notes need not say the
 * year; "Gulfood '25" asks for the 2025 edition only.
 */
import { describe, expect, it } from 'vitest';
import type { EngineInteraction } from '../network.ts';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const c = (id: string, notes: string, interactions: EngineInteraction[] = []): AssistantContact => ({
  id,
  fullName: `Person ${id}`,
  company: `Company ${id}`,
  role: 'Trader',
  location: 'Singapore',
  commodities: null,
  notes,
  interactions,
});
const index = buildAssistantIndex([
  c('l0', 'met at LME Week 2025, buys cathodes'),
  c('l1', 'RFQ cu conc. met @ LME Week London 25'),
  c('l2', 'offering Cu conc', [{ kind: 'meeting', occurredOn: '2025-10-15', text: 'Met at LMEW' }]),
  c('l3', 'WTB Cu cath', [{ kind: 'meeting', occurredOn: '2025-10-14', text: 'LME wk dinner, wants African cath' }]),
  c('l4', 'tyre kicker. met @ LMEW 24'),
  c('p0', 'ketemu di POC 2026, jual CPO'),
  c('p1', 'Palm Oil Conf KL - coffee. seller of PFAD'),
  c('p2', 'met at POC KL. sells RBD olein'),
  c('p3', 'met at POC 2025, buys CPO'),
  c('g1', 'met at Gulfood 2025'),
  c('g2', "Gulfood '26, wants rice"),
]);
const now = new Date('2026-11-27T10:00:00Z');
const ask = (message: string) => [...answerQuestion(index, { message, now }).contactIds].sort();

describe('gatherings as notes write them', () => {
  it('reads LMEW, LME wk and a year written short after the place', () => {
    expect(ask('LME Week 2025 people')).toEqual(['l0', 'l1', 'l2', 'l3']);
  });

  it("reads POC by its words, this year's edition with no year said, and a year written short", () => {
    expect(ask('POC 2026 contacts')).toEqual(['p0', 'p1', 'p2']);
    expect(ask("gulfood '25 contacts")).toEqual(['g1']);
  });
});
