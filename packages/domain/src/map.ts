/** The Network Map (spec §2 'Network Map screen', §5 'Map', §8 'Map', §9 'Map'): API shapes, texts and constants. */
import { z } from 'zod';
import { COMMODITY_GROUPS } from './commodities.ts';
import { contactListQuerySchema } from './contacts.ts';
import { plural } from './counts.ts';

export const MAP_TILE_MAX_ZOOM = 19;
/** Initial zoom: 6 on the one city, 2 when there are several (all cities fitted). */
export const MAP_ZOOM_ONE_CITY = 6;
export const MAP_ZOOM_MANY_CITIES = 2;
/** Contacts named in a city's popup. */
export const MAP_POPUP_CONTACTS = 3;

/** A city marker's diameter in px: 20 + 8 per contact, capped at 60. */
export const markerSize = (contacts: number) => Math.min(60, 20 + 8 * contacts);

export const MAP_MESSAGES = {
  title: 'Network Map',
  search: 'Search contacts, companies, locations...',
  filters: 'Filters',
  details: 'Contact Details',
  selectPrompt: 'Select a contact on the map to view details',
  editContact: 'Edit Contact',
  loading: 'Loading contacts...',
  loadFailed: 'Failed to load contacts',
  noMatch: 'No contacts match your filters',
  noCoordinates: 'No contacts with valid coordinates found',
  failedTitle: 'Map Failed to Load',
  retry: 'Retry',
  boundaryTitle: 'Map Component Error',
  reload: 'Reload Page',
  overview: 'Network Overview',
  heatmap: 'Heatmap',
  errorTitle: 'Map Error',
  error: (message: string) => `Failed to load map: ${message}`,
  libraryFailed: 'Failed to load map library',
  initFailed: 'Failed to initialize map',
  moreContacts: (n: number) => `+${plural(n, 'more contact')}`,
} as const;

/** The map takes the contacts screen's search and filters. */
export const mapQuerySchema = contactListQuerySchema.pick({ q: true, commodity: true, location: true, role: true });
export type MapQuery = z.output<typeof mapQuerySchema>;

export const mapCitySchema = z.object({
  /** Stable per city: the geocoded city's id, or the rounded coordinates. */
  key: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
  /** The legend group most of the city's commodities belong to. */
  group: z.enum(COMMODITY_GROUPS),
  /** The commodity most of the city's contacts trade, as written. */
  top_commodity: z.string().nullable(),
  /** Up to MAP_POPUP_CONTACTS contacts, most recently contacted first. */
  contacts: z.array(
    z.object({
      id: z.string(),
      full_name: z.string(),
      company: z.string().nullable(),
      /** Relationship strength 0-100 (decision 041); null: not computed yet. */
      strength: z.number().int().nullable(),
    }),
  ),
});
export type MapCity = z.infer<typeof mapCitySchema>;

export const mapResponseSchema = z.object({
  /** Contacts matching the search and filters. */
  total: z.number().int(),
  /** Of them, those with non-zero coordinates (on the map). */
  with_coordinates: z.number().int(),
  cities: z.array(mapCitySchema),
  /** The XYZ tile server when one is configured (MAP_TILE_URL); null: the bundled offline basemap. */
  tiles: z.object({ url: z.string(), attribution: z.string(), max_zoom: z.number().int() }).nullable(),
});
export type MapResponse = z.infer<typeof mapResponseSchema>;
