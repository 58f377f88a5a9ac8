import { describe, expect, it } from 'vitest';
import { type EngineContact, profileNetwork } from './network.ts';
import { matchPriorities, priorityWants } from './opportunities.ts';
import { coldRelationships, followUps } from './reminders.ts';
import { scanNetwork } from './scan.ts';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

const NETWORK: EngineContact[] = [
  {
    id: 'ana',
    fullName: 'Ana Silva',
    role: 'Producer',
    commodities: 'Yellow corn, Soybeans',
    location: 'Santos, Brazil',
    lastContactedAt: daysAgo(200),
  },
  { id: 'wei', fullName: 'Wei Chen', role: 'Importer', commodities: 'Maize', location: 'Qingdao, China', lastContactedAt: daysAgo(10) },
  {
    id: 'omar',
    fullName: 'Omar Haddad',
    role: 'Trader',
    commodities: 'Urea',
    notes: 'Looking to buy granular urea for Q1. Call back in early December.',
    location: 'Dubai',
    lastContactedAt: daysAgo(40),
  },
  { id: 'lars', fullName: 'Lars Berg', role: 'Supplier', commodities: 'Urea 46%', location: 'Oslo, Norway', lastContactedAt: daysAgo(400) },
  {
    id: 'mei',
    fullName: 'Mei Lin',
    role: 'Buyer',
    commodities: 'Copper cathodes',
    location: 'Shanghai, China',
    lastContactedAt: daysAgo(5),
  },
  {
    id: 'ivan',
    fullName: 'Ivan Petrov',
    role: 'Buyer',
    commodities: 'Cu cathode',
    location: 'Hamburg, Germany',
    lastContactedAt: daysAgo(300),
  },
  { id: 'kofi', fullName: 'Kofi Mensah', role: 'Consultant', commodities: '', location: '', lastContactedAt: daysAgo(20) },
  {
    id: 'sofia',
    fullName: 'Sofia Rossi',
    role: 'Exporter',
    commodities: 'Corn',
    location: 'Buenos Aires, Argentina',
    lastContactedAt: daysAgo(30),
  },
];

describe('opportunities', () => {
  it('reads which side a priority needs', () => {
    expect(priorityWants('Source 50kt yellow corn for Q2')).toBe('sellers');
    expect(priorityWants('Find buyers for our urea surplus')).toBe('buyers');
    expect(priorityWants('Grow our copper book')).toBe('either');
    // An outright cue beats a loose word of the other side.
    expect(priorityWants('Secure offtake for our copper concentrate')).toBe('buyers');
    expect(priorityWants('Need buyers for 20kt DAP')).toBe('buyers');
    expect(priorityWants('Secure feedstock for our smelter')).toBe('sellers');
    expect(priorityWants('Source urea and find buyers for ammonia')).toBe('either');
  });

  it('ranks the contacts who can serve a priority: product, side, region', () => {
    const [m] = matchPriorities(
      [{ id: 'p1', priorityText: 'Source yellow corn for our feed mills', targetCommodity: 'Corn', targetRegion: 'South America' }],
      profileNetwork(NETWORK),
      { now },
    );
    expect(m!.wants).toBe('sellers');
    // Two South American sellers of corn, the one in touch last month first; never the buyer of it.
    expect(m!.contacts.map((c) => c.id)).toEqual(['sofia', 'ana']);
    expect(m!.contacts[0]!.why).toBe('trades Corn, sells it, in South America, in touch recently');
  });

  it('skips a priority past its deadline, and one naming nothing the network trades', () => {
    const out = matchPriorities(
      [
        { id: 'old', priorityText: 'Buy corn', targetCommodity: 'Corn', deadline: '2026-01-01' },
        { id: 'none', priorityText: 'Sell vanilla', targetCommodity: 'Vanilla' },
      ],
      profileNetwork(NETWORK),
      { now },
    );
    expect(out.map((m) => [m.priority.id, m.contacts.length])).toEqual([['none', 0]]);
  });
});

describe('reminders', () => {
  it('finds valuable relationships going cold, the most valuable first', () => {
    const value: Record<string, number> = { ivan: 5, lars: 3, ana: 3 };
    const cold = coldRelationships(profileNetwork(NETWORK), (p) => ({ value: value[p.contact.id] ?? 1, why: [] }), { now });
    // Equal value: the longer silent first; worth less than MIN_COLD_VALUE: not named.
    expect(cold.map((c) => c.id)).toEqual(['ivan', 'lars', 'ana']);
    expect(cold[0]!.daysSilent).toBe(300);
  });

  it('reads follow-ups from the notes, and drops them once the user has been in touch', () => {
    const due = followUps(profileNetwork(NETWORK), { now });
    expect(due.map((f) => [f.id, f.due.toISOString().slice(0, 10)])).toEqual([['omar', '2026-12-01']]);
    const done = followUps(profileNetwork(NETWORK.map((c) => (c.id === 'omar' ? { ...c, lastContactedAt: '2026-12-02' } : c))), {
      now: new Date('2026-12-03T00:00:00Z'),
    });
    expect(done).toEqual([]);
  });
});

