/**
 * Issue 24, round 13: what a relationship is worth, as traders write it.
 * - 'email: no reply since' says a relationship went quiet, which is what a relationship gone cold is; it is no doubt
 *   about the relationship (a big buyer who stopped answering is the first one to call back);
 * - the user's go-to contact, a top-5 counterparty, 'one of the largest importers', '50 mt every month', '10 carichi
 *   dal 2023', 'fechamos 20 contêineres' are worth; 'never traded with us', 'lots of talk, no deals', 'mai fatto
 *   affari' are doubts.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion, buildAssistantIndex } from './assistant/index.ts';
import { type EngineContact, profileContact } from './network.ts';
import { coldRelationships, contactWorth } from './reminders.ts';

const now = new Date('2026-11-24T09:00:00Z');
const touch = (kind: 'meeting' | 'email' | 'call', occurredOn: string, text: string) => ({ kind, occurredOn, text });

describe('a relationship gone quiet', () => {
  const big: EngineContact = {
    id: 'big',
    fullName: 'Big Buyer',
    role: 'Buyer',
    company: 'Hanjin Blast Furnace Co',
    commodities: 'PHCC',
    notes: 'big PHCC buyer, 2 capes/quarter',
    interactions: [
      touch('meeting', '2025-03-21', 'first deal'),
      touch('email', '2025-07-21', 'cargo done, payment OK'),
      touch('email', '2025-12-11', 'email: no reply since'),
    ],
  };
  const small: EngineContact = {
    id: 'small',
    fullName: 'Small Buyer',
    role: 'Buyer',
    commodities: 'PHCC',
    notes: 'small volumes, asked once',
    interactions: [touch('email', '2025-11-01', 'sent offer')],
  };

  it('is not doubted for going quiet', () => {
    expect(profileContact(big).doubt).toBe(false);
    expect(profileContact(small).doubt).toBe(true);
  });

  it('comes first among the cold ones', () => {
    const profiles = [small, big].map(profileContact);
    const cold = coldRelationships(profiles, (p) => contactWorth(p), { now, minValue: 0 });
    expect(cold.map((x) => x.id)).toEqual(['big', 'small']);
  });
});

describe('worth in the words traders use', () => {
  const worth = (notes: string) =>
    contactWorth(profileContact({ id: 'x', fullName: 'X Y', role: 'Buyer', commodities: 'urea', notes })).value;
  const plain = worth('buys urea');

  it('counts what says the relationship matters', () => {
    for (const notes of [
      'strategic, top-5 counterparty',
      'one of the largest importers in the country',
      'Ceylon OP buyer, 50 mt every month',
      'our go-to person, always responsive',
      'nuestro contacto de cabecera, lo uso siempre',
      'contatto chiave - 10 carichi dal 2023',
      'fechamos 20 contêineres ano passado',
      'bought urea 3 times in 2025',
    ])
      expect(worth(notes), notes).toBeGreaterThan(plain);
  });

  it('doubts what says nothing came of it', () => {
    for (const notes of [
      'slow, never traded with us',
      'lots of talk, no deals',
      'mai fatto affari',
      'sends RFQs, never confirms',
      'small, no deals yet',
    ])
      expect(worth(notes), notes).toBeLessThan(plain);
  });
});

describe('a note is no touch', () => {
  it('leaves a relationship cold when the user only wrote a note since', () => {
    const p = profileContact({
      id: 'n',
      fullName: 'N N',
      role: 'Buyer',
      commodities: 'VHP sugar',
      notes: 'key account, 4 vessels in 2025',
      interactions: [
        touch('meeting', '2026-07-08', 'tel: his white sugar position'),
        { kind: 'note', occurredOn: '2026-09-19', text: 'check sanctions screening' },
      ],
    });
    expect(new Date(p.lastTouch!).toISOString().slice(0, 10)).toBe('2026-07-08');
    expect(coldRelationships([p], (x) => contactWorth(x), { now }).map((c) => c.id)).toEqual(['n']);
  });

  it("does not doubt a relationship for one call that ended with 'no deal this time'", () => {
    expect(
      profileContact({
        id: 'x',
        fullName: 'X',
        notes: 'big urea importer, key account',
        interactions: [touch('email', '2026-04-22', 'call - urea for long rains, no deal this time')],
      }).doubt,
    ).toBe(false);
  });
});

describe('key accounts gone quiet', () => {
  it("names only the relationships the notes call key accounts (a supplier's yearly volume is no relationship)", () => {
    const old = [touch('call', '2026-03-01', 'call')];
    const index = buildAssistantIndex([
      { id: 'k', fullName: 'Key Buyer', role: 'Buyer', commodities: 'urea', notes: 'key account, 5 cargoes with us', interactions: old },
      {
        id: 'v',
        fullName: 'Volume Seller',
        role: 'Seller',
        commodities: 'copper cathode',
        notes: 'sells copper cathode 11kt/yr, 2 deals done',
        interactions: old,
      },
    ]);
    expect(answerQuestion(index, { message: 'which key accounts have gone cold?', history: [], now }).contactIds).toEqual(['k']);
  });
});

describe('how a contact prefers to deal, and a contract only talked of (round 14)', () => {
  const worth = (notes: string, interactions: EngineContact['interactions'] = []) =>
    contactWorth(profileContact({ id: 'w', fullName: 'W', role: 'Buyer', commodities: 'copper concentrate', notes, interactions }));

  it("reads 'term deals only, no spot' as a preference, not a relationship nor a size", () => {
    const w = worth('buying cu concentrate / term deals only, no spot');
    expect(w.why.join(' ')).not.toMatch(/standing relationship|large volumes/);
  });

  it('reads a term deal talked of as no term business, and a big account as one', () => {
    expect(worth('imports Cu cons', [touch('meeting', '2026-03-31', 'Lunch, talked Cu conc term deal')]).why.join(' ')).not.toMatch(
      /standing relationship|large volumes/,
    );
    expect(worth('sells fishmeal', [touch('call', '2026-02-22', 'big account - term contract discussed')]).why.join(' ')).toMatch(
      /standing relationship/,
    );
  });

  it("doubts 'card only, no biz' and Indonesian 'belum ada transaksi'", () => {
    expect(worth('buying matte 70% Ni and copper conc. card only, no biz').why).toContain('though your notes doubt it');
    expect(worth('ada barang konsentrat tembaga - kecil, belum ada transaksi').why).toContain('though your notes doubt it');
  });
});
