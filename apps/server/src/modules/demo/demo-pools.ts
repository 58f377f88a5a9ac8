/** Word pools of the demo network: trading hubs with the people, firms and trades found there. */
import type { CommodityGroup } from '@tradeloom/domain';

export interface Hub {
  /** As a contact's location reads: 'City, Country'. */
  location: string;
  /** Used only when the cities table is not loaded. */
  latitude: number;
  longitude: number;
  /** Name pool key. */
  people: keyof typeof PEOPLE;
  /** Legal form of firms there. */
  suffixes: readonly string[];
  /** Words firms there are named after. */
  stems: readonly string[];
  tld: string;
  dial: string;
  /** Commodity groups traded there, most typical first. */
  focus: readonly CommodityGroup[];
  weight: number;
}

export const PEOPLE = {
  swiss: {
    first: ['Luca', 'Sophie', 'Matthias', 'Camille', 'Nicolas', 'Elena', 'Marc', 'Chiara', 'Julien', 'Anouk'],
    last: ['Favre', 'Keller', 'Rochat', 'Bianchi', 'Meier', 'Dubois', 'Rossier', 'Brunner', 'Girard', 'Steiner'],
  },
  singapore: {
    first: ['Wei Ming', 'Priya', 'Jun Hao', 'Siti', 'Daniel', 'Mei Ling', 'Arjun', 'Hui Min', 'Farid', 'Rachel'],
    last: ['Tan', 'Lim', 'Ng', 'Wong', 'Rahman', 'Nair', 'Goh', 'Chua', 'Teo', 'Pillai'],
  },
  american: {
    first: ['Jake', 'Ashley', 'Carlos', 'Megan', 'Tyler', 'Brittany', 'Marcus', 'Lauren', 'Kyle', 'Dana'],
    last: ['Miller', 'Hernandez', 'Johnson', 'Walker', 'Nguyen', 'Brooks', 'Garza', 'Patterson', 'Reed', 'Coleman'],
  },
  dutch: {
    first: ['Daan', 'Sanne', 'Joost', 'Femke', 'Pieter', 'Lotte', 'Bram', 'Eva', 'Thijs', 'Marloes'],
    last: ['de Vries', 'van Dijk', 'Bakker', 'Jansen', 'Visser', 'Smit', 'de Boer', 'Mulder', 'van den Berg', 'Hendriks'],
  },
  chinese: {
    first: ['Li', 'Xiaoyu', 'Hao', 'Jing', 'Wei', 'Yan', 'Zhiqiang', 'Fang', 'Jun', 'Lei'],
    last: ['Wang', 'Zhang', 'Chen', 'Liu', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun'],
  },
  gulf: {
    first: ['Omar', 'Fatima', 'Rashid', 'Aisha', 'Khalid', 'Rohan', 'Layla', 'Yusuf', 'Nadia', 'Vikram'],
    last: ['Al Mansoori', 'Al Hashimi', 'Haddad', 'Khoury', 'Al Suwaidi', 'Mehta', 'Nasser', 'Saleh', 'Kapoor', 'Al Qasimi'],
  },
  brazilian: {
    first: ['João', 'Mariana', 'Rafael', 'Beatriz', 'Thiago', 'Camila', 'Gustavo', 'Larissa', 'Felipe', 'Renata'],
    last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Almeida', 'Ribeiro', 'Carvalho', 'Gomes'],
  },
  southAfrican: {
    first: ['Thabo', 'Naledi', 'Pieter', 'Zanele', 'Sipho', 'Annelie', 'Kagiso', 'Lerato', 'Johan', 'Ayanda'],
    last: ['Nkosi', 'van der Merwe', 'Dlamini', 'Botha', 'Mokoena', 'Pretorius', 'Khumalo', 'Naidoo', 'Steyn', 'Mahlangu'],
  },
  australian: {
    first: ['Liam', 'Chloe', 'Mitchell', 'Georgia', 'Harrison', 'Jess', 'Callum', 'Tahlia', 'Brodie', 'Sarah'],
    last: ['Thompson', 'Kelly', "O'Brien", 'Mitchell', 'Campbell', 'Stewart', 'Murray', 'Fraser', 'Hughes', 'Bennett'],
  },
  indian: {
    first: ['Rahul', 'Ananya', 'Sanjay', 'Kavya', 'Amit', 'Deepika', 'Nikhil', 'Pooja', 'Suresh', 'Meera'],
    last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Gupta', 'Desai', 'Menon', 'Agarwal', 'Joshi', 'Kulkarni'],
  },
  british: {
    first: ['Oliver', 'Charlotte', 'James', 'Amelia', 'Harry', 'Emily', 'George', 'Hannah', 'William', 'Imogen'],
    last: ['Smith', 'Clarke', 'Wright', 'Harrison', 'Ashworth', 'Pemberton', 'Taylor', 'Hughes', 'Fletcher', 'Whitmore'],
  },
  german: {
    first: ['Jonas', 'Lena', 'Felix', 'Katharina', 'Tobias', 'Anna', 'Maximilian', 'Julia', 'Stefan', 'Miriam'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Wagner', 'Krüger', 'Richter'],
  },
  nigerian: {
    first: ['Chinedu', 'Ngozi', 'Olumide', 'Funmilayo', 'Emeka', 'Adaeze', 'Tunde', 'Amaka', 'Ibrahim', 'Yetunde'],
    last: ['Okafor', 'Adeyemi', 'Eze', 'Balogun', 'Okonkwo', 'Bello', 'Nwosu', 'Adebayo', 'Obi', 'Danjuma'],
  },
  chilean: {
    first: ['Matías', 'Valentina', 'Sebastián', 'Catalina', 'Diego', 'Francisca', 'Cristóbal', 'Javiera', 'Ignacio', 'Constanza'],
    last: ['González', 'Muñoz', 'Rojas', 'Díaz', 'Soto', 'Contreras', 'Araya', 'Fuentes', 'Vargas', 'Morales'],
  },
  canadian: {
    first: ['Ethan', 'Olivia', 'Noah', 'Maya', 'Gabriel', 'Chloé', 'Ryan', 'Avery', 'Mathieu', 'Hannah'],
    last: ['Tremblay', 'MacDonald', 'Gagnon', 'Campbell', 'Roy', 'Anderson', 'Chen', 'Singh', 'Côté', 'Wilson'],
  },
  japanese: {
    first: ['Haruto', 'Yui', 'Kenji', 'Aoi', 'Takeshi', 'Sakura', 'Daiki', 'Mei', 'Shota', 'Naoko'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'],
  },
  turkish: {
    first: ['Emre', 'Zeynep', 'Mehmet', 'Elif', 'Burak', 'Ayşe', 'Can', 'Selin', 'Kerem', 'Deniz'],
    last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Koç'],
  },
  indonesian: {
    first: ['Budi', 'Dewi', 'Agus', 'Putri', 'Rizky', 'Ayu', 'Hendra', 'Sari', 'Fajar', 'Indah'],
    last: ['Santoso', 'Wijaya', 'Hidayat', 'Kusuma', 'Pratama', 'Setiawan', 'Halim', 'Gunawan', 'Susanto', 'Lestari'],
  },
  ghanaian: {
    first: ['Kwame', 'Akosua', 'Kofi', 'Ama', 'Yaw', 'Efua', 'Kwabena', 'Abena', 'Kojo', 'Adwoa'],
    last: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei', 'Appiah', 'Agyeman', 'Darko', 'Ofori', 'Amoah'],
  },
} as const;

export const HUBS: readonly Hub[] = [
  {
    location: 'Geneva, Switzerland',
    latitude: 46.20222,
    longitude: 6.14569,
    people: 'swiss',
    suffixes: ['SA', 'Trading SA', 'Sàrl'],
    stems: ['Leman', 'Mont Blanc', 'Helvetic', 'Rhone', 'Salève', 'Cornavin'],
    tld: 'ch',
    dial: '+41 22',
    focus: ['oil_gas', 'agriculture', 'base_metals', 'other'],
    weight: 14,
  },
  {
    location: 'Singapore, Singapore',
    latitude: 1.28967,
    longitude: 103.85007,
    people: 'singapore',
    suffixes: ['Pte Ltd', 'Resources Pte Ltd', 'Trading Pte Ltd'],
    stems: ['Straits', 'Marina', 'Temasek', 'Raffles', 'Jurong', 'Keppel Bay'],
    tld: 'sg',
    dial: '+65',
    focus: ['oil_gas', 'agriculture', 'iron_steel', 'other'],
    weight: 16,
  },
  {
    location: 'Houston, Texas, United States',
    latitude: 29.76328,
    longitude: -95.36327,
    people: 'american',
    suffixes: ['LLC', 'Inc.', 'Energy LP'],
    stems: ['Gulf Coast', 'Lone Star', 'Bayou', 'Permian', 'Galveston', 'Sabine'],
    tld: 'com',
    dial: '+1 713',
    focus: ['oil_gas', 'other'],
    weight: 13,
  },
  {
    location: 'Rotterdam, Netherlands',
    latitude: 51.9225,
    longitude: 4.47917,
    people: 'dutch',
    suffixes: ['B.V.', 'Holding B.V.', 'Logistics B.V.'],
    stems: ['Maas', 'Europoort', 'Botlek', 'Delta', 'Noordzee', 'Waalhaven'],
    tld: 'nl',
    dial: '+31 10',
    focus: ['oil_gas', 'agriculture', 'other'],
    weight: 11,
  },
  {
    location: 'Shanghai, China',
    latitude: 31.22222,
    longitude: 121.45806,
    people: 'chinese',
    suffixes: ['Co., Ltd.', 'Import & Export Co., Ltd.', 'Group Co., Ltd.'],
    stems: ['Huaxin', 'Baosheng', 'Dongfang', 'Jinlong', 'Haitong', 'Zhongyuan'],
    tld: 'cn',
    dial: '+86 21',
    focus: ['iron_steel', 'base_metals', 'agriculture'],
    weight: 12,
  },
  {
    location: 'Dubai, United Arab Emirates',
    latitude: 25.07725,
    longitude: 55.30927,
    people: 'gulf',
    suffixes: ['DMCC', 'FZE', 'General Trading LLC'],
    stems: ['Al Noor', 'Jebel Ali', 'Creek', 'Falcon', 'Emirates Gate', 'Deira'],
    tld: 'ae',
    dial: '+971 4',
    focus: ['precious_metals', 'oil_gas', 'iron_steel', 'agriculture'],
    weight: 12,
  },
  {
    location: 'São Paulo, Brazil',
    latitude: -23.5475,
    longitude: -46.63611,
    people: 'brazilian',
    suffixes: ['S.A.', 'Ltda.', 'Agronegócios Ltda.'],
    stems: ['Cerrado', 'Paulista', 'Tietê', 'Santos', 'Mato Grosso', 'Ipiranga'],
    tld: 'com.br',
    dial: '+55 11',
    focus: ['agriculture', 'iron_steel'],
    weight: 10,
  },
  {
    location: 'Johannesburg, South Africa',
    latitude: -26.20227,
    longitude: 28.04363,
    people: 'southAfrican',
    suffixes: ['(Pty) Ltd', 'Holdings (Pty) Ltd', 'Mining (Pty) Ltd'],
    stems: ['Highveld', 'Witwatersrand', 'Bushveld', 'Limpopo', 'Sandton', 'Mpumalanga'],
    tld: 'co.za',
    dial: '+27 11',
    focus: ['precious_metals', 'other', 'base_metals', 'iron_steel'],
    weight: 9,
  },
  {
    location: 'Perth, Australia',
    latitude: -31.95224,
    longitude: 115.8614,
    people: 'australian',
    suffixes: ['Pty Ltd', 'Resources Ltd', 'Mining Pty Ltd'],
    stems: ['Pilbara', 'Swan River', 'Goldfields', 'Kimberley', 'Fremantle', 'Yilgarn'],
    tld: 'com.au',
    dial: '+61 8',
    focus: ['iron_steel', 'precious_metals', 'base_metals', 'oil_gas'],
    weight: 10,
  },
  {
    location: 'Mumbai, India',
    latitude: 19.07283,
    longitude: 72.88261,
    people: 'indian',
    suffixes: ['Pvt Ltd', 'Exports Pvt Ltd', 'Industries Ltd'],
    stems: ['Konkan', 'Deccan', 'Malabar', 'Sahyadri', 'Arabian Sea', 'Nariman'],
    tld: 'in',
    dial: '+91 22',
    focus: ['agriculture', 'precious_metals', 'iron_steel', 'oil_gas'],
    weight: 11,
  },
  {
    location: 'London, United Kingdom',
    latitude: 51.50853,
    longitude: -0.12574,
    people: 'british',
    suffixes: ['Ltd', 'Capital LLP', 'Commodities Ltd'],
    stems: ['Thames', 'Mayfair', 'Cannon Street', 'Lombard', 'Aldgate', 'Blackfriars'],
    tld: 'co.uk',
    dial: '+44 20',
    focus: ['base_metals', 'precious_metals', 'oil_gas', 'other'],
    weight: 14,
  },
  {
    location: 'Hamburg, Germany',
    latitude: 53.57532,
    longitude: 10.01534,
    people: 'german',
    suffixes: ['GmbH', 'Handels GmbH', 'GmbH & Co. KG'],
    stems: ['Elbe', 'Hanse', 'Alster', 'Nordmark', 'Speicherstadt', 'Altona'],
    tld: 'de',
    dial: '+49 40',
    focus: ['agriculture', 'iron_steel', 'base_metals'],
    weight: 9,
  },
  {
    location: 'Lagos, Nigeria',
    latitude: 6.45407,
    longitude: 3.39467,
    people: 'nigerian',
    suffixes: ['Ltd', 'Energy Ltd', 'Nigeria Ltd'],
    stems: ['Niger Delta', 'Lekki', 'Eko', 'Apapa', 'Bonny', 'Atlantic'],
    tld: 'ng',
    dial: '+234 1',
    focus: ['oil_gas', 'agriculture'],
    weight: 8,
  },
  {
    location: 'Santiago, Chile',
    latitude: -33.45694,
    longitude: -70.64827,
    people: 'chilean',
    suffixes: ['SpA', 'S.A.', 'Minera Ltda.'],
    stems: ['Andes', 'Atacama', 'Maipo', 'Cordillera', 'Pacífico', 'Antofagasta'],
    tld: 'cl',
    dial: '+56 2',
    focus: ['base_metals', 'agriculture'],
    weight: 8,
  },
  {
    location: 'Vancouver, Canada',
    latitude: 49.24966,
    longitude: -123.11934,
    people: 'canadian',
    suffixes: ['Corp.', 'Resources Inc.', 'Ltd.'],
    stems: ['Fraser', 'Coast Mountain', 'Burrard', 'Cascadia', 'Northern Pacific', 'Kootenay'],
    tld: 'ca',
    dial: '+1 604',
    focus: ['agriculture', 'base_metals', 'other', 'iron_steel'],
    weight: 8,
  },
  {
    location: 'Tokyo, Japan',
    latitude: 35.6895,
    longitude: 139.69171,
    people: 'japanese',
    suffixes: ['K.K.', 'Corporation', 'Trading Co., Ltd.'],
    stems: ['Nihon', 'Marunouchi', 'Sakura', 'Fuji', 'Shinagawa', 'Kanto'],
    tld: 'jp',
    dial: '+81 3',
    focus: ['oil_gas', 'iron_steel', 'base_metals', 'agriculture'],
    weight: 9,
  },
  {
    location: 'Istanbul, Türkiye',
    latitude: 41.01384,
    longitude: 28.94966,
    people: 'turkish',
    suffixes: ['A.Ş.', 'Dış Ticaret A.Ş.', 'Ltd. Şti.'],
    stems: ['Boğaziçi', 'Marmara', 'Anadolu', 'Galata', 'Karadeniz', 'Ege'],
    tld: 'com.tr',
    dial: '+90 212',
    focus: ['iron_steel', 'agriculture'],
    weight: 7,
  },
  {
    location: 'Jakarta, Indonesia',
    latitude: -6.21462,
    longitude: 106.84513,
    people: 'indonesian',
    suffixes: ['PT', 'Tbk', 'Mining'],
    stems: ['Nusantara', 'Kalimantan', 'Sumatera', 'Borneo', 'Garuda', 'Java Sea'],
    tld: 'co.id',
    dial: '+62 21',
    focus: ['other', 'agriculture', 'base_metals'],
    weight: 7,
  },
  {
    location: 'Accra, Ghana',
    latitude: 5.55602,
    longitude: -0.1969,
    people: 'ghanaian',
    suffixes: ['Ltd', 'Ghana Ltd', 'Commodities Ltd'],
    stems: ['Gold Coast', 'Volta', 'Ashanti', 'Tema', 'Osu', 'Akwapim'],
    tld: 'com.gh',
    dial: '+233 30',
    focus: ['agriculture', 'precious_metals'],
    weight: 6,
  },
  {
    location: 'Chicago, Illinois, United States',
    latitude: 41.85003,
    longitude: -87.65005,
    people: 'american',
    suffixes: ['LLC', 'Grain Co.', 'Inc.'],
    stems: ['Prairie', 'Lakeshore', 'Midwest', 'LaSalle', 'Heartland', 'Great Lakes'],
    tld: 'com',
    dial: '+1 312',
    focus: ['agriculture'],
    weight: 7,
  },
];

export const CUSTOM_ROLES = [
  'Trade Finance Banker',
  'Shipbroker',
  'Cargo Surveyor',
  'Freight Analyst',
  'Port Agent Manager',
  'Compliance Officer',
];

export const TITLES: Record<string, readonly string[]> = {
  Supplier: ['Head of Sales', 'Export Manager', 'Marketing Director', 'Commercial Manager', 'General Manager'],
  Buyer: ['Procurement Director', 'Head of Sourcing', 'Purchasing Manager', 'Supply Manager', 'Raw Materials Buyer'],
  Trader: ['Senior Trader', 'Head of Trading', 'Physical Trader', 'Desk Head', 'Origination Manager'],
  Broker: ['Senior Broker', 'Partner', 'Associate Broker', 'Head of Brokerage'],
  Agent: ['Country Representative', 'Commission Agent', 'Sales Agent', 'Business Development Agent'],
  Consultant: ['Principal Consultant', 'Market Analyst', 'Advisor', 'Managing Consultant'],
  Other: ['Vice President', 'Director', 'Manager', 'Associate'],
};

export const SECTOR_WORDS: Record<CommodityGroup, readonly string[]> = {
  oil_gas: ['Energy', 'Petroleum', 'Oil & Gas', 'Bunkers', 'Petrochem'],
  iron_steel: ['Steel', 'Ferro Alloys', 'Metals', 'Iron'],
  precious_metals: ['Bullion', 'Precious Metals', 'Refining'],
  agriculture: ['Agri', 'Grains', 'Commodities', 'Agro', 'Softs'],
  base_metals: ['Metals', 'Minerals', 'Resources', 'Copper'],
  other: ['Resources', 'Fertilisers', 'Carbon', 'Commodities'],
};

export const SOURCES = [
  'LME Week, London',
  'APPEC, Singapore',
  'FT Commodities Global Summit, Lausanne',
  'Coaltrans Asia',
  'GlobalCOAL annual dinner',
  'Sugar Week dinner, New York',
  'Gulf Intelligence Energy Forum',
  'LinkedIn',
  'Referral from an existing client',
  'Introduced by our bank (trade finance desk)',
  'Met on a site visit',
  'Cold call',
  'Former colleague',
  'Metal Bulletin iron ore conference',
  'Grain industry association meeting',
];

export const PORTS = [
  'Qingdao',
  'Rotterdam',
  'Fujairah',
  'Santos',
  'Paranaguá',
  'Houston Ship Channel',
  'Port Hedland',
  'Richards Bay',
  'Jebel Ali',
  'Antwerp',
  'Singapore',
  'Mundra',
  'Tema',
  'Vancouver',
  'Hamburg',
  'San Antonio (Chile)',
];
export const INCOTERMS = ['FOB', 'CIF', 'CFR', 'DAP', 'FCA'];
export const PAYMENT = ['LC at sight', 'SBLC', 'documentary collection', '30 days open account', 'CAD', 'prepayment against inspection'];

/** Sentence templates of a trader's notes: {c} commodity, {v} volume, {p} port, {i} incoterm, {pay} payment, {q} quarter. */
export const NOTE_TEMPLATES = [
  'Looking for {v} {c} {i} {p} for {q} delivery.',
  'Offers {v} {c} monthly, {i} {p}. Wants {pay}.',
  'Price-sensitive; benchmarks everything against Platts. Send indications before Thursday.',
  'Prefers {pay}; their bank is slow on amendments, allow two extra days.',
  'Asked about term contract for {c}, 12 months, {v} per month.',
  'Good for introductions into the {c} market; knows the main refiners and mills.',
  'Follow up after {q} results; budget for new suppliers opens then.',
  'Inspection by SGS or Intertek only. Quality disputes handled quickly last time.',
  'Met twice. Reliable on logistics, weaker on documentation.',
  'Interested in spot cargoes of {c} when spreads widen.',
  'Warm lead: sent company profile and KYC pack, awaiting their onboarding form.',
  'Competitor of our usual counterpart; keep pricing confidential.',
  'Vessel nominations via their chartering desk, laycan windows of 10 days.',
  'Call back about the {c} tender in {q}.',
];
