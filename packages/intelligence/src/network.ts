/**
 * A contact as the engine reads it: the products it trades (resolved), which side of each it is on,
 * its region and how recently the user was in touch. Built once per scan, in one pass.
 */
import {
  COMMODITY_ENTRY_BREAK,
  type ContactSide,
  commodityWords,
  contactSide,
  countryFromNotes,
  productAncestors,
  productDescendants,
  productsInText,
  type ResolvedCommodity,
  regionOfCountryCode,
  regionOfPlace,
  resolveCommodities,
  resolveCommodity,
  resolvedProduct,
  type TradeRegion,
} from '@tradeloom/domain/trade';

export interface EngineContact {
  id: string;
  fullName: string;
  company?: string | null;
  role?: string | null;
  title?: string | null;
  location?: string | null;
  /** The geocoded city's country (ISO alpha-2), when known: a surer region than the text. */
  countryCode?: string | null;
  commodities?: string | null;
  notes?: string | null;
  /** When the user was last in touch (ISO date or timestamp), if known. */
  lastContactedAt?: string | null;
  /** When the contact was added. Never a touch: a contact never contacted has no last touch. */
  createdAt?: string | null;
  /** Who introduced the user to this contact ('Maria at the LME dinner'), if noted. */
  sourceOfIntroduction?: string | null;
  /** The logged interactions, most recent first (the server loads at most ~20 per contact). */
  interactions?: readonly EngineInteraction[];
  /** Relationship strength 0-100 the server computed from all interactions (decision 041); null or absent: unknown. */
  strength?: number | null;
  /** What the strength rests on ('4 e-mails both ways in 90 days, last call yesterday'). */
  strengthNote?: string | null;
  /** The keep-in-touch cadence in force, in days, and the day the next touch is due (YYYY-MM-DD); null: none. */
  cadenceDays?: number | null;
  cadenceDueOn?: string | null;
}

/** One logged interaction with a contact, as the engine reads it. */
export interface EngineInteraction {
  kind: 'call' | 'meeting' | 'email' | 'message' | 'note';
  /** ISO date (or timestamp) of the interaction. */
  occurredOn: string;
  text?: string | null;
}

/**
 * When the user was last in touch with the contact (epoch ms): the latest of its interactions' dates and
 * `lastContactedAt`. Null when neither is known: `createdAt` is never a touch.
 */
export function lastTouch(contact: EngineContact): number | null {
  let latest = contact.lastContactedAt ? Date.parse(contact.lastContactedAt) : Number.NaN;
  for (const interaction of contact.interactions ?? []) {
    // (A note is what the user wrote about the contact, 'check sanctions screening': no touch with them.)
    if (interaction.kind === 'note') continue;
    const at = Date.parse(interaction.occurredOn);
    if (!Number.isNaN(at) && (Number.isNaN(latest) || at > latest)) latest = at;
  }
  return Number.isNaN(latest) ? null : latest;
}

export type ProductSide = 'sells' | 'buys' | 'either';

/** Where a side was read: the notes about this product, the role, the title, what the company is, the notes overall. */
export type SideSource = 'notes' | ContactSide['source'];

export interface TradedProduct {
  product: ResolvedCommodity;
  side: ProductSide;
  /** How the side was read: the notes about this product are surest, then the role, then nothing. */
  sideFrom: SideSource;
  /**
   * How surely the contact is on `side` for this product, 0..1: notes naming the product 0.95, a clear
   * role 0.9, a title 0.85, what the company is or the notes overall 0.8 (0.9 when one product is listed);
   * 0 for 'either' (a trader or broker whose notes do not say which).
   */
  sideEvidence: number;
  /** Only named in the notes, with no side said of it ('also sulfuric acid'): traded, but no sign of worth. */
  mentioned?: boolean;
}

export interface ContactProfile {
  contact: EngineContact;
  products: TradedProduct[];
  /** The contact's side overall ('none' for a banker or a consultant). */
  side: 'sells' | 'buys' | 'either' | 'none';
  region: TradeRegion | null;
  /**
   * Where the notes or log say the contact wants its counterparts ('asked about East African offtakers',
   * 'new outlets in East Africa') and where it takes or makes delivery ('CFR Mombasa'): a seller wanting
   * buyers where a buyer is or takes delivery fits that buyer best (synergy.ts).
   */
  reach: Reach;
  /** Products the notes offer or ask for now ('has 55kt for Jan loading', 'needs 40 cntrs before Eid'), with the side. */
  live: ReadonlyMap<string, 'sells' | 'buys'>;
  /** Epoch ms of the last touch (lastTouch), or null for a contact never contacted. */
  lastTouch: number | null;
  /** How many interactions are logged (at most what the server loads). */
  interactionCount: number;
  /** Deals the notes and interactions mention ('did 3 cargoes', 'closed 50kt'), at most 5. */
  deals: number;
  /** Standing relationships with the user's business the notes and interactions say (a term contract, the biggest client), at most 3. */
  relationships: number;
  /** How often the notes say the size of the contact's business (big volumes, a monthly volume, a utility), at most 2. */
  scale: number;
  /** The notes or interactions say the relationship is thin (small volumes, a tyre kicker, a slow payer). */
  doubt: boolean;
  /** Products the notes say the contact no longer trades: never matched on. */
  stopped: ReadonlySet<string>;
}

