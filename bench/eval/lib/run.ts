/**
 * Running a set: the assistant on its questions, the engine's scans until nothing new, and the measures
 * the README names (what the user sees: the insights the scans write). Shared by `npm run bench -- eval`
 * and the quality gate (gate.test.ts), so the two can never judge differently.
 */
import { type EngineInsight, profileNetwork, scanNetwork } from '@tradeloom/intelligence';
import {
  type AssistantAnswer,
  type AssistantIndex,
  type AssistantTurn,
  answerQuestion,
  buildAssistantIndex,
} from '@tradeloom/intelligence/assistant';
import { introductionRight, judgeAnswer, type Verdict } from './judge.ts';
import type { EvalSet, Question, QuestionKind } from './load.ts';

/** The quality gate's scans (deterministic and quick): at most 30. */
export const MAX_SCANS = 30;
/**
 * The bench scans until one adds no introduction; this is only a safety cap (BENCH_EVAL_MAX_SCANS, 300
 * by default), so 'scans until nothing new' is measured, not cut off.
 */
export const BENCH_MAX_SCANS = Math.max(1, Number(process.env.BENCH_EVAL_MAX_SCANS) || 300);
/** The client sends at most this many earlier messages. */
const HISTORY_LIMIT = 10;

export interface QuestionResult {
  question: Question;
  answer: AssistantAnswer | null;
  verdict: Verdict;
}

const errorText = (err: unknown) => (err instanceof Error ? (err.message.split('\n')[0] ?? '') : String(err));

/** Asks every question (each conversation from its first turn; only the last turn is judged). */
export function runQuestions(set: EvalSet, questions: readonly Question[] = set.questions, index?: AssistantIndex): QuestionResult[] {
  const idx = index ?? buildAssistantIndex(set.contacts);
  const answers = new Map<string, AssistantAnswer>();
  const raw: { question: Question; answer: AssistantAnswer | null; error?: string }[] = [];
  for (const question of questions) {
    const history: AssistantTurn[] = [];
    let answer: AssistantAnswer | null = null;
    let error: string | undefined;
    for (const turn of question.turns) {
      try {
        answer = answerQuestion(idx, { message: turn, history: history.slice(-HISTORY_LIMIT), priorities: set.priorities, now: set.now });
      } catch (err) {
        answer = null;
        error = `threw: ${errorText(err)}`;
        break;
      }
      history.push({ role: 'user', content: turn }, { role: 'assistant', content: answer.text, contactIds: answer.contactIds });
    }
    if (answer) answers.set(question.id, answer);
    raw.push({ question, answer, error });
  }
  // Questions an agrees_with points at but that are not in this sample are asked too.
  const answerTo = (id: string) => {
    const known = answers.get(id);
    if (known) return known;
    const q = set.questions.find((x) => x.id === id);
    if (!q) return undefined;
    const [r] = runQuestions(set, [q], idx);
    return r?.answer ?? undefined;
  };
  return raw.map(({ question, answer, error }) => {
    let verdict: Verdict = error ?? 'no answer';
    if (answer) {
      try {
        verdict = judgeAnswer(question.expect, answer, { keyOf: set.keyOf, answerTo });
      } catch (err) {
        verdict = `malformed answer (${errorText(err)})`;
      }
    }
    return { question, answer, verdict };
  });
}

export interface Score {
  right: number;
  asked: number;
}

export function scoreByKind(results: readonly QuestionResult[]): Map<QuestionKind, Score> {
  const out = new Map<QuestionKind, Score>();
  for (const r of results) {
    const s = out.get(r.question.kind) ?? { right: 0, asked: 0 };
    s.asked++;
    if (!r.verdict) s.right++;
    out.set(r.question.kind, s);
  }
  return new Map([...out].sort((a, b) => a[0].localeCompare(b[0])));
}

/** Scans as the product does: each scan knows the fingerprints of every insight before it; stops when a scan adds no introduction. */
export function runScans(set: EvalSet, maxScans = MAX_SCANS): EngineInsight[][] {
  const known = new Set<string>();
  const scans: EngineInsight[][] = [];
  // The book does not change between the scans: its notes are read once (the product reads them every scan).
  const profiles = profileNetwork(set.contacts);
  for (let i = 0; i < maxScans; i++) {
    const insights = scanNetwork({ contacts: set.contacts, profiles, priorities: set.priorities, known, now: set.now, trigger: 'manual' });
    scans.push(insights);
    for (const insight of insights) known.add(insight.fingerprint);
    if (!insights.some((x) => x.insight_type === 'synergy')) break;
  }
  return scans;
}

export interface EngineMeasures {
  /** Seller–buyer pairs the truth makes right in the whole book (introductionRight over every pair). */
  truePairs: number;
  /** Planted pairs of truth.introductions found by a synergy insight of any scan. */
  plantedFound: number;
  planted: number;
  suggested: number;
  suggestedRight: number;
  firstScanSuggested: number;
  firstScanRight: number;
  /** The first scan that added no introduction (1-based), or null when every scan up to MAX_SCANS added some. */
  scansUntilNothingNew: number | null;
  /** Priorities whose opportunity insight (first scan) names a right contact, and those also with no decoy above it. */
  prioritiesNamed: number;
  prioritiesScored: number;
  priorities: number;
  decoysAbove: number;
  /** High-value cold contacts named by a 'reconnect' reminder over the scans, and those named before every low-value one. */
  coldHigh: number;
  coldHighNamed: number;
  coldHighAboveLow: number;
  coldLow: number;
  coldLowNamed: number;
  /** Introductions each scan added, and how many of them were right. */
  perScan: { added: number; right: number }[];
  wrongIntroductions: string[];
  missedPriorities: string[];
}

