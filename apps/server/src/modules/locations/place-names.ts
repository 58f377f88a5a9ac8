/** Names of places: diacritic folding, country and region names, the few English exonyms GeoNames lacks. */

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  þ: 'th',
  Þ: 'Th',
};

/** 'São Paulo' -> 'Sao Paulo', 'Gdańsk' -> 'Gdansk', 'Łódź' -> 'Lodz'. */
export function foldDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßøØłŁæÆœŒđĐıþÞ]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch);
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Where ICU's English name is not the one people write. */
const COUNTRY_NAME_OVERRIDES: Readonly<Record<string, string>> = {
  HK: 'Hong Kong',
  MO: 'Macau',
  CD: 'Democratic Republic of the Congo',
  CG: 'Republic of the Congo',
  PS: 'Palestine',
  MM: 'Myanmar',
};

/** English country name of an ISO-2 code ('NL' -> 'Netherlands'); the code itself when unknown. */
export function countryName(code: string): string {
  const upper = code.toUpperCase();
  if (COUNTRY_NAME_OVERRIDES[upper]) return COUNTRY_NAME_OVERRIDES[upper];
  try {
    const name = regionNames.of(upper);
    return name && name !== 'Unknown Region' ? name : upper;
  } catch {
    return upper;
  }
}

/**
 * English names of cities that GeoNames lists under their local name, keyed by GeoNames id.
 * Only places a commodity trader looks up by their English name; the local name stays searchable
 * through ascii_name.
 */
export const ENGLISH_CITY_NAMES: Readonly<Record<number, string>> = {
  2660646: 'Geneva', // Genève
  1273874: 'Kochi', // Cochin, renamed in 1996
};

/**
 * Names people write for cities the table knows under another one, keyed by the written name
 * (folded, lower case): GeoNames ids of the cities meant. Tables loaded before a rename in
 * ENGLISH_CITY_NAMES still find the city this way.
 */
export const CITY_ALIASES: Readonly<Record<string, readonly number[]>> = {
  kochi: [1273874], // Cochin
  cochin: [1273874],
  bombay: [1275339], // Mumbai
  madras: [1264527], // Chennai
  calcutta: [1275004], // Kolkata
  bangalore: [1277333], // Bengaluru
  saigon: [1566083], // Ho Chi Minh City
  rangoon: [1298824], // Yangon
  kiev: [703448], // Kyiv
  odesa: [698740], // Odessa
  astana: [1526273], // Nur-Sultan, Astana again since 2022
  peking: [1816670], // Beijing
  canton: [1809858], // Guangzhou
  gurugram: [1270642], // Gurgaon
  vizag: [1253102], // Visakhapatnam
  trivandrum: [1254163], // Thiruvananthapuram
  calicut: [1265873], // Kozhikode
  mangaluru: [1263780], // Mangalore
  antwerp: [2803138], // Antwerpen
  ghent: [2797656], // Gent
  cologne: [2886242], // Köln
  gothenburg: [2711537], // Göteborg
  seville: [2510911], // Sevilla
  hanover: [2910831], // Hannover
  lucerne: [2659811], // Luzern
  nuremberg: [2861650], // Nürnberg
  quebec: [6325494], // Québec
  'quebec city': [6325494],
  georgetown: [1735106], // George Town, Penang
};

/** GeoNames admin1 codes that are readable as they are (US states, UK nations). */
const REGION_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: {
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
    PR: 'Puerto Rico',
  },
  GB: { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' },
};

/** The readable region of a city, when its admin code has one. */
export function regionName(countryCode: string, adminCode: string | null): string | null {
  if (!adminCode) return null;
  return REGION_NAMES[countryCode]?.[adminCode] ?? null;
}

/** The admin code of a readable region name within a country ('Texas' -> 'TX'). */
export function regionCode(countryCode: string, name: string): string | null {
  const wanted = name.trim().toLowerCase();
  const regions = REGION_NAMES[countryCode];
  if (!regions) return null;
  for (const [code, label] of Object.entries(regions)) if (label.toLowerCase() === wanted || code.toLowerCase() === wanted) return code;
  return null;
}

/**
 * Australian states and Canadian provinces as people write them after a city ('Perth, WA',
 * 'London, Ontario'), with their GeoNames admin1 codes. Used to read location text only: search
 * results keep showing 'City, Country' for these.
 */
