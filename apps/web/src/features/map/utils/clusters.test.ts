import type { MapCity } from '@tradeloom/domain';
import { describe, expect, it } from 'vitest';
import { buildCityIndex, clusterRing, clusterSize, compactCount } from './clusters';
import { GROUP_FILLS } from './group-colours';
import { heatPoints } from './heat';
import { cityMarker } from './marker-html';

const city = (key: string, latitude: number, longitude: number, count: number, group: MapCity['group']): MapCity => ({
  key,
  name: key,
  country: null,
  latitude,
  longitude,
  count,
  group,
  top_commodity: null,
  contacts: [],
});

describe('city clusters', () => {
  const cities = [
    city('rotterdam', 51.92, 4.48, 5, 'oil_gas'),
    city('antwerp', 51.22, 4.4, 3, 'agriculture'),
    city('singapore', 1.29, 103.85, 7, 'oil_gas'),
  ];
  const index = buildCityIndex(cities);

  it('merges nearby cities at low zoom, summing their contacts and groups', () => {
    const world = index.getClusters([-180, -85, 180, 85], 2);
    expect(world).toHaveLength(2);
    const cluster = world.find((f) => 'cluster' in f.properties && f.properties.cluster)!;
    expect(cluster.properties).toMatchObject({ point_count: 2, contacts: 8, groups: { oil_gas: 5, agriculture: 3 } });
  });

  it('shows every city on its own when zoomed in, without corrupting the clusters above', () => {
    expect(index.getClusters([-180, -85, 180, 85], 10)).toHaveLength(3);
    const again = index.getClusters([-180, -85, 180, 85], 2).find((f) => 'cluster' in f.properties && f.properties.cluster)!;
    expect(again.properties).toMatchObject({ contacts: 8, groups: { oil_gas: 5, agriculture: 3, other: 0 } });
  });

  it('labels counts compactly and sizes clusters by their contacts', () => {
    expect(compactCount(7)).toBe('7');
    expect(compactCount(999)).toBe('999');
    expect(compactCount(1234)).toBe('1.2K');
    expect(compactCount(12_400)).toBe('12K');
    expect(clusterSize(2)).toBeGreaterThanOrEqual(34);
    expect(clusterSize(10_000)).toBe(60);
    expect(clusterSize(100)).toBeLessThan(clusterSize(1000));
  });

  it('rings a cluster with each group in proportion to its contacts', () => {
    expect(clusterRing({ oil_gas: 3, iron_steel: 0, precious_metals: 0, agriculture: 1, base_metals: 0, other: 0 })).toBe(
      `conic-gradient(${GROUP_FILLS.oil_gas} 0turn 0.75turn, ${GROUP_FILLS.agriculture} 0.75turn 1turn)`,
    );
  });
});

describe('markers and heat', () => {
  it('draws a city marker 20 + 8 px per contact, capped at 60, in its group colour', () => {
    expect(cityMarker(1, 'iron_steel', false).size).toBe(28);
    expect(cityMarker(5, 'oil_gas', false)).toMatchObject({ size: 60 });
    expect(cityMarker(5, 'oil_gas', false).html).toContain(`background:${GROUP_FILLS.oil_gas}`);
    expect(cityMarker(40, 'other', true).html).toContain('tl-selected');
  });

  it('weights heat by contacts per city, full heat at the 75th percentile', () => {
    const counts = [1, 1, 2, 2, 3, 3, 4, 8, 40, 500];
    const { points, max } = heatPoints(counts.map((count, i) => ({ latitude: i, longitude: i, count })));
    expect(points).toHaveLength(10);
    expect(points.at(-1)).toEqual([9, 9, 500]);
    expect(max).toBe(8);
    expect(heatPoints([{ latitude: 1, longitude: 2, count: 3 }]).max).toBe(3);
  });
});
