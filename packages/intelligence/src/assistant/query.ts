/**
 * A question in plain English -> what it asks: the intent, and the filters (products, side, role,
 * places, company, a named contact, an earlier answer's contact by position). Spelling is corrected
 * first toward the words the index knows.
 */
import {
  countryCodeOfName,
  countryName,
  isCountryName,
  isEverydayWord,
  knownPlaceWords,
  parseRegion,
  productAncestors,
  type ResolvedCommodity,
  resolveCommodity,
  shorthandPlace,
  subregionCountries,
  subregionEnglishName,
  TRADE_PRODUCTS,
  type TradeRegion,
} from '@tradeloom/domain/trade';
import { type GradeAsk, gradeAt, gradesAsked, LOOKS_FOR_A_HOME } from './grades.ts';
import { longerSourceWord } from './introducers.ts';
import { mentionMatcher } from './mentions.ts';
import { type AssistantIndex, companyCore, distinctiveCompanyWords, type IndexedContact } from './network-index.ts';
import { inEnglish } from './phrasebook.ts';
import { COMMON_WORDS, isEnglishWord, key, tokens } from './text.ts';
import { interactionWay, parseTime, type TimeFilter } from './time.ts';
import type { AssistantIntent } from './types.ts';

export type Side = 'sells' | 'buys';

export interface Place {
  kind: 'city' | 'country' | 'region' | 'countries';
  /** City key, country code, region name, or country codes joined by commas (a part of a region). */
  value: string;
  label: string;
}

export interface RoleFilter {
  /** The role as a noun, one and many ('broker', 'brokers'). */
  one: string;
  label: string;
  test: RegExp;
  /**
   * For a profession that takes no side (a broker, a banker, a surveyor, a lawyer): what its company's
   * name or the notes say of it when the role does not ('Mersey Bank', 'Jura Avocats', 'courtier, commission only').
   */
  work?: RegExp;
}

export interface Query {
  intent: AssistantIntent;
  products: ResolvedCommodity[];
  /** A category the question named ('fertiliser', 'grains'), which the products stand for. */
  productLabel: string | null;
  /** Words naming a commodity no one in the network is known to trade ('unobtainium'), if asked about. */
  unknownProduct: string | null;
  side: Side | null;
  role: RoleFilter | null;
  places: Place[];
  companies: string[];
  /** Contacts the question names ('introduce Maria Santos'). */
  people: IndexedContact[];
  /** A name the question seems to give that matches no one. */
  unknownPerson: string | null;
  /** A place or company word after 'in', 'at' or 'from' that the network does not know ('contacts in Lima'). */
  unknownPlace: string | null;
  /** 'the second one' -> 1; 'the last one' -> -1. */
  ordinal: number | null;
  /** Whether the question only adjusts the one before ('and in Africa?'). */
  followUp: boolean;
  /** The words after correction, joined (for the intent patterns). */
  text: string;
  /** 'All of these' instead of 'any of these' for the products ('buyers of HRC and CRC'). */
  allProducts: boolean;
  /** Products a contact must also trade ('copper buyers who also trade zinc'), and the side asked for them. */
  alsoProducts: ResolvedCommodity[];
  alsoSide: Side | null;
  /** Any one of the products they must also trade will do (a category: 'and buy fertilizer'). */
  alsoAny?: boolean;
  /** The category alsoProducts stand for ('fertilisers'). */
  alsoLabel?: string | null;
  /** What the question leaves out ('outside Europe', 'except traders', 'non-Chinese', 'not at Glencore'). */
  exclude: Exclusions;
  /** When the user was (or was not) in touch, from the logged interactions. */
  time: TimeFilter | null;
  /** Who introduced the contacts ('who did Maria introduce me to?', 'came via LinkedIn'). */
  introducedBy: { words: string[]; label: string; forms?: string[]; not?: string[] } | null;
  /** Words the notes or the interactions must mention ('LME Week', 'Coaltrans'). */
  mentions: { phrase: string; label: string } | null;
  /** 'How many buyers vs sellers': a count of each side. */
  sideBreakdown: boolean;
  /** 'Which of them', 'of those', 'only the buyers': narrows the last answer's contacts. */
  aboutLast: boolean;
  /** 'How many traders vs brokers': a count of each role named. */
  roleBreakdown: RoleFilter[];
  /** 'Who used to buy urea', 'who stopped selling DAP': contacts whose notes say they no longer trade the products. */
  formerly: boolean;
  /** The last answer's contacts this question is limited to (set from the conversation). */
  within?: readonly string[] | null;
  /**
   * 'Who are my strongest contacts in copper?', 'my weakest relationships', 'who is overdue?': ordered by
   * the relationship strength, or the contacts whose keep-in-touch cadence is overdue (decision 041).
   */
  relationship: RelationshipAsk | null;
  /** Grades within the products asked ('4200 GAR', 'saprolite', 'cat 1'): only contacts that name them. */
  grades: GradeAsk[];
  /** Grades left out ('coal sellers except the 4200 GAR guys'). */
  excludeGrades: GradeAsk[];
  /** Looking for a home for the user's grade: contacts naming no grade of the kind will do. */
  gradesOpen: boolean;
}

export type RelationshipAsk = 'strongest' | 'weakest' | 'overdue';
// 'Best' is left out: 'my best copper buyers' asks for the most valuable, not the closest.
const WEAKEST = /\b(weakest|coldest|weak|weaker) (relationships?|contacts?|connections?|ties|links)\b|\bweakest\b/;
const STRONGEST =
  /\b(strongest|closest|warmest|strong|stronger) (relationships?|contacts?|connections?|ties|links)\b|\bstrongest\b|\bwho do i know best\b/;
const OVERDUE = /\b(overdue|keep in touch|cadences?|due for a (call|touch|catch up))\b/;

/** Which relationship ordering a question asks for, if any. */
export function relationshipAsk(text: string): RelationshipAsk | null {
  if (WEAKEST.test(text)) return 'weakest';
  if (STRONGEST.test(text)) return 'strongest';
  if (OVERDUE.test(text)) return 'overdue';
  return null;
}

export interface Exclusions {
  places: Place[];
  roles: RoleFilter[];
  companies: string[];
  products: ResolvedCommodity[];
  side: Side | null;
  /** Contacts already named ('who else?') or left out by name ('other than Li Na'). */
  ids: string[];
  /** The names of the contacts left out by name, as the answer says them. */
  names: string[];
}

export const noExclusions = (): Exclusions => ({ places: [], roles: [], companies: [], products: [], side: null, ids: [], names: [] });
export const hasExclusions = (x: Exclusions) =>
  x.places.length > 0 || x.roles.length > 0 || x.companies.length > 0 || x.products.length > 0 || x.side !== null || x.ids.length > 0;

/** 'Who else?', 'anyone else in Dubai?', 'any more?': the last question again, without whom it named. */
export const ASKS_FOR_MORE =
  /\b(who|anyone|anybody|any|someone|somebody) else\b|^(any )?(more|others)\b|^show (me )?more\b|^(and )?the rest\b/;

// Single-word product names of this length or less are symbols ('al', 'ni'): in capitals only.
const SYMBOL_MAX = 2;
const ALIASES = new Map<string, string[][]>();
for (const p of TRADE_PRODUCTS) {
  for (const alias of [p.name, ...p.aliases]) {
    const w = tokens(alias).map((t) => t.word);
    if (w.length === 0) continue;
    const list = ALIASES.get(w[0]!) ?? [];
    list.push(w);
    ALIASES.set(w[0]!, list);
  }
}
for (const list of ALIASES.values()) list.sort((a, b) => b.length - a.length);
const ALIAS_WORDS = new Set([...ALIASES.values()].flat(2));

/** Product categories by the words traders use for them: the families or legend groups they cover. */
const CATEGORY_DEFS: { names: string[]; label: string; test: (p: (typeof TRADE_PRODUCTS)[number]) => boolean }[] = [
  {
    names: ['fertiliser', 'fertilizer', 'fert', 'ferts', 'fertiliser product', 'fertilizer product', 'agrochemical', 'crop nutrient'],
    label: 'fertilisers',
    test: (p) => /fertiliser|phosphate|potash/.test(p.family) || ['urea', 'ammonia', 'dap', 'map', 'tsp', 'npk', 'uan'].includes(p.id),
  },
  {
    names: ['grain', 'cereal', 'feed grain'],
    label: 'grains',
    test: (p) => ['wheat', 'corn', 'barley', 'oats', 'sorghum', 'rice'].includes(p.family),
  },
  {
    names: ['oilseed', 'veg oil', 'vegoil', 'vegetable oil', 'edible oil'],
    label: 'oilseeds and vegetable oils',
    test: (p) => ['oilseeds', 'palm', 'sunflower', 'rapeseed', 'olive'].includes(p.family),
  },
  { names: ['soft', 'soft commodity'], label: 'softs', test: (p) => ['sugar', 'coffee', 'cocoa', 'cotton'].includes(p.family) },
  { names: ['base metal', 'non ferrous', 'nonferrous'], label: 'base metals', test: (p) => p.group === 'base_metals' },
  { names: ['precious metal', 'bullion'], label: 'precious metals', test: (p) => p.group === 'precious_metals' },
  { names: ['ferrous', 'steel product', 'ferrous metal'], label: 'iron and steel', test: (p) => p.group === 'iron_steel' },
  { names: ['metal'], label: 'metals', test: (p) => ['base_metals', 'precious_metals', 'iron_steel'].includes(p.group) },
  {
    names: ['agri', 'agricultural', 'agricultural product', 'agri product', 'agri commodity'],
    label: 'agricultural products',
    test: (p) => p.group === 'agriculture',
  },
  {
    names: ['energy', 'energy product', 'oil and gas', 'hydrocarbon'],
    label: 'energy',
    test: (p) => p.group === 'oil_gas' || ['coal', 'met_coal'].includes(p.family),
  },
  {
    names: ['refined product', 'oil product', 'petroleum product', 'clean product', 'dirty product', 'fuel', 'fuel product'],
    label: 'refined oil products',
    test: (p) => ['middle_distillates', 'fuel_oil', 'naphtha', 'lpg', 'bitumen', 'gasoline'].includes(p.family),
  },
];
const CATEGORIES = new Map<string, { label: string; products: ResolvedCommodity[] }>();
for (const def of CATEGORY_DEFS) {
  const products = TRADE_PRODUCTS.filter(def.test).map((p) => resolveCommodity(p.name));
  for (const name of def.names)
    CATEGORIES.set(
      tokens(name)
        .map((t) => t.word)
        .join(' '),
      { label: def.label, products },
    );
}

const REGION_ALIASES: Record<string, TradeRegion> = {
  apac: 'Asia',
  'asia pacific': 'Asia',
  asian: 'Asia',
  european: 'Europe',
  eu: 'Europe',
  mideast: 'Middle East',
  'mid east': 'Middle East',
  african: 'Africa',
  'south american': 'South America',
  'north american': 'North America',
  anz: 'Oceania',
  pacific: 'Oceania',
};

/** Parts of the world by the trade's shorthand, as country codes ('ARA' is Amsterdam-Rotterdam-Antwerp). */
const TRADE_AREAS: Record<string, { codes: string; label: string }> = {
  ara: { codes: 'NL,BE', label: 'ARA' },
  nwe: { codes: 'GB,IE,FR,BE,NL,LU,DE,DK,NO,SE', label: 'NW Europe' },
  'north west europe': { codes: 'GB,IE,FR,BE,NL,LU,DE,DK,NO,SE', label: 'NW Europe' },
  'northwest europe': { codes: 'GB,IE,FR,BE,NL,LU,DE,DK,NO,SE', label: 'NW Europe' },
  ag: { codes: 'AE,SA,QA,KW,BH,OM,IQ,IR', label: 'the Arabian Gulf' },
  meg: { codes: 'AE,SA,QA,KW,BH,OM,IQ,IR', label: 'the Middle East Gulf' },
  'arabian gulf': { codes: 'AE,SA,QA,KW,BH,OM,IQ,IR', label: 'the Arabian Gulf' },
  usgc: { codes: 'US', label: 'the US Gulf' },
  usg: { codes: 'US', label: 'the US Gulf' },
  'us gulf': { codes: 'US', label: 'the US Gulf' },
  wafr: { codes: 'NG,GH,CI,SN,ML,BF,NE,GN,SL,LR,TG,BJ,GM,GW,CV,MR', label: 'West Africa' },
  waf: { codes: 'NG,GH,CI,SN,ML,BF,NE,GN,SL,LR,TG,BJ,GM,GW,CV,MR', label: 'West Africa' },
  ecsa: { codes: 'BR,AR,UY,PY', label: 'the East Coast of South America' },
  wcsa: { codes: 'CL,PE,EC,CO', label: 'the West Coast of South America' },
};

