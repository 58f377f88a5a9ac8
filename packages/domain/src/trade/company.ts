/**
 * What a company is, read from its name (or the contact's title): a refinery, smelter, mill, crusher,
 * power plant, roaster... Such a company buys its inputs and sells its outputs, so the product decides
 * the side: a refinery buys crude oil and sells diesel; a smelter buys concentrate and sells cathode.
 */
import { commodityWords, type ResolvedCommodity } from './resolve.ts';
import { latinCues } from './scripts.ts';

export type CompanyKind =
  | 'sugar_refinery'
  | 'refinery'
  | 'smelter'
  | 'rolling_mill'
  | 'steel_mill'
  | 'metallurgical'
  | 'flour_mill'
  | 'feed_mill'
  | 'crusher'
  | 'sugar_mill'
  | 'spinning_mill'
  | 'paper_mill'
  | 'mill'
  | 'power_plant'
  | 'roaster'
  | 'chocolate_maker'
  | 'cement_plant'
  | 'fertiliser_plant'
  | 'cashew_processor'
  | 'tyre_maker'
  | 'airline'
  | 'mine'
  | 'cooperative'
  | 'recycler'
  | 'fabricator'
  | 'fuel_retailer'
  | 'shipowner'
  | 'input_distributor'
  | 'food_distributor'
  | 'bunker_supplier'
  | 'fuel_distributor'
  | 'construction'
  | 'plastics_converter'
  | 'petrochemical_plant'
  | 'lubricant_blender'
  | 'ferroalloy_producer'
  | 'plantation'
  | 'foundry'
  | 'coke_plant'
  | 'dri_plant'
  | 'gas_distributor'
  | 'rice_mill'
  | 'dal_mill'
  | 'pulse_processor'
  | 'palm_oil_mill'
  | 'fertiliser_blender'
  | 'edible_oil_refinery'
  | 'lng_producer'
  | 'lng_importer'
  | 'pipe_maker'
  | 'battery_maker'
  | 'exporter'
  | 'importer'
  | 'soluble_coffee_plant'
  | 'coffee_mill'
  | 'abattoir'
  | 'cannery'
  | 'fishmeal_plant'
  | 'food_maker'
  | 'ethanol_plant'
  | 'brewery'
  | 'maltings'
  | 'sawmill'
  | 'cement_grinder'
  | 'rubber_processor'
  | 'ginnery'
  | 'soap_maker';

interface KindDef {
  kind: CompanyKind;
  /** Matched against the name's words as commodityWords leaves them (lower case, singular). */
  pattern: RegExp;
  /** Product ids, or 'family:<family>' for a whole family. */
  inputs: readonly string[];
  outputs: readonly string[];
  /** The side when none of the contact's products is an input or an output. */
  otherwise: 'buys' | 'sells' | 'either';
}

const OIL_PRODUCTS = [
  'family:middle_distillates',
  'family:gasoline',
  'family:fuel_oil',
  'family:naphtha',
  'family:lpg',
  'family:bitumen',
  'family:petcoke',
  'family:base_oil',
];
const CONCENTRATES = [
  'tungsten_concentrate',
  'copper_concentrate',
  'zinc_concentrate',
  'lead_concentrate',
  'tin_concentrate',
  'nickel_ore',
  'alumina',
  'bauxite',
  'chrome_ore',
  'manganese_ore',
  'spodumene',
  'copper_anode',
  'copper_scrap',
  'aluminium_scrap',
];
const REFINED_METALS = [
  'copper_cathode',
  'copper_rod',
  'aluminium_ingot',
  'zinc',
  'lead',
  'tin',
  'nickel',
  'npi',
  'nickel_matte',
  'family:ferroalloys',
  'silicon_metal',
  'sulphuric_acid',
  'lithium_carbonate',
  'lithium_hydroxide',
  // (Round 15: the battery chemicals and minor metals a refinery or smelter makes.)
  'mhp',
  'nickel_sulphate',
  'cobalt_sulphate',
  'hpmsm',
  'apt',
  'germanium',
  'gallium',
  'antimony',
  'bismuth',
  'dysprosium',
  'ndpr',
];
// What else smelters and refiners of metal buy and sell (cobalt hydroxide, black mass, battery scrap).
const SMELTER_FEEDS = ['cobalt_hydroxide', 'black_mass', 'ulab', 'nickel_concentrate', 'moly_concentrate', 'pgm_concentrate', 'e_waste'];
const SMELTER_METALS = ['aluminium', 'cobalt', 'cobalt_metal', 'molybdic_oxide', 'lithium'];
const STEEL_INPUTS = [
  'family:iron_ore',
  'family:coal',
  'coking_coal',
  'pci_coal',
  'met_coke',
  'steel_scrap',
  'pig_iron',
  'dri',
  'family:ferroalloys',
  'zinc',
  'graphite',
];
const FLOUR_INPUTS = ['wheat', 'milling_wheat', 'durum', 'feed_wheat', 'corn', 'white_maize'];
const OILSEEDS = ['soybeans', 'rapeseed', 'sunflower_seeds', 'sesame'];
const SEED_PRODUCTS = ['soybean_oil', 'soybean_meal', 'rapeseed_oil', 'rapeseed_meal', 'sunflower_oil', 'sunflower_meal'];
const FEED_INPUTS = [
  'corn',
  'white_maize',
  'feed_wheat',
  'wheat',
  'barley',
  'sorghum',
  'soybeans',
  'soybean_meal',
  'rapeseed_meal',
  'sunflower_meal',
  'ddgs',
  'fishmeal',
];
const FUELS = ['family:coal', 'family:natural_gas', 'family:fuel_oil', 'diesel', 'wood_pellets', 'wood_chips', 'petcoke'];
const FERTILISER_INPUTS = ['sulphur', 'sulphuric_acid', 'phosphate_rock', 'phosphoric_acid', 'natural_gas', 'lng'];
const FERTILISERS = [
  'urea',
  'uan',
  'ammonium_nitrate',
  'can',
  'ammonium_sulphate',
  'dap',
  'map',
  'tsp',
  'npk',
  'nitrogen_fertilisers',
  'phosphates',
];
const MINED = [
  ...CONCENTRATES.filter((id) => !id.endsWith('scrap') && id !== 'copper_anode' && id !== 'alumina'),
  'family:iron_ore',
  'family:coal',
  'coking_coal',
  'pci_coal',
  'gold_dore',
  'gold',
  'silver',
  'platinum',
  'palladium',
  'diamonds',
  'phosphate_rock',
  'potash',
  'sop',
  'uranium',
  'copper_cathode',
  'cobalt',
  'family:cobalt',
  'family:tantalum',
  'family:copper',
  'family:minor_metals',
];

