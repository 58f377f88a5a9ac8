/**
 * Third pass (issue 24): a count by side must be the size of the list the assistant gives for the same
 * side ('how many rebar buyers vs sellers' = the totals of 'who buys rebar' and 'who sells rebar'), and a
 * summary of the same part of the book must say the same numbers.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-26T10:00:00Z');

const BOOK: AssistantContact[] = [
  { id: 'm1', fullName: 'Oguz Demir', company: 'Demir Rolling Mill', role: 'Buyer', location: 'Izmir, Turkey', commodities: 'Rebar' },
  {
    id: 'm2',
    fullName: 'Lina Haddad',
    company: 'Haddad Build Supply',
    location: 'Amman, Jordan',
    notes: 'imports rebar every month for her yards',
  },
  {
    id: 's1',
    fullName: 'Pavel Orlov',
    company: 'Orlov Steel Works',
    role: 'Sales',
    location: 'Odesa, Ukraine',
    commodities: 'Rebar, Billet',
  },
  { id: 's2', fullName: 'Kenji Mori', company: 'Mori Long Products', role: 'Seller', location: 'Osaka, Japan', commodities: 'Rebar' },
  // A trader on both sides of rebar, with no side given: he is in neither list, so in neither count.
  {
    id: 't1',
    fullName: 'Rafael Costa',
    company: 'Costa Metals Trading',
    role: 'Trader',
    location: 'Lisbon, Portugal',
    notes: 'trades rebar and wire rod, both ways',
  },
  { id: 'x1', fullName: 'Greta Holm', company: 'Holm Cocoa', role: 'Buyer', location: 'Hamburg, Germany', commodities: 'Cocoa beans' },
  {
    id: 'x2',
    fullName: 'Yaw Mensah',
    company: 'Mensah Cocoa Export',
    role: 'Exporter',
    location: 'Accra, Ghana',
    commodities: 'Cocoa beans',
  },
];

const index = buildAssistantIndex(BOOK);
const ask = (message: string) => answerQuestion(index, { message, history: [], now });
const said = (text: string, word: string) => Number(new RegExp(`\\*\\*(\\d+) ${word}`).exec(text)?.[1] ?? Number.NaN);

describe('counts by side agree with the lists', () => {
  for (const product of ['rebar', 'cocoa beans']) {
    it(`'${product}: buyers vs sellers' counts exactly who 'who buys/sells ${product}' lists`, () => {
      const buyers = ask(`who buys ${product}`);
      const sellers = ask(`who sells ${product}`);
      const count = ask(`${product}: buyers vs sellers?`);
      expect(said(count.text, 'buyer')).toBe(buyers.total ?? buyers.contactIds.length);
      expect(said(count.text, 'seller')).toBe(sellers.total ?? sellers.contactIds.length);
    });
  }

  it('over the whole book too', () => {
    const count = ask('how many buyers vs sellers in my book?');
    expect(said(count.text, 'buyer')).toBe(ask('how many buyers do I have').total);
    expect(said(count.text, 'seller')).toBe(ask('how many sellers do I have').total);
  });

  it('a summary of the same part of the book gives the same numbers', () => {
    const count = ask('rebar: buyers vs sellers?');
    const summary = ask('summarize the rebar side of my book');
    expect(summary.text).toContain(`${said(count.text, 'buyer')} buyer`);
    expect(summary.text).toContain(`${said(count.text, 'seller')} seller`);
  });
});

describe('a product word no one trades, asked with a side', () => {
  it("'who buys <unknown>' names no one instead of every buyer", () => {
    for (const q of ['who buys zorblat', 'any helium suppliers?', 'who buys PX']) {
      const a = ask(q);
      expect(a.contactIds).toEqual([]);
      expect(a.total ?? 0).toBe(0);
    }
  });

  it('a side with nothing else asked still lists that side', () => {
    expect(ask('who are my buyers').contactIds).toEqual(expect.arrayContaining(['m1', 'x1']));
  });
});