const ROLES: { words: RegExp; filter: RoleFilter }[] = [
  {
    words:
      /^(broker|brokerage|broking|брокер|брокеры|брокеров|brokerler|komisyoncu|dalals?|dalali|madalali|courtiers?|corretor|corretores|corredor|corredores|comisionistas?)$/,
    filter: {
      one: 'broker',
      label: 'brokers',
      // (The trade's word for one in India and East Africa: a dalal, a dalali. A commission agent is an agent.)
      test: /\b(broker|brokerage|broking|courtier|corretor|corredor|comisionista|makler|intermediary|dalal|dalali)\b|(?:^| )(دلال|وسيط|દલાલ|दलाल)/,
      work: /\b(commodity brokers?|brokerage|corretora|courtier|corretor|comisionista|broker only|broker commission|commission only|never takes title|no position|mandate holder|works both sides|no own book|broker [a-z ]{0,24}both ways)\b|^ [^|]*\bbroker\b|\| (dalali|dalal|broker(?! like))\b|\| (دلال|وسيط|દલાલ|दलाल)/,
    },
  },
  { words: /^(trader|trading)$/, filter: { one: 'trader', label: 'traders', test: /\b(trader|trading|merchant)\b/ } },
  { words: /^(agent|intermediary)$/, filter: { one: 'agent', label: 'agents', test: /\b(agent|intermediary)\b/ } },
  {
    words: /^(analyst|researcher|strategist|economist|journalist|reporter)$/,
    filter: {
      one: 'analyst',
      label: 'analysts',
      test: /\b(analyst|research|strategist|economist|journalist|reporter|editor|correspondent|price reporter)\b/,
    },
  },
  {
    words: /^(consultant|advisor|adviser)$/,
    filter: { one: 'consultant', label: 'consultants', test: /\b(consultant|consulting|advisor|adviser|advisory)\b/ },
  },
  {
    words:
      /^(banker|bank|financier|financer|finance|lender|банкир|банкиры|банкиров|банк|банки|bankaci|bankacilar|banka|bancos?|banques?|banqueros?|banqueiros?|banquiers?|bancarios?|bankiers?|benki)$/,
    filter: {
      one: 'banker',
      label: 'bankers',
      test: /\b(bank|banker|finance|financier|financing|credit officer|credit analyst|tf|finanzierung|finansowanie|handelsfinanciering|financement|financiamento|financiacion|finanziamenti)\b/,
      // A bank by its name ('Afreximbank', 'Natixis Geneva', 'BNP Paribas'), or notes that open by saying what the
      // contact does for the user ('TF banker, covers steel', 'structured commodity finance', 'RM for our account').
      work: /^ [^|]*(\b(bank|banque|banco|banca|bankhaus|bancorp|trade finance|commodity finance)\b|\b(afrexim|rabo|ned|eco|sber|halk|ak|exim|ziraat|is|garanti|privat|handels|landes|volks|raiffeisen|commerz|hypo|giro)bank\b|\b(natixis|abn amro|ing|bnp paribas|societe generale|socgen|credit agricole|rabobank|ubs|credit suisse|jp ?morgan|citi|citibank|hsbc|standard chartered|dbs|ocbc|uob|mashreq|emirates? nbd|nbd|icbc|mizuho|mufg|smbc|commerzbank|santander|itau|bradesco|macquarie|barclays|nordea|raiffeisen|unicredit|intesa sanpaolo|sumitomo mitsui|qnb|bbva|banorte|natwest|scotiabank)\b)|\| (tf banker|trade finance|structured (commodity|trade) finance|commodity finance|rm for our account|prepayment financing|lc desk|lc department|trade desk of)\b/,
    },
  },
  // The shipping trades apart, before logistics at large: 'list my shipbrokers' wants shipbrokers.
  {
    words: /^(shipbroker|shipbroking)$/,
    filter: {
      one: 'shipbroker',
      label: 'shipbrokers',
      test: /\b(shipbroker|shipbroking|ship broker|chartering|chartering broker|tanker broker|dry cargo broker|dry broker|broker dry|s p broker)\b/,
      // The broking houses by name, and notes that open with what the contact is ('tanker broker, MR clean AG to EA').
      work: /^ [^|]*\b(shipbroking|shipbrokers?|ship brokers?|chartering|clarksons?|ssy|simpson spence young|braemar|galbraiths?|ifchor|gibson shipbrokers|poten|fearnleys|howe robinson|banchero costa|barry rogliano|brs|lorentzen|optima shipbrokers|maersk broker)\b|\| (shipbroker|ship broker|tanker broker|dry cargo broker|chartering (desk|broker))\b/,
    },
  },
  {
    words: /^(shipowner|armateur|armador|reederei)$/,
    filter: {
      one: 'shipowner',
      label: 'shipowners',
      test: /\b(shipowner|ship owner|owner operator|vessel owner|armateur|armador|reeder)\b/,
      work: /^ [^|]*\b(shipowner|shipowners|reederei|armement)\b/,
    },
  },
  {
    words: /^(insurer|insurance|underwriter|underwriting)$/,
    filter: {
      one: 'insurance contact',
      label: 'insurance contacts',
      test: /\b(insurer|insurance|underwriter|underwriting|p i|marine cover|claims)\b/,
      work: /^ [^|]*\b(insurance|insurer|assurance|assurances|seguros|versicherung|underwriting|p i club)\b/,
    },
  },
  {
    words:
      /^(shipper|forwarder|freight|shipping|charterer|chartering|charter|logistic|logistique|logistica|logistik|transitaire|transitario|despachante|spediteur|spedition|speditor|expeditor|spedizioniere|экспедитор|экспедиторы|nakliyeci|nakliyeciler|lojistik)$/,
    filter: {
      one: 'logistics contact',
      label: 'logistics contacts',
      test: /\b(logistic|logistique|logistica|logistik|shipping|freight|forwarder|forwarding|chartering|charterer|charter|shipper|shipbroker|shipbroking|shipowner|transitaire|transitario|despachante|customs broker|customs agent|spediteur|spedition|speditor|expeditii|expeditor|spedizioniere|spedizioni)\b/,
    },
  },
  // Customs and clearing agents (South Asia's CHA, 'C&F agent'), before logistics at large.
  {
    words: /^(cha|chas|clearing|customs)$/,
    filter: {
      one: 'customs and clearing agent',
      label: 'customs and clearing agents',
      test: /\b(cha|c f|c and f|clearing agent|clearing and forwarding|customs? broker|customs? agent|customs? house agent|customs? clearance|despachante)\b/,
      work: /^ [^|]*\b(clearing|cha services|c f|customs? broker\w*|customs? agenc\w*)\b|\| (cha|c f agent|clearing agent|customs? broker)\b/,
    },
  },
  {
    words:
      /^(inspector|surveyor|inspection|inspecteur|ispettore|inspektor|controleur|сюрвейер|сюрвейеры|инспектор|sorveyor|sorveyorler|surveyorler|eksper|ekspertiz)$/,
    filter: {
      one: 'inspector',
      label: 'inspectors',
      test: /\b(inspector|inspection|surveyor|surveyour|surveying|draft survey|inspecteur|ispettore|inspektor)\b/,
      work: /^ [^|]*\b(inspection|inspections|inspectors?|surveyors?|cargo control|als global|assay|superintendence|sgs|intertek|bureau veritas|amspec|sucofindo|carsurin|cotecna|alex stewart|geo chem|inspectorate|saybolt|camin cargo|ccic|control union)\b|\b(superintendence|draft survey|umpire lab)\b/,
    },
  },
  {
    words: /^(lawyer|attorney|counsel|solicitor|legal|avocat|abogado|advogado|barrister|юрист|юристы|адвокат|avukat|avukatlar)$/,
    filter: {
      one: 'lawyer',
      label: 'lawyers',
      test: /\b(lawyer|attorney|counsel|solicitor|legal|avocat|abogado|advogado|barrister|rechtsanwalt|advocate|arbitration|arbitrator)\b/,
      work: /^ [^|]*\b(legal|law|avocats?|abogados?|advogados?|advocates?|solicitors|chambers|rechtsanwalte|etude)\b|\| (legal|lawyer|counsel)\b/,
    },
  },
  // Storage: tank terminals, warehouses, depots ('tank terminal contacts', 'warehouse / logistics contacts').
  {
    words: /^(terminal|terminals|storage|warehouse|warehouses|warehousing|depot|depots|tankstorage|opslag)$/,
    filter: {
      one: 'storage and terminal contact',
      label: 'storage and terminal contacts',
      test: /\b(terminal|terminals|tank storage|(?<!cold )storage|warehouse|warehousing|depot|tankopslag|opslag|lager|almacen|armazem|entrepot)\b/,
      work: /^ [^|]*\b(terminals?|tank storage|(?<!cold )storage|tankopslag|opslag|warehous\w*|depots?|vopak|oiltanking|odfjell|evos|koole|lbc tank|royal vopak|tankstore|almacenes|armazens|entrepots?)\b/,
    },
  },
  // Certification bodies and auditors ('certifiers?': ISCC, RSPO, organic, fair trade).
  {
    words: /^(certifier|certifiers|certification|certifying|auditor|auditors|certificadora|certificateur)$/,
    filter: {
      one: 'certifier',
      label: 'certifiers',
      test: /\b(certif\w*|auditor|auditors|audit|lead auditor)\b/,
      work: /^ [^|]*\b(certification|certifications|certifier|certifiers|certificadora|certificateur|ecocert|control union certifications|iscc auditor|rainforest alliance|fairtrade|flocert|kiwa|sci cert)\b/,
    },
  },
  // Abattoirs and meat packers.
  {
    words: /^(abattoir|abattoirs|slaughterhouse|slaughterhouses|frigorifico|frigorificos|meatpacker|meatpackers|mataderos?|matadouros?)$/,
    filter: {
      one: 'abattoir',
      label: 'abattoirs',
      test: /\b(abattoir|slaughter\w*|frigorifico|meat packer|meatpacker|matadero|matadouro|boning)\b/,
      work: /^ [^|]*\b(abattoirs?|slaughter\w*|frigorificos?|meat packers?|meatpack\w*|mataderos?|matadouros?)\b/,
    },
  },
  // Kinds of company a question names ('foundries or mills that buy FeSi', 'except the airlines'): the
  // company's name in the languages of the trade, or the role; they say what a contact is, not a side.
  {
    words: /^(foundry|foundries|fonderia|fundicion|giesserei)$/,
    filter: {
      one: 'foundry',
      label: 'foundries',
      test: /\b(foundry|foundries|melter|casting|castings)\b/,
      work: /^ [^|]*\b(foundry|foundries|fonderia|fonderie|fundicion|fundicao|fundição|giesserei|dokum|döküm|odlewnia|castings?)\b/,
    },
  },
  {
    words:
      /^(mill|steelmaker|steelwork|steelworks|acieria|aceria|molino|molinos|moinho|moinhos|moulin|moulins|mulino|mulini|minoterie|minoteries|harinera|harineras)$/,
    filter: {
      one: 'mill',
      label: 'mills',
      test: /\b(mill|melt shop|steel plant|steelworks|rolling)\b/,
      work: /^ [^|]*\b(mill|mills|molino|molinos|moinho|moinhos|moulin|moulins|mulino|mulini|minoterie|minoteries|harinera|harineras|steel works|steelworks|steel work|steel plant|stahlwerk|stahl|acciaierie|acciaieria|aceria|acerias|aciaria|siderurgica|siderurgia|siderurgie|ispat|demir celik|celik|iron steel|metallurgical|kombinat|melt shop|rolling)\b/,
    },
  },
  {
    words: /^(refinery|refineries|refiner|refinerie|refineria|refinaria|raffinerie|affineur)$/,
    filter: {
      one: 'refinery',
      label: 'refineries',
      test: /\b(refinery|refineries|refiner|refining|affinage|affineur|refineria|refinaria|refinadora|raffinerie|raffineria)\b/,
      // The company's name, or notes that open by saying what it is ('LBMA refinery, buys doré'; not 'sells to refineries').
      work: /^ [^|]*\b(refinery|refineries|refiner|refining|affinage|affinerie|refineria|refinaria|refinadora|raffinerie|raffineria|raffinerie)\b|\| ([a-z0-9]+ ){0,2}(refinery|refiner)\b/,
    },
  },
  {
    words: /^(smelter|smelting|fundidora|huette|hutte)$/,
    filter: {
      one: 'smelter',
      label: 'smelters',
      test: /\b(smelter|smelters|smelting|fundicion|fundidora|hutte|huette)\b/,
      work: /^ [^|]*\b(smelter|smelters|smelting|fundicion|fundidora|hutte|huette|kupferhutte|kupferhuette|seiren|metallurgical plant)\b|\| ([a-z0-9]+ ){0,2}smelter\b/,
    },
  },
  {
    words: /^(distributor|distributer|distribution|distribuidor|distribuidora|distributeur|grossiste|wholesaler|wholesale)$/,
    filter: {
      one: 'distributor',
      label: 'distributors',
      test: /\b(distributor|distribution|distribuidor|distribuidora|distributeur|distributeur|grossiste|wholesaler|wholesale|stockist|dealer)\b/,
      work: /^ [^|]*\b(distribution|distributors?|distribuidora|distribuidor|distributeur|distribuzione|vertrieb|wholesale|grossiste)\b/,
    },
  },
  {
    words: /^(procurement|purchasing|sourcing|compras|achats|einkauf)$/,
    filter: {
      one: 'procurement contact',
      label: 'procurement contacts',
      test: /\b(procurement|purchasing|purchase|purchaser|purchases|sourcing|buyer|compras|comprador|achats|acheteur|einkauf|einkaufer|raw materials?|rm purchasing)\b/,
    },
  },
  {
    words: /^(airline|airway|carrier)$/,
    filter: {
      one: 'airline',
      label: 'airlines',
      test: /\b(airline|airlines|fuel manager aviation|aviation fuel)\b/,
      work: /^ [^|]*\b(airline|airlines|airways|air lines|aviation|aerolineas|linhas aereas|air)\b/,
    },
  },
  {
    words: /^(utility|utilities|genco|ipp)$/,
    filter: {
      one: 'utility',
      label: 'utilities and power plants',
      test: /\b(utility|power plant|power station|generation|fuel procurement)\b/,
      work: /^ [^|]*\b(power|electric|electricity|energia electrica|utility|utilities|genco|ipp|thermal power|power plant|power station|kraftwerk|centrale)\b/,
    },
  },
  {
    words: /^(ceo|ceos|founder|owner|director|md|president|chairman|prezes|preze|prezesi|geschaftsfuhrer|dg|gm)$/,
    filter: {
      one: 'executive',
      label: 'executives',
      test: /\b(ceo|founder|owner|director|md|president|presidente|chairman|managing|prezes|preze|prez|geschaftsfuhrer|geschaftsfuhrerin|general manager|gm|dg|directeur general|director general|diretor geral|amministratore delegato|gerente general)\b/,
    },
  },
];

const PHRASE_ROLES: { words: RegExp; filter: RoleFilter }[] = [
  {
    words: /^(shipping|port|ship|liner|husbandry) (agent|agency)$/,
    filter: {
      one: 'shipping agent',
      label: 'shipping agents',
      test: /\b((shipping|port|ship|liner|husbandry) (agent|agency)|agency manager|agencia maritima|agence maritime|agent maritime|agente maritimo|agenzia marittima|consignataire|consignatario)\b/,
      work: /^ [^|]*\b(agencia maritima|agence maritime|(shipping|port|ship) agenc\w*|port service\w*)\b|\| (shipping|port|ship) agent\b|\| agente maritimo\b/,
    },
  },
  {
    words: /^(cold) (store|stores|storage)$/,
    filter: {
      one: 'cold store',
      label: 'cold stores',
      test: /\b(cold stores?|cold storage|reefer (store|warehouse)|kuhlhaus|frigorific\w* storage)\b/,
      work: /^ [^|]*\b(cold stores?|cold storage|kuhlhaus|kuehlhaus|koelhuis|chłodnia|chlodnia)\b/,
    },
  },
  {
    words: /^(barge|tug|tugboat) (operator|owner|company)$/,
    filter: {
      one: 'barge operator',
      label: 'barge operators',
      test: /\b(barge|barging|tug|tugboat)\b/,
      work: /^ [^|]*\b(barge|barging|tug|tugboat)\w*\b/,
    },
  },
  {
    words: /^(marine|cargo|credit|political risk) (insurance|insurer|underwriter)$/,
    filter: {
      one: 'insurance contact',
      label: 'insurance contacts',
      test: /\b(insurer|insurance|underwriter|underwriting|p i|marine cover|claims)\b/,
      work: /^ [^|]*\b(insurance|insurer|assurance|assurances|seguros|versicherung|underwriting|p i club)\b/,
    },
  },
];

// Sides in the trade's other languages too ('quién vende asfalto?', 'quem compra gusa?', 'wer verkauft').
const SELL_WORDS =
  /^(supplier|seller|sell|sells|selling|sold|supply|supplying|sel|sels|seling|selin|sellin|seler|selers|sellrs|sellr|suplier|supliers|supplir|supplirs|supplyer|supplyers|producer|produce|producing|exporter|export|exporting|miner|mining|vendor|manufacturer|grower|origin|origination|offer|offering|stockist|vende|vendem|venden|vend|vendent|vendre|vender|vendedor\w*|vendeur\w*|verkauft|verkaufen|verkaufer\w*|anbieter|lieferant\w*|fornece|fornecedor\w*|proveedor\w*|fournisseur\w*|exportador\w*|exportateur\w*|exporteur\w*|productor\w*|produtor\w*|producteur\w*|satici|satıcı|saticisi|saticim|saticilar|saticilari|продавец|продавцы|продавцов|продавца|продает|продают|поставщик|поставщики|поставщиков|экспортер|экспортеры|يبيع|يبيعون|بائع|بائعين|مورد|موردين|파는|판매|판매자|공급|공급자|수출)$/;
const BUY_WORDS =
  /^(buyer|buy|buys|buying|bought|buyin|byuing|buyng|buyes|byer|byers|buyr|buyrs|biyer|biyers|purchaser|purchase|purchasing|importer|import|importing|offtaker|offtake|consumer|procurement|enduser|user|roaster|want|wanting|need|needing|requirement|demand|tender|compra|compram|compran|comprar|comprador\w*|achete|achetent|acheter|acheteur\w*|kauft|kaufen|kaufer\w*|einkaufer\w*|abnehmer|importador\w*|importateur\w*|importeur\w*|alici|alıcı|alicisi|alicim|alicilar|alicilari|alicimiz|покупатель|покупатели|покупателей|покупателя|покупает|покупают|импортер|импортеры|يشتري|يشترون|مشتري|مشترين|مستورد|사는|구매|구매자|수입|mua)$/;

