/**
 * The MCP endpoint's call log (decision 035): one row per tool call, by a personal token or an OAuth
 * client. The user reads their recent calls in Settings ('API & AI clients'); the admin usage page
 * counts them.
 */
import { MCP_RECENT_CALLS_SHOWN, type McpCall } from '@tradeloom/domain';
import { desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mcpCalls } from '../../db/schema/index.ts';

export interface McpCallRecord {
  userId: string;
  tokenId: string | null;
  oauthClientId: string | null;
  clientLabel: string;
  tool: string;
  ok: boolean;
  errorCode: string | null;
  credits: number;
}

export async function recordMcpCall(db: Db, call: McpCallRecord): Promise<void> {
  await db.insert(mcpCalls).values({ ...call, clientLabel: call.clientLabel.slice(0, 100), tool: call.tool.slice(0, 64) });
}

/** The user's latest calls, newest first. */
export async function recentMcpCalls(db: Db, userId: string, limit = MCP_RECENT_CALLS_SHOWN): Promise<McpCall[]> {
  const rows = await db
    .select()
    .from(mcpCalls)
    .where(eq(mcpCalls.userId, userId))
    .orderBy(desc(mcpCalls.calledAt), desc(mcpCalls.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    client: r.clientLabel,
    tool: r.tool,
    ok: r.ok,
    error_code: r.errorCode,
    credits: r.credits,
    called_at: r.calledAt.toISOString(),
  }));
}

/** Tool calls since `since`, and how many users made them (for the admin usage page). */
export async function countMcpCalls(db: Db, since: Date): Promise<{ calls: number; users: number; failed: number }> {
  const [row] = await db
    .select({
      calls: sql<number>`count(*)::int`,
      users: sql<number>`count(distinct ${mcpCalls.userId})::int`,
      failed: sql<number>`count(*) filter (where not ${mcpCalls.ok})::int`,
    })
    .from(mcpCalls)
    .where(gte(mcpCalls.calledAt, since));
  return { calls: row?.calls ?? 0, users: row?.users ?? 0, failed: row?.failed ?? 0 };
}
