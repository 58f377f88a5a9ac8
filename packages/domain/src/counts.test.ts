import { describe, expect, it } from 'vitest';
import { formatCount, plural, pluralize } from './counts.ts';

describe('counts in words', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, 'reminder')).toBe('1 reminder');
    expect(plural(0, 'reminder')).toBe('0 reminders');
    expect(plural(2, 'city', 'cities')).toBe('2 cities');
    expect(plural(1, 'city', 'cities')).toBe('1 city');
    expect(pluralize(1, 'contact has', 'contacts have')).toBe('contact has');
    expect(pluralize(7, 'contact has', 'contacts have')).toBe('contacts have');
  });

  it('groups thousands the same way everywhere', () => {
    expect(formatCount(1250)).toBe('1,250');
    expect(plural(12500, 'contact')).toBe('12,500 contacts');
  });
});
