/**
 * Which side of a trade a contact is on: sells (Supplier, Producer, Miner, Refiner, Exporter, Seller),
 * buys (Buyer, End User, Offtaker, Importer), either (Trader, Broker, Agent: decided from the notes
 * when they say so), or none (a consultant, a banker). Notes can also say it per product: 'has monthly
 * offers of HSFO', 'looking to buy urea'.
 */

import { type CompanyKind, companyDefaultSide, companyKind, companyProductSide, feedsInto } from './company.ts';
import { productAncestors } from './hierarchy.ts';
import { TRADE_PRODUCTS } from './products.ts';
import { knownPlaceWords } from './regions.ts';
import {
  COMMODITY_ENTRY_BREAK,
  commodityWords,
  correctProductWord,
  isMetalForm,
  isPackaging,
  NON_ASCII,
  type ResolvedCommodity,
  resolveCommodities,
  resolveCommodity,
  resolvedProduct,
  undotted,
} from './resolve.ts';
import { BUY_SCRIPT, latinCues, NOT_NOW_SCRIPT, NOW_SCRIPT, SELL_SCRIPT, STOPPED_SCRIPT } from './scripts.ts';

export type TradeSide = 'sells' | 'buys' | 'either' | 'none';

// Matched against the words as commodityWords leaves them: lower case, plural endings off ('sales'
// reads 'sale', 'logistics' 'logistic').
const SELL_ROLE =
  /\b(supplier|producer|packer|handler|packinghouse|packing house|huller|sheller|processor and exporter|marketing|commercial|comercial|commerciale|satis|satis muduru|satici|ihracat|proizvoditel|sbyt\w*|prodazh\w*|produce|production|miner|mining|mine|refiner|refinery|smelter|exporter|export|seller|sell|sale|vendor|marketer|merchandiser|manufacturer|grower|farmer|farm|plantation|mill|miller|originator|origination|stockist|crusher|ventas|venta|vendas|vendedor|vendedora|ventes|vente|vendeur|vertrieb|verkauf|verkaufer|vendite|exportacion|exportacione|exportacoe|exportacao|exportador|exportadora|exportateur|exportatrice|exporteur|esportatore|exportadore|fornecedor|proveedor|fournisseur|lieferant|productor|produtor|productrice|producteur|produttore|hersteller|erzeuger)\b/;
// 'Supply', 'Supply chain', 'Crude supply', 'Raw materials': the department that gets the company what it uses.
const BUY_ROLE =
  /\b(supply|supply chain|raw material|feedstock|fuel manager|fuel buyer|melt shop|category manager|importacione|importacoe|importacion|importacao|satin alma|satinalma|alici|hammadde|alim|zakupk\w*|zakupok|snabzhen\w*|kharid\w*|buyer|buy|buying|end user|enduser|offtaker|off taker|importer|import|procurement|purchasing|purchaser|purchase|sourcing|consumer|roaster|processor|fabricator|utility|compras|compra|comprador|compradora|achat|achats|acheteur|einkauf|einkaufer|acquisti|importador|importadora|importatrice|importeur|importatore|importateur|approvisionnement|abastecimiento|suprimento)\b/;
const EITHER_ROLE =
  /\b(trader|trading|broker|brokerage|courtier|corredor|corretor|comisionista|makler|agent|intermediary|merchant|distributor|dealer|wholesaler)\b/;
const NONE_ROLE =
  /\b(cfo|chief financial officer|accountant|accounting|treasury|treasurer|comptroller|logistique|logistica|logistik|consultant|consulting|advisor|adviser|advisory|banker|bank|finance|financier|lawyer|legal|logistic|shipping|freight|inspector|inspection|surveyor|insurer|insurance|analyst|journalist|investor|auditor|recruiter)\b/;

// (Cyrillic in the Latin transliteration the cue words are written in: 'больше не покупает' reads 'bolshe ne pokupaet'.)
const text = (s: string | null | undefined) => latinCues(commodityWords(s ?? '').join(' '));

/** The side a role names ('Supplier' -> sells; 'Head of Sourcing' -> buys; 'Broker' -> either). */
export function roleSide(role: string | null | undefined): TradeSide | null {
  const r = text(role);
  if (!r) return null;
  // A role may name both ('Importer & Distributor'): buying wins over the broad 'either' words.
  const sells = SELL_ROLE.test(r);
  const buys = BUY_ROLE.test(r);
  if (sells && buys) return 'either';
  if (sells) return 'sells';
  if (buys) return 'buys';
  if (EITHER_ROLE.test(r)) return 'either';
  if (NONE_ROLE.test(r)) return 'none';
  return null;
}

// What notes say when someone has a product to sell or wants one (singular words, as above). Phrases
// that carry the other side's word ('looking for supply', 'seeking buyers') are taken out before the
// other side's cues are looked for.
// Asking for offers, quotes or bids is buying: 'wants offers for DAP', 'requesting quotes on urea'.
const BUY_PHRASES =
  /\b((pls|please|kindly) (send )?offer|send (us )?(an )?offers?|client pour|clients pour|cliente para|cliente per|a besoin de|ont besoin de|demande (de )?(prix|cotation|offre)|gros consommateur|ask(s|ed|ing)? (us |me )?for (an |our |a |best |firm )?(offer|offers|quote|quotes|quotation|price|prices|indication|cif|cfr)|wan (\w+ ){0,3}(bulk|cargo|spot|regular|monthly)|(want|need|require|seek|seeking|looking for)\w* (a |regular |steady |monthly |term |reliable |more )?(\w+ ){0,3}supply|looking to buy|looking to purchase|want to buy|wish to buy|seeking to buy|interested in buying|in the market for|looking for (a )?(supply|supplier|seller|source)|seeking (a )?(supply|supplier|seller)|need (a )?(supply|supplier)|require (a )?(supply|supplier)|(want|wanting|need|needing|seeking|seek|looking for|requesting|request|invite|inviting|asking for|ask for|welcome|open to|chasing|collecting) (firm |best |competitive |spot |term |indicative |fob |cif |cfr )?(offer|quote|quotation|price|pricing|bid|idea)|short (on |of )?\d|need(ing)? cover|covering)/g;
const BUY_WORDS =
  /\b(ananunua|kununua|mnunuzi|wanunuzi|tunanunua|cumpara|cumparam|cumparator|cumparatori|cumparatorul|achizitioneaza|achizitionam|achizitii|achizitie|preneur|preneurs|consommateur|consommateurs|interesse|interessee|interesses|interessees|interesado|interesada|interessado|interessada|cotation|feedstock|feedstocks|input|inputs|raw material|raw materials|raw mat|raw mats|bahan baku|materia prima|materias prima|materie prime|matiere premiere|matieres premiere|rohstoff|rohstoffe|requirement|tender|buying|buys|buy|bought|purchasing|purchase|importing|import|consume|consumption|sourcing|rfq|rfp|wtb|icpo|loi|buyer|offtaker|importer|end user|enduser|procure|procuring|compra|compramos|comprar|comprando|comprador|compradore|compradora|procura|procurando|busca|buscando|necesita|necessita|precisa|importa|importador|importadore|achete|acheter|achat|acheteur|cherche|recherche|besoin|importateur|kauft|kaufen|kaufer|einkauf|sucht|suchen|benotigt|bedarf|acquista|acquistare|acquistiamo|acquisti|acquirente|compriamo|cerchiamo|achetons|acheton|cherchons|cherchon|compran|compramos|adquiere|abnehmer|einkaufen|koopt|zoekt|alici|alicisi|alicilari|aliyor|aliyoruz|alimi|alis|talep|talebi|talebimiz|beret|berut|berem|ariyor|ariyoruz|ithalat|ithalatci|cauta|cumpara|cumparam|cumparator|pokupaem|pokupaet|pokupayut|pokupat|pokupatel|pokupateli|kupim|kupit|kupyat|kuplyu|zakupaem|zakupaet|zakupka|zakupki|ishchem|ishem|ishchet|ishchut|ishchu|pokupayu|importiruem|shukayemo|shukaye|zakupivlya|pokupets|kharid|kharide|kharidte|kharidta|kharidti|kharidna|kharidenge|kharidega|kharidar|kharidna hai|khareed\w*|kharid\w*|yeshtri|yishtri|bido|bidu|yabgha|yibgha|nashtari|yashtari|mushtari|mushtary|mua|can mua|nhap khau|caigou|cai gou|caigoushang|qiugou|qiu gou|xuqiu|goumai|gou mai|shougou|jinkou|jin kou|yeshtari|yishtari|byeshtari|beyeshtari|bneshtri|moshtari|mushtari3|shira2|mustawrid|estirad|istiyrad|beli|membeli|pembeli|dibeli|importir|pengimpor|pengimport|impor|alacak|ithal ediyor|ithalatcisi|alim yapiyor|satin aliyor|kupuje|kupujemy|kupujem|kupi|kupimy|kupujacy|nabywca|importuje|importuja|poszukuje|acquisto|acquistano|importatore|kopen|kopt|inkoop|afnemer|importeur|kocht|thu mua|tim mua|zakupayut|importiruet|ishchut|kupuyemo|kupuye|kober|koeber|kjoper|kjoeper|koper|kopare|kopar|indkob|indkober|inkop|inkopare|innkjop|innkjoper|bumibili|bibili|mamimili|bumili|mamili|pembelian|pengadaan|kebutuhan|butuh|mencari|membutuhkan|bezieht|beziehen|bezog|einkaufer|inkoper|zamawia|zapotrzebowanie|nhap|nhap hang|dey buy|wan buy|dey find|dey look for|compradores|achetent|acheteurs|importe|importent)\b/;
const SELL_PHRASES =
  /\b(a du stock|ont du stock|peut livrer|peuvent livrer|peut fournir|peuvent fournir|stock disponible|puede suministrar|pueden suministrar|(has|have|having) (regular |monthly |weekly |spot |term |firm |steady )?(offer|stock|supply|volume|cargo|availability|allocation|tonnage)|can (supply|deliver|offer)|available for sale|for sale|looking to sell|want to sell|seeking (a )?buyer|looking for (a )?(buyer|offtaker|home|outlet)|need(s|ing)? (a )?(home|outlet|buyer|taker)|ready to ship|long (on |of )?\d|our source (for|of)|our supplier (for|of)|source of (our|supply)|we buy (\w+ ){0,3}from (him|her|them)|got (\w+ ){1,4}to sell)\b/g;
const SELL_WORDS =
  /\b(collects|collect|collecting|collector|collectors|collection company|inzameling|inzamelaar|zbierajaca|aggregator|aggregates|consolidates|consolidator|anauza|kuuza|muuzaji|wauzaji|tunauza|mktg|own concession|concession holder|own mine|own mines|mine in|mines in|iup holder|pkp2b|vinde|vindem|vanzare|vanzator|vanzatori|ofera|livreaza|furnizeaza|furnizor|producator|disponibil|are marfa|au marfa|prodaje|prodajemo|prodavac|dispo|disponible|disponibles|livrer|marketing|output|outputs|offering|offer|offered|selling|sell|sold|supplying|supply|exporting|export|producing|produce|mining|refining|wts|fco|sco|seller|supplier|producer|exporter|vende|vendemos|vender|vendiendo|vendedor|vendedore|oferece|ofrece|ofrecemos|oferta|ofertando|proveedor|proveedore|fornecedor|fornece|exporta|exportador|exportadore|productor|productore|produtor|vend|vendre|vendeur|offre|fournisseur|fournit|exportateur|verkauft|verkaufen|verkaufer|anbieter|bietet|liefert|lieferant|fornitore|vendiamo|venditore|vendite|vendita|offriamo|esporta|vendons|vendon|proposons|proposon|vendemos|venden|verkoopt|biedt|satici|saticisi|saticilari|satiyor|satiyoruz|satisi|satis|sbyt|prodazhu|satar|teklif|ihracat|ihracatci|tedarikci|uretici|vinde|vindem|vanzare|vanzator|prodaem|prodayom|prodaet|prodayut|prodat|prodadim|prodazha|prodazhi|prodavets|postavlyaem|postavlyaet|prodayu|prodam|prodast|proponuyemo|proponuye|prodazh|postavshik|postavshchik|eksport|eksportiruem|predlagaem|bech|bechte|bechta|bechti|bechna|bechenge|bechega|bechna hai|bikri|nabee|nbee|yabee|chao ban|cty ban|cong ty ban|xuat khau|gongying|gong ying|gongyingshang|chushou|chu shou|xiaoshou|xiao shou|chukou|chu kou|gonghuo|shengchanshang|yabee3|yabi3|yebi3|yibee3|yebee3|bibi3|bibee3|benbee3|nbee3|mnbee3|bay3|lilbay3|muwarrid|mowared|musaddir|tasdir|jual|menjual|penjual|dijual|jualan|pemasok|eksportir|pengekspor|ekspor|pembekal|membekal|pengeksport|satacak|satilik|ihrac ediyor|ihracatcisi|tedarik ediyor|tedarikcisi|uretiyor|sprzedaje|sprzedajemy|sprzeda|sprzedawca|sprzedaz|dostawca|dostarcza|eksportuje|eksporter|oferuje|oferujemy|esportatore|fornisce|forniamo|produttore|vendono|verkopen|verkoper|verkocht|leverancier|levert|exporteur|nha cung cap|cung cap|eksportiruet|postavlyayut|realizuem|prodayemo|prodaye|postachalnyk|saelger|saeljer|selger|saljer|salj|saljare|saelges|leverandor|leverandoer|leverantor|leverer|levererar|leveranse|leverans|tilbyder|tilbyr|erbjuder|producent|produsent|producerer|produserer|eksporterer|exporterar|nagbebenta|nagtitinda|benta|magbenta|produsen|penyedia|menawarkan|tawarkan|tawar|memasok|pasok|cung ung|ban ra|dey sell|dey supply|e dey sell|producent|vendent|vendeurs|exporte|exportent|fournissent|vendem|exportam|fornecem|vertreibt)\b/;
