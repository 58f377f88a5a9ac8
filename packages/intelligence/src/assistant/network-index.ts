/**
 * The assistant's index of one network, built in one pass: each contact's profile (products, sides,
 * region), and the contacts by product, family, city, country, region, company and name, plus the
 * words the speller may correct toward. Questions then look only at the lists they need.
 */
import {
  contactSide,
  countryFromNotes,
  countryName,
  countryOfPlace,
  isCorrectionTarget,
  knownPlaceWords,
  latinCues,
  regionOfCountryCode,
  TRADE_PRODUCTS,
  type TradeRegion,
} from '@tradeloom/domain/trade';
import { type ContactProfile, lastTouch, profileContact } from '../network.ts';
import { findSynergies, type SynergyMatch } from '../synergy.ts';
import { introducersInNotes } from './introducers.ts';
import { COMMON_WORDS, key, Speller, words } from './text.ts';
import type { AssistantContact } from './types.ts';

/** At most this many contacts are listed in one answer; `total` says how many matched. */

/** Two-letter words of names and sources that name nobody: particles and abbreviations ('de', 'al', 'ex', 'co'); 'Le' is a surname ('Le Minh'). */
const NAME_PARTICLES = new Set([
  'de',
  'da',
  'do',
  'di',
  'du',
  'la',
  'el',
  'al',
  'of',
  'ex',
  'co',
  'mr',
  'ms',
  'dr',
  'st',
  'vs',
  're',
  'fw',
  'cc',
]);
export const LIST_LIMIT = 10;

export interface IndexedContact {
  contact: AssistantContact;
  profile: ContactProfile;
  /** The city's name as shown ('Singapore'), or null. */
  city: string | null;
  cityKey: string | null;
  countryCode: string | null;
  country: string | null;
  region: TradeRegion | null;
  companyKey: string | null;
  /** Role and title, as normalised words. */
  roleText: string;
  /** The company's full name and the notes, as normalised words: what a profession may also be read from ('Mersey Bank', 'courtier'). */
  workText: string;
  /** Last in touch (the latest logged interaction or last-contacted date), in ms since the epoch; null when never. */
  lastTouch: number | null;
  /** When the contact was added to the book, in ms since the epoch; null when unknown. */
  added: number | null;
  /** Every date the user was in touch (interactions and the last-contacted date), ms since the epoch. */
  touches: number[];
  /** The logged interactions' dates by their kind ('call', 'email', 'meeting', 'message'). */
  touchesBy: Record<string, number[]>;
  /** The notes and the interactions' texts as normalised words, for events and mentions ('lme week'). */
  haystack: string;
  /** The commodities and notes as written, lower case: where a grade is named ('4,200 kcal GAR', 'saprolite'). */
  gradeText: string;
  /** Who introduced the contact, as normalised words ('maria santos linkedin'), or ''. */
  sourceKey: string;
  /**
   * Products the contact both buys and sells ('regular buyer of GPL; offers Flüssiggas', 'buys & sells
   * cathode'): a buyer and a seller of each, in both lists and both counts (ContactSide.bothSides).
   */
  bothSides: ReadonlySet<string>;
}

/** Legal forms a company's name may end with, left out when it is asked for ('Kivu Copper Mines'). */
const LEGAL_FORMS = new Set(
  'sarl sa sas ag gmbh bv nv plc pte pty srl spa ltd limited llc inc co corp corporation company group holding holdings lp llp kg oy ab as asa fze fzco fzc dmcc jsc pjsc ojsc sdn bhd tbk kk ltda sac saa eirl sapi cv de ooo zao oao pao ao tov too pvt private sti tic san ve'.split(
    ' ',
  ),
);

// Words a company name is made of that say nothing about which company it is.
const COMPANY_FILLER = new Set(
  'trading trade group holding holdings international global resource commodity commodities metal metals energy agri agro limited ltd llc inc co corp corporation company sa ag gmbh bv nv plc pte pty srl spa the and of de la le import export industries industry mining oil gas petroleum steel partner partners capital'.split(
    ' ',
  ),
);

