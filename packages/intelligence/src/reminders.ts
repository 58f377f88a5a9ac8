/**
 * Reminders: valuable relationships going cold, and follow-ups the notes ask for ('call back in
 * March'). A relationship's value to the user is what the network can do with it: the introductions
 * it takes part in, the priorities it serves, the products it trades on a clear side.
 */
import * as chrono from 'chrono-node';
import type { ContactProfile } from './network.ts';

const DAY = 86_400_000;
/** No contact for this long is a relationship going cold. */
export const COLD_AFTER_DAYS = 90;

export interface ColdRelationship {
  id: string;
  daysSilent: number;
  /** What the relationship is worth to the user's trade (see contactValue). */
  value: number;
  why: string[];
}

export interface FollowUp {
  id: string;
  due: Date;
  /** The note's words that asked for it. */
  text: string;
}

/**
 * How much a contact is worth to the user's trade: each introduction it is part of, each priority it
 * serves (twice as much), a clear side of a trade, the products it trades.
 */
export function contactValue(profile: ContactProfile, synergies: number, priorities: number): number {
  const clearSide = profile.products.some((t) => t.side === 'sells' || t.side === 'buys') ? 1 : 0;
  return synergies + 2 * priorities + clearSide + Math.min(3, profile.products.length) * 0.5;
}

function lastTouch(profile: ContactProfile): number | null {
  const t = Date.parse(profile.contact.lastContactedAt ?? profile.contact.createdAt ?? '');
  return Number.isFinite(t) ? t : null;
}

/** Contacts silent for COLD_AFTER_DAYS or more, the most valuable and the longest silent first. */
export function coldRelationships(
  profiles: readonly ContactProfile[],
  worth: (profile: ContactProfile) => { value: number; why: string[] },
  opts: { now?: Date; limit?: number } = {},
): ColdRelationship[] {
  const now = (opts.now ?? new Date()).getTime();
  const out: ColdRelationship[] = [];
  for (const profile of profiles) {
    const last = lastTouch(profile);
    if (last === null) continue;
    const daysSilent = Math.floor((now - last) / DAY);
    if (daysSilent < COLD_AFTER_DAYS) continue;
    const { value, why } = worth(profile);
    if (value <= 0) continue;
    out.push({ id: profile.contact.id, daysSilent, value, why });
  }
  // Value first; the longer the silence, the more it weighs (up to a year).
  const weight = (c: ColdRelationship) => c.value * (1 + Math.min(365, c.daysSilent) / 365);
  out.sort((a, b) => weight(b) - weight(a) || a.id.localeCompare(b.id));
  return out.slice(0, opts.limit ?? 10);
}

const FOLLOW_UP_CUE =
  /\b(call|ring|phone|follow[ -]?up|ping|remind|meet|meeting|catch up|check in|revert|chase|speak|talk|reach out|contact (him|her|them) again|back in|visit|see (him|her|them))\b/i;

/**
 * Follow-ups the notes ask for, due within `aheadDays` from now or overdue by up to `overdueDays`,
 * and not yet done (the user has not been in touch since the note's date was set).
 */
export function followUps(
  profiles: readonly ContactProfile[],
  opts: { now?: Date; aheadDays?: number; overdueDays?: number } = {},
): FollowUp[] {
  const now = opts.now ?? new Date();
  const ahead = (opts.aheadDays ?? 14) * DAY;
  const overdue = (opts.overdueDays ?? 60) * DAY;
  const out: FollowUp[] = [];
  for (const profile of profiles) {
    const notes = profile.contact.notes;
    if (!notes) continue;
    // Dates in the notes are read from when the notes were last known to be current.
    const written = lastTouch(profile);
    const reference = new Date(written ?? now.getTime());
    for (const clause of notes.split(/[.;!?\n]+/)) {
      if (!FOLLOW_UP_CUE.test(clause)) continue;
      const parsed = chrono.parse(clause, reference, { forwardDate: true })[0];
      if (!parsed) continue;
      const due = parsed.start.date();
      const delta = due.getTime() - now.getTime();
      if (delta > ahead || delta < -overdue) continue;
      const touched = profile.contact.lastContactedAt ? Date.parse(profile.contact.lastContactedAt) : Number.NaN;
      if (Number.isFinite(touched) && touched >= due.getTime() - DAY) continue;
      out.push({ id: profile.contact.id, due, text: clause.trim() });
      break;
    }
  }
  out.sort((a, b) => a.due.getTime() - b.due.getTime() || a.id.localeCompare(b.id));
  return out;
}
