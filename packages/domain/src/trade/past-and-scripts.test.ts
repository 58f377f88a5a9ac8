/**
 * What the notes say was, in the ways and scripts notes say it (issue 24): a bare end date, 'formerly' before a
 * parenthesis, a bare 'no' after a trade; Cyrillic, Devanagari and Arabic cue words; metals' symbols.
 */
import { describe, expect, it } from 'vitest';
import { contactSide, productsInText, readNotes, resolveCommodities } from './index.ts';
import { latinCues } from './scripts.ts';

const read = (notes: string) => {
  const r = readNotes(notes);
  const now = r.intents.flatMap((i) => i.products.map((p) => `${i.side}:${p.id}`)).sort();
  return { now, stopped: [...r.stopped].sort() };
};

describe('a statement ended by a bare date is past', () => {
  it.each([
    ['Was on fioul 0.5 (selling) until 2020, now sells amoníaco', ['sells:ammonia'], ['vlsfo']],
    ['vendía cobre (spot) hasta 2022, ahora compra zinc', ['buys:zinc'], ['copper']],
    ['urea (buying) till 2021. now buys DAP', ['buys:dap'], ['urea']],
  ])('%s', (notes, now, stopped) => {
    expect(read(notes)).toEqual({ now, stopped });
  });

  it('keeps what the sentence says after the date', () => {
    expect(read('sold sugar until 2019, now buys rice')).toEqual({ now: ['buys:rice'], stopped: ['sugar'] });
  });
});

describe("'formerly' makes the rest of its sentence past, until it says now", () => {
  it.each([
    ['früher Vitol (zinco SHG-Einkauf), jetzt eigene Firma, verkauft ferrocromo', ['sells:ferrochrome'], ['zinc']],
    ['anciennement chez Gunvor (Harnstoff, achat), plus de Harnstoff depuis 2022. Maintenant achète zinco SHG', ['buys:zinc'], ['urea']],
    [
      'prima in Olam, trattava aluminio P1020 (vendite) — non più. Ora vende steam coal',
      ['sells:thermal_coal'],
      ['aluminium', 'aluminium_ingot'],
    ],
    ['previously at Cargill (soybean meal, selling), now buys corn', ['buys:corn'], ['soybean_meal']],
  ])('%s', (notes, now, stopped) => {
    expect(read(notes)).toEqual({ now, stopped });
  });

  it("does not make a sentence without 'formerly' past", () => {
    expect(read('at Cargill (soybean meal, selling)').now).toEqual(['sells:soybean_meal']);
  });
});

describe("a bare 'no' after a trade takes back the product named last", () => {
  it('takes back the only product', () => {
    expect(read('sells HSFO - not now')).toEqual({ now: [], stopped: ['hsfo'] });
  });
  it('takes back the last of several, not the others', () => {
    expect(read('buys urea monthly, DAP - no')).toEqual({ now: ['buys:urea'], stopped: ['dap'] });
  });
  it('still answers a sentence that names products without a side', () => {
    expect(read('DAP? no. urea yes, buying').stopped).toEqual(['dap']);
  });
});

describe('cue words in Cyrillic are read through their Latin transliteration', () => {
  it('transliterates', () => {
    expect(latinCues('больше не покупает')).toBe('bolshe ne pokupaet');
    expect(latinCues('сейчас продаёт')).toBe('seychas prodaet');
    expect(latinCues('buys urea')).toBe('buys urea');
  });
  it.each([
    ['раньше Socar Trading, ureea больше не продает; сейчас продает sucre roux', ['sells:raw_sugar'], ['urea']],
    ['больше не покупает Stahlschrott | покупает met coal', ['buys:coking_coal'], ['steel_scrap']],
    ['ищет benceno 5kt CFR Lagos; продаёт para-xylene', ['buys:benzene', 'sells:paraxylene'], []],
  ])('%s', (notes, now, stopped) => {
    expect(read(notes)).toEqual({ now, stopped });
  });
});

