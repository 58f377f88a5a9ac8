/**
 * The built-in assistant on a fourth, fresh question set and a network of its own: 6,000 contacts from
 * a generator written for this part alone (its own PRNG, names, companies, cities and product spellings),
 * with a truth table kept beside it. Every expected answer is computed from that truth table, not typed
 * in by hand; a few contacts are planted so that each question has one clear answer. Questions are
 * written the way people in physical commodity trade type into a chat app between calls.
 *
 * Judging (strict but fair): lists must name only expected contacts, name some when some are expected,
 * give the right `total` when they give one, and name exactly the expected set when it has 10 or fewer;
 * counts need the number; introductions, reconnects and priorities need every named contact to fit; declines
 * must not understand and must name nobody. Where a fair reader could take a question two ways, both
 * readings are accepted.
 */
import {
  type AssistantAnswer,
  type AssistantContact,
  type AssistantTurn,
  answerQuestion,
  buildAssistantIndex,
  type EnginePriority,
} from '@tradeloom/intelligence/assistant';
import { figure, int, ms, note } from './lib/report.ts';
import { median } from './lib/stats.ts';

const PART = 'assistant-fresh';
const VERBOSE = process.env.BENCH_ASSISTANT_VERBOSE === '1';
const NETWORK_SIZE = 6000;
const NOW = new Date('2025-06-15T09:00:00Z');
const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------------
// Random numbers: a small-fast-counter generator (sfc32) seeded by a splitmix step, so the network is the
// same on every run.

function prng(seed: number) {
  let s = seed >>> 0;
  const mix = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => list[int(list.length)]!,
    chance: (p: number) => next() < p,
    weighted: <T>(list: readonly (readonly [T, number])[]): T => {
      const sum = list.reduce((s, [, w]) => s + w, 0);
      let r = next() * sum;
      for (const [v, w] of list) {
        r -= w;
        if (r < 0) return v;
      }
      return list[list.length - 1]![0];
    },
  };
}
type Rng = ReturnType<typeof prng>;

// ---------------------------------------------------------------------------------------------------
// Places: city, country, ISO-2; hubs are written as the city alone.

interface City {
  city: string;
  country: string;
  cc: string;
  hub?: boolean;
}
const CITIES: City[] = [
  ['Lagos', 'Nigeria', 'NG'],
  ['Abuja', 'Nigeria', 'NG'],
  ['Accra', 'Ghana', 'GH'],
  ['Abidjan', "Côte d'Ivoire", 'CI'],
  ['Dakar', 'Senegal', 'SN'],
  ['Douala', 'Cameroon', 'CM'],
  ['Libreville', 'Gabon', 'GA'],
  ['Nairobi', 'Kenya', 'KE'],
  ['Mombasa', 'Kenya', 'KE'],
  ['Dar es Salaam', 'Tanzania', 'TZ'],
  ['Lubumbashi', 'DR Congo', 'CD'],
  ['Kinshasa', 'DR Congo', 'CD'],
  ['Lusaka', 'Zambia', 'ZM'],
  ['Johannesburg', 'South Africa', 'ZA'],
  ['Durban', 'South Africa', 'ZA'],
  ['Cape Town', 'South Africa', 'ZA'],
  ['Casablanca', 'Morocco', 'MA'],
  ['Cairo', 'Egypt', 'EG'],
  ['Addis Ababa', 'Ethiopia', 'ET'],
  ['Dubai', 'United Arab Emirates', 'AE', true],
  ['Abu Dhabi', 'United Arab Emirates', 'AE'],
  ['Doha', 'Qatar', 'QA'],
  ['Riyadh', 'Saudi Arabia', 'SA'],
  ['Muscat', 'Oman', 'OM'],
  ['Istanbul', 'Turkey', 'TR'],
  ['Geneva', 'Switzerland', 'CH', true],
  ['Zug', 'Switzerland', 'CH'],
  ['London', 'United Kingdom', 'GB'],
  ['Rotterdam', 'Netherlands', 'NL'],
  ['Amsterdam', 'Netherlands', 'NL'],
  ['Antwerp', 'Belgium', 'BE'],
  ['Hamburg', 'Germany', 'DE'],
  ['Paris', 'France', 'FR'],
  ['Madrid', 'Spain', 'ES'],
  ['Milan', 'Italy', 'IT'],
  ['Athens', 'Greece', 'GR'],
  ['Warsaw', 'Poland', 'PL'],
  ['Kyiv', 'Ukraine', 'UA'],
  ['Odesa', 'Ukraine', 'UA'],
  ['Oslo', 'Norway', 'NO'],
  ['Mumbai', 'India', 'IN'],
  ['New Delhi', 'India', 'IN'],
  ['Chennai', 'India', 'IN'],
  ['Kolkata', 'India', 'IN'],
  ['Karachi', 'Pakistan', 'PK'],
  ['Dhaka', 'Bangladesh', 'BD'],
  ['Colombo', 'Sri Lanka', 'LK'],
  ['Singapore', 'Singapore', 'SG', true],
  ['Kuala Lumpur', 'Malaysia', 'MY'],
  ['Jakarta', 'Indonesia', 'ID'],
  ['Bangkok', 'Thailand', 'TH'],
  ['Ho Chi Minh City', 'Vietnam', 'VN'],
  ['Manila', 'Philippines', 'PH'],
  ['Hong Kong', 'Hong Kong', 'HK', true],
  ['Shanghai', 'China', 'CN'],
  ['Beijing', 'China', 'CN'],
  ['Shenzhen', 'China', 'CN'],
  ['Tokyo', 'Japan', 'JP'],
  ['Seoul', 'South Korea', 'KR'],
  ['Perth', 'Australia', 'AU'],
  ['Sydney', 'Australia', 'AU'],
  ['Houston', 'United States', 'US'],
  ['New York', 'United States', 'US'],
  ['Chicago', 'United States', 'US'],
  ['Vancouver', 'Canada', 'CA'],
  ['Mexico City', 'Mexico', 'MX'],
  ['São Paulo', 'Brazil', 'BR'],
  ['Buenos Aires', 'Argentina', 'AR'],
  ['Santiago', 'Chile', 'CL'],
  ['Lima', 'Peru', 'PE'],
  ['Bogotá', 'Colombia', 'CO'],
].map(([city, country, cc, hub]) => ({ city: city as string, country: country as string, cc: cc as string, hub: hub === true }));
const CITY = new Map(CITIES.map((c) => [c.city, c]));

// ---------------------------------------------------------------------------------------------------
// Names (many cultures; none is a place, a product or a role word), companies.

