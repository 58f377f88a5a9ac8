/**
 * Sides, round 5: buy and sell words in the other languages of the trade (Russian and Hindi written in
 * Latin letters, Turkish, Italian, French, Spanish), jobs that say a side ('Head of Marketing', 'Satın
 * Alma Müdürü', 'Crude supply'), notes whose parts are set apart with '|', and what more kinds of company
 * buy and sell (airlines, LPG bottlers, lube blenders, coke, DRI and ferroalloy plants, foundries, scrap
 * yards, edible-oil refineries, rice mills, LNG plants and terminals, pipe makers).
 */
import { describe, expect, it } from 'vitest';
import { contactSide, readNotes, resolveCommodity, roleSide, type SideInput } from './index.ts';

const id = (product: string) => resolveCommodity(product).id;
const sideOf = (contact: SideInput, product: string) => contactSide(contact).byProduct.get(id(product));
/** The side a contact is on for a listed product: per product, else overall. */
const listedSide = (contact: SideInput, product: string) => {
  const read = contactSide(contact);
  return read.byProduct.get(id(product)) ?? read.side;
};

describe('buy and sell words of other languages in notes', () => {
  it.each([
    ['pokupaem naphtha (10,000 mt)', 'naphtha', 'buys'],
    ['pokupaet mazut regularly', 'mazut', 'buys'],
    ['kupim HSFO 380 30kt CFR', 'HSFO', 'buys'],
    ['zakupaem coking coal each quarter', 'coking coal', 'buys'],
    ['prodaem EN590 10ppm FCA', 'EN590', 'sells'],
    ['prodadim naphtha FOB', 'naphtha', 'sells'],
    ['naphtha alıcısı, CFR Fujairah', 'naphtha', 'buys'],
    ['base oils satıcısı', 'base oil', 'sells'],
    ['urea alıyoruz her ay', 'urea', 'buys'],
    ['DAP satıyoruz FOB', 'DAP', 'sells'],
    ['acquistiamo rottame HMS', 'HMS', 'buys'],
    ['nous achetons du blé', 'ble', 'buys'],
    ['vendemos azúcar VHP', 'VHP', 'sells'],
    ['urea kharidte hain har mahine', 'urea', 'buys'],
    ['chana bechte hain', 'chickpeas', 'sells'],
  ])('%s', (notes, product, side) => {
    const intents = readNotes(notes).intents;
    expect(intents.find((i) => i.products.some((p) => p.id === id(product)))?.side, notes).toBe(side);
  });

  it.each([
    ['покупаем пшеницу, 30 тыс т', 'wheat', 'buys'],
    ['продаем ячмень FOB Новороссийск', 'barley', 'sells'],
    ['caută rapiță CIF Constanta', 'rapeseed', 'buys'],
    ['vinde grâu 30kt FOB Constanta', 'wheat', 'sells'],
    ['sunflower seeds satışı var, Odesa çıkış', 'sunflower seeds', 'sells'],
    ['we can propose chickpeas 500t/mo FOB Aktau', 'chickpeas', 'sells'],
  ])('%s', (notes, product, side) => {
    const intents = readNotes(notes).intents;
    expect(intents.find((i) => i.products.some((p) => p.id === id(product)))?.side, notes).toBe(side);
  });

  it('keeps negation in those languages: no longer buys', () => {
    const read = contactSide({
      role: 'Trading',
      commodities: 'Diesel, gasoil 0.1%',
      notes: "pokupaem Diesel (37kt). bol'she ne pokupaet gasoil 0.1%",
    });
    expect(read.byProduct.get('diesel')).toBe('buys');
    expect(contactSide({ commodities: 'HSFO', notes: "bol'she ne pokupaet HSFO" }).stopped.has('hsfo')).toBe(true);
    expect(contactSide({ commodities: 'urea', notes: 'urea ab nahi kharidte' }).stopped.has('urea')).toBe(true);
    expect(contactSide({ commodities: 'busheling', notes: 'used to buy busheling, not anymore' }).stopped.has('steel_scrap')).toBe(true);
  });

  it("reads each part of a note set apart with '|' on its own", () => {
    const read = contactSide({
      company: 'Gulf Crest Refining Company',
      commodities: 'VLSFO',
      notes: 'end user of Es Sider | can supply VLSFO 0.5% 1 MMbbl/month | seller of full range naphtha',
    });
    expect(read.byProduct.get('es_sider')).toBe('buys');
    expect(read.byProduct.get('vlsfo')).toBe('sells');
    expect(read.byProduct.get('naphtha')).toBe('sells');
    const both = contactSide({ notes: 'regular buyer Arab Light | jet fuel satıcısı' });
    expect(both.byProduct.get('arab_light')).toBe('buys');
    expect(both.byProduct.get('jet_fuel')).toBe('sells');
  });

  it('an explicit note wins over what the company is', () => {
    expect(sideOf({ company: 'Andes Refinery', commodities: 'gasoil 0.1 pct', notes: 'pokupaem gasoil 0.1 pct (37kt)' }, 'gasoil')).toBe(
      'buys',
    );
  });
});

