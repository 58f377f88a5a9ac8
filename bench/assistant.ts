/**
 * The built-in assistant on a generated network of 10,000 contacts: a generator of its own (products
 * written the way traders write them, planted contacts with known truth for every question, filler
 * contacts that never trade the products the questions ask about), then questions typed the way a
 * busy trader types them (typos, abbreviations, trade synonyms, follow-ups, questions it cannot
 * answer), each judged against the generator's truth, never against the assistant; then the time
 * per answer and the index build time at 10,000 contacts.
 *
 * `BENCH_ASSISTANT_VERBOSE=1` prints every question with its answer (on stderr).
 */
import {
  type AssistantAnswer,
  type AssistantContact,
  type AssistantIndex,
  type AssistantInput,
  type AssistantTurn,
  answerQuestion,
  buildAssistantIndex,
  type EnginePriority,
  LIST_LIMIT,
} from '@tradeloom/intelligence/assistant';
import { figure, int, ms, note } from './lib/report.ts';
import { median, percentile } from './lib/stats.ts';

const PART = 'assistant';
const SIZE = 10_000;
const NOW = new Date('2026-03-02T09:00:00Z');
const DAY = 86_400_000;
/** A relationship is cold when the last contact is more than this many days old. */
const COLD_DAYS = 90;
/** Timed passes over every question, after the judged one. */
const TIMED_PASSES = 3;
const VERBOSE = process.env.BENCH_ASSISTANT_VERBOSE === '1';

/** Deterministic pseudo-random numbers (mulberry32), so the network is the same on every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number): number => Math.floor(next() * n);
  return {
    next,
    below,
    pick: <T>(list: readonly T[]): T => list[below(list.length)]!,
    chance: (p: number): boolean => next() < p,
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const sum = entries.reduce((s, [, w]) => s + w, 0);
      let x = next() * sum;
      for (const [value, w] of entries) {
        x -= w;
        if (x < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Places
// ---------------------------------------------------------------------------------------------

type Region = 'Asia' | 'Europe' | 'Middle East' | 'Africa' | 'North America' | 'South America' | 'Oceania';

interface Place {
  city: string;
  country: string;
  code: string;
  region: Region;
  /** How people type the location (the geocoded city and country are the truth). */
  written: string[];
}

const place = (city: string, country: string, code: string, region: Region, ...written: string[]): Place => ({
  city,
  country,
  code,
  region,
  written: written.length ? written : [`${city}, ${country}`],
});

/** No place whose region is arguable (Turkey, Egypt, Mexico, Russia): the questions' regions are unambiguous. */
const PLACES: Place[] = [
  place('Singapore', 'Singapore', 'SG', 'Asia', 'Singapore'),
  place('Shanghai', 'China', 'CN', 'Asia', 'Shanghai, China', 'Shanghai, PRC'),
  place('Mumbai', 'India', 'IN', 'Asia', 'Mumbai, India'),
  place('Tokyo', 'Japan', 'JP', 'Asia', 'Tokyo, Japan', 'Tokyo'),
  place('Seoul', 'South Korea', 'KR', 'Asia', 'Seoul, South Korea', 'Seoul, Korea'),
  place('Jakarta', 'Indonesia', 'ID', 'Asia', 'Jakarta, Indonesia'),
  place('Ho Chi Minh City', 'Vietnam', 'VN', 'Asia', 'Ho Chi Minh City, Vietnam', 'HCMC, Vietnam'),
  place('Hong Kong', 'Hong Kong', 'HK', 'Asia', 'Hong Kong'),
  place('Bangkok', 'Thailand', 'TH', 'Asia', 'Bangkok, Thailand'),
  place('Geneva', 'Switzerland', 'CH', 'Europe', 'Geneva, Switzerland', 'Genève, Switzerland'),
  place('Zug', 'Switzerland', 'CH', 'Europe', 'Zug, Switzerland'),
  place('Rotterdam', 'Netherlands', 'NL', 'Europe', 'Rotterdam, Netherlands', 'Rotterdam, NL'),
  place('Amsterdam', 'Netherlands', 'NL', 'Europe', 'Amsterdam, Netherlands'),
  place('Hamburg', 'Germany', 'DE', 'Europe', 'Hamburg, Germany'),
  place('Frankfurt', 'Germany', 'DE', 'Europe', 'Frankfurt, Germany', 'Frankfurt am Main, Germany'),
  place('London', 'United Kingdom', 'GB', 'Europe', 'London, UK', 'London, United Kingdom'),
  place('Antwerp', 'Belgium', 'BE', 'Europe', 'Antwerp, Belgium'),
  place('Warsaw', 'Poland', 'PL', 'Europe', 'Warsaw, Poland'),
  place('Dubai', 'United Arab Emirates', 'AE', 'Middle East', 'Dubai, UAE', 'Dubai, United Arab Emirates'),
  place('Riyadh', 'Saudi Arabia', 'SA', 'Middle East', 'Riyadh, Saudi Arabia', 'Riyadh, KSA'),
  place('Doha', 'Qatar', 'QA', 'Middle East', 'Doha, Qatar'),
  place('Manama', 'Bahrain', 'BH', 'Middle East', 'Manama, Bahrain'),
  place('Muscat', 'Oman', 'OM', 'Middle East', 'Muscat, Oman'),
  place('Lagos', 'Nigeria', 'NG', 'Africa', 'Lagos, Nigeria'),
  place('Johannesburg', 'South Africa', 'ZA', 'Africa', 'Johannesburg, South Africa', 'Joburg, South Africa'),
  place('Nairobi', 'Kenya', 'KE', 'Africa', 'Nairobi, Kenya'),
  place('Abidjan', "Côte d'Ivoire", 'CI', 'Africa', "Abidjan, Côte d'Ivoire", 'Abidjan, Ivory Coast'),
  place('Accra', 'Ghana', 'GH', 'Africa', 'Accra, Ghana'),
  place('Lubumbashi', 'Democratic Republic of the Congo', 'CD', 'Africa', 'Lubumbashi, DRC', 'Lubumbashi, DR Congo'),
  place('Lusaka', 'Zambia', 'ZM', 'Africa', 'Lusaka, Zambia'),
  place('Houston', 'United States', 'US', 'North America', 'Houston, TX', 'Houston, USA'),
  place('Chicago', 'United States', 'US', 'North America', 'Chicago, IL', 'Chicago, USA'),
  place('New York', 'United States', 'US', 'North America', 'New York, NY', 'New York, USA'),
  place('Toronto', 'Canada', 'CA', 'North America', 'Toronto, Canada'),
  place('Vancouver', 'Canada', 'CA', 'North America', 'Vancouver, BC, Canada', 'Vancouver, Canada'),
  place('São Paulo', 'Brazil', 'BR', 'South America', 'São Paulo, Brazil', 'Sao Paulo, Brasil'),
  place('Buenos Aires', 'Argentina', 'AR', 'South America', 'Buenos Aires, Argentina'),
  place('Santiago', 'Chile', 'CL', 'South America', 'Santiago, Chile'),
  place('Lima', 'Peru', 'PE', 'South America', 'Lima, Peru'),
  place('Bogotá', 'Colombia', 'CO', 'South America', 'Bogotá, Colombia', 'Bogota, Colombia'),
  place('Perth', 'Australia', 'AU', 'Oceania', 'Perth, WA, Australia', 'Perth, Australia'),
  place('Sydney', 'Australia', 'AU', 'Oceania', 'Sydney, Australia'),
  place('Brisbane', 'Australia', 'AU', 'Oceania', 'Brisbane, Australia'),
  place('Auckland', 'New Zealand', 'NZ', 'Oceania', 'Auckland, New Zealand'),
];
const PLACE_BY_CITY = new Map(PLACES.map((p) => [p.city, p]));

