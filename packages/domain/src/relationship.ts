/**
 * Relationship strength and keep-in-touch cadences (issue 27, decision 041): pure, shared by the
 * server (which computes and stores the score) and the web app (labels, cadence choices).
 *
 * The score, 0-100, is the sum of four parts computed from a contact's interactions:
 * - recency, up to 40: 40 * 0.5^(days since the last interaction / 45), weighted by that
 *   interaction's channel (a note 45 days ago counts less than a meeting 45 days ago);
 * - frequency, up to 35: each interaction counts its channel weight, those of the last 90 days in
 *   full and those of the last 365 days a third; 35 * log2(1 + weighted) / log2(1 + 24), capped
 *   (about two weighted touches a month for a year fills it);
 * - reciprocity, from -10 to +15: +15 when both directions appear in the last 365 days, -10 when
 *   everything with a direction is outgoing, 0 otherwise (no directions known: typed entries);
 * - channel, up to 10: the best channel used in the last 365 days (meeting 10, call 8, message 5,
 *   e-mail 4, note 1).
 * Clamped to 0..100 and rounded. Channel weights: meeting 1.5, call 1.2, message 0.8, e-mail 0.7,
 * note 0.3. Deterministic: only the interactions and `now` go in.
 */
import { z } from 'zod';
import type { InteractionKind } from './interaction-kinds.ts';

/** The cadences a user can set on a contact. */
export const KEEP_IN_TOUCH_CADENCES = [
  { days: 14, label: 'Every 2 weeks' },
  { days: 30, label: 'Every month' },
  { days: 91, label: 'Every quarter' },
  { days: 182, label: 'Every half-year' },
] as const;
export type KeepInTouchDays = (typeof KEEP_IN_TOUCH_CADENCES)[number]['days'];

/** A cadence the user sets: one of the four, or null (none set: the default applies). */
export const keepInTouchDaysSchema = z.union([z.literal(14), z.literal(30), z.literal(91), z.literal(182)]).nullable();

/** 'Every month' for 30; 'Every 45 days' for anything else. */
export function cadenceLabel(days: number): string {
  return KEEP_IN_TOUCH_CADENCES.find((c) => c.days === days)?.label ?? `Every ${days} days`;
}

/** Strength bands as the app names them. */
export const STRENGTH_BANDS = [
  { min: 70, label: 'Strong' },
  { min: 40, label: 'Warm' },
  { min: 15, label: 'Cool' },
  { min: 0, label: 'Cold' },
] as const;
export function strengthLabel(score: number | null): string {
  if (score == null) return 'No history';
  return STRENGTH_BANDS.find((b) => score >= b.min)?.label ?? 'Cold';
}

/** Roles that trade: their default cadence is one step more frequent than an analyst's or anyone else's. */
export const TRADING_ROLES = ['buyer', 'supplier', 'broker'] as const;
export const isTradingRole = (role: string | null | undefined) =>
  TRADING_ROLES.includes((role ?? '').trim().toLowerCase() as (typeof TRADING_ROLES)[number]);

/** Strength from which each default cadence applies, strongest first (below the last: none). */
export const DEFAULT_CADENCE_BANDS = [
  { min: 70, days: 30 },
  { min: 40, days: 91 },
  { min: 15, days: 182 },
] as const;

/**
 * The cadence that applies when the user set none: by strength (70+ monthly, 40-69 quarterly, 15-39
 * half-yearly, below 15 or no history none), one step more frequent for a buyer, supplier or broker
 * (monthly becomes every 2 weeks, quarterly monthly, half-yearly quarterly).
 */
export function defaultCadenceDays(strength: number | null, role: string | null): number | null {
  if (strength == null) return null;
  const band = DEFAULT_CADENCE_BANDS.findIndex((b) => strength >= b.min);
  if (band < 0) return null;
  const days = DEFAULT_CADENCE_BANDS[band]!.days;
  if (!isTradingRole(role)) return days;
  const steps = KEEP_IN_TOUCH_CADENCES.map((c) => c.days as number);
  return steps[Math.max(0, steps.indexOf(days) - 1)]!;
}

export interface Cadence {
  cadence_days: number | null;
  cadence_due_on: string | null;
  cadence_overdue: boolean;
}

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The cadence in force (the one set, else the default), the day the next touch is due (the last touch
 * plus the cadence; with no touch yet, the day the contact was added) and whether that day is past.
 */
export function cadenceOf(
  c: {
    keep_in_touch_days: number | null;
    strength: number | null;
    role: string | null;
    last_contacted_at: string | null;
    created_at: string;
  },
  today: string,
): Cadence {
  const days = c.keep_in_touch_days ?? defaultCadenceDays(c.strength, c.role);
  if (days == null) return { cadence_days: null, cadence_due_on: null, cadence_overdue: false };
  const due = addDays(c.last_contacted_at ?? c.created_at.slice(0, 10), days);
  return { cadence_days: days, cadence_due_on: due, cadence_overdue: due < today };
}

// --- Strength ------------------------------------------------------------------------------------

