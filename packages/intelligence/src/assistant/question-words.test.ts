/**
 * Words in questions (issue 24): an everyday word is never 'corrected' into a product word of another language
 * ('vanilla' is not 'varilla', rebar), and a grade said beside its family's plain name is that grade.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-26T10:00:00Z');

const BOOK: AssistantContact[] = [
  {
    id: 'rebar',
    fullName: 'Diego Ruiz',
    company: 'Aceros del Sur',
    location: 'Bilbao, Spain',
    commodities: 'varilla corrugada',
    notes: 'vende varilla corrugada FOB Bilbao',
  },
  {
    id: 'decaf',
    fullName: 'Jonas Weber',
    company: 'Hanse Kaffee',
    location: 'Hamburg, Germany',
    commodities: 'decaf green coffee',
    notes: 'buys decaf green coffee',
  },
  { id: 'arabica', fullName: 'Ana Lima', company: 'Sul Cafés', location: 'Santos, Brazil', commodities: 'arabica', notes: 'buys arabica' },
  {
    id: 'coffee',
    fullName: 'Marc Petit',
    company: 'Torréfaction Petit',
    location: 'Le Havre, France',
    commodities: 'green coffee',
    notes: 'buys green coffee',
  },
];

const index = buildAssistantIndex(BOOK);
const ask = (message: string) => answerQuestion(index, { message, history: [], priorities: [], now });

describe('everyday words in questions', () => {
  it('does not answer a question about vanilla with rebar sellers', () => {
    const a = ask('who sells vanilla pods?');
    expect(a.contactIds).not.toContain('rebar');
  });

  it('still corrects a misspelt product', () => {
    expect(ask('who sells varila corrugada?').contactIds).toEqual(['rebar']);
  });
});

describe('a grade beside its family', () => {
  it('asks for the grade, not the grade or the family', () => {
    expect(ask('who buys decaf green coffee?').contactIds).toEqual(['decaf']);
  });

  it('still asks for the family when only the family is named', () => {
    expect(ask('who buys green coffee?').contactIds).toEqual(expect.arrayContaining(['coffee', 'decaf', 'arabica']));
  });
});

describe('places left out, in the other languages of the trade', () => {
  const book: AssistantContact[] = [
    {
      id: 'cu-zm',
      fullName: 'Mwila Banda',
      company: 'Copperbelt Metals',
      location: 'Lusaka, Zambia',
      commodities: 'copper cathode',
      notes: 'sells copper cathode',
    },
    {
      id: 'cu-cl',
      fullName: 'Rosa Pérez',
      company: 'Andes Cobre',
      location: 'Santiago, Chile',
      commodities: 'copper cathode',
      notes: 'sells copper cathode',
    },
    {
      id: 'su-fr',
      fullName: 'Luc Martin',
      company: 'Sucres du Nord',
      location: 'Paris, France',
      commodities: 'white sugar',
      notes: 'buys white sugar',
    },
    {
      id: 'su-ae',
      fullName: 'Omar Saeed',
      company: 'Gulf Foods',
      location: 'Dubai, United Arab Emirates',
      commodities: 'white sugar',
      notes: 'buys white sugar',
    },
  ];
  const idx = buildAssistantIndex(book);
  const q = (message: string) => answerQuestion(idx, { message, history: [], priorities: [], now }).contactIds;

  it.each([
    ['quién vende cobre fuera de África?', ['cu-cl']],
    ["qui vend du cuivre en dehors de l'Afrique ?", ['cu-cl']],
    ['wer verkauft Kupfer außerhalb Afrikas?', ['cu-cl']],
    ["qui achète du sucre hors d'Europe ?", ['su-ae']],
    ['quem compra açúcar fora da Europa?', ['su-ae']],
    ['quién compra azúcar en Europa?', ['su-fr']],
  ])('%s', (message, expected) => {
    expect(q(message)).toEqual(expected);
  });
});

describe('compound questions as users write them', () => {
  const book: AssistantContact[] = [
    {
      id: 'both',
      fullName: 'Rana Aziz',
      company: 'Gulf Gasoil',
      location: 'Dubai, United Arab Emirates',
      commodities: 'EN590',
      notes: 'buys EN590 10ppm; also sells EN590 when the spread works',
    },
    {
      id: 'buyer',
      fullName: 'Ali Khan',
      company: 'Karachi Fuels',
      location: 'Karachi, Pakistan',
      commodities: 'EN590',
      notes: 'buys EN590 30kt/m',
    },
    {
      id: 'mill',
      fullName: 'Faisal Petrov',
      company: 'Jeddah Rolling',
      location: 'Jeddah, Saudi Arabia',
      commodities: 'rebar, HMS 1&2',
      notes: 'sells rebar; buys HMS 1&2 scrap',
    },
    {
      id: 'rebar-only',
      fullName: 'Omar Teo',
      company: 'Muscat Steel Trading',
      location: 'Muscat, Oman',
      commodities: 'rebar',
      notes: 'sells rebar',
    },
    {
      id: 'scrap-buyer',
      fullName: 'Zain Ochieng',
      company: 'Gulf Melt',
      location: 'Dubai, United Arab Emirates',
      commodities: 'HMS 1&2',
      notes: 'buys HMS 1&2',
    },
    {
      id: 'bank',
      fullName: 'Mehmet First',
      company: 'First Gulf Bank',
      role: 'Banker',
      location: 'Dubai, United Arab Emirates',
      lastContactedAt: '2025-01-01',
    },
    {
      id: 'cold',
      fullName: 'Lena Berg',
      company: 'Nordic Urea',
      location: 'Oslo, Norway',
      commodities: 'urea',
      notes: 'sells urea',
      lastContactedAt: '2025-02-01',
    },
  ];
  const idx = buildAssistantIndex(book);
  const q = (message: string) => answerQuestion(idx, { message, history: [], priorities: [], now }).contactIds;

  it('reads "buys and sells X" as both sides of X', () => {
    expect(q('who buys and sells EN590')).toEqual(['both']);
  });

  it('reads a side said by a noun after the first product', () => {
    expect(q('rebar sellers in the Middle East who buy HMS')).toEqual(['mill']);
  });

  it('does not read "most valuable first" as a company named First', () => {
    expect(q("who haven't I spoken to in 3 months, most valuable first")).toEqual(expect.arrayContaining(['cold']));
  });
});

describe('who introduced whom, as users ask it', () => {
  const book: AssistantContact[] = [
    { id: 'piotr', fullName: 'Piotr Nurlanov', company: 'Nurlanov Consulting', location: 'Warsaw, Poland' },
    { id: 'astrid', fullName: 'Astrid Nurlanov', company: 'Baltic Grain', location: 'Riga, Latvia' },
    { id: 'vo', fullName: 'Vo Van Huong', company: 'Mekong Cashew Factory', location: 'Ho Chi Minh City, Vietnam' },
    { id: 'a', fullName: 'Ana Lopes', company: 'Lopes Coffee', location: 'Santos, Brazil', sourceOfIntroduction: 'Piotr Nurlanov' },
    {
      id: 'b',
      fullName: 'Ben Ortiz',
      company: 'Ortiz Sugar',
      location: 'Recife, Brazil',
      sourceOfIntroduction: 'intro by Astrid Nurlanov',
    },
    { id: 'c', fullName: 'Chen Lu', company: 'Lu Nuts', location: 'Xiamen, China', sourceOfIntroduction: 'via Vo Van Huong' },
    { id: 'd', fullName: 'Dara Singh', company: 'Singh Spices', location: 'Kochi, India', sourceOfIntroduction: 'Piotr Nurlanov' },
  ];
  const idx = buildAssistantIndex(book);
  const q = (message: string) => [...answerQuestion(idx, { message, history: [], priorities: [], now }).contactIds].sort();

  it.each([
    ['who did Piotr Nurlanov introduce me to?', ['a', 'd']],
    ["qui m'a été présenté par Piotr Nurlanov ?", ['a', 'd']],
    ['quem o Piotr Nurlanov me apresentou?', ['a', 'd']],
    ['wen hat Piotr Nurlanov mir vorgestellt?', ['a', 'd']],
    ['people Vo Van Huong put me in touch with', ['c']],
  ])('%s', (message, expected) => {
    expect(q(message)).toEqual(expected);
  });
});

describe('hubs as traders shorten them', () => {
  const book: AssistantContact[] = [
    {
      id: 'sg1',
      fullName: 'Tan Wei',
      company: 'Lion Metals',
      location: 'Singapore',
      city: 'Singapore',
      countryCode: 'SG',
      commodities: 'copper',
    },
    { id: 'sg2', fullName: 'Lim Hui', company: 'Straits Oils', location: "S'pore", commodities: 'CPO' },
    { id: 'ae1', fullName: 'Omar Saeed', company: 'Gulf Foods', location: 'DXB', commodities: 'sugar' },
  ];
  const idx = buildAssistantIndex(book);
  const q = (message: string) => [...answerQuestion(idx, { message, history: [], priorities: [], now }).contactIds].sort();

  it('finds everyone in a city that is its whole country', () => {
    expect(q('who do I know in Singapore?')).toEqual(['sg1', 'sg2']);
  });

  it('reads an airport code of a trading hub as its country', () => {
    expect(q('contacts in the UAE')).toEqual(['ae1']);
  });
});

describe('a two-letter surname as introducer', () => {
  const book: AssistantContact[] = [
    { id: 'le', fullName: 'Le Minh', company: 'Minh Rice', location: 'Can Tho, Vietnam' },
    { id: 'x', fullName: 'Xuan Pham', company: 'Pham Coffee', location: 'Dak Lak, Vietnam', sourceOfIntroduction: 'via Le Minh' },
  ];
  const idx = buildAssistantIndex(book);
  it('finds who Le Minh introduced', () => {
    expect(answerQuestion(idx, { message: 'who did Le Minh introduce me to?', history: [], priorities: [], now }).contactIds).toEqual([
      'x',
    ]);
  });
});