/** Legal forms a company's name may start with ('PT Samudra Logistik', 'OOO Volga Agro', 'CV Nusantara'). */
const LEADING_LEGAL_FORMS = new Set('pt cv ud ooo zao oao pao ao tov too pjsc jsc ojsc ms m s cia compania companhia cie'.split(' '));

/** A company's name without the legal forms it ends with ('caspian energy trading' of '... dmcc'). */
export function companyCore(companyKey: string): string {
  const ws = companyKey.split(' ');
  let core = ws.length;
  while (core > 1 && LEGAL_FORMS.has(ws[core - 1]!)) core--;
  return ws.slice(0, core).join(' ');
}

/** The words of a company's name that say which company it is ('aegir' of 'Aegir Commodities Pte Ltd'). */
export function distinctiveCompanyWords(companyKey: string | null): string[] {
  if (!companyKey) return [];
  return companyKey.split(' ').filter((w) => w.length >= 3 && !COMPANY_FILLER.has(w) && !LEGAL_FORMS.has(w) && !COMMON_WORDS.has(w));
}

/** The company the notes say a contact works at: 'works at Rabobank', 'trabalha na LDC', 'arbeitet bei Toepfer'. */
const WORKS_AT =
  /\b(?:works at|works for|working at|working for|trabalha na|trabalha no|trabalha em|trabaja en|trabaja para|travaille chez|travaille pour|arbeitet bei|lavora presso|lavora per|lavora da)\s+((?:\p{Lu}[\p{L}&.'’-]*)(?:\s+\p{Lu}[\p{L}&.'’-]*){0,3})/u;

const NONE: ReadonlySet<string> = new Set();
const GO_BETWEEN =
  /\b(broker|brokerage|brokers|agent|courtier|corredor|corretor|makler|intermediary|intermediario|consultant|advisor|analyst|mandate|commission)\b/;
const BROKERING = /\b(broker|brokers|brokering|broking|brokerage|commission|commission only|mandate)\b/;
/** The products a contact trades both ways, of those its profile lists (the reading's bothSides; none without notes). */
function bothSidesOf(contact: AssistantContact, profile: ContactProfile): ReadonlySet<string> {
  if (!contact.notes && !contact.commodities) return NONE;
  // A broker or an agent 'works both sides' without taking title: a buyer or a seller of nothing.
  if (GO_BETWEEN.test(key(`${contact.role ?? ''} ${contact.title ?? ''}`)) || BROKERING.test(key(contact.notes ?? ''))) return NONE;
  const both = contactSide(contact).bothSides;
  if (!both.size) return NONE;
  const traded = new Set(profile.products.map((t) => t.product.id));
  const out = new Set([...both].filter((id) => traded.has(id)));
  return out.size ? out : NONE;
}

export class AssistantIndex {
  readonly contacts: IndexedContact[] = [];
  private readonly byId = new Map<string, IndexedContact>();
  readonly byProduct = new Map<string, IndexedContact[]>();
  readonly byFamily = new Map<string, IndexedContact[]>();
  readonly byCity = new Map<string, IndexedContact[]>();
  readonly byCountry = new Map<string, IndexedContact[]>();
  readonly byRegion = new Map<TradeRegion, IndexedContact[]>();
  readonly byCompany = new Map<string, IndexedContact[]>();
  /** A company's distinctive first word ('glencore') -> its company keys. */
  readonly companyWord = new Map<string, Set<string>>();
  /** The first two words or more of a company's name, and its name without the legal form -> its company keys. */
  readonly companyPrefix = new Map<string, Set<string>>();
  /** A word of a source of introduction ('maria', 'linkedin') -> the contacts it introduced. */
  readonly bySourceWord = new Map<string, IndexedContact[]>();
  /** Full names, and surnames, as normalised words -> contacts. */
  readonly byName = new Map<string, IndexedContact[]>();
  /** Names of cities as shown, by key. */
  readonly cityNames = new Map<string, string>();
  /** Custom (unknown) commodity words -> product ids ('custom:vanilla pod'). */
  readonly customWords = new Map<string, Set<string>>();
  readonly speller = new Speller();
  /** The longest city name, company name and person name in words (for n-gram lookups). */
  maxCityWords = 1;
  maxCompanyWords = 1;

