/**
 * The Leaflet part of the Network Map: its own chunk (with Leaflet, react-leaflet, supercluster and
 * topojson-client), loaded only by the map page. Leaflet's stylesheet comes with it.
 */
import 'leaflet/dist/leaflet.css';
import '../styles/map.css';
import type { MapCity, MapResponse } from '@tradeloom/domain';
import { MAP_TILE_MAX_ZOOM } from '@tradeloom/domain';
import type { LatLngBoundsExpression } from 'leaflet';
import { useCallback, useEffect, useState } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { CityMarkers } from './city-markers';
import { CityPopup } from './city-popup';
import { HeatLayer } from './heat-layer';
import { MapViewport } from './map-viewport';
import { OfflineBasemap } from './offline-basemap';

/** The bundled basemap's detail ends about here; closer, there is nothing more to see. */
const OFFLINE_MAX_ZOOM = 10;
/** How far the view may go: one world, up to the projection's edge (about 85 degrees north and south). */
const WORLD: LatLngBoundsExpression = [
  [-85.06, -180],
  [85.06, 180],
];

export interface MapCanvasProps {
  cities: readonly MapCity[];
  tiles: MapResponse['tiles'];
  /** Changes when the search or filters change: the view is fitted to the new cities. */
  fitKey: string | undefined;
  heatmap: boolean;
  selectedCityKey: string | null;
  selectedContactId: string | null;
  onSelectContact: (id: string, cityKey: string) => void;
  onReady: () => void;
  /** A part the map needs (the basemap, the heatmap plugin) could not be loaded. */
  onLoadError: (err: unknown) => void;
}

export function MapCanvas({
  cities,
  tiles,
  fitKey,
  heatmap,
  selectedCityKey,
  selectedContactId,
  onSelectContact,
  onReady,
  onLoadError,
}: MapCanvasProps) {
  // Each opening is numbered: clicking a marker closes the open popup first (Leaflet's preclick), so
  // opening the same city again must still count as a new popup.
  const [open, setOpen] = useState<{ key: string; n: number } | null>(null);
  const openCity = open ? cities.find((c) => c.key === open.key) : undefined;
  // The popup of a city the new filters left out closes; so does every popup when the heatmap shows.
  useEffect(() => {
    if ((open && !openCity) || heatmap) setOpen(null);
  }, [open, openCity, heatmap]);
  const openPopup = useCallback((city: MapCity) => setOpen((o) => ({ key: city.key, n: (o?.n ?? 0) + 1 })), []);
  const closePopup = useCallback((n: number) => setOpen((o) => (o?.n === n ? null : o)), []);

  return (
    <MapContainer
      className="tl-map"
      center={[25, 10]}
      zoom={2}
      minZoom={0}
      maxZoom={tiles ? tiles.max_zoom || MAP_TILE_MAX_ZOOM : OFFLINE_MAX_ZOOM}
      zoomSnap={0.25}
      zoomDelta={0.5}
      wheelPxPerZoomLevel={100}
      maxBounds={WORLD}
      maxBoundsViscosity={1}
      worldCopyJump={false}
      whenReady={onReady}
    >
      {tiles ? (
        <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={tiles.max_zoom || MAP_TILE_MAX_ZOOM} noWrap />
      ) : (
        <OfflineBasemap onError={onLoadError} />
      )}
      <MapViewport cities={cities} fitKey={fitKey} />
      {heatmap ? (
        <HeatLayer cities={cities} onError={onLoadError} />
      ) : (
        <CityMarkers cities={cities} selectedKey={selectedCityKey} onOpenCity={openPopup} />
      )}
      {open && openCity && !heatmap && (
        <CityPopup
          key={open.n}
          city={openCity}
          onClose={() => closePopup(open.n)}
          selectedContactId={selectedContactId}
          onSelectContact={onSelectContact}
        />
      )}
    </MapContainer>
  );
}
