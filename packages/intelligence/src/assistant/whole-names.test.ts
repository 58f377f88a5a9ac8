import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-27T12:00:00Z');

// Names of three, four and five words whose tails are shared: a family name with its particles ('van der Merwe',
// 'de la Cruz') belongs to several people, and the whole name asked belongs to one.
const NETWORK: AssistantContact[] = [
  ['n1', 'Naledi van der Merwe', 'Highveld Copper Agencies', 'Broker', 'Johannesburg, South Africa', 'Copper concentrate'],
  ['n2', 'Zanele van der Merwe', 'Highveld Copper & Cobalt', 'Supplier', 'Johannesburg, South Africa', 'Cobalt'],
  ['n3', 'Maria de la Cruz Fernández', 'Agro Cruz SA', 'Buyer', 'Seville, Spain', 'Wheat'],
  ['n4', 'José de la Cruz', 'Granos del Sur', 'Supplier', 'Rosario, Argentina', 'Wheat, Corn'],
  ['n5', 'Ana Maria de la Cruz Fernández', 'Cruz Trading', 'Buyer', 'Madrid, Spain', 'Cobalt'],
  ['n6', 'Pieter van der Merwe', 'Cape Grain', 'Buyer', 'Cape Town, South Africa', 'Corn'],
].map(([id, fullName, company, role, location, commodities]) => ({
  id: id!,
  fullName: fullName!,
  company: company!,
  role: role!,
  location: location!,
  commodities: commodities!,
}));

describe('a whole name asked is the one person of that name', () => {
  const index = buildAssistantIndex(NETWORK);

  for (const c of NETWORK)
    it(`'Who should I introduce ${c.fullName} to?'`, () => {
      const answer = answerQuestion(index, { message: `Who should I introduce ${c.fullName} to?`, now });
      expect(answer.text).not.toContain('Several contacts match that name');
      expect(answer.text).toMatch(new RegExp(`(Introductions|no introduction to suggest) for \\*\\*${c.fullName}\\*\\*`));
    });

  it('a family name shared by several still asks which one', () => {
    const answer = answerQuestion(index, { message: 'Who should I introduce van der Merwe to?', now });
    expect(answer.text).toContain('Several contacts match that name');
  });
});