const INTENTS: [AssistantIntent, RegExp][] = [
  [
    'unknown',
    /^(write|draft|compose|create|generate|translate|rewrite|proofread)\b|^((can|could|would|will) you|please|pls|plz) (please |pls )?(write|draft|compose|create|generate|translate|rewrite|prepare|make|do|calculate|book)\b|\b(lme|comex|shfe|cme|cbot|ice|nymex|dce|mcx|platts|argus|sgx|matif|bursa)( [a-z0-9]+){0,3} (close|closed|closing|settle|settled|settlement|fix|fixing|price|prices|stock|stocks|inventory|warehouse|spread|curve|today)\b|^(what|where|how)\b.*\b(trading|priced|quoted|trade) at\b|\b(lme|comex|shfe|cme|ice) (stock|inventory|warehouse|price|spread|curve)|\bstocks? (doing|level)|\bfreight (rate|from|on)|\b(panamax|supramax|handysize|capesize|vlcc|aframax|suezmax|demurrage|laytime|bunker price)\b|\b(price(?! reporters?| reporting| assessors?)|pricing|quote|quotation|weather|forecast|flight|fly|hotel|poem|joke|song|news|headline|stock market|share price|exchange rate|fx rate|translate|recipe|capital of|who won|football|movie|(write|draft|compose|send) (me )?(a |an )?(email|e mail|letter|poem|story|essay|message|memo)|book (me|a)|spread|futures curve|market outlook|tomorrow s market|freight rate|charter rate|convert|currency|usd to|eur to|interest rate)\b/,
  ],
  [
    'help',
    /^(help|help me|example|examples)$|\b(what can you do|what can i ask( you)?|what do you do|how do you work|how does this work|what are you|who are you|what can you help( me)? with|what kind of question)\b/,
  ],
  [
    'greeting',
    /^(hi|hello|hey|hiya|yo|good (morning|afternoon|evening|day)|thank|thanks|thank you|cheers|ok|okay|great|cool|bye|goodbye)( there| you| so much| a lot| assistant)*$/,
  ],
  ['priorities', /\b(priority|priorities|business goal|my( [a-z]+){0,2} (goal|goals|target|targets|objective|objectives|plan|plans))\b/],
  [
    'reconnect',
    /\b(kumustahin|kamustahin|balikan|matagal na|lama tidak|sudah lama|hubungi lagi|reconnect|re connect|going cold|gone cold|went cold|(let|letting|grown|got|gotten|go)( [a-z]+){0,2} cold|reviv(e|ing|al)|rekindle|back in touch|(call|ring|phone|email|contact|speak to|talk to) [a-z]+ again|(call|ring|phone|email|contact) again|cold relationship|cold contact|cold lead|worth (a )?(call|calling|ringing|ring|reconnecting|chasing|catch up|catching up)( again)?|lost touch|out of touch|not spoken|haven t spoken|haven t talked|not talked|haven t contacted|not contacted|haven t heard|not heard from|havent|haven t|have not (talked|spoken|called|contacted|heard)|didn t (talk|speak|call)|in a while|in ages|for ages|for a while|long time no|gone quiet|went quiet|go quiet|gone silent|gone dark|radio silence|dropped off|lapsed|neglect|neglected|dormant|catch up with|check in with|touch base|follow ups?|followups?|call back|overdue|silent|(need to|should|must|have to|ought to) (call|ring|phone|contact|reach out to|follow up with|catch up with|get back to)|remind me|who to (call|ring|phone|contact)|who should i (call|ring|phone|contact|reach out to)( next| today| this week| first)?( (in|at|from) [a-z ]+)?$|reach out to again|let (\w+ ){0,2}slip|slipped away|slipping away|drifted (away|apart)|lost contact)\b/,
  ],
  // 'Cold cu conc contacts', 'cold rice buyers': the relationships gone cold (not cold-rolled steel, cold storage).
  [
    'reconnect',
    /^(any |my |the |which |list )?cold (?!rolled|rolling|roll|drawn|pressed|storage|store|chain|formed|reduced|pressing|weather|snap)[a-z ]{0,40}\b(contacts?|buyers?|sellers?|people|ppl|accounts?|relationships?|ones|folks|suppliers?)\b/,
  ],
  [
    'introduce',
    /\b((should|could|can|might) [a-z]+( [a-z]+)? (talk|speak|reach out) to|(should|could|can|might) [a-z]+( [a-z]+)? (do business|work|partner|deal|trade) with|any (match|matches) for|who (would|could|might) (like|want) to (meet|know)|introduce|introduction|introducing|intro|intros|connect|connecting|synergy|synergie|match|matches|matchmaking|pair|pairs|put (him|her|them|.*) in touch|should .* meet|link up)\b/,
  ],
  [
    'summary',
    /\b((book|network|contacts?) (in|by the) (numbers?|figures?)|(book|network) (looking|look like|shaping up|doing)|(numbers?|figures?) (on|for) my (book|network|contacts?)|picture of my (book|network|contact)|state of my (book|network)|my book look|how is my (book|network)|summary|summari[sz]e|summarize|overview|breakdown|break down|statistic|stats|snapshot|my network look|about my network|my network in short|describe my network|top (commodity|commodities|product|products|country|countries|region|regions|market|markets)|what do i have|analy[sz]e my network|analysis of my network|network analysis)\b/,
  ],
  [
    'count',
    /\b(how many|hw many|no of|nr of|no\. of|how mny|hw mny|howmany|how manny|number of|count|how much contact|total contact|cuantos|cuantas|quantos|quantas|combien|wie viele)\b/,
  ],
  [
    'details',
    /\b(tell me (more )?about|more (about|on|info|information|detail|details)|detail|details|who is|what do (you|i) know about|profile of|info on|information (on|about)|background on|what does .* (do|trade))\b/,
  ],
];

// The words around a product in a question: 'sells X', 'in X', 'X suppliers'.
const PRODUCT_BEFORE = /^(sell|buy|buys|trade|supply|deal|in|of|for|any|some|know|handle|move|source)$/;
const PRODUCT_AFTER = /^(supplier|seller|buyer|trader|exporter|importer|producer|miner|contact|people|guy|offer|cargo|deal|business)$/;

const ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
  sixth: 5,
  '6th': 5,
  seventh: 6,
  '7th': 6,
  eighth: 7,
  '8th': 7,
  ninth: 8,
  '9th': 8,
  tenth: 9,
  '10th': 9,
  last: -1,
};

const TIME_AFTER_ORDINAL =
  /^(time|times|year|years|month|months|week|weeks|quarter|day|days|visit|trip|edition|meeting|call|jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|q[1-4]|spring|summer|autumn|fall|winter)$/;

const FOLLOW_UP_START =
  /^(and|what about|how about|also|only|just|but|same|then|ok and|okay and|what of|now|in|at|from|among them|of them|of those|exclude|excluding|except|without|remove|drop|minus|leave out|not|none|any (in|at|from|based)|(which|who) (are|is|ones are|ones)( not)? (in|at|from|based|outside)|(y|e|et|und) |(y|e|et|und)$|(y )?(cuales|quienes|quais|quem|lesquels|welche) (son|estan|sao|estao|sont|sind) (de|en|del|da|do|no|na|em|a|au|en|in|aus)\b)/;

/**
 * The known word a misspelt one stands for: the only one a single edit away, or several that all
 * name the same product ('alumnium': aluminium or aluminum).
 */
function correction(index: AssistantIndex, word: string): string | null {
  const found = index.speller.candidates(word);
  if (found.length === 1) return found[0]!;
  if (found.length > 1) {
    const ids = new Set(found.map((w) => resolveCommodity(w)).map((r) => (r.known ? r.id : `?${r.id}`)));
    if (ids.size === 1 && ![...ids][0]!.startsWith('?')) return found[0]!;
    // 'Singapor': Singapore, Singapur and Singapour are one country.
    const countries = new Set(found.map((w) => countryCodeOfName(w)));
    if (countries.size === 1 && !countries.has(null)) return found[0]!;
  }
  return null;
}

const PLACE_WORDS = knownPlaceWords();
const TIME_WORDS =
  /^(jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|q[1-4]|spring|summer|autumn|fall|winter|christmas|easter|ramadan)$/;

/** 'west african' -> 'west africa', 'middle eastern' -> 'middle east', 'latin american' -> 'latin america'. */
function adjectiveToPlace(k: string): string {
  return k
    .replace(/(afric|americ)an$/, '$1a')
    .replace(/(asi|indi|scandinavi|iberi|australi|oceani)an$/, '$1a')
    .replace(/european$/, 'europe')
    .replace(/levantine$/, 'levant')
    .replace(/(east|west)ern$/, '$1');
}

const CONTRACTED = /^(doesn|isn|aren|wasn|weren|don|didn|hasn|haven|hadn|won|wouldn|shouldn|couldn|mustn|needn|ain)$/;

/** Adjectives of the trade's countries ('Chinese buyers', 'non-Indian'): the country they name. */
const DEMONYMS: Record<string, string> = {
  chinese: 'CN',
  indian: 'IN',
  japanese: 'JP',
  korean: 'KR',
  singaporean: 'SG',
  indonesian: 'ID',
  malaysian: 'MY',
  thai: 'TH',
  vietnamese: 'VN',
  filipino: 'PH',
  pakistani: 'PK',
  bangladeshi: 'BD',
  turkish: 'TR',
  emirati: 'AE',
  saudi: 'SA',
  qatari: 'QA',
  iranian: 'IR',
  iraqi: 'IQ',
  egyptian: 'EG',
  moroccan: 'MA',
  nigerian: 'NG',
  ghanaian: 'GH',
  kenyan: 'KE',
  ethiopian: 'ET',
  tanzanian: 'TZ',
  congolese: 'CD',
  zambian: 'ZM',
  'south african': 'ZA',
  ivorian: 'CI',
  senegalese: 'SN',
  british: 'GB',
  english: 'GB',
  french: 'FR',
  german: 'DE',
  dutch: 'NL',
  belgian: 'BE',
  swiss: 'CH',
  italian: 'IT',
  spanish: 'ES',
  portuguese: 'PT',
  greek: 'GR',
  polish: 'PL',
  ukrainian: 'UA',
  russian: 'RU',
  norwegian: 'NO',
  swedish: 'SE',
  danish: 'DK',
  finnish: 'FI',
  american: 'US',
  canadian: 'CA',
  mexican: 'MX',
  brazilian: 'BR',
  argentine: 'AR',
  argentinian: 'AR',
  chilean: 'CL',
  peruvian: 'PE',
  colombian: 'CO',
  australian: 'AU',
  kazakh: 'KZ',
};

/** A question asked in Portuguese ('quem compra gusa no Brasil?'). */
const PORTUGUESE =
  /\b(quem|compra|compram|vende|vendem|comprador\w*|vendedor\w*|fornecedor\w*|fornece|tem|temos|onde|qual|quais|quantos|quantas|meus|minhas)\b/;

/** Countries as the trade's other languages name them ('Chine', 'Brasilien', 'Turquía'), as normalised words. */
const EXONYMS: Record<string, string> = {
  // (The trade's shorthand: 'indo coal', 'which r in indo'.)
  indo: 'ID',
  bd: 'BD',
  bdesh: 'BD',
  chine: 'CN',
  inde: 'IN',
  indien: 'IN',
  allemagne: 'DE',
  alemania: 'DE',
  alemanha: 'DE',
  espagne: 'ES',
  espanha: 'ES',
  spanien: 'ES',
  turquie: 'TR',
  turquia: 'TR',
  turkei: 'TR',
  turkiye: 'TR',
  russie: 'RU',
  rusia: 'RU',
  russland: 'RU',
  japon: 'JP',
  japao: 'JP',
  coree: 'KR',
  corea: 'KR',
  bresil: 'BR',
  brasilien: 'BR',
  mexique: 'MX',
  mexiko: 'MX',
  egypte: 'EG',
  egipto: 'EG',
  egito: 'EG',
  agypten: 'EG',
  maroc: 'MA',
  marruecos: 'MA',
  marrocos: 'MA',
  indonesie: 'ID',
  indonesien: 'ID',
  malaisie: 'MY',
  thailande: 'TH',
  belgique: 'BE',
  belgien: 'BE',
  italie: 'IT',
  italien: 'IT',
  italia: 'IT',
  grece: 'GR',
  grecia: 'GR',
  griechenland: 'GR',
  pologne: 'PL',
  polen: 'PL',
  polonia: 'PL',
  perou: 'PE',
  colombie: 'CO',
  sudafrica: 'ZA',
  niederlande: 'NL',
  holanda: 'NL',
  hollande: 'NL',
  suisse: 'CH',
  schweiz: 'CH',
  suiza: 'CH',
  suica: 'CH',
  singapour: 'SG',
  singapur: 'SG',
  emirados: 'AE',
  emirats: 'AE',
  frankreich: 'FR',
  franca: 'FR',
  francia: 'FR',
  'estados unidos': 'US',
  'etats unis': 'US',
  'reino unido': 'GB',
  'royaume uni': 'GB',
  'afrique du sud': 'ZA',
  'africa do sul': 'ZA',
  'arabie saoudite': 'SA',
  'arabia saudita': 'SA',
  'pays bas': 'NL',
  'paises bajos': 'NL',
};

type SpanKind = 'place' | 'role' | 'company' | 'product' | 'side' | 'person';
interface Span {
  kind: SpanKind;
  start: number;
  end: number; // exclusive
  place?: Place;
  role?: RoleFilter;
  companies?: string[];
  products?: ResolvedCommodity[];
  side?: Side;
  people?: IndexedContact[];
}

/** A kind of company named by what it makes or processes ('cement plants', 'dal mills', 'crushing plants'). */
const KIND_AFTER_PRODUCT = /^(mill|mills|plant|plants|works|factory|factories|crusher|crushers)$/;

/** Words that start a negation, and how many words they take. */
const NEGATION_CUES: string[][] = [
  ['outside', 'of'],
  ['outside'],
  // The same in the other languages of the trade ('fuera de África', 'hors d'Europe', 'außerhalb Europas'), as
  // commodityWords leaves them ('hors' reads 'hor').
  ['en', 'dehor', 'de'],
  ['en', 'dehor', 'du'],
  ['en', 'dehor', 'd'],
  ['hor', 'de'],
  ['hor', 'du'],
  ['hor', 'd'],
  ['hor'],
  ['fuera', 'de'],
  ['fuera', 'del'],
  ['fora', 'de'],
  ['fora', 'do'],
  ['fora', 'da'],
  ['fuori', 'da'],
  ['fuori', 'dal'],
  ['fuori', 'dall'],
  ['ausserhalb', 'von'],
  ['ausserhalb'],
  ['excepto'],
  ['salvo'],
  ['sauf'],
  ['tranne'],
  ['ausser'],
  ['no', 'en'],
  ['pas', 'en'],
  ['nicht', 'in'],
  ['nao', 'em'],
  ['nao', 'no'],
  ['nao', 'na'],
  ['other', 'than'],
  ['apart', 'from'],
  ['except', 'for'],
  ['except'],
  ['excluding'],
  ['exclude'],
  ['but', 'not'],
  ['not'],
  ['non'],
  ['isn', 't'],
  ['aren', 't'],
  ['doesn', 't'],
  ['don', 't'],
  ['didn', 't'],
  // (Written without the apostrophe: 'who dont sell cardamom'.)
  ['doesnt'],
  ['dont'],
  ['didnt'],
  ['isnt'],
  ['arent'],
  ['never'],
  ['no'],
  ['without'],
];
/** Words between a negation and what it negates ('not based in', 'isn't a', 'doesn't trade'). */
const NEGATION_FILLER = new Set(
  // (With the articles of French, Spanish, Italian and Portuguese: 'en dehors de l'Afrique', 'fuera de la UE'.)
  'in at from of a an the any based located living working work works for with be being who is are s one ones trade trades trading deal deals dealing handle handles sell sells selling buy buys buying do does doing did carry carries stock stocks offer offers supply supplies touch touches also part among into them those their to by l la le les el lo los las os'.split(
    ' ',
  ),
);
const SELL_NOUN = /^(supplier|seller|producer|exporter|miner|vendor|manufacturer|grower|stockist)$/;
const BUY_NOUN = /^(buyer|purchaser|importer|offtaker|consumer|enduser|roaster)$/;

/** 'At the LME Week', 'from Argus Base Oils Conference', 'from IP Week': an event by its kind's word. */
const EVENT_FROM =
  /\b(?:at|from) (?:the )?([a-z0-9]+(?: [a-z0-9]+)*? (?:week|conference|conf|summit|dinner|expo|exhibition|fair|show|congress|forum|event|convention|symposium|seminar))\b/;

