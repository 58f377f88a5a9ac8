/** Printing: one figure a line on stdout (`label: value  [goal ...]`); progress goes to stderr. */

const nf0 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const nf1 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1,234 */
export const int = (n: number): string => nf0.format(n);

/** Milliseconds: one decimal under 100 ms, whole above. */
export const ms = (n: number): string => `${n < 100 ? nf1.format(n) : nf0.format(n)} ms`;

/** Seconds with one decimal (2 for values under a second). */
export const seconds = (msValue: number): string => `${(msValue / 1000).toFixed(msValue < 1000 ? 2 : 1)} s`;

/** Kilobytes (1,000 bytes) with one decimal. */
export const kb = (bytes: number): string => `${nf1.format(bytes / 1000)} KB`;

/** Prints `label: value  [goal]`; a figure without a goal prints without brackets. */
export function figure(label: string, value: string, goal?: string): void {
  console.log(goal ? `${label}: ${value}  [goal ${goal}]` : `${label}: ${value}`);
}

/** A section heading on stdout, so the figures read in groups. */
export function heading(text: string): void {
  console.log(`\n== ${text}`);
}

/** Progress and setup details, kept off stdout. */
export function note(part: string, text: string): void {
  console.error(`[${part}] ${text}`);
}
