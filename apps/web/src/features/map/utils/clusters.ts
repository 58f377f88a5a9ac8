/**
 * Clustering of city markers (supercluster): at low zoom, cities whose markers would overlap merge
 * into one marker showing their summed contacts, so 2,000 cities draw as a few dozen elements and pan
 * smoothly. Each cluster also sums its contacts per legend group, for the coloured ring around it.
 */
import { COMMODITY_GROUPS, type CommodityGroup, type MapCity } from '@tradeloom/domain';
import Supercluster from 'supercluster';
import { GROUP_FILLS } from './group-colours';

/** Screen pixels within which markers merge: about a full marker (Leaflet tiles are 256 px, so the extent is 256 too). */
export const CLUSTER_RADIUS_PX = 60;
/** Above this zoom every city has its own marker. */
export const CLUSTER_MAX_ZOOM = 9;

type GroupCounts = Record<CommodityGroup, number>;
export interface CityPointProps {
  /** Index of the city in the list the index was built from. */
  index: number;
}
export interface ClusterAggregate {
  contacts: number;
  groups: GroupCounts;
}

export type CityIndex = Supercluster<CityPointProps, ClusterAggregate>;

const noGroups = (): GroupCounts => ({ oil_gas: 0, iron_steel: 0, precious_metals: 0, agriculture: 0, base_metals: 0, other: 0 });

export function buildCityIndex(cities: readonly MapCity[]): CityIndex {
  const index = new Supercluster<CityPointProps, ClusterAggregate>({
    radius: CLUSTER_RADIUS_PX,
    extent: 256,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (props) => {
      const city = cities[props.index]!;
      const groups = noGroups();
      groups[city.group] = city.count;
      return { contacts: city.count, groups };
    },
    reduce: (acc, props) => {
      acc.contacts += props.contacts;
      // `map` gives each point its own groups object; copy before the first merge so it is not shared.
      acc.groups = { ...acc.groups };
      for (const g of COMMODITY_GROUPS) acc.groups[g] += props.groups[g];
    },
  });
  index.load(
    cities.map((city, i) => ({
      type: 'Feature' as const,
      properties: { index: i },
      geometry: { type: 'Point' as const, coordinates: [city.longitude, city.latitude] },
    })),
  );
  return index;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumSignificantDigits: 2 });

/** A count as it fits in a marker: 7, 342, 1.2K, 12K. */
export function compactCount(n: number): string {
  return n < 1000 ? String(n) : compact.format(n);
}

/** A cluster's diameter grows with the log of its contacts, from 34 px to the markers' cap of 60. */
export function clusterSize(contacts: number): number {
  return Math.round(Math.min(60, 32 + 7 * Math.log10(Math.max(2, contacts))));
}

/** The cluster's ring: each legend group's share of its contacts, in legend order, as a conic gradient. */
export function clusterRing(groups: GroupCounts): string {
  const total = COMMODITY_GROUPS.reduce((s, g) => s + groups[g], 0);
  if (total === 0) return GROUP_FILLS.other;
  let at = 0;
  const stops: string[] = [];
  for (const g of COMMODITY_GROUPS) {
    if (!groups[g]) continue;
    const end = at + groups[g] / total;
    stops.push(`${GROUP_FILLS[g]} ${round(at)}turn ${round(end)}turn`);
    at = end;
  }
  return `conic-gradient(${stops.join(', ')})`;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
