import { describe, expect, it } from 'vitest';
import { initialView, worldFillZoom } from './initial-view';

describe('initial view (spec §9: zoom 6 for one city, 2 for several)', () => {
  it('centres on the one city at zoom 6', () => {
    expect(initialView([{ latitude: 64.15, longitude: -21.94 }])).toEqual({ kind: 'point', center: [64.15, -21.94], zoom: 6 });
  });

  it('fits every city, never closer than zoom 2', () => {
    const view = initialView([
      { latitude: 51.5, longitude: -0.12 },
      { latitude: -33.87, longitude: 151.21 },
      { latitude: 40.71, longitude: -74 },
    ]);
    expect(view).toEqual({
      kind: 'bounds',
      bounds: [
        [-33.87, -74],
        [51.5, 151.21],
      ],
      maxZoom: 2,
    });
  });

  it('shows the world when there is no city', () => {
    expect(initialView([])).toEqual({ kind: 'world' });
  });
});

describe('world fill zoom', () => {
  it('is the lowest quarter zoom at which the world fills the map across and down', () => {
    expect(worldFillZoom(256, 200)).toBe(0);
    expect(worldFillZoom(512, 300)).toBe(1);
    expect(worldFillZoom(900, 600)).toBe(2); // log2(900 / 256) = 1.81
    expect(worldFillZoom(358, 480)).toBe(1); // a phone: the height decides, log2(480 / 256) = 0.91
    expect(256 * 2 ** worldFillZoom(1000, 700)).toBeGreaterThanOrEqual(1000);
  });
});
