/**
 * Grades a question asks for within a product (issue 24, round 14): 'who sells 4200 GAR?', 'saprolite buyers',
 * 'who sells cat 1 tallow', 'basmati 1121 buyers'. The engine reads the product (thermal coal, nickel ore, tallow,
 * basmati rice); a contact is of the grade when its commodities or notes name that grade. Coal is named by its
 * calorific value and basis, written many ways ('4200 GAR', '4,200 kcal/kg GAR', '4.2k GAR', 'GAR 4200').
 */
import { COAL_GRADE, calorific, coalGradesIn, NAMED_GRADES } from '@tradeloom/domain/trade';

export { coalGradesIn };

export interface GradeAsk {
  key: string;
  label: string;
  /** A coal grade: its basis and calorific value in kcal/kg. */
  coal?: { basis: 'gar' | 'nar'; value: number };
}

/** Named grades within a product, each by the ways traders write it (the domain's, which the engine keeps apart too). */
const NAMED = NAMED_GRADES;

/** The grades a question names, given the products it asks about (their ids, families and what they come under). */
export function gradesAsked(question: string, families: readonly string[]): GradeAsk[] {
  const out: GradeAsk[] = [];
  if (families.some((f) => f === 'coal' || f === 'thermal_coal')) {
    for (const g of coalGradesIn(question)) {
      const key = `coal:${g.basis}:${g.value}`;
      if (!out.some((o) => o.key === key)) out.push({ key, label: `${g.value} ${g.basis.toUpperCase()}`, coal: g });
    }
  }
  // (A named grade only within its product: 'prime' is fishmeal's grade in 'prime fishmeal buyers', no grade in 'my prime contacts'.)
  for (const g of NAMED) if (families.includes(g.group) && g.re.test(question)) out.push({ key: g.key, label: g.label });
  return out;
}

/**
 * Whether a contact's commodities and notes name the grade. `open`: a contact that names no grade of the kind at all
 * will do too ('who can I sell 6000 NAR coal to?' reaches every thermal coal buyer who did not ask for another grade).
 */
export function namesGrade(text: string, grade: GradeAsk, open = false): boolean {
  if (grade.coal) {
    const named = coalGradesIn(text);
    return named.some((g) => g.basis === grade.coal!.basis && g.value === grade.coal!.value) || (open && named.length === 0);
  }
  const def = NAMED.find((g) => g.key === grade.key);
  if (!def) return false;
  return def.re.test(text) || (open && !NAMED.some((g) => g.group === def.group && g.re.test(text)));
}

/** A question that looks for a home for what the user has ('who can I sell 6000 NAR coal to?', 'buyer for my saprolite'). */
export const LOOKS_FOR_A_HOME =
  /\b(sell|offer|place|move|send|ship)\b[^?.!]{0,50}\bto\b|\bwho (can|could|would|might) (buy|take)\b|\bbuyers? for\b|\bhome for\b|\btake (it|them|this|my)\b/i;

/** Where in the question the grade is written (for a negation before it), or -1. */
export function gradeAt(question: string, grade: GradeAsk): number {
  if (grade.coal) {
    for (const m of question.matchAll(COAL_GRADE)) {
      const value = calorific(m[1] ?? m[4] ?? '');
      if (value === grade.coal.value) return m.index!;
    }
    return -1;
  }
  const re = NAMED.find((g) => g.key === grade.key)?.re;
  return re ? question.search(re) : -1;
}
