/** The judge reads the format's rules as written (bench/eval/README.md): each rule right and wrong once. */
import type { AssistantAnswer } from '@tradeloom/intelligence/assistant';
import { describe, expect, test } from 'vitest';
import { firstNumber, introductionRight, judgeAnswer } from './lib/judge.ts';
import type { BookContact, Expect } from './lib/load.ts';

const answer = (text: string, contactIds: string[] = [], more: Partial<AssistantAnswer> = {}): AssistantAnswer => ({
  text,
  contactIds,
  intent: 'find',
  understood: true,
  ...more,
});
const ctx = { keyOf: (id: string) => id };
const judged = (expect: Expect, a: AssistantAnswer) => judgeAnswer(expect, a, ctx) === null;

describe('answers', () => {
  test('contacts: exactly the set, its size as the total, all of a small set named', () => {
    expect(judged({ contacts: ['x', 'y'] }, answer('', ['y', 'x']))).toBe(true);
    expect(judged({ contacts: ['x', 'y'] }, answer('', ['x']))).toBe(false);
    expect(judged({ contacts: ['x', 'y'] }, answer('', ['x', 'y', 'z']))).toBe(false);
    expect(judged({ contacts: ['x', 'y'] }, answer('', ['x', 'y'], { total: 3 }))).toBe(false);
    expect(judged({ contacts: [] }, answer('Nobody trades it', [], { total: 0 }))).toBe(true);
  });

  test('a question it did not understand is wrong unless understood: false was expected, and then names nobody', () => {
    expect(judged({ contacts: [] }, answer('Sorry', [], { understood: false }))).toBe(false);
    expect(judged({ understood: false }, answer('Sorry', [], { understood: false }))).toBe(true);
    expect(judged({ understood: false }, answer('Sorry', ['x'], { understood: false }))).toBe(false);
    expect(judged({ understood: false }, answer('It is sunny'))).toBe(false);
  });

  test('count: the total, else the first number of the text (thousands separators read)', () => {
    expect(judged({ count: 1200 }, answer('I found 1,200 contacts'))).toBe(true);
    expect(judged({ count: 12 }, answer('I found 1,200 contacts'))).toBe(false);
    expect(judged({ count: 5 }, answer('I found 7 contacts', [], { total: 5 }))).toBe(true);
    expect(firstNumber('abc 1,234 x 5')).toBe(1234);
  });

  test('counts: each number next to its own word', () => {
    const want: Expect = { counts: { buyers: 120, sellers: 95 } };
    expect(judged(want, answer('You have **120 buyers** and **95 sellers**.'))).toBe(true);
    expect(judged(want, answer('You have 95 buyers and 120 sellers.'))).toBe(false);
    expect(judged(want, answer('Sides: 95 sell, 120 buy'))).toBe(true);
    expect(judged(want, answer('120 contacts, 95 sellers'))).toBe(false);
  });

  test('first, includes and excludes', () => {
    expect(judged({ first: ['a', 'b'] }, answer('', ['b', 'a', 'c']))).toBe(true);
    expect(judged({ first: ['a', 'b'] }, answer('', ['b', 'c', 'a']))).toBe(false);
    expect(judged({ includes: ['a'], excludes: ['z'] }, answer('', ['a', 'q']))).toBe(true);
    expect(judged({ includes: ['a'], excludes: ['z'] }, answer('', ['a', 'z']))).toBe(false);
    expect(judged({ includes: ['a'], excludes: [] }, answer('', ['q']))).toBe(false);
  });

  test('agrees_with: the numbers both answers give the same thing agree', () => {
    const summary = answer('You have 1,400 contacts: 120 buyers and 95 sellers.');
    const other = (text: string) => judgeAnswer({ agrees_with: 'q1' }, answer(text), { ...ctx, answerTo: () => summary });
    expect(other('Of your contacts, 120 buyers are in Asia')).toBeNull();
    expect(other('You have 118 buyers')).not.toBeNull();
  });
});

describe('introductions', () => {
  const contact = (key: string, products: BookContact['truth']['products']): BookContact => ({
    key,
    full_name: key,
    interactions: [],
    truth: { products },
  });
  const truth = { serves: { urea: ['nitrogen_fertilizers'] }, introductions: [], priorities: [], cold: [] };
  const seller = contact('s', [{ key: 'urea', side: 'sells', current: true }]);

  test('a current seller and a buyer of the product, or of a product it serves, are right', () => {
    expect(introductionRight(truth, seller, contact('b', [{ key: 'urea', side: 'buys', current: true }])).right).toBe(true);
    expect(introductionRight(truth, seller, contact('b', [{ key: 'nitrogen_fertilizers', side: 'buys', current: true }])).right).toBe(true);
  });

  test('two sellers, a stopped product, a near miss, or the reverse direction are wrong', () => {
    expect(introductionRight(truth, seller, contact('b', [{ key: 'urea', side: 'sells', current: true }])).right).toBe(false);
    expect(introductionRight(truth, seller, contact('b', [{ key: 'urea', side: 'buys', current: false }])).right).toBe(false);
    expect(introductionRight(truth, seller, contact('b', [{ key: 'dap', side: 'buys', current: true }])).right).toBe(false);
    const buyer = contact('b', [{ key: 'nitrogen_fertilizers', side: 'sells', current: true }]);
    expect(introductionRight(truth, buyer, contact('x', [{ key: 'urea', side: 'buys', current: true }])).right).toBe(false);
  });
});
