/**
 * Round 4 (issue 24, decision 043): a merchant by role is on both sides of what it trades, in the lists
 * and in the counts alike; a grade of a product is that product when the product is asked for.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-26T10:00:00Z');

const BOOK: AssistantContact[] = [
  { id: 'trader', fullName: 'Ana Ruiz', company: 'Ruiz Metals SA', role: 'Trader', location: 'Madrid, Spain', commodities: 'zinc ingots' },
  { id: 'broker', fullName: 'Tom Reed', company: 'Reed Partners', role: 'Broker', location: 'London, UK', commodities: 'zinc ingots' },
  { id: 'unsaid', fullName: 'Li Wei', company: 'Wei Holdings', location: 'Shanghai, China', commodities: 'zinc ingots' },
  {
    id: 'titled',
    fullName: 'Raj Shah',
    company: 'Shah Resources',
    title: 'Head of Trading',
    location: 'Mumbai, India',
    commodities: 'zinc ingots',
  },
  { id: 'seller', fullName: 'Kim Park', company: 'Park Zinc', role: 'Seller', location: 'Busan, South Korea', commodities: 'zinc ingots' },
  {
    id: 'csfo',
    fullName: 'Olena Koval',
    company: 'Koval Oils',
    role: 'Buyer',
    location: 'Kyiv, Ukraine',
    commodities: 'crude sunflower oil',
  },
  {
    id: 'grain',
    fullName: 'Sami Aziz',
    company: 'Aziz Grain Co',
    role: 'Buyer',
    location: 'Riyadh, Saudi Arabia',
    commodities: 'wheat, feed barley',
  },
];

const index = buildAssistantIndex(BOOK);
const ask = (message: string) => answerQuestion(index, { message, history: [], now });

describe('merchants, grades and counts (round 4)', () => {
  it('a merchant by role is a seller and a buyer of what it lists; a broker, a job title or nobody saying is neither', () => {
    expect(ask('who sells zinc?').contactIds.sort()).toEqual(['seller', 'trader']);
    expect(ask('who buys zinc?').contactIds).toEqual(['trader']);
  });
  it('counts buyers and sellers the way it lists them', () => {
    const text = ask('how many zinc buyers vs sellers?').text;
    expect(text).toMatch(/\*\*1 buyer\*\*/);
    expect(text).toMatch(/\*\*2 sellers\*\*/);
  });
  it('a buyer of a grade buys the product asked for', () => {
    expect(ask('who buys sunflower oil?').contactIds).toEqual(['csfo']);
  });
  it("a grade counts for 'who also buy' the plain product", () => {
    expect(ask('wheat buyers in the Middle East who also buy barley').contactIds).toEqual(['grain']);
  });
});

describe('a place is a place (round 4)', () => {
  const book: AssistantContact[] = [
    {
      id: 'p1',
      fullName: 'Rosa Quispe',
      company: 'Andes Coffee SAC',
      role: 'Exporter',
      location: 'Lima, Peru',
      countryCode: 'PE',
      commodities: 'Peru HB org',
    },
    { id: 'p2', fullName: 'Luis Vega', company: 'Vega Minerals', role: 'Seller', location: 'Arequipa', commodities: 'copper concentrate' },
  ];
  const idx = buildAssistantIndex(book);
  it("counts the contacts in a country even when a contact's own product is named after it", () => {
    const a = answerQuestion(idx, { message: 'how many contacts in Peru?', history: [], now });
    expect(a.total).toBe(2);
  });
});

