/** The heatmap's input: one weighted point per city. */
import type { HeatLatLngTuple } from 'leaflet';

/**
 * Points weighted by contacts per city, and the weight that reads as full heat: the 75th percentile
 * of the cities' counts, so a few very large hubs do not leave every other city pale.
 */
export function heatPoints(cities: readonly { latitude: number; longitude: number; count: number }[]): {
  points: HeatLatLngTuple[];
  max: number;
} {
  const points = cities.map((c): HeatLatLngTuple => [c.latitude, c.longitude, c.count]);
  const sorted = cities.map((c) => c.count).sort((a, b) => a - b);
  const p75 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.75))] ?? 1;
  return { points, max: Math.max(1, p75) };
}