  private synergyCache: { day: string; matches: SynergyMatch[] } | null = null;

  get size(): number {
    return this.contacts.length;
  }

  /**
   * The engine's introductions over this network (findSynergies: the confidence from the evidence,
   * the threshold, no stopped product, no two of one side), computed once a day per index. Every
   * match over the threshold, without the scan's cap per contact: a question about one contact sees
   * all of its matches.
   */
  synergies(now = new Date()): SynergyMatch[] {
    const day = now.toISOString().slice(0, 10);
    if (this.synergyCache?.day !== day)
      this.synergyCache = {
        day,
        matches: findSynergies(
          this.contacts.map((e) => e.profile),
          { now, maxPerContact: Number.MAX_SAFE_INTEGER },
        ),
      };
    return this.synergyCache.matches;
  }

  contact(id: string): AssistantContact | undefined {
    return this.byId.get(id)?.contact;
  }

  entry(id: string): IndexedContact | undefined {
    return this.byId.get(id);
  }

  add(contact: AssistantContact): void {
    const profile = profileContact(contact);
    const firstPart = contact.location?.split(',')[0]?.trim() || null;
    const city = contact.city?.trim() || firstPart;
    const cityKey = city ? key(city) || null : null;
    const countryCode = (contact.countryCode ?? countryOfPlace(contact.location) ?? countryFromNotes(contact.notes))?.toUpperCase() ?? null;
    // (No company given: the one the notes say the contact works at, 'works at Rabobank', 'trabalha na LDC'.)
    const worksAt = contact.company ? null : (WORKS_AT.exec(contact.notes ?? '')?.[1] ?? null);
    const companyName = contact.company || worksAt;
    const companyKey = companyName ? key(companyName) || null : null;
    const touches: number[] = [];
    const at = Date.parse(contact.lastContactedAt ?? '');
    if (Number.isFinite(at)) touches.push(at);
    const touchesBy: Record<string, number[]> = {};
    for (const i of contact.interactions ?? []) {
      const t = Date.parse(i.occurredOn);
      // (A note the user wrote is no touch with the contact.)
      if (!Number.isFinite(t) || i.kind === 'note') continue;
      touches.push(t);
      if (i.kind) {
        const byKind = touchesBy[i.kind] ?? [];
        byKind.push(t);
        touchesBy[i.kind] = byKind;
      }
    }
    // The source of introduction too: it often names where the contact was met ('Mining Indaba 2026').
    const texts = [contact.notes ?? '', contact.sourceOfIntroduction ?? ''];
    // Who introduced the contact: its source of introduction and the introducers its notes name ('Imran ne
    // milwaya'), Cyrillic in Latin letters ('Эльнур Мамедов' reads 'elnur mamedov').
    const introducers = [contact.sourceOfIntroduction ?? '', ...introducersInNotes(contact.notes)].filter(Boolean).join(' ');
    const sourceKey = introducers ? latinCues(key(introducers)) : '';
    const e: IndexedContact = {
      contact,
      profile,
      city,
      cityKey,
      countryCode,
      country: contact.country ?? (countryCode ? countryName(countryCode) : null),
      region: profile.region ?? regionOfCountryCode(countryCode),
      companyKey,
      roleText: key(`${contact.role ?? ''} ${contact.title ?? ''}`),
      workText: ` ${key(contact.company ?? '')} | ${key(contact.notes ?? '')} `,
      lastTouch: lastTouch(contact),
      added: contact.createdAt ? Date.parse(contact.createdAt) || null : null,
      touches,
      touchesBy,
      // One part per sentence or telegraphic clause (" / ", " - ", " | "): an event is said of where it is written
      // ("missed ADIPEC. met at SIBCON", "met at ADIPEC 2024 / met at APPEC 2025").
      // A meeting logged on a day says the year of the gathering it names, when it names none ('ketemu POC' on
      // 4 March 2026 was POC 2026).
      haystack: ` ${[
        ...texts.map((t) => ({ t, year: '' })),
        ...(contact.interactions ?? []).map((i) => ({
          t: i.text ?? '',
          year: i.kind === 'meeting' ? (i.occurredOn ?? '').slice(0, 4) : '',
        })),
      ]
        .flatMap(({ t, year }) =>
          t
            .split(/(?<=[.;!?])\s+|\n+|\s+(?:\/|\||-{1,2}|–)\s+/)
            .map((part) => key(part))
            .filter(Boolean)
            .map((part) => (/^(19|20)\d\d$/.test(year) && !/\b((19|20)\d\d|\d\d)\b/.test(part) ? `${part} ${year}` : part)),
        )
        .join(' | ')} `,
      gradeText: `${contact.commodities ?? ''}\n${contact.notes ?? ''}`.toLowerCase(),
      sourceKey,
      bothSides: bothSidesOf(contact, profile),
    };
    this.contacts.push(e);
    this.byId.set(contact.id, e);
    const push = <K>(map: Map<K, IndexedContact[]>, k: K) => {
      const list = map.get(k);
      if (list) {
        if (list[list.length - 1] !== e) list.push(e);
      } else map.set(k, [e]);
    };
    for (const t of profile.products) {
      push(this.byProduct, t.product.id);
      push(this.byFamily, t.product.family);
      if (!t.product.known) {
        for (const w of t.product.id.slice('custom:'.length).split(' ')) {
          if (w.length < 3 || COMMON_WORDS.has(w)) continue;
          const set = this.customWords.get(w) ?? new Set<string>();
          set.add(t.product.id);
          this.customWords.set(w, set);
          this.speller.add(w);
        }
      }
    }
    if (cityKey) {
      push(this.byCity, cityKey);
      if (!this.cityNames.has(cityKey)) this.cityNames.set(cityKey, city!);
      this.maxCityWords = Math.max(this.maxCityWords, cityKey.split(' ').length);
      for (const w of cityKey.split(' ')) this.speller.add(w);
    }
    if (countryCode) push(this.byCountry, countryCode);
    if (e.region) push(this.byRegion, e.region);
    if (companyKey) {
      push(this.byCompany, companyKey);
      const ws = companyKey.split(' ');
      this.maxCompanyWords = Math.max(this.maxCompanyWords, ws.length);
      const distinctive = ws.find((w) => !COMPANY_FILLER.has(w) && w.length >= 3);
      // ('Corporación Nacional del Cobre (Codelco)', 'China Oil & Foodstuffs (COFCO)': the name in brackets too.)
      const bracketed = /\(([^)]+)\)/.exec(contact.company ?? '')?.[1];
      const alias = bracketed
        ? key(bracketed)
            .split(' ')
            .find((w) => !COMPANY_FILLER.has(w) && w.length >= 3)
        : undefined;
      for (const word of new Set([distinctive, alias]))
        if (word) {
          const set = this.companyWord.get(word) ?? new Set<string>();
          set.add(companyKey);
          this.companyWord.set(word, set);
        }
      for (const w of ws) this.speller.add(w);
      const core = companyCore(companyKey).split(' ').length;
      // (And after a legal form it starts with: 'Samudra Logistik' of 'PT Samudra Logistik Energy Tbk'.)
      let lead = 0;
      while (lead < core - 1 && LEADING_LEGAL_FORMS.has(ws[lead]!)) lead++;
      // A prefix of plain words ('copper trading') is a question's words, not a company, unless it is the whole name.
      for (const from of lead ? [0, lead] : [0]) {
        for (let n = 2; from + n <= ws.length; n++) {
          const words = ws.slice(from, from + n);
          const distinctive = words.some((w) => !COMPANY_FILLER.has(w) && !COMMON_WORDS.has(w) && !PRODUCT_WORDS.has(w));
          if (!distinctive && from + n !== core) continue;
          const prefix = words.join(' ');
          const set = this.companyPrefix.get(prefix) ?? new Set<string>();
          set.add(companyKey);
          this.companyPrefix.set(prefix, set);
        }
      }
    }
    if (sourceKey) {
      for (const w of new Set(sourceKey.split(' '))) {
        // (Two letters are a name too: 'Vo Van Huong', 'Li Na', 'Le Minh'; never corrected toward.)
        if (w.length < 2 || COMMON_WORDS.has(w) || (w.length === 2 && NAME_PARTICLES.has(w))) continue;
        push(this.bySourceWord, w);
        if (w.length >= 3) this.speller.add(w);
      }
    }
    const nameWords = words(contact.fullName);
    if (nameWords.length) {
      push(this.byName, nameWords.join(' '));
      if (nameWords.length > 1) {
        push(this.byName, nameWords[nameWords.length - 1]!);
        push(this.byName, nameWords[0]!);
      }
      for (const w of nameWords) this.speller.add(w);
    }
  }
}

