/**
 * Places to trade regions: Asia, Europe, Middle East, Africa, North America, South America, Oceania.
 * Countries and their continents come from the countries-list package; the Middle East is taken out
 * of Asia (and Egypt out of Africa, as traders group it) by hand, as no continent list has it.
 */
import { countries } from 'countries-list';
import { TRADE_REGION_NAMES, type TradeRegionName } from '../regions.ts';
import { INDONESIAN_PROVINCES, shorthandPlaces } from './place-shorthand.ts';
import { commodityWords } from './resolve.ts';
import { WORLD_TOWNS } from './world-cities.data.ts';

export const TRADE_REGIONS = TRADE_REGION_NAMES;
export type TradeRegion = TradeRegionName;

const CONTINENT_REGION: Record<string, TradeRegion | null> = {
  AF: 'Africa',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  SA: 'South America',
  OC: 'Oceania',
  AN: null,
};

// (Cyprus, an EU member whose Limassol desks trade with Europe, stays in Europe; Egypt is in Africa, as most
// traders file it, and still in 'MENA' and 'North Africa'.)
const MIDDLE_EAST = new Set(['AE', 'BH', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'TR', 'YE']);

const countryTable = countries as Record<string, { name: string; native: string; continent: string }>;

/** The trade region of an ISO 3166-1 alpha-2 country code ('NL' -> 'Europe', 'AE' -> 'Middle East'). */
export function regionOfCountryCode(code: string | null | undefined): TradeRegion | null {
  const upper = (code ?? '').trim().toUpperCase();
  if (MIDDLE_EAST.has(upper)) return 'Middle East';
  // Russia's trade (Moscow, St Petersburg, the Black Sea and Baltic ports) is European; its Far East
  // is read by place (PLACE_REGION).
  if (upper === 'RU') return 'Europe';
  const country = countryTable[upper];
  return country ? (CONTINENT_REGION[country.continent] ?? null) : null;
}

const key = (text: string) => commodityWords(text).join(' ');

// What people write for a country besides its English and native names.
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  'u s': 'US',
  'u s a': 'US',
  america: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'u k': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wale: 'GB',
  uae: 'AE',
  'u a e': 'AE',
  emirate: 'AE',
  dubai: 'AE',
  'abu dhabi': 'AE',
  ksa: 'SA',
  'saudi arabia': 'SA',
  holland: 'NL',
  'the netherland': 'NL',
  russia: 'RU',
  'south korea': 'KR',
  korea: 'KR',
  'north korea': 'KP',
  vietnam: 'VN',
  'viet nam': 'VN',
  iran: 'IR',
  syria: 'SY',
  laos: 'LA',
  'ivory coast': 'CI',
  'cote d ivoire': 'CI',
  drc: 'CD',
  'dr congo': 'CD',
  'democratic republic of the congo': 'CD',
  congo: 'CG',
  'czech republic': 'CZ',
  czechia: 'CZ',
  turkey: 'TR',
  turkiye: 'TR',
  taiwan: 'TW',
  'hong kong': 'HK',
  macau: 'MO',
  bolivia: 'BO',
  venezuela: 'VE',
  tanzania: 'TZ',
  moldova: 'MD',
  'cape verde': 'CV',
  eswatini: 'SZ',
  swaziland: 'SZ',
  burma: 'MM',
  myanmar: 'MM',
  palestine: 'PS',
  brasil: 'BR',
  'new zealand': 'NZ',
  'south africa': 'ZA',
};

