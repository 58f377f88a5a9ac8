import { describe, expect, it } from 'vitest';
import { scanNetwork } from './scan.ts';

describe('the missing-data observation', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const contacts = [
    {
      id: 'bank',
      fullName: 'Marcus Reed',
      role: 'Trade Finance Banker',
      location: 'Houston, United States',
      commodities: 'Crude Oil (WTI)',
    },
    { id: 'adv', fullName: 'Miriam Müller', role: 'Consultant', location: 'Hamburg, Germany', commodities: 'Rapeseed, Soybeans' },
    { id: 'buyer', fullName: 'Zhang Wei', role: 'Buyer', location: 'Shanghai, China', commodities: 'Copper Concentrate' },
    { id: 'blank', fullName: 'No Goods', role: 'Trader', location: 'Geneva, Switzerland', commodities: '' },
    { id: 'nowhere', fullName: 'No Place', role: 'Supplier', location: '', commodities: 'Urea' },
  ];

  it('names only contacts without a location or commodities, not a banker or consultant who lists what they cover', () => {
    const missing = scanNetwork({ contacts, now }).find((i) => i.fingerprint.startsWith('analysis:missing:'));
    expect(missing?.contact_ids.sort()).toEqual(['blank', 'nowhere']);
    expect(missing?.title).toBe('2 contacts are missing a location or commodities');
  });
});
