import { type ReactNode, useEffect, useState } from 'react';
import type { MapCanvasProps } from '../components/map-canvas';
import { fetchWorldTopology } from '../utils/world-topology';

type CanvasComponent = (props: MapCanvasProps) => ReactNode;

let loading: Promise<CanvasComponent> | undefined;

/** The Leaflet chunk (map-canvas and what it imports); a failed load is tried afresh by the next call. */
function loadMapCanvas(): Promise<CanvasComponent> {
  loading ??= import('../components/map-canvas').then(
    (m) => m.MapCanvas,
    (err) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** Starts the map's code and the coarse world's download together, before the map data is back. */
export function preloadMapCanvas(): void {
  loadMapCanvas().catch(() => undefined);
  fetchWorldTopology('coarse').catch(() => undefined);
}

export type MapCanvasState = { status: 'loading' } | { status: 'ready'; MapCanvas: CanvasComponent } | { status: 'failed'; error: unknown };

/** The lazily loaded map component; `attempt` changing (Retry) loads it again after a failure. */
export function useMapCanvas(attempt: number): MapCanvasState {
  const [state, setState] = useState<MapCanvasState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is exactly when to load again.
  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadMapCanvas().then(
      (MapCanvas) => live && setState({ status: 'ready', MapCanvas }),
      (error) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return state;
}
