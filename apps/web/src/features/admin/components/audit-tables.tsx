import { useQuery } from '@tanstack/react-query';
import type { AdminActionRow } from '@tradeloom/domain';
import { ScrollTextIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { adminActionLogQueryOptions, adminSubscriptionAuditQueryOptions } from '../api/admin-audit';
import { AdminFailed } from './admin-failed';
import { formatAdminDate } from './admin-format';

function Loading() {
  return (
    <div className="space-y-2" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-11 w-full" />
      ))}
    </div>
  );
}

function Empty({ search, children }: { search: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed py-12 text-center">
      <ScrollTextIcon className="size-8 text-muted-foreground" aria-hidden />
      <p className="mt-3 font-medium">No audit logs</p>
      <p className="mt-1 px-4 text-sm text-muted-foreground">{search ? `Nothing for e-mails containing “${search}”.` : children}</p>
    </div>
  );
}

function Th({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="px-4 py-2.5 font-medium">
      {children}
    </th>
  );
}

const change = (from: string | null, to: string | null) => (from || to ? `${from ?? '—'} → ${to ?? '—'}` : '—');

/** The subscription audit log (spec §3): 50 recent rows, or up to 100 of the users the search matches. */
export function SubscriptionAuditTable({ search }: { search: string }) {
  const query = useQuery(adminSubscriptionAuditQueryOptions(search));
  if (query.isPending) return <Loading />;
  if (query.isError) return <AdminFailed error={query.error} retry={() => query.refetch()} />;
  const rows = query.data.rows;
  if (rows.length === 0) return <Empty search={search}>Plan and status changes of every user appear here.</Empty>;
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[720px] text-sm">
        <caption className="sr-only">Subscription audit log, newest first</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <Th>User</Th>
            <Th>Event</Th>
            <Th>Plan</Th>
            <Th>Status</Th>
            <Th>Triggered by</Th>
            <Th>When</Th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((r) => (
            <tr key={r.id}>
              <td className="px-4 py-3">
                <p className="max-w-56 truncate">{r.user_email ?? r.user_id}</p>
              </td>
              <td className="px-4 py-3">
                <Badge variant="secondary">{r.event_type.replaceAll('_', ' ')}</Badge>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{change(r.old_subscription_tier, r.new_subscription_tier)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{change(r.old_status, r.new_status)}</td>
              <td className="px-4 py-3 text-muted-foreground">{r.triggered_by ?? '—'}</td>
              <td className="min-w-28 px-4 py-3 text-muted-foreground">{formatAdminDate(r.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const ACTION_LABELS: Record<AdminActionRow['action'], string> = {
  credits_adjusted: 'Credits adjusted',
  user_signed_out: 'Signed out everywhere',
  user_disabled: 'Account disabled',
  user_enabled: 'Account re-enabled',
  verification_resent: 'Verification resent',
  feedback_processed: 'Flag processed',
  job_retried: 'Job retried',
};

/** The action's detail in a few words (credits: asked and applied; otherwise its fields). */
function detailText(row: AdminActionRow): string {
  const d = row.detail;
  if (row.action === 'credits_adjusted' && typeof d.delta === 'number') {
    const applied = typeof d.applied === 'number' && d.applied !== d.delta ? ` (applied ${d.applied})` : '';
    return `${d.delta > 0 ? '+' : ''}${d.delta}${applied}${typeof d.reason === 'string' ? ` · ${d.reason}` : ''}`;
  }
  // Ids say nothing to a reader (the row already names the user); the rest is shown as words.
  return Object.entries(d)
    .filter(([k, v]) => v !== null && typeof v !== 'object' && k !== 'id' && !k.endsWith('_id'))
    .map(([k, v]) => `${k.replaceAll('_', ' ')}: ${String(v)}`)
    .join(' · ');
}

/** The admin action log: who did what to whom, and when. */
export function AdminActionLogTable({ search }: { search: string }) {
  const query = useQuery(adminActionLogQueryOptions(search));
  if (query.isPending) return <Loading />;
  if (query.isError) return <AdminFailed error={query.error} retry={() => query.refetch()} />;
  const rows = query.data.actions;
  if (rows.length === 0) return <Empty search={search}>Every action an administrator takes in this console appears here.</Empty>;
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[720px] text-sm">
        <caption className="sr-only">Admin action log, newest first</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <Th>Administrator</Th>
            <Th>Action</Th>
            <Th>User</Th>
            <Th>Detail</Th>
            <Th>When</Th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((r) => (
            <tr key={r.id} className="align-top">
              <td className="px-4 py-3">
                <p className="max-w-40 truncate">{r.admin_email ?? '—'}</p>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Badge variant="outline">{ACTION_LABELS[r.action] ?? r.action}</Badge>
              </td>
              <td className="px-4 py-3">
                <p className="max-w-40 truncate">{r.target_email ?? '—'}</p>
              </td>
              <td className="px-4 py-3 text-muted-foreground">
                <p className="min-w-40 max-w-64 break-words">{detailText(r) || '—'}</p>
              </td>
              <td className="min-w-28 px-4 py-3 text-muted-foreground">{formatAdminDate(r.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
