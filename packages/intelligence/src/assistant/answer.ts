/**
 * The built-in assistant: reads the question (query.ts), carries the conversation's context (the
 * filters of the question before, the contacts the last answer listed), looks the answer up in the
 * index (tools.ts) and words it in Markdown. It names only contacts of the network it was given.
 */
import { plural } from '@tradeloom/domain';
import { resolvedProduct } from '@tradeloom/domain/trade';
import type { EnginePriority } from '../opportunities.ts';
import { COLD_AFTER_DAYS } from '../reminders.ts';
import { type AssistantIndex, type IndexedContact, LIST_LIMIT } from './network-index.ts';
import { ASKS_FOR_MORE, hasExclusions, type Place, parseQuestion, type Query, type Side } from './query.ts';
import { canAnswerRelationship, relationshipAnswer } from './relationships.ts';
import { key } from './text.ts';
import {
  bestIntroductions,
  coldContacts,
  dueFollowUps,
  hasRole,
  introductionsFor,
  type NetworkSummary,
  onSide,
  priorityMatches,
  type SearchFilters,
  searchContacts,
  summarizeNetwork,
  worthOf,
} from './tools.ts';
import type { AssistantAnswer, AssistantInput, AssistantTurn } from './types.ts';

const DAY = 86_400_000;

const EXAMPLES = [
  '"Who buys cobalt in Asia?"',
  '"Suppliers of Cu cathode in Africa"',
  '"How many contacts do I have in Singapore?"',
  '"Who should I introduce <a contact> to?"',
  '"Who should I reconnect with?"',
  '"Which contacts serve my priorities?"',
  '"Summarise my network"',
];

/** The examples, the introduction one naming someone in the user's network so it can be asked as written. */
function examples(index: AssistantIndex): string[] {
  const name = bestIntroductions(index, 1)[0]?.from.contact.fullName ?? index.contacts[0]?.contact.fullName;
  return EXAMPLES.map((e, i) => (i === 3 && name ? `"Who should I introduce ${name} to?"` : e));
}

const help = (index: AssistantIndex) => {
  const x = examples(index);
  return `I answer from the contacts in your network. You can ask me:
- who trades, supplies or buys a commodity, in a city, country or region, or at a company (${x[0]}, ${x[1]})
- how many contacts you have somewhere (${x[2]})
- whom to introduce a contact to, and why (${x[3]})
- which relationships are going cold (${x[4]})
- which contacts serve your business priorities (${x[5]})
- an overview of your network (${x[6]})
- when you were last in touch ("Who haven't I spoken to in 3 months?", "Who did I talk to this week?")
- who introduced whom, and whom you met where ("Who did Maria introduce me to?", "Who did I meet at LME Week?")

Leave things out or combine them: "copper buyers outside China", "brokers not in Dubai", "buyers of HRC and CRC", "copper buyers who also trade zinc". Follow up as you would with a colleague: "and in Europe?", "only sellers", "which of them are in Asia?", "tell me more about the second one".`;
};

const unknown = (index: AssistantIndex) => {
  const x = examples(index);
  return `I can't answer that from your network: I only know your contacts, not market prices, news or the world outside. Try:
- ${x[0]}
- ${x[2]}
- ${x[3]}
- ${x[4]}`;
};

function place(e: IndexedContact): string {
  if (e.city && e.country && e.city !== e.country) return `${e.city}, ${e.country}`;
  return e.city ?? e.country ?? e.contact.location ?? '';
}

const sideWord = (side: string) => (side === 'sells' ? 'sells' : side === 'buys' ? 'buys' : 'trades');

/** One contact on one line: name, role, company, place, what it trades (the matched product first). */
function line(e: IndexedContact, focus?: string | null): string {
  const c = e.contact;
  const bits = [c.title || c.role, c.company, place(e)].filter((b): b is string => Boolean(b?.trim()));
  const products = [...e.profile.products].sort((a, b) => Number(b.product.id === focus) - Number(a.product.id === focus)).slice(0, 3);
  const trades = products.map((t) => (t.side === 'either' ? t.product.name : `${t.product.name} (${sideWord(t.side)})`)).join(', ');
  return `**${c.fullName}**${bits.length ? ` — ${bits.join(' · ')}` : ''}${trades ? ` · ${trades}` : ''}`;
}

/** What a search asked for, after a count: '3 brokers who buy Cobalt in Asia', 'in your network'. */
function describeFilters(f: Filters, index: AssistantIndex, n?: number): string {
  return describeParts(f, index, n).join(' ');
}

/** The same, as its parts: the first is the count and the noun ('3 brokers'). */
function describeParts(f: Filters, index: AssistantIndex, n?: number): string[] {
  const parts: string[] = [];
  const names = f.products.map((p) => p.name);
  const products =
    f.label ??
    (f.allProducts && names.length > 1
      ? `${names.length === 2 ? 'both' : 'all of'} ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
      : names.join(' or '));
  const s = n === 1 ? 's' : '';
  // With a count: '3 brokers who buy ...'; without: 'brokers who buy ...', 'contacts in Dubai'.
  parts.push(n !== undefined ? (f.role ? plural(n, f.role.one, f.role.label) : plural(n, 'contact')) : (f.role?.label ?? 'contacts'));
  if (f.formerly && products)
    parts.push(`whose notes say they no longer ${f.side === 'sells' ? 'sell' : f.side === 'buys' ? 'buy' : 'trade'} ${products}`);
  else if (f.side && products) parts.push(`who ${f.side === 'sells' ? 'sell' : 'buy'}${s} ${products}`);
  else if (f.side) parts.push(f.side === 'sells' ? `who sell${s}` : `who buy${s}`);
  else if (products) parts.push(`who trade${s} ${products}`);
  if (f.alsoProducts?.length) {
    const verb = f.alsoSide === 'sells' ? 'sell' : f.alsoSide === 'buys' ? 'buy' : 'trade';
    parts.push(`and also ${verb}${s} ${f.alsoLabel ?? f.alsoProducts.map((p) => p.name).join(f.alsoAny ? ' or ' : ' and ')}`);
  }
  if (f.places.length) parts.push(`in ${f.places.map((p) => p.label).join(' or ')}`);
  if (f.companies.length) {
    const names = f.companies.map((k) => index.byCompany.get(k)?.[0]?.contact.company ?? k);
    parts.push(`at ${names.join(' or ')}`);
  }
  const x = f.exclude;
  if (x) {
    if (x.places.length) parts.push(`outside ${x.places.map((p) => p.label).join(' and ')}`);
    if (x.roles.length) parts.push(`who are not ${x.roles.map((r) => r.label).join(' or ')}`);
    if (x.companies.length) parts.push(`not at ${x.companies.map((k) => index.byCompany.get(k)?.[0]?.contact.company ?? k).join(' or ')}`);
    if (x.products.length) parts.push(`who don't trade ${x.products.map((p) => p.name).join(' or ')}`);
    if (x.side) parts.push(`who are not ${x.side === 'sells' ? 'sellers' : 'buyers'}`);
    if (x.names.length) parts.push(`other than ${x.names.join(' and ')}`);
    else if (x.ids.length) parts.push('besides the ones I named');
  }
  if (f.introducedBy) parts.push(`introduced by ${f.introducedBy.label}`);
  if (f.mentions) parts.push(`whose notes or logged interactions mention "${f.mentions.label}"`);
  if (f.time) {
    if (f.time.kind === 'added') parts.push(`you added ${f.time.label}`);
    else if (f.time.kind === 'never') parts.push('you have never been in touch with (nothing logged)');
    else if (f.time.kind === 'silent') parts.push(`you haven't been in touch with ${f.time.label}`);
    else if (f.time.last) parts.push(`you were last in touch with ${f.time.label}`);
    else parts.push(f.time.label ? `you were in touch with ${f.time.label}` : 'you have been in touch with');
  }
  if (f.within) parts.push('among the ones I just listed');
  return parts;
}

