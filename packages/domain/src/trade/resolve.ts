/**
 * Free commodity text -> the traded product it names (products.ts). 'Cu cathode Grade A' and 'Copper
 * cathodes' are one product; 'Copper concentrate' is another of the same family; text no alias names
 * ('Vanilla pods') stays itself.
 */
import { type CommodityGroup, commodityGroup, splitCommodities } from '../commodities.ts';
import { EVERYDAY_WORDS } from './everyday-words.ts';
import { fuzzyCandidates, fuzzyCorrector, fuzzyVocabulary } from './fuzzy.ts';
import { productAncestors } from './hierarchy.ts';
import { EXACT_LANGUAGE_ALIASES } from './languages.ts';
import { EXACT_PRODUCT_IDS, TRADE_PRODUCTS, type TradeProduct } from './products.ts';

export interface ResolvedCommodity {
  /** The canonical product id, or 'custom:<normalised text>' for text no alias names. */
  id: string;
  /** The canonical name, or the text as written (trimmed). */
  name: string;
  group: CommodityGroup;
  /** The product family ('copper'), or the custom id for unknown text. */
  family: string;
  /** True for a family's plain name ('copper', 'crude oil'): any product of the family may be meant. */
  generic: boolean;
  known: boolean;
}

const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ı: 'i' };

// Words of other languages whose final 's' is no plural: Danish and Norwegian 'laks' (salmon), German 'Raps' (rapeseed)
// and 'Koks' (coke), 'Gips' (gypsum); the sugar trade's 'raws', which is raw sugar where a bare 'raw' is any product's
// grade ('cashew (raw)').
const NO_PLURAL = new Set(['laks', 'raps', 'koks', 'gips', 'raws', 'whites', 'blues']);

/** A word without its plural ending, the same way for the aliases and for what people write. */
function singular(word: string): string {
  // Most words do not end in 's': the quick way out first.
  if (word.length <= 3 || word.charCodeAt(word.length - 1) !== 115 || /\d/.test(word)) return word;
  if (/(ss|us|is|as|ys|os)$/.test(word) || NO_PLURAL.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('oes')) return word.slice(0, -2);
  return word.slice(0, -1);
}

export const NON_ASCII = /[^\p{ASCII}]/u;
const HAN = /\p{Script=Han}/u;
const HAN_ALL = /\p{Script=Han}/gu;
const ARABIC_ARTICLE = /(?<!\p{L})(?:و|ف|ب)?ال(?=\p{Script=Arabic}{2})/u;
const ARABIC_ARTICLE_ALL = /(?<!\p{L})(?:و|ف|ب)?ال(?=\p{Script=Arabic}{2})/gu;

/**
 * One word for the words of each language that mean the same grade of product, so that one alias
 * serves them all: 'conc.', 'concentrado', 'concentré', 'Konzentrat', 'konsantre' are 'concentrate'
 * ('zinc conc', 'concentrado de zinc', 'lead concentrates' are one product).
 */
const WORD_FORMS: ReadonlyMap<string, string> = new Map([
  ['conc', 'concentrate'],
  ['concentrado', 'concentrate'],
  ['concentrados', 'concentrate'],
  ['concentre', 'concentrate'],
  ['concentrato', 'concentrate'],
  ['concentrati', 'concentrate'],
  ['konzentrat', 'concentrate'],
  ['konzentrate', 'concentrate'],
  ['konsantre', 'concentrate'],
  ['konsantresi', 'concentrate'],
  ['concentraat', 'concentrate'],
]);
const formOf = (w: string) => WORD_FORMS.get(w) ?? w;

// 'C.P.O.', 'U.A.E.': letters written with dots are one word.
const DOTTED = /(?<![\p{L}\p{N}])((?:\p{L}\.){2,}\p{L}?)(?![\p{L}\p{N}])/gu;

/** The text with letters written with dots as one word ('C.P.O.' -> 'CPO'). */
export function undotted(text: string): string {
  return text.includes('.') ? text.replace(DOTTED, (m) => m.replace(/\./g, '')) : text;
}

