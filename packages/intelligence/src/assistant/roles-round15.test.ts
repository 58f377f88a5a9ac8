/**
 * Issue 24, round 15: professions asked as traders ask them: tank terminals and warehouses, certifiers, abattoirs, cold
 * stores; bankers, surveyors and lawyers asked in Russian and Turkish; 'price reporters' are people, not a price asked.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-27T10:00:00Z');
const c = (id: string, role: string, company: string, notes = ''): AssistantContact => ({
  id,
  fullName: `Person ${id}`,
  company,
  role,
  location: 'Rotterdam, Netherlands',
  commodities: null,
  notes,
  interactions: [],
});
const index = buildAssistantIndex([
  c('t1', 'Commercial Manager', 'Vopak Terminal Europoort'),
  c('t2', 'Terminal Manager', 'Koole Tankstorage'),
  c('cert', 'Lead Auditor', 'Ecocert SA'),
  c('ab', 'Procurement', 'Frigorífico Rio Grande', 'abattoir, buys cattle'),
  c('cs', 'Ops', 'Polar Cold Storage BV', 'cold store at Eemhaven'),
  c('bank', 'Relationship Manager', 'ING Bank', 'trade finance'),
  c('sur', 'Surveyor', 'SGS Nederland'),
  c('pr', 'Price reporter', 'Argus Media'),
  c('tr', 'Trader', 'Biofuel Trading BV', 'buys UCO'),
]);
const ask = (message: string) => new Set(answerQuestion(index, { message, history: [], priorities: [], now }).contactIds);

describe('professions asked by name', () => {
  it('reads storage, certification, abattoirs and cold stores as kinds of contact', () => {
    expect(ask('tank terminal contacts')).toEqual(new Set(['t1', 't2']));
    expect(ask('certifiers?')).toEqual(new Set(['cert']));
    expect(ask('who are the abattoirs / slaughterhouses')).toEqual(new Set(['ab']));
    expect(ask('cold stores in my network')).toEqual(new Set(['cs']));
  });

  it('reads bankers and surveyors asked in Russian and Turkish', () => {
    expect(ask('кто у меня банкиры?')).toEqual(new Set(['bank']));
    expect(ask('sörveyörler kimler?')).toEqual(new Set(['sur']));
  });

  it("takes 'price reporters' for people, not for a price asked", () => {
    expect(ask('price reporters and analysts in my book')).toEqual(new Set(['pr']));
  });
});