type Filters = SearchFilters & {
  label: string | null;
  alsoLabel?: string | null;
  introducedBy?: { words: string[]; label: string } | null;
  mentions?: { phrase: string; label: string } | null;
};

/** The search a question in words asks for (negation, time, source, events included): for the model's tools. */
export function filtersFromQuestion(index: AssistantIndex, question: string, now = new Date()): SearchFilters {
  return filtersOf(parseQuestion(index, question, now));
}

const filtersOf = (q: Query): Filters => ({
  products: q.products,
  // ('Thermal Coal (4200 GAR)': the grade asked, beside the product.)
  label: q.grades.length
    ? `${q.productLabel ?? q.products.map((p) => p.name).join(' or ')} (${q.grades.map((g) => g.label).join(', ')})`
    : q.productLabel,
  grades: q.grades,
  excludeGrades: q.excludeGrades,
  gradesOpen: q.gradesOpen,
  side: q.side,
  role: q.role,
  places: q.places,
  companies: q.companies,
  allProducts: q.allProducts,
  alsoProducts: q.alsoProducts,
  alsoSide: q.alsoSide,
  alsoAny: q.alsoAny,
  alsoLabel: q.alsoLabel ?? null,
  exclude: q.exclude,
  time: q.time,
  introducedBy: q.introducedBy,
  mentions: q.mentions,
  within: q.within?.length ? new Set(q.within) : null,
  formerly: q.formerly,
});
const hasFilters = (q: Query) =>
  q.products.length > 0 ||
  q.places.length > 0 ||
  q.companies.length > 0 ||
  q.role !== null ||
  q.side !== null ||
  q.alsoProducts.length > 0 ||
  hasExclusions(q.exclude) ||
  q.time !== null ||
  q.introducedBy !== null ||
  q.mentions !== null ||
  Boolean(q.within?.length);

/** The chat client sends at most this many of an answer's contacts back with the history. */
const HISTORY_IDS_MAX = 50;

/**
 * The question with what it leaves out taken from the question before ('and in Africa?', 'what about
 * zinc?'), and limited to the last answer's contacts when it asks about them ('which of them are in
 * the Middle East?', 'only the buyers').
 */
function withContext(q: Query, prev: Query | null, lastIds: readonly string[] = []): Query {
  // 'Which of them', 'only the buyers': the contacts the last answer named (all of them, when the
  // client sent them all back; otherwise the last question's filters find the same contacts again).
  // ('Which of them have gone cold?': the relationships gone quiet among them.)
  const narrow = q.aboutLast && q.people.length === 0 && (q.intent === 'find' || q.intent === 'count' || q.intent === 'reconnect');
  const within = narrow && lastIds.length > 0 && (lastIds.length < HISTORY_IDS_MAX || !prev) ? lastIds : null;
  if (!prev || (prev.intent !== 'find' && prev.intent !== 'count')) return within ? { ...q, within } : q;
  // Said without 'and' or 'what about', only a short question of one kind of filter adjusts the last
  // one ('sellers?', 'in Dubai?'); 'brokers in Dubai' or 'Cu cathode suppliers' is a new question.
  const kinds = [q.products.length > 0, q.places.length > 0, q.companies.length > 0, q.role !== null, q.side !== null].filter(
    Boolean,
  ).length;
  // ('How many in China?' after a list: the count words do not make it a longer question.)
  const said = q.text.replace(/\b(how many|how much|number of|no of|count of|count)\b/g, ' ').trim();
  const implicit =
    said.split(/\s+/).length <= 3 && kinds === 1 && q.products.length === 0 && !/\b(who|which|list|show|find)\b/.test(q.text);
  // 'Who there sells HVO?', 'and who sells white sugar there': the last question's place or company.
  const there = /\b(there|over there|alli|ahi|la bas|dort|daar)\b/.test(q.text) && q.places.length === 0 && q.companies.length === 0;
  // 'any of those in Morocco?', 'which of them buy?': a question about the last answer's contacts.
  const aboutThose = (q.aboutLast || /\b(of (those|them|these)|those|these ones|among them)\b/.test(q.text)) && q.people.length === 0;
  const more = ASKS_FOR_MORE.test(q.text) && q.people.length === 0;
  const adjusts = q.followUp || aboutThose || more || there || (implicit && q.people.length === 0);
  const bare = (q.intent === 'count' || q.intent === 'find') && !hasFilters(q) && q.people.length === 0 && !q.unknownProduct;
  const refersBack = bare && /\b(them|those|these|they)\b/.test(q.text);
  // 'Who could supply them?', 'who would buy from them?' after a list of one side of a product: the other
  // side of the same products, anywhere (not among the ones listed).
  const counterpart =
    q.intent === 'find' &&
    q.side !== null &&
    !q.aboutLast &&
    prev.products.length > 0 &&
    prev.side !== null &&
    q.side !== prev.side &&
    q.products.length === 0 &&
    q.places.length === 0 &&
    q.companies.length === 0 &&
    q.role === null &&
    /\b(them|they|those|these)\b/.test(q.text);
  if (counterpart) return { ...q, products: prev.products, productLabel: prev.productLabel, allProducts: prev.allProducts, within: null };
  if (!(adjusts && (q.intent === 'find' || q.intent === 'count')) && !(bare && (q.intent === 'count' || refersBack)))
    return within ? { ...q, within } : q;
  const x = q.exclude;
  const px = prev.exclude;
  return {
    ...q,
    intent: q.intent === 'count' ? 'count' : bare ? 'find' : prev.intent === 'count' && !q.followUp ? 'find' : prev.intent,
    products: q.products.length ? q.products : prev.products,
    productLabel: q.products.length ? q.productLabel : prev.productLabel,
    allProducts: q.products.length ? q.allProducts : prev.allProducts,
    alsoProducts: q.products.length ? q.alsoProducts : prev.alsoProducts,
    alsoSide: q.products.length ? q.alsoSide : prev.alsoSide,
    alsoAny: q.products.length ? q.alsoAny : prev.alsoAny,
    alsoLabel: q.products.length ? q.alsoLabel : prev.alsoLabel,
    grades: q.products.length ? q.grades : prev.grades,
    excludeGrades: q.products.length ? q.excludeGrades : prev.excludeGrades,
    gradesOpen: q.products.length ? q.gradesOpen : prev.gradesOpen,
    unknownProduct: q.unknownProduct ?? prev.unknownProduct,
    unknownPlace: q.unknownPlace,
    side: q.side ?? (q.exclude.side ? null : prev.side),
    role: q.role ?? prev.role,
    places: q.places.length ? q.places : prev.places,
    companies: q.companies.length ? q.companies : prev.companies,
    exclude: {
      places: q.places.length ? x.places : [...px.places, ...x.places],
      roles: q.role ? x.roles : [...px.roles, ...x.roles],
      companies: q.companies.length ? x.companies : [...px.companies, ...x.companies],
      products: q.products.length ? x.products : [...px.products, ...x.products],
      side: x.side ?? (q.side ? null : px.side),
      // 'Who else?': not the ones the last answer named.
      ids: [...x.ids, ...(more ? lastIds : [])],
      names: x.names,
    },
    time: q.time ?? prev.time,
    introducedBy: q.introducedBy ?? prev.introducedBy,
    mentions: q.mentions ?? prev.mentions,
    sideBreakdown: q.sideBreakdown,
    // 'And in Europe?' asks the last question again with another place, not of the last list.
    within,
  };
}

