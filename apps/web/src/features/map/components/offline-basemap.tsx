import L from 'leaflet';
import { useEffect, useState } from 'react';
import { useMap, useMapEvent } from 'react-leaflet';
import { useIdleAfter } from '../hooks/use-idle-after';
import { loadWorld, nextTask, type World } from '../utils/world-basemap';
import type { WorldDetail } from '../utils/world-topology';

const ATTRIBUTION = '<a href="https://www.naturalearthdata.com/" target="_blank" rel="noreferrer">Natural Earth</a>';

/** From this zoom on, the 1:110m coastlines look coarse: the 1:50m set replaces them. */
export const FINE_BASEMAP_ZOOM = 4;

const detailAt = (zoom: number): WorldDetail => (zoom >= FINE_BASEMAP_ZOOM ? 'fine' : 'coarse');

/** The basemap's own pane, under the overlays (the heatmap) and the markers, where tiles would be. */
const PANE = 'tl-basemap';

/** One detail's land and borders as Leaflet layers, made once (a frame apart) and then only added or removed. */
async function worldLayers(world: World): Promise<L.LayerGroup> {
  // Fill and stroke come from the theme's CSS (.tl-land, .tl-borders); only the classes are set here.
  const land = L.geoJSON(world.land, { pane: PANE, interactive: false, style: { className: 'tl-land' }, attribution: ATTRIBUTION });
  await nextTask();
  const borders = L.geoJSON(world.borders, { pane: PANE, interactive: false, style: { className: 'tl-borders', fill: false } });
  return L.layerGroup([land, borders]);
}

/**
 * The bundled world: land and country borders (themed by CSS; the ocean is the map's own background),
 * not interactive, so clicks go through to the map. The coarse set draws the world view. The fine set
 * is prepared in the background once the map is idle (or at once when the view needs it), so zooming
 * in does not stall on it, and is drawn only while the view is close (at the world view its 80,000
 * points would be projected on every zoom for nothing).
 */
export function OfflineBasemap({ onError }: { onError: (err: unknown) => void }) {
  const map = useMap();
  useState(() => {
    if (!map.getPane(PANE)) map.createPane(PANE).style.zIndex = '250';
  });
  const [wanted, setWanted] = useState<WorldDetail>(() => detailAt(map.getZoom()));
  const [layers, setLayers] = useState<Partial<Record<WorldDetail, L.LayerGroup>>>({});
  useMapEvent('zoomend', () => setWanted(detailAt(map.getZoom())));
  // The view may have been set before this layer listened (the first fit happens before paint).
  useEffect(() => setWanted(detailAt(map.getZoom())), [map]);

  const idle = useIdleAfter(layers.coarse !== undefined, 5000);
  // The coarse set first, always: it draws in a moment, even where the view will want the fine one.
  const toLoad: WorldDetail[] = ['coarse', ...(wanted === 'fine' || idle ? (['fine'] as const) : [])];
  const missing = toLoad.find((d) => !layers[d]);
  useEffect(() => {
    if (!missing) return;
    let live = true;
    loadWorld(missing)
      .then(worldLayers)
      .then(
        (group) => live && setLayers((current) => ({ ...current, [missing]: group })),
        (err) => {
          // The fine set failing leaves the coarse world on screen; only a missing world is a failure.
          if (live && missing === 'coarse') onError(err);
        },
      );
    return () => {
      live = false;
    };
  }, [missing, onError]);

  // Until the wanted detail has arrived, the other one stays on screen.
  const shown = layers[wanted] ?? layers[wanted === 'fine' ? 'coarse' : 'fine'];
  useEffect(() => {
    if (!shown) return;
    shown.addTo(map);
    return () => {
      shown.remove();
    };
  }, [map, shown]);

  return null;
}
