/**
 * Credit packs sold only when they fit (decision 018): a pack is never sold, nor delivered, in part.
 * At the start the buyer is told before paying; at fulfilment (two packs bought in two tabs, a monthly
 * grant in between) a pack that no longer fits gives nothing and its payment is refunded in full.
 */
import { type CreditBundleId, creditBundle, creditRoom, packFits, packOverCapText, planLimitsOf } from '@tradeloom/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { checkoutSessions, profiles, userCredits } from '../../db/schema/index.ts';
import { grantCredits } from '../credits/credits.service.ts';

export class PackOverCap extends Error {
  constructor(
    readonly room: number,
    readonly cap: number,
  ) {
    super(packOverCapText(room, cap));
  }
}

/** The user's cap and the credits that still fit under it; `lock` holds the balance row to the end of the transaction. */
async function roomOf(db: Db | Tx, userId: string, lock: boolean): Promise<{ room: number; cap: number }> {
  const [profile] = await db.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  const balance = db.select({ n: userCredits.aiCredits }).from(userCredits).where(eq(userCredits.userId, userId));
  const [row] = lock ? await balance.for('update') : await balance;
  const cap = planLimitsOf(profile?.plan).creditCap;
  return { room: creditRoom(row?.n ?? 0, cap), cap };
}

/** Refuses, before any payment is asked for, a pack the balance has no room for. */
export async function assertPackFits(db: Db, userId: string, bundle: CreditBundleId): Promise<void> {
  const { room, cap } = await roomOf(db, userId, false);
  if (!packFits(creditBundle(bundle).credits, room)) throw new PackOverCap(room, cap);
}

/**
 * Delivers a paid pack whole, or not at all: with the balance row locked, a pack that no longer fits
 * marks its checkout refunded and gives nothing (the caller returns the payment).
 */
export async function deliverPack(tx: Tx, session: { id: string; userId: string; credits: number }): Promise<'given' | 'refused'> {
  await tx.insert(userCredits).values({ userId: session.userId }).onConflictDoNothing({ target: userCredits.userId });
  const { room } = await roomOf(tx, session.userId, true);
  if (!packFits(session.credits, room)) {
    await tx.update(checkoutSessions).set({ status: 'refunded' }).where(eq(checkoutSessions.id, session.id));
    return 'refused';
  }
  await grantCredits(tx, session.userId, session.credits, 'bundle_purchase', session.id);
  return 'given';
}
