/**
 * Product names and buy/sell words in the languages of languages.ts: Russian (Latin and Cyrillic),
 * Ukrainian, Chinese (pinyin and characters), Hindi, Arabic (Latin, Arabizi, script), Turkish,
 * Indonesian/Malay, Vietnamese, Italian, Dutch, Polish, and more French/Spanish/Portuguese/German forms;
 * and everyday sentences in those languages that name no product.
 */
import { describe, expect, it } from 'vitest';
import { contactSide, productsInText, readNotes, resolveCommodities, resolveCommodity } from './index.ts';
import { LANGUAGE_ALIASES } from './languages.ts';
import { TRADE_PRODUCTS } from './products.ts';

const id = (text: string) => resolveCommodity(text).id;
const ids = (prose: string) => productsInText(prose).map((p) => p.id);

describe('product names in more languages', () => {
  it.each([
    // Russian, transliterated in its common spellings and cases, and in Cyrillic
    ['kukuruza', 'corn'],
    ['kukuruzu', 'corn'],
    ['Кукуруза', 'corn'],
    ['pshenitsa', 'wheat'],
    ['pshenica 12.5%', 'wheat'],
    ['пшеницу', 'wheat'],
    ['mochevina', 'urea'],
    ['Карбамид', 'urea'],
    ['ammiak', 'ammonia'],
    ['neft', 'crude_oil'],
    ['Нефть', 'crude_oil'],
    ['glinozem', 'alumina'],
    ['katody medi', 'copper_cathode'],
    ['Катоды меди', 'copper_cathode'],
    ['energeticheskiy ugol', 'thermal_coal'],
    ['Энергетический уголь', 'thermal_coal'],
    ['podsolnechnoe maslo', 'sunflower_oil'],
    ['soevyy shrot', 'soybean_meal'],
    ['zheleznaya ruda', 'iron_ore'],
    ['goryachekatanyy rulon', 'hrc'],
    ['armatura', 'rebar'],
    ['mazut', 'fuel_oil'],
    ['yachmen', 'barley'],
    // Ukrainian
    ['kukurudza', 'corn'],
    ['соняшникова олія', 'sunflower_oil'],
    // Chinese pinyin, joined or spaced, and characters
    ['dadou', 'soybeans'],
    ['da dou', 'soybeans'],
    ['大豆', 'soybeans'],
    ['tong jingkuang', 'copper_concentrate'],
    ['tongjingkuang', 'copper_concentrate'],
    ['铜精矿', 'copper_concentrate'],
    ['tiekuangshi', 'iron_ore'],
    ['luowengang', 'rebar'],
    ['niaosu', 'urea'],
    ['doupo', 'soybean_meal'],
    ['yuanyou', 'crude_oil'],
    ['dianjietong', 'copper_cathode'],
    ['rezha juanban', 'hrc'],
    // Hindi / Urdu
    ['gehun', 'wheat'],
    ['chana dal', 'chickpeas'],
    ['koyla', 'coal'],
    // Arabic: Latin, Arabizi, script
    ['qam7', 'wheat'],
    ['qamh', 'wheat'],
    ['قمح', 'wheat'],
    ['sha3eer', 'barley'],
    ['sukkar', 'sugar'],
    // Turkish
    ['bugday', 'wheat'],
    ['buğday', 'wheat'],
    ['aycicek yagi', 'sunflower_oil'],
    ['demir cevheri', 'iron_ore'],
    ['insaat demiri', 'rebar'],
    // Indonesian / Malay
    ['jagung', 'corn'],
    ['batu bara', 'coal'],
    ['minyak sawit', 'palm_oil'],
    ['bijih nikel', 'nickel_ore'],
    ['kedelai', 'soybeans'],
    // Vietnamese, with or without diacritics
    ['cà phê', 'coffee'],
    ['ca phe', 'coffee'],
    ['quặng sắt', 'iron_ore'],
    ['hạt điều thô', 'cashew_rcn'],
    // Italian, Dutch, Polish, Japanese romaji
    ['frumento', 'wheat'],
    ['tondino', 'rebar'],
    ['tarwe', 'wheat'],
    ['pszenica', 'wheat'],
    ['kukurydza', 'corn'],
    ['wegiel energetyczny', 'thermal_coal'],
    ['komugi', 'wheat'],
    // French, Spanish, Portuguese, German plurals and word orders
    ['bobines à chaud', 'hrc'],
    ['bobinas laminadas en caliente', 'hrc'],
    ['varilla corrugada', 'rebar'],
    ['varillas corrugadas', 'rebar'],
    ['Kupferkathoden', 'copper_cathode'],
    ['Zink', 'zinc'],
  ])('%s -> %s', (text, product) => expect(id(text)).toBe(product));

  it('reads several products in one list', () => {
    expect(resolveCommodities('pshenitsa, kukuruza, yachmen').map((r) => r.id)).toEqual(['wheat', 'corn', 'barley']);
    expect(resolveCommodities('dadou / doupo / douyou').map((r) => r.id)).toEqual(['soybeans', 'soybean_meal', 'soybean_oil']);
  });

  it('every name in the table names a product that exists, and names that product', () => {
    const known = new Set(TRADE_PRODUCTS.map((p) => p.id));
    for (const [product, names] of Object.entries(LANGUAGE_ALIASES)) {
      expect(known.has(product), product).toBe(true);
      for (const name of names) expect(id(name), `${name} -> ${product}`).toBe(product);
    }
  });
});

