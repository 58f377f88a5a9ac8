/**
 * Words of a question, as the assistant reads them: the same normalisation as the commodity resolver
 * (lower case, no diacritics, plural endings off), and spelling correction toward the words the
 * assistant knows (products, places, the network's names, companies and cities, its own keywords).
 */
/// <reference path="./popular-english-words.d.ts" />
import { commodityWords } from '@tradeloom/domain/trade';
import { words as popular } from 'popular-english-words';

export const words = (text: string) => commodityWords(text);
export const key = (text: string) => commodityWords(text).join(' ');

/**
 * Ordinary English (as commodityWords leaves it): never corrected, never read as a product symbol or
 * a name. Product symbols that are also English words ('map', 'ago', 'can') are here on purpose. So are the question
 * words of the trade's other languages ('sino', 'siapa', 'quien', 'kaun'): never a company nor a name.
 */
export const COMMON_WORDS = new Set(
  `a about above across after again against ago all also am an and any anyone anybody anything are around as ask at away
  back be because been before being below best between both but by call can cannot could contact contacts company companies
  day days deal dealing deals did do doe does doing done down during each either else enough even ever every everyone
  few find for from get give go going good got great had ha has have having he hello help her here hers hi him his how i if in
  into is it its just know known last least let like list look looking lot make many may me might mine more most much must my
  myself near need needs new next no none nor not now of off often on once one only or other others our out over own people
  per person please put quite rather really right same say see send she should show so some someone something still such sure
  tell than thank thanks that the their them then there these they thing think this those though through to today too toward
  under until up upon us use very want wants was way we well were what whatever when where whether which while who whom whose
  why will with within without would yes yet you your yours year week month time names name give gives map maps please
  more info information detail details about again number numbers total count first latest valuable important recently
  sino siapa saja yg yang aja mga ang ng ni kung ano quien quienes quem wer kaun kitne kya hain mein`
    .split(/\s+/)
    .filter(Boolean),
);

// The most used English words, as commodityWords leaves them: a word people use every day ('place',
// 'ship', 'book') is never 'corrected' into a product or a name one letter away.
const ENGLISH = new Set<string>();
for (const w of popular.getMostPopular(15_000)) for (const n of commodityWords(w)) ENGLISH.add(n);

export const isEnglishWord = (word: string) => ENGLISH.has(word);

/** The words of a text, each also as it was written (for symbols that count only in capitals). */
export function tokens(text: string): { word: string; raw: string }[] {
  const raw = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const norm = commodityWords(text);
  if (raw.length === norm.length) return norm.map((word, i) => ({ word, raw: raw[i]! }));
  return norm.map((word) => ({ word, raw: word }));
}

/**
 * Spelling correction by single deletions (SymSpell): a word and a known word within one edit of
 * each other (a letter missing, extra, wrong or two swapped) share a form with one letter deleted.
 */
export class Speller {
  private readonly known = new Set<string>();
  /** Known words a misspelling may be corrected to (a word known only as written is never one). */
  private readonly targets = new Set<string>();
  private readonly byDeletion = new Map<string, string[]>();

  add(word: string, target = true): void {
    if (word.length < 4 || this.targets.has(word)) return;
    this.known.add(word);
    if (!target) return;
    this.targets.add(word);
    for (const d of deletions(word)) {
      const list = this.byDeletion.get(d);
      if (list) {
        if (list.length < 8) list.push(word);
      } else this.byDeletion.set(d, [word]);
    }
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  /** The known words one edit away (none for a known word, a short word or one with digits). */
  candidates(word: string): string[] {
    if (word.length < 5 || this.known.has(word) || /\d/.test(word)) return [];
    const found = new Set<string>();
    for (const w of this.byDeletion.get(word) ?? []) found.add(w); // a letter too many
    for (const d of deletions(word)) {
      if (this.targets.has(d)) found.add(d); // a letter missing
      for (const w of this.byDeletion.get(d) ?? []) if (w.length === word.length && oneEdit(w, word)) found.add(w); // wrong or swapped
    }
    return [...found].sort();
  }
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Two words of equal length one substitution or one swap of neighbours apart. */
function oneEdit(a: string, b: string): boolean {
  const diff: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
  if (diff.length === 1) return true;
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
}