const SIDE_EVIDENCE: Record<string, number> = { notes: 0.8, role: 0.9, title: 0.85, company: 0.8 };
/**
 * A product the notes say is traded both ways ('buys & sells crude'): each side is sure, but a trading house on both
 * sides of a product is a weaker introduction than a producer or an end user on one.
 */
const BOTH_WAYS_EVIDENCE = 0.8;
/** Notes that name the product and say the side ('looking to buy urea') are the surest evidence. */
const PRODUCT_NOTE_EVIDENCE = 0.95;

function evidenceOf(side: ProductSide, from: SideSource, perProduct: boolean): number {
  if (side === 'either') return 0;
  if (perProduct) return PRODUCT_NOTE_EVIDENCE;
  return SIDE_EVIDENCE[from] ?? 0;
}

// A deal done: a verb of doing one near what was traded ('did 3 cargoes', 'closed 50kt', 'shipped two
// vessels'), a volume with its unit said of the past ('25,000 mt last year'), or past business ('repeat
// business', 'regular buyer'), in the notes or a logged interaction. A volume in a request or an offer
// ('WTB 10kt', 'offer 25kt CFR', 'they need 2kt') is what the contact wants to do, not a deal done.
const DEAL_DONE =
  /\b(did|done|closed|concluded|signed|shipped|delivered|loaded|executed|completed|booked|fixed|traded|sold|bought|supplied|took|lifted|fechamos|fechou|fechado|cerramos|cerr[oó]|cerrado|chiuso|chiusi|conclu\w*|sign[ée]e?|abgeschlossen)\b[^.;\n]{0,40}?\b(\d[\d,.]*\s?(kt|kmt|mt|t|tons?|tonnes?|bbls?|barrels?|lots?|cargo(e?s)?|vessels?|shipments?|containers?|cont[eê]ineres|contenedores|conteneurs|barges?|fcls?|deals?|contracts?|contrat\w*|contratos?|contratti|vertr[äa]ge)|cargo(e?s)?|shipments?|deals?|contracts?|contratti|contratos?|vessels?)\b/i;
const PAST_BUSINESS =
  /\b((last|previous|past|first|repeat|regular|recurring) (deal|cargo|shipment|order|contract|customer|client|buyer|supplier|seller|business)|deals? (done|closed|signed)|good deal|(second|third|another|next) (cargo|shipment|lot|vessel) (nominated|loaded|shipped|done)|payment received|(bought|sold|took|lifted|supplied) [^.;\n]{0,30}\b\d+ times|(long[- ]standing|existing|old) (customer|client|supplier|counterpart|account))\b/i;
// Shipments as traders count them, in the languages of the trade (vessels, Panamaxes, barcos, cargaisons).
const SHIPMENTS =
  'cargo(?:e?s)?|shipments?|vessels?|ships?|capes|panamax(?:es)?|supramax(?:es)?|handy(?:size|max)s?|ultramax(?:es)?|capesizes?|barcos?|buques?|navios?|cargas?|embarques?|cargaisons?|navires?|schiffe?|ladungen|carichi|carico|navi|barges?';
// (Trades and transactions counted in the trade's languages: '8 trades', '5 transakcje', '3 Geschäfte', '2 transaksi'.)
const TRADES_COUNTED =
  'deals|trades|transactions|transakcje|transakcji|transaksi|gesch(?:ä|a|ae)fte|affaires|opera(?:ç|c)(?:õ|o)es|operaciones|zaken|handler|aff(?:ä|a)rer|giao d(?:ị|i)ch';
const VOLUME = new RegExp(`\\b\\d[\\d,.]*\\s?(kt|kmt|mt|tonnes|tons|bbls?|barrels|containers|fcls|${SHIPMENTS}|${TRADES_COUNTED})\\b`, 'i');
/** Business done with the user ('5 vessels with us in 2025', 'bought 3 Panamax via us', 'con nosotros', 'avec nous'). */
const WITH_US =
  /\b(with us|via us|through us|together|con nosotros|avec nous|conosco|connosco|mit uns|with our (desk|company|team)|from us)\b/i;
const DONE_VERB =
  /\b(did|done|closed|concluded|signed|shipped|delivered|loaded|executed|completed|booked|fixed|traded|sold|bought|supplied|took|taken|lifted)\b/i;
/** What a contact asks for or offers: its volumes are wishes, not deals. */
const ASK_OR_OFFER =
  /\b(wtb|wts|rfq|needs?|wants?|looking|seeks?|seeking|requires?|requirement|offers?|offering|can supply|available|asked|price idea|quotes?|enquir\w*|inquir\w*|cherche|busca|procura|sucht|demande)\b/i;
