import { shorthandPlaces } from '@tradeloom/domain/trade';
import { describe, expect, it } from 'vitest';
import { loadSourceCities } from '../src/modules/locations/city-import.ts';
import { CITY_ALIASES, ENGLISH_CITY_NAMES, foldDiacritics } from '../src/modules/locations/place-names.ts';

// The one table of the trade's place shorthand (domain place-shorthand.ts) names towns the geocoder must find:
// each is a town of that country in the cities data, by its name, its plain-letter name or an alias.
describe('the trade’s place shorthand', () => {
  it('names, for every shorthand of a town, a town of some size in its country that the cities data holds', () => {
    const byName = new Map<string, { country: string; population: number; id: number }[]>();
    const put = (name: string, c: { country: string; population: number; id: number }) =>
      (byName.get(name) ?? byName.set(name, []).get(name)!).push(c);
    const sources = loadSourceCities();
    const byId = new Map<number, { country: string; population: number; id: number }>();
    for (const c of sources) {
      const row = { country: c.country, population: c.population, id: c.cityId };
      byId.set(c.cityId, row);
      const name = ENGLISH_CITY_NAMES[c.cityId] ?? c.name;
      put(name.toLowerCase(), row);
      put(foldDiacritics(name).toLowerCase(), row);
    }
    const missing: string[] = [];
    const places = shorthandPlaces();
    expect(places.length).toBeGreaterThan(200);
    for (const [short, place] of places) {
      if (!place.city) continue;
      const name = place.city.toLowerCase();
      const found = [
        ...(byName.get(name) ?? []),
        ...(byName.get(foldDiacritics(name)) ?? []),
        ...(CITY_ALIASES[foldDiacritics(name)] ?? []).flatMap((id) => byId.get(id) ?? []),
      ].filter((c) => c.country === place.countryCode && c.population >= 15_000);
      if (!found.length) missing.push(`${short}: ${place.city}, ${place.countryCode}`);
    }
    expect(missing).toEqual([]);
  });
});
