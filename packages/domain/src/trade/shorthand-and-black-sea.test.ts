import { describe, expect, it } from 'vitest';
import { productWordCandidates, resolveCommodities, resolveCommodity } from './resolve.ts';
import { contactSide, type SideInput } from './sides.ts';

const contact = (fields: Partial<SideInput>): SideInput =>
  ({ commodities: null, notes: null, role: null, company: null, title: null, ...fields }) as SideInput;

/** The products a contact trades now, each with its side ('either' when none is said). */
function now(fields: Partial<SideInput>): string[] {
  const read = contactSide(contact(fields));
  const listed = fields.commodities ? fields.commodities.split(/[,;/|]/).map((e) => resolveCommodity(e).id) : [];
  return listed.filter((id) => !read.stopped.has(id)).map((id) => `${id}:${read.byProduct.get(id) ?? read.side}`);
}

describe('product words written without their vowels or with a letter doubled', () => {
  it('reads the consonants of a product word as that word', () => {
    expect(resolveCommodity('slfr').id).toBe('sulphur');
    expect(resolveCommodity('cpr cathodes').id).toBe('copper_cathode');
    expect(resolveCommodity('stl scrap').id).toBe('steel_scrap');
    expect(resolveCommodity('lmstn').id).toBe('limestone');
    expect(resolveCommodity('coppper').id).toBe('copper');
  });

  it('leaves acronyms, note shorthand and words with vowels alone', () => {
    for (const word of ['pls', 'mgr', 'gps', 'list', 'comment', 'had', 'bobby', 'andr'])
      expect(productWordCandidates(word), word).toEqual([]);
    // Two products with the same consonants ('brly': barley or burley tobacco): no guess.
    expect(resolveCommodity('brly').known).toBe(false);
  });
});