/** Words that ask who introduced whom, never a name. */
const INTRO_WORD =
  /^(introduce|introduced|introduction|introducing|intro|refer|referred|referral|recommend|recommended|connect|connected)$/;
// (And the fairs of other languages: 'Messe', 'beurs', 'targi', 'salon', 'feira', 'pameran', 'indaba'.)
const EVENT_KIND_WORD =
  /^(week|conference|conf|summit|expo|exhibition|congress|forum|convention|symposium|seminar|conclave|fair|trip|show|indaba|messe|beurs|targi|targach|targow|massa|messen|salon|foire|feira|pameran|hoi cho|kongres|konferencja|konferenz|tagung)$/;

const STOP_PHRASE = new Set(
  'who which that and or but in on since before after last this when where with whom s is are was were'.split(' '),
);
const EVENT_GENERIC = new Set(
  'conference event dinner week summit show fair expo exhibition meeting forum congress convention party'.split(' '),
);

/** Finds a regex in the words: the index of the word where the group starts, and the group's words. */
function groupAt(text: string, re: RegExp, group: number): { index: number; words: string[] } | null {
  const m = new RegExp(re.source, 'd').exec(text) as (RegExpExecArray & { indices?: [number, number][] }) | null;
  const at = m?.indices?.[group]?.[0];
  if (!m || at === undefined) return null;
  const index = at === 0 ? 0 : text.slice(0, at).trim().split(' ').length;
  return { index, words: m[group]!.trim().split(' ') };
}

