/**
 * Round 10 (issue 24), written before its blind books were read: fish by species and the staples of West Africa and
 * Southeast Asia as products; spices one by one under spices; Scandinavian, Tagalog and Thai words, and more Indonesian,
 * Vietnamese, Dutch, Polish, German, French and Portuguese; names matched only as written; what a brewery, a maltings,
 * a sawmill, a ginnery and a soap maker trade; a parenthesis inside a statement.
 */
import { describe, expect, it } from 'vitest';
import {
  companyDefaultSide,
  companyKind,
  companyProductSide,
  productServes,
  productsInText,
  readNotes,
  resolveCommodity,
} from './index.ts';

const id = (text: string) => resolveCommodity(text).id;
const read = (notes: string) => {
  const r = readNotes(notes);
  const now = r.intents.flatMap((i) => i.products.map((p) => `${i.side}:${p.id}`)).sort();
  return { now, stopped: [...r.stopped].sort() };
};

describe('products of round 10', () => {
  it.each([
    ['Atlantic salmon HOG 4-5kg', 'salmon'],
    ['laks', 'salmon'],
    ['chinchard 200/300', 'horse_mackerel'],
    ['carapau congelado', 'horse_mackerel'],
    ['maquereau', 'mackerel'],
    ['sardinelle', 'sardines'],
    ['stockfish heads', 'stockfish'],
    ['okporoko', 'stockfish'],
    ['kabeljauw', 'whitefish'],
    ['poisson congelé', 'fish'],
    ['ikan beku', 'fish'],
    ['groundnuts HPS', 'groundnuts'],
    ['arachide décortiquée', 'groundnuts'],
    ['concentré de tomate 28/30', 'tomato_paste'],
    ['copra', 'copra'],
    ['minyak kelapa', 'coconut_oil'],
    ['minyak kelapa sawit', 'palm_oil'],
    ['kayu manis', 'cinnamon'],
    ['cengkeh', 'cloves'],
    ['lada hitam', 'black_pepper'],
    ['hồ tiêu', 'black_pepper'],
    ['dầu cọ', 'palm_oil'],
    ['besi bekas', 'steel_scrap'],
    ['gum arabic kordofan', 'gum_arabic'],
    ['charbon de bois', 'charcoal'],
    ['Roggen', 'rye'],
    ['Braumalz', 'malt'],
    ['słód', 'malt'],
    ['mengvoer', 'compound_feed'],
    ['hvede', 'wheat'],
    ['järnmalm', 'iron_ore'],
    ['træpiller', 'wood_pellets'],
    ['fiskemel', 'fishmeal'],
    ['bigas', 'rice'],
    ['fer à béton', 'rebar'],
    ['pétrole lampant', 'dpk'],
    ['hévéa', 'rubber'],
    ['karet SIR 20', 'rubber'],
    ['cardamon', 'cardamom'],
    ['tumeric', 'turmeric'],
  ])('%s is %s', (text, product) => {
    expect(id(text)).toBe(product);
  });

  it('keeps near misses apart and serves a broad buyer from each product under it', () => {
    const serves = (seller: string, buyer: string) => productServes(resolveCommodity(seller), resolveCommodity(buyer));
    expect(serves('horse mackerel', 'mackerel')).toBeNull();
    expect(serves('stockfish', 'frozen cod')).toBeNull();
    expect(serves('copra', 'coconut oil')).toBeNull();
    expect(serves('cinnamon', 'black pepper')).toBeNull();
    expect(serves('malt', 'barley')).toBeNull();
    expect(serves('black pepper', 'spices')).not.toBeNull();
    expect(serves('salmon', 'seafood')).not.toBeNull();
    expect(serves('cod loins', 'fish')).not.toBeNull();
    expect(serves('groundnuts', 'oilseeds')).not.toBeNull();
  });

  it('reads white and industrial pellets as wood, and the wheat classes as milling wheat, not durum', () => {
    expect(id('white pellets (industrial)')).toBe('wood_pellets');
    expect(id('BF pellets')).toBe('iron_ore_pellets');
    expect(id('SRW')).toBe('milling_wheat');
    expect(productServes(resolveCommodity('durum'), resolveCommodity('SRW'))).toBeNull();
  });

  it('never corrects an everyday word to a name matched only as written', () => {
    // 'compra' is one edit from 'copra'; 'arabiga' (in 'goma arabiga') is still the misspelt arabica.
    expect(productsInText('Não compra mais, compra soja').map((r) => r.id)).toEqual(['soybeans']);
    expect(id('arabiga')).toBe('coffee_arabica');
    expect(resolveCommodity('haven').known).toBe(false);
    expect(resolveCommodity('bother').known).toBe(false);
  });
});

describe('sides in the languages of round 10', () => {
  it.each([
    ['køber hvede og byg', ['buys:barley', 'buys:wheat'], []],
    ['sælger laks og sild', ['sells:herring', 'sells:salmon'], []],
    ['köper järnmalm', ['buys:iron_ore'], []],
    ['ikke længere køber raps', [], ['rapeseed']],
    ['dey buy stockfish every month', ['buys:stockfish'], []],
    ['e no dey buy frozen fish again', [], ['fish']],
    ['tidak lagi beli karet', [], ['rubber']],
    ['bumibili ng bigas', ['buys:rice'], []],
    ['nagbebenta ng kopra', ['sells:copra'], []],
    ['vroeger koper van tarwe, nu verkoopt gerst', ['sells:barley'], ['wheat']],
    ['wan Crude Palm Oil (CPO), ask us for offer. selling olein IV56', ['buys:cpo', 'sells:rbd_palm_olein'], []],
    ['always ask for C.P.O. price', ['buys:cpo'], []],
    ['perlu GAR 3800 tiap bulan', ['buys:thermal_coal'], []],
    ['bán gạo trắng 5% tấm', ['sells:rice'], []],
    ['our source for laterite nickel ore', ['sells:nickel_ore'], []],
  ])('%s', (notes, now, stopped) => {
    expect(read(notes)).toEqual({ now, stopped });
  });

  it('reads the verb after a parenthesis as the statement it interrupted', () => {
    expect(read('cassia (dalchini) lena band kar diya | pepper ka buyer hai')).toEqual({
      now: ['buys:black_pepper'],
      stopped: ['cinnamon'],
    });
    // A side after an aside that names a product is a statement of its own.
    expect(read('sells urea (granular) buys DAP').now).toEqual(['buys:dap', 'sells:urea']);
  });
});

describe('what more kinds of company trade', () => {
  it.each([
    ['Carlsberg Bryggerier', 'brewery', 'malt', 'buys'],
    ['Mälzerei Weissheimer', 'maltings', 'malt', 'sells'],
    ['Mälzerei Weissheimer', 'maltings', 'malting barley', 'buys'],
    ['Sågverk Norrland AB', 'sawmill', 'sawn timber', 'sells'],
    ["Usine d'égrenage de Korhogo", 'ginnery', 'cotton lint', 'sells'],
    ['Savonnerie du Bénin', 'soap_maker', 'palm kernel oil', 'buys'],
    ['Elektrownia Bełchatów', 'power_plant', 'thermal coal', 'buys'],
    ['Cukrownia Kruszwica', 'sugar_mill', 'white sugar', 'sells'],
  ])('%s is a %s: %s %s', (name, kind, product, side) => {
    const k = companyKind(name);
    expect(k).toBe(kind);
    expect(companyProductSide(k!, resolveCommodity(product))).toBe(side);
  });

  it('a brewery buys what it is not told it sells', () => {
    expect(companyDefaultSide('brewery')).toBe('buys');
  });
});