/**
 * A standing relationship with the user's business, worth more than any one deal: a term or offtake
 * contract or agreement ('term contract 2026 signed with us', 'offtake partner, 3y agreement'), the
 * user's biggest or key account ('our biggest client in the region', 'kilit müşteri'), a partner, the user's
 * go-to contact ('use him all the time', 'contatto chiave'), an annual tender won.
 */
const RELATIONSHIP =
  /\b((term|supply|offtake|off-take|frame(work)?|long[- ]term|annual|multi[- ]year|evergreen) (contract|agreement|deal|partner|partnership)|offtake partner|\d+[- ]?(y|yr|yrs|years?)\b[- ]?(agreement|contract|deal)|(our|my) (biggest|largest|main|key|best|top|most important|anchor) (client|customer|supplier|buyer|seller|account|partner|counterpart[a-z]*)|key account|(big|biggest|large|largest|major) (account|client|customer)|strategic (partner|supplier|customer|client|account)|pays on time|top counterpart[a-z]*|one of (our|my) (biggest|largest|best|main|top|most important) (\w+ )?(relationships?|accounts?|clients?|customers?|suppliers?|buyers?|sellers?|counterpart[a-z]*)|important (account|client|customer|supplier)|repeat (biz|business) every (month|quarter)|(deals?|business|orders?) every month|regular partner|partenaire r[ée]gulier|client important|gros client|meilleur client|client cl[ée]|cliente (importante|chave|principal)|principal cliente|nosso maior cliente|nuestro mejor cliente|wichtige[rn]? kunde|stammkunde|hauptkunde|belangrijke klant|vaste klant|kluczowy klient|sta[łl]y klient|stor kunde|vigtig kunde|viktig kund|pelanggan (utama|tetap|besar)|kh[áa]ch h[àa]ng (l[ớo]n|quen|ch[íi]nh)|malaking account|suki|kontrakt roczny|jahresvertrag|rahmenvertrag|jaarcontract|contrat annuel|contrato anual|kontrak tahunan|en iyi m[üu][şs]teri\w*|ana m[üu][şs]teri|kilit m[üu][şs]teri\w*|tender winner|key (acct|contact|counterpart[a-z]*|relationship|supplier|buyer|customer|client)|top[- ]?\d+ (counterpart[a-z]*|clients?|customers?|suppliers?|buyers?|accounts?|exporters?|importers?|producers?|traders?|players?)|strategic\b|go[- ]to (person|contact|guy|man|woman|broker|bank|banker)|(use|used|call) (him|her|them) (all the time|always|regularly|every week)|most of our (tonnage|volumes?|business|cargoes|flows)|(our|my) (main|usual|regular) (contact|counterpart[a-z]*|broker|supplier|buyer|bank)|contacto (de cabecera|clave|principal)|lo uso siempre|contato principal|uso sempre|contatto (chiave|principale)|cliente (clave|chiave)|contact principal|biggest (supplier|customer|client|buyer|seller|account) of|top contact|(helped|help) (us )?on many deals|on every (cargo|shipment|deal|vessel)|steady (biz|business)|decent volumes)/i;

/** How many deals a text mentions: as many as each sentence or telegraphic clause says were done (up to 3 a clause). */
export function dealMentions(text: string | null | undefined): number {
  if (!text) return 0;
  let n = 0;
  for (const clause of text.split(/[.;!?\n]+|\s+(?:\/|-{1,2}|–)\s+/)) {
    // ('Never traded with us', 'no deals done': what did not happen.)
    if (DOUBT.test(clause)) continue;
    if (
      DEAL_DONE.test(clause) ||
      PAST_BUSINESS.test(clause) ||
      (VOLUME.test(clause) && (DONE_VERB.test(clause) || WITH_US.test(clause) || !ASK_OR_OFFER.test(clause)))
    )
      n += dealsCounted(clause);
  }
  return n;
}

/** Numbers as words ('two vessels', 'six months'); the assistant reads its time spans with them too. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const COUNT_WORD: Record<string, number> = { ...NUMBER_WORDS, several: 3, many: 3 };
const DEALS_COUNTED = new RegExp(
  `\\b(\\d{1,3}|${Object.keys(COUNT_WORD).join('|')})\\s?(?:[a-z]+\\s)?(?:deals?|lots|contracts?|contratti|contratos?|barges?|fcls?|containers?|${SHIPMENTS}|${TRADES_COUNTED})\\b`,
  'gi',
);

/** The deals one clause says were done: 'done 12 deals together', '6 cargamentos desde 2024' (at most 3); one when it gives no number. */
function dealsCounted(clause: string): number {
  let most = 1;
  for (const m of clause.matchAll(DEALS_COUNTED)) {
    const w = m[1]!.toLowerCase();
    const k = COUNT_WORD[w] ?? Number(w);
    if (k > most && k <= 100) most = k;
  }
  return Math.min(3, most);
}

/**
 * The size of a contact's business, as traders note it: big volumes or tickets ('big volumes', 'gros
 * volumes', 'big crude buyer'), a regular volume per period ('500t/mois', '2kt/month', '3x60kt tenders/yr'),
 * term business, or a large consumer (a utility, a power plant, a refinery, flour mills).
 */
