/**
 * Coal grades as traders write them: a calorific value and its basis ('4200 GAR', '4,200 kcal/kg GAR', '4.2k GAR',
 * 'GAR 4200', 'Newc 6000 NAR'). Two coal grades far apart are near misses: a 4200 GAR buyer is no home for 6000 NAR.
 */

export const COAL_GRADE =
  /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,3})?\s?k|\d(?:[\d,.]*\d)?)\s*(?:kcal(?:\s*\/?\s*kg)?\s*)?(gar|nar)\b|\b(gar|nar)\s*(\d(?:[\d,.]*\d)?(?:\s?k)?)(?![\d])/gi;

/** A calorific value as written ('4200', '4,200', '4.2k', '3.8 k') in kcal/kg, or null when it is no coal grade. */
export function calorific(written: string): number | null {
  const w = written.toLowerCase().replace(/\s/g, '');
  const value = w.endsWith('k') ? Math.round(Number(w.slice(0, -1).replace(',', '.')) * 1000) : Number(w.replace(/[,.]/g, ''));
  return Number.isFinite(value) && value >= 2500 && value <= 7500 ? value : null;
}

/** Grades named by their market: South African RB1/RB2/RB3, Newcastle 6000, Indonesian coal by its GAR value alone. */
const NAMED_COAL: readonly [RegExp, 'gar' | 'nar', number][] = [
  [/\brb ?1\b/i, 'nar', 6000],
  [/\brb ?2\b/i, 'nar', 5850],
  [/\brb ?3\b/i, 'nar', 5500],
  [/\bnewc(?:astle)?\b(?![^,;/|]{0,12}\b(?:gar|nar)\b)/i, 'nar', 6000],
];
const INDO_BARE =
  /\b(?:indo|indonesian?)\b[^,;/|\d]{0,15}(\d{4}|\d(?:[.,]\d)?\s?k)\b(?!\s*(?:kcal\s*)?(?:gar|nar|mt|t|kt|tons?|tonnes?|mtpa))/gi;

/** Every coal grade a text names. */
export function coalGradesIn(text: string): { basis: 'gar' | 'nar'; value: number }[] {
  const out: { basis: 'gar' | 'nar'; value: number }[] = [];
  for (const [re, basis, value] of NAMED_COAL) if (re.test(text)) out.push({ basis, value });
  for (const m of text.matchAll(INDO_BARE)) {
    const value = calorific(m[1]!);
    if (value !== null && value >= 3000 && value <= 6500) out.push({ basis: 'gar', value });
  }
  for (const m of text.matchAll(COAL_GRADE)) {
    const value = calorific(m[1] ?? m[4] ?? '');
    const basis = (m[2] ?? m[3] ?? '').toLowerCase() as 'gar' | 'nar';
    if (value !== null) out.push({ basis, value });
  }
  return out;
}

/**
 * Whether two contacts' coal grades keep them apart: both name grades and none is within 200 kcal of the other's on
 * the same basis (a NAR value is taken as about 300 kcal under its GAR).
 */
export function coalGradesApart(
  a: readonly { basis: 'gar' | 'nar'; value: number }[],
  b: readonly { basis: 'gar' | 'nar'; value: number }[],
): boolean {
  if (!a.length || !b.length) return false;
  const gar = (g: { basis: 'gar' | 'nar'; value: number }) => (g.basis === 'gar' ? g.value : g.value + 300);
  return !a.some((x) => b.some((y) => Math.abs(gar(x) - gar(y)) <= 200));
}
