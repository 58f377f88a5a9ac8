/**
 * Questions asked in the trade's other languages, put into the English the parser reads (issue 24): the
 * phrases that carry a question's intent and time ('con quién hablé en los últimos 7 días', 'com quem devo
 * retomar contato', 'résumé de mon réseau', 'son 30 günde kiminle konuştum', 'Andi ne kisko milwaya'), never
 * its products, places or names, which the parser already reads in those languages.
 *
 * A phrase is a run of words as commodityWords leaves them (lower case, no accents, plural endings off),
 * matched on the question's words, longest first. In a phrase, '#' is a number and '*' one word (kept).
 * Cyrillic is matched through its Latin transliteration.
 */
import { latinCues } from '@tradeloom/domain/trade';
import { words as foldWords } from './text.ts';

type Entry = readonly [foreign: string, english: string];

// Plural endings are compared off on both sides ('últimos' and 'último', 'quais' and 'quai').
const stem = (w: string) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w);

const DAYS = [
  'dias',
  'dia',
  'jours',
  'jour',
  'giorni',
  'giorno',
  'tagen',
  'tage',
  'tag',
  'gun',
  'gunde',
  'gundur',
  'hari',
  'din',
  'dino',
  'dney',
  'dnei',
  'dnya',
  'dni',
  'ayyam',
  'yawm',
];
const WEEKS = [
  'semanas',
  'semana',
  'semaines',
  'semaine',
  'settimane',
  'settimana',
  'wochen',
  'woche',
  'hafta',
  'haftada',
  'minggu',
  'hafte',
  'hafton',
  'nedel',
  'nedeli',
  'nedelyu',
  'usbu',
  'asabi',
];
const MONTHS = [
  'meses',
  'mes',
  'mois',
  'mesi',
  'mese',
  'monaten',
  'monate',
  'monat',
  'ay',
  'ayda',
  'aydir',
  'bulan',
  'mahine',
  'mahina',
  'mahino',
  'mesyatsev',
  'mesyatsa',
  'mesyats',
  'shahr',
  'ashhur',
];
const YEARS = [
  'anos',
  'ano',
  'ans',
  'an',
  'anni',
  'anno',
  'jahren',
  'jahre',
  'jahr',
  'yil',
  'yilda',
  'tahun',
  'saal',
  'sal',
  'let',
  'goda',
  'god',
  'sana',
  'sanawat',
];
const UNITS: ReadonlyMap<string, string> = new Map([
  ...DAYS.map((w) => [stem(w), 'days'] as const),
  ...WEEKS.map((w) => [stem(w), 'weeks'] as const),
  ...MONTHS.map((w) => [stem(w), 'months'] as const),
  ...YEARS.map((w) => [stem(w), 'years'] as const),
]);

const MONTH_NAMES: Readonly<Record<string, readonly string[]>> = {
  january: ['enero', 'janeiro', 'janvier', 'gennaio', 'januar', 'ocak', 'januari', 'yanvarya', 'yanvar'],
  february: ['febrero', 'fevereiro', 'fevrier', 'febbraio', 'februar', 'subat', 'februari', 'fevralya', 'fevral'],
  march: ['marzo', 'marco', 'mars', 'marz', 'mart', 'maret', 'marta', 'mart'],
  april: ['abril', 'avril', 'aprile', 'nisan', 'aprelya', 'aprel'],
  may: ['mayo', 'maio', 'mai', 'maggio', 'mayis', 'mei', 'maya'],
  june: ['junio', 'junho', 'juin', 'giugno', 'juni', 'haziran', 'iyunya', 'iyun'],
  july: ['julio', 'julho', 'juillet', 'luglio', 'juli', 'temmuz', 'iyulya', 'iyul'],
  august: ['agosto', 'aout', 'august', 'agustos', 'agustus', 'avgusta', 'avgust'],
  september: ['septiembre', 'setembro', 'septembre', 'settembre', 'september', 'eylul', 'sentyabrya', 'sentyabr'],
  october: ['octubre', 'outubro', 'octobre', 'ottobre', 'oktober', 'ekim', 'oktyabrya', 'oktyabr'],
  november: ['noviembre', 'novembro', 'novembre', 'november', 'kasim', 'noyabrya', 'noyabr'],
  december: ['diciembre', 'dezembro', 'decembre', 'dicembre', 'dezember', 'aralik', 'desember', 'dekabrya', 'dekabr'],
};
const SINCE = ['desde', 'depuis', 'seit', 'dal', 'dall', 'da', 'sejak', 'since', 's', 'beri', 'itibaren'];

