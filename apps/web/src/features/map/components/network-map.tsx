import { MAP_MESSAGES, type MapResponse } from '@tradeloom/domain';
import { FlameIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useMapCanvas } from '../hooks/use-map-canvas';
import { MapErrorBoundary } from './map-error-boundary';
import { MapComponentError, MapLoadError, MapLoadFailed, MapLoading, MapNoCoordinates, MapNoMatch } from './map-messages';

type Failure = null | 'library' | 'init' | 'component';

export interface NetworkMapProps {
  data: MapResponse | undefined;
  /** The data is for the current search and filters (not the previous answer kept on screen). */
  current: boolean;
  fitKey: string;
  loading: boolean;
  /** The load failed: the parsed error's message (shown when there is no earlier answer to keep). */
  error: string | null;
  onRetryData: () => void;
  filtered: boolean;
  onClearFilters: () => void;
  heatmap: boolean;
  onHeatmapChange: (on: boolean) => void;
  selectedCityKey: string | null;
  selectedContactId: string | null;
  onSelectContact: (id: string, cityKey: string) => void;
  className?: string;
}

/**
 * The map's frame and every state of spec §2: loading, failed to load contacts, no match, no valid
 * coordinates, the map failing to load (Retry) and the error boundary (Reload Page). The Leaflet
 * part is loaded on demand; the frame shows the ocean until it arrives.
 */
export function NetworkMap({
  data,
  current,
  fitKey,
  loading,
  error,
  onRetryData,
  filtered,
  onClearFilters,
  heatmap,
  onHeatmapChange,
  selectedCityKey,
  selectedContactId,
  onSelectContact,
  className,
}: NetworkMapProps) {
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure>(null);
  const ready = useRef(false);
  const canvas = useMapCanvas(attempt);

  const fail = useCallback((kind: 'library' | 'init') => {
    setFailure((f) => f ?? kind);
    toast.error(MAP_MESSAGES.errorTitle, {
      id: 'map-error',
      description: MAP_MESSAGES.error(kind === 'library' ? MAP_MESSAGES.libraryFailed : MAP_MESSAGES.initFailed),
    });
  }, []);

  useEffect(() => {
    if (canvas.status === 'failed') fail('library');
  }, [canvas, fail]);

  const onLoadError = useCallback(() => fail('library'), [fail]);
  const onReady = useCallback(() => {
    ready.current = true;
  }, []);
  const onBoundaryError = useCallback(() => (ready.current ? setFailure('component') : fail('init')), [fail]);
  const retry = useCallback(() => {
    ready.current = false;
    setFailure(null);
    setAttempt((a) => a + 1);
  }, []);

  const cities = data?.cities ?? [];
  const showMap = canvas.status === 'ready' && (failure === null || failure === 'component');
  const state = (() => {
    if (failure === 'library' || failure === 'init') return <MapLoadFailed onRetry={retry} />;
    if (error && !data) return <MapLoadError message={error} onRetry={onRetryData} />;
    if (!data) return <MapLoading />;
    if (data.total === 0 && filtered) return <MapNoMatch onClear={onClearFilters} />;
    if (data.cities.length === 0) return <MapNoCoordinates total={data.total} />;
    if (canvas.status === 'loading') return <MapLoading />;
    return null;
  })();

  return (
    <div
      className={cn('relative isolate h-[480px] overflow-hidden rounded-lg border bg-map-ocean shadow-sm sm:h-[600px]', className)}
      data-testid="network-map"
      aria-busy={loading || canvas.status === 'loading'}
    >
      {showMap && canvas.status === 'ready' && (
        <MapErrorBoundary key={attempt} onError={onBoundaryError} fallback={<MapComponentError />}>
          <canvas.MapCanvas
            cities={cities}
            tiles={data?.tiles ?? null}
            fitKey={data && current ? fitKey : undefined}
            heatmap={heatmap}
            selectedCityKey={selectedCityKey}
            selectedContactId={selectedContactId}
            onSelectContact={onSelectContact}
            onReady={onReady}
            onLoadError={onLoadError}
          />
        </MapErrorBoundary>
      )}
      {showMap && failure === null && cities.length > 0 && (
        <div className="absolute top-3 right-3 z-[1000]">
          <Button
            variant="outline"
            size="sm"
            aria-pressed={heatmap}
            onClick={() => onHeatmapChange(!heatmap)}
            className={cn('shadow-sm', heatmap && 'border-primary/40 bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft')}
          >
            <FlameIcon aria-hidden />
            {MAP_MESSAGES.heatmap}
          </Button>
        </div>
      )}
      {state}
    </div>
  );
}
