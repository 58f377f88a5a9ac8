import type { MapCity } from '@tradeloom/domain';
import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { HEAT_GRADIENT } from '../utils/group-colours';
import { heatPoints } from '../utils/heat';

/**
 * leaflet.heat is a classic script that extends the global `L` (Leaflet sets it when it loads), so it
 * is fetched the first time the heatmap is shown, after Leaflet, and kept.
 */
let plugin: Promise<unknown> | undefined;
function loadHeatPlugin() {
  plugin ??= import('leaflet.heat').catch((err) => {
    plugin = undefined;
    throw err;
  });
  return plugin;
}

/** The network as a heatmap, each city weighted by its contacts (spec §1). */
export function HeatLayer({ cities, onError }: { cities: readonly MapCity[]; onError: (err: unknown) => void }) {
  const map = useMap();
  useEffect(() => {
    let layer: L.HeatLayer | undefined;
    let cancelled = false;
    loadHeatPlugin().then(
      () => {
        if (cancelled) return;
        const { points, max } = heatPoints(cities);
        // maxZoom 0: a city's heat is its contacts at every zoom (the plugin would otherwise fade it out
        // below its maxZoom, leaving the world view nearly blank).
        layer = L.heatLayer(points, { radius: 28, blur: 22, max, maxZoom: 0, minOpacity: 0.35, gradient: HEAT_GRADIENT }).addTo(map);
      },
      (err) => !cancelled && onError(err),
    );
    return () => {
      cancelled = true;
      layer?.remove();
    };
  }, [map, cities, onError]);
  return null;
}