const SCALE = new RegExp(
  [
    '\\b(big|large|huge|major|heavy|gros|grands?|grandes?|grosse) (volumes?|tickets?|buyers?|sellers?|players?|consumers?|importers?|exporters?|accounts?|clients?|customers?|lots|quantities|crude buyer|offtaker)\\b',
    '\\bvolumes? (importants?|grandes?|elevados?)\\b',
    '\\b\\d[\\d,.]*\\s?(k\\s?)?(t|mt|kt|tons?|tonnes?|bbls?|barrels|b\\/d|bpd)\\s?(\\/|per|a|par|al|por)\\s?(month|mo|mois|mes|monat|week|quarter|yr|year|y|annum|an|año|ano|jahr)\\b',
    '\\btenders?\\/(yr|year)\\b|\\btenders? every (month|quarter|year)\\b',
    '\\bterm\\b(?! (sheet|of|s))',
    '\\b(big|large|huge|major) (volume|player|account|client|customer)\\b|\\btop counterpart',
    '\\b(volume|pembeli|penjual|pelanggan) besar\\b|\\bmalaking (account|volume|buyer|order)|\\b(s[ốo] l[ượu]ong|kh[áa]ch h[àa]ng) l[ớo]n\\b',
    '\\b(du[żz]e (wolumeny|ilo[śs]ci)|grosse mengen|gro[ßs]e mengen|grote volumes|store volumer|stora volymer|gros volumes|grandes volumes|volumes importants)\\b',
    '\\b(utility|power (plant|station)|refinery|smelter|(flour|steel|sugar) mills?( group)?|mills? group)\\b',
    // 'one of the largest importers in the country', '50 mt every month', '2 capes/quarter', 'USD 40m business', 'bada party'.
    '\\bone of the (largest|biggest|top|major) \\w+',
    '\\b\\d[\\d,.]*\\s?(k\\s?)?(t|mt|kt|tons?|tonnes?|bbls?|barrels|cntrs?|containers|fcls?|capes|panamax(es)?|cargo(e?s)?|vessels?) (every|each|a|per) (month|week|quarter|year)\\b',
    '\\b\\d+\\s?(capes|panamax(es)?|cargo(e?s)?|vessels?)\\s?\\/\\s?(month|mo|quarter|q|yr|year)\\b',
    '\\b(usd|us\\$|\\$|eur)\\s?\\d[\\d,.]*\\s?(m|mn|million|bn|billion)\\b',
    '\\b(bada|bari|badi) (party|client|buyer|seller)\\b|\\bbig (party|fish|name)\\b',
  ].join('|'),
  'i',
);
/**
 * Notes that say a relationship is thin or not worth the time: small volumes, a tyre kicker, fake
 * documents, a chain of mandates, a single enquiry, a slow payer. ('No reply since' says it went quiet, which is
 * what a relationship gone cold is, not that it was thin.)
 */
const DOUBT =
  /\b(small (vols?|volumes?|lots?|quantities|tickets?|tonnages?)|tyre[- ]kickers?|tire[- ]kickers?|time[- ]wasters?|fake|mandate chain|chain of mandates|no real (buyer|seller)|never came back|nothing (since|after|more)|never (replied|answered|heard)|not serious|asked [^.;]{0,40}\bonce\b|once only|only once|slow payer|bad payer|defaulted|blacklisted|scam|never clos(es|ed|ing)|one[- ]off|met once|unreliable|price fishing|just fishing|window[- ]shopp\w*|tiny (player|volumes?|buyer|seller|account)|small player|waste (of )?time|all talk|no deal yet|no deals? so far|only (quotes|asks? (for )?prices?|enquiries)|never closed|nur anfragen|bisher kein gesch[äa]ft|alleen offertes|tylko zapytania|peu de volumes?|beaucoup de bruit|volumes? pequenos?|pequenos? volumes?|petits? volumes?|kleine (mengen|volumes?)|ma[łl]e (ilo[śs]ci|wolumeny)|sm[åa] volum(er|yn)|maliit lang|maliit|(volume|pembeli|order) kecil|s[ốo] l[ượu]ong nh[ỏo]|just exchanged cards|only met once|no (deals?|business)( yet| so far| done| ever| at all)?\s*$|no (deals?|business) (yet|so far|ever)|never (traded|dealt|done a deal|done business|closed a deal|confirms|confirmed|buys|bought|sells|placed)\b|lots of talk|mai fatto affari|nessun affare|nunca fech\w+|sin negocios?|sem neg[óo]cios?|pas (de|encore de) (business|deal|affaire)|aucune affaire|offres bidon|kein gesch[äa]ft|noch nichts gemacht|chancer|be careful|careful with (him|her|them)|only a business card|one small deal|small deal|sall volumes?|cantit[ăa]ti mici|small (importer|buyer|seller|trader|distributor|company|firm|outfit|fish|account|customer|client)s?|\bsmall,|no biz|card only|cards only|belum (ada|pernah) (transaksi|deal|order)|tidak pernah (transaksi|deal)|wala pang (deal|transaksi|order)|hindi pa nakaka ?deal|ch[ưu]a (c[óo] )?giao d[ịi]ch|(hai )?mei zuo guo|no transactions?( yet)?|never transacted)\b/i;

