/** The user's AI insights: scans, the list with its tab counts, read, rating, flags and dismissal. Always by user id. */

import {
  type DismissalReason,
  type Insight,
  type InsightFlagType,
  type InsightListQuery,
  type InsightListResponse,
  MANUAL_SCAN_MAX_CREDITS,
  SCAN_MESSAGES,
  SCAN_MIN_CONTACTS,
  type ScanResponse,
} from '@tradeloom/domain';
import { type EngineContact, scanNetwork } from '@tradeloom/intelligence';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aiInsights, insightFeedback } from '../../db/schema/index.ts';
import { ApiError, badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/sql.ts';
import { contactBriefs, countOwnContacts } from '../contacts/contacts.store.ts';
import { loadEngineNetwork } from '../contacts/engine-network.ts';
import { charge, refund } from '../metering/metering.service.ts';
import { activePriorities } from '../priorities/priorities.service.ts';

export const insightNotFound = () => notFound('Insight not found');

/** One credit per three new insights, at least one, at most the manual maximum. */
export const scanCost = (newInsights: number) => Math.min(MANUAL_SCAN_MAX_CREDITS, Math.max(1, Math.ceil(newInsights / 3)));

/**
 * The user's own contacts as the engine reads them (demo contacts are not the user's network), each
 * with its latest logged interactions: the relationship's warmth and when the user was last in touch.
 */
export const networkOf = (db: Db, userId: string): Promise<EngineContact[]> => loadEngineNetwork(db, [userId]);

/**
 * A scan of the user's own contacts: at least SCAN_MIN_CONTACTS of them, and the scan's maximum cost
 * in credits (MANUAL_SCAN_MAX_CREDITS for a manual scan, AUTO_SCAN_CREDITS for an auto-scan). The
 * maximum is reserved first by the metering service's charge (one conditional update with its ledger
 * row, so concurrent scans on one balance cannot all start; a manual scan is also one of the demo's AI
 * insights), and what the scan did not cost is refunded when it ends.
 */
export async function runScan(db: Db, userId: string, trigger: 'manual' | 'auto', now = new Date()): Promise<ScanResponse> {
  const n = await countOwnContacts(db, userId);
  if (n < SCAN_MIN_CONTACTS) throw new ApiError(422, 'NOT_ENOUGH_CONTACTS', SCAN_MESSAGES.notEnoughContacts);
  const reference = `scan:${trigger}:${now.toISOString()}`;
  const action = trigger === 'manual' ? 'manual_scan' : 'auto_scan';
  const receipt = await db.transaction((tx) => charge(tx, { userId, action, reference }));
  try {
    const [network, priorities, known] = await Promise.all([
      networkOf(db, userId),
      activePriorities(db, userId),
      db.select({ key: aiInsights.dedupeKey }).from(aiInsights).where(eq(aiInsights.userId, userId)),
    ]);
    const found = scanNetwork({
      contacts: network,
      priorities,
      known: new Set(known.map((k) => k.key).filter((k): k is string => Boolean(k))),
      now,
      trigger,
    });
    return await db.transaction(async (tx) => {
      const inserted = found.length
        ? await tx
            .insert(aiInsights)
            .values(
              found.map((i) => ({
                userId,
                title: i.title,
                description: i.description,
                insightType: i.insight_type,
                priority: i.priority,
                actionItems: i.action_items,
                potentialValue: i.potential_value,
                contactIds: i.contact_ids,
                dedupeKey: i.fingerprint,
                createdAt: now,
              })),
            )
            .onConflictDoNothing()
            .returning({ type: aiInsights.insightType })
        : [];
      const newInsights = inserted.filter((i) => i.type !== 'manual_scan').length;
      const cost = Math.min(receipt.credits, scanCost(newInsights));
      const balance = (await refund(tx, receipt, { used: cost })) ?? 0;
      return { new_insights_count: newInsights, credits_spent: cost, credits_remaining: balance };
    });
  } catch (err) {
    // Nothing was found or kept: the reservation goes back whole.
    await db.transaction((tx) => refund(tx, receipt)).catch(() => {});
    throw err;
  }
}

export const runManualScan = (db: Db, userId: string, now = new Date()) => runScan(db, userId, 'manual', now);

const RANK = sql<number>`case ${aiInsights.priority} when 'high' then 0 when 'medium' then 1 else 2 end`;

function encodeCursor(rank: number, createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([rank, createdAt, id])).toString('base64url');
}
function decodeCursor(text: string): { rank: number; createdAt: string; id: string } {
  try {
    const [rank, createdAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof rank === 'number' &&
      [0, 1, 2].includes(rank) &&
      typeof createdAt === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(createdAt) &&
      typeof id === 'string' &&
      isUuid(id)
    )
      return { rank, createdAt, id };
  } catch {
    // fall through
  }
  throw badRequest('Invalid cursor');
}

