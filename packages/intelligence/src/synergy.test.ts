import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EngineContact, profileNetwork } from './network.ts';
import { findSynergies, synergyFingerprint } from './synergy.ts';

const now = new Date('2026-11-23T12:00:00Z');
let n = 0;
const c = (over: Partial<EngineContact>): EngineContact => ({
  id: over.id ?? `c${++n}`,
  fullName: over.fullName ?? `Person ${n}`,
  ...over,
});
const pairs = (contacts: EngineContact[]) =>
  findSynergies(profileNetwork(contacts), { now }).map((m) => `${m.sellerId}>${m.buyerId}:${m.products.map((p) => p.id).join('+')}`);

describe('synergies', () => {
  it('pairs a seller and a buyer of one product written differently on each side', () => {
    const found = findSynergies(
      profileNetwork([
        c({ id: 's', fullName: 'Ana Silva', role: 'Producer', commodities: 'Cu cathode Grade A', location: 'Santiago, Chile' }),
        c({ id: 'b', fullName: 'Wei Chen', role: 'Offtaker', commodities: 'Copper cathodes', location: 'Shanghai, China' }),
      ]),
      { now },
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ sellerId: 's', buyerId: 'b' });
    expect(found[0]!.products.map((p) => p.name)).toEqual(['Copper Cathode']);
    expect(found[0]!.reasons[0]).toBe('Ana Silva sells Copper Cathode (by role) and Wei Chen buys it (by role).');
    expect(found[0]!.reasons).toContain('South America to Asia is a usual route for copper cathode.');
  });

  it('does not pair different products of one family, one side with itself, or colleagues', () => {
    expect(
      pairs([
        c({ id: 's', role: 'Miner', commodities: 'Copper concentrate' }),
        c({ id: 'b', role: 'Buyer', commodities: 'Copper cathode' }),
        c({ id: 's2', role: 'Supplier', commodities: 'Arabica' }),
        c({ id: 'b2', role: 'Buyer', commodities: 'Robusta' }),
        c({ id: 's3', role: 'Supplier', commodities: 'Urea' }),
        c({ id: 's4', role: 'Producer', commodities: 'Urea' }),
        c({ id: 's5', role: 'Supplier', company: 'Glencore', commodities: 'Zinc' }),
        c({ id: 'b5', role: 'Buyer', company: 'glencore ', commodities: 'Zinc' }),
      ]),
    ).toEqual([]);
  });

  it('reads sides from notes for traders and brokers, and names brokers who deal in the product', () => {
    const found = findSynergies(
      profileNetwork([
        c({ id: 't1', role: 'Trader', commodities: 'HSFO', notes: 'Has monthly offers of HSFO ex Fujairah' }),
        c({ id: 't2', role: 'Trader', commodities: 'Fuel oil 380 CST', notes: 'Looking to buy 380 cst for bunkering in Singapore' }),
        c({ id: 'br', role: 'Broker', commodities: 'HSFO' }),
      ]),
      { now },
    );
    expect(found.map((m) => [m.sellerId, m.buyerId, m.brokerIds])).toEqual([['t1', 't2', ['br']]]);
  });

  it('lets a family’s plain name meet its products, less surely than the same product', () => {
    // A seller naming only 'copper' may not have cathodes: suggested only with the rest of the evidence
    // strong (same region, both warm), and below the seller of the very product.
    const warm = { location: 'Lima, Peru', lastContactedAt: '2026-11-01' };
    const found = findSynergies(
      profileNetwork([
        c({ id: 'g', role: 'Supplier', commodities: 'Copper', ...warm }),
        c({ id: 'b', role: 'Buyer', commodities: 'Copper cathodes', ...warm }),
        c({ id: 's', role: 'Supplier', commodities: 'Cu cathode', ...warm }),
      ]),
      { now },
    );
    expect(found.map((m) => m.sellerId)).toEqual(['s', 'g']);
    expect(found[0]!.score).toBeGreaterThan(found[1]!.score);
  });

  it('rates a usual trade route as surely as the same region, ranks recently contacted pairs first, and skips what was already suggested', () => {
    const contacts = [
      c({ id: 'b', role: 'Buyer', commodities: 'Soybean meal', location: 'Rotterdam, Netherlands' }),
      c({ id: 'far', role: 'Supplier', commodities: 'SBM', location: 'Santos, Brazil' }),
      c({ id: 'near', role: 'Supplier', commodities: 'Soymeal', location: 'Hamburg, Germany', lastContactedAt: '2026-11-01' }),
    ];
    const found = findSynergies(profileNetwork(contacts), { now });
    expect(found.map((m) => m.sellerId)).toEqual(['near', 'far']);
    expect(found[0]!.reasons).toContain('Both are in Europe.');
    // (Brazilian meal into Rotterdam is the trade itself: no less sure than a German crusher.)
    expect(found[1]!.evidence.region).toBe('route');
    const cold = findSynergies(profileNetwork(contacts.map((x) => ({ ...x, lastContactedAt: null }))), { now });
    expect(cold[0]!.score).toBe(cold[1]!.score);
    const again = findSynergies(profileNetwork(contacts), { now, exclude: new Set([synergyFingerprint('near', 'b', ['soybean_meal'])]) });
    expect(again.map((m) => m.sellerId)).toEqual(['far']);
  });

  it('among introductions the evidence rates the same, puts those with business behind them first', () => {
    const contacts = [
      c({ id: 'b1', role: 'Buyer', commodities: 'Urea', location: 'Mombasa, Kenya' }),
      c({ id: 'b2', role: 'Buyer', commodities: 'Urea', location: 'Nairobi, Kenya', notes: 'key account, 5 cargoes done with us' }),
      c({ id: 's1', role: 'Supplier', commodities: 'Urea', location: 'Kampala, Uganda' }),
      c({
        id: 's2',
        role: 'Supplier',
        commodities: 'Urea',
        location: 'Dar es Salaam, Tanzania',
        notes: 'top-5 counterparty, did 3 cargoes',
      }),
    ];
    const found = findSynergies(profileNetwork(contacts), { now });
    expect(found[0]!.score).toBe(found.at(-1)!.score);
    // (Not the first by id: s1 and b1 have nothing behind them.)
    expect([found[0]!.sellerId, found[0]!.buyerId]).toEqual(['s2', 'b2']);
  });

  it('is deterministic whatever the order of the contacts, and never pairs a contact with itself', () => {
    const roles = ['Supplier', 'Buyer', 'Trader', 'Consultant', 'Importer', 'Miner'];
    const goods = ['Copper cathode', 'Cu cathodes', 'Wheat', 'Maize', 'Yellow corn', 'Gold', 'HRC', 'Hot rolled coil'];
    const contact = fc.record({
      role: fc.constantFrom(...roles),
      commodities: fc.subarray(goods, { minLength: 1, maxLength: 3 }).map((g) => g.join(', ')),
      location: fc.constantFrom('Geneva, Switzerland', 'Dubai', 'Houston, Texas', ''),
    });
    fc.assert(
      fc.property(fc.array(contact, { maxLength: 25 }), (list) => {
        const contacts = list.map((x, i) => c({ id: `p${i}`, ...x }));
        const a = pairs(contacts);
        const b = pairs([...contacts].reverse());
        expect(b).toEqual(a);
        for (const m of findSynergies(profileNetwork(contacts), { now })) expect(m.sellerId).not.toBe(m.buyerId);
      }),
      { numRuns: 60 },
    );
  });

  it('puts first the seller whose notes want buyers where the buyer delivers, over sellers next door', () => {
    // A Gulf buyer taking cocoa delivered to West Africa's neighbour ports; four Gulf sellers of cocoa beans
    // would fill its slots on region alone, but the Brazilian seller says it is looking for West African buyers.
    const gulf = ['Doha, Qatar', 'Muscat, Oman', 'Riyadh, Saudi Arabia', 'Manama, Bahrain'].map((location, i) =>
      c({ id: `g${i}`, role: 'Supplier', commodities: 'Cocoa beans', location, lastContactedAt: '2026-11-20T10:00:00Z' }),
    );
    const buyer = c({
      id: 'buyer',
      fullName: 'Noura Saleh',
      role: 'Buyer',
      commodities: 'Cocoa beans',
      location: 'Dubai, UAE',
      notes: 'Needs 2kt cocoa beans CIF Abidjan for a grinding client.',
    });
    const far = c({
      id: 'far',
      fullName: 'Caio Moreira',
      role: 'Supplier',
      commodities: 'Cocoa beans',
      location: 'Ilhéus, Brazil',
      notes: 'Has spare beans this season; keen on West African buyers.',
    });
    const found = findSynergies(profileNetwork([...gulf, buyer, far]), { now, maxPerContact: 3 });
    const ofBuyer = found.filter((m) => m.buyerId === 'buyer');
    expect(ofBuyer.map((m) => m.sellerId)).toContain('far');
    const m = ofBuyer.find((x) => x.sellerId === 'far')!;
    expect(m.evidence.region).toBe('wanted');
    expect(m.reasons).toContain('Caio Moreira wants buyers in Africa, where Noura Saleh is or takes delivery.');
    // Without the wish in its notes the Brazilian seller falls behind the Gulf ones.
    const plain = findSynergies(profileNetwork([...gulf, buyer, { ...far, notes: 'Has spare beans this season.' }]), {
      now,
      maxPerContact: 3,
    });
    expect(plain.filter((x) => x.buyerId === 'buyer').map((x) => x.sellerId)).not.toContain('far');
  });

  it('prefers the seller the user knows well when the evidence is otherwise equal, and says so (decision 041)', () => {
    const buyer = c({ id: 'buyer', fullName: 'Wei Chen', role: 'Buyer', commodities: 'Urea', location: 'Shanghai, China' });
    const sellers = ['s1', 's2', 's3'].map((id) =>
      c({ id, fullName: `Seller ${id}`, role: 'Supplier', commodities: 'Urea', location: 'Shanghai, China' }),
    );
    const without = findSynergies(profileNetwork([buyer, ...sellers]), { now, maxPerContact: 1 });
    expect(without.map((m) => m.sellerId)).toEqual(['s1']);
    // The same network with a strong relationship to s3: s3 is suggested, and the strength is a reason.
    const warm = sellers.map((s) => (s.id === 's3' ? { ...s, strength: 85 } : { ...s, strength: 20 }));
    const found = findSynergies(profileNetwork([buyer, ...warm]), { now, maxPerContact: 1 });
    expect(found.map((m) => m.sellerId)).toEqual(['s3']);
    expect(found[0]!.reasons).toContain('Your relationship with Seller s3 (strength 85) is strong: a warm introduction.');
    // A small boost only: at most 0.01 of confidence.
    expect(found[0]!.score - without[0]!.score).toBeLessThanOrEqual(0.01);
    expect(found[0]!.score).toBeGreaterThanOrEqual(without[0]!.score);
  });
});

describe('coal grades far apart (round 14)', () => {
  it('never pairs a 4200 GAR seller with a 6000 NAR buyer, but does a grade with a buyer of the same or of any grade', () => {
    const found = pairs([
      c({ id: 'g42', role: 'Seller', commodities: 'thermal coal', notes: 'WTS 4200 GAR, Kalimantan' }),
      c({ id: 'n60', role: 'Buyer', commodities: 'thermal coal', notes: 'power plant, Newc 6000 NAR only' }),
      c({ id: 'rb3', role: 'Buyer', commodities: 'SA coal RB3 5500' }),
      c({ id: 'b42', role: 'Buyer', commodities: 'thermal coal', notes: 'cement plant, 4,200 kcal GAR' }),
      c({ id: 'any', role: 'Buyer', commodities: 'steam coal' }),
    ]);
    expect(found.some((p) => p.startsWith('g42>n60'))).toBe(false);
    expect(found.some((p) => p.startsWith('g42>rb3'))).toBe(false);
    expect(found.some((p) => p.startsWith('g42>b42'))).toBe(true);
    expect(found.some((p) => p.startsWith('g42>any'))).toBe(true);
  });
});