// ---------------------------------------------------------------------------------------------
// Products (canonical keys of this bench, written the way traders write them)
// ---------------------------------------------------------------------------------------------

/**
 * The products the questions ask about. Only planted contacts trade them, always on a clear side
 * (by role, or by notes for a trader), so every question on them has one computable answer.
 */
const ASKED: Record<string, string[]> = {
  copper: ['Copper cathodes LME Grade A', 'Cu cathode', 'Copper cathode 99.99%', 'cathode copper', 'Electrolytic copper cathodes'],
  cobalt: ['Cobalt hydroxide', 'Cobalt metal', 'Cobalt hydroxide 30% Co', 'Cobalt cathodes'],
  urea: ['Urea 46%', 'Granular urea', 'Prilled urea N46', 'UREA'],
  corn: ['Yellow corn', 'Yellow maize', 'Corn (feed grade)', 'Maize No.2 YC'],
  cocoa: ['Cocoa beans', 'Raw cocoa', 'Cacao beans'],
  hrc: ['HRC', 'Hot-rolled coil', 'HR coil SAE1006', 'Hot rolled coils'],
  gasoil: ['Gasoil 10ppm', 'Diesel EN590', 'ULSD', 'Gas oil 0.1%'],
  soymeal: ['Soybean meal', 'SBM 48% protein', 'Soymeal hipro', 'Soya meal'],
  metcoal: ['Hard coking coal', 'Met coal', 'PHCC', 'Metallurgical coal'],
  lng: ['LNG', 'Liquefied natural gas', 'LNG cargoes'],
  aluminium: ['Aluminium ingot P1020', 'Aluminum ingots 99.7%', 'Primary aluminium', 'Al ingots'],
};

/** What everyone else trades: nothing any question asks about (no copper, soy, corn, cobalt ... in any form). */
const FILLER: Record<string, string[]> = {
  gold: ['Gold bars', 'Gold bullion 999.9'],
  silver: ['Silver bars 999', 'Silver granules'],
  zinc: ['SHG Zinc', 'Zinc ingots'],
  nickel: ['Nickel cathodes', 'Ni briquettes'],
  iron_ore: ['Iron ore fines 62% Fe', 'Iron ore pellets'],
  thermal_coal: ['Steam coal NAR 5500', 'Thermal coal'],
  rebar: ['Rebar B500B', 'TMT bars'],
  steel_scrap: ['HMS 1/2 80:20', 'Steel scrap'],
  wheat: ['Milling wheat', 'Wheat 12.5% protein'],
  rice: ['Parboiled rice', 'Long grain white rice'],
  sugar: ['ICUMSA 45', 'Raw sugar VHP'],
  coffee: ['Arabica coffee', 'Robusta coffee'],
  cotton: ['Raw cotton', 'Cotton lint'],
  palm_oil: ['Crude palm oil', 'CPO', 'RBD palm olein'],
  sunflower_oil: ['Sunflower oil', 'Crude sunflower oil'],
  potash: ['Potash MOP', 'Muriate of potash'],
  dap: ['DAP 18-46-0', 'Diammonium phosphate'],
  sulphur: ['Granular sulphur', 'Sulphur lumps'],
  lpg: ['LPG', 'Propane'],
  hsfo: ['HSFO', 'Fuel oil 380 CST'],
  crude: ['Brent crude', 'Crude oil'],
  manganese: ['Manganese ore 44%'],
  chrome: ['Chrome ore', 'Chrome concentrate 42%'],
};
const FILLER_KEYS = Object.keys(FILLER);

// ---------------------------------------------------------------------------------------------
// People and companies
// ---------------------------------------------------------------------------------------------

type Side = 'sells' | 'buys' | 'either';

const SELL_ROLES = ['Supplier', 'Producer', 'Miner', 'Exporter'];
const BUY_ROLES = ['Buyer', 'End User', 'Importer', 'Procurement'];
const roleSide = (role: string): Side => (SELL_ROLES.includes(role) ? 'sells' : BUY_ROLES.includes(role) ? 'buys' : 'either');

/** Titles that agree with the role (no 'Analyst' or 'Broker' outside those roles). */
const TITLES: Record<string, string[]> = {
  Supplier: ['Sales Director', 'Head of Sales', 'Sales Manager', 'Commercial Director'],
  Producer: ['Marketing Manager', 'Commercial Director', 'Head of Marketing'],
  Miner: ['GM Marketing', 'Commercial Manager', 'Head of Sales'],
  Exporter: ['Export Manager', 'Managing Director', 'Head of Sales'],
  Buyer: ['Procurement Manager', 'Head of Purchasing', 'Senior Buyer'],
  'End User': ['Raw Materials Manager', 'Plant Manager', 'Head of Sourcing'],
  Importer: ['Import Manager', 'Director', 'Managing Director'],
  Procurement: ['Procurement Lead', 'Category Manager', 'Head of Procurement'],
  Trader: ['Senior Trader', 'Head of Trading', 'Trader', 'Managing Director'],
  Broker: ['Broker', 'Senior Broker', 'Partner'],
  Agent: ['Commission Agent', 'Representative', 'Agent'],
  Analyst: ['Senior Analyst', 'Market Analyst', 'Research Analyst'],
  Consultant: ['Consultant', 'Senior Advisor', 'Principal'],
};
const FILLER_ROLES: [string, number][] = [
  ['Trader', 20],
  ['Supplier', 10],
  ['Producer', 8],
  ['Miner', 4],
  ['Exporter', 5],
  ['Buyer', 12],
  ['End User', 6],
  ['Importer', 6],
  ['Procurement', 4],
  ['Broker', 8],
  ['Agent', 5],
  ['Analyst', 6],
  ['Consultant', 6],
];

