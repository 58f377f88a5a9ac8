import type { Contact } from './contacts.ts';

/** What the cards, the detail sheet and the map say about where a contact is. */
export const PLACE_MESSAGES = {
  notOnMapShort: 'Not on map',
  // True both while the geocode job is due (3 s after saving) and after it found nothing.
  notOnMap: 'Not on the map yet: a location goes on the map when it names a city or port we know.',
  pickCity: 'Pick the city',
  pickCityFor: (name: string) => `Not on the map yet: pick the city for ${name}`,
  customLocationHint: 'Custom location: it goes on the map only if it names a city or port we know. Otherwise pick a city from the list.',
} as const;

/**
 * 'Kochi, India': the place as written (its first part, without a country or a note in brackets
 * already there) and the country of the city it is placed in. The text alone while it has no city.
 */
export function contactPlaceLabel(contact: Pick<Contact, 'location' | 'country'>): string | null {
  const text = contact.location?.trim();
  if (!text) return null;
  const country = contact.country?.trim();
  if (!country) return text;
  let first = (text.split(',')[0] ?? text).replace(/\s*[([][^)\]]*[)\]]\s*/g, ' ').trim();
  if (first.toLowerCase().endsWith(` ${country.toLowerCase()}`)) first = first.slice(0, -country.length).trim();
  return first && first.toLowerCase() !== country.toLowerCase() ? `${first}, ${country}` : country;
}

/** Whether the map can show the contact: both coordinates, and not the 0,0 that stands for none. */
export function contactIsOnMap(contact: Pick<Contact, 'latitude' | 'longitude'>): boolean {
  return contact.latitude != null && contact.longitude != null && contact.latitude !== 0 && contact.longitude !== 0;
}