describe('the shorthand and languages of a Black Sea book', () => {
  it.each([
    ['WM', 'white_maize'],
    ['YC', 'corn'],
    ['г/к рулон', 'hrc'],
    ['х/к рулон', 'crc'],
    ['fl. soarelui', 'sunflower_seeds'],
    ['seme suncokreta', 'sunflower_seeds'],
    ['srot fl. soarelui', 'sunflower_meal'],
    ['FB 62/64', 'feed_barley'],
    ['orz furajer', 'feed_barley'],
    ['orzoaica', 'malting_barley'],
    ['FW 11 pro', 'feed_wheat'],
    ['grau panificabil', 'milling_wheat'],
    ['otel beton PC52', 'rebar'],
    ['tagle de otel', 'billet'],
    ['azotat de amoniu', 'ammonium_nitrate'],
    ['zahar brut', 'raw_sugar'],
    ['deșeuri de cupru', 'copper_scrap'],
    ['fier vechi', 'steel_scrap'],
    ['Levant 13-15', 'hazelnuts'],
    ['Nonpareil 20/22', 'almonds'],
    ['Muntok white', 'white_pepper'],
    ['poivre blanc', 'white_pepper'],
    ['Lampung black', 'black_pepper'],
  ])('%s is %s', (text, id) => expect(resolveCommodity(text).id).toBe(id));

  it('keeps near misses apart: logs and sawn timber, white and black pepper', () => {
    expect(resolveCommodity('round logs').id).toBe('logs');
    expect(resolveCommodity('sawn timber').id).toBe('lumber');
    expect(resolveCommodity('plywood').id).toBe('plywood');
    expect(resolveCommodity('white pepper').id).not.toBe(resolveCommodity('black pepper').id);
    // A sawmill buys logs and sells what it saws.
    expect(now({ company: 'Nordsund Sawmill Oy', commodities: 'saw logs, sawn timber' })).toEqual(['logs:buys', 'lumber:sells']);
  });

  it('reads Romanian: no longer (nu mai), formerly (înainte), buys and sells', () => {
    expect(now({ role: 'Buyer', commodities: 'motorină, păcură', notes: 'nu mai cumpără păcură' })).toEqual(['diesel:buys']);
    expect(now({ commodities: 'HRC, otel beton', notes: 'inainte luau otel beton PC52, acum nu mai' })).not.toContain('rebar:buys');
    expect(now({ commodities: 'porumb', notes: 'vinde porumb FOB Constanta' })).toEqual(['corn:sells']);
    expect(now({ commodities: 'porumb', notes: 'cumpără porumb CIF' })).toEqual(['corn:buys']);
  });

  it('reads a rule of the country or a supplier gone bankrupt as a reason, not a side nor a closure', () => {
    // '(export ban)' says why, not that the buyer exports what it stopped buying.
    const read = contactSide(
      contact({ role: 'Procurement Director', commodities: 'sunflower oil', notes: 'no longer buys walnuts (export ban)' }),
    );
    expect(read.byProduct.get('walnuts')).toBeUndefined();
    expect(
      now({ role: 'Procurement Director', commodities: 'sunflower oil', notes: 'nu mai cumpără nuci (interdicție la export)' }),
    ).toEqual(['sunflower_oil:buys']);
    // A supplier that went bankrupt stops one product, not the contact's business.
    expect(now({ role: 'Export manager', commodities: 'wheat, soybeans', notes: 'no longer sells soybeans (bankrupt supplier)' })).toEqual([
      'wheat:sells',
    ]);
    expect(now({ role: 'Export manager', commodities: 'wheat', notes: 'their supplier went bankrupt' })).toEqual(['wheat:sells']);
    // An export licence says the contact exports: it is no rule against it.
    expect(
      contactSide(
        contact({ role: 'Supplier', commodities: 'gold doré', notes: 'Aggregates mines, export licence in order.' }),
      ).byProduct.get('gold_dore'),
    ).toBe('sells');
    // The contact's own business gone bankrupt still closes everything.
    expect(now({ role: 'Export manager', commodities: 'wheat', notes: 'went bankrupt in 2024' })).toEqual([]);
  });

  it('keeps rubber cup lumps apart from the block rubber a processing plant makes of them', () => {
    expect(resolveCommodity('fonds de tasse').id).toBe('rubber_cup_lumps');
    expect(resolveCommodity('TSR 20').id).toBe('rubber');
    expect(now({ company: 'Usine de Caoutchouc Emergence Sarl', commodities: 'fonds de tasse, TSR 20' })).toEqual([
      'rubber_cup_lumps:buys',
      'rubber:sells',
    ]);
  });

  it('reads г/к and х/к as one abbreviation, and a French request for a product as buying it', () => {
    expect(resolveCommodities('х/к рулон + г/к рулон').map((p) => p.id)).toEqual(['crc', 'hrc']);
    expect(contactSide(contact({ role: 'Achats', notes: 'Demande de caoutchouc granulé - 300 T par lot' })).byProduct.get('rubber')).toBe(
      'buys',
    );
  });

  it('does not read a bankrupt supplier named after a stop as a side', () => {
    const read = contactSide(
      contact({ role: 'Supply manager', commodities: 'frozen raspberries', notes: 'not buying refined sugar anymore (bankrupt supplier)' }),
    );
    expect(read.stopped.has('white_sugar')).toBe(true);
    expect(read.byProduct.get('white_sugar')).toBeUndefined();
  });

  it('reads a resources book: IO, Ni ore, a sales lead, a miner marketing its coal', () => {
    expect(resolveCommodity('IO').id).toBe('iron_ore');
    expect(resolveCommodity('PB fen').id).toBe('iron_ore_fines');
    expect(resolveCommodity('Ni ore').id).toBe('nickel_ore');
    expect(now({ role: 'Procurement', commodities: 'IO', notes: 'steel mill Shijiazhuang. cold lead, slow to decide' })).toEqual([
      'iron_ore:buys',
    ]);
    expect(contactSide(contact({ role: 'Management', commodities: 'Coal', notes: 'mktg 4200 kcal GAR' })).side).toBe('sells');
  });

  it("reads 'Fuel' and 'Gas' listed as the family, never 'kiln fuel' or 'gas fired' in prose; OPC clinker is clinker", () => {
    expect(resolveCommodity('Fuel').id).toBe('oil_products');
    expect(resolveCommodity('combustíveis').id).toBe('oil_products');
    expect(resolveCommodity('Gas').id).toBe('natural_gas');
    expect(resolveCommodity('OPC clinker').id).toBe('clinker');
    expect(now({ role: 'Procurement', commodities: 'steam coal', notes: 'kiln fuel, gas fired backup' })).toEqual(['thermal_coal:buys']);
  });

  it('reads a broker with no position in Dutch, French and Indonesian as on no side', () => {
    for (const notes of ['makelaar, geen eigen positie', 'courtier, pas de position propre', 'makelar, tidak punya barang sendiri'])
      expect(contactSide(contact({ role: 'Broker', commodities: 'FAME', notes })).side, notes).toBe('none');
  });

  it('reads a cement grinding unit as a buyer of clinker, not a seller of it', () => {
    expect(now({ company: 'Kabir Cement Ltd', commodities: 'clinker', notes: 'cement grinding unit; ~2 vessels a year' })).toEqual([
      'clinker:buys',
    ]);
    expect(now({ company: 'Mercantile Cement', commodities: 'cement clinker', notes: 'cement factory (grinding). OPC clinker.' })).toEqual([
      'clinker:buys',
    ]);
  });

  it("reads 'raw mat' (raw material) as what the plant buys", () => {
    expect(contactSide(contact({ role: 'Sourcing', notes: 'rkef smelter pomalaa, raw mat nickel ore' })).byProduct.get('nickel_ore')).toBe(
      'buys',
    );
  });
});