/** No names that read as a place, a product or a role (Lima, Santos, Rice, Cotton, Sydney ...). */
const FIRST = (
  'James, Maria, Wei, Hiroshi, Yuki, Ananya, Rahul, Ahmed, Fatima, Chidi, Thabo, Lerato, Carlos, Ana, Sofia, Lucas, ' +
  'Pieter, Anna, Hans, Klaus, Sarah, Emma, Oliver, Mohammed, Omar, Layla, Kenji, Min-jun, Ji-woo, Budi, Dewi, Grace, ' +
  'Kwame, Ama, Kofi, Aisha, Jean, Marc, Luca, Giulia, Mateo, Valentina, Diego, Camila, Jack, Olivia, Liam, Chloe, ' +
  'Daniel, David, Michael, Elena, Ivan, Piotr, Katarzyna, Tom, Noah, Ethan, Isabella, Rania, Yousef, Sipho, Naledi, ' +
  'Wanjiru, Arjun, Siddharth, Mei, Jun, Takeshi, Haruto, Linh, Minh, Somchai, Nadia, Tariq, Helena, Erik, Ingrid, Paulo, ' +
  'Beatriz, Andrés, Lucía, '
)
  .split(', ')
  .filter(Boolean);
const LAST = (
  'Smith, Müller, Schmidt, Tan, Lim, Wong, Chen, Wang, Zhang, Liu, Sato, Suzuki, Tanaka, Kim, Park, Lee, Patel, Sharma, ' +
  'Gupta, Singh, Iyer, Okafor, Adeyemi, Mensah, Boateng, Nkosi, Dlamini, Mwangi, Kamau, Haddad, Khoury, Nasser, Rahman, ' +
  'Hussain, Silva, Oliveira, Pereira, Costa, Fernández, González, Rodríguez, López, Martínez, Rossi, Bianchi, De Vries, ' +
  'Janssen, Bakker, Visser, Dubois, Bernard, Novak, Kowalski, Nowak, Ivanov, Petrov, Johnson, Williams, Brown, Taylor, ' +
  "Anderson, Thomas, Walker, Wright, Hall, Young, Scott, Nguyen, Tran, Pham, Wijaya, Kusuma, O'Brien, Murphy, Kelly, " +
  'Fischer, Weber, Wagner, Becker, Hoffmann, Schulz, Richter, Klein, Yamamoto, Nakamura, Choi, Jung, Reddy, Nair, ' +
  'Mahlangu, Ochieng, Asante, Owusu, Eze, Bello, Farouk, Saleh, Aziz, Karimi, Vargas, Rojas, Herrera, '
)
  .split(', ')
  .filter(Boolean);
const COMPANY_A = (
  'Meridian, Northgate, Bluewater, Summit, Crestline, Harbor, Atlas, Vantage, Pinnacle, Orion, Keystone, Redwood, ' +
  'Falcon, Evergreen, Sterling, Horizon, Granite, Beacon, Trident, Sapphire, Polaris, Oakridge, Riverside, Westbrook, ' +
  'Eastbridge, Kingsway, Zenith, Apex, Aurora, Cedar, Equinox, Fortis, Halcyon, Juniper, Kestrel, Lighthouse, Marlin, ' +
  'Nimbus, Osprey, Pioneer, Quantum, Rockwell, Seabird, Tidewater, Unity, Vertex, Willow, Yardley, '
)
  .split(', ')
  .filter(Boolean);
const COMPANY_B = [
  'Trading',
  'Resources',
  'Commodities',
  'Holdings',
  'Group',
  'Partners',
  'Global',
  'International',
  'Ltd',
  'AG',
  'Pte Ltd',
  'FZE',
  'GmbH',
  'LLC',
  'Corporation',
];
const CHATTER = [
  'Prefers WhatsApp',
  'Met at a conference last year',
  'Pays by LC at sight',
  'Slow on email, call instead',
  'Introduced by a bank contact',
  'Good for spot cargoes',
  'Wants KYC documents up front',
];

// ---------------------------------------------------------------------------------------------
// The network and its truth
// ---------------------------------------------------------------------------------------------

interface Truth {
  fullName: string;
  role: string;
  company: string;
  city: string;
  country: string;
  region: Region;
  /** Canonical product key (this bench's own) to the side the contact trades it on. */
  products: Map<string, Side>;
  lastContacted: number;
  commodities: string;
}

interface Network {
  contacts: AssistantContact[];
  truth: Map<string, Truth>;
  byName: Map<string, string>;
}

interface Spec {
  city: string;
  role: string;
  /** Products with their side; `notes: true` puts the side in the notes ('Looking to buy 20kt urea'). */
  products: { key: string; side: Side; notes?: boolean }[];
  fullName?: string;
  company?: string;
  notes?: string;
}

