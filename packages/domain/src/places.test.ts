import { describe, expect, it } from 'vitest';
import { contactIsOnMap, contactPlaceLabel } from './places.ts';

describe('contactPlaceLabel', () => {
  it('is the place as written with the country of its city', () => {
    expect(contactPlaceLabel({ location: 'Kochi', country: 'India' })).toBe('Kochi, India');
    expect(contactPlaceLabel({ location: 'Houston, Texas, United States', country: 'United States' })).toBe('Houston, United States');
    expect(contactPlaceLabel({ location: 'Valencia (Spain)', country: 'Spain' })).toBe('Valencia, Spain');
    expect(contactPlaceLabel({ location: 'Kochi India', country: 'India' })).toBe('Kochi, India');
    expect(contactPlaceLabel({ location: 'Santos port', country: 'Brazil' })).toBe('Santos port, Brazil');
    expect(contactPlaceLabel({ location: 'Singapore', country: 'Singapore' })).toBe('Singapore');
  });

  it('is the text alone without a city, and nothing without a location', () => {
    expect(contactPlaceLabel({ location: 'Port Kavkaz Terminal', country: null })).toBe('Port Kavkaz Terminal');
    expect(contactPlaceLabel({ location: '  ', country: 'India' })).toBeNull();
    expect(contactPlaceLabel({ location: null, country: null })).toBeNull();
  });
});

describe('contactIsOnMap', () => {
  it('needs both coordinates, and 0,0 is none', () => {
    expect(contactIsOnMap({ latitude: 9.9, longitude: 76.3 })).toBe(true);
    expect(contactIsOnMap({ latitude: null, longitude: 76.3 })).toBe(false);
    expect(contactIsOnMap({ latitude: 0, longitude: 0 })).toBe(false);
  });
});