/** A family's name as said ('nitrogen_fertiliser' -> 'Nitrogen Fertilisers' when it is a product, else its words). */
const familyName = (family: string) => resolvedProduct(family)?.name ?? family.replace(/_/g, ' ');

/** How many names a long answer's text lists; its chips (contactIds) carry every contact, up to MAX_IDS. */
const SHOWN = LIST_LIMIT;
/** The most contacts one answer carries (a chip each): a whole book of 1,500 fits; 20,000 would not. */
export const MAX_ANSWER_CONTACTS = 2000;
const allIds = (ids: string[]) => ids.slice(0, MAX_ANSWER_CONTACTS);
const allNote = (n: number) =>
  n > MAX_ANSWER_CONTACTS ? ` (the list below holds the first ${MAX_ANSWER_CONTACTS.toLocaleString('en-US')})` : '';

function findAnswer(index: AssistantIndex, q: Query, now: Date, priorities: readonly EnginePriority[]): AssistantAnswer {
  const f = filtersOf(q);
  const what = describeFilters(f, index);
  if (q.unknownProduct && !q.products.length) {
    return {
      text: `None of your contacts trade **${q.unknownProduct}** as far as I can see: no contact lists it among their commodities.`,
      contactIds: [],
      intent: 'find',
      understood: true,
      total: 0,
    };
  }
  if (q.unknownPlace) {
    return {
      text: `I couldn't find anyone in or at **${q.unknownPlace}** in your network: no contact's city, country or company is called that.`,
      contactIds: [],
      intent: 'find',
      understood: true,
      total: 0,
    };
  }
  const worth = worthOf(index, priorities, now);
  if (f.allProducts && searchContacts(index, f, now, worth).hits.length === 0) {
    // No one trades every product asked for: say so, and list who trades any of them.
    const any = searchContacts(index, { ...f, allProducts: false }, now, worth).hits;
    if (any.length) {
      const names = f.products.map((p) => p.name);
      const shown = any.slice(0, SHOWN);
      return {
        text: `No contact trades ${names.length === 2 ? 'both' : 'all of'} ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}. ${plural(any.length, 'contact')} trade${any.length === 1 ? 's' : ''} one of them:\n\n${shown.map((h, i) => `${i + 1}. ${line(h.entry, h.on?.product.id)}`).join('\n')}${any.length > shown.length ? `\n\n…and ${plural(any.length - shown.length, 'more contact')}.` : ''}`,
        contactIds: allIds(any.map((h) => h.entry.contact.id)),
        intent: 'find',
        understood: true,
        total: any.length,
      };
    }
  }
  const source = counterpartsOf(index, q, f, now, worth);
  if (source) return source;
  const { hits, broadened, order } = searchContacts(index, f, now, worth);
  if (hits.length === 0) return { text: noMatch(index, q, what, now), contactIds: [], intent: 'find', understood: true, total: 0 };
  const shown = hits.slice(0, SHOWN);
  const focus = (h: (typeof hits)[number]) => h.on?.product.id ?? null;
  const ordered =
    order === 'value'
      ? ', the most valuable first'
      : order === 'recent'
        ? ', the most recent contact first'
        : order === 'added'
          ? ', the newest first'
          : '';
  const head = broadened
    ? `No one lists ${f.products.map((p) => p.name).join(' or ')} exactly, but ${plural(hits.length, 'contact')} trade${hits.length === 1 ? 's' : ''} ${[...new Set(f.products.map((p) => familyName(p.family)))].join(' or ')} in general${f.places.length ? ` in ${f.places.map((p) => p.label).join(' or ')}` : ''}:`
    : `I found ${describeFilters(f, index, hits.length)}${hasFilters(q) ? '' : ' in your network'}${ordered}:`;
  const more =
    hits.length > shown.length
      ? `\n\n…and ${plural(hits.length - shown.length, 'more contact')}: all ${hits.length.toLocaleString('en-US')} are in the list below${allNote(hits.length)}. Narrow it down by place, side, company or time.`
      : '';
  const when = (h: (typeof hits)[number]) => {
    if (f.time?.kind === 'added') return h.entry.added === null ? '' : ` · added ${new Date(h.entry.added).toISOString().slice(0, 10)}`;
    if (!f.time || f.time.kind === 'never' || h.entry.lastTouch === null) return '';
    return ` · last in touch ${new Date(h.entry.lastTouch).toISOString().slice(0, 10)}`;
  };
  let tail = '';
  if (f.time?.kind === 'silent') {
    // A contact never contacted has no silence to measure: said apart, not listed.
    const never = searchContacts(index, { ...f, time: { kind: 'never', from: null, to: null, label: '' } }, now).hits.length;
    if (never)
      tail = `\n\n${plural(never, 'other contact')} ${never === 1 ? 'has' : 'have'} no contact logged at all (ask "who have I never contacted?").`;
  }
  return {
    text: `${head}\n\n${shown.map((h, i) => `${i + 1}. ${line(h.entry, focus(h))}${when(h)}`).join('\n')}${more}${tail}`,
    contactIds: allIds(hits.map((h) => h.entry.contact.id)),
    intent: 'find',
    understood: true,
    total: hits.length,
  };
}

/**
 * 'Got IC45 from Gulf Crystal, who can I sell it to?', 'TANECU has 3000t RCN, who needs it?', 'who can supply DAP to Lume
 * Adama union?', 'buyer for Setit Humera's sesame?': the company named is where the goods come from or go, not where the
 * answer works. When its contacts are on the other side of the product asked, the answer is everyone on the side asked,
 * elsewhere (the company's own contacts left out).
 */
