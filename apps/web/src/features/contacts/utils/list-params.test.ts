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
