/**
 * Whether a contact's notes, interactions or source of introduction speak of an event or a phrase, as
 * people write it (used by the question reader and by the contact filters alike).
 */
import { isCountryName, knownPlaceWords, parseRegion, regionOfPlace, TRADE_PRODUCTS } from '@tradeloom/domain/trade';
import { COMMON_WORDS, isEnglishWord, key } from './text.ts';

// What an event is called, as notes shorten it ('conf', 'wk', 'expo'), and the words of its kind.
const EVENT_KIND: Record<string, string> = {
  conference: 'conference',
  conf: 'conference',
  conferences: 'conference',
  congress: 'congress',
  summit: 'summit',
  week: 'week',
  wk: 'week',
  expo: 'exhibition',
  exhibition: 'exhibition',
  exhib: 'exhibition',
  fair: 'fair',
  show: 'show',
  forum: 'forum',
  dinner: 'dinner',
  convention: 'convention',
  event: 'event',
  meeting: 'meeting',
  seminar: 'seminar',
  symposium: 'symposium',
};
// A sentence that says the user was not there: 'missed ADIPEC', "didn't make it to", 'could not attend', 'call
// instead'; a name from the event's delegate list ('LME Week list') is someone not met there either.
const NOT_THERE =
  /\b(missed|miss|skipped|skip|couldn t|could not|couldnt|didn t|did not|didnt|won t|will not|unable to|cancelled|canceled|no show|not attending|not going|not at|instead|list)\b/;
// Words that say where a gathering was ('met at', '@'), and words no name of one is made of.
const CUE_WORDS = new Set(['at', 'met', 'saw', 'seen', 'visited', 'during']);
const RUN_BREAKS = new Set(
  'of the and for to until since at in on with from by per via ex cfr cif fob fca dap ddp exw lc mt pmt t kt'.split(' '),
);
const MONTH_WORD = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$/;
const PLACE_WORD_SET = new Set([...knownPlaceWords()].filter((w) => w.length >= 3 && !COMMON_WORDS.has(w)));
const PRODUCT_WORD_SET = new Set<string>();
for (const p of TRADE_PRODUCTS) for (const alias of [p.name, ...p.aliases]) for (const w of key(alias).split(' ')) PRODUCT_WORD_SET.add(w);

/** Two words that are the same word as notes write it ('ferroalloy' for 'ferroalloys', 'oil' for 'oils'). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  // ('gruene' as typed for 'Grüne', which reads 'grune'.)
  if (/[aou]e/.test(a) !== /[aou]e/.test(b)) return sameWord(a.replace(/([aou])e/g, '$1'), b.replace(/([aou])e/g, '$1'));
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  return s.length >= 3 && l.startsWith(s) && l.length - s.length <= 2;
}

const matchers = new Map<string, (haystack: string, source?: string) => boolean>();

/**
 * Whether notes, interactions or a source of introduction speak of an event or a phrase, as people write
 * it: the whole phrase; or its own words near each other with the event's kind beside them ('ferroalloy
 * conf in Istanbul' for 'Ferroalloys Conference Istanbul', 'SteelOrbis conf'); a name no dictionary or
 * product list has ('ADIPEC') by itself when the event is only that name, or as the source of
 * introduction; an abbreviation with the event's kind and place ('FA conference Istanbul'). The event's
 * place and year must agree when the question gives them ('Coaltrans Asia' is not 'Coaltrans India',
 * 'Geneva 2026' not 'Geneva 2025'), another kind of gathering is another event ('GAFTA dinner' is not
 * the GAFTA conference), and a sentence that says the user was not there never counts ('missed ADIPEC').
 */
