/**
 * The offline basemap: Natural Earth countries bundled with the app (world-atlas), fetched from our
 * own origin as a hashed asset and turned into GeoJSON with topojson-client. The coarse 1:110m set
 * draws the world view; the 1:50m set is fetched once the user zooms in to where coastlines show.
 * Nothing here needs the network beyond the app's own server.
 */
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { fetchWorldTopology, type WorldDetail } from './world-topology';

/**
 * Land as one shape and the borders between countries as one set of lines: two SVG paths, and every
 * border drawn once (country outlines would draw each shared border twice, in 177 paths).
 */
export interface World {
  land: FeatureCollection;
  borders: Feature<MultiLineString>;
}

const converted = new Map<WorldDetail, Promise<World>>();

export function loadWorld(detail: WorldDetail): Promise<World> {
  let p = converted.get(detail);
  if (!p) {
    p = convert(detail);
    // A failed load is tried again next time (Retry), not remembered.
    p.catch(() => converted.delete(detail));
    converted.set(detail, p);
  }
  return p;
}

/** Lets the browser draw a frame between steps: the fine set's steps take tens of milliseconds each. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function convert(detail: WorldDetail): Promise<World> {
  const topology = (await fetchWorldTopology(detail)) as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  await nextTask();
  const land = flatWorld(feature(topology, topology.objects.land) as FeatureCollection);
  await nextTask();
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return {
    land,
    borders: { type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: flatLines(borders.coordinates) } },
  };
}

/**
 * Natural Earth's rings are drawn on a sphere: Russia and Fiji cross the antimeridian, jumping from
 * 180 to -180. On a flat map that jump would be a band across the whole world. Each ring is made
 * continuous instead (running past 180), and a polygon that runs past an edge is drawn a second
 * time one world over, so both of its sides show.
 */
export function flatWorld(world: FeatureCollection): FeatureCollection {
  return { ...world, features: world.features.map(flatFeature) };
}

function flatFeature(f: Feature): Feature {
  const g = f.geometry;
  if (g?.type !== 'Polygon' && g?.type !== 'MultiPolygon') return f;
  const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  const out: Position[][][] = [];
  for (const polygon of polygons) {
    const rings = polygon.map(continuousRing);
    out.push(rings);
    const lngs = rings.flatMap((r) => r.map((p) => p[0]!));
    if (Math.max(...lngs) > 180) out.push(shift(rings, -360));
    if (Math.min(...lngs) < -180) out.push(shift(rings, 360));
  }
  const geometry: Polygon | MultiPolygon =
    out.length === 1 ? { type: 'Polygon', coordinates: out[0]! } : { type: 'MultiPolygon', coordinates: out };
  return { ...f, geometry };
}

/** Border lines made continuous the same way (a line running past an edge is drawn one world over too). */
export function flatLines(lines: Position[][]): Position[][] {
  return lines.flatMap((line) => {
    const flat = continuousRing(line);
    const lngs = flat.map((p) => p[0]!);
    return [flat, ...(Math.max(...lngs) > 180 ? [shiftLine(flat, -360)] : []), ...(Math.min(...lngs) < -180 ? [shiftLine(flat, 360)] : [])];
  });
}

const shiftLine = (line: Position[], by: number) => line.map(([lng, lat]) => [lng! + by, lat!]);

/** The ring with every jump of more than half the world undone by adding or removing 360 degrees. */
export function continuousRing(ring: Position[]): Position[] {
  let offset = 0;
  let prev = ring[0]?.[0] ?? 0;
  return ring.map(([lng, lat]) => {
    const d = lng! - prev;
    if (d > 180) offset -= 360;
    else if (d < -180) offset += 360;
    prev = lng!;
    return [lng! + offset, lat!];
  });
}

const shift = (rings: Position[][], by: number) => rings.map((r) => r.map(([lng, lat]) => [lng! + by, lat!]));
