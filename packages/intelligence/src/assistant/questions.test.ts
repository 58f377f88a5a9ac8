/**
 * The assistant on the kinds of question a trader asks of a real book (issue 24): negation, compound
 * questions, time from the logged interactions, who introduced whom, events in notes, companies by a
 * part of their name, counts by side, two-turn follow-ups, long answers. A small book of our own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import { summarizeNetwork, worthOf } from './tools.ts';
import type { AssistantAnswer, AssistantContact, AssistantTurn } from './types.ts';

const now = new Date('2026-11-26T10:00:00Z');

const BOOK: AssistantContact[] = [
  {
    id: 'ingrid',
    fullName: 'Ingrid Halvorsen',
    company: 'Nordic Agro AS',
    role: 'Trader',
    location: 'Oslo, Norway',
    commodities: 'Urea',
    notes: 'sells urea granular, FCA Porsgrunn',
    interactions: [{ kind: 'call', occurredOn: '2026-11-10', text: 'offered 20kt granular' }],
  },
  {
    id: 'pierre',
    fullName: 'Pierre Dubois',
    company: 'Coop Rhône',
    role: 'Buyer',
    location: 'Lyon, France',
    commodities: 'Urea',
    notes: 'buys urea for the cooperative',
    lastContactedAt: '2026-05-01',
  },
  {
    id: 'chen',
    fullName: 'Chen Wei',
    company: 'Shanghai Nonferrous Imports',
    role: 'Procurement',
    location: 'Shanghai, China',
    commodities: 'Copper cathode, Zinc',
    notes: 'buys copper cathode, also buys zinc ingots',
    sourceOfIntroduction: 'Maria Santos',
    interactions: [{ kind: 'meeting', occurredOn: '2026-10-15', text: 'Met at LME Week, keen on zinc' }],
  },
  {
    id: 'raj',
    fullName: 'Raj Patel',
    company: 'Bharat Cables',
    role: 'Buyer',
    location: 'Mumbai, India',
    commodities: 'Copper cathode',
    sourceOfIntroduction: 'LinkedIn',
    lastContactedAt: '2026-02-01',
  },
  {
    id: 'kenji',
    fullName: 'Kenji Sato',
    company: 'Sato Wire',
    role: 'Buyer',
    location: 'Tokyo, Japan',
    commodities: 'Copper cathode',
    interactions: [{ kind: 'email', occurredOn: '2026-09-20', text: 'price check' }],
  },
  {
    id: 'omar',
    fullName: 'Omar Haddad',
    company: 'Gulf Fert Brokers',
    role: 'Broker',
    location: 'Dubai, United Arab Emirates',
    commodities: 'Urea, DAP',
    createdAt: '2024-01-01T00:00:00Z',
  },
  {
    id: 'fatima',
    fullName: 'Fatima Al-Sayed',
    company: 'Desert Sulphur',
    role: 'Trader',
    location: 'Dubai, United Arab Emirates',
    commodities: 'Sulphur',
    sourceOfIntroduction: 'Ahmed Khan at the Dubai dinner',
    interactions: [{ kind: 'call', occurredOn: '2026-11-20', text: 'sulphur tender' }],
  },
  {
    id: 'jean',
    fullName: 'Jean Mukendi',
    company: 'Kivu Copper Mines SARL',
    role: 'Seller',
    location: 'Lubumbashi, DR Congo',
    commodities: 'Copper cathode, Cobalt hydroxide',
    notes: 'Met at Mining Indaba',
    lastContactedAt: '2025-12-01',
  },
  {
    id: 'aisha',
    fullName: 'Aisha Bello',
    company: 'Lagos Agro Inputs',
    role: 'Seller',
    location: 'Lagos, Nigeria',
    commodities: 'Urea',
    notes: 'sells urea',
    sourceOfIntroduction: 'Maria Santos',
    lastContactedAt: '2026-09-01',
  },
  {
    id: 'thabo',
    fullName: 'Thabo Nkosi',
    company: 'Highveld Phosphates',
    role: 'Seller',
    location: 'Johannesburg, South Africa',
    commodities: 'DAP',
    notes: 'offering DAP',
    interactions: [{ kind: 'call', occurredOn: '2026-11-24' }],
  },
  {
    id: 'hans',
    fullName: 'Hans Müller',
    company: 'Elbe Stahlhandel',
    role: 'Buyer',
    location: 'Hamburg, Germany',
    commodities: 'HRC, CRC',
    notes: 'buys HRC and CRC coils',
    interactions: [{ kind: 'meeting', occurredOn: '2026-03-15' }],
  },
  {
    id: 'lukas',
    fullName: 'Lukas Weber',
    company: 'Ruhr Coil',
    role: 'Buyer',
    location: 'Duisburg, Germany',
    commodities: 'HRC',
    lastContactedAt: '2026-01-10',
  },
  {
    id: 'maria',
    fullName: 'Maria Santos',
    company: 'Santos Metals Brokerage',
    role: 'Broker',
    location: 'Geneva, Switzerland',
    commodities: 'Copper cathode',
    lastContactedAt: '2026-11-01',
  },
  {
    id: 'paul',
    fullName: 'Paul Meyer',
    company: 'Alpine Coal Brokers',
    role: 'Broker',
    location: 'Geneva, Switzerland',
    commodities: 'Thermal coal',
    notes: 'Met at Coaltrans Asia, wants Indonesian coal',
  },
  {
    id: 'sara',
    fullName: 'Sara Lind',
    company: 'Trafigura Pte Ltd',
    role: 'Analyst',
    location: 'Singapore',
    lastContactedAt: '2026-11-25',
  },
  {
    id: 'tom',
    fullName: 'Tom Reed',
    company: 'Trafigura',
    role: 'Trader',
    location: 'Geneva, Switzerland',
    commodities: 'Zinc',
    notes: 'sells zinc',
    lastContactedAt: '2026-07-01',
  },
  {
    id: 'li',
    fullName: 'Li Na',
    company: 'Pearl River Metals',
    role: 'Trader',
    location: 'Shenzhen, China',
    commodities: 'Copper cathode',
    notes: 'sells copper cathode',
    lastContactedAt: '2026-04-01',
  },
];

const index = buildAssistantIndex(BOOK);
const ask = (message: string, history: AssistantTurn[] = []) => answerQuestion(index, { message, history, now });
const ids = (a: AssistantAnswer) => [...a.contactIds].sort();
/** A two-turn conversation: the first answer goes back as the client sends it. */
const followUp = (first: string, second: string) => {
  const a = ask(first);
  return ask(second, [
    { role: 'user', content: first },
    { role: 'assistant', content: a.text, contactIds: a.contactIds },
  ]);
};