const CREATED_MICROS = sql<string>`to_char(${aiInsights.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A page of the user's insights (dismissed ones never), high before medium before low, newest first. */
export async function listInsights(db: Db, userId: string, query: InsightListQuery): Promise<InsightListResponse> {
  const tabFilter =
    query.tab === 'unread'
      ? sql`and ${aiInsights.isRead} = false`
      : query.tab === 'high'
        ? sql`and ${aiInsights.priority} = 'high'`
        : sql``;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const keyset = after
    ? sql`and (${RANK} > ${after.rank} or (${RANK} = ${after.rank} and (${aiInsights.createdAt}, ${aiInsights.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)))`
    : sql``;
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        row: aiInsights,
        rank: RANK,
        created: CREATED_MICROS,
        // Qualified by hand: with one table in the query Drizzle writes its columns unqualified, and
        // inside this subquery "id" would be the feedback's own.
        rating: sql<
          number | null
        >`(select f.rating from ${insightFeedback} f where f.insight_id = "ai_insights"."id" and f.user_id = ${userId} and f.feedback_type = 'rating' limit 1)`,
      })
      .from(aiInsights)
      .where(sql`${aiInsights.userId} = ${userId} and ${aiInsights.isDismissed} = false ${tabFilter} ${keyset}`)
      .orderBy(RANK, sql`${aiInsights.createdAt} desc`, sql`${aiInsights.id} desc`)
      .limit(query.limit + 1),
    db
      .select({
        all: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${aiInsights.isRead} = false))::int`,
        high: sql<number>`(count(*) filter (where ${aiInsights.priority} = 'high'))::int`,
      })
      .from(aiInsights)
      .where(and(eq(aiInsights.userId, userId), eq(aiInsights.isDismissed, false))),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  // The named contacts of the whole page in one query, the user's own only.
  const ids = [...new Set(page.flatMap(({ row }) => (row.contactIds ?? []).filter((id) => isUuid(id))))];
  const named = await contactBriefs(db, userId, ids);
  const byId = new Map(named.map((c) => [c.id, { id: c.id, full_name: c.full_name }]));
  return {
    items: page.map(({ row, rating }) => toInsight(row, rating, byId)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(Number(last.rank), last.created, last.row.id) : null,
    counts: { all: counts?.all ?? 0, unread: counts?.unread ?? 0, high: counts?.high ?? 0 },
  };
}

function toInsight(
  row: typeof aiInsights.$inferSelect,
  rating: number | null,
  byId: Map<string, { id: string; full_name: string }>,
): Insight {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    insight_type: row.insightType as Insight['insight_type'],
    priority: row.priority as Insight['priority'],
    is_read: row.isRead,
    is_dismissed: row.isDismissed,
    action_items: row.actionItems ?? [],
    potential_value: row.potentialValue,
    contact_ids: row.contactIds ?? [],
    contacts: (row.contactIds ?? []).flatMap((id) => byId.get(id) ?? []),
    rating: rating === 5 || rating === 1 ? rating : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The user's own insight, or 404 (another user's insight does not exist for them). */
