/**
 * Geocoding with the evidence a contact carries: namesake cities told apart by the country in the
 * text, the phone's dialling code, the company's legal form and the notes; custom locations placed
 * from a port or city named in their words. The save and import paths: geocode-paths.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../src/db/schema/index.ts';
import type { ContactClues } from '../src/modules/locations/place-evidence.ts';
import { resolvePlace } from '../src/modules/locations/place-resolver.ts';
import { createTestRuntime, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime({}, { cities: true });
});
afterAll(async () => {
  await rt.dispose();
});

/** 'IN Kochi' for the city the text and clues resolve to; null when none. */
async function placed(text: string, clues: ContactClues = {}): Promise<string | null> {
  const place = await resolvePlace(rt.deps.db, text, clues);
  if (!place) return null;
  const [city] = await rt.deps.db.select().from(cities).where(eq(cities.id, place.cityId));
  return `${city!.countryCode} ${city!.name}`;
}
const countryOf = async (text: string, clues: ContactClues = {}) => (await placed(text, clues))?.slice(0, 2) ?? null;

describe('namesakes told apart by the evidence', () => {
  // [location, clues, expected country]
  const cases: [string, ContactClues, string][] = [
    ['Kochi', { phone: '+91 484 2345678', company: 'Malabar Spice Exports Pvt Ltd' }, 'IN'],
    ['Kochi', { phone: '+91 484 2345678' }, 'IN'],
    ['Kochi', { company: 'Malabar Spice Exports Pvt. Ltd.' }, 'IN'],
    ['Kochi', { phone: '+81 88 823 1111' }, 'JP'],
    ['Kochi', { notes: 'Yuzu and ginger grower on Shikoku, Japan' }, 'JP'],
    ['Hyderabad', { phone: '+92 22 2781234' }, 'PK'],
    ['Hyderabad', { company: 'Indus Rice Mills (Pvt) Ltd', notes: 'Rice miller in Sindh, Pakistan; ships via Karachi' }, 'PK'],
    ['Hyderabad', { phone: '+91 40 2345 6789' }, 'IN'],
    ['Valencia', { phone: '+58 241 555 1234' }, 'VE'],
    ['Valencia', { company: 'Naranjas del Turia SL' }, 'ES'],
    ['Valencia', { phone: '+34 963 123 456' }, 'ES'],
    ['Valencia', { notes: 'Orange exporter, ships through the port of Valencia, Spain' }, 'ES'],
    ['Valencia', { company: 'Agroindustrias Carabobo C.A.' }, 'VE'],
    ['Valencia, Spain', {}, 'ES'],
    ['Valencia (Spain)', {}, 'ES'],
    ['Valencia Venezuela', {}, 'VE'],
    ['Santiago', { phone: '+56 2 2345 6789' }, 'CL'],
    ['Santiago', { phone: '+63 2 8123 4567' }, 'PH'],
    ['Santiago', { notes: 'Copper concentrate buyer, based in Chile' }, 'CL'],
    ['Santiago', { company: 'Agro Exportadora del Norte S.A. de C.V.' }, 'MX'],
    ['Victoria', { phone: '+1 250 555 0100' }, 'CA'],
    ['Victoria', { phone: '+1 361 555 0100' }, 'US'],
    ['Victoria', { phone: '+248 4 321 000' }, 'SC'],
    ['Victoria', { phone: '+56 45 212 3456' }, 'CL'],
    ['Victoria, BC', {}, 'CA'],
    ['Alexandria', { phone: '+1 703 555 0100' }, 'US'],
    ['Alexandria', { notes: 'Egyptian wheat importer, GASC tenders' }, 'EG'],
    ['Alexandria', { phone: '+40 247 312 345' }, 'RO'],
    ['Alexandria, VA', {}, 'US'],
    ['Tripoli', { phone: '+961 6 123 456' }, 'LB'],
    ['Tripoli', { notes: 'Lebanese olive oil trader' }, 'LB'],
    ['Tripoli', { phone: '+218 21 333 4444' }, 'LY'],
    ['Cordoba', { phone: '+34 957 123 456' }, 'ES'],
    ['Cordoba', { phone: '+52 271 712 3456' }, 'MX'],
    ['Córdoba', { phone: '+54 351 123 4567' }, 'AR'],
    ['Cordoba, AR', {}, 'AR'],
    ['Birmingham', { phone: '+1 205 555 0100' }, 'US'],
    ['Birmingham', { phone: '+44 121 496 0000' }, 'GB'],
    ['Birmingham, AL', {}, 'US'],
    ['Perth', { phone: '+44 1738 123456' }, 'GB'],
    ['Perth', { phone: '+61 8 9123 4567' }, 'AU'],
    ['Perth, WA', {}, 'AU'],
    ['Perth, Scotland', {}, 'GB'],
    ['London', { phone: '+1 519 661 0000' }, 'CA'],
    ['London', { phone: '+44 20 7946 0000' }, 'GB'],
    ['London, Ontario', {}, 'CA'],
    ['San Jose', { phone: '+506 2222 3333' }, 'CR'],
    ['San Jose', { phone: '+63 2 8123 4567' }, 'PH'],
    ['San Jose', { phone: '+1 408 555 0100' }, 'US'],
    ['San José, Costa Rica', {}, 'CR'],
    ['San Jose, CA', {}, 'US'],
    ['Newcastle', { phone: '+61 2 4923 1234' }, 'AU'],
    ['Newcastle', { phone: '+27 34 312 3456' }, 'ZA'],
    ['Newcastle', { phone: '+44 191 222 3333' }, 'GB'],
    ['Kingston', { phone: '+1 876 555 0100' }, 'JM'],
    ['Kingston', { phone: '+1 613 555 0100' }, 'CA'],
    ['Kingston', { company: 'Blue Mountain Coffee Traders', notes: 'Jamaican coffee, ships from Port Royal' }, 'JM'],
    ['Richmond', { phone: '+1 604 555 0100' }, 'CA'],
    ['Georgetown', { phone: '+592 225 1234' }, 'GY'],
    ['Georgetown', { phone: '+60 4 222 3333' }, 'MY'],
    ['Tripoli', { company: 'Libyan Oil Trading Co', phone: '0021821333444' }, 'LY'],
    ['Dubai, UAE', {}, 'AE'],
    ['Riyadh, KSA', {}, 'SA'],
    ['Amsterdam, Holland', {}, 'NL'],
    ['Houston, USA', {}, 'US'],
    ['Hamburg', { company: 'Elbe Metallhandel GmbH' }, 'DE'],
    ['Paris', {}, 'FR'],
    ['Antwerp', {}, 'BE'],
  ];

  it.each(cases)('%s with %j is in %s', async (text, clues, country) => {
    expect(await countryOf(text, clues)).toBe(country);
  });

  it('falls back to the largest namesake only when there is no evidence', async () => {
    expect(await placed('Hyderabad')).toBe('IN Hyderabad');
    expect(await countryOf('Valencia')).toBe('VE');
    expect(await countryOf('Tripoli')).toBe('LY');
    expect(await countryOf('London')).toBe('GB');
    expect(await countryOf('San Jose')).toBe('US');
    expect(await countryOf('Perth')).toBe('AU');
    expect(await countryOf('Birmingham')).toBe('GB');
  });
});

describe('custom locations', () => {
  it('are placed from a port or city named in their words', async () => {
    expect(await countryOf('Port Kavkaz Terminal')).toBe('RU');
    expect(await placed('Jebel Ali Free Zone')).toBe('AE Dubai');
    expect(await placed('Rotterdam Europoort')).toBe('NL Rotterdam');
    expect(await placed('Santos port')).toBe('BR Santos');
    expect(await countryOf('Port of Antwerp')).toBe('BE');
    expect(await placed('Houston Ship Channel')).toBe('US Houston');
    expect(await placed('Jebel Ali, UAE')).toBe('AE Dubai');
  });

  it('stay unplaced when nothing in them names a place', async () => {
    for (const text of ['Nowhere Special', 'Free Zone', 'Head Office', 'Xqzvillé', 'Port Terminal 3']) {
      expect(await placed(text), text).toBeNull();
    }
  });
});
