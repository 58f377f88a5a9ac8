/**
 * What an import column holds, read from its values rather than its header: roles, places,
 * commodities, e-mail addresses or phone numbers. A trader's sheet often heads them 'Type',
 * 'Category', 'Origin' or 'Reach'; autoMapColumns (imports.ts) maps such a column by what this finds.
 */
import type { ContactRole } from '../constants.ts';
import type { ColumnValueKind, ColumnValues } from '../imports.ts';
import { countryCodeOfName, countryName, countryOfPlace, knownPlaceWords } from './regions.ts';
import { commodityWords } from './resolve.ts';
import { productsInText } from './sides.ts';

/**
 * What people write for a contact's role, by the role of the list they mean; each word is one that
 * roleSide (sides.ts) already places on the same side of a trade as its role.
 */
export const ROLE_SYNONYMS: Record<ContactRole, readonly string[]> = {
  Supplier: [
    'supplier',
    'seller',
    'producer',
    'vendor',
    'manufacturer',
    'mill',
    'miller',
    'refinery',
    'refiner',
    'smelter',
    'miner',
    'mine',
    'exporter',
    'grower',
    'farmer',
    'plantation',
    'originator',
    'stockist',
    'crusher',
  ],
  Buyer: [
    'buyer',
    'offtaker',
    'off taker',
    'end user',
    'enduser',
    'importer',
    'purchaser',
    'consumer',
    'roaster',
    'processor',
    'fabricator',
    'utility',
  ],
  Trader: ['trader', 'trading house', 'trading company', 'merchant', 'distributor', 'dealer', 'wholesaler'],
  Broker: ['broker', 'brokerage'],
  Agent: ['agent', 'intermediary'],
  Consultant: ['consultant', 'advisor', 'adviser', 'analyst'],
  Other: ['other', 'banker', 'financier', 'investor', 'insurer', 'surveyor', 'inspector', 'auditor', 'lawyer'],
};

const ROLE_PHRASES = new Set(Object.values(ROLE_SYNONYMS).flatMap((words) => words.map((w) => commodityWords(w).join(' '))));

/** 'Buyer', 'end-users', 'Importer & Distributor': a role, or roles joined, and nothing else (not 'Head of Sourcing'). */
export function isRoleValue(value: string): boolean {
  const parts = value
    .split(/[,;/&+|]|\band\b|\bor\b/i)
    .map((p) => commodityWords(p).join(' '))
    .filter(Boolean);
  return parts.length > 0 && parts.every((p) => ROLE_PHRASES.has(p));
}

let placeWords: Set<string> | null = null;
const isCountry = (text: string) => countryCodeOfName(text) !== null || (/^[A-Z]{2}$/.test(text) && countryName(text) !== null);

/**
 * 'India', 'UAE', 'BR', 'Kochi, India', 'Houston, Texas', 'Geneva': a country (name, alias or ISO
 * code) or a place whose country is known. One part alone must be all place words, so a company
 * named after a state ('Washington Mills') is not a place.
 */
export function isPlaceValue(value: string): boolean {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return false;
  if (isCountry(parts.at(-1)!)) return true;
  if (countryOfPlace(value) === null) return false;
  if (parts.length > 1) return true;
  placeWords ??= knownPlaceWords();
  const words = commodityWords(value);
  return words.length > 0 && words.every((w) => placeWords!.has(w));
}

/** 'Wheat', 'Urea; DAP', 'Copper cathodes, HRC': every entry names a known product. */
export function isCommodityValue(value: string): boolean {
  const parts = value
    .split(/[,;|\n]|(?<!\d)\/|\/(?!\d)/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every((p) => productsInText(p).length > 0);
}

const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[a-z]{2,}$/i;
/** One or more e-mail addresses. */
export function isEmailValue(value: string): boolean {
  const parts = value.split(/[,;\s]+/).filter(Boolean);
  return parts.length > 0 && parts.every((p) => EMAIL.test(p));
}

const PHONE_CHARS = /^(\+|00)?[\d\s().\-/]+$/;
const DATE_LIKE = /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/;
const DECIMAL = /^\d+[.,]\d+$/;
/**
 * '+91 98470 12345', '0044 20 7946 0000', '(212) 555-0100 ext 12': 7 to 15 digits. A date, a
 * decimal or a bare number under 10 digits (an id, an amount) is not taken for a phone.
 */
export function isPhoneValue(value: string): boolean {
  const parts = value
    .split(/[,;]/)
    .map((p) => p.replace(/\s*(ext\.?|x)\s*\d{1,6}$/i, '').trim())
    .filter(Boolean);
  return (
    parts.length > 0 &&
    parts.every((p) => {
      if (!PHONE_CHARS.test(p) || DATE_LIKE.test(p) || DECIMAL.test(p)) return false;
      const digits = p.replace(/\D/g, '').length;
      if (digits < 7 || digits > 15) return false;
      return /^(\+|00)/.test(p) || /[\s()\-./]/.test(p) || digits >= 10;
    })
  );
}

// The order breaks a tie in share: the surer kinds first.
const TESTS: [ColumnValueKind, (value: string) => boolean][] = [
  ['email', isEmailValue],
  ['phone', isPhoneValue],
  ['role', isRoleValue],
  ['place', isPlaceValue],
  ['commodities', isCommodityValue],
];

/** Values of a column read to decide what it holds: enough to be sure, few enough to stay quick. */
export const COLUMN_SAMPLE_VALUES = 200;
/** The share of a column's values that must be of one kind for the column to be that kind. */
export const COLUMN_KIND_SHARE = 0.6;

/** What one column's values are, when most of its non-empty values (COLUMN_KIND_SHARE) are one kind. */
export function columnValueKind(values: readonly string[]): ColumnValues | null {
  const sample: string[] = [];
  for (const v of values) {
    const t = v.trim();
    if (t) sample.push(t);
    if (sample.length >= COLUMN_SAMPLE_VALUES) break;
  }
  if (sample.length === 0) return null;
  let best: ColumnValues | null = null;
  for (const [kind, test] of TESTS) {
    const share = sample.filter(test).length / sample.length;
    if (share >= COLUMN_KIND_SHARE && (!best || share > best.share)) best = { kind, share };
  }
  return best;
}

/** Each column's kind, from the rows of a table (the first COLUMN_SAMPLE_VALUES non-empty values of each). */
export function columnValueKinds(rows: readonly (readonly string[])[], width: number): (ColumnValues | null)[] {
  const samples = Array.from({ length: width }, () => [] as string[]);
  let open = width;
  for (const row of rows) {
    if (open === 0) break;
    for (let i = 0; i < width; i++) {
      const v = row[i]?.trim();
      if (!v || samples[i]!.length >= COLUMN_SAMPLE_VALUES) continue;
      samples[i]!.push(v);
      if (samples[i]!.length === COLUMN_SAMPLE_VALUES) open--;
    }
  }
  return samples.map(columnValueKind);
}