/** Synergy insights name the seller first and the buyer second (scan.ts). */
const pairOf = (i: EngineInsight) => ({ seller: i.contact_ids[0] ?? '', buyer: i.contact_ids[1] ?? '' });
const isColdReminder = (i: EngineInsight) => i.insight_type === 'reminder' && (/cold/.test(i.fingerprint) || /^reconnect/i.test(i.title));

export function engineMeasures(set: EvalSet, scans: readonly EngineInsight[][]): EngineMeasures {
  const contact = (id: string) => {
    const k = set.keyOf(id);
    return k ? set.contactByKey.get(k) : undefined;
  };
  const synergies = scans.map((s) => s.filter((i) => i.insight_type === 'synergy'));
  const all = synergies.flat();
  const found = new Set(all.map((i) => `${pairOf(i).seller}>${pairOf(i).buyer}`));
  const wrongIntroductions: string[] = [];
  const right = (i: EngineInsight) => {
    const { seller, buyer } = pairOf(i);
    const ok = introductionRight(set.truth, contact(seller), contact(buyer)).right;
    if (!ok) wrongIntroductions.push(`${i.title} (${set.keyOf(seller)} > ${set.keyOf(buyer)})`);
    return ok;
  };
  const perScan = synergies.map((scan) => ({ added: scan.length, right: scan.filter(right).length }));
  const rightAll = perScan.reduce((n, x) => n + x.right, 0);
  const firstRight = perScan[0]?.right ?? 0;
  const emptyAt = synergies.findIndex((s) => s.length === 0);

  // Priorities: the opportunity insight of the first scan for each priority (its contacts, best first).
  const first = scans[0] ?? [];
  let prioritiesNamed = 0;
  let prioritiesScored = 0;
  let decoysAbove = 0;
  const missedPriorities: string[] = [];
  for (const p of set.truth.priorities) {
    const id = set.priorityIdOf(p.priority);
    const insight = first.find((i) => i.insight_type === 'opportunity' && i.fingerprint.includes(id));
    const named = (insight?.contact_ids ?? []).map((x) => set.keyOf(x));
    const bestRight = named.findIndex((k) => k !== undefined && p.right.includes(k));
    const limit = bestRight === -1 ? named.length : bestRight;
    const above = named.slice(0, limit).filter((k) => k !== undefined && p.decoys.includes(k)).length;
    decoysAbove += above;
    if (bestRight !== -1) prioritiesNamed++;
    if (bestRight !== -1 && above === 0) prioritiesScored++;
    else
      missedPriorities.push(
        `${p.priority}: named ${named.join(', ') || 'nobody'}; right ${p.right.join(', ')}; decoys ${p.decoys.join(', ')}`,
      );
  }

  // Cold: the reconnect reminders in the order the user meets them (scan by scan).
  const order: string[] = [];
  for (const s of scans)
    for (const i of s.filter(isColdReminder)) for (const id of i.contact_ids.slice(0, 1)) order.push(set.keyOf(id) ?? id);
  const pos = (k: string) => order.indexOf(k);
  const high = set.truth.cold.filter((c) => c.value === 'high').map((c) => c.key);
  const low = set.truth.cold.filter((c) => c.value === 'low').map((c) => c.key);
  const lowNamed = low.filter((k) => pos(k) !== -1);
  const firstLow = lowNamed.length ? Math.min(...lowNamed.map(pos)) : Number.POSITIVE_INFINITY;
  const highNamed = high.filter((k) => pos(k) !== -1);
  return {
    truePairs: countTruePairs(set),
    plantedFound: set.truth.introductions.filter((p) => found.has(`${set.idOf(p.seller)}>${set.idOf(p.buyer)}`)).length,
    planted: set.truth.introductions.length,
    suggested: all.length,
    suggestedRight: rightAll,
    firstScanSuggested: synergies[0]?.length ?? 0,
    firstScanRight: firstRight,
    scansUntilNothingNew: emptyAt === -1 ? null : emptyAt + 1,
    prioritiesNamed,
    prioritiesScored,
    priorities: set.truth.priorities.length,
    decoysAbove,
    coldHigh: high.length,
    coldHighNamed: highNamed.length,
    coldHighAboveLow: highNamed.filter((k) => pos(k) < firstLow).length,
    coldLow: low.length,
    coldLowNamed: lowNamed.length,
    perScan,
    wrongIntroductions,
    missedPriorities,
  };
}

/** How many (seller, buyer) pairs of the book the judge would call right: every true introduction. */
export function countTruePairs(set: EvalSet): number {
  const sellers = new Map<string, string[]>();
  const buyers = new Map<string, string[]>();
  const push = (m: Map<string, string[]>, k: string, v: string) => {
    const l = m.get(k);
    if (l) l.push(v);
    else m.set(k, [v]);
  };
  for (const c of set.book.contacts)
    for (const p of c.truth.products) if (p.current) push(p.side === 'sells' ? sellers : buyers, p.key, c.key);
  const pairs = new Set<string>();
  for (const [product, ss] of sellers)
    for (const key of [product, ...(set.truth.serves[product] ?? [])])
      for (const b of buyers.get(key) ?? []) for (const s of ss) if (s !== b) pairs.add(`${s}>${b}`);
  return pairs.size;
}
