/**
 * Grades within a product that the trade names and keeps apart (issue 24, rounds 14 and 15): saprolite and limonite
 * nickel ore, Cat 1 and Cat 3 tallow, basmati 1121 and 1509, PLV and semi-soft coking coal, CTC and orthodox tea. A
 * contact is of a grade when its commodities or notes name it. The assistant answers a grade asked within a product;
 * the engine never introduces a seller of one grade to a buyer of another (as it keeps coal grades apart).
 */
import { productAncestors } from './hierarchy.ts';

export interface NamedGrade {
  key: string;
  /** The product (or family) the grade is of. */
  group: string;
  label: string;
  re: RegExp;
}

export const NAMED_GRADES: readonly NamedGrade[] = [
  { key: 'saprolite', group: 'nickel_ore', label: 'saprolite', re: /\b(saprolit\w*|high[- ]grade (ni|nickel) ore|hg (ni|nickel) ore)\b/i },
  { key: 'limonite', group: 'nickel_ore', label: 'limonite', re: /\b(limonit\w*|low[- ]grade (ni|nickel) ore|lg (ni|nickel) ore)\b/i },
  { key: 'cat1', group: 'animal_fat', label: 'Cat 1', re: /\bcat(?:egory|\.)?\s?(?:1|i)\b(?![\d.])/i },
  { key: 'cat3', group: 'animal_fat', label: 'Cat 3', re: /\bcat(?:egory|\.)?\s?(?:3|iii)\b(?![\d.])/i },
  { key: 'basmati1121', group: 'rice', label: '1121', re: /(?<![\d.])1121(?![\d.])/ },
  { key: 'basmati1509', group: 'rice', label: '1509', re: /(?<![\d.])1509(?![\d.])/ },
  { key: 'sona_masoori', group: 'rice', label: 'Sona Masoori', re: /\bsona\s?(masoori|masuri|mahsuri|msr)\b/i },
  { key: 'ir64', group: 'rice', label: 'IR64', re: /\bir[- ]?64\b/i },
  { key: 'tsr20', group: 'rubber', label: 'TSR 20', re: /\b(tsr|sir|str|svr)[- ]?20\b/i },
  { key: 'rss3', group: 'rubber', label: 'RSS 3', re: /\brss[- ]?(3|iii)\b/i },
  { key: 'plv', group: 'coking_coal', label: 'PLV', re: /\b(plv|p\.l\.v|premium low[- ]vol\w*|prime low[- ]vol\w*)\b/i },
  { key: 'sscc', group: 'coking_coal', label: 'semi-soft', re: /\b(sscc|semi[- ]?soft)\b/i },
  { key: 'li_battery', group: 'lithium_carbonate', label: 'battery grade', re: /\b(battery[- ]?grade|batt(ery)?\.? gr(ade)?)\b/i },
  { key: 'li_technical', group: 'lithium_carbonate', label: 'technical grade', re: /\b(tech(nical|\.)?[- ]?grade|industrial[- ]grade)\b/i },
  { key: 'softwood_pulp', group: 'pulp', label: 'NBSK', re: /\b(nbsk|nbkp|softwood (kraft )?pulp|long[- ]fib(re|er))\b/i },
  {
    key: 'hardwood_pulp',
    group: 'pulp',
    label: 'BHKP',
    re: /\b(bhkp|bek|lbkp|hardwood (kraft )?pulp|eucalyptus pulp|short[- ]fib(re|er))\b/i,
  },
  { key: 'ctc', group: 'tea', label: 'CTC', re: /\b(ctc|bp ?1|pf ?1)\b/i },
  { key: 'orthodox', group: 'tea', label: 'orthodox', re: /\b(orthodox\w*|fbop\d?|bop\d?|orange pekoe)\b/i },
  // Round 17: coffee by its grade and origin (an arabica buyer of supremo is not one of Kenya AA), sesame by its type,
  // bitumen by its penetration grade, base oil by its viscosity grade, fishmeal prime apart from standard (FAQ).
  { key: 'supremo', group: 'coffee', label: 'Supremo', re: /\bsupu?remos?\b/i },
  { key: 'excelso', group: 'coffee', label: 'Excelso', re: /\bexcelsos?\b/i },
  {
    key: 'coffee_aa',
    group: 'coffee',
    label: 'AA',
    re: /\b(kenya|kenyan|ken|ke|nyeri|kirinyaga|kiambu|embu|bugisu|tanzania|tz|moshi|kilimanjaro)\s*-?\s*aa\b|\baa\s*(\/|and|&)\s*ab\b/i,
  },
  { key: 'yirgacheffe', group: 'coffee', label: 'Yirgacheffe', re: /\byirg\w*|ይርጋጨፌ/i },
  { key: 'sidamo', group: 'coffee', label: 'Sidamo', re: /\b(sidamo|sid g ?\d)\b/i },
  { key: 'humera', group: 'sesame', label: 'Humera', re: /\bhumera\b/i },
  { key: 'wollega', group: 'sesame', label: 'Wollega', re: /\bw[oe]llega\b/i },
  { key: 'gonder', group: 'sesame', label: 'Gonder', re: /\bgond[ae]r\b/i },
  { key: 'pen_60_70', group: 'bitumen', label: '60/70', re: /(?<![\d.])60\s*[/-]\s*70(?![\d.])/ },
  // Blister copper (fire-refined at the buyer) apart from anodes (for a tankhouse only); 'NO blister' names none.
  { key: 'cu_blister', group: 'copper_anode', label: 'blister', re: /(?<!\b(no|not|never|sin|ni)\s)\bblister\b/i },
  { key: 'cu_anodes', group: 'copper_anode', label: 'anodes', re: /(?<!\b(no|not|never|sin|ni)\s)\b(anodes?|anodos?|ánodos?)\b|阳极/i },
  // Polymers by application grade: a raffia or film buyer is no home for injection grade.
  { key: 'poly_raffia', group: 'polymers', label: 'raffia', re: /\b(raffia|yarn|tape grade)\b/i },
  { key: 'poly_injection', group: 'polymers', label: 'injection', re: /\b(inj|injection|injection mou?lding)\b/i },
  { key: 'poly_film', group: 'polymers', label: 'film', re: /\b(film|films|blown film|cast film|bopp)\b/i },
  { key: 'poly_blow', group: 'polymers', label: 'blow moulding', re: /\b(blow|blow mou?lding)\b/i },
  { key: 'poly_pipe', group: 'polymers', label: 'pipe', re: /\b(pipe grade|pe ?100)\b/i },
  { key: 'poly_fibre', group: 'polymers', label: 'fibre', re: /\b(fibre|fiber|multifilament|non ?woven|spunbond)\b/i },
  { key: 'vg10', group: 'bitumen', label: 'VG-10', re: /\bvg\s?-?\s?10\b/i },
  { key: 'vg30', group: 'bitumen', label: 'VG-30', re: /\bvg\s?-?\s?30\b/i },
  { key: 'vg40', group: 'bitumen', label: 'VG-40', re: /\bvg\s?-?\s?40\b/i },
  { key: 'sulphur_lump', group: 'sulphur', label: 'lump', re: /\blumps?\b/i },
  {
    key: 'sulphur_granular',
    group: 'sulphur',
    label: 'granular',
    re: /\b(granular|granulated|granules?|prilled|pastilles?)\b|دانے دار|دانه/i,
  },
  { key: 'pen_80_100', group: 'bitumen', label: '80/100', re: /(?<![\d.])80\s*[/-]\s*100(?![\d.])/ },
  { key: 'sn150', group: 'base_oil', label: 'SN 150', re: /\b(150\s?sn|sn\s?150|150\s?n)\b/i },
  { key: 'sn500', group: 'base_oil', label: 'SN 500', re: /\b(500\s?sn|sn\s?500|500\s?n)\b/i },
  { key: 'fm_prime', group: 'fishmeal', label: 'prime', re: /\b(super[\s-]?prime|prime)\b/i },
  { key: 'fm_standard', group: 'fishmeal', label: 'standard', re: /\b(std|standard|est[aá]ndar|faq|fair average)\b/i },
];

/** The named grades a text names. */
export function namedGradesIn(text: string): NamedGrade[] {
  return NAMED_GRADES.filter((g) => g.re.test(text));
}

/**
 * Whether two contacts' texts name grades of the product (or its family) and none in common: 'saprolite' offered and
 * 'limonite' asked for, 'PLV' and 'semi-soft'. A contact that names no grade of it, or both, is never apart.
 */
export function namedGradesApart(a: readonly NamedGrade[], b: readonly NamedGrade[], productId: string): boolean {
  if (!a.length || !b.length) return false;
  const up = productAncestors(productId);
  const of = (g: NamedGrade) => g.group === productId || up.has(g.group);
  const mine = a.filter(of);
  const theirs = b.filter(of);
  if (!mine.length || !theirs.length) return false;
  // (Grades of one group only: a rice buyer naming 1121 and a seller naming IR64 are apart.)
  return !mine.some((g) => theirs.some((h) => h.key === g.key));
}