function generate(size: number, seed: number): Network {
  const r = prng(seed);
  const truth = new Map<string, Truth>();
  const contacts: AssistantContact[] = [];
  const names = new Set<string>();
  const rotation = new Map<string, number>();
  /** Each spelling in turn, so every written form of a product appears. */
  const writeAsked = (key: string): string => {
    const forms = ASKED[key]!;
    const i = rotation.get(key) ?? 0;
    rotation.set(key, i + 1);
    return forms[i % forms.length]!;
  };
  const name = (): string => {
    for (;;) {
      const n = `${r.pick(FIRST)} ${r.pick(LAST)}`;
      if (!names.has(n) || names.size > FIRST.length * LAST.length * 0.8) return n;
    }
  };
  const company = (): string => `${r.pick(COMPANY_A)} ${r.pick(COMPANY_B)}`;
  const daysAgo = (d: number): number => NOW.getTime() - Math.round(d * DAY);

  const add = (spec: Spec): string => {
    const p = PLACE_BY_CITY.get(spec.city);
    if (!p) throw new Error(`no such city in the generator: ${spec.city}`);
    const id = `00000000-0000-4000-8000-${(contacts.length + 1).toString(16).padStart(12, '0')}`;
    const fullName = spec.fullName ?? name();
    names.add(fullName);
    const products = new Map<string, Side>();
    const written: string[] = [];
    const noteParts: string[] = [];
    for (const { key, side, notes } of spec.products) {
      products.set(key, side);
      const form = key in ASKED ? writeAsked(key) : r.pick(FILLER[key]!);
      written.push(form);
      if (notes) noteParts.push(side === 'buys' ? `Looking to buy ${10 + 10 * r.below(5)}kt ${form}` : `Has monthly offers of ${form}`);
    }
    if (spec.notes) noteParts.push(spec.notes);
    if (!noteParts.length && r.chance(0.3)) noteParts.push(r.pick(CHATTER));
    // 30 % cold (120 to 500 days), the rest within 60 days: nothing near the 90-day line.
    const cold = r.chance(0.3);
    const last = cold ? daysAgo(120 + r.next() * 380) : daysAgo(0.5 + r.next() * 59);
    const created = last - Math.round(r.next() * 900 * DAY);
    const co = spec.company ?? company();
    const commodities = written.join(', ');
    contacts.push({
      id,
      fullName,
      company: co,
      role: spec.role,
      title: r.pick(TITLES[spec.role]!),
      location: r.pick(p.written),
      city: p.city,
      country: p.country,
      countryCode: p.code,
      commodities,
      notes: noteParts.length ? noteParts.join('. ') : null,
      lastContactedAt: new Date(last).toISOString(),
      createdAt: new Date(created).toISOString(),
    });
    truth.set(id, {
      fullName,
      role: spec.role,
      company: co,
      city: p.city,
      country: p.country,
      region: p.region,
      products,
      lastContacted: last,
      commodities,
    });
    return id;
  };

  /** Sometimes one filler product beside the planted one, on the same side (the role's). */
  const extra = (role: string): Spec['products'] => (r.chance(0.3) ? [{ key: r.pick(FILLER_KEYS), side: roleSide(role) }] : []);

  // Planted contacts of the asked products: [product, side, contacts per city, roles in turn].
  const PLANTS: [string, 'sells' | 'buys', Record<string, number>, string[]][] = [
    ['copper', 'sells', { Santiago: 6, Lima: 3, Lubumbashi: 3, Lusaka: 2, Perth: 2, Singapore: 2 }, ['Miner', 'Producer', 'Supplier']],
    [
      'copper',
      'buys',
      { Shanghai: 5, Tokyo: 2, Singapore: 2, Hamburg: 2, Antwerp: 1, Mumbai: 2, Chicago: 1 },
      ['Buyer', 'End User', 'Procurement', 'Importer'],
    ],
    [
      'cobalt',
      'buys',
      { Shanghai: 2, Tokyo: 1, Seoul: 1, Mumbai: 1, Singapore: 1, Johannesburg: 2, Lusaka: 1, Antwerp: 1, Hamburg: 1 },
      ['Buyer', 'Procurement', 'End User'],
    ],
    ['cobalt', 'sells', { Lubumbashi: 4, Johannesburg: 1, Perth: 1 }, ['Miner', 'Producer', 'Supplier']],
    ['urea', 'sells', { Riyadh: 2, Doha: 2, Dubai: 1, Lagos: 2, Shanghai: 1 }, ['Producer', 'Supplier', 'Exporter']],
    ['urea', 'buys', { Mumbai: 2, Nairobi: 2, 'São Paulo': 2 }, ['Importer', 'Buyer', 'Procurement']],
    ['corn', 'sells', { 'São Paulo': 3, 'Buenos Aires': 3, Chicago: 3 }, ['Exporter', 'Producer', 'Supplier']],
    ['corn', 'buys', { Tokyo: 2, Seoul: 2, 'Ho Chi Minh City': 2, Riyadh: 1 }, ['Importer', 'Buyer', 'End User']],
    ['cocoa', 'sells', { Abidjan: 4, Accra: 3, Lagos: 2 }, ['Exporter', 'Supplier', 'Producer']],
    ['cocoa', 'buys', { Amsterdam: 3, Hamburg: 2, 'New York': 1 }, ['End User', 'Buyer', 'Importer']],
    ['hrc', 'sells', { Shanghai: 4, Seoul: 2, Mumbai: 2 }, ['Producer', 'Exporter', 'Supplier']],
    ['hrc', 'buys', { Dubai: 3, Riyadh: 2, 'Ho Chi Minh City': 2 }, ['End User', 'Importer', 'Buyer']],
    ['gasoil', 'sells', { Rotterdam: 3, Houston: 2, Singapore: 2 }, ['Supplier', 'Producer', 'Exporter']],
    ['gasoil', 'buys', { Lagos: 3, Accra: 1, Santiago: 1 }, ['Importer', 'Buyer', 'End User']],
    ['soymeal', 'sells', { 'Buenos Aires': 3, 'São Paulo': 2, Chicago: 1 }, ['Exporter', 'Producer', 'Supplier']],
    ['soymeal', 'buys', { 'Ho Chi Minh City': 3, Jakarta: 2, Shanghai: 2 }, ['End User', 'Importer', 'Buyer']],
    ['metcoal', 'sells', { Brisbane: 3, Sydney: 1, Vancouver: 2 }, ['Miner', 'Producer', 'Exporter']],
    ['metcoal', 'buys', { Mumbai: 2, Tokyo: 2, Shanghai: 1 }, ['End User', 'Procurement', 'Buyer']],
    ['lng', 'sells', { Doha: 2, Houston: 2, Perth: 2 }, ['Producer', 'Supplier', 'Exporter']],
    ['lng', 'buys', { Tokyo: 2, Seoul: 2, Shanghai: 1, Mumbai: 1 }, ['Buyer', 'End User', 'Importer']],
    ['aluminium', 'sells', { Dubai: 2, Manama: 2, Shanghai: 2, Toronto: 1 }, ['Producer', 'Supplier', 'Exporter']],
    ['aluminium', 'buys', { Tokyo: 1, Hamburg: 2, London: 1, Chicago: 1, Mumbai: 1 }, ['End User', 'Buyer', 'Procurement']],
  ];
  for (const [key, side, cities, roles] of PLANTS) {
    let k = 0;
    for (const [city, n] of Object.entries(cities))
      for (let i = 0; i < n; i++) {
        const role = roles[k++ % roles.length]!;
        add({ city, role, products: [{ key, side, notes: r.chance(0.25) }, ...extra(role)] });
      }
  }
  // Two products at once, as the Copperbelt and battery makers do.
  add({
    city: 'Lubumbashi',
    role: 'Miner',
    products: [
      { key: 'copper', side: 'sells' },
      { key: 'cobalt', side: 'sells' },
    ],
  });
  add({
    city: 'Shanghai',
    role: 'End User',
    products: [
      { key: 'copper', side: 'buys' },
      { key: 'cobalt', side: 'buys' },
    ],
  });
  // Traders whose side on an asked product is in their notes only.
  add({
    city: 'Geneva',
    role: 'Trader',
    products: [
      { key: 'urea', side: 'buys', notes: true },
      { key: 'potash', side: 'either' },
    ],
  });
  add({
    city: 'Singapore',
    role: 'Trader',
    products: [
      { key: 'urea', side: 'buys', notes: true },
      { key: 'dap', side: 'either' },
    ],
  });
  add({
    city: 'Rotterdam',
    role: 'Trader',
    products: [
      { key: 'gasoil', side: 'sells', notes: true },
      { key: 'hsfo', side: 'either' },
    ],
  });
  // The people introductions are asked about (names no one else has).
  add({
    city: 'Lubumbashi',
    role: 'Miner',
    fullName: 'Jean-Marc Ilunga',
    company: 'Katanga Mineral Resources',
    products: [{ key: 'cobalt', side: 'sells' }],
  });
  add({ city: 'Mumbai', role: 'Importer', fullName: 'Priya Raghunathan', products: [{ key: 'urea', side: 'buys' }] });
  add({ city: 'Doha', role: 'Producer', fullName: 'Khalid Al-Mansouri', products: [{ key: 'lng', side: 'sells' }] });
  // Companies the questions name (nobody else works there; filler products only).
  const fillerOf = (role: string) => [{ key: r.pick(FILLER_KEYS), side: roleSide(role) }];
  for (const [city, role] of [
    ['London', 'Trader'],
    ['London', 'Analyst'],
    ['Geneva', 'Trader'],
    ['Singapore', 'Broker'],
  ] as const)
    add({ city, role, company: 'Harrowgate Metals', products: fillerOf(role) });
  for (const [city, role] of [
    ['Chicago', 'Trader'],
    ['Buenos Aires', 'Exporter'],
    ['Geneva', 'Analyst'],
  ] as const)
    add({ city, role, company: 'Bellwether Agri', products: fillerOf(role) });
  for (const role of ['Supplier', 'Trader']) add({ city: 'Lagos', role, company: 'Okonkwo Petroleum', products: fillerOf(role) });

  // Filler: everyone else, on filler products only.
  while (contacts.length < size) {
    const role = r.weighted(FILLER_ROLES);
    const side = roleSide(role);
    const count = role === 'Analyst' || role === 'Consultant' ? r.below(3) : 1 + r.below(3);
    const keys = new Set<string>();
    while (keys.size < count) keys.add(r.pick(FILLER_KEYS));
    const products: Spec['products'] = [...keys].map((key) => ({ key, side }));
    // A trader's notes can put one product on a side.
    if (role === 'Trader' && products.length && r.chance(0.2)) {
      products[0] = { key: products[0]!.key, side: r.chance(0.5) ? 'buys' : 'sells', notes: true };
    } else if (side !== 'either' && products.length && r.chance(0.15)) products[0] = { ...products[0]!, notes: true };
    add({ city: r.pick(PLACES).city, role, products });
  }

  // Shuffle, so the planted contacts are not all at the start.
  for (let i = contacts.length - 1; i > 0; i--) {
    const j = r.below(i + 1);
    [contacts[i], contacts[j]] = [contacts[j]!, contacts[i]!];
  }

  // The generator's own promises, checked.
  for (const [id, t] of truth) {
    for (const [key, side] of t.products)
      if (key in ASKED && side === 'either') throw new Error(`asked product ${key} on no side for ${id}`);
  }
  const byName = new Map<string, string>();
  for (const c of contacts) byName.set(c.fullName, byName.has(c.fullName) ? '' : c.id);
  for (const n of ['Jean-Marc Ilunga', 'Priya Raghunathan', 'Khalid Al-Mansouri'])
    if (!byName.get(n)) throw new Error(`${n} is not unique in the network`);
  return { contacts, truth, byName };
}

