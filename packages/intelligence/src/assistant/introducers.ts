/**
 * Who introduced a contact, as notes say it in the trade's languages (issue 24): 'introduced by Imran', 'Imran ne
 * milwaya', 'Shafiq bhai ka reference', 'me lo presentó Memo Garza', 'apresentado por', 'présenté par',
 * 'vorgestellt von', 'Elnur bey tanıştırdı', 'через Эльнура', 'dikenalkan oleh'. The names found join the
 * contact's source of introduction, so 'who did Imran introduce me to?' finds a contact whose source field is
 * empty but whose notes say so.
 */
import { countryOfPlace, knownPlaceWords } from '@tradeloom/domain/trade';

// A name: one to three words that start with a capital (Latin or Cyrillic), a dot-initial allowed ('Imran Q.').
const NAME = "(\\p{Lu}[\\p{L}'’-]*\\.?(?:\\s+\\p{Lu}[\\p{L}'’-]*\\.?){0,2})";
// Words of respect written after a name: 'Imran bhai', 'Elnur bey', 'Ayşe hanım', 'Patel sahab', 'Ketan ji'.
const HONORIFIC = '(?:\\s+(?:bhai|bhaiya|bhaijaan|sahab|saab|sahib|ji|bey|hanım|hanim|efendi|abi|sir))?';

/** A cue, then the name: 'introduced by Imran', 'presentado por Memo', 'через Эльнур'. */
const BEFORE_NAME = new RegExp(
  `(?:\\b(?:intro(?:duced|d|'d)?|referred|recommended|referral|reference|ref|sent|passed on|came)\\s+(?:by|via|from|through|thru)|\\bintro\\s+via|\\b(?:me|nos)\\s+(?:lo|la|los|las)\\s+(?:presentó|presento|recomendó|recomendo|pasó|paso)|\\b(?:presentado|presentada|referido|referida|recomendado|recomendada|apresentado|apresentada|indicado|indicada|indicação|indicacao|recommandé|recommande|recommandée|présenté|presente|présentée|introduit|vorgestellt|empfohlen|vermittelt|presentato|presentata|segnalato|consigliato|dikenalkan|diperkenalkan|direkomendasikan)\\s+(?:por|par|von|durch|da|de|do|oleh)|\\bde la part de|\\b(?:contacto|contato|contact|contatto|kontakt) (?:de|von|di|du)|\\breferensi dari|\\bpo rekomendatsii|\\bcherez|\\b(?:via|prin|tramite|through|thru|a través de|a traves de|através de|atraves de|através do|atraves do)|\\b(?:recomandat|recomandată|recomandata|voorgesteld|aanbevolen|przedstawiony|przedstawiona|polecony|polecona)\\s+(?:de|door|przez)|(?:познайомив|познайомила|познайомили|порекомендував|порекомендувала|познакомил|познакомила|порекомендовал|порекомендовала)|\\bпо рекомендации|через|\\b3an tareeq|عن طريق|بواسطة)\\s+${NAME}`,
  'gu',
);
/** The name, then the cue: 'Imran ne milwaya', 'Shafiq bhai ka reference', 'Elnur bey tanıştırdı', 'Ahmed introduced'. */
const AFTER_NAME = new RegExp(
  `${NAME}${HONORIFIC}\\s+(?:ne|nay)\\s+(?:milwaya|milaya|milvaya|introduce\\s+kiya|intro\\s+kiya|refer\\s+kiya|bheja|connect\\s+kiya)|${NAME}${HONORIFIC}\\s+(?:ka|ki|ke)\\s+(?:reference|referral|ref)|${NAME}${HONORIFIC}(?:\\s+\\([^)]{0,60}\\))?\\s+(?:tanıştırdı|tanistirdi|önerdi|onerdi|yönlendirdi|yonlendirdi|introduced|referred|recommended|intro'd|intro’d|introd)|${NAME}${HONORIFIC}\\s+gave\\s+me\\s+(?:his|her|their|the)\\s+(?:number|contact|details|card)`,
  'gu',
);

const CAPITAL_CUE = /\p{Lu}\p{Ll}+(?=\s+(?:by|via|from|through|thru|por|par|von|durch|da|de|do|oleh)\s)|\bMe(?=\s+(?:lo|la|los|las)\s)/gu;

// What 'via' or 'through' names besides a person: a way of talking, a port, a place ('via WhatsApp', 'via Rotterdam').
const NOT_A_PERSON =
  /^(whatsapp|wechat|telegram|viber|signal|skype|zoom|teams|line|email|e-mail|mail|phone|sms|linkedin chat|the port|port|agent|broker|bank|lc|l\/c|sgs|swift)$/i;
const isPlace = (name: string) => {
  const words = name.toLowerCase().split(/\s+/);
  return words.every((w) => PLACE_WORDS.has(w)) || countryOfPlace(name) !== null;
};
const PLACE_WORDS = new Set(knownPlaceWords());

/** The introducers the notes name, as written ('Imran', 'Memo Garza'); none when they name none. */
export function introducersInNotes(notes: string | null | undefined): string[] {
  if (!notes) return [];
  const out: string[] = [];
  // ('Introduced by', 'Presentado por' open a sentence with a capital the cue is written without.)
  const cued = notes.replace(CAPITAL_CUE, (w) => w.toLowerCase());
  for (const m of cued.matchAll(BEFORE_NAME)) out.push(m[1]!);
  for (const m of notes.matchAll(AFTER_NAME)) out.push((m[1] ?? m[2] ?? m[3] ?? m[4])!);
  return out.map((n) => n.trim()).filter((n) => n && !NOT_A_PERSON.test(n) && !isPlace(n));
}

/**
 * Whether a word of a source is a longer form of a name asked for ('shafiqul' of 'shafiq'): a name of five letters
 * or more, and up to three letters more.
 */
export const longerSourceWord = (sourceWord: string, asked: string) =>
  asked.length >= 5 && sourceWord !== asked && sourceWord.startsWith(asked) && sourceWord.length <= asked.length + 3;
