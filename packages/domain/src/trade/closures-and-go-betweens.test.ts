import { describe, expect, it } from 'vitest';
import {
  companyKind,
  contactSide,
  parseRegion,
  productsInText,
  readNotes,
  regionOfCountryCode,
  resolveCommodity,
  roleSide,
  subregionCountries,
  subregionEnglishName,
} from './index.ts';

const ids = (text: string) => productsInText(text).map((p) => p.id);

describe('an Incoterm named before a place is no fertiliser', () => {
  it.each([
    ['WTB rebar 3x30kt DAP Le Havre', ['rebar']],
    ['looking for spot LNG DAP NOLA', ['lng']],
    ['offers urea DAP San Lorenzo', ['urea']],
  ])('%s', (text, expected) => {
    expect(ids(text)).toEqual(expected);
  });

  it('reads DAP closing a statement after a product that is no fertiliser as the delivery term', () => {
    expect(ids('offre RCN DAP')).toEqual(['cashew_rcn']);
    expect(ids('wants açúcar bruto DAP')).toEqual(['raw_sugar']);
    expect(ids('offers NPK DAP')).toEqual(['npk', 'dap']);
    expect(ids('MAP/DAP')).toEqual(['map', 'dap']);
  });

  it('still reads DAP the fertiliser', () => {
    expect(ids('WTB 10kt DAP CFR Mumbai')).toContain('dap');
    expect(ids('DAP 18-46-0 and MAP')).toContain('dap');
  });
});

describe('a non-ferrous metal in the shapes steel is sold in', () => {
  it('reads the metal, not steel', () => {
    expect(ids('acheteur régulier de zinc slabs, CFR Apapa')).toEqual(['zinc']);
    expect(ids('verkauft nickel full plate, FOB Antwerp')).toEqual(['nickel']);
    expect(resolveCommodity('nickel full plate').id).toBe('nickel');
    expect(resolveCommodity('zinc slabs').id).toBe('zinc');
  });

  it('keeps steel forms that are steel', () => {
    expect(ids('WTB steel slabs and heavy plate')).toEqual(expect.arrayContaining(['slab', 'plate']));
    expect(resolveCommodity('slabs').id).toBe('slab');
  });
});

describe('a business that closed after the trades its notes name', () => {
  it('stops every product when the closure comes last', () => {
    const side = contactSide({
      notes: 'bhai ko copper concentrates chahiye har tender, CIF Paradip. mothballed since 2025 - no purchases, no sales',
      commodities: 'copper cathodes',
    });
    expect(side.inactive).toBe(true);
    expect([...side.byProduct]).toEqual([]);
    expect(side.stopped).toEqual(new Set(['copper_concentrate', 'copper_cathode']));
  });

  it.each([
    'cherche concentrado de cobre. vend cathodes Cu 99.99. fermé depuis 2024',
    'buys copper concentrate. Company insolvent since March',
    'offers copper cathodes. in liquidation',
  ])('reads the closure in %s', (notes) => {
    expect(readNotes(notes).inactive).toBe(true);
  });

  it('opens again when a later note names a trade', () => {
    const side = contactSide({ notes: 'plant mothballed 2023. restarted: buying thermal coal again since 2025' });
    expect(side.inactive).toBe(false);
    expect(side.byProduct.get('thermal_coal')).toBe('buys');
  });

  it('does not take an idle relationship or a firm offer for a closure', () => {
    expect(readNotes('Relationship dormant since 2022. buys urea').inactive).toBe(false);
    expect(readNotes('offre ferme urée CFR Abidjan').inactive).toBe(false);
  });
});

describe('a dated stop after a dated trade ends it', () => {
  it('takes the later statement', () => {
    const side = contactSide({
      notes: '2021: takes sulphur 20kt CFR Port Hedland upd 11/2023: only DAP, no more lump sulphur',
      commodities: 'azufre, DAP 18-46-0',
    });
    expect(side.stopped.has('sulphur')).toBe(true);
    expect(side.byProduct.get('sulphur')).toBeUndefined();
    expect(side.byProduct.get('dap')).toBe('buys');
  });

  it('keeps an undated trade of one grade when another grade of it stopped', () => {
    const side = contactSide({ notes: 'end user of GO 0.1%S. stopped buying Diesel (any spec) in 2024', commodities: 'GO 0.1%S' });
    expect(side.byProduct.get('diesel')).toBe('buys');
  });

  it('keeps a trade on the other side of a dated stop', () => {
    const side = contactSide({ notes: '2022: sells urea FOB Yuzhny. since 2024 stopped buying urea' });
    expect(side.byProduct.get('urea')).toBe('sells');
  });
});

