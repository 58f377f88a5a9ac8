/** The trading hubs of the demo network: where its people sit, and how firms there are named. */
import type { PeoplePool } from './demo-people.ts';

export type HubKey =
  | 'geneva'
  | 'singapore'
  | 'houston'
  | 'rotterdam'
  | 'shanghai'
  | 'dubai'
  | 'saopaulo'
  | 'johannesburg'
  | 'perth'
  | 'brisbane'
  | 'mumbai'
  | 'london'
  | 'hamburg'
  | 'lagos'
  | 'santiago'
  | 'vancouver'
  | 'tokyo'
  | 'istanbul'
  | 'jakarta'
  | 'accra'
  | 'chicago'
  | 'odesa'
  | 'rouen'
  | 'alexandria'
  | 'tallinn';

export interface Hub {
  key: HubKey;
  /** As a contact's location reads: 'City, Country'. */
  location: string;
  /** The name the cities table knows the city by, when it spells it otherwise ('Odessa'). */
  lookup?: string;
  /** Used only when the cities table is not loaded. */
  latitude: number;
  longitude: number;
  people: PeoplePool;
  /** Legal forms of the country's firms (the first is the most common). */
  forms: readonly string[];
  /** Place words firms there are named after; never a word that says what a firm trades. */
  stems: readonly string[];
  /** The ports its firms ship from or receive at; a trading hub without one quotes the trade's ports. */
  ports?: readonly string[];
  /** Indonesian firms put their legal form first ('PT Nusantara Coal'). */
  formFirst?: true;
  tld: string;
  dial: string;
}

const hub = (h: Hub) => h;

