/**
 * Misspelt product words ('cooper', 'ammonium nitrat', 'ferrochome'): a word no product name uses is
 * read as the product word it is one edit from (words of 5 letters or more) or two edits from (8 or
 * more), when exactly one such word is nearest. Everyday words are never corrected ('mine' is not
 * 'wine', 'cotton' is not 'carton' nor the reverse): EVERYDAY_WORDS lists the common words of English
 * and the other trade languages that lie within reach of a product word, and those stay as written.
 *
 * Distances by fastest-levenshtein, over the product words of a similar length only; each word's
 * answer is cached, so a scan of 100,000 contacts looks each distinct word up once.
 */
import { distance } from 'fastest-levenshtein';
import { EVERYDAY_WORDS } from './everyday-words.ts';

/** Misspellings that are also English words but, in a trade text, are surely the product. */
export const TRADE_MISSPELLINGS: ReadonlySet<string> = new Set(['cooper', 'scarp']);

export interface FuzzyVocabulary {
  /** The product words by length. */
  byLength: Map<number, string[]>;
  known: Set<string>;
  /** The product words of 4 letters or more by their consonants ('pepper' under 'ppr'). */
  bySkeleton: Map<string, string[]>;
}

/**
 * A word's consonants, its first letter kept whatever it is, doubled letters written once: 'pepper' and
 * 'pepr' -> 'ppr', 'cotton' and 'cottn' -> 'ctn', 'sunflower' and 'sunflwr' -> 'snflwr'.
 */
export function skeletonOf(word: string): string {
  const once = word.replace(/(\p{L})\1+/gu, '$1');
  return (
    once[0] +
    once
      .slice(1)
      .replace(/[aeiouy]/g, '')
      .replace(/(\p{L})\1+/gu, '$1')
  );
}

/** Whether every letter of `short` comes in `long`, in order. */
function within(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i++;
  return i === short.length;
}

/** The words of every alias that are long enough to be corrected to, by length. */
export function fuzzyVocabulary(aliasWords: Iterable<string>, alsoKnown: Iterable<string> = []): FuzzyVocabulary {
  // Words matched only as written are known (never corrected themselves) but no word is corrected to them.
  const known = new Set<string>(alsoKnown);
  const byLength = new Map<number, string[]>();
  const bySkeleton = new Map<string, string[]>();
  for (const w of aliasWords) {
    known.add(w);
    if (w.length >= 4 && /^[a-z]+$/.test(w)) {
      const bones = skeletonOf(w);
      const same = bySkeleton.get(bones) ?? [];
      if (!same.includes(w)) same.push(w);
      bySkeleton.set(bones, same);
    }
    if (w.length < 5 || !/^\p{L}+$/u.test(w)) continue;
    const list = byLength.get(w.length) ?? [];
    if (!list.includes(w)) list.push(w);
    byLength.set(w.length, list);
  }
  for (const list of byLength.values()) list.sort();
  for (const list of bySkeleton.values()) list.sort();
  return { byLength, known, bySkeleton };
}

const CACHE_MAX = 200_000;

/** Two neighbouring letters swapped ('nickle', 'robsuta'): one slip of the hand, counted as one edit. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** How many edits a word of this length may be from the product word it means. */
function reachOf(length: number): number {
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
}

/** A corrector over one vocabulary: the product word a misspelt word means, or null. */
export function fuzzyCorrector(
  vocab: FuzzyVocabulary,
  /** Whether two product words mean the same ('aluminium', 'aluminum'): a tie between them is no tie. */
  sameMeaning: (a: string, b: string) => boolean = (a, b) => a === b,
  protectedWords: ReadonlySet<string> = EVERYDAY_WORDS,
  /** Whether a word is a product by itself ('sugar'), not only a word of a longer name ('super 95'). */
  standalone: (word: string) => boolean = () => false,
) {
  const candidates = fuzzyCandidates(vocab, protectedWords);
  return (word: string): string | null => {
    const list = candidates(word);
    if (list.length <= 1) return list[0] ?? null;
    if (list.every((c) => sameMeaning(c, list[0]!))) return list[0]!;
    // 'suger': 'sugar' is a product, 'super' only a word of 'super 95'.
    const products = list.filter(standalone);
    return products.length === 1 ? products[0]! : null;
  };
}

