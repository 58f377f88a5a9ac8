import { describe, expect, it } from 'vitest';
import { countryFromNotes, countryOfPlace, regionOfPlace } from './regions.ts';

describe('a location as traders write it', () => {
  it('reads the shorthand of trading towns and the codes of airports', () => {
    expect(countryOfPlace('GVA')).toBe('CH');
    expect(countryOfPlace('Khi')).toBe('PK');
    expect(countryOfPlace('Kol')).toBe('IN');
    expect(countryOfPlace('N.Ganj')).toBe('BD');
    expect(countryOfPlace('DSM')).toBe('TZ');
    expect(countryOfPlace('Brissie')).toBe('AU');
    expect(countryOfPlace('CDMX')).toBe('MX');
    expect(countryOfPlace('Londres')).toBe('GB');
  });

  it('reads a country code written alone, except one that is also a town shorthand', () => {
    expect(countryOfPlace('SG')).toBe('SG');
    expect(countryOfPlace('KZ')).toBe('KZ');
    expect(countryOfPlace('BH')).toBe('BR');
    expect(countryOfPlace('VI')).toBeNull();
    expect(countryOfPlace('GL')).toBeNull();
  });

  it('reads a town of the world the hub list does not hold', () => {
    expect(countryOfPlace('Buon Ma Thuot')).toBe('VN');
    expect(countryOfPlace('Rostock')).toBe('DE');
    expect(countryOfPlace('Kumasi')).toBe('GH');
    expect(countryOfPlace('Makati')).toBe('PH');
    expect(countryOfPlace('Genève')).toBe('CH');
  });

  it('reads the pieces of a place: a district in brackets, a state after the town, two towns of one country', () => {
    expect(countryOfPlace('Sg - Raffles Place')).toBe('SG');
    expect(countryOfPlace('Singapore (Raffles Place)')).toBe('SG');
    expect(countryOfPlace('Mongla/Khulna')).toBe('BD');
    expect(countryOfPlace('Sorriso - MT')).toBe('BR');
    expect(countryOfPlace('Newcastle NSW')).toBe('AU');
    expect(countryOfPlace('Tanjung Enim, Sumsel')).toBe('ID');
    expect(countryOfPlace('Jakarta Selatan')).toBe('ID');
  });

  it('says nothing when the pieces disagree or name no place', () => {
    expect(countryOfPlace('Lagos / Abidjan')).toBeNull();
    expect(regionOfPlace('London/Dubai')).toBeNull();
    for (const nowhere of ['site', 'various', 'upcountry', 'on the road', 'TBC', 'Interior de SP'])
      expect(countryOfPlace(nowhere)).toBeNull();
    // A common English word that is also a town is not read as one.
    expect(countryOfPlace('Mobile')).toBeNull();
  });
});

describe('where the notes say the contact sits', () => {
  it('reads the cue with or without its accents, and a country in brackets after the place', () => {
    expect(countryFromNotes('cherche minerai fer, basé à Qingdao (China)')).toBe('CN');
    expect(countryFromNotes('they buy cotton. office: Ho Chi Minh City (Vietnam)')).toBe('VN');
    expect(countryFromNotes('2 x 20ft a month | tuticorin office (india)')).toBe('IN');
    expect(countryFromNotes('So pede precos. escritorio em Bissau')).toBe('GW');
    expect(countryFromNotes('HPAL feed buyer, Makati-based')).toBe('PH');
  });

  it('never reads a country code out of the notes', () => {
    expect(countryFromNotes('based on LC at sight only')).toBeNull();
    expect(countryFromNotes('based in Kano (moved from Singapore)')).toBe('NG');
  });
});
