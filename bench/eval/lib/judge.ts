/**
 * The judge: the format's rules (bench/eval/README.md) in one place. It reads only the set's truth and
 * the answer, never how the engine came to it. Every function returns null when right, else why not.
 */
import type { AssistantAnswer } from '@tradeloom/intelligence/assistant';
import type { BookContact, Expect, SetTruth } from './load.ts';

export type Verdict = string | null;

/** A suggested introduction is right when S sells (now) a key p and B buys (now) p or a key p serves. */
export function introductionRight(
  truth: SetTruth,
  seller: BookContact | undefined,
  buyer: BookContact | undefined,
): { right: boolean; product?: string } {
  if (!seller || !buyer || seller.key === buyer.key) return { right: false };
  const buys = new Set(buyer.truth.products.filter((p) => p.current && p.side === 'buys').map((p) => p.key));
  for (const p of seller.truth.products) {
    if (!p.current || p.side !== 'sells') continue;
    if (buys.has(p.key)) return { right: true, product: p.key };
    for (const q of truth.serves[p.key] ?? []) if (buys.has(q)) return { right: true, product: p.key };
  }
  return { right: false };
}

const NUMBER = /(?<![\d.,])\d{1,3}(?:[,\u00a0\u202f]\d{3})+(?![\d])|(?<![\d.,])\d+(?![\d])/g;
const toNumber = (s: string) => Number(s.replace(/[,\u00a0\u202f]/g, ''));
const plain = (text: string) => text.toLowerCase().replace(/[*_`#]/g, '');
/**
 * 'buyers' -> 'buy', 'sellers' -> 'sell', 'contacts' -> 'contact': enough to find a word next to a number,
 * whether the text says '120 buyers' or '120 buy'.
 */
const stem = (word: string) => word.toLowerCase().replace(/(ers|er|ies|es|s)$/, '');

/** The first number the text states (the count of a count answer when no total is given). */
export function firstNumber(text: string): number | null {
  const m = plain(text).match(NUMBER);
  return m ? toNumber(m[0]!) : null;
}

/**
 * Each word of `counts` must have its number next to it: the number occurs, and of all the counted
 * words the nearest to it (within 40 characters, before or after) is this one.
 */
function countsVerdict(text: string, counts: Record<string, number>): Verdict {
  const t = plain(text);
  const stems = Object.keys(counts).map((w) => ({ word: w, stem: stem(w) }));
  const places = stems.flatMap((s) =>
    [...t.matchAll(new RegExp(`\\b${s.stem}\\w*`, 'g'))].map((m) => ({ word: s.word, at: m.index!, end: m.index! + m[0].length })),
  );
  for (const [word, n] of Object.entries(counts)) {
    let ok = false;
    for (const m of t.matchAll(NUMBER)) {
      if (toNumber(m[0]) !== n) continue;
      const start = m.index!;
      const end = start + m[0].length;
      let best: { word: string; d: number } | null = null;
      for (const p of places) {
        const d = p.at >= end ? p.at - end : start >= p.end ? start - p.end : Number.POSITIVE_INFINITY;
        if (d <= 40 && (!best || d < best.d)) best = { word: p.word, d };
      }
      if (best?.word === word) ok = true;
    }
    if (!ok) return `no "${n}" next to "${word}"`;
  }
  return null;
}

/** Numbers a text states about a thing: the word right after each number ('120 buyers' -> buy: 120). */
function statedNumbers(text: string): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  for (const m of plain(text).matchAll(new RegExp(`(${NUMBER.source})\\s+([a-z]+)`, 'g'))) {
    const n = toNumber(m[1]!);
    const word = stem(m[2]!);
    const set = out.get(word) ?? new Set<number>();
    set.add(n);
    out.set(word, set);
  }
  return out;
}

export interface JudgeContext {
  /** The uuid the engine saw to the set's key (undefined: not a contact of the book). */
  keyOf: (id: string) => string | undefined;
  /** The answers to the set's other questions, for `agrees_with`. */
  answerTo?: (questionId: string) => AssistantAnswer | undefined;
}

/** Judges the answer to a question's last turn against its expectation. */
export function judgeAnswer(expect: Expect, answer: AssistantAnswer, ctx: JudgeContext): Verdict {
  const ids = Array.isArray(answer.contactIds) ? answer.contactIds : [];
  const named = ids.map((id) => ctx.keyOf(id) ?? `?${id}`);
  if ('understood' in expect) {
    if (answer.understood !== false) return 'answered a question it should have said it did not understand';
    return named.length ? `said it did not understand but named ${named.length}` : null;
  }
  if (answer.understood === false) return 'said it did not understand';
  if ('contacts' in expect) {
    const want = new Set(expect.contacts);
    const stray = named.filter((k) => !want.has(k));
    if (stray.length) return `named ${stray.length} not expected (${stray.slice(0, 5).join(', ')})`;
    const total = answer.total ?? named.length;
    if (total !== want.size) return `total ${total}, expected ${want.size}`;
    if (want.size <= 10) {
      const missed = [...want].filter((k) => !named.includes(k));
      if (missed.length) return `missed ${missed.join(', ')}`;
    }
    return null;
  }
  if ('includes' in expect) {
    const missed = expect.includes.filter((k) => !named.includes(k));
    if (missed.length) return `missed ${missed.slice(0, 5).join(', ')}${missed.length > 5 ? ` and ${missed.length - 5} more` : ''}`;
    const bad = expect.excludes.filter((k) => named.includes(k));
    return bad.length ? `named excluded ${bad.slice(0, 5).join(', ')}` : null;
  }
  if ('count' in expect) {
    const got = answer.total ?? firstNumber(answer.text ?? '');
    return got === expect.count ? null : `count ${got ?? 'none'}, expected ${expect.count}`;
  }
  if ('counts' in expect) return countsVerdict(answer.text ?? '', expect.counts);
  if ('first' in expect) {
    const head = named.slice(0, expect.first.length);
    const missed = expect.first.filter((k) => !head.includes(k));
    return missed.length ? `not first: ${missed.join(', ')} (first named ${head.join(', ') || 'nobody'})` : null;
  }
  const other = ctx.answerTo?.(expect.agrees_with);
  if (!other) return `no answer to ${expect.agrees_with} to compare with`;
  const mine = statedNumbers(answer.text ?? '');
  const theirs = statedNumbers(other.text ?? '');
  for (const [word, numbers] of mine) {
    const o = theirs.get(word);
    if (o && [...numbers].some((n) => !o.has(n)))
      return `says ${[...numbers].join('/')} ${word}, ${expect.agrees_with} says ${[...o].join('/')}`;
  }
  return null;
}