const COUNTERPART_CUE =
  /\b(who|anyone|anybody|someone|somebody)\b[^?.!]{0,30}\b(can|could|would|will|to|should)\s+(i\s+|we\s+)?(supply|sell|offer|provide|ship|place|move|send|deliver)\b|\bwho (needs?|wants?|takes?|would take|can take|could take|will take|is buying|is selling|has) (it|them|this|that|these|those|some)\b|\bwho needs\b|\b(buyers?|takers?|home|outlets?|offtakers?|suppliers?|sellers?|sources?|match|matches) for\b|\bsupply\b[^?.!]{0,40}\bto\b/;

function counterpartsOf(index: AssistantIndex, q: Query, f: Filters, now: Date, worth: ReturnType<typeof worthOf>): AssistantAnswer | null {
  if (!f.companies.length || !f.products.length || !f.side || !COUNTERPART_CUE.test(q.text)) return null;
  const other: Side = f.side === 'sells' ? 'buys' : 'sells';
  const own = searchContacts(index, { ...f, side: other, places: [], time: null }, now).hits;
  if (!own.length) return null;
  const ownIds = new Set(own.map((h) => h.entry.contact.id));
  const ownCompanies = new Set(own.map((h) => h.entry.companyKey).filter(Boolean));
  const hits = searchContacts(index, { ...f, companies: [] }, now, worth).hits.filter(
    (h) => !ownIds.has(h.entry.contact.id) && !(h.entry.companyKey && ownCompanies.has(h.entry.companyKey)),
  );
  const names = own
    .slice(0, 3)
    .map((h) => `**${h.entry.contact.fullName}**${h.entry.contact.company ? ` (${h.entry.contact.company})` : ''}`);
  const lead = `${names.join(', ')}${own.length > 3 ? ` and ${plural(own.length - 3, 'other')}` : ''} ${other === 'sells' ? 'sell' : 'buy'}${own.length === 1 ? 's' : ''} ${f.label ?? f.products.map((p) => p.name).join(' or ')}.`;
  if (!hits.length)
    return {
      text: `${lead} No one else in your network ${f.side === 'sells' ? 'sells' : 'buys'} it${f.places.length ? ` in ${f.places.map((p) => p.label).join(' or ')}` : ''}.`,
      contactIds: [],
      intent: 'find',
      understood: true,
      total: 0,
    };
  const shown = hits.slice(0, SHOWN);
  const more =
    hits.length > shown.length ? `\n\n…and ${plural(hits.length - shown.length, 'more contact')}: all are in the list below.` : '';
  return {
    text: `${lead} ${plural(hits.length, 'contact')} elsewhere ${f.side === 'sells' ? 'sell' : 'buy'}${hits.length === 1 ? 's' : ''} it${f.places.length ? ` in ${f.places.map((p) => p.label).join(' or ')}` : ''}:\n\n${shown.map((h, i) => `${i + 1}. ${line(h.entry, h.on?.product.id ?? null)}`).join('\n')}${more}`,
    contactIds: allIds(hits.map((h) => h.entry.contact.id)),
    intent: 'find',
    understood: true,
    total: hits.length,
  };
}

/** Why nothing matched, and what does exist nearby (counts only: no contact is named). */
function noMatch(index: AssistantIndex, q: Query, what: string, now: Date): string {
  if (q.exclude.ids.length && !q.exclude.names.length) {
    // 'Who else?': everyone there is was named, or there was no one to name.
    const without = { ...q, exclude: { ...q.exclude, ids: [] } };
    const all = filtersOf(without);
    if (searchContacts(index, all, now).hits.length)
      return `That's everyone: I named all the ${describeFilters(all, index)} in your network.`;
    return noMatch(index, without, describeFilters(all, index), now);
  }
  const out = [`I couldn't find any ${what} in your network.`];
  const f = filtersOf(q);
  if (f.places.length) {
    const elsewhere = searchContacts(index, { ...f, places: [] }, now).hits.length;
    if (elsewhere)
      out.push(`You do have ${describeFilters({ ...f, places: [] }, index, elsewhere)} elsewhere: ask without the place to see them.`);
  } else if (f.side && f.products.length) {
    const other = searchContacts(index, { ...f, side: f.side === 'sells' ? 'buys' : 'sells' }, now).hits.length;
    if (other) out.push(`${plural(other, 'contact')} ${f.side === 'sells' ? 'buy' : 'sell'}${other === 1 ? 's' : ''} it, though.`);
  }
  return out.join(' ');
}

/**
 * Buyers and sellers counted with the very search 'who buys X' / 'who sells X' lists, so a count, a
 * summary and the list they stand for can never disagree.
 */
function countSides(index: AssistantIndex, f: ReturnType<typeof filtersOf>, now: Date, s: NetworkSummary): NetworkSummary {
  const buyers = new Set(searchContacts(index, { ...f, side: 'buys' }, now).hits.map((h) => h.entry));
  const sellers = new Set(searchContacts(index, { ...f, side: 'sells' }, now).hits.map((h) => h.entry));
  const bothWays = [...buyers].filter((e) => sellers.has(e)).length;
  return { ...s, buying: buyers.size, selling: sellers.size, bothWays };
}

