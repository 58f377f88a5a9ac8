/**
 * The insight engine on planted networks with known answers: a generator of its own (products written
 * the way traders write them, different on each side of a planted pair, sides said by custom roles,
 * titles or notes, multi-commodity contacts, one-sided and same-family distractors, contacts who sell
 * nothing), then the synergy recall and precision against the generator's truth, and the time of a
 * scan at 10,000 and 100,000 contacts.
 */
import { type EngineContact, type EnginePriority, findSynergies, profileNetwork, scanNetwork } from '@tradeloom/intelligence';
import { figure, int, ms, note } from './lib/report.ts';

/** Deterministic pseudo-random numbers (mulberry32), so a network is the same on every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

/**
 * How people write products, by the generator's own truth key. Written for this bench, not taken
 * from the engine's table: spellings, grades and specs around the names included.
 */
const WRITTEN: Record<string, string[]> = {
  copper_cathode: ['Copper Cathodes LME Grade A', 'Cu cathode 99.99%', 'cathode copper', 'Copper cathode (Grade A)'],
  copper_concentrate: ['Copper concentrate 25% Cu', 'Cu concentrates', 'copper conc'],
  aluminium_ingot: ['Aluminium ingot P1020A', 'Aluminum ingots 99.7%', 'primary aluminium'],
  zinc: ['SHG Zinc', 'Zinc ingots', 'zinc 99.995'],
  nickel: ['Nickel cathodes', 'Nickel (LME)', 'Ni briquettes'],
  gold: ['Gold bullion 999.9', 'Gold bars', 'LBMA gold'],
  gold_dore: ['Gold doré', 'dore bars', 'unrefined gold'],
  silver: ['Silver granules', 'Silver bars 999', 'Ag bullion'],
  platinum: ['Platinum sponge', 'Pt ingots'],
  palladium: ['Palladium ingot', 'Pd sponge'],
  iron_ore: ['Iron ore fines Fe 62%', 'Iron Ore (62% Fe fines)', 'PBF iron ore'],
  iron_ore_pellets: ['Iron ore pellets', 'DR grade pellets'],
  hrc: ['HRC', 'Hot-rolled coil', 'HR coils SAE1006'],
  rebar: ['Rebar B500B', 'TMT bars', 'steel rebar'],
  steel_scrap: ['HMS 1/2 80:20', 'Steel scrap', 'shredded scrap'],
  coking_coal: ['Hard coking coal', 'Met coal', 'PHCC'],
  thermal_coal: ['Steam coal NAR 5500', 'Thermal coal', 'RB1 coal'],
  diesel: ['Diesel EN590 10ppm', 'Gasoil 10ppm', 'ULSD'],
  jet_fuel: ['Jet A-1', 'Aviation kerosene', 'Jet fuel'],
  hsfo: ['HSFO', 'Fuel oil 380 CST', 'IFO 380'],
  vlsfo: ['VLSFO 0.5%', 'Very low sulphur fuel oil'],
  lng: ['LNG', 'Liquefied natural gas'],
  lpg: ['LPG', 'Liquefied petroleum gas'],
  brent: ['Brent crude', 'Dated Brent'],
  urea: ['Urea 46% granular', 'Prilled urea', 'UREA N46'],
  potash: ['Muriate of potash', 'Potash MOP', 'KCl standard'],
  sop: ['SOP 50%', 'Sulphate of potash'],
  dap: ['DAP 18-46-0', 'Diammonium phosphate'],
  sulphur: ['Granular sulphur', 'Sulfur lumps'],
  corn: ['Yellow corn No.2', 'Maize (feed)', 'Yellow maize'],
  wheat: ['Milling wheat 12.5%', 'Wheat (hard red winter)', 'Black Sea wheat'],
  soybeans: ['Soybeans', 'Soya beans GMO', 'Soy beans'],
  soybean_meal: ['SBM 48% protein', 'Soybean meal', 'Soymeal hipro'],
  soybean_oil: ['Crude degummed soybean oil', 'Soya oil', 'CDSO'],
  palm_oil: ['CPO', 'Crude palm oil', 'RBD palm olein'],
  sunflower_oil: ['Sunflower oil', 'Crude sunflower oil', 'Sunoil'],
  raw_sugar: ['Raw sugar VHP', 'Brazilian VHP sugar', 'ICUMSA 600-1200'],
  white_sugar: ['White sugar ICUMSA 45', 'Refined sugar S30', 'ICUMSA 45'],
  coffee_arabica: ['Arabica coffee', 'Washed arabica', 'Coffee (Arabica) Santos'],
  coffee_robusta: ['Robusta coffee', 'Vietnam robusta grade 2', 'Conilon'],
  cocoa: ['Cocoa beans', 'Cacao', 'Raw cocoa'],
  cotton: ['Raw cotton', 'Cotton lint', 'Upland cotton'],
  rice: ['Parboiled rice', 'Long grain white rice', 'Thai rice 5% broken'],
  lithium_carbonate: ['Li2CO3', 'Lithium carbonate battery grade'],
  lithium_hydroxide: ['LiOH', 'Lithium hydroxide monohydrate'],
  cobalt: ['Cobalt hydroxide', 'Cobalt metal'],
};
const PRODUCTS = Object.keys(WRITTEN);

