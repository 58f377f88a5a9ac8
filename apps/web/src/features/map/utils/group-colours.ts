/**
 * The legend's six colours (DESIGN.md 'Colour'): one palette for both themes, picked to stay apart
 * under deuteranopia, protanopia and tritanopia (checked in group-colours.test.ts) and to read on the
 * light and the dark basemap (each marker also gets a ring in the theme's contrast colour). `ink` is
 * the count's colour on the marker: whichever of white and the dark ink reads best.
 */
import { COMMODITY_GROUP_LABELS, COMMODITY_GROUPS, type CommodityGroup } from '@tradeloom/domain';

const WHITE = '#ffffff';
const DARK_INK = '#0f172a';

export const GROUP_FILLS: Record<CommodityGroup, string> = {
  oil_gas: '#c2410c',
  iron_steel: '#0369a1',
  precious_metals: '#facc15',
  agriculture: '#4ade80',
  base_metals: '#9333ea',
  other: '#64748b',
};

/** Heatmap colour ramp: calm teal for a few contacts, amber, then red where the network is densest. */
export const HEAT_GRADIENT: Record<number, string> = { 0.2: '#0e7490', 0.45: '#14b8a6', 0.7: '#f59e0b', 1: '#dc2626' };

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** #rrggbb -> linear RGB in 0..1. */
export function linearRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [channel((n >> 16) & 255), channel((n >> 8) & 255), channel(n & 255)];
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = linearRgb(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or the dark ink, whichever contrasts more with the fill. */
export function inkFor(fill: string): string {
  return contrastRatio(fill, WHITE) >= contrastRatio(fill, DARK_INK) ? WHITE : DARK_INK;
}

export interface GroupSwatch {
  group: CommodityGroup;
  label: string;
  fill: string;
  ink: string;
}

/** The legend's rows, in the spec's order. */
export const GROUP_SWATCHES: readonly GroupSwatch[] = COMMODITY_GROUPS.map((group) => ({
  group,
  label: COMMODITY_GROUP_LABELS[group],
  fill: GROUP_FILLS[group],
  ink: inkFor(GROUP_FILLS[group]),
}));

export const swatchOf = (group: CommodityGroup): GroupSwatch => GROUP_SWATCHES.find((s) => s.group === group)!;