// Round 10: what the trade's other languages call the countries traders name most, where it is neither the English
// nor the native name ('Polen', 'Elfenbeinküste', 'Pantai Gading', 'Trung Quốc'). Left out where the name is an
// everyday word: Vietnamese 'Mỹ', 'Anh', 'Đức', 'Nga', 'Pháp', 'Ý'; French 'Chili' (a product); 'EAU'; Turkish 'Fas'.
const COUNTRY_EXONYMS: Record<string, string> = {
  DE: 'Allemagne, Alemania, Alemanha, Germania, Niemcy, Niemczech, Niemiec, Duitsland, Tyskland, Jerman, Almanya',
  NL: 'Niederlande, Pays Bas, Paises Bajos, Paises Baixos, Holandia, Nederlanderna, Nederlandene, Belanda, Ha Lan, Olanda, Hollanda, Nederland',
  BE: 'Belgien, Belgique, Belgica, Belgie, Belgia, Belgio',
  FR: 'Frankreich, Francia, Franca, Francja, Frankrijk, Frankrike, Frankrig, Perancis, Pransya, Fransa',
  ES: 'Spanien, Espagne, Hiszpania, Spanje, Spanyol, Tay Ban Nha, Espanha, Spagna, Ispanya',
  IT: 'Italien, Italie, Wlochy',
  PL: 'Polen, Pologne, Polonia, Polandia, Ba Lan, Polonya, Polsce',
  SE: 'Schweden, Suede, Suecia, Szwecja, Zweden, Swedia, Thuy Dien, Isvec, Sverige',
  NO: 'Norwegen, Norvege, Noruega, Norwegia, Noorwegen, Na Uy, Norvec, Norge',
  DK: 'Danemark, Dinamarca, Dania, Denemarken, Dan Mach, Danimarka, Danmark',
  FI: 'Finnland, Finlande, Finlandia, Suomi',
  RU: 'Russland, Russie, Rusia, Rosja, Rusland, Ryssland, Rusya',
  UA: 'Ukraina, Oekraine, Ucrania',
  TR: 'Turkei, Turquie, Turquia, Turcja, Turkije, Turkiet, Tyrkiet, Turki, Tho Nhi Ky',
  EG: 'Agypten, Aegypten, Egypte, Egipto, Egito, Egipt, Egypten, Mesir, Ai Cap, Misir',
  MA: 'Marokko, Maroc, Marruecos, Marrocos, Maroko, Marocko, Ma Roc',
  CI: 'Elfenbeinkuste, Costa de Marfil, Costa do Marfim, Wybrzeze Kosci Sloniowej, Ivoorkust, Elfenbenskusten, Elfenbenskysten, Pantai Gading, Fildisi Sahili, RCI',
  CM: 'Kamerun, Cameroun, Camerun, Camaroes, Kameroen',
  MZ: 'Mosambik, Mocambique, Mozambik, Mozambico',
  ZA: 'Sudafrika, Afrique du Sud, Sudafrica, Africa do Sul, RPA, Zuid Afrika, Sydafrika, Sor Afrika, Afrika Selatan, Nam Phi, Guney Afrika',
  ET: 'Athiopien, Ethiopie, Etiopia, Etiopien',
  CN: 'Chine, Chiny, Tiongkok, Trung Quoc, Cina',
  JP: 'Japon, Japao, Japonia, Jepang, Nhat Ban, Giappone',
  KR: 'Sudkorea, Coree du Sud, Corea del Sur, Coreia do Sul, Korea Poludniowa, Zuid Korea, Sydkorea, Korea Selatan, Han Quoc',
  IN: 'Indien, Inde, Indie, An Do',
  BD: 'Bangladesch',
  TH: 'Thailande, Tailandia, Tajlandia, Thai Lan',
  ID: 'Indonesien, Indonesie, Indonezja, Indo',
  MY: 'Malaisie, Malasia, Malezja, Maleisie',
  PH: 'Philippinen, Filipinas, Filipiny, Filipijnen, Filippinerna, Filipina, Pilipinas',
  SG: 'Singapur, Singapour, Singapura',
  AE: 'VAE, Vereinigte Arabische Emirate, Emirats Arabes Unis, Emirados Arabes Unidos, Emiratos Arabes Unidos, Zjednoczone Emiraty Arabskie, ZEA, Verenigde Arabische Emiraten, Uni Emirat Arab, UEA',
  SA: 'Saudi Arabien, Arabie Saoudite, Arabia Saudita, Arabia Saudyjska, Saoedi Arabie, Saudiarabien, Arab Saudi, A Rap Xe Ut',
  BR: 'Brasilien, Bresil, Brazylia, Brazilie',
  AR: 'Argentinien, Argentine, Argentyna, Argentinie',
  PE: 'Perou',
  CO: 'Kolumbien, Colombie, Kolumbia',
  MX: 'Mexiko, Mexique, Meksyk',
  US: 'Vereinigte Staaten, Etats Unis, Estados Unidos, EEUU, EUA, Stany Zjednoczone, Verenigde Staten, Amerika Serikat',
  GB: 'Grossbritannien, Royaume Uni, Reino Unido, Wielka Brytania, Verenigd Koninkrijk, Storbritannien, Inggris, Britania Raya',
  CH: 'Schweiz, Suisse, Suiza, Suica, Szwajcaria, Zwitserland, Sveits, Swiss',
  AT: 'Osterreich, Oesterreich, Autriche',
  CZ: 'Tschechien, Tchequie, Chequia, Republica Checa, Czechy, Tsjechie, Tjeckien, Tjekkiet, Ceko',
  RO: 'Rumanien, Roumanie, Rumania, Rumunia, Roemenie',
  BG: 'Bulgarien, Bulgarie',
  GR: 'Griechenland, Grece, Grecia, Grecja, Griekenland, Grekland, Hellas, Yunani',
  LT: 'Litauen, Lituanie, Lituania, Litwa, Litouwen',
  LV: 'Lettland, Lettonie, Letonia, Lotwa, Letland',
  EE: 'Estland, Estonie',
  IE: 'Irland, Irlande, Irlanda, Irlandia, Ierland',
  DZ: 'Algerien, Algerie, Argelia, Algieria',
  TN: 'Tunesien, Tunisie, Tunez',
  CD: 'RDC, RD Congo, Republique Democratique du Congo, Congo Kinshasa',
  CG: 'Congo Brazzaville',
  GN: 'Guinee, Guinee Conakry, Guinea Conakry',
  AO: 'Angola',
  GH: 'Gana',
  NG: 'Nigeria',
};

// Every English and native country name, and the aliases, by their normalised words.
const COUNTRY_BY_NAME = new Map<string, string>();
for (const [code, c] of Object.entries(countryTable)) {
  COUNTRY_BY_NAME.set(key(c.name), code);
  if (c.native) COUNTRY_BY_NAME.set(key(c.native), code);
}
for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) COUNTRY_BY_NAME.set(key(alias), code);
// Round 17: the countries of the Gulf, South Asia and East Africa desks as Urdu, Arabic, Persian, Hindi, Gujarati and Amharic
// write them ('پاکستان میں فرنس آئل کون خریدتا ہے').
const COUNTRY_IN_SCRIPTS: Record<string, string> = {
  PK: 'پاکستان,باكستان,पाकिस्तान,પાકિસ્તાન',
  IN: 'بھارت,ہندوستان,الهند,هند,भारत,ભારત,ህንድ',
  AE: 'امارات,الإمارات,الامارات,संयुक्त अरब अमीरात',
  SA: 'سعودی عرب,السعودية,عربستان',
  IR: 'ایران,إيران,ईरान',
  BD: 'بنگلہ دیش,بنغلاديش,बांग्लादेश',
  LK: 'سری لنکا,سريلانكا,श्रीलंका',
  CN: 'چین,الصين,چين,चीन,ચીન,ቻይና',
  KE: 'کینیا,كينيا,केन्या,ኬንያ',
  TZ: 'تنزانیا,تنزانيا,ታንዛኒያ',
  ET: 'ایتھوپیا,إثيوبيا,ኢትዮጵያ',
  DJ: 'جيبوتي,ጅቡቲ',
  OM: 'عمان,ओमान',
  QA: 'قطر',
  KW: 'کویت,الكويت',
  EG: 'مصر',
  TR: 'ترکی,تركيا,ترکیه',
  IQ: 'عراق,العراق',
};
for (const [code, names] of [...Object.entries(COUNTRY_EXONYMS), ...Object.entries(COUNTRY_IN_SCRIPTS)])
  for (const name of names.split(',')) if (!COUNTRY_BY_NAME.has(key(name.trim()))) COUNTRY_BY_NAME.set(key(name.trim()), code);

// US states and Canadian provinces, which stand where the country would ('Houston, Texas').
const NORTH_AMERICA_PARTS = new Set(
  [
    'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming',
    'ontario quebec alberta manitoba saskatchewan',
  ]
    .join(' ')
    .split(' '),
);
const CANADA_PARTS = new Set(['ontario', 'quebec', 'alberta', 'manitoba', 'saskatchewan']);
const NORTH_AMERICA_PHRASES = [
  'new york',
  'new jersey',
  'new mexico',
  'new hampshire',
  'north carolina',
  'south carolina',
  'north dakota',
  'south dakota',
  'rhode island',
  'west virginia',
];
const CANADA_PHRASES = ['british columbia', 'nova scotia', 'new brunswick'];