// Same-family pairs a careless engine would confuse: a buyer of one is planted next to sellers of the other.
const FAMILY_TRAPS: [string, string][] = [
  ['copper_cathode', 'copper_concentrate'],
  ['coffee_arabica', 'coffee_robusta'],
  ['platinum', 'palladium'],
  ['raw_sugar', 'white_sugar'],
  ['iron_ore', 'iron_ore_pellets'],
  ['hsfo', 'vlsfo'],
  ['potash', 'sop'],
  ['lithium_carbonate', 'lithium_hydroxide'],
  ['gold', 'gold_dore'],
];

const SELLER_ROLES = ['Supplier', 'Producer', 'Miner', 'Refiner', 'Exporter', 'Seller', 'Mining company', 'Origination'];
const BUYER_ROLES = ['Buyer', 'End User', 'Offtaker', 'Importer', 'Procurement', 'Roaster', 'Steel mill buyer'];
const SELLER_TITLES = ['Head of Sales', 'Sales Director', 'Export Manager'];
const BUYER_TITLES = ['Head of Procurement', 'Purchasing Manager', 'Sourcing Lead'];
const NEUTRAL_ROLES = ['Consultant', 'Trade Finance Banker', 'Logistics', 'Inspector'];
const PLACES = [
  'Geneva, Switzerland',
  'Singapore',
  'Dubai, United Arab Emirates',
  'Houston, Texas',
  'Rotterdam, Netherlands',
  'Shanghai, China',
  'Mumbai, India',
  'Lagos, Nigeria',
  'São Paulo, Brazil',
  'Perth, Australia',
  'Hamburg, Germany',
  'Santiago, Chile',
];
const FIRST = [
  'Ana',
  'Wei',
  'Omar',
  'Lars',
  'Priya',
  'Kofi',
  'Mei',
  'Ivan',
  'Sofia',
  'Hiro',
  'Nadia',
  'Carlos',
  'Fatima',
  'Jonas',
  'Aisha',
  'Tom',
  'Elena',
  'Ravi',
  'Chen',
  'Lucia',
];
const LAST = [
  'Silva',
  'Chen',
  'Haddad',
  'Berg',
  'Nair',
  'Mensah',
  'Lin',
  'Petrov',
  'Rossi',
  'Tanaka',
  'Karimi',
  'Mendes',
  'Okafor',
  'Vogel',
  'Bello',
  'Reed',
  'Novak',
  'Iyer',
  'Wu',
  'Garcia',
];

interface Truth {
  /** True product ids with the true side, per contact id. */
  sides: Map<string, { sells: Set<string>; buys: Set<string> }>;
  company: Map<string, string>;
}

interface Planted {
  contacts: EngineContact[];
  truth: Truth;
  plantedPairs: number;
}

