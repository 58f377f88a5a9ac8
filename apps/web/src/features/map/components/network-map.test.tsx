import { fireEvent, render, screen } from '@testing-library/react';
import type { MapCity, MapResponse } from '@tradeloom/domain';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapCanvasProps } from './map-canvas';

// The Leaflet chunk is replaced by a stand-in whose behaviour each test sets.
const canvas = vi.hoisted(() => ({
  state: { status: 'loading' } as { status: string; MapCanvas?: (props: MapCanvasProps) => React.ReactNode; error?: unknown },
}));
vi.mock('../hooks/use-map-canvas', () => ({ useMapCanvas: () => canvas.state }));
const toastMock = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

import { NetworkMap, type NetworkMapProps } from './network-map';

const city: MapCity = {
  key: 'c1',
  name: 'Reykjavík',
  country: 'Iceland',
  latitude: 64.1,
  longitude: -21.9,
  count: 5,
  group: 'base_metals',
  top_commodity: 'Aluminium',
  contacts: [],
};
const data = (over: Partial<MapResponse> = {}): MapResponse => ({ total: 5, with_coordinates: 5, cities: [city], tiles: null, ...over });

function renderMap(props: Partial<NetworkMapProps> = {}) {
  const all: NetworkMapProps = {
    data: data(),
    current: true,
    fitKey: '{}',
    loading: false,
    error: null,
    onRetryData: vi.fn(),
    filtered: false,
    onClearFilters: vi.fn(),
    heatmap: false,
    onHeatmapChange: vi.fn(),
    selectedCityKey: null,
    selectedContactId: null,
    onSelectContact: vi.fn(),
    ...props,
  };
  const view = render(
    <MemoryRouter>
      <NetworkMap {...all} />
    </MemoryRouter>,
  );
  return { ...view, props: all };
}

describe('the network map frame', () => {
  beforeEach(() => {
    toastMock.error.mockReset();
    canvas.state = { status: 'ready', MapCanvas: () => <div data-testid="leaflet" /> };
    // React reports errors an error boundary caught; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows each data state with the spec text', () => {
    const { rerender, props } = renderMap({ data: undefined, loading: true });
    expect(screen.getByText('Loading contacts...')).toBeTruthy();
    const again = (p: Partial<NetworkMapProps>) =>
      rerender(
        <MemoryRouter>
          <NetworkMap {...props} {...p} />
        </MemoryRouter>,
      );
    again({ data: undefined, error: 'Network error. Check your connection and try again.' });
    expect(screen.getByText('Failed to load contacts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(props.onRetryData).toHaveBeenCalledOnce();
    again({ data: data({ total: 0, with_coordinates: 0, cities: [] }), filtered: true });
    expect(screen.getByText('No contacts match your filters')).toBeTruthy();
    again({ data: data({ total: 3, with_coordinates: 0, cities: [] }) });
    expect(screen.getByText('No contacts with valid coordinates found')).toBeTruthy();
    again({ data: data() });
    expect(screen.getByTestId('leaflet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says Map Failed to Load when the map code cannot be loaded, with the Map Error toast', () => {
    canvas.state = { status: 'failed', error: new TypeError('Failed to fetch dynamically imported module') };
    renderMap();
    expect(screen.getByText('Map Failed to Load')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(toastMock.error).toHaveBeenCalledWith(
      'Map Error',
      expect.objectContaining({ description: 'Failed to load map: Failed to load map library' }),
    );
  });

  it('says Map Failed to Load when the map cannot start, and Retry starts it again', () => {
    let fail = true;
    canvas.state = {
      status: 'ready',
      MapCanvas: () => {
        if (fail) throw new Error('container is not a Leaflet map');
        return <div data-testid="leaflet" />;
      },
    };
    renderMap();
    expect(screen.getByText('Map Failed to Load')).toBeTruthy();
    expect(toastMock.error).toHaveBeenCalledWith(
      'Map Error',
      expect.objectContaining({ description: 'Failed to load map: Failed to initialize map' }),
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByTestId('leaflet')).toBeTruthy();
  });

  it('shows Map Component Error with Reload Page when the running map breaks', () => {
    function Breaks({ onReady, heatmap }: MapCanvasProps) {
      useEffect(() => onReady(), [onReady]);
      if (heatmap) throw new Error('heat layer exploded');
      return <div data-testid="leaflet" />;
    }
    canvas.state = { status: 'ready', MapCanvas: Breaks };
    const { rerender, props } = renderMap();
    expect(screen.getByTestId('leaflet')).toBeTruthy();
    rerender(
      <MemoryRouter>
        <NetworkMap {...props} heatmap />
      </MemoryRouter>,
    );
    expect(screen.getByText('Map Component Error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(toastMock.error).not.toHaveBeenCalled();
  });
});
