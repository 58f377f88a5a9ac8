/**
 * A question naming a company (issue 24): the company wins over notes that mention its words, over the side or
 * product its words name, and over a pronoun that reads like a place; a legal form before or after the name, or
 * asked with it, is the same company.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-26T10:00:00Z');
const c = (id: string, company: string, notes = '', location = 'Jakarta, Indonesia'): AssistantContact => ({
  id,
  fullName: `${id} Person`,
  company,
  location,
  commodities: null,
  notes,
});

const BOOK: AssistantContact[] = [
  c('vistula1', 'Vistula Snacks Inc', 'buys cashew W320 for roasting', 'Hong Kong'),
  c('vistula2', 'Vistula Snacks Inc', 'cashew kernels importer', 'Hong Kong'),
  c('snacky', 'Golden Bite Foods', 'makes Vistula-style snacks for retail', 'Warsaw, Poland'),
  c('samudra1', 'PT Samudra Logistik Energy Tbk', 'coal barging'),
  c('samudra2', 'CV Samudra Logistik', 'trucking'),
  c('flour', 'PT Flour Mills Cahaya Abadi', 'buys wheat APW'),
  c('mill', 'Sinar Flour Mills', 'sells wheat flour'),
  c('cerrado1', 'Cerrado Grãos Ltda', 'sells soybeans', 'São Paulo, Brazil'),
  c('cerrado2', 'Cerrado Grãos', 'sells corn', 'Rio Verde, Brazil'),
  c('eu', 'Baltic Grain AB', 'buys corn', 'Stockholm, Sweden'),
  c('caspian1', 'Caspian Energy Trading DMCC', 'gasoil', 'Dubai, UAE'),
  c('caspian2', 'Caspian Energy Trading', 'gasoil', 'Baku, Azerbaijan'),
  c('huaylas1', 'Compañía Minera Huaylas S.A.A.', 'zinc concentrate', 'Lima, Peru'),
  c('huaylas2', 'Minera Huaylas SAC', 'zinc concentrate', 'Lima, Peru'),
];
const index = buildAssistantIndex(BOOK);
const ask = (message: string) => [...answerQuestion(index, { message, history: [], priorities: [], now }).contactIds].sort();

describe('a company named in a question', () => {
  it('is the company, not the notes that mention its words', () => {
    expect(ask('who works for Vistula Snacks')).toEqual(['vistula1', 'vistula2']);
  });

  it('is found after a legal form it starts with', () => {
    expect(ask('anyone from Samudra Logistik?')).toEqual(['samudra1', 'samudra2']);
  });

  it('asks for no side with a word of its name', () => {
    expect(ask('contacts at Flour Mills Cahaya Abadi')).toEqual(['flour']);
  });

  it("reads Portuguese 'eu' as I, not as the EU", () => {
    expect(ask('quem eu conheço na Cerrado Grãos?')).toEqual(['cerrado1', 'cerrado2']);
  });

  it('is the company under any legal form when asked with one', () => {
    expect(ask('show me everyone from caspian energy trading dmcc')).toEqual(['caspian1', 'caspian2']);
    expect(ask('contacts at minera huaylas')).toEqual(['huaylas1', 'huaylas2']);
  });
});
