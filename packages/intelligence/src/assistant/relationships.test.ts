/** The assistant on relationship strength and cadences (decision 041). */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-23T12:00:00Z');
const NETWORK: AssistantContact[] = [
  {
    id: 'cu1',
    fullName: 'Kofi Mensah',
    role: 'Supplier',
    commodities: 'Copper cathodes',
    location: 'Lusaka, Zambia',
    strength: 82,
    strengthNote: '9 calls both ways in 90 days, last meeting 2 weeks ago',
    cadenceDays: 14,
    cadenceDueOn: '2026-11-30',
  },
  {
    id: 'cu2',
    fullName: 'Wei Chen',
    role: 'Buyer',
    commodities: 'Copper cathodes',
    location: 'Shanghai, China',
    strength: 35,
    cadenceDays: 91,
    cadenceDueOn: '2026-11-01',
  },
  { id: 'cu3', fullName: 'Lena Vogel', role: 'Buyer', commodities: 'Copper concentrate', location: 'Hamburg, Germany', strength: 58 },
  {
    id: 'zn1',
    fullName: 'Omar Haddad',
    role: 'Broker',
    commodities: 'Zinc',
    location: 'Dubai, UAE',
    strength: 12,
    cadenceDays: 30,
    cadenceDueOn: '2026-10-01',
  },
  { id: 'zn2', fullName: 'Ana Silva', role: 'Supplier', commodities: 'Zinc', location: 'Lima, Peru', strength: null },
];
const index = buildAssistantIndex(NETWORK);
const ask = (message: string, network = index) => answerQuestion(network, { message, now });

describe('the assistant on relationship strength', () => {
  it('lists the strongest contacts in copper, strongest first, with what the strength rests on', () => {
    const a = ask('who are my strongest contacts in copper?');
    expect(a.contactIds).toEqual(['cu1', 'cu3', 'cu2']);
    expect(a.text).toContain('strength 82 (strong): 9 calls both ways in 90 days, last meeting 2 weeks ago');
    expect(a.understood).toBe(true);
  });

  it('lists the weakest relationships over the whole network, leaving out contacts with no history', () => {
    const a = ask('my weakest relationships');
    expect(a.contactIds).toEqual(['zn1', 'cu2', 'cu3', 'cu1']);
    expect(a.text).toMatch(/^Your weakest relationships, weakest first:/);
  });

  it('answers who is overdue from the cadences, strongest relationship first', () => {
    const a = ask('who is overdue?');
    expect(a.contactIds).toEqual(['cu2', 'zn1']);
    expect(a.text).toContain('due 2026-11-01 (every quarter) · strength 35');
    expect(ask('which copper contacts are overdue?').contactIds).toEqual(['cu2']);
  });

  it('says so when no strength is known, and leaves overdue to the reminders when no cadence is', () => {
    const bare = buildAssistantIndex(NETWORK.map(({ strength, strengthNote, cadenceDays, cadenceDueOn, ...c }) => c));
    const a = ask('who are my strongest contacts?', bare);
    expect(a.contactIds).toEqual([]);
    expect(a.text).toContain('I have no relationship strength for your contacts yet');
    expect(ask('who is overdue?', bare).intent).toBe('reconnect');
  });

  it('leaves other questions as they were', () => {
    expect(ask('who sells copper?').contactIds).toEqual(['cu1']);
    expect(ask('how many buyers do I have?').intent).toBe('count');
  });
});
