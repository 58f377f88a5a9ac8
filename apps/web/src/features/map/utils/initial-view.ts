/**
 * Where the map opens (spec §9 'Map'): zoom 6 on the one city; with several, all of them fitted, no
 * closer than zoom 2. Pure, so the choice is tested without a map.
 */
import { MAP_ZOOM_MANY_CITIES, MAP_ZOOM_ONE_CITY } from '@tradeloom/domain';

type LatLng = [number, number];

export type InitialView =
  | { kind: 'world' }
  | { kind: 'point'; center: LatLng; zoom: number }
  | { kind: 'bounds'; bounds: [LatLng, LatLng]; maxZoom: number };

export function initialView(cities: readonly { latitude: number; longitude: number }[]): InitialView {
  if (cities.length === 0) return { kind: 'world' };
  if (cities.length === 1) {
    const c = cities[0]!;
    return { kind: 'point', center: [c.latitude, c.longitude], zoom: MAP_ZOOM_ONE_CITY };
  }
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (const c of cities) {
    south = Math.min(south, c.latitude);
    north = Math.max(north, c.latitude);
    west = Math.min(west, c.longitude);
    east = Math.max(east, c.longitude);
  }
  return {
    kind: 'bounds',
    bounds: [
      [south, west],
      [north, east],
    ],
    maxZoom: MAP_ZOOM_MANY_CITIES,
  };
}

/** The map's zoom steps: quarter levels, so a fitted view uses the space it has. */
export const ZOOM_SNAP = 0.25;

/**
 * The lowest zoom at which the world (256 px square at zoom 0) still fills the map, across and down,
 * in zoom steps: below it the world would float in empty ocean. Never under 0.
 */
export function worldFillZoom(widthPx: number, heightPx = 0, snap = ZOOM_SNAP): number {
  const side = Math.max(widthPx, heightPx);
  if (side <= 256) return 0;
  return Math.ceil(Math.log2(side / 256) / snap) * snap;
}
