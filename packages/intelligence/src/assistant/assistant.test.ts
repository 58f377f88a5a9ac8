import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact, AssistantTurn } from './types.ts';

const now = new Date('2026-11-23T12:00:00Z');
const recent = '2026-11-01T00:00:00Z';
const old = '2026-02-01T00:00:00Z';

const NETWORK: AssistantContact[] = [
  {
    id: 'c1',
    fullName: 'Chen Wei',
    company: 'Shenzhen Cells',
    role: 'Buyer',
    location: 'Shenzhen, China',
    commodities: 'Cobalt hydroxide',
    lastContactedAt: recent,
  },
  {
    id: 'c2',
    fullName: 'Hiro Tanaka',
    company: 'Nippon Battery',
    role: 'Procurement',
    location: 'Tokyo, Japan',
    commodities: 'Cobalt metal',
    lastContactedAt: old,
  },
  {
    id: 'c3',
    fullName: 'Kofi Mensah',
    company: 'Katanga Mining',
    role: 'Miner',
    location: 'Lubumbashi, DR Congo',
    commodities: 'Cobalt hydroxide, Copper cathodes',
    lastContactedAt: old,
  },
  {
    id: 'c4',
    fullName: 'Ana Silva',
    company: 'Lagos Metals',
    role: 'Buyer',
    location: 'Lagos, Nigeria',
    commodities: 'Cobalt',
    lastContactedAt: recent,
  },
  {
    id: 'c5',
    fullName: 'Lars Berg',
    company: 'Berg Resources',
    role: 'Trader',
    location: 'Singapore',
    commodities: 'Copper cathode',
    lastContactedAt: recent,
  },
  {
    id: 'c6',
    fullName: 'Mei Lin',
    company: 'Okonkwo Petroleum',
    role: 'Broker',
    location: 'Singapore',
    commodities: 'Copper concentrate',
    lastContactedAt: old,
  },
  {
    id: 'c7',
    fullName: 'Omar Haddad',
    company: 'Gulf Fuels',
    role: 'Trader',
    notes: 'Has monthly offers of gasoil.',
    location: 'Dubai, UAE',
    commodities: 'Diesel EN590',
    lastContactedAt: recent,
  },
  {
    id: 'c8',
    fullName: 'Priya Nair',
    company: 'Coastal Steel',
    role: 'End User',
    location: 'Mumbai, India',
    commodities: 'HRC, Iron ore fines',
    lastContactedAt: recent,
  },
  {
    id: 'c9',
    fullName: 'Jonas Vogel',
    company: 'Ruhr Stahl',
    role: 'Supplier',
    location: 'Hamburg, Germany',
    commodities: 'Hot-rolled coil',
    lastContactedAt: recent,
  },
];
const index = buildAssistantIndex(NETWORK);
const ask = (message: string, history: AssistantTurn[] = []) => answerQuestion(index, { message, history, now });
const turn = (message: string, history: AssistantTurn[] = []): AssistantTurn[] => {
  const a = ask(message, history);
  return [...history, { role: 'user', content: message }, { role: 'assistant', content: a.text, contactIds: a.contactIds }];
};

describe('the built-in assistant', () => {
  it('finds by product, side and region, in trade words', () => {
    expect(ask('who buys cobalt in Asia?').contactIds.sort()).toEqual(['c1', 'c2']);
    // c5 is a Trader (role) listing copper cathode with no side said: a merchant buys and sells it (decision 043).
    expect(ask('suppliers of Cu cathode').contactIds.sort()).toEqual(['c3', 'c5']);
    expect(ask('need hot-rolled coil suppliers').contactIds).toEqual(['c9']);
    expect(ask('who can I sell HRC to?').contactIds).toEqual(['c8']);
    expect(ask('who has gasoil?').contactIds).toEqual(['c7']);
  });

  it('reads misspelt products and places', () => {
    expect(ask('who trades coper in Singapre?').contactIds.sort()).toEqual(['c5', 'c6']);
    expect(ask('cobolt buyers').contactIds.sort()).toEqual(['c1', 'c2', 'c4']);
  });

  it('counts, lists by role and by company, and keeps a company name whole', () => {
    expect(ask('how many contacts do I have in Singapore?').total).toBe(2);
    expect(ask('how many contacts do I have?').total).toBe(NETWORK.length);
    expect(ask('brokers in Singapore').contactIds).toEqual(['c6']);
    expect(ask('who do I know at Okonkwo Petroleum?').contactIds).toEqual(['c6']);
  });

  it('follows up on the conversation', () => {
    const first = turn('who buys cobalt in Asia?');
    expect(ask('and in Africa?', first).contactIds).toEqual(['c4']);
    const second = turn('and in Africa?', first);
    expect(ask('what about sellers?', second).contactIds).toEqual(['c3']);
    const listed = first[1]!.contactIds!;
    const details = ask('tell me more about the second one', first);
    expect(details.contactIds[0]).toBe(listed[1]);
    expect(details.text).toContain(index.contact(listed[1]!)!.fullName);
  });

  it('suggests introductions on the other side of what a contact trades', () => {
    const a = ask('who should I introduce Kofi Mensah to?');
    expect(a.intent).toBe('introduce');
    expect(a.contactIds.sort()).toEqual(['c1', 'c2', 'c4']);
    expect(a.text).toContain('which Kofi sells');
  });

  it('lists relationships going cold, and only those', () => {
    const a = ask('who should I reconnect with?');
    expect(a.contactIds.length).toBeGreaterThan(0);
    for (const id of a.contactIds) expect(NETWORK.find((c) => c.id === id)!.lastContactedAt).toBe(old);
  });

  it('matches business priorities', () => {
    const a = answerQuestion(index, {
      message: 'who can help with my priorities?',
      priorities: [
        { id: 'p1', priorityText: 'Sell cobalt hydroxide into Asia', targetCommodity: 'Cobalt hydroxide', targetRegion: 'Asia' },
      ],
      now,
    });
    expect(a.intent).toBe('priorities');
    expect(a.contactIds[0]).toBe('c1');
    expect(a.contactIds).not.toContain('c3');
  });

  it('declines what it cannot know, and never invents a contact', () => {
    for (const q of ['what is the price of copper today?', 'book me a flight to Geneva', 'write a poem']) {
      const a = ask(q);
      expect(a.understood, q).toBe(false);
      expect(a.contactIds, q).toEqual([]);
    }
    const none = ask('who buys uranium?');
    expect(none.contactIds).toEqual([]);
    expect(none.text).toMatch(/couldn't find|none/i);
    expect(ask('tell me about Maria Santos').contactIds).toEqual([]);
    const ids = new Set(NETWORK.map((c) => c.id));
    for (const q of ['summarise my network', 'which introductions should I make?', 'hi', 'who trades copper?']) {
      for (const id of ask(q).contactIds) expect(ids.has(id)).toBe(true);
    }
  });

  it('summarises the network with its size', () => {
    const a = ask('give me an overview of my network');
    expect(a.intent).toBe('summary');
    expect(a.text).toContain(`${NETWORK.length} contacts`);
  });
});