export function mentionMatcher(asked: string): (haystack: string, source?: string) => boolean {
  const known = matchers.get(asked);
  if (known) return known;
  let phrase = asked;
  const all = asked.split(' ').filter(Boolean);
  // ("Gulfood '25": a year written short.)
  const years = all.filter((w) => /^(19|20)\d\d$/.test(w)).concat(all.filter((w) => /^(1[5-9]|[23]\d)$/.test(w)).map((w) => `20${w}`));
  // '~2026': the event of that year, or one the notes give no year for (asked as 'this year').
  const yearOrNone = all.filter((w) => /^~(19|20)\d\d$/.test(w)).map((w) => w.slice(1));
  if (yearOrNone.length) phrase = all.filter((w) => !w.startsWith('~')).join(' ');
  const ws = all.filter((w) => !/^~?\d{2,4}$/.test(w));
  const kinds = ws.filter((w) => EVENT_KIND[w]).map((w) => EVENT_KIND[w]!);
  const places = ws.filter((w) => !EVENT_KIND[w] && PLACE_WORD_SET.has(w));
  let core = ws.filter((w) => !EVENT_KIND[w] && !PLACE_WORD_SET.has(w));
  const placeIsName = !core.length;
  if (placeIsName) core = places;
  const strong = core.filter(
    (w) => w.length >= 3 && !isEnglishWord(w) && !COMMON_WORDS.has(w) && !PRODUCT_WORD_SET.has(w) && !PLACE_WORD_SET.has(w),
  );
  // The region of the asked place, or a city of the asked region, is the same place ('Coaltrans Asia' meets in
  // Bali); a country is not ('Coaltrans India' is another event than Coaltrans Asia).
  // (A country asked names its own event: 'Coaltrans India' is not Coaltrans Asia.)
  const askedRegions = new Set(
    places
      .filter((p) => !isCountryName(p))
      .map((p) => parseRegion(p) ?? regionOfPlace(p))
      .filter(Boolean),
  );
  const aroundAsked = (x: string) => {
    if (!askedRegions.size) return false;
    const r = parseRegion(x) ?? (isCountryName(x) ? null : regionOfPlace(x));
    return r !== null && askedRegions.has(r);
  };
  const exact = ` ${phrase} `;
  const kindWords = ws.filter((w) => EVENT_KIND[w]);
  const glued =
    kindWords.length && core.length && core.join('').length >= 2
      ? new RegExp(`\\b${core.join('')}(${kindWords[0]![0]}|${kindWords[0]!.slice(0, 2)})\\b`, 'g')
      : null;
  const named = ws.filter((w) => !PLACE_WORD_SET.has(w) || !placeIsName);
  const initials = named.length >= 3 && kinds.length ? named.map((w) => w[0]).join('') : '';
  const near = (pos: number[], at: number, d: number) => pos.some((p) => Math.abs(p - at) <= d);
  // Initials of three words or more of the name ('wbm' for World Biofuels Markets), said as one word in the notes.
  const coreInitials = core.length >= 3 ? core.map((w) => w[0]).join('') : '';
  const matchPart = (written: string, isSource: boolean): boolean => {
    if (NOT_THERE.test(written)) return false;
    // 'wbm26', 'poc2026': a short name with its year written on; 'LMEW', 'LME wk': the name with its kind's first letter.
    let part = written.replace(/\b([a-z]{2,6})((?:19|20)?(?:1[5-9]|[23]\d))\b/g, '$1 $2');
    if (glued) part = part.replace(glued, `${core.join(' ')} ${kindWords[0]}`);
    const pw = part.split(' ');
    // 'LME Week Oct-25', "Coaltrans Asia '25": a year written short, after a month or a word of the event's name.
    // ('met @ LME Week London 25': after the place the event was in, too.)
    const shortYear = (x: string, i: number, ys: string[]) =>
      i > 0 &&
      /^\d\d$/.test(x) &&
      (MONTH_WORD.test(pw[i - 1]!) ||
        ws.some((c) => sameWord(c, pw[i - 1]!)) ||
        (PLACE_WORD_SET.has(pw[i - 1]!) && i > 1 && ws.some((c) => sameWord(c, pw[i - 2]!)))) &&
      ys.some((y) => y.slice(2) === x);
    // Another year, or another place or kind of gathering beside the name, is another event.
    if (years.length && pw.some((x) => /^(19|20)\d\d$/.test(x) && !years.includes(x))) return false;
    // ('APPEC' asked for last year is not 'saw at APPEC 2026', though the name is all of it.)
    if (!yearOrNone.length && ` ${part} `.includes(exact)) return true;
    if (yearOrNone.length) {
      const other = pw.some(
        (x, i) =>
          (/^(19|20)\d\d$/.test(x) && !yearOrNone.includes(x)) || (shortYear(x, i, [x.padStart(4, '20')]) && !shortYear(x, i, yearOrNone)),
      );
      if (other) return false;
      if (` ${part} `.includes(exact)) return true;
    }
    // A year asked must be said ('LME Week 2025', 'LME Week Oct-25'), not left out.
    if (years.length && !pw.some((x, i) => years.includes(x) || shortYear(x, i, years))) return false;
    // A word of the name, or the words it is the initials of ('kl' for Kuala Lumpur, 'wbm' for World Biofuels
    // Markets), or the initials the notes write for the words of the name asked.
    const find = (w: string) =>
      pw.flatMap((x, i) => {
        if (sameWord(x, w)) return [i];
        if (w.length >= 2 && w.length <= 5 && /^[a-z]+$/.test(w) && !isEnglishWord(w) && i + w.length <= pw.length) {
          const run = pw.slice(i, i + w.length);
          // (A run of name words beside a cue of a gathering: 'POC Kuala Lumpur 2026', 'met at World Biofuels
          // Markets'; never a sentence's words, 'palm oil CFR Colombo', 'sold MAP until 2025'.)
          const cue = (x: string | undefined) =>
            x !== undefined && (CUE_WORDS.has(x) || !!EVENT_KIND[x] || /^(19|20)?(1[5-9]|[23]\d)$/.test(x));
          if (
            run.every((r, j) => r.length >= 2 && /^[a-z]/.test(r) && r[0] === w[j] && !RUN_BREAKS.has(r)) &&
            !run.every((r) => r.length <= 2) &&
            (cue(pw[i - 1]) || cue(pw[i - 2]) || cue(pw[i + w.length]) || cue(pw[i + w.length + 1]) || run.some((r) => !!EVENT_KIND[r]))
          )
            return [i];
        }
        return [];
      });
    const kindAt = pw.flatMap((x, i) => (EVENT_KIND[x] && kinds.includes(EVENT_KIND[x]!) ? [i] : []));
    // (Asked with no kind, 'POC 2026', any gathering of the name is it: 'Palm Oil Conf KL'.)
    const otherKindAt = kinds.length
      ? pw.flatMap((x, i) => (EVENT_KIND[x] && !kinds.includes(EVENT_KIND[x]!) && EVENT_KIND[x] !== 'meeting' ? [i] : []))
      : [];
    const placeAt = placeIsName ? [] : pw.flatMap((x, i) => (places.some((p) => sameWord(p, x)) ? [i] : []));
    const otherPlaceAt = pw.flatMap((x, i) =>
      PLACE_WORD_SET.has(x) && !places.some((p) => sameWord(p, x)) && !core.some((c) => sameWord(c, x)) && !aroundAsked(x) ? [i] : [],
    );
    // The event's place asked ('APPEC Singapore', 'Singapore Iron Ore Week') may go unsaid ('met at APPEC 2025', 'Iron
    // Ore Week 2025': a name of product words with its kind of gathering), never another one. Asked with
    // no place, the place the notes give is where it was ('Grüne Woche Berlin').
    const placeOk = (at: number) =>
      !places.length || placeIsName || placeAt.length > 0 || ((strong.length > 0 || near(kindAt, at, 4)) && !near(otherPlaceAt, at, 3));
    // ('LME wk dinner': a dinner of the week asked, the kind asked said right after the name.)
    const kindOk = (at: number) =>
      (kinds.length > 0 && near(kindAt, at, core.length)) ||
      (!near(otherKindAt, at, 2) && (!kinds.length || near(kindAt, at, 4) || isSource || !strong.length));
    const corePos = core.map(find);
    if (corePos.every((p) => p.length)) {
      for (const start of corePos[0]!) {
        if (!corePos.every((p) => near(p, start, core.length + 2))) continue;
        if (!placeOk(start) || !kindOk(start)) continue;
        // An everyday or product word ('scrap', 'coal') is an event only beside its kind or place.
        if (strong.length || near(kindAt, start, 4) || near(placeAt, start, 4)) return true;
      }
    }
    // The event's own name without its everyday words ('NOG' for 'NOG Energy Week'), beside its kind or 'met at'.
    if (strong.length && strong.length < core.length) {
      const metAt = pw.flatMap((x, i) => (x === 'at' || x === 'met' ? [i] : []));
      // (Not the same organiser's event on another product: 'Argus Fertilizer Latino Americana' for 'Argus crude summit'.)
      const otherProduct = (at: number) =>
        pw.slice(at + 1, at + 3).some((x) => PRODUCT_WORD_SET.has(x) && !COMMON_WORDS.has(x) && !core.some((c) => sameWord(c, x)));
      for (const at of strong.map(find).every((p) => p.length) ? find(strong[0]!) : [])
        if (
          placeOk(at) &&
          !near(otherKindAt, at, 2) &&
          !otherProduct(at) &&
          (near(kindAt, at, 4) || metAt.some((m) => m < at && at - m <= 2))
        )
          return true;
    }
    // The event by its initials ('WRC 2025' for the World Rice Conference, 'met at WBM' for World Biofuels Markets).
    if (initials && pw.includes(initials)) return true;
    if (coreInitials && coreInitials.length >= 3 && pw.some((x, i) => x === coreInitials && placeOk(i) && kindOk(i) && !isEnglishWord(x)))
      return true;
    // An abbreviation or a word of the name, with the event's kind and its place ('FA conference Istanbul',
    // 'scrap conf Hamburg').
    if (kinds.length && places.length && !placeIsName) {
      for (const k of kindAt) {
        const placeNear = near(placeAt, k, 3);
        const abbr = pw.some(
          (x, i) =>
            Math.abs(i - k) <= 2 && ((x.length <= 4 && x[0] === core[0]![0] && !COMMON_WORDS.has(x)) || core.some((c) => sameWord(c, x))),
        );
        if (placeNear && abbr) return true;
      }
    }
    return false;
  };
  const probe = [...core, ...kinds].map((w) => w.slice(0, 3));
  if (initials) probe.push(initials);
  if (coreInitials) probe.push(coreInitials);
  // (A name asked by its initials is found by the first letter of each word: 'kl' in 'kuala lumpur'.)
  for (const w of core) if (w.length <= 5) probe.push(` ${w[0]}`);
  const fn = (haystack: string, source?: string) => {
    if (!probe.some((p) => haystack.includes(p))) return false;
    return haystack.split(' | ').some((part) => matchPart(part.trim(), source !== undefined && part.trim() === source));
  };
  if (matchers.size > 500) matchers.clear();
  matchers.set(asked, fn);
  return fn;
}
