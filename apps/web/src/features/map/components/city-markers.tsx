import { type MapCity, plural } from '@tradeloom/domain';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { buildCityIndex } from '../utils/clusters';
import { cityMarker, clusterMarker, type MarkerLook } from '../utils/marker-html';

interface Shown {
  marker: L.Marker;
  look: string;
}

interface CityMarkersProps {
  cities: readonly MapCity[];
  selectedKey: string | null;
  onOpenCity: (city: MapCity) => void;
}

/**
 * One marker per city, clustered at low zoom. Drawn imperatively: on every move only the markers in
 * view are computed, and only those that changed are touched, so panning over 2,000 cities stays smooth.
 */
export function CityMarkers({ cities, selectedKey, onOpenCity }: CityMarkersProps) {
  const map = useMap();
  const index = useMemo(() => buildCityIndex(cities), [cities]);
  const latest = useRef({ selectedKey, onOpenCity });
  latest.current = { selectedKey, onOpenCity };
  const redraw = useRef<() => void>(() => undefined);

  useEffect(() => {
    const layer = L.layerGroup().addTo(map);
    const shown = new Map<string, Shown>();

    const place = (id: string, at: L.LatLngExpression, look: MarkerLook, label: string, zIndex: number, onClick: () => void) => {
      const current = shown.get(id);
      if (current?.look === look.html) return;
      const icon = L.divIcon({ html: look.html, className: 'tl-marker-icon', iconSize: [look.size, look.size] });
      if (current) {
        current.marker.setIcon(icon);
        current.look = look.html;
        current.marker.getElement()?.setAttribute('aria-label', label);
        return;
      }
      const marker = L.marker(at, { icon, title: label, keyboard: true, riseOnHover: true, zIndexOffset: zIndex });
      marker.on('click', onClick);
      marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label));
      marker.addTo(layer);
      shown.set(id, { marker, look: look.html });
    };

    const update = () => {
      const b = map.getBounds().pad(0.2);
      const bbox: [number, number, number, number] = [
        Math.max(-180, b.getWest()),
        Math.max(-85, b.getSouth()),
        Math.min(180, b.getEast()),
        Math.min(85, b.getNorth()),
      ];
      // Rounded: at a fractional zoom the radius on screen stays within 0.7 to 1.4 times CLUSTER_RADIUS_PX.
      const items = index.getClusters(bbox, Math.round(map.getZoom()));
      const keep = new Set<string>();
      for (const item of items) {
        const [lng, lat] = item.geometry.coordinates as [number, number];
        const p = item.properties;
        if ('cluster' in p && p.cluster) {
          const id = `cluster:${p.cluster_id}`;
          keep.add(id);
          const label = `${plural(p.point_count, 'city', 'cities')}, ${plural(p.contacts, 'contact', 'contacts')}: zoom in`;
          place(id, [lat, lng], clusterMarker(p.contacts, p.groups), label, 0, () => {
            const expansion = index.getClusterExpansionZoom(p.cluster_id);
            map.setView([lat, lng], Math.min(map.getMaxZoom(), Math.max(expansion, Math.floor(map.getZoom()) + 1)));
          });
        } else {
          const city = cities[(p as { index: number }).index]!;
          const id = `city:${city.key}`;
          keep.add(id);
          const place_ = [city.name, city.country].filter(Boolean).join(', ');
          // Smaller markers above larger ones, so a small city beside a big one stays clickable.
          place(
            id,
            [lat, lng],
            cityMarker(city.count, city.group, latest.current.selectedKey === city.key),
            `${place_}: ${plural(city.count, 'contact', 'contacts')}`,
            1000 - city.count,
            () => latest.current.onOpenCity(city),
          );
        }
      }
      for (const [id, s] of shown) {
        if (keep.has(id)) continue;
        layer.removeLayer(s.marker);
        shown.delete(id);
      }
    };

    redraw.current = update;
    update();
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
      layer.remove();
      redraw.current = () => undefined;
    };
  }, [map, index, cities]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection repaints the marker that shows it.
  useEffect(() => redraw.current(), [selectedKey]);
  return null;
}
