/**
 * Issue 24, round 14: a day asked for is that day ('emailed on 18 Nov', 'calls yesterday', 'between 1st and 5th Nov');
 * 'since' in other languages runs to today; a negation written without its apostrophe or with 'do'; 'no. of' is a
 * count; 'kitne log' (Hindi: how many people) names no timber; a country is not the start of a company's name; an
 * initial before a source's name.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-27T10:00:00Z');
const p = (id: string, on: string, fields: Partial<AssistantContact> = {}, kind: 'call' | 'email' = 'call'): AssistantContact => ({
  id,
  fullName: `Person ${id}`,
  company: `Company ${id}`,
  role: 'Seller',
  location: 'Colombo, Sri Lanka',
  commodities: 'white sugar',
  interactions: [{ kind, occurredOn: on, text: kind }],
  ...fields,
});

describe('a day asked for', () => {
  const index = buildAssistantIndex([
    p('d26', '2026-11-26'),
    p('d18', '2026-11-18', {}, 'email'),
    p('d03', '2026-11-03'),
    p('d07', '2026-11-07'),
    p('old', '2026-10-01'),
  ]);
  const ask = (message: string) => answerQuestion(index, { message, history: [], now });

  it('is that day, not since then', () => {
    expect(ask('calls yesterday?').contactIds).toEqual(['d26']);
    expect(ask('anyone i emailed on 18 nov').contactIds).toEqual(['d18']);
    expect(ask('who did i contact between 1st and 5th nov').contactIds).toEqual(['d03']);
    expect(new Set(ask('who did i contact between 1 nov and 10 nov').contactIds)).toEqual(new Set(['d03', 'd07']));
  });

  it("runs to today after 'since', in other languages too", () => {
    expect(new Set(ask('who have i spoken to since 10 nov').contactIds)).toEqual(new Set(['d26', 'd18']));
    expect(new Set(ask('siapa yg saya hubungi sejak 10 nov?').contactIds)).toEqual(new Set(['d26', 'd18']));
  });
});

describe('spellings of a question', () => {
  const index = buildAssistantIndex([
    p('pep', '2026-11-01', { commodities: 'black pepper', role: 'Exporter' }),
    p('both', '2026-11-01', { commodities: 'black pepper, cardamom', role: 'Exporter' }),
    p('urea', '2026-11-01', { commodities: 'urea', role: 'Seller' }),
    p('ud', '2026-11-01', { commodities: 'urea, DAP', role: 'Seller' }),
    p('clk', '2026-11-01', { commodities: 'clinker', role: 'Seller', location: 'Hanoi, Vietnam' }),
    p('ins', '2026-11-01', { company: 'Sri Lanka Insurance', commodities: null, role: 'Underwriter' }),
    p('lst', '2026-11-01', { company: 'Lanka Sugar Trading LLC', commodities: 'white sugar', location: 'Dubai, UAE' }),
    p('col', '2026-11-01', { commodities: 'white sugar', role: 'Buyer' }),
    p('ref1', '2026-11-01', { sourceOfIntroduction: 'via K. Senthilkumar' }),
    p('ref2', '2026-11-01', { sourceOfIntroduction: 'ref K. Senthilkumar' }),
    p('ks', '2026-11-01', { fullName: 'K. Senthilkumar', company: 'Kovai Cotspin Mills', commodities: 'cotton' }),
  ]);
  const ask = (message: string) => answerQuestion(index, { message, history: [], now });

  it("reads a negation without its apostrophe, or with 'do'", () => {
    expect(ask('pepper sellers who dont sell cardamom').contactIds).toEqual(['pep']);
    expect(ask("urea sellers that don't do DAP").contactIds).toEqual(['urea']);
  });

  it("counts after 'no. of', and reads 'kitne log' as how many people", () => {
    const a = ask('no. of clinker sellers');
    expect(a.total).toBe(1);
    expect(a.text).toMatch(/You have \*\*1 contact/);
    expect(ask('kitne log clinker bechte hain').text).not.toMatch(/Logs/);
  });

  it('reads a country as the place, not the start of a company name', () => {
    const a = ask('sugar contacts in sri lanka');
    expect(a.contactIds).toContain('col');
    expect(a.contactIds).not.toContain('lst');
  });

  it("finds a source's contacts when asked with the source's initial", () => {
    expect(new Set(ask('who came thru K. Senthilkumar').contactIds)).toEqual(new Set(['ref1', 'ref2']));
  });
});

describe('question words of other languages', () => {
  const index = buildAssistantIndex([
    p('sino1', '2026-11-01', { company: 'Sino Resources Pte Ltd', location: 'Singapore' }),
    p('kr', '2025-01-10', { company: 'Posco Intl', location: 'Seoul, South Korea', notes: 'big account, 12 cargoes with us' }),
    p('ref', '2026-11-01', { sourceOfIntroduction: 'Mohit Saxena', location: 'Jakarta, Indonesia' }),
    p('ref2', '2026-11-01', { sourceOfIntroduction: 'via Benjamin Ong', location: 'Jakarta, Indonesia' }),
  ]);
  const ask = (message: string) => answerQuestion(index, { message, history: [], now });

  it("reads Tagalog 'sino' as who, not as a company, and 'kumustahin ulit' as reconnecting", () => {
    const a = ask('sino sa korea ang dapat kong kumustahin ulit');
    expect(a.contactIds).toEqual(['kr']);
    expect(a.text).toMatch(/worth reviving/);
  });

  it('reads who introduced whom in Tagalog and Indonesian', () => {
    expect(ask('sino yung mga pinakilala ni Mohit Saxena').contactIds).toEqual(['ref']);
    expect(ask('siapa saja yg dikenalkan Benjamin Ong').contactIds).toEqual(['ref2']);
  });
});

describe('who introduced whom, in Dutch', () => {
  const index = buildAssistantIndex([
    p('jj', '2026-11-01', { fullName: 'Joost Jacobs', company: 'Maes Mengvoederfabriek' }),
    p('via', '2026-11-01', { sourceOfIntroduction: 'Joost Jacobs' }),
  ]);
  it("reads 'wie heeft X aan mij voorgesteld' as X's introductions, not X's card", () => {
    expect(answerQuestion(index, { message: 'wie heeft Joost Jacobs aan mij voorgesteld', history: [], now }).contactIds).toEqual(['via']);
  });
});

describe('professions as a South Asian book writes them', () => {
  const index = buildAssistantIndex([
    p('sv', '2026-11-01', { role: 'surveyour', company: 'mombasa cargo inspectors ltd', commodities: null }),
    p('bk', '2026-11-01', { role: null, title: 'Senior Manager', company: 'Emirates NBD', commodities: null, notes: 'LC desk - quick' }),
    p('lw', '2026-11-01', { role: 'Arbitration', company: 'Rao & Associates (Advocates)', commodities: null }),
    p('cha', '2026-11-01', { role: 'CHA', company: 'Sri Ganesh Clearing Agency', commodities: null }),
    p('cf', '2026-11-01', { role: 'Customs broker', company: 'Shah Amanat C&F Agents', commodities: null }),
  ]);
  const ask = (message: string) => answerQuestion(index, { message, history: [], now });

  it('finds surveyors, bankers, lawyers and customs agents by how they are written', () => {
    expect(ask('list my surveyors').contactIds).toEqual(['sv']);
    expect(ask('bankers i know').contactIds).toEqual(['bk']);
    expect(ask('lawyers?').contactIds).toEqual(['lw']);
    expect(new Set(ask('all CHA / C&F agents').contactIds)).toEqual(new Set(['cha', 'cf']));
  });
});

describe('events as the notes write them', () => {
  const index = buildAssistantIndex([
    p('ct', '2025-05-20', {
      interactions: [{ kind: 'meeting', occurredOn: '2025-05-20', text: "Met at Coaltrans Asia '25 (Bali): coffee" }],
    }),
    p('ct24', '2024-05-20', { interactions: [{ kind: 'meeting', occurredOn: '2024-05-20', text: "Met at Coaltrans Asia '24 (Bali)" }] }),
    p('iow', '2025-10-20', {
      interactions: [{ kind: 'meeting', occurredOn: '2025-10-20', text: 'Met at Iron Ore Week 2025: talked 62pct fines' }],
    }),
  ]);
  const ask = (message: string) => answerQuestion(index, { message, history: [], now });

  it("reads a year written short after a place of the event's name, and a place of the event left unsaid", () => {
    expect(ask('who did i meet at coaltrans asia 2025').contactIds).toEqual(['ct']);
    expect(ask('who did I meet at Singapore Iron Ore Week last year').contactIds).toEqual(['iow']);
  });
});

describe('a second turn that keeps the first one', () => {
  const index = buildAssistantIndex([
    p('m1', '2026-11-01', { commodities: 'methanol', role: 'Seller', location: 'Shanghai, China' }),
    p('m2', '2026-11-01', { commodities: 'methanol', role: 'Seller', location: 'Rotterdam, Netherlands' }),
    p('cn', '2026-11-01', { commodities: 'urea', role: 'Buyer', location: 'Qingdao, China' }),
    p('bdr', '2026-11-01', { commodities: 'raw sugar', role: 'Buyer', location: 'Dhaka, Bangladesh' }),
    p('bdw', '2026-11-01', { commodities: 'white sugar', role: 'Seller', location: 'Chattogram, Bangladesh' }),
    p('lkw', '2026-11-01', { commodities: 'white sugar', role: 'Seller', location: 'Colombo, Sri Lanka' }),
    p('hv', '2026-11-01', { company: 'Haldida Green Refining', commodities: 'HVO', role: 'Sales' }),
    p('hf', '2026-11-01', { company: 'Other Biofuels', commodities: 'HVO', role: 'Sales' }),
  ]);
  const two = (first: string, second: string) => {
    const a = answerQuestion(index, { message: first, history: [], now });
    return answerQuestion(index, {
      message: second,
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: a.text, contactIds: a.contactIds },
      ],
      now,
    });
  };

  it("counts within the last list ('how many in china'), keeps the place or company said as 'there'", () => {
    expect(two('list methanol sellers', 'how many in china').total).toBe(1);
    expect(two('raw sugar buyers in bd', 'ok and who sells white sugar there').contactIds).toEqual(['bdw']);
    expect(two('who do I know at Haldida Green Refining', 'who there sells HVO').contactIds).toEqual(['hv']);
  });
});

describe('a kind of plant asked for', () => {
  const index = buildAssistantIndex([
    p('sr', '2026-11-01', {
      company: 'SR Spinning Enterprise',
      commodities: 'cotton, cotton yarn',
      notes: 'buys cotton, sells yarn',
      location: 'Dhaka, Bangladesh',
    }),
    p('ms', '2026-11-01', {
      company: 'Mymensingh Mills',
      commodities: 'cotton, cotton yarn',
      notes: 'buys cotton, sells yarn',
      location: 'Dhaka, Bangladesh',
    }),
  ]);
  it("reads 'spinning mills' as a kind of plant, not as a company named Spinning", () => {
    const a = answerQuestion(index, { message: 'spinning mills in bangladesh (buy cotton, sell yarn)', history: [], now });
    expect(new Set(a.contactIds)).toEqual(new Set(['sr', 'ms']));
  });
});
