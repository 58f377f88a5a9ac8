/**
 * Who introduced a contact, as notes and sources say it in the trade's languages (issue 24).
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { introducersInNotes } from './introducers.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

describe('introducers the notes name', () => {
  it.each([
    ['chai patti CTC leta hai. Imran ne milwaya', ['Imran']],
    ['DAP khad leta hai - introduced by Imran (Karachi)', ['Imran']],
    ['end user of cumin seeds. Shafiq bhai ka reference', ['Shafiq']],
    ['repeat business since 2015 - Shafiq bhai introduced', ['Shafiq']],
    ['cerramos 4 operaciones. me lo presentó Memo Garza', ['Memo Garza']],
    ['gasera. contacto de Rick Hale', ['Rick Hale']],
    ['Hussein Dewji gave me his number', ['Hussein Dewji']],
    ['apresentado por João Silva na feira', ['João Silva']],
    ['Elnur bey tanıştırdı', ['Elnur']],
    ['avans 10%, rest cad -- via VOICU Ionuț', ['VOICU Ionuț']],
    ['importa peleti lemn -- prin Elena Dimitrova', ['Elena Dimitrova']],
    ['fan Steaua -- познайомив Elena Dimitrova', ['Elena Dimitrova']],
    ['no deals -- Murat Demir (sahin commodities san. ve tic. a.s.) recommended', ['Murat Demir']],
    ['buyer of olive oil, tramite Marco Rossi', ['Marco Rossi']],
  ])('%s', (notes, expected) => {
    expect(introducersInNotes(notes)).toEqual(expected);
  });

  it('names nobody in notes that say no introduction', () => {
    expect(introducersInNotes('sells urea by rail, introduced a new grade in 2025')).toEqual([]);
    expect(introducersInNotes('via Poti port, FOB')).toEqual([]);
    expect(introducersInNotes('ships via Rotterdam, contact via WhatsApp only')).toEqual([]);
  });
});

describe('who did X introduce', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const c = (id: string, source: string | null, notes = ''): AssistantContact => ({
    id,
    fullName: `${id} Person`,
    company: null,
    location: 'Karachi, Pakistan',
    commodities: null,
    notes,
    sourceOfIntroduction: source,
  });
  const index = buildAssistantIndex([
    c('a', 'Imran bhai'),
    c('b', null, 'urea leta hai. Imran ne milwaya'),
    c('c', 'via Shafiqul'),
    c('d', 'Shafiq (Dhaka)'),
    c('e', 'Эльнур Мамедов'),
    c('f', 'Elnur Mammadov'),
    c('g', 'Ketan Shah'),
    c('h', null, 'Ketan bhai ka reference'),
    c('x', 'LinkedIn'),
  ]);
  const ask = (message: string) => [...answerQuestion(index, { message, history: [], priorities: [], now }).contactIds].sort();

  it('finds a contact the notes say was introduced', () => {
    expect(ask('who did Imran introduce me to?')).toEqual(['a', 'b']);
  });
  it('finds a longer form of the name a source writes', () => {
    expect(ask('contacts that came through Shafiq?')).toEqual(['c', 'd']);
  });
  it('reads a source written in Cyrillic', () => {
    expect(ask('who did Elnur introduce?')).toEqual(['e', 'f']);
  });
  it('reads a question with a word of respect, in Hinglish', () => {
    expect(ask('Ketan bhai ne kis kis ko refer kiya?')).toEqual(['g', 'h']);
  });
});