describe("a new user's questions (issue 24)", () => {
  it('who sells urea in Europe? names the urea trader in Oslo whose notes say she sells, not the buyer in Lyon', () => {
    const a = ask('who sells urea in Europe?');
    expect(ids(a)).toEqual(['ingrid']);
    expect(a.text).toContain('Ingrid Halvorsen');
  });

  it("who haven't I spoken to in 3 months? reads the interactions, leaves out contacts never contacted, most valuable first", () => {
    const a = ask("who haven't I spoken to in 3 months?");
    // Silent since before 28 August 2026 by their last interaction or last-contacted date.
    expect(ids(a)).toEqual(['hans', 'jean', 'li', 'lukas', 'pierre', 'raj', 'tom']);
    // Omar was added in 2024 and never contacted: no silence to measure; Chen's meeting in October counts.
    expect(a.contactIds).not.toContain('omar');
    expect(a.contactIds).not.toContain('chen');
    expect(a.text).toContain('the most valuable first');
    const worth = worthOf(index, [], now);
    const values = a.contactIds.map((id) => worth(index.entry(id)!));
    expect(values).toEqual([...values].sort((x, y) => y - x));
    expect(values[0]).toBeGreaterThan(values[values.length - 1]!);
    expect(a.text).toMatch(/2 other contacts have no contact logged/);
  });

  it('how many of my contacts are buyers and how many sellers? gives both counts and is about no product', () => {
    const s = summarizeNetwork(index, now);
    for (const q of ['how many of my contacts are buyers and how many sellers?', 'how many buyers vs sellers?']) {
      const a = ask(q);
      expect(a.intent).toBe('count');
      // The same numbers as the lists 'how many buyers / sellers do I have' count.
      expect(a.text).toContain(`**${ask('how many buyers do I have').total} buyers**`);
      expect(a.text).toContain(`**${ask('how many sellers do I have').total} sellers**`);
      expect(a.text).not.toMatch(/urea|copper|sesame/i);
    }
    expect(s.buying).toBeGreaterThan(0);
    expect(s.selling).toBeGreaterThan(0);
  });

  it("the network summary's 'going cold' figure is the reconnect answer's count", () => {
    const summary = ask('summarise my network');
    const reconnect = ask('who should I reconnect with?');
    expect(reconnect.total).toBeGreaterThan(0);
    expect(summary.text).toContain(`${reconnect.total} valuable relationships going cold`);
    // Never from the day a contact was added: Omar (added 2024, never contacted) is not going cold.
    expect(reconnect.contactIds).not.toContain('omar');
  });
});

