import { useLayoutEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { initialView, worldFillZoom } from '../utils/initial-view';

/**
 * Keeps the world filling the map (no zooming out into empty ocean), and sets the view of
 * spec §9 whenever a new set of cities arrives for new search terms or filters (not on a refetch of
 * the same set, which would throw away where the user has panned).
 */
export function MapViewport({
  cities,
  fitKey,
}: {
  cities: readonly { latitude: number; longitude: number }[];
  fitKey: string | undefined;
}) {
  const map = useMap();
  const fitted = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    const fill = () => map.setMinZoom(worldFillZoom(map.getSize().x, map.getSize().y));
    fill();
    map.on('resize', fill);
    return () => {
      map.off('resize', fill);
    };
  }, [map]);

  useLayoutEffect(() => {
    if (fitKey === undefined || fitted.current === fitKey) return;
    fitted.current = fitKey;
    const view = initialView(cities);
    if (view.kind === 'point') map.setView(view.center, view.zoom, { animate: false });
    else if (view.kind === 'bounds') map.fitBounds(view.bounds, { maxZoom: view.maxZoom, padding: [36, 36], animate: false });
  }, [map, cities, fitKey]);

  return null;
}