// Said only with a product in the same part: 'urea available', 'has 20kt HSFO', 'HSFO ex tank Fujairah'.
const SELL_WITH_PRODUCT =
  /\b(can do|available|availability|avail|disponible|disponivel|verfugbar|in stock|ex stock|ex tank|ex work|ex warehouse|ex mill|ex refinery|ex plant|ex wharf|ex store|on offer|has|have|having|holding|hold|got|tiene|tem|possede|hat|ship|shipping|shipped|load|loading|embarca|embarque|deliver|delivering|originate|originating|origination|originator|producer|grower|miner|propose|proposing|xianhuo|tersedia|mevcut)\b/;

/**
 * The side a clause says, and whether a whole phrase said it (surer than one word). With products in
 * the clause, 'available', 'has' or 'ex tank' say it is on offer.
 */
function clauseSide(raw: string, hasProducts = false): { side: 'sells' | 'buys'; strong: boolean } | null {
  // 'Need to call him back', 'wants to meet in Dubai': errands, not trade.
  let words = raw.includes(' to ') ? raw.replace(TO_DO, ' ') : raw;
  // 'supply chain', 'sales team', 'buying office': a department, not a deal.
  if (DEPARTMENT.test(words)) words = words.replace(DEPARTMENT_ALL, ' ');
  // 'switched supplier in-house', 'their supplier': who supplies the contact, not what it sells.
  if (THEIR_SUPPLIER.test(words)) words = words.replace(THEIR_SUPPLIER_ALL, ' ');
  // 'stopped buying walnuts (export ban)', 'interdicție la export': a rule of the country, not a side.
  if (TRADE_RULE.test(words)) words = words.replace(TRADE_RULE_ALL, ' ');
  // Who did what: 'we sold him 2 cargoes' (he buys), 'bought from them' (they sell).
  if (USER_SOLD.test(words)) return { side: 'buys', strong: true };
  if (USER_BOUGHT.test(words)) return { side: 'sells', strong: true };
  const read = clauseSideOfWords(words);
  if (read || !hasProducts) return read;
  // Loose words, read only next to a product: 'needs urea', 'looking for PB fines', 'urea available'.
  const buys = BUY_WITH_PRODUCT.test(words.replace(SELL_PHRASES, ' '));
  const sells = SELL_WITH_PRODUCT.test(words);
  if (buys === sells) return null;
  return { side: buys ? 'buys' : 'sells', strong: false };
}

const DEPARTMENT_WORDS =
  '\\b(supply chain|sale team|sale department|sale manager|sale director|sale office|purchasing department|purchasing team|procurement team|procurement department|buying office|export department|import department|trade finance|supply side|demand side)\\b';
const DEPARTMENT = new RegExp(DEPARTMENT_WORDS);
const THEIR_SUPPLIER_WORDS =
  '\\b(switched|switching|switch|changed|changing|change|another|alternative|other|their|his|her|its|existing|current|bankrupt|failed|insolvent|defaulting|defaulted|lost) (supplier|suppliers|supply source|supply|source|vendor|seller)\\b';
const THEIR_SUPPLIER = new RegExp(THEIR_SUPPLIER_WORDS);
const THEIR_SUPPLIER_ALL = new RegExp(THEIR_SUPPLIER_WORDS, 'g');
const DEPARTMENT_ALL = new RegExp(DEPARTMENT_WORDS, 'g');
const TRADE_RULE_WORDS =
  '\\b((export|import)s? (ban|bans|banned|restriction|restrictions|duty|duties|tax|taxes|quota|quotas|embargo|curbs?|controls?)|(ban|bans|banned|embargo|restrictions?|curbs?|duty|duties|tax|quotas?) on (\\w+ )?(exports?|imports?)|(interdictie|interdictia|interdiction|prohibicion|proibicao|verbot|yasagi|yasak|zapret|larangan|divieto) (la |de |d |des |sur |on |na |di |all )?(exports?|imports?|exportacion|exportacao|exportation|ausfuhr|ihracat|eksport|ekspor|esportazione)\\w*|(export|ausfuhr|ihracat|eksport)\\w*(verbot|yasagi|yasak|zapret))\\b';
const TRADE_RULE = new RegExp(TRADE_RULE_WORDS);
const TRADE_RULE_ALL = new RegExp(TRADE_RULE_WORDS, 'g');
const TO_DO =
  /\b(need|want|wish|plan|planning|have|ha|going|try|trying|like|would like|asked me|remind me) to (?!(buy|purchase|source|secure|import|procure|cover|book|sell|offer|supply|export|lift|take)\b)\w+/g;
const USER_SOLD =
  /\b(we|i) (sold|offered|supplied|shipped|quoted|delivered)\b|\b(sold|offered|supplied|shipped|quoted|delivered) (him|her|them)\b|\b(sent|send|sending|gave|made|submitted) (him |her |them )?(an |our |a |firm |new |best )?(offer|quote|quotation|price|bid)\b/;
const USER_BOUGHT =
  /\b(we|i) (bought|purchased|sourced|lifted)\b|\b(buy|buying|bought|purchase|purchased|source|sourced|sourcing) (\w+ ){0,4}from (him|her|them)\b/;
const BUY_WITH_PRODUCT =
  /\b(demande de|demande d|demande du|demande des|demandes de|need|needing|require|required|want|wanted|wanting|seeking|seek|looking for|interested in|enquiry|inquiry|asked for|asking for|hungry for|take|taking|lift|lifting|consumer|user|end buyer|receives|receiving|nuzhen|nuzhna|nuzhno|trebuetsya|chahiye|lena hai|ihtiyac|butuh|mencari|xuyao|szuka|zoeken|looking|ask for|asks for|ask price|asks price|asking price|enquiries for|enquiry for|inquiries for|enquiring|enquires|perlu|mau|minta|cari|nyari|nak|hanap|naghahanap|kailangan|nag iimport|nangangailangan|consumes|consuming|pedido de cotacao|pedido de preco|demande de cotation|demande de prix|solicitud de cotizacion|pide precio|pide cotizacion|dey collect|wan buy)\b/;

// Russian and Ukrainian in Cyrillic letters (\b knows only Latin letters, so the words are bounded by hand).
const BUY_CYRILLIC =
  /(?<!\p{L})(покупаем|покупает|покупают|покупаю|куплю|купим|купит|закупаем|закупает|закупка|закупки|ищем|ищет|покупатель|импортер|импортируем|купуємо|купує|шукаємо|закупівля|покупець)(?!\p{L})|采 购|求 购|收 购|购 买|进 口 商|买 家/u;
const SELL_CYRILLIC =
  /(?<!\p{L})(продаем|продает|продают|продаю|продам|продадим|продаст|продажа|продавец|поставляем|поставщик|предлагаем|экспортер|экспортируем|продаємо|продає|пропонуємо|постачальник|експортер|продаж)(?!\p{L})|供 应|出 售|销 售|供 货|出 口 商|卖 家/u;

function clauseSideOfWords(said: string): { side: 'sells' | 'buys'; strong: boolean } | null {
  // 'Buys RCN for re-export to Vietnam': what it buys for, not a second side.
  const words = said.includes('export') ? said.replace(FOR_EXPORT, ' ') : said;
  const script = NON_ASCII.test(words);
  const buyPhrase = words.match(BUY_PHRASES) !== null || (script && (BUY_CYRILLIC.test(words) || BUY_SCRIPT.test(words)));
  const sellPhrase = words.match(SELL_PHRASES) !== null || (script && (SELL_CYRILLIC.test(words) || SELL_SCRIPT.test(words)));
  const buys = buyPhrase || BUY_WORDS.test(words.replace(SELL_PHRASES, ' '));
  const sells = sellPhrase || SELL_WORDS.test(words.replace(BUY_PHRASES, ' '));
  if (buys && sells) {
    // 'Buying VLSFO for bunker supply': an outright verb beats a loose word of the other side.
    const strongBuy = buyPhrase || STRONG_BUY.test(words.replace(SELL_PHRASES, ' '));
    const strongSell = sellPhrase || STRONG_SELL.test(words.replace(BUY_PHRASES, ' '));
    if (strongBuy !== strongSell) return { side: strongBuy ? 'buys' : 'sells', strong: true };
    return null; // both in one clause: not clear enough
  }
  if (!buys && !sells) return null;
  return buys
    ? { side: 'buys', strong: buyPhrase || STRONG_BUY.test(words.replace(SELL_PHRASES, ' ')) }
    : { side: 'sells', strong: sellPhrase || STRONG_SELL.test(words.replace(BUY_PHRASES, ' ')) };
}
const FOR_EXPORT = /\b(for|to|pour|para|per) (re )?export\w*/g;
// Verbs that say the side outright ('also sells scrap'), unlike words that may be either ('offer', 'need').
const STRONG_SELL =
  /\b(seller|supplier|vendeur|vendedor|venditore|exporter|sell|selling|sold|exporting|export|supplying|wts|vende|vender|vendemos|verkauft|vend|vendons|satiyor|satiyoruz|saticisi|prodaem|prodaet|prodadim|prodayom|postavlyaem|bechte|bechna|bechenge)\b/;
const STRONG_BUY =
  /\b(buyer|end user|buy|buys|buying|bought|purchasing|importing|wtb|compra|comprar|compramos|kauft|sucht|achete|achetons|acheton|cherche|acquista|aliyor|aliyoruz|alicisi|pokupaem|pokupaet|kupim|zakupaem|kharidte|kharidna|kharidenge)\b/;

export interface NoteIntent {
  side: 'sells' | 'buys';
  /** Products the clause names; empty when it names none ('looking to buy more volume'). */
  products: ResolvedCommodity[];
  /** The clause it was read from. */
  clause: string;
  /** Said by a whole phrase ('looking to buy'), not by one word ('offer'). */
  strong: boolean;
}

// A trader on both sides of a product: 'buys & sells', 'both sides', 'back-to-back', 'compra y vende'.
// (A buying word and a selling word with only a conjunction or a slash between, in either order: 'buys/sells',
// 'sells and buys', 'b/s', 'achat/vente', 'kauft & verkauft', 'Ein- und Verkauf'; a position taker or a market maker.)
const BOTH_BUY =
  '(buy|buys|buying|bought|buyer|purchase|purchasing|purchaser|compra|compran|compramos|comprador|compradora|achete|achetent|achetons|achat|acheteur|kauft|kaufen|kaufer|einkauf|acquista|alir|alim|alici|pokupaem|pokupaet|kharid)';
const BOTH_SELL =
  '(sell|sells|selling|sold|seller|resell|resells|reselling|vende|venden|vendemos|vendedor|vendedora|revende|vend|vendent|vendons|vente|vendeur|revend|verkauft|verkaufen|verkauf|verkaufer|vendita|satar|satim|satici|prodaem|prodaet|bech)';
const BOTH_SIDES = new RegExp(
  `\\b(both side|both sides|both way|both ways|both direction|two way|2 way|back to back|position taker|take position|takes position|taking position|long and short|long short|market maker|market making|bid and offer|bids and offers|ambos lado|los dos lado|dos dos lado|des deux cote|dans les deux sen|beide seiten|in beide richtungen|b s|(ein|an) und verkauf|in en verkoop|inkoop en verkoop|compra y venta|compra e venda|achat et vente|achat vente|${BOTH_BUY} (and |y |e |et |und |ve |i |aur |n )?(also |then )?(re)?${BOTH_SELL}|${BOTH_SELL} (and |y |e |et |und |ve |i |aur |n )?(also )?${BOTH_BUY})\\b`,
);

// Single-word aliases of three letters or fewer ('al', 'pe', 'co') are symbols: in prose they count
// only when written in capitals ('HRC', 'SBM'), never as ordinary words. (Latin letters only: a short word of
// a script without capitals, 'गेहूं' read as its consonants, is a name.)
const SHORT_ALIAS_MAX = 3;
const ALIAS_PHRASES: { words: string[]; short: boolean }[] = [];
for (const product of TRADE_PRODUCTS) {
  for (const alias of [product.name, ...product.aliases]) {
    const words = commodityWords(alias);
    if (words.length > 0)
      ALIAS_PHRASES.push({ words, short: words.length === 1 && words[0]!.length <= SHORT_ALIAS_MAX && /^[a-z0-9]+$/.test(words[0]!) });
  }
}
ALIAS_PHRASES.sort((a, b) => b.words.length - a.words.length);
const ALIASES_BY_FIRST = new Map<string, { words: string[]; short: boolean }[]>();
for (const a of ALIAS_PHRASES) {
  const list = ALIASES_BY_FIRST.get(a.words[0]!) ?? [];
  list.push(a);
  ALIASES_BY_FIRST.set(a.words[0]!, list);
}