/** A planted network of about `size` contacts. */
function plantNetwork(size: number, seed: number): Planted {
  const r = rng(seed);
  const contacts: EngineContact[] = [];
  const truth: Truth = { sides: new Map(), company: new Map() };
  let next = 0;
  const written = (product: string) => r.pick(WRITTEN[product]!);
  const person = (side: 'sells' | 'buys' | 'none', products: string[], how: 'role' | 'title' | 'notes' | 'neutral') => {
    const id = `c${++next}`;
    const company = `${r.pick(LAST)} ${r.pick(['Trading', 'Resources', 'Commodities', 'Metals', 'Agri', 'Energy'])} ${next}`;
    const extras = products.map(written);
    const contact: EngineContact = {
      id,
      fullName: `${r.pick(FIRST)} ${r.pick(LAST)}`,
      company,
      location: r.pick(PLACES),
      commodities: extras.join(', '),
    };
    if (how === 'neutral') contact.role = r.pick(NEUTRAL_ROLES);
    else if (how === 'role') contact.role = r.pick(side === 'sells' ? SELLER_ROLES : BUYER_ROLES);
    else if (how === 'title') {
      contact.role = null;
      contact.title = r.pick(side === 'sells' ? SELLER_TITLES : BUYER_TITLES);
    } else {
      contact.role = r.pick(['Trader', 'Broker', 'Agent']);
      const first = extras[0] ?? 'product';
      contact.notes =
        side === 'sells'
          ? r.pick([
              `Has monthly offers of ${first}.`,
              `Can supply ${first} on a term contract.`,
              `Offering spot cargoes of ${first}; flexible on payment.`,
            ])
          : r.pick([`Looking to buy ${first} for Q3.`, `In the market for ${first}, 20kt a month.`, `Seeking a supplier of ${first} CIF.`]);
    }
    contacts.push(contact);
    const sides = { sells: new Set<string>(), buys: new Set<string>() };
    if (side !== 'none') for (const p of products) sides[side].add(p);
    truth.sides.set(id, sides);
    truth.company.set(id, company);
    return id;
  };
  const hows = ['role', 'role', 'role', 'title', 'notes'] as const;
  let plantedPairs = 0;
  // Planted pairs: a seller and a buyer of one product, each also trading something of their own.
  while (contacts.length < size * 0.5) {
    const product = r.pick(PRODUCTS);
    const extra = () => (r.next() < 0.4 ? [r.pick(PRODUCTS)] : []);
    person('sells', [product, ...extra()], r.pick(hows));
    person('buys', [product, ...extra()], r.pick(hows));
    plantedPairs++;
  }
  // Same-family traps, one-sided sellers and buyers, traders who say nothing, people who trade nothing.
  while (contacts.length < size * 0.65) {
    const [a, b] = r.pick(FAMILY_TRAPS);
    person('sells', [a], r.pick(hows));
    person('buys', [b], r.pick(hows));
  }
  while (contacts.length < size * 0.85) person(r.next() < 0.5 ? 'sells' : 'buys', [r.pick(PRODUCTS)], r.pick(hows));
  while (contacts.length < size) {
    const id = `c${++next}`;
    contacts.push({
      id,
      fullName: `${r.pick(FIRST)} ${r.pick(LAST)}`,
      role: r.next() < 0.5 ? r.pick(['Trader', 'Broker']) : r.pick(NEUTRAL_ROLES),
      commodities: written(r.pick(PRODUCTS)),
      location: r.pick(PLACES),
      company: `Firm ${id}`,
    });
    truth.sides.set(id, { sells: new Set(), buys: new Set() });
    truth.company.set(id, `Firm ${id}`);
  }
  return { contacts, truth, plantedPairs };
}

/** Every true seller–buyer pair of the network: same true product, true sides, different companies. */
function truePairs(truth: Truth): Set<string> {
  const sellers = new Map<string, string[]>();
  const buyers = new Map<string, string[]>();
  for (const [id, s] of truth.sides) {
    for (const p of s.sells) sellers.set(p, [...(sellers.get(p) ?? []), id]);
    for (const p of s.buys) buyers.set(p, [...(buyers.get(p) ?? []), id]);
  }
  const pairs = new Set<string>();
  for (const [p, ss] of sellers)
    for (const s of ss)
      for (const b of buyers.get(p) ?? []) if (s !== b && truth.company.get(s) !== truth.company.get(b)) pairs.add(`${s}>${b}`);
  return pairs;
}

function quality(size: number, seed: number) {
  const { contacts, truth, plantedPairs } = plantNetwork(size, seed);
  const expected = truePairs(truth);
  const found = new Set(findSynergies(profileNetwork(contacts), { maxSellersPerBuyer: 1000 }).map((m) => `${m.sellerId}>${m.buyerId}`));
  const hits = [...found].filter((p) => expected.has(p)).length;
  return {
    size: contacts.length,
    plantedPairs,
    expected: expected.size,
    found: found.size,
    hits,
    recall: hits / expected.size,
    precision: hits / Math.max(1, found.size),
  };
}

const NOW = new Date('2026-11-23T12:00:00Z');

/** Where the generator's places are. */
const PLACE_REGION: Record<string, string> = {
  'Geneva, Switzerland': 'Europe',
  Singapore: 'Asia',
  'Dubai, United Arab Emirates': 'Middle East',
  'Houston, Texas': 'North America',
  'Rotterdam, Netherlands': 'Europe',
  'Shanghai, China': 'Asia',
  'Mumbai, India': 'Asia',
  'Lagos, Nigeria': 'Africa',
  'São Paulo, Brazil': 'South America',
  'Perth, Australia': 'Oceania',
  'Hamburg, Germany': 'Europe',
  'Santiago, Chile': 'South America',
};
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();