// The more particular kinds first: 'sugar refinery' before 'refinery', 'steel mill' before 'mill'.
const KINDS: readonly KindDef[] = [
  {
    kind: 'sugar_refinery',
    pattern: /\bsugar (refinery|refiner|refining)\b/,
    inputs: ['raw_sugar'],
    outputs: ['white_sugar', 'molasses'],
    otherwise: 'either',
  },
  {
    // Before the refinery: 'Smelting & Refining' refines metal, not oil.
    kind: 'smelter',
    pattern: /\b(smelter|smelting|smelt|hutte|huette|smelteverk|smelteverket|kopparverk|zinkhutte|kupferhutte|huta miedzi|smelteri)\b/,
    inputs: [...CONCENTRATES, ...SMELTER_FEEDS, 'petcoke', 'met_coke', 'coking_coal', 'thermal_coal'],
    outputs: [...REFINED_METALS, ...SMELTER_METALS],
    otherwise: 'either',
  },
  {
    // A foundry (and the Spanish or Portuguese 'fundición', also a copper smelter) buys the iron, alloys,
    // scrap, coke and metal it melts.
    kind: 'foundry',
    pattern:
      /\b(foundry|foundrie|fundicion|fundicao|fundicoe|fonderie|fonderia|giesserei|giesserei\w*|dokum|odlewnia|litejny|liteyny|iron casting|castings?)\b/,
    inputs: [
      'pig_iron',
      'dri',
      'family:ferroalloys',
      'family:ferrous_scrap',
      'met_coke',
      'silicon_metal',
      'aluminium',
      'aluminium_ingot',
      'aluminium_scrap',
      'copper_cathode',
      'copper_scrap',
      'zinc',
      'tin',
      'lead',
      'nickel',
      ...CONCENTRATES.filter((id) => !id.endsWith('scrap')),
    ],
    outputs: ['copper_anode', 'sulphuric_acid'],
    otherwise: 'buys',
  },
  {
    // A palm oil mill presses the fresh fruit bunches of its own or nearby estates and sells CPO and kernels
    // ('pabrik kelapa sawit', 'kilang sawit').
    kind: 'palm_oil_mill',
    pattern: /\b(palm oil mill|palm mill|pabrik kelapa sawit|kelapa sawit|pabrik sawit|kilang sawit|kilang kelapa sawit)\b/,
    inputs: ['ffb'],
    outputs: ['cpo', 'palm_oil', 'palm_kernel', 'palm_kernel_oil', 'crude_palm_kernel_oil', 'palm_kernel_expeller', 'pke'],
    otherwise: 'sells',
  },
  {
    // An edible-oil refinery buys crude oils and sells refined ones.
    kind: 'edible_oil_refinery',
    pattern:
      /\b((edible|vegetable|veg|palm|soy|soya|soybean|sunflower|sunflowerseed|rapeseed|cooking|groundnut|cottonseed) oil (refinery|refiner|refining|industrie|industry|mill|plant|processor|processing|company|factory|complex)|edible oil|vegetable oil industr\w*|yag sanayi|yag fabrikasi|yag rafineri\w*|oils and fat|oil and fat|vegetable oil|huilerie raffinerie|refinaria de oleo|refineria de aceite|olraffinerie|oelraffinerie|speiseol\w*|vanaspati|ghee mill|ghee industr\w*|ghee)\b/,
    inputs: [
      'cpo',
      'palm_oil',
      'crude_sunflower_oil',
      'crude_soybean_oil',
      'crude_rapeseed_oil',
      'crude_palm_kernel_oil',
      'soybean_oil',
      'sunflower_oil',
      'rapeseed_oil',
      'palm_kernel_oil',
      'cottonseed_oil',
      'groundnut_oil',
      ...OILSEEDS,
    ],
    outputs: [
      'rbd_palm_olein',
      'palm_stearin',
      'pfad',
      'refined_sunflower_oil',
      'refined_soybean_oil',
      'refined_rapeseed_oil',
      'vanaspati',
      'soybean_meal',
      'rapeseed_meal',
      'sunflower_meal',
    ],
    otherwise: 'buys',
  },
  {
    // A rice mill buys paddy and sells milled rice.
    kind: 'rice_mill',
    pattern:
      /\b(rice (mill|milling|miller|processing|processor|industrie|industry|factory|plant)|rizerie|rizeri|arrocera|molino de arroz|beneficiadora de arroz|arrozeira|reismuhle|pirinc fabrikasi|chawal mill|penggilingan padi|penggilingan beras|kilang padi|kilang beras|nha may xay xat|xay xat|nha may gao|rong si|rice mill)\b/,
    inputs: ['paddy', 'rough_rice', 'paddy_rice'],
    outputs: ['rice', 'basmati_rice', 'parboiled_rice', 'white_rice', 'broken_rice', 'brown_rice', 'rice_bran', 'non_basmati_rice'],
    otherwise: 'either',
  },
  {
    // A dal mill buys whole pulses and sells split ones (dal).
    kind: 'dal_mill',
    pattern: /\b(dal mill|dhal mill|daal mill|dal industrie|dal industry|pulse mill|pulses mill)\b/,
    inputs: ['family:pulses'],
    outputs: ['dal', 'split_pulses', 'besan'],
    otherwise: 'buys',
  },
  {
    // A pulse processor (Canada, Australia) buys from growers, cleans, splits and bags, and exports: it sells pulses.
    kind: 'pulse_processor',
    pattern: /\b(pulse processing|pulses processing|pulse processor|pulses processor|pulse cleaning|pulse splitting|pulse exporter)\b/,
    inputs: [],
    outputs: ['family:pulses'],
    otherwise: 'sells',
  },
  {
    kind: 'refinery',
    pattern:
      /\b(refinery|refinerie|refiner|refining|raffinerie|refineria|refinaria|raffineria|raffinaderij|rafineri|refinadora|refinador|nefteperera\w*|npz|raffinaderi|rafineria|rafinerie|kilang minyak|nha may loc dau|loc dau|raffinaderiet|olraffinerie)\b/,
    inputs: [
      'family:crude',
      'raw_sugar',
      'copper_concentrate',
      'copper_anode',
      'copper_scrap',
      'gold_dore',
      'pgm_concentrate',
      'spent_catalyst',
      'cpo',
      'palm_oil',
      // An edible-oil refinery buys the crude oils.
      'soybean_oil',
      'sunflower_oil',
      'crude_sunflower_oil',
      'rapeseed_oil',
      'palm_kernel_oil',
    ],
    outputs: [
      ...OIL_PRODUCTS,
      'white_sugar',
      'copper_cathode',
      'gold',
      'silver',
      'family:pgms',
      'family:platinum',
      'family:palladium',
      'family:rhodium',
      // (A minor metals or battery chemicals refinery: what it refines to.)
      'germanium',
      'gallium',
      'antimony',
      'bismuth',
      'apt',
      'nickel_sulphate',
      'cobalt_sulphate',
      'hpmsm',
      'dysprosium',
      'ndpr',
      'rbd_palm_olein',
      'palm_stearin',
      'pfad',
    ],
    otherwise: 'either',
  },
  {
    // A re-roller buys semi-finished steel and sells what it rolls from it.
    kind: 'rolling_mill',
    pattern: /\b(rolling mill|re rolling|rerolling|re roller|reroller|laminoir|laminadora|laminacao|walzwerk)\b/,
    inputs: ['billet', 'slab', 'hrc'],
    outputs: ['rebar', 'wire_rod', 'crc', 'galvanised_steel', 'plate', 'steel_pipe'],
    otherwise: 'either',
  },
  {
    kind: 'steel_mill',
    pattern:
      /\b(steel (mill|plant|work|maker|producer|company|group|industry|industrie|corporation|corp)|iron (and )?steel|ispat|steel( (pvt|private|ltd|limited|co|company|sa|sl|llc|inc|plc|ag|gmbh|jsc|pte|bv|srl|spa|tbk|pt|corp|group))*$|steelwork|steelmaker|steelmaking|steel making|integrated steel|mini mill|eaf|electric arc furnace|acieria|aceria|siderurgica|siderurgie|siderurgia|stahlwerk|stahlwerke|acciaieria|acciaierie|acieries|acerias|siderurgicas|celik|celikhane|celikhanesi|melt shop|meltshop|metkombinat|stalownia|staalfabriek|stalverk|stalvaerk|staalverk|jernverk|jernvaerk|pabrik baja|nha may thep|acierie)\b/,
    inputs: STEEL_INPUTS,
    outputs: ['family:steel'],
    otherwise: 'either',
  },
  {
    // 'Metallurgical plant' says neither steel nor non-ferrous: either's inputs and outputs.
    kind: 'metallurgical',
    pattern: /\b(metallurgical|metallurgy|metalurgica|metalurgica|metallurgique|kombinat|huta|hutnicz\w*|zaklady metalurgiczne)\b/,
    inputs: [...STEEL_INPUTS.filter((id) => id !== 'zinc' && id !== 'family:ferroalloys'), ...CONCENTRATES, 'family:ferroalloys'],
    outputs: ['family:steel', ...REFINED_METALS.filter((id) => id !== 'family:ferroalloys')],
    otherwise: 'either',
  },
  {
    // A coke plant buys coking coal and sells metallurgical coke.
    kind: 'coke_plant',
    pattern:
      /\b(coke plant|coke oven|coke work|coking plant|coking co|coking company|coking|cokery|cokerie|coqueria|coquerie|kokerei|koksownia|koksokhim|kokshim|coke chemical|coke and chemical|coke industr\w*|coke battery|kokas|koks)\b/,
    inputs: ['coking_coal', 'pci_coal', 'family:coal'],
    outputs: ['met_coke', 'coke_breeze', 'coal_tar'],
    otherwise: 'either',
  },
  {
    // A DRI/HBI (sponge iron) plant buys iron ore pellets or lump and sells DRI or HBI.
    kind: 'dri_plant',
    pattern:
      /\b(dri plant|hbi plant|dri unit|sponge iron|direct reduced iron|direct reduction|hot briquetted iron|eisenschwamm|fer preredui\w*)\b/,
    inputs: ['family:iron_ore', 'thermal_coal', 'family:coal', 'natural_gas'],
    outputs: ['dri', 'hbi'],
    otherwise: 'either',
  },
  {
    kind: 'flour_mill',
    pattern:
      /\b(flour mill|flour milling|flour|minoterie|moulin|grands moulins|molino|moinho|muhle|muehle|milling company|un fabrikasi|un sanayi|un san|melkombinat|mukomol\w*|meunerie|moagem|moageira|moinhos|meelfabriek|meelfabrieken|mlyn|mlyny|mlyn zbozowy|kvarn|kvarnar|valsemolle|pabrik tepung|pabrik terigu|kilang tepung|nha may bot mi|muhlenwerk\w*|walzmuhle)\b/,
    inputs: FLOUR_INPUTS,
    outputs: ['wheat_flour', 'wheat_bran', 'family:bran'],
    otherwise: 'buys',
  },
  {
    kind: 'feed_mill',
    pattern:
      /\b(feed mill|feedmill|feed|animal feed|compound feed|livestock feed|poultry feed|aqua feed|aquafeed|racoe|raco|pienso|piensos|racoes|futtermittel|mischfutter|diervoeder|diervoeders|yem|avicola|avicultura|poultry|broiler|broilers|aviculture|integrator|livestock|aquaculture|shrimp farm|fish farm|dairy farm|granja|granjas|porcicola|porcina|pecuario|pecuaria|hog farm|hog|swine|pig farm|feedlot|engorda|alimento balanceado|alimentos balanceados|nutricion animal|foderstof|foderstoffer|foderfabrik|foderstoffabrik|kraftfoder|mengvoederfabriek|mengvoeder|veevoederbedrijf|veevoeders|wytwornia pasz|pasze|pasz|pabrik pakan|pakan ternak|pakan|peternakan|peternakan ayam|nha may thuc an chan nuoi|thuc an chan nuoi|trang trai|provenderie|fabrica de racao|fabrique d aliment\w*|aliment de betail|mischfutterwerk|kraftfutterwerk|fodervirksomhed)\b/,
    inputs: FEED_INPUTS,
    outputs: [],
    otherwise: 'buys',
  },
  {
    kind: 'crusher',
    pattern:
      /\b(crusher|crushing|crush plant|oil mill|oilseed processor|oilseed processing|solvent extraction|extraction plant|huilerie|aceitera|esmagadora|olmuhle|oliemolen|oljemolle|oliemolle|tlocznia|olejarnia|zaklady tluszczowe|olmuhlen|oelmuehle|pabrik minyak nabati|huileries|oleaginous)\b/,
    inputs: OILSEEDS,
    outputs: SEED_PRODUCTS,
    otherwise: 'either',
  },
  {
    kind: 'sugar_mill',
    pattern:
      /\b(sugar mill|sugar factory|sugar producer|sugar company|usina|ingenio|sucrerie|zuckerfabrik|cukrownia|cukrownie|suikerfabriek|sukkerfabrik|sockerbruk|pabrik gula|nha may duong|usine sucriere|acucareira|sucrerie\w*|zuckerwerk|suikerunie)\b/,
    inputs: [],
    outputs: ['raw_sugar', 'white_sugar', 'molasses', 'ethanol'],
    otherwise: 'sells',
  },
  {
    kind: 'spinning_mill',
    pattern: /\b(spinning mill|spinning|spinner|textile mill|textile|filature|hilatura|fiacao|spinnerei|tekstil|iplik)\b/,
    inputs: ['cotton'],
    outputs: ['cotton_yarn'],
    otherwise: 'buys',
  },
  {
    kind: 'paper_mill',
    pattern:
      /\b(paper mill|pulp mill|paper|papeterie|papelera|papierfabrik|papierfabriek|papirfabrik|pappersbruk|papperbruk|papierfabryka|papiernia|celulozownia|zellstoffwerk|papierwerk|massafabrik|pabrik kertas|nha may giay|bruk|papeteries)\b/,
    inputs: ['wood_chips', 'occ', 'lumber'],
    outputs: ['pulp'],
    otherwise: 'buys',
  },
  // Round 10: a brewery buys malt (and barley, rice, maize or sugar as adjuncts); a maltings buys malting barley and sells
  // malt; a sawmill buys logs and sells sawn wood, chips and pellets; a ginnery buys seed cotton from farmers and sells
  // lint and cottonseed; a soap or oleochemical maker buys palm, palm kernel and coconut oils and caustic soda.
  {
    kind: 'maltings',
    pattern:
      /\b(maltings|malting|malthouse|malt house|maltster|malterie|malzerei|malzfabrik|mouterij|malteri|malteria|maltaria|slodownia|slodownie)\b/,
    inputs: ['malting_barley', 'barley', 'feed_barley'],
    outputs: ['malt'],
    otherwise: 'either',
  },
  {
    kind: 'brewery',
    pattern:
      /\b(brewery|breweries|brewer|brewers|brewing|brauerei|brauereien|brouwerij|brouwerijen|bryggeri|bryggerier|bryggerierne|browar|browary|brasserie|brasseries|cervejaria|cervecera|cerveceria|birrificio|nha may bia)\b/,
    inputs: ['malt', 'malting_barley', 'barley', 'rice', 'corn', 'sugar', 'sorghum'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    kind: 'sawmill',
    pattern:
      /\b(sawmill|sawmills|saw mill|sawmilling|sagewerk|sagewerke|saegewerk|zagerij|savvaerk|savvaerker|sagverk|sagbruk|tartak|tartaki|scierie|scieries|serraria|aserradero|kilang papan|xuong cua)\b/,
    inputs: ['logs'],
    outputs: ['lumber', 'plywood', 'wood_chips', 'wood_pellets', 'firewood'],
    otherwise: 'sells',
  },
  // A rubber processing plant buys the farmers' cup lumps and sells block rubber (TSR).
  {
    kind: 'rubber_processor',
    pattern:
      /\b(usine de (granulation de )?caoutchouc|usine d usinage de caoutchouc|rubber processing|rubber processor|crumb rubber|rubber remilling|pabrik karet|pabrik crumb rubber|nha may cao su|usina de borracha|beneficiadora de borracha)\b/,
    inputs: ['rubber_cup_lumps'],
    outputs: ['rubber'],
    otherwise: 'sells',
  },
  {
    kind: 'ginnery',
    pattern:
      /\b(ginnery|ginneries|ginning|cotton gin|egrenage|usine d egrenage|egreneur|descarocadora|descaroçadora|algodoeira|desmotadora|entkornung)\b/,
    inputs: [],
    outputs: ['cotton', 'cottonseed'],
    otherwise: 'sells',
  },
  {
    kind: 'soap_maker',
    pattern:
      /\b(soap|soaps|soap maker|soap factory|detergent|detergents|savonnerie|savonneries|saboaria|jaboneria|seifenfabrik|zeepfabriek|oleochemical|oleochemicals|oleochemie|oleochimie|oleokimia|oleoquimica)\b/,
    inputs: ['palm_oil', 'cpo', 'palm_kernel_oil', 'coconut_oil', 'palm_stearin', 'pfad', 'caustic_soda', 'soda_ash'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    kind: 'mill',
    pattern: /\b(mill|mills|milling|miller|millers)\b/,
    // (A rod or wire mill draws copper or aluminium: it buys cathode and ingot.)
    inputs: [...STEEL_INPUTS, ...FLOUR_INPUTS, ...OILSEEDS, 'cotton', 'copper_cathode', 'aluminium_ingot'],
    outputs: ['family:steel', 'wheat_flour', ...SEED_PRODUCTS, 'cotton_yarn', 'copper_rod'],
    otherwise: 'either',
  },
  {
    kind: 'power_plant',
    pattern:
      /\b(power plant|power station|power generation|power company|power producer|power|ipp|utility|utilitie|electricity|electric|electrica|eletrica|energie versorgung|genco|generation|generating|cogeneration|chp plant|thermal plant|central termica|centrale|pltu|pltgu|termoelectrica|termeletrica|elektrik uretim|termik|termik santral\w*|tets|gres|elektrostantsiya|tpp|tps|pln|evn|egat|eskom|kepco|ntpc|kraftwerk|kraftwerke|elektrownia|elektrocieplownia|cieplownia|centrale electrique|kraftvarmevaerk|kraftvaerk|kraftverk|kraftvarmeverk|varmeverk|varmevaerk|fjernvarme|fjarrvarme|energiecentrale|elektriciteitscentrale|stadtwerke|nha may nhiet dien|nhiet dien|meralco|napocor|heizkraftwerk|biomassekraftwerk|biomasse kraftwerk)\b/,
    inputs: FUELS,
    outputs: [],
    otherwise: 'buys',
  },
  {
    // A soluble (instant) coffee plant buys green coffee, mostly robusta/conilon, and sells soluble coffee.
    kind: 'soluble_coffee_plant',
    pattern: /\b(soluble coffee|cafe soluble|cafe soluvel|soluvel|soluble|instantaneo|instant coffee|coffee extract|extract coffee)\b/,
    inputs: ['coffee', 'coffee_arabica', 'coffee_robusta', 'coffee_decaf'],
    outputs: ['coffee_soluble'],
    otherwise: 'either',
  },
  {
    // A coffee dry mill at origin (Colombian trilladora, Central American beneficio) sells the green coffee it hulls.
    kind: 'coffee_mill',
    pattern: /\b(trilladora|beneficio|beneficiadora|beneficiadora de cafe)\b/,
    inputs: [],
    outputs: ['family:coffee', 'family:cocoa'],
    otherwise: 'either',
  },
  {
    // A slaughterhouse or meat packer sells meat and offal.
    kind: 'abattoir',
    pattern:
      /\b(abattoir|abattoirs|slaughterhouse|slaughter house|frigorifico|frigorifica|frigorificos|matadero|abatedouro|schlachthof|meat packer|meatpacker|meat packing|meatpacking|slagteri|slakteri|slachthuis|slachterij|ubojnia|zaklady miesne|rzeznia|rumah potong|rumah potong hewan|rph|schlachterei|schlachtbetrieb)\b/,
    inputs: ['live_cattle', 'family:cattle'],
    outputs: ['family:meat'],
    otherwise: 'sells',
  },
  {
    // A tuna cannery buys whole round fish and loins.
    kind: 'cannery',
    pattern:
      /\b(cannery|canneries|conservas|conserveira|conserverie|conservera|tuna canning|cannery plant|konservenfabrik|conservenfabriek|hermetikk|pengalengan|pengalengan ikan|dong hop|konserwy|conserverie de thon)\b/,
    inputs: ['family:tuna'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    // A fishmeal plant (Peru's 'pesqueras') sells meal and oil.
    kind: 'fishmeal_plant',
    pattern:
      /\b(fishmeal plant|fish meal plant|fishmeal|pesquera|pesqueira|harinera pesquera|fiskemelfabrik|fiskemjolfabrik|fiskemel|fiskemjol|usine de farine de poisson|fischmehlfabrik|vismeelfabriek)\b/,
    inputs: [],
    outputs: ['fishmeal', 'fish_oil'],
    otherwise: 'sells',
  },
  {
    kind: 'roaster',
    pattern:
      /\b(roaster|roastery|roasting|torrefaction|torrefazione|torrefacteur|tostadora|torrefacao|rosterei|kaffeeroesterei|kafferosterei|kaffeerosterei|tostadero|tostaduria|torrefadora)\b/,
    inputs: ['family:coffee', 'cocoa'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    kind: 'ethanol_plant',
    pattern: /\b(ethanol plant|ethanol producer|ethanol|bioethanol|biorefinery|distillery|destileria|destilaria|alcool|etanol)\b/,
    inputs: ['corn', 'sorghum', 'molasses', 'raw_sugar', 'feed_wheat'],
    outputs: ['ethanol', 'ddgs'],
    otherwise: 'sells',
  },
  {
    kind: 'food_maker',
    pattern:
      /\b(bakery|bakeries|baker|biscuit|biscuits|cookie|cookies|snack|snacks|beverage|beverages|soft drink|soft drinks|bottler|bottlers|panificadora|panaderia|panificacion|galletera|galletas|boulangerie|biscuiterie|backerei|food processor|food processing|food manufacturer|food industry|alimentos procesados)\b/,
    inputs: [
      'family:sugar',
      'wheat_flour',
      'family:wheat',
      'vegetable_oils',
      'family:vegetable_oil',
      'milk_powder',
      'family:dairy',
      'cocoa',
    ],
    outputs: [],
    otherwise: 'buys',
  },
  {
    kind: 'chocolate_maker',
    pattern:
      /\b(cocoa processing|cocoa processor|cocoa grinding|chocolate|chocolatier|confectionery|confectioner|chocolaterie|schokolade|grinder|grinding|broyage|broyeur|broyeurs|transformateur de cacao|transformation de cacao|usine de transformation de cacao|kakaoverarbeitung|cacaoverwerking|cacaofabriek|kakaofabrik|dolciaria|dolciario|confiserie|confitería|confiteria|dulces|susswaren|suesswaren|snoepgoed|wyroby cukiernicze|cukiernia|praline|pralines|nougat|halva|helva|lokum)\b/,
    inputs: [
      'cocoa',
      'family:sugar',
      'dairy',
      'milk_powder',
      'hazelnuts',
      'almonds',
      'pistachios',
      'walnuts',
      'groundnuts',
      'cashew_kernels',
      'raisins',
    ],
    outputs: ['cocoa_products'],
    otherwise: 'buys',
  },
  // A grinding unit buys clinker (with gypsum, slag and fly ash) and sells the cement it grinds.
  {
    kind: 'cement_grinder',
    pattern:
      /\b(grinding unit|grinding units|grinding plant|grinding mill|grinding station|grinding terminal|cement grinding|clinker grinding|grinder|ghulai)\b/,
    inputs: ['clinker', 'gypsum', 'slag', 'fly_ash'],
    outputs: ['cement'],
    otherwise: 'buys',
  },
  {
    kind: 'cement_plant',
    pattern:
      /\b(cement|cimento|ciment|cemento|zement|cimento|cimenterie|cementos|semen|cimento|cimentos|cimsa|cimentas|cementir|cementownia|cementfabrik|cementfabriek|sementfabrikk|xi mang|zementwerk|cementa)\b/,
    inputs: ['family:coal', 'petcoke', 'fuel_oil', 'hsfo', 'gypsum', 'limestone', 'slag', 'fly_ash', 'family:industrial_minerals'],
    outputs: ['cement', 'clinker'],
    otherwise: 'either',
  },
  {
    // A lubricant blender buys base oils (before the fertiliser plant: a 'blending plant' of lubricants).
    kind: 'lubricant_blender',
    pattern: /\b(lubricant|lube|lubes|lubrificante|lubricante|lubrifiant|schmierstoff|schmierstoffe|yaglama|madeni yag|lubrication)\b/,
    inputs: ['family:base_oil'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    kind: 'fertiliser_plant',
    pattern:
      /\b(fertili[sz]er(?! (trading|trader|distribut\w*|dealer\w*|supplie\w*|store\w*|shop\w*))|chemical and fertili[sz]er|chemical fertili[sz]er|ammonia plant|urea plant|engrais|dungemittelwerk|phosphate(?! (trading|trader|distribut\w*|dealer\w*|supplie\w*|rock|mine|mining)))\b/,
    inputs: [...FERTILISER_INPUTS, 'potash'],
    outputs: FERTILISERS,
    otherwise: 'either',
  },
  {
    // A blender or granulator (most Brazilian 'fertilizantes') buys urea, phosphates, potash and NPK to blend and bag for farmers.
    kind: 'fertiliser_blender',
    pattern: /\b(fertilizante|fertilizantes|granulation|granulator|blending plant|blender|bulk blend\w*|misturadora)\b/,
    inputs: [
      'urea',
      'dap',
      'map',
      'tsp',
      'ssp',
      'ammonium_sulphate',
      'ammonium_nitrate',
      'can',
      'potash',
      'sop',
      'nitrogen_fertilisers',
      'npk',
      'phosphates',
    ],
    outputs: [],
    otherwise: 'either',
  },
  {
    kind: 'cashew_processor',
    pattern:
      /\b(cashew (processor|processors|processing|factory|plant|industries|industry|unit|mill)|(caju|cajou|anacarde) (industria|industrie|usine|factory|processing)|nut processing|industria de caju|usine de cajou)\b/,
    inputs: ['cashew_rcn'],
    outputs: ['cashew_kernels'],
    otherwise: 'either',
  },
  {
    kind: 'tyre_maker',
    pattern: /\b(tyre|tire|tyres|tires|pneu|neumatico|reifen|lastik|pabrik ban|lop xe|opony|dack|daek|dekk|bandenfabriek)\b/,
    inputs: ['rubber'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    kind: 'airline',
    pattern:
      /\b(airline|airway|airways|air line|aviation|airport|aerolinea|aerolinea|linhas aerea|compagnie aerienne|fluggesellschaft|havayollari|havayolu|air (ltd|limited|fze|llc|sa|plc|inc|corp|co|company|pvt|sdn|pte|group|lines|cargo|charter|express))\b|\bair$/,
    inputs: ['jet_fuel'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    // A scrap yard or metal recovery company sells the scrap it collects.
    kind: 'recycler',
    pattern:
      /\b(scrap(?! trading)|metal recovery|metals recovery|recycling|recycler|recyclage|reciclaje|reciclagem|scrap yard|scrapyard|scrap metal|scrap processing|geri donusum|schrott|schrotthandel|schrottplatz|ferraille|ferrailleur|chatarra|chatarrera|sucata|sucatas|rottami|hurda|hurdaci|vtorchermet|vtormet|metallolom)\b/,
    inputs: [],
    outputs: ['family:ferrous_scrap', 'steel_scrap', 'copper_scrap', 'aluminium_scrap', 'non_ferrous_scrap'],
    otherwise: 'sells',
  },
  {
    // A battery or cathode-materials maker buys lithium, cobalt, nickel, manganese and graphite.
    kind: 'battery_maker',
    pattern:
      /\b(battery|batterie|bateria|akkumulator|cathode material|cathode materials|anode material|battery material|energy material|new energy material|precursor|gigafactory|cell maker|cell manufacturing)\b/,
    inputs: [
      'family:lithium',
      'family:cobalt',
      'cobalt_hydroxide',
      'cobalt_sulphate',
      'nickel',
      'nickel_sulphate',
      'manganese_sulphate',
      'graphite',
      'family:battery_metals',
    ],
    outputs: ['black_mass'],
    otherwise: 'buys',
  },
  {
    // Extruders, cable and wire makers, foundries: they buy the metal they shape.
    kind: 'fabricator',
    pattern:
      /\b(extrusion|extrusions|extruder|conductor|conductors|cable|cables|cablerie|wire and cable|wire cable|wire drawing|trefilerie|die casting|kabelwerk|kablo|galvanizer|galvanizers|galvanizing|galvaniser|galvanising|hot dip|galvanizadora|perfiles de aluminio|extrusora|ekstruzyon)\b/,
    inputs: ['family:aluminium', 'family:copper', 'family:zinc', 'family:lead', 'family:nickel', 'family:tin'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    kind: 'fuel_retailer',
    pattern:
      /\b(filling station|petrol station|gas station|fuel station|service station|fuel retail|estaciones de servicio|postos de combustivel)\b/,
    inputs: ['family:middle_distillates', 'family:gasoline', 'diesel', 'lpg'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    // A shipowner or ship manager buys bunkers (but a shipbroker is a broker).
    kind: 'shipowner',
    pattern:
      /\b(shipping(?! agen\w*)|maritime|ship management|ship mgmt|ship mgt|ship manager|shipmanagement|shipowner|ship owner|shipowning|shipping line|container line|tanker|tankers|bulk carrier|bulk carriers|navigation|naviera|navegacao|armateur|armement|reederei|denizcilik|sudokhodn\w*|fleet)\b/,
    inputs: ['family:fuel_oil', 'vlsfo', 'hsfo', 'mgo', 'lsmgo', 'family:middle_distillates', 'lng'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    // Farm-input dealers buy fertiliser to sell on to farmers.
    kind: 'input_distributor',
    pattern:
      /\b(farm supplies|farm supply|farm store|agri supplies|agri supply|agro inputs|agro input|agri inputs|agri input|farm inputs|farm input|agro dealer|agrodealer|agro supplies|insumos|intrants|fertili[sz]er (distribut\w*|dealer\w*|store\w*|shop\w*|retail\w*)|distribuidora de fertilizante\w*|revenda|ag retailer|ag retail|agro retailer|agri retailer|farm retailer|crop inputs|crop input)\b/,
    inputs: [...FERTILISERS, 'fertiliser', 'potash', 'sop'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    kind: 'food_distributor',
    pattern:
      /\b(food distribution|food distributor|food distributors|food (?!trad)\w+|food industries|food industry|food processing|food products|supermarket|supermarkets|hypermarket|retail chain|packer|packers)\b/,
    inputs: [
      'family:sugar',
      'family:rice',
      'family:wheat',
      'wheat_flour',
      'family:vegetable_oil',
      'family:palm',
      'family:soy',
      'family:sunflower',
      'cashew_kernels',
      'family:coffee',
      'cocoa',
      'dairy',
    ],
    outputs: [],
    otherwise: 'buys',
  },
  {
    // An LPG bottler or a gas distribution company buys LPG (and gas) to sell on in cylinders and by pipe.
    kind: 'gas_distributor',
    pattern:
      /\b(lpg bottling|bottling plant|gas bottling|cylinder|cylinders|gas distribution|gas distributor|gas distributors|gas distribuidora|distribuidora de gas|distribuidora de gas|distributeur de gaz|gaz|gas company|lpg company|lpg distribution|lpg distributor|lpg marketing|lpg marketer|autogas|city gas|gas utility|gas utilities|flussiggas\w*|envasadora|engarrafadora|tupgaz|aygaz|gasera|gaseras|gas lp|gas licuado)\b/,
    inputs: ['family:lpg', 'lng', 'natural_gas'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    // A liquefaction plant sells LNG; a regas terminal, an FSRU or an LNG importer buys it.
    kind: 'lng_producer',
    pattern: /\b(liquefaction|lng (project|plant|train|export|exporter|producer)|flng)\b/,
    inputs: ['natural_gas'],
    outputs: ['lng', 'condensate', 'family:lpg'],
    otherwise: 'sells',
  },
  {
    kind: 'lng_importer',
    pattern:
      /\b(regas|regasification|regasificacion|regaseificacao|fsru|lng (terminal|import|importer|receiving)|import terminal|receiving terminal)\b/,
    inputs: ['lng', 'natural_gas'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    // A bunker supplier sells marine fuels to ships.
    kind: 'bunker_supplier',
    pattern: /\b(bunker|bunkering|marine fuel|ship supply|avitaillement)\b/,
    inputs: [],
    outputs: ['family:fuel_oil', 'vlsfo', 'hsfo', 'marine_gasoil', 'family:middle_distillates'],
    otherwise: 'sells',
  },
  {
    // A fuel distributor or oil-products marketer buys refined products to sell them on in its market.
    kind: 'fuel_distributor',
    pattern:
      /\b(fuel distribution|fuel distributor|oil product|petroleum product|petroleum marketing|oil marketing|fuel marketing|petroleum distribution|oil distribution|distribuidora de combustible|distribuidora de combustivel|distributeur de carburant)\b/,
    inputs: [...OIL_PRODUCTS, 'diesel', 'jet_fuel', 'gasoline'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    // A pipe or tube maker buys steel coil and plate (steel pipe) or polymers (plastic pipe) and sells pipe.
    kind: 'pipe_maker',
    pattern:
      /\b(pipe|pipes|tube|tubes|tubing|tubular|tubulars|pipe mill|tube mill|tubos|tuberia|tubificio|rohr|rohre|rohrwerk|boru|truby|trubny\w*)\b/,
    inputs: ['hrc', 'slab', 'plate', 'flat_steel', 'steel', 'crc', 'galvanised_steel', 'family:polymers'],
    outputs: ['steel_pipe'],
    otherwise: 'buys',
  },
  {
    // A builder, a road or pipe maker buys steel, bitumen and cement.
    kind: 'construction',
    pattern:
      /\b(construction|constructora|construtora|construcciones|building material|construction material|infrastructure|infraestructura|asphalt|paving|road work|road construction|roads|highway|contractor|precast|travaux public|btp|obras publica|bauunternehmen|strassenbau|insaat|yol yapim)\b/,
    inputs: ['family:steel', 'bitumen', 'cement', 'clinker'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    // A plastics converter (packaging, film, pipes) buys polymers.
    kind: 'plastics_converter',
    pattern:
      /\b(plastic(?! trading)|plasticos|plastique|kunststoff|kunststoffe|plastik|packaging|embalagen|embalaje|emballage|film|films|moulding|molding|moulder|molder|converter|converting|sack|sacks|woven|raffia|verpackung|ambalaj|cuval)\b/,
    inputs: ['family:polymers'],
    outputs: [],
    otherwise: 'buys',
  },
  {
    // A cracker buys naphtha and LPG and sells olefins and polymers.
    kind: 'petrochemical_plant',
    pattern:
      /\b(cracker|steam cracker|olefin|olefins|polyolefin|polyolefins|petrochemical(?! trad\w*)|petroquimica|petroquimico|petrochimie|petrochimique|petrochemie|petrokimya|petrokimia|neftekhim\w*|pdh|propane dehydrogenation)\b/,
    inputs: ['naphtha', 'family:lpg', 'condensate', 'ethane'],
    outputs: ['family:polymers', 'family:petrochemicals'],
    otherwise: 'buys',
  },
  {
    // A ferroalloy producer buys ore and reductants and sells ferroalloys.
    kind: 'ferroalloy_producer',
    pattern:
      /\b(ferro alloys?|ferroalloys?|ferroalliages?|ferroaleaciones|ferroaleacion|ferroligas?|ferrolegierung\w*|ferroalyaj|ferrosplav\w*|(simn|femn|fesi|fecr|silico ?manganese|silikomangan|ferro ?chrome|ferro ?chromium|ferrochrom|ferro ?manganese|ferro ?silicon|ferrosilizium|charge chrome|manganese alloys?|chrome alloys?) (plant|plants|work|producer|company|complex|furnace))\b/,
    inputs: ['chrome_ore', 'manganese_ore', 'family:met_coal', 'met_coke', 'quartz', 'quartzite', 'family:iron_ore'],
    outputs: ['family:ferroalloys'],
    otherwise: 'sells',
  },
  {
    // A company that calls itself an exporter (and not an importer too) sells; an importer buys.
    kind: 'exporter',
    pattern:
      /^(?!.*\bimport).*\b(export|exports|exporter|exporters|exportadora|exportador|exportaciones|exportacoes|exportateur|exportations|ihracat|eksport)\b/,
    inputs: [],
    outputs: [],
    otherwise: 'sells',
  },
  {
    kind: 'importer',
    pattern:
      /^(?!.*\bexport).*\b(import|imports|importer|importers|importadora|importador|importaciones|importacoes|importateur|importations|ithalat)\b/,
    inputs: [],
    outputs: [],
    otherwise: 'buys',
  },
  {
    // A farmers' cooperative sells its members' crops and buys their fertiliser.
    kind: 'cooperative',
    pattern:
      /\b(cooperative|cooperativa|cooperative agricole|coop|co op|agricultural cooperative|genossenschaft|kooperatif|cooperatie|ushirika|farmers union|growers union|coop union|cooperatives union)\b|የህብረት ሥራ/,
    inputs: [...FERTILISERS, 'potash', 'sop'],
    outputs: [
      ...FLOUR_INPUTS,
      ...OILSEEDS,
      'barley',
      'sorghum',
      'family:wheat',
      'family:corn',
      'family:soy',
      'family:coffee',
      'cocoa',
      'cotton',
      'family:rice',
      'family:sugar',
      // (East Africa's unions market their members' cashew, tea and pulses too.)
      'family:cashew',
      'tea',
      'family:pulses',
    ],
    otherwise: 'sells',
  },
  {
    // A plantation or estate sells what it grows and buys fertilisers.
    kind: 'plantation',
    pattern:
      /\b(plantation|plantacione|plantacion|fazenda|hacienda|estate|agricola|fruticola|frutera|agropecuaria|orchard|orchards|grower|growers|farm|farms|agroholding|agro holding|agrofirma|ciftlik)\b/,
    inputs: [...FERTILISERS, 'potash', 'sop'],
    outputs: [
      'family:coffee',
      'cocoa',
      'family:palm',
      'cpo',
      'rubber',
      'family:sugar',
      'tea',
      'cotton',
      ...FLOUR_INPUTS,
      ...OILSEEDS,
      'barley',
      'sorghum',
      'family:corn',
      'family:soy',
      'family:rice',
      'family:fruit',
      'family:pulses',
    ],
    otherwise: 'sells',
  },
  {
    kind: 'mine',
    pattern:
      /\b(mine|mines|mining|miner|minera|mineracao|mineradora|miniere|bergbau|madencilik|colliery|quarry|shakhta|gok|rudnik|salar|gold field|goldfield|gornodobyvayushch\w*|razrez|ugol|batubara|batu bara|carbone|carbones|coal pty|coal proprietary)\b/,
    inputs: ['diesel', 'sulphuric_acid', 'fuel_oil'],
    outputs: MINED,
    otherwise: 'sells',
  },
];

function inList(product: ResolvedCommodity, list: readonly string[]): boolean {
  return list.some((entry) => (entry.startsWith('family:') ? product.family === entry.slice(7) : product.id === entry));
}

/** What kind of company a name says (first the more particular kinds), or null. */
export function companyKind(name: string | null | undefined): CompanyKind | null {
  if (!name) return null;
  const hit = KIND_OF_NAME.get(name);
  if (hit !== undefined) return hit;
  // (Cyrillic in Latin letters: 'Шахта «Волга»' reads 'shakhta volga'.)
  const words = latinCues(commodityWords(name).join(' '));
  let kind: CompanyKind | null = null;
  if (words)
    for (const def of KINDS)
      if (def.pattern.test(words)) {
        kind = def.kind;
        break;
      }
  if (KIND_OF_NAME.size >= 100_000) KIND_OF_NAME.clear();
  KIND_OF_NAME.set(name, kind);
  return kind;
}
const KIND_OF_NAME = new Map<string, CompanyKind | null>();

/**
 * The side a company of this kind is on for a product: it buys its inputs and sells its outputs;
 * null when the product is neither (a refinery listing 'copper' has not said which end it is).
 */
export function companyProductSide(kind: CompanyKind, product: ResolvedCommodity): 'buys' | 'sells' | null {
  const def = KINDS.find((k) => k.kind === kind)!;
  // An output named first wins for a product that is both (a mine's 'copper cathode' from SX-EW).
  if (inList(product, def.outputs)) return 'sells';
  if (inList(product, def.inputs)) return 'buys';
  return null;
}

/** The side a company of this kind is on when its products say nothing. */
export function companyDefaultSide(kind: CompanyKind): 'buys' | 'sells' | 'either' {
  return KINDS.find((k) => k.kind === kind)!.otherwise;
}

/**
 * Process chains: what is made from what. One company listing both ends of a chain most often buys the
 * first to make the second (a re-roller buys billets and sells rebar; a smelter buys concentrate and sells
 * the metal; a crusher buys soybeans and sells meal and oil), whatever it calls itself.
 */
const CHAINS: readonly { inputs: readonly string[]; outputs: readonly string[]; sameFamily?: boolean }[] = [
  { inputs: ['family:iron_ore', 'family:met_coal', 'family:ferrous_scrap', 'family:iron'], outputs: ['family:steel'] },
  {
    // Billets are rolled into long products, slabs into flat ones.
    inputs: ['billet'],
    outputs: ['rebar', 'wire_rod'],
  },
  { inputs: ['slab'], outputs: ['hrc', 'crc', 'galvanised_steel', 'plate'] },
  { inputs: ['hrc'], outputs: ['crc', 'galvanised_steel', 'steel_pipe'] },
  { inputs: CONCENTRATES, outputs: REFINED_METALS.concat(['aluminium', 'copper', 'cobalt', 'copper_anode']), sameFamily: true },
  { inputs: ['chrome_ore'], outputs: ['ferrochrome'] },
  { inputs: ['manganese_ore'], outputs: ['silicomanganese', 'ferromanganese'] },
  { inputs: ['family:crude'], outputs: OIL_PRODUCTS },
  { inputs: OILSEEDS, outputs: SEED_PRODUCTS },
  { inputs: FLOUR_INPUTS, outputs: ['wheat_flour'] },
  { inputs: ['raw_sugar'], outputs: ['white_sugar'] },
  { inputs: ['cpo'], outputs: ['rbd_palm_olein', 'palm_stearin', 'pfad'] },
  { inputs: ['cashew_rcn'], outputs: ['cashew_kernels'] },
  { inputs: ['logs'], outputs: ['lumber', 'plywood', 'wood_chips', 'wood_pellets', 'firewood'] },
  { inputs: ['rubber_cup_lumps'], outputs: ['rubber'] },
  // Ammonia, sulphur and gas are traded beside the fertilisers made of them: no chain is read from them.
  { inputs: ['phosphate_rock', 'phosphoric_acid'], outputs: ['dap', 'map', 'tsp'] },
  // Ammonia is made into phosphates and nitrates (a urea plant makes its own).
  { inputs: ['ammonia'], outputs: ['dap', 'map', 'ammonium_nitrate', 'can', 'uan', 'ammonium_sulphate', 'npk'] },
];

/** True when `output` is made from `input` by one step of a process chain ('billet' -> 'rebar', 'copper_concentrate' -> 'copper_cathode'). */
export function feedsInto(input: ResolvedCommodity, output: ResolvedCommodity): boolean {
  if (input.id === output.id) return false;
  return CHAINS.some(
    (c) =>
      inList(input, c.inputs) &&
      inList(output, c.outputs) &&
      !inList(output, c.inputs) &&
      (!c.sameFamily || input.family === output.family),
  );
}
