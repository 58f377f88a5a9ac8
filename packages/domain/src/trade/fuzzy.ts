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
}

/** The words of every alias that are long enough to be corrected to, by length. */
export function fuzzyVocabulary(aliasWords: Iterable<string>, alsoKnown: Iterable<string> = []): FuzzyVocabulary {
  // Words matched only as written are known (never corrected themselves) but no word is corrected to them.
  const known = new Set<string>(alsoKnown);
  const byLength = new Map<number, string[]>();
  for (const w of aliasWords) {
    known.add(w);
    if (w.length < 5 || !/^\p{L}+$/u.test(w)) continue;
    const list = byLength.get(w.length) ?? [];
    if (!list.includes(w)) list.push(w);
    byLength.set(w.length, list);
  }
  for (const list of byLength.values()) list.sort();
  return { byLength, known };
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
    if (word.length < 5 || vocab.known.has(word)) return NONE;
    const hit = cache.get(word);
    if (hit !== undefined) return hit;
    let answer: string[] = [];
    if ((!protectedWords.has(word) || TRADE_MISSPELLINGS.has(word)) && /^\p{L}+$/u.test(word)) {
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
    const out = answer.length ? answer : NONE;
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(word, out);
    return out;
  };
}
const NONE: readonly string[] = [];