describe('negation', () => {
  it.each([
    ['urea contacts outside Europe', ['aisha', 'omar']],
    ['who trades urea but not in Dubai?', ['aisha', 'ingrid', 'pierre']],
    ['brokers not in Geneva', ['omar']],
    ['who in Geneva isn’t a broker?', ['tom']],
    ['contacts in Geneva except brokers', ['tom']],
    ['non-Chinese copper buyers', ['kenji', 'raj']],
    ['copper contacts outside China and India', ['jean', 'kenji', 'maria']],
    ["who doesn't sell urea or trade copper?", ['fatima', 'hans', 'lukas', 'paul', 'sara', 'thabo', 'tom']],
    ['copper sellers other than Li Na', ['jean']],
    ['copper buyers except Chen Wei and Raj Patel', ['kenji']],
  ])('%s', (q, expected) => {
    expect(ids(ask(q))).toEqual(expected);
  });
});

describe('compound questions', () => {
  it.each([
    ['copper buyers in Asia who also trade zinc', ['chen']],
    ['sellers of urea or DAP in Africa', ['aisha', 'thabo']],
    ['buyers of HRC and CRC', ['hans']],
    ['who buys HRC?', ['hans', 'lukas']],
  ])('%s', (q, expected) => {
    expect(ids(ask(q))).toEqual(expected);
  });

  it('says so when no one trades both, and shows who trades either', () => {
    const a = ask('who trades both sulphur and DAP?');
    expect(a.text).toMatch(/^No contact trades both Sulphur and DAP/);
    expect(ids(a)).toEqual(['fatima', 'omar', 'thabo']);
    // A list with commas and 'and' before the last asks for all of them too.
    const b = ask('who buys HRC, CRC and HDG?');
    expect(b.text).toMatch(/^No contact trades all of/);
    expect(ids(b)).toEqual(['hans', 'lukas']);
  });
});

describe('time, from the logged interactions', () => {
  it.each([
    ['who did I talk to last week?', ['fatima', 'sara', 'thabo']],
    ['who have I been in touch with in the last 30 days?', ['fatima', 'ingrid', 'maria', 'sara', 'thabo']],
    ['who have I not contacted since March?', ['jean', 'lukas', 'raj']],
    ['which contacts have I never contacted?', ['omar', 'paul']],
    ["which contacts haven't been contacted?", ['omar', 'paul']],
    ['who did I contact in the last 30 days?', ['fatima', 'ingrid', 'maria', 'sara', 'thabo']],
    ['copper buyers I spoke to this year', ['chen', 'kenji', 'raj']],
  ])('%s', (q, expected) => {
    expect(ids(ask(q))).toEqual(expected);
  });

  it.each([
    ['who should I call this week?'],
    ['who do I need to call today?'],
    ['remind me who to call'],
  ])('%s asks for advice: the reconnect list, not who was called', (q) => {
    const a = ask(q);
    expect(a.intent).toBe('reconnect');
    expect(a.contactIds).toEqual(ask('who should I reconnect with?').contactIds);
  });

  it('a cargo to place with "who should I call" asks for buyers of it, not for cold relationships', () => {
    const a = ask('I have 5kt of urea to sell, who should I call?');
    expect(a.intent).toBe('find');
    expect(ids(a)).toEqual(['pierre']);
    expect(ids(ask('anyone WTB urea?'))).toEqual(['pierre']);
  });

  it('reads quarters, seasons and the last one spoken to', () => {
    expect(ids(ask('who did I speak to in Q3?'))).toEqual(['aisha', 'kenji', 'tom']);
    expect(ids(ask('who did I talk to this summer?'))).toEqual(['tom']);
    expect(ask('who did I last speak to?').contactIds[0]).toBe('sara');
  });

  it('lists a span of contact with the latest first', () => {
    expect(ask('who did I talk to in the last 30 days?').contactIds.slice(0, 2)).toEqual(['sara', 'thabo']);
  });
});