function countAnswer(index: AssistantIndex, q: Query, now: Date): AssistantAnswer {
  if (q.unknownPlace)
    return {
      text: `You have **no contacts** in or at ${q.unknownPlace}: no contact's city, country or company is called that.`,
      contactIds: [],
      intent: 'count',
      understood: true,
      total: 0,
    };
  if (q.sideBreakdown) {
    const f = filtersOf(q);
    const part = hasFilters(q) ? searchContacts(index, f, now).hits.map((h) => h.entry) : index.contacts;
    const s = countSides(index, f, now, summarizeNetwork(index, now, part, [], { cold: false, products: f.products }));
    const noSide = Math.max(0, s.total - s.buying - s.selling + s.bothWays - s.unsaid);
    const where = hasFilters(q) ? ` among your ${describeFilters(f, index)}`.replace(' among your contacts', ' among those contacts') : '';
    const extra = [
      s.bothWays ? `${s.bothWays.toLocaleString('en-US')} of them both buy and sell, so they are in both counts.` : '',
      // No noun after these numbers: 'contacts' belongs to the total (a summary's '1,404 contacts').
      s.unsaid ? `${s.unsaid.toLocaleString('en-US')} more trade${s.unsaid === 1 ? 's' : ''} without saying which side.` : '',
      !f.products.length && noSide > 0
        ? `${noSide.toLocaleString('en-US')} ${noSide === 1 ? 'is' : 'are'} on no side (bankers, analysts, consultants and the like).`
        : '',
    ].filter(Boolean);
    // (Of a product: the buyers and the sellers counted are in the list below, buyers first.)
    const counted = f.products.length
      ? [
          ...new Set(
            (['buys', 'sells'] as const).flatMap((side) => searchContacts(index, { ...f, side }, now).hits.map((h) => h.entry.contact.id)),
          ),
        ]
      : [];
    return {
      text: `You have **${plural(s.buying, 'buyer')}** and **${plural(s.selling, 'seller')}**${where}.${extra.length ? ` ${extra.join(' ')}` : ''}${allNote(counted.length)}`,
      contactIds: allIds(counted),
      intent: 'count',
      understood: true,
      total: s.total,
    };
  }
  if (q.roleBreakdown.length >= 2) {
    const f = filtersOf(q);
    const counts = q.roleBreakdown.map((role) => ({ role, n: searchContacts(index, { ...f, role }, now).hits.length }));
    const said = counts.map((c) => `**${plural(c.n, c.role.one, c.role.label)}**`);
    return {
      text: `You have ${said.slice(0, -1).join(', ')} and ${said[said.length - 1]}${f.places.length ? ` in ${f.places.map((p) => p.label).join(' or ')}` : ''}.`,
      contactIds: [],
      intent: 'count',
      understood: true,
      total: counts.reduce((a, c) => a + c.n, 0),
    };
  }
  if (!hasFilters(q)) {
    return {
      text: `You have **${plural(index.size, 'contact')}** in your network.`,
      contactIds: [],
      intent: 'count',
      understood: true,
      total: index.size,
    };
  }
  const f = filtersOf(q);
  const { hits } = searchContacts(index, f, now);
  const [count, ...rest] = describeParts(f, index, hits.length);
  let text = `You have **${count}**${rest.length ? ` ${rest.join(' ')}` : ''}.`;
  const ids: string[] = [];
  if (hits.length > 0 && hits.length <= 5) {
    text += `\n\n${hits.map((h, i) => `${i + 1}. ${line(h.entry, h.on?.product.id)}`).join('\n')}`;
    ids.push(...hits.map((h) => h.entry.contact.id));
  } else if (hits.length > 5 && q.places.length === 0) {
    const byCity = new Map<string, number>();
    for (const h of hits) if (h.entry.city) byCity.set(h.entry.city, (byCity.get(h.entry.city) ?? 0) + 1);
    const topCities = [...byCity]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .filter(([, n]) => n >= 2);
    if (topCities.length) text += ` Most are in ${topCities.map(([c, n]) => `${c} (${n})`).join(', ')}.`;
  }
  return { text, contactIds: ids, intent: 'count', understood: true, total: hits.length };
}

/** The contact a question refers to: by name, or by position in the last answer ('the second one'). */
function referredContact(index: AssistantIndex, q: Query, lastIds: readonly string[]): IndexedContact | 'ambiguous' | null {
  if (q.people.length === 1) return q.people[0]!;
  if (q.people.length > 1) return 'ambiguous';
  const visible = lastIds.filter((id) => index.entry(id));
  if (q.ordinal !== null) {
    const id = q.ordinal < 0 ? visible[visible.length - 1] : visible[q.ordinal];
    return id ? index.entry(id)! : null;
  }
  if (visible.length === 1 && /\b(him|her|them|that one|this one|this person|that person|this contact|that contact|they)\b/.test(q.text))
    return index.entry(visible[0]!)!;
  return null;
}

function whichOne(q: Query): AssistantAnswer {
  return {
    text: `Several contacts match that name:\n\n${q.people
      .slice(0, LIST_LIMIT)
      .map((e, i) => `${i + 1}. ${line(e)}`)
      .join('\n')}\n\nWhich one do you mean? Ask with the full name.`,
    contactIds: q.people.slice(0, LIST_LIMIT).map((e) => e.contact.id),
    intent: q.intent,
    understood: true,
  };
}

function notFound(q: Query, lastIds: readonly string[]): AssistantAnswer {
  const text =
    q.ordinal !== null
      ? lastIds.length
        ? `My last answer listed only ${plural(lastIds.length, 'contact')}. Which one do you mean?`
        : 'I haven\'t listed any contacts yet in this conversation. Ask me to find some first, for example "who trades copper?".'
      : "I couldn't find that contact in your network. Check the name, or ask me to find contacts by commodity, place or company.";
  return { text, contactIds: [], intent: q.intent, understood: true };
}

function detailsAnswer(index: AssistantIndex, q: Query, lastIds: readonly string[], now: Date): AssistantAnswer {
  const who = referredContact(index, q, lastIds);
  if (who === 'ambiguous') return whichOne(q);
  if (!who) return notFound(q, lastIds);
  const c = who.contact;
  const rows: string[] = [];
  const role = [c.title, c.role].filter(Boolean).join(', ');
  if (role || c.company) rows.push(`- **Role:** ${[role, c.company].filter(Boolean).join(' at ')}`);
  if (place(who)) rows.push(`- **Location:** ${place(who)}${who.region ? ` (${who.region})` : ''}`);
  if (who.profile.products.length)
    rows.push(
      `- **Trades:** ${who.profile.products.map((t) => (t.side === 'either' ? t.product.name : `${t.product.name} (${sideWord(t.side)})`)).join(', ')}`,
    );
  if (who.lastTouch !== null) {
    const days = Math.floor((now.getTime() - who.lastTouch) / DAY);
    rows.push(
      `- **Last contacted:** ${new Date(who.lastTouch).toISOString().slice(0, 10)} (${days === 0 ? 'today' : `${plural(days, 'day')} ago`})`,
    );
  } else rows.push('- **Last contacted:** not logged yet');
  if (c.sourceOfIntroduction?.trim()) rows.push(`- **Introduced by:** ${c.sourceOfIntroduction.trim().slice(0, 200)}`);
  const logged = (c.interactions ?? []).slice(0, 3);
  if (logged.length)
    rows.push(
      `- **Latest interactions:** ${logged
        .map(
          (i) =>
            `${i.kind} on ${i.occurredOn.slice(0, 10)}${i.text?.trim() ? ` ("${i.text.trim().replace(/\s+/g, ' ').slice(0, 120)}")` : ''}`,
        )
        .join('; ')}`,
    );
  if (c.notes?.trim())
    rows.push(`- **Notes:** ${c.notes.trim().replace(/\s+/g, ' ').slice(0, 240)}${c.notes.trim().length > 240 ? '…' : ''}`);
  const intros = introductionsFor(index, who, now).slice(0, 3);
  // 'Who introduced me to Chen Wei?', 'how did I meet him?': the answer first.
  const how = /\b(who introduced (me|us)|how did (i|we) (meet|get to know|know)|where did (i|we) meet|who referred)\b/.test(q.text);
  const lead = how
    ? `${c.sourceOfIntroduction?.trim() ? `${c.fullName} was introduced by **${c.sourceOfIntroduction.trim().slice(0, 200)}**.` : `Your contact record for ${c.fullName} doesn't say who introduced you.`}\n\n`
    : '';
  let text = `${lead}**${c.fullName}**\n\n${rows.join('\n')}`;
  if (intros.length)
    text += `\n\nPossible introductions: ${intros.map((i) => `**${i.to.contact.fullName}** (${sideWord(i.toSide)} ${i.product.name})`).join(', ')}.`;
  // The introducer, when they are a contact of the book too ('Bongani M. (Highveld)'), is the one the answer names.
  const by = how && c.sourceOfIntroduction?.trim() ? introducerOf(index, c.sourceOfIntroduction, c.id) : null;
  if (by) return { text, contactIds: [by.contact.id], intent: 'details', understood: true };
  return { text, contactIds: [c.id, ...intros.map((i) => i.to.contact.id)], intent: 'details', understood: true };
}