// Words after a product that make it a kind of plant or business: 'steel mill', 'copper smelter'.
// ('urea producer', 'copper mine' stay products: the contact makes or mines them.)
const FACILITY = new Set([
  'mill',
  'grinding',
  'plant',
  'smelter',
  'refinery',
  'work',
  'factory',
  'terminal',
  'sector',
  'industry',
  'station',
  'kiln',
  'furnace',
]);
// Products that also name the industry that uses a contact's goods: 'sells petcoke to cement', 'for resale to DRI'.
const CUSTOMER_INDUSTRIES = new Set(['cement', 'dri', 'steel']);
// 'switched to cement', 'moved to DRI': a turn to the product, not a customer.
const TURN_BEFORE_TO = new Set([
  'switched',
  'switch',
  'switching',
  'moved',
  'move',
  'moving',
  'shifted',
  'shift',
  'changed',
  'turned',
  'pivoted',
  'went',
  'added',
  'expanded',
  'diversified',
  'converted',
]);
// Words that end a company's name: 'Kivu Copper Mines SARL', 'Jiangxi Copper Co'.
const COMPANY_WORDS = new Set(
  'mines mining corp corporation ltd limited group company co industries resources holdings trading sa ag plc inc llc gmbh sarl pty international metals minerals energy partners ventures bv nv spa srl as asa oy ab kft dmcc fze jsc ojsc pjsc'.split(
    ' ',
  ),
);
// Short words that are surely products even in lower case ('blé', 'riz', 'oro').
// Also the abbreviations that are no English word: 'sells sbm', 'buys dap'.
// Metals' symbols that are no common word, name or title in that case ('Co', 'Al', 'Mo', 'Li', 'Ag' are).
const ELEMENT_CASE = new Set(['cu', 'zn', 'pb', 'ni', 'sn', 'pt', 'pd', 'rh', 'mn', 'cr', 'sb', 'ti']);
const SHORT_OK = new Set([
  'ble',
  'ure',
  'riz',
  'oro',
  'aco',
  'soja',
  'soy',
  'tea',
  'tin',
  'sbm',
  'sbo',
  'cpo',
  'lng',
  'lpg',
  'hrc',
  'crc',
  'hms',
  'dri',
  'hbi',
  'mgo',
  'npk',
  'rcn',
  'pke',
  'vhp',
  'uan',
  'dap',
  'hdg',
  'fecr',
  // Round 10: Danish 'byg' (barley), 'pkc' (palm kernel cake), 'cno' (coconut oil).
  'byg',
  'pkc',
  'cno',
]);
// Three-letter aliases that are English words or common capitals: never read in a note all in capitals.
const SHOUT_WORDS = new Set([
  'map',
  'ago',
  'sir',
  'rub',
  'ali',
  'jet',
  'nop',
  'sul',
  'can',
  'pet',
  'str',
  'svr',
  'nar',
  'gar',
  'ncv',
  'gcv',
  'ifo',
  'rmg',
  'ree',
  'cer',
  'eua',
  'vcu',
  'alu',
  'apt',
  'nap',
  'ttf',
  'jkm',
  'sco',
  'fco',
  'loi',
  'rfq',
]);
// Words that name a product only when written with their accent: 'maïs' (corn), not 'mais' ('but', 'more').
const ACCENT_ONLY: Record<string, RegExp> = { mais: /ï/i };
// 'over coffee', 'for a tea': a meeting, not a product.
const SALES_LEAD_BEFORE = new Set(
  'cold hot warm good new sale strong weak promising solid qualified dead potential fresh great nice real possible interesting decent useful serious inbound outbound hard soft'.split(
    ' ',
  ),
);
const SALES_LEAD_AFTER = new Set(['time', 'times', 'gen', 'generation', 'generated', 'source', 'list']);
const SOCIAL_BEFORE = new Set([
  'for',
  'over',
  'a',
  'had',
  'grab',
  'grabbed',
  'having',
  'after',
  'drink',
  'drinks',
  'lunch',
  'dinner',
  'un',
  'una',
  'einen',
]);
const SOCIAL_PRODUCTS = new Set(['coffee', 'cafe', 'tea', 'kaffee']);
// 'DAP Kampala', 'CIF/DAP basis': the Incoterm, not the fertiliser.
const INCOTERM_BEFORE = new Set([
  'cif',
  'fob',
  'cfr',
  'cpt',
  'cip',
  'fca',
  'exw',
  'ddp',
  'dpu',
  'dat',
  'basis',
  'terms',
  'term',
  'delivered',
  'priced',
  'price',
  'usd',
  'eur',
  'incoterm',
  'incoterms',
  'on',
  'or',
  'and',
]);
const DELIVERY_SITES =
  /^(plant|planta|plants|fabrica|factory|mill|site|works|border|warehouse|usine|werk|yard|our|their|buyer|buyers|destination|premises|mine|smelter|refinery|port)$/i;
let PLACE_WORDS: Set<string> | null = null;
// Words of place names that are no place by themselves ('Trinidad and Tobago', 'Isle of Man').
const PLACE_FILLERS = new Set([
  'and',
  'the',
  'of',
  'de',
  'da',
  'do',
  'del',
  'la',
  'le',
  'el',
  'new',
  'north',
  'south',
  'east',
  'west',
  'saint',
  'st',
  'san',
  'island',
  'republic',
  'united',
  'state',
  'city',
  'port',
  'bay',
  'gulf',
  'sea',
]);

/** 'fertilisers' for a fertiliser, else the product's family: what a 'DAP' after it may be listed with. */
function productGroupFamily(r: ResolvedCommodity): string {
  return r.id === 'fertiliser' || productAncestors(r.id).has('fertiliser') ? 'fertilisers' : r.family;
}

function isIncoterm(raw: string[], i: number, afterProduct: string | null = null): boolean {
  const prev = raw[i - 1]?.toLowerCase();
  const next = raw[i + 1];
  if (next && /^\d/.test(next)) return false; // 'DAP 18-46-0'
  if (raw[i + 2]?.toLowerCase() === 'origin' || next?.toLowerCase() === 'origin') return false; // 'DAP Morocco origin'
  if (
    prev &&
    INCOTERM_BEFORE.has(prev) &&
    (prev !== 'and' && prev !== 'or' ? true : /^(cif|fob|cfr|cpt|fca|exw|ddp)$/i.test(raw[i - 2] ?? ''))
  )
    return true;
  // 'offre RCN DAP', 'wants açúcar bruto DAP': closing a statement right after a product that is no fertiliser,
  // the delivery term of that product ('urea DAP', 'NPK DAP' list fertilisers).
  if (!next) return afterProduct !== null && afterProduct !== 'fertilisers';
  // 'DAP plant', 'DAP planta', 'DAP our warehouse': delivered to a site.
  if (DELIVERY_SITES.test(next)) return true;
  PLACE_WORDS ??= knownPlaceWords();
  const nextWord = commodityWords(next)[0] ?? '';
  if (PLACE_WORDS.has(nextWord) && !PLACE_FILLERS.has(nextWord)) return true;
  // The shorthand of a delivery area ('DAP NOLA', 'DAP ARA', 'DAP USG').
  if (DELIVERY_AREAS.has(nextWord)) return true;
  // A place whose name starts with a filler word ('DAP Le Havre', 'DAP San Lorenzo', 'DAP Port Harcourt').
  const after = raw[i + 2];
  if (PLACE_FILLERS.has(nextWord) && /^\p{Lu}/u.test(next) && after && /^\p{Lu}\p{Ll}+$/u.test(after)) {
    const afterWord = commodityWords(after)[0] ?? '';
    if (PLACE_WORDS.has(afterWord) || !ALIASES_BY_FIRST.has(afterWord)) return true;
  }
  // A capitalised word after it that is no product: a place ('DAP Kampala').
  return /^\p{Lu}\p{Ll}+$/u.test(next) && !ALIASES_BY_FIRST.has(nextWord);
}

// Delivery areas traders write as shorthand after an Incoterm: New Orleans, Amsterdam-Rotterdam-Antwerp, the US
// Gulf, the coasts of South America, India and the Mediterranean.
const DELIVERY_AREAS = new Set(
  'nola ara usg usgc usec uswc ecsa wcsa ecca wcca ecuk ecind wcind ecsam wcsam emed wmed cmed amsterdam rotterdam antwerp ghent'.split(
    ' ',
  ),
);

// The last word of a place named with a product's word ('Rice Lake', 'Copper Harbor', 'Iron Knob', 'Salt Lake City'),
// as commodityWords leaves it (plural endings off).
const PLACE_TAILS = new Set(
  'lake harbor harbour bay land coast city creek river island isle point spring valley hill fall beach park mountain knob ridge sound cove town head cay key rock flat grove bluff county canyon plain peak junction hollow heights height field fields'.split(
    ' ',
  ),
);
// The first word of one ('Isle of Grain', 'Lake Copper', 'Port Sulphur', 'Mount Iron').
const PLACE_HEADS = new Set(
  'isle isla ile lake lac mount mt fort point port porto puerto cape cabo bay gulf saint st santa san sao'.split(' '),
);

/** A product's word written as part of a place's name: 'Rice Lake', 'Gold Coast', 'Isle of Grain' (all capitalised). */
function inPlaceName(raw: string[], words: string[], i: number, n: number): boolean {
  const title = (w: string | undefined) => !!w && /^\p{Lu}\p{Ll}/u.test(w);
  if (!title(raw[i])) return false;
  if (title(raw[i + n]) && PLACE_TAILS.has(words[i + n]!)) return true;
  if (title(raw[i - 1]) && PLACE_HEADS.has(words[i - 1]!)) return true;
  return (words[i - 1] === 'of' || words[i - 1] === 'de') && title(raw[i - 2]) && PLACE_HEADS.has(words[i - 2]!);
}

/** The words of prose as written (case kept) and as compared (commodityWords), one for one. */
function tokens(prose: string): { raw: string[]; words: string[] } {
  const withAnd = prose.includes('&') ? prose.replace(/&/g, ' and ') : prose;
  // (Marks stay in the raw words: Hindi's vowel signs are part of its words.)
  return { raw: withAnd.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean), words: commodityWords(prose) };
}

/** Every known product a piece of prose names, longest names first, once each. */
export function productsInText(prose: string): ResolvedCommodity[] {
  const { raw, words } = tokens(prose);
  return productsInTokens(raw, words);
}

function productsInTokens(raw: string[], compared: string[]): ResolvedCommodity[] {
  const words = [...compared];
  // commodityWords splits the same way, so the two lists line up word for word.
  const aligned = raw.length === words.length;
  // Misspelt product words, corrected; never a capitalised word (a name: 'Mr Cooper') nor a place.
  PLACE_WORDS ??= knownPlaceWords();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.length < 5 || ALIASES_BY_FIRST.has(w) || PLACE_WORDS.has(w)) continue;
    if (aligned && /^\p{Lu}\p{Ll}/u.test(raw[i]!)) continue;
    const fix = correctProductWord(w);
    if (fix) words[i] = fix;
  }
  const upper = aligned ? raw.map((w) => w === w.toUpperCase() && /\p{L}/u.test(w)) : words.map(() => false);
  const lettered = raw.filter((w) => /\p{L}{2}/u.test(w));
  const shouting = lettered.length >= 4 && lettered.filter((w) => w === w.toUpperCase()).length / lettered.length > 0.6;
  const found = new Map<string, ResolvedCommodity>();
  // Where the last product found ends, and whether it is a fertiliser (for 'RCN DAP' against 'urea DAP').
  let lastEnd = -1;
  let lastFamily: string | null = null;
  for (let i = 0; i < words.length; ) {
    let step = 1;
    for (const alias of ALIASES_BY_FIRST.get(words[i]!) ?? []) {
      const n = alias.words.length;
      if (i + n > words.length || alias.words.some((w, k) => words[i + k] !== w)) continue;
      const first = alias.words[0]!;
      if (alias.short && !SHORT_OK.has(first)) {
        // (A metal's symbol counts as chemistry writes it too: 'dejó el Pt', 'Zn conc'.)
        // (Not a grade's metal content: '26% Cu', '60% Pb'.)
        const symbol = aligned && ELEMENT_CASE.has(first) && /^\p{Lu}\p{Ll}$/u.test(raw[i]!) && !/\d$/.test(raw[i - 1] ?? '');
        if (!upper[i] && !symbol) continue;
        // In a note written all in capitals, a capital is no sign: only distinctive abbreviations count.
        if (shouting && (first.length < 3 || SHOUT_WORDS.has(first))) continue;
      }
      if (n === 1 && aligned) {
        const accent = ACCENT_ONLY[first];
        if (accent && !accent.test(raw[i]!)) continue;
        if (SOCIAL_PRODUCTS.has(first) && SOCIAL_BEFORE.has(raw[i - 1]?.toLowerCase() ?? '')) continue;
        // 'call log', 'kitne log' (Hindi: people): 'log' alone is no timber; logs are written in the plural.
        if (first === 'log' && raw[i]!.toLowerCase() === 'log') continue;
        // 'kiln fuel', 'fuel grade petcoke', 'fuel procurement': in prose 'fuel' says what a thing is for, not a trade.
        if (first === 'fuel') continue;
        // 'gas' alone in prose ('gas station', 'gas fired plant') is no natural gas trade; a commodities list says it.
        if (first === 'gas') continue;
        // 'IR-64 PB 5%': parboiled rice with 5 % broken, not lead.
        if (
          first === 'pb' &&
          (/^\d+(\.\d+)?%?$/.test(raw[i + 1] ?? '') ||
            /^(ir|ir64|64|rice|sella|basmati|sona|swarna|ponni|1121|1509|raw)$/i.test(raw[i - 1] ?? ''))
        )
          continue;
        // 'cold lead', 'a good lead', 'lead time': a sales lead or a delay, not the metal.
        if (first === 'lead' && (SALES_LEAD_BEFORE.has(words[i - 1] ?? '') || SALES_LEAD_AFTER.has(words[i + 1] ?? ''))) continue;
        if (first === 'dap' && isIncoterm(raw, i, lastEnd === i ? lastFamily : null)) continue;
      }
      step = n;
      // 'a Chinese steel mill', 'the copper smelter': a kind of plant, not what the contact trades.
      if (FACILITY.has(words[i + n] ?? '')) break;
      // 'Kivu Copper Mines', 'Jiangxi Copper Co': a company's name.
      const after = aligned ? raw[i + n] : undefined;
      if (after && /^\p{Lu}/u.test(after) && COMPANY_WORDS.has(after.toLowerCase()) && /^\p{Lu}/u.test(raw[i]!)) break;
      // 'Rice Lake', 'Gold Coast', 'Sugar Land', 'Isle of Grain': a place named with a product's word.
      if (aligned && inPlaceName(raw, words, i, n)) break;
      const r = resolveCommodity(alias.words.join(' '));
      // 'sells petcoke to cement', 'coal for resale to DRI': the customer's industry.
      if (r.known && CUSTOMER_INDUSTRIES.has(r.id) && words[i - 1] === 'to' && !TURN_BEFORE_TO.has(words[i - 2] ?? '')) break;
      // 'urea in PP bags', 'HDPE drums', 'steel drums': the packaging a product comes in, not a product traded.
      if (r.known && isPackaging(words, i + n, r)) break;
      // 'zinc slabs', 'nickel full plate': the form a non-ferrous metal comes in, not steel.
      if (r.known && isMetalForm(words, i, r)) break;
      if (r.known && !found.has(r.id)) found.set(r.id, r);
      if (r.known) {
        lastEnd = i + n;
        lastFamily = productGroupFamily(r);
      }
      break;
    }
    i += step;
  }
  return [...found.values()];
}

// ---------------------------------------------------------------------------------------------
// Negation and time. Matched against the words as commodityWords leaves them (lower case, no
// diacritics, apostrophes split off: "doesn't" reads 'doesn t', "n'achète" 'n achete'; plural endings
// off: 'sells' reads 'sell').