const READ_ONLY_REGIONS: Readonly<Record<string, Readonly<Record<string, string[]>>>> = {
  AU: {
    '01': ['ACT', 'Australian Capital Territory'],
    '02': ['NSW', 'New South Wales'],
    '03': ['NT', 'Northern Territory'],
    '04': ['QLD', 'Queensland'],
    '05': ['SA', 'South Australia'],
    '06': ['TAS', 'Tasmania'],
    '07': ['VIC', 'Victoria'],
    '08': ['WA', 'Western Australia'],
  },
  CA: {
    '01': ['AB', 'Alberta'],
    '02': ['BC', 'British Columbia'],
    '03': ['MB', 'Manitoba'],
    '04': ['NB', 'New Brunswick'],
    '05': ['NL', 'Newfoundland and Labrador', 'Newfoundland'],
    '07': ['NS', 'Nova Scotia'],
    '08': ['ON', 'Ontario'],
    '09': ['PE', 'PEI', 'Prince Edward Island'],
    '10': ['QC', 'Quebec', 'Québec'],
    '11': ['SK', 'Saskatchewan'],
  },
};

/** Every region the text may name: US states, UK nations, Australian states, Canadian provinces. */
export function regionsNamed(text: string): { countryCode: string; admin: string }[] {
  const wanted = foldDiacritics(text).trim().toLowerCase();
  const found: { countryCode: string; admin: string }[] = [];
  for (const countryCode of Object.keys(REGION_NAMES)) {
    const admin = regionCode(countryCode, text);
    if (admin) found.push({ countryCode, admin });
  }
  for (const [countryCode, regions] of Object.entries(READ_ONLY_REGIONS)) {
    for (const [admin, names] of Object.entries(regions)) {
      if (names.some((n) => foldDiacritics(n).toLowerCase() === wanted)) found.push({ countryCode, admin });
    }
  }
  return found;
}

const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'u.k.': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  uae: 'AE',
  emirates: 'AE',
  holland: 'NL',
  'the netherlands': 'NL',
  turkey: 'TR',
  russia: 'RU',
  'south korea': 'KR',
  korea: 'KR',
  'czech republic': 'CZ',
  'ivory coast': 'CI',
  "cote d'ivoire": 'CI',
  'cote d’ivoire': 'CI',
  'hong kong': 'HK',
  ksa: 'SA',
  saudi: 'SA',
  'viet nam': 'VN',
  burma: 'MM',
  macao: 'MO',
  drc: 'CD',
  prc: 'CN',
  'mainland china': 'CN',
  'the uk': 'GB',
  'the us': 'US',
  'the usa': 'US',
  'the uae': 'AE',
  'the philippines': 'PH',
  'northern ireland': 'GB',
  'republic of korea': 'KR',
  turkiye: 'TR',
  swaziland: 'SZ',
  macedonia: 'MK',
  bosnia: 'BA',
};

let countryCodesByName: Map<string, string> | undefined;
let countryNames: Map<string, string> | undefined;

/** Every country name and alias people write, folded and in lower case, with its ISO-2 code. */
export function countryNameIndex(): ReadonlyMap<string, string> {
  if (!countryNames) {
    countryCodeOf('nl');
    countryNames = new Map([...countryCodesByName!, ...Object.entries(COUNTRY_ALIASES)]);
  }
  return countryNames;
}

/** The ISO-2 code of a country as people write it ('Netherlands', 'NL', 'USA', 'Switzerland'); null when unknown. */
export function countryCodeOf(text: string): string | null {
  const key = foldDiacritics(text).trim().toLowerCase();
  if (!key) return null;
  if (COUNTRY_ALIASES[key]) return COUNTRY_ALIASES[key];
  if (!countryCodesByName) {
    countryCodesByName = new Map();
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        // ICU also names deprecated codes (DD, UK, YU, ...); only a code that is its own canonical form counts.
        if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
        const name = countryName(code);
        if (name !== code) countryCodesByName.set(foldDiacritics(name).toLowerCase(), code);
      }
    }
  }
  const byName = countryCodesByName.get(key);
  if (byName) return byName;
  if (/^[a-z]{2}$/.test(key) && countryName(key) !== key.toUpperCase()) return key.toUpperCase();
  return null;
}
