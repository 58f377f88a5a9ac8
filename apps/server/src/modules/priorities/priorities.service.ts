/** Business priorities: the user's own, active ones listed newest first; removal is a soft delete. */
import { joinCommodities, type Priority, type priorityInputSchema } from '@tradeloom/domain';
import { resolveCommodity } from '@tradeloom/domain/trade';
import type { EnginePriority } from '@tradeloom/intelligence/assistant';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { userBusinessPriorities } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/sql.ts';

export const priorityNotFound = () => notFound('Priority not found');

function toPriority(row: typeof userBusinessPriorities.$inferSelect): Priority {
  return {
    id: row.id,
    priority_text: row.priorityText,
    target_commodity: row.targetCommodity,
    target_region: row.targetRegion,
    deadline: row.deadline,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPriorities(db: Db, userId: string): Promise<Priority[]> {
  const rows = await db
    .select()
    .from(userBusinessPriorities)
    .where(and(eq(userBusinessPriorities.userId, userId), eq(userBusinessPriorities.isActive, true)))
    .orderBy(desc(userBusinessPriorities.createdAt), desc(userBusinessPriorities.id));
  return rows.map(toPriority);
}

/** Commodities are stored by their canonical names when the resolver knows them ('SBM' -> 'Soybean Meal'). */
export async function addPriority(db: Db, userId: string, input: z.output<typeof priorityInputSchema>): Promise<Priority> {
  const names = [...new Set(input.target_commodities.map((c) => resolveCommodity(c).name))];
  const [row] = await db
    .insert(userBusinessPriorities)
    .values({
      userId,
      priorityText: input.priority_text,
      targetCommodity: names.length ? joinCommodities(names) : null,
      targetRegion: input.target_region,
      deadline: input.deadline,
    })
    .returning();
  return toPriority(row!);
}

export async function removePriority(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw priorityNotFound();
  const removed = await db
    .update(userBusinessPriorities)
    .set({ isActive: false })
    .where(and(eq(userBusinessPriorities.id, id), eq(userBusinessPriorities.userId, userId), eq(userBusinessPriorities.isActive, true)))
    .returning({ id: userBusinessPriorities.id });
  if (removed.length === 0) throw priorityNotFound();
}

/** The user's active business priorities, as the engine reads them. */
export async function activePriorities(db: Db, userId: string): Promise<EnginePriority[]> {
  return db
    .select({
      id: userBusinessPriorities.id,
      priorityText: userBusinessPriorities.priorityText,
      targetCommodity: userBusinessPriorities.targetCommodity,
      targetRegion: userBusinessPriorities.targetRegion,
      deadline: userBusinessPriorities.deadline,
    })
    .from(userBusinessPriorities)
    .where(and(eq(userBusinessPriorities.userId, userId), eq(userBusinessPriorities.isActive, true)));
}