/** A contract or deal wanted or talked of, not had: 'wants a long term contract', 'talked Cu conc term deal'. */
const TALKED_OF =
  /\b(wants?|looking|seeks?|seeking|asks?|asked|would like|interested|talk|talked|talking|discuss|discussed|discussing|proposed|proposing|pitched|exploring|explore|possible|potential|maybe|might|could|hoping|hopes?)\b/i;

/** The clause says the size of a business only by 'term' ('talked Cu conc term deal'). */
const onlyTerm = (clause: string) => !SCALE.test(clause.replace(/\bterm\b/gi, ' '));

/** How a contact prefers to deal, which says nothing of its size or of a relationship: 'term deals only', 'no spot'. */
const PREFERENCE = /\b(term|spot)( (deals?|contracts?|business|biz|basis|cargoes))? only\b|\bonly (term|spot)\b|\bno (term|spot)\b/gi;

/** How many clauses of a text say the size of the contact's business (SCALE), and whether any doubts it (DOUBT). */
export function scaleMentions(text: string | null | undefined): { scale: number; doubt: boolean } {
  if (!text) return { scale: 0, doubt: false };
  let scale = 0;
  let doubt = false;
  for (const said of text.split(/[.;!?\n]+|,\s|\s+(?:-{1,2}|–|\/)\s+/)) {
    const clause = said.replace(PREFERENCE, ' ');
    if (DOUBT.test(clause)) doubt = true;
    // ('Talked Cu conc term deal': a term deal talked of is no term business.)
    else if (SCALE.test(clause) && !(TALKED_OF.test(clause) && onlyTerm(clause))) scale++;
  }
  return { scale, doubt };
}

/** How many clauses of a text say a standing relationship with the user's business (RELATIONSHIP). */
export function relationshipMentions(text: string | null | undefined): number {
  if (!text) return 0;
  let n = 0;
  for (const said of text.split(/[.;!?\n]+|,\s|\s+(?:-{1,2}|–|\/)\s+/)) {
    const clause = said.replace(PREFERENCE, ' ');
    if (DOUBT.test(clause)) continue;
    // Wanting a contract is not having one ('wants a long term contract'); a yearly volume is the size of the
    // contact's business (SCALE), not a relationship with the user's ('sells copper cathode 11kt/yr').
    if (RELATIONSHIP.test(clause) && !TALKED_OF.test(clause)) n++;
    // Shipments done with the user's business are a relationship too ('12 vessels with us in 2025').
    else if (WITH_US.test(clause) && (VOLUME.test(clause) || DONE_VERB.test(clause))) n++;
  }
  return n;
}

/** What a mine or an ore trader means by a metal's name: its ore or concentrate. */
const RAW_FORM: Readonly<Record<string, string>> = {
  nickel: 'nickel_ore',
  copper: 'copper_concentrate',
  zinc: 'zinc_concentrate',
  lead: 'lead_concentrate',
  tin: 'tin_concentrate',
  cobalt: 'cobalt_hydroxide',
};
const PLANT =
  /\b(smelter|smelters|smelting|refinery|refiner|refining|rkef|hpal|npi plant|ferronickel|plant|works|mill|mills|fundicion|fundição|fundicao|refineria|refinaria|peleburan|smelteran)\b/i;
const MINE = /\b(mine|mines|mining|miner|concession|pit|open[- ]pit|tambang|pertambangan|minera|mineradora|mineracao)\b/i;

/**
 * Words with another sense in one trade (round 17): 'FO' is fuel oil, but fish oil beside fishmeal; 'harina' is flour,
 * but fishmeal at a Peruvian 'pesquera'; 'crude' beside fish oil is its grade, not crude oil; 'PD' beside tea grades
 * is pekoe dust, not palladium; 'CO thermal 6000' is Colombian coal, not cobalt; a 'shrimp feed' mill buys no shrimp;
 * 'PP (pigeon)' beside pulses is pigeon peas, not polypropylene. A product read only from such a word (the text without
 * it names the product nowhere) is read in the contact's trade: as `becomes`, or not at all.
 */
