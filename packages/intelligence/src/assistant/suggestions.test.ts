import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import { GENERAL_QUESTIONS, suggestedQuestions } from './suggestions.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-23T12:00:00Z');

const NETWORK: AssistantContact[] = [
  {
    id: 'a1',
    fullName: 'Olena Kovalenko',
    company: 'Chornomorsk Grain LLC',
    role: 'Supplier',
    location: 'Odesa, Ukraine',
    commodities: 'Wheat, Corn',
    lastContactedAt: '2026-10-19',
  },
  {
    id: 'a2',
    fullName: 'Karim Mansour',
    company: 'Delta Flour Mills S.A.E.',
    role: 'Buyer',
    location: 'Alexandria, Egypt',
    commodities: 'Wheat',
    notes: 'Tender for 60kt wheat CIF Damietta. Call back in 14 days with Black Sea offers.',
    lastContactedAt: '2026-11-12',
  },
  {
    id: 'a3',
    fullName: 'Lars Pettersen',
    company: 'Muuga Fertilisers AS',
    role: 'Supplier',
    location: 'Tallinn, Estonia',
    commodities: 'Urea',
    lastContactedAt: '2026-04-01',
  },
  {
    id: 'a4',
    fullName: 'Amira Haddad',
    company: 'Creek Fertilisers DMCC',
    role: 'Buyer',
    location: 'Dubai, United Arab Emirates',
    commodities: 'Urea',
    lastContactedAt: '2026-11-15',
  },
];

describe('the questions an empty conversation offers', () => {
  const index = buildAssistantIndex(NETWORK);
  const names = NETWORK.map((c) => c.fullName);

  it('name people and products of the network, and each has an answer with contacts', () => {
    const questions = suggestedQuestions(index, { now });
    expect(questions).toHaveLength(3);
    expect(questions[0]).toMatch(/^Who should I introduce (Olena Kovalenko|Lars Pettersen) to\?$/);
    expect(questions.some((q) => /^Who buys (wheat|urea) in (Africa|the Middle East)\?$/.test(q))).toBe(true);
    for (const q of questions) {
      const answer = answerQuestion(index, { message: q, now });
      expect(answer.understood, q).toBe(true);
      expect(answer.contactIds.length, q).toBeGreaterThan(0);
    }
    // Every name a question gives is someone in the network.
    const named = questions.flatMap((q) => /(?:introduce|about) ([A-Z][\p{L}' -]+?)(?: to\?|$)/u.exec(q)?.[1] ?? []);
    expect(named.length).toBeGreaterThan(0);
    for (const n of named) expect(names).toContain(n);
  });

  it('name no one in an empty network', () => {
    expect(suggestedQuestions(buildAssistantIndex([]), { now })).toEqual([...GENERAL_QUESTIONS]);
  });

  it('help gives an introduction example that names someone in the network, never a stranger', () => {
    const help = answerQuestion(index, { message: 'what can you do?', now }).text;
    expect(help).toMatch(/"Who should I introduce (Olena Kovalenko|Lars Pettersen|Karim Mansour|Amira Haddad) to\?"/);
    expect(help).not.toContain('Maria Santos');
    const empty = answerQuestion(buildAssistantIndex([]), { message: 'what can you do?', now }).text;
    expect(empty).toContain('"Who should I introduce <a contact> to?"');
  });
});