describe('jobs that say a side', () => {
  it.each([
    ['Satın Alma Müdürü', 'buys'],
    ['Satış Müdürü', 'sells'],
    ['Head of Marketing', 'sells'],
    ['Directeur commercial', 'sells'],
    ['Gerente Comercial', 'sells'],
    ['Crude supply', 'buys'],
    ['Supply chain', 'buys'],
    ['Raw materials manager', 'buys'],
    ['Fuel manager', 'buys'],
  ])('%s', (role, side) => {
    expect(roleSide(role)).toBe(side);
  });

  it('crude supply at a refinery buys the crude; the refinery still sells its products', () => {
    const contact = { role: 'Crude supply', company: 'Raffineria Polaris', commodities: 'Urals, jet a1, asphalt' };
    expect(sideOf(contact, 'Urals')).toBe('buys');
    expect(sideOf(contact, 'jet a1')).toBe('sells');
  });

  it('the supply chain of a mine buys its diesel', () => {
    expect(
      listedSide({ role: 'Supply chain', title: 'Supply Manager', company: 'Minera Sierra SpA', commodities: 'diesel' }, 'diesel'),
    ).toBe('buys');
  });

  it("a Trader's title says the side when it has one", () => {
    expect(contactSide({ role: 'Trader', title: 'Import Manager', commodities: 'MAP' }).side).toBe('buys');
    expect(contactSide({ role: 'Trader', title: 'Jefe de Compras', commodities: 'sulphur' }).side).toBe('buys');
    expect(contactSide({ role: 'Trader', title: 'Sr. Trader', commodities: 'sulphur' }).side).toBe('either');
  });
});