/**
 * Lower case, diacritics and punctuation out, percentages and decimals split into words ('99.99%'
 * -> '99 99'), plural endings off: the words an alias and a text are compared on.
 */
export function commodityWords(text: string): string[] {
  let folded = undotted(text).toLowerCase();
  const ascii = !NON_ASCII.test(folded);
  if (!ascii) {
    folded = folded
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[ßøæœłđı]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch);
    // Chinese is written without spaces ('求购大豆'): each character is a word of its own, in the names and
    // the texts alike ('大豆' reads '大 豆'), so that a name is found inside a run of characters.
    if (HAN.test(folded)) folded = folded.replace(HAN_ALL, ' $& ');
    // Arabic writes 'the' (and 'and the') joined to its noun: 'القمح' is 'قمح' (wheat), 'والسكر' 'and sugar'.
    if (ARABIC_ARTICLE.test(folded)) folded = folded.replace(ARABIC_ARTICLE_ALL, '');
  }
  if (folded.includes('&')) folded = folded.replace(/&/g, ' and ');
  // '4200GAR', '5500NAR': a coal's calorific value glued to its basis.
  if (/\d(gar|nar|gcv|ncv)\b/.test(folded)) folded = folded.replace(/(\d)(gar|nar|gcv|ncv)\b/g, '$1 $2');
  const out: string[] = [];
  for (const w of folded.split(ascii ? /[^a-z0-9]+/ : /[^\p{L}\p{N}]+/u)) if (w) out.push(formOf(singular(w)));
  return out.includes('concentrate') ? concentrateFirst(out) : out;
}

const AND_WORDS = new Set(['and', 'y', 'e', 'et', 'und', 've']);
const OF_WORDS = new Set(['de', 'of', 'du', 'des', 'di', 'do', 'da', 'del', 'dei']);
const ELEMENT_SYMBOLS = new Set([
  ...['cu', 'zn', 'pb', 'ni', 'mo', 'sn', 'co', 'ag', 'au', 'mn', 'li', 'ta', 'nb', 'sb', 'bi', 'fe'],
  // The metals by name, in the languages that put the grade first ('conc. cuivre', 'concentrado cobre').
  ...['cuivre', 'cobre', 'zinc', 'zinco', 'plomo', 'plomb', 'chumbo', 'nickel', 'niquel', 'etain', 'estano', 'estanho'],
  ...['molibdeno', 'molybdene', 'molibdenio', 'cobalt', 'cobalto', 'copper', 'lead', 'tin', 'moly'],
]);

// Other ores a concentrate is 'of' in the Romance order ('concentrado de hierro', 'concentré de manganèse').
const OTHER_ORES = new Set(
  'hierro fierro ferro fer iron oro ouro gold plata prata argent silver manganeso manganes manganese tungsteno wolframio tungsten antimonio antimony litio lithium cromo chrome chromium'.split(
    ' ',
  ),
);

/**
 * 'concentrado de cobre', 'concentré de zinc', 'conc Zn 48%': the Romance order (the grade, then what it is
 * of) read as the English one ('de cobre concentrate': 'copper concentrate'), for aliases and texts alike.
 */
function concentrateFirst(input: string[]): string[] {
  // (Every concentrate of the text: 'vende conc de plomo, tiene conc de zinc' names two.)
  let words = input;
  for (let i = 0; i < words.length - 1; i++) {
    if (words[i] !== 'concentrate') continue;
    const of = OF_WORDS.has(words[i + 1]!);
    const what = of ? words[i + 2] : words[i + 1];
    // (What a concentrate is of is a metal: 'zinc conc do I have' is no 'I concentrate'.)
    if (!what || (!ELEMENT_SYMBOLS.has(what) && (!of || !OTHER_ORES.has(what)))) continue;
    // As many words as before, so that prose and its words still line up one for one ('of' goes last).
    let moved = of ? [what, 'concentrate', words[i + 1]!] : [what, 'concentrate'];
    // 'concentrados de zinc y plomo': the concentrates of both metals.
    const second = words[i + 4];
    if (of && AND_WORDS.has(words[i + 3] ?? '') && second && ELEMENT_SYMBOLS.has(second))
      moved = [what, 'concentrate', second, 'concentrate', words[i + 1]!];
    words = [...words.slice(0, i), ...moved, ...words.slice(i + moved.length)];
    i += moved.length - 1;
  }
  return words;
}