/** The contact a source of introduction names ('Bongani M. (Highveld)', 'via Marco Zanetti'), when only one fits. */
function introducerOf(index: AssistantIndex, source: string, self: string): IndexedContact | null {
  const ws = key(source)
    .split(' ')
    .filter((w) => w && !/^(via|by|from|intro|introduced|through|thru|met|at)$/.test(w));
  if (!ws.length || ws[0]!.length < 3) return null;
  const fits = index.contacts.filter((e) => {
    if (e.contact.id === self) return false;
    const n = key(e.contact.fullName).split(' ');
    if (n[0] !== ws[0] || n.length < 2) return false;
    const last = n[n.length - 1]!;
    return (
      ws.length === 1 || ws.slice(1).some((w) => w === last || (w.length === 1 && last.startsWith(w)) || (e.companyKey ?? '').includes(w))
    );
  });
  return fits.length === 1 ? fits[0]! : null;
}

function introduceAnswer(
  index: AssistantIndex,
  q: Query,
  lastIds: readonly string[],
  now: Date,
  prev: Query | null = null,
): AssistantAnswer {
  const named = q.people.length > 0 || q.ordinal !== null;
  if (named) {
    const who = referredContact(index, q, lastIds);
    if (who === 'ambiguous') return whichOne(q);
    if (!who) return notFound(q, lastIds);
    let intros = introductionsFor(index, who, now);
    const name = who.contact.fullName;
    // 'Who in East Africa should he meet', 'intro for Kanya's rice in the Gulf': only counterparts there, of that.
    const narrowed = q.places.length > 0 || q.products.length > 0 || q.side !== null;
    if (narrowed) intros = introductionsFor(index, who, now, true);
    if (q.places.length) intros = intros.filter((i) => q.places.some((pl) => inPlace(i.to, pl)));
    if (q.side) intros = intros.filter((i) => i.toSide === q.side);
    if (q.products.length) {
      const same = intros.filter((i) => q.products.some((a) => a.id === i.product.id));
      intros = same.length ? same : intros.filter((i) => q.products.some((a) => a.family === i.product.family));
    }
    if (!intros.length && narrowed) {
      return {
        text: `I have no introduction for **${name}**${q.products.length ? ` for ${q.products.map((p) => p.name).join(' or ')}` : ''}${q.places.length ? ` in ${q.places.map((p) => p.label).join(' or ')}` : ''}: no one there is on the other side of what they trade.`,
        contactIds: [],
        intent: 'introduce',
        understood: true,
        total: 0,
      };
    }
    if (!intros.length) {
      const trades = who.profile.products.length
        ? `no one in your network is on the other side of what they trade (${who.profile.products.map((t) => t.product.name).join(', ')}).`
        : 'they have no commodities on file, so I cannot match them. Add what they trade and ask again.';
      return {
        text: `I have no introduction to suggest for **${name}**: ${trades}`,
        contactIds: [],
        intent: 'introduce',
        understood: true,
      };
    }
    const shown = intros.slice(0, narrowed ? SHOWN : 5);
    const lines = shown.map(
      (i, n) =>
        `${n + 1}. ${line(i.to, i.product.id)}\n   Why: ${i.to.contact.fullName.split(' ')[0]} ${sideWord(i.toSide)} ${i.product.name}, which ${name.split(' ')[0]} ${i.toSide === 'buys' ? 'sells' : i.toSide === 'sells' ? 'buys' : 'trades'}.`,
    );
    return {
      text: `Introductions for **${name}** (${plural(intros.length, 'possible match', 'possible matches')}):\n\n${lines.join('\n')}`,
      contactIds: narrowed ? allIds(intros.map((i) => i.to.contact.id)) : shown.map((i) => i.to.contact.id),
      intent: 'introduce',
      understood: true,
      total: intros.length,
    };
  }
  // 'Who should I introduce them to?': each of the contacts the last answer named.
  const them = lastIds.filter((id) => index.entry(id));
  if (them.length && /\b(them|those|these|they|each of them|all of them)\b/.test(q.text)) {
    const blocks: string[] = [];
    const ids: string[] = [];
    for (const id of them.slice(0, SHOWN)) {
      const who = index.entry(id)!;
      const intros = introductionsFor(index, who, now).slice(0, 3);
      const first = who.contact.fullName;
      if (!intros.length) {
        blocks.push(`**${first}**: no one on the other side of what they trade.`);
        continue;
      }
      ids.push(id, ...intros.map((i) => i.to.contact.id));
      blocks.push(
        `**${first}** → ${intros.map((i) => `**${i.to.contact.fullName}** (${sideWord(i.toSide)} ${i.product.name})`).join(', ')}`,
      );
    }
    const skipped = them.length > SHOWN ? `\n\nThat is the first ${SHOWN} of ${them.length}; ask about one of the others by name.` : '';
    // The last list was one side of a product ('who sells chrome ore?'): every contact on the other side of it
    // is someone to introduce them to, not only the engine's few surest pairs.
    let other: string[] = [];
    let lead = '';
    if (prev?.products.length && prev.side) {
      const side: Side = prev.side === 'sells' ? 'buys' : 'sells';
      const hits = searchContacts(index, { products: prev.products, side, role: null, places: [], companies: [] }, now).hits.filter(
        (h) => !them.includes(h.entry.contact.id),
      );
      other = hits.map((h) => h.entry.contact.id);
      if (hits.length)
        lead = `${plural(hits.length, 'contact')} ${side === 'buys' ? 'buy' : 'sell'} ${prev.products.map((p) => p.name).join(' or ')}: the other side of the ones I just listed (all in the list below). The surest pairs first:\n\n`;
    }
    return {
      text: `${lead}Introductions for the contacts I just listed:\n\n${blocks.map((b, i) => `${i + 1}. ${b}`).join('\n')}${skipped}`,
      // The chips are whom to introduce them to (the other side), or each listed contact with its matches.
      contactIds: allIds([...new Set(other.length ? [...ids.filter((id) => !them.includes(id)), ...other] : ids)]),
      intent: 'introduce',
      understood: true,
      total: them.length,
    };
  }
  let pairs = bestIntroductions(index, 50, now);
  if (q.products.length) pairs = pairs.filter((p) => q.products.some((a) => a.family === p.product.family));
  if (q.places.length) pairs = pairs.filter((p) => q.places.some((pl) => inPlace(p.from, pl) || inPlace(p.to, pl)));
  if (pairs.length < 5 && (q.places.length || q.products.length)) {
    // The network's best pair of each product may be elsewhere: the best match of each contact the question names.
    const seen = new Set(pairs.map((p) => `${p.from.contact.id}>${p.to.contact.id}`));
    const { hits } = searchContacts(index, { products: q.products, side: null, role: null, places: q.places, companies: [] }, now);
    const more: typeof pairs = [];
    for (const h of hits.slice(0, 200)) {
      const best = introductionsFor(index, h.entry, now).find(
        (i) => !q.products.length || q.products.some((a) => a.family === i.product.family),
      );
      if (!best) continue;
      // Only a contact on a clear side of the product is one end of a pair (a broker of no side is not).
      const own = h.entry.profile.products.find((t) => t.product.family === best.product.family && t.side !== 'either');
      if (!own) continue;
      // Said seller first.
      const pair = best.toSide === 'buys' ? best : { ...best, from: best.to, to: best.from, toSide: 'buys' as const };
      const k = `${pair.from.contact.id}>${pair.to.contact.id}`;
      if (seen.has(k)) continue;
      seen.add(k);
      more.push(pair);
    }
    more.sort((a, b) => b.score - a.score || a.from.contact.fullName.localeCompare(b.from.contact.fullName));
    pairs = [...pairs, ...more];
  }
  pairs = pairs.slice(0, 5);
  if (!pairs.length)
    return {
      text: "I don't see a seller and a buyer of the same product in your network yet. Add what your contacts trade, and whether they sell or buy, and ask again.",
      contactIds: [],
      intent: 'introduce',
      understood: true,
    };
  const lines = pairs.map(
    (p, n) => `${n + 1}. **${p.from.contact.fullName}** (sells ${p.product.name}) → **${p.to.contact.fullName}** (buys ${p.product.name})`,
  );
  return {
    text: `The introductions I would make first:\n\n${lines.join('\n')}\n\nAsk "who should I introduce <name> to?" for one contact's matches.`,
    contactIds: [...new Set(pairs.flatMap((p) => [p.from.contact.id, p.to.contact.id]))],
    intent: 'introduce',
    understood: true,
  };
}

