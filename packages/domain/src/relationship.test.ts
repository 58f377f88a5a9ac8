import { describe, expect, it } from 'vitest';
import {
  cadenceLabel,
  cadenceOf,
  defaultCadenceDays,
  relationshipStrength,
  type StrengthInteraction,
  strengthLabel,
} from './relationship.ts';

const NOW = new Date('2026-11-26T10:00:00Z');
/** The day `n` days before NOW. */
const ago = (n: number, now = NOW) => new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10);
const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

describe('relationshipStrength', () => {
  const strong: StrengthInteraction[] = [
    { kind: 'meeting', date: ago(7), direction: null },
    ...Array.from({ length: 6 }, (_, i) => ({ kind: 'email' as const, date: ago(3 + i * 12), direction: 'in' as const })),
    ...Array.from({ length: 6 }, (_, i) => ({ kind: 'email' as const, date: ago(5 + i * 12), direction: 'out' as const })),
  ];

  it('a contact met last week and mailing both ways is strong, and the note says why', () => {
    const s = relationshipStrength(strong, NOW);
    expect(s.score).toBeGreaterThanOrEqual(70);
    expect(strengthLabel(s.score)).toBe('Strong');
    expect(s.note).toBe('12 e-mails both ways and 1 other in 90 days, last meeting 7 days ago');
  });

  it('one e-mail a year ago is weak', () => {
    const s = relationshipStrength([{ kind: 'email', date: ago(360), direction: 'in' }], NOW);
    expect(s.score).toBeLessThan(15);
    expect(s.note).toBe('1 e-mail received in a year, last e-mail 12 months ago');
  });

  it('only outgoing mails score below the same mails both ways', () => {
    const dates = [2, 10, 20, 35, 50, 70];
    const out = dates.map((d) => ({ kind: 'email' as const, date: ago(d), direction: 'out' as const }));
    const both = dates.map((d, i) => ({ kind: 'email' as const, date: ago(d), direction: i % 2 ? ('in' as const) : ('out' as const) }));
    const one = relationshipStrength(out, NOW);
    const two = relationshipStrength(both, NOW);
    expect(one.score).toBeLessThan(two.score - 20);
    expect(one.note).toBe('6 e-mails sent, none received in 90 days, last e-mail 2 days ago');
    expect(two.note).toBe('6 e-mails both ways in 90 days, last e-mail 2 days ago');
  });

  it('names a direction only for the kind it counts: a logged call is not "received" because an e-mail was', () => {
    const s = relationshipStrength(
      [
        { kind: 'call', date: ago(0), direction: null },
        { kind: 'email', date: ago(45), direction: 'in' },
      ],
      NOW,
    );
    expect(s.note).toBe('1 call and 1 other in 90 days, last call today');
  });

  it('a note alone is weak, a meeting on the same day is not', () => {
    const note = relationshipStrength([{ kind: 'note', date: ago(1), direction: null }], NOW);
    const meeting = relationshipStrength([{ kind: 'meeting', date: ago(1), direction: null }], NOW);
    expect(note.score).toBeLessThan(40);
    expect(meeting.score).toBeGreaterThan(note.score + 15);
    expect(note.note).toBe('1 note in 90 days, last note yesterday');
  });

  it('decays as now moves on, and is the same for the same input (deterministic)', () => {
    const scores = [0, 30, 90, 180, 400].map((d) => relationshipStrength(strong, later(d)).score);
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThan(scores[i - 1]!);
    expect(scores.at(-1)).toBeLessThan(15);
    expect(relationshipStrength(strong, NOW)).toEqual(relationshipStrength([...strong].reverse(), NOW));
  });

  it('is 0 without interactions, and stays within 0..100 for a flood of them', () => {
    expect(relationshipStrength([], NOW)).toEqual({ score: 0, note: 'No interactions yet' });
    const flood = Array.from({ length: 2000 }, (_, i) => ({
      kind: 'meeting' as const,
      date: ago(i % 300),
      direction: i % 2 ? ('in' as const) : ('out' as const),
    }));
    expect(relationshipStrength(flood, NOW).score).toBeLessThanOrEqual(100);
    expect(relationshipStrength(flood, NOW).score).toBeGreaterThanOrEqual(90);
  });
});

describe('cadences', () => {
  it('defaults by strength, one step more frequent for a buyer, supplier or broker', () => {
    expect(defaultCadenceDays(85, 'Analyst')).toBe(30);
    expect(defaultCadenceDays(85, 'Buyer')).toBe(14);
    expect(defaultCadenceDays(55, null)).toBe(91);
    expect(defaultCadenceDays(55, ' supplier ')).toBe(30);
    expect(defaultCadenceDays(20, 'Other')).toBe(182);
    expect(defaultCadenceDays(20, 'Broker')).toBe(91);
    expect(defaultCadenceDays(14, 'Buyer')).toBeNull();
    expect(defaultCadenceDays(null, 'Buyer')).toBeNull();
  });

  it('a cadence set wins; the due day is the last contact plus the cadence; overdue once it is past', () => {
    const base = { strength: 80, role: 'Buyer', last_contacted_at: '2026-10-01', created_at: '2026-01-05T08:00:00.000Z' };
    expect(cadenceOf({ ...base, keep_in_touch_days: null }, '2026-10-15')).toEqual({
      cadence_days: 14,
      cadence_due_on: '2026-10-15',
      cadence_overdue: false,
    });
    expect(cadenceOf({ ...base, keep_in_touch_days: null }, '2026-10-16').cadence_overdue).toBe(true);
    expect(cadenceOf({ ...base, keep_in_touch_days: 182 }, '2026-10-16')).toEqual({
      cadence_days: 182,
      cadence_due_on: '2027-04-01',
      cadence_overdue: false,
    });
    // Never contacted: counted from the day the contact was added.
    expect(cadenceOf({ ...base, last_contacted_at: null, keep_in_touch_days: 30 }, '2026-11-26').cadence_due_on).toBe('2026-02-04');
    expect(cadenceOf({ ...base, strength: 5, keep_in_touch_days: null }, '2026-11-26')).toEqual({
      cadence_days: null,
      cadence_due_on: null,
      cadence_overdue: false,
    });
    expect(cadenceLabel(91)).toBe('Every quarter');
  });
});
