/**
 * The relationship jobs (decision 041). Every instance's sweep claims, per user and period, a row in
 * relationship_runs and queues the job in the same statement, so each runs once however many
 * instances look:
 * - 'relationship-refresh' daily for every user with contacts: strength recomputed (it decays with
 *   time even when nothing happens), then overdue cadences turned into reminders;
 * - 'network-summary' once per ISO week for users with the weekly network summary on: the e-mail.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { MailProvider } from '../../providers/mail/types.ts';
import { refreshStrength } from '../contacts/strength.service.ts';
import { DEMO_USER_ID } from '../demo/demo-account.ts';
import { queueCadenceReminders } from './cadence-reminders.ts';
import { composeNetworkSummary } from './network-summary.ts';

/** 'YYYY-MM-DD' of `now` in UTC. */
export const dayKey = (now: Date) => now.toISOString().slice(0, 10);

/** The ISO 8601 week of `now` (UTC), as '2026-W48'. */
export function isoWeekKey(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday); // the week's Thursday names its year
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

type Rows<T> = { rows: T[] };

/**
 * Claims today's refresh for every user with contacts and this week's summary for every user with it
 * on, queueing a job for each claim won; answers how many of each were queued.
 */
export async function enqueueDueRelationshipJobs(db: Db, now = new Date()): Promise<{ refresh: number; summary: number }> {
  const day = dayKey(now);
  const week = isoWeekKey(now);
  const refresh = await db.execute(sql`
    with claimed as (
      insert into relationship_runs (user_id, kind, period_key)
      select p.id, 'daily', ${day} from profiles p
      where p.id <> ${DEMO_USER_ID} and exists (select 1 from contacts c where c.user_id = p.id)
      on conflict do nothing
      returning user_id
    )
    insert into jobs (kind, payload, run_at)
    select 'relationship-refresh', jsonb_build_object('userId', user_id, 'periodKey', ${day}::text), ${now.toISOString()}::timestamptz from claimed
    returning id`);
  // A few minutes after the refresh, so the e-mail reads today's strength and reminders.
  const summary = await db.execute(sql`
    with claimed as (
      insert into relationship_runs (user_id, kind, period_key)
      select p.id, 'weekly', ${week} from profiles p
      where p.id <> ${DEMO_USER_ID} and p.weekly_summary
      on conflict do nothing
      returning user_id
    )
    insert into jobs (kind, payload, run_at)
    select 'network-summary', jsonb_build_object('userId', user_id, 'weekKey', ${week}::text),
           ${new Date(now.getTime() + 5 * 60_000).toISOString()}::timestamptz from claimed
    returning id`);
  return { refresh: (refresh as unknown as Rows<unknown>).rows.length, summary: (summary as unknown as Rows<unknown>).rows.length };
}

async function recordOutcome(db: Db, userId: string, kind: 'daily' | 'weekly', periodKey: string, outcome: string) {
  await db.execute(
    sql`update relationship_runs set outcome = ${outcome} where user_id = ${userId} and kind = ${kind} and period_key = ${periodKey}`,
  );
}

/** The 'relationship-refresh' job: every contact's strength at `now`, then the reminders of overdue cadences. */
export async function runRelationshipRefresh(
  db: Db,
  payload: { userId: string; periodKey?: string },
  now = new Date(),
): Promise<{ contacts: number; reminders: number }> {
  const contacts = await refreshStrength(db, payload.userId, 'all', now);
  const reminders = await queueCadenceReminders(db, payload.userId, now);
  if (payload.periodKey)
    await recordOutcome(db, payload.userId, 'daily', payload.periodKey, `ok: ${contacts} contacts, ${reminders} reminders`);
  return { contacts, reminders };
}

/**
 * The 'network-summary' job: the week's e-mail to a user who still wants it, after today's refresh
 * (run again here: cheap, and the e-mail must not read yesterday's strength). Nothing is sent when
 * nothing is overdue and nothing was reminded this week.
 */
export async function runNetworkSummary(
  deps: { db: Db; mail: MailProvider; baseUrl: string },
  payload: { userId: string; weekKey: string },
  now = new Date(),
): Promise<'sent' | 'nothing-to-send' | 'turned-off'> {
  const { db } = deps;
  const [profile] = (
    (await db.execute(sql`select email, weekly_summary from profiles where id = ${payload.userId}`)) as unknown as Rows<{
      email: string;
      weekly_summary: boolean;
    }>
  ).rows;
  let outcome: 'sent' | 'nothing-to-send' | 'turned-off';
  if (!profile?.weekly_summary) outcome = 'turned-off';
  else {
    await runRelationshipRefresh(db, { userId: payload.userId }, now);
    const message = await composeNetworkSummary(db, payload.userId, profile.email, deps.baseUrl, now);
    if (message) await deps.mail.send(message);
    outcome = message ? 'sent' : 'nothing-to-send';
  }
  await recordOutcome(db, payload.userId, 'weekly', payload.weekKey, outcome);
  return outcome;
}