interface AliasEntry {
  words: string[];
  product: TradeProduct;
}

// Names matched only as written (round 10's tables and products): never a target of the fuzzy reader.
const EXACT_NAMES = new Set([...EXACT_LANGUAGE_ALIASES].map((alias) => commodityWords(alias).join(' ')));
// A new product's one-word name of six letters or more ('cardamom', 'turmeric') is still corrected to ('cardamon',
// 'tumeric'); its shorter names and the words of its longer ones are not ('copra' is one edit from 'compra').
const isExactName = (product: TradeProduct, words: readonly string[]) =>
  EXACT_NAMES.has(words.join(' ')) || (EXACT_PRODUCT_IDS.has(product.id) && (words.length > 1 || words[0]!.length < 6));
/** The words of every name the fuzzy reader may correct a misspelling to. */
const FUZZY_WORDS: string[] = [];

// Aliases by their first word, longest first: a text is scanned once, word by word.
const BY_FIRST_WORD = new Map<string, AliasEntry[]>();
for (const product of TRADE_PRODUCTS) {
  for (const alias of [product.name, ...product.aliases]) {
    const words = commodityWords(alias);
    // 'concentrado de cobre' reads 'cobre concentrate de': the 'de' is no part of the name.
    if (words.length > 2 && OF_WORDS.has(words[words.length - 1]!)) words.pop();
    if (words.length === 0) continue;
    const list = BY_FIRST_WORD.get(words[0]!) ?? [];
    if (!list.some((e) => e.product === product && e.words.join(' ') === words.join(' '))) list.push({ words, product });
    BY_FIRST_WORD.set(words[0]!, list);
    if (!isExactName(product, words)) FUZZY_WORDS.push(...words);
  }
}
for (const list of BY_FIRST_WORD.values()) list.sort((a, b) => b.words.length - a.words.length);

const PRODUCT_BY_ID = new Map(TRADE_PRODUCTS.map((p) => [p.id, p]));

function toResolved(product: TradeProduct): ResolvedCommodity {
  return {
    id: product.id,
    name: product.name,
    group: product.group,
    family: product.family,
    generic: product.generic === true,
    known: true,
  };
}

/** The product with this id (TRADE_PRODUCTS), or undefined. */
export function tradeProduct(id: string): TradeProduct | undefined {
  return PRODUCT_BY_ID.get(id);
}

/** A known product by its id, as the resolver names it, or null. */
export function resolvedProduct(id: string): ResolvedCommodity | null {
  const product = PRODUCT_BY_ID.get(id);
  return product ? toResolved(product) : null;
}

const standaloneProduct = (w: string) => productOfWords([w])?.product ?? null;
// (An exact name's word is known as written, never corrected itself, only when it is a name by itself: 'arabiga' in
// 'goma arabiga' is still the misspelt 'arabica'.)
const FUZZY_VOCABULARY = fuzzyVocabulary(
  FUZZY_WORDS,
  [...BY_FIRST_WORD.values()].flatMap((list) => list.filter((e) => e.words.length === 1).map((e) => e.words[0]!)),
);
const FUZZY = fuzzyCorrector(
  FUZZY_VOCABULARY,
  (a, b) => {
    const x = standaloneProduct(a);
    return x !== null && x === standaloneProduct(b);
  },
  undefined,
  (w) => standaloneProduct(w) !== null,
);
const FUZZY_CANDIDATES = fuzzyCandidates(FUZZY_VOCABULARY);

const FUZZY_WORD_SET = new Set(FUZZY_WORDS);
/**
 * Whether a misspelling may be corrected to this word of a product's name (as commodityWords leaves it): false for the
 * words of names matched only as written ('uien', Dutch onions, is one letter from Spanish 'quien').
 */