describe("'who buys' a product names its buyers, not buyers of something broader (round 4)", () => {
  const book: AssistantContact[] = [
    { id: 'd1', fullName: 'Karim Ali', company: 'Ali Pasta', role: 'Buyer', location: 'Algiers, Algeria', commodities: 'durum wheat' },
    { id: 'w1', fullName: 'Omar Said', company: 'Said Mills', role: 'Buyer', location: 'Oran, Algeria', commodities: 'wheat' },
    { id: 's1', fullName: 'Ivan Petrov', company: 'Petrov Agro', role: 'Seller', location: 'Rostov, Russia', commodities: 'durum' },
  ];
  const idx = buildAssistantIndex(book);
  const ask = (message: string) => answerQuestion(idx, { message, history: [], now });
  it('a wheat buyer is not a durum buyer; a durum seller is a wheat seller', () => {
    expect(ask('who buys durum?').contactIds).toEqual(['d1']);
    expect(ask('who sells wheat?').contactIds).toEqual(['s1']);
  });
});

describe('the shipping trades apart (round 4)', () => {
  const book: AssistantContact[] = [
    { id: 'sa', fullName: 'Ana Lima', company: 'Santos Shipping Agency Ltda', role: 'Shipping agent', location: 'Santos, Brazil' },
    { id: 'sb', fullName: 'Ben Ward', company: 'Ward Shipbroking Ltd', role: 'Shipbroker', location: 'London, UK' },
    { id: 'fw', fullName: 'Carl Berg', company: 'Berg Forwarding GmbH', role: 'Freight forwarder', location: 'Hamburg, Germany' },
    { id: 'in', fullName: 'Dana Cole', company: 'Cole Marine Insurance', role: 'Underwriter', location: 'London, UK' },
    { id: 'bg', fullName: 'Eko Putra', company: 'Mahakam Barging PT', role: 'Operations', location: 'Samarinda, Indonesia' },
  ];
  const idx = buildAssistantIndex(book);
  const ask = (message: string) => answerQuestion(idx, { message, history: [], now });
  it('shipping agents, shipbrokers, insurers and barge operators are each their own answer', () => {
    expect(ask('shipping agents').contactIds).toEqual(['sa']);
    expect(ask('list my shipbrokers').contactIds).toEqual(['sb']);
    expect(ask('marine insurance contacts').contactIds).toEqual(['in']);
    expect(ask('who are the barge operators').contactIds).toEqual(['bg']);
    expect(ask('logistics contacts').contactIds.sort()).toEqual(['fw', 'sa', 'sb'].sort());
  });
});

describe("'contacts marked X' reads the role field as typed (round 4)", () => {
  const book: AssistantContact[] = [
    { id: 'e1', fullName: 'Olga Popova', company: 'Volga Grain', role: 'Exporter', location: 'Rostov, Russia', commodities: 'wheat' },
    { id: 'm1', fullName: 'Samir Haddad', company: 'Haddad Flour', role: 'Miller', location: 'Beirut, Lebanon', commodities: 'wheat' },
  ];
  const idx = buildAssistantIndex(book);
  const ask = (message: string) => answerQuestion(idx, { message, history: [], now });
  it('names only the contacts whose role says so', () => {
    expect(ask('contacts marked Exporter').contactIds).toEqual(['e1']);
    expect(ask("who's tagged as Miller").contactIds).toEqual(['m1']);
  });
});

describe('the inspection companies are surveyors by name (round 4)', () => {
  const book: AssistantContact[] = [
    { id: 'i1', fullName: 'Rudi Hartono', company: 'PT Sucofindo', location: 'Samarinda, Indonesia' },
    { id: 'i2', fullName: 'Mia Chen', company: 'Intertek Shanghai', location: 'Shanghai, China' },
    {
      id: 't1',
      fullName: 'Joe Park',
      company: 'Park Coal Trading',
      role: 'Trader',
      location: 'Busan, South Korea',
      commodities: 'thermal coal',
    },
  ];
  const idx = buildAssistantIndex(book);
  it('names SGS, Intertek, Sucofindo and the like when asked for surveyors', () => {
    expect(answerQuestion(idx, { message: 'list my surveyors', history: [], now }).contactIds.sort()).toEqual(['i1', 'i2']);
  });
});