describe('products a contact stopped trading', () => {
  const withFormer = buildAssistantIndex([
    ...BOOK,
    {
      id: 'greta',
      fullName: 'Greta Olsen',
      company: 'Fjord Farms',
      role: 'Buyer',
      location: 'Bergen, Norway',
      commodities: 'Urea, DAP',
      notes: 'Stopped buying urea in 2025, still buys DAP',
    },
  ]);
  const askFormer = (message: string) => [...answerQuestion(withFormer, { message, now }).contactIds].sort();

  it('never suggests introducing a contact for a product they stopped trading', () => {
    const a = answerQuestion(withFormer, { message: 'who should I introduce Ingrid Halvorsen to?', now });
    expect(a.contactIds).toContain('pierre');
    expect(a.contactIds).not.toContain('greta');
  });

  it('names who used to trade a product only when asked, never as a current trader of it', () => {
    expect(askFormer('who used to buy urea?')).toEqual(['greta']);
    expect(askFormer("who doesn't buy urea anymore?")).toEqual(['greta']);
    expect(askFormer('who buys urea?')).toEqual(['pierre']);
    expect(askFormer('who buys DAP?')).toEqual(['greta']);
  });
});

describe('source of introduction', () => {
  it.each([
    ['who did Maria introduce me to?', ['aisha', 'chen']],
    ['contacts introduced by Santos', ['aisha', 'chen']],
    ['contacts from Ahmed', ['fatima']],
    ['who came via LinkedIn?', ['raj']],
    ['who did Maria introduce me to in Asia?', ['chen']],
    ['show me the contacts Maria referred', ['aisha', 'chen']],
    ["Maria's introductions", ['aisha', 'chen']],
  ])('%s', (q, expected) => {
    expect(ids(ask(q))).toEqual(expected);
  });
});