describe('notes in more languages: product and side', () => {
  it.each([
    ['pokupaet kukuruza CFR Novorossiysk', 'corn', 'buys'],
    ['pokupaet kukuruzu CFR Novorossiysk', 'corn', 'buys'],
    ['prodaem pshenitsu FOB Novorossiysk', 'wheat', 'sells'],
    ['покупаем карбамид CFR', 'urea', 'buys'],
    ['gongying dadou FOB Santos', 'soybeans', 'sells'],
    ['caigou dadou CIF Qingdao', 'soybeans', 'buys'],
    ['qiugou tong jingkuang', 'copper_concentrate', 'buys'],
    ['chushou luowengang FOB Tangshan', 'rebar', 'sells'],
    ['yabee3 qam7 FOB Constanta', 'wheat', 'sells'],
    ['yeshtari sukkar CIF Jeddah', 'sugar', 'buys'],
    ['menjual batu bara FOB Samarinda', 'coal', 'sells'],
    ['membeli jagung CFR Surabaya', 'corn', 'buys'],
    ['kupuje pszenice FCA', 'wheat', 'buys'],
    ['sprzedaje kukurydze FCA', 'corn', 'sells'],
    ['verkoopt tarwe FOB Rotterdam', 'wheat', 'sells'],
    ['kharidta gehun', 'wheat', 'buys'],
    ['bugday satiyor FOB Samsun', 'wheat', 'sells'],
  ])('%s', (notes, product, side) => {
    const reading = contactSide({ role: 'Trader', notes });
    expect(Object.fromEntries(reading.byProduct)).toMatchObject({ [product]: side });
  });

  // Without an Incoterm, only the buying or selling word says the side.
  it.each([
    ['gongying dadou', 'soybeans', 'sells'],
    ['xiaoshou gangcai', 'steel', 'sells'],
    ['caigou niaosu', 'urea', 'buys'],
    ['求购 大豆', 'soybeans', 'buys'],
    ['供应 尿素', 'urea', 'sells'],
    ['yabee3 qam7', 'wheat', 'sells'],
    ['yebi3 sukkar', 'sugar', 'sells'],
    ['yeshtari sha3eer', 'barley', 'buys'],
    ['menjual batu bara', 'coal', 'sells'],
    ['membeli jagung', 'corn', 'buys'],
    ['pembeli gandum', 'wheat', 'buys'],
    ['kupuje pszenice', 'wheat', 'buys'],
    ['sprzedaje kukurydze', 'corn', 'sells'],
    ['verkopen tarwe', 'wheat', 'sells'],
    ['acquisto frumento', 'wheat', 'buys'],
    ['satacak bugday', 'wheat', 'sells'],
  ])('%s', (notes, product, side) => {
    expect(Object.fromEntries(contactSide({ role: 'Trader', notes }).byProduct)).toMatchObject({ [product]: side });
  });

  it('reads Chinese written without spaces', () => {
    expect(id('大豆油')).toBe('soybean_oil');
    expect(ids('长期求购大豆，CFR青岛')).toEqual(['soybeans']);
    expect(ids('铜精矿、铁矿石')).toEqual(['copper_concentrate', 'iron_ore']);
    expect(Object.fromEntries(contactSide({ role: 'Trader', notes: '求购大豆' }).byProduct)).toEqual({ soybeans: 'buys' });
    expect(Object.fromEntries(contactSide({ role: 'Trader', notes: '长期供应尿素' }).byProduct)).toEqual({ urea: 'sells' });
  });

  it('readNotes gives the product and the side of each part', () => {
    const intents = readNotes('gongying dadou FOB Santos; caigou niaosu CFR').intents;
    expect(intents.map((i) => [i.side, i.products.map((p) => p.id)])).toEqual([
      ['sells', ['soybeans']],
      ['buys', ['urea']],
    ]);
  });
});

describe('everyday sentences name no product', () => {
  it.each([
    // English, with words near the new names ('think' is one letter from 'tsink', 'seven' from 'semen')
    'I think we should meet in Tamil Nadu next month',
    'Seven people from Dhaka at the meeting, short call',
    'Dating back to Cairo and Portugal, met Putin fans at the bar',
    // Russian: 'stal' (became), 'ugol' (corner), 'med' (honey)
    'on stal direktorom, ofis na uglu, lyubit med',
    // Pinyin: 'tie', 'tong', 'mian' alone
    'ta tong wo shuo mian tan',
    // Turkish, Indonesian, Vietnamese, Polish, Dutch everyday words
    'yarin ziyaret, Mehmet bey ile toplanti var',
    'saya akan datang besok pagi ke kantor',
    'anh ấy nói sẽ gọi lại, nhóm họp ở đường Lê Lợi',
    'spotkanie w środę, zadzwonić jutro',
    'morgen bellen over de stal',
  ])('%s', (prose) => expect(ids(prose)).toEqual([]));
});

describe('a concentrate in the Romance order (round 13)', () => {
  it('reads what a concentrate is of only when it is a metal or an ore', () => {
    expect(resolveCommodity('concentrado de cobre').id).toBe('copper_concentrate');
    expect(resolveCommodity('conc do cobre').id).toBe('copper_concentrate');
    // ('do' is Portuguese for 'of the', and also the English verb: 'zinc conc do I have' is no 'I concentrate'.)
    expect([...resolveCommodities('zinc conc do I have')].map((r) => r.id)).toEqual(['zinc_concentrate']);
  });
});