const SENSES: readonly {
  product: string;
  word: RegExp;
  context: readonly string[];
  becomes: string | null;
  only?: RegExp;
  /** The context product must be on the product's side ('WTB concs: Cu, Zn and Pb': the symbols are the concentrates'). */
  sameSide?: true;
}[] = [
  // ('WTB all base metal concs: Cu, Zn and Pb': a metal's symbol beside its concentrate is the concentrate, on the side the
  // notes say.)
  { product: 'zinc', word: /\bzn\b/gi, context: ['zinc_concentrate'], becomes: 'zinc_concentrate' },
  { product: 'lead', word: /\bpb\b/gi, context: ['lead_concentrate'], becomes: 'lead_concentrate' },
  { product: 'nickel', word: /\bni\b/gi, context: ['nickel_concentrate', 'nickel_ore'], becomes: 'nickel_concentrate' },
  { product: 'tin', word: /\bsn\b/gi, context: ['tin_concentrate'], becomes: 'tin_concentrate' },
  {
    product: 'fuel_oil',
    word: /\bfo\b/gi,
    context: ['fishmeal', 'fish_oil', 'anchovy', 'custom:aceite', 'compound_feed'],
    becomes: 'fish_oil',
    only: /\b(fish|fishmeal|aceite|omega|epa|dha|aqua\w*|salmon|anchov\w*|pesquer\w*|harina)\b/i,
  },
  { product: 'wheat_flour', word: /\bharinas?\b/gi, context: ['fishmeal', 'fish_oil', 'anchovy'], becomes: 'fishmeal' },
  { product: 'custom:aceite', word: /\baceites?\b/gi, context: ['fishmeal', 'fish_oil', 'anchovy'], becomes: 'fish_oil' },
  {
    product: 'crude_oil',
    word: /\b(crude|crudo|crudos)\b(?!\s+(oils?|de petr|petr))/gi,
    context: ['fish_oil', 'fishmeal', 'family:palm', 'family:sunflower', 'family:vegetable_oil'],
    becomes: null,
  },
  { product: 'palladium', word: /\bpd\b/gi, context: ['tea'], becomes: null },
  { product: 'cobalt', word: /\bCO\b/g, context: ['family:coal'], becomes: null },
  // (The species a feed is for: 'salmon feed producer', 'tilapia feed'; a shrimp feed mill buys no shrimp.)
  {
    product: 'shrimp',
    word: /\bshrimps?\b/gi,
    context: ['fishmeal', 'compound_feed', 'family:feed'],
    becomes: null,
    only: /\b(feed|aquafeed|feedmill|feed mill)\b/i,
  },
  { product: 'salmon', word: /\bsalmon\s+feed\w*/gi, context: [], becomes: null },
  { product: 'tilapia', word: /\btilapia\s+feed\w*/gi, context: [], becomes: null },
  { product: 'polypropylene', word: /\bpp\b/gi, context: ['family:pulses'], becomes: 'pigeon_peas' },
];

function inTrade(t: TradedProduct, context: readonly string[]): boolean {
  const p = t.product;
  return context.some((c) => (c.startsWith('family:') ? p.family === c.slice(7) : p.id === c || productAncestors(p.id).has(c)));
}

/** Reads the words of SENSES in the contact trade, the notes side first (in place). */
function readInContext(contact: EngineContact, products: TradedProduct[]): void {
  const read = readSenses(contact, products);
  // A product a word was read as in the notes is on the side the notes say, not also on the other for a title's sake
  // ('VP Sales' whose notes say 'WTB concs: Cu, Zn and Pb').
  for (const t of [...products]) {
    if (!read.has(t.product.id) || t.sideFrom === 'notes' || (t.side !== 'buys' && t.side !== 'sells')) continue;
    if (
      products.some((o) => o !== t && o.product.id === t.product.id && o.sideFrom === 'notes' && o.side !== t.side && o.side !== 'either')
    )
      products.splice(products.indexOf(t), 1);
  }
}

/** Reads the words of SENSES in the contact's trade (in place); answers the products the words were read as. */
function readSenses(contact: EngineContact, products: TradedProduct[]): Set<string> {
  const read = new Set<string>();
  const text = `${contact.commodities ?? ''} | ${contact.notes ?? ''}`;
  for (const sense of SENSES) {
    const at = products.findIndex((t) => t.product.id === sense.product);
    if (at < 0) continue;
    const side = products[at]!.side;
    if (sense.context.length && !products.some((t, i) => i !== at && inTrade(t, sense.context) && (!sense.sameSide || t.side === side)))
      continue;
    if (sense.only && !sense.only.test(text)) continue;
    sense.word.lastIndex = 0;
    if (!sense.word.test(text)) continue;
    const without = (s: string | null | undefined) => (s ?? '').replace(sense.word, ' ');
    const still = [...resolveCommodities(without(contact.commodities)), ...productsInText(without(contact.notes))];
    if (still.some((p) => p.id === sense.product)) continue;
    const t = products[at]!;
    const becomes = sense.becomes ? resolvedProduct(sense.becomes) : null;
    if (becomes) read.add(becomes.id);
    if (becomes && !products.some((o) => o.product.id === becomes.id && o.side === t.side)) products[at] = { ...t, product: becomes };
    else products.splice(at, 1);
  }
  return read;
}

/** The side evidence of a listed family whose notes name which of it the contact trades ('spices', 'buys black pepper'). */
const FAMILY_MADE_SPECIFIC = 0.7;