// Trade hubs written alone, without their country.
const HUB_COUNTRY: Record<string, string> = {
  singapore: 'SG',
  geneva: 'CH',
  zug: 'CH',
  lugano: 'CH',
  london: 'GB',
  rotterdam: 'NL',
  amsterdam: 'NL',
  antwerp: 'BE',
  hamburg: 'DE',
  houston: 'US',
  chicago: 'US',
  'new york': 'US',
  shanghai: 'CN',
  beijing: 'CN',
  qingdao: 'CN',
  tokyo: 'JP',
  mumbai: 'IN',
  'sao paulo': 'BR',
  santos: 'BR',
  'buenos aires': 'AR',
  lagos: 'NG',
  johannesburg: 'ZA',
  durban: 'ZA',
  nairobi: 'KE',
  accra: 'GH',
  doha: 'QA',
  riyadh: 'SA',
  jeddah: 'SA',
  istanbul: 'TR',
  moscow: 'RU',
  perth: 'AU',
  sydney: 'AU',
  melbourne: 'AU',
  auckland: 'NZ',
  jakarta: 'ID',
  'kuala lumpur': 'MY',
  bangkok: 'TH',
  'ho chi minh': 'VN',
  hanoi: 'VN',
  seoul: 'KR',
  karachi: 'PK',
  dhaka: 'BD',
  lima: 'PE',
  santiago: 'CL',
  bogota: 'CO',
  'mexico city': 'MX',
  vancouver: 'CA',
  toronto: 'CA',
  calgary: 'CA',
  montreal: 'CA',
  // Europe
  oslo: 'NO',
  bergen: 'NO',
  stavanger: 'NO',
  stockholm: 'SE',
  gothenburg: 'SE',
  copenhagen: 'DK',
  helsinki: 'FI',
  tallinn: 'EE',
  muuga: 'EE',
  riga: 'LV',
  ventspils: 'LV',
  vilnius: 'LT',
  klaipeda: 'LT',
  warsaw: 'PL',
  gdansk: 'PL',
  prague: 'CZ',
  vienna: 'AT',
  linz: 'AT',
  budapest: 'HU',
  bratislava: 'SK',
  bucharest: 'RO',
  constanta: 'RO',
  sofia: 'BG',
  varna: 'BG',
  burgas: 'BG',
  belgrade: 'RS',
  zagreb: 'HR',
  rijeka: 'HR',
  ljubljana: 'SI',
  koper: 'SI',
  athens: 'GR',
  piraeus: 'GR',
  thessaloniki: 'GR',
  madrid: 'ES',
  barcelona: 'ES',
  valencia: 'ES',
  bilbao: 'ES',
  algeciras: 'ES',
  tarragona: 'ES',
  lisbon: 'PT',
  porto: 'PT',
  sines: 'PT',
  paris: 'FR',
  lyon: 'FR',
  marseille: 'FR',
  rouen: 'FR',
  dunkirk: 'FR',
  'le havre': 'FR',
  milan: 'IT',
  genoa: 'IT',
  rome: 'IT',
  trieste: 'IT',
  ravenna: 'IT',
  venice: 'IT',
  naples: 'IT',
  frankfurt: 'DE',
  berlin: 'DE',
  munich: 'DE',
  dusseldorf: 'DE',
  duisburg: 'DE',
  bremen: 'DE',
  essen: 'DE',
  brussels: 'BE',
  ghent: 'BE',
  luxembourg: 'LU',
  dublin: 'IE',
  edinburgh: 'GB',
  manchester: 'GB',
  liverpool: 'GB',
  aberdeen: 'GB',
  monaco: 'MC',
  'monte carlo': 'MC',
  valletta: 'MT',
  limassol: 'CY',
  nicosia: 'CY',
  basel: 'CH',
  zurich: 'CH',
  lausanne: 'CH',
  kyiv: 'UA',
  kiev: 'UA',
  odesa: 'UA',
  odessa: 'UA',
  mykolaiv: 'UA',
  'st petersburg': 'RU',
  'saint petersburg': 'RU',
  novorossiysk: 'RU',
  'ust luga': 'RU',
  primorsk: 'RU',
  minsk: 'BY',
  chisinau: 'MD',
  // Middle East
  fujairah: 'AE',
  sharjah: 'AE',
  'jebel ali': 'AE',
  difc: 'AE',
  dmcc: 'AE',
  'ras al khaimah': 'AE',
  muscat: 'OM',
  sohar: 'OM',
  salalah: 'OM',
  'kuwait city': 'KW',
  manama: 'BH',
  dammam: 'SA',
  jubail: 'SA',
  yanbu: 'SA',
  tehran: 'IR',
  'bandar abbas': 'IR',
  baghdad: 'IQ',
  basra: 'IQ',
  basrah: 'IQ',
  erbil: 'IQ',
  mersin: 'TR',
  iskenderun: 'TR',
  izmir: 'TR',
  ankara: 'TR',
  'tel aviv': 'IL',
  haifa: 'IL',
  beirut: 'LB',
  amman: 'JO',
  aqaba: 'JO',
  cairo: 'EG',
  alexandria: 'EG',
  'port said': 'EG',
  // Africa
  casablanca: 'MA',
  tangier: 'MA',
  algiers: 'DZ',
  tunis: 'TN',
  tripoli: 'LY',
  abuja: 'NG',
  'port harcourt': 'NG',
  tema: 'GH',
  abidjan: 'CI',
  'san pedro': 'CI',
  dakar: 'SN',
  conakry: 'GN',
  lome: 'TG',
  cotonou: 'BJ',
  douala: 'CM',
  'pointe noire': 'CG',
  kinshasa: 'CD',
  lubumbashi: 'CD',
  kolwezi: 'CD',
  luanda: 'AO',
  lusaka: 'ZM',
  kitwe: 'ZM',
  ndola: 'ZM',
  harare: 'ZW',
  maputo: 'MZ',
  beira: 'MZ',
  nacala: 'MZ',
  'richards bay': 'ZA',
  'cape town': 'ZA',
  'port elizabeth': 'ZA',
  pretoria: 'ZA',
  gaborone: 'BW',
  windhoek: 'NA',
  'walvis bay': 'NA',
  mombasa: 'KE',
  'dar es salaam': 'TZ',
  dar: 'TZ',
  gandhidham: 'IN',
  jamnagar: 'IN',
  vizag: 'IN',
  likasi: 'CD',
  genova: 'IT',
  'mato grosso': 'BR',
  'mato grosso do sul': 'BR',
  rondonopolis: 'BR',
  'up river': 'AR',
  upriver: 'AR',
  'san lorenzo sf': 'AR',
  'binh phuoc': 'VN',
  'dong nai': 'VN',
  kampala: 'UG',
  kigali: 'RW',
  'addis ababa': 'ET',
  djibouti: 'DJ',
  khartoum: 'SD',
  'port sudan': 'SD',
  antananarivo: 'MG',
  'port louis': 'MU',
  // Asia
  'new delhi': 'IN',
  delhi: 'IN',
  chennai: 'IN',
  kolkata: 'IN',
  kandla: 'IN',
  mundra: 'IN',
  visakhapatnam: 'IN',
  paradip: 'IN',
  ahmedabad: 'IN',
  hyderabad: 'IN',
  bangalore: 'IN',
  bengaluru: 'IN',
  lahore: 'PK',
  islamabad: 'PK',
  chittagong: 'BD',
  chattogram: 'BD',
  colombo: 'LK',
  yangon: 'MM',
  'phnom penh': 'KH',
  vientiane: 'LA',
  surabaya: 'ID',
  balikpapan: 'ID',
  samarinda: 'ID',
  medan: 'ID',
  dumai: 'ID',
  'ho chi minh city': 'VN',
  saigon: 'VN',
  hcmc: 'VN',
  // Hubs as traders shorten them ('S'pore', airport codes of the trading hubs).
  's pore': 'SG',
  sgp: 'SG',
  dxb: 'AE',
  auh: 'AE',
  jlt: 'AE',
  bkk: 'TH',
  jkt: 'ID',
  hkg: 'HK',
  haiphong: 'VN',
  'hai phong': 'VN',
  manila: 'PH',
  cebu: 'PH',
  'port klang': 'MY',
  penang: 'MY',
  'pasir gudang': 'MY',
  'laem chabang': 'TH',
  tianjin: 'CN',
  guangzhou: 'CN',
  shenzhen: 'CN',
  ningbo: 'CN',
  xiamen: 'CN',
  dalian: 'CN',
  tangshan: 'CN',
  wuhan: 'CN',
  rizhao: 'CN',
  lianyungang: 'CN',
  caofeidian: 'CN',
  zhoushan: 'CN',
  nanjing: 'CN',
  chengdu: 'CN',
  taipei: 'TW',
  kaohsiung: 'TW',
  busan: 'KR',
  ulsan: 'KR',
  incheon: 'KR',
  osaka: 'JP',
  yokohama: 'JP',
  nagoya: 'JP',
  kobe: 'JP',
  ulaanbaatar: 'MN',
  almaty: 'KZ',
  astana: 'KZ',
  tashkent: 'UZ',
  baku: 'AZ',
  tbilisi: 'GE',
  batumi: 'GE',
  poti: 'GE',
  yerevan: 'AM',
  vladivostok: 'RU',
  nakhodka: 'RU',
  vostochny: 'RU',
  // Oceania
  brisbane: 'AU',
  adelaide: 'AU',
  newcastle: 'AU',
  'port hedland': 'AU',
  gladstone: 'AU',
  darwin: 'AU',
  wellington: 'NZ',
  // Americas
  stamford: 'US',
  greenwich: 'US',
  'new orleans': 'US',
  miami: 'US',
  'los angeles': 'US',
  'san francisco': 'US',
  seattle: 'US',
  denver: 'US',
  dallas: 'US',
  minneapolis: 'US',
  'kansas city': 'US',
  'st louis': 'US',
  'corpus christi': 'US',
  baltimore: 'US',
  pittsburgh: 'US',
  monterrey: 'MX',
  guadalajara: 'MX',
  manzanillo: 'MX',
  veracruz: 'MX',
  'panama city': 'PA',
  kingston: 'JM',
  'port of spain': 'TT',
  'santo domingo': 'DO',
  havana: 'CU',
  'guatemala city': 'GT',
  'san jose': 'CR',
  medellin: 'CO',
  cartagena: 'CO',
  barranquilla: 'CO',
  quito: 'EC',
  guayaquil: 'EC',
  callao: 'PE',
  // More ports and commodity towns of the trades (round 4).
  arequipa: 'PE',
  chimbote: 'PE',
  paita: 'PE',
  matarani: 'PE',
  trujillo: 'PE',
  piura: 'PE',
  iquique: 'CL',
  mejillones: 'CL',
  calama: 'CL',
  mendoza: 'AR',
  buenaventura: 'CO',
  machala: 'EC',
  'lazaro cardenas': 'MX',
  chornomorsk: 'UA',
  kharkiv: 'UA',
  dnipro: 'UA',
  'rostov on don': 'RU',
  aktau: 'KZ',
  kostanay: 'KZ',
  damietta: 'EG',
  oran: 'DZ',
  'jorf lasfar': 'MA',
  bandirma: 'TR',
  haldia: 'IN',
  banjarmasin: 'ID',
  'quang ninh': 'VN',
  'cam pha': 'VN',
  apapa: 'NG',
  takoradi: 'GH',
  valparaiso: 'CL',
  antofagasta: 'CL',
  'la paz': 'BO',
  'santa cruz': 'BO',
  asuncion: 'PY',
  montevideo: 'UY',
  rosario: 'AR',
  'bahia blanca': 'AR',
  cordoba: 'AR',
  'rio de janeiro': 'BR',
  paranagua: 'BR',
  'belo horizonte': 'BR',
  vitoria: 'BR',
  itaqui: 'BR',
  'rio grande': 'BR',
  recife: 'BR',
  salvador: 'BR',
  curitiba: 'BR',
  brasilia: 'BR',
  caracas: 'VE',
  georgetown: 'GY',
  paramaribo: 'SR',
  // Where the trade's conferences meet ('Coaltrans Bali', 'Cannes TOC', 'Fertilizer Latino Americano Cancun').
  bali: 'ID',
  cannes: 'FR',
  cancun: 'MX',
  marrakech: 'MA',
  marrakesh: 'MA',
  'sharm el sheikh': 'EG',
  davos: 'CH',
  seville: 'ES',
  sochi: 'RU',
  antalya: 'TR',
  phuket: 'TH',
  goa: 'IN',
  'punta cana': 'DO',
  dubrovnik: 'HR',
  langkawi: 'MY',
};

