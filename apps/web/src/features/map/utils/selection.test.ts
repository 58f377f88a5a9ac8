import type { MapCity, MapResponse } from '@tradeloom/domain';
import { describe, expect, it } from 'vitest';
import { type MapSelection, reconcileSelection, widens } from './selection';

const none = { q: '', commodities: [], locations: [], roles: [] };
const city = (key: string, count: number, ids: string[]): MapCity => ({
  key,
  name: key,
  country: null,
  latitude: 1,
  longitude: 1,
  count,
  group: 'other',
  top_commodity: null,
  contacts: ids.map((id) => ({ id, full_name: id, company: null, strength: null })),
});
const answer = (...cities: MapCity[]): MapResponse => ({
  total: cities.reduce((n, c) => n + c.count, 0),
  with_coordinates: cities.reduce((n, c) => n + c.count, 0),
  cities,
  tiles: null,
});
const picked: MapSelection = { id: 'wei', cityKey: 'sg', seenWith: none };

describe('the contact picked on the map', () => {
  it('stays while the new answer still lists it, and remembers the filters it was seen with', () => {
    const wheat = { ...none, commodities: ['Wheat'] };
    expect(reconcileSelection(picked, answer(city('sg', 4, ['wei', 'ana'])), wheat)).toEqual({ ...picked, seenWith: wheat });
  });

  it('leaves when its city is gone from the answer, or the city lists all its contacts without it', () => {
    const copper = { ...none, commodities: ['Copper'] };
    expect(reconcileSelection(picked, answer(city('hk', 2, ['li', 'ho'])), copper)).toBeNull();
    expect(reconcileSelection(picked, answer(city('sg', 2, ['ana', 'raj'])), copper)).toBeNull();
    expect(reconcileSelection(picked, answer(), { ...none, q: 'nobody' })).toBeNull();
  });

  it('stays when the city has more contacts than it lists and the filters only let more through', () => {
    const seen: MapSelection = { ...picked, seenWith: { ...none, q: 'grain trader', commodities: ['Wheat'] } };
    const busy = answer(city('sg', 40, ['a', 'b', 'c']));
    expect(reconcileSelection(seen, busy, none)).toBe(seen);
    expect(reconcileSelection(seen, busy, { ...none, q: 'trader', commodities: ['Wheat', 'Corn'] })).toBe(seen);
    // Narrower or different filters: whether it still matches is not known, so it leaves.
    expect(reconcileSelection(seen, busy, { ...none, q: 'grain trader', commodities: ['Corn'] })).toBeNull();
    expect(reconcileSelection(seen, busy, { ...none, q: 'grain trader geneva', commodities: ['Wheat'] })).toBeNull();
    expect(reconcileSelection(seen, busy, { ...seen.seenWith, roles: ['Buyer'] })).toBeNull();
  });

  it('widens: each filter empty or a superset, the search words a subset (letter case aside)', () => {
    const before = { q: 'Grain Trader', commodities: ['Wheat'], locations: ['Geneva'], roles: [] };
    expect(widens(before, before)).toBe(true);
    expect(widens({ ...before, q: 'grain' }, before)).toBe(true);
    expect(widens({ ...before, commodities: ['wheat', 'Corn'] }, before)).toBe(true);
    expect(widens({ ...before, locations: [] }, before)).toBe(true);
    expect(widens({ ...before, roles: ['Buyer'] }, before)).toBe(false);
    expect(widens({ ...before, q: 'grain trader zug' }, before)).toBe(false);
    expect(widens({ ...before, commodities: ['Corn'] }, before)).toBe(false);
  });
});
