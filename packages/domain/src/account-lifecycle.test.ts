import { describe, expect, it } from 'vitest';
import { addBusinessDays, addMonths, isPaidSubscriber } from './account-lifecycle.ts';

const d = (iso: string) => new Date(iso);

describe('addBusinessDays', () => {
  it('skips Saturdays and Sundays and keeps the time of day', () => {
    // 2026-11-25 is a Wednesday.
    expect(addBusinessDays(d('2026-11-25T10:00:00Z'), 5).toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(addBusinessDays(d('2026-11-27T10:00:00Z'), 1).toISOString()).toBe('2026-11-30T10:00:00.000Z'); // Friday + 1 = Monday
    expect(addBusinessDays(d('2026-11-28T10:00:00Z'), 5).toISOString()).toBe('2026-12-04T10:00:00.000Z'); // Saturday + 5 = Friday
    expect(addBusinessDays(d('2026-11-29T23:30:00Z'), 5).toISOString()).toBe('2026-12-04T23:30:00.000Z'); // Sunday + 5 = Friday
  });
});

describe('addMonths', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths(d('2026-05-15T12:00:00Z'), 6).toISOString()).toBe('2026-11-15T12:00:00.000Z');
    expect(addMonths(d('2026-08-31T12:00:00Z'), 6).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(addMonths(d('2027-01-15T00:00:00Z'), -6).toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });
});

describe('isPaidSubscriber', () => {
  it('is true only for a plan other than free that is paid for', () => {
    expect(isPaidSubscriber('professional', 'active')).toBe(true);
    expect(isPaidSubscriber('starter', 'past_due')).toBe(true);
    expect(isPaidSubscriber('professional', 'trial')).toBe(false);
    expect(isPaidSubscriber('free', 'canceled')).toBe(false);
    expect(isPaidSubscriber('free', 'active')).toBe(false);
  });
});