// The states and provinces written after a town ('Newcastle NSW', 'Durgapur WB', 'Raipur CG'): their country.
const STATE_COUNTRY: Record<string, string> = {
  nsw: 'AU',
  qld: 'AU',
  'new south wale': 'AU',
  queensland: 'AU',
  'western australia': 'AU',
  wb: 'IN',
  cg: 'IN',
  mh: 'IN',
  gj: 'IN',
  'west bengal': 'IN',
  gujarat: 'IN',
  maharashtra: 'IN',
  odisha: 'IN',
  chhattisgarh: 'IN',
  mt: 'BR',
  mg: 'BR',
  'mato grosso': 'BR',
  'minas gerai': 'BR',
  parana: 'BR',
  goia: 'BR',
  sumatra: 'ID',
  kalimantan: 'ID',
  sulawesi: 'ID',
  ...INDONESIAN_PROVINCES,
  sabah: 'MY',
  sarawak: 'MY',
  johor: 'MY',
  shandong: 'CN',
  guangdong: 'CN',
  jiangsu: 'CN',
  zhejiang: 'CN',
  hebei: 'CN',
  fujian: 'CN',
  mich: 'MX',
  bajio: 'MX',
  'el bajio': 'MX',
};

// The hubs by their normalised words ('Buenos Aires' reads 'buenos aire', 'Athens' 'athen').
const HUB_BY_KEY = new Map(Object.entries(HUB_COUNTRY).map(([hub, code]) => [key(hub), code]));