describe('a scan', () => {
  const insights = scanNetwork({
    contacts: NETWORK,
    priorities: [{ id: 'p1', priorityText: 'Source yellow corn', targetCommodity: 'Corn', targetRegion: 'South America' }],
    now,
    trigger: 'manual',
  });
  const of = (t: string) => insights.filter((i) => i.insight_type === t);

  it('gives every insight type, naming real contacts and saying why', () => {
    expect(of('synergy').map((i) => i.contact_ids.slice(0, 2))).toEqual(
      expect.arrayContaining([
        ['ana', 'wei'],
        ['sofia', 'wei'],
        ['lars', 'omar'],
      ]),
    );
    expect(of('opportunity')[0]!.contact_ids.slice(0, 2)).toEqual(['sofia', 'ana']);
    // Ivan (one product, no deals, no history, no introduction waiting) is not worth a reminder.
    expect(of('reminder').map((i) => i.title)).toEqual([
      'Follow up with Omar Haddad',
      'Reconnect with Ana Silva',
      'Reconnect with Lars Berg',
    ]);
    expect(of('analysis').map((i) => i.title)).toEqual(
      expect.arrayContaining(['No supplier of Copper Cathode for 2 buyers', '1 contact is missing a location or commodities']),
    );
    expect(of('manual_scan')).toHaveLength(1);
    for (const i of insights) {
      expect(i.title.length, i.fingerprint).toBeGreaterThan(0);
      expect(i.description.length).toBeGreaterThan(0);
      for (const id of i.contact_ids)
        expect(
          NETWORK.some((c) => c.id === id),
          id,
        ).toBe(true);
    }
  });

  it('never repeats an insight the user has or dismissed', () => {
    const known = new Set(insights.map((i) => i.fingerprint));
    const again = scanNetwork({
      contacts: NETWORK,
      priorities: [{ id: 'p1', priorityText: 'Source yellow corn', targetCommodity: 'Corn', targetRegion: 'South America' }],
      now,
      known,
    });
    expect(again).toEqual([]);
  });

  it('is deterministic', () => {
    const twice = scanNetwork({
      contacts: [...NETWORK].reverse(),
      priorities: [{ id: 'p1', priorityText: 'Source yellow corn', targetCommodity: 'Corn', targetRegion: 'South America' }],
      now,
      trigger: 'manual',
    });
    expect(twice.map((i) => i.fingerprint).sort()).toEqual(insights.map((i) => i.fingerprint).sort());
  });

  it('given the profiles already read, in any order, finds the same as reading the contacts, scan after scan', () => {
    const priorities = [{ id: 'p1', priorityText: 'Source yellow corn', targetCommodity: 'Corn', targetRegion: 'South America' }];
    const profiles = profileNetwork(NETWORK).reverse();
    const known = new Set<string>();
    const again = scanNetwork({ contacts: NETWORK, profiles, priorities, now, trigger: 'manual' });
    expect(again).toEqual(insights);
    for (const i of again) if (i.insight_type === 'synergy') known.add(i.fingerprint);
    expect(scanNetwork({ contacts: NETWORK, profiles, priorities, now, known })).toEqual(
      scanNetwork({ contacts: NETWORK, priorities, now, known }),
    );
  });
});

describe('the manual scan’s summary', () => {
  it('counts in words that agree with the number: 1 reminder, 0 introductions', () => {
    const quiet = Array.from({ length: 10 }, (_, i) => ({
      id: `c${i}`,
      fullName: `Contact ${i}`,
      role: 'Consultant',
      lastContactedAt: now.toISOString(),
    }));
    const lars = { ...NETWORK.find((c) => c.id === 'lars')!, notes: 'Did 3 cargoes of urea with us in 2024.' };
    const [summary] = scanNetwork({ contacts: [lars, ...quiet], priorities: [], now, trigger: 'manual' }).filter(
      (i) => i.insight_type === 'manual_scan',
    );
    expect(summary?.title).toBe('Network scan: 2 new insights');
    expect(summary?.description).toBe(
      'Scanned 11 contacts on 2026-11-23: 0 introductions, 0 opportunities, 1 reminder and 1 observation about your network.',
    );
  });
});