export function isCorrectionTarget(word: string): boolean {
  return FUZZY_WORD_SET.has(word);
}

/** Every product word a misspelt word may mean, at the least distance; none for an everyday word. */
export function productWordCandidates(word: string): readonly string[] {
  return FUZZY_CANDIDATES(word);
}

/** An everyday word of English or of trade letters ('vanilla', 'place'): never to be read as a misspelt product word. */
export function isEverydayWord(word: string): boolean {
  return EVERYDAY_WORDS.has(word);
}

/** The product word a misspelt word means ('cooper' -> 'copper'), or null; never an everyday word. */
export function correctProductWord(word: string): string | null {
  return FUZZY(word);
}

/**
 * The words with each misspelt product word corrected, or null when none was. A word that may mean
 * several product words takes the one that makes the longest product name with the words around it
 * ('copper concentrat': 'concentrate', not Italian 'concentrato').
 */
function corrected(words: string[]): string[] | null {
  let out: string[] | null = null;
  for (let i = 0; i < words.length; i++) {
    const options = FUZZY_CANDIDATES(words[i]!);
    if (options.length === 0) continue;
    let choice: string | null = null;
    if (options.length === 1) choice = options[0]!;
    else {
      let bestLength = 0;
      let tie = false;
      for (const option of options) {
        const trial = [...(out ?? words)];
        trial[i] = option;
        const match = productOfWords(trial);
        const covers = match && match.to > i && match.at <= i ? match.to - match.at : 0;
        if (covers > bestLength) {
          bestLength = covers;
          choice = option;
          tie = false;
        } else if (covers === bestLength && covers > 0) tie = true;
      }
      if (tie) choice = FUZZY(words[i]!);
    }
    if (choice) {
      out ??= [...words];
      out[i] = choice;
    }
  }
  return out;
}

// What goods are packed in ('PP bags', 'jumbo bags', 'HDPE drums', 'steel drums', 'jute sacks'), as commodityWords
// leaves it; after a material that packaging is made of, the words name the packaging, not the material traded.
const PACKAGING_WORDS = new Set(
  'bag bigbag jumbo fibc sack sacking woven drum can bottle jerrycan pail tote ibc liner packaging packing pouch crate'.split(' '),
);
const PACKAGING_FAMILIES = new Set(['polymers', 'steel', 'aluminium', 'tin', 'pulp_paper', 'cotton', 'jute']);

/** The words at `at` name packaging made of `product` ('PP bags', 'HDPE drums'): no trade in the material. */
export function isPackaging(words: readonly string[], at: number, product: ResolvedCommodity): boolean {
  const next = words[at];
  return next !== undefined && PACKAGING_WORDS.has(next) && PACKAGING_FAMILIES.has(product.family);
}

// The shapes steel is sold in, which non-ferrous metals are sold in too ('zinc slabs', 'nickel full plate',
// 'aluminium billets', 'copper wire rod'): after the name of such a metal they say its form, not steel.
const FORM_WORDS = new Set(['slab', 'plate', 'billet', 'sheet', 'coil', 'bar', 'rod', 'wire', 'ingot', 'strip', 'foil']);
const FORM_METALS = new Set(['copper', 'zinc', 'nickel', 'aluminium', 'lead', 'tin', 'cobalt', 'titanium', 'magnesium', 'brass']);
const FORM_FILLERS = new Set(['full', 'cut', 'half', 'primary', 'secondary', 'alloy', 'alloyed', 'pure', 'grade', 'shg', 'lme', 'and']);

/**
 * The words at `at` name the form a non-ferrous metal named just before comes in ('zinc slabs', 'nickel
 * full plate'), not a steel product.
 */
