import { useQuery } from '@tanstack/react-query';
import { type AdminUserDetail, CREDIT_LEDGER_REASON_LABELS, type CreditLedgerReason, planDisplayName } from '@tradeloom/domain';
import { ArrowLeftIcon, CoinsIcon, FileUpIcon, MonitorSmartphoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageMeta } from '@/components/layout/page-meta';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { adminUserQueryOptions } from '@/features/admin/api/admin-users';
import { AdminFailed } from '@/features/admin/components/admin-failed';
import { formatAdminDate } from '@/features/admin/components/admin-format';
import { AdminUserActions } from '@/features/admin/components/admin-user-actions';
import { ImportStatusBadge } from '@/features/import/components/import-status-badge';
import { resultsSummary } from '@/features/import/utils/import-model';

/** A user's page: the account at a glance, its credits, imports and sessions, and the account actions. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const query = useQuery(adminUserQueryOptions(id));
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title={query.data?.user.email ?? 'User'} noindex />
      <Link
        to="/admin/users"
        className="inline-flex items-center gap-1.5 text-sm text-muted-foreground transition-colors hover:text-foreground"
        onClick={(e) => {
          // Back to the search as it was (its term is in the URL of the page before), when we came from it.
          if (location.key !== 'default') {
            e.preventDefault();
            navigate(-1);
          }
        }}
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        Users
      </Link>
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : query.isError ? (
        <AdminFailed error={query.error} retry={() => query.refetch()} className="mt-6" />
      ) : (
        <UserDetail detail={query.data} />
      )}
    </>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const { user, credits } = detail;
  return (
    <div className="mt-4 space-y-8">
      <header className="space-y-4">
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">{user.email}</h1>
          <div className="flex flex-wrap items-center gap-1.5">
            {user.full_name && <span className="mr-1 text-sm text-muted-foreground">{user.full_name}</span>}
            {user.plan && <Badge variant="soft">{planDisplayName(user.plan)}</Badge>}
            {user.status && <Badge variant="outline">{user.status}</Badge>}
            {user.disabled && <Badge variant="destructive">Disabled</Badge>}
            {user.is_admin && <Badge variant="accent">Admin</Badge>}
            <Badge variant={user.email_verified ? 'success' : 'secondary'}>{user.email_verified ? 'Verified' : 'Unverified'}</Badge>
          </div>
          {user.disabled_at && (
            <p className="text-sm text-destructive">Disabled {formatAdminDate(user.disabled_at)}: this user cannot sign in.</p>
          )}
        </div>
        <AdminUserActions user={user} />
      </header>

      <section aria-label="At a glance" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Credits" value={credits.balance.toLocaleString()} />
        <Figure
          label="Used this month"
          value={detail.usage_this_month.credits_spent.toLocaleString()}
          note={credits.monthly_quota > 0 ? `${credits.monthly_used} of ${credits.monthly_quota} monthly` : undefined}
        />
        <Figure label="Contacts" value={detail.contacts_count.toLocaleString()} />
        <Figure label="Last activity" value={detail.last_activity_at ? formatAdminDate(detail.last_activity_at) : 'Never'} small />
      </section>

      <Section title="Account">
        <dl className="grid gap-x-6 gap-y-3 rounded-lg border bg-card p-4 text-sm sm:grid-cols-2">
          <Field label="Plan">{user.plan ? planDisplayName(user.plan) : '—'}</Field>
          <Field label="Status">{user.status ?? '—'}</Field>
          <Field label="Joined">{formatAdminDate(user.created_at)}</Field>
          <Field label="Trial ends">{user.trial_end_date ? formatAdminDate(user.trial_end_date) : '—'}</Field>
          <Field label="Phone">{user.phone ?? '—'}</Field>
          <Field label="Credits added this month">{detail.usage_this_month.credits_added.toLocaleString()}</Field>
          <Field label="User id">
            <code className="text-xs break-all select-all">{user.id}</code>
          </Field>
        </dl>
      </Section>

      <Section title="Credit ledger" note="Most recent first">
        {detail.ledger.length === 0 ? (
          <Empty icon={<CoinsIcon className="size-6 text-muted-foreground" aria-hidden />} title="No credit changes yet" />
        ) : (
          <ul className="divide-y rounded-lg border bg-card" aria-label="Credit ledger">
            {detail.ledger.map((row) => (
              <li key={row.id} className="flex items-center gap-3 px-4 py-2.5 text-sm">
                <span className={`w-14 shrink-0 font-medium tabular-nums ${row.delta < 0 ? 'text-destructive' : 'text-success'}`}>
                  {row.delta > 0 ? `+${row.delta}` : row.delta}
                </span>
                <span className="min-w-0 flex-1 truncate" title={row.reason}>
                  {CREDIT_LEDGER_REASON_LABELS[row.reason as CreditLedgerReason] ?? row.reason}
                </span>
                <span className="hidden text-xs text-muted-foreground tabular-nums sm:inline">balance {row.balance_after}</span>
                <time className="text-xs whitespace-nowrap text-muted-foreground" dateTime={row.created_at}>
                  {formatAdminDate(row.created_at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Imports">
        {detail.imports.length === 0 ? (
          <Empty icon={<FileUpIcon className="size-6 text-muted-foreground" aria-hidden />} title="No imports" />
        ) : (
          <ul className="divide-y rounded-lg border bg-card" aria-label="Imports">
            {detail.imports.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-3">
                <span className="min-w-0 flex-1 truncate font-medium" title={item.file_name}>
                  {item.file_name}
                </span>
                <span className="text-xs text-muted-foreground">{resultsSummary(item.results)}</span>
                <ImportStatusBadge status={item.status} />
                <time className="text-xs whitespace-nowrap text-muted-foreground" dateTime={item.created_at}>
                  {formatAdminDate(item.created_at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Sessions" note={`${detail.sessions.active} active`}>
        {detail.sessions.list.length === 0 ? (
          <Empty icon={<MonitorSmartphoneIcon className="size-6 text-muted-foreground" aria-hidden />} title="Not signed in anywhere" />
        ) : (
          <ul className="divide-y rounded-lg border bg-card" aria-label="Sessions">
            {detail.sessions.list.map((s) => (
              <li key={s.id} className="space-y-0.5 px-4 py-3 text-sm">
                <p className="truncate" title={s.user_agent ?? undefined}>
                  {s.user_agent ?? 'Unknown device'}
                </p>
                <p className="text-xs text-muted-foreground">
                  {s.ip_address ?? 'Unknown address'} · signed in {formatAdminDate(s.created_at)} · last seen{' '}
                  {formatAdminDate(s.updated_at)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-base font-semibold">{title}</h2>
        {note && <p className="text-xs text-muted-foreground">{note}</p>}
      </div>
      {children}
    </section>
  );
}

function Figure({ label, value, note, small }: { label: string; value: string; note?: string; small?: boolean }) {
  return (
    <div className="rounded-lg border bg-card p-3 sm:p-4">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <p className={`mt-1 font-semibold tabular-nums ${small ? 'text-sm' : 'text-2xl'}`}>{value}</p>
      {note && <p className="mt-0.5 text-xs text-muted-foreground">{note}</p>}
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

function Empty({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed px-4 py-8 text-center">
      {icon}
      <p className="mt-2 text-sm text-muted-foreground">{title}</p>
    </div>
  );
}
