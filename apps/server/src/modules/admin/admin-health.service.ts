/**
 * The Overview's figures (spec §3 'System health') and their daily series, and the Usage page's
 * credits by kind and most active accounts, read from the tables that hold the facts:
 * - users, trials, paid: profiles (status 'trial' with a trial end still ahead; status 'active');
 * - credits consumed: credit_ledger's consume_* rows less their refund_* rows (net);
 * - scans: credit_ledger's consume_scan rows (every scan, manual or auto, reserves its credits once);
 * - assistant answers and map opens: audit_events consume_ai and consume_map (an AI client's read, consume_mcp,
 *   counts its credit with the assistant's);
 * - AI clients' tool calls (MCP, decision 035): mcp_calls;
 * - flagged insights: insight_feedback flag_* and not_helpful rows not yet processed;
 * - errors: error_events; pending imports: contact_imports with status 'pending';
 * - paid conversions: subscription_audit_log status changes to 'active'.
 * The demo account (the shared sample network) is no user: it is left out of every count.
 * Days are UTC; the week starts on Monday. `now` is passed in so tests can fix it.
 */
import { ADMIN_TOP_ACCOUNTS, type AdminUsage, type HealthSeries, type SystemHealth, type UsageDay } from '@tradeloom/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DEMO_USER_ID } from '../demo/demo.service.ts';
import { countMcpCalls } from '../tokens/mcp-calls.service.ts';

const DAY_MS = 86_400_000;

/** The ledger reasons that consume credits, and their refunds (which count against them). */
const SPENDING_REASONS = sql`('consume_ai', 'refund_ai', 'consume_mcp', 'refund_mcp', 'consume_scan', 'refund_scan')`;
/** Feedback an administrator reviews (spec §3 Insight feedback, the admin-side types). */
const FLAG_TYPES = sql`('flag_inaccurate', 'flag_irrelevant', 'flag_duplicate', 'flag_other', 'not_helpful')`;

const startOfUtcDay = (t: Date) => new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()));
const startOfUtcWeek = (t: Date) => new Date(startOfUtcDay(t).getTime() - ((t.getUTCDay() + 6) % 7) * DAY_MS);
const iso = (t: Date) => t.toISOString();
const dayKey = (t: Date) => iso(t).slice(0, 10);
/** A timestamp column's UTC day, as 'YYYY-MM-DD'. */
const utcDay = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The `days` UTC days up to and including today's, oldest first. */
function dayKeys(now: Date, days: number): string[] {
  const today = startOfUtcDay(now).getTime();
  return Array.from({ length: days }, (_, i) => dayKey(new Date(today - (days - 1 - i) * DAY_MS)));
}

export async function systemHealth(db: Db, now: Date): Promise<SystemHealth> {
  const at = iso(now);
  const [row] = await rows<Record<keyof Omit<SystemHealth, 'generated_at'>, number>>(
    db,
    sql`select
      (select count(*) from profiles where id <> ${DEMO_USER_ID})::int as total_users,
      (select count(*) from profiles
        where id <> ${DEMO_USER_ID} and status = 'trial' and (trial_end_date is null or trial_end_date > ${at}::timestamptz))::int as active_trials,
      (select coalesce(sum(-delta), 0) from credit_ledger
        where reason in ${SPENDING_REASONS} and created_at > ${iso(new Date(now.getTime() - 7 * DAY_MS))}::timestamptz
          and created_at <= ${at}::timestamptz)::int
        as credits_consumed_7d,
      (select count(*) from credit_ledger
        where reason = 'consume_scan' and created_at >= ${iso(startOfUtcDay(now))}::timestamptz
          and created_at <= ${at}::timestamptz)::int as scans_today,
      (select count(*) from credit_ledger
        where reason = 'consume_scan' and created_at >= ${iso(startOfUtcWeek(now))}::timestamptz
          and created_at <= ${at}::timestamptz)::int as scans_this_week,
      (select count(*) from insight_feedback where feedback_type in ${FLAG_TYPES} and processed_at is null)::int
        as flagged_insights,
      (select count(*) from error_events
        where created_at > ${iso(new Date(now.getTime() - DAY_MS))}::timestamptz and created_at <= ${at}::timestamptz)::int
        as errors_24h,
      (select count(*) from profiles where id <> ${DEMO_USER_ID} and status = 'active' and plan <> 'free')::int as active_paid,
      (select count(*) from contact_imports where status = 'pending')::int as pending_imports`,
  );
  return { ...row!, generated_at: at };
}

