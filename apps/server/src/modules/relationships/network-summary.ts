/**
 * The weekly network summary e-mail (decision 041; the Notifications setting 'Weekly network
 * summary'): the overdue cadences, strongest first, at most NETWORK_SUMMARY_NAMES of them named; the
 * reminders that came in this week; one line on the network.
 */
import { cadenceLabel, PRODUCT_NAME, plural } from '@tradeloom/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { MailMessage } from '../../providers/mail/types.ts';
import { todayUtc } from '../contacts/contacts.store.ts';
import { lastTouchText, overdueContacts } from './cadence-reminders.ts';

export const NETWORK_SUMMARY_NAMES = 10;
const NEW_REMINDERS_LISTED = 5;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail for the user at `now`, or null when nothing is overdue and no reminder came this week. */
export async function composeNetworkSummary(
  db: Db,
  userId: string,
  to: string,
  baseUrl: string,
  now = new Date(),
): Promise<MailMessage | null> {
  const today = todayUtc(now);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const [overdue, reminders, network] = await Promise.all([
    overdueContacts(db, userId, today),
    db.execute(sql`
      select title from ai_insights
      where user_id = ${userId} and insight_type = 'reminder' and not is_dismissed and created_at >= ${weekAgo.toISOString()}::timestamptz
      order by created_at desc`),
    db.execute(sql`
      select count(*)::int as total,
             count(*) filter (where strength >= 70)::int as strong,
             count(*) filter (where strength >= 40 and strength < 70)::int as warm,
             (select count(*)::int from contact_interactions i
               where i.user_id = ${userId} and i.occurred_on > ${today}::date - 7 and i.occurred_on <= ${today}::date) as touches
      from contacts where user_id = ${userId}`),
  ]);
  const fresh = (reminders as unknown as { rows: { title: string }[] }).rows.map((r) => r.title);
  if (overdue.length === 0 && fresh.length === 0) return null;
  const n = (network as unknown as { rows: { total: number; strong: number; warm: number; touches: number }[] }).rows[0]!;

  const summaryLine = `${plural(n.total, 'contact')}: ${n.strong} strong, ${n.warm} warm; ${plural(n.touches, 'interaction')} in the last 7 days.`;
  const named = overdue.slice(0, NETWORK_SUMMARY_NAMES).map((c) => {
    const who = c.company ? `${c.full_name} (${c.company})` : c.full_name;
    const strength = c.strength == null ? '' : `, strength ${c.strength}`;
    return `${who}: ${cadenceLabel(c.cadence_days).toLowerCase()}, ${lastTouchText(c, today)}${strength}`;
  });
  const more = overdue.length - named.length;
  const listed = fresh.slice(0, NEW_REMINDERS_LISTED);
  const link = `${baseUrl.replace(/\/$/, '')}/contacts?overdue=true&sort=strength`;
  const subject = overdue.length
    ? `${PRODUCT_NAME}: ${plural(overdue.length, 'contact')} to get in touch with this week`
    : `${PRODUCT_NAME}: your network this week`;

  const text = [
    'Your network this week',
    '',
    summaryLine,
    '',
    ...(overdue.length
      ? [`Time to get in touch (${overdue.length}):`, ...named.map((l) => `- ${l}`), ...(more > 0 ? [`and ${more} more`] : []), '']
      : ['No keep-in-touch cadence is overdue.', '']),
    ...(fresh.length
      ? [
          `New reminders this week (${fresh.length}):`,
          ...listed.map((t) => `- ${t}`),
          ...(fresh.length > listed.length ? [`and ${fresh.length - listed.length} more`] : []),
          '',
        ]
      : []),
    `Open your contacts: ${link}`,
    '',
    'You get this e-mail because the weekly network summary is on in Settings, Notifications.',
    '',
  ].join('\n');
  const li = (items: string[]) =>
    `<ul style="padding-left:18px;line-height:1.5">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  const html = `<!doctype html><html><body style="font-family:Inter,Segoe UI,Arial,sans-serif;background:#f1f5f9;padding:24px;color:#0f172a">
<table role="presentation" style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:28px"><tr><td>
<p style="font-weight:600;color:#0f4c5c;margin:0 0 16px">${PRODUCT_NAME}</p>
<h1 style="font-size:20px;margin:0 0 12px">Your network this week</h1>
<p style="line-height:1.5">${escapeHtml(summaryLine)}</p>
${overdue.length ? `<h2 style="font-size:16px">Time to get in touch (${overdue.length})</h2>${li(more > 0 ? [...named, `and ${more} more`] : named)}` : '<p>No keep-in-touch cadence is overdue.</p>'}
${fresh.length ? `<h2 style="font-size:16px">New reminders this week (${fresh.length})</h2>${li(fresh.length > listed.length ? [...listed, `and ${fresh.length - listed.length} more`] : listed)}` : ''}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f4c5c;color:#fff;text-decoration:none;padding:10px 18px;border-radius:8px">Open your contacts</a></p>
<p style="font-size:13px;color:#475569">You get this e-mail because the weekly network summary is on in Settings, Notifications.</p>
</td></tr></table></body></html>`;
  return { kind: 'weekly_summary', to, subject, text, html, link };
}
