/**
 * The plan's contact limit (spec §9: Starter 50, Professional 500, Power Trader unlimited), the one
 * check that manual add, import and anything else that creates contacts go through.
 */
import { contactLimitReached, planDisplayName, planLimitsOf } from '@tradeloom/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { countOwnContacts } from './contacts.store.ts';

export interface ContactRoom {
  plan: string;
  planName: string;
  /** The plan's limit; null is unlimited. */
  max: number | null;
  current: number;
  /** New contacts that still fit; null is unlimited. */
  remaining: number | null;
}

export const CONTACT_LIMIT_CODE = 'CONTACT_LIMIT';

/**
 * How many more contacts the user may add. Inside a transaction with `lock`, the user's profile row
 * is locked first, so concurrent adds and imports count one after another and never pass the limit.
 */
export async function contactRoom(db: Db | Tx, userId: string, opts: { lock?: boolean } = {}): Promise<ContactRoom> {
  const query = db.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  const [profile] = opts.lock ? await query.for('update') : await query;
  const plan = profile?.plan ?? 'free';
  const max = planLimitsOf(plan).contactLimit;
  // A check before a write needs no count when the plan has no limit.
  if (max === null && opts.lock) return { plan, planName: planDisplayName(plan), max, current: 0, remaining: null };
  const current = await countOwnContacts(db, userId);
  return { plan, planName: planDisplayName(plan), max, current, remaining: max === null ? null : Math.max(0, max - current) };
}

export const contactLimitError = (room: ContactRoom) =>
  new ApiError(403, CONTACT_LIMIT_CODE, contactLimitReached(room.planName, room.max ?? 0), { plan: room.plan, limit: room.max });

/** Refuses (403 CONTACT_LIMIT, the upgrade message) when `adding` more contacts would pass the plan's limit. */
export async function assertContactRoom(tx: Tx, userId: string, adding = 1): Promise<void> {
  const room = await contactRoom(tx, userId, { lock: true });
  if (room.remaining !== null && room.remaining < adding) throw contactLimitError(room);
}
