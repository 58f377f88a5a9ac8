/** The HTML of the markers' div icons: plain strings, as Leaflet takes them (numbers and colours only, no user text). */
import { type CommodityGroup, markerSize } from '@tradeloom/domain';
import { clusterRing, clusterSize, compactCount } from './clusters';
import { swatchOf } from './group-colours';

export interface MarkerLook {
  html: string;
  size: number;
}

const fontSize = (size: number) => Math.round(Math.max(10, Math.min(15, size * 0.27)));

/** A city: a disc of markerSize(count) px in its group's colour, with the count. */
export function cityMarker(count: number, group: CommodityGroup, selected: boolean): MarkerLook {
  const size = markerSize(count);
  const { fill, ink } = swatchOf(group);
  const html =
    `<div class="tl-marker tl-city${selected ? ' tl-selected' : ''}" data-group="${group}" data-count="${count}" ` +
    `style="width:${size}px;height:${size}px;background:${fill};color:${ink};font-size:${fontSize(size)}px">${compactCount(count)}</div>`;
  return { html, size };
}

/** A cluster of cities: a neutral disc with the summed contacts inside a ring of the groups' shares. */
export function clusterMarker(contacts: number, groups: Parameters<typeof clusterRing>[0]): MarkerLook {
  const size = clusterSize(contacts);
  const html =
    `<div class="tl-marker tl-cluster" data-count="${contacts}" style="width:${size}px;height:${size}px;background:${clusterRing(groups)}">` +
    `<span style="font-size:${fontSize(size)}px">${compactCount(contacts)}</span></div>`;
  return { html, size };
}
