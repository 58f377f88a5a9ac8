/**
 * The insight engine earns trust (decision 033): a confidence for every introduction and none under the
 * threshold, scans that end, the same scan whatever the order of the book, priorities that name the
 * contact on the right product, side and region before any decoy, and cold relationships read from the
 * logged interactions and weighed by what they are worth. Small books written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { dealMentions, type EngineContact, profileNetwork } from './network.ts';
import { matchPriorities, priorityWants } from './opportunities.ts';
import { type EngineInsight, scanNetwork, synergyPriority } from './scan.ts';
import { findSynergies, MAX_INTRODUCTIONS_PER_CONTACT, SYNERGY_THRESHOLD } from './synergy.ts';

const now = new Date('2026-11-20T09:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString().slice(0, 10);
const person = (id: string, over: Partial<EngineContact>): EngineContact => ({ id, fullName: id[0]!.toUpperCase() + id.slice(1), ...over });
const synergies = (insights: EngineInsight[]) => insights.filter((i) => i.insight_type === 'synergy');
const pairsOf = (insights: EngineInsight[]) => synergies(insights).map((i) => `${i.contact_ids[0]}>${i.contact_ids[1]}`);

/** A seeded shuffle (mulberry32), so a failure can be replayed. */
function shuffled<T>(list: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// A fertiliser and metals desk, written the way it was typed in: roles, titles, notes, a few traps.
const DESK: EngineContact[] = [
  person('lena', {
    role: 'Producer',
    company: 'Nordic Nitrogen AS',
    commodities: 'Urea 46% prilled',
    location: 'Porsgrunn, Norway',
    notes: 'Did 4 cargoes with us last year.',
  }),
  person('marc', { role: 'Importer', company: 'Agri Normandie', commodities: 'Urea granular', location: 'Rouen, France' }),
  person('olga', {
    role: 'Buyer',
    company: 'Baltic Agro',
    commodities: 'Urea, DAP',
    location: 'Riga, Latvia',
    notes: 'Stopped buying urea in 2025.',
  }),
  person('yusuf', { role: 'Importer', company: 'Anatolia Tarim', commodities: 'Urea', location: 'Izmir, Turkey' }),
  // A trader whose notes do not say which side: never paired, though it may bridge.
  person('tariq', { role: 'Trader', company: 'Gulf Commodities FZE', commodities: 'Urea', location: 'Dubai' }),
  // Weak on every count: sides by title, a seller naming only 'copper', apart.
  person('pablo', { title: 'Sales Director', company: 'Andes Metales', commodities: 'Copper', location: 'Lima, Peru' }),
  person('ingrid', { title: 'Purchasing Manager', company: 'Nordic Wire', commodities: 'Copper cathode', location: 'Oslo, Norway' }),
  // Near misses: arabica is not robusta, HRC is not CRC.
  person('rosa', { role: 'Exporter', company: 'Finca Alta', commodities: 'Arabica', location: 'Medellin, Colombia' }),
  person('tom', { role: 'Roaster', company: 'Roast & Co', commodities: 'Robusta', location: 'Hamburg, Germany' }),
  person('wang', { role: 'Mill', company: 'Tangshan Strip', commodities: 'HRC', location: 'Tangshan, China' }),
  person('kaur', { role: 'Buyer', company: 'Punjab Tubes', commodities: 'CRC', location: 'Ludhiana, India' }),
];

describe('confidence and threshold', () => {
  const insights = scanNetwork({ contacts: DESK, now });

  it('suggests the pair both sides and the product vouch for, high, saying why', () => {
    const intro = synergies(insights).find((i) => i.contact_ids[0] === 'lena' && i.contact_ids[1] === 'marc');
    expect(intro?.priority).toBe('high');
    expect(intro?.description).toContain('Lena sells Urea');
    expect(intro?.description).toContain('(by role)');
    expect(intro?.description).toContain('Both are in Europe.');
    expect(intro?.description).toMatch(/Confidence \d+%\./);
  });

  it('never pairs two buyers, a trader of no clear side, a stopped product, a near miss or weak evidence', () => {
    const pairs = pairsOf(insights);
    expect(pairs).not.toContain('lena>olga'); // olga stopped buying urea
    for (const p of pairs) {
      expect(p).not.toMatch(/tariq/); // side unclear
      expect(p).not.toMatch(/^(marc|yusuf|olga)>/); // buyers are never the seller
      expect(p).not.toMatch(/rosa>tom|wang>kaur/); // near misses
      expect(p).not.toBe('pablo>ingrid'); // title, broad product, another continent: under the threshold
    }
    const weak = findSynergies(profileNetwork(DESK), { now, threshold: 0 }).find((m) => m.sellerId === 'pablo');
    expect(weak?.score).toBeLessThan(SYNERGY_THRESHOLD);
  });

  it('gives an introduction the priority its confidence earns', () => {
    const matches = findSynergies(profileNetwork(DESK), { now });
    for (const m of matches) expect(m.score).toBeGreaterThanOrEqual(SYNERGY_THRESHOLD);
    for (const i of synergies(insights)) {
      const m = matches.find((x) => x.fingerprint === i.fingerprint)!;
      expect(i.priority).toBe(synergyPriority(m.score));
    }
    // Both sides clear on the very product, but Norway to Turkey is no usual urea route: suggested, low.
    const yusuf = synergies(insights).find((i) => i.contact_ids[1] === 'yusuf');
    expect(yusuf?.priority).toBe('low');
    expect(yusuf?.description).toContain('Lena is in Europe and Yusuf in the Middle East.');
  });
});

describe('side evidence', () => {
  it('takes notes that say the side without a product as being about the one product listed', () => {
    const book: EngineContact[] = [
      person('kofi', { role: 'Trader', commodities: 'Cocoa beans', location: 'Accra, Ghana', notes: 'Looking to buy for Q3, pays by LC.' }),
      person('ines', { title: 'Sales Manager', commodities: 'Cocoa beans', location: 'Guayaquil, Ecuador' }),
      person('ravi', { role: 'Trader', commodities: 'Cocoa beans, Coffee', location: 'Kochi, India', notes: 'Looking to buy for Q3.' }),
    ];
    const profiles = profileNetwork(book);
    expect(profiles[0]!.products[0]).toMatchObject({ side: 'buys', sideFrom: 'notes', sideEvidence: 0.9 });
    // Two products listed: which one the notes mean is less sure.
    expect(profiles[2]!.products[0]!.sideEvidence).toBe(0.8);
    const found = findSynergies(profiles, { now });
    expect(found.map((m) => `${m.sellerId}>${m.buyerId}`)).toEqual(['ines>kofi', 'ines>ravi']);
    expect(found[0]!.score).toBeGreaterThan(found[1]!.score);
  });
});

describe('a buyer with many sellers', () => {
  it('considers the seller on a usual route before a dozen from elsewhere', () => {
    const book: EngineContact[] = [
      person('buyer', { role: 'Importer', company: 'Yunnan Phosphate', commodities: 'Sulphur', location: 'Kunming, China' }),
      ...Array.from({ length: 12 }, (_, i) =>
        person(`a${String(i).padStart(2, '0')}`, {
          role: 'Producer',
          company: `Scheldt Sulphur ${i}`,
          commodities: 'Sulphur',
          location: 'Antwerp, Belgium',
        }),
      ),
      person('zayed', { role: 'Producer', company: 'Ruwais Sulphur', commodities: 'Sulphur', location: 'Ruwais, UAE' }),
    ];
    const [best] = findSynergies(profileNetwork(book), { now });
    expect(best).toMatchObject({ sellerId: 'zayed', buyerId: 'buyer' });
    expect(best!.evidence.region).toBe('route');
  });
});

describe('scans that end', () => {
  // Six producers and six importers of urea in Europe: 36 possible pairs, all of them sound.
  const book: EngineContact[] = [
    ...Array.from({ length: 6 }, (_, i) =>
      person(`seller${i}`, { role: 'Producer', company: `Urea Works ${i}`, commodities: 'Urea', location: 'Antwerp, Belgium' }),
    ),
    ...Array.from({ length: 6 }, (_, i) =>
      person(`buyer${i}`, { role: 'Importer', company: `Farm Supply ${i}`, commodities: 'Urea', location: 'Lyon, France' }),
    ),
  ];

  it('adds nothing once every contact has its introductions, and never the same pair twice', () => {
    const known = new Set<string>();
    const added: number[] = [];
    const seen = new Map<string, number>();
    for (let scan = 0; scan < 6; scan++) {
      const found = synergies(scanNetwork({ contacts: book, known, now }));
      added.push(found.length);
      for (const i of found) {
        known.add(i.fingerprint);
        for (const id of i.contact_ids.slice(0, 2)) seen.set(id, (seen.get(id) ?? 0) + 1);
      }
    }
    // At most 3 per contact: 18 introductions in all, in two scans of 10 and 8; then nothing.
    expect(added).toEqual([10, 8, 0, 0, 0, 0]);
    for (const [id, n] of seen) expect(n, id).toBeLessThanOrEqual(MAX_INTRODUCTIONS_PER_CONTACT);
  });

  it('counts dismissed and earlier introductions of a pair on other products as known', () => {
    const first = synergies(scanNetwork({ contacts: book, now }))[0]!;
    const [seller, buyer] = first.contact_ids;
    const again = scanNetwork({ contacts: book, now, known: new Set([`synergy:${seller}:${buyer}:urea+ammonia`]) });
    expect(pairsOf(again)).not.toContain(`${seller}>${buyer}`);
  });
});

describe('the same book gives the same scan', () => {
  const book: EngineContact[] = [
    ...DESK,
    // Buyers of a product nobody sells (a gap), contacts missing data, cold contacts of equal worth.
    person('amir', { role: 'Buyer', commodities: 'Sulphur', location: 'Casablanca, Morocco', lastContactedAt: daysAgo(200) }),
    person('bea', { role: 'Buyer', commodities: 'Sulphur', location: 'Abidjan, Ivory Coast', lastContactedAt: daysAgo(200) }),
    person('cai', { role: 'Buyer', commodities: 'Sulphur', location: 'Durban, South Africa', lastContactedAt: daysAgo(200) }),
    person('dora', { role: 'Consultant', commodities: '' }),
    person('eli', { role: 'Supplier', commodities: 'Wheat', location: '' }),
    person('fay', { role: 'Importer', commodities: 'Wheat', location: 'Cairo, Egypt', lastContactedAt: daysAgo(120) }),
    person('gus', { role: 'Importer', commodities: 'Wheat', location: 'Alexandria, Egypt', lastContactedAt: daysAgo(120) }),
  ];
  const priorities = [{ id: 'p1', priorityText: 'Source urea for Q1', targetCommodity: 'Urea', targetRegion: 'Europe' }];

  it('whatever order the contacts come in', () => {
    const first = scanNetwork({ contacts: book, priorities, now, trigger: 'manual' });
    expect(first.length).toBeGreaterThan(5);
    for (const seed of [1, 2, 3, 4, 5]) {
      const again = scanNetwork({ contacts: shuffled(book, seed), priorities, now, trigger: 'manual' });
      expect(again, `seed ${seed}`).toEqual(first);
    }
  });
});

describe('priorities name the right contact before any decoy', () => {
  const book: EngineContact[] = [
    person('ravi', { role: 'Producer', company: 'Deccan Fertilisers', commodities: 'Urea', location: 'Mumbai, India' }),
    person('kim', { role: 'Trader', company: 'Han River Trading', commodities: 'Urea', location: 'Seoul, South Korea' }),
    // Decoys: the other side, another region, stopped, a near-miss product.
    person('chen', { role: 'Buyer', company: 'Shandong Agri', commodities: 'Urea', location: 'Qingdao, China' }),
    person('lena', { role: 'Producer', company: 'Nordic Nitrogen', commodities: 'Urea', location: 'Porsgrunn, Norway' }),
    person('arjun', {
      role: 'Producer',
      company: 'Coromandel Chem',
      commodities: 'Urea',
      location: 'Chennai, India',
      notes: 'No longer sells urea since the plant closed in 2025.',
    }),
    person('dev', { role: 'Producer', company: 'Paradip Phosphates', commodities: 'DAP', location: 'Paradip, India' }),
    // For the selling priority: a buyer of the broader product, and one in the wrong place.
    person('wanjiru', { role: 'Importer', company: 'Rift Agro', commodities: 'Nitrogen fertilizers', location: 'Nairobi, Kenya' }),
    person('pierre', { role: 'Importer', company: 'Engrais du Nord', commodities: 'Nitrogen fertilizers', location: 'Lille, France' }),
  ];
  const [sourcing, selling] = matchPriorities(
    [
      { id: 'src', priorityText: 'Source urea for our blending plant', targetCommodity: 'Urea', targetRegion: 'Asia' },
      { id: 'sell', priorityText: 'Find buyers for our urea in Africa', targetCommodity: 'Urea' },
    ],
    profileNetwork(book),
    { now },
  );

  it('the seller in the region first; the other side, elsewhere, stopped and near misses never', () => {
    const ids = sourcing!.contacts.map((c) => c.id);
    expect(ids[0]).toBe('ravi');
    for (const decoy of ['chen', 'lena', 'arjun', 'dev']) expect(ids).not.toContain(decoy);
    // A trader whose side is unclear may serve, after everyone who clearly does.
    if (ids.includes('kim')) expect(ids.indexOf('kim')).toBeGreaterThan(ids.indexOf('ravi'));
  });

  it('a buyer of the broader product serves a seller of urea, in the region the text names', () => {
    expect(selling!.wants).toBe('buyers');
    expect(selling!.contacts.map((c) => c.id)).toEqual(['wanjiru']);
  });
});

describe('priorities in a part of a region', () => {
  const book: EngineContact[] = [
    person('ngozi', { role: 'Importer', commodities: 'Sulphur', location: 'Lagos, Nigeria' }),
    person('kwame', { role: 'Importer', commodities: 'Sulphur', location: 'Accra, Ghana', lastContactedAt: daysAgo(3) }),
    person('njeri', { role: 'Importer', commodities: 'Sulphur', location: 'Nairobi, Kenya' }), // East Africa
    person('sam', { role: 'Importer', commodities: 'Sulphur' }), // somewhere
    person('saeed', { role: 'Producer', commodities: 'Sulphur', location: 'Ruwais, UAE' }),
    person('omar', { role: 'Producer', commodities: 'Sulphur', location: 'Jubail, Saudi Arabia' }),
    person('reza', { role: 'Producer', commodities: 'Sulphur', location: 'Tehran, Iran' }), // not the GCC
  ];
  const [westAfrica, gulf] = matchPriorities(
    [
      { id: 'wa', priorityText: 'Find buyers for our sulphur', targetCommodity: 'Sulphur', targetRegion: 'West Africa' },
      { id: 'gulf', priorityText: 'Source sulphur from the GCC for Q2', targetCommodity: 'Sulphur' },
    ],
    profileNetwork(book),
    { now },
  );

  it('names the contacts in it, then those whose place is unknown, never those elsewhere in the region', () => {
    expect(westAfrica!.contacts.map((c) => c.id)).toEqual(['kwame', 'ngozi', 'sam']);
    expect(westAfrica!.contacts[0]!.why).toBe('trades Sulphur, buys it, in West Africa, in touch recently');
    expect(gulf!.contacts.map((c) => c.id)).toEqual(['omar', 'saeed']);
  });
});

describe('cold relationships', () => {
  const book: EngineContact[] = [
    // Talked to last week (logged), though the last-contacted date is old: not cold.
    person('ada', {
      role: 'Buyer',
      commodities: 'Wheat',
      lastContactedAt: daysAgo(400),
      interactions: [{ kind: 'call', occurredOn: daysAgo(7), text: 'Asked for Q1 wheat offers' }],
    }),
    // Never contacted, added two years ago: not 'gone cold'.
    person('ben', { role: 'Supplier', commodities: 'Barley', createdAt: '2024-10-01T00:00:00Z' }),
    // A real relationship: deals in the notes and a long history, silent for 200 days.
    person('cleo', {
      role: 'Buyer',
      commodities: 'Wheat, Corn',
      notes: 'Closed 50kt of wheat with her in 2024. Reliable payer.',
      interactions: Array.from({ length: 12 }, (_, i) => ({ kind: 'call' as const, occurredOn: daysAgo(200 + 30 * i) })),
    }),
    // Worth little: an adviser with one call long ago.
    person('dan', { role: 'Consultant', interactions: [{ kind: 'meeting', occurredOn: daysAgo(300) }] }),
    // Worth something: a supplier, silent for 250 days, one call.
    person('eve', {
      role: 'Supplier',
      commodities: 'Barley',
      lastContactedAt: daysAgo(250),
      interactions: [{ kind: 'email', occurredOn: daysAgo(260) }],
    }),
  ];
  const reconnect = scanNetwork({ contacts: book, now }).filter((i) => i.fingerprint.startsWith('reminder:cold:'));

  it('reads the last touch from the interactions, never the creation date; the most valuable first', () => {
    expect(reconnect.map((i) => i.contact_ids[0])).toEqual(['cleo', 'eve']);
    expect(reconnect[0]!.description).toContain('No contact for 200 days (last: call on');
    expect(reconnect[0]!.description).toContain('a deal or volume in your notes');
    expect(reconnect[0]!.description).toContain('12 logged interactions');
    expect(reconnect[0]!.fingerprint).toBe(`reminder:cold:cleo:${daysAgo(200)}`);
    expect(reconnect[0]!.priority).toBe('high');
  });

  it('still counts an introduction suggested in an earlier scan toward the contact’s worth', () => {
    const pair = [
      person('lars', { role: 'Supplier', commodities: 'Urea', location: 'Oslo, Norway', lastContactedAt: daysAgo(200) }),
      person('omar', { role: 'Importer', commodities: 'Urea', location: 'Hamburg, Germany', lastContactedAt: daysAgo(3) }),
    ];
    const first = scanNetwork({ contacts: pair, now });
    const intro = synergies(first)[0]!;
    const later = scanNetwork({ contacts: pair, now, known: new Set([intro.fingerprint]) });
    const reminder = later.find((i) => i.title === 'Reconnect with Lars');
    expect(reminder?.description).toContain('part of a possible introduction');
  });

  it('names valuable contacts never contacted as such, not as gone cold', () => {
    const book2 = [
      ...book,
      person('fred', { role: 'Supplier', commodities: 'Wheat, Barley', notes: 'Loaded 2 vessels for Cargill in 2025.' }),
    ];
    const never = scanNetwork({ contacts: book2, now }).find((i) => i.fingerprint.startsWith('analysis:never:'));
    // Ben (one product, nobody to introduce him to) is worth too little to be named.
    expect(never?.title).toBe('1 valuable contact you have never been in touch with');
    expect(never?.contact_ids).toEqual(['fred']);
    expect(never?.description).toContain('Fred (2 deals or volumes in your notes)');
  });
});

describe('what a relationship has done', () => {
  // (Decision 050: as many as each sentence or clause says were done, up to 3 a clause; one when it gives no number.)
  it('counts deals and volumes in notes, as many as each sentence says, and not small talk', () => {
    expect(dealMentions('Did 3 cargoes with us. Closed 50kt in May; last deal Oct 2025.')).toBe(5);
    expect(dealMentions('Shipped two vessels to Qingdao')).toBe(2);
    expect(dealMentions('done 12 deals together')).toBe(3);
    expect(dealMentions('Repeat customer')).toBe(1);
    expect(dealMentions('Met at LME Week, nice guy. Old friend from Trafigura.')).toBe(0);
  });
});

describe('what a relationship is worth (decision 033, 2026-11-26 amendment)', () => {
  it('a volume asked for or offered is not a deal done; shipments done with us are', () => {
    expect(dealMentions('WTB 20kt soybean meal CIF Haiphong. Offer 5kt FOB Paranagua.')).toBe(0);
    expect(dealMentions('They need 3x30kt wheat next season')).toBe(0);
    expect(dealMentions('6 barcos de maiz con nosotros en 2025')).toBe(3);
    expect(dealMentions('Took 2 Panamaxes from us last spring')).toBe(2);
  });

  it('reads standing relationships, size and doubts from the notes', () => {
    const [contract, wish, big, thin] = profileNetwork([
      person('r1', { role: 'Buyer', commodities: 'Barley', notes: 'Frame agreement 2026 signed with us. Our largest customer in Iberia.' }),
      person('r2', { role: 'Buyer', commodities: 'Barley', notes: 'Would like a long term contract.' }),
      person('r3', { role: 'Buyer', commodities: 'Barley', notes: 'Brewery group, big volumes, 8kt/month' }),
      person('r4', { role: 'Buyer', commodities: 'Barley', notes: 'Small lots by truck, asked a price once' }),
    ]);
    expect(contract!.relationships).toBe(2);
    expect(wish!.relationships).toBe(0);
    expect(big!.scale).toBe(2);
    expect(thin!.doubt).toBe(true);
    expect(thin!.scale).toBe(0);
  });

  // Everyone silent for 150-400 days; what the notes say about the business decides the order.
  const silent = (id: string, over: Partial<EngineContact>, calls = 2) =>
    person(id, {
      location: 'Valencia, Spain',
      ...over,
      interactions: Array.from({ length: calls }, (_, i) => ({ kind: 'call' as const, occurredOn: daysAgo(150 + 60 * i) })),
    });
  const cold = [
    // Valuable: a contract, business done with us, a large consumer; each with little else.
    silent('anchor', { role: 'Buyer', commodities: 'Malting barley', notes: 'Supply contract 2025-27 with us, renewed.' }),
    silent('vessels', { role: 'Seller', commodities: 'Feed wheat', notes: '4 vessels of wheat with us in 2025.' }),
    silent('brewery', { role: 'Buyer', commodities: 'Malting barley', notes: 'Brewery group, big volumes, 8kt/month.' }),
    // Low: many products and requests, or a thin relationship, however many products.
    silent('asker', { role: 'Buyer', commodities: 'Corn, feed wheat, barley', notes: 'WTB 25kt corn. Needs 10kt barley.' }, 3),
    silent('kicker', { role: 'Buyer', commodities: 'Corn, feed wheat, barley', notes: 'Tyre kicker, asked a price once.' }, 3),
    ...Array.from({ length: 14 }, (_, i) => silent(`plain${String(i).padStart(2, '0')}`, { role: 'Seller', commodities: 'Oats, rye' }, 3)),
  ];

  it('puts the valuable cold contacts above the low-value ones, the thin one last', () => {
    const order = scanNetwork({ contacts: cold, now, perType: 30 })
      .filter((i) => i.fingerprint.startsWith('reminder:cold:'))
      .map((i) => i.contact_ids[0]);
    expect(order.slice(0, 3).sort()).toEqual(['anchor', 'brewery', 'vessels']);
    expect(order.at(-1)).toBe('kicker');
    expect(order.indexOf('asker')).toBeGreaterThan(2);
  });

  it('names the next cold contacts in the next scan, not the same ten again', () => {
    const known = new Set<string>();
    const named: string[] = [];
    for (let i = 0; i < 3; i++) {
      const reminders = scanNetwork({ contacts: cold, now, known }).filter((x) => x.fingerprint.startsWith('reminder:cold:'));
      for (const r of reminders) {
        known.add(r.fingerprint);
        named.push(r.contact_ids[0]!);
      }
    }
    // All 19 are worth a reminder: ten, then nine, then none; never one twice.
    expect(named).toHaveLength(19);
    expect(new Set(named).size).toBe(19);
  });
});

describe('the side a priority needs (2026-11-26)', () => {
  it('supply for consumers, or a product from a place, needs sellers', () => {
    expect(priorityWants('Low-ash coking coal from Australia for Indian steel mills')).toBe('sellers');
    expect(priorityWants('Soybean meal for the feed mills of Vietnam')).toBe('sellers');
    expect(priorityWants('Nickel pig iron from Indonesia')).toBe('sellers');
    expect(priorityWants('LSMGO supply in Fujairah for our tanker fleet')).toBe('sellers');
    expect(priorityWants('Jet fuel supply, Lagos')).toBe('sellers');
    expect(priorityWants('Find buyers for our wire rod in West Africa')).toBe('buyers');
    expect(priorityWants('Place 20kt of urea from our Baltic stock')).toBe('buyers');
  });
});