/**
 * Every product word a misspelt word may mean, all at the least distance (within reach), or none.
 * Cached by word.
 */
export function fuzzyCandidates(vocab: FuzzyVocabulary, protectedWords: ReadonlySet<string> = EVERYDAY_WORDS) {
  const cache = new Map<string, readonly string[]>();
  return (word: string): readonly string[] => {
    if (word.length < 3 || vocab.known.has(word)) return NONE;
    const hit = cache.get(word);
    if (hit !== undefined) return hit;
    let answer: string[] = [];
    if (word.length >= 5 && (!protectedWords.has(word) || TRADE_MISSPELLINGS.has(word)) && /^\p{L}+$/u.test(word)) {
      const reach = reachOf(word.length);
      let best = reach + 1;
      for (let len = word.length - reach; len <= word.length + reach; len++) {
        for (const candidate of vocab.byLength.get(len) ?? []) {
          // The first letter is almost always typed right; it keeps 'mine' from 'wine' cheaply.
          if (candidate[0] !== word[0]) continue;
          const d = swapped(word, candidate) ? 1 : distance(word, candidate);
          // Two edits only between two long words: a 6-letter product word is never two edits away.
          if (d > Math.min(reach, reachOf(candidate.length))) continue;
          if (d < best) {
            best = d;
            answer = [candidate];
          } else if (d === best && !answer.includes(candidate)) answer.push(candidate);
        }
      }
    }
    if (!answer.length && !protectedWords.has(word) && !NOTE_SHORTHAND.has(word)) answer = shortenedFrom(vocab, word);
    const out = answer.length ? answer : NONE;
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(word, out);
    return out;
  };
}
const NONE: readonly string[] = [];

/** Shorthand of the notes and letters that is no product ('pls', 'mgr', 'dept'), whatever its consonants. */
const NOTE_SHORTHAND: ReadonlySet<string> = new Set(
  'btng pls plz thx thnx tks msg mgr mgmt mkt mkts mktg dept govt intl natl pcs qty pmt pymt pls rgds brgds rgrds yr yrs wk wks mth mths hrs mins tmrw tmr fwd bcz bcs cst ppl pnl bkr brkr sls slr byr cnf cnfm cfm chk pmts smth smthg nxt prv rcvd rcvd shpt shpmt dlvry dlr dlrs lst tel ph mob wtsp whtsp wtsap'.split(
    ' ',
  ),
);

/**
 * A product word written without its vowels ('brly', 'slfr') or with a letter doubled ('mallt', 'bufallo'):
 * the word has the product word's consonants and starts with the same letter. Without vowels, no vowel is
 * left after the first letter, every letter comes in the product word in order, and at least two letters are
 * missing (one missing letter is a slip the edit distance reads); doubled, the two words are the same once
 * each doubled letter is written once.
 */
function shortenedFrom(vocab: FuzzyVocabulary, word: string): string[] {
  if (!/^[a-z]+$/.test(word)) return [];
  const once = word.replace(/([a-z])\1+/g, '$1');
  const doubled = once !== word;
  // Without its vowels: none left after the first letter ('brly', 'slfr', not 'list' nor 'comment').
  if (!doubled && (word.length < 4 || /[aeiouy]/.test(word))) return [];
  if (doubled && once.length < 5) return [];
  const out: string[] = [];
  for (const candidate of vocab.bySkeleton.get(skeletonOf(word)) ?? []) {
    if (candidate === word || candidate[0] !== word[0]) continue;
    // A doubled letter ('mallt', 'bufallo'): the word and the product word, each with its doubled letters once, are one.
    if (doubled ? candidate.replace(/([a-z])\1+/g, '$1') === once : candidate.length >= once.length + 2 && within(once, candidate))
      out.push(candidate);
  }
  return out;
}
