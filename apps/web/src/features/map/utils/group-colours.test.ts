import { COMMODITY_GROUPS } from '@tradeloom/domain';
import { describe, expect, it } from 'vitest';
import { contrastRatio, GROUP_FILLS, GROUP_SWATCHES, inkFor, linearRgb } from './group-colours';

// Machado, Oliveira & Fernandes (2009), full severity, applied to linear RGB.
const SIMULATIONS: Record<string, number[][]> = {
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

function lab([r, g, b]: number[]): [number, number, number] {
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * r! + 0.3576 * g! + 0.1805 * b!) / 0.95047);
  const y = f(0.2126 * r! + 0.7152 * g! + 0.0722 * b!);
  const z = f((0.0193 * r! + 0.1192 * g! + 0.9505 * b!) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

const simulate = (rgb: number[], m: number[][]) =>
  m.map((row) => Math.min(1, Math.max(0, row[0]! * rgb[0]! + row[1]! * rgb[1]! + row[2]! * rgb[2]!)));

/** The smallest CIELAB distance between two legend colours, as seen with the given simulation. */
function closestPair(m?: number[][]): number {
  const colours = COMMODITY_GROUPS.map((g) => {
    const rgb = linearRgb(GROUP_FILLS[g]);
    return lab(m ? simulate(rgb, m) : rgb);
  });
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < colours.length; i++)
    for (let j = i + 1; j < colours.length; j++) min = Math.min(min, Math.hypot(...colours[i]!.map((v, k) => v - colours[j]![k]!)));
  return min;
}

describe('legend colours', () => {
  it('has one colour per group, in the spec order', () => {
    expect(GROUP_SWATCHES.map((s) => s.label)).toEqual([
      'Oil & Gas',
      'Iron & Steel',
      'Precious Metals',
      'Agriculture',
      'Base Metals',
      'Other',
    ]);
    expect(new Set(Object.values(GROUP_FILLS)).size).toBe(6);
  });

  it('keeps the six groups apart for colour-blind users (simulated), not only for typical vision', () => {
    expect(closestPair()).toBeGreaterThan(20);
    expect(closestPair(SIMULATIONS.deuteranopia)).toBeGreaterThan(20);
    expect(closestPair(SIMULATIONS.protanopia)).toBeGreaterThan(20);
    expect(closestPair(SIMULATIONS.tritanopia)).toBeGreaterThan(15);
  });

  it('writes the count on each marker in an ink with at least 4.5:1 contrast', () => {
    for (const s of GROUP_SWATCHES) expect(contrastRatio(s.fill, s.ink), s.label).toBeGreaterThanOrEqual(4.5);
    expect(inkFor('#facc15')).toBe('#0f172a');
    expect(inkFor('#0369a1')).toBe('#ffffff');
  });
});
