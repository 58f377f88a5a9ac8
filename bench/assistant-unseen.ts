/**
 * Part `assistant-unseen`: the built-in assistant on a third question set and a third network, both
 * written without looking at the engine, the other assistant benches or the domain's trade tables.
 *
 * The network (8,000 contacts) comes from its own seeded generator and keeps a truth table: what each
 * contact trades and on which side. A product someone asks about is only ever carried by a contact
 * whose side is plain (a seller or buyer role or title, or notes that say so outright); traders, mills,
 * refineries, distributors and the service roles carry other products. Questions whose wording could
 * fairly be read two ways (is Turkey in Europe, is a supplier an exporter) list the other readings,
 * and the generator takes the contacts on which the readings differ out of play before the run.
 *
 * The questions are written the way people in physical trade type into a chat: short, in a hurry,
 * with jargon and the odd typo. A figure, never a test: a low share never fails the run.
 * BENCH_ASSISTANT_VERBOSE=1 prints every question, the expectation and the answer on stderr.
 */
import type { AssistantAnswer, AssistantTurn, EnginePriority } from '@tradeloom/intelligence/assistant';
import { answerQuestion, buildAssistantIndex } from '@tradeloom/intelligence/assistant';
import { figure, int, ms, note } from './lib/report.ts';

type Contact = Parameters<typeof buildAssistantIndex>[0][number];

const PART = 'assistant-unseen';
const SEED = 0x5eed_0703;
const NETWORK_SIZE = 8000;
const NOW = new Date('2025-06-16T08:30:00Z');
const DAY = 86_400_000;
/** A reconnect names only contacts last contacted longer ago than this. */
const QUIET_DAYS = 90;
const LIST_LIMIT = 10;
const VERBOSE = process.env.BENCH_ASSISTANT_VERBOSE === '1';

// ---------------------------------------------------------------- random numbers

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rng = mulberry32(SEED);
const randInt = (lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));
function pick<T>(items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}
function pickWeighted<T extends { w: number }>(items: readonly T[]): T {
  const sum = items.reduce((s, i) => s + i.w, 0);
  let r = rng() * sum;
  for (const item of items) {
    r -= item.w;
    if (r < 0) return item;
  }
  return items[items.length - 1]!;
}

// ---------------------------------------------------------------- places

type Culture =
  | 'anglo'
  | 'chinese'
  | 'indian'
  | 'arabic'
  | 'turkish'
  | 'russian'
  | 'ukrainian'
  | 'nigerian'
  | 'ghanaian'
  | 'francoafrican'
  | 'eastafrican'
  | 'ethiopian'
  | 'southafrican'
  | 'brazilian'
  | 'spanish'
  | 'german'
  | 'dutch'
  | 'french'
  | 'italian'
  | 'greek'
  | 'polish'
  | 'nordic'
  | 'japanese'
  | 'korean'
  | 'vietnamese'
  | 'indonesian'
  | 'malay'
  | 'thai'
  | 'filipino'
  | 'southasian';

interface City {
  city: string;
  country: string;
  code: string;
  culture: Culture;
}

const CITIES: City[] = (
  [
    ['Singapore', 'Singapore', 'SG', 'chinese'],
    ['Dubai', 'United Arab Emirates', 'AE', 'arabic'],
    ['Abu Dhabi', 'United Arab Emirates', 'AE', 'arabic'],
    ['Riyadh', 'Saudi Arabia', 'SA', 'arabic'],
    ['Jeddah', 'Saudi Arabia', 'SA', 'arabic'],
    ['Doha', 'Qatar', 'QA', 'arabic'],
    ['Muscat', 'Oman', 'OM', 'arabic'],
    ['Manama', 'Bahrain', 'BH', 'arabic'],
    ['Kuwait City', 'Kuwait', 'KW', 'arabic'],
    ['Geneva', 'Switzerland', 'CH', 'french'],
    ['Zug', 'Switzerland', 'CH', 'german'],
    ['Lugano', 'Switzerland', 'CH', 'italian'],
    ['London', 'United Kingdom', 'GB', 'anglo'],
    ['Rotterdam', 'Netherlands', 'NL', 'dutch'],
    ['Amsterdam', 'Netherlands', 'NL', 'dutch'],
    ['Antwerp', 'Belgium', 'BE', 'dutch'],
    ['Hamburg', 'Germany', 'DE', 'german'],
    ['Paris', 'France', 'FR', 'french'],
    ['Madrid', 'Spain', 'ES', 'spanish'],
    ['Genoa', 'Italy', 'IT', 'italian'],
    ['Milan', 'Italy', 'IT', 'italian'],
    ['Athens', 'Greece', 'GR', 'greek'],
    ['Warsaw', 'Poland', 'PL', 'polish'],
    ['Oslo', 'Norway', 'NO', 'nordic'],
    ['Istanbul', 'Turkey', 'TR', 'turkish'],
    ['Mersin', 'Turkey', 'TR', 'turkish'],
    ['Izmir', 'Turkey', 'TR', 'turkish'],
    ['Moscow', 'Russia', 'RU', 'russian'],
    ['Kyiv', 'Ukraine', 'UA', 'ukrainian'],
    ['Odesa', 'Ukraine', 'UA', 'ukrainian'],
    ['Cairo', 'Egypt', 'EG', 'arabic'],
    ['Alexandria', 'Egypt', 'EG', 'arabic'],
    ['Casablanca', 'Morocco', 'MA', 'arabic'],
    ['Lagos', 'Nigeria', 'NG', 'nigerian'],
    ['Accra', 'Ghana', 'GH', 'ghanaian'],
    ['Abidjan', "Côte d'Ivoire", 'CI', 'francoafrican'],
    ['Dakar', 'Senegal', 'SN', 'francoafrican'],
    ['Mombasa', 'Kenya', 'KE', 'eastafrican'],
    ['Nairobi', 'Kenya', 'KE', 'eastafrican'],
    ['Dar es Salaam', 'Tanzania', 'TZ', 'eastafrican'],
    ['Addis Ababa', 'Ethiopia', 'ET', 'ethiopian'],
    ['Johannesburg', 'South Africa', 'ZA', 'southafrican'],
    ['Durban', 'South Africa', 'ZA', 'southafrican'],
    ['Mumbai', 'India', 'IN', 'indian'],
    ['New Delhi', 'India', 'IN', 'indian'],
    ['Chennai', 'India', 'IN', 'indian'],
    ['Karachi', 'Pakistan', 'PK', 'southasian'],
    ['Dhaka', 'Bangladesh', 'BD', 'southasian'],
    ['Colombo', 'Sri Lanka', 'LK', 'indian'],
    ['Shanghai', 'China', 'CN', 'chinese'],
    ['Beijing', 'China', 'CN', 'chinese'],
    ['Qingdao', 'China', 'CN', 'chinese'],
    ['Tianjin', 'China', 'CN', 'chinese'],
    ['Guangzhou', 'China', 'CN', 'chinese'],
    ['Hong Kong', 'Hong Kong', 'HK', 'chinese'],
    ['Taipei', 'Taiwan', 'TW', 'chinese'],
    ['Tokyo', 'Japan', 'JP', 'japanese'],
    ['Osaka', 'Japan', 'JP', 'japanese'],
    ['Seoul', 'South Korea', 'KR', 'korean'],
    ['Busan', 'South Korea', 'KR', 'korean'],
    ['Ho Chi Minh City', 'Vietnam', 'VN', 'vietnamese'],
    ['Hanoi', 'Vietnam', 'VN', 'vietnamese'],
    ['Bangkok', 'Thailand', 'TH', 'thai'],
    ['Jakarta', 'Indonesia', 'ID', 'indonesian'],
    ['Surabaya', 'Indonesia', 'ID', 'indonesian'],
    ['Kuala Lumpur', 'Malaysia', 'MY', 'malay'],
    ['Manila', 'Philippines', 'PH', 'filipino'],
    ['Sydney', 'Australia', 'AU', 'anglo'],
    ['Perth', 'Australia', 'AU', 'anglo'],
    ['Brisbane', 'Australia', 'AU', 'anglo'],
    ['Auckland', 'New Zealand', 'NZ', 'anglo'],
    ['New York', 'United States', 'US', 'anglo'],
    ['Houston', 'United States', 'US', 'anglo'],
    ['Chicago', 'United States', 'US', 'anglo'],
    ['Vancouver', 'Canada', 'CA', 'anglo'],
    ['Mexico City', 'Mexico', 'MX', 'spanish'],
    ['São Paulo', 'Brazil', 'BR', 'brazilian'],
    ['Santos', 'Brazil', 'BR', 'brazilian'],
    ['Buenos Aires', 'Argentina', 'AR', 'spanish'],
    ['Rosario', 'Argentina', 'AR', 'spanish'],
    ['Santiago', 'Chile', 'CL', 'spanish'],
    ['Lima', 'Peru', 'PE', 'spanish'],
    ['Bogotá', 'Colombia', 'CO', 'spanish'],
    ['Panama City', 'Panama', 'PA', 'spanish'],
  ] as const
).map(([city, country, code, culture]) => ({ city, country, code, culture }));
const CITY_BY_NAME = new Map(CITIES.map((c) => [c.city, c]));

/** Regions as country sets; `*_EDGE` are the countries a fair reader could put either side. */
const EUROPE = ['GB', 'NL', 'BE', 'DE', 'FR', 'ES', 'IT', 'GR', 'PL', 'CH', 'NO', 'UA'];
const EUROPE_EDGE = ['TR', 'RU'];
const AFRICA = ['MA', 'NG', 'GH', 'CI', 'SN', 'KE', 'TZ', 'ET', 'ZA'];
const AFRICA_EDGE = ['EG'];
const EAST_AFRICA = ['KE', 'TZ', 'ET'];
const WEST_AFRICA = ['NG', 'GH', 'CI', 'SN'];
const GULF = ['AE', 'SA', 'QA', 'OM', 'BH', 'KW'];
const MIDDLE_EAST_EDGE = ['TR', 'EG'];
const CHINA_EDGE = ['HK', 'TW'];

// ---------------------------------------------------------------- names and companies