describe('what more kinds of company buy and sell', () => {
  it.each([
    ['an airline buys jet fuel', { company: 'Sirocco Air', commodities: 'Jet A1' }, 'jet a1', 'buys'],
    ['an LPG bottler buys LPG', { company: 'Trident LPG Bottling Plant', commodities: 'GLP' }, 'lpg', 'buys'],
    ['a gas distribution company buys LPG', { company: 'Kestrel Gas Distribution', commodities: 'propane' }, 'propane', 'buys'],
    [
      'a lube blending plant buys base oil',
      { company: 'Crescent Lubricants (blending plant)', commodities: 'base oils' },
      'base oil',
      'buys',
    ],
    ['a German lube maker buys base oil', { company: 'Polaris Schmierstoffe', commodities: 'SN 500' }, 'base oil', 'buys'],
    ['a petrochemical plant buys naphtha', { company: 'Atlantic Petroquímica', commodities: 'naphtha' }, 'naphtha', 'buys'],
    ['a public works company buys bitumen', { company: 'Levant Travaux Publics', commodities: 'bitume' }, 'bitumen', 'buys'],
    ['a ship manager buys bunkers', { company: 'Aegean Star Ship Mgmt', commodities: 'VLSFO' }, 'vlsfo', 'buys'],
    ['a coke plant buys coking coal', { company: 'Marmara Koksownia', commodities: 'coking coal, met coke' }, 'coking coal', 'buys'],
    ['a coke plant sells coke', { company: 'Kestrel Coke Plant', commodities: 'met coal, metallurgical coke' }, 'met coke', 'sells'],
    ['a SiMn plant buys manganese ore', { company: 'Volga SiMn Plant', commodities: 'Mn ore 44%, SiMn 65/16' }, 'manganese ore', 'buys'],
    ['a SiMn plant sells SiMn', { company: 'Volga SiMn Plant', commodities: 'Mn ore 44%, SiMn 65/16' }, 'silicomanganese', 'sells'],
    ['a sponge iron plant sells DRI', { company: 'Steppe Sponge Iron Ltd', commodities: 'iron ore pellets, DRI' }, 'dri', 'sells'],
    [
      'a sponge iron plant buys pellets',
      { company: 'Steppe Sponge Iron Ltd', commodities: 'iron ore pellets, DRI' },
      'iron ore pellets',
      'buys',
    ],
    ['a foundry buys ferrosilicon', { company: 'Fundição Tejo', commodities: 'ferrosilicio' }, 'ferrosilicon', 'buys'],
    ['a German foundry buys pig iron', { company: 'Rheinland Gießerei GmbH', commodities: 'foundry pig iron' }, 'pig iron', 'buys'],
    ['an Italian steelworks buys scrap', { company: 'Volga Acciaierie SpA', commodities: 'HMS 1&2' }, 'hms', 'buys'],
    ['a scrap yard sells scrap', { company: 'Orion Schrotthandel', commodities: 'HMS 1&2' }, 'hms', 'sells'],
    ['an edible oil refinery buys CPO', { company: 'Kaveri Edible Oils Refinery', commodities: 'CPO, RBD palm olein' }, 'cpo', 'buys'],
    [
      'an edible oil refinery sells olein',
      { company: 'Kaveri Edible Oils Refinery', commodities: 'CPO, RBD palm olein' },
      'rbd palm olein',
      'sells',
    ],
    ['a rice mill sells rice', { company: 'Punjab Rice Mills', commodities: 'basmati rice' }, 'basmati rice', 'sells'],
    ['a regas terminal buys LNG', { company: 'Adriatic LNG Terminal', commodities: 'LNG' }, 'lng', 'buys'],
    ['a liquefaction plant sells LNG', { company: 'Coral Liquefaction Company', commodities: 'LNG' }, 'lng', 'sells'],
    ['a pipe maker buys HRC', { company: 'Anatolia Boru Sanayi', commodities: 'HRC' }, 'hrc', 'buys'],
    ['a film maker buys polypropylene', { company: 'Delta Films Pvt Ltd', commodities: 'polypropylene' }, 'polypropylene', 'buys'],
  ])('%s', (_label, contact, product, side) => {
    expect(listedSide(contact, product)).toBe(side);
  });

  it.each([
    [
      'a battery materials maker buys lithium carbonate',
      { company: 'Shenzhen New Energy Materials Co., Ltd', commodities: 'lithium carbonate' },
      'lithium carbonate',
      'buys',
    ],
    ['an exporting company sells', { role: 'Exportateur', company: 'Comoé Agri-Export SARL', commodities: 'cacao' }, 'cocoa', 'sells'],
    ['a fruit grower sells', { company: 'Frutícola Oro S.A.S.', commodities: 'avocados' }, 'avocado', 'sells'],
    ['a poultry company buys soybean meal', { company: 'Avícola Norte Ltda', commodities: 'soybean meal' }, 'soybean meal', 'buys'],
    ['a coal power plant (PLTU) buys coal', { company: 'PLN Borneo PLTU', commodities: 'thermal coal' }, 'thermal coal', 'buys'],
    [
      'a farmers cooperative still sells its crop',
      { title: 'Import Manager', company: 'Cooperativa Agrícola Colonias', commodities: 'soybeans, MAP' },
      'soybeans',
      'sells',
    ],
  ])('%s', (_label, contact, product, side) => {
    expect(listedSide(contact, product)).toBe(side);
  });

  it("an 'Export Manager' title is a job, not an exporting company", () => {
    expect(contactSide({ role: 'Agent', title: 'Export Manager', commodities: 'cocoa beans' }).companyKind).toBe(null);
  });

  it('a bunker supplier listing cargo grades beside bunkers buys the cargoes and sells the bunkers', () => {
    const read = contactSide({ role: 'Marketing', company: 'Avitaillement Orinoco', commodities: 'HSFO, bunker fuel' });
    expect(read.byProduct.get('hsfo')).toBe('buys');
    expect([...read.byProduct.values()]).toContain('sells');
    // Cargo grades alone: it sells them as bunkers.
    expect(listedSide({ company: 'Nordsee Marine Fuels LLP', commodities: 'VLSFO 0.5%, LSMGO' }, 'vlsfo')).toBe('sells');
  });

  it('notes that say outright what a person with a job does win over the job', () => {
    expect(contactSide({ role: 'Crude supply', company: 'Pemba Refining Co.', notes: 'verkauft ab Werk, prompt' }).side).toBe('sells');
  });

  it("'switched supplier' is who supplies the contact, not what it sells", () => {
    const read = contactSide({
      role: 'Feedstock procurement',
      company: 'Niger Delta Olefins (cracker)',
      commodities: 'nafta',
      notes: 'no longer buys LPG (switched supplier in-house)',
    });
    expect(read.byProduct.get('lpg')).toBeUndefined();
    expect(read.stopped.has('lpg')).toBe(true);
  });

  it('an inspector, a shipbroker or an insurer is on no side of what it lists', () => {
    expect(
      contactSide({ company: 'Intertek Pemba', commodities: 'jet fuel, Es Sider', notes: 'inspection / sampling at discharge' }).side,
    ).toBe('none');
    expect(contactSide({ role: 'Makler', company: 'Pemba Shipbrokers', commodities: 'Urals, HSFO 380cst, EN590' }).side).toBe('none');
    expect(contactSide({ company: 'Andes P&I', commodities: 'crude oil, EN590' }).byProduct.size).toBe(0);
  });

  it('a broker listing crude and products is not read as a refinery', () => {
    expect(contactSide({ role: 'Courtier', commodities: 'Arab Light, VLSFO' }).byProduct.size).toBe(0);
  });

  it("'seller of' in a note is said outright", () => {
    expect(contactSide({ role: 'Crude supply', company: 'Andes Refining Co.', notes: 'seller of this grade, ex works prompt' }).side).toBe(
      'sells',
    );
  });

  it('a mine selling cathode still sells its concentrate', () => {
    const read = contactSide({
      company: 'Minera Huasco Resources SpA',
      commodities: 'copper cathodes, copper concentrate',
      notes: 'can supply monthly 3kdmt cathode',
    });
    expect(read.byProduct.get('copper_concentrate')).toBe('sells');
  });

  it('a sugar mill listing raw and white sugar sells both', () => {
    const contact = { role: 'Head of Sales', company: 'Ingenio La Cabaña S.A.', commodities: 'açúcar VHP, azúcar refinada' };
    expect(listedSide(contact, 'raw sugar')).toBe('sells');
    expect(listedSide(contact, 'white sugar')).toBe('sells');
  });

  it("a processing company's Buyer buys the input and the company still sells the output", () => {
    const contact = { role: 'Buyer', company: 'Atlantic Cane Refiners Inc.', commodities: 'raw sugar, ICUMSA 45' };
    expect(listedSide(contact, 'raw sugar')).toBe('buys');
    expect(listedSide(contact, 'white sugar')).toBe('sells');
    // A steel name is as often a stockist: its Buyer buys what is listed.
    expect(listedSide({ role: 'Buyer', company: 'Kaveri Demir Çelik', commodities: 'pig iron, rebar' }, 'rebar')).toBe('buys');
  });
});

