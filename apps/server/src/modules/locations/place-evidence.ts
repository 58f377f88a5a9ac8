/**
 * What a contact says about its country besides the city name: the phone's dialling code, the
 * company's legal form, countries named in the notes. Each piece weighs in the units of the city
 * score (log10 of the population), so a +91 phone (3) outweighs a namesake up to 1000 times larger,
 * and a legal form alone (about 2) one up to 100 times larger.
 */
import { phoneCountries } from './calling-codes.ts';
import { countryNameIndex, foldDiacritics } from './place-names.ts';

export interface ContactClues {
  phone?: string | null;
  company?: string | null;
  notes?: string | null;
}

/** Country code -> weight. */
export type CountryEvidence = Map<string, number>;

export const WEIGHT = { countryInText: 4, region: 10, phone: 3, countryInNotes: 2, demonymInNotes: 1.5, cityInNotes: 1.5 } as const;

/**
 * Legal forms and the countries whose companies use them, with weights. Matched as whole words on
 * the folded, dot-free company name: 'S.A. de C.V.' is 'sa de cv', 'Pvt. Ltd.' is 'pvt ltd'.
 * Forms that end a name are only looked for at its end ('AS', 'AB', 'CA' are words too); a few
 * come first ('PT', 'OOO').
 */
const SUFFIX_FORMS: [string[], Record<string, number>][] = [
  [['pvt ltd', 'pvt limited', 'private limited', 'private ltd'], { IN: 2, PK: 1, LK: 1, NP: 1, BD: 1 }],
  [['pte ltd', 'pte limited', 'pte'], { SG: 2.5 }],
  [['sdn bhd', 'bhd', 'berhad'], { MY: 2.5 }],
  [['pty ltd', 'pty limited', 'pty'], { AU: 2, ZA: 1.5 }],
  [['gmbh', 'gmbh & co kg', 'gesmbh'], { DE: 2, AT: 2, CH: 2 }],
  [['ag', 'kg', 'ohg', 'ug'], { DE: 1.5, AT: 1.5, CH: 1.5 }],
  [['bv', 'b v'], { NL: 2, BE: 1 }],
  [['nv', 'n v'], { NL: 1.5, BE: 1.5 }],
  [['bvba', 'sprl', 'srl bv'], { BE: 2 }],
  [['sa de cv', 'sapi de cv', 's de rl de cv', 's de rl', 'spr de rl', 'sab de cv'], { MX: 3 }],
  [['ltda', 'limitada'], { BR: 2, CO: 1.5, CL: 1.5, PT: 1 }],
  [['cia ltda'], { EC: 2, CO: 1 }],
  [['eireli', 'epp'], { BR: 1.5 }],
  [['spa'], { IT: 2, CL: 1.5 }],
  [['srl', 'srls'], { IT: 1.5, RO: 1.5, AR: 1 }],
  [['sarl', 'sarlau'], { FR: 1.5, MA: 1.5, LU: 1, LB: 1, TN: 1 }],
  [['sas', 'sasu'], { FR: 1.5, CO: 1.5 }],
  [['sl', 'slu', 'sll'], { ES: 2 }],
  [['lda'], { PT: 2, AO: 1, MZ: 1 }],
  [['ca'], { VE: 2, EC: 1 }],
  [['sac', 'saa', 'eirl'], { PE: 2, CL: 0.5 }],
  [['saic', 'saci', 'sacif'], { AR: 2 }],
  [['oy', 'oyj'], { FI: 2.5 }],
  [['ab', 'ab publ'], { SE: 2 }],
  [['asa'], { NO: 2 }],
  [['a/s', 'aps', 'amba'], { DK: 2, NO: 1 }],
  [['kft', 'zrt', 'nyrt', 'bt'], { HU: 2.5 }],
  [['sro', 'spol sro'], { CZ: 2, SK: 2 }],
  [['sp z oo', 'sp zoo', 'spzoo', 'sp j', 'sp k'], { PL: 3 }],
  [['doo', 'dd'], { RS: 1.5, HR: 1.5, SI: 1.5, BA: 1.5, ME: 1 }],
  [['ltd sti', 'ltd şti'], { TR: 2 }],
  [['as'], { NO: 1.5, TR: 1, EE: 1, CZ: 1 }],
  [['ooo', 'oao', 'zao', 'pao'], { RU: 2.5 }],
  [['pjsc'], { RU: 1.5, AE: 1, UA: 1 }],
  [['ojsc', 'cjsc', 'jsc'], { RU: 1, KZ: 1, UA: 1, UZ: 1, AZ: 1 }],
  [['too'], { KZ: 2 }],
  [['fze', 'fzco', 'fzc', 'fz llc', 'fz-llc', 'fzllc', 'fze llc', 'dmcc', 'dmcc branch', 'dwc llc'], { AE: 3 }],
  [['llc', 'l l c'], { US: 1, AE: 1, OM: 0.5, QA: 0.5 }],
  [['wll', 'w l l', 'spc'], { BH: 1.5, QA: 1.5, KW: 1.5 }],
  [['saog', 'saoc'], { OM: 2.5 }],
  [['kscc', 'kscp', 'ksc'], { KW: 2.5 }],
  [['qpsc', 'qsc'], { QA: 2.5 }],
  [['sae'], { EG: 1.5 }],
  [['tbk'], { ID: 2.5 }],
  [['inc', 'incorporated', 'corp', 'corporation'], { US: 1, CA: 0.5, PH: 0.5 }],
  [['plc'], { GB: 1.5, IE: 1, NG: 1 }],
  [['llp'], { GB: 1, IN: 1, US: 0.5 }],
  [['kk', 'kabushiki kaisha', 'godo kaisha'], { JP: 2.5 }],
  [['ehf', 'hf'], { IS: 2.5 }],
];
const PREFIX_FORMS: [string[], Record<string, number>][] = [
  [['pt'], { ID: 2.5 }],
  [['ooo', 'oao', 'zao', 'pao', 'ao'], { RU: 2.5 }],
  [['too'], { KZ: 2 }],
  [['cv'], { ID: 1 }],
];

