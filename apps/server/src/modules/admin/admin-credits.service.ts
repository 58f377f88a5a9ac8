/**
 * The Credits page (spec §5 'Admin', §7 admin_adjust_credits): an administrator adds or removes a
 * user's credits. One transaction writes the adjustment row (adjusted_by the admin), the balance with
 * its ledger row (the credits module's adjustCredits: up to the plan's cap, never below zero) and the
 * admin action log row, so there is never one without the others. The console sends an idempotency
 * key per form submission: the adjustment row claims it first, so a second submit (a retry, a double
 * click, a replayed request) returns the first result and applies nothing. The user's open profile
 * streams hear of the new balance from the database's change feed (decision 015).
 */
import { ADMIN_LIST_LIMITS, type CreditAdjustment, type CreditAdjustmentInput, type CreditAdjustmentResult } from '@tradeloom/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { creditAdjustments, profiles, user } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { adjustCredits, planLimits } from '../credits/credits.service.ts';
import { recordAdminAction } from './admin-actions.ts';

export const ADJUSTMENT_USER_NOT_FOUND = 'No user with that id or e-mail';

/** The user named by id or e-mail (case-insensitive), or undefined. */
async function findUser(db: Db, idOrEmail: string): Promise<string | undefined> {
  const term = idOrEmail.trim();
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`${user.id} = ${term} or lower(${user.email}) = ${term.toLowerCase()}`)
    .limit(1);
  return row?.id;
}

async function selectAdjustments(db: Db | Tx, where: ReturnType<typeof eq> | undefined, limit: number): Promise<CreditAdjustment[]> {
  const admin = alias(user, 'adjusting_admin');
  const rows = await db
    .select({ row: creditAdjustments, email: profiles.email, name: profiles.fullName, adminEmail: admin.email })
    .from(creditAdjustments)
    .leftJoin(profiles, eq(profiles.id, creditAdjustments.userId))
    .leftJoin(admin, eq(admin.id, creditAdjustments.adjustedBy))
    .where(where)
    .orderBy(desc(creditAdjustments.createdAt))
    .limit(limit);
  return rows.map(({ row, email, name, adminEmail }) => ({
    id: row.id,
    user_id: row.userId,
    user_email: email,
    user_name: name,
    delta: row.delta,
    applied: row.applied,
    balance_after: row.balanceAfter,
    reason: row.reason,
    adjusted_by: row.adjustedBy,
    adjusted_by_email: adminEmail,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Spec §7: credit_adjustments joined to profiles, the 50 newest. */
export function listCreditAdjustments(db: Db): Promise<CreditAdjustment[]> {
  return selectAdjustments(db, undefined, ADMIN_LIST_LIMITS.creditAdjustments);
}

/**
 * Applies one adjustment (or returns the earlier result of the same idempotency key). A positive
 * delta adds up to the plan's cap and a negative one removes at most what the user has: `applied`
 * says what really changed and `limited` that it was less than asked.
 */
export async function adjustUserCredits(db: Db, adminId: string, input: CreditAdjustmentInput): Promise<CreditAdjustmentResult> {
  const userId = await findUser(db, input.user);
  if (!userId) throw notFound(ADJUSTMENT_USER_NOT_FOUND);
  const key = input.idempotency_key.trim();
  const outcome = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(creditAdjustments)
      .values({ userId, delta: input.delta, reason: input.reason.trim(), adjustedBy: adminId, idempotencyKey: key })
      .onConflictDoNothing({ target: creditAdjustments.idempotencyKey })
      .returning({ id: creditAdjustments.id });
    if (!claimed) return { replayed: true as const };
    const result = await adjustCredits(tx, userId, input.delta, `adjustment:${claimed.id}`);
    await tx
      .update(creditAdjustments)
      .set({ applied: result.applied, balanceAfter: result.balance })
      .where(eq(creditAdjustments.id, claimed.id));
    await recordAdminAction(tx, {
      adminId,
      action: 'credits_adjusted',
      targetUserId: userId,
      detail: {
        delta: input.delta,
        applied: result.applied,
        balance_after: result.balance,
        reason: input.reason.trim(),
        adjustment_id: claimed.id,
      },
    });
    return { replayed: false as const, cap: result.cap };
  });
  const [adjustment] = await selectAdjustments(db, eq(creditAdjustments.idempotencyKey, key), 1);
  if (!adjustment) throw notFound(ADJUSTMENT_USER_NOT_FOUND); // deleted with its user in between
  const cap = outcome.replayed
    ? planLimits((await db.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.id, adjustment.user_id)))[0]?.plan).creditCap
    : outcome.cap;
  return { adjustment, cap, limited: adjustment.applied !== adjustment.delta, replayed: outcome.replayed };
}