// The Russian Far East trades with Asia; the rest of Russia with Europe.
const PLACE_REGION: Record<string, TradeRegion> = { vladivostok: 'Asia', nakhodka: 'Asia', vostochny: 'Asia' };

/** The country code a place text names: 'Rotterdam, Netherlands' -> 'NL', 'Houston, Texas' -> 'US', 'Dubai' -> 'AE'. */
export function countryOfPlace(text: string | null | undefined): string | null {
  return placeCountry(text, true);
}

/** (A country's code is read alone in a location field, never in the notes: 'based on LC at sight'.) */
function placeCountry(text: string | null | undefined, codes: boolean): string | null {
  const parts = (text ?? '')
    .split(/[,;]/)
    .map((p) => key(p))
    .filter(Boolean);
  // The last part is most often the country; then any part; then a known hub or a state.
  for (const part of [...parts].reverse()) {
    const code = COUNTRY_BY_NAME.get(part);
    if (code) return code;
  }
  for (const part of parts) {
    // 'Paita PE': a hub with its country's code after it.
    const hub = HUB_BY_KEY.get(part) ?? HUB_BY_KEY.get(part.replace(/ [a-z]{2}$/, ''));
    if (hub) return hub;
    if (CANADA_PHRASES.includes(part)) return 'CA';
    if (NORTH_AMERICA_PHRASES.includes(part)) return 'US';
    const words = part.split(' ');
    if (words.some((w) => CANADA_PARTS.has(w))) return 'CA';
    if (words.some((w) => NORTH_AMERICA_PARTS.has(w))) return 'US';
  }
  return text ? countryOfPieces(text, codes) : null;
}

const SHORTHAND_BY_KEY = new Map(shorthandPlaces().map(([k, place]) => [k, place.countryCode]));
const STATE_BY_KEY = new Map(Object.entries(STATE_COUNTRY).map(([k, code]) => [key(k), code]));
// A country's code written alone, except the codes that are also the shorthand of a trading town: 'VI' Victoria
// Island (Lagos), 'PH' Port Harcourt, 'BH' Belo Horizonte, 'BG' Belgrade, 'GL' Galați, 'TM' Timișoara.
const ISO_CODES = new Set(Object.keys(countryTable).filter((c) => !['VI', 'PH', 'BH', 'BG', 'GL', 'TM'].includes(c)));
let towns: Map<string, string> | null = null;
/** A town of 15,000 people or more by its folded name (world-cities.data.ts), read on first use. */
function townCountry(k: string): string | undefined {
  if (!towns) {
    towns = new Map();
    for (const line of WORLD_TOWNS.split('\n')) {
      const bar = line.indexOf('|');
      towns.set(line.slice(0, bar), line.slice(bar + 1));
    }
  }
  return towns.get(k);
}

/**
 * What the whole text did not say, its pieces may: 'Sg - Raffles Place', 'Singapore (Raffles Place)',
 * 'Mongla/Khulna', a trader's shorthand ('GVA', 'Khi', 'N.Ganj'), a country's code as written ('SG', 'KZ'), a
 * town ('Buon Ma Thuot', 'Rostock'), a state after a town ('Newcastle NSW', 'Sorriso - MT'), then any word or
 * two of a piece that is a country, a hub or a town ('Jakarta Selatan', 'Taganrog RU').
 */
function countryOfPieces(text: string, codes: boolean): string | null {
  const raw = text
    .split(/[,;/()|]| - | – /)
    .map((p) => p.trim())
    .filter(Boolean);
  const pieces = raw.map((p) => key(p));
  const whole = (k: string) => COUNTRY_BY_NAME.get(k) ?? HUB_BY_KEY.get(k) ?? SHORTHAND_BY_KEY.get(k) ?? townCountry(k);
  // Each piece whole; pieces that name two countries ('London/Dubai', 'Djibouti (for ET)') say nothing.
  const said = new Set<string>();
  for (const [i, k] of pieces.entries()) {
    if (!k) continue;
    const written = raw[i]!;
    const found =
      whole(k) ??
      (i > 0 ? STATE_BY_KEY.get(k) : undefined) ??
      (codes && /^[A-Z]{2}$/.test(written) && ISO_CODES.has(written) ? written : undefined);
    if (found) said.add(found);
  }
  if (said.size) return said.size === 1 ? [...said][0]! : null;
  for (const k of pieces) {
    const words = k.split(' ');
    if (words.length < 2) continue;
    const state = STATE_BY_KEY.get(words.at(-1)!) ?? STATE_BY_KEY.get(words.slice(-2).join(' '));
    if (state) return state;
    for (let j = 0; j < words.length; j++) {
      const two = j + 1 < words.length ? `${words[j]} ${words[j + 1]}` : null;
      const found =
        (two && (COUNTRY_BY_NAME.get(two) ?? HUB_BY_KEY.get(two) ?? townCountry(two))) ||
        COUNTRY_BY_NAME.get(words[j]!) ||
        HUB_BY_KEY.get(words[j]!) ||
        (words[j]!.length > 3 ? townCountry(words[j]!) : undefined);
      if (found) return found;
    }
  }
  return null;
}

