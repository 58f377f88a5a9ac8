/**
 * What a relationship is worth, as notes say it in the trade's languages (issue 24, round 10): a key account, trades
 * counted, big volumes, and the doubts (a tiny player, only quotes, all talk).
 */
import { describe, expect, it } from 'vitest';
import { dealMentions, relationshipMentions, scaleMentions } from './network.ts';

describe('worth in the notes of other languages', () => {
  it.each([
    'one of our biggest relationships',
    'top counterparty, big volume',
    'kontrakt roczny 150kt na 2027',
    'partenaire régulier',
    'pelanggan utama kami',
    'khách hàng lớn',
    'malaking account',
    'en iyi müşterimiz',
    'wichtiger Kunde seit Jahren',
  ])('a standing relationship: %s', (notes) => {
    expect(relationshipMentions(notes)).toBeGreaterThan(0);
  });

  it.each(['did 8 trades in 2025', '5 transakcje w 2025', 'bisher 3 Geschäfte mit uns'])('deals done: %s', (notes) => {
    expect(dealMentions(notes)).toBeGreaterThan(0);
  });

  it.each([
    'tiny player',
    'all talk no deal',
    'only quotes so far',
    'nur Anfragen',
    'alleen offertes',
    'tylko zapytania',
    'maliit lang',
    'peu de volume',
  ])('a doubt: %s', (notes) => {
    expect(scaleMentions(notes).doubt).toBe(true);
  });

  it('reads big volumes in Indonesian and Polish as scale', () => {
    expect(scaleMentions('volume besar tiap bulan').scale).toBeGreaterThan(0);
    expect(scaleMentions('duże wolumeny').scale).toBeGreaterThan(0);
  });

  it('keeps an ordinary note neutral', () => {
    expect(scaleMentions('prefers WhatsApp, office in Hamburg')).toEqual({ scale: 0, doubt: false });
    expect(relationshipMentions('prefers WhatsApp, office in Hamburg')).toBe(0);
  });
});