/** Sign-ups, paid conversions and credits consumed on each of the last `days` UTC days. */
export async function healthSeries(db: Db, now: Date, days: number): Promise<HealthSeries> {
  const keys = dayKeys(now, days);
  const from = `${keys[0]}T00:00:00.000Z`;
  const found = await rows<{ day: string; kind: 'signups' | 'paid_conversions' | 'credits_consumed'; n: number }>(
    db,
    sql`select ${utcDay(sql`created_at`)} as day, 'signups' as kind, count(*)::int as n
          from profiles where id <> ${DEMO_USER_ID} and created_at >= ${from}::timestamptz group by 1
        union all
        select ${utcDay(sql`created_at`)}, 'paid_conversions', count(distinct user_id)::int
          from subscription_audit_log
          where event_type = 'status_changed' and new_status = 'active' and created_at >= ${from}::timestamptz group by 1
        union all
        select ${utcDay(sql`created_at`)}, 'credits_consumed', coalesce(sum(-delta), 0)::int
          from credit_ledger where reason in ${SPENDING_REASONS} and created_at >= ${from}::timestamptz group by 1`,
  );
  const byDay = new Map(keys.map((date) => [date, { date, signups: 0, paid_conversions: 0, credits_consumed: 0 }]));
  for (const r of found) {
    const day = byDay.get(r.day);
    if (day) day[r.kind] = Number(r.n);
  }
  return { days: [...byDay.values()] };
}

type Kind = 'assistant' | 'scans' | 'map';

/**
 * Credits consumed and actions taken per UTC day by kind over the last `days` days, and the accounts
 * that consumed most (credits, then actions) in that time.
 */
export async function adminUsage(db: Db, now: Date, days: number): Promise<AdminUsage> {
  const keys = dayKeys(now, days);
  const from = `${keys[0]}T00:00:00.000Z`;
  // One row per user, day and kind: credits (net of refunds) and actions.
  const uses = sql`
    select user_id, ${utcDay(sql`created_at`)} as day,
           case when reason in ('consume_ai', 'refund_ai', 'consume_mcp', 'refund_mcp') then 'assistant' else 'scans' end as kind,
           sum(-delta)::int as credits,
           count(*) filter (where reason = 'consume_scan')::int as actions
      from credit_ledger where reason in ${SPENDING_REASONS} and created_at >= ${from}::timestamptz
      group by 1, 2, 3
    union all
    select user_id, ${utcDay(sql`created_at`)},
           case when event = 'consume_ai' then 'assistant' else 'map' end, 0, count(*)::int
      from audit_events where event in ('consume_ai', 'consume_map') and created_at >= ${from}::timestamptz
      group by 1, 2, 3`;
  const [perDay, top, aiClients] = await Promise.all([
    rows<{ day: string; kind: Kind; credits: number; actions: number }>(
      db,
      sql`select day, kind, sum(credits)::int as credits, sum(actions)::int as actions from (${uses}) u group by 1, 2`,
    ),
    rows<{
      user_id: string;
      email: string | null;
      name: string | null;
      plan: string | null;
      credits: number;
      actions: number;
      last_activity_at: Date | string | null;
    }>(
      db,
      sql`select u.user_id, p.email, p.full_name as name, p.plan, u.credits, u.actions, p.last_activity_at
            from (select user_id, sum(credits)::int as credits, sum(actions)::int as actions from (${uses}) x group by 1) u
            left join profiles p on p.id = u.user_id
           where u.credits > 0 or u.actions > 0
           order by u.credits desc, u.actions desc, u.user_id
           limit ${ADMIN_TOP_ACCOUNTS}`,
    ),
    countMcpCalls(db, new Date(from)),
  ]);
  const byDay = new Map<string, UsageDay>(
    keys.map((date) => [date, { date, credits: { assistant: 0, scans: 0, map: 0 }, actions: { assistant: 0, scans: 0, map: 0 } }]),
  );
  for (const r of perDay) {
    const day = byDay.get(r.day);
    if (!day) continue;
    day.credits[r.kind] += Number(r.credits);
    day.actions[r.kind] += Number(r.actions);
  }
  return {
    days: [...byDay.values()],
    top_accounts: top.map((r) => ({
      user_id: r.user_id,
      email: r.email,
      name: r.name,
      plan: r.plan,
      credits: Number(r.credits),
      actions: Number(r.actions),
      last_activity_at: r.last_activity_at ? new Date(r.last_activity_at).toISOString() : null,
    })),
    ai_clients: { calls: aiClients.calls, callers: aiClients.users, failed: aiClients.failed },
  };
}