/** The contact no longer trades what the clause names: stopped, ceased, used to, was a buyer until... */
const STOPPED =
  /\b(dejo|dejaron|abandono|abandonaron|largou|laisse tomber|aufgegeben|stopped|stop|stopping|ceased|cease|ceasing|quit|discontinued|halted|suspended|exited|exit|exiting|abandoned|dropped|gave up|given up|pulled out|withdrew|withdrawn|no longer|not any ?more|anymore|any more|no more(?! than)|used to|formerly|previously|in the past|once was|retired|(?<!\b(supplier|customer|client|buyer|seller|partner|mill|shipper|vendor|bank|counterparty)s? (went |has gone |is |was |got )?)went bankrupt|(?<!\b(supplier|customer|client|buyer|seller|partner|mill|shipper|vendor|bank|counterparty)s? (went |has gone |is |was |got )?)bankrupt(?! (supplier|suppliers|customer|customers|client|clients|buyer|buyers|seller|sellers|partner|partners|counterpart\w*|mill|mills|shipper|shippers|vendor|vendors|importer|exporter|bank|origin))|out of business|closed down|shut down|wound down|ya no|dejo de|dejaron de|ha dejado de|solia|antes? (vendia|compraba|exportaba|importaba|vendiamos|comprabamos|comprava|exportava|importava)|ja nao|deixou de|parou de|costumava|n a plus|a arrete|arrete de|a cesse|cesse de|ne \w+ plus|n \w+ plus|ne plus|nicht mehr|kein\w* \w+ mehr|aufgehort|hat aufgehort|fruher|ehemal\w*|non \w+ piu|ha smesso|smesso di|niet meer|geen \w+ meer|gestopt|artik(?= (\w+ ){0,3}(\w+m[iu]yor\w*|yok|degil)\b)|birakt\w*|vazgecti|eskiden|onceden|durdurdu|bol ?she ne|bolshe ne|bilshe ne|uzhe ne|perestal\w*|prekratil\w*|ranshe|ranee|ranishe|byvsh\w*|ab nahi|ab nahin|band kar diya|band kar di|band ho gay\w*|chhod diya|chod diya|chhod di|chhoda|pehle|pahle|ma 3ad|ma3ad|maad|khalas|wa2af|tawaqaf|sabiqan|saabiqan|anciennement|auparavant|autrefois|plus de (\w+ ){1,4}depuis|plus d \w+( \w+){0,3} depuis|non piu|prima (in|da|con|a|presso|lavorava|trattava|era)|in passato|precedentemente|anteriormente|en el pasado|no passado|ehemals|vormals|dulu|dahulu|tidak lagi|sudah tidak|udah gak|udah nggak|berhenti|mantan|yiqian|yi qian|buzai|bu zai|tingzhi|ting zhi|cengjing|guoqu|以 前|不 再|停 止|曾 经|khong con|da ngung|ngung|truoc day|truoc kia|juz nie|przestal\w*|wczesniej|dawniej|don stop|no dey \w+ again|e no dey \w+ again|ikke laengere|ikke lenger|ikke lengre|ikke mere|inte langre|inte langer|inte laengre|holdt op|holdt opp|stoppet|stoppede|sluttet|slutat|upphort|ophort|hindi na|tumigil|huminto|itinigil|vroeger|voorheen|tidligere|tidigare|forhen|antigamente|outrora|jadis|kiedys|niegdys|tak \w+ lagi|dah tak|sudah tak|tidak \w+ lagi|khong \w+ nua|da dung|dung mua|dung ban|lerk|nu mai|a renuntat|a incetat|au incetat|au renuntat|inainte|pe vremuri|candva|ameacha|aliacha|wameacha|waliacha|ha\w+ tena|zamani|hapo awali|pehla|pela)\b/;
/** 'No longer buys' naming nothing, in other languages: 'ya no vende', 'dejó de comprar', 'plus d'achats', 'kauft nicht mehr'. */
const STOPPED_TRADING_OTHER =
  /\b(ya no (vende|compra|compran|venden|opera|comercializa|exporta|importa)|dejo de (vender|comprar|operar|exportar|importar)|dejaron de (vender|comprar)|nao (vende|compra) mais|ja nao (vende|compra)|deixou de (vender|comprar)|parou de (vender|comprar)|a arrete|plus d achat|plus de vente|n achete plus|ne vend plus|n achetent plus|ne vendent plus|kauft nicht mehr|verkauft nicht mehr|non compra piu|non vende piu|artik (almiyor|satmiyor))\b/;
/** 'out of the sugar business', 'left the coal market': that product no longer. */
const LEFT_PRODUCT = /\b(out of|left|quit|exited|leaving|closed) the (\w+ ){1,3}(business|market|trade|book|desk|game)\b/;
/** 'was a buyer of urea until 2022', 'traded coal till last year'. */
// (And in Spanish, Portuguese, French, German: 'era vendedor hasta 2024', 'achetait du coltan jusqu'en 2024'.)
const WAS_UNTIL =
  /\b(was|were|been|traded|bought|sold|supplied|imported|exported|buyer|seller|era|eran|fue|foi|compraba|vendia|importaba|exportaba|comprava|vendia|etait|achetait|vendait|importait|exportait|war|kaufte|verkaufte|a vandut|a cumparat|vindea|cumpara|importa|exporta)\b.{0,60}\b(until|till|up to|hasta|ate|jusqu|bis|pana)\b/;
/** Since the plant, mill or refinery closed: nothing traded now. */
const CLOSED =
  /\b(since|after|when) (the|their|his|her|its) (\w+ )?(plant|mill|refinery|smelter|mine|factory|company|business|firm|crusher|unit|operation)\w* (closed|shut|stopped|went|wa closed|was closed|was shut|ceased)\b|\b(plant|mill|refinery|smelter|mine|factory|company|business|firm) (closed|shut|ceased)\b/;
/** The same in Spanish, Portuguese, French, German ('mina cerrada', 'cierre de mina', 'en C&M'): it stops every
 * listed product only when the notes name none stopped ('antes vendía doré, ya no (mina cerrada)' stops the doré). */
const CLOSED_OTHER =
  /\b(mina|planta|fabrica|refineria|fundicion|usina|empresa|mine|usine|raffinerie|fonderie|werk|hutte) (cerrada|cerrado|fechada|fechado|paralisada|paralizada|fermee|ferme|geschlossen|stillgelegt)\b|\b(cierre|fechamento|fermeture|schliessung) de\w* (la |da |du |de la )?(mina|planta|fabrica|mine|usine|refineria|fundicion)\b|\b(care and maintenance|c and m)\b/;
/** The contact has left trade altogether (with or without naming products). */
const LEFT_TRADE =
  /\b(retired|(?<!\b(supplier|customer|client|buyer|seller|partner|mill|shipper|vendor|bank|counterparty)s? (went |has gone |is |was |got )?)went bankrupt|(?<!\b(supplier|customer|client|buyer|seller|partner|mill|shipper|vendor|bank|counterparty)s? (went |has gone |is |was |got )?)bankrupt(?! (supplier|suppliers|customer|customers|client|clients|buyer|buyers|seller|sellers|partner|partners|counterpart\w*|mill|mills|shipper|shippers|vendor|vendors|importer|exporter|bank|origin))|out of business|closed down|shut down|wound down|left the (business|industry|trade|market|commodity)|out of the (business|market|industry|trade)|exited the (business|market|industry|trade)|no longer (active|trading|trade|in business|in the market|in the business|operating|doing business)|not active anymore|not trading anymore|deceased|passed away)\b/;
/**
 * The business itself has stopped, said of the contact's company in any of the trade's languages: mothballed,
 * idle, insolvent, in liquidation, closed since a date, 'no purchases, no sales', 'fermé depuis 2024', 'cerrada
 * desde', 'fechou', 'insolvent', 'geschlossen seit'. Later notes that name a trade again open it again.
 */
const CLOSED_NOW =
  /\b(mothballed|mothballing|idled|idle since|shuttered|insolvent|insolvency|in liquidation|liquidated|into liquidation|in administration|into administration|receivership|went under|defunct|ceased operation|ceased trading|ceased activity|closed since|closed in (19|20)\d\d|shut since|closed for good|no purchase\w* no sale|no sale\w* no purchase|no activity|no longer exist\w*|ferme depuis|fermee depuis|a ferme|a fermee|en faillite|faillite|liquidation judiciaire|cesse (son|ses|toute) activite|a l arret|plus d activite|cerrada desde|cerrado desde|cerro|quebro|en quiebra|quebrada|sin actividad|paralizada desde|fechada desde|fechado desde|fechou|falencia|faliu|sem atividade|parada desde|pleite|geschlossen seit|stillgelegt seit|betrieb eingestellt|chiusa|fallita|fallimento|zakryt\w*|bankrot\w*|kapandi|iflas\w*|tutup|bangkrut)\b/;
/** A statement dated as later than what came before it: an update, a year, 'since', 'now'. */
const LATER_MARK = /\b(upd|update|updated|later|latest|since|as of|now|nowadays|currently|recently|lately|(19|20)\d\d)\b/;
/** A new start after leaving: 'now runs his own shop', 'set up X', 'joined Y'. */
const NEW_START = /\b(now|currently|run|runs|running|set up|started|founded|joined|launched|moved to|own trading|own company|own firm)\b/;
/** 'ex-urea buyer', 'former coal trader': ex- or former before what the contact was, not before an employer. */
const FORMER_ROLE =
  /\b(ex|former|formerly|ehemalig\w*|ancien|antiguo|antigo)\b((?: \w+){0,3}?) (buyer|seller|supplier|trader|importer|exporter|offtaker|client|customer|consumer|producer|acheteur|vendeur|comprador|vendedor|kaufer|verkaufer)\b/;
/** The contact does not trade it now: 'not buying X', "doesn't sell", 'never bought', 'no interest in'. */
const NOT_NOW =
  /\b(not|never|doesn t|don t|didn t|isn t|aren t|won t|wont|doesnt|dont|cannot|can t|unable to|no interest|no appetite|no demand|no need|no requirement|nao|no (compra|vende|importa|exporta|trabaja|comercializa|opera)|ne \w+ pas|n \w+ pas|ne \w+ jamais|nicht|kein|keine|keinen|non (compra|vende|acquista|tratta)|niet|geen|ne (pokupa|proda|kup|zakupa|postavlya)\w*|nahi|nahin|almiyor\w*|satmiyor\w*|\w+m[iu]yor\w*|degil|almaz|satmaz|mish|tidak|bukan|gak|nggak|belum|khong|nie|no dey|e no dey|ikke|ikkje|inte|ndak|tak mau|khong mua|khong ban|nie kupuje|nie sprzedaje|nu (cumpara|vinde|importa|exporta|lucreaza|face|are)\w*)\b/;
/** A part that opens with 'no' before what it names: 'buys kernels, no RCN', 'no cathode buying'. */
const NO_PRODUCT =
  /^\s*(?:pas de |pas d |aucun |aucune )|^\s*no (?!(more|longer|doubt|problem|issue|go|idea|position|need|interest|rush|deal|reply|answer|response|news|luck)\b)\w/;
/** Negations that leave the reading open: 'not only urea', 'not sure if', 'not yet confirmed'. */
const NOT_REALLY_NEGATION =
  /\b(not only|not just|not sure|not certain|not clear|not confirmed|not yet confirmed|unsure|don t know|no idea)\b/;
/** Words that start a new part of a sentence about now: 'stopped buying DAP, now MAP'. */
const NOW_CUE =
  /\b(now|nowadays|currently|these days|today|instead|switched to|moved to|moved into|moving to|replaced by|ahora|agora|maintenant|desormais|actuellement|jetzt|heute|mittlerweile|actualmente|atualmente|ora|adesso|nu|seychas|seichas|sejchas|teper|nyne|zaraz|abhi|aajkal|filhal|filhaal|al2an|alaan|halyan|7aliyan|hallaq|simdi|su an|suanda|halen|sekarang|kini|xianzai|hien nay|bay gio|teraz|obecnie|numera|nuomstreeks|tegenwoordig|idag|i dag|ngayon|skrg|skg|hien tai|hien gio|nun|inzwischen|aujourd hui|dorenavant|hoje|neste momento|aktualnie|now now)\b/;
// (The other scripts' patterns are read only where a letter outside Latin is: folded Latin text is ASCII.)
const otherScript = (words: string) => NON_ASCII.test(words);
const isNow = (words: string) => NOW_CUE.test(words) || (otherScript(words) && NOW_SCRIPT.test(words));
/** A part that is only a no ('DAP - no', 'zinc - not anymore', 'DAP? no.'): it answers the products named just before. */
const BARE_NO =
  /^(no|nope|nah|none|never|not|not really|not now|not interested|no interest|no thank|no thanks|not any ?more|anymore|any more|no more|no longer|stopped|dropped|ya no|no mas|nao|nao mais|non|plus|plus maintenant|non piu|nein|nicht mehr|kein|keine|niet|yok|net|nahi|nahin|ab nahi|ab nahin|bolshe net|uzhe net|artik yok|la|khalas|nej|nei|ikke|inte|nee|tidak|tak|ndak|khong|nie|hindi)$/;
/** A part that ends in a bare no after what it names: 'urea yes, DAP no', 'DAP: no' (not 'ref no', 'contract no'). */
const TRAILING_NO =
  /(?<!\b(ref|contract|invoice|po|order|account|acc|tel|phone|mobile|cell|vat|reg|id|lot|serial|batch|item|page|doc|licence|license|registration|tax|file|case|flight|room|house|box|unit|plot|lc|bl|mob|whatsapp|fax|seq))\s(no|nope)$/;
/**
 * A part that only dates an end: 'Was on fuel oil (selling) until 2020, now sells ammonia', 'hasta 2022', 'jusqu'en
 * 2021', 'до 2020', '2020'ye kadar', '2020 tak': what the sentence said before it is past.
 */
