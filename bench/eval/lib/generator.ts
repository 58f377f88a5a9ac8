/**
 * THE generator library of the evaluation: a deterministic random source (mulberry32), people's names,
 * places as typed with what a geocoder finds, and products as traders write them (abbreviations, other
 * languages, grades). It builds the scale books (10,000 and 100,000 contacts) in the set format, with
 * each contact's truth, so they go through the same loader mapping as every set.
 */
import type { BookContact } from './load.ts';

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same book on every run. */
export function rng(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[below(list.length)]!,
  };
}
export type Rng = ReturnType<typeof rng>;

export const FIRST_NAMES = (
  'James Maria Wei Hiroshi Yuki Ananya Rahul Ahmed Fatima Chidi Thabo Lerato Carlos Ana Sofia Lucas Pieter Anna Hans ' +
  'Sarah Emma Oliver Mohammed Omar Layla Kenji Budi Dewi Grace Kwame Ama Kofi Aisha Jean-Marc Luca Giulia Mateo Diego ' +
  'Camila Olivia Liam Daniel Elena Ivan Piotr Katarzyna Rania Yousef Sipho Naledi Wanjiru Arjun Mei Takeshi Linh Somchai ' +
  'Nadia Tariq Helena Erik Ingrid Paulo Beatriz Andrés Lucía Mehmet Ayşe Oksana Dmitri Chen Priya'
).split(' ');
export const LAST_NAMES = (
  'Smith Müller Schmidt Tan Lim Wong Chen Wang Zhang Liu Sato Tanaka Kim Park Patel Sharma Gupta Singh Iyer Okafor ' +
  'Adeyemi Mensah Boateng Nkosi Dlamini Mwangi Haddad Khoury Nasser Rahman Silva Oliveira Pereira Costa Fernández ' +
  'González Rossi Bianchi De Vries Janssen Dubois Bernard Novak Kowalski Ivanov Petrov Johnson Brown Nguyen Tran Wijaya ' +
  "O'Brien Fischer Weber Yamamoto Nakamura Reddy Nair Ochieng Asante Eze Bello Saleh Aziz Karimi Vargas Herrera Yılmaz Diallo"
).split(' ');
const COMPANY_WORDS =
  'Meridian Northgate Bluewater Summit Crestline Atlas Vantage Orion Keystone Falcon Sterling Horizon Granite Beacon Polaris Zenith Apex Aurora Kestrel Marlin Osprey Pioneer Tidewater Vertex'.split(
    ' ',
  );
const COMPANY_KINDS = ['Trading', 'Resources', 'Commodities', 'Metals', 'Agri', 'Energy', 'Holdings'];
const COMPANY_SUFFIXES = ['SA', 'GmbH', 'Ltd', 'Pte Ltd', 'FZE', 'DMCC', 'LLC', 'Ltda', 'SARL', 'BV', 'AG', ''];

export interface Place {
  city: string;
  country: string;
  code: string;
  region: NonNullable<BookContact['truth']['region']>;
  /** How people type it. */
  written: readonly string[];
}

const place = (city: string, country: string, code: string, region: Place['region'], ...written: string[]): Place => ({
  city,
  country,
  code,
  region,
  written: written.length ? written : [`${city}, ${country}`],
});