/** One contact's profile: its listed products plus products its notes put on a side, never one it stopped trading. */
export function profileContact(contact: EngineContact): ContactProfile {
  const side = contactSide(contact);
  // Products the notes say the contact no longer trades ('stopped buying DAP'): never matched on.
  const stopped = side.stopped;
  const products: TradedProduct[] = [];
  const seen = new Set<string>();
  const fromNotes = (id: string) => side.byProductFrom.get(id) !== 'company';
  // A side read from what the company is, which the role or title also says, is as sure as the role.
  const tradedOn = (product: ResolvedCommodity, said: 'sells' | 'buys', notes: boolean): TradedProduct => {
    if (notes) return { product, side: said, sideFrom: 'notes', sideEvidence: evidenceOf(said, 'notes', true) };
    const overall = side.side === said && side.source !== 'company' ? evidenceOf(said, side.source, false) : 0;
    const company = evidenceOf(said, 'company', false);
    return overall > company
      ? { product, side: said, sideFrom: side.source, sideEvidence: overall }
      : { product, side: said, sideFrom: 'company', sideEvidence: company };
  };
  // (What the notes name without a side counts as listed: 'also sulfuric acid', 'VHP spot'.)
  const listed = [...resolveCommodities(contact.commodities)];
  const mentioned = new Set<string>();
  for (const p of side.mentioned)
    if (!listed.some((l) => l.id === p.id)) {
      listed.push(p);
      mentioned.add(p.id);
    }
  // Notes that say the side without naming a product ('looking to buy for Q3') are about the one product
  // listed, when only one is: as sure as a role.
  const overallEvidence =
    side.source === 'notes' && listed.length === 1
      ? SIDE_EVIDENCE.role!
      : evidenceOf(side.side === 'none' ? 'either' : side.side, side.source, false);
  for (const product of listed) {
    seen.add(product.id);
    if (stopped.has(product.id)) continue;
    const said = side.byProduct.get(product.id);
    if (said) products.push(tradedOn(product, said, fromNotes(product.id)));
    else if (side.side === 'none') continue;
    else
      products.push({
        product,
        side: side.side,
        sideFrom: side.source,
        sideEvidence: side.side === 'either' ? 0 : overallEvidence,
        ...(mentioned.has(product.id) ? { mentioned: true } : {}),
      });
  }
  // A product only the notes name ('also sells copper scrap') is traded too.
  for (const [id, said] of side.byProduct) {
    const product = seen.has(id) || stopped.has(id) ? null : resolvedProduct(id);
    if (!product) continue;
    products.push(tradedOn(product, said, fromNotes(id)));
  }
  // Every product the notes name, read once and only when a rule below needs it.
  let inNotes: ResolvedCommodity[] | null = null;
  const namedInNotes = () => (inNotes ??= productsInText(contact.notes ?? ''));
  // 'Coal' listed, 'mine in Surat Basin: 5500 NAR' in the notes: the notes say which product of the listed one it is,
  // traded on the listed one's side.
  if (contact.notes && products.some((t) => t.product.generic || productDescendants(t.product.id).size > 0))
    for (const named of namedInNotes()) {
      if (seen.has(named.id) || stopped.has(named.id) || products.some((t) => t.product.id === named.id)) continue;
      const above = productAncestors(named.id);
      const listedAbove = products.find((t) => above.has(t.product.id));
      if (listedAbove) products.push({ ...listedAbove, product: named });
    }
  // 'Spices' listed, 'spice importer, buys blk pepper 550 GL' in the notes; 'pulses', 'enquiries for pigeon peas': the
  // notes say which of the family the contact trades on that side, and the family is a weaker sign of the rest of it (an
  // introduction on pepper comes before one on turmeric; decision 052).
  for (const [i, family] of products.entries()) {
    if (family.side !== 'buys' && family.side !== 'sells') continue;
    if (!(family.product.generic || productDescendants(family.product.id).size > 0)) continue;
    const named = products.some(
      (t) => t !== family && side.byProduct.get(t.product.id) === family.side && productAncestors(t.product.id).has(family.product.id),
    );
    if (named && family.sideEvidence > FAMILY_MADE_SPECIFIC) products[i] = { ...family, sideEvidence: FAMILY_MADE_SPECIFIC };
  }
  // 'Nickel' listed, 'supplier of saprolite' or 'nickel mine' in the notes: the metal a mine or its ore's trader writes is
  // the ore or concentrate (a mine sells what it digs), unless the notes name a refined form of the metal too.
  if (contact.notes && products.some((t) => RAW_FORM[t.product.id]))
    for (const t of [...products]) {
      const raw = RAW_FORM[t.product.id];
      if (!raw) continue;
      // Only the metal's bare name as listed ('nickel', 'Cu'), never a refined form ('nickel cathodes', 'SHG zinc').
      const entries = (contact.commodities ?? '').split(COMMODITY_ENTRY_BREAK).filter((e) => resolveCommodity(e).id === t.product.id);
      if (!entries.length || entries.some((e) => commodityWords(e).length > 1)) continue;
      const named = namedInNotes();
      const about = `${contact.company ?? ''} ${contact.role ?? ''} ${contact.notes}`;
      // (A smelter or refinery names the metal it makes and the ore it takes: 'rkef smelter, raw mat nickel ore'.)
      if (PLANT.test(about)) continue;
      const mine = MINE.test(about);
      const rawNamed = named.some((p) => p.id === raw);
      if (!rawNamed && !mine) continue;
      if (named.some((p) => p.id !== raw && p.id !== t.product.id && p.family === t.product.family)) continue;
      const ore = resolvedProduct(raw);
      if (!ore || stopped.has(raw)) continue;
      products.splice(products.indexOf(t), 1);
      if (!products.some((o) => o.product.id === raw)) products.push({ ...t, product: ore });
    }
  // 'Buys & sells crude', 'trades KCl both ways': on both sides, whether or not the list names the product.
  // (Not a go-between's: 'brokers cathodes both ways, commission only' is on no side.)
  for (const id of side.tradesBoth) {
    if (stopped.has(id)) continue;
    const held = products.filter((t) => t.product.id === id);
    const product = held[0]?.product ?? resolvedProduct(id);
    if (!product) continue;
    for (const t of held) if (t.side === 'either') products.splice(products.indexOf(t), 1);
    for (const said of ['buys', 'sells'] as const)
      if (!held.some((t) => t.side === said)) products.push({ product, side: said, sideFrom: 'notes', sideEvidence: BOTH_WAYS_EVIDENCE });
  }
  readInContext(contact, products);
  // 'Mina de cobre, ofrece conc. cobre', 'gold junior, dore bars': the metal's plain name, not listed, beside a product of
  // it on the same side only says which trade the product is in; read alone it would offer any copper to anyone.
  const inColumn = new Set(resolveCommodities(contact.commodities).map((l) => l.id));
  for (const t of [...products]) {
    if (!t.product.generic || inColumn.has(t.product.id)) continue;
    const specific = products.some((o) => o !== t && o.side === t.side && o.product.family === t.product.family && !o.product.generic);
    if (specific) products.splice(products.indexOf(t), 1);
  }
  const interactions = contact.interactions ?? [];
  let deals = dealMentions(contact.notes);
  let relationships = relationshipMentions(contact.notes);
  let { scale, doubt } = scaleMentions(contact.notes);
  for (const i of interactions) {
    const said = scaleMentions(i.text);
    scale += said.scale;
    doubt ||= said.doubt;
    if (deals < 5) deals += dealMentions(i.text);
    if (relationships < 3) relationships += relationshipMentions(i.text);
  }
  return {
    contact,
    products,
    side: side.side,
    // (No place the location or the geocoder knows: where the notes say the contact is based.)
    region: regionOfPlace(contact.location, contact.countryCode) ?? regionOfCountryCode(countryFromNotes(contact.notes)),
    reach: reachOf([contact.notes, ...interactions.map((i) => i.text)]),
    live: side.live,
    lastTouch: lastTouch(contact),
    interactionCount: interactions.length,
    deals: Math.min(5, deals),
    relationships: Math.min(3, relationships),
    scale: Math.min(2, scale),
    doubt,
    stopped,
  };
}