/** The trade region of a place text, or of a country code when one is known (the geocoded city's). */
export function regionOfPlace(text: string | null | undefined, countryCode?: string | null): TradeRegion | null {
  if (text) {
    const first = key(text.split(/[,;]/)[0] ?? '');
    if (PLACE_REGION[first]) return PLACE_REGION[first]!;
  }
  return regionOfCountryCode(countryCode) ?? regionOfCountryCode(countryOfPlace(text)) ?? (text ? looseRegion(text) : null);
}

/**
 * A place written loosely: 'Sohar port', 'Singapore 048' (a port or a postcode after the name), 'SG' (a
 * country code), 'China/HK' (two places of one region), 'West Africa', 'Subcontinent', 'SEA', 'the Gulf'
 * (a part of the world). Null when the parts name different regions.
 */
function looseRegion(text: string): TradeRegion | null {
  const regions = new Set<TradeRegion>();
  for (const written of text.split(/[/,;&+]|\band\b/)) {
    const trimmed = written.trim();
    if (!trimmed) continue;
    // Traders' short names of cities first: 'BH' is Belo Horizonte before it is Bahrain.
    const code = CITY_SHORT[trimmed] ?? (/^[A-Z]{2}$/.test(trimmed) ? trimmed : null);
    const cleaned = trimmed.replace(/\b(port|ports|area|region|province|state|city|harbou?r|terminal)\b/gi, ' ').replace(/\d+/g, ' ');
    // 'London UK', 'Vitória ES': a known place and a code after it; the place decides.
    const words = cleaned.trim().split(/\s+/);
    const placeBefore = words.length > 1 ? countryOfPlace(words.slice(0, -1).join(' ')) : null;
    const region =
      regionOfCountryCode(code) ??
      regionOfCountryCode(placeBefore) ??
      regionOfCountryCode(countryOfPlace(cleaned)) ??
      parseRegion(trimmed) ??
      (trimmed === 'SEA' ? 'Asia' : null) ??
      regionOfCodes(subregionCountries(/^subcontinent$/i.test(trimmed) ? 'indian subcontinent' : trimmed));
    if (region) regions.add(region);
  }
  return regions.size === 1 ? [...regions][0]! : null;
}

const CITY_SHORT: Record<string, string> = {
  SP: 'BR',
  BH: 'BR',
  RJ: 'BR',
  KL: 'MY',
  GVA: 'CH',
  DXB: 'AE',
  LDN: 'GB',
  HCMC: 'VN',
  JHB: 'ZA',
  JNB: 'ZA',
  NYC: 'US',
};

function regionOfCodes(codes: string[] | null): TradeRegion | null {
  if (!codes) return null;
  const regions = new Set(codes.map((c) => regionOfCountryCode(c)));
  return regions.size === 1 ? [...regions][0]! : null;
}

/** One of the seven region names, in any letter case or spacing ('middle east'), or null. */
export function parseRegion(text: string | null | undefined): TradeRegion | null {
  const k = key((text ?? '').replace(/^the\s+/i, ''));
  return TRADE_REGIONS.find((r) => key(r) === k) ?? REGION_SYNONYMS[k] ?? null;
}

// Other names traders give the seven regions.
const REGION_SYNONYMS: Record<string, TradeRegion> = {
  eu: 'Europe',
  european: 'Europe',
  'european union': 'Europe',
  asian: 'Asia',
  apac: 'Asia',
  'asia pacific': 'Asia',
  'middle eastern': 'Middle East',
  mideast: 'Middle East',
  african: 'Africa',
  'north american': 'North America',
  'south american': 'South America',
  'australia and new zealand': 'Oceania',
  anz: 'Oceania',
  ...regionNames({
    Europe:
      'Europa, Europe, Europ, Avrupa, Evropa, Yevropa, Ue, Union Europeenne, Union Europea, Uniao Europeia, Unione Europea, Europaische Union, Eropa, Chau Au, Europese Unie, Unia Europejska',
    Africa: 'Afrique, Afrika, Afrikas, Africa, Afrique Subsaharienne, Afryka, Chau Phi, Afrika Sub Sahara',
    Asia: 'Asie, Asien, Asya, Aziya, Azja, Asia Pacifique, Asia Pacifico, Azie, Chau A, Asya Pasipiko',
    'Middle East':
      'Moyen Orient, Proche Orient, Oriente Medio, Oriente Medio, Medio Oriente, Naher Osten, Nahost, Mittlerer Osten, Orta Dogu, Ortadogu, Blizhniy Vostok, Bliski Wschod, Midden Oosten, Mellanostern, Mellemosten, Midtosten, Timur Tengah, Trung Dong, Gitnang Silangan',
    'North America':
      'Amerique du Nord, America del Norte, Norteamerica, America do Norte, Nordamerika, Nordamerikas, Kuzey Amerika, Noord Amerika, Ameryka Polnocna, Amerika Utara, Bac My',
    'South America':
      'Amerique du Sud, America del Sur, Sudamerica, Suramerica, America do Sul, Sudamerika, Sudamerikas, Guney Amerika, Yuzhnaya Amerika, Zuid Amerika, Sydamerika, Ameryka Poludniowa, Amerika Selatan, Nam My',
    Oceania: 'Oceanie, Ozeanien, Okyanusya, Oceanie, Oceania, Australia dan Oseania, Chau Dai Duong',
  }),
};