export function isMetalForm(words: readonly string[], at: number, product: ResolvedCommodity): boolean {
  if (product.family !== 'steel' || !FORM_WORDS.has(words[at] ?? '')) return false;
  for (let k = at - 1; k >= Math.max(0, at - 3); k--) {
    const w = words[k]!;
    if (FORM_FILLERS.has(w) || /^\d/.test(w)) continue;
    const metal = standaloneProduct(w);
    return metal !== null && FORM_METALS.has(metal.family);
  }
  return false;
}

const RESOLVED = new Map<string, ResolvedCommodity>();
const RESOLVED_MAX = 100_000;

/**
 * The product one commodity entry names. The longest alias found as whole words wins; between
 * equally long ones, a specific product over a family's plain name, then the earlier in the text.
 * When no alias is found, misspelt product words are corrected and the entry read again. Unknown
 * text resolves to itself (a custom id from its words, its group from keywords). Cached by text.
 */
export function resolveCommodity(text: string): ResolvedCommodity {
  const hit = RESOLVED.get(text);
  if (hit) return hit;
  const words = commodityWords(text);
  let exact = productOfWords(words);
  // 'PP woven bags', 'HDPE drums': the packaging, not the polymer.
  if (exact && isPackaging(words, exact.to, toResolved(exact.product))) exact = null;
  // 'nickel full plate', 'zinc slabs': the metal in the form steel is also sold in.
  if (exact && isMetalForm(words, exact.at, toResolved(exact.product))) {
    const metal = productOfWords(words.slice(0, exact.at));
    exact = metal && FORM_METALS.has(metal.product.family) ? metal : null;
  }
  let product = exact?.product ?? null;
  // A misspelt word may name the product the rest only hints at ('steel scarp': steel scrap, not
  // steel; 'nickle cathodes': nickel cathodes, not copper's 'cathodes').
  const fixed = corrected(words);
  const better = fixed ? productOfWords(fixed) : null;
  if (better && (!exact || better.to - better.at > exact.to - exact.at || (exact.product.generic && !better.product.generic)))
    product = better.product;
  let out: ResolvedCommodity;
  if (product) out = toResolved(product);
  else {
    const name = text.trim().replace(/\s+/g, ' ');
    const id = `custom:${words.join(' ')}`;
    out = { id, name, group: commodityGroup(name), family: id, generic: false, known: false };
  }
  if (RESOLVED.size >= RESOLVED_MAX) RESOLVED.clear();
  RESOLVED.set(text, out);
  return out;
}

interface WordsMatch {
  product: TradeProduct;
  /** The words the alias covers: [at, to). */
  at: number;
  to: number;
}

function productOfWords(words: string[]): WordsMatch | null {
  let best: { entry: AliasEntry; at: number } | null = null;
  for (let i = 0; i < words.length; i++) {
    for (const entry of BY_FIRST_WORD.get(words[i]!) ?? []) {
      const n = entry.words.length;
      if (i + n > words.length) continue;
      let match = true;
      for (let k = 1; k < n; k++) {
        if (words[i + k] !== entry.words[k]) {
          match = false;
          break;
        }
      }
      if (!match) continue;
      const better =
        !best || n > best.entry.words.length || (n === best.entry.words.length && best.entry.product.generic && !entry.product.generic);
      if (better) best = { entry, at: i };
      break; // the list is longest first: no longer alias starts here
    }
  }
  if (!best) return null;
  const at = best.at;
  const to = best.at + best.entry.words.length;
  // 'Arabica green coffee': the family's plain name ('green coffee') is longer, but the text also names
  // which product of the family it is.
  if (best.entry.product.generic) {
    const specific = specificIn(words, best.entry.product.family, at, to);
    if (specific) return { product: specific, at, to };
  }
  return { product: best.entry.product, at, to };
}

/** A product of the family, not its plain name, that the words name anywhere (the longest alias). */
function specificIn(words: string[], family: string, from: number, to: number): TradeProduct | null {
  let found: { product: TradeProduct; n: number } | null = null;
  for (let i = 0; i < words.length; i++) {
    // A word of the plain name itself ('potash' in 'potash fertilisers') names no product of its own.
    if (i >= from && i < to) continue;
    for (const entry of BY_FIRST_WORD.get(words[i]!) ?? []) {
      const n = entry.words.length;
      if (entry.product.generic || entry.product.family !== family || i + n > words.length) continue;
      if (entry.words.some((w, k) => words[i + k] !== w)) continue;
      if (!found || n > found.n) found = { product: entry.product, n };
    }
  }
  return found?.product ?? null;
}