export const HUBS: readonly Hub[] = [
  hub({
    key: 'geneva',
    location: 'Geneva, Switzerland',
    latitude: 46.20222,
    longitude: 6.14569,
    people: 'swiss',
    forms: ['SA', 'Sàrl', 'AG'],
    stems: ['Leman', 'Helvetic', 'Rhone', 'Salève', 'Cornavin', 'Mont Blanc'],
    tld: 'ch',
    dial: '+41 22',
  }),
  hub({
    key: 'singapore',
    location: 'Singapore, Singapore',
    latitude: 1.28967,
    longitude: 103.85007,
    people: 'singapore',
    forms: ['Pte Ltd'],
    stems: ['Straits', 'Marina', 'Temasek', 'Raffles', 'Jurong', 'Keppel Bay'],
    tld: 'sg',
    dial: '+65',
  }),
  hub({
    key: 'houston',
    location: 'Houston, Texas, United States',
    latitude: 29.76328,
    longitude: -95.36327,
    people: 'american',
    forms: ['LLC', 'Inc.', 'LP'],
    stems: ['Lone Star', 'Bayou', 'Permian', 'Galveston', 'Sabine', 'Brazos'],
    ports: ['Houston Ship Channel', 'Corpus Christi'],
    tld: 'com',
    dial: '+1 713',
  }),
  hub({
    key: 'rotterdam',
    location: 'Rotterdam, Netherlands',
    latitude: 51.9225,
    longitude: 4.47917,
    people: 'dutch',
    forms: ['B.V.'],
    stems: ['Maas', 'Europoort', 'Botlek', 'Noordzee', 'Waalhaven', 'Pernis'],
    ports: ['Rotterdam', 'Amsterdam'],
    tld: 'nl',
    dial: '+31 10',
  }),
  hub({
    key: 'shanghai',
    location: 'Shanghai, China',
    latitude: 31.22222,
    longitude: 121.45806,
    people: 'chinese',
    forms: ['Co., Ltd.'],
    stems: ['Huaxin', 'Baosheng', 'Dongfang', 'Jinlong', 'Haitong', 'Zhongyuan'],
    ports: ['Qingdao', 'Shanghai', 'Lianyungang'],
    tld: 'cn',
    dial: '+86 21',
  }),
  hub({
    key: 'dubai',
    location: 'Dubai, United Arab Emirates',
    latitude: 25.07725,
    longitude: 55.30927,
    people: 'gulf',
    forms: ['DMCC', 'FZE', 'LLC'],
    stems: ['Al Noor', 'Jebel Ali', 'Creek', 'Falcon', 'Deira', 'Al Safa'],
    ports: ['Jebel Ali', 'Fujairah'],
    tld: 'ae',
    dial: '+971 4',
  }),
  hub({
    key: 'saopaulo',
    location: 'São Paulo, Brazil',
    latitude: -23.5475,
    longitude: -46.63611,
    people: 'brazilian',
    forms: ['S.A.', 'Ltda.'],
    stems: ['Cerrado', 'Paulista', 'Tietê', 'Ipiranga', 'Mato Grosso', 'Paranapanema'],
    ports: ['Santos', 'Paranaguá'],
    tld: 'com.br',
    dial: '+55 11',
  }),
  hub({
    key: 'johannesburg',
    location: 'Johannesburg, South Africa',
    latitude: -26.20227,
    longitude: 28.04363,
    people: 'southAfrican',
    forms: ['(Pty) Ltd', 'Ltd'],
    stems: ['Highveld', 'Witwatersrand', 'Bushveld', 'Limpopo', 'Sandton', 'Mpumalanga'],
    ports: ['Richards Bay', 'Durban', 'Saldanha Bay'],
    tld: 'co.za',
    dial: '+27 11',
  }),
  hub({
    key: 'perth',
    location: 'Perth, Australia',
    latitude: -31.95224,
    longitude: 115.8614,
    people: 'australian',
    forms: ['Pty Ltd', 'Ltd'],
    stems: ['Pilbara', 'Swan River', 'Kimberley', 'Fremantle', 'Yilgarn', 'Kwinana'],
    ports: ['Port Hedland', 'Kwinana', 'Esperance'],
    tld: 'com.au',
    dial: '+61 8',
  }),
  hub({
    key: 'brisbane',
    location: 'Brisbane, Australia',
    latitude: -27.46794,
    longitude: 153.02809,
    people: 'australian',
    forms: ['Pty Ltd', 'Ltd'],
    stems: ['Bowen Basin', 'Moreton', 'Fitzroy', 'Dalrymple', 'Curragh', 'Hay Point'],
    ports: ['Hay Point', 'Dalrymple Bay', 'Gladstone'],
    tld: 'com.au',
    dial: '+61 7',
  }),
  hub({
    key: 'mumbai',
    location: 'Mumbai, India',
    latitude: 19.07283,
    longitude: 72.88261,
    people: 'indian',
    forms: ['Pvt Ltd', 'Ltd'],
    stems: ['Konkan', 'Deccan', 'Malabar', 'Sahyadri', 'Nariman', 'Ballard'],
    ports: ['Nhava Sheva', 'Kandla', 'Mundra'],
    tld: 'in',
    dial: '+91 22',
  }),
  hub({
    key: 'london',
    location: 'London, United Kingdom',
    latitude: 51.50853,
    longitude: -0.12574,
    people: 'british',
    forms: ['Ltd', 'LLP'],
    stems: ['Thames', 'Mayfair', 'Cannon Street', 'Lombard', 'Aldgate', 'Blackfriars'],
    tld: 'co.uk',
    dial: '+44 20',
  }),
  hub({
    key: 'hamburg',
    location: 'Hamburg, Germany',
    latitude: 53.57532,
    longitude: 10.01534,
    people: 'german',
    forms: ['GmbH', 'GmbH & Co. KG', 'AG'],
    stems: ['Elbe', 'Hanse', 'Alster', 'Nordmark', 'Speicherstadt', 'Altona'],
    ports: ['Hamburg', 'Brake'],
    tld: 'de',
    dial: '+49 40',
  }),
  hub({
    key: 'lagos',
    location: 'Lagos, Nigeria',
    latitude: 6.45407,
    longitude: 3.39467,
    people: 'nigerian',
    forms: ['Ltd', 'Plc'],
    stems: ['Niger Delta', 'Lekki', 'Eko', 'Apapa', 'Bonny', 'Ikoyi'],
    ports: ['Apapa', 'Lekki', 'Bonny'],
    tld: 'ng',
    dial: '+234 1',
  }),
  hub({
    key: 'santiago',
    location: 'Santiago, Chile',
    latitude: -33.45694,
    longitude: -70.64827,
    people: 'chilean',
    forms: ['SpA', 'S.A.'],
    stems: ['Andes', 'Atacama', 'Maipo', 'Cordillera', 'Antofagasta', 'Tarapacá'],
    ports: ['Antofagasta', 'San Antonio'],
    tld: 'cl',
    dial: '+56 2',
  }),
  hub({
    key: 'vancouver',
    location: 'Vancouver, Canada',
    latitude: 49.24966,
    longitude: -123.11934,
    people: 'canadian',
    forms: ['Inc.', 'Ltd.', 'Corp.'],
    stems: ['Fraser', 'Burrard', 'Cascadia', 'Kootenay', 'Prairie', 'Saskatoon'],
    ports: ['Vancouver', 'Prince Rupert'],
    tld: 'ca',
    dial: '+1 604',
  }),
  hub({
    key: 'tokyo',
    location: 'Tokyo, Japan',
    latitude: 35.6895,
    longitude: 139.69171,
    people: 'japanese',
    forms: ['K.K.', 'Co., Ltd.'],
    stems: ['Nihon', 'Marunouchi', 'Sakura', 'Shinagawa', 'Kanto', 'Chiyoda'],
    ports: ['Chiba', 'Kashima', 'Yokohama'],
    tld: 'jp',
    dial: '+81 3',
  }),
  hub({
    key: 'istanbul',
    location: 'Istanbul, Türkiye',
    latitude: 41.01384,
    longitude: 28.94966,
    people: 'turkish',
    forms: ['A.Ş.', 'Ltd. Şti.'],
    stems: ['Boğaziçi', 'Marmara', 'Anadolu', 'Galata', 'Karadeniz', 'Ege'],
    ports: ['Iskenderun', 'Bandirma', 'Gebze'],
    tld: 'com.tr',
    dial: '+90 212',
  }),
  hub({
    key: 'jakarta',
    location: 'Jakarta, Indonesia',
    latitude: -6.21462,
    longitude: 106.84513,
    people: 'indonesian',
    forms: ['PT'],
    formFirst: true,
    stems: ['Nusantara', 'Kalimantan', 'Sumatera', 'Borneo', 'Garuda', 'Sulawesi'],
    ports: ['Tanjung Priok', 'Samarinda', 'Dumai'],
    tld: 'co.id',
    dial: '+62 21',
  }),
  hub({
    key: 'accra',
    location: 'Accra, Ghana',
    latitude: 5.55602,
    longitude: -0.1969,
    people: 'ghanaian',
    forms: ['Ltd'],
    stems: ['Volta', 'Ashanti', 'Tema', 'Osu', 'Akwapim', 'Takoradi'],
    ports: ['Tema', 'Takoradi'],
    tld: 'com.gh',
    dial: '+233 30',
  }),
  hub({
    key: 'chicago',
    location: 'Chicago, Illinois, United States',
    latitude: 41.85003,
    longitude: -87.65005,
    people: 'american',
    forms: ['LLC', 'Inc.'],
    stems: ['Lakeshore', 'Midwest', 'LaSalle', 'Heartland', 'Great Lakes', 'Wabash'],
    ports: ['New Orleans', 'Chicago'],
    tld: 'com',
    dial: '+1 312',
  }),
  hub({
    key: 'odesa',
    location: 'Odesa, Ukraine',
    lookup: 'Odessa, Ukraine',
    latitude: 46.47747,
    longitude: 30.73262,
    people: 'ukrainian',
    forms: ['LLC'],
    stems: ['Chornomorsk', 'Pivdennyi', 'Dnipro', 'Podillia', 'Bessarabia', 'Izmail'],
    ports: ['Chornomorsk', 'Pivdennyi'],
    tld: 'com.ua',
    dial: '+380 48',
  }),
  hub({
    key: 'rouen',
    location: 'Rouen, France',
    latitude: 49.44313,
    longitude: 1.09932,
    people: 'french',
    forms: ['SAS', 'SA'],
    stems: ['Seine', 'Normandie', 'Beauce', 'Picardie', 'Vexin', 'Caux'],
    ports: ['Rouen', 'La Pallice'],
    tld: 'fr',
    dial: '+33 2',
  }),
  hub({
    key: 'alexandria',
    location: 'Alexandria, Egypt',
    latitude: 31.20176,
    longitude: 29.91582,
    people: 'egyptian',
    forms: ['S.A.E.'],
    stems: ['Delta', 'Pharos', 'Mariout', 'Dekheila', 'Nile Valley', 'Montaza'],
    ports: ['Alexandria', 'Damietta'],
    tld: 'com.eg',
    dial: '+20 3',
  }),
  hub({
    key: 'tallinn',
    location: 'Tallinn, Estonia',
    latitude: 59.43696,
    longitude: 24.75353,
    people: 'estonian',
    forms: ['AS', 'OÜ'],
    stems: ['Muuga', 'Baltic', 'Paldiski', 'Toompea', 'Kadriorg', 'Pirita'],
    ports: ['Muuga', 'Paldiski'],
    tld: 'ee',
    dial: '+372',
  }),
];

export const hubByKey = (key: HubKey): Hub => HUBS.find((h) => h.key === key)!;