const NAMES: Record<Culture, { first: string[]; last: string[] }> = {
  anglo: {
    first: [
      'James',
      'Oliver',
      'Emma',
      'Charlotte',
      'Harry',
      'Sophie',
      'Thomas',
      'Lucy',
      'William',
      'Grace',
      'Daniel',
      'Hannah',
      'Matthew',
      'Olivia',
      'Edward',
      'Rachel',
    ],
    last: [
      'Thompson',
      'Whitfield',
      'Hargreaves',
      'Pemberton',
      'Caldwell',
      'Ashworth',
      'Fletcher',
      'Holloway',
      'Bradshaw',
      'Kendrick',
      'Lister',
      'Marsh',
      'Ogden',
      'Prescott',
      'Radcliffe',
      'Sutton',
    ],
  },
  chinese: {
    first: ['Wei', 'Jing', 'Hao', 'Li Na', 'Xiaoming', 'Yuxin', 'Jun', 'Mei', 'Zhiwei', 'Lei', 'Fang', 'Ying', 'Tao', 'Qiang'],
    last: ['Wang', 'Zhang', 'Chen', 'Liu', 'Huang', 'Zhao', 'Zhou', 'Wu', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'Lin'],
  },
  indian: {
    first: [
      'Arjun',
      'Priya',
      'Rohan',
      'Ananya',
      'Vikram',
      'Deepa',
      'Sanjay',
      'Kavita',
      'Rahul',
      'Meera',
      'Aditya',
      'Nisha',
      'Karthik',
      'Sunil',
    ],
    last: [
      'Sharma',
      'Patel',
      'Iyer',
      'Reddy',
      'Nair',
      'Mehta',
      'Gupta',
      'Agarwal',
      'Krishnan',
      'Banerjee',
      'Joshi',
      'Rao',
      'Menon',
      'Kapoor',
    ],
  },
  arabic: {
    first: [
      'Omar',
      'Fatima',
      'Ahmed',
      'Layla',
      'Yousef',
      'Mariam',
      'Hassan',
      'Noura',
      'Faisal',
      'Huda',
      'Saeed',
      'Reem',
      'Tariq',
      'Aisha',
      'Karim',
      'Yasmine',
      'Mostafa',
      'Nadia',
    ],
    last: [
      'Al-Mansoori',
      'Al-Harthy',
      'Haddad',
      'Al-Sayed',
      'Nasser',
      'Khoury',
      'Al-Qasimi',
      'Al-Otaibi',
      'Saleh',
      'Al-Zahrani',
      'Farouk',
      'Al-Balushi',
      'Hamdan',
      'Aziz',
      'El-Sayed',
      'Fahmy',
      'Benali',
      'Bennani',
    ],
  },
  turkish: {
    first: ['Mehmet', 'Ayşe', 'Emre', 'Elif', 'Burak', 'Zeynep', 'Selin', 'Murat', 'Deniz', 'Kerem', 'Ece', 'Onur'],
    last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Koç', 'Kurt', 'Aksoy'],
  },
  russian: {
    first: ['Alexei', 'Olga', 'Dmitri', 'Natalia', 'Sergei', 'Irina', 'Andrei', 'Ekaterina', 'Pavel', 'Svetlana', 'Mikhail', 'Yulia'],
    last: [
      'Ivanov',
      'Petrova',
      'Sokolov',
      'Kuznetsova',
      'Volkov',
      'Morozova',
      'Lebedev',
      'Novikova',
      'Orlov',
      'Fedorova',
      'Smirnov',
      'Pavlova',
    ],
  },
  ukrainian: {
    first: ['Oleksandr', 'Kateryna', 'Taras', 'Oksana', 'Bohdan', 'Iryna', 'Yaroslav', 'Halyna'],
    last: ['Shevchenko', 'Bondarenko', 'Kovalenko', 'Tkachenko', 'Melnyk', 'Kravchenko', 'Boyko', 'Marchenko'],
  },
  nigerian: {
    first: [
      'Chinedu',
      'Ngozi',
      'Oluwaseun',
      'Adaeze',
      'Emeka',
      'Funmilayo',
      'Tunde',
      'Chiamaka',
      'Ikenna',
      'Yetunde',
      'Babatunde',
      'Amaka',
    ],
    last: ['Okafor', 'Adeyemi', 'Okonkwo', 'Nwosu', 'Balogun', 'Eze', 'Adebayo', 'Obi', 'Chukwu', 'Ogunleye', 'Afolabi', 'Nnamdi'],
  },
  ghanaian: {
    first: ['Kwame', 'Ama', 'Kofi', 'Akosua', 'Yaw', 'Abena', 'Kwabena', 'Efua'],
    last: ['Mensah', 'Asante', 'Owusu', 'Boateng', 'Appiah', 'Osei', 'Agyeman', 'Darko'],
  },
  francoafrican: {
    first: ['Mamadou', 'Aminata', 'Moussa', 'Fatou', 'Ibrahima', 'Awa', 'Souleymane', 'Mariama'],
    last: ['Diallo', 'Traoré', 'Koné', 'Ndiaye', 'Diop', 'Ouattara', 'Coulibaly', 'Sow'],
  },
  eastafrican: {
    first: ['Wanjiru', 'Otieno', 'Amani', 'Baraka', 'Njeri', 'Juma', 'Achieng', 'Kamau', 'Neema', 'Mwangi'],
    last: ['Odhiambo', 'Kimani', 'Mutua', 'Wambui', 'Kariuki', 'Mwakilema', 'Onyango', 'Njoroge', 'Kibet', 'Massawe'],
  },
  ethiopian: {
    first: ['Abebe', 'Selam', 'Dawit', 'Hiwot', 'Yonas', 'Meron', 'Tesfaye', 'Liya'],
    last: ['Bekele', 'Tadesse', 'Haile', 'Girma', 'Alemu', 'Mengistu', 'Wolde', 'Kebede'],
  },
  southafrican: {
    first: ['Thabo', 'Naledi', 'Sipho', 'Lerato', 'Pieter', 'Anika', 'Johan', 'Zanele'],
    last: ['Nkosi', 'Dlamini', 'van der Merwe', 'Botha', 'Mokoena', 'Naidoo', 'Pretorius', 'Khumalo'],
  },
  brazilian: {
    first: ['João', 'Mariana', 'Rafael', 'Camila', 'Lucas', 'Beatriz', 'Gustavo', 'Fernanda', 'Thiago', 'Larissa'],
    last: ['Oliveira', 'Souza', 'Ferreira', 'Almeida', 'Carvalho', 'Ribeiro', 'Barbosa', 'Rocha', 'Cardoso', 'Moreira'],
  },
  spanish: {
    first: ['Alejandro', 'Lucía', 'Diego', 'Valentina', 'Javier', 'Carmen', 'Mateo', 'Sofía', 'Andrés', 'Inés'],
    last: ['García', 'Fernández', 'Rodríguez', 'Martínez', 'Herrera', 'Castillo', 'Vargas', 'Morales', 'Navarro', 'Ortega'],
  },
  german: {
    first: ['Lukas', 'Anna', 'Felix', 'Lena', 'Maximilian', 'Katharina', 'Jonas', 'Julia', 'Stefan', 'Sabine', 'Matthias', 'Ursula'],
    last: [
      'Schneider',
      'Fischer',
      'Weber',
      'Becker',
      'Hoffmann',
      'Schäfer',
      'Keller',
      'Brunner',
      'Zimmermann',
      'Huber',
      'Wagner',
      'Gerber',
    ],
  },
  dutch: {
    first: ['Daan', 'Sanne', 'Bram', 'Femke', 'Joost', 'Lotte', 'Pieter', 'Eva', 'Thijs', 'Marieke'],
    last: ['de Vries', 'Jansen', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Mulder', 'de Boer', 'Dekker', 'Peeters', 'Claes', 'Janssens'],
  },
  french: {
    first: ['Julien', 'Camille', 'Nicolas', 'Claire', 'Antoine', 'Élodie', 'Mathieu', 'Isabelle', 'Guillaume', 'Chloé'],
    last: ['Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Bonnet', 'Rousseau', 'Fontaine', 'Chevalier', 'Mercier', 'Gauthier'],
  },
  italian: {
    first: ['Marco', 'Giulia', 'Alessandro', 'Francesca', 'Luca', 'Chiara', 'Matteo', 'Elena', 'Davide', 'Sara'],
    last: ['Rossi', 'Bianchi', 'Romano', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'Ferrari'],
  },
  greek: {
    first: ['Nikos', 'Eleni', 'Giorgos', 'Maria', 'Dimitris', 'Katerina', 'Kostas', 'Sofia'],
    last: ['Papadopoulos', 'Georgiou', 'Vlachos', 'Angelopoulos', 'Karagiannis', 'Nikolaidis', 'Economou', 'Stavrou'],
  },
  polish: {
    first: ['Piotr', 'Agnieszka', 'Tomasz', 'Magdalena', 'Krzysztof', 'Joanna', 'Marcin', 'Katarzyna'],
    last: ['Kowalski', 'Nowak', 'Wiśniewski', 'Wójcik', 'Kamińska', 'Lewandowski', 'Zieliński', 'Szymańska'],
  },
  nordic: {
    first: ['Erik', 'Ingrid', 'Lars', 'Sigrid', 'Magnus', 'Astrid', 'Henrik', 'Kari'],
    last: ['Johansen', 'Larsen', 'Andersen', 'Berg', 'Haugen', 'Lund', 'Dahl', 'Solberg'],
  },
  japanese: {
    first: ['Hiroshi', 'Yuki', 'Takeshi', 'Aiko', 'Kenji', 'Sakura', 'Daisuke', 'Naomi', 'Ryo', 'Emi'],
    last: ['Tanaka', 'Suzuki', 'Watanabe', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Sato', 'Ito', 'Yoshida', 'Matsumoto'],
  },
  korean: {
    first: ['Min-jun', 'Ji-woo', 'Seo-yeon', 'Hyun-woo', 'Ji-hoon', 'Soo-ah', 'Dong-hyun', 'Eun-ji'],
    last: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon'],
  },
  vietnamese: {
    first: ['Khanh', 'Lan', 'Tuan', 'Huong', 'Duc', 'Thao', 'Quang', 'Linh'],
    last: ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vu', 'Dang', 'Bui'],
  },
  indonesian: {
    first: ['Budi', 'Sari', 'Agus', 'Dewi', 'Andi', 'Putri', 'Hendra', 'Rina', 'Wahyu', 'Indah'],
    last: ['Wijaya', 'Halim', 'Kusuma', 'Pratama', 'Gunawan', 'Hidayat', 'Siregar', 'Nasution', 'Tanjung', 'Setiawan'],
  },
  malay: {
    first: ['Ahmad', 'Nurul', 'Faizal', 'Siti', 'Hafiz', 'Aishah', 'Azman', 'Farah'],
    last: ['Ismail', 'Rahman', 'Abdullah', 'Hashim', 'Osman', 'Yusof', 'Ibrahim', 'Zakaria'],
  },
  thai: {
    first: ['Somchai', 'Niran', 'Ploy', 'Kittipong', 'Siriporn', 'Anan'],
    last: ['Srisai', 'Wongsawat', 'Chaiyaporn', 'Suksawat', 'Rattanakosin', 'Phongsri'],
  },
  filipino: {
    first: ['Jose', 'Mark', 'Angelica', 'Miguel', 'Kristine', 'Ramon'],
    last: ['Reyes', 'Cruz', 'Bautista', 'Villanueva', 'Mendoza', 'Aquino'],
  },
  southasian: {
    first: ['Imran', 'Ayesha', 'Bilal', 'Sana', 'Farhan', 'Nadia', 'Rashed', 'Tahmina'],
    last: ['Khan', 'Chaudhry', 'Qureshi', 'Rahman', 'Hossain', 'Ahmed', 'Malik', 'Siddiqui'],
  },
};
const CULTURES = Object.keys(NAMES) as Culture[];

const STEM_HEADS = [
  'Ar',
  'Bel',
  'Cor',
  'Dal',
  'El',
  'Fen',
  'Gar',
  'Hel',
  'Ist',
  'Jor',
  'Kel',
  'Lor',
  'Mer',
  'Nor',
  'Or',
  'Pel',
  'Quin',
  'Ros',
  'Sel',
  'Tor',
  'Ul',
  'Vel',
  'Wen',
  'Yar',
  'Zan',
  'Ast',
  'Bri',
  'Cal',
  'Dor',
  'Ev',
];
const STEM_TAILS = ['ava', 'eon', 'ix', 'ora', 'unda', 'ell', 'ico', 'ant', 'ex', 'ion', 'ara', 'ine', 'ost', 'urn', 'ada'];
const COMPANY_SUFFIXES = [
  'Trading',
  'Resources',
  'Commodities',
  'Group',
  'Holdings',
  'International',
  'Ltd',
  'GmbH',
  'SA',
  'Pte Ltd',
  'DMCC',
  'LLC',
  'BV',
  'AG',
  'FZE',
  'Co.',
];

// ---------------------------------------------------------------- products

interface Product {
  id: string;
  /** Products of one family are told apart by a trader but share a broad name (sugar, iron ore, fuel oil). */
  family: string;
  names: string[];
}

const PRODUCTS: Product[] = [
  // metals
  { id: 'copper', family: 'copper', names: ['Copper cathode LME A', 'Cu cath', 'Copper cathodes Grade A'] },
  { id: 'alu', family: 'aluminium', names: ['Alu ingot P1020', 'Aluminium P1020A', 'Aluminum ingots 99.7%'] },
  { id: 'zinc', family: 'zinc', names: ['Zinc SHG', 'SHG zinc ingots'] },
  { id: 'nickel', family: 'nickel', names: ['Nickel briquettes', 'Ni briquettes', 'Nickel briqs'] },
  { id: 'gold', family: 'gold', names: ['Gold bars', 'Gold kilobars', 'Gold bullion 999.9'] },
  { id: 'silver', family: 'silver', names: ['Silver granules', 'Silver grain'] },
  { id: 'chrome', family: 'chrome', names: ['Chrome ore 40-42%', 'Chrome ore'] },
  { id: 'ferrochrome', family: 'ferroalloys', names: ['HC ferrochrome', 'Ferrochrome'] },
  // steel and raw materials
  { id: 'iof62', family: 'ironore', names: ['Iron ore 62% fines', 'IOF 62% Fe', 'Iron ore fines 62'] },
  { id: 'pellet', family: 'ironore', names: ['Pellet feed', 'Iron ore pellet feed 67%', 'Pellet feed concentrate'] },
  { id: 'billets', family: 'billets', names: ['Steel billets', 'Billets 5SP'] },
  { id: 'hrc', family: 'hrc', names: ['HR coil', 'HRC', 'Hot rolled coil'] },
  { id: 'crc', family: 'crc', names: ['CR coil', 'CRC', 'Cold rolled coil'] },
  { id: 'rebar', family: 'rebar', names: ['Rebar', 'Rebars B500B', 'TMT bars'] },
  { id: 'scrap', family: 'scrap', names: ['Scrap HMS1/2', 'HMS 1&2 80:20', 'Ferrous scrap'] },
  { id: 'metcoal', family: 'coal', names: ['Met coal', 'Hard coking coal'] },
  { id: 'steamcoal', family: 'coal', names: ['Thermal coal 6000 NAR', 'Steam coal'] },
  { id: 'petcoke', family: 'petcoke', names: ['Petcoke', 'Pet coke (fuel grade)', 'Petroleum coke'] },
  { id: 'clinker', family: 'clinker', names: ['Cement clinker', 'Clinker'] },
  // energy
  { id: 'fo380', family: 'fueloil', names: ['Fuel oil 380', 'HSFO 380cst', 'IFO 380'] },
  { id: 'vlsfo', family: 'fueloil', names: ['VLSFO', 'VLSFO 0.5%S', 'Very low sulphur fuel oil'] },
  { id: 'gasoline', family: 'gasoline', names: ['Gasoline 95', 'Mogas 95'] },
  { id: 'jet', family: 'jet', names: ['Jet A-1', 'Jet A1', 'Aviation kerosene (Jet A-1)'] },
  { id: 'diesel', family: 'diesel', names: ['EN590 diesel', 'ULSD 10ppm', 'Gasoil 0.1%'] },
  { id: 'lng', family: 'lng', names: ['LNG', 'LNG cargoes', 'Liquefied natural gas'] },
  { id: 'propane', family: 'lpg', names: ['Propane', 'LPG (propane)', 'Propane C3'] },
  { id: 'brent', family: 'crude', names: ['Crude (Brent)', 'Brent crude', 'Brent blend'] },
  { id: 'wti', family: 'crude', names: ['WTI', 'WTI Midland', 'US crude (WTI)'] },
  { id: 'bitumen', family: 'bitumen', names: ['Bitumen 60/70', 'Bitumen'] },
  { id: 'naphtha', family: 'naphtha', names: ['Naphtha', 'Light naphtha'] },
  { id: 'methanol', family: 'methanol', names: ['Methanol'] },
  // fertilisers
  { id: 'urea', family: 'urea', names: ['Urea', 'Granular urea 46%', 'Prilled urea'] },
  { id: 'dap', family: 'dap', names: ['DAP', 'DAP 18-46-0'] },
  { id: 'mop', family: 'mop', names: ['MOP', 'Potash (MOP)'] },
  { id: 'ammonia', family: 'ammonia', names: ['Ammonia', 'Anhydrous ammonia', 'NH3 (liquid)'] },
  { id: 'sulphur', family: 'sulphur', names: ['Sulphur', 'Granular sulphur', 'Sulfur lumps'] },
  // agri and softs
  { id: 'wheat', family: 'wheat', names: ['Wheat', 'Milling wheat 12.5%', 'Feed wheat'] },
  { id: 'corn', family: 'corn', names: ['Corn', 'Yellow corn', 'Maize'] },
  { id: 'barley', family: 'barley', names: ['Barley', 'Feed barley'] },
  { id: 'rapeseed', family: 'rapeseed', names: ['Rapeseed', 'Canola'] },
  { id: 'soybeans', family: 'soybeans', names: ['Soybeans', 'Soya beans', 'Soybean (GMO)'] },
  { id: 'soymeal', family: 'soymeal', names: ['Soybean meal', 'SBM 46% pro', 'Soya meal'] },
  { id: 'cpo', family: 'palm', names: ['Crude palm oil', 'CPO', 'Palm oil (CPO)'] },
  { id: 'sunoil', family: 'sunoil', names: ['Sunflower oil', 'Sunoil'] },
  { id: 'rawsugar', family: 'sugar', names: ['Raw sugar', 'VHP sugar', 'Raw cane sugar (VHP)'] },
  { id: 'whitesugar', family: 'sugar', names: ['White sugar', 'ICUMSA 45', 'Refined sugar ICUMSA 45'] },
  { id: 'arabica', family: 'arabica', names: ['Arabica', 'Arabica green coffee', 'Coffee arabica (washed)'] },
  { id: 'robusta', family: 'robusta', names: ['Robusta', 'Robusta coffee'] },
  { id: 'cocoa', family: 'cocoa', names: ['Cocoa beans', 'Cocoa', 'Raw cocoa beans'] },
  { id: 'cotton', family: 'cotton', names: ['Cotton', 'Raw cotton', 'Cotton lint'] },
  { id: 'rice', family: 'rice', names: ['Rice', 'Parboiled rice', 'Basmati rice'] },
  { id: 'cashew', family: 'cashew', names: ['Cashew RCN', 'Raw cashew nuts', 'RCN (in-shell cashew)'] },
  { id: 'sesame', family: 'sesame', names: ['Sesame seeds', 'Hulled sesame', 'Natural sesame seed'] },
  { id: 'lentils', family: 'lentils', names: ['Red lentils', 'Lentils'] },
  { id: 'tea', family: 'tea', names: ['Black tea (CTC)', 'Tea'] },
  { id: 'rubber', family: 'rubber', names: ['Natural rubber RSS3', 'Rubber SIR 20'] },
];
const PRODUCT_BY_ID = new Map(PRODUCTS.map((p) => [p.id, p]));
function product(id: string): Product {
  const p = PRODUCT_BY_ID.get(id);
  if (!p) throw new Error(`unknown product ${id}`);
  return p;
}

// ---------------------------------------------------------------- roles

type Side = 'sells' | 'buys';
/** What a contact does with a product: a side, or 'none' (a broker covering it, a trader in it). */
type Stance = Side | 'none';

const SELL_ROLES = ['Supplier', 'Producer', 'Exporter'];
const BUY_ROLES = ['Buyer', 'Importer', 'End User'];
const SELL_TITLES = ['Sales Director', 'Head of Sales', 'Export Manager'];
const BUY_TITLES = ['Head of Procurement', 'Procurement Manager', 'Purchasing Manager'];

interface RoleOption {
  role?: string;
  title?: string;
  /** The plain side of anything this contact lists; none for roles that could be either or neither. */
  side?: Side;
  /** How likely the contact lists any product at all. */
  lists: number;
  w: number;
}
const ROLE_OPTIONS: RoleOption[] = [
  ...SELL_ROLES.map((role, i) => ({ role, side: 'sells' as const, lists: 1, w: [9, 6, 8][i]! })),
  ...BUY_ROLES.map((role, i) => ({ role, side: 'buys' as const, lists: 1, w: [9, 8, 6][i]! })),
  ...SELL_TITLES.map((title, i) => ({ title, side: 'sells' as const, lists: 1, w: [3, 2, 1][i]! })),
  ...BUY_TITLES.map((title, i) => ({ title, side: 'buys' as const, lists: 1, w: [3, 2, 1][i]! })),
  { role: 'Mill', lists: 1, w: 3 },
  { role: 'Refinery', lists: 1, w: 2 },
  { role: 'Distributor', lists: 1, w: 5 },
  { role: 'Trader', lists: 1, w: 12 },
  { role: 'Broker', lists: 0.7, w: 5 },
  { role: 'Agent', lists: 0.8, w: 3 },
  { role: 'Analyst', lists: 0.5, w: 2 },
  { role: 'Consultant', lists: 0.5, w: 2 },
  { role: 'Trade Finance', lists: 0.3, w: 2 },
  { role: 'Shipping/Chartering', lists: 0.3, w: 2 },
  { role: 'Inspector', lists: 0.3, w: 2 },
  { title: 'CEO', lists: 0.8, w: 2 },
  { title: 'Managing Director', lists: 0.8, w: 2 },
  { title: 'Operations Manager', lists: 0.6, w: 1 },
  { title: 'Partner', lists: 0.6, w: 1 },
];
/** A title some contacts with a role also carry: it never says a side. */
const PLAIN_TITLES = ['Director', 'Manager', 'Associate', 'Vice President', 'Founder'];
/** Notes that say nothing about products, sides or places. */
const PLAIN_NOTES = [
  'Prefers WhatsApp over email.',
  'Met at a conference two years ago.',
  'Introduced by a mutual contact.',
  'Slow on email, call instead.',
  'Good for market colour.',
  'Family business, second generation.',
  'Speaks French and Arabic.',
  'Reliable, paid on time last deal.',
  'Ask about their new office.',
  'Only reachable mornings.',
  'Sends a price sheet every Monday.',
];

// ---------------------------------------------------------------- the truth table

interface Truth {
  id: string;
  fullName: string;
  company: string;
  role: string | null;
  title: string | null;
  city: City;
  /** Product id -> stance, in the order listed. */
  products: Map<string, Stance>;
  /** Each listed product's written name, by id. */
  written: Map<string, string>;
  notes: string | null;
  lastDays: number;
  createdDays: number;
  planted: boolean;
}

type Pred = (c: Truth) => boolean;

/** Every product id a question asks about: their families are kept off the contacts whose side is not plain. */
const referenced = new Set<string>();
function stance(ids: string[], want: Stance | 'any'): Pred {
  for (const id of ids) referenced.add(product(id).id);
  return (c) => ids.some((id) => c.products.has(id) && (want === 'any' || c.products.get(id) === want));
}
const sells = (...ids: string[]): Pred => stance(ids, 'sells');
const buys = (...ids: string[]): Pred => stance(ids, 'buys');
const trades = (...ids: string[]): Pred => stance(ids, 'any');
const inCountry =
  (...codes: string[]): Pred =>
  (c) =>
    codes.includes(c.city.code);
const inCity = (name: string): Pred => {
  if (!CITY_BY_NAME.has(name)) throw new Error(`unknown city ${name}`);
  return (c) => c.city.city === name;
};
const hasRole =
  (role: string): Pred =>
  (c) =>
    c.role === role;
const atCompany =
  (company: string): Pred =>
  (c) =>
    c.company === company;
const all =
  (...preds: Pred[]): Pred =>
  (c) =>
    preds.every((p) => p(c));

// ---------------------------------------------------------------- planted contacts

interface Plant {
  name: string;
  city: string;
  role?: string;
  title?: string;
  company?: string;
  products?: [string, Stance][];
  notes?: string;
  /** Days since last contact; fresh (0-60) when not given. */
  lastDays?: number;
}

const PLANTED: Plant[] = [
  // petcoke: a trader whose notes offer it, and two gone quiet
  {
    name: 'Dwayne Holcombe',
    city: 'Houston',
    role: 'Trader',
    products: [['petcoke', 'sells']],
    notes: 'Offering fuel grade petcoke ex USG, 50kt a month.',
  },
  { name: 'Gustavo Peixoto', city: 'São Paulo', role: 'Supplier', products: [['petcoke', 'sells']], lastDays: 140 },
  { name: 'Hye-jin Baek', city: 'Seoul', role: 'Buyer', products: [['petcoke', 'buys']], lastDays: 210 },
  { name: 'Anil Deshpande', city: 'Mumbai', role: 'End User', products: [['petcoke', 'buys']] },
  // VLSFO buyers, two in Singapore
  {
    name: 'Tan Wei Ming',
    city: 'Singapore',
    role: 'Trader',
    products: [['vlsfo', 'buys']],
    notes: 'Buying VLSFO for bunker supply, 20-30kt a month.',
  },
  { name: 'Rajesh Pillai', city: 'Singapore', role: 'Buyer', products: [['vlsfo', 'buys']] },
  // pellet feed buyers in China
  { name: 'Zhao Lihua', city: 'Qingdao', role: 'Importer', products: [['pellet', 'buys']] },
  { name: 'Qin Haoran', city: 'Tianjin', title: 'Head of Procurement', products: [['pellet', 'buys']] },
  {
    name: 'Gao Jianguo',
    city: 'Shanghai',
    role: 'Mill',
    products: [['pellet', 'buys']],
    notes: 'Buying pellet feed 65%+ Fe, two capes a month.',
  },
  {
    name: 'Song Yiming',
    city: 'Qingdao',
    role: 'End User',
    products: [
      ['pellet', 'buys'],
      ['iof62', 'buys'],
    ],
  },
  // LNG brokers
  { name: 'Oliver Brinkworth', city: 'London', role: 'Broker', products: [['lng', 'none']] },
  { name: 'Takumi Morishita', city: 'Tokyo', role: 'Broker', products: [['lng', 'none']] },
  { name: 'Shreya Balakrishnan', city: 'Singapore', role: 'Broker', products: [['lng', 'none']] },
  { name: 'Cody Villareal', city: 'Houston', role: 'Broker', products: [['lng', 'none']] },
  // sesame exporters in Africa, and an importer elsewhere
  { name: 'Tewodros Assefa', city: 'Addis Ababa', role: 'Exporter', products: [['sesame', 'sells']] },
  { name: 'Halima Bello', city: 'Lagos', role: 'Exporter', products: [['sesame', 'sells']] },
  { name: 'Rehema Mushi', city: 'Dar es Salaam', role: 'Exporter', products: [['sesame', 'sells']] },
  { name: 'Hakan Tunç', city: 'Istanbul', role: 'Importer', products: [['sesame', 'buys']] },
  { name: 'Haruto Kaneshiro', city: 'Osaka', role: 'Importer', products: [['sesame', 'buys']] },
  // aluminium sellers in the Gulf
  { name: 'Rashid Al-Falasi', city: 'Dubai', role: 'Supplier', products: [['alu', 'sells']] },
  { name: 'Mona Al-Khalifa', city: 'Manama', role: 'Producer', products: [['alu', 'sells']] },
  { name: 'Salim Al-Rawahi', city: 'Muscat', role: 'Producer', products: [['alu', 'sells']] },
  // Turkish mills buying scrap
  { name: 'Orhan Yüksel', city: 'Izmir', role: 'Mill', products: [['scrap', 'buys']], notes: 'Buying HMS 1&2 80:20, deep sea cargoes.' },
  {
    name: 'Serkan Ateş',
    city: 'Istanbul',
    role: 'Mill',
    products: [['scrap', 'buys']],
    notes: 'Buying shredded and HMS, 30-40kt a month.',
  },
  { name: 'Gökhan Erdem', city: 'Mersin', role: 'Mill', products: [['scrap', 'buys']], notes: 'Regular buyer of HMS 1&2 80:20 CFR.' },
  // CPO sellers in Indonesia and Malaysia
  { name: 'Hendra Siswanto', city: 'Jakarta', role: 'Producer', products: [['cpo', 'sells']] },
  { name: 'Aisyah Kamaruddin', city: 'Kuala Lumpur', role: 'Exporter', products: [['cpo', 'sells']] },
  { name: 'Yohanes Sitorus', city: 'Surabaya', title: 'Sales Director', products: [['cpo', 'sells']] },
  // urea: buyers in East Africa, one in West Africa, two in Europe, a producer to introduce
  { name: 'Kevin Ochieng', city: 'Mombasa', role: 'Importer', products: [['urea', 'buys']] },
  { name: 'Mekdes Tilahun', city: 'Addis Ababa', role: 'Buyer', products: [['urea', 'buys']] },
  { name: 'Joseph Mrema', city: 'Dar es Salaam', title: 'Procurement Manager', products: [['urea', 'buys']] },
  { name: 'Chukwuma Anyanwu', city: 'Lagos', role: 'Importer', products: [['urea', 'buys']] },
  { name: 'Bartosz Wrona', city: 'Warsaw', role: 'Buyer', products: [['urea', 'buys']] },
  { name: 'Guillaume Marchal', city: 'Paris', role: 'Importer', products: [['urea', 'buys']] },
  { name: 'Khalid Al-Mannai', city: 'Doha', role: 'Producer', products: [['urea', 'sells']] },
  // sugar in Santos and Brazil
  { name: 'Rodrigo Amaral', city: 'Santos', role: 'Exporter', products: [['rawsugar', 'sells']] },
  { name: 'Patrícia Nogueira', city: 'Santos', role: 'Producer', products: [['rawsugar', 'sells']] },
  {
    name: 'Vinícius Teles',
    city: 'Santos',
    role: 'Trader',
    products: [['rawsugar', 'sells']],
    notes: 'Offering VHP, 12-month contract possible.',
  },
  { name: 'Renata Quintela', city: 'Santos', role: 'Exporter', products: [['whitesugar', 'sells']] },
  { name: 'Otávio Brandão', city: 'São Paulo', role: 'Producer', products: [['whitesugar', 'sells']] },
  // iron ore fines sellers in Australia
  { name: 'Liam Prendergast', city: 'Perth', role: 'Producer', products: [['iof62', 'sells']] },
  { name: 'Brooke Tallis', city: 'Perth', role: 'Exporter', products: [['iof62', 'sells']] },
  { name: 'Mitchell Dunstan', city: 'Brisbane', title: 'Head of Sales', products: [['iof62', 'sells']] },
  // one company in Oslo, one in Zug
  { name: 'Tormod Skjelbred', city: 'Oslo', role: 'Shipping/Chartering', company: 'Halvorsen Bulk AS' },
  { name: 'Vibeke Aasland', city: 'Oslo', role: 'Broker', company: 'Halvorsen Bulk AS', products: [['metcoal', 'none']] },
  { name: 'Rune Fossheim', city: 'Oslo', role: 'Analyst', company: 'Halvorsen Bulk AS' },
  { name: 'Petra Novotná', city: 'Zug', role: 'Trader', company: 'Marovec Commodities AG', products: [['zinc', 'none']] },
  { name: 'Jan Dvořák', city: 'Zug', role: 'Trade Finance', company: 'Marovec Commodities AG' },
  // services
  { name: 'Wouter Kampen', city: 'Rotterdam', role: 'Inspector' },
  { name: 'Ilse Verbruggen', city: 'Rotterdam', role: 'Inspector' },
  { name: 'Aurélie Rochat', city: 'Geneva', role: 'Trade Finance' },
  { name: 'Samuel Perrenoud', city: 'Geneva', role: 'Trade Finance' },
  { name: 'Lim Kah Seng', city: 'Singapore', role: 'Shipping/Chartering' },
  { name: 'Deepak Venugopal', city: 'Singapore', role: 'Shipping/Chartering' },
  // arabica buyers in Europe
  { name: 'Hendrik Voss', city: 'Hamburg', role: 'Importer', products: [['arabica', 'buys']] },
  { name: 'Francesco Liguori', city: 'Genoa', role: 'Buyer', products: [['arabica', 'buys']] },
  { name: 'Koen Wuyts', city: 'Antwerp', role: 'End User', products: [['arabica', 'buys']] },
  // cashew exporters in West Africa, an importer in Vietnam
  { name: 'Yao Kouassi', city: 'Abidjan', role: 'Exporter', products: [['cashew', 'sells']] },
  { name: 'Kojo Antwi', city: 'Accra', role: 'Exporter', products: [['cashew', 'sells']] },
  { name: 'Ousmane Faye', city: 'Dakar', role: 'Exporter', products: [['cashew', 'sells']] },
  { name: 'Ifeoma Ugwu', city: 'Lagos', role: 'Exporter', products: [['cashew', 'sells']] },
  { name: 'Tran Van Hai', city: 'Ho Chi Minh City', role: 'Importer', products: [['cashew', 'buys']] },
  // jet: a trader whose notes sell it
  { name: 'Laurent Fivaz', city: 'Geneva', role: 'Trader', products: [['jet', 'sells']], notes: 'Selling Jet A-1 CIF, 30-60kt a month.' },
  // soybean meal buyers in Vietnam
  { name: 'Pham Thi Thu', city: 'Ho Chi Minh City', role: 'End User', products: [['soymeal', 'buys']] },
  { name: 'Do Quang Vinh', city: 'Hanoi', role: 'Buyer', products: [['soymeal', 'buys']] },
  { name: 'Nguyen Bao Anh', city: 'Ho Chi Minh City', title: 'Purchasing Manager', products: [['soymeal', 'buys']] },
  // ammonia sellers in the Gulf
  { name: 'Jassim Al-Kuwari', city: 'Doha', role: 'Producer', products: [['ammonia', 'sells']] },
  { name: 'Turki Al-Shehri', city: 'Jeddah', role: 'Producer', products: [['ammonia', 'sells']] },
  { name: 'Hilal Al-Hinai', city: 'Muscat', role: 'Exporter', products: [['ammonia', 'sells']] },
  // wheat sellers in Russia and Ukraine
  { name: 'Mykola Hnatiuk', city: 'Odesa', role: 'Exporter', products: [['wheat', 'sells']] },
  { name: 'Vladimir Zaitsev', city: 'Moscow', role: 'Exporter', products: [['wheat', 'sells']] },
  { name: 'Oksana Lytvyn', city: 'Kyiv', role: 'Producer', products: [['wheat', 'sells']] },
  // propane buyers in India
  { name: 'Harish Kulkarni', city: 'Mumbai', role: 'Importer', products: [['propane', 'buys']] },
  { name: 'Lakshmi Sundaram', city: 'Chennai', role: 'End User', products: [['propane', 'buys']] },
  // gold sellers in Dubai
  { name: 'Vikram Solanki', city: 'Dubai', role: 'Supplier', products: [['gold', 'sells']] },
  { name: 'Hamad Al-Suwaidi', city: 'Dubai', title: 'Sales Director', products: [['gold', 'sells']] },
  // HRC sellers in China
  {
    name: 'Feng Zhiqiang',
    city: 'Tianjin',
    role: 'Mill',
    products: [['hrc', 'sells']],
    notes: 'Offering HRC SAE1006, about 3,000t a month.',
  },
  { name: 'Luo Xiaoyan', city: 'Shanghai', role: 'Exporter', products: [['hrc', 'sells']] },
  { name: 'Deng Weiguo', city: 'Guangzhou', title: 'Sales Director', products: [['hrc', 'sells']] },
  // crude traders in Geneva, one in Zug
  { name: 'Philippe Mottier', city: 'Geneva', role: 'Trader', products: [['brent', 'none']] },
  {
    name: 'Anaïs Bolomey',
    city: 'Geneva',
    role: 'Trader',
    products: [
      ['brent', 'none'],
      ['wti', 'none'],
    ],
  },
  { name: 'Reto Casutt', city: 'Geneva', role: 'Trader', products: [['wti', 'none']] },
  { name: 'Beat Imhof', city: 'Zug', role: 'Trader', products: [['brent', 'none']] },
  // cocoa
  { name: 'Sanne Verhoeven', city: 'Amsterdam', role: 'Importer', products: [['cocoa', 'buys']] },
  { name: 'Jürgen Pohlmann', city: 'Hamburg', role: 'Buyer', products: [['cocoa', 'buys']] },
  { name: 'Alastair Greaves', city: 'London', role: 'End User', products: [['cocoa', 'buys']] },
  { name: 'Kouadio Brou', city: 'Abidjan', role: 'Exporter', products: [['cocoa', 'sells']] },
  { name: 'Kwesi Amponsah', city: 'Accra', role: 'Supplier', products: [['cocoa', 'sells']] },
  // sulphur sellers in the Gulf
  { name: 'Mansour Al-Dhaheri', city: 'Abu Dhabi', role: 'Producer', products: [['sulphur', 'sells']] },
  { name: 'Badr Al-Ghamdi', city: 'Riyadh', role: 'Exporter', products: [['sulphur', 'sells']] },
  // copper in Shanghai
  { name: 'Xu Jiahui', city: 'Shanghai', role: 'Importer', products: [['copper', 'buys']] },
  { name: 'Tang Yufei', city: 'Shanghai', role: 'End User', products: [['copper', 'buys']] },
  { name: 'He Zhenyu', city: 'Shanghai', title: 'Head of Procurement', products: [['copper', 'buys']] },
  { name: 'Yan Guoqing', city: 'Shanghai', role: 'Supplier', products: [['copper', 'sells']] },
  // soybean exporters in Brazil
  { name: 'Fábio Guimarães', city: 'Santos', role: 'Exporter', products: [['soybeans', 'sells']] },
  { name: 'Tatiana Bezerra', city: 'São Paulo', role: 'Exporter', products: [['soybeans', 'sells']] },
  {
    name: 'Leandro Vasconcelos',
    city: 'Santos',
    role: 'Exporter',
    products: [
      ['soybeans', 'sells'],
      ['soymeal', 'sells'],
    ],
  },
  // cotton buyers in Bangladesh
  { name: 'Mahmudul Haque', city: 'Dhaka', role: 'Importer', products: [['cotton', 'buys']] },
  { name: 'Shirin Akter', city: 'Dhaka', role: 'End User', products: [['cotton', 'buys']] },
  { name: 'Tanvir Chowdhury', city: 'Dhaka', title: 'Head of Procurement', products: [['cotton', 'buys']] },
  // nickel
  { name: 'Ilya Grachev', city: 'Moscow', role: 'Supplier', products: [['nickel', 'sells']] },
  // rebar sellers in Turkey and Egypt
  { name: 'Cem Kılıç', city: 'Istanbul', role: 'Producer', products: [['rebar', 'sells']] },
  { name: 'Tarek Shalaby', city: 'Alexandria', role: 'Producer', products: [['rebar', 'sells']] },
  { name: 'Amr Zaki', city: 'Cairo', role: 'Exporter', products: [['rebar', 'sells']] },
  // a mill in India after pellet feed
  {
    name: 'Raghav Iyer',
    city: 'Chennai',
    role: 'Mill',
    products: [['pellet', 'buys']],
    notes: 'Looking for pellet feed, 65% Fe min, for our pellet plant.',
  },
];

// ---------------------------------------------------------------- questions

type Kind =
  | 'find'
  | 'follow-up'
  | 'typo'
  | 'count'
  | 'introduce'
  | 'reconnect'
  | 'priorities'
  | 'summary'
  | 'details'
  | 'decline'
  | 'nobody'
  | 'greeting';

type Check =
  | { type: 'list'; expect: Pred; alts?: Pred[] }
  | { type: 'count'; expect: Pred; alts?: Pred[] }
  | { type: 'introduce'; subject: string }
  | { type: 'reconnect'; also?: Pred }
  | { type: 'priorities'; wants: { product: string; side: Side }[] }
  | { type: 'summary' }
  | { type: 'details'; pick: number }
  | { type: 'decline' }
  | { type: 'nobody' }
  | { type: 'greeting' };

interface Step {
  q: string;
  kind: Kind;
  check: Check;
  priorities?: EnginePriority[];
}

const deadline = (days: number): string => new Date(NOW.getTime() + days * DAY).toISOString().slice(0, 10);
const PRIORITY_UREA_PETCOKE: EnginePriority[] = [
  {
    id: 'pri-urea',
    priorityText: 'Source 40kt granular urea for a Kenyan tender',
    targetCommodity: 'Urea',
    targetRegion: 'East Africa',
    deadline: deadline(30),
  },
  {
    id: 'pri-petcoke',
    priorityText: 'Place 2 petcoke cargoes with cement plants in India',
    targetCommodity: 'Petcoke',
    targetRegion: 'India',
    deadline: deadline(45),
  },
];
const PRIORITY_COPPER: EnginePriority[] = [
  {
    id: 'pri-copper',
    priorityText: 'Sell 5,000t copper cathode into China this quarter',
    targetCommodity: 'Copper cathode',
    targetRegion: 'China',
    deadline: deadline(75),
  },
];

const list = (expect: Pred, ...alts: Pred[]): Check => ({ type: 'list', expect, alts });
const count = (expect: Pred, ...alts: Pred[]): Check => ({ type: 'count', expect, alts });
const one = (q: string, kind: Kind, check: Check, priorities?: EnginePriority[]): Step[] => [{ q, kind, check, priorities }];

/** Each entry is one conversation: a single question, or a question and its follow-ups. */
const CONVERSATIONS: Step[][] = [
  // find: product, side, role, place, company
  one("who's got petcoke?", 'find', list(sells('petcoke'))),
  one('looking for a home for 30kt VLSFO, who takes it?', 'find', list(buys('vlsfo'))),
  [
    {
      q: 'pellet feed buyers in China',
      kind: 'find',
      check: list(all(buys('pellet'), inCountry('CN')), all(buys('pellet'), inCountry('CN', ...CHINA_EDGE))),
    },
    { q: 'just the ones in Qingdao', kind: 'follow-up', check: list(all(buys('pellet'), inCity('Qingdao'))) },
  ],
  one('brokers covering LNG', 'find', list(all(hasRole('Broker'), trades('lng')))),
  [
    {
      q: 'sesame exporters in Africa',
      kind: 'find',
      check: list(
        all(sells('sesame'), inCountry(...AFRICA)),
        all(sells('sesame'), hasRole('Exporter'), inCountry(...AFRICA)),
        all(sells('sesame'), inCountry(...AFRICA, ...AFRICA_EDGE)),
      ),
    },
    { q: 'number 2, more details', kind: 'details', check: { type: 'details', pick: 2 } },
  ],
  one('any alu P1020 offers from the Gulf?', 'find', list(all(sells('alu'), inCountry(...GULF)))),
  one('mills buying scrap in Turkey', 'find', list(all(hasRole('Mill'), buys('scrap'), inCountry('TR')))),
  one('CPO sellers Indonesia or Malaysia', 'find', list(all(sells('cpo'), inCountry('ID', 'MY')))),
  one('need Cu cathode, who can offer?', 'find', list(sells('copper'))),
  one("who's buying urea in East Africa?", 'find', list(all(buys('urea'), inCountry(...EAST_AFRICA)))),
  one('anyone in Santos doing raw sugar?', 'find', list(all(trades('rawsugar'), inCity('Santos')))),
  one('iron ore 62 fines sellers australia', 'find', list(all(sells('iof62'), inCountry('AU')))),
  one('who do I know at Halvorsen Bulk?', 'find', list(atCompany('Halvorsen Bulk AS'))),
  one('anyone at Marovec?', 'find', list(atCompany('Marovec Commodities AG'))),
  one('inspectors in rotterdam?', 'find', list(all(hasRole('Inspector'), inCity('Rotterdam')))),
  one('trade finance guys in Geneva', 'find', list(all(hasRole('Trade Finance'), inCity('Geneva')))),
  one('chartering contacts in Singapore', 'find', list(all(hasRole('Shipping/Chartering'), inCity('Singapore')))),
  one(
    'arabica buyers in europe',
    'find',
    list(all(buys('arabica'), inCountry(...EUROPE)), all(buys('arabica'), inCountry(...EUROPE, ...EUROPE_EDGE))),
  ),
  one(
    'cashew RCN exporters in west africa',
    'find',
    list(all(sells('cashew'), inCountry(...WEST_AFRICA)), all(sells('cashew'), hasRole('Exporter'), inCountry(...WEST_AFRICA))),
  ),
  one('who can supply jet A1 into Lagos?', 'find', list(sells('jet'))),
  one('SBM buyers vietnam', 'find', list(all(buys('soymeal'), inCountry('VN')))),
  one(
    'any ammonia sellers in the middle east?',
    'find',
    list(all(sells('ammonia'), inCountry(...GULF)), all(sells('ammonia'), inCountry(...GULF, ...MIDDLE_EAST_EDGE))),
  ),
  one('who sells white sugar icumsa 45 out of Brazil', 'find', list(all(sells('whitesugar'), inCountry('BR')))),
  one('wheat sellers, Russia or Ukraine', 'find', list(all(sells('wheat'), inCountry('RU', 'UA')))),
  one('propane buyers india', 'find', list(all(buys('propane'), inCountry('IN')))),
  one('gold bar sellers in dubai?', 'find', list(all(sells('gold'), inCity('Dubai')))),
  one('HRC offers ex China?', 'find', list(all(sells('hrc'), inCountry('CN')), all(sells('hrc'), inCountry('CN', ...CHINA_EDGE)))),
  one('traders in Geneva doing crude', 'find', list(all(hasRole('Trader'), trades('brent', 'wti'), inCity('Geneva')))),
  [
    { q: 'who trades cocoa?', kind: 'find', check: list(trades('cocoa')) },
    { q: 'just the buyers', kind: 'follow-up', check: list(buys('cocoa')) },
    {
      q: 'and in Europe?',
      kind: 'follow-up',
      check: list(all(buys('cocoa'), inCountry(...EUROPE)), all(buys('cocoa'), inCountry(...EUROPE, ...EUROPE_EDGE))),
    },
    { q: 'number 3, more details', kind: 'details', check: { type: 'details', pick: 3 } },
  ],
  // one-letter typos in product and place words of five letters or more
  one('who sells sulphr in the Gulf', 'typo', list(all(sells('sulphur'), inCountry(...GULF)))),
  [
    { q: 'copper cathode buyers in Shangai', kind: 'typo', check: list(all(buys('copper'), inCity('Shanghai'))) },
    { q: 'any sellers there?', kind: 'follow-up', check: list(all(sells('copper'), inCity('Shanghai'))) },
  ],
  one(
    'soybeens exporters brazil',
    'typo',
    list(all(sells('soybeans'), inCountry('BR')), all(sells('soybeans'), hasRole('Exporter'), inCountry('BR'))),
  ),
  one('how many contacts in Rotterdm?', 'typo', count(inCity('Rotterdam'))),
  one('who buys cotten in bangladesh', 'typo', list(all(buys('cotton'), inCountry('BD')))),
  one('anyone offering nikel briquettes?', 'typo', list(sells('nickel'))),
  one('who buys VLSFO in Singapor?', 'typo', list(all(buys('vlsfo'), inCity('Singapore')))),
  // counts
  one('how many of my contacts are in Dubai?', 'count', count(inCity('Dubai'))),
  one('how many sugar buyers do I have', 'count', count(buys('rawsugar', 'whitesugar'))),
  one('how many people do I know in Brazil?', 'count', count(inCountry('BR'))),
  one('how many brokers have I got', 'count', count(hasRole('Broker'))),
  one('how many can sell me urea?', 'count', count(sells('urea'))),
  one('how many contacts have I got in the Gulf?', 'count', count(inCountry(...GULF))),
  one('how many of my guys do LNG?', 'count', count(trades('lng'))),
  // several filters, then a follow-up that changes one
  [
    {
      q: 'urea buyers in Africa',
      kind: 'find',
      check: list(all(buys('urea'), inCountry(...AFRICA)), all(buys('urea'), inCountry(...AFRICA, ...AFRICA_EDGE))),
    },
    {
      q: 'and in Europe?',
      kind: 'follow-up',
      check: list(all(buys('urea'), inCountry(...EUROPE)), all(buys('urea'), inCountry(...EUROPE, ...EUROPE_EDGE))),
    },
  ],
  [
    { q: 'who sells rebar in Turkey?', kind: 'find', check: list(all(sells('rebar'), inCountry('TR'))) },
    { q: 'what about Egypt?', kind: 'follow-up', check: list(all(sells('rebar'), inCountry('EG'))) },
  ],
  // introductions
  one('who should I put Khalid Al-Mannai in touch with?', 'introduce', { type: 'introduce', subject: 'Khalid Al-Mannai' }),
  one('who could Sanne Verhoeven do business with?', 'introduce', { type: 'introduce', subject: 'Sanne Verhoeven' }),
  one('any good intros for Laurent Fivaz?', 'introduce', { type: 'introduce', subject: 'Laurent Fivaz' }),
  one('who should I introduce Raghav Iyer to?', 'introduce', { type: 'introduce', subject: 'Raghav Iyer' }),
  one('intro ideas for Haruto Kaneshiro', 'introduce', { type: 'introduce', subject: 'Haruto Kaneshiro' }),
  // reconnects
  one("who's gone quiet on me?", 'reconnect', { type: 'reconnect' }),
  one("anyone in petcoke I haven't spoken to in ages?", 'reconnect', { type: 'reconnect', also: trades('petcoke') }),
  one('who should I call back, been a while', 'reconnect', { type: 'reconnect' }),
  // priorities
  one(
    'anything moving on my priorities?',
    'priorities',
    {
      type: 'priorities',
      wants: [
        { product: 'urea', side: 'sells' },
        { product: 'petcoke', side: 'buys' },
      ],
    },
    PRIORITY_UREA_PETCOKE,
  ),
  one(
    'which of my contacts fit my priorities?',
    'priorities',
    { type: 'priorities', wants: [{ product: 'copper', side: 'buys' }] },
    PRIORITY_COPPER,
  ),
  // summaries
  one('what does my network look like?', 'summary', { type: 'summary' }),
  one('quick overview of my book pls', 'summary', { type: 'summary' }),
  // declines
  one("what's Brent trading at?", 'decline', { type: 'decline' }),
  one('write a LinkedIn post about our new Dubai office', 'decline', { type: 'decline' }),
  one('what are LME stocks doing?', 'decline', { type: 'decline' }),
  one('draft me an SBLC wording for 10kt urea', 'decline', { type: 'decline' }),
  one("what's freight Santos to Qingdao on a panamax right now?", 'decline', { type: 'decline' }),
  one("what's the weather in Rotterdam tomorrow", 'decline', { type: 'decline' }),
  // nobody trades it
  one('who buys cobalt?', 'nobody', { type: 'nobody' }),
  one('anyone selling lithium carbonate?', 'nobody', { type: 'nobody' }),
  one('vanadium pentoxide suppliers?', 'nobody', { type: 'nobody' }),
  // greetings and help
  one('hi', 'greeting', { type: 'greeting' }),
  one('morning, what can you do?', 'greeting', { type: 'greeting' }),
  one('help', 'greeting', { type: 'greeting' }),
];

// ---------------------------------------------------------------- word checks

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (s: string): string[] =>
  fold(s)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Words of the questions and of places: no name or company may read like one of them. */
const QUESTION_WORDS = new Set<string>([
  ...CONVERSATIONS.flat().flatMap((s) => {
    // The contact an introduction is for is named in the question: those words are the point.
    const subject = s.check.type === 'introduce' ? new Set(words(s.check.subject)) : new Set<string>();
    return words(s.q).filter((w) => !subject.has(w));
  }),
  ...CITIES.flatMap((c) => [...words(c.city), ...words(c.country)]),
  'europe',
  'africa',
  'asia',
  'gulf',
  'cobalt',
  'lithium',
  'vanadium',
]);
function clashes(token: string): string | undefined {
  for (const w of QUESTION_WORDS) {
    if (w.length < 3) continue;
    if (token === w) return w;
    if (token.length >= 5 && w.length >= 5 && withinOneEdit(token, w)) return w;
  }
  return undefined;
}

// ---------------------------------------------------------------- the generator

const CLEAR_ROLES = new Map<string, Side>([
  ...SELL_ROLES.map((r) => [r, 'sells'] as [string, Side]),
  ...BUY_ROLES.map((r) => [r, 'buys'] as [string, Side]),
]);
const CLEAR_TITLES = new Map<string, Side>([
  ...SELL_TITLES.map((r) => [r, 'sells'] as [string, Side]),
  ...BUY_TITLES.map((r) => [r, 'buys'] as [string, Side]),
]);

function hexId(): string {
  let s = '';
  for (let i = 0; i < 4; i++)
    s += Math.floor(rng() * 0x10000)
      .toString(16)
      .padStart(4, '0');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-4${s.slice(13, 16)}`;
}

function writeCommodities(c: Truth): string {
  const parts = [...c.products.keys()].map((id) => c.written.get(id)!);
  return parts.join(rng() < 0.85 ? ', ' : '; ');
}

interface Network {
  truths: Truth[];
  contacts: Contact[];
  byId: Map<string, Truth>;
  byName: Map<string, Truth>;
  neutralised: number;
}

function buildNetwork(): Network {
  // Products asked about, by family: only plain sides may carry them.
  const askedFamilies = new Set<string>();
  for (const id of referenced) askedFamilies.add(product(id).family);
  for (const p of PLANTED) for (const [id] of p.products ?? []) askedFamilies.add(product(id).family);
  const background = PRODUCTS.filter((p) => !askedFamilies.has(p.family));
  const asked = PRODUCTS.filter((p) => askedFamilies.has(p.family));

  // Names and companies must not read like a question's words or a place.
  const problems: string[] = [];
  for (const pool of Object.values(NAMES)) {
    for (const n of [...pool.first, ...pool.last]) {
      for (const t of words(n)) {
        const hit = clashes(t);
        if (hit) problems.push(`name ${n} ~ ${hit}`);
      }
    }
  }
  for (const p of PLANTED) {
    for (const t of words(p.name)) {
      const hit = clashes(t);
      if (hit) problems.push(`planted ${p.name} ~ ${hit}`);
    }
  }
  const stems: string[] = [];
  for (const h of STEM_HEADS) {
    for (const t of STEM_TAILS) {
      const stem = h + t;
      if (!clashes(fold(stem))) stems.push(stem);
    }
  }
  if (problems.length) throw new Error(`names clash with question words: ${problems.join('; ')}`);
  const companies: string[] = [];
  const usedCompanies = new Set<string>();
  while (companies.length < 700) {
    const name = `${pick(stems)} ${pick(COMPANY_SUFFIXES)}`;
    if (usedCompanies.has(name)) continue;
    usedCompanies.add(name);
    companies.push(name);
  }

  const plantedNames = new Set(PLANTED.map((p) => p.name));
  if (plantedNames.size !== PLANTED.length) throw new Error('planted names repeat');
  const freshDays = () => randInt(0, 60);
  const staleDays = () => randInt(100, 720);
  const truths: Truth[] = [];

  for (const p of PLANTED) {
    const city = CITY_BY_NAME.get(p.city);
    if (!city) throw new Error(`planted ${p.name}: unknown city ${p.city}`);
    const products = new Map<string, Stance>();
    const written = new Map<string, string>();
    for (const [id, st] of p.products ?? []) {
      products.set(id, st);
      written.set(id, pick(product(id).names));
      // The truth must be plain from the record: a seller or buyer role or title, or notes that say it.
      const plain = (p.role ? CLEAR_ROLES.get(p.role) : undefined) ?? (p.title ? CLEAR_TITLES.get(p.title) : undefined);
      if (st !== 'none' && plain !== st && !p.notes) throw new Error(`planted ${p.name}: side of ${id} not plain`);
      if (st === 'none' && plain) throw new Error(`planted ${p.name}: a plain side with no stance`);
    }
    const lastDays = p.lastDays ?? freshDays();
    truths.push({
      id: '',
      fullName: p.name,
      company: p.company ?? pick(companies),
      role: p.role ?? null,
      title: p.title ?? null,
      city,
      products,
      written,
      notes: p.notes ?? null,
      lastDays,
      createdDays: lastDays + randInt(30, 1500),
      planted: true,
    });
  }

  while (truths.length < NETWORK_SIZE) {
    const city = pick(CITIES);
    const culture = rng() < 0.8 ? city.culture : pick(CULTURES);
    const pool = NAMES[culture];
    const fullName = `${pick(pool.first)} ${pick(pool.last)}`;
    if (plantedNames.has(fullName)) continue;
    const option = pickWeighted(ROLE_OPTIONS);
    const products = new Map<string, Stance>();
    const written = new Map<string, string>();
    if (rng() < option.lists) {
      const n = option.side ? randInt(1, 3) : randInt(1, 2);
      // Plain sides may carry anything; the rest only products nobody asks about.
      const from = option.side ? (rng() < 0.65 ? asked : background) : background;
      for (let i = 0; i < n; i++) {
        const p = i === 0 ? pick(from) : pick(option.side ? PRODUCTS : background);
        if (products.has(p.id)) continue;
        products.set(p.id, option.side ?? 'none');
        written.set(p.id, pick(p.names));
      }
    }
    const lastDays = rng() < 0.22 ? staleDays() : freshDays();
    truths.push({
      id: '',
      fullName,
      company: pick(companies),
      role: option.role ?? null,
      title: option.title ?? (rng() < 0.2 ? pick(PLAIN_TITLES) : null),
      city,
      products,
      written,
      notes: rng() < 0.4 ? pick(PLAIN_NOTES) : null,
      lastDays,
      createdDays: lastDays + randInt(30, 1500),
      planted: false,
    });
  }

  // Where a question's readings differ on a contact, the contact leaves play: a filler trades other
  // products; a planted contact there is a mistake in this file.
  let neutralised = 0;
  const readings = CONVERSATIONS.flat().flatMap((s) =>
    (s.check.type === 'list' || s.check.type === 'count') && s.check.alts?.length
      ? [{ q: s.q, preds: [s.check.expect, ...s.check.alts] }]
      : [],
  );
  for (let round = 0; round < 5; round++) {
    let changed = false;
    for (const { q, preds } of readings) {
      for (const c of truths) {
        const first = preds[0]!(c);
        if (preds.every((p) => p(c) === first)) continue;
        if (c.planted) throw new Error(`"${q}": readings differ on planted ${c.fullName}`);
        for (const id of [...c.products.keys()]) {
          if (!askedFamilies.has(product(id).family)) continue;
          c.products.delete(id);
          c.written.delete(id);
        }
        const p = pick(background);
        const st: Stance = (c.role ? CLEAR_ROLES.get(c.role) : undefined) ?? (c.title ? CLEAR_TITLES.get(c.title) : undefined) ?? 'none';
        if (!c.products.has(p.id)) {
          c.products.set(p.id, st);
          c.written.set(p.id, pick(p.names));
        }
        neutralised++;
        changed = true;
      }
    }
    if (!changed) break;
  }

  // Shuffle, then number.
  for (let i = truths.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [truths[i], truths[j]] = [truths[j]!, truths[i]!];
  }
  const byId = new Map<string, Truth>();
  const byName = new Map<string, Truth>();
  const contacts: Contact[] = truths.map((t) => {
    let id = hexId();
    while (byId.has(id)) id = hexId();
    t.id = id;
    byId.set(id, t);
    if (t.planted) byName.set(t.fullName, t);
    const last = new Date(NOW.getTime() - t.lastDays * DAY - randInt(0, 36_000_000));
    const created = new Date(NOW.getTime() - t.createdDays * DAY);
    return {
      id,
      fullName: t.fullName,
      company: t.company,
      role: t.role,
      title: t.title,
      location: t.city.city === t.city.country ? t.city.city : `${t.city.city}, ${t.city.country}`,
      city: t.city.city,
      country: t.city.country,
      countryCode: t.city.code,
      commodities: t.products.size ? writeCommodities(t) : null,
      notes: t.notes,
      lastContactedAt: last.toISOString(),
      createdAt: created.toISOString(),
    };
  });
  return { truths, contacts, byId, byName, neutralised };
}

// ---------------------------------------------------------------- judging

const clip = (s: string, n = 200): string => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat;
};
function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d[\d,\u202f\u00a0 ]*\d|\d/g)].map((m) => Number(m[0].replace(/[,\u202f\u00a0 ]/g, '')));
}

interface Verdict {
  ok: boolean;
  expected: string;
  got: string;
}

function judge(net: Network, step: Step, a: AssistantAnswer, prev: AssistantAnswer | undefined): Verdict {
  const describe = (id: string): string => {
    const t = net.byId.get(id);
    if (!t) return `unknown id ${id}`;
    const products = [...t.products.entries()].map(([p, s]) => `${p}:${s}`).join(' ');
    return `${t.fullName} (${t.role ?? t.title ?? '-'}, ${t.city.city}, ${products || 'no products'})`;
  };
  const names = a.contactIds.length;
  const c = step.check;
  switch (c.type) {
    case 'list': {
      const expected = new Set(net.truths.filter(c.expect).map((t) => t.id));
      const exp = `${expected.size} contact(s)${expected.size <= 3 ? `: ${[...expected].map((id) => net.byId.get(id)!.fullName).join(', ')}` : ''}`;
      const stray = a.contactIds.filter((id) => !expected.has(id));
      if (stray.length) return { ok: false, expected: exp, got: `${stray.length} of ${names} not expected, e.g. ${describe(stray[0]!)}` };
      if (!names) return { ok: false, expected: exp, got: 'named nobody' };
      if (a.total !== undefined && a.total !== expected.size) return { ok: false, expected: exp, got: `total ${a.total}` };
      if (expected.size <= LIST_LIMIT && names !== expected.size) {
        const missed = [...expected].filter((id) => !a.contactIds.includes(id));
        return { ok: false, expected: exp, got: `named ${names}, missed e.g. ${describe(missed[0]!)}` };
      }
      return { ok: true, expected: exp, got: `${names} named, total ${a.total ?? '-'}` };
    }
    case 'count': {
      const expected = net.truths.filter(c.expect).length;
      const ok = a.total === expected || numbersIn(a.text).includes(expected);
      return { ok, expected: `count ${expected}`, got: `total ${a.total ?? '-'}` };
    }
    case 'introduce': {
      const subject = net.byName.get(c.subject)!;
      const other = (s: Stance): Stance | undefined => (s === 'sells' ? 'buys' : s === 'buys' ? 'sells' : undefined);
      const exp = `the other side of ${[...subject.products.entries()].map(([p, s]) => `${p}:${s}`).join(' ')}`;
      if (!names) return { ok: false, expected: exp, got: 'named nobody' };
      for (const id of a.contactIds) {
        const t = net.byId.get(id);
        const fits =
          t &&
          t.id !== subject.id &&
          [...subject.products.entries()].some(([p, s]) => other(s) !== undefined && t.products.get(p) === other(s));
        if (!fits) return { ok: false, expected: exp, got: `named ${describe(id)}` };
      }
      return { ok: true, expected: exp, got: `${names} named` };
    }
    case 'reconnect': {
      const exp = `last contacted > ${QUIET_DAYS} days ago${c.also ? ', trading the product' : ''}`;
      if (!names) return { ok: false, expected: exp, got: 'named nobody' };
      for (const id of a.contactIds) {
        const t = net.byId.get(id);
        if (!t || t.lastDays <= QUIET_DAYS || (c.also && !c.also(t)))
          return { ok: false, expected: exp, got: `named ${describe(id)}, ${t?.lastDays ?? '?'} days` };
      }
      return { ok: true, expected: exp, got: `${names} named` };
    }
    case 'priorities': {
      const exp = c.wants.map((w) => `${w.product} ${w.side === 'sells' ? 'sellers' : 'buyers'}`).join(' or ');
      if (!names) return { ok: false, expected: exp, got: 'named nobody' };
      for (const id of a.contactIds) {
        const t = net.byId.get(id);
        if (!t || !c.wants.some((w) => t.products.get(w.product) === w.side))
          return { ok: false, expected: exp, got: `named ${describe(id)}` };
      }
      return { ok: true, expected: exp, got: `${names} named` };
    }
    case 'summary': {
      const ok = numbersIn(a.text).includes(net.truths.length);
      return { ok, expected: `the total ${net.truths.length} in the text`, got: ok ? 'has it' : 'no total' };
    }
    case 'details': {
      const wanted = prev?.contactIds[c.pick - 1];
      if (!wanted) return { ok: false, expected: `number ${c.pick} of the earlier list`, got: 'the earlier answer had no such entry' };
      const t = net.byId.get(wanted)!;
      const ok = a.contactIds[0] === wanted && a.text.includes(t.fullName);
      return {
        ok,
        expected: `details of ${t.fullName}`,
        got: a.contactIds[0] ? `first named ${describe(a.contactIds[0])}` : 'named nobody',
      };
    }
    case 'decline': {
      const ok = a.understood === false && names === 0;
      return { ok, expected: 'a decline naming nobody', got: `understood ${a.understood}, ${names} named` };
    }
    case 'nobody': {
      return { ok: names === 0, expected: 'nobody named', got: `${names} named${names ? `, e.g. ${describe(a.contactIds[0]!)}` : ''}` };
    }
    case 'greeting': {
      const ok = (a.intent === 'greeting' || a.intent === 'help') && names === 0;
      return { ok, expected: 'a greeting or help, nobody named', got: `intent ${a.intent}, ${names} named` };
    }
  }
}

// ---------------------------------------------------------------- the run

export async function run(): Promise<void> {
  const t0 = performance.now();
  const net = buildNetwork();
  note(
    PART,
    `generated ${int(net.contacts.length)} contacts in ${ms(performance.now() - t0)} (${net.neutralised} fillers moved off ambiguous readings)`,
  );

  // Every list and count question must have an answer in the network; every subject must exist.
  for (const step of CONVERSATIONS.flat()) {
    const c = step.check;
    if (c.type === 'list' && !net.truths.some(c.expect)) throw new Error(`"${step.q}": nobody to expect`);
    if (c.type === 'introduce' && !net.byName.get(c.subject)?.products.size) throw new Error(`"${step.q}": no such subject`);
  }

  const tIndex = performance.now();
  const index = await buildAssistantIndex(net.contacts);
  const indexMs = performance.now() - tIndex;

  const times: number[] = [];
  const results: { step: Step; v: Verdict; text: string }[] = [];
  for (const conversation of CONVERSATIONS) {
    const history: AssistantTurn[] = [];
    let prev: AssistantAnswer | undefined;
    for (const step of conversation) {
      let answer: AssistantAnswer | undefined;
      let v: Verdict;
      const t = performance.now();
      try {
        answer = await answerQuestion(index, { message: step.q, history: history.slice(-10), priorities: step.priorities, now: NOW });
        times.push(performance.now() - t);
        v = judge(net, step, answer, prev);
      } catch (err) {
        times.push(performance.now() - t);
        v = { ok: false, expected: 'an answer', got: `threw ${err instanceof Error ? err.message : String(err)}` };
      }
      history.push({ role: 'user', content: step.q });
      if (answer) history.push({ role: 'assistant', content: answer.text, contactIds: answer.contactIds });
      prev = answer;
      results.push({ step, v, text: answer?.text ?? '' });
      if (VERBOSE) {
        note(PART, `${v.ok ? 'ok   ' : 'WRONG'} [${step.kind}] "${step.q}"`);
        note(PART, `      expected ${v.expected}; got ${v.got}; intent ${answer?.intent ?? '-'}`);
        note(PART, `      ${clip(answer?.text ?? '', 400)}`);
      }
    }
  }

  const right = results.filter((r) => r.v.ok).length;
  const share = (100 * right) / results.length;
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2 : 0;

  figure('assistant (unseen) network', `${int(net.contacts.length)} contacts, index built in ${ms(indexMs)}`);
  figure('assistant (unseen) questions', int(results.length));
  figure('assistant (unseen) share right', `${share.toFixed(1)} % (${right} of ${results.length})`, '≥ 90 %');
  figure('assistant (unseen) median time per answer', ms(median));
  const kinds = new Map<Kind, { right: number; all: number }>();
  for (const r of results) {
    const k = kinds.get(r.step.kind) ?? { right: 0, all: 0 };
    k.all++;
    if (r.v.ok) k.right++;
    kinds.set(r.step.kind, k);
  }
  figure('assistant (unseen) right by kind', [...kinds.entries()].map(([k, v]) => `${k} ${v.right}/${v.all}`).join(', '));
  for (const r of results) {
    if (r.v.ok) continue;
    note(PART, `wrong [${r.step.kind}] "${r.step.q}": expected ${r.v.expected}; got ${r.v.got} | ${clip(r.text)}`);
  }
}
