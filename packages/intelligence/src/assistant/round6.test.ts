/**
 * Round 6 (issue 24): follow-ups as users write them ('which are not in X', 'how many are bankers?',
 * 'y cuáles son de Perú?'), and questions the way real users type them.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact, AssistantTurn } from './types.ts';

const now = new Date('2026-11-26T10:00:00Z');

const BOOK: AssistantContact[] = [
  {
    id: 'rs-ua',
    fullName: 'Oleh Bondar',
    company: 'Dnipro Agro',
    location: 'Odesa, Ukraine',
    commodities: 'rapeseed',
    notes: 'sells rapeseed',
  },
  {
    id: 'rs-ro',
    fullName: 'Ana Popescu',
    company: 'Danubia Grain',
    location: 'Constanta, Romania',
    commodities: 'rapeseed',
    notes: 'sells rapeseed',
  },
  {
    id: 'rs-buyer',
    fullName: 'Hans Vogel',
    company: 'Vogel Oelmuehle',
    location: 'Hamburg, Germany',
    commodities: 'rapeseed',
    notes: 'buys rapeseed',
  },
  { id: 'other-ro', fullName: 'Ion Marin', company: 'Marin Logistics', location: 'Galati, Romania', notes: 'port agent' },
  { id: 'sg-bank', fullName: 'Lim Wei', company: 'Straits Commodity Bank', role: 'Banker', location: 'Singapore' },
  { id: 'sg-trader', fullName: 'Tan Ah Kow', company: 'Lion Metals', role: 'Trader', location: 'Singapore', commodities: 'copper' },
  { id: 'hk-bank', fullName: 'Chan Ka', company: 'Harbour Trade Bank', role: 'Banker', location: 'Hong Kong' },
  {
    id: 'bb-pe',
    fullName: 'Lucia Quispe',
    company: 'Frutas del Sur',
    location: 'Lima, Peru',
    commodities: 'arándanos',
    notes: 'vende arándanos',
  },
  {
    id: 'bb-cl',
    fullName: 'Pablo Rojas',
    company: 'Berries Chile',
    location: 'Santiago, Chile',
    commodities: 'blueberries',
    notes: 'sells blueberries',
  },
  {
    id: 'pe-other',
    fullName: 'Jorge Huaman',
    company: 'Minera Andina',
    location: 'Lima, Peru',
    commodities: 'copper concentrate',
    notes: 'sells cu conc',
  },
];

const index = buildAssistantIndex(BOOK);
function converse(...turns: string[]) {
  const history: AssistantTurn[] = [];
  let a = answerQuestion(index, { message: turns[0]!, history, now });
  for (const [i, t] of turns.entries()) {
    if (i === 0) {
      history.push({ role: 'user', content: t }, { role: 'assistant', content: a.text, contactIds: a.contactIds });
      continue;
    }
    a = answerQuestion(index, { message: t, history, now });
    history.push({ role: 'user', content: t }, { role: 'assistant', content: a.text, contactIds: a.contactIds });
  }
  return a;
}

describe('follow-ups that act on the last answer (round 6)', () => {
  it("'which are not in Ukraine?' narrows the last list, it does not list the whole book", () => {
    const a = converse('rapeseed sellers', 'which are not in Ukraine?');
    expect(a.contactIds).toEqual(['rs-ro']);
  });
  it("'how many are bankers?' after a list counts the bankers in that list", () => {
    const a = converse('list my contacts in Singapore', 'how many are bankers?');
    expect(a.total).toBe(1);
  });
  it("'y cuáles son de Perú?' narrows the Spanish question before", () => {
    const a = converse('arándanos - quién vende?', 'y cuáles son de Perú?');
    expect(a.contactIds).toEqual(['bb-pe']);
  });
});

describe('a trader on both sides of a product is a buyer and a seller of it (round 6)', () => {
  const book: AssistantContact[] = [
    {
      id: 'both',
      fullName: 'Ilya Orlov',
      company: 'Azov Metals',
      location: 'Rostov, Russia',
      commodities: 'pig iron',
      notes: 'Takes 20kt pig iron a month. Also has pig iron available ex Novorossiysk',
    },
    {
      id: 'seller',
      fullName: 'Rui Costa',
      company: 'Gusa Minas',
      location: 'Belo Horizonte, Brazil',
      commodities: 'pig iron',
      notes: 'sells pig iron FOB Vitoria',
    },
    {
      id: 'buyer',
      fullName: 'Tom Hale',
      company: 'Ohio Foundry',
      location: 'Cleveland, United States',
      commodities: 'pig iron',
      notes: 'buys pig iron CFR New Orleans',
    },
    // A broker 'on both sides' takes no title: neither a buyer nor a seller.
    {
      id: 'broker',
      fullName: 'Ken Chan',
      company: 'Triton Resources',
      role: 'Metal broker',
      location: 'Hong Kong',
      commodities: 'pig iron',
      notes: 'brokers both sides',
    },
    {
      id: 'agent',
      fullName: 'Ana Pop',
      role: 'Commission agent',
      location: 'Galati, Romania',
      commodities: 'pig iron',
      notes: 'broker, both sides',
    },
  ];
  const idx = buildAssistantIndex(book);
  const ask = (message: string) => answerQuestion(idx, { message, history: [], now });
  it('is in both lists', () => {
    expect([...ask('who sells pig iron?').contactIds].sort()).toEqual(['both', 'seller']);
    expect([...ask('who buys pig iron?').contactIds].sort()).toEqual(['both', 'buyer']);
  });
  it('unless a broker: brokering both sides is neither buying nor selling', () => {
    const withBroker = buildAssistantIndex([
      ...book,
      {
        id: 'pd-broker',
        fullName: 'Kenneth Chan',
        company: 'Triton Resources Trading (HK) Ltd',
        role: 'Metal broker',
        commodities: 'LiOH, paladio',
        notes: 'brokers both sides',
      },
      {
        id: 'pd-seller',
        fullName: 'Lena Roth',
        company: 'Hanau Edelmetall',
        location: 'Hanau, Germany',
        commodities: 'palladium sponge',
        notes: 'sells Pd sponge',
      },
    ]);
    expect(answerQuestion(withBroker, { message: 'who sells palladium', history: [], now }).contactIds).toEqual(['pd-seller']);
  });
  it('is in both counts', () => {
    const a = ask('pig iron: how many buyers vs sellers?');
    expect(a.text).toMatch(/2 buyers\*\* and \*\*2 sellers/);
  });
});

describe('a kind of company in the question (round 6)', () => {
  const book: AssistantContact[] = [
    {
      id: 'cem-1',
      fullName: 'Hoang Linh',
      company: 'Thanh Cong Cement Ltd',
      role: 'Purchase',
      location: 'Ha Long, Vietnam',
      commodities: 'GAR 5000',
    },
    {
      id: 'cem-2',
      fullName: 'Andi Kusuma',
      company: 'Summit Cements Pvt Ltd',
      role: 'Purchase',
      location: 'Surabaya, Indonesia',
      commodities: 'GAR 5000',
    },
    {
      id: 'pp-1',
      fullName: 'Sri Hidayat',
      company: 'PT Listrik Jaya',
      role: 'Fuel procurement',
      location: 'Jakarta, Indonesia',
      commodities: 'GAR 5000',
      notes: 'buys coal for the power plant',
    },
    {
      id: 'cem-seller',
      fullName: 'Omar Ali',
      company: 'Gulf Clinker Trading',
      role: 'Trader',
      location: 'Dubai',
      commodities: 'cement, clinker',
      notes: 'sells cement',
    },
    {
      id: 'dal-1',
      fullName: 'Manish Tayal',
      company: 'Tayal Dal Udyog',
      role: 'dal mill',
      location: 'Mumbai, India',
      commodities: 'tur, urad',
    },
    {
      id: 'dal-2',
      fullName: 'Vijay Iyer',
      company: 'Mahalaxmi Rice Mills Pvt Ltd',
      role: 'Dal mill',
      location: 'Raipur, India',
      notes: 'matar (yellow peas) chahiye 2000 mt CIF Kakinada',
    },
    {
      id: 'pulse-exp',
      fullName: 'Darren Friesen',
      company: 'Prairie Pulse Exporters',
      role: 'Merchandiser',
      location: 'Saskatoon, Canada',
      commodities: 'lentils',
      notes: 'sells lentils',
    },
    {
      id: 'au-ref',
      fullName: 'Sabine Keller',
      company: 'Elbe Affinage SA',
      role: 'refinery - doré purchasing',
      location: 'Lugano, Switzerland',
      commodities: 'gold, doré',
    },
    {
      id: 'au-mine',
      fullName: 'Rosa Flores',
      company: 'Minera Condor Oro SA de CV',
      role: 'mina de oro',
      location: 'Mexico City, Mexico',
      commodities: 'doré de oro, gold',
      notes: 'ofrece doré a refinerías suizas',
    },
    {
      id: 'cu-smelter',
      fullName: 'Yuki Kobayashi',
      company: 'Kanto Smelting & Refining KK',
      role: 'smelter',
      location: 'Osaka, Japan',
      commodities: 'copper concentrate',
      notes: 'buys conc CIF',
    },
    {
      id: 'jp-trader',
      fullName: 'Ken Sato',
      company: 'Sato Shoji',
      role: 'Trader',
      location: 'Tokyo, Japan',
      commodities: 'copper cathode',
      notes: 'sells cathode',
    },
    {
      id: 'buyer-marketing',
      fullName: 'Klaus Park',
      company: 'Kalahari Chrome Smelters',
      role: 'Marketing',
      location: 'Rustenburg, South Africa',
      commodities: 'HC FeCr',
      notes: 'compra minério de cromo regularmente',
    },
    {
      id: 'proc',
      fullName: 'Zhang Wei',
      company: 'Steppe Metals DMCC',
      role: 'Head of Procurement',
      location: 'Rotterdam, Netherlands',
      commodities: 'ferromanganese',
    },
  ];
  const idx = buildAssistantIndex(book);
  const ask = (message: string) => [...answerQuestion(idx, { message, history: [], now }).contactIds].sort();
  it("'cement plants' are the contacts at cement makers, not who sells cement", () => {
    expect(ask('which contacts are cement plants')).toEqual(['cem-1', 'cem-2']);
  });
  it("'dal mills' are the mills, not every pulse seller", () => {
    expect(ask('show dal mills')).toEqual(['dal-1', 'dal-2']);
  });
  it("'gold refineries' are refineries trading gold, not the mines", () => {
    expect(ask('which contacts are gold refineries')).toEqual(['au-ref']);
  });
  it("'smelters in japan' are smelters, not every seller there", () => {
    expect(ask('smelters in japan')).toEqual(['cu-smelter']);
  });
  it("'the procurement people' are those whose role is procurement", () => {
    // Role 'Purchase', 'refinery - doré purchasing', 'Fuel procurement', 'Head of Procurement'; not 'Marketing'.
    expect(ask('list the procurement people')).toEqual(['au-ref', 'cem-1', 'cem-2', 'pp-1', 'proc']);
  });
});

describe('events as users ask them (round 6)', () => {
  const book: AssistantContact[] = [
    {
      id: 'ct-asia',
      fullName: 'Siti Siregar',
      company: 'PT Sentosa Batubara',
      location: 'Surabaya, Indonesia',
      notes: 'met at Coaltrans Asia 2026. offering GAR 6000',
    },
    {
      id: 'ct-india',
      fullName: 'Olivia Brown',
      company: 'Kencana Coal',
      location: 'Newcastle, Australia',
      notes: 'chatted at Coaltrans India 2025',
    },
    {
      id: 'in-buyer',
      fullName: 'Vikram Agarwal',
      company: 'Vindhya Power',
      location: 'Delhi, India',
      commodities: 'thermal coal',
      notes: 'buys coal',
    },
  ];
  const idx = buildAssistantIndex(book);
  const ask = (message: string) => [...answerQuestion(idx, { message, history: [], now }).contactIds].sort();
  it("'at any Coaltrans' is every Coaltrans", () => {
    expect(ask('everyone I met at any Coaltrans')).toEqual(['ct-asia', 'ct-india']);
  });
  it("'Coaltrans India contacts' is the event, not everyone in India", () => {
    expect(ask('Coaltrans India contacts')).toEqual(['ct-india']);
  });
});

describe('a word of companies’ names (round 6)', () => {
  const book: AssistantContact[] = [
    {
      id: 'p1',
      fullName: 'Valentina Contreras',
      company: 'Pesquera Inca Ltda.',
      role: 'Exporter',
      location: 'Paita, Peru',
      notes: 'WTS harina std 2kt FOB Paita',
    },
    { id: 'p2', fullName: 'Diego Cardenas', company: 'Pesquera Oro S.A.C.', location: 'Lima, Peru', commodities: 'harina de pescado' },
    { id: 'c1', fullName: 'Li Wei', company: 'Yunnan Copper Smelting Co', location: 'Kunming, China', commodities: 'copper concentrate' },
    { id: 'c2', fullName: 'Ana Soto', company: 'Andes Copper Mines SA', location: 'Santiago, Chile', commodities: 'copper concentrate' },
    { id: 'x', fullName: 'Tom Ray', company: 'Ray Metals', location: 'London', commodities: 'copper cathode' },
  ];
  const idx = buildAssistantIndex(book);
  const ask = (message: string) => [...answerQuestion(idx, { message, history: [], now }).contactIds].sort();
  it("'contacts at any Pesquera' are everyone at a company so named", () => {
    expect(ask('list my contacts at any Pesquera')).toEqual(['p1', 'p2']);
  });
  it("'a company with Copper in its name'", () => {
    expect(ask('who works at a company with Copper in its name?')).toEqual(['c1', 'c2']);
  });
  it("a word of a longer product alias ('minas' of the coffee origin 'Sul de Minas') leaves a company's name findable", () => {
    const mg: AssistantContact[] = [
      { id: 'mg1', fullName: 'Hiroshi Sato', company: 'Minas Gusa Siderurgia Ltda', location: 'Belo Horizonte', commodities: 'ferro-gusa' },
      { id: 'mg2', fullName: 'Emre Oz', company: 'Minas Gusa', role: 'GM', location: 'Belo Horizonte', commodities: 'pig iron' },
      { id: 'mg3', fullName: 'Ana Lima', company: 'Gusa Nordeste', location: 'Recife', commodities: 'pig iron' },
    ];
    const mgIdx = buildAssistantIndex(mg);
    const at = [...answerQuestion(mgIdx, { message: 'who do I know at Minas Gusa?', history: [], now }).contactIds].sort();
    expect(at).toEqual(['mg1', 'mg2']);
  });
});

describe('reconnect as users ask it (round 6)', () => {
  const day = 86_400_000;
  const ago = (d: number) => new Date(now.getTime() - d * day).toISOString().slice(0, 10);
  const book: AssistantContact[] = [
    {
      id: 'cold-rice',
      fullName: 'Moussa Diop',
      company: 'Diop Import',
      role: 'Importer',
      location: 'Dakar, Senegal',
      commodities: 'broken rice',
      notes: 'buys 5,000 t broken rice monthly, key account',
      interactions: [{ kind: 'call', occurredOn: ago(200), text: null }],
    },
    {
      id: 'warm-rice',
      fullName: 'Awa Ndiaye',
      company: 'Ndiaye SA',
      role: 'Importer',
      location: 'Dakar, Senegal',
      commodities: 'broken rice',
      notes: 'buys broken rice',
      interactions: [{ kind: 'call', occurredOn: ago(5), text: null }],
    },
    {
      id: 'crc',
      fullName: 'Jan Kowal',
      company: 'Kowal Steel',
      role: 'Buyer',
      location: 'Katowice, Poland',
      commodities: 'CRC',
      notes: 'buys cold rolled coil',
      interactions: [{ kind: 'call', occurredOn: ago(3), text: null }],
    },
  ];
  const idx = buildAssistantIndex(book);
  const ask = (message: string) => answerQuestion(idx, { message, history: [], now });
  it("'cold rice buyers worth a call' are the rice buyers gone cold", () => {
    expect(ask('cold rice buyers worth a call').contactIds).toEqual(['cold-rice']);
  });
  it("'rice people worth calling again'", () => {
    expect(ask('rice people worth calling again').contactIds).toEqual(['cold-rice']);
  });
  it("'cold rolled coil buyers' are still CRC buyers", () => {
    expect(ask('cold rolled coil buyers').contactIds).toEqual(['crc']);
  });
});

describe('refineries and smelters the notes name (round 6)', () => {
  const book: AssistantContact[] = [
    {
      id: 'zn',
      fullName: 'Min-jun Lee',
      company: 'Onsan Zinc Refining',
      role: 'RM purchasing',
      location: 'Ulsan, South Korea',
      commodities: 'Zn conc, SHG',
      notes: 'zinc smelter, buys Zn conc; key account',
    },
    {
      id: 'au',
      fullName: 'Rohit Mehta',
      company: 'Bharat Precious Metals Pvt Ltd',
      role: 'Head of Doré Sourcing',
      location: 'Mumbai, India',
      commodities: 'dore, gold',
      notes: 'LBMA refinery, buys doré from LatAm mines, sells kilobars',
    },
    {
      id: 'mine',
      fullName: 'Rosa Flores',
      company: 'Minera Condor Oro',
      role: 'mina de oro',
      location: 'Mexico City, Mexico',
      commodities: 'doré de oro, gold',
      notes: 'ofrece doré de oro a refinerías suizas',
    },
  ];
  const idx = buildAssistantIndex(book);
  const ask = (message: string) => answerQuestion(idx, { message, history: [], now });
  it('a smelter by its notes', () => {
    expect(ask('smelters in korea').contactIds).toEqual(['zn']);
  });
  it('a refinery by its notes, not a mine selling to refineries; said in the plural right', () => {
    const a = ask('which contacts are gold refineries');
    expect(a.contactIds).toEqual(['au']);
    expect(ask('who are the refineries in my book').text).toMatch(/refineries/);
  });
});

describe('who introduced whom, two introducers sharing a first name (round 6)', () => {
  const book: AssistantContact[] = [
    { id: 'roman-s', fullName: 'Roman Sokolov', company: 'Volga Grain', location: 'Rostov, Russia' },
    { id: 'roman-v', fullName: 'Roman Volkov', company: 'Azov Agro', location: 'Krasnodar, Russia' },
    { id: 'by-s', fullName: 'Ali Khan', location: 'Karachi, Pakistan', sourceOfIntroduction: 'Roman Sokolov' },
    { id: 'by-s2', fullName: 'Bo Li', location: 'Qingdao, China', sourceOfIntroduction: 'via Roman S.' },
    { id: 'by-v', fullName: 'Imran Butt', location: 'Lahore, Pakistan', sourceOfIntroduction: 'Roman Volkov' },
    { id: 'by-bare', fullName: 'Xiaoming Li', location: 'Dalian, China', sourceOfIntroduction: 'Roman' },
    { id: 'jk', fullName: 'Jürgen Kowalski', company: 'Ruhr Rohstoffe', location: 'Essen, Germany' },
    { id: 'jy', fullName: 'Jürgen Yılmaz', company: 'Marmara Handels', location: 'Istanbul, Turkey' },
    { id: 'by-jk', fullName: 'Aslan Ozturk', location: 'Izmir, Turkey', sourceOfIntroduction: 'Jürgen K.' },
    { id: 'by-jy', fullName: 'Katarzyna Botha', location: 'Rotterdam', sourceOfIntroduction: 'Jürgen Y.' },
    { id: 'li', fullName: 'Karim Hamdy', location: 'Alexandria, Egypt', sourceOfIntroduction: 'LinkedIn' },
    { id: 'vk', fullName: 'Elena Markova', location: 'Moscow, Russia', sourceOfIntroduction: 'via Viktor' },
  ];
  const idx = buildAssistantIndex(book);
  const ask = (message: string) => [...answerQuestion(idx, { message, history: [], now }).contactIds].sort();
  it('the one asked about, not the namesake', () => {
    expect(ask('who did Roman Sokolov introduce me to?')).toEqual(['by-s', 'by-s2']);
    expect(ask('who was introduced by Jürgen Kowalski?')).toEqual(['by-jk']);
  });
  it('a first name alone, with no namesake, is still theirs', () => {
    const withFatou = buildAssistantIndex([
      ...book,
      { id: 'fatou', fullName: 'Fatou Ndiaye', company: 'Sahel Rice', location: 'Dakar, Senegal' },
      { id: 'by-f', fullName: 'Modeste H.', location: 'Cotonou, Benin', sourceOfIntroduction: 'Fatou (Dakar)' },
      { id: 'by-bram', fullName: 'Joost Smit', location: 'Antwerp', sourceOfIntroduction: 'Bram de Vries' },
      { id: 'bram', fullName: 'Bram de Vries', company: 'Delta Metals', location: 'Rotterdam' },
    ]);
    const ids = (m: string) => [...answerQuestion(withFatou, { message: m, history: [], now }).contactIds].sort();
    expect(ids('contacts fatou ndiaye intro’d')).toEqual(['by-f']);
    expect(ids('who did Bram de Vries introduce me to?')).toEqual(['by-bram']);
  });
  it("'who did I get from linkedin', 'who did viktor intro'", () => {
    expect(ask('who did I get from linkedin')).toEqual(['li']);
    expect(ask('who did viktor intro')).toEqual(['vk']);
  });
});

describe('a summary of part of the book carries its contacts (round 6)', () => {
  const book: AssistantContact[] = [
    {
      id: 'no1',
      fullName: 'Sigrid Andersen',
      company: 'Fjord Kaffebrenneri AS',
      role: 'Purchasing',
      location: 'Porsgrunn, Norway',
      commodities: 'robusta',
    },
    {
      id: 'no2',
      fullName: 'Silje Lie',
      company: 'Telemark Gjødsel AS',
      location: 'Porsgrunn, Norway',
      commodities: 'NPK',
      notes: 'producer, sells NPK',
    },
    { id: 'se1', fullName: 'Lars Berg', company: 'Berg AB', location: 'Stockholm, Sweden', commodities: 'urea' },
  ];
  const idx = buildAssistantIndex(book);
  it("'give me a summary of who I know in Norway' names those contacts (chips)", () => {
    const a = answerQuestion(idx, { message: 'give me a summary of who I know in Norway', history: [], now });
    expect(a.intent).toBe('summary');
    expect([...a.contactIds].sort()).toEqual(['no1', 'no2']);
  });
  it('the whole book’s summary names no one', () => {
    expect(answerQuestion(idx, { message: 'summarize my network', history: [], now }).contactIds).toEqual([]);
  });
});

describe('where a contact is when only the notes say (round 6)', () => {
  const book: AssistantContact[] = [
    {
      id: 'based',
      fullName: 'Satoshi Tanaka',
      company: 'Hokuetsu Smelting & Refining KK',
      role: 'smelter',
      commodities: 'copper concentrate',
      notes: 'buys conc CIF, sells cathode domestic. based Tokyo',
    },
    { id: 'jp', fullName: 'Ken Sato', company: 'Sato Shoji', location: 'Osaka, Japan' },
    { id: 'dmcc', fullName: 'Ravi Nair', company: 'Gulf Star DMCC', commodities: 'urea' },
  ];
  const idx = buildAssistantIndex(book);
  it("'based Tokyo' in the notes puts the contact in Japan; a DMCC company alone puts no one anywhere", () => {
    const a = answerQuestion(idx, { message: 'how many contacts in Japan?', history: [], now });
    expect(a.total).toBe(2);
    expect(answerQuestion(idx, { message: 'how many contacts in the UAE?', history: [], now }).total ?? 0).toBe(0);
  });
});

describe('compound questions (round 6)', () => {
  const book: AssistantContact[] = [
    {
      id: 'coop',
      fullName: 'Rodrigo Rocha',
      company: 'Cooperativa Agro Parana',
      location: 'Cascavel, Brazil',
      commodities: 'soybeans, urea',
      notes: 'sells soybeans; buys urea for members',
    },
    {
      id: 'coop-map',
      fullName: 'Ana Lima',
      company: 'Sul Agro Ltda',
      location: 'Passo Fundo, Brazil',
      commodities: 'soybeans, MAP',
      notes: 'sells soybeans; buys MAP',
    },
    {
      id: 'soy-only',
      fullName: 'Joao Dias',
      company: 'Dias Graos',
      location: 'Sorriso, Brazil',
      commodities: 'soybeans',
      notes: 'sells soybeans',
    },
    {
      id: 'both',
      fullName: 'Isabelle Lind',
      company: 'Orion Commodities SA',
      location: 'Geneva, Switzerland',
      commodities: 'Cu conc',
      notes: 'Takes 20kt Cu conc a month. Also has Cu conc available ex Callao',
    },
    {
      id: 'buyer',
      fullName: 'Marc Roux',
      company: 'Leman Metals',
      location: 'Geneva, Switzerland',
      commodities: 'Cu conc',
      notes: 'buys Cu conc',
    },
  ];
  const idx = buildAssistantIndex(book);
  const ask = (message: string) => answerQuestion(idx, { message, history: [], now });
  it("'sell soy and buy fertilizer': any fertiliser, said as the category", () => {
    const a = ask('brazilian coops that sell soy and buy fertilizer');
    expect([...a.contactIds].sort()).toEqual(['coop', 'coop-map']);
    expect(a.text).toMatch(/sell Soybeans and also buy fertilisers/);
  });
  it("'who both buys and sells cu conc' names a trader the notes put on both sides", () => {
    expect(ask('who in geneva both buys and sells cu conc').contactIds).toEqual(['both']);
  });
});

describe('questions as users type them (round 6)', () => {
  const book: AssistantContact[] = [
    {
      id: 's1',
      fullName: 'Kristian Aasen',
      company: 'Fjordgass Nitrogen AS',
      location: 'Oslo, Norway',
      commodities: 'urea',
      notes: 'sells urea',
    },
    {
      id: 'b1',
      fullName: 'Tesfaye Girma',
      company: 'Oromia Farmers Coop',
      location: 'Addis Ababa, Ethiopia',
      commodities: 'urea, DAP',
      notes: 'buys urea and DAP',
    },
    { id: 'b2', fullName: 'Olu Ade', company: 'Lagos Agro', location: 'Lagos, Nigeria', commodities: 'DAP', notes: 'buys DAP' },
  ];
  const idx = buildAssistantIndex(book);
  const ask = (message: string) => answerQuestion(idx, { message, history: [], now });
  it("'who sels urea' (a typo of the side) asks for sellers", () => {
    expect(ask('who sels urea').contactIds).toEqual(['s1']);
    expect(ask('any byers of urea').contactIds).toEqual(['b1']);
  });
  it("'hw many buyers of dap', 'cuantos compradores de DAP' are counts", () => {
    expect(ask('hw many buyers of dap').intent).toBe('count');
    expect(ask('hw many buyers of dap').total).toBe(2);
    expect(ask('cuantos compradores de DAP tengo').total).toBe(2);
  });
});

describe('a product name ending in a category word (round 6)', () => {
  const book: AssistantContact[] = [
    {
      id: 'cc',
      fullName: 'Sun Jie',
      company: 'Tangshan Steel',
      location: 'Tangshan, China',
      commodities: 'semi-soft coking coal',
      notes: 'buys semi-soft',
    },
    {
      id: 'sugar',
      fullName: 'Ana Reis',
      company: 'Usina Boa Vista',
      location: 'Santos, Brazil',
      commodities: 'raw sugar',
      notes: 'sells VHP',
    },
  ];
  const idx = buildAssistantIndex(book);
  it("'semi-soft' is coking coal, not the softs", () => {
    expect(answerQuestion(idx, { message: 'who buys PHCC or semi-soft?', history: [], now }).contactIds).toEqual(['cc']);
  });
});