export const PLACES: readonly Place[] = [
  place('Geneva', 'Switzerland', 'CH', 'europe', 'Geneva', 'Genève, CH', 'Geneva, Switzerland'),
  place('Rotterdam', 'Netherlands', 'NL', 'europe', 'Rotterdam NL', 'Rotterdam, Netherlands'),
  place('Hamburg', 'Germany', 'DE', 'europe', 'Hamburg', 'Hamburg, Germany'),
  place('London', 'United Kingdom', 'GB', 'europe', 'London', 'London, UK'),
  place('Oslo', 'Norway', 'NO', 'europe', 'Oslo'),
  place('Istanbul', 'Turkey', 'TR', 'europe', 'Istanbul', 'İstanbul, Türkiye'),
  place('Dubai', 'United Arab Emirates', 'AE', 'middle_east', 'Dubai, UAE', 'Jebel Ali', 'Dubai'),
  place('Riyadh', 'Saudi Arabia', 'SA', 'middle_east', 'Riyadh, KSA'),
  place('Doha', 'Qatar', 'QA', 'middle_east', 'Doha'),
  place('Lagos', 'Nigeria', 'NG', 'africa', 'Lagos', 'Lagos, Nigeria'),
  place('Lubumbashi', 'Congo (Kinshasa)', 'CD', 'africa', 'Lubumbashi DRC', 'Lubumbashi, RDC'),
  place('Johannesburg', 'South Africa', 'ZA', 'africa', 'Joburg', 'Johannesburg, SA'),
  place('Abidjan', "Côte d'Ivoire", 'CI', 'africa', 'Abidjan', 'Abidjan, CIV'),
  place('Mumbai', 'India', 'IN', 'south_asia', 'Mumbai', 'Bombay, India'),
  place('Singapore', 'Singapore', 'SG', 'southeast_asia', 'Singapore', 'SG'),
  place('Jakarta', 'Indonesia', 'ID', 'southeast_asia', 'Jakarta'),
  place('Ho Chi Minh City', 'Vietnam', 'VN', 'southeast_asia', 'HCMC', 'Saigon, VN'),
  place('Shanghai', 'China', 'CN', 'east_asia', 'Shanghai', 'Shanghai, PRC'),
  place('Tokyo', 'Japan', 'JP', 'east_asia', 'Tokyo'),
  place('Houston', 'United States', 'US', 'north_america', 'Houston, TX'),
  place('Vancouver', 'Canada', 'CA', 'north_america', 'Vancouver BC'),
  place('Mexico City', 'Mexico', 'MX', 'central_america', 'CDMX', 'Mexico City'),
  place('São Paulo', 'Brazil', 'BR', 'south_america', 'Sao Paulo', 'São Paulo, Brasil'),
  place('Buenos Aires', 'Argentina', 'AR', 'south_america', 'Buenos Aires', 'BsAs'),
  place('Santiago', 'Chile', 'CL', 'south_america', 'Santiago de Chile'),
  place('Perth', 'Australia', 'AU', 'oceania', 'Perth WA'),
  place('Almaty', 'Kazakhstan', 'KZ', 'cis', 'Almaty, KZ'),
];

/** Products by this library's own keys, as people write them (abbreviations, other languages, grades). */
export const PRODUCT_WRITINGS: Readonly<Record<string, readonly string[]>> = {
  copper_cathode: ['Cu cath LME A', 'cuivre cathode', 'cátodos de cobre', 'copper cathodes 99.99'],
  copper_concentrate: ['Cu conc 25%', 'concentrado de cobre', 'copper concentrate'],
  aluminium_ingot: ['Al P1020', 'alluminium ingots', 'aluminio primario'],
  zinc: ['SHG zinc', 'Zink', 'zinc ingots'],
  nickel: ['Ni cathodes', 'nickel briquettes'],
  ferrochrome: ['FeCr HC', 'ferrochrome', 'ferrocromo'],
  iron_ore: ['IOF 62% Fe', 'minério de ferro', 'iron ore fines'],
  hrc: ['HRC 3mm', 'hot rolled coil', 'bobinas laminadas en caliente'],
  crc: ['CRC', 'cold rolled coil'],
  rebar: ['rebar B500B', 'TMT bars', 'Betonstahl'],
  steel_scrap: ['HMS 1&2 80:20', 'shredded scrap', 'ferraille'],
  thermal_coal: ['NAR 5500', 'steam coal', 'charbon vapeur'],
  coking_coal: ['HCC', 'met coal', 'coking coal PLV'],
  diesel: ['EN590 10ppm', 'AGO', 'gasoil'],
  fuel_oil: ['VLSFO 0.5%', 'HSFO 380', 'fuel oil'],
  crude_oil: ['Brent', 'crude', 'pétrole brut'],
  lng: ['LNG', 'GNL'],
  urea: ['urea 46 gran', 'ureaa prilled', 'urée', 'urea N46'],
  dap: ['DAP 18-46-0', 'fosfato diamónico'],
  map: ['MAP 11-52', 'monoammonium phosphate'],
  potash: ['MOP', 'potasa', 'Kali 60'],
  wheat: ['milling wheat 12.5', 'trigo', 'Weizen', 'blé meunier'],
  corn: ['yellow corn', 'maïs', 'milho', 'maize YC2'],
  soybeans: ['soja', 'soybeans GMO', 'soya beans'],
  soybean_meal: ['SBM 48', 'harina de soja', 'soymeal hipro'],
  palm_oil: ['CPO', 'RBD palm olein', 'crude palm oil'],
  raw_sugar: ['VHP', 'raw sugar', 'açúcar bruto'],
  white_sugar: ['ICUMSA 45', 'white sugar S30', 'azúcar refinada'],
  arabica: ['arabica', 'café verde arábica', 'washed arabica'],
  robusta: ['robusta scr 16', 'conilon', 'Vietnam robusta G2'],
  cocoa: ['cocoa beans', 'cacao', 'fèves de cacao'],
  cashew_nuts: ['RCN', 'raw cashew nuts'],
};
export const PRODUCT_KEYS = Object.keys(PRODUCT_WRITINGS);