const REGION_PLACES: Record<string, string[]> = {
  'South America': ['Santos, Brazil', 'Buenos Aires, Argentina', 'Lima, Peru'],
  Europe: ['Rotterdam, Netherlands', 'Hamburg, Germany', 'Geneva, Switzerland'],
  Asia: ['Shanghai, China', 'Singapore', 'Mumbai, India'],
  'Middle East': ['Dubai, United Arab Emirates', 'Doha, Qatar', 'Riyadh, Saudi Arabia'],
  Africa: ['Lagos, Nigeria', 'Durban, South Africa', 'Accra, Ghana'],
  'North America': ['Houston, Texas', 'Chicago, United States', 'Vancouver, Canada'],
  Oceania: ['Perth, Australia', 'Auckland, New Zealand'],
};

/**
 * A planted network with ten business priorities and ten valuable relationships gone cold: each
 * priority has two contacts who truly serve it (the right product, side and region) among
 * distractors (the right product in another region, the wrong side, a product of the same family);
 * everyone else was in touch in the last two months, except the planted cold ones and cold contacts
 * worth nothing to the trade.
 */
function plantPriorities(seed: number) {
  const r = rng(seed);
  const { contacts, truth } = plantNetwork(400, seed);
  for (const c of contacts) c.lastContactedAt = daysAgo(5 + r.int(55));
  let next = 10_000;
  // Each planted contact with its true side and region, so any of them can truly serve a priority.
  const regionOf = new Map<string, string>();
  const add = (over: Partial<EngineContact>, truthSide?: 'sells' | 'buys', product?: string, region?: string) => {
    const contact: EngineContact = {
      id: `x${++next}`,
      fullName: `${r.pick(FIRST)} ${r.pick(LAST)}`,
      company: `Co ${next}`,
      lastContactedAt: daysAgo(5 + r.int(55)),
      ...over,
    };
    contacts.push(contact);
    const sides = { sells: new Set<string>(), buys: new Set<string>() };
    if (truthSide && product) sides[truthSide].add(product);
    truth.sides.set(contact.id, sides);
    if (region) regionOf.set(contact.id, region);
    return contact.id;
  };
  const priorities: EnginePriority[] = [];
  const servers = new Map<string, Set<string>>();
  const regions = Object.keys(REGION_PLACES);
  const traps = new Map(
    FAMILY_TRAPS.flatMap(
      ([a, b]) =>
        [
          [a, b],
          [b, a],
        ] as [string, string][],
    ),
  );
  for (let i = 0; i < 10; i++) {
    const product = r.pick(PRODUCTS);
    const region = r.pick(regions);
    const source = r.next() < 0.5;
    const wanted = source ? SELLER_ROLES : BUYER_ROLES;
    const other = source ? BUYER_ROLES : SELLER_ROLES;
    const id = `prio${i}`;
    priorities.push({
      id,
      priorityText: source
        ? r.pick([`Source ${WRITTEN[product]![0]} for Q2`, `Secure supply of ${WRITTEN[product]![1] ?? WRITTEN[product]![0]}`])
        : r.pick([`Find buyers for our ${WRITTEN[product]![0]}`, `Sell ${WRITTEN[product]![0]} into new markets`]),
      targetCommodity: r.pick(WRITTEN[product]!),
      targetRegion: region,
      deadline: '2027-06-30',
    });
    const set = new Set<string>();
    const serves = source ? 'sells' : 'buys';
    const opposite = source ? 'buys' : 'sells';
    const place = () => r.pick(REGION_PLACES[region]!);
    for (let k = 0; k < 2; k++)
      set.add(add({ role: r.pick(wanted), commodities: r.pick(WRITTEN[product]!), location: place() }, serves, product, region));
    servers.set(id, set);
    // Distractors: right product elsewhere, right product and region on the wrong side, a family trap.
    const elsewhere = r.pick(regions.filter((x) => x !== region));
    add(
      { role: r.pick(wanted), commodities: r.pick(WRITTEN[product]!), location: r.pick(REGION_PLACES[elsewhere]!) },
      serves,
      product,
      elsewhere,
    );
    add({ role: r.pick(other), commodities: r.pick(WRITTEN[product]!), location: place() }, opposite, product, region);
    const trap = traps.get(product);
    if (trap) add({ role: r.pick(wanted), commodities: r.pick(WRITTEN[trap]!), location: place() }, serves, trap, region);
  }
  // Anyone else in the network who truly serves a priority counts too: the right product on the right
  // side, in the region (the generator knows where its places are).
  for (const [i, p] of priorities.entries()) {
    const product = Object.keys(WRITTEN).find((k) => WRITTEN[k]!.includes(p.targetCommodity ?? ''))!;
    const sellers = p.priorityText.startsWith('Source') || p.priorityText.startsWith('Secure');
    for (const c of contacts) {
      const s = truth.sides.get(c.id);
      if (!s || (regionOf.get(c.id) ?? PLACE_REGION[c.location ?? '']) !== p.targetRegion) continue;
      if ((sellers ? s.sells : s.buys).has(product)) servers.get(`prio${i}`)!.add(c.id);
    }
  }
  // Ten valuable relationships gone cold: contacts of planted pairs (they have introductions waiting).
  const valuable = contacts.filter((c) => c.id.startsWith('c') && (truth.sides.get(c.id)?.sells.size || truth.sides.get(c.id)?.buys.size));
  const cold = new Set<string>();
  while (cold.size < 10) {
    const c = r.pick(valuable);
    if (cold.has(c.id)) continue;
    c.lastContactedAt = daysAgo(150 + r.int(300));
    cold.add(c.id);
  }
  // And cold contacts worth little: advisers and bankers without products, and people who trade nothing.
  for (let k = 0; k < 20; k++) add({ role: r.pick(NEUTRAL_ROLES), commodities: '', lastContactedAt: daysAgo(200 + r.int(400)) });
  return { contacts, priorities, servers, cold };
}