const ELEMENT_LIST =
  /\b((?:cu|zn|pb|ni|sn|co|mo|al|ag|au)(?:\s*\/\s*(?:cu|zn|pb|ni|sn|co|mo|al|ag|au))+)\s+(concs?|concentrates?|cathodes?|ingots?|scrap|anodes?)\b/gi;

const BARE_CONCENTRATE = /^\s*(?:conc|concs|concentrates?|concentrados?|concentr[ée]s?|konzentrate?)\.?\s*$/iu;

const VESSELS =
  /^\s*(?:[\p{L}\d ]{0,30}\b(?:carriers?|tankers?|tanker vessels?|vessels?|ships?|bulkers?|bulk carriers?)|(?:vlgc|mgc|lgc|sgc|vlcc|ulcc|suezmax|aframax|panamax|supramax|ultramax|handymax|handysize|capesize|kamsarmax|lr1|lr2|mr)s?(?:\s*(?:and|&|\/)\s*(?:vlgc|mgc|lgc|sgc|vlcc|suezmax|aframax|panamax|supramax|handysize|capesize)s?)?)\s*(?:\(.*\))?\s*$/iu;

const INCOTERM_AT_END = /\b(cfr|cif|fob|fca|exw|ddp|cpt|cip|dpu)\s*$/i;

// 'Sunflower oil, crude & refined': grades of the product before, not crude oil.
const QUALIFIERS_ONLY =
  /^(crude|refined|raw|white|semi[- ]refined|fully refined|bleached|deodori[sz]ed|washed|unwashed|natural|organic|conventional|bulk|bagged|spot|term)(\s*(&|and|\/|or)\s*(crude|refined|raw|white|semi[- ]refined|fully refined|bleached|deodori[sz]ed|washed|unwashed|natural|organic|conventional|bulk|bagged|spot|term))+$/i;

/**
 * Every product a contact's commodities text names ('Copper cathodes, Zinc conc, HRC'), once each, in
 * the order written. Entries are split on commas, semicolons, slashes and line breaks.
 */
export function resolveCommodities(text: string | null | undefined): ResolvedCommodity[] {
  if (!text) return [];
  const hit = LISTS.get(text);
  if (hit) return [...hit];
  const out = readList(text);
  if (LISTS.size >= RESOLVED_MAX) LISTS.clear();
  LISTS.set(text, out);
  return [...out];
}
/**
 * What separates the entries of a commodities field: commas, semicolons, new lines, bars, ' + ', and a slash that is not
 * between digits ('HMS 1/2' is one grade).
 */
export const COMMODITY_ENTRY_BREAK = /[,;\n|]+|\s\+\s|(?<!\d)\/|\/(?!\d)/;
const COMMODITY_ENTRY_BREAK_ALL = new RegExp(COMMODITY_ENTRY_BREAK.source, 'g');

const LISTS = new Map<string, readonly ResolvedCommodity[]>();
// A side written beside an entry of a commodities field, before or after it.
const SIDE_BESIDE =
  /(^|\s|-)\s*(sellers?|buyers?|suppliers?|wtb|wts|selling|buying|buys?|sells?)\s*$|^\s*(sellers?|buyers?|suppliers?|wtb|wts|selling|buying)\b\s*(-|:)?/i;

const AND_SPLIT = /\s(?:&|and|y|et|und|ve)\s|&/i;
const AND_SPLIT_ALL = /\s(?:&|and|y|et|und|ve)\s|&/gi;

