/**
 * People the demo network always holds, written by hand: pairs a trader would introduce (a seller and
 * a buyer of the same product), a follow-up falling due, a valuable relationship going cold. The
 * landing page's sample chat and the sign-in panel name some of them, so a new user meets them again.
 */
import type { InteractionKind } from '@tradeloom/domain';
import type { HubKey } from './demo-hubs.ts';

export interface PlantedContact {
  fullName: string;
  hub: HubKey;
  company: string;
  role: string;
  title: string;
  commodities: readonly string[];
  notes: string;
  source: string;
  /** Days before the demo's day: created, last in touch, and each logged interaction. */
  createdDaysAgo: number;
  lastContactedDaysAgo: number;
  log: readonly { kind: InteractionKind; daysAgo: number; text: string }[];
}

export const PLANTED: readonly PlantedContact[] = [
  {
    fullName: 'Olena Kovalenko',
    hub: 'odesa',
    company: 'Chornomorsk Grain LLC',
    role: 'Trader',
    title: 'Senior Grain Trader',
    commodities: ['Wheat', 'Corn'],
    notes:
      'Selling 30kt milling wheat 12.5% pro FOB Chornomorsk, November loading; can do CIF Alexandria. Also selling corn in 55kt Panamax lots. Wants LC at sight.',
    source: 'GAFTA dinner, London',
    createdDaysAgo: 400,
    lastContactedDaysAgo: 35,
    log: [
      {
        kind: 'call',
        daysAgo: 35,
        text: 'Call: firm offer 30kt milling wheat FOB Chornomorsk, valid 48 hours; asked who covers the Egyptian tenders.',
      },
      { kind: 'meeting', daysAgo: 130, text: 'Meeting at GAFTA dinner, London: first meeting, KYC packs exchanged after.' },
    ],
  },
  {
    fullName: 'Martin Dubois',
    hub: 'rouen',
    company: 'Seine Grain SAS',
    role: 'Supplier',
    title: 'Export Sales Manager',
    commodities: ['Wheat', 'Barley'],
    notes: 'Cooperative exporter: French milling wheat 11.5% pro ex Rouen, 25-30kt lots. Barley to China and Saudi. Prefers CAD.',
    source: 'Referral from an existing client',
    createdDaysAgo: 520,
    lastContactedDaysAgo: 70,
    log: [{ kind: 'email', daysAgo: 70, text: 'E-mail: sent his November and December wheat indications, FOB Rouen.' }],
  },
  {
    fullName: 'Karim Mansour',
    hub: 'alexandria',
    company: 'Delta Grain Brokers S.A.E.',
    role: 'Broker',
    title: 'Senior Broker',
    commodities: ['Wheat'],
    notes:
      'Knows the tender desk at Mostakbal Misr. Next wheat purchase expected within the month, 60kt CIF Damietta. Call back in 14 days with Black Sea and French options.',
    source: 'GAFTA dinner, London',
    createdDaysAgo: 610,
    lastContactedDaysAgo: 12,
    log: [
      {
        kind: 'call',
        daysAgo: 12,
        text: 'Call: next Egyptian wheat purchase likely within the month, 60kt; wants Black Sea and French origin.',
      },
      { kind: 'meeting', daysAgo: 200, text: 'Meeting in Alexandria: walked the Dekheila silos with him.' },
    ],
  },
  {
    fullName: 'Amira Haddad',
    hub: 'dubai',
    company: 'Creek Fertilisers DMCC',
    role: 'Buyer',
    title: 'Fertiliser Procurement Manager',
    commodities: ['Urea'],
    notes: 'Sourcing 25kt granular urea CFR Mombasa for the Q3 Kenyan programme. Wants offers by Thursday; pays LC at sight.',
    source: 'IFA annual conference',
    createdDaysAgo: 300,
    lastContactedDaysAgo: 9,
    log: [
      { kind: 'call', daysAgo: 9, text: 'Call: confirmed 25kt granular urea CFR Mombasa for Q3; asked for two offers.' },
      { kind: 'email', daysAgo: 41, text: 'E-mail: sent our KYC pack and the Mombasa discharge terms.' },
    ],
  },
  {
    fullName: 'Lars Pettersen',
    hub: 'tallinn',
    company: 'Muuga Fertilisers AS',
    role: 'Supplier',
    title: 'Head of Fertiliser Sales',
    commodities: ['Urea', 'Ammonium Nitrate'],
    notes:
      'Ships granular urea FOB Muuga, 25-30kt lots monthly. Asked about East African offtakers in March. Needs buyer KYC before a firm offer.',
    source: 'IFA annual conference',
    createdDaysAgo: 480,
    lastContactedDaysAgo: 150,
    log: [
      {
        kind: 'meeting',
        daysAgo: 150,
        text: 'Meeting at IFA annual conference: spare urea tonnage for Q3, wants new outlets in East Africa.',
      },
    ],
  },
  {
    fullName: 'Matías Rojas',
    hub: 'santiago',
    company: 'Atacama Copper SpA',
    role: 'Supplier',
    title: 'Head of Copper Sales',
    commodities: ['Copper Concentrate', 'Copper Cathode'],
    notes:
      'Offering 2 x 10kt copper concentrate, Cu 26%, FOB Antofagasta, Q1 shipment; TC/RCs on the annual benchmark. Spot cathode tonnes now and then.',
    source: 'LME Week, London',
    createdDaysAgo: 560,
    lastContactedDaysAgo: 48,
    log: [
      { kind: 'call', daysAgo: 48, text: 'Call: 2 x 10kt concentrate open for Q1, wants a smelter in China or Japan.' },
      { kind: 'meeting', daysAgo: 330, text: 'Meeting at LME Week, London: dinner with their marketing team.' },
    ],
  },
  {
    fullName: 'Zhang Wei',
    hub: 'shanghai',
    company: 'Jinlong Copper Smelting Co., Ltd.',
    role: 'Buyer',
    title: 'Concentrates Purchasing Manager',
    commodities: ['Copper Concentrate'],
    notes:
      'Wants offer on 25kt copper concentrate CIF Qingdao; call back after LME close. Smelter at full rate, short of clean concentrate for Q1.',
    source: 'LME Week, London',
    createdDaysAgo: 250,
    lastContactedDaysAgo: 4,
    log: [{ kind: 'call', daysAgo: 4, text: 'Call: asked for offer on 25kt CIF Qingdao; TC/RC ideas by Friday.' }],
  },
  {
    fullName: 'Sophie Keller',
    hub: 'geneva',
    company: 'Leman Energy SA',
    role: 'Trader',
    title: 'Head of Crude Trading',
    commodities: ['Crude Oil (Brent)', 'Diesel (Gasoil)'],
    notes:
      'Buying 600kbbl Brent cargoes for Med refiners. Selling diesel cargoes ex Rotterdam, 30kt. Big desk, decides fast; lunch when in Geneva.',
    source: 'FT Commodities Global Summit, Lausanne',
    createdDaysAgo: 700,
    lastContactedDaysAgo: 210,
    log: [{ kind: 'meeting', daysAgo: 210, text: 'Meeting at FT Commodities Global Summit, Lausanne: wants more West African crude.' }],
  },
  {
    fullName: 'Rahul Sharma',
    hub: 'mumbai',
    company: 'Konkan Refining Ltd',
    role: 'Buyer',
    title: 'Crude Procurement Manager',
    commodities: ['Crude Oil (Brent)', 'Crude Oil (WTI)'],
    notes: 'Buys 2m bbl a month of Brent and WTI for the refinery; term tender every quarter. Pays LC at sight.',
    source: 'Gulf Intelligence Energy Forum',
    createdDaysAgo: 450,
    lastContactedDaysAgo: 100,
    log: [{ kind: 'email', daysAgo: 100, text: 'E-mail: received their quarterly crude tender terms, 2m bbl.' }],
  },
  {
    fullName: 'Chinedu Okafor',
    hub: 'lagos',
    company: 'Bonny Petroleum Ltd',
    role: 'Supplier',
    title: 'Head of Crude Sales',
    commodities: ['Crude Oil (Brent)', 'Condensate'],
    notes: 'Sells 950kbbl Bonny Light cargoes, Dated Brent-linked, FOB Bonny. Monthly programme out around the 10th.',
    source: 'Introduced by our bank (trade finance desk)',
    createdDaysAgo: 380,
    lastContactedDaysAgo: 27,
    log: [{ kind: 'call', daysAgo: 27, text: 'Call: two cargoes unsold in next month’s programme.' }],
  },
  {
    fullName: 'Callum Stewart',
    hub: 'perth',
    company: 'Pilbara Iron Ore Pty Ltd',
    role: 'Supplier',
    title: 'Head of Iron Ore Sales',
    commodities: ['Iron Ore', 'Iron Ore Pellets'],
    notes: 'Sells 170kt Capesize lots of 62% fines FOB Port Hedland, SGX-linked. Spare cargo for February.',
    source: 'Metal Bulletin iron ore conference',
    createdDaysAgo: 640,
    lastContactedDaysAgo: 95,
    log: [{ kind: 'call', daysAgo: 95, text: 'Call: February cargo still open; looking for mills outside China.' }],
  },
  {
    fullName: 'Mehmet Demir',
    hub: 'istanbul',
    company: 'Karadeniz Steel A.Ş.',
    role: 'Buyer',
    title: 'Raw Materials Procurement Manager',
    commodities: ['Iron Ore', 'Steel Scrap'],
    notes: 'Buys HMS 80:20 and some iron ore for the mill, CFR Iskenderun. Follow up in 10 days once their Q1 budget is signed.',
    source: 'Metal Bulletin iron ore conference',
    createdDaysAgo: 420,
    lastContactedDaysAgo: 15,
    log: [{ kind: 'meeting', daysAgo: 15, text: 'Meeting in Istanbul: Q1 raw materials budget goes to the board next week.' }],
  },
  {
    fullName: 'Kwame Mensah',
    hub: 'accra',
    company: 'Ashanti Gold Ltd',
    role: 'Supplier',
    title: 'Head of Gold Sales',
    commodities: ['Gold Doré'],
    notes: 'Aggregates small-scale mines: 50 kg doré a month, export licence in order. Wants a refiner in Dubai or Switzerland.',
    source: 'Met on a site visit',
    createdDaysAgo: 330,
    lastContactedDaysAgo: 120,
    log: [{ kind: 'message', daysAgo: 120, text: 'WhatsApp: sent assay reports of the last three lots.' }],
  },
  {
    fullName: 'Omar Al Mansoori',
    hub: 'dubai',
    company: 'Al Noor Bullion DMCC',
    role: 'Buyer',
    title: 'Doré Purchasing Manager',
    commodities: ['Gold Doré', 'Gold'],
    notes: 'Buys doré for the refinery in 20-100 kg lots; pays 95% on arrival against assay. Strict on OECD due diligence.',
    source: 'Former colleague',
    createdDaysAgo: 900,
    lastContactedDaysAgo: 30,
    log: [{ kind: 'call', daysAgo: 30, text: 'Call: refinery has room for two more West African suppliers.' }],
  },
];