function prioritiesAndCold(seed: number) {
  const { contacts, priorities, servers, cold } = plantPriorities(seed);
  const insights = scanNetwork({ contacts, priorities, now: NOW, perType: 10 });
  let matched = 0;
  for (const p of priorities) {
    const top = insights.find((i) => i.insight_type === 'opportunity' && i.fingerprint.startsWith(`opportunity:${p.id}:`))?.contact_ids[0];
    if (top && servers.get(p.id)!.has(top)) matched++;
    else if (process.env.BENCH_INTEL_DEBUG)
      note(
        'intel',
        `missed ${p.priorityText} / ${p.targetCommodity} / ${p.targetRegion}: top ${top} ${JSON.stringify(contacts.find((c) => c.id === top))}`,
      );
  }
  const reconnect = insights.filter((i) => i.insight_type === 'reminder' && i.fingerprint.startsWith('reminder:cold:'));
  const found = reconnect.filter((i) => cold.has(i.contact_ids[0]!)).length;
  return { matched, found, reminders: reconnect.length };
}

function scanMs(size: number): number {
  const { contacts } = plantNetwork(size, 7);
  for (const [i, c] of contacts.entries()) c.lastContactedAt = daysAgo(i % 400);
  const t = performance.now();
  scanNetwork({
    contacts,
    priorities: [{ id: 'p', priorityText: 'Source urea', targetCommodity: 'Urea', targetRegion: 'Asia' }],
    now: NOW,
    trigger: 'manual',
  });
  return performance.now() - t;
}

export async function run(): Promise<void> {
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const runs = [quality(400, 1), quality(400, 2), quality(1000, 3)];
  for (const q of runs)
    note('intel', `${int(q.size)} contacts, ${q.plantedPairs} planted pairs, ${q.expected} true pairs: found ${q.found}, ${q.hits} right`);
  const hits = runs.reduce((s, q) => s + q.hits, 0);
  const expected = runs.reduce((s, q) => s + q.expected, 0);
  const found = runs.reduce((s, q) => s + q.found, 0);
  figure('synergy recall (planted networks of 400, 400 and 1,000 contacts)', pct(hits / expected), '≥ 90 %');
  figure('synergy precision (the same networks)', pct(hits / Math.max(1, found)), '≥ 80 %');
  const pc = [prioritiesAndCold(11), prioritiesAndCold(12), prioritiesAndCold(13)];
  for (const q of pc)
    note(
      'intel',
      `priorities network: ${q.matched} of 10 priorities matched, ${q.found} of 10 cold contacts among ${q.reminders} reconnect reminders`,
    );
  const worst = (k: 'matched' | 'found') => Math.min(...pc.map((q) => q[k]));
  figure('priorities matched (top contact truly serves it), worst of 3 networks', `${worst('matched')} of 10`, '≥ 9 of 10');
  figure('valuable cold contacts found, worst of 3 networks', `${worst('found')} of 10`, '≥ 8 of 10');
  const small = scanMs(10_000);
  const big = scanMs(100_000);
  figure('scan of 10,000 contacts (every insight type)', ms(small), '≤ 1 s');
  figure('scan of 100,000 contacts (every insight type)', `${ms(big)} (×${(big / small).toFixed(1)} for ×10 contacts)`, '≤ 10 s');
}
