/**
 * Issue 24, round 13: professions as a trader's book holds them. Shipbrokers by their broking house (Clarksons, SSY,
 * Braemar), a chartering role, or notes that open 'tanker broker, MR clean AG to EA'. Bankers as a trader's book holds them. A bank by its name ('Natixis Geneva', 'Afreximbank',
 * 'Fischer Handelsbank'), a role in the trade's words ('TF - metals & energy', 'Finanzierung'), notes that open with
 * what the contact does for the user ('TF banker, covers steel'); never a colliery in Witbank. 'Banks' asks for
 * bankers, not for the companies that have 'Bank' in their name.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-26T10:00:00Z');
const c = (id: string, role: string | null, company: string, notes: string | null = null): AssistantContact => ({
  id,
  fullName: `Person ${id}`,
  company,
  role,
  location: 'Geneva, Switzerland',
  commodities: null,
  notes,
});

const BOOK: AssistantContact[] = [
  c('n1', null, 'Natixis Geneva', 'prepayment financing for mines'),
  c('n2', 'Relationship Manager - Commodities', 'BNP Paribas'),
  c('n3', 'TF - metals & energy', 'Emirates NBD'),
  c('n4', 'Credit', 'Afreximbank'),
  c('n5', 'Finanzierung', 'Müller & Söhne Privatbank'),
  c('n6', 'Director', 'Rhône Advisory', 'TF banker, covers steel clients'),
  c('x1', 'Marketing', 'Witbank Colliery Holdings', 'thermal coal producer'),
  c('x2', 'Trader', 'Bankside Metals', 'sells copper cathode'),
];

describe('bankers', () => {
  const index = buildAssistantIndex(BOOK);
  const ask = (message: string) => answerQuestion(index, { message, history: [], now });
  const BANKERS = new Set(['n1', 'n2', 'n3', 'n4', 'n5', 'n6']);

  it('finds them by their bank, their role or their notes', () => {
    expect(new Set(ask('who are my trade finance / bank contacts?').contactIds)).toEqual(BANKERS);
  });

  it("reads 'banks' as bankers, in a question of its own", () => {
    expect(new Set(ask('which contacts are banks?').contactIds)).toEqual(BANKERS);
    expect(new Set(ask('which banks do I know').contactIds)).toEqual(BANKERS);
  });
});

describe('shipbrokers', () => {
  const book: AssistantContact[] = [
    c('s1', 'Chartering Manager', 'Seafix Chartering', 'supra/ultramax ex RBCT'),
    c('s2', 'Senior Broker - Dry', 'Bulkers Ltd', 'tanker broker, MR clean AG to EA'),
    c('s3', 'Manager', 'Clarksons', 'chartering desk, panamax chrome RBCT-India'),
    c('s4', 'Director', 'SSY', null),
    c('x1', 'Trader', 'Sea Coal Trading', 'buys coal, charters its own supras'),
  ];
  const index = buildAssistantIndex(book);
  it('finds them by role, broking house or notes', () => {
    expect(new Set(answerQuestion(index, { message: 'who are my shipbrokers?', history: [], now }).contactIds)).toEqual(
      new Set(['s1', 's2', 's3', 's4']),
    );
  });
});
