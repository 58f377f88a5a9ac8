/** Nearest-rank percentile (p in 0..100) of a non-empty sample. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const s = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * s.length);
  return s[Math.min(s.length - 1, Math.max(0, rank - 1))]!;
}

/** The middle value (the lower one of an even sample, like the earlier bench). */
export function median(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

export async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}