/** Names in the other languages of the trade, as `key` leaves them, to the region they name. */
function regionNames(names: Record<string, string>): Record<string, TradeRegion> {
  const out: Record<string, TradeRegion> = {};
  for (const [region, list] of Object.entries(names)) for (const name of list.split(',')) out[key(name.trim())] = region as TradeRegion;
  return out;
}

/** Every place name this module knows (countries in English and native, aliases, hubs, US states), as normalised words: for spelling correction. */
export function knownPlaceWords(): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of key(text).split(' ')) if (w) words.add(w);
  };
  for (const name of COUNTRY_BY_NAME.keys()) add(name);
  for (const hub of Object.keys(HUB_COUNTRY)) add(hub);
  for (const part of NORTH_AMERICA_PARTS) add(part);
  for (const phrase of [...NORTH_AMERICA_PHRASES, ...CANADA_PHRASES, ...TRADE_REGIONS]) add(phrase);
  // (The regions' and parts' names in other languages too: 'Naher Osten' is not a misspelt 'nearer often'.)
  for (const name of [...Object.keys(REGION_SYNONYMS), ...SUBREGION_ENGLISH.keys()]) add(name);
  return words;
}

/** The country code a country's name (or a common alias: 'UK', 'UAE', 'Holland') names, or null; cities and states are not countries. */
export function countryCodeOfName(text: string): string | null {
  return COUNTRY_BY_NAME.get(key(text)) ?? null;
}

// Aliases that name a city standing for its country ('Dubai' for the Emirates): the city when a contact lives there.
const CITY_ALIASES = new Set(['dubai', 'abu dhabi']);
/** Whether the text is a country's own name (English, native, another language's, or a short form), not a city standing for it. */
export function isCountryName(text: string): boolean {
  const k = key(text);
  return COUNTRY_BY_NAME.has(k) && !CITY_ALIASES.has(k);
}

/** The English name of a country code ('NL' -> 'Netherlands'). */
export function countryName(code: string): string | null {
  return countryTable[code.toUpperCase()]?.name ?? null;
}

/**
 * Parts of the world traders name that are not whole regions, as ISO country codes. 'Latin America'
 * reaches into North America (Mexico, Central America, the Caribbean); 'West Africa' is not all of it.
 */
const SUBREGION_COUNTRIES: Record<string, string> = {
  'latin america': 'AR BO BR CL CO EC GY PY PE SR UY VE MX GT BZ SV HN NI CR PA CU DO HT PR',
  latam: 'AR BO BR CL CO EC GY PY PE SR UY VE MX GT BZ SV HN NI CR PA CU DO HT PR',
  'central america': 'MX GT BZ SV HN NI CR PA',
  caribbean: 'CU DO HT PR JM TT BS BB LC VC GD AG DM KN AW CW',
  'west africa': 'NG GH CI SN ML BF NE GN SL LR TG BJ GM GW CV MR',
  'east africa': 'KE TZ UG RW BI ET SO DJ ER SS',
  'southern africa': 'ZA NA BW ZW ZM MZ LS SZ AO MW MG',
  'north africa': 'EG LY TN DZ MA SD',
  'sub saharan africa':
    'NG GH CI SN ML BF NE GN SL LR TG BJ GM GW CV MR KE TZ UG RW BI ET SO DJ ER SS ZA NA BW ZW ZM MZ LS SZ AO MW MG CM GA CG CD CF TD GQ',
  'south east asia': 'SG MY ID TH VN PH MM KH LA BN TL',
  'southeast asia': 'SG MY ID TH VN PH MM KH LA BN TL',
  asean: 'SG MY ID TH VN PH MM KH LA BN',
  'east asia': 'CN JP KR TW HK MO MN KP',
  'far east': 'CN JP KR TW HK MO MN SG MY ID TH VN PH',
  'south asia': 'IN PK BD LK NP BT MV AF',
  'indian subcontinent': 'IN PK BD LK NP BT',
  'central asia': 'KZ UZ TM KG TJ',
  cis: 'RU UA BY KZ UZ TM KG TJ AZ AM GE MD',
  gulf: 'AE SA QA KW BH OM',
  gcc: 'AE SA QA KW BH OM',
  'persian gulf': 'AE SA QA KW BH OM IQ IR',
  levant: 'LB SY JO IL PS',
  mena: 'AE SA QA KW BH OM IQ IR JO LB SY IL PS YE EG LY TN DZ MA',
  'western europe': 'GB IE FR BE NL LU DE CH AT',
  'northern europe': 'NO SE DK FI IS EE LV LT',
  'eastern europe': 'PL CZ SK HU RO BG UA BY MD RU',
  'southern europe': 'ES PT IT GR MT CY HR SI',
  scandinavia: 'NO SE DK',
  nordic: 'NO SE DK FI IS',
  baltic: 'EE LV LT',
  benelux: 'BE NL LU',
  balkan: 'AL BA BG HR XK ME MK RS SI RO GR',
  iberia: 'ES PT',
  'black sea': 'UA RU RO BG TR GE',
  'north sea': 'GB NO NL DK DE BE',
  australasia: 'AU NZ',
  mediterranean: 'ES FR IT GR MT CY HR SI AL ME TR EG LY TN DZ MA LB SY IL',
  med: 'ES FR IT GR MT CY HR SI AL ME TR EG LY TN DZ MA LB SY IL',
  americas: 'US CA MX GT BZ SV HN NI CR PA CU DO HT PR JM TT AR BO BR CL CO EC GY PY PE SR UY VE',
  // Trading hubs named as areas: the US Gulf Coast, Amsterdam-Rotterdam-Antwerp, North-West Europe.
  'us gulf': 'US',
  'us gulf coast': 'US',
  usg: 'US',
  usgc: 'US',
  ara: 'NL BE',
  nwe: 'GB IE FR BE NL LU DE DK NO',
  'north west europe': 'GB IE FR BE NL LU DE DK NO',
  'northwest europe': 'GB IE FR BE NL LU DE DK NO',
};

