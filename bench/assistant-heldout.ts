/**
 * The built-in assistant on held-out questions: a second network from a generator of its own (its own
 * PRNG, names from many cultures, 60 cities, products spelled the way traders write them) and questions
 * worded the way traders, brokers and procurement people type into a chat, written without looking at
 * the assistant's query reader or the product alias tables. Nothing here is tuned to the assistant:
 * a low share is a finding, never a failed run.
 *
 * Every expected answer is computed from the generator's own truth table (who trades which product, on
 * which side, where, when last contacted). Products that questions ask about are traded only by planted
 * contacts with a clear side (from the role, or from notes such as 'Looking for 10kt DAP monthly');
 * fillers trade other products only. `BENCH_ASSISTANT_VERBOSE=1` prints every question and answer.
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

const PART = 'assistant-heldout';
const CONTACTS = 5_000;
const NOW = new Date('2025-06-16T08:30:00Z');
const DAY = 86_400_000;
/** Older than this is 'not spoken to in ages' (old contacts are all older than 120 days, the rest within 60). */
const STALE_DAYS = 90;

// ---------------------------------------------------------------------------------------------------
// Randomness: cyrb128 to seed sfc32 from a text, so the network is the same on every run.

function seeded(seedText: string) {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seedText.length; i++) {
    const k = seedText.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let a = (h1 ^ h2 ^ h3 ^ h4) >>> 0;
  let b = (h2 ^ h1) >>> 0;
  let c = (h3 ^ h1) >>> 0;
  let d = (h4 ^ h1) >>> 0;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  const between = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    between,
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    weighted: <T>(list: readonly (readonly [T, number])[]): T => {
      const sum = list.reduce((s, [, w]) => s + w, 0);
      let r = next() * sum;
      for (const [item, w] of list) {
        r -= w;
        if (r < 0) return item;
      }
      return list[list.length - 1]![0];
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Products, by this bench's own truth key, written the way people type them into a contact card.

/** Products the questions ask about: only planted contacts trade them, each on a clear side. */
const ASKED: Record<string, string[]> = {
  urea: ['Urea granular', 'Granular urea 46%N', 'Prilled urea', 'Urea N46'],
  dap: ['DAP', 'DAP 18-46-0', 'Diammonium phosphate'],
  mop: ['MOP', 'Potash MOP standard', 'Muriate of potash (MOP)'],
  arabica: ['Arabica green beans', 'Washed Arabica', 'Green coffee - Arabica', 'Arabica coffee screen 17/18'],
  robusta: ['Robusta', 'Robusta G2', 'Robusta green coffee', 'Robusta coffee beans'],
  ic45: ['Sugar IC45', 'ICUMSA 45 white sugar', 'Refined sugar IC45'],
  vhp: ['VHP sugar', 'Raw sugar VHP', 'Brazilian VHP'],
  wheat: ['Wheat 11.5%', 'Milling wheat 12.5%', 'Wheat', 'Feed wheat'],
  barley: ['Barley', 'Feed barley'],
  sunflower: ['Sunflower oil', 'Crude sunflower oil', 'Refined sunflower oil'],
  olein: ['Palm olein', 'RBD palm olein', 'Palm olein CP10'],
  rcn: ['Cashew nuts RCN', 'RCN', 'Raw cashew nuts', 'RCN (in shell)'],
  kernels: ['Cashew kernels W320', 'Cashew kernels WW240', 'Cashew kernels'],
  cotton: ['Cotton', 'Raw cotton', 'Cotton lint'],
  thermal: ['Thermal coal 6000 NAR', 'Steam coal 5500 NAR', 'Thermal coal RB2', 'Thermal coal 4200 GAR'],
  metcoke: ['Met coke', 'Metallurgical coke', 'Met coke 30-80mm'],
  bitumen: ['Bitumen 60/70', 'Bitumen 80/100', 'Bitumen in drums', 'Bitumen VG30'],
  jet: ['Jet A1', 'Jet A-1', 'Aviation kerosene (Jet A1)'],
  ulsd: ['ULSD', 'ULSD 10ppm', 'Diesel EN590 10ppm', 'EN590'],
  naphtha: ['Naphtha', 'Open-spec naphtha', 'Light naphtha'],
  lpg: ['LPG', 'LPG (propane/butane)', 'LPG 50/50'],
  npi: ['Nickel pig iron', 'NPI 10-12% Ni', 'NPI'],
  znconc: ['Zinc concentrate', 'Zn concentrate 50%', 'Zinc conc'],
  alumina: ['Alumina', 'Smelter grade alumina', 'Calcined alumina'],
  hms: ['Scrap HMS', 'HMS 1&2 80:20', 'Heavy melting scrap'],
  billets: ['Billets', 'Steel billets 150x150', 'Billets 5SP'],
  pigiron: ['Pig iron', 'Basic pig iron', 'Foundry pig iron'],
  mnore: ['Manganese ore', 'Mn ore 44%', 'Manganese ore 37% Mn'],
  crore: ['Chrome ore', 'Chrome concentrate 42%', 'Chrome ore lumpy'],
  cuscrap: ['Copper scrap', 'Millberry copper scrap', 'Copper scrap Birch/Cliff'],
  silver: ['Silver', 'Silver bars 999', 'Silver granules'],
  dore: ['Gold dore', 'Gold doré bars', 'Dore bars'],
};

/** Products nobody is asked about (some are near neighbours of asked ones, on purpose). Fillers trade only these. */
const FILLER: Record<string, string[]> = {
  rice: ['Parboiled rice', 'Long grain white rice 5%'],
  soybeans: ['Soybeans', 'Soya beans GMO'],
  soymeal: ['Soybean meal', 'SBM 46%'],
  corn: ['Yellow corn', 'Maize'],
  crude: ['Crude oil', 'Brent-linked crude'],
  fueloil: ['Fuel oil 380 CST', 'VLSFO 0.5%'],
  cokingcoal: ['Hard coking coal', 'Met coal', 'PCI coal'],
  aluminium: ['Aluminium ingot P1020', 'Primary aluminium'],
  cathode: ['Copper cathode', 'Cu cathodes grade A'],
  ironore: ['Iron ore fines 62%', 'Iron ore pellets'],
  bullion: ['Gold bullion', 'Gold bars 999.9'],
  hrc: ['HRC', 'Hot rolled coil'],
  rebar: ['Rebar B500', 'Steel rebar'],
  cement: ['Cement', 'Clinker'],
  cocoa: ['Cocoa beans'],
  tea: ['Black tea CTC'],
  sesame: ['Sesame seeds'],
  pulses: ['Yellow peas', 'Chickpeas'],
  chicken: ['Frozen chicken paws'],
  polymers: ['Polypropylene', 'HDPE film grade'],
  zincmetal: ['SHG zinc', 'Zinc ingots'],
  nickel: ['Nickel cathodes', 'Nickel briquettes'],
  timber: ['Sawn timber'],
};
const FILLER_KEYS = Object.keys(FILLER);

// ---------------------------------------------------------------------------------------------------
// Places and people.

type Culture = keyof typeof NAMES;
const NAMES = {
  swiss: [
    ['Lukas', 'Reto', 'Beat', 'Urs', 'Nicole', 'Sandra', 'Matthias', 'Corinne', 'Adrian', 'Stefanie'],
    ['Brunner', 'Baumann', 'Gerber', 'Keller', 'Zbinden', 'Frei', 'Huber', 'Widmer', 'Steiner', 'Moser'],
  ],
  french: [
    ['Camille', 'Étienne', 'Julien', 'Margaux', 'Thibault', 'Claire', 'Hugo', 'Amélie', 'Laurent', 'Sophie'],
    ['Lefèvre', 'Moreau', 'Girard', 'Fontaine', 'Chevalier', 'Rousseau', 'Bernard', 'Dubois', 'Lambert', 'Marchand'],
  ],
  italian: [
    ['Giulia', 'Matteo', 'Francesca', 'Lorenzo', 'Chiara', 'Davide', 'Alessandro', 'Elena', 'Paolo', 'Silvia'],
    ['Bernasconi', 'Rossi', 'Fontana', 'Ferrari', 'Galli', 'Ricci', 'Bianchi', 'Moretti', 'Conti', 'Gianola'],
  ],
  dutch: [
    ['Jeroen', 'Sanne', 'Pieter', 'Lieke', 'Bram', 'Anouk', 'Wouter', 'Femke', 'Joost', 'Maarten'],
    ['de Vries', 'Janssens', 'Peeters', 'van Dijk', 'Bakker', 'Maes', 'Willems', 'Visser', 'Smit', 'de Smet'],
  ],
  german: [
    ['Jonas', 'Katrin', 'Felix', 'Anja', 'Tobias', 'Sabine', 'Florian', 'Julia', 'Henrik', 'Birgit'],
    ['Schneider', 'Becker', 'Hoffmann', 'Wagner', 'Schulz', 'Krüger', 'Vogel', 'Hartmann', 'Lehmann', 'Richter'],
  ],
  british: [
    ['Oliver', 'Harriet', 'James', 'Charlotte', 'Rupert', 'Emily', 'Alistair', 'Fiona', 'Hamish', 'Imogen'],
    ['Whitmore', 'Ashdown', 'Pemberton', 'Fletcher', 'Hargreaves', 'Thornton', 'Blackwood', 'Cartwright', 'Ellison', 'Radcliffe'],
  ],
  polish: [
    ['Katarzyna', 'Piotr', 'Agnieszka', 'Tomasz', 'Magdalena', 'Krzysztof'],
    ['Nowak', 'Kowalski', 'Wiśniewski', 'Zieliński', 'Lewandowski', 'Kamiński'],
  ],
  greek: [
    ['Nikos', 'Eleni', 'Giorgos', 'Maria', 'Dimitris', 'Katerina'],
    ['Papadopoulos', 'Georgiou', 'Konstantinou', 'Alexiou', 'Vlachos', 'Karalis'],
  ],
  norwegian: [
    ['Erik', 'Ingrid', 'Lars', 'Sigrid', 'Anders', 'Maja'],
    ['Lindqvist', 'Johansson', 'Haugen', 'Nilsen', 'Berg', 'Dahl'],
  ],
  turkish: [
    ['Emre', 'Elif', 'Mehmet', 'Zeynep', 'Burak', 'Ayşe', 'Can', 'Selin', 'Murat', 'Deniz'],
    ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç'],
  ],
  russian: [
    ['Dmitry', 'Anastasia', 'Sergey', 'Olga', 'Alexei', 'Tatiana', 'Nikolai', 'Ekaterina', 'Ivan', 'Yulia'],
    ['Ivanov', 'Smirnov', 'Kuznetsov', 'Popov', 'Sokolov', 'Volkov', 'Morozov', 'Lebedev', 'Orlov', 'Fedorov'],
  ],
  ukrainian: [
    ['Oksana', 'Andriy', 'Olena', 'Taras', 'Iryna', 'Bohdan'],
    ['Shevchenko', 'Bondarenko', 'Kovalenko', 'Tkachenko', 'Kravchenko', 'Melnyk'],
  ],
  kazakh: [
    ['Nurlan', 'Aigerim', 'Yerlan', 'Dana', 'Askar', 'Zhanna', 'Daulet', 'Madina'],
    ['Nurpeisov', 'Akhmetov', 'Seitkali', 'Zhaksylykov', 'Bekov', 'Ospanov', 'Tulegenov', 'Abenov'],
  ],
  gulf: [
    ['Khalid', 'Fatima', 'Omar', 'Noura', 'Saeed', 'Mariam', 'Hamad', 'Latifa', 'Yousef', 'Reem'],
    ['Al Mansoori', 'Al Hashimi', 'Al Qasimi', 'Al Suwaidi', 'Al Marri', 'Al Kuwari', 'Al Balushi', 'Al Harthy', 'Al Otaibi', 'Al Sabah'],
  ],
  egyptian: [
    ['Ahmed', 'Mona', 'Karim', 'Yasmin', 'Tarek', 'Heba', 'Mostafa', 'Dalia'],
    ['Hassan', 'Mahmoud', 'Abdelrahman', 'El-Sayed', 'Fahmy', 'Naguib', 'Soliman', 'Farouk'],
  ],
  moroccan: [
    ['Youssef', 'Salma', 'Mehdi', 'Imane', 'Hamza', 'Khadija'],
    ['El Amrani', 'Benjelloun', 'Alaoui', 'Bennani', 'Tazi', 'Chraibi'],
  ],
  ghanaian: [
    ['Kwame', 'Ama', 'Kofi', 'Akosua', 'Yaw', 'Efua', 'Kwabena', 'Abena'],
    ['Mensah', 'Boateng', 'Asante', 'Owusu', 'Agyeman', 'Darko', 'Appiah', 'Ofori'],
  ],
  ivorian: [
    ['Koffi', 'Aya', 'Yao', 'Adjoua', 'Konan', 'Mariam', 'Sékou', 'Awa'],
    ['Kouassi', 'Kouamé', 'Traoré', 'Koné', 'Bamba', 'Ouattara', 'Coulibaly', 'Diabaté'],
  ],
  nigerian: [
    ['Chinedu', 'Ngozi', 'Oluwaseun', 'Funmilayo', 'Emeka', 'Adaeze', 'Tunde', 'Bisi'],
    ['Okafor', 'Adeyemi', 'Eze', 'Balogun', 'Nwosu', 'Adebayo', 'Ogunleye', 'Obi'],
  ],
  kenyan: [
    ['Brian', 'Faith', 'Dennis', 'Mercy', 'Kevin', 'Grace', 'Collins', 'Purity'],
    ['Kamau', 'Otieno', 'Wanjiru', 'Kiprono', 'Mwangi', 'Achieng', 'Njoroge', 'Chebet'],
  ],
  tanzanian: [
    ['Baraka', 'Neema', 'Juma', 'Rehema', 'Hamisi', 'Zawadi'],
    ['Mushi', 'Massawe', 'Mollel', 'Kimaro', 'Lyimo', 'Mrema'],
  ],
  ugandan: [
    ['Moses', 'Esther', 'Joseph', 'Brenda', 'Ronald', 'Doreen'],
    ['Ssempala', 'Mukasa', 'Nakato', 'Okello', 'Kato', 'Namutebi'],
  ],
  southafrican: [
    ['Thabo', 'Naledi', 'Sipho', 'Lerato', 'Pieter', 'Annelie', 'Johan', 'Zanele'],
    ['Nkosi', 'Dlamini', 'Mokoena', 'van der Merwe', 'Botha', 'Khumalo', 'Pretorius', 'Ndlovu'],
  ],
  indian: [
    ['Arjun', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Rahul', 'Kavya', 'Sanjay', 'Meera'],
    ['Sharma', 'Iyer', 'Patel', 'Mehta', 'Reddy', 'Nair', 'Kapoor', 'Bhatt', 'Menon', 'Agarwal'],
  ],
  pakistani: [
    ['Ali', 'Ayesha', 'Bilal', 'Hira', 'Usman', 'Sana', 'Faisal', 'Mahnoor'],
    ['Khan', 'Qureshi', 'Siddiqui', 'Malik', 'Butt', 'Chaudhry', 'Sheikh', 'Raza'],
  ],
  bangladeshi: [
    ['Rafiq', 'Nusrat', 'Tanvir', 'Farzana', 'Imran', 'Sharmin'],
    ['Rahman', 'Hossain', 'Islam', 'Ahmed', 'Chowdhury', 'Karim'],
  ],
  indonesian: [
    ['Budi', 'Siti', 'Agus', 'Dewi', 'Rizky', 'Putri', 'Hendra', 'Ayu', 'Wahyu', 'Ratna'],
    ['Santoso', 'Wijaya', 'Kusuma', 'Hartono', 'Saputra', 'Setiawan', 'Halim', 'Gunawan', 'Pratama', 'Nugroho'],
  ],
  malay: [
    ['Ahmad', 'Nurul', 'Faizal', 'Aisyah', 'Hafiz', 'Farah', 'Azman', 'Liyana'],
    ['Ismail', 'Rahim', 'Hassan', 'Yusof', 'Tan', 'Lim', 'Ong', 'Abdullah'],
  ],
  thai: [
    ['Somchai', 'Nattaya', 'Anan', 'Kanya', 'Prasert', 'Siriporn'],
    ['Srisuk', 'Chaiyaporn', 'Wongsawat', 'Thongchai', 'Rattanakorn', 'Boonmee'],
  ],
  filipino: [
    ['Paolo', 'Maricel', 'Jose Miguel', 'Kristine', 'Rodel', 'Angelica'],
    ['Dela Cruz', 'Reyes', 'Bautista', 'Villanueva', 'Mendoza', 'Aquino'],
  ],
  vietnamese: [
    ['Minh', 'Lan', 'Huy', 'Thảo', 'Quang', 'Ngọc', 'Tuấn', 'Hương', 'Dũng', 'Linh'],
    ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Đặng', 'Bùi'],
  ],
  chinese: [
    ['Wei', 'Li Na', 'Jun', 'Xiaoling', 'Hao', 'Mei', 'Zhiwei', 'Yan', 'Kelvin', 'Cheryl'],
    ['Zhang', 'Wang', 'Chen', 'Liu', 'Huang', 'Zhao', 'Xu', 'Leung', 'Chan', 'Ng'],
  ],
  korean: [
    ['Ji-hoon', 'Seo-yeon', 'Min-jun', 'Ha-eun', 'Jae-won', 'Soo-jin', 'Hyun-woo', 'Eun-ji'],
    ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Yoon', 'Han'],
  ],
  japanese: [
    ['Haruto', 'Yui', 'Takeshi', 'Aiko', 'Kenji', 'Naoko', 'Daisuke', 'Emi'],
    ['Tanaka', 'Suzuki', 'Takahashi', 'Watanabe', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Sato'],
  ],
  mexican: [
    ['Alejandro', 'Mariana', 'Diego', 'Fernanda', 'Javier', 'Daniela', 'Rodrigo', 'Valeria'],
    ['Hernández', 'García', 'Martínez', 'López', 'González', 'Ramírez', 'Torres', 'Flores'],
  ],
  colombian: [
    ['Andrés', 'Catalina', 'Felipe', 'Juliana', 'Camilo', 'Natalia', 'Sebastián', 'Paula'],
    ['Restrepo', 'Gómez', 'Jaramillo', 'Ospina', 'Cárdenas', 'Villegas', 'Echeverri', 'Arango'],
  ],
  peruvian: [
    ['Luis', 'Rosa', 'Carlos', 'Milagros', 'Jorge', 'Lucía'],
    ['Quispe', 'Huamán', 'Rojas', 'Vargas', 'Chávez', 'Salazar'],
  ],
  chilean: [
    ['Matías', 'Constanza', 'Benjamín', 'Javiera', 'Vicente', 'Francisca', 'Ignacio', 'Antonia'],
    ['Muñoz', 'Contreras', 'Sepúlveda', 'Fuentes', 'Rojas', 'Valenzuela', 'Araya', 'Espinoza'],
  ],
  argentine: [
    ['Martín', 'Florencia', 'Tomás', 'Agustina', 'Nicolás', 'Sofía', 'Facundo', 'Camila'],
    ['Fernández', 'Rodríguez', 'Pereyra', 'Sosa', 'Acosta', 'Benítez', 'Romero', 'Gutiérrez'],
  ],
  brazilian: [
    ['João', 'Ana Clara', 'Pedro', 'Beatriz', 'Gustavo', 'Larissa', 'Rafael', 'Juliana'],
    ['Oliveira', 'Souza', 'Costa', 'Pereira', 'Almeida', 'Carvalho', 'Ribeiro', 'Nascimento'],
  ],
  northamerican: [
    ['Ryan', 'Megan', 'Tyler', 'Ashley', 'Brandon', 'Lauren', 'Connor', 'Jessica', 'Derek', 'Kayla'],
    ['Anderson', 'Mitchell', 'Campbell', 'MacDonald', 'Robertson', 'Thompson', 'Bennett', 'Parker', 'Hughes', 'Morrison'],
  ],
  australian: [
    ['Lachlan', 'Chloe', 'Mitchell', 'Tahlia', 'Hayden', 'Brooke'],
    ["O'Brien", 'McKenzie', 'Fraser', 'Walsh', 'Gallagher', 'Henderson'],
  ],
  maori: [
    ['Wiremu', 'Aroha', 'Tane', 'Mere', 'Rawiri', 'Ngaio'],
    ['Ngata', 'Parata', 'Tipene', 'Herewini', 'Rangi', 'Tamihana'],
  ],
} satisfies Record<string, [string[], string[]]>;
const CULTURES = Object.keys(NAMES) as Culture[];
/** Women's first names in the cultures whose surnames take a feminine form. */
const FEMININE = new Set([
  'Anastasia',
  'Olga',
  'Tatiana',
  'Ekaterina',
  'Yulia',
  'Katarzyna',
  'Agnieszka',
  'Magdalena',
  'Eleni',
  'Maria',
  'Katerina',
  'Aigerim',
  'Dana',
  'Zhanna',
  'Madina',
]);
/** The surname as a woman bearing it writes it (Volkov -> Volkova, Kowalski -> Kowalska, Vlachos -> Vlachou). */
function surnameFor(culture: Culture, first: string, last: string): string {
  if (!FEMININE.has(first)) return last;
  if (culture === 'russian' || culture === 'kazakh') return /(ov|ev|in)$/.test(last) ? `${last}a` : last;
  if (culture === 'polish') return last.replace(/ski$/, 'ska').replace(/cki$/, 'cka');
  if (culture === 'greek') return last.replace(/os$/, 'ou').replace(/is$/, 'i');
  return last;
}

interface City {
  city: string;
  country: string;
  cc: string;
  /** Name cultures most people there are from (the rest come from anywhere). */
  cultures: Culture[];
  weight: number;
}
const city = (name: string, country: string, cc: string, cultures: Culture[], weight = 1): City => ({
  city: name,
  country,
  cc,
  cultures,
  weight,
});
const CITIES: City[] = [
  city('Zug', 'Switzerland', 'CH', ['swiss', 'german'], 2),
  city('Lugano', 'Switzerland', 'CH', ['italian', 'swiss']),
  city('Geneva', 'Switzerland', 'CH', ['french', 'swiss'], 2),
  city('Antwerp', 'Belgium', 'BE', ['dutch']),
  city('Paris', 'France', 'FR', ['french']),
  city('Rotterdam', 'Netherlands', 'NL', ['dutch']),
  city('Hamburg', 'Germany', 'DE', ['german']),
  city('London', 'United Kingdom', 'GB', ['british'], 2),
  city('Milan', 'Italy', 'IT', ['italian']),
  city('Warsaw', 'Poland', 'PL', ['polish']),
  city('Athens', 'Greece', 'GR', ['greek']),
  city('Oslo', 'Norway', 'NO', ['norwegian']),
  city('Istanbul', 'Türkiye', 'TR', ['turkish']),
  city('Moscow', 'Russia', 'RU', ['russian']),
  city('Odesa', 'Ukraine', 'UA', ['ukrainian']),
  city('Almaty', 'Kazakhstan', 'KZ', ['kazakh', 'russian']),
  city('Dubai', 'United Arab Emirates', 'AE', ['gulf', 'indian', 'pakistani'], 2),
  city('Riyadh', 'Saudi Arabia', 'SA', ['gulf']),
  city('Doha', 'Qatar', 'QA', ['gulf']),
  city('Muscat', 'Oman', 'OM', ['gulf']),
  city('Kuwait City', 'Kuwait', 'KW', ['gulf']),
  city('Manama', 'Bahrain', 'BH', ['gulf']),
  city('Cairo', 'Egypt', 'EG', ['egyptian']),
  city('Casablanca', 'Morocco', 'MA', ['moroccan']),
  city('Accra', 'Ghana', 'GH', ['ghanaian']),
  city('Abidjan', "Côte d'Ivoire", 'CI', ['ivorian']),
  city('Lagos', 'Nigeria', 'NG', ['nigerian']),
  city('Nairobi', 'Kenya', 'KE', ['kenyan']),
  city('Mombasa', 'Kenya', 'KE', ['kenyan']),
  city('Dar es Salaam', 'Tanzania', 'TZ', ['tanzanian']),
  city('Kampala', 'Uganda', 'UG', ['ugandan']),
  city('Durban', 'South Africa', 'ZA', ['southafrican']),
  city('Johannesburg', 'South Africa', 'ZA', ['southafrican']),
  city('Mumbai', 'India', 'IN', ['indian'], 2),
  city('Karachi', 'Pakistan', 'PK', ['pakistani']),
  city('Dhaka', 'Bangladesh', 'BD', ['bangladeshi']),
  city('Singapore', 'Singapore', 'SG', ['chinese', 'malay', 'indian'], 2),
  city('Jakarta', 'Indonesia', 'ID', ['indonesian']),
  city('Kuala Lumpur', 'Malaysia', 'MY', ['malay', 'chinese']),
  city('Bangkok', 'Thailand', 'TH', ['thai']),
  city('Manila', 'Philippines', 'PH', ['filipino']),
  city('Ho Chi Minh City', 'Vietnam', 'VN', ['vietnamese']),
  city('Hanoi', 'Vietnam', 'VN', ['vietnamese']),
  city('Hong Kong', 'Hong Kong', 'HK', ['chinese']),
  city('Shanghai', 'China', 'CN', ['chinese'], 2),
  city('Seoul', 'South Korea', 'KR', ['korean']),
  city('Tokyo', 'Japan', 'JP', ['japanese']),
  city('Perth', 'Australia', 'AU', ['australian', 'british']),
  city('Melbourne', 'Australia', 'AU', ['australian', 'british']),
  city('Auckland', 'New Zealand', 'NZ', ['maori', 'australian']),
  city('Vancouver', 'Canada', 'CA', ['northamerican', 'chinese']),
  city('Calgary', 'Canada', 'CA', ['northamerican']),
  city('New York', 'United States', 'US', ['northamerican'], 2),
  city('Houston', 'United States', 'US', ['northamerican', 'mexican'], 2),
  city('Mexico City', 'Mexico', 'MX', ['mexican']),
  city('Bogotá', 'Colombia', 'CO', ['colombian']),
  city('Lima', 'Peru', 'PE', ['peruvian']),
  city('Santiago', 'Chile', 'CL', ['chilean']),
  city('Buenos Aires', 'Argentina', 'AR', ['argentine']),
  city('São Paulo', 'Brazil', 'BR', ['brazilian'], 2),
  city('Santos', 'Brazil', 'BR', ['brazilian']),
];
const CITY_BY_NAME = new Map(CITIES.map((c) => [c.city, c]));

/**
 * Regions as this bench reads them: 'in', or 'maybe' where people disagree (Türkiye, Russia, the Gulf
 * as part of Asia, Egypt as Middle East). A question about a region never has a candidate in a 'maybe'.
 */
const REGIONS: Record<string, { in: string[]; maybe: string[] }> = {
  Europe: { in: ['CH', 'BE', 'FR', 'NL', 'DE', 'GB', 'IT', 'PL', 'GR', 'NO'], maybe: ['TR', 'RU', 'UA', 'KZ'] },
  Asia: {
    in: ['SG', 'ID', 'MY', 'TH', 'PH', 'VN', 'HK', 'CN', 'KR', 'JP', 'IN', 'PK', 'BD'],
    maybe: ['AE', 'SA', 'QA', 'OM', 'KW', 'BH', 'TR', 'RU', 'KZ'],
  },
  'Middle East': { in: ['AE', 'SA', 'QA', 'OM', 'KW', 'BH'], maybe: ['TR', 'EG'] },
  'Latin America': { in: ['MX', 'CO', 'PE', 'CL', 'AR', 'BR'], maybe: [] },
  'West Africa': { in: ['GH', 'CI', 'NG'], maybe: [] },
  'East Africa': { in: ['KE', 'TZ', 'UG'], maybe: [] },
  'South Asia': { in: ['IN', 'PK', 'BD'], maybe: [] },
};

type Side = 'sells' | 'buys' | 'either';
const ROLE_SIDE: Record<string, Side | 'none'> = {
  Supplier: 'sells',
  Producer: 'sells',
  Exporter: 'sells',
  Buyer: 'buys',
  Importer: 'buys',
  'End User': 'buys',
  Trader: 'either',
  Broker: 'either',
  Agent: 'either',
  Analyst: 'none',
  Consultant: 'none',
  'Trade Finance': 'none',
  Logistics: 'none',
};
const FILLER_ROLES: [string, number][] = [
  ['Supplier', 8],
  ['Producer', 6],
  ['Exporter', 8],
  ['Buyer', 8],
  ['Importer', 7],
  ['End User', 6],
  ['Trader', 16],
  ['Broker', 8],
  ['Agent', 5],
  ['Analyst', 5],
  ['Consultant', 5],
  ['Trade Finance', 6],
  ['Logistics', 7],
];
/** Titles that say nothing about a side or a role. */
const TITLES = [
  'Managing Director',
  'Director',
  'Partner',
  'CEO',
  'Founder',
  'General Manager',
  'Vice President',
  'Country Manager',
  'Senior Manager',
  'Head of Desk',
  'Chairman',
  'Associate',
];
/** Notes that name no product, place, side or role. */
const NEUTRAL_NOTES = [
  'Prefers WhatsApp over email.',
  'Introduced by a mutual friend.',
  'Good for market colour.',
  'Slow to reply; call in the morning.',
  'Met at an industry dinner.',
  'KYC done.',
  'Pays on time.',
  'Speaks four languages.',
  'Old school: wants everything on the phone first.',
  'Careful with documents, very thorough.',
];
const COMPANY_WORDS = [
  'Aldergrove',
  'Bellweather',
  'Corvid',
  'Dunmore',
  'Everhart',
  'Fenwick',
  'Greyfield',
  'Hollins',
  'Juniper',
  'Kintyre',
  'Larkspur',
  'Marlowe',
  'Northam',
  'Oakhurst',
  'Pemberton',
  'Quillon',
  'Redfern',
  'Stanmore',
  'Thornbury',
  'Umbrel',
  'Valtara',
  'Westbrook',
  'Yarrow',
  'Zephyr',
  'Astra',
  'Borealis',
  'Cygnus',
  'Dorado',
  'Equinox',
  'Fidelis',
  'Helion',
  'Lumen',
  'Orion',
  'Polaris',
  'Sirius',
  'Vega',
  'Sinar',
  'Cahaya',
  'Maju',
  'Thanh Cong',
  'Hanbit',
  'Daewon',
  'Shinwa',
  'Al Noor',
  'Al Fajr',
  'Ubuntu',
  'Imani',
  'Estrella',
  'Horizonte',
  'Aurora',
  'Tamarind',
  'Meridian',
];
const COMPANY_TAILS = [
  'AG',
  'SA',
  'Ltd',
  'Pte Ltd',
  'FZE',
  'DMCC',
  'GmbH',
  'BV',
  'LLC',
  'Sdn Bhd',
  'Inc',
  'SARL',
  'Pty Ltd',
  'Co., Ltd',
  'Holdings',
  'Commodities',
  'Resources',
  'Group',
  'Trading',
];

// ---------------------------------------------------------------------------------------------------
// The truth table and the generator.

interface Truth {
  contact: AssistantContact;
  role: string;
  cc: string;
  city: string;
  /** Product key -> the side this contact is on for it. */
  trades: Map<string, Side>;
  daysSinceContact: number;
}

/**
 * A planted contact: a handle for the questions, a city, a role, the products (asked keys, and with
 * `side` a trader's or agent's side said by notes), whether the notes say the side, whether the user
 * lost touch.
 */
interface Plant {
  handle: string;
  city: string;
  role: string;
  products: string[];
  side?: 'sells' | 'buys';
  note?: boolean;
  old?: boolean;
  company?: string;
}
const p = (handle: string, cityName: string, role: string, products: string[], opts: Partial<Plant> = {}): Plant => ({
  handle,
  city: cityName,
  role,
  products,
  ...opts,
});

const PLANTS: Plant[] = [
  // Urea: Middle East sellers, sellers elsewhere, buyers.
  p('urea-dxb', 'Dubai', 'Producer', ['urea']),
  p('urea-doh', 'Doha', 'Exporter', ['urea']),
  p('urea-mct', 'Muscat', 'Supplier', ['urea']),
  p('urea-ruh', 'Riyadh', 'Trader', ['urea'], { side: 'sells' }),
  p('urea-mow', 'Moscow', 'Exporter', ['urea'], { old: true }),
  p('urea-jkt', 'Jakarta', 'Producer', ['urea']),
  p('urea-nbo', 'Nairobi', 'Importer', ['urea']),
  p('urea-dac', 'Dhaka', 'Buyer', ['urea']),
  p('urea-mex', 'Mexico City', 'End User', ['urea']),
  p('urea-mel', 'Melbourne', 'Importer', ['urea']),
  p('urea-lim', 'Lima', 'Agent', ['urea'], { side: 'buys', old: true }),
  // Wheat.
  p('wht-bue', 'Buenos Aires', 'Exporter', ['wheat']),
  p('wht-mel', 'Melbourne', 'Exporter', ['wheat']),
  p('wht-mow', 'Moscow', 'Exporter', ['wheat']),
  p('wht-yyc', 'Calgary', 'Producer', ['wheat']),
  p('wht-par', 'Paris', 'Supplier', ['wheat']),
  p('wht-gva', 'Geneva', 'Trader', ['wheat'], { side: 'sells' }),
  p('wht-ods', 'Odesa', 'Exporter', ['wheat']),
  p('wht-cai', 'Cairo', 'Importer', ['wheat']),
  p('wht-cas', 'Casablanca', 'Importer', ['wheat']),
  p('wht-jkt', 'Jakarta', 'End User', ['wheat']),
  p('wht-khi', 'Karachi', 'Buyer', ['wheat']),
  p('wht-dac', 'Dhaka', 'Importer', ['wheat']),
  p('wht-los', 'Lagos', 'End User', ['wheat']),
  p('wht-ist', 'Istanbul', 'Trader', ['wheat'], { side: 'buys' }),
  // DAP and potash.
  p('dap-cas', 'Casablanca', 'Producer', ['dap']),
  p('dap-ruh', 'Riyadh', 'Producer', ['dap']),
  p('dap-hou', 'Houston', 'Exporter', ['dap']),
  p('dap-sha', 'Shanghai', 'Exporter', ['dap']),
  p('dap-mow', 'Moscow', 'Supplier', ['dap']),
  p('dap-bom', 'Mumbai', 'Importer', ['dap']),
  p('dap-khi', 'Karachi', 'Importer', ['dap']),
  p('dap-nbo', 'Nairobi', 'Buyer', ['dap'], { note: true }),
  p('dap-sao', 'São Paulo', 'End User', ['dap']),
  p('mop-yvr', 'Vancouver', 'Producer', ['mop']),
  p('mop-mow', 'Moscow', 'Exporter', ['mop']),
  p('mop-kul', 'Kuala Lumpur', 'End User', ['mop']),
  p('mop-sao', 'São Paulo', 'Importer', ['mop']),
  p('mop-dar', 'Dar es Salaam', 'Importer', ['mop']),
  // Coffee.
  p('cof-bog', 'Bogotá', 'Exporter', ['arabica']),
  p('cof-sao', 'São Paulo', 'Producer', ['arabica']),
  p('cof-nbo', 'Nairobi', 'Exporter', ['arabica']),
  p('cof-lim', 'Lima', 'Exporter', ['arabica']),
  p('cof-sgn1', 'Ho Chi Minh City', 'Exporter', ['robusta']),
  p('cof-sgn2', 'Ho Chi Minh City', 'Exporter', ['robusta']),
  p('cof-jkt', 'Jakarta', 'Supplier', ['robusta']),
  p('cof-kla', 'Kampala', 'Exporter', ['robusta']),
  p('cof-ham', 'Hamburg', 'Importer', ['arabica']),
  p('cof-anr', 'Antwerp', 'Buyer', ['robusta']),
  p('cof-mil', 'Milan', 'End User', ['arabica', 'robusta']),
  p('cof-zug', 'Zug', 'Trader', ['robusta'], { side: 'buys' }),
  p('cof-sel', 'Seoul', 'Importer', ['arabica']),
  p('cof-tyo', 'Tokyo', 'End User', ['arabica']),
  p('cof-sha', 'Shanghai', 'Buyer', ['robusta']),
  p('cof-nyc', 'New York', 'Importer', ['arabica']),
  // Sugar.
  p('sug-sao', 'São Paulo', 'Exporter', ['ic45']),
  p('sug-bkk', 'Bangkok', 'Exporter', ['ic45']),
  p('sug-dxb', 'Dubai', 'Supplier', ['ic45']),
  p('sug-acc', 'Accra', 'Importer', ['ic45']),
  p('sug-abj', 'Abidjan', 'Buyer', ['ic45']),
  p('sug-los', 'Lagos', 'Importer', ['ic45']),
  p('sug-stos', 'Santos', 'Exporter', ['vhp']),
  p('sug-sao2', 'São Paulo', 'Producer', ['vhp']),
  p('sug-dxb2', 'Dubai', 'End User', ['vhp']),
  p('sug-jkt', 'Jakarta', 'Importer', ['vhp']),
  // Met coke: the one asked product traders and brokers deal in too.
  p('mc-sha', 'Shanghai', 'Exporter', ['metcoke']),
  p('mc-waw', 'Warsaw', 'Producer', ['metcoke']),
  p('mc-alm', 'Almaty', 'Producer', ['metcoke']),
  p('mc-bom', 'Mumbai', 'End User', ['metcoke']),
  p('mc-ist', 'Istanbul', 'Buyer', ['metcoke']),
  p('mc-zug', 'Zug', 'Trader', ['metcoke']),
  p('mc-sin', 'Singapore', 'Broker', ['metcoke']),
  // Zinc concentrate.
  p('zn-lim', 'Lima', 'Producer', ['znconc']),
  p('zn-mex', 'Mexico City', 'Producer', ['znconc']),
  p('zn-mel', 'Melbourne', 'Supplier', ['znconc']),
  p('zn-alm', 'Almaty', 'Exporter', ['znconc']),
  p('zn-sel', 'Seoul', 'End User', ['znconc']),
  p('zn-anr', 'Antwerp', 'End User', ['znconc']),
  p('zn-sha', 'Shanghai', 'Buyer', ['znconc']),
  // Alumina.
  p('al-per', 'Perth', 'Producer', ['alumina']),
  p('al-mel', 'Melbourne', 'Exporter', ['alumina']),
  p('al-bom', 'Mumbai', 'Exporter', ['alumina']),
  p('al-dxb', 'Dubai', 'End User', ['alumina']),
  p('al-bah', 'Manama', 'End User', ['alumina']),
  p('al-yvr', 'Vancouver', 'Importer', ['alumina']),
  // Bitumen.
  p('bit-dxb', 'Dubai', 'Supplier', ['bitumen']),
  p('bit-sin', 'Singapore', 'Supplier', ['bitumen']),
  p('bit-kwi', 'Kuwait City', 'Exporter', ['bitumen']),
  p('bit-nbo', 'Nairobi', 'Importer', ['bitumen']),
  p('bit-dar', 'Dar es Salaam', 'Buyer', ['bitumen']),
  p('bit-acc', 'Accra', 'Importer', ['bitumen']),
  p('bit-dac', 'Dhaka', 'Buyer', ['bitumen']),
  p('bit-jkt', 'Jakarta', 'End User', ['bitumen']),
  p('bit-los', 'Lagos', 'Trader', ['bitumen'], { side: 'buys' }),
  // Jet, ULSD, naphtha, LPG.
  p('jet-kwi', 'Kuwait City', 'Exporter', ['jet']),
  p('jet-bom', 'Mumbai', 'Supplier', ['jet']),
  p('jet-hou', 'Houston', 'Supplier', ['jet']),
  p('jet-los', 'Lagos', 'Importer', ['jet']),
  p('jet-acc', 'Accra', 'Buyer', ['jet']),
  p('jet-nbo', 'Nairobi', 'End User', ['jet']),
  p('ulsd-rtm', 'Rotterdam', 'Supplier', ['ulsd']),
  p('ulsd-hou', 'Houston', 'Exporter', ['ulsd']),
  p('ulsd-sin', 'Singapore', 'Trader', ['ulsd'], { side: 'sells' }),
  p('ulsd-abj', 'Abidjan', 'Importer', ['ulsd']),
  p('ulsd-lim', 'Lima', 'Importer', ['ulsd']),
  p('ulsd-mex', 'Mexico City', 'Buyer', ['ulsd']),
  p('nap-bom', 'Mumbai', 'Exporter', ['naphtha']),
  p('nap-ruh', 'Riyadh', 'Exporter', ['naphtha']),
  p('nap-sel', 'Seoul', 'End User', ['naphtha']),
  p('nap-tyo', 'Tokyo', 'End User', ['naphtha']),
  p('nap-sha', 'Shanghai', 'Buyer', ['naphtha']),
  p('lpg-hou', 'Houston', 'Exporter', ['lpg']),
  p('lpg-doh', 'Doha', 'Exporter', ['lpg']),
  p('lpg-dac', 'Dhaka', 'Importer', ['lpg']),
  p('lpg-khi', 'Karachi', 'Importer', ['lpg']),
  p('lpg-nbo', 'Nairobi', 'Importer', ['lpg']),
  // Edible oils.
  p('sun-ods', 'Odesa', 'Exporter', ['sunflower']),
  p('sun-mow', 'Moscow', 'Exporter', ['sunflower']),
  p('sun-bue', 'Buenos Aires', 'Exporter', ['sunflower']),
  p('sun-bom', 'Mumbai', 'Importer', ['sunflower']),
  p('sun-cai', 'Cairo', 'Importer', ['sunflower']),
  p('sun-ist', 'Istanbul', 'Buyer', ['sunflower']),
  p('po-kul', 'Kuala Lumpur', 'Exporter', ['olein']),
  p('po-jkt', 'Jakarta', 'Producer', ['olein']),
  p('po-khi', 'Karachi', 'Importer', ['olein']),
  p('po-mba', 'Mombasa', 'Importer', ['olein']),
  // Cashew.
  p('cn-abj', 'Abidjan', 'Exporter', ['rcn']),
  p('cn-acc', 'Accra', 'Exporter', ['rcn']),
  p('cn-los', 'Lagos', 'Supplier', ['rcn']),
  p('cn-dar', 'Dar es Salaam', 'Exporter', ['rcn']),
  p('cn-sgn1', 'Ho Chi Minh City', 'Importer', ['rcn']),
  p('cn-sgn2', 'Ho Chi Minh City', 'End User', ['rcn']),
  p('cn-bom', 'Mumbai', 'End User', ['rcn']),
  p('cn-sgn3', 'Ho Chi Minh City', 'Exporter', ['kernels']),
  p('cn-nyc', 'New York', 'Importer', ['kernels']),
  p('cn-rtm', 'Rotterdam', 'Importer', ['kernels']),
  // Cotton.
  p('ct-hou', 'Houston', 'Exporter', ['cotton']),
  p('ct-mel', 'Melbourne', 'Exporter', ['cotton']),
  p('ct-abj', 'Abidjan', 'Exporter', ['cotton']),
  p('ct-sao', 'São Paulo', 'Exporter', ['cotton']),
  p('ct-dac1', 'Dhaka', 'End User', ['cotton']),
  p('ct-dac2', 'Dhaka', 'End User', ['cotton']),
  p('ct-sgn', 'Ho Chi Minh City', 'End User', ['cotton']),
  p('ct-khi', 'Karachi', 'End User', ['cotton']),
  p('ct-ist', 'Istanbul', 'End User', ['cotton']),
  // Steel raw materials and semis.
  p('hms-nyc', 'New York', 'Exporter', ['hms']),
  p('hms-rtm', 'Rotterdam', 'Exporter', ['hms']),
  p('hms-dur', 'Durban', 'Supplier', ['hms']),
  p('hms-ist1', 'Istanbul', 'End User', ['hms']),
  p('hms-ist2', 'Istanbul', 'End User', ['hms']),
  p('hms-khi', 'Karachi', 'Buyer', ['hms']),
  p('bil-mow', 'Moscow', 'Exporter', ['billets']),
  p('bil-alm', 'Almaty', 'Exporter', ['billets']),
  p('bil-mct', 'Muscat', 'Producer', ['billets']),
  p('bil-mnl', 'Manila', 'Importer', ['billets']),
  p('bil-cas', 'Casablanca', 'Importer', ['billets']),
  p('bil-los', 'Lagos', 'Buyer', ['billets']),
  p('pi-ods', 'Odesa', 'Exporter', ['pigiron']),
  p('pi-sao', 'São Paulo', 'Exporter', ['pigiron']),
  p('pi-mow', 'Moscow', 'Exporter', ['pigiron']),
  p('pi-hou', 'Houston', 'Importer', ['pigiron']),
  p('pi-ist', 'Istanbul', 'End User', ['pigiron']),
  p('npi-jkt1', 'Jakarta', 'Producer', ['npi']),
  p('npi-jkt2', 'Jakarta', 'Producer', ['npi']),
  p('npi-sha', 'Shanghai', 'End User', ['npi']),
  p('npi-sel', 'Seoul', 'End User', ['npi']),
  p('mn-dur', 'Durban', 'Exporter', ['mnore'], { note: true }),
  p('mn-jnb', 'Johannesburg', 'Producer', ['mnore']),
  p('mn-acc', 'Accra', 'Exporter', ['mnore']),
  p('mn-sha', 'Shanghai', 'Importer', ['mnore']),
  p('mn-bom', 'Mumbai', 'End User', ['mnore']),
  p('cr-jnb', 'Johannesburg', 'Exporter', ['crore']),
  p('cr-dur', 'Durban', 'Supplier', ['crore']),
  p('cr-alm', 'Almaty', 'Exporter', ['crore']),
  p('cr-sha', 'Shanghai', 'End User', ['crore']),
  // Non-ferrous and precious.
  p('cu-nyc', 'New York', 'Supplier', ['cuscrap']),
  p('cu-ham', 'Hamburg', 'Supplier', ['cuscrap']),
  p('cu-dxb', 'Dubai', 'Supplier', ['cuscrap']),
  p('cu-sha', 'Shanghai', 'Importer', ['cuscrap']),
  p('cu-bom', 'Mumbai', 'Importer', ['cuscrap']),
  p('cu-kul', 'Kuala Lumpur', 'End User', ['cuscrap']),
  p('ag-mex', 'Mexico City', 'Producer', ['silver']),
  p('ag-lim', 'Lima', 'Producer', ['silver']),
  p('ag-zug', 'Zug', 'End User', ['silver']),
  p('ag-nyc', 'New York', 'Buyer', ['silver']),
  p('ag-bom', 'Mumbai', 'Importer', ['silver']),
  p('au-acc', 'Accra', 'Producer', ['dore']),
  p('au-lim', 'Lima', 'Exporter', ['dore']),
  p('au-bog', 'Bogotá', 'Exporter', ['dore']),
  p('au-lug', 'Lugano', 'End User', ['dore']),
  p('au-lug2', 'Lugano', 'End User', ['dore']),
  p('au-dxb', 'Dubai', 'End User', ['dore']),
  // Barley, thermal coal.
  p('bar-par', 'Paris', 'Exporter', ['barley']),
  p('bar-mel', 'Melbourne', 'Exporter', ['barley']),
  p('bar-ruh', 'Riyadh', 'Importer', ['barley']),
  p('bar-sha', 'Shanghai', 'Importer', ['barley']),
  p('tc-jkt1', 'Jakarta', 'Exporter', ['thermal']),
  p('tc-jkt2', 'Jakarta', 'Supplier', ['thermal']),
  p('tc-dur', 'Durban', 'Exporter', ['thermal']),
  p('tc-bog', 'Bogotá', 'Exporter', ['thermal']),
  p('tc-sel', 'Seoul', 'End User', ['thermal']),
  p('tc-khi', 'Karachi', 'Importer', ['thermal']),
  p('tc-sgn', 'Ho Chi Minh City', 'End User', ['thermal']),
  p('tc-tyo', 'Tokyo', 'End User', ['thermal']),
];

/** Planted companies (their people trade only filler products): who's at X, how many at X. */
const PLANTED_COMPANIES: { name: string; cities: string[] }[] = [
  { name: 'Kestrel Bay Commodities', cities: ['Singapore', 'Geneva', 'London'] },
  { name: 'Vanterpool Hesketh Ltd', cities: ['London', 'Houston'] },
  { name: 'Ostrander Quay AG', cities: ['Zug', 'Zug', 'Zug', 'Lugano'] },
];

/** Plants whose only products are the asked ones (introduction subjects and the like): no filler extras. */
const NO_EXTRAS = new Set(['mn-dur', 'cu-ham', 'dap-nbo', 'nap-sel']);

const QUANTITIES = ['5kt', '10kt', '20kt', '30kt', '50kt', '2,000 mt', '25,000 MT'];
/** Precious metals come by the kilo, not the kilotonne. */
const PRECIOUS_QUANTITIES = ['50 kg', '100 kg', '200 kg', '300 kg', '500 kg', '1 t', '2 t'];
const PRECIOUS = new Set(['silver', 'dore']);
const SELL_NOTES = ['Can supply {q} {p} monthly.', 'Has {q} {p} to offer, FOB.', 'Offering {q} {p} for loading next month.'];
const BUY_NOTES = ['Looking for {q} {p} monthly.', 'Needs {q} {p} per month, CIF.', 'Wants offers for {q} {p} on a term contract.'];

interface Network {
  contacts: AssistantContact[];
  truth: Truth[];
  byId: Map<string, Truth>;
  byHandle: Map<string, Truth>;
}

function generate(): Network {
  const r = seeded('tradeloom held-out network, second edition');
  const usedNames = new Set<string>();
  const truth: Truth[] = [];
  const byHandle = new Map<string, Truth>();

  const HISPANIC = new Set<Culture>(['mexican', 'colombian', 'peruvian', 'chilean', 'argentine']);
  /** Fathers' names for the cultures that put one between the given name and the family name. */
  const FATHERS: Partial<Record<Culture, string[]>> = {
    gulf: ['Khalid', 'Omar', 'Saeed', 'Hamad', 'Yousef', 'Rashid'],
    egyptian: ['Ahmed', 'Karim', 'Tarek', 'Mostafa', 'Hany'],
    moroccan: ['Youssef', 'Mehdi', 'Hamza', 'Driss'],
  };
  /** A unique full name; once the plain first-last pairs run short, the way that culture writes a longer name. */
  const personName = (wanted: Culture): string => {
    let culture = wanted;
    for (let attempt = 0; ; attempt++) {
      const [firsts, lasts] = NAMES[culture];
      const first = r.pick(firsts);
      const last = surnameFor(culture, first, r.pick(lasts));
      const fathers = FATHERS[culture];
      let name: string;
      if (culture === 'vietnamese') name = `${last} ${r.pick(['Văn', 'Thị', 'Đức', 'Thanh', 'Quốc', 'Hữu'])} ${first}`;
      else if (attempt < 4) name = `${first} ${last}`;
      else if (HISPANIC.has(culture)) name = `${first} ${last} ${r.pick(lasts)}`;
      else if (culture === 'brazilian') name = `${first} ${r.pick(lasts)} ${last}`;
      else if (fathers) name = `${first} ${r.pick(fathers.filter((f) => f !== first))} ${last}`;
      else name = `${first} ${r.pick([...'ABCDEFGHJKLMNPRSTW'])}. ${last}`;
      if (attempt > 60) culture = r.pick(CULTURES);
      if (!usedNames.has(name)) {
        usedNames.add(name);
        return name;
      }
    }
  };
  const companyName = (): string => {
    const word = r.pick(COMPANY_WORDS);
    return r.chance(0.3) ? `${word} ${r.pick(COMPANY_WORDS)} ${r.pick(COMPANY_TAILS)}` : `${word} ${r.pick(COMPANY_TAILS)}`;
  };
  const cityWeights = CITIES.map((c) => [c, c.weight] as const);

  const add = (opts: {
    place: City;
    role: string;
    trades: Map<string, Side>;
    written: string[];
    notes: string | null;
    company?: string;
    old: boolean;
  }): Truth => {
    const n = truth.length + 1;
    const culture = r.chance(0.78) ? r.pick(opts.place.cultures) : r.pick(CULTURES);
    const days = opts.old ? r.between(121, 1100) : r.between(0, 60);
    const last = new Date(NOW.getTime() - days * DAY - r.between(0, 86_000) * 1000);
    const created = new Date(last.getTime() - r.between(20, 1500) * DAY);
    const contact: AssistantContact = {
      id: `hc-${String(n).padStart(5, '0')}`,
      fullName: personName(culture),
      company: opts.company ?? (r.chance(0.93) ? companyName() : null),
      role: opts.role,
      title: r.chance(0.35) ? r.pick(TITLES) : null,
      location: `${opts.place.city}, ${opts.place.country}`,
      city: opts.place.city,
      country: opts.place.country,
      countryCode: opts.place.cc,
      commodities: opts.written.length ? opts.written.join(', ') : null,
      notes: opts.notes,
      lastContactedAt: last.toISOString(),
      createdAt: created.toISOString(),
    };
    const t: Truth = { contact, role: opts.role, cc: opts.place.cc, city: opts.place.city, trades: opts.trades, daysSinceContact: days };
    truth.push(t);
    return t;
  };

  /** 1 to 3 filler products on the role's side (or 'either'); none for most non-trading roles. */
  const fillerProducts = (role: string, trades: Map<string, Side>, written: string[], howMany: number) => {
    const side = ROLE_SIDE[role]!;
    if (side === 'none') return;
    for (let i = 0; i < howMany; i++) {
      const key = r.pick(FILLER_KEYS);
      if (trades.has(key)) continue;
      trades.set(key, side);
      written.push(r.pick(FILLER[key]!));
    }
  };

  for (const plant of PLANTS) {
    const place = CITY_BY_NAME.get(plant.city);
    if (!place) throw new Error(`plant ${plant.handle}: unknown city ${plant.city}`);
    const roleSide = ROLE_SIDE[plant.role];
    if (roleSide === undefined || roleSide === 'none') throw new Error(`plant ${plant.handle}: role ${plant.role} has no side`);
    if (roleSide === 'either' && plant.side && plant.products.length !== 1)
      throw new Error(`plant ${plant.handle}: a trader's note can put only one product on a side`);
    const side: Side = roleSide === 'either' ? (plant.side ?? 'either') : roleSide;
    const trades = new Map<string, Side>();
    const written: string[] = [];
    for (const key of plant.products) {
      if (!ASKED[key]) throw new Error(`plant ${plant.handle}: unknown product ${key}`);
      trades.set(key, side);
      written.push(r.pick(ASKED[key]!));
    }
    let notes: string | null = null;
    if (plant.side || plant.note || (roleSide !== 'either' && r.chance(0.35))) {
      const template = r.pick(side === 'buys' ? BUY_NOTES : SELL_NOTES);
      const quantity = r.pick(PRECIOUS.has(plant.products[0]!) ? PRECIOUS_QUANTITIES : QUANTITIES);
      notes = template.replace('{q}', quantity).replace('{p}', written[0]!);
    }
    // Extras: a filler product on the role's side for about a third of the sided plants (traders and
    // agents keep to their one product; introduction subjects trade only the asked product).
    if (!NO_EXTRAS.has(plant.handle) && roleSide !== 'either' && r.chance(0.3)) fillerProducts(plant.role, trades, written, 1);
    const t = add({ place, role: plant.role, trades, written, notes, company: plant.company, old: plant.old ?? false });
    byHandle.set(plant.handle, t);
  }

  for (const { name, cities } of PLANTED_COMPANIES) {
    for (const [i, cityName] of cities.entries()) {
      const role = r.weighted(FILLER_ROLES);
      const trades = new Map<string, Side>();
      const written: string[] = [];
      fillerProducts(role, trades, written, r.between(1, 2));
      const t = add({ place: CITY_BY_NAME.get(cityName)!, role, trades, written, notes: null, company: name, old: false });
      byHandle.set(`${name}#${i}`, t);
    }
  }

  while (truth.length < CONTACTS) {
    const place = r.weighted(cityWeights);
    const role = r.weighted(FILLER_ROLES);
    const trades = new Map<string, Side>();
    const written: string[] = [];
    const side = ROLE_SIDE[role]!;
    if (side !== 'none') fillerProducts(role, trades, written, r.between(1, 3));
    else if (r.chance(0.4)) {
      // Analysts and consultants list what they cover; the engine reads no side for them.
      for (let i = r.between(1, 2); i > 0; i--) written.push(r.pick(FILLER[r.pick(FILLER_KEYS)]!));
    }
    add({ place, role, trades, written, notes: r.chance(0.35) ? r.pick(NEUTRAL_NOTES) : null, old: r.chance(0.18) });
  }

  return { contacts: truth.map((t) => t.contact), truth, byId: new Map(truth.map((t) => [t.contact.id, t])), byHandle };
}

// ---------------------------------------------------------------------------------------------------
// Expectations from the truth table, and how an answer is judged against them.

interface Expect {
  /** What is expected, in words (printed beside a wrong answer). */
  describe: string;
  /** Null when the answer is right, else why it is wrong. `previous` is the real earlier answer of a follow-up. */
  judge: (a: AssistantAnswer, previous?: AssistantAnswer) => string | null;
}

type Kind = 'find' | 'count' | 'introduce' | 'reconnect' | 'summary' | 'details' | 'priorities' | 'decline' | 'nobody';

interface Question {
  key: string;
  kind: Kind;
  ask: string;
  expect: Expect;
  /** The question this one follows up (its answer goes in the history). */
  after?: string;
  priorities?: boolean;
}

function expectations(net: Network) {
  const t = (handle: string): Truth => {
    const found = net.byHandle.get(handle);
    if (!found) throw new Error(`no plant ${handle}`);
    return found;
  };
  const nameOf = (id: string) => net.byId.get(id)?.contact.fullName ?? `unknown id ${id}`;
  const names = (ids: readonly string[], max = 6) =>
    ids.length <= max ? ids.map(nameOf).join(', ') : `${ids.slice(0, max).map(nameOf).join(', ')} and ${ids.length - max} more`;

  interface Where {
    region?: string;
    countries?: string[];
    city?: string;
  }
  const placeOk = (c: Truth, where: Where | undefined, what: string): boolean => {
    if (!where) return true;
    if (where.city && c.city !== where.city) return false;
    if (where.countries && !where.countries.includes(c.cc)) return false;
    if (where.region) {
      const region = REGIONS[where.region];
      if (!region) throw new Error(`unknown region ${where.region}`);
      if (region.maybe.includes(c.cc)) throw new Error(`${what}: ${c.contact.fullName} (${c.cc}) is only maybe in ${where.region}`);
      if (!region.in.includes(c.cc)) return false;
    }
    return true;
  };

  /** Who trades any of `keys` (on `side`, or any side), where. Throws when the truth would be ambiguous. */
  const whoTrades = (keys: string[], side: 'sells' | 'buys' | 'any', where?: Where): string[] => {
    const what = `${keys.join('/')} ${side}`;
    const out: string[] = [];
    for (const c of net.truth) {
      const sides = keys.map((k) => c.trades.get(k)).filter((s): s is Side => s !== undefined);
      if (!sides.length) continue;
      if (side !== 'any' && sides.includes('either')) throw new Error(`${what}: ${c.contact.fullName} is on either side`);
      if (side !== 'any' && !sides.includes(side)) continue;
      if (placeOk(c, where, what)) out.push(c.contact.id);
    }
    return out;
  };
  const people = (pred: (c: Truth) => boolean): string[] => net.truth.filter(pred).map((c) => c.contact.id);

  const numbersIn = (text: string): number[] => (text.match(/\d[\d,.]*/g) ?? []).map((s) => Number(s.replace(/,/g, '')));

  const list = (ids: string[], what: string): Expect => {
    const want = new Set(ids);
    if (!want.size) throw new Error(`${what}: nothing expected (use nobody)`);
    return {
      describe: `${what}: ${ids.length}${ids.length <= 10 ? ` (${names(ids, 10)})` : ''}`,
      judge: (a) => {
        const got = [...new Set(a.contactIds)];
        const extra = got.filter((id) => !want.has(id));
        if (extra.length) return `named ${extra.length} not expected: ${names(extra)}`;
        if (!got.length) return 'named nobody';
        if (a.total !== undefined && a.total !== want.size) return `total ${a.total}, expected ${want.size}`;
        if (want.size <= 10 && got.length !== want.size) return `missed ${names(ids.filter((id) => !got.includes(id)))}`;
        return null;
      },
    };
  };
  const count = (n: number, what: string): Expect => ({
    describe: `${what}: ${int(n)}`,
    judge: (a) => (a.total === n || numbersIn(a.text).includes(n) ? null : `no ${n} in the answer (total ${a.total ?? 'none'})`),
  });
  /** At least one named, all named on the other side of a product the planted contact trades. */
  const introduce = (handle: string): Expect => {
    const subject = t(handle);
    const allowed = new Set<string>();
    for (const [key, side] of subject.trades) {
      if (side === 'either') throw new Error(`introduction subject ${handle} trades ${key} on either side`);
      for (const id of whoTrades([key], side === 'sells' ? 'buys' : 'sells')) allowed.add(id);
    }
    allowed.delete(subject.contact.id);
    const products = [...subject.trades.keys()].join(', ');
    return {
      describe: `counterparts of ${subject.contact.fullName} (${[...subject.trades.values()][0]} ${products}): any of ${names([...allowed], 8)}`,
      judge: (a) => {
        if (!a.contactIds.length) return 'named nobody';
        const wrong = a.contactIds.filter((id) => !allowed.has(id));
        return wrong.length ? `named ${wrong.length} not on the other side: ${names(wrong)}` : null;
      },
    };
  };
  const reconnect = (keys?: string[]): Expect => {
    const scope = keys ? new Set(whoTrades(keys, 'any')) : null;
    const stale = people((c) => c.daysSinceContact > STALE_DAYS && (!scope || scope.has(c.contact.id)));
    if (!stale.length) throw new Error('reconnect: nobody stale');
    return {
      describe: `contacts last reached over ${STALE_DAYS} days ago${keys ? ` who trade ${keys.join('/')}` : ''} (${int(stale.length)} of them)`,
      judge: (a) => {
        if (!a.contactIds.length) return 'named nobody';
        const fresh = a.contactIds.filter((id) => (net.byId.get(id)?.daysSinceContact ?? 0) <= STALE_DAYS);
        if (fresh.length) return `named ${fresh.length} reached recently: ${names(fresh)}`;
        const outside = scope ? a.contactIds.filter((id) => !scope.has(id)) : [];
        return outside.length ? `named ${outside.length} outside ${keys?.join('/')}: ${names(outside)}` : null;
      },
    };
  };
  const decline = (): Expect => ({
    describe: 'declines (understood false, nobody named)',
    judge: (a) =>
      a.understood === false && a.contactIds.length === 0
        ? null
        : `understood ${a.understood}, named ${a.contactIds.length}${a.contactIds.length ? `: ${names(a.contactIds)}` : ''}`,
  });
  const nobody = (what: string): Expect => ({
    describe: `nobody (${what})`,
    judge: (a) => (a.contactIds.length === 0 ? null : `named ${a.contactIds.length}: ${names(a.contactIds)}`),
  });
  const summary = (): Expect => ({
    describe: `a summary with the total ${int(net.contacts.length)}`,
    judge: (a) =>
      a.text.includes(int(net.contacts.length)) || a.text.includes(String(net.contacts.length)) ? null : 'no total in the text',
  });
  const details = (handle: string): Expect => {
    const c = t(handle).contact;
    return {
      describe: `details of ${c.fullName}`,
      judge: (a) =>
        a.contactIds[0] !== c.id
          ? `first named ${a.contactIds[0] ? nameOf(a.contactIds[0]) : 'nobody'}`
          : a.text.includes(c.fullName)
            ? null
            : 'the text lacks the full name',
    };
  };
  /** Details of the n-th (1-based) contact the real earlier answer listed. */
  const detailsOfListed = (n: number): Expect => ({
    describe: `details of contact no. ${n} of the previous answer`,
    judge: (a, previous) => {
      const id = previous?.contactIds[n - 1];
      if (!id) return `the previous answer listed ${previous?.contactIds.length ?? 0}, not ${n}`;
      if (a.contactIds[0] !== id) return `first named ${a.contactIds[0] ? nameOf(a.contactIds[0]) : 'nobody'}, not ${nameOf(id)}`;
      return a.text.includes(nameOf(id)) ? null : `the text lacks ${nameOf(id)}`;
    },
  });
  const serving = (allowedIds: string[], what: string): Expect => {
    const allowed = new Set(allowedIds);
    return {
      describe: `${what}: any of ${allowed.size}`,
      judge: (a) => {
        if (!a.contactIds.length) return 'named nobody';
        const wrong = a.contactIds.filter((id) => !allowed.has(id));
        return wrong.length ? `named ${wrong.length} who do not serve it: ${names(wrong)}` : null;
      },
    };
  };

  return { t, whoTrades, people, list, count, introduce, reconnect, decline, nobody, summary, details, detailsOfListed, serving };
}

const PRIORITIES: EnginePriority[] = [
  {
    id: 'pri-urea',
    priorityText: 'Secure 25kt a month of granular urea for the Q3 tender',
    targetCommodity: 'Urea',
    targetRegion: 'Middle East',
    deadline: '2025-09-30',
  },
  {
    id: 'pri-bitumen',
    priorityText: 'Find offtakers for our bitumen 60/70 cargoes',
    targetCommodity: 'Bitumen',
    targetRegion: null,
    deadline: '2025-08-15',
  },
];

function questions(net: Network): Question[] {
  const e = expectations(net);
  const { whoTrades: who, people } = e;
  const qs: Question[] = [];
  const q = (kind: Kind, key: string, ask: string, expect: Expect, more: Partial<Question> = {}) =>
    qs.push({ kind, key, ask, expect, ...more });
  const role = (r: string, cityName?: string) => people((c) => c.role === r && (!cityName || c.city === cityName));
  const name = (handle: string) => e.t(handle).contact.fullName;
  const inCountry = (...cc: string[]) => people((c) => cc.includes(c.cc));
  const atCompany = (company: string) => people((c) => c.contact.company === company);

  // Finding people by product, side and place.
  q(
    'find',
    'urea-me',
    'anyone selling urea out of the Middle East?',
    e.list(who(['urea'], 'sells', { region: 'Middle East' }), 'urea sellers in the Middle East'),
  );
  q('find', 'wheat-place', 'I have 20kt wheat to place, who could take it?', e.list(who(['wheat'], 'buys'), 'wheat buyers'));
  q('details', 'wheat-third', 'the third one — tell me more', e.detailsOfListed(3), { after: 'wheat-place' });
  q('find', 'dap-source', 'who can I source DAP from?', e.list(who(['dap'], 'sells'), 'DAP sellers'));
  q('find', 'dap-morocco', 'any of those in Morocco?', e.list(who(['dap'], 'sells', { countries: ['MA'] }), 'DAP sellers in Morocco'), {
    after: 'dap-source',
  });
  q(
    'find',
    'coffee-eu',
    'got any coffee buyers in Europe',
    e.list(who(['arabica', 'robusta'], 'buys', { region: 'Europe' }), 'coffee buyers in Europe'),
  );
  q('find', 'coffee-asia', 'what about Asia?', e.list(who(['arabica', 'robusta'], 'buys', { region: 'Asia' }), 'coffee buyers in Asia'), {
    after: 'coffee-eu',
  });
  q('find', 'robusta-sellers', 'who sells robusta?', e.list(who(['robusta'], 'sells'), 'robusta sellers'));
  q(
    'find',
    'arabica-co-pe',
    'any arabica exporters in Colombia or Peru?',
    e.list(who(['arabica'], 'sells', { countries: ['CO', 'PE'] }), 'arabica sellers in Colombia or Peru'),
  );
  q('find', 'ic45-buyers', 'who buys ICUMSA 45?', e.list(who(['ic45'], 'buys'), 'IC45 white sugar buyers (not VHP)'));
  q(
    'find',
    'sugar-brazil',
    'any sugar sellers in Brazil?',
    e.list(who(['ic45', 'vhp'], 'sells', { countries: ['BR'] }), 'sugar sellers in Brazil'),
  );
  q('find', 'metcoke', 'who deals in met coke', e.list(who(['metcoke'], 'any'), 'met coke, any side (not met coal)'));
  q('find', 'znconc', 'who handles zinc conc?', e.list(who(['znconc'], 'any'), 'zinc concentrate, any side (not SHG zinc)'));
  q('find', 'znconc-sellers', 'only the sellers', e.list(who(['znconc'], 'sells'), 'zinc concentrate sellers'), { after: 'znconc' });
  q('find', 'alumina-buyers', 'alumina buyers?', e.list(who(['alumina'], 'buys'), 'alumina buyers (not aluminium)'));
  q('find', 'bitumen-buyers', 'bitumen buyers?', e.list(who(['bitumen'], 'buys'), 'bitumen buyers'));
  q('count', 'bitumen-total', 'and how many in total?', e.count(who(['bitumen'], 'buys').length, 'bitumen buyers'), {
    after: 'bitumen-buyers',
  });
  q('find', 'bitumen-typo', 'who supplies bitumin?', e.list(who(['bitumen'], 'sells'), 'bitumen sellers'));
  q('find', 'jet-buyers', "who's buying jet fuel?", e.list(who(['jet'], 'buys'), 'jet fuel buyers'));
  q('find', 'ulsd-sellers', 'need ULSD — who can supply?', e.list(who(['ulsd'], 'sells'), 'ULSD sellers'));
  q(
    'find',
    'diesel-latam',
    'any deisel buyers in Latin America?',
    e.list(who(['ulsd'], 'buys', { region: 'Latin America' }), 'diesel buyers in Latin America'),
  );
  q('find', 'naphtha-asia', 'naphtha buyers in Asia', e.list(who(['naphtha'], 'buys', { region: 'Asia' }), 'naphtha buyers in Asia'));
  q(
    'find',
    'lpg-south-asia',
    'LPG importers in South Asia?',
    e.list(who(['lpg'], 'buys', { region: 'South Asia' }), 'LPG buyers in South Asia'),
  );
  q('find', 'sunflower-typo', 'anyone I can sell sunflwer oil to?', e.list(who(['sunflower'], 'buys'), 'sunflower oil buyers'));
  q('find', 'olein-sellers', 'who sells palm olein?', e.list(who(['olein'], 'sells'), 'palm olein sellers'));
  q('details', 'olein-first', 'tell me more about the first one', e.detailsOfListed(1), { after: 'olein-sellers' });
  q(
    'find',
    'cashew-vn',
    'show me cashew traders in Vietnam',
    e.list(who(['rcn', 'kernels'], 'any', { countries: ['VN'] }), 'cashew, any side, in Vietnam'),
  );
  q(
    'find',
    'rcn-west-africa',
    'RCN sellers in West Africa?',
    e.list(who(['rcn'], 'sells', { region: 'West Africa' }), 'RCN sellers in West Africa'),
  );
  q('find', 'cashew-buyers-typo', 'cahsew buyers', e.list(who(['rcn', 'kernels'], 'buys'), 'cashew buyers (RCN and kernels)'));
  q(
    'find',
    'cotton-bd',
    'who buys cotton in Bangladesh?',
    e.list(who(['cotton'], 'buys', { countries: ['BD'] }), 'cotton buyers in Bangladesh'),
  );
  q('find', 'hms-turkey', 'HMS buyers in Turkey', e.list(who(['hms'], 'buys', { countries: ['TR'] }), 'HMS buyers in Türkiye'));
  q('find', 'hms-sellers', 'who can ship me scrap HMS?', e.list(who(['hms'], 'sells'), 'HMS sellers'));
  q('find', 'billet-sellers', 'billet suppliers?', e.list(who(['billets'], 'sells'), 'steel billet sellers'));
  q('find', 'pigiron-sellers', 'who sells pig iron?', e.list(who(['pigiron'], 'sells'), 'pig iron sellers (not NPI)'));
  q(
    'find',
    'npi-indonesia',
    'any NPI producers in Indonesia?',
    e.list(who(['npi'], 'sells', { countries: ['ID'] }), 'NPI sellers in Indonesia'),
  );
  q(
    'find',
    'chrome-za',
    'chrome ore sellers in South Africa',
    e.list(who(['crore'], 'sells', { countries: ['ZA'] }), 'chrome ore sellers in South Africa'),
  );
  q(
    'find',
    'cuscrap-asia',
    'copper scrap buyers in Asia?',
    e.list(who(['cuscrap'], 'buys', { region: 'Asia' }), 'copper scrap buyers in Asia'),
  );
  q('find', 'silver-buyers', 'who wants silver?', e.list(who(['silver'], 'buys'), 'silver buyers'));
  q('find', 'dore-buyers', 'who buys gold dore?', e.list(who(['dore'], 'buys'), 'gold dore buyers (not bullion)'));
  q('find', 'barley-buyers', 'barley buyers?', e.list(who(['barley'], 'buys'), 'barley buyers'));
  q(
    'find',
    'coal-id',
    'thermal coal suppliers in Indonesia?',
    e.list(who(['thermal'], 'sells', { countries: ['ID'] }), 'thermal coal sellers in Indonesia'),
  );
  q('find', 'coal-6000', 'who can I sell 6000 NAR coal to?', e.list(who(['thermal'], 'buys'), 'thermal coal buyers (not coking coal)'));
  q(
    'find',
    'fert-russia',
    'fertliser suppliers in Russia?',
    e.list(who(['urea', 'dap', 'mop'], 'sells', { countries: ['RU'] }), 'fertiliser sellers in Russia'),
  );
  q(
    'find',
    'fert-east-africa',
    'who buys fertilizer in East Africa?',
    e.list(who(['urea', 'dap', 'mop'], 'buys', { region: 'East Africa' }), 'fertiliser buyers in East Africa'),
  );

  // People by role, place and company.
  q('find', 'brokers-geneva', 'list my brokers in Geneva', e.list(role('Broker', 'Geneva'), 'role Broker in Geneva'));
  q('find', 'brokers-zug', 'and in Zug?', e.list(role('Broker', 'Zug'), 'role Broker in Zug'), { after: 'brokers-geneva' });
  q('find', 'cote-divoire', 'any contacts in Cote d Ivoire?', e.list(inCountry('CI'), "everyone in Côte d'Ivoire"));
  q('find', 'indonesia-typo', 'contacts in Indonessia', e.list(inCountry('ID'), 'everyone in Indonesia'));
  q(
    'find',
    'rotterdam-typo',
    'anyone in Roterdam?',
    e.list(
      people((c) => c.city === 'Rotterdam'),
      'everyone in Rotterdam',
    ),
  );
  q('find', 'logistics-antwerp', 'logistcs people in Antwerp', e.list(role('Logistics', 'Antwerp'), 'role Logistics in Antwerp'));
  q(
    'find',
    'kestrel',
    "who's at Kestrel Bay Commodities?",
    e.list(atCompany('Kestrel Bay Commodities'), 'people at Kestrel Bay Commodities'),
  );
  q(
    'find',
    'vanterpool',
    'anyone from Vanterpool Hesketh?',
    e.list(atCompany('Vanterpool Hesketh Ltd'), 'people at Vanterpool Hesketh Ltd'),
  );

  // Counts.
  q('count', 'kenya', 'how many people do I know in Kenya?', e.count(inCountry('KE').length, 'contacts in Kenya'));
  q('count', 'urea-buyers', 'how many urea buyers do I have?', e.count(who(['urea'], 'buys').length, 'urea buyers'));
  q(
    'count',
    'coffee-sellers',
    'how many coffee sellers do I have?',
    e.count(who(['arabica', 'robusta'], 'sells').length, 'coffee sellers'),
  );
  q(
    'count',
    'ostrander',
    'how many people at Ostrander Quay AG?',
    e.count(atCompany('Ostrander Quay AG').length, 'people at Ostrander Quay AG'),
  );
  q('count', 'brokers-typo', 'number of brokres in my network?', e.count(role('Broker').length, 'role Broker'));

  // Introductions.
  q('introduce', 'intro-mn', `who could I connect ${name('mn-dur')} with?`, e.introduce('mn-dur'));
  q('introduce', 'intro-cu', `any match for ${name('cu-ham')}?`, e.introduce('cu-ham'));
  q('introduce', 'intro-dap', `who should ${name('dap-nbo')} talk to?`, e.introduce('dap-nbo'));
  q('introduce', 'intro-nap', `introductions for ${name('nap-sel')}?`, e.introduce('nap-sel'));

  // Reconnects.
  q('reconnect', 'stale', 'who have I not spoken to in ages?', e.reconnect());
  q('reconnect', 'neglected', 'which important contacts have I neglected?', e.reconnect());
  q('reconnect', 'stale-urea', "any urea people I've lost touch with?", e.reconnect(['urea']));

  // Summaries.
  q('summary', 'book', 'give me a quick picture of my book', e.summary());
  q('summary', 'network', 'summarise my network', e.summary());

  // Priorities (passed with the question).
  const prioritySide = [...who(['urea'], 'sells'), ...who(['bitumen'], 'buys')];
  q('priorities', 'pri-focus', 'what should I focus on given my priorities?', e.serving(prioritySide, 'urea sellers or bitumen buyers'), {
    priorities: true,
  });
  q('priorities', 'pri-bitumen', 'who can help with the bitumen priority?', e.serving(who(['bitumen'], 'buys'), 'bitumen buyers'), {
    priorities: true,
  });

  // Details by name.
  q('details', 'about-zug', `tell me about ${name('cof-zug')}`, e.details('cof-zug'));

  // Out of scope: must decline and name nobody.
  q('decline', 'lme', "what's the LME copper price?", e.decline());
  q('decline', 'email', 'draft an email to my banker about the LC', e.decline());
  q('decline', 'freight', "what's the freight rate Santos-Qingdao?", e.decline());
  q('decline', 'fx', 'convert 100 USD to EUR', e.decline());
  q('decline', 'forecast', 'will wheat prices go up next month?', e.decline());
  q('decline', 'weather', "what's the weather in Rotterdam?", e.decline());

  // Products (or product and place) nobody in the network trades.
  q('nobody', 'moly', 'who buys molybdenum?', e.nobody('nobody trades molybdenum'));
  q('nobody', 'vanadium', 'any vanadium pentoxide sellers?', e.nobody('nobody trades vanadium'));
  q('nobody', 'cobalt', 'who trades cobalt hydroxide?', e.nobody('nobody trades cobalt'));
  q('nobody', 'shrimp', 'anyone dealing in frozen shrimp?', e.nobody('nobody trades shrimp'));
  q('nobody', 'bitumen-canada', 'any bitumen buyers in Canada?', e.nobody('no bitumen buyer is in Canada'));
  q('nobody', 'coffee-nz', 'coffee buyers in New Zealand?', e.nobody('no coffee buyer is in New Zealand'));

  return qs;
}

// ---------------------------------------------------------------------------------------------------

export async function run(): Promise<void> {
  const verbose = process.env.BENCH_ASSISTANT_VERBOSE === '1';
  const net = generate();
  const qs = questions(net);
  note(PART, `${int(net.contacts.length)} contacts (${PLANTS.length} planted), ${qs.length} questions`);

  const t0 = performance.now();
  const index = buildAssistantIndex(net.contacts);
  const buildMs = performance.now() - t0;

  const answers = new Map<string, AssistantAnswer>();
  const histories = new Map<string, AssistantTurn[]>();
  const times: number[] = [];
  const byKind = new Map<Kind, { right: number; total: number }>();
  const wrong: string[] = [];
  const nameOf = (id: string) => net.byId.get(id)?.contact.fullName ?? id;
  const cameBack = (a: AssistantAnswer) =>
    `intent ${a.intent}, understood ${a.understood}, total ${a.total ?? '-'}, named ${a.contactIds.length}` +
    `${a.contactIds.length ? ` (${a.contactIds.slice(0, 4).map(nameOf).join(', ')}${a.contactIds.length > 4 ? ', …' : ''})` : ''}: ` +
    `"${a.text.replace(/\s+/g, ' ').slice(0, 200)}"`;

  for (const question of qs) {
    const kind = byKind.get(question.kind) ?? { right: 0, total: 0 };
    byKind.set(question.kind, kind);
    kind.total++;
    let history: AssistantTurn[] = [];
    let previous: AssistantAnswer | undefined;
    if (question.after) {
      previous = answers.get(question.after);
      history = histories.get(question.after) ?? [];
    }
    let verdict: string | null;
    let answer: AssistantAnswer | undefined;
    if (question.after && !previous) {
      verdict = 'the question it follows up threw';
    } else {
      try {
        const t = performance.now();
        answer = answerQuestion(index, {
          message: question.ask,
          history,
          priorities: question.priorities ? PRIORITIES : undefined,
          now: NOW,
        });
        times.push(performance.now() - t);
        verdict = question.expect.judge(answer, previous);
      } catch (err) {
        verdict = `threw: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
      }
    }
    if (answer) {
      answers.set(question.key, answer);
      histories.set(question.key, [
        ...history,
        { role: 'user', content: question.ask },
        { role: 'assistant', content: answer.text, contactIds: answer.contactIds },
      ]);
    }
    if (verdict === null) kind.right++;
    const line =
      `${verdict === null ? 'right' : 'WRONG'} [${question.kind}] "${question.ask}"${question.after ? ` (after "${qs.find((x) => x.key === question.after)?.ask}")` : ''}` +
      ` — expected ${question.expect.describe}${verdict === null ? '' : `; ${verdict}`}; came back: ${answer ? cameBack(answer) : 'nothing'}`;
    if (verdict !== null) wrong.push(line);
    else if (verbose) note(PART, line);
  }

  const total = qs.length;
  const right = [...byKind.values()].reduce((s, k) => s + k.right, 0);
  figure('held-out questions (second network, unseen phrasings)', int(total));
  figure('held-out answers right', `${((100 * right) / total).toFixed(1)} % (${right} of ${total})`, '≥ 90 %');
  figure(`median answer time at ${int(net.contacts.length)} contacts`, times.length ? ms(median(times)) : 'n/a');
  figure(`index build at ${int(net.contacts.length)} contacts`, ms(buildMs));
  figure('right by kind', [...byKind.entries()].map(([k, v]) => `${k} ${v.right}/${v.total}`).join(', '));
  for (const line of wrong) note(PART, line);
}