// ---------------------------------------------------------------------------------------------
// Questions and judges
// ---------------------------------------------------------------------------------------------

type Kind =
  | 'find'
  | 'count'
  | 'introduce'
  | 'reconnect'
  | 'priorities'
  | 'summary'
  | 'follow-up'
  | 'cannot answer'
  | 'nobody trades it'
  | 'greeting/help';

/** What a judge sees besides the answer: the ids of the earlier answer a follow-up refers to. */
interface JudgeContext {
  previousIds: readonly string[];
}
/** Null when right, else why not. */
type Judge = (a: AssistantAnswer, ctx: JudgeContext) => string | null;

interface Question {
  kind: Kind;
  message: string;
  /** Remembered under this key, so a follow-up can send its answer as history. */
  key?: string;
  /** A follow-up: the key of the earlier question, and how many ids of its answer it needs. */
  after?: { key: string; needs: number };
  priorities?: EnginePriority[];
  expected: string;
  /** The expected ids of a list question (a stand-in history when its answer threw). */
  expectedIds?: readonly string[];
  judge: Judge;
}

interface Filter {
  product?: string;
  side?: 'sells' | 'buys';
  city?: string;
  country?: string;
  region?: Region;
  role?: string;
  company?: string;
}

function makeQuestions(net: Network): Question[] {
  const { truth } = net;
  const cutoff = NOW.getTime() - COLD_DAYS * DAY;
  const where = (f: Filter): Set<string> => {
    const out = new Set<string>();
    for (const [id, t] of truth) {
      if (f.product) {
        const side = t.products.get(f.product);
        if (!side || (f.side && side !== f.side)) continue;
      }
      if (f.city && t.city !== f.city) continue;
      if (f.country && t.country !== f.country) continue;
      if (f.region && t.region !== f.region) continue;
      if (f.role && t.role !== f.role) continue;
      if (f.company && t.company !== f.company) continue;
      out.add(id);
    }
    return out;
  };
  const describe = (id: string): string => {
    const t = truth.get(id);
    return t ? `${t.fullName} (${t.role}, ${t.city}; ${t.commodities || 'no products'})` : `${id} (not in the network)`;
  };
  const stray = (ids: readonly string[], ok: (id: string) => boolean, what: string): string | null => {
    const bad = ids.filter((id) => !ok(id));
    return bad.length ? `${bad.length} named ${what}, e.g. ${describe(bad[0]!)}` : null;
  };
  const basics = (a: AssistantAnswer): string | null => {
    if (!Array.isArray(a.contactIds)) return 'contactIds is not an array';
    if (a.contactIds.length > LIST_LIMIT) return `${a.contactIds.length} ids named (more than ${LIST_LIMIT})`;
    if (new Set(a.contactIds).size !== a.contactIds.length) return 'the same contact named twice';
    if (typeof a.text !== 'string') return 'text is not a string';
    return null;
  };

  /** Every id in E; non-empty when E is; total (when given) = |E|; the exact set when |E| <= LIST_LIMIT. */
  const list =
    (expected: Set<string>): Judge =>
    (a) => {
      const basic = basics(a);
      if (basic) return basic;
      const wrong = stray(a.contactIds, (id) => expected.has(id), 'not expected');
      if (wrong) return wrong;
      if (expected.size && !a.contactIds.length) return 'named no one';
      if (a.total !== undefined && a.total !== expected.size) return `total ${a.total}, expected ${expected.size}`;
      if (expected.size <= LIST_LIMIT && a.contactIds.length !== expected.size) {
        const missed = [...expected].filter((id) => !a.contactIds.includes(id));
        return `named ${a.contactIds.length} of the ${expected.size}; missed e.g. ${describe(missed[0]!)}`;
      }
      return null;
    };
  const find = (kind: Kind, message: string, label: string, f: Filter, key?: string): Question => {
    const e = where(f);
    return {
      kind,
      message,
      key,
      expected: `${e.size} ${label}${e.size <= LIST_LIMIT ? ' (that exact set)' : ` (total ${e.size}, up to ${LIST_LIMIT} of them named)`}`,
      expectedIds: [...e],
      judge: list(e),
    };
  };

  /** The number as digits, with or without thousands separators, not inside a longer number. */
  const saysNumber = (text: string, n: number): boolean => {
    const digits = String(n);
    const groups: string[] = [];
    for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
    const body = groups.join('[,.\\u00a0\\u202f ]?');
    return new RegExp(`(?<!\\d[.,\\u00a0\\u202f ]?)${body}(?![.,\\u00a0\\u202f ]?\\d)`).test(text);
  };
  const count = (message: string, label: string, n: number): Question => ({
    kind: 'count',
    message,
    expected: `${int(n)} ${label} (total, or the number in the text)`,
    judge: (a) => (a.total === n || (typeof a.text === 'string' && saysNumber(a.text, n)) ? null : `total ${a.total}, text without ${n}`),
  });

  /** At least one named, and every one named is in E. */
  const someOf =
    (expected: Set<string>, what: string): Judge =>
    (a) =>
      basics(a) ?? stray(a.contactIds, (id) => expected.has(id), `not ${what}`) ?? (a.contactIds.length ? null : 'named no one');
  const introduce = (message: string, subject: string, product: string, side: 'sells' | 'buys'): Question => {
    const e = where({ product, side });
    e.delete(net.byName.get(subject)!);
    const what = `${product} ${side === 'buys' ? 'buyers' : 'sellers'}`;
    return { kind: 'introduce', message, expected: `at least one of the ${e.size} ${what}, and only them`, judge: someOf(e, what) };
  };
  const reconnect = (message: string, f: Filter, label: string): Question => {
    const e = new Set([...where(f)].filter((id) => truth.get(id)!.lastContacted < cutoff));
    return {
      kind: 'reconnect',
      message,
      expected: `some of the ${e.size} ${label} last contacted more than ${COLD_DAYS} days ago, and only them`,
      judge: someOf(e, `${label} gone cold`),
    };
  };
  const priorities = (message: string, ps: EnginePriority[], serve: { f: Filter; region: Region; label: string }[]): Question => {
    const sets = serve.map((s) => ({ ...s, all: where(s.f), near: where({ ...s.f, region: s.region }) }));
    const all = new Set(sets.flatMap((s) => [...s.all]));
    return {
      kind: 'priorities',
      message,
      priorities: ps,
      expected: sets.map((s) => `${s.label} (${s.all.size}; ${s.near.size} in ${s.region}, one of them first)`).join(' and '),
      judge: (a) => {
        const wrong = someOf(all, sets.map((s) => s.label).join(' or '))(a, { previousIds: [] });
        if (wrong) return wrong;
        for (const s of sets) if (!a.contactIds.some((id) => s.all.has(id))) return `none of the ${s.label}`;
        if (sets.length === 1 && sets[0]!.near.size && !sets[0]!.near.has(a.contactIds[0]!))
          return `first named is not in ${sets[0]!.region}: ${describe(a.contactIds[0]!)}`;
        return null;
      },
    };
  };
  const quiet = (kind: Kind, message: string): Question => ({
    kind,
    message,
    expected: 'no contacts named',
    judge: (a) => basics(a) ?? (a.contactIds.length ? `named ${a.contactIds.length}, e.g. ${describe(a.contactIds[0]!)}` : null),
  });
  const cannot = (message: string): Question => ({
    kind: 'cannot answer',
    message,
    expected: 'understood false, no contacts named',
    judge: (a) =>
      basics(a) ?? (a.understood !== false ? `understood ${a.understood}` : a.contactIds.length ? `named ${a.contactIds.length}` : null),
  });
  const NONE = /\b(no|none|nobody|no-one|not|couldn't|can't|didn't|don't|zero|0)\b|no one/i;
  const nobody = (message: string): Question => ({
    kind: 'nobody trades it',
    message,
    expected: 'no contacts named, and the text says none',
    judge: (a) =>
      basics(a) ??
      (a.contactIds.length
        ? `named ${a.contactIds.length}, e.g. ${describe(a.contactIds[0]!)}`
        : NONE.test(a.text)
          ? null
          : 'text does not say none'),
  });
  const summary = (message: string): Question => ({
    kind: 'summary',
    message,
    expected: `the text gives the ${int(SIZE)} contacts`,
    judge: (a) => basics(a) ?? (saysNumber(a.text, net.contacts.length) ? null : `text without ${int(net.contacts.length)}`),
  });
  const followUp = (message: string, after: string, q: Omit<Question, 'message' | 'after'>, needs = 0): Question => ({
    ...q,
    kind: 'follow-up',
    message,
    after: { key: after, needs },
  });
  const nth = (message: string, after: string, n: number): Question =>
    followUp(
      message,
      after,
      {
        kind: 'follow-up',
        expected: `details of contact no. ${n} of the earlier answer (first id, and the name in the text)`,
        judge: (a, ctx) => {
          const want = ctx.previousIds[n - 1];
          if (!want) return 'the earlier answer had too few ids';
          const basic = basics(a);
          if (basic) return basic;
          if (a.contactIds[0] !== want)
            return `first id ${a.contactIds[0] ? describe(a.contactIds[0]) : 'none'}, expected ${describe(want)}`;
          const name = truth.get(want)?.fullName ?? '';
          return a.text.includes(name) ? null : `text without the name ${name}`;
        },
      },
      n,
    );

  const cornPriority: EnginePriority = {
    id: 'prio-corn',
    priorityText: 'Source 50kt yellow corn for Q2',
    targetCommodity: 'Corn',
    targetRegion: 'South America',
    deadline: '2026-06-30',
  };
  const hrcPriority: EnginePriority = {
    id: 'prio-hrc',
    priorityText: 'Sell 30kt HRC to end users in the Middle East',
    targetCommodity: 'Hot-rolled coil',
    targetRegion: 'Middle East',
    deadline: '2026-05-15',
  };
  const cornSellers = { f: { product: 'corn', side: 'sells' as const }, region: 'South America' as const, label: 'corn sellers' };
  const hrcBuyers = { f: { product: 'hrc', side: 'buys' as const }, region: 'Middle East' as const, label: 'HRC buyers' };

  return [
    // Find: by product, side, role, place, company.
    find('find', 'who trades copper?', 'copper contacts', { product: 'copper' }),
    find('find', 'who buys cobalt in Asia?', 'cobalt buyers in Asia', { product: 'cobalt', side: 'buys', region: 'Asia' }, 'cobalt-asia'),
    find('find', 'suppliers of Cu cathode', 'copper sellers', { product: 'copper', side: 'sells' }),
    find('find', 'any sellers of urea?', 'urea sellers', { product: 'urea', side: 'sells' }),
    find('find', 'brokers in Dubai', 'brokers in Dubai', { role: 'Broker', city: 'Dubai' }),
    find('find', 'list analysts', 'analysts', { role: 'Analyst' }),
    find('find', 'who trades copper in Singapore?', 'copper contacts in Singapore', { product: 'copper', city: 'Singapore' }, 'cu-sg'),
    find('find', 'contacts in Germany', 'contacts in Germany', { country: 'Germany' }),
    find('find', 'anyone in Africa selling cocoa?', 'cocoa sellers in Africa', { product: 'cocoa', side: 'sells', region: 'Africa' }),
    find('find', 'who do I know at Harrowgate Metals?', 'people at Harrowgate Metals', { company: 'Harrowgate Metals' }),
    find('find', 'anyone at bellwether agri?', 'people at Bellwether Agri', { company: 'Bellwether Agri' }),
    find('find', 'contacts at Okonkwo Petroleum', 'people at Okonkwo Petroleum', { company: 'Okonkwo Petroleum' }),
    find('find', 'who sells HRC in China', 'HRC sellers in China', { product: 'hrc', side: 'sells', country: 'China' }),
    find('find', 'need hot-rolled coil suppliers', 'HRC sellers', { product: 'hrc', side: 'sells' }),
    find('find', 'who sells gasoil in Rotterdam?', 'gasoil sellers in Rotterdam', { product: 'gasoil', side: 'sells', city: 'Rotterdam' }),
    find('find', 'gasoil buyers in africa', 'gasoil buyers in Africa', { product: 'gasoil', side: 'buys', region: 'Africa' }),
    find('find', "who's buying maize?", 'corn buyers', { product: 'corn', side: 'buys' }),
    find('find', 'soymeal buyers in vietnam', 'soybean meal buyers in Vietnam', { product: 'soymeal', side: 'buys', country: 'Vietnam' }),
    find('find', 'SBM sellers in Argentina', 'soybean meal sellers in Argentina', {
      product: 'soymeal',
      side: 'sells',
      country: 'Argentina',
    }),
    find('find', 'met coal suppliers in Australia', 'coking coal sellers in Australia', {
      product: 'metcoal',
      side: 'sells',
      country: 'Australia',
    }),
    find('find', 'coking coal buyers in India', 'coking coal buyers in India', { product: 'metcoal', side: 'buys', country: 'India' }),
    find('find', 'who can supply LNG?', 'LNG sellers', { product: 'lng', side: 'sells' }),
    find('find', 'anyone selling LNG in Qatar?', 'LNG sellers in Qatar', { product: 'lng', side: 'sells', country: 'Qatar' }),
    find('find', 'who buys LNG in Korea?', 'LNG buyers in South Korea', { product: 'lng', side: 'buys', country: 'South Korea' }),
    find(
      'find',
      'aluminum sellers in the Middle East',
      'aluminium sellers in the Middle East',
      { product: 'aluminium', side: 'sells', region: 'Middle East' },
      'al-me',
    ),
    find('find', 'alumnium buyers', 'aluminium buyers', { product: 'aluminium', side: 'buys' }),
    find('find', 'coper buyers in europe', 'copper buyers in Europe', { product: 'copper', side: 'buys', region: 'Europe' }),
    find('find', 'who sells cobolt?', 'cobalt sellers', { product: 'cobalt', side: 'sells' }),
    find('find', 'anyone in Singapre selling copper?', 'copper sellers in Singapore', {
      product: 'copper',
      side: 'sells',
      city: 'Singapore',
    }),
    find('find', 'any cocoa buyers in Europe?', 'cocoa buyers in Europe', { product: 'cocoa', side: 'buys', region: 'Europe' }),
    find('find', 'who sells cocoa in Ivory Coast?', "cocoa sellers in Côte d'Ivoire", {
      product: 'cocoa',
      side: 'sells',
      country: "Côte d'Ivoire",
    }),
    find('find', 'who buys copper cathodes in China?', 'copper buyers in China', { product: 'copper', side: 'buys', country: 'China' }),
    find('find', 'corn sellers in South America', 'corn sellers in South America', {
      product: 'corn',
      side: 'sells',
      region: 'South America',
    }),
    find('find', 'contacts in Sao Paulo', 'contacts in São Paulo', { city: 'São Paulo' }),
    find('find', "who's in Johannesberg?", 'contacts in Johannesburg', { city: 'Johannesburg' }),
    find('find', 'agents in Lagos', 'agents in Lagos', { role: 'Agent', city: 'Lagos' }),
    find('find', 'consultants in London', 'consultants in London', { role: 'Consultant', city: 'London' }),
    find('find', 'who sells urea in the Middle East?', 'urea sellers in the Middle East', {
      product: 'urea',
      side: 'sells',
      region: 'Middle East',
    }),
    find('find', 'who is buying urea?', 'urea buyers', { product: 'urea', side: 'buys' }, 'urea-buyers'),
    find('find', 'who sells copper?', 'copper sellers', { product: 'copper', side: 'sells' }, 'cu-sellers'),

    // Counts.
    count('how many contacts do I have in Singapore?', 'contacts in Singapore', where({ city: 'Singapore' }).size),
    count('how many contacts in Brazil', 'contacts in Brazil', where({ country: 'Brazil' }).size),
    count('how many copper buyers are there?', 'copper buyers', where({ product: 'copper', side: 'buys' }).size),
    count('how many contacts do I have?', 'contacts', net.contacts.length),
    count('how many people do I know in Africa?', 'contacts in Africa', where({ region: 'Africa' }).size),
    count('how many cobalt suppliers do I have', 'cobalt sellers', where({ product: 'cobalt', side: 'sells' }).size),
    count('number of brokers in dubai', 'brokers in Dubai', where({ role: 'Broker', city: 'Dubai' }).size),
    count('how many analysts do I know?', 'analysts', where({ role: 'Analyst' }).size),
    count('how many LNG buyers in japan', 'LNG buyers in Japan', where({ product: 'lng', side: 'buys', country: 'Japan' }).size),

    // Follow-ups (the earlier answer sent as history).
    followUp(
      'and in Africa?',
      'cobalt-asia',
      find('follow-up', '', 'cobalt buyers in Africa', { product: 'cobalt', side: 'buys', region: 'Africa' }),
    ),
    followUp('what about sellers?', 'urea-buyers', find('follow-up', '', 'urea sellers', { product: 'urea', side: 'sells' })),
    followUp(
      'what about in Chile?',
      'cu-sellers',
      find('follow-up', '', 'copper sellers in Chile', { product: 'copper', side: 'sells', country: 'Chile' }),
    ),
    nth('tell me more about the second one', 'cu-sg', 2),
    nth('tell me about the first one', 'al-me', 1),

    // Introductions.
    introduce('who should I introduce Jean-Marc Ilunga to?', 'Jean-Marc Ilunga', 'cobalt', 'buys'),
    introduce('who could I connect Priya Raghunathan with?', 'Priya Raghunathan', 'urea', 'sells'),
    introduce('any good intros for Khalid Al-Mansouri?', 'Khalid Al-Mansouri', 'lng', 'buys'),

    // Reconnects.
    reconnect('who should I reconnect with?', {}, 'contacts'),
    reconnect('which relationships are going cold?', {}, 'contacts'),
    reconnect('any copper contacts I should reconnect with?', { product: 'copper' }, 'copper contacts'),

    // Priorities.
    priorities('who can help with my priorities?', [cornPriority], [cornSellers]),
    priorities('any leads for my priorities?', [hrcPriority], [hrcBuyers]),
    priorities('what about my priorities?', [cornPriority, hrcPriority], [cornSellers, hrcBuyers]),
    { ...quiet('priorities', 'who can help with my priorities?'), expected: 'no priorities set: no contacts named' },

    // Network summary.
    summary('give me an overview of my network'),
    summary('summarise my network'),
    summary('network summary pls'),

    // What it cannot answer.
    cannot('what is the price of copper today?'),
    cannot('book me a flight to Geneva'),
    cannot("what's the weather in London?"),
    cannot('write a poem'),
    cannot('translate this email into Spanish'),

    // Products nobody in the network trades.
    nobody('who buys uranium?'),
    nobody('any vanadium suppliers?'),
    nobody('who sells lithium carbonate?'),

    // Greetings and help.
    quiet('greeting/help', 'hi'),
    quiet('greeting/help', 'what can you do?'),
    quiet('greeting/help', 'hello there'),
    quiet('greeting/help', 'help'),
  ];
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

const clip = (text: unknown, n: number): string => {
  const s = typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : String(text);
  return s.length > n ? `${s.slice(0, n)}…` : s;
};
const errorText = (err: unknown): string => (err instanceof Error ? err.message.split('\n')[0]! : String(err));

/** The earlier turn a follow-up sends: the real answer, or a stand-in from the truth when it threw or named too few. */
function historyFor(
  q: Question,
  earlier: Map<string, { question: Question; answer?: AssistantAnswer }>,
  net: Network,
): { history: AssistantTurn[]; previousIds: string[]; standIn: boolean } {
  const before = earlier.get(q.after!.key)!;
  const real = before.answer;
  if (real && Array.isArray(real.contactIds) && real.contactIds.length >= q.after!.needs)
    return {
      history: [
        { role: 'user', content: before.question.message },
        { role: 'assistant', content: real.text, contactIds: real.contactIds },
      ],
      previousIds: [...real.contactIds],
      standIn: false,
    };
  const ids = (before.question.expectedIds ?? []).slice(0, LIST_LIMIT);
  const lines = ids.map((id, i) => {
    const t = net.truth.get(id)!;
    return `${i + 1}. **${t.fullName}**, ${t.role} at ${t.company} (${t.city}): ${t.commodities}`;
  });
  return {
    history: [
      { role: 'user', content: before.question.message },
      { role: 'assistant', content: `I found ${ids.length} contacts:\n${lines.join('\n')}`, contactIds: ids },
    ],
    previousIds: ids,
    standIn: true,
  };
}

export async function run(): Promise<void> {
  const t0 = performance.now();
  const net = generate(SIZE, 20260302);
  const questions = makeQuestions(net);
  note(PART, `generated ${int(net.contacts.length)} contacts in ${ms(performance.now() - t0)}; ${questions.length} questions`);

  // The index: built once for the questions, then twice more for the time (median of three).
  let index: AssistantIndex | undefined;
  const builds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    try {
      index = buildAssistantIndex(net.contacts);
      builds.push(performance.now() - t);
    } catch (err) {
      note(PART, `buildAssistantIndex threw: ${errorText(err)}`);
      index = undefined;
      break;
    }
  }

  // The judged pass, in order (a follow-up comes after the question it follows).
  const inputs: AssistantInput[] = [];
  const earlier = new Map<string, { question: Question; answer?: AssistantAnswer }>();
  const wrong: string[] = [];
  const byKind = new Map<Kind, { right: number; asked: number }>();
  const times: number[] = [];
  let right = 0;
  let threw = 0;
  for (const q of questions) {
    const input: AssistantInput = { message: q.message, now: NOW };
    if (q.priorities) input.priorities = q.priorities;
    let ctx: JudgeContext = { previousIds: [] };
    let standIn = false;
    if (q.after) {
      const h = historyFor(q, earlier, net);
      input.history = h.history;
      ctx = { previousIds: h.previousIds };
      standIn = h.standIn;
    }
    inputs.push(input);
    let answer: AssistantAnswer | undefined;
    let verdict: string | null;
    if (!index) verdict = 'no index (buildAssistantIndex threw)';
    else {
      const t = performance.now();
      try {
        answer = answerQuestion(index, input);
        times.push(performance.now() - t);
        try {
          verdict = q.judge(answer, ctx);
        } catch (err) {
          verdict = `malformed answer (${errorText(err)})`;
        }
      } catch (err) {
        threw++;
        verdict = `threw: ${errorText(err)}`;
      }
    }
    if (q.key) earlier.set(q.key, { question: q, answer });
    const k = byKind.get(q.kind) ?? { right: 0, asked: 0 };
    k.asked++;
    if (!verdict) {
      right++;
      k.right++;
    }
    byKind.set(q.kind, k);
    const got = answer
      ? `intent ${answer.intent}, understood ${answer.understood}, ${answer.contactIds?.length ?? 'no'} ids, total ${answer.total ?? '-'}, text "${clip(answer.text, 200)}"`
      : 'no answer';
    const history = q.after
      ? ` (after "${earlier.get(q.after.key)?.question.message}"${standIn ? ', stand-in history from the truth' : ''})`
      : '';
    if (verdict) wrong.push(`[${q.kind}] "${q.message}"${history}: ${verdict}. Expected ${q.expected}; got ${got}`);
    if (VERBOSE)
      note(
        PART,
        `${verdict ? 'WRONG' : 'right'} [${q.kind}] "${q.message}"${history}\n    expected ${q.expected}\n    got ${answer ? `intent ${answer.intent}, understood ${answer.understood}, ids ${answer.contactIds?.length}, total ${answer.total ?? '-'}\n    ${clip(answer.text, 600)}` : 'no answer'}${verdict ? `\n    why: ${verdict}` : ''}`,
      );
  }

  // Timed passes: the same inputs (same histories) again.
  if (index && threw < questions.length) {
    times.length = 0;
    for (let pass = 0; pass < TIMED_PASSES; pass++)
      for (const input of inputs) {
        const t = performance.now();
        try {
          answerQuestion(index, input);
          times.push(performance.now() - t);
        } catch {
          // Judged already; a throw is not a timing.
        }
      }
  }

  for (const line of wrong) note(PART, `wrong: ${line}`);
  note(PART, `right by kind: ${[...byKind].map(([kind, k]) => `${kind} ${k.right}/${k.asked}`).join(', ')}`);
  if (threw) note(PART, `${threw} of ${questions.length} answers threw`);

  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  figure('assistant questions (typed like a trader, judged against the generator)', int(questions.length));
  figure('assistant answers right', `${pct(right / questions.length)} (${right} of ${questions.length})`, '≥ 90 %');
  if (times.length) {
    figure(`median time per answer at ${int(SIZE)} contacts`, ms(median(times)), '≤ 100 ms');
    figure(`p95 time per answer at ${int(SIZE)} contacts`, ms(percentile(times, 95)));
  } else {
    figure(`median time per answer at ${int(SIZE)} contacts`, 'n/a (no answer returned)', '≤ 100 ms');
    figure(`p95 time per answer at ${int(SIZE)} contacts`, 'n/a (no answer returned)');
  }
  figure(
    `assistant index build at ${int(SIZE)} contacts`,
    builds.length ? `${ms(median(builds))} (median of ${builds.length})` : 'n/a (buildAssistantIndex threw)',
  );
}