describe('go-betweens', () => {
  it('puts a broker whose notes broker on no side of what the notes name', () => {
    const side = contactSide({
      role: 'Courtier',
      notes: 'courtière Dakar, connait tous les importateurs de riz du Sénégal',
      commodities: 'riz, sucre',
    });
    expect(side.side).toBe('either');
    expect(side.byProduct.size).toBe(0);
    const agent = contactSide({
      role: 'Agent',
      notes: 'Karachi agent, intros to millers and pulse importers. Commission 1%',
      commodities: 'rice, chana',
    });
    expect(agent.byProduct.size).toBe(0);
  });

  it('puts an agent whose notes and title say no side on no side', () => {
    const side = contactSide({ role: 'Sales agent', notes: 'handles crude palm oil mostly; active in sunflower oil', commodities: 'CPO' });
    expect(side.side).toBe('either');
    expect(side.byProduct.size).toBe(0);
  });

  it('keeps what an agent says outright, and a title that says a side', () => {
    const supplier = contactSide({ role: 'Agent', title: 'Diretor Comercial', notes: 'can supply monthly 25kt DAP', commodities: 'DAP' });
    expect(supplier.byProduct.get('dap')).toBe('sells');
    const buyer = contactSide({ role: 'Broker', title: 'Procurement Head', commodities: 'HMS scrap' });
    expect(buyer.side).toBe('buys');
  });
});

describe('what a plant takes in and puts out', () => {
  it('reads feedstock and output', () => {
    const side = contactSide({ company: 'Hormuz Sugar Co', notes: 'feedstock: raw sugar VHP; output: white sugar ICUMSA 45' });
    expect(side.byProduct.get('raw_sugar')).toBe('buys');
    expect(side.byProduct.get('white_sugar')).toBe('sells');
    expect(contactSide({ notes: 'output: urée granulée' }).byProduct.get('urea')).toBe('sells');
  });

  it('lets notes about a product the role does not list say its side', () => {
    const side = contactSide({ role: 'End user', commodities: 'monoammonium phosphate', notes: 'offering prilled urea, 15kt/month, EXW' });
    expect(side.byProduct.get('urea')).toBe('sells');
    expect(side.side).toBe('buys');
  });

  it('reads roles in the other languages of the trade', () => {
    for (const r of ['Exportateur', 'Exportadora', 'Exporteur', 'Producteur']) expect(roleSide(r), r).toBe('sells');
    for (const r of ['Importadora', 'Importeur']) expect(roleSide(r), r).toBe('buys');
  });

  it('gives a broker at a company named for a product no side from the name', () => {
    const side = contactSide({
      role: 'Broker',
      company: 'Lion City Fertilizers SARL',
      commodities: 'urea N46, DAP',
      notes: 'mandate holder',
    });
    expect(side.byProduct.size).toBe(0);
    // A title of its own says the person runs the company: its kind still speaks.
    const ceo = contactSide({ role: 'Agent', title: 'CEO', company: 'PT Riau Refinery', commodities: 'crude palm oil, RBD palm olein' });
    expect(ceo.byProduct.get('rbd_palm_olein') ?? ceo.byProduct.get('cpo')).toBeDefined();
  });

  it('knows cashew processors and phosphate producers by name, and anacarde as the raw nut', () => {
    expect(companyKind('Hudson Cashew Industries Pvt Ltd')).toBe('cashew_processor');
    expect(companyKind('Bandama Nut Processing Co')).toBe('cashew_processor');
    expect(companyKind('Taj Phosphates Pvt Ltd')).toBe('fertiliser_plant');
    expect(companyKind('Atlas Phosphate Trading')).not.toBe('fertiliser_plant');
    expect(resolveCommodity('anacarde').id).toBe('cashew_rcn');
  });
});

describe('parts of the world in other languages', () => {
  it.each([
    ['Afrique', 'Africa'],
    ['Europa', 'Europe'],
    ['Asien', 'Asia'],
    ['Moyen-Orient', 'Middle East'],
    ['Oriente Médio', 'Middle East'],
    ['América do Sul', 'South America'],
    ['Südamerika', 'South America'],
    ['UE', 'Europe'],
  ])('%s is %s', (name, region) => {
    expect(parseRegion(name)).toBe(region);
  });

  it('knows the smaller parts too', () => {
    expect(subregionCountries("Afrique de l'Ouest")).toEqual(subregionCountries('West Africa'));
    expect(subregionCountries('Sudeste Asiático')).toEqual(subregionCountries('Southeast Asia'));
    expect(subregionEnglishName('Europa del Este')).toBe('eastern europe');
  });
});

