import { type ReactNode, useMemo } from 'react';
import { cn } from '@/lib/utils';
import { WORLD_DOTS } from '../data/world-dots';

/** Grid coordinates (one unit per cell) of a point on the globe. */
export function project(lat: number, lon: number): { x: number; y: number } {
  return { x: (lon + 180) / WORLD_DOTS.step, y: (WORLD_DOTS.latMax - lat) / WORLD_DOTS.step };
}

function landPath(): string {
  const parts: string[] = [];
  WORLD_DOTS.runs.forEach((row, y) => {
    let x = 0;
    row.split('.').forEach((run, index) => {
      const length = Number.parseInt(run, 36);
      if (index % 2 === 1) for (let i = 0; i < length; i++) parts.push(`M${x + i + 0.5} ${y + 0.5}h0`);
      x += length;
    });
  });
  return parts.join('');
}

/** Dot-matrix world map; children draw on top in grid coordinates (see `project`). */
export function WorldDotMap({ className, children }: { className?: string; children?: ReactNode }) {
  const d = useMemo(landPath, []);
  return (
    <svg
      viewBox={`0 0 ${WORLD_DOTS.cols} ${WORLD_DOTS.rows}`}
      className={cn('h-auto w-full', className)}
      aria-hidden="true"
      preserveAspectRatio="xMidYMid meet"
    >
      <path d={d} stroke="currentColor" strokeWidth="0.5" strokeLinecap="round" />
      {children}
    </svg>
  );
}
