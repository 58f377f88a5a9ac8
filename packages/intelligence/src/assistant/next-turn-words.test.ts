/**
 * Issue 24, round 13: the next turn as traders type it. 'which r in indo' (texting English, the trade's 'Indo'),
 * 'only the japanese ones' (a people, not the 'Japanese H2' scrap grade one contact lists), 'mana yang di Australia?'
 * and 'yg di indonesia aja' (Indonesian), 'sadece ...' (Turkish), 'só os do Uruguai' (Portuguese) narrow the last list.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact, AssistantTurn } from './types.ts';

const now = new Date('2026-11-26T10:00:00Z');
const c = (id: string, location: string, commodities: string, role = 'Seller'): AssistantContact => ({
  id,
  fullName: `Person ${id}`,
  company: `Company ${id}`,
  role,
  location,
  commodities,
});

const BOOK: AssistantContact[] = [
  c('id1', 'Jakarta, Indonesia', 'thermal coal'),
  c('id2', 'Samarinda, Indonesia', 'thermal coal'),
  c('au1', 'Brisbane, Australia', 'thermal coal'),
  c('jp1', 'Tokyo, Japan', 'LNG', 'Buyer'),
  c('jp2', 'Osaka, Japan', 'LNG', 'Buyer'),
  c('kr1', 'Seoul, South Korea', 'LNG', 'Buyer'),
  c('h2', 'Busan, South Korea', 'Japanese H2', 'Buyer'),
  c('uy1', 'Montevideo, Uruguay', 'beef'),
  c('br1', 'Sao Paulo, Brazil', 'beef'),
  c('indo', 'Indo', 'cement', 'Buyer'),
];

describe('the next turn in the words traders type', () => {
  const index = buildAssistantIndex(BOOK);
  const converse = (...turns: string[]) => {
    const history: AssistantTurn[] = [];
    let ids: readonly string[] = [];
    for (const message of turns) {
      const a = answerQuestion(index, { message, history, now });
      history.push({ role: 'user', content: message }, { role: 'assistant', content: a.text, contactIds: a.contactIds });
      ids = a.contactIds;
    }
    return new Set(ids);
  };

  it('narrows the list to the place asked', () => {
    expect(converse('who sells thermal coal', 'which r in indo')).toEqual(new Set(['id1', 'id2']));
    expect(converse('who sells thermal coal', 'mana yang di Australia?')).toEqual(new Set(['au1']));
    expect(converse('who sells thermal coal', 'yg di indonesia aja')).toEqual(new Set(['id1', 'id2']));
    expect(converse('lng buyers?', 'only the japanese ones')).toEqual(new Set(['jp1', 'jp2']));
    expect(converse('beef sellers', 'só os do Uruguai')).toEqual(new Set(['uy1']));
  });
});
