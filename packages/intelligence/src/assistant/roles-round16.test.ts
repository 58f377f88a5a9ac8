/**
 * Issue 24, round 16: professions as the trade writes them. A dalal or dalali is a broker (India, East Africa);
 * a commission agent stays an agent; 'bancos?' asks for the bankers; 'shipping agents' is a role of two words
 * even where a contact lists 'shipping' as what they deal in; a broker-like notes line makes no broker.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import { parseQuestion } from './query.ts';
import type { AssistantContact } from './types.ts';

const c = (id: string, role: string | null, company: string | null, commodities: string | null, notes: string): AssistantContact => ({
  id,
  fullName: `Person ${id}`,
  company,
  role,
  location: 'Mombasa, Kenya',
  commodities,
  notes,
  interactions: [],
});
const index = buildAssistantIndex([
  c('d1', 'Agent', null, null, 'dalali wa chai, mnada wa Mombasa'),
  c('d2', 'Dalal', null, 'clinker', 'dalali wa mbolea'),
  c('d3', 'Agent', null, null, 'وسيط حاويات'),
  c('b1', 'Broker', 'Tea Brokers EA', 'tea', 'catalogues BP1/PF1'),
  c('b2', null, 'Kimaro Brokers', 'containers', 'brokers containers both ways, no own book'),
  c('a1', 'Agent', 'Serra Trading Agency', null, 'commission agent'),
  c('x1', null, 'Sinai Trading Co.', 'sugar', 'broker-like, no track record'),
  c('k1', 'Officer', 'Banco del Pacífico', null, 'LC desk'),
  c('s1', 'Agent', 'Naviera Caribe', 'shipping', 'agencia de aduanas'),
  c('s2', 'Logistics', 'Agencias San Antonio', 'logística', 'shipping agent, port captaincy docs'),
]);
const now = new Date('2026-11-27T10:00:00Z');
const ids = (q: string) => [...answerQuestion(index, { message: q, now }).contactIds].sort();

describe('professions as the trade writes them', () => {
  it('a dalal, a dalali and a broking house are brokers; a commission agent and a broker-like trader are not', () => {
    expect(parseQuestion(index, 'list the brokers', now).role?.one).toBe('broker');
    expect(ids('list the brokers')).toEqual(['b1', 'b2', 'd1', 'd2', 'd3']);
  });
  it("'bancos?' asks for the bankers", () => {
    expect(parseQuestion(index, 'bancos?', now).role?.one).toBe('banker');
    expect(ids('bancos?')).toEqual(['k1']);
  });
  it("'shipping agents' is the role, not agents of a 'shipping' commodity", () => {
    const q = parseQuestion(index, 'shipping agents', now);
    expect(q.role?.one).toBe('shipping agent');
    expect(q.products).toEqual([]);
    expect(ids('shipping agents')).toEqual(['s2']);
  });
});