describe("a contact's own source and history", () => {
  it('who introduced me to Chen Wei? says who, with the logged interactions', () => {
    const a = ask('Who introduced me to Chen Wei?');
    expect(a.text).toMatch(/^Chen Wei was introduced by \*\*Maria Santos\*\*\./);
    expect(a.text).toContain('meeting on 2026-10-15 ("Met at LME Week, keen on zinc")');
    expect(ask('how did I meet Kenji Sato?').text).toMatch(/^Your contact record for Kenji Sato doesn't say who introduced you/);
  });
});

describe('events and notes', () => {
  it.each([
    ['who did I meet at LME Week?', ['chen']],
    ['who was at Coaltrans?', ['paul']],
    ['who did I meet at Mining Indaba', ['jean']],
    ['who was at the Mining Indaba?', ['jean']],
    ['who attended Coaltrans?', ['paul']],
    ['who attended Gastech?', []],
  ])('%s', (q, expected) => {
    expect(ids(ask(q))).toEqual(expected);
  });
});

describe('companies', () => {
  it('finds a company by its name without the legal form, and does not read its words as a product', () => {
    const a = ask('who do I know at Kivu Copper Mines?');
    expect(ids(a)).toEqual(['jean']);
    expect(a.text).toContain('Kivu Copper Mines SARL');
  });

  it('finds everyone at a company written differently on each contact', () => {
    expect(ids(ask('people at Trafigura'))).toEqual(['sara', 'tom']);
  });
});

describe('words the lists do not hold', () => {
  it.each([
    ['who sells zinck in Europe?', ['tom']],
    ['who buys cuivre?', ['chen', 'kenji', 'raj']],
    ['who sells copper cathodes in Congo?', ['jean']],
  ])('%s', (q, expected) => {
    expect(ids(ask(q))).toEqual(expected);
  });

  it('a place the network does not know names no one (not everyone)', () => {
    for (const q of ['contacts in Lima', 'who sells urea in Lima?']) {
      const a = ask(q);
      expect(a.contactIds).toEqual([]);
      expect(a.text).toContain('Lima');
    }
    expect(ids(ask('who did I talk to in October?'))).toEqual(['chen']);
  });
});

describe('the product hierarchy', () => {
  const book = buildAssistantIndex([
    { id: 'u', fullName: 'Una Seller', role: 'Seller', commodities: 'Urea', notes: 'sells urea' },
    { id: 'n', fullName: 'Nils Buyer', role: 'Buyer', commodities: 'Nitrogen fertilizers', notes: 'buys nitrogen fertilisers' },
    { id: 'f', fullName: 'Fay Ferro', role: 'Seller', commodities: 'Ferrochrome' },
    { id: 'g', fullName: 'Gus Alloy', role: 'Buyer', commodities: 'Ferroalloys' },
    { id: 'h', fullName: 'Hal Coil', role: 'Buyer', commodities: 'CRC' },
  ]);
  const found = (message: string) => [...answerQuestion(book, { message, now }).contactIds].sort();
  it.each([
    ['who buys urea?', ['n']],
    ['who sells urea?', ['u']],
    ['who buys ferrochrome?', ['g']],
    ['who sells ferroalloys?', ['f']],
    ['who buys HRC?', []],
  ])('%s', (q, expected) => {
    expect(found(q)).toEqual(expected);
  });
});

describe('places as adjectives and codes', () => {
  it.each([
    ['West African urea sellers', ['aisha']],
    ['Middle Eastern contacts', ['fatima', 'omar']],
    ['East Asian copper buyers', ['chen', 'kenji']],
    ['UAE brokers', ['omar']],
  ])('%s', (q, expected) => {
    expect(ids(ask(q))).toEqual(expected);
  });
});

describe('counts by side and role', () => {
  it.each([
    ['how many traders vs brokers?', 'You have **4 traders** and **3 brokers**.'],
    ['how many traders and brokers in Geneva?', 'You have **1 trader** and **2 brokers** in Geneva.'],
    ['how many people did Maria introduce?', 'You have **2 contacts** introduced by Maria.'],
    ["how many contacts haven't I spoken to in 6 months?", "You have **6 contacts** you haven't been in touch with in over 6 months."],
  ])('%s', (q, said) => {
    expect(ask(q).text.split('\n')[0]).toBe(said);
  });

  it('how many brokers in Geneva', () => {
    const a = ask('how many brokers in Geneva?');
    expect(a.total).toBe(2);
    expect(a.text).toContain('2 brokers');
  });
});

describe('two-turn follow-ups on the last answer', () => {
  it('which of them are in China? narrows the copper buyers', () => {
    expect(ids(followUp('who buys copper?', 'which of them are in China?'))).toEqual(['chen']);
  });

  it('and in India? keeps the product and swaps the place', () => {
    expect(ids(followUp('copper buyers in China', 'and in India?'))).toEqual(['raj']);
  });

  it('what about zinc? keeps the region and swaps the product', () => {
    expect(ids(followUp('copper buyers in Asia', 'what about zinc?'))).toEqual(['chen']);
  });

  it('who else? asks the last question again without the ones named', () => {
    const first = ask('who trades urea in Europe?');
    expect(ids(first)).toEqual(['ingrid', 'pierre']);
    const again = ask('who else?', [
      { role: 'user', content: 'who trades urea in Europe?' },
      { role: 'assistant', content: first.text, contactIds: first.contactIds.slice(0, 1) },
    ]);
    expect(again.contactIds).toEqual(first.contactIds.slice(1));
    expect(followUp('who trades urea in Europe?', 'anyone else?').text).toMatch(/^That's everyone/);
  });

  it('only the buyers narrows a list by side', () => {
    expect(ids(followUp('who trades urea?', 'only the buyers'))).toEqual(['pierre']);
  });

  it('exclude the ones in China takes them out of the last question', () => {
    expect(ids(followUp('who trades copper?', 'exclude the ones in China'))).toEqual(['jean', 'kenji', 'maria', 'raj']);
  });

  it('which ones are in Africa? narrows the last list, whatever kind of answer it was', () => {
    expect(ids(followUp('who trades urea?', 'which ones are in Africa?'))).toEqual(['aisha']);
    expect(ids(followUp('who should I reconnect with?', 'which of them are in Europe?'))).toEqual(
      ask('who should I reconnect with?')
        .contactIds.filter((id) => ['pierre', 'hans', 'lukas', 'tom'].includes(id))
        .sort(),
    );
  });

  it('and in Europe? after a narrowing asks the question again with the new place', () => {
    const first = ask('who buys copper?');
    const second = ask('which of them are in Asia?', [
      { role: 'user', content: 'who buys copper?' },
      { role: 'assistant', content: first.text, contactIds: first.contactIds },
    ]);
    const third = ask('and in Europe?', [
      { role: 'user', content: 'who buys copper?' },
      { role: 'assistant', content: first.text, contactIds: first.contactIds },
      { role: 'user', content: 'which of them are in Asia?' },
      { role: 'assistant', content: second.text, contactIds: second.contactIds },
    ]);
    expect(third.contactIds).toEqual([]);
    expect(third.text).toContain('who buy Copper in Europe');
  });

  it('who should I introduce them to? matches each contact of the last answer', () => {
    const a = followUp('copper buyers in India', 'who should I introduce them to?');
    expect(a.intent).toBe('introduce');
    expect(a.text).toContain('Raj Patel');
    // Sellers of copper cathode: whom to introduce the buyers listed to (round 5: the other side, not the listed ones).
    expect(a.contactIds).toEqual(expect.arrayContaining(['jean', 'li']));
    expect(a.contactIds).not.toContain('raj');
  });
});

describe('introductions in a part of the network', () => {
  it('finds pairs with one side in the place asked, though the best pair of the product is elsewhere', () => {
    const a = ask('best introductions in Africa');
    expect(a.text).toContain('**Aisha Bello** (sells Urea) → **Pierre Dubois** (buys Urea)');
    expect(a.text).toContain('**Jean Mukendi** (sells Copper Cathode)');
    // A broker of no stated side is never one end of a pair.
    expect(ask('any introductions for copper?').text).not.toContain('**Maria Santos** (sells');
  });
});

describe('long answers and questions it cannot answer', () => {
  const many: AssistantContact[] = Array.from({ length: 24 }, (_, i) => ({
    id: `b${String(i).padStart(2, '0')}`,
    fullName: `Buyer Number${String.fromCharCode(65 + i)}`,
    role: 'Buyer',
    location: 'Singapore',
    commodities: 'Copper cathode',
  }));
  const big = buildAssistantIndex(many);

  it('gives the count, the first ten names and every contact for the chips', () => {
    const a = answerQuestion(big, { message: 'who buys copper?', now });
    expect(a.total).toBe(24);
    expect(a.contactIds).toHaveLength(24);
    expect(a.text.match(/^\d+\. /gm)).toHaveLength(10);
    expect(a.text).toContain('and 14 more contacts');
  });

  it('says it cannot answer a question it does not understand (not charged: understood is false)', () => {
    const a = ask('what is the LME copper price today?');
    expect(a.understood).toBe(false);
    expect(a.contactIds).toEqual([]);
  });
});

describe('any mix of the words these questions use', () => {
  const WORDS =
    "who not in Europe copper buyers sellers also zinc and or since March never via Maria at LME Week except brokers how many vs them which of only the haven't spoken 3 months non Chinese Kivu Copper Mines Trafigura used to buy urea last this year introduce".split(
      ' ',
    );
  it('answers without failing, and names only contacts of the network', () => {
    const known = new Set(BOOK.map((c) => c.id));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 12 }), (words) => {
        const a = ask(words.join(' '), [
          { role: 'user', content: 'who buys copper?' },
          { role: 'assistant', content: 'three', contactIds: ['chen', 'kenji', 'someone-else'] },
        ]);
        expect(typeof a.text).toBe('string');
        for (const id of a.contactIds) expect(known.has(id)).toBe(true);
      }),
      { numRuns: 300, seed: 24 },
    );
  });
});
