/**
 * Round 5 (issue 24): the assistant answers what was asked. Events as notes write them (and not when the
 * user missed them), who a named colleague introduced however the source spells them, and a reconnect
 * list of the relationships worth reviving rather than every quiet contact.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-26T10:00:00Z');
const old = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

const BOOK: AssistantContact[] = [
  // Events.
  {
    id: 'conf-abbrev',
    fullName: 'Ayla Kaya',
    company: 'Kaya Metal',
    location: 'Izmir, Turkey',
    notes: 'met at FA conference Istanbul. buys ferrosilicon',
  },
  { id: 'conf-short', fullName: 'Omar Said', location: 'Dubai', notes: 'coffee at the ferroalloy conf in Istanbul' },
  { id: 'conf-missed', fullName: 'Ivo Petrov', location: 'Sofia', notes: 'missed the Ferroalloys Conference Istanbul this year' },
  { id: 'name-only', fullName: 'Rina Das', location: 'Mumbai', sourceOfIntroduction: 'SteelOrbis' },
  { id: 'name-conf', fullName: 'Jon Berg', location: 'Oslo', notes: 'met at SteelOrbis conf stand' },
  { id: 'other-place', fullName: 'Ken Ito', location: 'Tokyo', notes: 'met at Coaltrans India (Delhi)' },
  { id: 'right-place', fullName: 'Mia Tan', location: 'Singapore', notes: 'met at Coaltrans Asia in Bali' },
  { id: 'other-year', fullName: 'Leo Marx', location: 'Geneva', notes: 'met at Global Grain Geneva 2025' },
  { id: 'other-kind', fullName: 'Nour Aziz', location: 'Cairo', notes: 'met at GAFTA dinner' },
  { id: 'gafta-conf', fullName: 'Sara Lind', location: 'Stockholm', notes: 'chatted at the GAFTA conf' },
  // Introductions by a colleague who is in the book.
  { id: 'marco', fullName: 'Marco Zanetti', company: 'Alpina Raw Materials FZE', location: 'Milan' },
  { id: 'intro-initial', fullName: 'Hana Novak', location: 'Prague', sourceOfIntroduction: 'Marco Z.' },
  { id: 'intro-company', fullName: 'Ben Cole', location: 'Leeds', sourceOfIntroduction: 'via Marco (Alpina Raw Materials FZE)' },
  { id: 'intro-notes', fullName: 'Eva Lund', location: 'Malmo', notes: "intro'd by Marco Zanetti, buys pig iron" },
  { id: 'intro-other', fullName: 'Tim Roth', location: 'Bern', sourceOfIntroduction: 'LinkedIn' },
  // Cold relationships: one with business behind it, one that only lists a product.
  {
    id: 'cold-valuable',
    fullName: 'Paula Reyes',
    company: 'Reyes Asfaltos',
    role: 'Buyer',
    location: 'Lima, Peru',
    commodities: 'bitumen',
    notes: 'key account, did 4 cargoes with us in 2025',
    interactions: [
      { kind: 'call', occurredOn: old(200), text: 'bitumen offer' },
      { kind: 'email', occurredOn: old(240), text: null },
      { kind: 'meeting', occurredOn: old(300), text: null },
    ],
  },
  {
    id: 'cold-thin',
    fullName: 'Dan Weiss',
    company: 'Weiss Handel',
    role: 'Buyer',
    location: 'Hamburg, Germany',
    commodities: 'bitumen',
    interactions: [{ kind: 'email', occurredOn: old(400), text: null }],
  },
];

const index = buildAssistantIndex(BOOK);
const ask = (message: string) => answerQuestion(index, { message, history: [], now });

describe('events as notes write them (round 5)', () => {
  it('finds an event by its abbreviation or short form with its place, never where the user says they missed it', () => {
    const ids = ask('who did I meet at Ferroalloys Conference Istanbul?').contactIds;
    expect(ids.sort()).toEqual(['conf-abbrev', 'conf-short']);
  });

  it('an event known by its own name is that name alone in a source of introduction, or beside its kind', () => {
    expect(ask('people I met at SteelOrbis Conference').contactIds.sort()).toEqual(['name-conf', 'name-only']);
  });

  it('another place, another year or another kind of gathering is another event', () => {
    expect(ask('who did I meet at Coaltrans Asia?').contactIds).toEqual(['right-place']);
    expect(ask('who did I meet at Global Grain Geneva 2026?').contactIds).toEqual([]);
    expect(ask('who did I meet at the GAFTA Conference?').contactIds).toEqual(['gafta-conf']);
  });

  it("'contacts from <event>' and 'anyone from <event>' ask about the event; 'last time' is no list position", () => {
    expect(ask('contacts from SteelOrbis Conference').contactIds.sort()).toEqual(['name-conf', 'name-only']);
    const a = ask('who did I see at the Ferroalloys Conference Istanbul last time');
    expect(a.intent).toBe('find');
    expect(a.contactIds.sort()).toEqual(['conf-abbrev', 'conf-short']);
  });
});

describe('who a colleague introduced (round 5)', () => {
  it('reads the colleague as sources and notes write them: initial, first name and company, the whole name', () => {
    const a = ask('who did Marco Zanetti introduce me to?');
    expect(a.contactIds.sort()).toEqual(['intro-company', 'intro-initial', 'intro-notes']);
    expect(a.text).toContain('Marco Zanetti');
  });
});

describe('relationships worth reviving (round 5)', () => {
  it('names the cold relationships with business behind them, not every contact that went quiet', () => {
    const a = ask('who should I reconnect with?');
    expect(a.contactIds).toEqual(['cold-valuable']);
  });

  it('a product and a side asked for narrow the list', () => {
    expect(ask('which bitumen buyers should I call again?').contactIds).toEqual(['cold-valuable']);
    expect(ask('which bitumen sellers should I call again?').contactIds).toEqual([]);
  });
});

const TRADE: AssistantContact[] = [
  { id: 'br-gusa', fullName: 'João Lima', company: 'Lima Fundição', location: 'Belo Horizonte, Brazil', notes: 'compra gusa todo mês' },
  {
    id: 'de-gusa',
    fullName: 'Karl Vogt',
    company: 'Vogt Giesserei GmbH',
    location: 'Duisburg, Germany',
    notes: 'buys pig iron and ferrosilicon',
  },
  {
    id: 'mill',
    fullName: 'Ali Demir',
    company: 'Demir Çelik Rebar Mill',
    location: 'Iskenderun, Turkey',
    notes: 'buys pig iron and ferrosilicon',
  },
  {
    id: 'trader-both',
    fullName: 'Sam Hill',
    company: 'Hill Trading',
    role: 'Buyer',
    location: 'London, UK',
    notes: 'buys pig iron and ferrosilicon',
  },
  { id: 'es-asfalto', fullName: 'Luis Mora', company: 'Mora Asfaltos', location: 'Callao, Peru', notes: 'vende asfalto FOB Callao' },
  { id: 'hsfo-only', fullName: 'Nils Berg', company: 'Berg Bunkers', location: 'Singapore', notes: 'sells HSFO 380' },
  { id: 'hsfo-vlsfo', fullName: 'Ole Dahl', company: 'Dahl Oil', location: 'Oslo, Norway', notes: 'sells HSFO 380 and VLSFO' },
  { id: 'ara-diesel', fullName: 'Piet Smit', company: 'Smit Olie', location: 'Rotterdam, Netherlands', notes: 'sells EN590 diesel' },
  { id: 'med-diesel', fullName: 'Gio Russo', company: 'Russo Petroli', location: 'Genoa, Italy', notes: 'sells EN590 diesel' },
  { id: 'airline', fullName: 'Amy Fox', company: 'Blue Sky Airlines', location: 'Dublin, Ireland', notes: 'buys jet fuel' },
  { id: 'jet-trader', fullName: 'Raj Iyer', company: 'Iyer Energy', location: 'Mumbai, India', notes: 'buys jet fuel' },
];
const trade = buildAssistantIndex(TRADE);
const askTrade = (message: string) => answerQuestion(trade, { message, history: [], now });

describe('sides, places and kinds of company as questions ask them (round 5)', () => {
  it('reads the side and the place of a question in Spanish or Portuguese', () => {
    expect(askTrade('quién vende asfalto?').contactIds).toEqual(['es-asfalto']);
    expect(askTrade('quem compra gusa no Brasil?').contactIds).toEqual(['br-gusa']);
  });

  it('a kind of company is a filter, asked for or left out; the verb said of it is the side', () => {
    expect(askTrade('foundries or mills that buy both FeSi and pig iron').contactIds.sort()).toEqual(['de-gusa', 'mill']);
    expect(askTrade('who buys jet except the airlines').contactIds).toEqual(['jet-trader']);
  });

  it('leaving one grade out keeps the others of its family', () => {
    expect(askTrade('who sells HSFO 380 but not VLSFO').contactIds).toEqual(['hsfo-only']);
  });

  it('reads the trade shorthand for a part of the world (ARA)', () => {
    expect(askTrade('EN590 sellers outside ARA').contactIds).toEqual(['med-diesel']);
  });

  it('gibberish around a word one letter from a product is not a question about the product', () => {
    const a = askTrade('lorem ipsum dolor sit amet');
    expect(a.understood).toBe(false);
    expect(a.contactIds).toEqual([]);
  });
});

describe('two-turn follow-ups on one side of a product (round 5)', () => {
  const SIDES: AssistantContact[] = [
    { id: 's1', fullName: 'Ana Silva', company: 'Silva Asfaltos', location: 'Santos, Brazil', notes: 'sells bitumen 60/70' },
    { id: 's2', fullName: 'Bo Lind', company: 'Lind Bitumen AB', location: 'Gothenburg, Sweden', notes: 'sells bitumen' },
    { id: 'b1', fullName: 'Cy Ode', company: 'Ode Roads Ltd', location: 'Lagos, Nigeria', notes: 'buys bitumen every month' },
    { id: 'b2', fullName: 'Di Ray', company: 'Ray Paving', location: 'Accra, Ghana', notes: 'buys bitumen' },
    { id: 'x', fullName: 'Ed Fox', company: 'Fox Grains', location: 'Kyiv, Ukraine', notes: 'buys wheat' },
  ];
  const idx = buildAssistantIndex(SIDES);
  const twoTurns = (first: string, second: string) => {
    const a = answerQuestion(idx, { message: first, history: [], now });
    return answerQuestion(idx, {
      message: second,
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: a.text, contactIds: a.contactIds },
      ],
      now,
    });
  };

  it('"who should I introduce them to?" after sellers of a product names every buyer of it', () => {
    expect(twoTurns('who sells bitumen?', 'who should I introduce them to?').contactIds.sort()).toEqual(['b1', 'b2']);
  });

  it('"who could supply them?" after buyers of a product names the sellers of it', () => {
    expect(twoTurns('who buys bitumen?', 'who could supply them?').contactIds.sort()).toEqual(['s1', 's2']);
  });
});

describe('time by the way of being in touch (round 5)', () => {
  it('"who did I whatsapp in October" is the messages logged in October', () => {
    const BOOK2: AssistantContact[] = [
      {
        id: 'wa',
        fullName: 'Uma Rao',
        location: 'Pune, India',
        interactions: [{ kind: 'message', occurredOn: '2026-10-12', text: 'WhatsApp' }],
      },
      { id: 'call', fullName: 'Vik Sen', location: 'Delhi, India', interactions: [{ kind: 'call', occurredOn: '2026-10-14', text: null }] },
    ];
    const idx = buildAssistantIndex(BOOK2);
    expect(answerQuestion(idx, { message: 'who did I whatsapp in october', history: [], now }).contactIds).toEqual(['wa']);
  });
});

describe('second pass on the round-5 sets: question forms (round 5)', () => {
  const BOOK3: AssistantContact[] = [
    {
      id: 'conv',
      fullName: 'Peng Zhu',
      company: 'Tianqiao Lithium',
      location: 'Chengdu, China',
      notes: 'buys spodumene, sells lithium hydroxide',
    },
    { id: 'spod-b', fullName: 'Ivo Lind', company: 'Lind Battery', location: 'Zug, Switzerland', notes: 'buys spodumene' },
    { id: 'lioh-b', fullName: 'Seo Cho', company: 'Hanbit Cathode', location: 'Seoul, South Korea', notes: 'buys lithium hydroxide' },
    {
      id: 'fm',
      fullName: 'Tarek Farouk',
      company: 'Falcon Flour Mills',
      role: 'Buyer',
      location: 'Casablanca, Morocco',
      notes: 'buys milling wheat for the flour mill',
    },
    { id: 'wx', fullName: 'Oksana Melnyk', company: 'Agroprom', location: 'Odesa, Ukraine', notes: 'sells wheat' },
    {
      id: 'june',
      fullName: 'Karima Naguib',
      location: 'Alexandria, Egypt',
      interactions: [{ kind: 'call', occurredOn: '2026-06-20', text: null }],
    },
    {
      id: 'june-then-oct',
      fullName: 'Hany Mansour',
      location: 'Cairo, Egypt',
      interactions: [
        { kind: 'call', occurredOn: '2026-06-10', text: null },
        { kind: 'email', occurredOn: '2026-10-02', text: null },
      ],
    },
    { id: 'lme25', fullName: 'Ana Rossi', location: 'London', notes: 'met at LME Week 2025' },
    { id: 'lme26', fullName: 'Bea Wong', location: 'London', notes: 'LME Week Oct 2026, coffee' },
    { id: 'lme-list', fullName: 'Cal Dunn', location: 'London', sourceOfIntroduction: 'LME Week list' },
    { id: 'wrc', fullName: 'Tran Duc', location: 'Can Tho, Vietnam', notes: 'WRC 2025 Danang' },
    { id: 'wrc-other', fullName: 'Lee Min', location: 'Seoul', notes: 'rice conference call' },
  ];
  const idx = buildAssistantIndex(BOOK3);
  const ask = (message: string) => answerQuestion(idx, { message, history: [], now });

  it('a side said before each product: "who buys spodumene and sells lithium hydroxide"', () => {
    expect(ask('who buys spodumene and sells lithium hydroxide').contactIds).toEqual(['conv']);
  });

  it('the product before "mills" is the kind of company, the verb\'s product is asked', () => {
    expect(ask('flour mills buying wheat').contactIds).toEqual(['fm']);
  });

  it('"contacts I last spoke to in June" is the last touch in June, not any touch', () => {
    expect(ask('contacts I last spoke to in June').contactIds).toEqual(['june']);
  });

  it('an event asked in lower case with its year; a delegate list is not a meeting; initials name the event', () => {
    expect(ask('lme week 2025 contacts').contactIds).toEqual(['lme25']);
    expect(ask('who did i meet at lme week').contactIds.sort()).toEqual(['lme25', 'lme26']);
    expect(ask('who did i meet at the world rice conference').contactIds).toEqual(['wrc']);
  });

  it('"v" between buyers and sellers asks for both counts; "the book in numbers" is the summary', () => {
    expect(ask('wheat buyers v sellers').text).toMatch(/\*\*1 buyer/);
    expect(ask('give me the book in numbers').intent).toBe('summary');
  });
});

describe('short follow-ups with no noun (round 5)', () => {
  const B: AssistantContact[] = [
    { id: 'cs-cl', fullName: 'Thiago Mendoza', company: 'Altun Alumina SpA', location: 'Santiago, Chile', notes: 'buys caustic soda' },
    { id: 'cs-us', fullName: 'Luca Park', company: 'Andes Detergents LLC', location: 'Houston, United States', notes: 'buys caustic soda' },
    { id: 'x-cl', fullName: 'Rosa Diaz', company: 'Diaz Cobre', location: 'Santiago, Chile', notes: 'sells copper cathode' },
  ];
  const idx = buildAssistantIndex(B);
  it('"any in Latin America?" after a list narrows that list', () => {
    const first = 'caustic soda buyers';
    const a = answerQuestion(idx, { message: first, history: [], now });
    const b = answerQuestion(idx, {
      message: 'any in latin america?',
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: a.text, contactIds: a.contactIds },
      ],
      now,
    });
    expect(b.contactIds).toEqual(['cs-cl']);
  });
});

describe('who introduced me to someone (round 5)', () => {
  it('names the introducer when they are a contact of the book', () => {
    const idx = buildAssistantIndex([
      { id: 'bongani', fullName: 'Bongani Mokoena', company: 'Highveld Metals', location: 'Johannesburg' },
      {
        id: 'mwila',
        fullName: 'Mwila Zulu',
        location: 'Rustenburg',
        sourceOfIntroduction: 'Bongani M. (Highveld)',
        notes: 'sells platinum',
      },
      { id: 'pt-b', fullName: 'Ryo Suzuki', location: 'Tokyo', notes: 'buys platinum' },
    ]);
    expect(answerQuestion(idx, { message: 'who introduced me to Mwila Zulu?', history: [], now }).contactIds).toEqual(['bongani']);
  });
});
