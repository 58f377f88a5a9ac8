/**
 * Questions in the trade's other languages (issue 24): the phrases that carry intent and time read as their
 * English, so each question gets the answer its English twin gets.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer.ts';
import { buildAssistantIndex } from './network-index.ts';
import { inEnglish } from './phrasebook.ts';
import { tokens } from './text.ts';
import type { AssistantContact } from './types.ts';

const now = new Date('2026-11-26T10:00:00Z');
const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const person = (id: string, daysAgo: number, extra: Partial<AssistantContact> = {}): AssistantContact => ({
  id,
  fullName: `${id[0]!.toUpperCase()}${id.slice(1)} Silva`,
  company: `${id} Trading`,
  location: 'Santos, Brazil',
  commodities: 'raw sugar',
  notes: `key account, term contract. sells raw sugar ${id}`,
  createdAt: '2024-01-10',
  interactions: [{ kind: 'call', occurredOn: day(daysAgo), text: 'price check' }],
  ...extra,
});

const BOOK: AssistantContact[] = [
  person('ana', 3),
  person('bruno', 20),
  person('carla', 45),
  person('diego', 200),
  person('elena', 400, { sourceOfIntroduction: 'Andi Wijaya' }),
  person('andi', 10, { fullName: 'Andi Wijaya' }),
  person('farid', 5, { interactions: [{ kind: 'meeting', occurredOn: day(5), text: 'met at Dubai Sugar Conference' }] }),
];
const index = buildAssistantIndex(BOOK);
const ask = (message: string, history: { role: 'user' | 'assistant'; content: string; contactIds?: string[] }[] = []) =>
  answerQuestion(index, { message, history, priorities: [], now });
const same = (foreign: string, english: string) => {
  const a = ask(foreign);
  const b = ask(english);
  expect(a.understood).toBe(true);
  expect([...a.contactIds].sort()).toEqual([...b.contactIds].sort());
  return a;
};

describe('the phrasebook', () => {
  const en = (q: string) =>
    inEnglish(tokens(q))
      .tokens.map((t) => t.word)
      .join(' ');

  it('puts time spans into English, units and all', () => {
    expect(en('con quién hablé en los últimos 7 días?')).toBe('who did i talk to in the last 7 days');
    expect(en('son 30 günde kiminle konuştum')).toBe('in the last 30 days who did i talk to');
    expect(en('с кем я говорил за последние 2 недели')).toBe('who did i talk to in the last 2 weeks');
    expect(en('ces 30 derniers jours')).toBe('in the last 30 days');
  });

  it('keeps the name a phrase is built around', () => {
    expect(en('Andi ne kisko milwaya?')).toBe('who did andi introduce');
  });

  it('reads a month after since', () => {
    expect(en('desde marzo')).toBe('since march');
  });

  it('leaves English, products and names as they are', () => {
    const asked = tokens('who sells azúcar crudo in Brasil since March?');
    expect(inEnglish(asked)).toEqual({ tokens: asked, changed: false });
    // 'Dias' is a surname unless a number comes before it.
    expect(en('who is Bartolomeu Dias')).toBe('who is bartolomeu dias');
  });
});

describe('questions in other languages get their English twin’s answer', () => {
  it.each([
    ['con quién hablé en los últimos 30 días?', 'who did I talk to in the last 30 days?'],
    ['com quem falei nos últimos 30 dias?', 'who did I talk to in the last 30 days?'],
    ['con chi ho parlato negli ultimi 30 giorni?', 'who did I talk to in the last 30 days?'],
    ['mit wem habe ich in den letzten 30 Tagen gesprochen?', 'who did I talk to in the last 30 days?'],
    ['son 30 günde kiminle konuştum?', 'who did I talk to in the last 30 days?'],
    ['siapa yang saya hubungi dalam 30 hari terakhir?', 'who did I contact in the last 30 days?'],
    ['a quién debería volver a llamar?', 'who should I reconnect with?'],
    ['com quem devo retomar contato?', 'who should I reconnect with?'],
    ['con chi dovrei riprendere contatto? i più importanti', 'who should I reconnect with? most valuable first'],
    ['kimi tekrar aramalıyım?', 'who should I reconnect with?'],
    ['Andi ne kisko milwaya?', 'who did Andi introduce?'],
  ])('%s', (foreign, english) => {
    const a = same(foreign, english);
    expect(a.contactIds.length).toBeGreaterThan(0);
  });

  it('answers a summary asked in French, Spanish or Indonesian', () => {
    for (const q of ['résumé de mon réseau', 'resumen de mi red', 'ringkasan jaringan saya']) {
      const a = ask(q);
      expect(a.understood).toBe(true);
      expect(a.text).toEqual(ask('summary of my network').text);
    }
  });

  it('acts on the last answer in a follow-up asked in Portuguese', () => {
    const first = ask('quem vende açúcar bruto?');
    const follow = ask('e desses, quais estão fora do Brasil?', [
      { role: 'user', content: 'quem vende açúcar bruto?' },
      { role: 'assistant', content: first.text, contactIds: [...first.contactIds] },
    ]);
    expect(follow.understood).toBe(true);
    expect(follow.contactIds).toEqual([]);
  });
});

describe('round 10: Dutch, Polish, the Scandinavian languages, Indonesian, Vietnamese, Tagalog and pidgin', () => {
  const en = (q: string) =>
    inEnglish(tokens(q))
      .tokens.map((t) => t.word)
      .join(' ');

  it('reads who buys and who sells, and the nouns of each side', () => {
    expect(en('wie koopt ruwe suiker?')).toBe('who buys ruwe suiker');
    expect(en('kto sprzedaje cukier?')).toBe('who sells cukier');
    expect(en('hvem køber sukker?')).toBe('who buys sukker');
    expect(en('siapa yang jual gula?')).toBe('who sells gula');
    expect(en('ai mua đường thô?')).toBe('who buys duong tho');
    expect(en('sino ang bumibili ng asukal?')).toBe('who buys ng asukal');
    expect(en('who dey buy sugar?')).toBe('who buys sugar');
    expect(en('ilu mam kupujących?')).toBe('how many mam buyers');
  });

  it('numbers Vietnamese months and reads the other languages’ time spans', () => {
    expect(en('từ tháng 3')).toBe('since march');
    expect(en('de afgelopen 30 dagen')).toBe('in the last 30 days');
    expect(en('w ostatnich 2 tygodniach')).toBe('in the last 2 weeks');
    expect(en('de senaste 30 dagarna')).toBe('in the last 30 days');
    expect(en('sa nakaraang 30 araw')).toBe('in the last 30 days');
  });

  it.each([
    ['met wie heb ik de afgelopen 30 dagen gesproken?', 'who did I talk to in the last 30 days?'],
    ['z kim rozmawiałem w ostatnich 30 dniach?', 'who did I talk to in the last 30 days?'],
    ['hvem har jeg talt med de sidste 30 dage?', 'who did I talk to in the last 30 days?'],
    ['vem har jag pratat med senaste 30 dagarna?', 'who did I talk to in the last 30 days?'],
    ['saya bicara dengan siapa dalam 30 hari terakhir?', 'who did I talk to in the last 30 days?'],
    ['tôi đã nói chuyện với ai trong 30 ngày qua?', 'who did I talk to in the last 30 days?'],
    ['sino ang nakausap ko sa nakaraang 30 araw?', 'who did I talk to in the last 30 days?'],
    ['wie heb ik al 6 maanden niet gesproken?', "who haven't I spoken to in over 6 months?"],
    ['met wie moet ik weer contact opnemen?', 'who should I reconnect with?'],
    ['z kim powinienem się ponownie skontaktować?', 'who should I reconnect with?'],
    ['hvem bør jeg kontakte igen?', 'who should I reconnect with?'],
    ['tôi nên liên lạc lại với ai?', 'who should I reconnect with?'],
    ['sino ang dapat kong kontakin ulit?', 'who should I reconnect with?'],
    ['wie verkoopt ruwe suiker?', 'who sells raw sugar?'],
    ['siapa yang jual raw sugar?', 'who sells raw sugar?'],
  ])('%s', (foreign, english) => {
    const a = same(foreign, english);
    expect(a.contactIds.length).toBeGreaterThan(0);
  });

  it('answers a summary asked in Dutch, Polish, Danish or Vietnamese', () => {
    for (const q of [
      'samenvatting van mijn netwerk',
      'podsumowanie mojej sieci',
      'oversigt over mit netværk',
      'tóm tắt mạng lưới của tôi',
    ]) {
      const a = ask(q);
      expect(a.understood).toBe(true);
      expect(a.text).toEqual(ask('summary of my network').text);
    }
  });

  it('counts buyers and sellers asked in Polish, Indonesian or Vietnamese', () => {
    const english = ask('how many buyers and how many sellers do I have?').text;
    for (const q of ['ilu mam kupujących a ilu sprzedających?', 'berapa pembeli dan penjual?', 'có bao nhiêu người mua và người bán?']) {
      expect(ask(q).text).toEqual(english);
    }
  });
});

describe('gone quiet, in other languages, and a country written where a city goes', () => {
  it.each([
    ['mit wem habe ich lange nicht gesprochen?', 'who have I lost touch with?'],
    ['met wie heb ik lang niet gesproken?', 'who have I lost touch with?'],
    ['uzun zamandır konuşmadığım kişiler', 'who have I lost touch with?'],
  ])('%s', (foreign, english) => {
    same(foreign, english);
  });

  it("reads 'Turkey' as the country even where a contact's city field holds it", () => {
    const book = buildAssistantIndex([
      person('hakan', 200, { location: 'Türkiye', city: 'Turkey', country: 'Turkey' }),
      person('mert', 200, { location: 'Istanbul, Turkey', city: 'Istanbul', country: 'Turkey' }),
    ]);
    const a = answerQuestion(book, { message: 'who sells raw sugar in Turkey?', history: [], priorities: [], now });
    expect([...a.contactIds].sort()).toEqual(['hakan', 'mert']);
  });
});