function inPlace(e: IndexedContact, p: Place): boolean {
  return p.kind === 'city'
    ? e.cityKey === p.value
    : p.kind === 'country'
      ? e.countryCode === p.value
      : p.kind === 'countries'
        ? e.countryCode !== null && p.value.split(',').includes(e.countryCode)
        : e.region === p.value;
}

function reconnectAnswer(index: AssistantIndex, q: Query, priorities: readonly EnginePriority[], now: Date): AssistantAnswer {
  if (/\b(follow ups?|followups?|call back|remind|overdue|due)\b/.test(q.text)) {
    // ('Cashew people I should call back': the follow-ups due among them; none due, the cashew relationships to revive.)
    const due = dueFollowUps(index, now)
      .filter(
        (d) =>
          (!q.products.length || d.entry.profile.products.some((t) => q.products.some((p) => p.family === t.product.family))) &&
          (!q.places.length || q.places.some((p) => inPlace(d.entry, p))),
      )
      .slice(0, LIST_LIMIT);
    if (due.length)
      return {
        text: `Follow-ups your notes ask for:\n\n${due.map((d, i) => `${i + 1}. ${line(d.entry)}\n   Due ${d.due.toISOString().slice(0, 10)}: "${d.text}"`).join('\n')}`,
        contactIds: due.map((d) => d.entry.contact.id),
        intent: 'reconnect',
        understood: true,
        total: due.length,
      };
  }
  // ('Bankers I should call again': every one of them gone quiet, the most valuable first; a banker trades nothing,
  // so the bar for a trader's relationship is not theirs.)
  let cold = coldContacts(index, priorities, now, Boolean(q.within) || q.role !== null || q.companies.length > 0);
  if (q.role) cold = cold.filter((c) => hasRole(c.entry, q.role!));
  // 'Which key accounts have gone quiet?': those the notes call a key account, a term contract, a standing relationship.
  if (
    /\bkey (account|accounts|client|clients|customer|customers|relationship|relationships|counterpart\w*)\b|\btop (accounts|clients|customers)\b/.test(
      q.text,
    )
  )
    cold = cold.filter((c) => (c.entry.profile.relationships ?? 0) > 0);
  if (q.companies.length) cold = cold.filter((c) => c.entry.companyKey !== null && q.companies.includes(c.entry.companyKey));
  // 'Which bitumen buyers should I call again?': the product's family on the side asked (a trader on both sides counts).
  if (q.products.length)
    cold = cold.filter((c) =>
      c.entry.profile.products.some(
        (t) => q.products.some((p) => p.family === t.product.family) && (!q.side || onSide(c.entry, t, q.side)),
      ),
    );
  else if (q.side && /\b(buyer|seller|supplier|producer|exporter|importer|offtaker|purchaser|end user|enduser)\b/.test(q.text))
    cold = cold.filter((c) => c.entry.profile.products.some((t) => onSide(c.entry, t, q.side!)) || c.entry.profile.side === q.side);
  if (q.places.length) cold = cold.filter((c) => q.places.some((p) => inPlace(c.entry, p)));
  if (q.exclude.places.length) cold = cold.filter((c) => !q.exclude.places.some((p) => inPlace(c.entry, p)));
  if (q.within) {
    const listed = new Set(q.within);
    cold = cold.filter((c) => listed.has(c.entry.contact.id));
    if (!cold.length)
      return {
        text: `None of the ones I just listed has gone quiet for ${COLD_AFTER_DAYS} days or more.`,
        contactIds: [],
        intent: 'reconnect',
        understood: true,
        total: 0,
      };
  }
  if (!cold.length)
    return {
      text: `No valuable relationship has gone quiet for ${COLD_AFTER_DAYS} days or more. Log calls and meetings on contacts to keep this accurate.`,
      contactIds: [],
      intent: 'reconnect',
      understood: true,
      total: 0,
    };
  const shown = cold.slice(0, SHOWN);
  const lines = shown.map((c, i) => {
    const why = c.why.length
      ? ` — ${c.why.slice(0, 2).join('; ')}`
      : c.counterparts
        ? ` — ${plural(c.counterparts >= 20 ? 20 : c.counterparts, 'possible counterpart')}${c.counterparts >= 20 ? '+' : ''} in your network`
        : '';
    return `${i + 1}. ${line(c.entry)}\n   ${plural(c.daysSilent, 'day')} since you were last in touch${why}`;
  });
  const more =
    cold.length > shown.length
      ? `\n\n…and ${plural(cold.length - shown.length, 'more')}: all ${cold.length.toLocaleString('en-US')} are in the list below${allNote(cold.length)}.`
      : '';
  return {
    text: `${plural(cold.length, 'relationship')} worth reviving${q.within ? ' among the ones I just listed' : ''} (no contact for ${COLD_AFTER_DAYS} days or more), the most valuable first:\n\n${lines.join('\n')}${more}`,
    contactIds: allIds(cold.map((c) => c.entry.contact.id)),
    intent: 'reconnect',
    understood: true,
    total: cold.length,
  };
}

