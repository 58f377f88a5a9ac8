import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { continuousRing, flatLines, flatWorld } from './world-basemap';

describe('the offline world on a flat map', () => {
  it('undoes the antimeridian jump in a ring', () => {
    expect(
      continuousRing([
        [178, 65],
        [-179, 66],
        [-175, 64],
        [179, 63],
        [178, 65],
      ]),
    ).toEqual([
      [178, 65],
      [181, 66],
      [185, 64],
      [179, 63],
      [178, 65],
    ]);
  });

  it('draws a country that crosses the antimeridian on both edges of the world, and leaves others alone', () => {
    const world: FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Fiji' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [179, -16],
                [-179.5, -16.5],
                [179.5, -17],
                [179, -16],
              ],
            ],
          },
        },
        {
          type: 'Feature',
          properties: { name: 'Iceland' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-22, 64],
                [-14, 65],
                [-18, 63],
                [-22, 64],
              ],
            ],
          },
        },
      ],
    };
    const [fiji, iceland] = flatWorld(world).features;
    expect(fiji!.geometry).toEqual({
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [179, -16],
            [180.5, -16.5],
            [179.5, -17],
            [179, -16],
          ],
        ],
        [
          [
            [-181, -16],
            [-179.5, -16.5],
            [-180.5, -17],
            [-181, -16],
          ],
        ],
      ],
    });
    expect(iceland).toEqual(world.features[1]);
  });

  it('draws a border line across the antimeridian on both edges too', () => {
    expect(
      flatLines([
        [
          [179, 66],
          [-179, 66],
        ],
        [
          [10, 50],
          [12, 51],
        ],
      ]),
    ).toEqual([
      [
        [179, 66],
        [181, 66],
      ],
      [
        [-181, 66],
        [-179, 66],
      ],
      [
        [10, 50],
        [12, 51],
      ],
    ]);
  });
});