function normaliseCompany(company: string): string {
  return ` ${foldDiacritics(company)
    .toLowerCase()
    .replace(/[.,()"'«»“”]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** Countries hinted by a company's legal form ('Spice Exports Pvt Ltd' -> IN); the strongest form only. */
export function legalFormCountries(company: string | null | undefined): Record<string, number> {
  if (!company?.trim()) return {};
  // Dots go between letters too ('S.A.' -> 'sa'); the spaced reading is kept for forms like 'sp z oo'.
  const text = normaliseCompany(company.replace(/\b([a-z])\.(?=[a-z]\.)/gi, '$1'));
  let best: Record<string, number> = {};
  let bestLength = 0;
  const consider = (forms: string[], weights: Record<string, number>, at: (form: string) => boolean) => {
    for (const form of forms) if (form.length > bestLength && at(form)) [best, bestLength] = [weights, form.length];
  };
  for (const [forms, weights] of SUFFIX_FORMS) consider(forms, weights, (f) => text.endsWith(` ${f} `) && text.trim() !== f);
  for (const [forms, weights] of PREFIX_FORMS) consider(forms, weights, (f) => text.startsWith(` ${f} `) && text.trim() !== f);
  return best;
}

/** People and adjectives of countries traders write in notes ('Indian buyer', 'a Chilean mine'). */
const DEMONYMS: Readonly<Record<string, string>> = {
  indian: 'IN',
  pakistani: 'PK',
  spanish: 'ES',
  venezuelan: 'VE',
  chilean: 'CL',
  mexican: 'MX',
  argentine: 'AR',
  argentinian: 'AR',
  egyptian: 'EG',
  libyan: 'LY',
  lebanese: 'LB',
  british: 'GB',
  canadian: 'CA',
  australian: 'AU',
  brazilian: 'BR',
  colombian: 'CO',
  peruvian: 'PE',
  filipino: 'PH',
  philippine: 'PH',
  japanese: 'JP',
  chinese: 'CN',
  german: 'DE',
  dutch: 'NL',
  swiss: 'CH',
  austrian: 'AT',
  french: 'FR',
  italian: 'IT',
  russian: 'RU',
  ukrainian: 'UA',
  turkish: 'TR',
  saudi: 'SA',
  emirati: 'AE',
  qatari: 'QA',
  omani: 'OM',
  kuwaiti: 'KW',
  nigerian: 'NG',
  ghanaian: 'GH',
  kenyan: 'KE',
  'south african': 'ZA',
  indonesian: 'ID',
  malaysian: 'MY',
  singaporean: 'SG',
  thai: 'TH',
  vietnamese: 'VN',
  korean: 'KR',
  'costa rican': 'CR',
  cuban: 'CU',
  ecuadorian: 'EC',
  uruguayan: 'UY',
  paraguayan: 'PY',
  bolivian: 'BO',
  romanian: 'RO',
  polish: 'PL',
  kazakh: 'KZ',
  iranian: 'IR',
  iraqi: 'IQ',
  moroccan: 'MA',
  algerian: 'DZ',
  tunisian: 'TN',
  ethiopian: 'ET',
  tanzanian: 'TZ',
  zambian: 'ZM',
  congolese: 'CD',
  angolan: 'AO',
  norwegian: 'NO',
  swedish: 'SE',
  finnish: 'FI',
  danish: 'DK',
  belgian: 'BE',
  greek: 'GR',
  portuguese: 'PT',
  irish: 'IE',
  scottish: 'GB',
  american: 'US',
  'sri lankan': 'LK',
  bangladeshi: 'BD',
  nepali: 'NP',
  'new zealand': 'NZ',
  kiwi: 'NZ',
};

/** Words that name a country in notes but usually mean something else (a person, a US state, a region). */
const NOT_A_COUNTRY_IN_NOTES = new Set(['jordan', 'chad', 'georgia', 'turkey', 'guinea', 'america', 'panama hat']);
/** Regions that contain a country's name ('South America') and say nothing about one country. */
const REGIONS = ['south america', 'north america', 'latin america', 'central america', 'south asia', 'west africa', 'east africa'];

const words = (text: string) =>
  foldDiacritics(text)
    .toLowerCase()
    .split(/[^a-z0-9&'’-]+/)
    .filter(Boolean);

/**
 * Countries named in free text: country names and aliases ('UAE', 'KSA', 'Holland'), and with less
 * weight their peoples ('Indian', 'Venezuelan'). Longest phrase first, so 'South Africa' is not
 * read as 'Africa' and 'South America' names none.
 */
export function countriesNamedIn(text: string | null | undefined): Map<string, number> {
  const found = new Map<string, number>();
  if (!text?.trim()) return found;
  const names = countryNameIndex();
  const tokens = words(text);
  for (let i = 0; i < tokens.length; ) {
    let step = 1;
    for (let n = Math.min(4, tokens.length - i); n >= 1; n--) {
      const phrase = tokens.slice(i, i + n).join(' ');
      if (REGIONS.includes(phrase) || NOT_A_COUNTRY_IN_NOTES.has(phrase)) {
        step = n;
        break;
      }
      // Two-letter codes ('in', 'it', 'no') are words in notes, not countries.
      const code = phrase.length > 2 || phrase === 'uk' ? names.get(phrase) : undefined;
      const weight = code ? WEIGHT.countryInNotes : DEMONYMS[phrase] ? WEIGHT.demonymInNotes : 0;
      const country = code ?? DEMONYMS[phrase];
      if (country && weight) {
        found.set(country, Math.max(found.get(country) ?? 0, weight));
        step = n;
        break;
      }
    }
    i += step;
  }
  return found;
}

/** Everything the contact's phone, company and notes say about its country, added up per country. */
export function contactEvidence(clues: ContactClues): CountryEvidence {
  const evidence: CountryEvidence = new Map();
  const add = (code: string, weight: number) => evidence.set(code, (evidence.get(code) ?? 0) + weight);
  for (const code of phoneCountries(clues.phone)) add(code, WEIGHT.phone);
  for (const [code, weight] of Object.entries(legalFormCountries(clues.company))) add(code, weight);
  for (const [code, weight] of countriesNamedIn(clues.notes)) add(code, weight);
  return evidence;
}

export interface Candidate {
  id: number;
  name: string;
  countryCode: string;
  adminCode: string | null;
  population: number;
  latitude: number;
  longitude: number;
}

/**
 * The likeliest of a name's cities: the population's weight plus the evidence for its country (and
 * a region named in the text); with no evidence the largest namesake wins.
 */
export function pickCandidate<C extends Candidate>(candidates: C[], evidence: CountryEvidence, admins: string[] = []): C | null {
  let best: C | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const c of candidates) {
    const score =
      Math.log10(c.population + 10) +
      (evidence.get(c.countryCode) ?? 0) +
      (admins.includes(`${c.countryCode}:${c.adminCode}`) ? WEIGHT.region : 0);
    if (
      score > bestScore ||
      (score === bestScore && best && (c.population > best.population || (c.population === best.population && c.id < best.id)))
    ) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}
