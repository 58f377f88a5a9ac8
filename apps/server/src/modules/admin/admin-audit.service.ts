/**
 * The Audit page (spec §5 'Admin', §7): the subscription audit log, 50 recent rows, or for an e-mail
 * search (a partial, case-insensitive match on users) up to 100 rows of the matching users. The admin
 * action log is admin-actions.ts's listAdminActions.
 */
import { ADMIN_LIST_LIMITS, type SubscriptionAuditRow } from '@tradeloom/domain';
import { desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptionAuditLog, user } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql.ts';

export async function listSubscriptionAudit(db: Db, email?: string): Promise<SubscriptionAuditRow[]> {
  const term = email?.trim();
  const matching = term
    ? db
        .select({ id: user.id })
        .from(user)
        .where(ilike(user.email, `%${escapeLike(term)}%`))
    : undefined;
  const rows = await db
    .select({ row: subscriptionAuditLog, email: user.email })
    .from(subscriptionAuditLog)
    .leftJoin(user, eq(user.id, subscriptionAuditLog.userId))
    .where(matching ? inArray(subscriptionAuditLog.userId, matching) : undefined)
    .orderBy(desc(subscriptionAuditLog.createdAt))
    .limit(term ? ADMIN_LIST_LIMITS.auditSearched : ADMIN_LIST_LIMITS.auditRecent);
  return rows.map(({ row, email: userEmail }) => ({
    id: row.id,
    user_id: row.userId,
    user_email: userEmail,
    event_type: row.eventType,
    old_subscription_tier: row.oldSubscriptionTier,
    new_subscription_tier: row.newSubscriptionTier,
    old_status: row.oldStatus,
    new_status: row.newStatus,
    triggered_by: row.triggeredBy,
    created_at: row.createdAt.toISOString(),
  }));
}
