/**
 * Overdue keep-in-touch cadences become reminder insights (decision 041): free (no credits), at most
 * one open per contact, retired like every reminder when an interaction is logged or captured
 * (interactions.service.ts addInteraction, capture.service.ts recordCaptured). Setting or changing a
 * cadence (one contact or in bulk) brings those contacts' reminders in line at once
 * (`syncCadenceReminders`), rather than at the next daily run.
 */
import { agoText, cadenceLabel, INTERACTION_KIND_LABELS, type InteractionKind } from '@tradeloom/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cadenceDaysSql, cadenceDueSql, cadenceOverdueOn, todayUtc } from '../contacts/contacts.store.ts';

/** The dedupe key of a cadence reminder: per contact and due day, so the next overdue period gets its own. */
export const cadenceReminderKey = (contactId: string, dueOn: string) => `cadence:${contactId}:${dueOn}`;

export interface OverdueContact {
  id: string;
  full_name: string;
  company: string | null;
  strength: number | null;
  cadence_days: number;
  due_on: string;
  last_kind: InteractionKind | null;
  last_on: string | null;
}

/** The user's own contacts (or those of `ids`) whose cadence is overdue at `today`, strongest first (then longest overdue). */
export async function overdueContacts(
  db: Db,
  userId: string,
  today: string,
  limit = 10_000,
  ids?: readonly string[],
): Promise<OverdueContact[]> {
  if (ids?.length === 0) return [];
  // The store's SQL names the table itself (contacts.<column>), so no alias here.
  const result = await db.execute(sql`
    select contacts.id, contacts.full_name, contacts.company, contacts.strength, ${cadenceDaysSql} as cadence_days,
           (${cadenceDueSql})::text as due_on, li.kind as last_kind, coalesce(li.occurred_on, contacts.last_contacted_at)::text as last_on
    from contacts
    left join lateral (
      select i.kind, i.occurred_on from contact_interactions i
      where i.contact_id = contacts.id order by i.occurred_on desc, i.created_at desc limit 1
    ) li on true
    where contacts.user_id = ${userId} and ${cadenceOverdueOn(today)}${ids ? sql` and contacts.id in ${ids}` : sql``}
    order by contacts.strength desc nulls last, ${cadenceDueSql} asc, contacts.id
    limit ${limit}`);
  return (result as unknown as { rows: OverdueContact[] }).rows.map((r) => ({
    ...r,
    strength: r.strength == null ? null : Number(r.strength),
    cadence_days: Number(r.cadence_days),
  }));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day as people read it in a reminder or an e-mail: '1 Oct 2026' (the same on every server, whatever its locale). */
export function dayText(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return y && m && d ? `${d} ${MONTHS[m - 1]} ${y}` : isoDay;
}

/** 'the last interaction was a call on 1 Oct 2026, 8 weeks ago' / 'nothing is logged yet'. */
export function lastTouchText(c: Pick<OverdueContact, 'last_kind' | 'last_on'>, today: string): string {
  if (!c.last_on) return 'no interaction is logged yet';
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${c.last_on}T00:00:00Z`)) / 86_400_000);
  const kind = c.last_kind ? INTERACTION_KIND_LABELS[c.last_kind].toLowerCase() : null;
  // A date typed in the contact's 'last contacted' field has no kind.
  if (!kind) return `you were last in touch on ${dayText(c.last_on)}, ${agoText(days)}`;
  // 'a call', 'an e-mail'.
  return `the last interaction was ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} on ${dayText(c.last_on)}, ${agoText(days)}`;
}

/**
 * New cadence reminders per daily run, the strongest relationships first: a book whose defaults make
 * thousands overdue at once (a first capture of a year of mail) should not bury the Insights screen;
 * the rest follow on the next days, and the list's 'overdue' filter and the weekly e-mail show them all.
 */
export const CADENCE_REMINDERS_PER_RUN = 10;

/**
 * A reminder insight for each overdue cadence of the user's that has no open reminder of its own:
 * 'Time to get in touch with NAME', at most `limit` new ones, strongest first. Answers how many were added.
 */
export async function queueCadenceReminders(db: Db, userId: string, now = new Date(), limit = CADENCE_REMINDERS_PER_RUN): Promise<number> {
  const today = todayUtc(now);
  return addReminders(db, userId, await overdueContacts(db, userId, today), today, now, false, limit);
}

/**
 * Adds the reminders of `overdue` (those without an open one). With `reopen`, a reminder of the same
 * due day retired earlier without the user dismissing it (a cadence changed away and back) is opened
 * again with today's text; one the user dismissed stays dismissed.
 */
async function addReminders(
  db: Db,
  userId: string,
  overdue: OverdueContact[],
  today: string,
  now: Date,
  reopen: boolean,
  limit = Number.POSITIVE_INFINITY,
): Promise<number> {
  let added = 0;
  for (const c of overdue) {
    if (added >= limit) break;
    const title = `Time to get in touch with ${c.full_name}`;
    const description = `You keep in touch with ${c.full_name}${c.company ? ` (${c.company})` : ''} ${cadenceLabel(c.cadence_days).toLowerCase()}; ${lastTouchText(c, today)}. The next touch was due on ${dayText(c.due_on)}.`;
    // One open reminder per contact: none is added while an earlier one (another due day) is still open.
    const inserted = await db.execute(sql`
      insert into ai_insights (user_id, title, description, insight_type, priority, action_items, contact_ids, dedupe_key, created_at)
      select ${userId}, ${title}, ${description}, 'reminder', ${(c.strength ?? 0) >= 70 ? 'high' : 'medium'},
             ${JSON.stringify(['Call, write or meet, then log it: the reminder goes away'])}::jsonb,
             ${JSON.stringify([c.id])}::jsonb, ${cadenceReminderKey(c.id, c.due_on)}, ${now.toISOString()}::timestamptz
      where not exists (
        select 1 from ai_insights a
        where a.user_id = ${userId} and a.insight_type = 'reminder' and not a.is_dismissed
          and a.dedupe_key like ${`cadence:${c.id}:%`})
      ${
        reopen
          ? sql`on conflict (user_id, dedupe_key) do update
                  set is_dismissed = false, is_read = false, title = excluded.title, description = excluded.description,
                      priority = excluded.priority, created_at = excluded.created_at
                  where ai_insights.is_dismissed and not exists (
                    select 1 from insight_feedback f where f.insight_id = ai_insights.id and f.feedback_type = 'dismissal')`
          : sql`on conflict do nothing`
      }
      returning id`);
    added += (inserted as unknown as { rows: unknown[] }).rows.length;
  }
  return added;
}

/** Ids per statement when reminders follow a bulk cadence change (well under PostgreSQL's parameter limit). */
const SYNC_CHUNK = 1000;

/** Strongest first (none last), then the longest overdue: the order in which new reminders are added. */
const byStrength = (a: OverdueContact, b: OverdueContact) =>
  (b.strength ?? -1) - (a.strength ?? -1) || a.due_on.localeCompare(b.due_on) || a.id.localeCompare(b.id);

/**
 * After the cadence of `contactIds` (the user's own) was set, changed or cleared: an open cadence
 * reminder that no longer fits (the contact is not overdue any more, or is overdue from another due
 * day) is retired, and the contacts now overdue without an open one get their reminder at once, at
 * most `limit` new ones, strongest first, as the daily run (a cadence set in bulk on thousands should
 * not bury the Insights screen; the daily run adds the rest). The one retired for the same due day is
 * opened again; one the user dismissed is not brought back. Answers the counts.
 */
export async function syncCadenceReminders(
  db: Db,
  userId: string,
  contactIds: readonly string[],
  now = new Date(),
  limit = CADENCE_REMINDERS_PER_RUN,
): Promise<{ added: number; retired: number }> {
  const today = todayUtc(now);
  let retired = 0;
  const overdue: OverdueContact[] = [];
  const unique = [...new Set(contactIds)];
  for (let i = 0; i < unique.length; i += SYNC_CHUNK) {
    const ids = unique.slice(i, i + SYNC_CHUNK);
    const found = await overdueContacts(db, userId, today, SYNC_CHUNK, ids);
    overdue.push(...found);
    const keep = found.map((c) => cadenceReminderKey(c.id, c.due_on));
    const gone = await db.execute(sql`
      update ai_insights set is_dismissed = true
      where user_id = ${userId} and insight_type = 'reminder' and not is_dismissed
        and dedupe_key like 'cadence:%' and split_part(dedupe_key, ':', 2) in ${ids}
        ${keep.length ? sql`and dedupe_key not in ${keep}` : sql``}
      returning id`);
    retired += (gone as unknown as { rows: unknown[] }).rows.length;
  }
  const added = await addReminders(db, userId, overdue.sort(byStrength), today, now, true, limit);
  return { added, retired };
}
