/**
 * Issue 24, round 17: a company named as where the goods come from or go ('TANECU has RCN, who needs it?', 'who can
 * supply DAP to Lume Adama union?') is the source, not where the answer works; a grade left out leaves its product in
 * ('who buys SN500 but not SN150'); a named grade counts only within its product ('prime' is fishmeal's grade, not a
 * word of 'my prime contacts'); and 'X and Y both' asks for contacts trading each.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import { parseQuestion } from './query.ts';
import type { AssistantContact } from './types.ts';

const c = (id: string, company: string, role: string, commodities: string, notes = ''): AssistantContact => ({
  id,
  fullName: `Person ${id}`,
  company,
  role,
  location: 'Dar es Salaam, Tanzania',
  commodities,
  notes,
  interactions: [],
});
const index = buildAssistantIndex([
  c('u1', 'TANECU', 'Seller', 'raw cashew nuts', 'union, auctions RCN'),
  c('b1', 'Agarwal Cashew Import', 'Buyer', 'RCN', 'processor in Kollam'),
  c('b2', 'Vinh Cashew JSC', 'Buyer', 'raw cashew', 'buys RCN for shelling'),
  c('l1', 'Lume Adama Farmers Coop Union', 'Buyer', 'DAP', 'tenders for DAP every season'),
  c('s1', 'Atlas Agri Inputs', 'Seller', 'DAP', 'offers DAP ex Jorf'),
  c('s2', 'Ma’aden Sales', 'Seller', 'DAP, MAP', ''),
  c('o1', 'Gulf Lubes', 'Buyer', 'base oil SN500', 'blender, takes SN500 only'),
  c('o2', 'Karachi Blenders', 'Buyer', 'base oil SN150, SN500', 'blender'),
  c('o3', 'Lanka Lubes', 'Buyer', 'base oil SN150', 'blender'),
  c('f1', 'Fujairah Bunkers', 'Seller', 'HSFO 380, VLSFO', 'sells both'),
  c('f2', 'Sohar Fuels', 'Seller', 'HSFO 380', ''),
  c('m1', 'Pesquera Sur', 'Seller', 'fishmeal prime', ''),
  c('m2', 'Pesquera Norte', 'Seller', 'fishmeal std', ''),
]);
const now = new Date('2026-11-27T10:00:00Z');
const ids = (q: string) => [...answerQuestion(index, { message: q, now }).contactIds].sort();

describe('a company as the source, grades left out, and both products', () => {
  it('answers the other side of the product elsewhere when the company named is on one side of it', () => {
    expect(ids('TANECU still has 3000t RCN – who needs it?')).toEqual(['b1', 'b2']);
    expect(ids('who can supply DAP to lume adama union?')).toEqual(['s1', 's2']);
    // (Asked for the company's own contacts, the company is where the answer works.)
    expect(ids('who sells RCN at TANECU')).toEqual(['u1']);
  });

  it('leaves a grade out and keeps the product', () => {
    expect(ids('who buys SN500 but not SN150')).toEqual(['o1']);
  });

  it('reads a named grade only within its product', () => {
    expect(ids('prime fishmeal sellers')).toEqual(['m1']);
    expect(parseQuestion(index, 'who are my prime hsfo sellers', now).grades).toEqual([]);
  });

  it("counts both sides of 'RCN buyers/sellers?' and of the Swahili question, and lists 'all RCN buyers and sellers'", () => {
    for (const q of ['RCN buyers/sellers?', 'wangapi wanunuzi na wauzaji wa korosho ghafi?']) {
      const a = answerQuestion(index, { message: q, now });
      expect(a.intent).toBe('count');
      expect(a.text).toContain('**2 buyers** and **1 seller**');
      expect([...a.contactIds].sort()).toEqual(['b1', 'b2', 'u1']);
    }
    expect(answerQuestion(index, { message: 'all RCN buyers and sellers', now }).intent).toBe('find');
  });

  it("reads 'X and Y both' as each of them", () => {
    expect(parseQuestion(index, 'sells hsfo 380 and vlsfo both', now).allProducts).toBe(true);
    expect(ids('sells hsfo 380 and vlsfo both')).toEqual(['f1']);
  });

  it('reads who buys, who sells and how many in Urdu, Hindi, Gujarati and Amharic, with a country in Urdu', () => {
    const urdu = parseQuestion(index, 'پاکستان میں فرنس آئل کون خریدتا ہے', now);
    expect([urdu.products.map((p) => p.id), urdu.side, urdu.places.map((p) => p.value)]).toEqual([['fuel_oil'], 'buys', ['PK']]);
    const count = parseQuestion(index, 'کتنے لوگ دانے دار گندھک خریدتے ہیں', now);
    expect([count.intent, count.side, count.products.map((p) => p.id), count.grades.map((g) => g.key)]).toEqual([
      'count',
      'buys',
      ['sulphur'],
      ['sulphur_granular'],
    ]);
    expect(parseQuestion(index, 'बिटुमेन कौन बेचता है', now).side).toBe('sells');
    expect(parseQuestion(index, 'કોણ ખરીદે છે તલ', now).side).toBe('buys');
    expect(parseQuestion(index, 'ሰሊጥ ማን ይሸጣል', now).side).toBe('sells');
  });
});