// The same parts of the world in the other languages of the trade, to their English name above.
const SUBREGION_NAMES: Record<string, string> = {
  'latin america': 'Amerique Latine, America Latina, Lateinamerika, Latin Amerika',
  'central america': 'Amerique Centrale, America Central, Centroamerica, Mittelamerika, Zentralamerika',
  'west africa':
    "Afrique de l'Ouest, Afrique Occidentale, Africa Occidental, Africa Ocidental, Africa Occidentale, Westafrika, Bati Afrika, West Afrika, Afryka Zachodnia, Vastafrika, Vestafrika, Afrika Barat, Tay Phi",
  'east africa': "Afrique de l'Est, Afrique Orientale, Africa Oriental, Africa Orientale, Ostafrika, Dogu Afrika",
  'southern africa': 'Afrique Australe, Africa Austral, Africa Meridional, Sudliches Afrika',
  'north africa': 'Afrique du Nord, Africa del Norte, Norte de Africa, Africa do Norte, Nordafrika, Kuzey Afrika, Maghreb',
  'southeast asia':
    'Asie du Sud Est, Sudeste Asiatico, Sureste Asiatico, Sudeste da Asia, Sudostasien, Asia Sudorientale, Guneydogu Asya, Asia Tenggara, Dong Nam A, Zuidoost Azie, Azja Poludniowo Wschodnia, Sydostasien, Timog Silangang Asya',
  'east asia': "Asie de l'Est, Asie Orientale, Asia Oriental, Asia Orientale, Ostasien, Extremo Oriente, Extreme Orient",
  'south asia': 'Asie du Sud, Asia del Sur, Asia Meridional, Sudasien, Asia Meridionale, Guney Asya',
  'central asia': 'Asie Centrale, Asia Central, Zentralasien, Asia Centrale, Orta Asya, Srednyaya Aziya',
  'western europe':
    "Europe de l'Ouest, Europe Occidentale, Europa Occidental, Europa Ocidental, Westeuropa, Europa Occidentale, Bati Avrupa",
  'eastern europe': "Europe de l'Est, Europe Orientale, Europa del Este, Europa Oriental, Osteuropa, Europa Orientale, Dogu Avrupa",
  'northern europe': 'Europe du Nord, Europa del Norte, Nordeuropa, Europa do Norte, Noord Europa, Europa Polnocna',
  scandinavia: 'Skandinavien, Scandinavie, Skandynawia, Skandinavia, Escandinavia, Scandinavie',
  nordic: 'Norden, Nordics, Nordiske, Nordiska, Nordische Lander, Pays Nordiques',
  baltic: 'Baltikum, Pays Baltes, Baltyk, Kraje Baltyckie, Baltische Staten, Baltics',
  'southern europe': 'Europe du Sud, Europa del Sur, Sudeuropa, Europa do Sul, Europa Meridionale',
  'black sea': 'Mer Noire, Mar Negro, Schwarzes Meer, Mar Nero, Karadeniz, Chernoye More',
  mediterranean: 'Mediterranee, Mediterraneo, Mittelmeer, Akdeniz',
  gulf: 'Golfe, Golfo, Golfo Persico, Golfe Persique, Khaleej, Khaleej',
  cis: 'CEI, SNG, GUS',
};
const SUBREGION_ENGLISH = new Map<string, string>();
for (const [english, names] of Object.entries(SUBREGION_NAMES))
  for (const name of names.split(',')) {
    const k = key(name.trim());
    if (k in SUBREGION_COUNTRIES) continue;
    SUBREGION_COUNTRIES[k] = SUBREGION_COUNTRIES[english]!;
    SUBREGION_ENGLISH.set(k, english);
  }

/** The English name of a part of the world named in another language ('Afrique de l'Ouest' -> 'west africa'), or null. */
export function subregionEnglishName(text: string): string | null {
  return SUBREGION_ENGLISH.get(key(text.replace(/^the\s+/i, ''))) ?? null;
}

/** The country codes a named part of the world covers ('West Africa', 'LATAM', 'the Gulf'), or null. */
export function subregionCountries(text: string): string[] | null {
  const k = key(text.replace(/^the\s+/i, ''));
  const codes = SUBREGION_COUNTRIES[k];
  return codes ? codes.split(' ') : null;
}

// Where the notes say the contact sits: 'based in Kochi', 'Karachi based', 'office in Geneva', 'sits in Oran',
// 'kantoor in Den Bosch', 'basé à Agadir', 'sediada em Santos', 'Karachi mein office hai', 'Dhaka se hai'.
const SITS_IN =
  /\b(?:based|located|office|offices|hq|headquartered|sits|sitting|kantoor|sitz|bureau|bureaux|base|basee|basado|basada|sediada|sediado|situado|situada|ubicado|ubicada|siedziba|escritorio|oficina|oficinas|kantor)(?: (?:is|are))?(?: (?:in|at|en|em|a|au|na|no|w|im|op|di))?:? ([\p{L}][\p{L}-]*(?: [\p{L}][\p{L}-]*)?)/giu;
const BASED_AFTER = /([\p{L}][\p{L}-]*(?: [\p{L}][\p{L}-]*)?)[- ](?:based|mein office|me office|se hai|office\b)/giu;

/**
 * The country the notes say a contact is based in, when they say it outright ('based in Kochi', 'Karachi based',
 * 'office in Geneva'), or null. Not a delivery port ('CFR Santos' is where the goods go) nor a company's legal form
 * (a DMCC desk may sit anywhere).
 */
export function countryFromNotes(notes: string | null | undefined): string | null {
  if (!notes) return null;
  // ('basé à Qingdao', 'escritório em Santos': the accents are not part of the cue.)
  const folded = notes.normalize('NFD').replace(/\p{M}/gu, '');
  for (const re of [SITS_IN, BASED_AFTER])
    for (const m of folded.matchAll(re)) {
      // 'office: Ho Chi Minh City (Vietnam)', 'basé à Qingdao (China)', 'Tuticorin office (India)': the country said after it.
      const after = /^[^()\n]{0,30}?\(([^)]{2,40})\)/.exec(folded.slice(m.index! + m[0].length));
      const said = after ? COUNTRY_BY_NAME.get(key(after[1]!)) : null;
      if (said) return said;
      const words = m[1]!.split(' ');
      // The place's words ('Den Bosch', 'Abu Dhabi'), else its first ('Kochi - reliable').
      const place = (t: string) => placeCountry(t, false);
      const code = place(words.join(' ')) ?? (words.length > 1 ? (place(words[1]!) ?? place(words[0]!)) : null);
      if (code) return code;
    }
  return null;
}
