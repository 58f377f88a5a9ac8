/**
 * The cue words of notes written in scripts other than Latin (issue 24): Russian and Ukrainian in Cyrillic,
 * Hindi in Devanagari, Arabic in its own script.
 *
 * The cue patterns of sides.ts ('no longer', 'buys', 'now') are written for Latin words, and `\b` knows only
 * Latin letters. Cyrillic is turned into the common Latin transliteration before they are read, so that one
 * word list serves 'больше не покупает' and 'bolshe ne pokupaet' alike. Devanagari and Arabic are matched in
 * their own script: commodityWords has already taken their marks out (Hindi's vowel signs, Arabic's short
 * vowels and hamza seats), so the words below are written as that leaves them ('नहीं' reads 'नह', 'أ' reads 'ا').
 */

const CYRILLIC = /[\u0400-\u04ff]/;
const CYRILLIC_ALL = /[\u0400-\u04ff]/g;
const CYRILLIC_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
  ә: 'a',
  ғ: 'g',
  қ: 'k',
  ң: 'n',
  ө: 'o',
  ұ: 'u',
  ү: 'u',
  һ: 'h',
};

/** Cyrillic letters in their usual Latin transliteration ('больше не продает' -> 'bolshe ne prodaet'); other text as it is. */
export function latinCues(words: string): string {
  if (!CYRILLIC.test(words)) return words;
  return words.replace(CYRILLIC_ALL, (ch) => CYRILLIC_LATIN[ch] ?? ch);
}

// A word of another script stands alone when no letter touches it; Arabic joins 'and' (و) and 'so' (ف) to the
// word after (commodityWords has taken 'the', ال, off its nouns already).
const A = '(?<!\\p{L})(?:[وف])?';
const Z = '(?!\\p{L})';
const arabic = (words: string) => `${A}(?:${words})${Z}`;
const hindi = (words: string) => `(?<!\\p{L})(?:${words})`;

/**
 * Stopped: Arabic 'لم يعد' / 'ما عاد' (no longer), 'توقف' (stopped), 'سابقا' / 'سابقاً' (formerly), 'كان يشتري'
 * (used to buy); Hindi 'अब नहीं' (no longer), 'बंद' (stopped), 'पहले' (formerly), 'छोड़' (gave up).
 */
export const STOPPED_SCRIPT = new RegExp(
  `${arabic('لم يعد|لم تعد|ما عاد|ما عادت|ماعاد|توقف|توقفت|توقفوا|اوقف|سابقا|سابق|قديما|كان يشتري|كان يبيع|كانت تشتري|كانت تبيع|كانوا يشترون|كانوا يبيعون')}|${hindi('अब नह|बद (कर|ह)|बद$|पहल|छड')}`,
  'u',
);
/** Not now: Arabic 'لا' / 'لا يشتري' (does not buy), 'ليس' (is not); Hindi 'नहीं' (not). */
export const NOT_NOW_SCRIPT = new RegExp(`${arabic('لا|ليس|ليست|لن|مش|ما يشتري|ما يبيع')}|${hindi('नह')}${Z}`, 'u');
/** Now: Arabic 'حاليا' (currently), Egyptian 'دلوقتي', Levantine 'هلق'; Hindi 'अब' (now), 'आजकल' (these days). */
export const NOW_SCRIPT = new RegExp(`${arabic('حاليا|حالي|دلوقتي|هلق|هلا')}|${hindi('अब|आजकल')}${Z}`, 'u');
/** Buys: Arabic 'يشتري', 'مشتري', 'شراء', 'مستورد', 'يستورد', 'يطلب'; Hindi 'खरीद-' (buy), 'आयात' (import). */
export const BUY_SCRIPT = new RegExp(
  `${arabic('يشتري|يشترون|تشتري|نشتري|اشتري|مشتري|مشترين|شراء|مستورد|مستوردين|يستورد|تستورد|نستورد|استيراد|يطلب|تطلب|نطلب')}|${hindi('खरद|आयत')}`,
  'u',
);
/** Sells: Arabic 'يبيع', 'بائع', 'بيع', 'مورد', 'مصدر', 'يصدر', 'عرض'; Hindi 'बेच-' (sell), 'निर्यात' (export). */
export const SELL_SCRIPT = new RegExp(
  `${arabic('يبيع|يبيعون|تبيع|نبيع|ابيع|بايع|باىع|بيع|مورد|موردين|يورد|نورد|مصدر|مصدرين|يصدر|تصدر|نصدر|تصدير|عرض|يعرض|نعرض')}|${hindi('बच(त|न|ग|े)|बच$|नरयत|सपलयर')}`,
  'u',
);