const BARE_UNTIL =
  /^((until|till|up to|up until|hasta|ate|jusqu|jusqu en|jusqu a|bis|bis ende|fino al|fino a|tot|do|until end of|till end of|until the end of|indtil|til|fram till|frem til|sampai|hingga|hanggang) ((early|mid|late|end|fin|finales de|fines de|ende) )?((of|de) )?(19|20)\d\d|(19|20)\d\d (ye|ya|e|a) kadar|(19|20)\d\d tak|(19|20)\d\d tk)$/;
/**
 * Formerly: 'früher Vitol (zinc buying), jetzt ...', 'anciennement chez Gunvor (urée, achat)', 'prima in Olam,
 * trattava ...', 'раньше Sucden': what the sentence says after it is past, until it says now.
 */
// 'Steel raw materials desk', 'cement inputs': raw materials for steel, not steel.
const RAW_MATERIALS_FOR = /\b[\p{L}]+ (raw materials?|inputs)\b/giu;
const BREAD_AND_BUTTER =
  /\bbread (and|&|n) butter\b|\b(take|taken|taking|with) (it |what he says |what she says )?with (a )?((pinch|grain) of )?salt\b/gi;
const VIETNAMESE_SELL = /(?<!\p{L})(?<!chào )bán(?!\p{L})/gu;
const FORMERLY =
  /\b(formerly|previously|earlier|before that|fruher|ehemals|vormals|anciennement|auparavant|autrefois|antes|anteriormente|prima (in|da|con|a|presso|lavorava|trattava|era)|in passato|precedentemente|ranshe|ranee|ranishe|pehle|pahle|eskiden|onceden|dulu|dahulu|yiqian|cengjing|truoc day|truoc kia|wczesniej|dawniej|sabiqan|saabiqan|vroeger|voorheen|tidligere|tidigare|forhen|dati|antigamente|outrora|jadis|kiedys|niegdys|inainte|pe vremuri|candva)\b/;
type Negation = 'stopped' | 'not' | 'left' | 'unsure' | null;

function negationOf(words: string): Negation {
  if (NOT_REALLY_NEGATION.test(words)) {
    // 'not only urea but also AN' reads as positive; 'not sure if he buys urea' as nothing at all.
    return /\b(not only|not just)\b/.test(words) ? null : 'unsure';
  }
  // 'Retired from Vitol, now runs his own shop': left a job, not trade.
  if ((LEFT_TRADE.test(words) || CLOSED.test(words) || CLOSED_OTHER.test(words) || CLOSED_NOW.test(words)) && !NEW_START.test(words))
    return 'left';
  const script = otherScript(words);
  if (
    STOPPED.test(words) ||
    (script && STOPPED_SCRIPT.test(words)) ||
    WAS_UNTIL.test(words) ||
    FORMER_ROLE.test(words) ||
    LEFT_PRODUCT.test(words)
  )
    return 'stopped';
  if (NOT_NOW.test(words) || (script && NOT_NOW_SCRIPT.test(words)) || NO_PRODUCT.test(words) || TRAILING_NO.test(words)) return 'not';
  return null;
}

const TURN_WORDS =
  '\\b(switched|switching|moved|moving|shifted|shifting|changed|turned|went|pivoted|migrated)\\s+(from|out of|away from)\\s+(.+?)\\s+(to|into|towards|for)\\s+';
const REPLACED_WORDS = '\\b(replaced|substituted)\\s+(.+?)\\s+(with|by)\\s+';
const TURN = new RegExp(`${TURN_WORDS}|${REPLACED_WORDS}`, 'i');
const TURN_ALL = new RegExp(`${TURN_WORDS}|${REPLACED_WORDS}`, 'gi');
const INSTEAD_WORDS =
  '\\b(instead of|rather than|en lugar de|en vez de|au lieu de|au lieu du|au lieu des|em vez de|ao inves de|em lugar de|anstatt|invece di|invece del)\\b';
const INSTEAD_OF = new RegExp(INSTEAD_WORDS, 'i');
const INSTEAD_OF_ALL = new RegExp(INSTEAD_WORDS, 'gi');
// ('Own supply' is left alone: a trader 'with own supply' has something to sell.)
const CAPTIVE_WORDS = '\\b(captive|in-house|internal) supply\\b';
const CAPTIVE = new RegExp(CAPTIVE_WORDS, 'i');
const CAPTIVE_ALL = new RegExp(CAPTIVE_WORDS, 'gi');
const turned = (...m: string[]) => `stopped ${m[3] ?? m[6]}, now `;

interface Part {
  raw: string[];
  words: string[];
  /** The words joined by spaces, for the cue patterns. */
  text: string;
  clause: string;
  /** What the cue patterns found in a part of one chunk (read again when chunks are joined). */
  negation?: Negation;
  side?: ReturnType<typeof clauseSide>;
}

/** Sentences, then the parts of a sentence a 'now', 'but' or a fresh verb begins. */
function noteParts(notes: string): Part[][] {
  const sentences: Part[][] = [];
  // 'Yellow corn No.2', 'No. 2 Cu wire': the abbreviation of a number, not a no.
  // ('C.P.O.' is one word, not three sentences; Vietnamese 'bán' (sells) is read as 'chào bán', as the folded 'ban' is
  // an English word; 'our bread and butter' sells no butter.)
  const plain = undotted(notes)
    .replace(VIETNAMESE_SELL, 'chào bán')
    .replace(BREAD_AND_BUTTER, 'mainstay')
    .replace(RAW_MATERIALS_FOR, (_, what: string) => what);
  const numbered = /\bno\.\s?\d/i.test(plain) ? plain.replace(/\bno\.(?=\s?\d)/gi, 'Nr.') : plain;
  // (Telegraphic notes run statements together with ' -- ' or bullets: 'vend Kali 60 -- producer of DAP'.)
  for (const written of numbered.split(/(?<!\d)\.|\.(?!\d)|[;!?\n|।॥؛؟]+|\s-{2,}\s|\s\/{2,}\s|\s*[•·]\s*/)) {
    // 'Switched from robusta to arabica', 'moved out of urea into sulphur': the one stopped, the other now.
    let sentence = TURN.test(written) ? written.replace(TURN_ALL, turned) : written;
    // 'Now selling CRC instead of HRC': what comes after 'instead of' is no longer traded.
    if (INSTEAD_OF.test(sentence)) sentence = sentence.replace(INSTEAD_OF_ALL, ', no longer ');
    // 'Now captive supply': the company supplies itself, it sells nothing.
    if (CAPTIVE.test(sentence)) sentence = sentence.replace(CAPTIVE_ALL, 'captive source');
    const parts: Part[] = [];
    for (const piece of sentence.split(/\bbut\b|\bwhile\b|\bwhereas\b|\bhowever\b|\bpero\b|\baber\b/i)) {
      // A comma starts a new part only when what follows says something of its own ('stopped buying
      // DAP, buys MAP'), not when it goes on listing products ('stopped buying DAP, MAP and TSP').
      let first = true;
      // (' / ' and ' + ' join statements or list products, like a comma: 'buys VLSFO + producer of HSFO'.)
      // (The delimiters are kept: what follows a closing parenthesis goes on with the statement the parenthesis
      // interrupted, 'cassia (dalchini) lena band kar diya': the verb after an aside is that statement's.)
      let afterAside = false;
      const chunks = piece.split(/([,،]|\band then\b|\s[-–—]\s|[()]|\s\/\s|\s\+\s)/);
      for (let c = 0; c < chunks.length; c++) {
        const chunk = chunks[c]!;
        // (Odd places hold the delimiters.)
        if (c % 2 === 1) {
          afterAside = chunk === ')';
          continue;
        }
        const { raw, words } = tokens(chunk);
        if (words.length === 0) continue;
        const joined = latinCues(words.join(' '));
        // 'but' always starts a new part.
        const side = clauseSide(joined);
        const negation = negationOf(joined);
        const continuesAside = afterAside && negation !== null && productsInTokens(raw, words).length === 0;
        afterAside = false;
        const last = parts[parts.length - 1];
        // (A bare 'no' stands alone: 'DAP? nope, only urea'.)
        const fresh =
          first ||
          ((side !== null || negation !== null) && !continuesAside) ||
          isNow(joined) ||
          BARE_NO.test(joined) ||
          BARE_UNTIL.test(joined) ||
          (!!last && BARE_NO.test(last.text)) ||
          // ('looking for RB2 coal, trades AGO both ways': a side said, then another product both ways.)
          (!!last && BOTH_SIDES.test(joined) && clauseSide(last.text, true) !== null && productsInTokens(raw, words).length > 0);
        first = false;
        if (fresh || !last) parts.push({ raw, words, text: joined, clause: chunk, negation, side });
        else {
          last.raw.push(...raw);
          last.words.push(...words);
          last.text += ` ${joined}`;
          last.clause += `,${chunk}`;
          last.negation = undefined;
          last.side = undefined;
        }
      }
    }
    if (parts.length) sentences.push(parts);
  }
  return sentences;
}

export interface NoteReading {
  /** What the notes say the contact sells or wants now, part by part. */
  intents: NoteIntent[];
  /** Products the notes say the contact does not trade now (stopped, used to, not buying...). */
  stopped: Set<string>;
  /** The notes say the contact has left trade altogether (retired, plant closed, no longer trading). */
  inactive: boolean;
  /** Products the notes say the contact turned to, without saying the side ('switched to soybean oil'). */
  turnedTo: ResolvedCommodity[];
  /** Some part of the notes says what the contact stopped or does not trade (named or not). */
  negated: boolean;
  /** Products the notes say the contact trades both ways ('buys & sells cathode', 'both sides Cu conc', 'back-to-back'). */
  both: ResolvedCommodity[];
  /** The notes say the contact trades both ways without naming a product ('both sides', 'buys and sells'). */
  bothUnnamed: boolean;
  /** Products the notes name without a side, a stop or a no ('also sulfuric acid', 'VHP spot', 'SiMn, 1 barge'). */
  mentioned: ResolvedCommodity[];
}

const READINGS = new Map<string, NoteReading>();
const READING_CACHE_MAX = 150_000;

const ALSO_WORDS = new Set([
  'also',
  'plus',
  'and',
  'juga',
  'aussi',
  'tambien',
  'tambem',
  'auch',
  'anche',
  'ayrica',
  'bhi',
  'takzhe',
  'cung',
]);
// 'Lead-acid battery maker', 'NCM cathode maker', 'cement group', 'cashew conference': what the company is or
// where they met, not a product it trades.
// ('Flour miller', 'cocoa grinder', 'coffee roaster': what the plant makes, which is not what it buys.)
const MAKER =
  /\b(maker|makers|manufacturer|manufacturers|fabricant|hersteller|fabricante|group|industries|company|conference|conf|congress|summit|week|expo|forum|show|dinner|event|miller|millers|mill|mills|grinder|grinders|roaster|roasters|crusher|crushers|smelter|smelters|refiner|refiners|refinery|processor|processors|packer|packers|co(?! hang)|cos)\b/;
/** Whether a part opens with a product it names (after 'also' or the like). */
function opensWithProduct(words: readonly string[], products: readonly ResolvedCommodity[]): boolean {
  let i = 0;
  while (i < words.length && ALSO_WORDS.has(words[i]!)) i++;
  // (Not a fragment a 'conc.' left: 'de zinc'.)
  if (i >= words.length || MAKER.test(words.join(' ')) || /^(de|of|du|des|di|do|da|del)$/.test(words[0]!)) return false;
  const rest = words.slice(i).join(' ');
  // (Its first word begins a product's name, and the product is named within its first four words.)
  if (!ALIASES_BY_FIRST.has(words[i]!)) return false;
  const opening = productsInText(rest.split(' ').slice(0, 4).join(' '));
  return products.some((p) => opening.some((q) => q.id === p.id));
}