// Counterparts wanted in a place: 'East African offtakers', 'buyers in West Africa', 'outlets in Asia';
// and where goods are delivered: 'CFR Mombasa', 'CIF Rotterdam', 'DAP Lagos'.
const COUNTERPARTS = '(?:offtakers?|buyers?|outlets?|customers?|clients?|end[- ]users?|markets?)';
const PLACE = "([A-Z][\\p{L}'-]+(?:\\s+[A-Z][\\p{L}'-]+)?)";
const WANTED_BEFORE = new RegExp(`\\b${PLACE}\\s+${COUNTERPARTS}\\b`, 'gu');
const WANTED_AFTER = new RegExp(`\\b${COUNTERPARTS}\\s+(?:in|into|across|for)\\s+(?:the\\s+)?${PLACE}`, 'gu');
const DELIVERED = new RegExp(`\\b(?:CFR|CIF|CNF|C&F|DAP|DDP|DPU|CPT|CIP|delivered)\\s+${PLACE}`, 'gu');

/** The region a place or its adjective names ('East African' -> 'East Africa' -> Africa), or null. */
function regionOfWritten(written: string): TradeRegion | null {
  const tries = [
    written,
    written.replace(/n$/, ''),
    written.replace(/ern$/, ''),
    written.replace(/an$/, 'a'),
    written.replace(/ean$/, 'e'),
  ];
  for (const t of tries) {
    const r = regionOfPlace(t);
    if (r) return r;
  }
  return null;
}

export interface Reach {
  /** Regions the contact wants counterparts in. */
  wants: TradeRegion[];
  /** Regions of the delivery places its notes name. */
  delivers: TradeRegion[];
}

export function reachOf(texts: readonly (string | null | undefined)[]): Reach {
  const wants = new Set<TradeRegion>();
  const delivers = new Set<TradeRegion>();
  for (const text of texts) {
    if (!text) continue;
    for (const [re, into] of [
      [WANTED_BEFORE, wants],
      [WANTED_AFTER, wants],
      [DELIVERED, delivers],
    ] as const)
      for (const m of text.matchAll(re)) {
        const r = regionOfWritten(m[1]!);
        if (r) into.add(r);
      }
  }
  return { wants: [...wants], delivers: [...delivers] };
}

export function profileNetwork(contacts: readonly EngineContact[]): ContactProfile[] {
  return contacts.map(profileContact);
}
