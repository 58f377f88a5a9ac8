/**
 * The Natural Earth files' URLs (hashed assets of the build) and their download, kept apart from the
 * Leaflet chunk: the map page starts the coarse file's download while Leaflet's code is still loading.
 */

import fineUrl from 'world-atlas/countries-50m.json?url';
import coarseUrl from 'world-atlas/countries-110m.json?url';

export type WorldDetail = 'coarse' | 'fine';
const URLS: Record<WorldDetail, string> = { coarse: coarseUrl, fine: fineUrl };

const downloads = new Map<WorldDetail, Promise<unknown>>();

export function fetchWorldTopology(detail: WorldDetail): Promise<unknown> {
  let p = downloads.get(detail);
  if (!p) {
    p = fetch(URLS[detail]).then((res) => {
      if (!res.ok) throw new Error(`basemap ${res.status}`);
      return res.json() as Promise<unknown>;
    });
    p.catch(() => downloads.delete(detail));
    downloads.set(detail, p);
  }
  return p;
}