/** What the notes say: current intents, products no longer traded, and whether the contact left trade. Cached by text. */
export function readNotes(notes: string | null | undefined): NoteReading {
  if (!notes)
    return { intents: [], stopped: new Set(), inactive: false, turnedTo: [], negated: false, both: [], bothUnnamed: false, mentioned: [] };
  const cached = READINGS.get(notes);
  if (cached) return cached;
  const intents: NoteIntent[] = [];
  const unsided: ResolvedCommodity[] = [];
  const both: ResolvedCommodity[] = [];
  let bothUnnamed = false;
  const negated = new Set<string>();
  let inactive = false;
  let inactiveUnlessNamed = false;
  let negatedAny = false;
  // The last thing the notes say is that the business stopped (nothing traded after it).
  let closedLast = false;
  // When each product was last said to be traded, and last said to be stopped: the later statement wins
  // ('2021: takes sulphur ... upd 2023: only DAP, no more sulphur').
  let seq = 0;
  const lastSaid = new Map<string, number>();
  const stoppedAt = new Map<string, { at: number; side: 'sells' | 'buys' | null }>();
  let marked = 0;
  // Whether the sentence of the statements being marked was dated: only a dated trade gives way to a later stop
  // ('2021: takes sulphur ... upd 2023: no more sulphur'); 'end user of GO 0.1%. stopped buying diesel (any spec) in
  // 2024' names two grades of one product and keeps the first.
  let saidDated = false;
  const markSaid = () => {
    for (; marked < intents.length; marked++) for (const p of intents[marked]!.products) lastSaid.set(p.id, saidDated ? seq : -1);
  };
  // 'DAP? no.': the products a sentence named and said nothing of, which a bare 'no' after it answers.
  let unsaid: ResolvedCommodity[] = [];
  // Every product named with no side said of it.
  const named: ResolvedCommodity[] = [];
  // The statements from `from` on, taken back (a bare 'no' or end date after them): their products.
  const takeBack = (from: number) => {
    const out: ResolvedCommodity[] = [];
    for (const i of intents.splice(from)) out.push(...i.products);
    marked = Math.min(marked, intents.length);
    return out;
  };
  // The last product named before a bare 'no' ('sells HSFO - not now', 'buys urea monthly, DAP - no'), taken back.
  const takeLast = (from: number) => {
    const last = intents.length > from ? intents[intents.length - 1]! : undefined;
    if (!last) return [];
    const named = productsInText(last.clause.split(',').pop() ?? '').filter((p) => last.products.some((q) => q.id === p.id));
    const taken = named.length ? named : last.products;
    last.products = last.products.filter((p) => !taken.some((q) => q.id === p.id));
    if (last.products.length === 0) takeBack(intents.length - 1);
    return taken;
  };
  for (const parts of noteParts(notes)) {
    let negatedSide: 'sells' | 'buys' | null = null;
    let negatedProducts: ResolvedCommodity[] = [];
    let afterNegation = false;
    // What this sentence turned to without a side yet ('switched from CPO to palm olein'), for a side said after it.
    let turnedHere: ResolvedCommodity[] = [];
    // 'Urea, DAP: buying monthly': products named before the part that says the side.
    let pending: ResolvedCommodity[] = [];
    const before = unsaid;
    unsaid = [];
    let first = true;
    const newStart = parts.length > 1 && NEW_START.test(parts.map((p) => p.text).join(' '));
    // A sentence that dates itself as later ('upd 11/2023: no more sulphur', 'since 2024 no longer buys').
    const dated = LATER_MARK.test(parts.map((p) => p.text).join(' '));
    markSaid();
    saidDated = dated;
    // Where this sentence's statements about now begin (its start, or its last 'now'), and whether what it says
    // is past ('früher Vitol (zinc buying), jetzt ...').
    let scopeStart = intents.length;
    let past = false;
    for (const part of parts) {
      const words = part.text;
      markSaid();
      seq++;
      let negation = part.negation !== undefined ? part.negation : negationOf(words);
      if (!negation && !BARE_NO.test(words) && (isNow(words) || (newStart && NEW_START.test(words)))) {
        scopeStart = intents.length;
        past = false;
      }
      // 'Retired from Vitol, now runs his own shop': a new start in the sentence; the left job says nothing.
      if (negation === 'left' && newStart) negation = null;
      const products = productsInTokens(part.raw, part.words);
      const opening = first;
      first = false;
      if (negation === 'unsure') continue;
      // 'DAP - no', 'zinc - not anymore', 'DAP? no.': a bare no answers the products named just before.
      const bare = products.length === 0 && BARE_NO.test(words);
      // 'Was on fuel oil (selling) until 2020': a bare end date makes what the sentence said past.
      const until = products.length === 0 && BARE_UNTIL.test(words);
      if (until) negation = 'stopped';
      if (bare) negation ??= 'not';
      if (past) negation ??= 'stopped';
      if (negation) {
        negatedAny = true;
        for (const p of products) negated.add(p.id);
        if (negation === 'stopped' && dated) {
          const stopSide = (part.side !== undefined ? part.side : clauseSide(words))?.side ?? null;
          for (const p of products) stoppedAt.set(p.id, { at: seq, side: stopSide });
        }
        if (bare || until) {
          // What the no answers: the products named just before without a side, the last sentence's (for a
          // sentence that is only a no), or else what this sentence said it trades ('sells HSFO - not now').
          const answered = pending.length ? pending : opening && bare ? before : until ? takeBack(scopeStart) : takeLast(scopeStart);
          for (const p of answered) negated.add(p.id);
          pending = [];
        }
        if (negation === 'stopped' && FORMERLY.test(words)) past = true;
        if (negation === 'left' && products.length === 0) {
          if (LEFT_TRADE.test(words) || CLOSED.test(words) || CLOSED_NOW.test(words)) inactive = true;
          else inactiveUnlessNamed = true;
          // 'buys concentrate every tender. mothballed since 2025': a closure after the trades closes them too.
          if (CLOSED_NOW.test(words)) closedLast = true;
        }
        // 'no longer trades' naming nothing and no trade of its own: out of trade.
        if (
          negation === 'stopped' &&
          products.length === 0 &&
          /\b(no longer|not any ?more|anymore|ceased|stopped) (trade|trading|active|operating|buy|buying|sell|selling)\b/.test(words) &&
          !FORMER_ROLE.test(words)
        )
          inactive = true;
        else if (negation === 'stopped' && products.length === 0 && STOPPED_TRADING_OTHER.test(words)) inactiveUnlessNamed = true;
        negatedSide = (part.side !== undefined ? part.side : clauseSide(words))?.side ?? null;
        negatedProducts = products;
        afterNegation = true;
        continue;
      }
      // 'Both sides Cu conc', 'buys & sells cathode': on both sides of the products named (or named just before).
      if (BOTH_SIDES.test(words)) {
        const named = products.length ? products : pending;
        pending = [];
        if (named.length) both.push(...named);
        else bothUnnamed = true;
        continue;
      }
      // The side without products is already known for a part of one chunk; with products, loose words count too.
      const read = part.side && products.length === 0 ? part.side : clauseSide(words, products.length > 0);
      // "Doesn't buy urea, only sells": the products of the part before, on the other side.
      if (read && products.length === 0 && negatedProducts.length && negatedSide && negatedSide !== read.side) {
        for (const p of negatedProducts) negated.delete(p.id);
        intents.push({ side: read.side, products: negatedProducts, clause: part.clause.trim(), strong: read.strong });
        negatedProducts = [];
        continue;
      }
      // 'stopped buying urea, now MAP': the part after the turn keeps the side the sentence was about.
      const side = read?.side ?? (afterNegation && isNow(words) && products.length ? negatedSide : null);
      if (side && products.length) closedLast = false;
      if (read && products.length === 0 && pending.length) {
        intents.push({ side: read.side, products: pending, clause: part.clause.trim(), strong: read.strong });
        pending = [];
      } else if (read && products.length === 0 && turnedHere.length) {
        // 'Switched from CPO to palm olein in 2024 (buying)': the side of what it turned to.
        intents.push({ side: read.side, products: turnedHere, clause: part.clause.trim(), strong: read.strong });
        for (const p of turnedHere) unsided.splice(unsided.indexOf(p), 1);
        turnedHere = [];
      } else if (side) intents.push({ side, products, clause: part.clause.trim(), strong: read?.strong ?? false });
      else if (!afterNegation) {
        pending = products;
        // (Only a part that opens with what it names, or with 'also': 'VHP spot', 'also sulfuric acid', '+ molasses';
        // not 'NCM cathode maker', 'wrote about cobalt'.)
        if (products.length && opensWithProduct(part.words, products)) named.push(...products);
      }
      // 'No more palm oil, switched to soybean oil': traded now, on a side the notes do not say.
      else if (afterNegation && isNow(words)) {
        unsided.push(...products);
        turnedHere = products;
      }
    }
    unsaid = pending;
  }
  markSaid();
  // A stop said after the trade (on its side, or on no side) ends it.
  for (const [id, stop] of stoppedAt) {
    const at = lastSaid.get(id);
    if (at === undefined || at < 0 || at >= stop.at) continue;
    if (stop.side && !intents.some((i) => i.side === stop.side && i.products.some((p) => p.id === id))) continue;
    for (let k = intents.length - 1; k >= 0; k--) {
      const i = intents[k]!;
      if (!i.products.some((p) => p.id === id)) continue;
      i.products = i.products.filter((p) => p.id !== id);
      // (A statement left naming nothing said nothing: it is no side without a product.)
      if (i.products.length === 0) intents.splice(k, 1);
    }
  }
  const current = new Set([...intents.flatMap((i) => i.products.map((p) => p.id)), ...unsided.map((p) => p.id), ...both.map((p) => p.id)]);
  const stopped = new Set([...negated].filter((id) => !current.has(id)));
  const turnedTo = unsided.filter((p, i) => unsided.findIndex((q) => q.id === p.id) === i);
  if (inactiveUnlessNamed && negated.size === 0) inactive = true;
  const mentioned = named.filter((p, i) => !current.has(p.id) && !negated.has(p.id) && named.findIndex((q) => q.id === p.id) === i);
  const reading = {
    intents,
    stopped,
    inactive: (inactive && current.size === 0) || closedLast,
    turnedTo,
    negated: negatedAny,
    both,
    bothUnnamed,
    mentioned,
  };
  if (READINGS.size >= READING_CACHE_MAX) READINGS.clear();
  READINGS.set(notes, reading);
  return reading;
}

/** What the notes say the contact sells or wants now, clause by clause (never what it stopped). */
export function noteIntents(notes: string | null | undefined): NoteIntent[] {
  return readNotes(notes).intents;
}

export interface ContactSide {
  /** The side overall. */
  side: TradeSide;
  /** Products the notes (or what the company is) put on a side, which win over the overall side. Never a stopped product. */
  byProduct: Map<string, 'sells' | 'buys'>;
  /** Where each byProduct entry came from: the notes naming it, or what the company is. */
  byProductFrom: Map<string, 'notes' | 'company'>;
  /** Where the side came from, for the explanation of an insight. */
  source: 'role' | 'title' | 'notes' | 'company' | 'unknown';
  /**
   * Product ids the contact does not trade now: the notes say they stopped ('stopped buying DAP', 'no
   * longer sells', 'was a buyer until', 'used to', 'ex-urea buyer', 'ya no compra'), do not ('not
   * buying urea'), or that the contact left trade altogether (retired, plant closed: then every listed
   * product). Never in byProduct.
   */
  stopped: Set<string>;
  /** The notes say the contact left trade altogether. */
  inactive: boolean;
  /** What the company is (refinery, smelter, mill...), from its name or the title, or null. */
  companyKind: CompanyKind | null;
  /**
   * Products the notes put on both sides ('buying pig iron monthly. has pig iron available'): byProduct
   * holds the first side said; the contact trades the other side too. Products said to be traded both ways
   * in one breath ('buys & sells cathode', 'both sides Cu conc', 'back-to-back') are here and not in byProduct.
   */
  bothSides: Set<string>;
  /** Products the notes name without saying a side of them: traded on the contact's side, like a listed product. */
  mentioned: ResolvedCommodity[];
  /**
   * Products the notes name as traded both ways by a contact who takes positions ('buys & sells crude', 'trades
   * KCl both ways'): bought and sold. Never a go-between's ('brokers cathodes both ways', 'works both sides,
   * 1$/t commission'), who is on neither side.
   */
  tradesBoth: Set<string>;
  /**
   * Products the notes offer or ask for now, with a quantity and a time or in so many words: 'has 55kt for Jan
   * loading - unsold', 'needs 2 x 55kt for Feb, pls send offers', 'tender out for 2 x 5kt CPO', 'urgently looking
   * for 10kt NPI'. The side of each; never a go-between's (its clients' wants) nor a product stopped.
   */
  live: Map<string, 'sells' | 'buys'>;
}

// A quantity ('55kt', '2 x 5kt', '12.5kt', '3.4 TBtu', '40 FCL', '1 cargo') and a time ('for Jan', 'Q1', 'prompt').
const LIVE_QUANTITY =
  /\b\d+(?:[.,]\d+)?\s*(?:x\s*\d+(?:[.,]\d+)?\s*)?(?:k?mts?|kt|kmt|t|tons?|tonnes?|wmt|dmt|cbm|m3|bbls?|barrels?|tbtu|mmbtu|cargo(?:es)?|lots?|fcls?|teus?|containers?|ctrs?|cntrs?|cntnrs?|barges?|vessels?|shipments?|panamax(?:es)?|supramax(?:es)?|trucks?|rakes?)\b|\b\d+k\b/;
const LIVE_TIME =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|q[1-4]|h[12]|prompt|spot|asap|this month|next month|loading|arrival|delivery|ramadan|eid|diwali|new crop|ready|available|now|aktuell|frei|disponible|dispo|disponivel|tersedia|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|fevrier|mars|avril|juin|juillet|aout|septembre|octobre|novembre|decembre|januar|februar|maerz|juni|juli|oktober|dezember)\b/;
// History or a standing volume ('4 containers a month', 'term contract'), not an offer open now.
const LIVE_PAST =
  /\b(did|done|closed|shipped|delivered|last year|last month|since (19|20)\d\d|in (19|20)\d\d|so far|together|a month|per month|month|monthly|every month|each month|a year|per year|yearly|annual|annually|a week|per week|weekly|regular|regularly|term)\b/;
// An offer or a want that is open now, in so many words.
const LIVE_WORDS =
  /\b(urgent\w*|asap|unsold|ready stock|find (?:a|him a|her a|them a) (?:buyer|seller|home)|wants? a home|needs? a home|(?:pls|please|kindly) (?:send )?offers?|send (?:us )?offers?|asked (?:us|me) for offers?|tender (?:out|for|open)|short of|in the market for|minta penawaran|humihingi ng offer|hanap ng buyer|minta dicarikan buyer)\b/;

/**
 * The products the notes offer or ask for now (ContactSide.live): each clause that says so ('has 55kt for Jan loading',
 * 'needs 40 cntrs before Eid', 'urgent requirement: 1600t caustic', 'WTB 5kt CIF Mersin'), the products it names, on
 * the side the contact trades each (or the clause says).
 */
function liveProducts(
  notes: string,
  byProduct: ReadonlyMap<string, 'sells' | 'buys'>,
  side: TradeSide,
  stopped: ReadonlySet<string>,
): Map<string, 'sells' | 'buys'> {
  const live = new Map<string, 'sells' | 'buys'>();
  // (A clause that names no product is of the one named before it: 'sells nickel ore. has 50kt for Jan loading'.)
  let before: ResolvedCommodity[] = [];
  for (const raw of notes.split(/(?<=[.;!?])\s+|\n+|\s+(?:\/|\||-{1,2}|–)\s+|\s*\|\s*/)) {
    const clause = text(raw);
    if (!clause) continue;
    const named = productsInText(raw);
    const of = named.length ? named : before;
    if (named.length) before = named;
    if (HAS_COUNTERPARTS.test(raw.toLowerCase())) continue;
    if (!LIVE_WORDS.test(clause) && !(LIVE_QUANTITY.test(clause) && LIVE_TIME.test(clause))) continue;
    // (What was done is no offer open now: 'did 3 shipments last year', 'closed 2 deals in 2025'.)
    if (LIVE_PAST.test(clause)) continue;
    const said = clauseSide(clause, true)?.side ?? null;
    for (const p of of) {
      if (stopped.has(p.id) || live.has(p.id)) continue;
      const on = byProduct.get(p.id) ?? said ?? (side === 'sells' || side === 'buys' ? side : null);
      if (on) live.set(p.id, on);
    }
  }
  return live;
}