function prioritiesAnswer(index: AssistantIndex, q: Query, all: readonly EnginePriority[], now: Date): AssistantAnswer {
  // 'who can help with the bitumen priority?': the priorities that name what the question names.
  const named = q.products.length
    ? all.filter((p) => {
        const text = `${p.targetCommodity ?? ''} ${p.priorityText}`;
        const reading = parseQuestion(index, text);
        return reading.products.some((a) => q.products.some((b) => a.family === b.family));
      })
    : [];
  const priorities = named.length ? named : all;
  if (!priorities.length)
    return {
      text: "You have no active business priorities. Add them in **Settings → Business Priorities** (what you need, the commodities, a region and a deadline), and I'll match your contacts to them.",
      contactIds: [],
      intent: 'priorities',
      understood: true,
    };
  const matches = priorityMatches(index, priorities, now);
  const ids: string[] = [];
  const blocks = matches.map((m) => {
    const what = [m.products.map((p) => p.name).join(', '), m.priority.targetRegion].filter(Boolean).join(' · ');
    const head = `**${m.priority.priorityText}**${what ? ` (${what})` : ''}`;
    if (!m.contacts.length) return `${head}\nNo contact serves it yet.`;
    const lines = m.contacts.map((c, i) => {
      ids.push(c.id);
      const e = index.entry(c.id)!;
      return `${i + 1}. ${line(e)}\n   ${c.why}`;
    });
    return `${head}\n${lines.join('\n')}`;
  });
  const expired = priorities.length - matches.length;
  const tail =
    expired > 0 ? `\n\n${plural(expired, 'priority', 'priorities')} passed the deadline and ${expired === 1 ? 'is' : 'are'} left out.` : '';
  return {
    text: `Contacts who serve your priorities:\n\n${blocks.join('\n\n')}${tail}`,
    contactIds: [...new Set(ids)],
    intent: 'priorities',
    understood: true,
  };
}

function summaryAnswer(index: AssistantIndex, q: Query, now: Date, priorities: readonly EnginePriority[]): AssistantAnswer {
  // 'a quick summary of my cocoa contacts': the part of the network the question names.
  const part = hasFilters(q) ? searchContacts(index, filtersOf(q), now).hits.map((h) => h.entry) : undefined;
  const s = countSides(index, filtersOf(q), now, summarizeNetwork(index, now, part, priorities, { products: filtersOf(q).products }));
  if (s.total === 0)
    return {
      text: 'Your network is empty. Add your first contacts and I can tell you who trades what, where.',
      contactIds: [],
      intent: 'summary',
      understood: true,
      total: 0,
    };
  const list = (items: { name: string; contacts: number }[]) =>
    items.map((i) => `${i.name} (${i.contacts.toLocaleString('en-US')})`).join(', ');
  const rows = [
    `- **Sides:** ${plural(s.buying, 'buyer')}, ${plural(s.selling, 'seller')}${s.bothWays ? ` (${s.bothWays.toLocaleString('en-US')} both buy and sell)` : ''}${s.unsaid ? `, ${s.unsaid.toLocaleString('en-US')} haven't said which side` : ''}`,
    s.topProducts.length ? `- **Top commodities:** ${list(s.topProducts)}` : null,
    s.regions.length ? `- **Regions:** ${list(s.regions)}` : null,
    s.topCountries.length ? `- **Top countries:** ${list(s.topCountries)}` : null,
    `- **Relationships:** ${plural(s.cold, 'valuable relationship')} going cold (no contact for ${COLD_AFTER_DAYS}+ days), ${s.neverLogged.toLocaleString('en-US')} with no contact logged`,
    s.withoutProducts || s.withoutPlace
      ? `- **Missing data:** ${s.withoutProducts.toLocaleString('en-US')} without commodities, ${s.withoutPlace.toLocaleString('en-US')} without a location`
      : null,
  ].filter(Boolean);
  return {
    text: `${part ? `You have **${describeFilters(filtersOf(q), index, s.total)}**.` : `Your network has **${plural(s.total, 'contact')}**.`}\n\n${rows.join('\n')}\n\nAsk "which introductions should I make?" or "who should I reconnect with?" to act on it.`,
    // A summary of a part of the book ('my Norway contacts') carries those contacts as chips, so a follow-up
    // ('which of them buy?') and the user can act on them; the whole book's summary names no one.
    contactIds: part ? allIds(part.map((e) => e.contact.id)) : [],
    intent: 'summary',
    understood: true,
    total: s.total,
  };
}

/** The conversation so far: the last question's filters (follow-ups included) and the last answer's contacts. */
function context(index: AssistantIndex, history: readonly AssistantTurn[], now: Date): { prev: Query | null; lastIds: readonly string[] } {
  let prev: Query | null = null;
  let lastIds: readonly string[] = [];
  for (const turn of history) {
    if (turn.role === 'user') {
      const q = withContext(parseQuestion(index, turn.content, now), prev, lastIds);
      if (q.intent === 'find' || q.intent === 'count') prev = q;
    } else if (turn.contactIds?.length) lastIds = turn.contactIds;
  }
  return { prev, lastIds };
}

/** Answers one question about the network. Pure: the same index and input give the same answer. */
export function answerQuestion(index: AssistantIndex, input: AssistantInput): AssistantAnswer {
  const now = input.now ?? new Date();
  const { prev, lastIds } = context(index, input.history ?? [], now);
  const q = withContext(parseQuestion(index, input.message, now), prev, lastIds);
  if (q.relationship && canAnswerRelationship(index.contacts, q.relationship)) {
    const filtered = hasFilters(q);
    const f = filtersOf(q);
    const entries = filtered ? searchContacts(index, f, now).hits.map((h) => h.entry) : index.contacts;
    return relationshipAnswer(q.relationship, entries, filtered ? describeFilters(f, index) : null, now, (e) => line(e));
  }
  switch (q.intent) {
    case 'greeting':
      return {
        text: /thank|cheer/.test(q.text) ? "You're welcome. Anything else about your network?" : `Hello! ${help(index)}`,
        contactIds: [],
        intent: 'greeting',
        understood: true,
      };
    case 'help':
      return { text: help(index), contactIds: [], intent: 'help', understood: true };
    case 'unknown':
      return { text: unknown(index), contactIds: [], intent: 'unknown', understood: false };
    case 'summary':
      return summaryAnswer(index, q, now, input.priorities ?? []);
    case 'count':
      return countAnswer(index, q, now);
    case 'details':
      return detailsAnswer(index, q, lastIds, now);
    case 'introduce':
      return introduceAnswer(index, q, lastIds, now, prev);
    case 'reconnect':
      return reconnectAnswer(index, q, input.priorities ?? [], now);
    case 'priorities':
      return prioritiesAnswer(index, q, input.priorities ?? [], now);
    default:
      if (q.people.length && !hasFilters(q)) return detailsAnswer(index, q, lastIds, now);
      return findAnswer(index, q, now, input.priorities ?? []);
  }
}