/** Phrases and what they say in English. */
const ENTRIES: readonly Entry[] = [
  // Who did I talk to / call / contact.
  ['con quien hable', 'who did i talk to'],
  ['con quienes hable', 'who did i talk to'],
  ['con quien he hablado', 'who did i talk to'],
  ['a quien llame', 'who did i call'],
  ['a quien contacte', 'who did i contact'],
  ['com quem falei', 'who did i talk to'],
  ['com quem eu falei', 'who did i talk to'],
  ['com quem conversei', 'who did i talk to'],
  ['quem eu contatei', 'who did i contact'],
  ['avec qui ai je parle', 'who did i talk to'],
  ['a qui ai je parle', 'who did i talk to'],
  ['qui ai je appele', 'who did i call'],
  ['qui ai je contacte', 'who did i contact'],
  ['con chi ho parlato', 'who did i talk to'],
  ['chi ho chiamato', 'who did i call'],
  ['chi ho sentito', 'who did i talk to'],
  ['mit wem habe ich gesprochen', 'who did i talk to'],
  ['mit wem hab ich gesprochen', 'who did i talk to'],
  ['wen habe ich angerufen', 'who did i call'],
  ['mit wem habe ich', 'who did i talk to'],
  ['mit wem hab ich', 'who did i talk to'],
  ['gesprochen', ''],
  ['telefoniert', ''],
  ['kiminle konustum', 'who did i talk to'],
  ['kimle konustum', 'who did i talk to'],
  ['kimi aradim', 'who did i call'],
  ['s kem ya govoril', 'who did i talk to'],
  ['s kem ya razgovarival', 'who did i talk to'],
  ['s kem ya obshchalsya', 'who did i talk to'],
  ['komu ya zvonil', 'who did i call'],
  ['maine kisse baat ki', 'who did i talk to'],
  ['maine kis se baat ki', 'who did i talk to'],
  ['maine kisko call kiya', 'who did i call'],
  ['kisse baat hui', 'who did i talk to'],
  ['siapa yang saya hubungi', 'who did i contact'],
  ['siapa yg saya hubungi', 'who did i contact'],
  ['siapa yang sudah saya hubungi', 'who did i contact'],
  ['dengan siapa saya bicara', 'who did i talk to'],
  ['ma3 meen7akait', 'who did i talk to'],
  ['ma3 meen tkallamt', 'who did i talk to'],
  // Haven't spoken to.
  ['con quien no he hablado', 'who haven t i spoken to'],
  ['a quien no he llamado', 'who haven t i spoken to'],
  ['com quem nao falo', 'who haven t i spoken to'],
  ['com quem nao falei', 'who haven t i spoken to'],
  ['a qui n ai je pas parle', 'who haven t i spoken to'],
  ['con chi non ho parlato', 'who haven t i spoken to'],
  ['con chi non parlo', 'who haven t i spoken to'],
  ['mit wem habe ich nicht gesprochen', 'who haven t i spoken to'],
  ['kiminle konusmadim', 'who haven t i spoken to'],
  ['s kem ya ne govoril', 'who haven t i spoken to'],
  ['kisse baat nahi ki', 'who haven t i spoken to'],
  ['siapa yang belum saya hubungi', 'who haven t i spoken to'],
  // Spans.
  ['en los ultimo #', 'in the last #'],
  ['en las ultima #', 'in the last #'],
  ['los ultimo #', 'in the last #'],
  ['nos ultimo #', 'in the last #'],
  ['no ultimo #', 'in the last #'],
  ['nas ultima #', 'in the last #'],
  ['ces # dernier', 'in the last #'],
  ['les # dernier', 'in the last #'],
  ['au cours des # dernier', 'in the last #'],
  ['negli ultimi #', 'in the last #'],
  ['nelle ultime #', 'in the last #'],
  ['in den letzten #', 'in the last #'],
  ['son #', 'in the last #'],
  ['za poslednie #', 'in the last #'],
  ['za poslednii #', 'in the last #'],
  ['pichhle #', 'in the last #'],
  ['pichle #', 'in the last #'],
  ['dalam # terakhir', 'in the last #'],
  ['# terakhir', 'in the last #'],
  ['hace mas de #', 'in over #'],
  ['mas de #', 'over #'],
  ['ha mais de #', 'in over #'],
  ['mais de #', 'over #'],
  ['depuis plus de #', 'in over #'],
  ['plus de #', 'over #'],
  ['da piu di #', 'in over #'],
  ['piu di #', 'over #'],
  ['seit uber #', 'in over #'],
  ['seit mehr al #', 'in over #'],
  ['mehr al #', 'over #'],
  ['# den fazla', 'in over #'],
  ['# dan fazla', 'in over #'],
  ['bolee #', 'over #'],
  ['# se zyada', 'over #'],
  ['lebih dari #', 'over #'],
  ['este mes', 'this month'],
  ['esta semana', 'this week'],
  ['este ano', 'this year'],
  ['mes pasado', 'last month'],
  ['el mes pasado', 'last month'],
  ['semana pasada', 'last week'],
  ['la semana pasada', 'last week'],
  ['esse mes', 'this month'],
  ['neste mes', 'this month'],
  ['essa semana', 'this week'],
  ['nesta semana', 'this week'],
  ['esse ano', 'this year'],
  ['neste ano', 'this year'],
  ['mes passado', 'last month'],
  ['semana passada', 'last week'],
  ['ce moi ci', 'this month'],
  ['ce moi', 'this month'],
  ['cette semaine', 'this week'],
  ['cette annee', 'this year'],
  ['le moi dernier', 'last month'],
  ['la semaine derniere', 'last week'],
  ['questo mese', 'this month'],
  ['questa settimana', 'this week'],
  ['quest anno', 'this year'],
  ['il mese scorso', 'last month'],
  ['la settimana scorsa', 'last week'],
  ['diesen monat', 'this month'],
  ['diese woche', 'this week'],
  ['dieses jahr', 'this year'],
  ['letzten monat', 'last month'],
  ['letzte woche', 'last week'],
  ['bu ay', 'this month'],
  ['bu hafta', 'this week'],
  ['bu yil', 'this year'],
  ['gecen ay', 'last month'],
  ['gecen hafta', 'last week'],
  ['v etom mesyatse', 'this month'],
  ['na etoy nedele', 'this week'],
  ['v etom godu', 'this year'],
  ['is mahine', 'this month'],
  ['is hafte', 'this week'],
  ['is saal', 'this year'],
  ['pichhle mahine', 'last month'],
  ['bulan ini', 'this month'],
  ['minggu ini', 'this week'],
  ['tahun ini', 'this year'],
  ['bulan lalu', 'last month'],
  ['minggu lalu', 'last week'],
  // Reconnect.
  ['a quien deberia volver a llamar', 'who should i reconnect with'],
  ['con quien deberia retomar contacto', 'who should i reconnect with'],
  ['con quien deberia retomar el contacto', 'who should i reconnect with'],
  ['a quien deberia llamar', 'who should i call'],
  ['a quien deberia contactar', 'who should i reconnect with'],
  ['volver a contactar', 'reconnect'],
  ['retomar contacto', 'reconnect'],
  ['retomar el contacto', 'reconnect'],
  ['relaciones fria', 'cold relationships'],
  ['com quem devo retomar contato', 'who should i reconnect with'],
  ['com quem devo retomar o contato', 'who should i reconnect with'],
  ['quem devo ligar', 'who should i call'],
  ['para quem devo ligar', 'who should i call'],
  ['retomar contato', 'reconnect'],
  ['retomar o contato', 'reconnect'],
  ['voltar a falar', 'reconnect'],
  ['relacoe fria', 'cold relationships'],
  ['qui devrai je rappeler', 'who should i reconnect with'],
  ['qui dois je rappeler', 'who should i reconnect with'],
  ['avec qui devrai je reprendre contact', 'who should i reconnect with'],
  ['reprendre contact', 'reconnect'],
  ['relancer', 'reconnect'],
  ['con chi dovrei riprendere contatto', 'who should i reconnect with'],
  ['chi dovrei richiamare', 'who should i reconnect with'],
  ['chi dovrei chiamare', 'who should i call'],
  ['riprendere contatto', 'reconnect'],
  ['ricontattare', 'reconnect'],
  ['wen sollte ich wieder anrufen', 'who should i reconnect with'],
  ['wen sollte ich anrufen', 'who should i call'],
  ['mit wem sollte ich wieder kontakt aufnehmen', 'who should i reconnect with'],
  ['wieder kontaktieren', 'reconnect'],
  ['kimi tekrar aramaliyim', 'who should i reconnect with'],
  ['kimi aramaliyim', 'who should i call'],
  ['kiminle tekrar iletisime gecmeliyim', 'who should i reconnect with'],
  ['tekrar aramali', 'reconnect'],
  ['komu mne pozvonit', 'who should i call'],
  ['komu pozvonit', 'who should i call'],
  ['s kem vozobnovit kontakt', 'who should i reconnect with'],
  ['vozobnovit kontakt', 'reconnect'],
  ['kisko phir se call karna chahiye', 'who should i reconnect with'],
  ['kisko call karna chahiye', 'who should i call'],
  ['kisko phone karna chahiye', 'who should i call'],
  ['dobara sampark', 'reconnect'],
  ['siapa yang perlu saya hubungi lagi', 'who should i reconnect with'],
  ['siapa yang harus saya hubungi lagi', 'who should i reconnect with'],
  ['siapa yang harus saya hubungi', 'who should i call'],
  ['hubungi lagi', 'reconnect'],
  // The most valuable first.
  ['los ma importante', 'most valuable first'],
  ['lo ma importante', 'most valuable first'],
  ['os mai importante', 'most valuable first'],
  ['les plu important', 'most valuable first'],
  ['i piu importanti', 'most valuable first'],
  ['die wichtigsten', 'most valuable first'],
  ['en onemlileri', 'most valuable first'],
  ['samye vazhnye', 'most valuable first'],
  // A summary.
  ['resumen de mi red', 'summary of my network'],
  ['resumen de mis contacto', 'summary of my network'],
  ['resumo da minha rede', 'summary of my network'],
  ['resumo do meu network', 'summary of my network'],
  ['resume de mon reseau', 'summary of my network'],
  ['apercu de mon reseau', 'summary of my network'],
  ['riepilogo della mia rete', 'summary of my network'],
  ['riassunto della mia rete', 'summary of my network'],
  ['zusammenfassung meines netzwerk', 'summary of my network'],
  ['uberblick uber mein netzwerk', 'summary of my network'],
  ['agimin ozeti', 'summary of my network'],
  ['agimin ozetini', 'summary of my network'],
  ['svodka po moey seti', 'summary of my network'],
  ['obzor moey seti', 'summary of my network'],
  ['ringkasan jaringan saya', 'summary of my network'],
  ['ringkasan kontak saya', 'summary of my network'],
  ['mere network ka summary', 'summary of my network'],
  ['mulakhas shabakati', 'summary of my network'],
  // Counts.
  ['cuanto', 'how many'],
  ['quanto', 'how many'],
  ['kac', 'how many'],
  ['kac tane', 'how many'],
  ['skolko', 'how many'],
  ['kitne', 'how many'],
  ['berapa', 'how many'],
  ['berapa banyak', 'how many'],
  // Who met at an event.
  ['a quien conoci en', 'who did i meet at'],
  ['a quienes conoci en', 'who did i meet at'],
  ['quem conheci na', 'who did i meet at'],
  ['quem conheci no', 'who did i meet at'],
  ['quem conheci em', 'who did i meet at'],
  ['qui ai je rencontre a', 'who did i meet at'],
  ['qui ai je rencontre au', 'who did i meet at'],
  ['chi ho incontrato a', 'who did i meet at'],
  ['chi ho incontrato al', 'who did i meet at'],
  ['wen habe ich auf der', 'who did i meet at'],
  ['wen habe ich bei', 'who did i meet at'],
  ['kiminle tanistim', 'who did i meet at'],
  ['s kem ya poznakomilsya na', 'who did i meet at'],
  ['siapa yang saya temui di', 'who did i meet at'],
  ['kogo ya videl na', 'who did i meet at'],
  ['kogo ya vstretil na', 'who did i meet at'],
  ['s kem ya vstrechalsya na', 'who did i meet at'],
  ['kimlerle gorustum', 'who did i meet'],
  ['kimle gorustum', 'who did i meet'],
  ['kiminle gorustum', 'who did i meet'],
  ['mein kaun kaun mila tha', 'who did i meet'],
  ['mein kaun mila tha', 'who did i meet'],
  ['mein kaun kaun mila', 'who did i meet'],
  ['me kaun kaun mila', 'who did i meet'],
  ['me kaun mila', 'who did i meet'],
  ['mein kaun mila', 'who did i meet'],
  ['pe kis kis se mila', 'who did i meet'],
  ['par kis kis se mila', 'who did i meet'],
  ['pe kis se mila', 'who did i meet'],
  // Introductions by someone.
  ['* ne kisko milwaya', 'who did * introduce'],
  ['* ne kisko milaya', 'who did * introduce'],
  ['* ne kisse milwaya', 'who did * introduce'],
  ['* ne kisko introduce kiya', 'who did * introduce'],
  ['* ne kisko intro kiya', 'who did * introduce'],
  ['* nin tanistirdigi', 'who did * introduce'],
  ['* in tanistirdigi', 'who did * introduce'],
  ['* ne kis kis ko refer kiya', 'who did * introduce'],
  ['* ne kis kis ko milwaya', 'who did * introduce'],
  ['* ne kisko refer kiya', 'who did * introduce'],
  ['* nin tanistirdiklari', 'who did * introduce'],
  ['* in tanistirdiklari', 'who did * introduce'],
  ['* un tanistirdigi', 'who did * introduce'],
  ['* un tanistirdiklari', 'who did * introduce'],
  ['* nun tanistirdigi', 'who did * introduce'],
  ['* nin tanistirdigi', 'who did * introduce'],
  // Words of respect after a name: 'Ketan bhai', 'Elnur bey'.
  ['* bhai', '*'],
  ['* bhaiya', '*'],
  ['* sahab', '*'],
  ['* sahib', '*'],
  ['* bey', '*'],
  ['* hanim', '*'],
  ['dikenalkan oleh', 'introduced by'],
  ['diperkenalkan oleh', 'introduced by'],
  // Follow-ups on the last answer.
  ['e desse quai', 'which of them'],
  ['e dessa quai', 'which of them'],
  ['desse quai', 'which of them'],
  ['y de eso cuale', 'which of them'],
  ['de eso cuale', 'which of them'],
  ['y de ello cuale', 'which of them'],
  ['de ello cuale', 'which of them'],
  ['parmi eux lesquel', 'which of them'],
  ['parmi eux qui', 'which of them'],
  ['di questi quali', 'which of them'],
  ['tra questi quali', 'which of them'],
  ['davon welche', 'which of them'],
  ['welche davon', 'which of them'],
  ['bunlardan hangileri', 'which of them'],
  ['bunlarin hangisi', 'which of them'],
  ['iz nikh kto', 'which of them'],
  ['kto iz nikh', 'which of them'],
  ['inme se kaun', 'which of them'],
  ['in mein se kaun', 'which of them'],
  ['dari mereka siapa', 'which of them'],
  ['yang mana dari mereka', 'which of them'],
  // Where they are: 'estão fora do', 'sont hors de'.
  ['estao fora do', 'are outside'],
  ['estao fora da', 'are outside'],
  ['estan fuera de', 'are outside'],
  ['sont hor de', 'are outside'],
];