interface ListedSides {
  /** The first side written beside each product. */
  sides: ReadonlyMap<string, 'sells' | 'buys'>;
  /** Products written twice, once with each side: 'DAP 18-46-0 (buy), DAP 18-46-0 (sell)'. */
  both: ReadonlySet<string>;
}
const LISTED_SIDES = new Map<string, ListedSides>();
const NO_SIDES: ListedSides = { sides: new Map(), both: new Set() };

/** Sides written next to products in a commodities field ('Urea (buying), DAP - WTS'), by product id. Cached by text. */
function listedSides(commodities: string | null | undefined): ListedSides {
  if (!commodities) return NO_SIDES;
  const hit = LISTED_SIDES.get(commodities);
  if (hit) return hit;
  let out: Map<string, 'sells' | 'buys'> | null = null;
  const both = new Set<string>();
  const put = (id: string, side: 'sells' | 'buys') => {
    out ??= new Map();
    const before = out.get(id);
    if (!before) out.set(id, side);
    else if (before !== side) both.add(id);
  };
  // 'Sells: EtOH, distillers grains', 'WTB: birch/cliff': a side before a colon holds for what follows it.
  let heading: 'sells' | 'buys' | null = null;
  for (const entry of commodities.replace(/(\d),(\d)/g, '$1.$2').split(COMMODITY_ENTRY_BREAK)) {
    const colon = entry.indexOf(':');
    if (colon > 0) heading = clauseSide(text(entry.slice(0, colon)))?.side ?? heading;
    const words = text(entry);
    if (!words) continue;
    const read = SIDE_HINT.test(words) ? clauseSide(words, true) : null;
    if (!read && heading) {
      const product = resolveCommodity(colon > 0 ? entry.slice(colon + 1) : entry);
      if (!product.known) continue;
      put(product.id, heading);
      continue;
    }
    if (!read) continue;
    let product = resolveCommodity(entry);
    if (!product.known && colon > 0) product = resolveCommodity(entry.slice(colon + 1));
    if (!product.known) continue;
    put(product.id, read.side);
  }
  const result = out ? { sides: out, both } : NO_SIDES;
  if (LISTED_SIDES.size >= 100_000) LISTED_SIDES.clear();
  LISTED_SIDES.set(commodities, result);
  return result;
}
// A quick test before the full reading: does the entry carry any side word at all?
const SIDE_HINT =
  /\b(buy|buys|buying|buyer|sell|selling|seller|wtb|wts|offer|offering|need|needs|import|export|importer|exporter|supply|supplier|purchase|purchasing|sourcing|compra|vende|achat|vente|einkauf|verkauf|available)\b/;

export interface SideInput {
  role?: string | null;
  title?: string | null;
  notes?: string | null;
  company?: string | null;
  /** The listed products; what the company is puts each on a side, and 'retired' stops them all. */
  commodities?: string | null;
  /** Where the contact is: some kinds of company buy in one part of the world and sell in another. */
  countryCode?: string | null;
  location?: string | null;
}

/**
 * A contact's side from its role (then its title), with the notes deciding for a Trader, Broker or
 * Agent, and saying per product what it sells or buys when they name products. What the company is
 * (a refinery buys crude and sells diesel) puts the listed products the notes are silent on on a side,
 * unless a clear role says the other side. Products the notes say are no longer traded are in `stopped`.
 */
export function contactSide(contact: SideInput): ContactSide {
  const fromRole = roleSide(contact.role);
  // A clear role (Buyer, Supplier) yields only to a whole phrase: one word ('offers') may be misread.
  // A job in a company (Procurement Manager, Head of Sales) says what the person does, not which side of
  // every product the company is on: the company's notes and what it makes still speak for its products.
  // A role naming a mill or a crusher ('Mill') says what the company is, like a job: a mill buys its
  // inputs. ('Refiner', 'Smelter', 'Miner' keep their side: a producer's word for what it sells.)
  const roleKind = contact.role ? companyKind(contact.role) : null;
  const plantRole = MILL_KINDS.has(roleKind ?? '');
  const job = plantRole || (jobOnly(contact.role) && (!contact.title || !roleSide(contact.title) || jobOnly(contact.title)));
  const clear = fromRole === 'sells' || fromRole === 'buys' ? fromRole : null;
  const reading = readNotes(contact.notes);
  // A job's side does not hide what the notes say ('Sales Manager': 'cherche melting scrap' still buys).
  const listed = contact.commodities ? resolveCommodities(contact.commodities) : [];
  // Notes that name a product say its side themselves, whatever the role ('Origination': 'RFQ Murban 200 mt';
  // 'End user': 'offering prilled urea, 15kt/month'); a role yields to notes naming no product only by a whole phrase.
  const intents = reading.intents.filter((i) => !clear || job || i.side === clear || i.strong || i.products.length > 0);
  const stopped = new Set(reading.stopped);
  if (reading.inactive) {
    for (const p of listed) stopped.add(p.id);
    // Closed after the trades the notes name ('buys concentrate every tender. mothballed since 2025'): those stop too.
    for (const intent of reading.intents) for (const p of intent.products) stopped.add(p.id);
    for (const p of reading.both) stopped.add(p.id);
  }
  // 'copper conc (ex)', 'urea (stopped)', 'ex-DAP': a listed product marked as no longer traded.
  if (contact.commodities && LISTED_EX_HINT.test(contact.commodities))
    for (const entry of contact.commodities.split(COMMODITY_ENTRY_BREAK))
      if (LISTED_EX.test(entry)) {
        const p = resolveCommodity(entry.replace(LISTED_EX, ' '));
        if (p.known) stopped.add(p.id);
      }
  const byProduct = new Map<string, 'sells' | 'buys'>();
  const byProductFrom = new Map<string, 'notes' | 'company'>();
  // 'Urea (buying), DAP - WTS': a side written next to a product in the commodities field.
  const listedWithSides = listedSides(contact.commodities);
  for (const [id, s] of listedWithSides.sides)
    if (!stopped.has(id)) {
      byProduct.set(id, s);
      byProductFrom.set(id, 'notes');
    }
  const bothSides = new Set<string>([...listedWithSides.both].filter((id) => !stopped.has(id)));
  for (const intent of intents)
    for (const p of intent.products)
      if (byProduct.has(p.id) && byProductFrom.get(p.id) === 'notes' && byProduct.get(p.id) !== intent.side) bothSides.add(p.id);
      else if (!byProduct.has(p.id) && !stopped.has(p.id)) {
        byProduct.set(p.id, intent.side);
        byProductFrom.set(p.id, 'notes');
      }
  // 'Both sides Cu conc', 'buys & sells cathode', 'back-to-back': traded both ways; naming no product, every
  // listed product the notes give no side.
  // (Not in byProduct, which holds one side: the product is on neither side alone.)
  for (const p of reading.bothUnnamed ? [...reading.both, ...listed] : reading.both)
    if (!stopped.has(p.id) && !byProduct.has(p.id)) bothSides.add(p.id);
  // 'Buyer of EN590. Both sides of gasoil 10ppm': said to be on both sides after one side was said.
  for (const p of reading.both) if (!stopped.has(p.id) && byProduct.has(p.id) && byProductFrom.get(p.id) === 'notes') bothSides.add(p.id);

  // A Trader whose title says a side ('Import Manager', 'Jefe de Compras', 'Head of Sales') is on that side.
  const titleRead = fromRole === 'sells' || fromRole === 'buys' ? null : roleSide(contact.title);
  const fromTitle = !fromRole || fromRole === 'none' ? titleRead : titleRead === 'sells' || titleRead === 'buys' ? titleRead : null;
  let side: TradeSide = (fromRole === 'either' ? fromTitle : null) ?? fromRole ?? fromTitle ?? 'either';
  let source: ContactSide['source'] = fromRole === 'either' && fromTitle ? 'title' : fromRole ? 'role' : fromTitle ? 'title' : 'unknown';
  // The notes decide for a trader, broker or agent, or when nothing else says.
  // So do notes that say outright what a person with a job does, naming no product we know ('Crude supply':
  // 'verkauft paraffin wax ab Werk').
  const jobOverruled = job && intents.length > 0 && intents.every((i) => i.strong && i.products.length === 0);
  if (side === 'either' || source === 'unknown' || jobOverruled) {
    const sides = new Set(intents.map((i) => i.side));
    if (sides.size === 1) {
      side = [...sides][0]!;
      source = 'notes';
    }
  }
  // A distributor, wholesaler or grossiste the notes put on no side buys to sell on in its own market: to a
  // trader, a buyer.
  if (side === 'either' && (!fromRole || fromRole === 'either') && !bothSides.size && DISTRIBUTOR_ROLE.test(text(contact.role))) {
    side = 'buys';
    source = 'role';
  }
  // 'Broker only, no position', 'works on commission', 'neither buys nor sells': on no side of any product.
  // (Its clients' wants are not its own: 'no posn, has buyer for 5000mt olein (client, not him)'.)
  const ownIntents = intents.filter((i) => !HAS_COUNTERPARTS.test(i.clause.toLowerCase()));
  if (!clear && !ownIntents.length && NO_POSITION.test(text(contact.notes))) {
    side = 'none';
    source = 'notes';
    for (const [id, from] of byProductFrom)
      if (from === 'notes') {
        byProduct.delete(id);
        byProductFrom.delete(id);
      }
  }
  // A go-between by role ('Courtier', 'Commission agent') whose notes say they broker ('intros to millers',
  // 'commission 1%', 'broker, both sides', 'knows all the importers') and nothing they buy or sell outright:
  // the buyers and sellers the notes name are their clients. On no side, whatever the title says.
  // So is one whose notes say no side at all and whose title names none ('Sales agent': 'handles CPO mostly').
  const titleSide = roleSide(contact.title);
  if (
    side !== 'none' &&
    (GO_BETWEEN_ROLE.test(text(contact.role)) || AGENT_FOR_PRINCIPAL.test(text(contact.notes))) &&
    !intents.some((i) => i.strong && !HAS_COUNTERPARTS.test(i.clause.toLowerCase())) &&
    (BROKERING.test(text(contact.notes)) || (intents.length === 0 && titleSide !== 'buys' && titleSide !== 'sells'))
  ) {
    // (They still deal in the products they list: 'either', which puts them on neither side of a list.)
    side = 'either';
    source = 'role';
    for (const [id, from] of byProductFrom)
      if (from === 'notes' && !bothSides.has(id)) {
        byProduct.delete(id);
        byProductFrom.delete(id);
      }
  }
  // What the company is: per listed product the notes are silent on, then overall when nothing else says.
  // ('Export Manager' is a job, not an exporting company.)
  const titleKind = companyKind(contact.title);
  // A role naming the plant ('Refinery', 'Dal mill', 'Zinc smelter') says what the company is better than
  // a name that says little ('Sunrise Ghee Mills', 'Amrit Exports'); only a bare 'Mill' yields to the name.
  const nameKind = companyKind(contact.company);
  // ('Cement factory (grinding)', 'cement grinding unit' in the notes: a grinder, whatever the name says.)
  const grinder = GRINDER.test(`${contact.company ?? ''} ${contact.notes ?? ''}`.toLowerCase()) ? ('cement_grinder' as const) : null;
  const kindAnywhere =
    grinder ??
    (plantRole && roleKind !== 'mill' && (!nameKind || GENERIC_KINDS.has(nameKind)) ? roleKind : null) ??
    nameKind ??
    (titleKind === 'exporter' || titleKind === 'importer' ? null : titleKind) ??
    (plantRole ? roleKind : null) ??
    notesKind(contact.notes);
  const kind = kindHere(kindAnywhere, contact);
  const clearSide = side === 'sells' || side === 'buys' ? side : null;
  // (A logistics person, a banker or a broker on no side: what the company is does not put them on one.)
  // (Nor a broker or an agent at a company named for a product: 'Broker' at 'Lion City Fertilizers'.)
  // (A title of its own, 'Agent' / 'CEO' at a crusher, says the person runs the company: its kind still speaks.)
  const goBetween = GO_BETWEEN_ROLE.test(text(contact.role)) && (!contact.title || GO_BETWEEN_ROLE.test(text(contact.title)));
  if (kind && side !== 'none' && !goBetween) {
    const companySides = new Set<'sells' | 'buys'>();
    // A processing company listing both ends (a crusher's soybeans and meal, a refinery's raw and white
    // sugar) buys the one and sells the other whoever its contact is: a 'Buyer' there buys the input, and
    // the output is still what the company sells.
    // A bunker supplier listing cargo grades beside 'bunkers' buys the cargoes (HSFO, VLSFO, gasoil) and
    // sells them to ships as bunkers.
    const isBunkers = (p: ResolvedCommodity) => p.id === 'bunkers' || p.id === 'fuel_oil';
    if (kind === 'bunker_supplier' && listed.some(isBunkers))
      for (const p of listed) {
        if (stopped.has(p.id) || byProduct.has(p.id)) continue;
        const grade = !isBunkers(p) && (p.family === 'fuel_oil' || p.family === 'middle_distillates');
        if (!grade && !isBunkers(p)) continue;
        byProduct.set(p.id, grade ? 'buys' : 'sells');
        byProductFrom.set(p.id, 'company');
      }
    const ends = new Set<'sells' | 'buys'>();
    if (!RESELLERS.has(kind))
      for (const p of listed) {
        const s = stopped.has(p.id) || byProduct.has(p.id) ? null : companyProductSide(kind, p);
        if (s) ends.add(s);
      }
    // (Not a steel name: an 'Ispat' or a 'Demir Çelik' is as often a stockist or a trader, who buys and sells steel alike.)
    const bothEnds = ends.size === 2 && !STEEL_KINDS.has(kind);
    for (const p of listed) {
      if (stopped.has(p.id) || byProduct.has(p.id)) continue;
      // A company that buys a product to sell it on (a bunker supplier, a distributor) is on the side its
      // person's job says: its procurement buys the fuel, its sales sell it.
      const s = clearSide && RESELLERS.has(kind) ? clearSide : companyProductSide(kind, p);
      if (!s || (clearSide && s !== clearSide && source === 'role' && !job && !bothEnds)) continue;
      companySides.add(s);
      byProduct.set(p.id, s);
      byProductFrom.set(p.id, 'company');
    }
    if (!clearSide) {
      const overall = companySides.size === 1 ? [...companySides][0]! : companySides.size > 1 ? 'either' : companyDefaultSide(kind);
      if (overall !== 'either' || source === 'unknown') {
        side = overall;
        source = 'company';
      }
    }
  }
  // Both ends of a process chain (billets and rebar, concentrate and cathode, crude and fuel oil): what the
  // contact sells is made from what it buys. A side the notes give one end puts the other end on the
  // opposite side; with no notes on either, a processing company read as selling both buys the input (not
  // a mine or a cooperative, which sell what they dig or grow, nor a contact whose role or title sells). A
  // clear role (Buyer, Supplier, Procurement) is never overruled.
  // (A broker or agent makes nothing: it is left out.)
  const said = (fromRole && !job ? fromRole : null) ?? (fromTitle && !jobOnly(contact.title) ? fromTitle : null);
  if (
    (!clear || job) &&
    !/\b(broker|agent|intermediar|mandate|commission|courtier|corredor|corretor|makler|comisionista|mediator)/i.test(
      `${contact.role ?? ''} ${contact.title ?? ''}`,
    )
  )
    chainSides(
      listed,
      byProduct,
      byProductFrom,
      stopped,
      !PRODUCER_KINDS.has(kind ?? '') && said !== 'sells',
      side === 'either',
      PRODUCER_KINDS.has(kind ?? ''),
    );
  // Nothing listed and nothing in the notes: the product a company of a known kind is named for
  // ('Brabant Cocoa Processing', 'Hanse Coffee Roasters'), on the side that kind is on for it.
  if (kind && side !== 'none' && listed.length === 0 && byProduct.size === 0 && stopped.size === 0 && contact.company)
    for (const p of productsInText(contact.company.toLowerCase())) {
      const s = companyProductSide(kind, p) ?? (side === 'sells' || side === 'buys' ? side : null);
      if (!s) continue;
      byProduct.set(p.id, s);
      byProductFrom.set(p.id, 'company');
    }
  // 'Switched to soybean oil': on the contact's side, when that side is clear.
  if (side === 'sells' || side === 'buys')
    for (const p of reading.turnedTo)
      if (!byProduct.has(p.id)) {
        byProduct.set(p.id, side);
        byProductFrom.set(p.id, 'notes');
      }
  // An inspector, a shipbroker, a bank or an insurer lists what it handles, not what it trades: on no side.
  const clearNotes = intents.length > 0 || [...byProductFrom.values()].includes('notes');
  // (A surveyor at an inspection company, a banker at a bank: what their notes say they handle is their clients'
  // trade, 'used on all our PKS/coal loadings'.)
  const serviceJob = NONE_ROLE.test(text(`${contact.role ?? ''} ${contact.title ?? ''}`)) && SERVICE_COMPANY.test(text(contact.company));
  if ((serviceJob || (!clearNotes && !clear)) && SERVICE_COMPANY.test(text(contact.company))) {
    side = 'none';
    source = 'company';
    byProduct.clear();
    byProductFrom.clear();
  }
  // (On a clear side only: a broker's or agent's notes name what it brokers, not what it trades.)
  const mentioned = side === 'sells' || side === 'buys' ? reading.mentioned.filter((p) => !stopped.has(p.id) && !byProduct.has(p.id)) : [];
  const noPosition =
    side === 'none' ||
    GO_BETWEEN_ROLE.test(`${text(contact.role)} ${text(contact.title)}`) ||
    NO_POSITION.test(text(contact.notes)) ||
    GO_BETWEEN_NOTE.test(text(contact.notes));
  // ('Buys and sells' naming nothing is about the listed products, unless another part names what is traded both ways.)
  const saidBoth = reading.bothUnnamed && reading.both.length === 0 ? listed : reading.both;
  const tradesBoth = new Set(noPosition ? [] : saidBoth.map((p) => p.id).filter((id) => !stopped.has(id)));
  const live =
    side === 'none' || !contact.notes ? new Map<string, 'sells' | 'buys'>() : liveProducts(contact.notes, byProduct, side, stopped);
  return {
    side,
    byProduct,
    byProductFrom,
    source,
    stopped,
    inactive: reading.inactive,
    companyKind: kind,
    bothSides,
    mentioned,
    tradesBoth,
    live,
  };
}