/** [first names, last names, family name first?] */
const CULTURES: [string[], string[], boolean][] = [
  [
    ['Emeka', 'Ngozi', 'Tunde', 'Funmilayo', 'Ifeoma', 'Segun', 'Yetunde', 'Obinna', 'Aisha', 'Chiamaka'],
    ['Okafor', 'Eze', 'Nwosu', 'Okoro', 'Bello', 'Ogunleye', 'Afolabi', 'Uche', 'Adebayo', 'Olawale'],
    false,
  ],
  [
    ['Kwame', 'Akosua', 'Kofi', 'Abena', 'Yaw', 'Efua', 'Kwesi', 'Adwoa'],
    ['Mensah', 'Appiah', 'Darko', 'Ofori', 'Agyeman', 'Osei', 'Amoah', 'Sarpong'],
    false,
  ],
  [
    ['Moussa', 'Fatou', 'Ousmane', 'Aminata', 'Mamadou', 'Mariam', 'Cheikh', 'Khady'],
    ['Diallo', 'Ndiaye', 'Sow', 'Diop', 'Koné', 'Coulibaly', 'Bamba', 'Sy'],
    false,
  ],
  [
    ['Wanjiku', 'Otieno', 'Achieng', 'Baraka', 'Neema', 'Juma', 'Amani', 'Zawadi'],
    ['Kamau', 'Odhiambo', 'Mwangi', 'Njoroge', 'Kariuki', 'Mollel', 'Kimaro', 'Chege'],
    false,
  ],
  [
    ['Thabo', 'Lerato', 'Sibusiso', 'Nomvula', 'Kagiso', 'Zanele', 'Pieter', 'Annelie'],
    ['Nkosi', 'Mahlangu', 'Khumalo', 'Botha', 'Naidoo', 'Ndlovu', 'Pretorius', 'Molefe'],
    false,
  ],
  [
    ['Didier', 'Mireille', 'Patrice', 'Chanda', 'Mulenga', 'Bupe', 'Olivier', 'Nathalie'],
    ['Tshibanda', 'Lukusa', 'Mbuyi', 'Kasongo', 'Phiri', 'Mutale', 'Kalombo', 'Tembo'],
    false,
  ],
  [
    ['Khalid', 'Fatima', 'Omar', 'Mariam', 'Yousef', 'Noura', 'Hamad', 'Layla', 'Saeed', 'Reem'],
    ['Al-Mansoori', 'Al-Hashimi', 'Al-Marri', 'Haddad', 'Khoury', 'Nasser', 'Saleh', 'Al-Otaibi', 'Al-Zahrani', 'Mansour'],
    false,
  ],
  [
    ['Youssef', 'Samira', 'Karim', 'Nadia', 'Mehdi', 'Amina', 'Rachid', 'Salma'],
    ['El Amrani', 'Bennani', 'Haddou', 'Tazi', 'Chraibi', 'Mahmoud', 'Zaki', 'Ouali'],
    false,
  ],
  [
    ['Mehmet', 'Ayşe', 'Emre', 'Zeynep', 'Burak', 'Elif', 'Cem', 'Selin'],
    ['Yılmaz', 'Demir', 'Kaya', 'Şahin', 'Çelik', 'Öztürk', 'Arslan', 'Doğan'],
    false,
  ],
  [
    ['Arjun', 'Priya', 'Rahul', 'Ananya', 'Vikram', 'Deepa', 'Sanjay', 'Kavita', 'Rohan', 'Meera'],
    ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Menon', 'Gupta', 'Banerjee', 'Krishnan', 'Nair', 'Joshi'],
    false,
  ],
  [
    ['Imran', 'Sana', 'Tariq', 'Ayesha', 'Farhan', 'Nusrat', 'Rafiq', 'Sadia'],
    ['Khan', 'Hussain', 'Chowdhury', 'Malik', 'Sheikh', 'Ahmed', 'Hossain', 'Akhtar'],
    false,
  ],
  [
    ['Wei', 'Fang', 'Jun', 'Xiaoling', 'Hao', 'Mei', 'Lei', 'Yan', 'Qiang', 'Ting'],
    ['Wang', 'Li', 'Zhang', 'Chen', 'Liu', 'Yang', 'Huang', 'Zhou', 'Wu', 'Xu'],
    true,
  ],
  [
    ['Haruto', 'Yui', 'Takeshi', 'Aiko', 'Kenta', 'Naomi', 'Ryo', 'Emi'],
    ['Suzuki', 'Takahashi', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Matsumoto'],
    false,
  ],
  [['Min-jun', 'Seo-yeon', 'Ji-ho', 'Ha-eun', 'Do-yun', 'Su-bin'], ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang'], true],
  [['Anh', 'Linh', 'Minh', 'Thao', 'Huy', 'Lan', 'Quang', 'Hoa'], ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vu', 'Dang', 'Bui'], true],
  [
    ['Budi', 'Siti', 'Agus', 'Dewi', 'Rizal', 'Nurul', 'Marites', 'Jose'],
    ['Santoso', 'Wijaya', 'Hidayat', 'Pratama', 'Reyes', 'Bautista', 'Hakim', 'Villanueva'],
    false,
  ],
  [
    ['Alejandro', 'Lucía', 'Diego', 'Valentina', 'Mateo', 'Camila', 'Javier', 'Sofía', 'Andrés', 'Paula'],
    ['González', 'Rodríguez', 'Fernández', 'Herrera', 'Castillo', 'Vargas', 'Mendoza', 'Torres', 'Ramírez', 'Navarro'],
    false,
  ],
  [
    ['João', 'Ana', 'Lucas', 'Mariana', 'Rafael', 'Beatriz', 'Thiago', 'Larissa'],
    ['Souza', 'Costa', 'Pereira', 'Ribeiro', 'Oliveira', 'Barbosa', 'Rocha', 'Teixeira'],
    false,
  ],
  [
    ['Dmitri', 'Olga', 'Sergei', 'Natalia', 'Andriy', 'Oksana', 'Pavel', 'Yulia'],
    ['Ivanov', 'Petrova', 'Volkov', 'Morozova', 'Bondarenko', 'Tkachenko', 'Melnyk', 'Sokolova'],
    false,
  ],
  [
    ['Łukasz', 'Agnieszka', 'Tomasz', 'Katarzyna', 'Jakub', 'Zuzana'],
    ['Kowalski', 'Nowak', 'Wiśniewski', 'Dvořák', 'Novotná', 'Zieliński'],
    false,
  ],
  [
    ['Jan', 'Anna', 'Lukas', 'Sophie', 'Matthias', 'Eva', 'Thijs', 'Femke'],
    ['Schmidt', 'Becker', 'Weber', 'Fischer', 'Mulder', 'Janssens', 'Vermeulen', 'Krüger'],
    false,
  ],
  [
    ['Camille', 'Julien', 'Chiara', 'Marco', 'Élodie', 'Luca', 'Nicolas', 'Giulia', 'Pablo', 'Inés'],
    ['Dubois', 'Moreau', 'Lefebvre', 'Rossi', 'Bianchi', 'Romano', 'Bonvin', 'Chevalley', 'García', 'Ruiz'],
    false,
  ],
  [['Søren', 'Ingrid', 'Lars', 'Astrid', 'Mikkel', 'Freya'], ['Andersen', 'Lindqvist', 'Hansen', 'Johansson', 'Nilsen', 'Berg'], false],
  [
    ['James', 'Emma', 'Tom', 'Sarah', 'Michael', 'Kate', 'David', 'Laura', 'Chris', 'Rebecca'],
    ['Walsh', 'Hughes', 'Bennett', 'Harris', 'Morgan', 'Collins', 'Reid', 'Fraser', 'Dawson', 'Shaw'],
    false,
  ],
  [['Nikos', 'Eleni', 'Giorgos', 'Katerina'], ['Papadopoulos', 'Georgiou', 'Konstantinou', 'Dimitriou'], false],
];

const COMPANY_STEMS = [
  'Altura',
  'Borealis',
  'Caspian',
  'Meridian',
  'Northgate',
  'Pinnacle',
  'Tamarind',
  'Umbra',
  'Verdant',
  'Westbridge',
  'Zenith',
  'Orion',
  'Halcyon',
  'Bluewater',
  'Crestline',
  'Ardent',
  'Solace',
  'Nimbus',
  'Trident',
  'Vela',
  'Argo',
  'Lumen',
  'Aster',
  'Equinox',
  'Polaris',
  'Atlas',
  'Onyx',
  'Riviera',
  'Summit',
  'Tundra',
  'Vantage',
  'Yarrow',
  'Corvid',
  'Marlin',
  'Sequoia',
  'Helix',
  'Arbor',
  'Keystone',
  'Lodestar',
  'Monarch',
];
const COMPANY_ENDS = [
  'Holdings',
  'Group',
  'Resources',
  'Ventures',
  'International',
  'Partners',
  'Industries',
  'Enterprises',
  '& Co',
  'Ltd',
  'SA',
  'GmbH',
  'AG',
  'BV',
  'Pte Ltd',
  'LLC',
  'FZE',
  'DMCC',
  'Corporation',
];

// ---------------------------------------------------------------------------------------------------
// Products: the fillers' pool and the asked products are of different families, so a filler never
// trades an asked product (the only exception, the potash count, is read two ways).

type Cat = 'metal' | 'energy' | 'agri' | 'fert';
const FILLER_PRODUCTS: Record<string, { cat: Cat; spell: string[] }> = {
  copper: { cat: 'metal', spell: ['copper cathodes', 'Cu cathode grade A', 'copper cathode (LME grade A)', 'copper conc'] },
  aluminium: { cat: 'metal', spell: ['aluminium ingots', 'P1020 aluminium', 'aluminum ingot A7'] },
  zinc: { cat: 'metal', spell: ['zinc concentrate', 'SHG zinc', 'zinc ingots'] },
  nickel: { cat: 'metal', spell: ['nickel cathodes', 'NPI (nickel pig iron)', 'nickel ore'] },
  ironOre: { cat: 'metal', spell: ['iron ore fines 62% Fe', 'IOF 62%', 'iron ore pellets'] },
  hrc: { cat: 'metal', spell: ['HRC', 'hot rolled coils', 'steel HRC/CRC'] },
  rebar: { cat: 'metal', spell: ['steel rebar B500', 'rebar', 'deformed bars (rebar)'] },
  coal: { cat: 'energy', spell: ['steam coal NAR 5500', 'thermal coal (RB2)', 'Indo coal GAR 4200'] },
  crude: { cat: 'energy', spell: ['crude oil', 'Bonny Light crude', 'ESPO crude'] },
  diesel: { cat: 'energy', spell: ['diesel EN590', 'EN590 10ppm', 'gasoil 0.1%'] },
  lpg: { cat: 'energy', spell: ['LPG', 'propane/butane (LPG)'] },
  fuelOil: { cat: 'energy', spell: ['HSFO 380cst', 'VLSFO 0.5%', 'fuel oil M100'] },
  urea: { cat: 'fert', spell: ['urea 46% granular', 'prilled urea', 'urea'] },
  potash: { cat: 'fert', spell: ['potash (MOP)', 'MOP 60% K2O', 'muriate of potash'] },
  wheat: { cat: 'agri', spell: ['milling wheat 12.5%', 'wheat', 'feed wheat'] },
  corn: { cat: 'agri', spell: ['yellow corn', 'maize (feed grade)', 'corn GMO-free'] },
  soybeans: { cat: 'agri', spell: ['soybeans', 'soya beans', 'soybeans (US #2)'] },
  sugar: { cat: 'agri', spell: ['ICUMSA 45', 'sugar IC45', 'raw sugar VHP'] },
  rice: { cat: 'agri', spell: ['rice (5% broken)', 'parboiled rice', 'basmati rice'] },
  palmOil: { cat: 'agri', spell: ['CPO', 'crude palm oil', 'RBD palm olein'] },
  coffee: { cat: 'agri', spell: ['arabica coffee', 'robusta', 'green coffee beans'] },
  cotton: { cat: 'agri', spell: ['raw cotton', 'cotton lint', 'cotton (CIF)'] },
};
const FILLER_KEYS = Object.keys(FILLER_PRODUCTS);
const METAL_KEYS = FILLER_KEYS.filter((k) => FILLER_PRODUCTS[k]!.cat === 'metal').concat('coal');

// ---------------------------------------------------------------------------------------------------
// Roles and the truth of their side.

type Side = 'sells' | 'buys' | 'either' | 'none';
const ROLE_SIDE: Record<string, Side> = {
  Supplier: 'sells',
  Producer: 'sells',
  Exporter: 'sells',
  Miner: 'sells',
  Buyer: 'buys',
  Importer: 'buys',
  'End User': 'buys',
  Procurement: 'buys',
  Trader: 'either',
  Broker: 'either',
  Agent: 'either',
  Analyst: 'none',
  Consultant: 'none',
  Banker: 'none',
  Logistics: 'none',
};
const TITLE_SIDE: Record<string, Side> = {
  'VP Sourcing': 'buys',
  'Head of Procurement': 'buys',
  'Sales Director': 'sells',
  'Export Manager': 'sells',
  'Commercial Director': 'either',
  'Managing Director': 'either',
  CEO: 'either',
  Founder: 'either',
};
const FILLER_ROLES: [string, number][] = [
  ['Supplier', 8],
  ['Producer', 7],
  ['Exporter', 7],
  ['Miner', 4],
  ['Buyer', 8],
  ['Importer', 7],
  ['End User', 5],
  ['Procurement', 5],
  ['Trader', 12],
  ['Broker', 6],
  ['Agent', 4],
  ['Analyst', 3],
  ['Consultant', 3],
  ['Banker', 3],
  ['Logistics', 4],
  ['', 14],
];
const NEUTRAL_TITLES = ['Director', 'Manager', 'Partner', 'Associate'];

const NOTES_BY_SIDE: Record<Side, string[]> = {
  sells: ['can offer {p} FOB', 'offers {p}, term and spot', 'has {p} available every month', 'sells {p} on CIF basis'],
  buys: ['looking for {p} CIF', 'wants regular {p} supply', 'needs {p} for own plant', 'buys {p} by tender'],
  either: ['trades {p} both ways', 'buys and sells {p}', 'back-to-back deals in {p}'],
  none: [],
};
const NOTES_NONE: Record<string, string[]> = {
  Banker: ['finances {p} deals', 'trade finance, LCs for {p} flows'],
  Analyst: ['covers {p} markets', 'writes a weekly {p} note'],
  Consultant: ['advises on {p} projects'],
  Logistics: ['handles {p} logistics', 'warehousing for {p}'],
};
const NOTES_GENERIC = [
  'met at a conference last year',
  'prefers WhatsApp',
  'slow to reply',
  'reliable, good for spot deals',
  'introduced by a colleague',
  'call after 3pm their time',
  'speaks French and English',
  'asked for our KYC pack',
];

// ---------------------------------------------------------------------------------------------------
// The network and its truth table.

interface Truth {
  id: string;
  fullName: string;
  company: string;
  role: string | null;
  title: string | null;
  city: City;
  products: Map<string, Side>;
  daysAgo: number;
}

interface Plant {
  name: string;
  company: string;
  role?: string;
  title?: string;
  city: string;
  /** [truth key, side, as written] */
  products: [string, Side, string][];
  notes?: string;
  days: number;
}

/** The planted contacts: the side of each asked product is clear from the role, the title or the notes. */
const PLANTS: Plant[] = [
  // cobalt hydroxide
  {
    name: 'Jean-Pierre Mukendi',
    company: 'Lualaba Mining SARL',
    role: 'Miner',
    city: 'Lubumbashi',
    products: [
      ['cobalt', 'sells', 'cobalt hydroxide (Co 30%+)'],
      ['copper', 'sells', 'copper cathodes'],
    ],
    days: 20,
  },
  {
    name: 'Chantal Ilunga',
    company: 'Mwinda Resources',
    role: 'Producer',
    city: 'Lubumbashi',
    products: [['cobalt', 'sells', 'Co hydroxide 35%']],
    notes: 'can supply 200 mt/month Co hydroxide',
    days: 140,
  },
  {
    name: 'Patrick Kabongo',
    company: 'Kolwezi Metals SPRL',
    role: 'Exporter',
    city: 'Lubumbashi',
    products: [['cobalt', 'sells', 'cobalt hydroxide']],
    days: 33,
  },
  {
    name: 'Mwansa Bwalya',
    company: 'Copperbelt Cobalt Ltd',
    role: 'Producer',
    city: 'Lusaka',
    products: [
      ['cobalt', 'sells', 'cobalt hydroxide'],
      ['copper', 'sells', 'Cu concentrate'],
    ],
    days: 12,
  },
  {
    name: 'Thandiwe Mokoena',
    company: 'Sabie Minerals',
    title: 'Sales Director',
    city: 'Johannesburg',
    products: [['cobalt', 'sells', 'Co(OH)2 / cobalt hydroxide']],
    days: 48,
  },
  {
    name: 'Wang Lei',
    company: 'Jiangsu New Energy Materials',
    role: 'Importer',
    city: 'Shanghai',
    products: [['cobalt', 'buys', 'cobalt hydroxide']],
    days: 7,
  },
  {
    name: 'Chen Jing',
    company: 'Ningbo Precursor Co',
    role: 'End User',
    city: 'Shanghai',
    products: [['cobalt', 'buys', 'cobalt hydroxide (for precursor)']],
    notes: 'needs ~300 t/month for the precursor line',
    days: 180,
  },
  {
    name: 'Kelvin Lau',
    company: 'Harbourfront Metals Ltd',
    role: 'Buyer',
    city: 'Hong Kong',
    products: [['cobalt', 'buys', 'cobalt hydrox']],
    days: 22,
  },
  {
    name: 'Pieter Claes',
    company: 'Scheldt Battery Materials NV',
    title: 'Head of Procurement',
    city: 'Antwerp',
    products: [['cobalt', 'buys', 'cobalt hydroxide']],
    days: 55,
  },
  {
    name: 'Marc-Olivier Favre',
    company: 'Lemanic Commodities SA',
    role: 'Trader',
    city: 'Geneva',
    products: [['cobalt', 'buys', 'cobalt hydroxide']],
    notes: 'looking for cobalt hydroxide, up to 500 t a month',
    days: 16,
  },
  {
    name: 'Dmitri Sokolov',
    company: 'Creekside Metals FZE',
    role: 'Broker',
    city: 'Dubai',
    products: [['cobalt', 'either', 'cobalt hydroxide']],
    days: 210,
  },
  // spodumene (Kestrel Minerals: three people)
  {
    name: "Liam O'Connor",
    company: 'Kestrel Minerals',
    role: 'Miner',
    city: 'Perth',
    products: [['spod', 'sells', 'spodumene SC6']],
    days: 9,
  },
  {
    name: 'Tan Wei Ming',
    company: 'Kestrel Minerals',
    title: 'Sales Manager',
    city: 'Singapore',
    products: [['spod', 'sells', 'spodumene']],
    days: 41,
  },
  { name: 'Harriet Clarke', company: 'Kestrel Minerals', role: 'Analyst', city: 'London', products: [], days: 130 },
  {
    name: 'Chloe Nguyen',
    company: 'Pilbara Lithium Pty',
    role: 'Producer',
    city: 'Perth',
    products: [['spod', 'sells', 'lithium spodumene concentrate (6% Li2O)']],
    days: 27,
  },
  {
    name: 'Ravi Chandran',
    company: 'Yilgarn Lithium Pty Ltd',
    title: 'Commercial Manager',
    city: 'Perth',
    products: [['spod', 'sells', 'spodumene']],
    notes: 'offers SC6 spot cargoes, 20kt lots',
    days: 160,
  },
  {
    name: 'Bruno Carvalho',
    company: 'Minas Lítio Exportadora',
    role: 'Exporter',
    city: 'São Paulo',
    products: [['spod', 'sells', 'spodumene conc. 5.5%']],
    days: 18,
  },
  {
    name: 'Zhao Min',
    company: 'Shenzhen Tianli Lithium',
    role: 'End User',
    city: 'Shenzhen',
    products: [['spod', 'buys', 'SC6 spodumene']],
    days: 5,
  },
  {
    name: 'Liu Yang',
    company: 'Pearl River Energy Materials',
    role: 'Importer',
    city: 'Shenzhen',
    products: [['spod', 'buys', 'spodumene concentrate']],
    days: 120,
  },
  {
    name: 'Park Ji-hoon',
    company: 'Hanbit Cathode Co',
    role: 'Procurement',
    city: 'Seoul',
    products: [['spod', 'buys', 'spodumene']],
    days: 36,
  },
  {
    name: 'Kenji Sato',
    company: 'Tohoku Battery Materials',
    title: 'VP Sourcing',
    city: 'Tokyo',
    products: [['spod', 'buys', 'lithium spodumene']],
    days: 58,
  },
  // manganese ore and chrome ore
  {
    name: 'Sipho Dlamini',
    company: 'Northern Cape Ore (Pty) Ltd',
    role: 'Supplier',
    city: 'Johannesburg',
    products: [
      ['mn', 'sells', 'manganese ore 37%'],
      ['chrome', 'sells', 'chrome ore 42%'],
    ],
    days: 24,
  },
  {
    name: 'Johan van der Merwe',
    company: 'Hotazel Manganese',
    role: 'Miner',
    city: 'Johannesburg',
    products: [['mn', 'sells', 'Mn ore (44% lumpy)']],
    days: 140,
  },
  {
    name: 'Serge Mba',
    company: 'Moanda Minerals SA',
    role: 'Miner',
    city: 'Libreville',
    products: [['mn', 'sells', 'manganese ore']],
    days: 30,
  },
  {
    name: 'Aurélie Nzé',
    company: 'Ogooué Export',
    role: 'Exporter',
    city: 'Libreville',
    products: [['mn', 'sells', 'Mn ore 44%']],
    days: 250,
  },
  {
    name: 'Sun Hao',
    company: 'Tianjin Ferroalloy Works',
    role: 'End User',
    city: 'Shanghai',
    products: [['mn', 'buys', 'manganese ore']],
    days: 15,
  },
  {
    name: 'Arvind Reddy',
    company: 'Deccan Ferro Alloys',
    role: 'End User',
    city: 'Mumbai',
    products: [['mn', 'buys', 'manganese ore (for SiMn)']],
    days: 44,
  },
  {
    name: 'Sourav Banerjee',
    company: 'Eastern Alloys Pvt Ltd',
    role: 'Buyer',
    city: 'Kolkata',
    products: [['mn', 'buys', 'Mn ore 36-38%']],
    days: 170,
  },
  {
    name: 'Daniel Koh',
    company: 'Straits Bulk Commodities',
    role: 'Trader',
    city: 'Singapore',
    products: [
      ['mn', 'either', 'manganese ore'],
      ['chrome', 'either', 'chrome ore'],
    ],
    days: 11,
  },
  {
    name: 'Mehmet Yıldız',
    company: 'Anadolu Krom Madencilik',
    role: 'Producer',
    city: 'Istanbul',
    products: [['chrome', 'sells', 'chrome ore 40-42% Cr2O3']],
    days: 21,
  },
  {
    name: 'Salim Al-Habsi',
    company: 'Sohar Chrome LLC',
    role: 'Exporter',
    city: 'Muscat',
    products: [['chrome', 'sells', 'chrome concentrate']],
    days: 115,
  },
  {
    name: 'Zhou Xin',
    company: 'Baosheng Stainless',
    role: 'End User',
    city: 'Shanghai',
    products: [['chrome', 'buys', 'chrome ore (UG2)']],
    days: 39,
  },
  {
    name: 'Huang Bo',
    company: 'Eastsea Alloy Co',
    role: 'Importer',
    city: 'Shanghai',
    products: [['chrome', 'buys', 'chrome ore']],
    days: 8,
  },
  // cashew
  {
    name: 'Kouamé Yao',
    company: 'Yao & Fils Export',
    role: 'Exporter',
    city: 'Abidjan',
    products: [['cashew', 'sells', 'RCN (raw cashew nuts), KOR 48 lbs']],
    notes: 'has 2,000 mt RCN for May shipment',
    days: 30,
  },
  {
    name: 'Awa Traoré',
    company: 'Bandama Agro',
    role: 'Supplier',
    city: 'Abidjan',
    products: [['cashew', 'sells', 'raw cashews']],
    days: 150,
  },
  {
    name: 'Kwabena Owusu',
    company: 'Brong Cashew Co',
    role: 'Producer',
    city: 'Accra',
    products: [['cashew', 'sells', 'cashew nuts (RCN)']],
    days: 200,
  },
  {
    name: 'Halima Mushi',
    company: 'Mtwara Nuts Ltd',
    role: 'Exporter',
    city: 'Dar es Salaam',
    products: [['cashew', 'sells', 'raw cashew nuts']],
    days: 40,
  },
  {
    name: 'Chinedu Okonkwo',
    company: 'Oyo Agro Exports',
    role: 'Exporter',
    city: 'Lagos',
    products: [
      ['cashew', 'sells', 'cashew nuts'],
      ['sesame', 'sells', 'sesame seeds'],
    ],
    days: 120,
  },
  {
    name: 'Nguyen Van Thanh',
    company: 'Binh Phuoc Cashew Processing',
    role: 'End User',
    city: 'Ho Chi Minh City',
    products: [['cashew', 'buys', 'RCN']],
    notes: 'processor, buys 5-8k mt a season',
    days: 10,
  },
  {
    name: 'Tran Thi Mai',
    company: 'Saigon Kernel Co',
    role: 'Importer',
    city: 'Ho Chi Minh City',
    products: [['cashew', 'buys', 'raw cashew nuts']],
    days: 110,
  },
  {
    name: 'Pham Minh Duc',
    company: 'Mekong Agro JSC',
    title: 'Head of Procurement',
    city: 'Ho Chi Minh City',
    products: [['cashew', 'buys', 'cashew (RCN)']],
    days: 25,
  },
  {
    name: 'Lakshmi Menon',
    company: 'Kollam Cashew Industries',
    role: 'Buyer',
    city: 'Chennai',
    products: [['cashew', 'buys', 'raw cashew']],
    days: 300,
  },
  {
    name: 'Faisal Qureshi',
    company: 'Gulf Agri Brokers',
    role: 'Broker',
    city: 'Dubai',
    products: [
      ['cashew', 'either', 'cashew'],
      ['sesame', 'either', 'sesame'],
    ],
    days: 105,
  },
  // cocoa
  {
    name: 'Adjoua Koné',
    company: 'Soubré Cocoa Coop',
    role: 'Exporter',
    city: 'Abidjan',
    products: [['cocoa', 'sells', 'cocoa beans (main crop)']],
    days: 14,
  },
  {
    name: 'Ibrahim Ouattara',
    company: 'Ivoire Fèves SA',
    role: 'Supplier',
    city: 'Abidjan',
    products: [['cocoa', 'sells', 'cocoa beans grade I']],
    days: 102,
  },
  {
    name: 'Ama Asante',
    company: 'Ashanti Bean Co',
    role: 'Supplier',
    city: 'Accra',
    products: [['cocoa', 'sells', 'cocoa beans']],
    days: 52,
  },
  {
    name: 'Kojo Boateng',
    company: 'Volta Produce Ltd',
    title: 'Export Manager',
    city: 'Accra',
    products: [
      ['cocoa', 'sells', 'cocoa (beans)'],
      ['shea', 'sells', 'shea nuts'],
    ],
    days: 19,
  },
  {
    name: 'Emmanuel Tabi',
    company: 'Sud-Ouest Cacao',
    role: 'Producer',
    city: 'Douala',
    products: [['cocoa', 'sells', 'cacao / cocoa beans']],
    days: 230,
  },
  {
    name: 'Lena Hoffmann',
    company: 'Elbe Kakao GmbH',
    role: 'End User',
    city: 'Hamburg',
    products: [['cocoa', 'buys', 'cocoa beans']],
    notes: 'grinder, buys West African mid-crop',
    days: 28,
  },
  {
    name: 'Sanne de Vries',
    company: 'Zaan Cocoa Processing BV',
    role: 'Buyer',
    city: 'Amsterdam',
    products: [['cocoa', 'buys', 'cocoa beans']],
    days: 6,
  },
  {
    name: 'Joost Bakker',
    company: 'Amstel Grinding',
    role: 'Procurement',
    city: 'Amsterdam',
    products: [['cocoa', 'buys', 'cocoa']],
    days: 190,
  },
  {
    name: 'Wouter Peeters',
    company: 'Scheldt Food Ingredients',
    role: 'Importer',
    city: 'Antwerp',
    products: [['cocoa', 'buys', 'cocoa beans']],
    days: 47,
  },
  {
    name: 'Nurul Huda Ismail',
    company: 'Port Klang Cocoa Sdn Bhd',
    role: 'End User',
    city: 'Kuala Lumpur',
    products: [['cocoa', 'buys', 'cocoa beans']],
    days: 13,
  },
  {
    name: 'Oliver Grant',
    company: 'Thames Softs Ltd',
    role: 'Trader',
    city: 'London',
    products: [
      ['cocoa', 'either', 'cocoa'],
      ['coffee', 'either', 'coffee'],
    ],
    days: 35,
  },
  // sunflower oil
  {
    name: 'Oleksandr Kovalenko',
    company: 'Black Sea Oils LLC',
    role: 'Exporter',
    city: 'Odesa',
    products: [['sunoil', 'sells', 'CSFO (crude sunflower oil)']],
    days: 17,
  },
  {
    name: 'Iryna Shevchenko',
    company: 'Pivden Agro',
    role: 'Producer',
    city: 'Odesa',
    products: [['sunoil', 'sells', 'sunflower oil, crude & refined']],
    days: 133,
  },
  {
    name: 'Emre Aydın',
    company: 'Marmara Yağ Sanayi',
    role: 'Supplier',
    city: 'Istanbul',
    products: [['sunoil', 'sells', 'refined sunflower oil']],
    days: 29,
  },
  {
    name: 'Martín Álvarez',
    company: 'Pampa Oleaginosa SA',
    role: 'Exporter',
    city: 'Buenos Aires',
    products: [['sunoil', 'sells', 'sunflower oil (CSFO)']],
    days: 42,
  },
  { name: 'Vikram Shah', company: 'Konkan Edible Oils', role: 'Importer', city: 'Mumbai', products: [['sunoil', 'buys', 'CSFO']], days: 3 },
  {
    name: 'Neha Kapoor',
    company: 'Shree Refoils',
    role: 'Buyer',
    city: 'Mumbai',
    products: [['sunoil', 'buys', 'crude sunflower oil']],
    days: 270,
  },
  {
    name: 'Ahmed Fathy',
    company: 'Nile Foods SAE',
    role: 'Procurement',
    city: 'Cairo',
    products: [['sunoil', 'buys', 'sunflower oil']],
    days: 50,
  },
  {
    name: 'Bram Jansen',
    company: 'Maas Refining BV',
    role: 'End User',
    city: 'Rotterdam',
    products: [
      ['sunoil', 'buys', 'sunflower oil'],
      ['rapeseed', 'buys', 'rapeseed oil'],
    ],
    days: 23,
  },
  // LNG
  {
    name: 'Khalid Al-Kuwari',
    company: 'Dukhan LNG Company',
    role: 'Producer',
    city: 'Doha',
    products: [['lng', 'sells', 'LNG']],
    days: 31,
  },
  {
    name: 'Fatima Al-Mannai',
    company: 'Qatar Coastal Gas',
    role: 'Exporter',
    city: 'Doha',
    products: [['lng', 'sells', 'LNG (DES/FOB cargoes)']],
    days: 145,
  },
  {
    name: 'Brandon Mitchell',
    company: 'Gulf Coast LNG Partners',
    role: 'Exporter',
    city: 'Houston',
    products: [['lng', 'sells', 'liquefied natural gas']],
    days: 26,
  },
  {
    name: 'Rachel Stein',
    company: 'Lone Star Gas Supply',
    role: 'Supplier',
    city: 'Houston',
    products: [
      ['lng', 'sells', 'LNG'],
      ['lpg', 'sells', 'LPG'],
    ],
    days: 112,
  },
  {
    name: 'Grace Thompson',
    company: 'Browse Basin Energy',
    role: 'Producer',
    city: 'Perth',
    products: [['lng', 'sells', 'LNG']],
    days: 54,
  },
  {
    name: 'Hiroshi Tanaka',
    company: 'Kanto Power Co',
    role: 'Buyer',
    city: 'Tokyo',
    products: [['lng', 'buys', 'LNG']],
    notes: 'utility, term and spot',
    days: 4,
  },
  { name: 'Yuki Watanabe', company: 'Chubu City Gas', role: 'Procurement', city: 'Tokyo', products: [['lng', 'buys', 'LNG']], days: 125 },
  { name: 'Kim Min-jun', company: 'Hanyang City Gas', role: 'Importer', city: 'Seoul', products: [['lng', 'buys', 'LNG']], days: 38 },
  {
    name: 'Tanvir Rahman',
    company: 'Meghna Power Ltd',
    role: 'End User',
    city: 'Dhaka',
    products: [['lng', 'buys', 'LNG (regas)']],
    days: 21,
  },
  {
    name: 'Bilal Siddiqui',
    company: 'Indus Gas Imports',
    role: 'Importer',
    city: 'Karachi',
    products: [['lng', 'buys', 'LNG']],
    days: 175,
  },
  // jet fuel
  {
    name: 'Abdullah Al-Harbi',
    company: 'Najd Refining Co',
    role: 'Producer',
    city: 'Riyadh',
    products: [
      ['jet', 'sells', 'Jet A-1'],
      ['diesel', 'sells', 'diesel'],
    ],
    days: 46,
  },
  {
    name: 'Tyler Brooks',
    company: 'Bayou Fuels LLC',
    role: 'Supplier',
    city: 'Houston',
    products: [['jet', 'sells', 'jet fuel (Jet A / Jet A-1)']],
    days: 118,
  },
  {
    name: 'Maarten Visser',
    company: 'Europoort Aviation Fuels',
    role: 'Supplier',
    city: 'Rotterdam',
    products: [['jet', 'sells', 'Jet A1']],
    days: 15,
  },
  {
    name: 'Oluwaseun Adeyemi',
    company: 'Skyway Aviation Nigeria',
    role: 'End User',
    city: 'Lagos',
    products: [['jet', 'buys', 'Jet A-1']],
    notes: 'airline, needs ~4m litres a month',
    days: 9,
  },
  {
    name: 'Babatunde Balogun',
    company: 'Lekki Petroleum Imports',
    role: 'Importer',
    city: 'Lagos',
    products: [['jet', 'buys', 'aviation kerosene / Jet A1']],
    days: 155,
  },
  {
    name: 'Grace Wanjiru',
    company: 'Rift Aviation Services',
    role: 'Procurement',
    city: 'Nairobi',
    products: [['jet', 'buys', 'jet fuel']],
    days: 43,
  },
  {
    name: 'Nuwan Perera',
    company: 'Lanka Airside Fuels',
    role: 'Buyer',
    city: 'Colombo',
    products: [['jet', 'buys', 'Jet A-1']],
    days: 20,
  },
  // bitumen
  {
    name: 'Rashid Al-Mazrouei',
    company: 'Ruwais Petro Products',
    role: 'Exporter',
    city: 'Abu Dhabi',
    products: [['bitumen', 'sells', 'bitumen 60/70']],
    days: 37,
  },
  {
    name: 'Goh Siew Ling',
    company: 'Jurong Asphalt Pte Ltd',
    role: 'Supplier',
    city: 'Singapore',
    products: [['bitumen', 'sells', 'bitumen (bulk & drums)']],
    days: 128,
  },
  {
    name: 'Peter Mwangi',
    company: 'Kenroads Contractors',
    role: 'End User',
    city: 'Nairobi',
    products: [['bitumen', 'buys', 'bitumen 80/100']],
    days: 18,
  },
  {
    name: 'Joseph Massawe',
    company: 'Kilimanjaro Roadworks',
    role: 'Buyer',
    city: 'Dar es Salaam',
    products: [['bitumen', 'buys', 'bitumen 60/70 in drums']],
    days: 101,
  },
  {
    name: 'Chaminda Silva',
    company: 'Ceylon Highways Ltd',
    role: 'Importer',
    city: 'Colombo',
    products: [['bitumen', 'buys', 'bitumen']],
    days: 32,
  },
  // sulphur
  {
    name: 'Omar Al-Suwaidi',
    company: 'Habshan Sulphur Co',
    role: 'Producer',
    city: 'Abu Dhabi',
    products: [['sulphur', 'sells', 'granular sulphur']],
    days: 57,
  },
  {
    name: 'Hamad Al-Sulaiti',
    company: 'Mesaieed Chemicals',
    role: 'Exporter',
    city: 'Doha',
    products: [['sulphur', 'sells', 'sulphur (formed)']],
    days: 11,
  },
  {
    name: 'Connor MacLeod',
    company: 'Fraser Sulphur Ltd',
    role: 'Supplier',
    city: 'Vancouver',
    products: [['sulphur', 'sells', 'sulfur']],
    days: 140,
  },
  {
    name: 'Youssef Benali',
    company: 'Jorf Phosphates SA',
    role: 'End User',
    city: 'Casablanca',
    products: [
      ['sulphur', 'buys', 'sulphur'],
      ['ammonia', 'buys', 'ammonia'],
    ],
    days: 27,
  },
  {
    name: 'Eric Kalala',
    company: 'Likasi Leach Plant SARL',
    role: 'End User',
    city: 'Lubumbashi',
    products: [['sulphur', 'buys', 'sulphur (for acid plant)']],
    days: 49,
  },
  {
    name: 'Camila Rojas',
    company: 'Atacama Reagents SpA',
    role: 'Importer',
    city: 'Santiago',
    products: [['sulphur', 'buys', 'sulphur']],
    days: 220,
  },
  // DAP
  {
    name: 'Karim El Idrissi',
    company: 'Maghreb Fertilizers',
    role: 'Producer',
    city: 'Casablanca',
    products: [
      ['dap', 'sells', 'DAP 18-46-0'],
      ['map', 'sells', 'MAP'],
    ],
    days: 34,
  },
  {
    name: 'Saeed Al-Qahtani',
    company: 'Ras Al-Khair Fertilisers',
    role: 'Exporter',
    city: 'Riyadh',
    products: [['dap', 'sells', 'DAP']],
    days: 108,
  },
  {
    name: 'Rajesh Gupta',
    company: 'Kisan Agro Inputs',
    role: 'Importer',
    city: 'Mumbai',
    products: [
      ['dap', 'buys', 'DAP'],
      ['urea', 'buys', 'urea'],
    ],
    days: 12,
  },
  { name: 'Anisul Haque', company: 'Padma Fertiliser Co', role: 'Buyer', city: 'Dhaka', products: [['dap', 'buys', 'DAP']], days: 59 },
  {
    name: 'Mary Achieng',
    company: 'Lake Basin Agrodealers',
    role: 'Procurement',
    city: 'Nairobi',
    products: [['dap', 'buys', 'diammonium phosphate (DAP)']],
    days: 190,
  },
  {
    name: 'Rodrigo Almeida',
    company: 'Cerrado Fertilizantes',
    role: 'Importer',
    city: 'São Paulo',
    products: [
      ['dap', 'buys', 'DAP'],
      ['map', 'buys', 'MAP'],
    ],
    days: 45,
  },
  // Zephyr Shipping, bankers
  { name: 'Anouk Smit', company: 'Zephyr Shipping', role: 'Logistics', city: 'Rotterdam', products: [], days: 14 },
  { name: 'Ravi Pillai', company: 'Zephyr Shipping', role: 'Logistics', city: 'Singapore', products: [], days: 260 },
  { name: 'Claire Rochat', company: 'Lemanic Private Bank', role: 'Banker', city: 'Geneva', products: [], days: 115 },
];

function isoDaysAgo(days: number, rng: Rng): string {
  return new Date(NOW.getTime() - days * DAY - rng.int(8 * 3600) * 1000).toISOString();
}

function makeId(rng: Rng): string {
  const hex = (n: number) => Array.from({ length: n }, () => rng.int(16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

function buildNetwork(): { contacts: AssistantContact[]; truth: Map<string, Truth> } {
  const rng = prng(0x7ade100d);
  const contacts: AssistantContact[] = [];
  const truth = new Map<string, Truth>();
  const plantedNames = new Set(PLANTS.map((p) => p.name.toLowerCase()));

  /** `shownRole`: the role as written on the contact, when it differs from the truth's spelling ('end user'). */
  const add = (t: Truth, commodities: string | null, notes: string | null, shownRole = t.role) => {
    const createdDays = t.daysAgo + 30 + rng.int(900);
    contacts.push({
      id: t.id,
      fullName: t.fullName,
      company: t.company,
      role: shownRole,
      title: t.title,
      location: t.city.hub ? t.city.city : `${t.city.city}, ${t.city.country}`,
      countryCode: t.city.cc,
      city: t.city.city,
      country: t.city.country,
      commodities,
      notes,
      lastContactedAt: isoDaysAgo(t.daysAgo, rng),
      createdAt: isoDaysAgo(createdDays, rng),
    });
    truth.set(t.id, t);
  };

  for (const p of PLANTS) {
    const city = CITY.get(p.city);
    if (!city) throw new Error(`unknown city ${p.city}`);
    add(
      {
        id: makeId(rng),
        fullName: p.name,
        company: p.company,
        role: p.role ?? null,
        title: p.title ?? null,
        city,
        products: new Map(p.products.map(([k, s]) => [k, s])),
        daysAgo: p.days,
      },
      p.products.length ? p.products.map(([, , w]) => w).join(', ') : null,
      p.notes ?? null,
    );
  }

  while (contacts.length < NETWORK_SIZE) {
    const [firsts, lasts, familyFirst] = rng.pick(CULTURES);
    const first = rng.pick(firsts);
    const last = rng.pick(lasts);
    const fullName = familyFirst ? `${last} ${first}` : `${first} ${last}`;
    if (plantedNames.has(fullName.toLowerCase())) continue;
    const city = rng.pick(CITIES);
    const roleWord = rng.weighted(FILLER_ROLES);
    const role: string | null = roleWord || null;
    let title: string | null = null;
    let side: Side;
    if (role) {
      side = ROLE_SIDE[role]!;
      if (rng.chance(0.3)) title = rng.pick(NEUTRAL_TITLES);
    } else {
      title = rng.pick(Object.keys(TITLE_SIDE));
      side = TITLE_SIDE[title]!;
    }
    // A few roles typed in lower case, as people do.
    const shownRole = role && rng.chance(0.04) ? role.toLowerCase() : role;
    const pool = role === 'Miner' ? METAL_KEYS : FILLER_KEYS;
    const products = new Map<string, Side>();
    const words: string[] = [];
    const hasProducts = side !== 'none' || rng.chance(0.5);
    if (hasProducts) {
      const n = 1 + rng.int(3);
      for (let i = 0; i < n; i++) {
        const key = rng.pick(pool);
        if (products.has(key)) continue;
        products.set(key, side);
        words.push(rng.pick(FILLER_PRODUCTS[key]!.spell));
      }
    }
    let notes: string | null = null;
    const r = rng.next();
    if (words.length && r < 0.4) {
      const pickIdx = rng.int(words.length);
      const lines = side === 'none' ? (NOTES_NONE[roleWord] ?? []) : NOTES_BY_SIDE[side];
      if (lines.length) notes = rng.pick(lines).replace('{p}', words[pickIdx]!);
    } else if (r < 0.7) notes = rng.pick(NOTES_GENERIC);
    const company =
      roleWord === 'Banker'
        ? `${rng.pick(COMPANY_STEMS)} ${rng.pick(['Bank', 'Capital', 'Trade Finance'])}`
        : roleWord === 'Logistics'
          ? `${rng.pick(COMPANY_STEMS)} ${rng.pick(['Logistics', 'Shipping', 'Freight'])}`
          : `${rng.pick(COMPANY_STEMS)} ${rng.pick(COMPANY_ENDS)}`;
    const daysAgo = rng.chance(0.5) ? 1 + rng.int(59) : 101 + rng.int(600);
    add(
      { id: makeId(rng), fullName, company, role, title, city, products, daysAgo },
      words.length ? words.join(rng.pick([', ', ', ', ' / ', '; '])) : null,
      notes,
      shownRole,
    );
  }

  // Planted contacts among the fillers, not at the top.
  for (let i = contacts.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [contacts[i], contacts[j]] = [contacts[j]!, contacts[i]!];
  }
  return { contacts, truth };
}

// ---------------------------------------------------------------------------------------------------
// Questions and judging.

type Kind =
  | 'find'
  | 'multi-filter'
  | 'count'
  | 'typo'
  | 'introduce'
  | 'reconnect'
  | 'priorities'
  | 'summary'
  | 'follow-up'
  | 'details'
  | 'decline'
  | 'nobody trades it'
  | 'greeting/help';

interface Question {
  kind: Kind;
  /** Earlier user messages, each answered for real and passed on as history. */
  before?: string[];
  ask: string;
  priorities?: boolean;
  /** Null when right, else what was expected. */
  judge: (a: AssistantAnswer, earlier: AssistantAnswer[]) => string | null;
}

interface Reading {
  label: string;
  ids: Set<string>;
}

const PRIORITIES: EnginePriority[] = [
  {
    id: 'prio-cashew',
    priorityText: 'Secure 3,000 mt raw cashew nuts for our Vietnam plant before October',
    targetCommodity: 'Cashew nuts',
    targetRegion: 'West Africa',
    deadline: '2025-09-30',
  },
  {
    id: 'prio-lng',
    priorityText: 'Place two LNG cargoes a month with Asian buyers from Q3',
    targetCommodity: 'LNG',
    targetRegion: 'Asia',
  },
  { id: 'prio-mn', priorityText: 'Find offtake for our manganese ore (44%) out of Gabon', targetCommodity: 'Manganese ore' },
];

function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
}

function questions(truth: Map<string, Truth>): Question[] {
  const all = [...truth.values()];
  const byName = new Map(all.map((t) => [t.fullName.toLowerCase(), t]));
  const who = (name: string): Truth => {
    const t = byName.get(name.toLowerCase());
    if (!t) throw new Error(`no planted contact ${name}`);
    return t;
  };
  const name = (id: string) => truth.get(id)?.fullName ?? id;
  const sel = (pred: (t: Truth) => boolean) => new Set(all.filter(pred).map((t) => t.id));
  const on = (key: string, sides: Side[]) => (t: Truth) => {
    const s = t.products.get(key);
    return s !== undefined && sides.includes(s);
  };
  const any = (key: string) => (t: Truth) => t.products.has(key);
  const inCity = (city: string) => (t: Truth) => t.city.city === city;
  const inCc =
    (...cc: string[]) =>
    (t: Truth) =>
      cc.includes(t.city.cc);
  const hasRole = (role: string) => (t: Truth) => t.role === role;
  const and =
    (...preds: ((t: Truth) => boolean)[]) =>
    (t: Truth) =>
      preds.every((p) => p(t));
  const EUROPE = ['GB', 'NL', 'BE', 'DE', 'FR', 'ES', 'IT', 'GR', 'PL', 'UA', 'NO', 'CH'];
  const ASIA = ['IN', 'PK', 'BD', 'LK', 'SG', 'MY', 'ID', 'TH', 'VN', 'PH', 'HK', 'CN', 'JP', 'KR'];

  const readings = (...list: [string, (t: Truth) => boolean][]): Reading[] => {
    const out: Reading[] = [];
    for (const [label, pred] of list) {
      const ids = sel(pred);
      if (!out.some((r) => r.ids.size === ids.size && [...ids].every((id) => r.ids.has(id)))) out.push({ label, ids });
    }
    return out;
  };
  const describe = (rs: Reading[]) =>
    rs.map((r) => `${r.label}: ${r.ids.size}${r.ids.size && r.ids.size <= 4 ? ` (${[...r.ids].map(name).join('; ')})` : ''}`).join(' | ');

  const listOk = (a: AssistantAnswer, r: Reading): boolean => {
    const ids = a.contactIds;
    if (r.ids.size === 0) return ids.length === 0;
    if (ids.length === 0) return false;
    if (!ids.every((id) => r.ids.has(id))) return false;
    if (a.total !== undefined && a.total !== r.ids.size) return false;
    if (r.ids.size <= 10 && new Set(ids).size !== r.ids.size) return false;
    return true;
  };
  const list =
    (...rs: [string, (t: Truth) => boolean][]) =>
    (a: AssistantAnswer) => {
      const rr = readings(...rs);
      return rr.some((r) => listOk(a, r)) ? null : `list ${describe(rr)}`;
    };
  const count =
    (...rs: [string, (t: Truth) => boolean][]) =>
    (a: AssistantAnswer) => {
      const rr = readings(...rs);
      const nums = numbersIn(a.text);
      return rr.some((r) => a.total === r.ids.size || nums.includes(r.ids.size)) ? null : `count ${describe(rr)}`;
    };
  /** Every named contact (the asked-about one aside) is on the other side of a product the planted contact trades. */
  const intro = (person: string) => (a: AssistantAnswer) => {
    const p = who(person);
    const others = a.contactIds.filter((id) => id !== p.id);
    const fits = (id: string) => {
      const t = truth.get(id)!;
      for (const [key, side] of p.products) {
        const s = t.products.get(key);
        if (!s || s === 'none') continue;
        if (side === 'either' || s === 'either' || (side === 'sells' && s === 'buys') || (side === 'buys' && s === 'sells')) return true;
      }
      return false;
    };
    if (others.length === 0) return `at least one counterpart of ${p.fullName} (${[...p.products.keys()].join(', ')})`;
    const bad = others.filter((id) => !fits(id));
    return bad.length ? `only counterparts of ${p.fullName}; not: ${bad.map(name).join('; ')}` : null;
  };
  const reconnect = (scope: (t: Truth) => boolean, what: string) => (a: AssistantAnswer) => {
    const expected = sel(and(scope, (t) => t.daysAgo > 90));
    if (a.contactIds.length === 0) return expected.size ? `some of ${expected.size} ${what} last contacted > 90 days ago` : null;
    const bad = a.contactIds.filter((id) => !expected.has(id));
    return bad.length
      ? `only ${what} last contacted > 90 days ago; not: ${bad.map((id) => `${name(id)} (${truth.get(id)!.daysAgo} d)`).join('; ')}`
      : null;
  };
  const serves: Record<string, (t: Truth) => boolean> = {
    'prio-cashew': on('cashew', ['sells', 'either']),
    'prio-lng': on('lng', ['buys', 'either']),
    'prio-mn': on('mn', ['buys', 'either']),
  };
  const priority =
    (...ids: string[]) =>
    (a: AssistantAnswer) => {
      if (a.contactIds.length === 0) return `contacts serving ${ids.join(', ')}`;
      const bad = a.contactIds.filter((id) => !ids.some((p) => serves[p]!(truth.get(id)!)));
      return bad.length ? `only contacts serving ${ids.join(', ')}; not: ${bad.map(name).join('; ')}` : null;
    };
  const summary = (pred: (t: Truth) => boolean) => (a: AssistantAnswer) => {
    const n = sel(pred).size;
    return numbersIn(a.text).includes(n) ? null : `text with the total ${int(n)}`;
  };
  const detailsOf = (target: (earlier: AssistantAnswer[]) => string | undefined) => (a: AssistantAnswer, earlier: AssistantAnswer[]) => {
    const id = target(earlier);
    if (!id) return 'details of a contact the earlier answer did not name';
    const t = truth.get(id)!;
    return a.contactIds[0] === id && a.text.includes(t.fullName) ? null : `details of ${t.fullName}`;
  };
  const decline = (a: AssistantAnswer) => (!a.understood && a.contactIds.length === 0 ? null : 'a decline (not understood, nobody named)');
  const nobody = (a: AssistantAnswer) => (a.contactIds.length === 0 ? null : 'nobody named');
  const hello = (a: AssistantAnswer) =>
    a.contactIds.length === 0 && (a.intent === 'greeting' || a.intent === 'help') ? null : 'a greeting or help, nobody named';

  const sells = (k: string) => on(k, ['sells']);
  const buys = (k: string) => on(k, ['buys']);
  const sellsOrEither = (k: string) => on(k, ['sells', 'either']);
  const buysOrEither = (k: string) => on(k, ['buys', 'either']);

  const allQuestions: Question[] = [
    // find: product, side, role, place, company
    {
      kind: 'find',
      ask: 'who sells cobalt hydroxide',
      judge: list(['sellers', sells('cobalt')], ['sellers and traders', sellsOrEither('cobalt')]),
    },
    { kind: 'find', ask: 'spodumene buyers?', judge: list(['buyers', buys('spod')], ['buyers and traders', buysOrEither('spod')]) },
    { kind: 'find', ask: 'who do i know in perth doing spodumene', judge: list(['spodumene in Perth', and(any('spod'), inCity('Perth'))]) },
    {
      kind: 'find',
      ask: 'who can i buy rcn from',
      judge: list(['cashew sellers', sells('cashew')], ['cashew sellers and brokers', sellsOrEither('cashew')]),
    },
    {
      kind: 'find',
      ask: 'Could you show me who is buying sunflower oil, please?',
      judge: list(['buyers', buys('sunoil')], ['buyers and traders', buysOrEither('sunoil')]),
    },
    { kind: 'find', ask: 'who supplies jet fuel', judge: list(['sellers', sells('jet')], ['sellers and traders', sellsOrEither('jet')]) },
    { kind: 'find', ask: 'sulphur buyers pls', judge: list(['buyers', buys('sulphur')]) },
    { kind: 'find', ask: 'bankers in geneva', judge: list(['bankers in Geneva', and(hasRole('Banker'), inCity('Geneva'))]) },
    {
      kind: 'find',
      ask: 'logistics guys in rotterdam',
      judge: list(['logistics in Rotterdam', and(hasRole('Logistics'), inCity('Rotterdam'))]),
    },
    { kind: 'find', ask: 'brokers in dubai', judge: list(['brokers in Dubai', and(hasRole('Broker'), inCity('Dubai'))]) },
    { kind: 'find', ask: 'who do i know at kestrel minerals', judge: list(['Kestrel Minerals', (t) => t.company === 'Kestrel Minerals']) },
    { kind: 'find', ask: 'anyone at zephyr shipping?', judge: list(['Zephyr Shipping', (t) => t.company === 'Zephyr Shipping']) },
    { kind: 'find', ask: 'who do i know in the uae', judge: list(['UAE', inCc('AE')]) },
    { kind: 'find', ask: 'contacts in switzerland', judge: list(['Switzerland', inCc('CH')]) },
    {
      kind: 'find',
      ask: 'dap importers',
      judge: list(['DAP buyers', buys('dap')], ['DAP importers by role', and(buys('dap'), hasRole('Importer'))]),
    },
    { kind: 'find', ask: 'who trades cocoa', judge: list(['cocoa, any side', any('cocoa')]) },
    { kind: 'find', ask: 'consultants in london', judge: list(['consultants in London', and(hasRole('Consultant'), inCity('London'))]) },
    // several filters at once
    {
      kind: 'multi-filter',
      ask: 'cobalt hydroxide buyers in china',
      judge: list(
        ['buyers in China', and(buys('cobalt'), inCc('CN'))],
        ['buyers in China and Hong Kong', and(buys('cobalt'), inCc('CN', 'HK'))],
      ),
    },
    {
      kind: 'multi-filter',
      ask: 'manganese ore sellers in south africa',
      judge: list(['sellers in South Africa', and(sellsOrEither('mn'), inCc('ZA'))]),
    },
    { kind: 'multi-filter', ask: 'who buys manganese in india', judge: list(['buyers in India', and(buysOrEither('mn'), inCc('IN'))]) },
    { kind: 'multi-filter', ask: 'cashew buyers in vietnam', judge: list(['buyers in Vietnam', and(buysOrEither('cashew'), inCc('VN'))]) },
    {
      kind: 'multi-filter',
      ask: 'cocoa buyers in europe',
      judge: list(
        ['buyers in Europe', and(buys('cocoa'), inCc(...EUROPE))],
        ['buyers and traders in Europe', and(buysOrEither('cocoa'), inCc(...EUROPE))],
      ),
    },
    { kind: 'multi-filter', ask: 'who sells cocoa in ghana', judge: list(['sellers in Ghana', and(sellsOrEither('cocoa'), inCc('GH'))]) },
    { kind: 'multi-filter', ask: 'lng buyers in asia', judge: list(['buyers in Asia', and(buysOrEither('lng'), inCc(...ASIA))]) },
    { kind: 'multi-filter', ask: 'jet a1 buyers in nigeria', judge: list(['buyers in Nigeria', and(buysOrEither('jet'), inCc('NG'))]) },
    {
      kind: 'multi-filter',
      ask: 'who needs bitumen in east africa',
      judge: list(['buyers in Kenya and Tanzania', and(buysOrEither('bitumen'), inCc('KE', 'TZ', 'ET'))]),
    },
    {
      kind: 'multi-filter',
      ask: 'any csfo sellers in ukraine',
      judge: list(['sellers in Ukraine', and(sellsOrEither('sunoil'), inCc('UA'))]),
    },
    { kind: 'multi-filter', ask: 'cocoa people in ivory coast', judge: list(['cocoa in Côte d’Ivoire', and(any('cocoa'), inCc('CI'))]) },
    {
      kind: 'multi-filter',
      ask: 'cobalt traders in geneva',
      judge: list(
        ['cobalt in Geneva', and(any('cobalt'), inCity('Geneva'))],
        ['cobalt traders by role in Geneva', and(any('cobalt'), inCity('Geneva'), hasRole('Trader'))],
      ),
    },
    // counts
    {
      kind: 'count',
      ask: 'how many lng suppliers do i have',
      judge: count(['sellers', sells('lng')], ['sellers and traders', sellsOrEither('lng')]),
    },
    { kind: 'count', ask: 'how many people in cashews', judge: count(['cashew, any side', any('cashew')]) },
    { kind: 'count', ask: 'how many contacts in nigeria', judge: count(['Nigeria', inCc('NG')]) },
    {
      kind: 'count',
      ask: 'how many cobalt sellers in the drc',
      judge: count(['sellers in DR Congo', and(sellsOrEither('cobalt'), inCc('CD'))]),
    },
    { kind: 'count', ask: 'how many analysts do i have', judge: count(['analysts', hasRole('Analyst')]) },
    { kind: 'count', ask: 'How many people do I know in Singapore?', judge: count(['Singapore', inCity('Singapore')]) },
    {
      kind: 'count',
      ask: 'count of potash contacts',
      judge: count(
        ['potash listed, anyone', any('potash')],
        ['potash traded (bankers, analysts, consultants, logistics aside)', on('potash', ['sells', 'buys', 'either'])],
      ),
    },
    // one-letter typos in words of 5+ letters
    {
      kind: 'typo',
      ask: 'anyone selling cobalt hydroxyde',
      judge: list(['sellers', sells('cobalt')], ['sellers and traders', sellsOrEither('cobalt')]),
    },
    { kind: 'typo', ask: 'who do i know in rotterdm', judge: list(['Rotterdam', inCity('Rotterdam')]) },
    {
      kind: 'typo',
      ask: 'chrom ore suppliers',
      judge: list(['sellers', sells('chrome')], ['sellers and traders', sellsOrEither('chrome')]),
    },
    { kind: 'typo', ask: 'who buys sulpher', judge: list(['buyers', buys('sulphur')]) },
    { kind: 'typo', ask: 'contacts in casablanka', judge: list(['Casablanca', inCity('Casablanca')]) },
    { kind: 'typo', ask: 'manganeese buyers', judge: list(['buyers', buys('mn')], ['buyers and traders', buysOrEither('mn')]) },
    {
      kind: 'typo',
      ask: 'sunflowr oil exporters in ukraine',
      judge: list(
        ['sellers in Ukraine', and(sells('sunoil'), inCc('UA'))],
        ['exporters by role in Ukraine', and(sells('sunoil'), inCc('UA'), hasRole('Exporter'))],
      ),
    },
    { kind: 'typo', ask: 'anyone in nairobbi', judge: list(['Nairobi', inCity('Nairobi')]) },
    // introductions
    { kind: 'introduce', ask: 'who could i introduce kouame yao to?', judge: intro('Kouamé Yao') },
    { kind: 'introduce', ask: 'any good intros for lena hoffmann', judge: intro('Lena Hoffmann') },
    { kind: 'introduce', ask: 'who should tanvir rahman meet', judge: intro('Tanvir Rahman') },
    { kind: 'introduce', ask: 'Who would be a good match for Sipho Dlamini?', judge: intro('Sipho Dlamini') },
    // reconnects
    { kind: 'reconnect', ask: 'who havent i talked to in a while', judge: reconnect(() => true, 'contacts') },
    { kind: 'reconnect', ask: 'any cashew contacts i should reconnect with', judge: reconnect(any('cashew'), 'cashew contacts') },
    { kind: 'reconnect', ask: "anyone in accra i've lost touch with", judge: reconnect(inCity('Accra'), 'Accra contacts') },
    // priorities
    {
      kind: 'priorities',
      ask: 'what should i focus on today given my priorities',
      priorities: true,
      judge: priority('prio-cashew', 'prio-lng', 'prio-mn'),
    },
    { kind: 'priorities', ask: 'who can help with the cashew priority', priorities: true, judge: priority('prio-cashew') },
    { kind: 'priorities', ask: 'any leads for my lng target?', priorities: true, judge: priority('prio-lng') },
    // summaries
    { kind: 'summary', ask: 'give me an overview of my network', judge: summary(() => true) },
    { kind: 'summary', ask: 'quick summary of my cocoa contacts pls', judge: summary(any('cocoa')) },
    // follow-ups with the real earlier answer as history
    {
      kind: 'follow-up',
      before: ['who buys spodumene'],
      ask: 'which of those are in korea',
      judge: list(['buyers in Korea', and(buysOrEither('spod'), inCc('KR'))]),
    },
    { kind: 'follow-up', before: ['who trades sunflower oil'], ask: 'just the buyers', judge: list(['buyers', buys('sunoil')]) },
    {
      kind: 'follow-up',
      before: ['manganese ore sellers'],
      ask: 'any in gabon?',
      judge: list(['sellers in Gabon', and(sellsOrEither('mn'), inCc('GA'))]),
    },
    {
      kind: 'follow-up',
      before: ['cocoa sellers in ghana'],
      ask: 'what about ivory coast',
      judge: list(['sellers in Côte d’Ivoire', and(sellsOrEither('cocoa'), inCc('CI'))]),
    },
    { kind: 'follow-up', before: ['lng sellers'], ask: 'and the buyers?', judge: list(['LNG buyers', buysOrEither('lng')]) },
    {
      kind: 'follow-up',
      before: ['bankers in geneva'],
      ask: 'and in london?',
      judge: list(['bankers in London', and(hasRole('Banker'), inCity('London'))]),
    },
    {
      kind: 'follow-up',
      before: ['cashew buyers'],
      ask: 'tell me more about the second one',
      judge: detailsOf((e) => e[0]?.contactIds[1]),
    },
    { kind: 'follow-up', before: ['who do i know in doha'], ask: 'more on the first one', judge: detailsOf((e) => e[0]?.contactIds[0]) },
    // details by name
    { kind: 'details', ask: 'who is kouame yao', judge: detailsOf(() => who('Kouamé Yao').id) },
    { kind: 'details', ask: 'tell me about Lena Hoffmann', judge: detailsOf(() => who('Lena Hoffmann').id) },
    // declines
    { kind: 'decline', ask: 'whats the price of cobalt hydroxide today', judge: decline },
    { kind: 'decline', ask: 'lme copper close?', judge: decline },
    { kind: 'decline', ask: 'any news on the red sea', judge: decline },
    { kind: 'decline', ask: 'can you draft an loi for 25k mt urea', judge: decline },
    { kind: 'decline', ask: 'write me a linkedin post about our new dubai office', judge: decline },
    { kind: 'decline', ask: 'how much is 12,500 mt at $342/mt', judge: decline },
    { kind: 'decline', ask: 'convert 50000 bbl to mt', judge: decline },
    { kind: 'decline', ask: "what's the weather in rotterdam tomorrow", judge: decline },
    { kind: 'decline', ask: 'who won the champions league', judge: decline },
    // products nobody trades
    { kind: 'nobody trades it', ask: 'who sells vanilla', judge: nobody },
    { kind: 'nobody trades it', ask: 'any helium suppliers?', judge: nobody },
    { kind: 'nobody trades it', ask: 'tungsten buyers', judge: nobody },
    { kind: 'nobody trades it', ask: 'do i know anyone in saffron', judge: nobody },
    // greetings and help
    { kind: 'greeting/help', ask: 'hi', judge: hello },
    { kind: 'greeting/help', ask: 'good morning!', judge: hello },
    { kind: 'greeting/help', ask: 'what can you do?', judge: hello },
    { kind: 'greeting/help', ask: 'help', judge: hello },
  ];
  return allQuestions;
}

// ---------------------------------------------------------------------------------------------------

export async function run(): Promise<void> {
  const { contacts, truth } = buildNetwork();
  const t0 = performance.now();
  const index = buildAssistantIndex(contacts);
  const indexMs = performance.now() - t0;
  note(PART, `${int(contacts.length)} contacts (${PLANTS.length} planted), index built in ${ms(indexMs)}`);

  const qs = questions(truth);
  const times: number[] = [];
  const byKind = new Map<Kind, { asked: number; right: number }>();
  const wrong: string[] = [];
  const ask = (message: string, history: AssistantTurn[], priorities?: readonly EnginePriority[]) => {
    const t = performance.now();
    const a = answerQuestion(index, { message, history, priorities, now: NOW });
    times.push(performance.now() - t);
    return a;
  };

  let right = 0;
  for (const q of qs) {
    const stat = byKind.get(q.kind) ?? { asked: 0, right: 0 };
    byKind.set(q.kind, stat);
    stat.asked++;
    let verdict: string | null;
    let answer: AssistantAnswer | null = null;
    try {
      const history: AssistantTurn[] = [];
      const earlier: AssistantAnswer[] = [];
      const priorities = q.priorities ? PRIORITIES : undefined;
      for (const m of q.before ?? []) {
        const a = ask(m, history, priorities);
        earlier.push(a);
        history.push({ role: 'user', content: m }, { role: 'assistant', content: a.text, contactIds: a.contactIds });
      }
      answer = ask(q.ask, history, priorities);
      verdict = q.judge(answer, earlier);
    } catch (err) {
      verdict = `an answer (threw: ${err instanceof Error ? err.message : String(err)})`;
    }
    if (verdict === null) {
      right++;
      stat.right++;
    } else {
      const came = answer
        ? `${answer.intent}${answer.understood ? '' : ' (not understood)'}, total ${answer.total ?? '-'}, named ${answer.contactIds.length}: ${answer.contactIds
            .slice(0, 4)
            .map((id) => truth.get(id)?.fullName ?? id)
            .join('; ')}${answer.contactIds.length > 4 ? '; …' : ''} | ${answer.text.replace(/\s+/g, ' ')}`
        : 'nothing';
      wrong.push(`wrong [${q.kind}] "${q.ask}": expected ${verdict.slice(0, 200)}; came back ${came.slice(0, 200)}`);
    }
    if (VERBOSE) {
      const a = answer;
      note(
        PART,
        `${verdict === null ? 'ok   ' : 'WRONG'} [${q.kind}] ${q.before ? `${q.before.join(' → ')} → ` : ''}${q.ask}\n    ${
          a
            ? `${a.intent} understood=${a.understood} total=${a.total ?? '-'} ids=${a.contactIds.length} | ${a.text.replace(/\s+/g, ' ').slice(0, 300)}`
            : 'threw'
        }`,
      );
    }
  }
  for (const w of wrong) note(PART, w);
  note(PART, [...byKind].map(([k, s]) => `${k} ${s.right}/${s.asked}`).join(', '));

  const share = right / qs.length;
  figure('questions (fresh set, 6,000-contact network of its own)', int(qs.length));
  figure('answered right', `${right} of ${qs.length} (${(share * 100).toFixed(1)} %)`, '≥ 90 %');
  figure(`median time per answer (${times.length} answers)`, ms(median(times)));
  figure('index build (6,000 contacts)', ms(indexMs));
}