interface Phrase {
  words: string[];
  english: string[];
  /** Where its first word that is no wildcard is (0, or 1 after a leading '*' or '#'). */
  offset: number;
}

const WILD = new Set(['#', '*']);
// Phrases by their first word that is no wildcard, longest first.
const BY_WORD = new Map<string, Phrase[]>();
for (const [foreign, english] of ENTRIES) {
  const words = foreign.split(' ').map((w) => (WILD.has(w) ? w : stem(foldWords(w)[0] ?? w)));
  const offset = WILD.has(words[0]!) ? 1 : 0;
  const list = BY_WORD.get(words[offset]!) ?? [];
  list.push({ words, english: english ? english.split(' ') : [], offset });
  list.sort((a, b) => b.words.length - a.words.length);
  BY_WORD.set(words[offset]!, list);
}
const MONTH_OF = new Map<string, string>();
for (const [month, names] of Object.entries(MONTH_NAMES)) for (const n of names) MONTH_OF.set(stem(foldWords(n)[0] ?? n), month);
const SINCE_WORDS = new Set(SINCE.map(stem));

export interface Token {
  word: string;
  raw: string;
}

const isNumber = (w: string | undefined) => !!w && /^\d+$/.test(w);

function matchAt(cue: readonly string[], p: Phrase, i: number): boolean {
  if (i < 0 || i + p.words.length > cue.length) return false;
  return p.words.every((w, k) => (w === '#' ? isNumber(cue[i + k]) : w === '*' ? true : cue[i + k] === w));
}

