import { describe, expect, it } from 'vitest';
import { type EngineContact, profileContact, profileNetwork } from './network.ts';
import { findSynergies } from './synergy.ts';

const now = new Date('2026-11-23T12:00:00Z');
const c = (over: Partial<EngineContact> & { id: string }): EngineContact => ({ fullName: `Person ${over.id}`, ...over });

describe('introductions weigh what the notes doubt (round 5)', () => {
  it('reads more doubts traders write: never closes, a one-off enquiry, met once', () => {
    for (const notes of ['knows everyone, never closes', 'one-off enquiry last year', 'met once at a dinner', 'unreliable, price fishing'])
      expect(profileContact(c({ id: 'x', role: 'Buyer', commodities: 'urea', notes })).doubt).toBe(true);
    expect(profileContact(c({ id: 'x', role: 'Buyer', commodities: 'urea', notes: 'closes fast, 3 cargoes with us' })).doubt).toBe(false);
  });

  it('a counterpart the notes doubt ranks below an equal one, and the insight says why', () => {
    const contacts = [
      c({
        id: 'a-seller',
        fullName: 'Ali Doubt',
        role: 'Seller',
        commodities: 'urea',
        notes: 'tyre kicker, never closes',
        location: 'Doha, Qatar',
      }),
      c({ id: 'b-seller', role: 'Seller', commodities: 'urea', location: 'Doha, Qatar' }),
      c({ id: 'z-buyer', role: 'Buyer', commodities: 'urea', location: 'Mombasa, Kenya' }),
    ];
    const found = findSynergies(profileNetwork(contacts), { now });
    expect(found.map((m) => `${m.sellerId}>${m.buyerId}`)).toEqual(['b-seller>z-buyer', 'a-seller>z-buyer']);
    expect(found[0]!.score).toBeGreaterThan(found[1]!.score);
    expect(found[1]!.reasons.join(' ')).toContain('Your notes doubt Ali Doubt');
  });

  it('is deterministic: the same book in another order gives the same introductions', () => {
    const contacts = [
      c({ id: 'a', role: 'Seller', commodities: 'HRC', notes: 'one-off enquiry', location: 'Mumbai, India' }),
      c({ id: 'b', role: 'Seller', commodities: 'HRC', location: 'Mumbai, India' }),
      c({ id: 'c', role: 'Buyer', commodities: 'HR coil', location: 'Lagos, Nigeria' }),
      c({ id: 'd', role: 'Buyer', commodities: 'HRC', notes: 'met once', location: 'Lagos, Nigeria' }),
    ];
    const order = (list: EngineContact[]) =>
      findSynergies(profileNetwork(list), { now }).map((m) => `${m.sellerId}>${m.buyerId}:${m.score}`);
    expect(order([...contacts].reverse())).toEqual(order(contacts));
  });
});