const SELL_ROLES = ['Seller', 'Supplier', 'Producer', 'Exporter', 'Miner'];
const BUY_ROLES = ['Buyer', 'Procurement mgr', 'Importer', 'End user'];
const OTHER_ROLES = ['Trader', 'Broker', null, null, 'Banker', 'Surveyor'];

const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 86_400_000;

/**
 * A book of `size` contacts in the set format: a clear side for most (by role or by a broker's note),
 * one to three products, places, a third with logged interactions, a tenth with a source of introduction.
 */
export function generateBook(size: number, seed: number, now = new Date('2026-11-20T09:00:00Z')): BookContact[] {
  const r = rng(seed);
  const out: BookContact[] = [];
  for (let i = 0; i < size; i++) {
    const key = `g${i}`;
    const p = r.pick(PLACES);
    const side = r.chance(0.45) ? 'sells' : r.chance(0.8) ? 'buys' : null;
    const keys = [...new Set(Array.from({ length: 1 + r.below(3) }, () => r.pick(PRODUCT_KEYS)))];
    const written = keys.map((k) => r.pick(PRODUCT_WRITINGS[k]!));
    const inNotes = side !== null && r.chance(0.3);
    const role =
      side === null
        ? r.pick(OTHER_ROLES)
        : inNotes
          ? r.pick(['Trader', 'Broker', null])
          : r.pick(side === 'sells' ? SELL_ROLES : BUY_ROLES);
    const notes = inNotes
      ? `${side === 'sells' ? 'WTS' : 'WTB'} ${written[0]} ${r.pick(['CIF', 'FOB', 'CFR'])} monthly`
      : r.chance(0.2)
        ? 'prefers WhatsApp'
        : null;
    const interactions = r.chance(0.3)
      ? Array.from({ length: 1 + r.below(3) }, () => ({
          kind: r.pick(['call', 'meeting', 'email', 'message'] as const),
          occurred_on: iso(now.getTime() - (1 + r.below(600)) * DAY).slice(0, 10),
          text: r.chance(0.5) ? 'spoke about next cargo' : null,
        }))
      : [];
    const last =
      interactions
        .map((x) => x.occurred_on)
        .sort()
        .at(-1) ?? (r.chance(0.2) ? iso(now.getTime() - r.below(900) * DAY) : null);
    out.push({
      key,
      full_name: `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`,
      company: r.chance(0.9) ? `${r.pick(COMPANY_WORDS)} ${r.pick(COMPANY_KINDS)} ${r.pick(COMPANY_SUFFIXES)}`.trim() : null,
      role,
      title: null,
      location: r.chance(0.9) ? r.pick(p.written) : null,
      city: p.city,
      country: p.country,
      country_code: p.code,
      commodities: written.join(', '),
      notes,
      source_of_introduction: r.chance(0.1) ? `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}` : null,
      created_at: iso(now.getTime() - (30 + r.below(1500)) * DAY),
      last_contacted_at: last,
      interactions,
      truth: {
        products: side ? keys.map((k) => ({ key: k, side, current: true })) : [],
        region: p.region,
        country_code: p.code,
        value: r.pick(['high', 'medium', 'low'] as const),
      },
    });
  }
  return out;
}
