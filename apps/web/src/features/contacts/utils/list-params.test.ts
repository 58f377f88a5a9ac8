import { describe, expect, it } from 'vitest';
import { readListParams, toggleValue, writeListParams } from './list-params';

describe('the contacts list in the URL', () => {
  it('reads search, filters and order, ignoring blanks, repeats and unknown orders', () => {
    const params = readListParams(new URLSearchParams('q=%20cu%20&commodity=Gold&commodity=Gold&commodity=&role=Broker&sort=name'));
    expect(params).toEqual({ q: 'cu', commodities: ['Gold'], locations: [], roles: ['Broker'], sort: 'name' });
    expect(readListParams(new URLSearchParams('sort=random')).sort).toBe('newest');
  });

  it('writes back only what differs from the defaults, and keeps other parameters', () => {
    const base = new URLSearchParams('tab=x&q=old');
    const written = writeListParams({ q: 'copper', commodities: ['Gold', 'Iron Ore'], locations: [], roles: [], sort: 'newest' }, base);
    expect(written.toString()).toBe('tab=x&q=copper&commodity=Gold&commodity=Iron+Ore');
    expect(readListParams(written)).toMatchObject({ q: 'copper', commodities: ['Gold', 'Iron Ore'], sort: 'newest' });
    expect(writeListParams({ q: '', commodities: [], locations: [], roles: [], sort: 'company' }).toString()).toBe('sort=company');
  });

  it('toggles a value in a list', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('the relationship filters in the URL', () => {
  it('reads overdue and a minimum strength, and writes them back', () => {
    const params = readListParams(new URLSearchParams('role=Buyer&overdue=true&min_strength=40&sort=strength'));
    expect(params).toEqual({ q: '', commodities: [], locations: [], roles: ['Buyer'], sort: 'strength', overdue: true, min_strength: 40 });
    expect(writeListParams(params).toString()).toBe('role=Buyer&overdue=true&min_strength=40&sort=strength');
  });

  it('leaves out what filters nothing or is not a strength', () => {
    for (const query of ['overdue=false&min_strength=0', 'min_strength=abc', 'min_strength=101', 'min_strength=4.5', 'overdue=1']) {
      const params = readListParams(new URLSearchParams(query));
      expect(params.overdue, query).toBeUndefined();
      expect(params.min_strength, query).toBeUndefined();
    }
    const cleared = writeListParams(
      { q: '', commodities: [], locations: [], roles: [], sort: 'newest' },
      new URLSearchParams('overdue=true&min_strength=70&tab=x'),
    );
    expect(cleared.toString()).toBe('tab=x');
  });
});