// Words that name a product on their own ('gusa', 'copper'); not every word of a longer alias ('minas' of the
// coffee origin 'Sul de Minas' is a place, and 'Minas Gusa' stays a company's name).
const PRODUCT_WORDS = new Set<string>();
for (const p of TRADE_PRODUCTS)
  for (const alias of [p.name, ...p.aliases]) {
    const ws = words(alias);
    if (ws.length === 1) PRODUCT_WORDS.add(ws[0]!);
  }

// Words every index knows: product names and aliases, places, and the assistant's own vocabulary.
const BASE_WORDS: string[] = [];
// (The words of product names matched only as written are known but never corrected to: 'quien' is not Dutch 'uien'.)
const AS_WRITTEN: string[] = [];
for (const p of TRADE_PRODUCTS)
  for (const alias of [p.name, ...p.aliases]) for (const w of words(alias)) (isCorrectionTarget(w) ? BASE_WORDS : AS_WRITTEN).push(w);
BASE_WORDS.push(...knownPlaceWords());
BASE_WORDS.push(...COMMON_WORDS);
BASE_WORDS.push(
  ...words(
    'supplier suppliers seller sellers buyer buyers importer exporter producer miner refiner broker brokers trader traders agent analyst consultant banker logistics shipping offtaker purchaser procurement sourcing introduce introduction reconnect relationship relationships summary summarise summarize overview network priorities priority trades trading sells selling buys buying purchase supplies supply source sources commodity commodities located based living working office anyone somebody contacts opportunity opportunities cold touch follow remind reminder meeting region country city asia europe africa america oceania middle east latin',
  ),
);

/** The index of a network (build once; keep it while the network does not change). */
export function buildAssistantIndex(contacts: readonly AssistantContact[]): AssistantIndex {
  const index = new AssistantIndex();
  for (const w of BASE_WORDS) index.speller.add(w);
  for (const w of AS_WRITTEN) index.speller.add(w, false);
  for (const c of contacts) index.add(c);
  // A word the notes of several contacts use is the book's own word ('Grüne Woche', 'Polagra'), never a misspelling
  // of a name or a product to correct ('grune' is not 'Rune', 'woche' not 'Roche'). (Said by one or two, it may be a
  // misspelling: 'csahew'.)
  const said = new Map<string, number>();
  for (const e of index.contacts)
    for (const w of new Set(e.haystack.split(' '))) if (w.length >= 4 && !/\d/.test(w)) said.set(w, (said.get(w) ?? 0) + 1);
  for (const [w, n] of said) if (n >= BOOK_WORD_CONTACTS && !index.speller.has(w)) index.speller.add(w, false);
  return index;
}

/** How many contacts' notes must use a word for it to be the book's own word (see buildAssistantIndex). */
const BOOK_WORD_CONTACTS = 3;
