/**
 * The admin action log: every action an administrator takes (adjusting credits, signing a user out,
 * disabling or enabling an account, resending a verification, processing a flag, retrying a job) is
 * recorded by `recordAdminAction` in the same transaction as the action, so there is never an action
 * without its row or a row without its action.
 */
import { ADMIN_LIST_LIMITS, type AdminAction, type AdminActionRow } from '@tradeloom/domain';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { adminActions, user } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql.ts';

export interface AdminActionInput {
  adminId: string;
  action: AdminAction;
  targetUserId?: string | null;
  detail?: Record<string, unknown>;
}

/** Records one admin action; call it inside the action's own transaction. */
export async function recordAdminAction(tx: Db | Tx, input: AdminActionInput): Promise<void> {
  const target = input.targetUserId ?? null;
  await tx.insert(adminActions).values({
    adminId: input.adminId,
    action: input.action,
    targetUserId: target,
    targetEmail: target ? sql`(select email from "user" where id = ${target})` : null,
    detail: input.detail ?? {},
  });
}

/** The newest admin actions (100), or those whose administrator or target e-mail matches a part. */
export async function listAdminActions(db: Db, search?: string): Promise<AdminActionRow[]> {
  const admin = alias(user, 'admin_user');
  const term = search?.trim();
  const rows = await db
    .select({ row: adminActions, adminEmail: admin.email })
    .from(adminActions)
    .leftJoin(admin, eq(admin.id, adminActions.adminId))
    .where(term ? or(ilike(adminActions.targetEmail, `%${escapeLike(term)}%`), ilike(admin.email, `%${escapeLike(term)}%`)) : undefined)
    .orderBy(desc(adminActions.createdAt))
    .limit(ADMIN_LIST_LIMITS.actions);
  return rows.map(({ row, adminEmail }) => ({
    id: row.id,
    admin_id: row.adminId,
    admin_email: adminEmail,
    action: row.action as AdminAction,
    target_user_id: row.targetUserId,
    target_email: row.targetEmail,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
  }));
}
