/**
 * Counting by side the way a trader does (issue 24, second pass): 'how many copper buyers' counts
 * everyone who buys copper, whatever else they sell; someone who buys and sells it is in both counts.
 * And the ways traders ask for relationships gone cold.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-26T10:00:00Z');

const BOOK: AssistantContact[] = [
  // Buys copper, sells zinc: one copper buyer (not 'both ways' for a copper question).
  {
    id: 'a',
    fullName: 'Anil Varma',
    company: 'Varma Wires',
    location: 'Pune, India',
    commodities: 'Copper cathode, Zinc',
    notes: 'buys copper cathode for his rod mill; sells zinc ingots',
  },
  {
    id: 'b',
    fullName: 'Berit Lund',
    company: 'Lund Kabel',
    role: 'Buyer',
    location: 'Oslo, Norway',
    commodities: 'Copper cathode',
    interactions: [{ kind: 'meeting', occurredOn: '2026-10-14', text: 'dinner at LME Week, wants 2kt/month' }],
  },
  {
    id: 'c',
    fullName: 'Carla Ruiz',
    company: 'Minera Sur',
    role: 'Seller',
    location: 'Lima, Peru',
    commodities: 'Copper cathode',
    notes: 'met at Indaba 2026, keen to sell cathode to Europe',
  },
  // Buys and sells copper cathode: in both counts.
  {
    id: 'd',
    fullName: 'Dieter Kranz',
    company: 'Kranz Metals',
    location: 'Hamburg, Germany',
    commodities: 'Copper cathode',
    notes: 'buys copper cathode from Chile and sells copper cathode to German mills',
  },
  {
    id: 'e',
    fullName: 'Elif Demir',
    company: 'Demir Zinc',
    role: 'Seller',
    location: 'Izmir, Turkey',
    commodities: 'Zinc',
    lastContactedAt: '2025-06-01',
    notes: 'term contract, our biggest zinc supplier',
  },
  // Professions that take no side, told by the company's name or the notes when the role says nothing.
  { id: 'k', fullName: 'Kofi Mensah', company: 'Volta Metals', location: 'Accra, Ghana', sourceOfIntroduction: 'Mining Indaba 2026' },
  { id: 'f', fullName: 'Femi Ade', company: 'Lagoon Bank Plc', title: 'Relationship Manager', location: 'Lagos, Nigeria' },
  { id: 'g', fullName: 'Gilles Morel', company: 'Morel Avocats', title: 'Partner', location: 'Paris, France' },
  {
    id: 'h',
    fullName: 'Hana Novak',
    company: 'Danube Partners',
    role: 'Agent',
    location: 'Vienna, Austria',
    notes: 'courtier, paid by commission',
  },
  { id: 'i', fullName: 'Ivo Marin', company: 'Adriatic Cargo Control', title: 'Country Manager', location: 'Split, Croatia' },
  // A trader whose notes mention a bank is no banker.
  {
    id: 'j',
    fullName: 'Jana Kos',
    company: 'Kos Metals',
    role: 'Trader',
    location: 'Zagreb, Croatia',
    notes: 'pays through her bank, slow LCs',
  },
];

const index = buildAssistantIndex(BOOK);
const ask = (message: string) => answerQuestion(index, { message, history: [], now });

describe('counts by side', () => {
  // Third pass: a count by side is exactly the list 'who buys/sells X' gives (third-pass.test.ts). Dieter
  // ('buys ... and sells ...') is read with no side on copper cathode by the trade reading, so he is in
  // neither list and in neither count; Anil (buys copper, sells zinc) is a copper buyer.
  const total = (q: string) => ask(q).total ?? ask(q).contactIds.length;
  it('counts the buyers of the product asked about, though they sell something else', () => {
    const a = ask('how many buyers vs sellers of copper cathode?');
    expect(ask('who buys copper cathode').contactIds).toContain('a');
    expect(a.text).toContain(`**${total('who buys copper cathode')} buyers**`);
    expect(a.text).toContain(`**${total('who sells copper cathode')} seller`);
  });

  it('over the whole book, a contact on both sides is in both counts', () => {
    const a = ask('how many buyers and how many sellers do I have?');
    // Anil buys copper and sells zinc: on both lists, so in both counts.
    expect(ask('who are my buyers').contactIds).toContain('a');
    expect(ask('who are my sellers').contactIds).toContain('a');
    expect(a.text).toContain(`**${total('how many buyers do I have')} buyers**`);
    expect(a.text).toContain(`**${total('how many sellers do I have')} sellers**`);
    expect(a.text).toMatch(/1 of them both buy and sell/);
  });

  it('the summary of a product gives the same counts, in words a reader can check', () => {
    const a = ask('summarise my copper cathode contacts');
    expect(a.text).toContain(`${total('who buys copper cathode')} buyers, ${total('who sells copper cathode')} seller`);
  });
});

describe('events named without a verb around them', () => {
  it('an event the notes or the log name, asked on its own, finds who was there and no one else', () => {
    expect(ask('LME Week contacts').contactIds).toEqual(['b']);
    // Kofi was met there too: his source of introduction says so.
    expect(ask('INDABA people?').contactIds.sort()).toEqual(['c', 'k']);
    expect(ask('met anyone at Indaba?').contactIds.sort()).toEqual(['c', 'k']);
  });

  it('a word no note uses is not taken for an event', () => {
    expect(ask('Gulfood people?').contactIds).toEqual([]);
  });

  it('a lower-case word no one trades but a note uses is a search of the notes, not a product', () => {
    expect(ask('indaba contacts').contactIds.sort()).toEqual(['c', 'k']);
  });
});

describe('relationships gone cold, as traders ask for them', () => {
  for (const q of [
    'anyone in zinc I have let go cold?',
    'old zinc relationships worth reviving?',
    'who in Turkey should I get back in touch with?',
    'zinc people I should call again',
  ])
    it(q, () => {
      const a = ask(q);
      expect(a.intent).toBe('reconnect');
      expect(a.contactIds[0]).toBe('e');
    });
});

describe('professions read from the company or the notes', () => {
  it('a bank by its name, a law firm by its name, a broker by the notes, a surveyor by the company', () => {
    expect(ask('list my bankers').contactIds).toEqual(['f']);
    expect(ask('any lawyers?').contactIds).toEqual(['g']);
    expect(ask('show me the brokers').contactIds).toEqual(['h']);
    expect(ask('surveyors?').contactIds).toEqual(['i']);
  });
});

describe('time by the way the user was in touch', () => {
  it('who did I call / meet: only logged calls or meetings count, in the period asked', () => {
    // Berit's only log is a meeting on 14 October; Carla has none.
    expect(ask('who did I meet in October?').contactIds).toEqual(['b']);
    expect(ask('who did I call in October?').contactIds).toEqual([]);
    expect(ask('who did I meet in September?').contactIds).toEqual([]);
  });
});