/** Reads one question. `words` are corrected with the index's speller. */
export function parseQuestion(index: AssistantIndex, asked: string, now = new Date()): Query {
  // 'con quién hablé en los últimos 7 días': the phrases of other languages, in the English read below.
  const english = inEnglish(tokens(asked));
  const message = english.changed ? english.tokens.map((t) => t.raw).join(' ') : asked;
  const toks = english.tokens.map((t) => {
    // "doesn't" reads 'doesn t': never 'corrected' to 'does', which would lose the negation.
    // A word in capitals ('GAFTA', 'SIBCON') is an acronym written on purpose: never 'corrected' ('NAFTA').
    const acronym = t.raw.length >= 3 && /^[\p{Lu}\d]+$/u.test(t.raw);
    const fixed =
      acronym ||
      COMMON_WORDS.has(t.word) ||
      isEnglishWord(t.word) ||
      isEverydayWord(t.word) ||
      CONTRACTED.test(t.word) ||
      SELL_WORDS.test(t.word) ||
      BUY_WORDS.test(t.word)
        ? null
        : correction(index, t.word);
    return { word: fixed ?? t.word, raw: fixed ? fixed : t.raw, fixed: fixed !== null };
  });
  const ws = toks.map((t) => t.word);
  // Apostrophes split words: "haven't" reads 'haven t', "who's" 'who s'.
  const text = ws.join(' ');
  const used = new Array<boolean>(ws.length).fill(false);
  const spans: Span[] = [];
  const q: Query = {
    intent: 'find',
    products: [],
    productLabel: null,
    unknownProduct: null,
    side: null,
    role: null,
    places: [],
    companies: [],
    people: [],
    unknownPerson: null,
    unknownPlace: null,
    ordinal: null,
    followUp: false,
    text,
    allProducts: false,
    alsoProducts: [],
    alsoSide: null,
    exclude: noExclusions(),
    time: null,
    introducedBy: null,
    mentions: null,
    sideBreakdown: false,
    aboutLast: false,
    roleBreakdown: [],
    formerly: false,
    relationship: null,
    grades: [],
    excludeGrades: [],
    gradesOpen: false,
  };
  const take = (i: number, n: number) => {
    for (let j = i; j < i + n; j++) used[j] = true;
  };
  // Where a product was only guessed from a misspelling ('ipsum' for gypsum).
  const guessed: number[] = [];
  // Words of a source or an event: never read as a side ('who was at the Mining Indaba').
  const quoted = new Set<number>();

  // Who introduced the contacts: 'who did Maria introduce me to', 'introduced by', 'came via LinkedIn',
  // 'contacts from Ahmed' (only when the words name a source of introduction of the network).
  // The words after 'from' as a gathering the notes or logs speak of ('POC KL', 'WBM 2026'), when more contacts'
  // notes say them than sources of introduction start with them.
  const eventAfterFrom = (at: number): { words: string[]; label: string } | null => {
    let end = at;
    while (end < ws.length && end - at < 4 && !/^(this|last|next|in|on|who|that|which|and|or|pls|please)$/.test(ws[end]!)) end++;
    const words = ws.slice(at, end);
    if (!words.length || words.every((w) => COMMON_WORDS.has(w) || /^\d+$/.test(w))) return null;
    const phrase = words.join(' ');
    const said = mentionMatcher(phrase);
    let inNotes = 0;
    let inSources = 0;
    for (const e of index.contacts) {
      if (said(e.haystack)) inNotes++;
      if (e.sourceKey && ` ${e.sourceKey} `.includes(` ${phrase} `)) inSources++;
    }
    if (inNotes < 2 || inNotes <= inSources) return null;
    return {
      words,
      label: toks
        .slice(at, end)
        .map((t) => t.raw)
        .join(' '),
    };
  };
  const sourceAt = (at: number, strong: boolean): boolean => {
    const found: string[] = [];
    let j = at;
    // A contact of the book by name ('who did Marco Zhang introduce'), even when no source spells it out.
    let byName = false;
    for (const n of [3, 2]) {
      if (!strong || at + n > ws.length || byName) continue;
      const name = ws.slice(at, at + n);
      if (index.byName.has(name.join(' ')) && index.bySourceWord.has(name[0]!)) {
        found.push(...name);
        j = at + n;
        byName = true;
      }
    }
    while (!byName && j < ws.length && found.length < 3) {
      const w = ws[j]!;
      // ('K. Senthilkumar': an initial before the name the sources spell.)
      if (found.length === 0 && w.length === 1 && index.bySourceWord.has(ws[j + 1] ?? '')) {
        j++;
        continue;
      }
      // (Or a longer form a source writes: 'Shafiq' for 'Shafiqul'.)
      const longer =
        found.length === 0 &&
        w.length >= 5 &&
        !INTRO_WORD.test(w) &&
        !isEnglishWord(w) &&
        [...index.bySourceWord.keys()].some((k) => longerSourceWord(k, w));
      if (index.bySourceWord.has(w) || longer) found.push(w);
      else if (!strong || COMMON_WORDS.has(w) || STOP_PHRASE.has(w) || found.length > 0) break;
      else break;
      j++;
    }
    if (!found.length) return false;
    q.introducedBy = {
      words: found,
      label: toks
        .slice(at, j)
        .map((t) => titleCase(t.raw, t.raw))
        .join(' '),
    };
    // An introducer in the book is written as people write a colleague: 'Marco Z.', 'via Marco (Marmara
    // Raw Materials)', 'intro by Marco Zhang'.
    const introducers = index.byName.get(found.join(' '));
    if (introducers?.length && introducers.length <= 3 && found.length >= 2) {
      const forms = new Set<string>([found.join(' ')]);
      const not = new Set<string>();
      for (const e of introducers) {
        const name = key(e.contact.fullName).split(' ');
        const first = name[0]!;
        const last = name[name.length - 1]!;
        forms.add(`${first} ${last}`);
        forms.add(`${first} ${last[0]}`);
        // 'met via Bram', 'Zhou intro': a source naming the first name or the surname alone is the one asked about,
        // unless another contact of the book by that first name introduces people too ('Roman Volkov' when asked
        // about Roman Sokolov); a source naming that namesake ('Roman Volkov', 'Jürgen Y.') is never this one's.
        let shared = false;
        for (const o of index.contacts) {
          if (introducers.includes(o)) continue;
          const other = key(o.contact.fullName).split(' ');
          const oLast = other[other.length - 1]!;
          if (other[0] !== first || other.length < 2 || oLast === last) continue;
          not.add(`${first} ${oLast}`);
          if (oLast[0] !== last[0]) not.add(`${first} ${oLast[0]}`);
          if (index.contacts.some((c) => c.sourceKey && ` ${c.sourceKey} `.includes(` ${first} ${oLast} `))) shared = true;
        }
        // The same the other way round: 'Astrid Nurlanov' when asked about Piotr Nurlanov.
        let sharedLast = false;
        for (const o of index.contacts) {
          if (introducers.includes(o)) continue;
          const other = key(o.contact.fullName).split(' ');
          const oFirst = other[0]!;
          if (other.length < 2 || other[other.length - 1] !== last || oFirst === first) continue;
          not.add(`${oFirst} ${last}`);
          if (index.contacts.some((c) => c.sourceKey && ` ${c.sourceKey} `.includes(` ${oFirst} ${last} `))) sharedLast = true;
        }
        if (first.length >= 3 && !shared) forms.add(first);
        if (last.length >= 3 && !sharedLast) forms.add(last);
        // 'H. Dewji', 'Hussein bhai': the initial and the surname, the first name with a word of respect.
        if (last.length >= 3) forms.add(`${first[0]} ${last}`);
        for (const h of ['bhai', 'bey', 'sahab', 'ji']) forms.add(`${first} ${h}`);
        for (const w of distinctiveCompanyWords(e.companyKey)) forms.add(`${first} ${w}`);
      }
      q.introducedBy.forms = [...forms];
      if (not.size) q.introducedBy.not = [...not];
      q.introducedBy.label = introducers[0]!.contact.fullName;
    }
    take(at, j - at);
    for (let k = at; k < j; k++) quoted.add(k);
    return true;
  };
  {
    const strong: RegExp[] = [
      /\b(?:who|how many|how many people|how many contact|which contact|what contact) (?:did|has|have) ([a-z]+(?: [a-z]+){0,2}) (?:introduce|introduced|intro|intro d|introd|refer|referred|send|sent|connect|connected|pass|passed|put)\b/,
      // 'who did I get from LinkedIn', 'contacts I found through Ahmed'.
      /\b(?:get|got|gotten|find|found) (?:from|via|through|thru) ([a-z]+(?: [a-z]+)?)/,
      /\b(?:introduced|referred|recommended|sent|passed|brought|introduction|introductions|referral|referrals|intro|intros|came|come|coming|met) (?:to me |to us |in )?(?:by|via|through|thru|from) ([a-z]+(?: [a-z]+)?)/,
      /\b(?:via|through|thru) ([a-z]+(?: [a-z]+)?)/,
      /\b([a-z]+(?: [a-z]+)?) s (?:introduction|intro|referral|contact)\b/,
      // 'people Vo Van Huong put me in touch with'.
      /\b(?:people|contact|who|everyone|anyone) ([a-z]+(?: [a-z]+){0,2}) (?:put me in touch|put us in touch|connected me|sent my way)\b/,
      // The same in French, Spanish, Portuguese and German ('qui m'a été présenté par Xiomara?', 'quem o Vikram
      // Zhou me apresentou?', 'wen hat Somchai Fernández mir vorgestellt?'), as commodityWords leaves them.
      /\b(?:presente|presentee|introduit|introduite|recommande|recommandee|presentado|presentada|recomendado|recomendada|referido|referida|apresentado|apresentada|indicado|indicada|vorgestellt|empfohlen|vermittelt) (?:par|por|pelo|pela|von|durch) ([a-z]+(?: [a-z]+)?)/,
      // Dutch: 'wie heeft Joost Jacobs aan mij voorgesteld', 'wie is via Joost binnengekomen'.
      /\b(?:wie|wat) (?:heeft|hebben) ([a-z]+(?: [a-z]+){0,2}) (?:aan mij |aan ons |mij |ons )?(?:voorgesteld|geintroduceerd|doorverwezen|aangebracht)\b/,
      /\b(?:voorgesteld|geintroduceerd|doorverwezen|aangebracht) (?:door|via) ([a-z]+(?: [a-z]+)?)/,
      // Indonesian and Tagalog: 'siapa saja yg dikenalkan Benjamin Ong', 'sino yung mga pinakilala ni Mohit Saxena'.
      /\b(?:dikenalkan|diperkenalkan|dikenalin|dirujuk|pinakilala|ipinakilala|ni refer|nirefer) (?:oleh |ni |by |dari )?([a-z]+(?: [a-z]+)?)/,
      /\b(?:qui|quien|quienes|quem|wen) (?:(?:o|a|el|la|hat|m a|me a) )?([a-z]+(?: [a-z]+){0,2}) (?:m a|me|mir|uns|nous a) (?:presente|presentee|introduit|recommande|presento|recomendo|apresentou|indicou|vorgestellt|empfohlen|vermittelt)\b/,
    ];
    for (const re of strong) {
      const g = groupAt(text, re, 1);
      if (g && sourceAt(g.index, true)) break;
    }
    // 'contacts Maria referred', 'Maria's referrals': a source's words near a past-tense introduction.
    if (!q.introducedBy && /\b(introduced|referred|recommended|referral|intro|intros|introduction|introductions)\b/.test(text)) {
      // Not when an introduction is asked for someone: 'intro for Kanya's rice', 'introductions for Li Na'.
      if (
        !/\b(should|could|can|would|might|shall) (i|we) (introduce|refer|intro)\b|\b(intro|intros|introduction|introductions|referral|referrals|match|matches) (for|to)\b/.test(
          text,
        )
      ) {
        const cue = /^(introduced|referred|recommended|referral|referrals|intro|intros|introduction|introductions|introduce)$/;
        const at = ws.findIndex((w, i) => !used[i] && index.bySourceWord.has(w) && !COMMON_WORDS.has(w) && !cue.test(w));
        if (at >= 0) sourceAt(at, true);
      }
    }
    // 'Contacts from Argus Base Oils Conference', 'anyone from IP Week': an event, not who introduced them.
    if (!q.introducedBy && !EVENT_FROM.test(text)) {
      const g = groupAt(text, /\b(?:contact|people|anyone|who|everyone|list)(?: [a-z]+)? from ([a-z]+)/, 1);
      const w = g ? ws[g.index]! : '';
      // 'Anyone from Glencore' is a company, 'contacts from Dubai' a place; 'contacts from Ahmed' a source.
      const other = index.byCity.has(w) || countryCodeOfName(w) || parseRegion(w) || index.companyWord.has(w) || index.byCompany.has(w);
      // ('People from POC KL this year': a gathering more notes speak of than sources name is the gathering.)
      const event = g && !other ? eventAfterFrom(g.index) : null;
      if (event) {
        q.mentions = { phrase: event.words.join(' '), label: event.label };
        take(g!.index, event.words.length);
        for (let j = g!.index; j < g!.index + event.words.length; j++) quoted.add(j);
      } else if (g && !other) sourceAt(g.index, false);
    }
  }

  // A word of companies' names: 'contacts at any Pesquera', 'anyone at a Hydromet company', 'who works at a
  // company with Copper in its name', 'people from Tin Smelting cos': every company whose name has it.
  {
    const g =
      groupAt(text, /\bcompan(?:y|ies) (?:with|called|named) ([a-z0-9]+(?: [a-z0-9]+)?) in (?:its|the|their) names?\b/, 1) ??
      groupAt(text, /\b(?:at|from|in) (?:any|a|an|all) ([a-z0-9]+(?: [a-z0-9]+)?)(?: (?:company|companies|cos|firm|firms|outfit))?\b/, 1) ??
      groupAt(text, /\b(?:at|from) ([a-z0-9]+ [a-z0-9]+) (?:cos|companies|firms)\b/, 1);
    if (g && !q.companies.length) {
      const words = g.words.filter((w) => !/^(company|companies|cos|firm|firms|outfit)$/.test(w));
      const stem = (w: string) => w.replace(/(es|s)$/, '');
      const want = words.map(stem);
      const keys = [...index.byCompany.keys()].filter((k) => {
        const ks = k.split(' ').map(stem);
        return ks.some((_, i) => want.every((w, j) => ks[i + j] === w));
      });
      if (keys.length && !words.every((w) => COMMON_WORDS.has(w))) {
        q.companies.push(...keys);
        take(g.index, g.words.length);
        for (let k = g.index; k < g.index + g.words.length; k++) quoted.add(k);
      }
    }
  }

  // A company's whole name of two words or more, before anything the notes say: 'who works for Vistula Snacks',
  // 'who's at Vale do Litio' ask for the company, not for notes that mention snacks or lithium. (Not a name followed
  // by the kind of a gathering or a year: 'Dubai Sugar Conference', 'LME Week 2025'; not a person's name.)
  const companyNames = (before: boolean) => {
    for (let i = 0; i < ws.length; i++) {
      for (let n = Math.min(index.maxCompanyWords, ws.length - i); n >= 2; n--) {
        if (ws.slice(i, i + n).some((_, k) => used[i + k])) continue;
        const k = ws.slice(i, i + n).join(' ');
        if (!index.byCompany.has(k) && !index.companyPrefix.has(k)) continue;
        // ('sugar contacts in sri lanka': the country, not the start of 'Sri Lanka Insurance' nor 'Lanka Sugar Trading'.)
        const across = i > 0 ? `${ws[i - 1]} ${ws[i]}` : '';
        if (!index.byCompany.has(k) && across && (countryCodeOfName(across) || index.byCity.has(across))) continue;
        if (
          !index.byCompany.has(k) &&
          (countryCodeOfName(k) || index.byCity.has(k) || parseRegion(k)) &&
          !/^(at|with|for)$/.test(ws[i - 1] ?? '')
        )
          continue;
        const next = ws[i + n] ?? '';
        if (before && (EVENT_KIND_WORD.test(next) || /^(19|20)\d\d$/.test(next) || index.byName.has(k))) break;
        // (A name asked with its legal form is that company under any form: 'caspian energy trading dmcc'.)
        const core = companyCore(k);
        const keys = [
          ...new Set([
            ...(index.byCompany.has(k) ? [k] : []),
            ...(index.companyPrefix.get(k) ?? []),
            ...(index.companyPrefix.get(core) ?? []),
          ]),
        ];
        spans.push({ kind: 'company', start: i, end: i + n, companies: keys });
        take(i, n);
        break;
      }
    }
  };
  companyNames(true);

  // Events and mentions in the notes and the logged interactions: 'who did I meet at LME Week', 'who was at Coaltrans'.
  {
    const g =
      groupAt(
        text,
        /\b(?:meet|met|see|saw|seen|was|were|been|attend|attended|attending|during|visited) (?:(?:anyone|anybody|someone|people|them|him|her) )?(?:at|during|in) (?!touch\b|contact\b)(?:the |any |a |an )?([a-z0-9 ]+)/,
        1,
      ) ??
      groupAt(text, /\b(?:attend|attended|attending|went to|go to|going to|visited) (?:the )?([a-z0-9 ]+)/, 1) ??
      // 'APPEC Singapore - who did I meet?': the event first, the question after it.
      groupAt(text, /^(?:at )?(?:the )?([a-z0-9]+(?: [a-z0-9]+){0,3}) (?:who|whom) (?:did (?:i|we) meet|(?:i|we) met)\b/, 1) ??
      groupAt(
        text,
        /\b(?:mention|mentions|mentioned|mentioning|note say|notes say|note mention|talked about|talk about|spoke about|spoken about) (?:the )?([a-z0-9 ]+)/,
        1,
      ) ??
      groupAt(text, EVENT_FROM, 1);
    if (g && !used[g.index]) {
      const phrase: string[] = [];
      for (let j = g.index; j < ws.length && phrase.length < 5 && !STOP_PHRASE.has(ws[j]!); j++) phrase.push(ws[j]!);
      while (phrase.length && COMMON_WORDS.has(phrase[phrase.length - 1]!) && !EVENT_GENERIC.has(phrase[phrase.length - 1]!)) phrase.pop();
      const tries = [phrase, phrase.filter((w) => !EVENT_GENERIC.has(w))];
      // (This year's edition is also the one a note names without its year: 'POC 2026' finds 'met at POC KL'.)
      const thisYear = String(now.getUTCFullYear());
      for (const words of tries) {
        if (!words.length) continue;
        const k = ` ${words.join(' ')} `;
        if (index.companyPrefix.has(words.join(' ')) || index.byCompany.has(words.join(' '))) break;
        const said = mentionMatcher(words.map((w) => (w === thisYear ? `~${w}` : w)).join(' '));
        if (!index.contacts.some((e) => e.haystack.includes(k) || said(e.haystack, e.sourceKey))) continue;
        q.mentions = {
          phrase: words.join(' '),
          label: toks
            .slice(g.index, g.index + phrase.length)
            .map((t) => t.raw)
            .join(' '),
        };
        take(g.index, phrase.length);
        for (let k = g.index; k < g.index + phrase.length; k++) quoted.add(k);
        break;
      }
      // An event no note names ('who was at Coaltrans' with no one there) is still an event: no one, not everyone.
      const whole = phrase.join(' ');
      const named = (w: string) =>
        PLACE_WORDS.has(w) || index.byCity.has(w) || index.companyWord.has(w) || index.byName.has(w) || TIME_WORDS.test(w);
      const eventLike =
        phrase.some((w) => EVENT_GENERIC.has(w)) || toks.slice(g.index, g.index + phrase.length).some((t) => /^\p{Lu}/u.test(t.raw));
      if (
        !q.mentions &&
        phrase.length &&
        eventLike &&
        !phrase.some(named) &&
        !phrase.every((w) => COMMON_WORDS.has(w) || EVENT_GENERIC.has(w)) &&
        !index.companyPrefix.has(whole) &&
        !index.byCompany.has(whole) &&
        !resolveCommodity(whole).known
      ) {
        q.mentions = {
          phrase: whole,
          label: toks
            .slice(g.index, g.index + phrase.length)
            .map((t) => t.raw)
            .join(' '),
        };
        take(g.index, phrase.length);
        for (let k = g.index; k < g.index + phrase.length; k++) quoted.add(k);
      }
    }
  }

  // An event or a name the notes use, asked with no verb around it ('LME Week contacts', 'APPEC people?',
  // 'GAFTA conf people'): a word written with capitals that names no product, place, company or person and
  // that the notes or the logged interactions of someone use; the longest run of words they use.
  // (Not in a question it cannot answer: 'what is the LME copper price today?'.)
  if (!q.mentions && !INTENTS.some(([intent, re]) => intent === 'unknown' && re.test(text))) {
    const named = (w: string) =>
      PLACE_WORDS.has(w) ||
      w in TRADE_AREAS ||
      index.byCity.has(w) ||
      index.companyWord.has(w) ||
      index.byName.has(w) ||
      TIME_WORDS.test(w) ||
      resolveCommodity(w).known ||
      ROLES.some((r) => r.words.test(w)) ||
      SELL_WORDS.test(w) ||
      BUY_WORDS.test(w);
    for (let i = 0; i < ws.length && !q.mentions; i++) {
      const raw = toks[i]!.raw;
      const w = ws[i]!;
      // First in the question, a capital says little; a word no dictionary knows still names something ('Coaltrans India contacts').
      const capitals = /^\p{Lu}{2,}$/u.test(raw) || (/^\p{Lu}/u.test(raw) && (i > 0 || !isEnglishWord(w)));
      if (used[i] || w.length < 3 || !capitals || COMMON_WORDS.has(w) || isEnglishWord(w) || named(w)) continue;
      // A product named in two words ('ICUMSA 45', 'Pusa 1121') is the product, not something the notes say.
      if (ws[i + 1] && resolveCommodity(`${w} ${ws[i + 1]}`).known) continue;
      if (SELL_WORDS.test(ws[i - 1] ?? '') || BUY_WORDS.test(ws[i - 1] ?? '')) continue;
      let n = 0;
      for (let m = 1; m <= 4 && i + m <= ws.length; m++) {
        if (ws.slice(i, i + m).some((_x, j) => used[i + j])) break;
        // A place or a name after the first word belongs to it only when the notes say them together ('Coaltrans India').
        const placed = ws.slice(i + 1, i + m).some(named);
        const k = ` ${ws.slice(i, i + m).join(' ')} `;
        if (index.contacts.some((e) => e.haystack.includes(k))) n = m;
        else if (placed) break;
      }
      if (!n) continue;
      q.mentions = {
        phrase: ws.slice(i, i + n).join(' '),
        label: toks
          .slice(i, i + n)
          .map((t) => t.raw)
          .join(' '),
      };
      take(i, n);
      for (let k = i; k < i + n; k++) quoted.add(k);
    }
  }

  // An event asked in lower case or by an abbreviation with its year ('lme week 2025 contacts', 'ppl from GPC
  // 2026', 'dubai sugar conference contacts'): the words before the kind of gathering, or before the year after
  // 'at' / 'from', that someone's notes, interactions or source use; the longest such run.
  if (!q.mentions && !INTENTS.some(([intent, re]) => intent === 'unknown' && re.test(text))) {
    const kindEnd = ws.findIndex(
      (w, i) => i > 0 && EVENT_KIND_WORD.test(w) && !used[i] && !(ws[i + 1] && /^(ago|before|after)$/.test(ws[i + 1]!)),
    );
    const yearEnd = ws.findIndex(
      (w, i) => i >= 2 && /^(19|20)\d\d$/.test(w) && ws.slice(Math.max(0, i - 4), i - 1).some((x) => x === 'at' || x === 'from'),
    );
    const end = kindEnd >= 0 ? kindEnd + (/^(19|20)\d\d$/.test(ws[kindEnd + 1] ?? '') ? 2 : 1) : yearEnd >= 0 ? yearEnd + 1 : -1;
    const last = kindEnd >= 0 ? kindEnd : yearEnd;
    if (end > 0) {
      let from = last;
      while (
        from > 0 &&
        last - from < 3 &&
        !STOP_PHRASE.has(ws[from - 1]!) &&
        !/^(at|from|of|contact|people|ppl|who|anyone|everyone|list|all|my)$/.test(ws[from - 1]!) &&
        !used[from - 1]
      )
        from--;
      for (let start = from; start < last; start++) {
        const words = ws.slice(start, end);
        if (words.every((w) => COMMON_WORDS.has(w) || EVENT_KIND_WORD.test(w) || /^\d+$/.test(w))) continue;
        const k = ` ${words.join(' ')} `;
        const said = mentionMatcher(words.join(' '));
        if (!index.contacts.some((e) => e.haystack.includes(k) || said(e.haystack, e.sourceKey))) continue;
        q.mentions = {
          phrase: words.join(' '),
          label: toks
            .slice(start, end)
            .map((t) => t.raw)
            .join(' '),
        };
        take(start, end - start);
        for (let j = start; j < end; j++) quoted.add(j);
        break;
      }
    }
  }

  // People first (a surname may also be a city or a company word): two-word names, then one word when unique.
  for (let i = 0; i < ws.length; i++) {
    // (A whole name is matched longest first: 'Zanele van der Merwe' is one person, never every 'van der Merwe'.)
    for (const n of [6, 5, 4, 3, 2]) {
      if (i + n > ws.length) continue;
      // (A whole name may hold a common word, 'Can Yılmaz', 'Rachel Ng', though never only such words.)
      if (ws.slice(i, i + n).some((_, k) => used[i + k]) || ws.slice(i, i + n).every((w) => COMMON_WORDS.has(w))) continue;
      const k = ws.slice(i, i + n).join(' ');
      const hit = index.byName.get(k);
      if (hit && hit.length <= 3) {
        for (const e of hit) if (!q.people.includes(e)) q.people.push(e);
        spans.push({ kind: 'person', start: i, end: i + n, people: hit });
        take(i, n);
        break;
      }
    }
  }

  // A role of two words before any product or mention: 'shipping agents' is no agent of a 'shipping' commodity.
  for (let i = 0; i + 1 < ws.length; i++) {
    if (used[i] || used[i + 1]) continue;
    const phrase = PHRASE_ROLES.find((r) => r.words.test(`${ws[i]} ${ws[i + 1]}`));
    if (!phrase) continue;
    spans.push({ kind: 'role', start: i, end: i + 2, role: phrase.filter });
    take(i, 2);
    i++;
  }

  // A company's whole name of two words or more first: 'Okonkwo Petroleum' is a company, not crude oil;
  // so is the start of one, or its name without the legal form ('Kivu Copper Mines' for '... SARL').
  companyNames(false);
  for (let i = 0; i < ws.length && !q.productLabel; i++) {
    for (const n of [3, 2, 1]) {
      if (i + n > ws.length || ws.slice(i, i + n).some((_, k) => used[i + k])) continue;
      const category = CATEGORIES.get(ws.slice(i, i + n).join(' '));
      if (!category) continue;
      const longer = (ALIASES.get(ws[i]!) ?? []).some((a) => a.length > n && a.every((w, k) => ws[i + k] === w));
      if (longer) continue;
      // 'Semi-soft' is a coking coal, not the softs: a product name that ends in the category's word.
      const before =
        i > 0 && !used[i - 1]
          ? (ALIASES.get(ws[i - 1]!) ?? []).some((a) => a.length >= n + 1 && a.every((w, k) => ws[i - 1 + k] === w))
          : false;
      if (before) continue;
      q.productLabel = category.label;
      spans.push({ kind: 'product', start: i, end: i + n, products: category.products });
      take(i, n);
      break;
    }
  }

  // Products: the longest known name starting at each word.
  for (let i = 0; i < ws.length; i++) {
    if (used[i]) continue;
    let step = 0;
    for (const alias of ALIASES.get(ws[i]!) ?? []) {
      const n = alias.length;
      if (i + n > ws.length || alias.some((w, k) => ws[i + k] !== w || used[i + k])) continue;
      if (n === 1) {
        const w = alias[0]!;
        const raw = toks[i]!.raw;
        if (w === 'lead' && /^leads$/i.test(raw)) continue; // 'any leads for...': prospects, not the metal
        if (w === 'log' && /^log$/i.test(raw)) continue; // 'kitne log' (Hindi: people), 'call log': not timber
        if (w.length <= SYMBOL_MAX && raw !== raw.toUpperCase()) continue;
        if (COMMON_WORDS.has(w) && raw !== raw.toUpperCase()) continue;
      }
      const product = resolveCommodity(alias.join(' '));
      if (product.known) spans.push({ kind: 'product', start: i, end: i + n, products: [product] });
      step = n;
      break;
    }
    if (step) take(i, step);
  }
  // Commodities only this network knows (custom entries such as 'vanilla pods').
  for (let i = 0; i < ws.length; i++) {
    if (used[i]) continue;
    const ids = index.customWords.get(ws[i]!);
    if (!ids) continue;
    // A place is a place ('how many contacts in Peru?'), even when one contact's own product is 'Peru HB org'.
    // (So is a people's name: 'only the japanese ones' is no 'Japanese H2' scrap.)
    if (PLACE_WORDS.has(ws[i]!) || index.byCity.has(ws[i]!) || DEMONYMS[ws[i]!] || EXONYMS[ws[i]!]) continue;
    const found: ResolvedCommodity[] = [];
    for (const id of ids) {
      const product = index.byProduct.get(id)?.[0]?.profile.products.find((t) => t.product.id === id)?.product;
      if (product) found.push(product);
    }
    if (found.length) spans.push({ kind: 'product', start: i, end: i + 1, products: found });
    used[i] = true;
  }

  // Words the lists above do not know but the trade vocabulary does: other languages and misspellings
  // ('minério de ferro', 'cofee', 'zinck'), never a place, a name, a company or everyday English.
  for (let i = 0; i < ws.length; i++) {
    for (const n of [3, 2, 1]) {
      if (i + n > ws.length) continue;
      const part = ws.slice(i, i + n);
      if (part.some((w, k) => used[i + k] || /\d/.test(w))) continue;
      const edge = [part[0]!, part[n - 1]!];
      if (
        edge.some(
          (w) =>
            w.length < 4 ||
            COMMON_WORDS.has(w) ||
            isEnglishWord(w) ||
            PLACE_WORDS.has(w) ||
            index.byName.has(w) ||
            index.companyWord.has(w) ||
            index.byCity.has(w),
        )
      )
        continue;
      const product = resolveCommodity(
        toks
          .slice(i, i + n)
          .map((t) => t.raw)
          .join(' '),
      );
      if (!product.known) continue;
      spans.push({ kind: 'product', start: i, end: i + n, products: [product] });
      if (!part.some((w) => ALIAS_WORDS.has(w))) guessed.push(i);
      take(i, n);
      break;
    }
  }

  // Places: cities of the network, regions, countries (longest first), and countries' adjectives.
  const maxN = Math.max(3, index.maxCityWords);
  for (let i = 0; i < ws.length; i++) {
    if (used[i]) continue;
    for (let n = Math.min(maxN, ws.length - i); n >= 1; n--) {
      if (ws.slice(i, i + n).some((_, k) => used[i + k])) continue;
      const k = ws.slice(i, i + n).join(' ');
      // 'West African', 'Latin American', 'Middle Eastern': the place the adjective names.
      const noun = n > 1 ? adjectiveToPlace(k) : k;
      // A code in capitals ('US', 'HK', 'KSA') is a country even where the word is also English.
      const raw = toks[i]!.raw;
      const capsCode = n === 1 && raw.length <= 3 && raw === raw.toUpperCase() && /^\p{L}+$/u.test(raw);
      const common = n === 1 && COMMON_WORDS.has(k) && !capsCode;
      let place: Place | null = null;
      // (Portuguese 'eu' is 'I': 'quem eu conheço na Cerrado Grãos'; the EU is written 'EU' there.)
      const pronoun = k === 'eu' && raw === 'eu' && PORTUGUESE.test(text);
      const region = pronoun ? null : (REGION_ALIASES[k] ?? parseRegion(k) ?? parseRegion(noun));
      const hub = hubCity(k, raw, index);
      // 'Congo' in the trade is either Congo, most often the DRC's copper and cobalt.
      const area = n === 1 && k.length <= 4 && raw !== raw.toUpperCase() ? undefined : TRADE_AREAS[k];
      const part = common ? null : k === 'congo' ? ['CD', 'CG'] : (subregionCountries(k) ?? (noun !== k ? subregionCountries(noun) : null));
      if (area) place = { kind: 'countries', value: area.codes, label: area.label };
      else if (part)
        place = { kind: 'countries', value: part.join(','), label: titleCase((subregionEnglishName(k) ?? noun).replace(/^the /, ''), k) };
      else if (region) place = { kind: 'region', value: region, label: region };
      // (A country's name or two-letter code is the country even where a contact's city field holds it: 'Türkiye,
      // Turkey', 'VN' are no cities.)
      else if (index.byCity.has(k) && !common && !isCountryName(k) && !EXONYMS[k] && !(k.length === 2 && countryName(k.toUpperCase())))
        place = { kind: 'city', value: k, label: index.cityNames.get(k)! };
      // ('Quanti contatti ho a Marsiglia?', 'who in GVA': a hub by its name in another language or its code; a
      // short code only in capitals, as 'ham' and 'mad' are words.)
      else if (hub) place = { kind: 'city', value: hub, label: index.cityNames.get(hub)! };
      else if (!common) {
        const code =
          countryCodeOfName(k) ??
          DEMONYMS[k] ??
          EXONYMS[k] ??
          ((capsCode || index.byCity.has(k)) && raw.length === 2 && countryName(raw) ? raw.toUpperCase() : null);
        if (code)
          place = {
            kind: 'country',
            value: code,
            // ('philippines' reads 'philippine': the country's own name, not the read words.)
            label:
              DEMONYMS[k] || EXONYMS[k] || key(countryName(code) ?? '') === k
                ? (countryName(code) ?? titleCase(k, code))
                : titleCase(k, code),
          };
      }
      if (!place) continue;
      spans.push({ kind: 'place', start: i, end: i + n, place });
      take(i, n);
      break;
    }
  }

  // Companies: a whole company name, or its distinctive word.
  for (let i = 0; i < ws.length; i++) {
    if (used[i]) continue;
    for (let n = Math.min(index.maxCompanyWords, ws.length - i); n >= 1; n--) {
      if (ws.slice(i, i + n).some((_, k) => used[i + k])) continue;
      const k = ws.slice(i, i + n).join(' ');
      let keys: string[] | null = index.byCompany.has(k) && !(n === 1 && COMMON_WORDS.has(k)) ? [k] : null;
      // (Never a word of a role: 'my brokers' are brokers, not 'Global Brokers Limited'.)
      // ('Spinning mills in Bangladesh': a kind of plant, not 'SR Spinning Enterprise'.)
      if (
        n === 1 &&
        /^(mill|mills|plant|plants|factory|factories|works|unit|units|refinery|refineries|smelter|smelters)$/.test(ws[i + 1] ?? '')
      )
        continue;
      if (n === 1 && !COMMON_WORDS.has(k) && k.length >= 3 && !ROLES.some((r) => r.words.test(k))) {
        // 'Trafigura' is also 'Trafigura Pte Ltd'.
        const set = index.companyWord.get(k);
        // (A brand no dictionary knows, 'COFCO' of sixteen COFCO companies, names them all; an everyday word only a few.)
        // (Not beside a person named: 'Saeed Al-Ghamdi at Dhow' is that person, not every Dhow company.)
        if (set && (set.size <= 5 || (!isEnglishWord(k) && q.people.length === 0))) keys = [...new Set([...(keys ?? []), ...set])];
      }
      if (!keys) continue;
      spans.push({ kind: 'company', start: i, end: i + n, companies: keys });
      take(i, n);
      break;
    }
  }

  // A surname or first name alone, when it names at most three contacts and is no other kind of word.
  for (let i = 0; i < ws.length; i++) {
    if (used[i] || COMMON_WORDS.has(ws[i]!) || ws[i]!.length < 3) continue;
    const hit = index.byName.get(ws[i]!);
    if (!hit || hit.length > 3 || ROLES.some((r) => r.words.test(ws[i]!)) || SELL_WORDS.test(ws[i]!) || BUY_WORDS.test(ws[i]!)) continue;
    for (const e of hit) if (!q.people.includes(e)) q.people.push(e);
    spans.push({ kind: 'person', start: i, end: i + 1, people: hit });
    used[i] = true;
  }

  // 'contacts marked Exporter', "who's tagged as Miller": the role field as the user typed it.
  for (let i = 0; i + 1 < ws.length; i++) {
    if (!/^(marked|tagged|labelled|labeled)$/.test(ws[i]!)) continue;
    const j = ws[i + 1] === 'as' ? i + 2 : i + 1;
    const w = ws[j];
    if (!w || used[j] || !/^[a-z]{3,}$/.test(w)) continue;
    spans.push({ kind: 'role', start: i, end: j + 1, role: { one: w, label: `contacts marked ${w}`, test: new RegExp(`\\b${w}\\b`) } });
    for (let k = i; k <= j; k++) used[k] = true;
  }

  // Roles, and side nouns (for what a negation may take: 'who isn't a buyer').
  for (let i = 0; i < ws.length; i++) {
    if (used[i]) continue;
    // Two-word roles first: 'shipping agents', 'barge operators'.
    const phrase = i + 1 < ws.length && !used[i + 1] ? PHRASE_ROLES.find((r) => r.words.test(`${ws[i]} ${ws[i + 1]}`)) : undefined;
    if (phrase) {
      spans.push({ kind: 'role', start: i, end: i + 2, role: phrase.filter });
      used[i + 1] = true;
      i++;
      continue;
    }
    const role = ROLES.find((r) => r.words.test(ws[i]!));
    if (role) spans.push({ kind: 'role', start: i, end: i + 1, role: role.filter });
    else if (SELL_NOUN.test(ws[i]!)) spans.push({ kind: 'side', start: i, end: i + 1, side: 'sells' });
    else if (BUY_NOUN.test(ws[i]!)) spans.push({ kind: 'side', start: i, end: i + 1, side: 'buys' });
  }
  spans.sort((a, b) => a.start - b.start);

  // Negation: what follows 'outside', 'not in', 'except', 'non', "isn't a" is left out, and so is each
  // further thing joined by 'or', 'and' or 'nor' ('not in China or India').
  const negated = new Set<Span>();
  const negFill = new Set<number>();
  for (let i = 0; i < ws.length; i++) {
    const cue = NEGATION_CUES.find((c) => c.every((w, k) => ws[i + k] === w));
    if (!cue) continue;
    let j = i + cue.length;
    let took = false;
    for (;;) {
      while (j < ws.length && NEGATION_FILLER.has(ws[j]!) && !spans.some((s) => s.start === j)) {
        // "who doesn't sell urea": the verb is negated with its object, not a side asked for.
        negFill.add(j);
        j++;
      }
      const span = spans.find((s) => s.start === j);
      if (!span) break;
      // 'no. of lentil buyers': the number of, not a negation.
      if ((cue[0] === 'no' || cue[0] === 'not') && cue.length === 1 && ws[i + 1] === 'of') break;
      // 'no Brasil', 'na China': Portuguese for 'in', not a negation of the place.
      if (cue[0] === 'no' && j === i + 1 && span.kind === 'place' && PORTUGUESE.test(text)) break;
      // 'non' and 'no' take one thing; 'never' only what it says of roles and sides.
      negated.add(span);
      took = true;
      j = span.end;
      if (cue[0] === 'non' || cue[0] === 'no') break;
      if (j < ws.length && /^(or|nor|and)$/.test(ws[j]!)) {
        const next = j + 1;
        let k = next;
        while (k < ws.length && NEGATION_FILLER.has(ws[k]!) && !spans.some((s) => s.start === k)) k++;
        const after = spans.find((s) => s.start === k);
        if (after && after.kind === span.kind) {
          j = k;
          continue;
        }
      }
      break;
    }
    if (took) i = j - 1;
  }

  // What the question asks for, and what it leaves out.
  const alsoAt = (() => {
    const m = /\b(also|as well as|in addition|additionally|plus|too|both)\b/.exec(text);
    return m ? text.slice(0, m.index).trim().split(' ').filter(Boolean).length : -1;
  })();
  const bothAt = ws.indexOf('both');
  const productSpans: Span[] = [];
  for (const s of spans) {
    const out = negated.has(s);
    if (s.kind === 'place') {
      const list = out ? q.exclude.places : q.places;
      if (!list.some((p) => p.kind === s.place!.kind && p.value === s.place!.value)) list.push(s.place!);
    } else if (s.kind === 'company') {
      const list = out ? q.exclude.companies : q.companies;
      for (const c of s.companies!) if (!list.includes(c)) list.push(c);
    } else if (s.kind === 'role') {
      if (out) q.exclude.roles.push(s.role!);
      else {
        // 'Foundries or mills': either kind.
        const prev = spans.find((x) => x.kind === 'role' && x.end < s.start && x.role === q.role && !negated.has(x));
        const joined = prev && /^(or|and|,)?$/.test(ws.slice(prev.end, s.start).join(' ')) && prev.role!.work && s.role!.work;
        if (q.role && joined && q.role.label !== s.role!.label)
          q.role = {
            one: `${q.role.one} or ${s.role!.one}`,
            label: `${q.role.label} and ${s.role!.label}`,
            test: new RegExp(`${q.role.test.source}|${s.role!.test.source}`),
            work: new RegExp(`${q.role.work!.source}|${s.role!.work!.source}`),
          };
        if (!q.role) q.role = s.role!;
        if (!q.roleBreakdown.some((r) => r.label === s.role!.label)) q.roleBreakdown.push(s.role!);
      }
    } else if (s.kind === 'side') {
      if (out) q.exclude.side = s.side!;
    } else if (s.kind === 'person') {
      // 'Copper sellers other than Li Na': the people are left out, not asked about.
      if (out) {
        for (const e of s.people!)
          if (!q.exclude.ids.includes(e.contact.id)) {
            q.exclude.ids.push(e.contact.id);
            q.exclude.names.push(e.contact.fullName);
          }
        q.people = q.people.filter((e) => !s.people!.includes(e));
      }
    } else if (s.kind === 'product') {
      if (out) {
        for (const p of s.products!) if (!q.exclude.products.some((x) => x.id === p.id)) q.exclude.products.push(p);
      } else productSpans.push(s);
    }
  }
  // 'Decaf green coffee', 'SHG zinc', 'arabica coffee': a grade said beside its family's plain name is that one
  // grade, never the grade or the whole family.
  for (let k = productSpans.length - 1; k >= 0; k--) {
    const s = productSpans[k]!;
    if (s.products!.length !== 1 || !s.products![0]!.generic) continue;
    const family = s.products![0]!.family;
    const beside = productSpans.some(
      (o) =>
        o !== s &&
        (o.end === s.start || o.start === s.end) &&
        o.products!.length === 1 &&
        !o.products![0]!.generic &&
        o.products![0]!.family === family,
    );
    if (beside) productSpans.splice(k, 1);
  }
  // 'Who buys crude and sells bitumen': a side said before each product; from the first product said with the
  // other side on, the products are what the contact also trades on that side.
  const verbSide = (w: string): Side | null =>
    /^(sell|sells|selling|supply|supplies|supplying|offer|offers|export|exports|exporting|produce|produces)$/.test(w)
      ? 'sells'
      : /^(buy|buys|buying|import|imports|importing|purchase|purchases|need|needs|take|takes|consume|consumes)$/.test(w)
        ? 'buys'
        : null;
  // 'Flour mills buying wheat', 'oil mills that buy soybeans': the product before 'mills' names the kind of
  // company; the product after the verb is what is asked, on the verb's side.
  let millSide: Side | null = null;
  {
    const k = productSpans.findIndex((s) => /^mills?$/.test(ws[s.end] ?? ''));
    if (k >= 0 && productSpans.length > k + 1) {
      const v =
        ws
          .slice(productSpans[k]!.end + 1, productSpans[k + 1]!.start)
          .map(verbSide)
          .find((x) => x !== null) ?? null;
      if (v) {
        millSide = v;
        productSpans.splice(k, 1);
      }
    }
  }
  // 'Cement plants', 'dal mills', 'pellet plants': the product before the kind of company names the kind
  // (a role or company name that says it), when some contact is one; 'gold refineries', 'zinc smelters': the
  // refineries or smelters of that product (the role, the product kept).
  let kindAt = -1;
  if (!millSide) {
    const k = productSpans.findIndex((s) => KIND_AFTER_PRODUCT.test(ws[s.end] ?? ''));
    const span = productSpans[k];
    if (span) {
      const kind = ws[span.end]!;
      const words = ws.slice(span.start, span.end).join(' ');
      const w = words.replace(/[^a-z0-9 ]/g, '');
      const mill = /^mills?$/.test(kind);
      const stem = mill ? 'mill' : kind.replace(/ies$/, 'y').replace(/s$/, '');
      const role: RoleFilter = {
        one: `${words} ${stem}`,
        label: `${words} ${stem === 'factory' ? 'factories' : `${stem}s`}`,
        test: new RegExp(`\\b${w}s? (mill|mills|plant|plants|works|factory|factories|crusher|crushing|processor|processing|unit)\\b`),
        work: new RegExp(mill ? `^ [^|]*\\b${w}s?\\b[^|]*\\bmills?\\b` : `^ [^|]*\\b${w}s?\\b`),
      };
      if (w && index.contacts.some((e) => role.test.test(e.roleText) || role.work!.test(e.workText))) {
        q.role = role;
        q.roleBreakdown = [];
        kindAt = span.end;
        productSpans.splice(k, 1);
      }
    }
  }
  let perProduct: { at: number; side: Side; alsoSide: Side } | null = null;
  if (productSpans.length >= 2 && negated.size === 0) {
    const said = productSpans.map((s, k) => {
      let side: Side | null = null;
      for (const w of ws.slice(k === 0 ? 0 : productSpans[k - 1]!.end, s.start)) side = verbSide(w) ?? side;
      // 'Rebar sellers in the Middle East who buy HMS': the first product's side may be a noun after it.
      if (k === 0 && side === null) side = SELL_NOUN.test(ws[s.end] ?? '') ? 'sells' : BUY_NOUN.test(ws[s.end] ?? '') ? 'buys' : null;
      return side;
    });
    const k = said.findIndex((x, i) => i > 0 && x !== null && said[0] !== null && x !== said[0]);
    if (k > 0) perProduct = { at: productSpans[k]!.start, side: said[0]!, alsoSide: said[k]! };
  }
  const alsoSpans: Span[] = [];
  for (const s of productSpans) {
    const also = perProduct ? s.start >= perProduct.at : alsoAt >= 0 && bothAt !== alsoAt && s.start > alsoAt && productSpans[0] !== s;
    const list = also ? q.alsoProducts : q.products;
    if (also) alsoSpans.push(s);
    for (const p of s.products!) if (!list.some((x) => x.id === p.id) && !q.products.some((x) => x.id === p.id)) list.push(p);
  }
  // 'Sell soy and buy fertilizer': a category asked on the other side is any of its products, and it names
  // what they also trade, not what is asked first.
  if (alsoSpans.length === 1 && alsoSpans[0]!.products!.length > 1) {
    q.alsoAny = true;
    const labelled = productSpans.filter((s) => s.products!.length > 1);
    if (labelled.length === 1 && labelled[0] === alsoSpans[0]) {
      q.alsoLabel = q.productLabel;
      q.productLabel = null;
    }
  }
  // 'Who used to buy urea', "who doesn't buy DAP anymore": the products they stopped trading are what is asked.
  if (/\b(used to|stopped|no longer|anymore|any more|formerly|former|previously|quit|gave up)\b/.test(text)) {
    q.formerly = true;
    for (const p of q.exclude.products) if (!q.products.some((x) => x.id === p.id)) q.products.push(p);
    q.exclude.products = [];
    if (q.products.length === 0) q.formerly = false;
  }
  if (q.productLabel && q.products.length === 0) q.productLabel = null;
  // 'HRC and CRC', 'both copper and zinc': every product; 'urea or DAP': any of them.
  // 'HRC, CRC and HDG' too: commas between the first ones, 'and' before the last.
  const listed = productSpans.filter((p) => !q.alsoProducts.some((x) => p.products!.includes(x)));
  if (listed.length >= 2 && !q.productLabel) {
    // (A grade's number after a product is no word between them: 'HSFO 380 and VLSFO'.)
    const gaps = listed.slice(1).map((b, k) =>
      ws
        .slice(listed[k]!.end, b.start)
        .filter((w) => !/^\d+$/.test(w))
        .join(' '),
    );
    const last = gaps[gaps.length - 1]!;
    const commas = gaps.slice(0, -1).every((g) => g === '');
    const and = /^(and|as well as|plus)$/.test(last) && commas;
    // ('HSFO 380 and VLSFO both', 'propane and butane both': 'both' after the last one says the same.)
    const lastEnd = listed[listed.length - 1]!.end;
    const bothAfter = bothAt >= lastEnd && bothAt - lastEnd <= 1 && (and || /^(and|&|\+)?$/.test(last));
    if (and || bothAfter || (bothAt >= 0 && bothAt < listed[0]!.start) || (gaps.every((g) => g === '') && /&/.test(message))) {
      q.allProducts = q.products.length >= 2;
    }
  }
  if (q.alsoProducts.length && perProduct) q.alsoSide = perProduct.alsoSide;
  else if (q.alsoProducts.length) {
    const tail = ws.slice(alsoAt).join(' ');
    q.alsoSide = /\b(sell|sells|selling|supply|supplies|supplying|offer|offers|export|exports)\b/.test(tail)
      ? 'sells'
      : /\b(buy|buys|buying|need|needs|import|imports|purchase|purchases)\b/.test(tail)
        ? 'buys'
        : null;
  }

  // Side: from the words not left out (and, with 'also', before it).
  // (Never a word of a company's or a person's name: 'contacts at Flour Mills Cahaya Abadi' asks for no side.)
  const named = (i: number) => spans.some((s) => (s.kind === 'company' || s.kind === 'person') && s.start <= i && i < s.end);
  const kept = ws.map((w, i) =>
    quoted.has(i) ||
    i === kindAt ||
    named(i) ||
    (negFill.has(i) && negated.size > 0) ||
    negated.has(spans.find((s) => s.start <= i && i < s.end)!)
      ? ''
      : w,
  );
  const sideText = (q.alsoProducts.length ? kept.slice(0, alsoAt) : kept).filter(Boolean).join(' ');
  q.side = perProduct && q.alsoProducts.length ? perProduct.side : (millSide ?? sideOf(sideText));
  if (q.exclude.side && q.side === q.exclude.side) q.side = null;
  // 'The procurement people', 'who is head of purchasing': the role, not everyone who buys.
  if (q.role?.one === 'procurement contact' && !q.products.length) q.side = null;
  // 'Who both buys and sells copper concentrate', 'who buys and sells EN590': both sides of the one product.
  const bothSides =
    /\b(both )?(buy|buys|buying|import|imports) (and|&) (sell|sells|selling|export|exports)\b|\b(both )?(sell|sells|selling|export|exports) (and|&) (buy|buys|buying|import|imports)\b/;
  if (q.products.length >= 1 && q.alsoProducts.length === 0 && bothSides.test(text)) {
    q.side = 'buys';
    q.alsoProducts = [...q.products];
    q.alsoSide = 'sells';
  }
  // 'HRC mills', 'rebar mills': the producers of it, as before; 'mills that buy pig iron' are mills.
  if (q.role?.one === 'mill' && q.products.length && !millSide && !/\b(that|who|which)\b/.test(text)) q.role = null;
  // 'who trades cashew', 'cashew traders': anyone in that trade, not the role Trader.
  if (q.role?.label === 'traders') {
    const at = ws.findIndex((w) => w === 'trader' || w === 'trading');
    const named = at > 0 && used[at - 1] && q.products.length > 0;
    if (named || /\bwho (trade|trading|deal)/.test(text)) q.role = null;
  }

  // 'The last one', 'the second'; not 'last time', 'last year', 'first week of May'.
  ws.forEach((w, i) => {
    if (w in ORDINALS && !TIME_AFTER_ORDINAL.test(ws[i + 1] ?? '') && !quoted.has(i)) q.ordinal = ORDINALS[w]!;
  });
  const numbered = text.match(/\b(?:number|no|#) ?(\d{1,2})\b/);
  if (numbered) q.ordinal = Number(numbered[1]) - 1;

  // Intent.
  q.intent = 'find';
  for (const [intent, pattern] of INTENTS) {
    if (pattern.test(text)) {
      q.intent = intent;
      break;
    }
  }
  // 'Find a buyer for Hamad', 'who should Sanjay buy from?', 'who could Li sell to': introductions for that contact,
  // on the side asked.
  if (q.intent === 'find' && q.people.length === 1 && !q.introducedBy) {
    if (
      /\bwho (should|could|can|might|would) [a-z]+( [a-z]+){0,2} (buy|source|purchase|import|get) (it |them |this |that )?from\b/.test(text)
    ) {
      q.intent = 'introduce';
      q.side = 'sells';
    } else if (
      /\bwho (should|could|can|might|would) [a-z]+( [a-z]+){0,2} (sell|offer|supply|export) (it |them |this |that )?to\b/.test(text)
    ) {
      q.intent = 'introduce';
      q.side = 'buys';
    } else if (/\b(find|need|get|any|suggest) (me )?(a |an |some )?(buyers?|takers?|outlets?|offtakers?|home) for\b/.test(text)) {
      q.intent = 'introduce';
      q.side = 'buys';
    } else if (/\b(find|need|get|any|suggest) (me )?(a |an |some )?(sellers?|suppliers?|sources?) for\b/.test(text)) {
      q.intent = 'introduce';
      q.side = 'sells';
    }
  }
  // Questions about who introduced whom, or what the notes say, are searches ('introduce' is in them).
  if (q.introducedBy || q.mentions) q.intent = /\bhow many\b|\bnumber of\b/.test(text) ? 'count' : 'find';
  // Time: 'who haven't I spoken to in 3 months', 'who did I talk to this year' are searches by the log.
  // 'I have 20kt of wheat to sell, who should I call?' asks for buyers of wheat, not for cold relationships.
  if (
    q.intent === 'reconnect' &&
    q.products.length &&
    q.side &&
    !/\b(cold|quiet|reconnect|touch|while|ages|silent|dormant|lapsed|follow|remind|overdue|neglect|reviv(e|ing|al)|again)\b/.test(text)
  )
    q.intent = 'find';
  // 'Who should I call this week?' asks for advice (the reconnect list), not for who was called.
  const advice = q.intent === 'reconnect' && /\b(should|need to|must|have to|ought to|remind me|who to)\b/.test(text);
  q.time = advice ? null : parseTime(text, message, now);
  // 'Who did I call in September', 'meetings I had this year': only touches of that way count (not
  // when an event is asked: 'who did I meet at LME Week this year' is about the event).
  if (q.time?.kind === 'touched' && !q.mentions) {
    const via = interactionWay(text);
    if (via) q.time = { ...q.time, via, label: `${q.time.label} (${via === 'meeting' ? 'meetings' : `${via}s`} logged)` };
  }
  if (q.time && q.ordinal === -1 && !/\b(last one|the last contact|last of them)\b/.test(text)) q.ordinal = null;
  if (q.time && q.intent !== 'priorities' && q.intent !== 'summary') q.intent = /\bhow many\b|\bnumber of\b/.test(text) ? 'count' : 'find';
  if (q.time?.kind === 'touched' && q.mentions && !q.time.from && !q.time.to) q.time = null;
  // 'Who did I meet at Gulfood this year', 'APPEC last year': the year is the event's, not of the log.
  if (q.mentions && q.time?.kind === 'touched' && q.time.from && /\b(this|last) year\b|\b(19|20)\d\d\b/.test(q.time.label)) {
    const year = new Date(q.time.from).getUTCFullYear();
    const to = q.time.to ? new Date(q.time.to - 1).getUTCFullYear() : now.getUTCFullYear();
    if (to === year && !q.mentions.phrase.split(' ').some((w) => /^(19|20)\d\d$/.test(w))) {
      q.mentions = { phrase: `${q.mentions.phrase} ~${year}`, label: `${q.mentions.label} ${year}` };
      q.time = null;
    }
  }
  // 'POC 2026 contacts' asked in 2026: this year's event, which notes of this year often name without its year ('met at POC KL').
  if (q.mentions) {
    const thisYear = String(now.getUTCFullYear());
    const words = q.mentions.phrase.split(' ');
    if (words.includes(thisYear)) q.mentions = { ...q.mentions, phrase: words.map((w) => (w === thisYear ? `~${thisYear}` : w)).join(' ') };
  }

  // 'Who did I meet at the SMM conference in Shanghai': the city after the event is where the event was, not where
  // the people are (they came from everywhere). It joins the event's name, as 'APPEC Singapore' does.
  if (q.mentions && q.places.length === 1 && q.places[0]!.kind === 'city') {
    const asked = q.mentions.phrase
      .split(' ')
      .filter((w) => !w.startsWith('~'))
      .join(' ');
    const city = key(q.places[0]!.label);
    if (asked && new RegExp(`\\b${asked} (?:in|at|en|em|a|au|in der|di|w|v) ${city}\\b`).test(text)) {
      q.mentions = { phrase: `${q.mentions.phrase} ${city}`, label: `${q.mentions.label} ${q.places[0]!.label}` };
      q.places = [];
    }
  }

  // 'How many buyers vs sellers', 'how many are buyers and how many sellers': both counts.
  const buyerWord = /\b(buyer|buy side|buying side|purchaser|importer|offtaker)\b/.test(text);
  const sellerWord = /\b(seller|supplier|sell side|selling side|producer|exporter)\b/.test(text);
  // ('Zinc conc buyers/sellers?', 'PP raffia in BD – buyers and sellers': the two sides side by side are their counts too,
  // unless a list is asked for: 'all LNG buyers and sellers'.)
  const sidesSideBySide =
    /\b(buyers?|importers?)\s*(\/|and|&|\+)\s*(sellers?|suppliers?|exporters?)\b|\b(sellers?|suppliers?)\s*(\/|and|&|\+)\s*buyers?\b/.test(
      asked.toLowerCase(),
    ) && !/\b(all|list|every|everyone|show|who|which|name|names|cold|reconnect|contact|contacts|people)\b/.test(text);
  if (
    buyerWord &&
    sellerWord &&
    (q.intent === 'count' ||
      /\b(vs|v|versus|split|ratio|compared|against)\b/.test(text) ||
      (q.intent === 'find' && q.products.length > 0 && sidesSideBySide))
  ) {
    q.intent = 'count';
    q.sideBreakdown = true;
    q.side = null;
  }

  // Strength and cadences (decision 041): a search ordered by strength, or of overdue cadences; 'how many' stays a count.
  q.relationship = q.intent === 'count' || q.intent === 'introduce' || q.intent === 'priorities' ? null : relationshipAsk(text);
  if (q.relationship && q.relationship !== 'overdue' && q.people.length === 0) q.intent = 'find';

  if (q.intent === 'count' && q.roleBreakdown.length >= 2) q.role = null;
  else q.roleBreakdown = [];
  if (
    q.intent === 'details' &&
    q.people.length === 0 &&
    q.ordinal === null &&
    !/\b(him|her|them|that one|this one|this person|that person|this contact|that contact)\b/.test(text)
  ) {
    // 'who is based in Rotterdam' is a search, not a contact's details.
    if (q.products.length || q.places.length || q.companies.length || q.role || q.side || hasExclusions(q.exclude)) q.intent = 'find';
  }
  if (q.intent === 'find' && q.people.length > 0 && !q.products.length && !q.places.length && !q.companies.length && !q.role && !q.side)
    if (!q.time && !q.introducedBy && !q.mentions && !hasExclusions(q.exclude)) q.intent = 'details';
  if (q.intent === 'find' && q.ordinal !== null && !q.products.length && !q.places.length && !q.role && !q.side && !q.time)
    q.intent = 'details';

  q.aboutLast =
    /\b(of (those|them|these)|among (those|them|these)|(those|these|which|the) ones?|from that list|from the list|on that list|in that list|that list|this list)\b|^(only|just) (the )?|^(which|who) (of them|among them)\b|^(are|is) (any|all|none|some) of\b|^(which|who) (are|is)( not)? (in|at|from|based|outside)\b|^how many (are|of them|of those|among them)\b|^(y )?(cuales|quienes|quais|quem|lesquels|welche) (son|estan|sao|estao|sont|sind) (de|en|del|da|do|no|na|em|a|au|in|aus)\b/.test(
      text,
    );
  // A name no dictionary knows, asked of nothing else ('coaltrans bali people', 'Coaltrans Asia contacts'): what the
  // notes and the logged interactions say, with the place beside it when the notes give the two together; never
  // everyone (or everyone in Asia) because the name went unread.
  if (
    (q.intent === 'find' || q.intent === 'count') &&
    !q.mentions &&
    !q.introducedBy &&
    !q.products.length &&
    !q.companies.length &&
    !q.people.length &&
    q.role === null &&
    !q.unknownProduct &&
    !q.time &&
    !FOLLOW_UP_START.test(text)
  ) {
    // The notes use it as an event's name: after 'met at' / 'during', or beside a year or a kind of gathering
    // ('met at Coaltrans', 'Coaltrans Bali 2026'), in most of the notes that use it; a word of another language
    // ('tous', 'sejak') is written otherwise.
    const EVENT_USE = EVENT_KIND_WORD.source.slice(2, -2);
    const eventName = (w: string, users: IndexedContact[]) => {
      const re = new RegExp(
        `\\b(?:at|met|during|from|to) (?:the )?(?:[a-z]+ ){0,2}${w}|\\b${w}[a-z]{0,2} (?:[a-z]+ ){0,2}(?:${EVENT_USE}|(?:19|20)?\\d\\d)\\b`,
      );
      return users.filter((e) => re.test(e.haystack)).length * 2 >= users.length;
    };
    const strange = (i: number) => {
      const w = ws[i]!;
      return (
        !used[i] &&
        w.length >= 4 &&
        !/\d/.test(w) &&
        !COMMON_WORDS.has(w) &&
        !isEnglishWord(w) &&
        !isEverydayWord(w) &&
        !TIME_WORDS.test(w) &&
        !SELL_WORDS.test(w) &&
        !BUY_WORDS.test(w) &&
        !ROLES.some((r) => r.words.test(w))
      );
    };
    const placeAt = (i: number) => spans.find((x) => x.kind === 'place' && x.start === i);
    for (let i = 0; i < ws.length && !q.mentions; i++) {
      if (!strange(i)) continue;
      // (With the words after it the notes give it, a place known or not to the book: 'coaltrans bali'; the
      // longest run they use.)
      let end = i + 1;
      while (end < ws.length && end - i < 4 && !used[end] && !COMMON_WORDS.has(ws[end]!) && !STOP_PHRASE.has(ws[end]!)) end++;
      const place = placeAt(end);
      const year = (at: number) => (/^(19|20)\d\d$/.test(ws[at] ?? '') && !used[at] ? 1 : 0);
      const tries: { to: number; place?: Span }[] = [];
      if (place) tries.push({ to: place.end + year(place.end), place });
      for (let to = end; to > i; to--) tries.push({ to: to + year(to) });
      for (const t of tries) {
        const phrase = ws.slice(i, t.to);
        const said = mentionMatcher(phrase.join(' '));
        const users = index.contacts.filter((e) => said(e.haystack, e.sourceKey));
        if (!users.length || !eventName(ws[i]!, users)) continue;
        q.mentions = {
          phrase: phrase.join(' '),
          label: toks
            .slice(i, t.to)
            .map((x) => x.raw)
            .join(' '),
        };
        for (let k = i; k < t.to; k++) {
          used[k] = true;
          quoted.add(k);
        }
        if (t.place) q.places = q.places.filter((p) => p !== t.place!.place);
        break;
      }
    }
  }
  const hasFilter =
    q.products.length > 0 ||
    q.places.length > 0 ||
    q.companies.length > 0 ||
    q.role !== null ||
    q.side !== null ||
    hasExclusions(q.exclude) ||
    q.time !== null ||
    q.introducedBy !== null ||
    q.mentions !== null ||
    q.sideBreakdown ||
    q.relationship !== null;
  q.followUp = FOLLOW_UP_START.test(text) && q.intent !== 'details' && q.intent !== 'greeting' && q.intent !== 'help';
  // A word in a product's place that no one trades and that is no everyday English ('who sells
  // vanilla', 'any helium suppliers', 'anyone in saffron'): say no one trades it, name no one.
  // A side alone ('who buys PX') explains no word: the word is still a product no one trades.
  const filterBesidesSide = hasFilter && !(q.side !== null && hasFilterOtherThanSide(q) === false);
  if ((q.intent === 'find' || q.intent === 'count') && !filterBesidesSide && q.people.length === 0) {
    for (let i = 0; i < ws.length && !q.unknownProduct; i++) {
      const w = ws[i]!;
      // Two capitals ('PX', 'HMS') are a product's short name, not a little English word.
      const short = w.length < 3 && !/^[A-Z]{2}$/.test(toks[i]!.raw);
      if (used[i] || short || COMMON_WORDS.has(w) || isEnglishWord(w) || /\d/.test(w) || ROLES.some((r) => r.words.test(w))) continue;
      if (SELL_WORDS.test(w) || BUY_WORDS.test(w)) continue;
      const before = ws[i - 1] ?? '';
      const after = ws[i + 1] ?? '';
      // (A side's word in any of the trade's languages marks the product's place too: 'quien vende ajonjoli'.)
      const sideBefore = SELL_WORDS.test(before) || BUY_WORDS.test(before);
      if (!PRODUCT_BEFORE.test(before) && !PRODUCT_AFTER.test(after) && !sideBefore) continue;
      // A word no one trades but some notes use, not asked as a product ('gulfood contacts'): those notes.
      if (!SELL_WORDS.test(before) && !BUY_WORDS.test(before) && index.contacts.some((e) => e.haystack.includes(` ${w} `))) {
        // ('POC 2026 contacts': the year written after the name is the event's.)
        const year = /^(19|20)\d\d$/.test(after) ? after : '';
        q.mentions = { phrase: year ? `${w} ${year}` : w, label: year ? `${toks[i]!.raw} ${year}` : toks[i]!.raw };
        used[i] = true;
        if (year) used[i + 1] = true;
        break;
      }
      q.unknownProduct = w;
    }
  }
  if (
    (q.intent === 'find' || q.intent === 'count') &&
    q.places.length === 0 &&
    q.companies.length === 0 &&
    q.people.length === 0 &&
    !q.mentions
  ) {
    // 'Contacts in Lima' with no one there: a place the network does not know, not everyone.
    for (let i = 1; i < ws.length; i++) {
      const w = ws[i]!;
      const capital = /^\p{Lu}/u.test(toks[i]!.raw);
      if (used[i] || !/^(in|at|from|near|around)$/.test(ws[i - 1]!) || w.length < 3 || COMMON_WORDS.has(w)) continue;
      if ((isEnglishWord(w) && !capital) || TIME_WORDS.test(w)) continue;
      if (/\d/.test(w) || ROLES.some((r) => r.words.test(w)) || SELL_WORDS.test(w) || BUY_WORDS.test(w)) continue;
      q.unknownPlace = toks[i]!.raw;
      break;
    }
  }
  // Gibberish around a guessed product ('lorem ipsum dolor sit amet'): not a question about gypsum.
  for (const x of spans)
    if (x.kind === 'product' && toks.slice(x.start, x.end).every((t) => t.fixed) && !guessed.includes(x.start)) guessed.push(x.start);
  if (guessed.length && (q.intent === 'find' || q.intent === 'count')) {
    // (A word spelt into another one, 'dolor' read as 'color', is as strange as one unknown.)
    const strange = ws.filter(
      (w, i) => !used[i] && w.length >= 3 && !COMMON_WORDS.has(w) && (toks[i]!.fixed || (!isEnglishWord(w) && !/\d/.test(w))),
    );
    const asked = /\b(who|whom|which|how many|anyone|anybody|contacts?|people|list|show|find)\b/.test(text);
    if (!asked && strange.length >= 2 && guessed.length === spans.filter((x) => x.kind === 'product').length) {
      q.intent = 'unknown';
      q.products = [];
    }
  }
  if (q.intent === 'find' && !hasFilter && !q.mentions && q.people.length === 0) {
    // A name-like request with no known name, or nothing recognised at all.
    const asked = text.match(
      /\b(?:sell|sells|selling|buy|buys|buying|trade|trades|trading|supply|supplies|supplier of|buyer of|seller of|deal in|deals in|dealing in)\s+([a-z][a-z0-9 ]{2,40}?)(?:\s+(?:in|at|from|to|around|near)\b|$)/,
    );
    const candidate = asked?.[1]
      ?.split(' ')
      .filter((w) => !COMMON_WORDS.has(w))
      .join(' ');
    const rest = ws.filter((_, i) => !used[i]).join(' ');
    if (candidate) q.unknownProduct = candidate;
    else if (
      !/\b(contact|contacts|people|network|who|anyone|anybody|someone|list|show|everyone|all|them|those|these|know)\b/.test(rest) &&
      !ASKS_FOR_MORE.test(text)
    )
      q.intent = 'unknown';
  }
  // A question about the market or the world, whatever else it names ('what's LME copper 3M right now', 'will Brent go
  // above 90', 'what did China announce on soybean tariffs', 'qual o preço do açúcar hoje'): the network cannot answer it.
  if (OUTSIDE_WORLD.test(text) || OUTSIDE_WORLD.test(key(asked))) q.intent = 'unknown';
  // Grades within the products asked; one written after 'except', 'not' or 'without' is left out.
  if (q.products.length || q.exclude.products.length) {
    const lower = asked.toLowerCase();
    const families = [...q.products, ...q.exclude.products].flatMap((p) => [p.family, p.id, ...productAncestors(p.id)]);
    for (const g of gradesAsked(lower, families)) {
      const at = gradeAt(lower, g);
      const before = lower.slice(Math.max(0, at - 30), at);
      (/\b(except|excluding|exclude|not|without|other than|apart from|but not|no)\b/.test(before) ? q.excludeGrades : q.grades).push(g);
    }
    q.gradesOpen = LOOKS_FOR_A_HOME.test(lower);
    // 'Who buys SN500 but not SN150': the grade is left out, not the product both grades are of.
    if (q.excludeGrades.length && q.grades.length) {
      const asked = new Set(q.products.map((p) => p.id));
      q.exclude.products = q.exclude.products.filter((p) => !asked.has(p.id));
    }
  }
  return q;
}

const OUTSIDE_WORLD = new RegExp(
  [
    // Prices and quotes, in the trade's languages (not 'price shopper', a kind of contact).
    '\\b(what s|whats|what is|how much is|how much are|where is|where s)\\b[a-z0-9 ]{0,40}\\b(price|prices|priced|trading|quoted|worth|3m|cash|spread|premium|discount|basis|diff|differential)\\b',
    '\\b(preco|precos|precio|precios|prix|prezzo|prezzi|preis|preise|fiyat|fiyati|harga|bhav|cena|tsena)\\b(?! shopper)',
    '\\b(offer|rate|price|bhav) (kitna|kitni|kya)\\b',
    '\\b(lme|comex|shfe|cme|cbot|ice|nymex|dce|mcx|sgx|matif|bursa|platts|argus)\\b[a-z0-9 ]{0,30}\\b(3m|cash|now|right now|today|closing|close|settle|futures)\\b',
    '\\bfutures\\b',
    // Forecasts: 'will Brent go above 90', 'is copper going to rise'.
    '\\b(will|is|are|does|do)\\b[a-z0-9 ]{1,40}\\b(go|going|rise|rising|fall|falling|drop|dropping|climb|hit|reach|break|trade|be) (above|below|over|under|past|up|down)\\b',
    '\\b(forecast|outlook|prediction|predict|expect prices?)\\b',
    // News and policy: 'what did China announce', 'export quota', 'tariffs', 'sanctions'.
    '\\b(announce|announced|announcement|tariff|tariffs|quota|quotas|sanction|sanctions|embargo|export ban|import ban|election|headlines?)\\b',
    // Weather and the sea: 'will it rain in Mato Grosso', 'is the Strait of Hormuz open', 'freight to Mundra on a supra'.
    '\\b(rain|raining|llover|lluvia|chuva|chover|pluie|pioggia|regen|weather|clima|drought|sequia|seca|monsoon|el nino|la nina)\\b',
    '\\b(strait|canal|congestion|chokepoint)\\b[a-z0-9 ]{0,30}\\b(open|closed|shut|today|now)\\b',
    '\\bfreight\\b[a-z0-9 ]{0,40}\\b(to|from|on|rate|rates|this week|today|supra|supramax|panamax|pmx|smx|cape|capesize|handy|handysize|vlcc|mr|lr)\\b',
  ].join('|'),
);

/** Whether the question filters on anything but a side. */
function hasFilterOtherThanSide(q: Query): boolean {
  return (
    q.products.length > 0 ||
    q.places.length > 0 ||
    q.companies.length > 0 ||
    q.role !== null ||
    hasExclusions(q.exclude) ||
    q.time !== null ||
    q.introducedBy !== null ||
    q.mentions !== null ||
    q.sideBreakdown
  );
}

function sideOf(text: string): Side | null {
  // The user holds a cargo to place ('I have 20kt of wheat to sell'): buyers are wanted.
  if (
    /\b(i|we)( ve| have| has| ve got)? (have|got|hold|holding|sit on|sitting on)\b.*\b(to sell|to offer|to place|to offload|to move|available|for sale|on offer|spare|surplus)\b/.test(
      text,
    )
  )
    return 'buys';
  // Broker shorthand: WTB / RFQ is a buyer's, WTS / offering a seller's.
  if (/\b(wtb|rfq|rfqs)\b/.test(text) && !/\bwts\b/.test(text)) return 'buys';
  if (/\bwts\b/.test(text) && !/\bwtb\b/.test(text)) return 'sells';
  // What the question asks of the contact: 'who could take it' wants buyers, 'who can supply' sellers.
  if (/\b(who|anyone|anybody|someone|which)\b.*\b(could|can|would|will|might)\b.*\b(take|absorb|offtake|lift)\b/.test(text)) return 'buys';
  if (/\b(who|anyone|anybody|someone|which)\b.*\b(could|can|would|will|might)\b.*\b(supply|ship|deliver|provide|load)\b/.test(text))
    return 'sells';
  if (/\b(ship|deliver|supply|sell|offer) (me|us)\b/.test(text)) return 'sells';
  if (/\b(who|anyone|anybody|someone|somebody)( s| has| have)? got\b/.test(text)) return 'sells';
  if (/\b(to place|to offload|looking for (a )?(buyer|home|taker|outlet))\b/.test(text)) return 'buys';
  // The user's own side first: 'who can I sell urea to' wants buyers; 'I need copper' wants sellers.
  if (
    /\b(i|we)( m| am| are| want to| would like to| need to| have to| have| could| can| ll)? (sell|selling|offload|offloading|place|placing|export|exporting)\b/.test(
      text,
    )
  )
    return 'buys';
  if (/\b(sell|offload|place|market|move|export) .* to\b/.test(text) && /\b(who|whom|which|anyone)\b/.test(text)) return 'buys';
  if (/\b(buy|buys|buying|source|sourcing|procure|procuring|purchase|purchasing|get|import|importing) .* from\b/.test(text)) return 'sells';
  if (
    /\b(i|we)( m| am| are| want to| would like to| need to| have to)? (buy|buying|source|sourcing|procure|procuring|import|importing|looking for|need|needing)\b/.test(
      text,
    )
  )
    return 'sells';
  if (/\bwhere can i (get|find|source|buy)\b/.test(text)) return 'sells';
  // A request that starts with what the user needs: 'need ULSD, who has it?'.
  if (/^(need|needing|require|requiring|sourcing|looking for|seeking|in need of)\b/.test(text)) return 'sells';
  // Who the user asks for ('need HRC suppliers', 'buyers of urea') says the side before any verb does.
  // 'Mills that buy pig iron', 'foundries which need FeSi': the verb said of them is the side.
  const relBuy =
    /\b(that|who|which)( also| all| both)? (buy|buys|buying|take|takes|need|needs|import|imports|purchase|purchases|consume|consumes|use|uses)\b/.test(
      text,
    );
  const relSell =
    /\b(that|who|which)( also| all| both)? (sell|sells|selling|supply|supplies|export|exports|produce|produces|offer|offers)\b/.test(text);
  if (relBuy !== relSell) return relBuy ? 'buys' : 'sells';
  const sellers = /\b(supplier|seller|producer|exporter|miner|vendor|manufacturer|grower|mill|stockist)\b/.test(text);
  const buyers = /\b(buyer|purchaser|importer|offtaker|consumer|end user|enduser|roaster)\b/.test(text);
  if (sellers !== buyers) return sellers ? 'sells' : 'buys';
  let sells = false;
  let buys = false;
  for (const w of text.split(' ')) {
    if (SELL_WORDS.test(w)) sells = true;
    if (BUY_WORDS.test(w)) buys = true;
  }
  if (/\b(who|anyone|anybody|someone) (has|have|can supply|can deliver|can offer)\b(?! (i|we|you)\b)/.test(text)) sells = true;
  if (/\b(looking for|in the market for|interested in buying|want to buy)\b/.test(text)) buys = true;
  if (/\bend user\b/.test(text)) buys = true;
  if (sells === buys) return null;
  return sells ? 'sells' : 'buys';
}

/** The city key a hub's foreign name or code names ('marsiglia' -> 'marseille', 'GVA' -> 'geneva'), from the domain's one table. */
function hubCity(k: string, raw: string, index: AssistantIndex): string | null {
  const place = shorthandPlace(k);
  if (!place?.city) return null;
  if (!((k.length >= 4 && !isEnglishWord(k)) || (raw.length >= 3 && raw === raw.toUpperCase()))) return null;
  // (The network's cities read as their atlas writes them: 'New York City' or 'New York'.)
  const city = key(place.city);
  return [city, city.replace(/ city$/, '')].find((c) => index.byCity.has(c)) ?? null;
}
function titleCase(k: string, code: string): string {
  if (k.length <= 3) return k.toUpperCase();
  return k.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) || code;
}