/**
 * The question's words with the phrases of other languages in English (the English words' raw form is the
 * word itself); a question that has none comes back as it was.
 */
export function inEnglish(tokens: readonly Token[]): { tokens: Token[]; changed: boolean } {
  const cue = tokens.map((t) => stem(latinCues(t.word)));
  const out: Token[] = [];
  // How many of out's last tokens are the question's own, unchanged (a leading wildcard takes one back).
  let own = 0;
  let changed = false;
  for (let i = 0; i < tokens.length; ) {
    const phrase = (BY_WORD.get(cue[i]!) ?? []).find((p) => (p.offset === 0 || own > 0) && matchAt(cue, p, i - p.offset));
    if (!phrase) {
      // '7 días', '3 meses', '30 günde': the unit after a number; 'desde marzo', 'depuis mars': a month after 'since'.
      const unit = isNumber(out[out.length - 1]?.word) ? UNITS.get(cue[i]!) : undefined;
      const month = SINCE_WORDS.has(cue[i - 1] ?? '') ? MONTH_OF.get(cue[i]!) : undefined;
      const since = SINCE_WORDS.has(cue[i]!) && MONTH_OF.has(cue[i + 1] ?? '') ? 'since' : undefined;
      const english = unit ?? month ?? since;
      if (english) {
        out.push({ word: english, raw: english });
        changed = true;
        own = 0;
      } else {
        out.push(tokens[i]!);
        own++;
      }
      i++;
      continue;
    }
    const start = i - phrase.offset;
    if (phrase.offset) out.pop();
    const kept = new Map<string, Token>();
    phrase.words.forEach((w, k) => {
      if (WILD.has(w)) kept.set(w, tokens[start + k]!);
    });
    for (const e of phrase.english) out.push(kept.get(e) ?? { word: e, raw: e });
    changed = true;
    own = 0;
    i = start + phrase.words.length;
  }
  return changed ? { tokens: out, changed } : { tokens: [...tokens], changed };
}
