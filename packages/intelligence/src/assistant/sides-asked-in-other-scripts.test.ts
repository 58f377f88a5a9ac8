/**
 * Issue 24, round 15: who buys and who sells, and how many, asked in Arabic, Korean, Russian, Turkish and Vietnamese;
 * 'hors Europe' with no 'de'. (A side word of another script never turns a product word into a side: the lists of
 * side words stay whole words.)
 */
import { describe, expect, it } from 'vitest';
import { buildAssistantIndex } from './network-index.ts';
import { parseQuestion } from './query.ts';
import type { AssistantContact } from './types.ts';

const c = (id: string, commodities: string, notes: string, location: string): AssistantContact => ({
  id,
  fullName: `Person ${id}`,
  company: `Company ${id}`,
  role: 'Trader',
  location,
  commodities,
  notes,
  interactions: [],
});
const index = buildAssistantIndex([
  c('a', 'dates', 'exports dates', 'Riyadh, Saudi Arabia'),
  c('b', 'LNG', 'buys LNG', 'Seoul, South Korea'),
  c('d', 'urea', 'sells urea', 'Moscow, Russia'),
  c('e', 'HMS 1&2', 'buys scrap', 'Iskenderun, Turkey'),
  c('f', 'RCN', 'buys raw cashew', 'Ho Chi Minh City, Vietnam'),
  c('g', 'cocoa beans', 'buys cocoa beans', 'Amsterdam, Netherlands'),
]);
const now = new Date('2026-11-27T10:00:00Z');
const parse = (q: string) => parseQuestion(index, q, now);

describe('sides and counts asked in other scripts', () => {
  it.each([
    ['كم واحد يبيع تمر؟', 'sells', 'dates'],
    ['LNG 사는 사람 몇 명?', 'buys', 'lng'],
    ['сколько у меня продавцов карбамида?', 'sells', 'urea'],
    ['kaç tane hurda alıcısı var?', 'buys', 'steel_scrap'],
    ['bao nhiêu khách mua hạt điều thô?', 'buys', 'cashew_rcn'],
  ])('%s', (asked, side, product) => {
    const q = parse(asked);
    expect(q.intent).toBe('count');
    expect(q.side).toBe(side);
    expect(q.products.map((p) => p.id)).toContain(product);
  });

  it("reads 'hors Europe' as outside Europe", () => {
    const q = parse('acheteurs de fèves de cacao hors europe');
    expect(q.exclude.places.map((p) => p.label)).toEqual(['Europe']);
  });
});

describe('places asked in other languages', () => {
  const book = buildAssistantIndex([
    c('m1', 'wheat', 'buys wheat', 'Marseille, France'),
    c('m2', 'sugar', 'buys sugar', 'Marseille, France'),
    c('p1', 'nickel ore', 'sells nickel ore', 'Surigao City, Philippines'),
  ]);
  it("reads a hub by its name in another language ('a Marsiglia') and 'quanti' as how many", () => {
    const q = parseQuestion(book, 'quanti contatti ho a marsiglia?', now);
    expect(q.intent).toBe('count');
    expect(q.places).toEqual([{ kind: 'city', value: 'marseille', label: 'Marseille' }]);
  });
  it("names the country by its own name ('the Philippines', not the words read)", () => {
    expect(parseQuestion(book, 'list all contacts in the philippines', now).places[0]!.label).toBe('Philippines');
  });
});
