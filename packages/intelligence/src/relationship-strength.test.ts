/** The engine reads the relationship strength the server computed (decision 041). */
import { describe, expect, it } from 'vitest';
import { type EngineContact, profileNetwork } from './network.ts';
import { coldRelationships, contactWorth } from './reminders.ts';

const now = new Date('2026-11-20T09:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10);
const supplier = (id: string, strength: number | null): EngineContact => ({
  id,
  fullName: `Supplier ${id}`,
  role: 'Supplier',
  commodities: 'Barley',
  lastContactedAt: daysAgo(200),
  strength,
});

describe('cold relationships and strength', () => {
  it('of equally valuable silent contacts, names the one that was closer first, and says its strength', () => {
    const cold = coldRelationships(profileNetwork([supplier('a', 12), supplier('b', 41), supplier('c', null)]), (p) => contactWorth(p), {
      now,
      minValue: 0,
    });
    expect(cold.map((c) => c.id)).toEqual(['b', 'a', 'c']);
    expect(cold[0]!.why).toContain('relationship strength 41');
    expect(cold[2]!.why.some((w) => w.startsWith('relationship strength'))).toBe(false);
  });
});