function readList(text: string): ResolvedCommodity[] {
  const seen = new Set<string>();
  const out: ResolvedCommodity[] = [];
  // A slash between digits is part of a grade ('HMS 1/2 80:20'), not a separator.
  let previous = '';
  // A comma between digits is a decimal comma ('VLSFO 0,5%'), not a separator.
  // 'Berry/Candy', 'Taint/Tabor': a grade named by a pair of words that mean nothing alone is one entry.
  const listed = text
    .replace(/(\d),(\d)/g, '$1.$2')
    // 'Pb conc w/ Ag': 'with', not a second entry (the silver is a grade of the lead concentrate).
    .replace(/\bw\/\s*/gi, 'with ')
    // 'doré (Au/Ag)', 'red lentils (football, small red)': what is in brackets says more of the entry.
    .replace(/\(([^()]*)\)/g, (_, inner: string) => ` ${inner.replace(/[,;/|]+/g, ' ')} `)
    // 'Cu/Zn/Pb concs': each metal's concentrate (cathodes, ingots, scrap alike).
    .replace(ELEMENT_LIST, (_, list: string, grade: string) =>
      list
        .split(/\s*\/\s*/)
        .map((m) => `${m} ${grade}`)
        .join(', '),
    )
    // 'г/к рулон', 'х/к рулон' (hot- and cold-rolled coil): a letter and a letter are one abbreviation, not two entries.
    .replace(/(?<!\p{L})(\p{L})\/(\p{L})(?!\p{L})/gu, '$1 $2')
    // 'crude/refined', 'raw/white': grades of one product, not two entries.
    .replace(/\b(crude|refined|raw|white|washed|natural)\s*\/\s*(crude|refined|raw|white|washed|natural)\b/gi, '$1 & $2')
    .replace(/([\p{L}]+)\s*\/\s*([\p{L}]+)/gu, (pair, a: string, b: string) =>
      !resolveCommodity(a).known && !resolveCommodity(b).known && resolveCommodity(`${a} ${b}`).known ? `${a} ${b}` : pair,
    );
  for (const part of splitCommodities(listed.replace(COMMODITY_ENTRY_BREAK_ALL, ','))) {
    // 'sunflower oil, crude & refined': the grades of the product before, when they are products of their own.
    if (out.length > 0 && QUALIFIERS_ONLY.test(part.trim())) {
      const base = out[out.length - 1]!;
      for (const q of part.trim().split(/\s*(?:&|\band\b|\/|\bor\b)\s*/i)) {
        const graded = resolveCommodity(`${q} ${previous}`);
        if (graded.known && !seen.has(graded.id) && productAncestors(graded.id).has(base.id)) {
          seen.add(graded.id);
          out.push(graded);
        }
      }
      continue;
    }
    // 'Urea CFR/DAP': the Incoterm after another one, not the fertiliser.
    const after = previous;
    previous = part;
    if (/^\s*dap\s*$/i.test(part) && INCOTERM_AT_END.test(after)) continue;
    // 'Cu cathodes / conc': the concentrate of the metal before.
    if (out.length > 0 && BARE_CONCENTRATE.test(part)) {
      const base = out[out.length - 1]!;
      const conc = base.known ? resolveCommodity(`${base.family} concentrate`) : null;
      if (conc?.known && conc.family === base.family && !seen.has(conc.id)) {
        seen.add(conc.id);
        out.push(conc);
      }
      continue;
    }
    // 'LNG carriers', 'VLGC', 'chemical tankers': the ships a shipowner runs, not a product traded.
    if (VESSELS.test(part)) continue;
    // 'raw sugar & refined white sugar', 'white sugar and Brazilian VHP': two products, when each is one.
    if (AND_SPLIT.test(part)) {
      const pieces = part.split(AND_SPLIT_ALL).map((p) => resolveCommodity(p));
      if (pieces.length > 1 && pieces.every((p) => p.known) && new Set(pieces.map((p) => p.id)).size === pieces.length) {
        for (const p of pieces)
          if (!seen.has(p.id)) {
            seen.add(p.id);
            out.push(p);
          }
        continue;
      }
    }
    let r = resolveCommodity(part);
    // 'kernel shells (seller)', 'Pilbara fines - buyer': the side said beside a product is no word of its name.
    if (!r.known && SIDE_BESIDE.test(part)) {
      const bare = part.replace(SIDE_BESIDE, ' ').trim();
      if (bare) r = resolveCommodity(bare);
    }
    // 'buying: HRS 14pro', 'Origin: Brazil': a heading before a colon names no product; what follows it may.
    const colon = part.indexOf(':');
    if (!r.known && colon > 0) {
      r = resolveCommodity(part.slice(colon + 1));
      if (!r.known && NOT_PRODUCT_HEADING.test(part.slice(0, colon))) continue;
    }
    if (r.id === 'custom:' || seen.has(r.id)) continue;
    // What names no product of its own is no product when it is a number or a letter ('12.5%', the 'l' of
    // '500 g/l'), a sector ('agri', 'energy'), or, after a product, its grade ('WW 320, SP', 'brokens 100%', 'white
    // refined', 'amarillo #2').
    if (!r.known && (NOT_A_PRODUCT.test(part) || (out.length > 0 && isGradeOnly(part)))) continue;
    seen.add(r.id);
    out.push(r);
  }
  return out;
}