describe('Turkish, Hindi and Arabic say stopped, not and now', () => {
  it.each([
    ['eskiden üre alıyordu, artık almıyor. şimdi DAP satıyor', ['sells:dap'], ['urea']],
    ['pehle gehun kharidta tha, ab nahi', [], ['wheat']],
    ['पहले गेहूं खरीदता था, अब नहीं। अब चावल बेचता है', ['sells:rice'], ['wheat']],
    ['كان يشتري القمح سابقا، الآن يبيع السكر', ['sells:sugar'], ['wheat']],
    ['لم يعد يشتري اليوريا', [], ['urea']],
  ])('%s', (notes, now, stopped) => {
    expect(read(notes)).toEqual({ now, stopped });
  });

  it("reads Turkish 'artık' with a positive verb as now, not as no longer", () => {
    expect(read('artık sadece üre satıyor')).toEqual({ now: ['sells:urea'], stopped: [] });
  });
});

describe("products in Devanagari and with Arabic's article", () => {
  it.each([
    ['गेहूं और चावल', ['wheat', 'rice']],
    ['يبيع السكر والقمح', ['sugar', 'wheat']],
    ['اليوريا', ['urea']],
    ['يشتري بسمتي سيلا', ['basmati_rice']],
    ['محتاج زيت عباد الشمس كل شهر', ['sunflower_oil']],
    ['बासमती के निर्यातक हैं', ['basmati_rice']],
  ])('%s', (text, expected) => {
    expect(
      productsInText(text)
        .map((p) => p.id)
        .sort(),
    ).toEqual([...expected].sort());
  });
});

describe("a metal's symbol as chemistry writes it", () => {
  it('reads Pt, Zn, Ni', () => {
    expect(productsInText('dejó el Pt en 2022').map((p) => p.id)).toEqual(['platinum']);
    expect(productsInText('Zn conc buyer').map((p) => p.id)).toEqual(['zinc_concentrate']);
  });
  it("is not the grade's metal content, nor a name", () => {
    expect(productsInText('cu conc 26% Cu').map((p) => p.id)).toEqual(['copper_concentrate']);
    expect(productsInText('call Al and Mo about it')).toEqual([]);
  });
});

describe('products the notes name without a side', () => {
  const mentioned = (contact: { role?: string; company?: string; commodities?: string; notes: string }) =>
    contactSide({ role: null, title: null, company: null, commodities: null, ...contact })
      .mentioned.map((p) => p.id)
      .sort();

  it('are traded on a clear side when a part opens with them', () => {
    expect(mentioned({ role: 'Producer', commodities: 'PFAD', notes: 'also sulfuric acid' })).toEqual(['sulphuric_acid']);
    expect(mentioned({ role: 'Purchase Manager', notes: 'SiMn, 1 barge 7,500t' })).toEqual(['silicomanganese']);
  });

  it('are not what a company makes, nor where they met, nor a broker’s', () => {
    expect(mentioned({ role: 'Buyer', commodities: 'refined lead', notes: 'lead-acid battery maker, buys refined lead' })).toEqual([]);
    expect(mentioned({ role: 'Buyer', commodities: 'raw sugar', notes: 'cashew conference' })).toEqual([]);
    expect(mentioned({ role: 'Broker', notes: 'copper cathode, commission 0.5%' })).toEqual([]);
    expect(mentioned({ role: 'Buyer', commodities: 'coal', notes: 'wrote about cobalt supply chains' })).toEqual([]);
  });

  it('are not what the notes stop or deny', () => {
    expect(mentioned({ role: 'Buyer', notes: 'urea. no DAP' })).toEqual(['urea']);
    expect(mentioned({ role: 'Buyer', notes: 'VHP spot. dulu beli cangkang, sekarang tidak lagi' })).toEqual(['raw_sugar']);
  });
});

describe('a commodities field that joins products with and', () => {
  it('lists each product', () => {
    expect(resolveCommodities('raw sugar & refined white sugar').map((p) => p.id)).toEqual(['raw_sugar', 'white_sugar']);
    expect(resolveCommodities('white sugar and Brazilian VHP').map((p) => p.id)).toEqual(['white_sugar', 'raw_sugar']);
  });
  it('keeps one product whose name has an and', () => {
    expect(resolveCommodities('HMS 1 & 2').map((p) => p.id)).toEqual(['steel_scrap']);
  });
  it('reads non-basmati rice as rice, not basmati', () => {
    expect(resolveCommodities('non-basmati rice').map((p) => p.id)).toEqual(['rice']);
  });
});