export interface StrengthInteraction {
  kind: InteractionKind;
  /** YYYY-MM-DD */
  date: string;
  direction: 'in' | 'out' | null;
}

export const CHANNEL_WEIGHT: Record<InteractionKind, number> = { meeting: 1.5, call: 1.2, message: 0.8, email: 0.7, note: 0.3 };
const CHANNEL_POINTS: Record<InteractionKind, number> = { meeting: 10, call: 8, message: 5, email: 4, note: 1 };
export const STRENGTH_HALF_LIFE_DAYS = 45;
const FREQUENCY_FULL = 24;

const NOUN: Record<InteractionKind, [string, string]> = {
  meeting: ['meeting', 'meetings'],
  call: ['call', 'calls'],
  message: ['message', 'messages'],
  email: ['e-mail', 'e-mails'],
  note: ['note', 'notes'],
};

/** '3 weeks ago', 'today', '2 months ago', 'over a year ago'. */
export function agoText(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 14) return `${days} days ago`;
  if (days < 60) return `${Math.round(days / 7)} weeks ago`;
  if (days < 365) return `${Math.round(days / 30.4)} months ago`;
  const years = Math.floor(days / 365);
  return years === 1 ? 'over a year ago' : `over ${years} years ago`;
}

const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);

/**
 * A contact's relationship strength from its interactions at `now` (see the file's comment for the
 * formula), with one line saying what it rests on: '12 e-mails both ways in 90 days, last meeting
 * 3 weeks ago'. No interactions: score 0 and 'No interactions yet'.
 */
export function relationshipStrength(interactions: readonly StrengthInteraction[], now: Date): { score: number; note: string } {
  const today = Math.floor(now.getTime() / 86_400_000);
  const seen = interactions
    .filter((i) => /^\d{4}-\d{2}-\d{2}$/.test(i.date))
    .map((i) => ({ ...i, age: Math.max(0, today - dayNumber(i.date)) }))
    .sort((a, b) => a.age - b.age);
  if (seen.length === 0) return { score: 0, note: 'No interactions yet' };

  const last = seen[0]!;
  const recency = 40 * 0.5 ** (last.age / STRENGTH_HALF_LIFE_DAYS) * Math.min(1, CHANNEL_WEIGHT[last.kind] / CHANNEL_WEIGHT.email);
  const year = seen.filter((i) => i.age <= 365);
  const quarter = year.filter((i) => i.age <= 90);
  const weighted =
    quarter.reduce((s, i) => s + CHANNEL_WEIGHT[i.kind], 0) +
    year.filter((i) => i.age > 90).reduce((s, i) => s + CHANNEL_WEIGHT[i.kind] / 3, 0);
  const frequency = Math.min(35, (35 * Math.log2(1 + weighted)) / Math.log2(1 + FREQUENCY_FULL));
  const ins = year.some((i) => i.direction === 'in');
  const outs = year.some((i) => i.direction === 'out');
  const reciprocity = ins && outs ? 15 : outs && !ins ? -10 : 0;
  const channel = year.reduce((m, i) => Math.max(m, CHANNEL_POINTS[i.kind]), 0);
  const score = Math.max(0, Math.min(100, Math.round(recency + frequency + reciprocity + channel)));
  return { score, note: strengthNote(quarter, year, seen, ins, outs) };
}

function strengthNote(
  quarter: readonly (StrengthInteraction & { age: number })[],
  year: readonly (StrengthInteraction & { age: number })[],
  all: readonly (StrengthInteraction & { age: number })[],
  ins: boolean,
  outs: boolean,
): string {
  const parts: string[] = [];
  const window = quarter.length ? { list: quarter, span: '90 days' } : year.length ? { list: year, span: 'a year' } : null;
  if (window) {
    // The most frequent kind in the window, named with its count; the direction when known.
    const counts = new Map<InteractionKind, number>();
    for (const i of window.list) counts.set(i.kind, (counts.get(i.kind) ?? 0) + 1);
    const [kind, n] = [...counts.entries()].sort((a, b) => b[1] - a[1] || CHANNEL_WEIGHT[b[0]] - CHANNEL_WEIGHT[a[0]])[0]!;
    // Direction as known for that kind: a logged call has none, so it is not 'received' because e-mails were.
    const kindIns = ins && window.list.some((i) => i.kind === kind && i.direction === 'in');
    const kindOuts = outs && window.list.some((i) => i.kind === kind && i.direction === 'out');
    const way = kindIns && kindOuts ? ' both ways' : kindOuts ? ' sent, none received' : kindIns ? ' received' : '';
    const others = window.list.length - n;
    parts.push(`${n} ${NOUN[kind][n === 1 ? 0 : 1]}${way}${others ? ` and ${others} other` : ''} in ${window.span}`);
  }
  // The latest touch of the strongest channel ever used, as 'last meeting 3 weeks ago'.
  const best = [...all].sort((a, b) => CHANNEL_WEIGHT[b.kind] - CHANNEL_WEIGHT[a.kind] || a.age - b.age)[0]!;
  parts.push(`last ${NOUN[best.kind][0]} ${agoText(best.age)}`);
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
