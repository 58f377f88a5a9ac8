/**
 * Reminders: valuable relationships going cold, and follow-ups the notes ask for ('call back in
 * March'). A relationship's value to the user is what it has done and can do: the deals its notes
 * mention, the interactions logged, the products it trades on a clear side, the introductions it takes
 * part in and the priorities it serves. The last touch is the latest logged interaction or last-contacted
 * date, never the date the contact was added.
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
  /** The relationship strength the server computed (decision 041), when known. */
  strength: number | null;
}

export interface FollowUp {
  id: string;
  due: Date;
  /** The note's words that asked for it. */
  text: string;
}

/** A relationship worth less than this is not worth a reminder (a banker with no products, one call). */
export const MIN_COLD_VALUE = 2;

export interface ContactWorth {
  value: number;
  /** What it rests on, in words ('3 deals in the notes', '12 logged interactions'). */
  why: string[];
}

/**
 * How much a contact is worth to the user's trade (decision 033, amended): each product it trades on a
 * clear side (up to 3; half for a product of no clear side), each deal done its notes or interactions
 * mention (twice, up to 3: 'did 3 cargoes', 'closed 50kt'; a volume asked for or offered is not one),
 * each standing relationship with the user's business (four times, up to 2: a term contract, an offtake
 * agreement, 'our biggest client'), the size of its business (twice, up to 2: 'big volumes', '500t/month',
 * a utility or a refinery), the relationship's history (log2 of 1 + the interactions logged: 1 for one,
 * 4.4 for twenty), 1 when it is part of an introduction (potential, not yet business: once,
 * however many), and each priority it serves (twice); all of it halved when the notes doubt the
 * relationship (small volumes, a tyre kicker, a slow payer).
 */
export function contactWorth(profile: ContactProfile, synergies = 0, priorities = 0): ContactWorth {
  // (A product only named in the notes, with no side said of it, is no sign of worth.)
  const counted = profile.products.filter((t) => !t.mentioned);
  const clear = counted.filter((t) => t.side !== 'either');
  const unclear = counted.length - clear.length;
  const deals = Math.min(3, profile.deals);
  const standing = Math.min(2, profile.relationships ?? 0);
  const sum =
    Math.min(3, clear.length + 0.5 * unclear) +
    2 * deals +
    4 * standing +
    2 * Math.min(2, profile.scale ?? 0) +
    Math.log2(1 + profile.interactionCount) +
    Math.min(1, synergies) +
    2 * priorities;
  const value = profile.doubt ? sum / 2 : sum;
  const why: string[] = [];
  if (profile.doubt) why.push('though your notes doubt it');
  if (profile.scale) why.push('large volumes in your notes');
  if (standing)
    why.push(
      standing === 1
        ? 'a standing relationship in your notes (a contract or key account)'
        : 'standing relationships in your notes (contracts or key accounts)',
    );
  if (deals) why.push(`${deals === 1 ? 'a deal or volume' : `${profile.deals} deals or volumes`} in your notes`);
  if (profile.interactionCount >= 2) why.push(`${profile.interactionCount} logged interactions`);
  if (priorities) why.push(`can serve ${priorities === 1 ? 'one' : priorities} of your priorities`);
  if (synergies) why.push(`part of ${synergies === 1 ? 'a possible introduction' : `${synergies} possible introductions`}`);
  if (clear.length)
    why.push(
      clear
        .slice(0, 3)
        .map((t) => `${t.side === 'sells' ? 'sells' : 'buys'} ${t.product.name}`)
        .join(', '),
    );
  return { value: Math.round(value * 100) / 100, why };
}

/** The older measure, kept for callers: the worth's value. */
export function contactValue(profile: ContactProfile, synergies: number, priorities: number): number {
  return contactWorth(profile, synergies, priorities).value;
}

/**
 * Contacts silent for COLD_AFTER_DAYS or more since their last touch (logged interactions and the
 * last-contacted date; a contact never contacted has none and is not 'gone cold'), worth at least
 * `minValue`, the most valuable first, then the strongest relationship (decision 041: the strength the
 * server computed, which still remembers a relationship that was close), then the longest silent; those
 * `skip` names (the reminders the user already has) are left out before the limit, so the next scan
 * names the next ones. A known strength is said among the reasons.
 */
export function coldRelationships(
  profiles: readonly ContactProfile[],
  worth: (profile: ContactProfile) => ContactWorth,
  opts: { now?: Date; limit?: number; minValue?: number; skip?: (profile: ContactProfile) => boolean } = {},
): ColdRelationship[] {
  const now = (opts.now ?? new Date()).getTime();
  const minValue = opts.minValue ?? MIN_COLD_VALUE;
  const out: ColdRelationship[] = [];
  for (const profile of profiles) {
    const last = profile.lastTouch;
    if (last === null) continue;
    const daysSilent = Math.floor((now - last) / DAY);
    if (daysSilent < COLD_AFTER_DAYS) continue;
    // Reminders the user already has or dismissed leave room for the next ones.
    if (opts.skip?.(profile)) continue;
    const { value, why } = worth(profile);
    if (value < minValue) continue;
    const strength = profile.contact.strength ?? null;
    out.push({
      id: profile.contact.id,
      daysSilent,
      value,
      why: strength == null ? why : [...why, `relationship strength ${strength}`],
      strength,
    });
  }
  out.sort(
    (a, b) =>
      b.value - a.value ||
      (b.strength ?? -1) - (a.strength ?? -1) ||
      b.daysSilent - a.daysSilent ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
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
    const written = profile.lastTouch;
    const reference = new Date(written ?? now.getTime());
    for (const clause of notes.split(/[.;!?\n]+/)) {
      if (!FOLLOW_UP_CUE.test(clause)) continue;
      const parsed = chrono.parse(clause, reference, { forwardDate: true })[0];
      if (!parsed) continue;
      const due = parsed.start.date();
      const delta = due.getTime() - now.getTime();
      if (delta > ahead || delta < -overdue) continue;
      if (written !== null && written >= due.getTime() - DAY) continue;
      out.push({ id: profile.contact.id, due, text: clause.trim() });
      break;
    }
  }
  out.sort((a, b) => a.due.getTime() - b.due.getTime() || a.id.localeCompare(b.id));
  return out;
}