// Headings of what is no product: 'Origin: Brazil', 'POL: Santos', 'Terms: LC at sight'.
const NOT_PRODUCT_HEADING =
  /^\s*(origin|origins|origen|origem|provenance|port|ports|pol|pod|from|to|dest|destination|load|loading|discharge|terms|payment|pay|volume|volumes|qty|quantity|quantities|spec|specs|grade|grades|quality|packing|packaging|incoterm|incoterms|price|prices|basis|delivery|shipment|lc|contact|note|notes)\s*$/i;
const NOT_A_PRODUCT =
  /^[\s\d.,%#°:+\-–]*(\p{L}[\s\d.,%#°:+\-–]*)?$|^\s*(agri|agro|agriculture|agricultural|agribusiness|energy|energie|energia|metal|metals|mineral|minerals|mining|resources|commodities|commodity|general|general trading|various|varios|divers|misc|miscellaneous|diverse|multi|multiple|all|tbd|tbc|n a|na|none|other|others|otros|food|foods|foodstuff|foodstuffs|logistics|trading)\s*$/iu;
// The words a grade is written in: colours, sizes, processing, crops, and the codes of grades ('ww320', 'sp', 'mg1').
const GRADE_WORDS = new Set(
  (
    'white yellow red black green brown blue amarillo amarilla blanco blanca rojo negro verde blanc jaune rouge noir weiss gelb rot schwarz ' +
    'broken heavy light refined raw crude premium standard std grade double single triple washed unwashed natural organic ' +
    'conventional fine medium large small bold split piece whole mixed new old crop spot prime first second third fresh frozen ' +
    'dried dry wet bulk bagged bag jumbo cleaned sorted quality special extra super top fair average faq gmo non no lot type ' +
    'class sortex machine hand picked polished unpolished'
  ).split(' '),
);
function isGradeOnly(part: string): boolean {
  const words = commodityWords(part);
  return words.length > 0 && words.every((w) => GRADE_WORDS.has(w) || /^\d+$/.test(w) || /^[a-z]{1,3}\d{0,4}$/.test(w));
}

/**
 * How surely two resolved commodities are the same product: 1 for the same product, 0.6 when one is
 * its family's plain name and the other a product of that family ('copper' and 'copper cathode') or
 * one comes under the other (hierarchy.ts: 'fertilisers' and 'urea'), 0 otherwise (different products
 * of one family are not the same product).
 */
export function commodityMatch(a: ResolvedCommodity, b: ResolvedCommodity): number {
  if (a.id === b.id) return 1;
  if (a.family === b.family && (a.generic || b.generic)) return 0.6;
  // One under the other in the hierarchy ('fertilisers' and 'urea', 'grains' and 'wheat').
  if (a.known && b.known && (productAncestors(a.id).has(b.id) || productAncestors(b.id).has(a.id))) return 0.6;
  return 0;
}