describe('round 5, second pass: plants named in the role, pulses, palm mills, distributors, both sides, stops', () => {
  it('a role naming the plant puts its inputs on the buying side', () => {
    expect(listedSide({ role: 'Refinery', company: 'Sunrise Ghee Mills Ltd', commodities: 'SFO, palm oil' }, 'sunflower oil')).toBe('buys');
    expect(listedSide({ role: 'Refinery', company: 'PT Sumber Gula Tbk', commodities: 'VHP' }, 'raw sugar')).toBe('buys');
    expect(listedSide({ role: 'zinc smelter', company: 'Met-Mex Sierra Azul', commodities: 'conc Zn 48-52%' }, 'zinc concentrate')).toBe(
      'buys',
    );
    const smelter = { role: 'smelter', company: 'Mkushi Copper Smelter Ltd', commodities: 'copper concentrate, copper cathodes 99.99%' };
    expect(listedSide(smelter, 'copper concentrate')).toBe('buys');
    expect(listedSide(smelter, 'copper cathode')).toBe('sells');
    expect(listedSide({ role: 'dal mill', company: 'Tayal Dal Udyog', commodities: 'tur, urad' }, 'urad')).toBe('buys');
    expect(listedSide({ role: 'wire rod mill', company: 'Rhône Rod Mill', commodities: 'cathode' }, 'copper cathode')).toBe('buys');
  });

  it('a pulse processor sells in Canada and buys in India; a palm oil mill sells its CPO', () => {
    expect(listedSide({ role: 'Pulse processor', countryCode: 'CA', commodities: 'nipper red lentils' }, 'lentils')).toBe('sells');
    expect(listedSide({ role: 'Pulse processor', countryCode: 'IN', commodities: 'matar (yellow peas)' }, 'peas')).toBe('buys');
    expect(listedSide({ role: 'Palm oil mill', company: 'PT Karya Sawit Lestari', commodities: 'crude palm oil' }, 'cpo')).toBe('sells');
  });

  it('a distributor, wholesaler or grossiste buys; a purchase desk buys; a grain marketer sells', () => {
    expect(contactSide({ role: 'Distributor', commodities: 'red lentils' }).side).toBe('buys');
    expect(contactSide({ role: 'Grossiste', commodities: 'riz étuvé' }).side).toBe('buys');
    expect(contactSide({ role: 'Wholesaler', commodities: 'refined sugar' }).side).toBe('buys');
    expect(roleSide('Purchase')).toBe('buys');
    expect(roleSide('Grain marketer')).toBe('sells');
    expect(roleSide('Distributor')).toBe('either');
  });

  it("'buys & sells', 'both sides', 'back-to-back' put the product on both sides", () => {
    for (const notes of ['buys & sells grade A cathode, LME warrants', 'both sides cathode', 'compra y vende cátodos']) {
      const read = contactSide({ role: 'Trader', notes, commodities: 'copper cathode' });
      expect(read.bothSides.has(id('copper cathode')), notes).toBe(true);
    }
    const b2b = contactSide({ role: 'Trader', notes: 'back-to-back Cu concs, mines -> Asian smelters', commodities: 'Cu conc' });
    expect(b2b.bothSides.has(id('copper concentrate'))).toBe(true);
  });

  it('stops said in Spanish and French, a closed mine and a listed product marked (ex)', () => {
    const mine = contactSide({
      role: 'mina',
      company: 'Empresa Minera Rímac S.A.',
      commodities: 'conc Zn 48-52%',
      notes: 'era vendedor hasta 2024, mina cerrada - ya no vende',
    });
    expect(mine.stopped.has(id('zinc concentrate'))).toBe(true);
    const fr = contactSide({
      role: 'acheteur',
      commodities: 'coltan',
      notes: "achetait du coltan jusqu'en 2024, a arrêté (compliance). Plus d'achats.",
    });
    expect(fr.stopped.has(id('coltan'))).toBe(true);
    expect(contactSide({ role: 'mine', commodities: 'cu conc 26% Cu (ex)' }).stopped.has(id('copper concentrate'))).toBe(true);
    const switched = contactSide({
      role: 'procurement',
      commodities: 'palladium',
      notes: 'was a palladium buyer until 2024, switched supply to a US recycler. No longer buying.',
    });
    expect(switched.stopped.has(id('palladium'))).toBe(true);
    // A closed mine that names what it stopped ('antes vendía doré, ya no') still sells what it lists.
    const named = contactSide({
      role: 'Comercial',
      company: 'Minera Nazca Sur S.A.A.',
      commodities: 'copper cons',
      notes: 'antes vendía silver, ya no (mina cerrada 2023)',
    });
    expect(named.stopped.has(id('copper concentrate'))).toBe(false);
    expect(named.stopped.has(id('silver'))).toBe(true);
  });
});
