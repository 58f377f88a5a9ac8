/**
 * Credits: the balance in user_credits changes only together with a credit_ledger row, in one
 * transaction, through a conditional update, so two concurrent requests can never spend the same
 * credit and a balance never goes below zero.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditLedger, userCredits } from '../../db/schema/index.ts';

export type CreditReason =
  | 'consume_scan'
  | 'refund_scan'
  | 'refund_ai'
  | 'consume_ai'
  | 'admin_adjustment'
  | 'plan_upgrade'
  | 'bundle_purchase'
  | 'monthly_grant'
  | 'signup_trial';

/** The user's balance (0 when no credits record exists). */
export async function creditBalance(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ n: userCredits.aiCredits }).from(userCredits).where(eq(userCredits.userId, userId)).limit(1);
  return row?.n ?? 0;
}

/**
 * Takes `amount` credits if the user has them, with its ledger row, inside the caller's transaction.
 * Returns the balance after, or null when there were not enough (nothing spent).
 */
export async function spendCredits(
  tx: Tx,
  userId: string,
  amount: number,
  reason: CreditReason,
  reference?: string,
): Promise<number | null> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`spendCredits: bad amount ${amount}`);
  const [row] = await tx
    .update(userCredits)
    .set({
      aiCredits: sql`${userCredits.aiCredits} - ${amount}`,
      aiMonthlyUsed: sql`${userCredits.aiMonthlyUsed} + ${amount}`,
      updatedAt: new Date(),
    })
    .where(and(eq(userCredits.userId, userId), gte(userCredits.aiCredits, amount)))
    .returning({ balance: userCredits.aiCredits });
  if (!row) return null;
  await tx.insert(creditLedger).values({ userId, delta: -amount, balanceAfter: row.balance, reason, reference: reference ?? null });
  return row.balance;
}

/** Gives credits back (what a scan reserved but did not use), with its ledger row, inside the caller's transaction. */
export async function refundCredits(db: Tx, userId: string, amount: number, reason: CreditReason, reference?: string): Promise<number> {
  if (amount <= 0) return creditBalance(db, userId);
  const [row] = await db
    .update(userCredits)
    .set({
      aiCredits: sql`${userCredits.aiCredits} + ${amount}`,
      aiMonthlyUsed: sql`greatest(0, ${userCredits.aiMonthlyUsed} - ${amount})`,
      updatedAt: new Date(),
    })
    .where(eq(userCredits.userId, userId))
    .returning({ balance: userCredits.aiCredits });
  const balance = row?.balance ?? 0;
  await db.insert(creditLedger).values({ userId, delta: amount, balanceAfter: balance, reason, reference: reference ?? null });
  return balance;
}
