/**
 * Issue 24, this session's general fixes to the assistant:
 * - 'which of them have gone cold?' after a list answers about that list, every relationship gone quiet in it;
 * - a word several contacts' notes use is the book's own word, never 'corrected' to a name ('Grüne Woche' is no Rune);
 * - the city after an event is where the event was ('the SMM conference in Shanghai'), not where the people are;
 * - an organiser's event on another product is another event ('Argus Fertilizer' is not the 'Argus crude summit').
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact, AssistantTurn } from './types.ts';

const now = new Date('2026-11-26T10:00:00Z');
const touch = (on: string) => [{ kind: 'call' as const, occurredOn: on, text: 'call' }];

const BOOK: AssistantContact[] = [
  {
    id: 'b1',
    fullName: 'Ole Hansen',
    company: 'Hansen Fisk',
    role: 'Buyer',
    location: 'Oslo, Norway',
    commodities: 'salmon',
    interactions: touch('2026-11-01'),
  },
  {
    id: 'b2',
    fullName: 'Ewa Nowak',
    company: 'Nowak Ryby',
    role: 'Buyer',
    location: 'Gdansk, Poland',
    commodities: 'salmon',
    interactions: touch('2026-03-01'),
  },
  {
    id: 'b3',
    fullName: 'Jan Vos',
    company: 'Vos Vis',
    role: 'Buyer',
    location: 'Urk, Netherlands',
    commodities: 'salmon',
    interactions: touch('2025-12-01'),
  },
  {
    id: 'r1',
    fullName: 'Rune Olsen',
    company: 'Olsen Laks',
    role: 'Seller',
    location: 'Bergen, Norway',
    commodities: 'salmon',
    notes: 'big volumes, 3 deals done',
    interactions: touch('2025-01-01'),
  },
  { id: 'r2', fullName: 'Rune Vik', company: 'Vik Agro', role: 'Seller', location: 'Bergen, Norway', commodities: 'CAN' },
  {
    id: 'g1',
    fullName: 'Kai Weber',
    company: 'Weber Mühle',
    role: 'Buyer',
    location: 'Berlin, Germany',
    commodities: 'wheat',
    notes: 'met at Grüne Woche Berlin 2026',
  },
  {
    id: 'g2',
    fullName: 'Lena Roth',
    company: 'Roth Futter',
    role: 'Buyer',
    location: 'Munich, Germany',
    commodities: 'corn',
    notes: 'Grüne Woche contact',
  },
  {
    id: 'g3',
    fullName: 'Piet Smit',
    company: 'Smit Agro',
    role: 'Seller',
    location: 'Utrecht, Netherlands',
    commodities: 'barley',
    notes: 'saw him at Grüne Woche',
  },
  {
    id: 's1',
    fullName: 'Li Wei',
    company: 'Wei Copper',
    role: 'Buyer',
    location: 'Ningbo, China',
    commodities: 'copper cathode',
    notes: 'met at SMM conference Shanghai 2026',
  },
  {
    id: 's2',
    fullName: 'Park Ji',
    company: 'Ji Metals',
    role: 'Seller',
    location: 'Busan, South Korea',
    commodities: 'zinc',
    notes: 'met at SMM conference Shanghai',
  },
  {
    id: 's3',
    fullName: 'Zhao Min',
    company: 'Min Alloys',
    role: 'Seller',
    location: 'Shanghai, China',
    commodities: 'nickel',
    notes: 'LME Asia contact',
  },
  {
    id: 'a1',
    fullName: 'Kyle Brandt',
    company: 'Brandt Fuels',
    role: 'Seller',
    location: 'Houston, United States',
    commodities: 'diesel',
    notes: 'coffee at Argus Crude Summit (Houston)',
  },
  {
    id: 'a2',
    fullName: 'Ana Ruiz',
    company: 'Ruiz Agro',
    role: 'Buyer',
    location: 'Lima, Peru',
    commodities: 'urea',
    notes: 'saw him at Argus Fertilizer Latino Americana',
  },
];

const index = buildAssistantIndex(BOOK);
const converse = (...turns: string[]) => {
  const history: AssistantTurn[] = [];
  let last = { text: '', contactIds: [] as readonly string[], total: 0 } as ReturnType<typeof answerQuestion>;
  for (const turn of turns) {
    last = answerQuestion(index, { message: turn, history, now });
    history.push({ role: 'user', content: turn }, { role: 'assistant', content: last.text, contactIds: last.contactIds });
  }
  return last;
};
const ids = (a: { contactIds?: readonly string[] }) => [...(a.contactIds ?? [])].sort();

describe('a follow-up about who has gone cold', () => {
  it('answers about the list just given, every one gone quiet', () => {
    const a = converse('salmon buyers', 'which of them have gone cold?');
    expect(ids(a)).toEqual(['b2', 'b3']);
    expect(a.text).toContain('among the ones I just listed');
  });

  it('says so when none of them has', () => {
    const a = converse('who buys wheat', 'any of them gone cold?');
    expect(a.total).toBe(0);
    expect(a.text).toContain('None of the ones I just listed');
  });

  it('asked alone, is the whole book’s reconnect list', () => {
    expect(ids(converse('who should I reconnect with?'))).toContain('r1');
  });
});

describe('events as the book writes them', () => {
  it('a word several notes use is not corrected to a name', () => {
    expect(ids(converse('who did i meet at grüne woche'))).toEqual(['g1', 'g2', 'g3']);
    expect(ids(converse('wen habe ich auf der gruenen woche kennengelernt'))).toEqual(['g1', 'g2', 'g3']);
  });

  it('the city after an event is the event’s, not the people’s', () => {
    expect(ids(converse('who did i meet at the SMM conference in shanghai'))).toEqual(['s1', 's2']);
  });

  it('an organiser’s event on another product is another event', () => {
    expect(ids(converse('who did I meet at the Argus crude summit?'))).toEqual(['a1']);
  });
});

describe('whom to reconnect with first, as traders ask it', () => {
  it.each([
    'norway - who should i re-engage first',
    'who should i call in Norway',
    'chi devo richiamare per primo in norvegia?',
    'à qui je dois reparler en priorité en Norvège ?',
    'quem recontactar primeiro na noruega?',
    '¿a quién debería llamar primero en Noruega?',
    'norvegia - cine s-a racit si merita sunat primul',
  ])('%s', (question) => {
    const a = converse(question);
    expect(a.intent).toBe('reconnect');
    expect(a.contactIds?.[0]).toBe('r1');
  });
});

describe('time as asked', () => {
  it("'been in touch with since' is a time, not an event called 'touch'", () => {
    const a = converse('who have i been in touch with since 1 nov');
    expect(a.text).not.toContain('mention');
    expect(ids(a)).toEqual(['b1']);
  });

  it("'last month' is the calendar month before; 'in the last month' runs to today", () => {
    const book = buildAssistantIndex([
      { id: 'o1', fullName: 'Oct Met', company: 'A', role: 'Buyer', commodities: 'urea', interactions: touch('2026-10-12') },
      { id: 'n1', fullName: 'Nov Met', company: 'B', role: 'Buyer', commodities: 'urea', interactions: touch('2026-11-20') },
    ]);
    const ask = (message: string) => [...(answerQuestion(book, { message, history: [], now }).contactIds ?? [])].sort();
    expect(ask('who did i call last month?')).toEqual(['o1']);
    expect(ask('who did i call in the last month?')).toEqual(['n1', 'o1']);
  });
});

describe('roles in the trade’s words', () => {
  const book = buildAssistantIndex([
    { id: 'f1', fullName: 'Ange Ndri', company: 'Ever Transit SA', role: 'Transitaire', location: 'Abidjan, Côte d’Ivoire' },
    { id: 'f2', fullName: 'Kai Voss', company: 'Voss Logistik AG', role: 'Spediteur', location: 'Hamburg, Germany' },
    { id: 'k1', fullName: 'Anna Nowak', company: 'Global Brokers Limited', role: 'Broker', location: 'Milan, Italy' },
    { id: 'k2', fullName: 'Luca Bruni', company: 'Bruni Commodities', role: 'Commodity broker', location: 'Genoa, Italy' },
    { id: 'e1', fullName: 'Piotr Zielinski', company: 'Zielinski Agro', title: 'Prezes zarządu', location: 'Poznań, Poland' },
    { id: 'j1', fullName: 'Ivy Zhang', company: 'Metal Daily', title: 'Reporter', location: 'Shanghai, China' },
    { id: 'q1', fullName: 'Ravi Nair', company: 'Kaveri Marine Exports', role: 'QC head', location: 'Kochi, India' },
  ]);
  const ask = (message: string) => [...(answerQuestion(book, { message, history: [], now }).contactIds ?? [])].sort();

  it('forwarders as French and German traders write them', () => {
    expect(ask('list my logistics contacts')).toEqual(['f1', 'f2']);
    expect(ask('transitaires?')).toEqual(['f1', 'f2']);
  });

  it('a role word is never a company’s name: my brokers are brokers', () => {
    expect(ask('list my brokers in italy')).toEqual(['k1', 'k2']);
  });

  it('heads of companies and the press', () => {
    expect(ask('CEOs / prezesi in poland')).toEqual(['e1']);
    expect(ask('any journalists?')).toEqual(['j1']);
  });

  it('a quality controller is no cargo inspector', () => {
    expect(ask('list my inspectors / surveyors')).toEqual([]);
  });
});

describe('questions about the market or the world', () => {
  it.each([
    'whats LME copper 3M right now?',
    'will brent go above 90 next month?',
    'what did china announce on soybean tariffs this week',
    'qual o preço do açúcar hoje na ICE?',
    'va a llover en el sur de brasil esta semana?',
    'is the Strait of Hormuz open today',
    'freight RB to Mundra on a supra this week?',
    'bursa CPO futures closing today?',
    'last IPL urea tender mein lowest offer kitna tha?',
  ])('cannot be answered from the network: %s', (question) => {
    const a = converse(question);
    expect(a.understood).toBe(false);
    expect(a.contactIds ?? []).toEqual([]);
  });

  it.each([
    'who buys copper in china',
    'salmon buyers',
    'list my logistics contacts',
    'who did i meet at grüne woche',
  ])('a question about the network still is: %s', (question) => {
    expect(converse(question).understood).not.toBe(false);
  });
});

describe('companies as the book writes them', () => {
  const book = buildAssistantIndex([
    ...['COFCO International', 'COFCO International SA', 'COFCO Intl', 'COFCO Sugar', 'COFCO Meat Co., Ltd.', 'COFCO'].map(
      (company, i) => ({ id: `c${i}`, fullName: `Person ${i} Cofco`, company, role: 'Trader' }),
    ),
    { id: 'p1', fullName: 'Ana Ruiz', company: 'China Oil & Foodstuffs (COFCO)', role: 'Buyer' },
    { id: 'k1', fullName: 'Luis Salazar', company: 'Corporación Nacional del Cobre (Codelco)', role: 'Sales' },
    { id: 'r1', fullName: 'Mia Berg', notes: 'works at Rabobank - RM, approved our borrowing base line' },
    { id: 'g1', fullName: 'Sam Global', company: 'Global Brokers', role: 'Broker' },
  ]);
  const ask = (message: string) => [...(answerQuestion(book, { message, history: [], now }).contactIds ?? [])].sort();

  it('a brand names every company that carries it, however many', () => {
    expect(ask('cofco contacts')).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'p1']);
  });

  it('the name in brackets is the company’s too', () => {
    expect(ask('anyone at codelco?')).toEqual(['k1']);
  });

  it('with no company given, the one the notes say the contact works at', () => {
    expect(ask('who do i know at rabobank')).toEqual(['r1']);
  });
});