describe('a broker who works for a buyer, and Egypt', () => {
  it('keeps the purchase a broker reports when the notes do not say they only broker', () => {
    const side = contactSide({
      role: 'Broker',
      title: 'Senior Broker',
      commodities: 'Wheat',
      notes: 'Knows the tender desk at Mostakbal Misr. Next wheat purchase expected within the month, 60kt CIF Damietta.',
    });
    expect(side.byProduct.get('wheat')).toBe('buys');
  });

  it('files Egypt under Africa, as most traders do, and keeps Turkey in the Middle East', () => {
    expect(regionOfCountryCode('EG')).toBe('Africa');
    expect(regionOfCountryCode('TR')).toBe('Middle East');
    expect(subregionCountries('MENA')).toContain('EG');
  });
});

describe('both sides said after one side', () => {
  it('puts a product on both sides when the notes later say both sides of it', () => {
    const side = contactSide({ notes: 'buyer of EN 590 — 30kt/m; both sides of gasoil 10ppm – back-to-back' });
    expect(side.byProduct.get('diesel')).toBe('buys');
    expect(side.bothSides.has('diesel')).toBe(true);
  });
});

describe('telegraphic notes that run statements together', () => {
  it.each([
    [
      'buys bunker VLSFO + producer of HSFO 380cst + now selling bobinas laminadas en frío instead of hot rolled coil',
      { bunkers: 'buys', vlsfo: 'buys', hsfo: 'sells', crc: 'sells' },
      ['hrc'],
    ],
    [
      'min 5kt -- vend Kali 60 -- producer of DAP -- compra Vietnam robusta, dejó Colombian excelso en 2025',
      { potash: 'sells', dap: 'sells', coffee_robusta: 'buys' },
      ['coffee_arabica'],
    ],
    [
      'kauft kein basic pig iron mehr / switched from huile de palme brute to RBD palm olein CP10 in Q1 2026 (selling)',
      { rbd_palm_olein: 'sells' },
      ['pig_iron', 'cpo'],
    ],
    [
      'importer of sulphur // switched from VHP sugar to ICUMSA 45 in mid-2024 (selling)',
      { sulphur: 'buys', white_sugar: 'sells' },
      ['raw_sugar'],
    ],
    ['stopped buying Cu concs in Q1 2026, now captive supply', {}, ['copper_concentrate']],
  ])('%s', (notes, sides, stopped) => {
    const side = contactSide({ notes, role: 'Director' });
    expect(Object.fromEntries(side.byProduct)).toEqual(sides);
    expect([...side.stopped].sort()).toEqual([...stopped].sort());
  });

  it('still reads a list joined by a slash or a plus as one statement', () => {
    expect(Object.fromEntries(contactSide({ notes: 'buys urea / DAP monthly' }).byProduct)).toEqual({ urea: 'buys', dap: 'buys' });
    expect(Object.fromEntries(contactSide({ notes: 'offers HRC + CRC ex Iskenderun' }).byProduct)).toEqual({ hrc: 'sells', crc: 'sells' });
  });
});

describe('notes that name a product over the role', () => {
  it('takes the side the notes give a product, whatever the role says', () => {
    expect(
      contactSide({ role: 'Origination', commodities: 'Murban', notes: 'RFQ Murban 200 mt FOB ST Mundra' }).byProduct.get('murban'),
    ).toBe('buys');
    expect(
      contactSide({ role: 'Origination', commodities: 'basic pig iron', notes: 'comprador de ferro gusa, repeat business' }).byProduct.get(
        'pig_iron',
      ),
    ).toBe('buys');
  });
});

describe('negation and time in the languages whose products are read', () => {
  it.each([
    ['punya stok PFAD. dulu beli hot rolled coil, sekarang tidak lagi', 'hrc'],
    ['tidak beli urea', 'urea'],
    ['yiqian mai tiekuangshi, xianzai bu zai mai', 'iron_ore'],
    ['mua than GAR 4200, khong con mua quang sat', 'iron_ore'],
    ['kupuje wegiel, juz nie kupuje mocznika', 'urea'],
  ])('%s', (notes, stopped) => {
    const side = contactSide({ notes });
    expect(side.stopped.has(stopped)).toBe(true);
    expect(side.byProduct.has(stopped)).toBe(false);
  });

  it('does not correct everyday words of those languages into products', () => {
    expect(ids('beli batubara GAR 4200 tiap bulan')).not.toContain('butane');
    expect(ids('xianzai bu zai mai')).toEqual([]);
  });
});

describe('own supply', () => {
  it('keeps a trader with own supply a seller', () => {
    expect(contactSide({ notes: 'has own supply of urea, offers monthly' }).byProduct.get('urea')).toBe('sells');
  });
});