async function ownInsight(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw insightNotFound();
  const [row] = await db
    .select()
    .from(aiInsights)
    .where(and(eq(aiInsights.id, id), eq(aiInsights.userId, userId)))
    .limit(1);
  if (!row) throw insightNotFound();
  return row;
}

export async function markInsightRead(db: Db, userId: string, id: string): Promise<void> {
  await ownInsight(db, userId, id);
  await db
    .update(aiInsights)
    .set({ isRead: true })
    .where(and(eq(aiInsights.id, id), eq(aiInsights.userId, userId)));
}

/**
 * Thumbs up (5) or down (1): one rating per user and insight, the latest kept. A thumbs down also goes
 * to the administrators' flagged-insight review as a 'not_helpful' row (one pending row per user and
 * insight); a thumbs up taken after it withdraws that row while no administrator has processed it.
 */
export async function rateInsight(db: Db, userId: string, id: string, rating: 5 | 1): Promise<void> {
  const insight = await ownInsight(db, userId, id);
  const about = { userId, insightId: id, insightType: insight.insightType, insightPriority: insight.priority };
  await db.transaction(async (tx) => {
    await tx
      .insert(insightFeedback)
      .values({ ...about, feedbackType: 'rating', rating })
      .onConflictDoUpdate({
        target: [insightFeedback.userId, insightFeedback.insightId],
        targetWhere: sql`feedback_type = 'rating'`,
        set: { rating, createdAt: new Date() },
      });
    const pendingNotHelpful = and(
      eq(insightFeedback.userId, userId),
      eq(insightFeedback.insightId, id),
      eq(insightFeedback.feedbackType, 'not_helpful'),
      isNull(insightFeedback.processedAt),
    );
    if (rating === 5) {
      await tx.delete(insightFeedback).where(pendingNotHelpful);
      return;
    }
    const [pending] = await tx.select({ id: insightFeedback.id }).from(insightFeedback).where(pendingNotHelpful).limit(1);
    if (!pending) await tx.insert(insightFeedback).values({ ...about, feedbackType: 'not_helpful', rating });
  });
}

/** A flag on the user's own insight for the administrators' review: `flag_<type>` with the comment. */
export async function flagInsight(db: Db, userId: string, id: string, type: InsightFlagType, comment: string | null): Promise<void> {
  const insight = await ownInsight(db, userId, id);
  await db.insert(insightFeedback).values({
    userId,
    insightId: id,
    feedbackType: `flag_${type}`,
    feedbackText: comment,
    insightType: insight.insightType,
    insightPriority: insight.priority,
  });
}

/** Dismissed with a reason (and comment): hidden from every tab, and never produced again by a scan. */
export async function dismissInsight(db: Db, userId: string, id: string, reason: DismissalReason, comment: string | null): Promise<void> {
  const insight = await ownInsight(db, userId, id);
  await db.transaction(async (tx) => {
    await tx
      .update(aiInsights)
      .set({ isDismissed: true })
      .where(and(eq(aiInsights.id, id), eq(aiInsights.userId, userId)));
    await tx.insert(insightFeedback).values({
      userId,
      insightId: id,
      feedbackType: 'dismissal',
      dismissalReason: reason,
      dismissalComment: comment,
      insightType: insight.insightType,
      insightPriority: insight.priority,
    });
    // Dismissed as inaccurate, the insight is also flagged for the administrators' review: the
    // engine got something wrong, which is what the review is for.
    if (reason === 'inaccurate') {
      await tx.insert(insightFeedback).values({
        userId,
        insightId: id,
        feedbackType: 'flag_inaccurate',
        feedbackText: comment,
        insightType: insight.insightType,
        insightPriority: insight.priority,
      });
    }
  });
}