/**
 * What the company is, when the notes open by saying it and nothing else names it: 'feed mill. did 8 deals',
 * 'poultry integrator', 'wire & cable maker - Cubs fan', 'gasera | 20 pipas/semana'. Not a part that trades or
 * names a customer ('sells to feed mills', 'supplies steel mills').
 */
const GRINDER = /\b(grinding unit|grinding plant|grinding mill|grinding station|cement grinding|clinker grinding)\b|\(grinding\)/;

function notesKind(notes: string | null | undefined): CompanyKind | null {
  if (!notes) return null;
  const first = notes.split(/[.;|\n,(]|\s[-–—/]\s/)[0] ?? '';
  const words = text(first);
  if (!words || words.split(' ').length > 6 || /\b(to|for|from|with|at|via|supplie\w*|supply|sell|sells|buy|buys|ex|like)\b/.test(words))
    return null;
  if (clauseSide(words)) return null;
  const kind = companyKind(first);
  return kind === 'exporter' || kind === 'importer' ? null : kind;
}

function chainSides(
  listed: readonly ResolvedCommodity[],
  byProduct: Map<string, 'sells' | 'buys'>,
  byProductFrom: Map<string, 'notes' | 'company'>,
  stopped: ReadonlySet<string>,
  companyOnly: boolean,
  open: boolean,
  producer: boolean,
): void {
  if (listed.length + byProduct.size < 2) return;
  const products = new Map<string, ResolvedCommodity>();
  for (const p of listed) if (!stopped.has(p.id)) products.set(p.id, p);
  for (const id of byProduct.keys()) if (!products.has(id)) products.set(id, resolvedProduct(id) ?? resolveCommodity(id));
  if (products.size < 2) return;
  const noted = (id: string) => byProductFrom.get(id) === 'notes';
  const set = (id: string, side: 'sells' | 'buys', from: 'notes' | 'company') => {
    byProduct.set(id, side);
    byProductFrom.set(id, from);
  };
  for (const input of products.values())
    for (const output of products.values()) {
      if (!feedsInto(input, output)) continue;
      const inSide = byProduct.get(input.id);
      const outSide = byProduct.get(output.id);
      // (What the company is has its own say on a product: a mine selling cathode still sells its concentrate.)
      const fromCompany = (id: string) => producer && byProductFrom.get(id) === 'company';
      if (noted(output.id) && outSide === 'sells' && !noted(input.id) && !fromCompany(input.id)) set(input.id, 'buys', 'notes');
      else if (noted(input.id) && inSide === 'buys' && !noted(output.id) && !fromCompany(output.id)) set(output.id, 'sells', 'notes');
      else if (companyOnly && !noted(input.id) && !noted(output.id) && inSide === 'sells' && outSide === 'sells')
        set(input.id, 'buys', 'company');
      // It sells the output and nothing says a side for the input: it buys the input to make it.
      else if (companyOnly && inSide === undefined && outSide === 'sells') set(input.id, 'buys', 'company');
      // Nothing says a side at all: one who lists both ends most likely makes the one from the other.
      else if (companyOnly && open && inSide === undefined && outSide === undefined) {
        set(input.id, 'buys', 'company');
        set(output.id, 'sells', 'company');
      }
    }
}

// Words naming a department or job inside a company, not a trade relation ('Buyer', 'Supplier', 'Importer' are).
const JOB_WORDS =
  /\b(procurement|purchasing|purchase|sourcing|sale|sales|marketing|commercial|comercial|commerciale|satis|satin alma|satinalma|zakupk\w*|zakupok|snabzhen\w*|prodazh\w*|supply|raw material|feedstock|fuel manager|melt shop|compras|achats|achat|einkauf|ventas|venta|vendas|vertrieb|verkauf|approvisionnement|abastecimiento|suprimento|acquisti|vendite)\b/;
const RELATION_WORDS =
  /\b(buyer|seller|supplier|offtaker|off taker|end user|enduser|importer|exporter|producer|refiner|smelter|miner|comprador|vendedor|acheteur|vendeur|fournisseur|proveedor|fornecedor|lieferant|kaufer|verkaufer)\b/;
function jobOnly(role: string | null | undefined): boolean {
  const r = text(role);
  return !!r && JOB_WORDS.test(r) && !RELATION_WORDS.test(r);
}

const SERVICE_COMPANY =
  /\b(shipbroker|shipbroking|ship broker|ship broking|chartering|freight|forwarder|forwarding|logistic|logistics|inspection|inspectorate|intertek|sgs|bureau veritas|cotecna|alex stewart|surveyor|survey|p and i|p i club|insurance|insurer|assurance|bank|banque|banco|bancorp|law firm|advocate|solicitor|consulting|consultant|consultancy|advisory|advisor)\b/;

const GO_BETWEEN_ROLE =
  /\b(broker|bkr|brkr|brokerage|makelaar|makelar|middleman|middlemen|courtier|courtiere|corredor|corredora|corretor|corretora|comisionista|commissionaire|makler|maklerin|agent|agente|intermediary|intermediario|intermediaire|mediator|mediateur)\b/;
const BROKERING =
  /\b(principal|principals|broker|brokering|brokerage|courtier|courtiere|courtage|corredor|corretor|corretagem|makler|commission|comision|comissao|intro|intros|introduce\w*|introduction|introducing|connect\w*|know\w* (all|every|most)|connait tou\w*|conoce a todo\w*|conhece todo\w*|kennt all\w*|passe\w*|relay\w*|both side\w*|mandate\w*|matchmak\w*|go between)\b/;
// Notes that say the contact is a go-between: 'intermediary - works both sides', 'brokers both sides'.
const GO_BETWEEN_NOTE =
  /\b(broker|brokers|brokering|brokerage|intermediary|intermediaire|intermediario|courtier|corredor|corretor|makler|commission|comision|comissao)\b/;
// A go-between's clients, not its own position: 'has buyers for CPC blend (says)', 'got sellers of HMS'.
const HAS_COUNTERPARTS =
  /\b(has|have|got|with) (an? )?(buyers?|sellers?|end users?|clients?|customers?|suppliers?)\b|\b(client|clients|principal|principals),? not (him|her|them|his|hers|theirs)\b|\bfor (his|her|their|a) (client|principal)s?\b/;
// An agent who buys or sells for someone else: 'sourcing agent (BL crude), paid by principal'.
const AGENT_FOR_PRINCIPAL =
  /\b((sourcing|buying|selling|purchasing|procurement|commission) agent|paid by (the |a |his |her |their )?principals?|on behalf of (the |a |his |her |their )?principals?)\b/;
const NO_POSITION =
  /\b(no toma posicion|no toma posiciones|nao toma posicao|ne prend pas de position|nimmt keine position|neemt geen positie|geen eigen positie|geen positie|pas de position propre|pas de position|tidak punya barang sendiri|tidak pegang barang|no own position|no own stock|just matches|only matches|sin posicion propia|sin posicion|sem posicao propria|sem posicao|sans position|freight only|no cargo|broker only|only a broker|just a broker|pure broker|no position|no posn|no pos|never principal|not a principal|never take\w* (a )?position|doe not take position|take no position|commission only|on commission|commission basis|commission \d|neither buy\w* nor sell|nao compra nem vende|no compra ni vende|ni compra ni vende|n achete ni ne vend|ni achete ni vend|weder kauft noch verkauft|kauft und verkauft nicht)\b/;

// South Asia imports pulses to split them into dal: a pulse processor there is a dal mill, which buys them
// (one in Canada or Australia cleans and exports what its growers bring: it sells).
const PULSE_IMPORTING = new Set(['IN', 'PK', 'BD', 'NP', 'LK']);
const PULSE_IMPORTING_PLACE = /\b(india|pakistan|bangladesh|nepal|sri lanka)\b/i;
function kindHere(kind: CompanyKind | null, contact: SideInput): CompanyKind | null {
  if (kind !== 'pulse_processor') return kind;
  const cc = contact.countryCode?.toUpperCase();
  return (cc && PULSE_IMPORTING.has(cc)) || (!cc && PULSE_IMPORTING_PLACE.test(contact.location ?? '')) ? 'dal_mill' : kind;
}

const LISTED_EX_HINT = /\b(ex|former|stopped|until|hasta|old)\b/i;
const LISTED_EX = /\(\s*(ex|former|formerly|stopped|no longer|old|past|until \d{4}|hasta \d{4})\s*\)|^\s*(ex-|former\s)/i;

const DISTRIBUTOR_ROLE =
  /\b(distributor|distributer|distribuidor|distribuidora|distributeur|distributore|distribution|wholesaler|wholesale|grossiste|mayorista|atacadista|grosshandler|grosshandel|grossista|toptanci|stockist|dealer|demi grossiste|semi wholesaler)\b/;

const RESELLERS: ReadonlySet<string> = new Set(['bunker_supplier', 'fuel_distributor', 'food_distributor', 'input_distributor']);

const STEEL_KINDS: ReadonlySet<string> = new Set(['steel_mill', 'metallurgical', 'mill', 'rolling_mill']);

// Kinds that sell what they dig, grow or make from nothing they buy: both ends of a chain they list are theirs to sell.
const PRODUCER_KINDS: ReadonlySet<string> = new Set(['mine', 'cooperative', 'plantation', 'sugar_mill', 'lng_producer']);

// Roles naming a plant that turns an input into an output (a refinery, a smelter, a dal mill): the product decides the side.
const MILL_KINDS: ReadonlySet<string> = new Set([
  'mill',
  'steel_mill',
  'rolling_mill',
  'flour_mill',
  'feed_mill',
  'crusher',
  'roaster',
  'refinery',
  'sugar_refinery',
  'edible_oil_refinery',
  'smelter',
  'dal_mill',
  'rice_mill',
  'pulse_processor',
  'palm_oil_mill',
  'foundry',
  'coke_plant',
]);
// Names that say little of what the plant makes from what.
const GENERIC_KINDS: ReadonlySet<string> = new Set(['mill', 'exporter', 'importer', 'food_distributor', 'metallurgical']);
