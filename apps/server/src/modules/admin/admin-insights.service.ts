/**
 * The flagged-insight review (spec §3 'Flagged insight review row', §4 'Flagged insight', §7
 * admin_mark_feedback_processed and flagged_insights_review): the flags users raise on their insights
 * (flag_inaccurate, flag_irrelevant, flag_duplicate, flag_other, with their comments) and their
 * 'not helpful' ratings (not_helpful rows, written by the insights module), the 100 newest first. A
 * row is pending until an administrator marks it processed; marking it writes processed_at and
 * processed_by with the admin action log row in one transaction, and only once: marking it again
 * changes nothing and logs nothing.
 */
import {
  ADMIN_INSIGHT_MESSAGES,
  ADMIN_LIST_LIMITS,
  type FlaggedInsightRow,
  REVIEWED_FEEDBACK_TYPES,
  type ReviewedFeedbackType,
} from '@tradeloom/domain';
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { aiInsights, insightFeedback, user } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/sql.ts';
import { recordAdminAction } from './admin-actions.ts';

/** The feedback rows the review holds (the others are ratings and dismissals). */
export const isReviewedFeedback = inArray(insightFeedback.feedbackType, [...REVIEWED_FEEDBACK_TYPES]);
/** Those an administrator has not processed yet (the Overview's 'flagged insights'). */
export const isPendingFlag = and(isReviewedFeedback, isNull(insightFeedback.processedAt));

const flagNotFound = () => notFound(ADMIN_INSIGHT_MESSAGES.notFound);

async function selectFlags(db: Db | Tx, where: SQL | undefined, limit: number): Promise<FlaggedInsightRow[]> {
  const rows = await db
    .select({ row: insightFeedback, email: user.email, title: aiInsights.title })
    .from(insightFeedback)
    .innerJoin(aiInsights, eq(aiInsights.id, insightFeedback.insightId))
    .leftJoin(user, eq(user.id, insightFeedback.userId))
    .where(and(isReviewedFeedback, where))
    .orderBy(desc(insightFeedback.createdAt), desc(insightFeedback.id))
    .limit(limit);
  return rows.map(({ row, email, title }) => ({
    feedback_id: row.id,
    user_email: email,
    insight_title: title,
    feedback_type: row.feedbackType as ReviewedFeedbackType,
    feedback_text: row.feedbackText,
    flagged_at: row.createdAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
  }));
}

/** Spec §7 flagged_insights_review: 100 rows, newest flagged first, processed ones included. */
export function listFlaggedInsights(db: Db): Promise<FlaggedInsightRow[]> {
  return selectFlags(db, undefined, ADMIN_LIST_LIMITS.flaggedInsights);
}

/**
 * Marks one flag or not-helpful rating processed by the administrator, with its admin action log row
 * in the same transaction. Idempotent: a row already processed is returned as it is, and logged once.
 */
export async function markFlagProcessed(db: Db, adminId: string, feedbackId: string, now = new Date()): Promise<FlaggedInsightRow> {
  if (!isUuid(feedbackId)) throw flagNotFound();
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(insightFeedback)
      .set({ processedAt: now, processedBy: adminId })
      .where(and(eq(insightFeedback.id, feedbackId), isPendingFlag))
      .returning({ userId: insightFeedback.userId, type: insightFeedback.feedbackType, insightId: insightFeedback.insightId });
    if (marked) {
      await recordAdminAction(tx, {
        adminId,
        action: 'feedback_processed',
        targetUserId: marked.userId,
        detail: { feedback_id: feedbackId, feedback_type: marked.type, insight_id: marked.insightId },
      });
    }
    const [row] = await selectFlags(tx, eq(insightFeedback.id, feedbackId), 1);
    if (!row) throw flagNotFound();
    return row;
  });
}
