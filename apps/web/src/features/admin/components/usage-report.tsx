import { type ActiveAccount, planDisplayName, USAGE_KIND_LABELS, USAGE_KINDS, type UsageDay } from '@tradeloom/domain';
import { ActivityIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { USAGE_KIND_COLORS, UsageChart } from './admin-charts';
import { formatAdminDate } from './admin-format';

const count = new Intl.NumberFormat();
type Measure = 'credits' | 'actions';
const MEASURES: { value: Measure; label: string }[] = [
  { value: 'credits', label: 'Credits' },
  { value: 'actions', label: 'Actions' },
];

/** Totals by kind over the days, and the per-day chart (credits consumed, or actions taken). */
export function UsageByKind({ days }: { days: UsageDay[] }) {
  const [measure, setMeasure] = useState<Measure>('credits');
  const totals = Object.fromEntries(
    USAGE_KINDS.map((k) => [
      k,
      { credits: days.reduce((n, d) => n + d.credits[k], 0), actions: days.reduce((n, d) => n + d.actions[k], 0) },
    ]),
  ) as Record<(typeof USAGE_KINDS)[number], Record<Measure, number>>;
  const none = USAGE_KINDS.every((k) => totals[k].credits === 0 && totals[k].actions === 0);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-3">
        {USAGE_KINDS.map((k) => (
          <div key={k} className="min-w-0 rounded-lg border bg-card p-3 shadow-xs sm:p-4" data-testid={`usage-total-${k}`}>
            <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
              <span className="size-2 shrink-0 rounded-full" style={{ background: USAGE_KIND_COLORS[k] }} aria-hidden />
              {USAGE_KIND_LABELS[k]}
            </dt>
            <dd className="mt-2 text-xl font-semibold tabular-nums sm:text-2xl">
              {k === 'map' ? count.format(totals[k].actions) : count.format(totals[k].credits)}
            </dd>
            <dd className="text-xs text-muted-foreground">
              {k === 'map'
                ? 'map opens · no credits'
                : `credits · ${count.format(totals[k].actions)} ${k === 'assistant' ? 'answers' : 'scans'}`}
            </dd>
          </div>
        ))}
      </dl>
      <div className="rounded-lg border bg-card p-4 shadow-xs">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-medium">{measure === 'credits' ? 'Credits consumed per day' : 'Actions per day'}</h3>
          <div role="radiogroup" aria-label="Measure" className="inline-flex rounded-md border bg-muted p-0.5">
            {MEASURES.map((m) => (
              <button
                key={m.value}
                type="button"
                role="radio"
                aria-checked={measure === m.value}
                onClick={() => setMeasure(m.value)}
                className={cn(
                  'rounded px-3 py-1 text-xs font-medium transition-colors',
                  measure === m.value ? 'bg-card text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {m.label}
              </button>
            ))}
          </div>
        </div>
        {none ? (
          <p className="py-16 text-center text-sm text-muted-foreground">No credits were consumed in the last 30 days.</p>
        ) : (
          <UsageChart days={days} measure={measure} />
        )}
      </div>
    </div>
  );
}

/** The accounts that consumed most in the period: credits, then actions. */
export function MostActiveAccounts({ accounts }: { accounts: ActiveAccount[] }) {
  if (accounts.length === 0)
    return (
      <div className="flex flex-col items-center rounded-lg border border-dashed px-4 py-10 text-center">
        <ActivityIcon className="size-6 text-muted-foreground" aria-hidden />
        <p className="mt-2 font-medium">No activity in the last 30 days</p>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">Accounts that use the assistant, scans or the map appear here.</p>
      </div>
    );
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-sm sm:min-w-[560px]">
        <caption className="sr-only">Most active accounts in the last 30 days</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="w-8 py-2.5 pr-1 pl-3 font-medium sm:w-10 sm:px-4">
              #
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Account
            </th>
            <th scope="col" className="hidden px-4 py-2.5 font-medium sm:table-cell">
              Plan
            </th>
            <th scope="col" className="w-px px-3 py-2.5 text-right font-medium whitespace-nowrap sm:w-auto sm:px-4">
              Credits
            </th>
            <th scope="col" className="w-px px-3 py-2.5 text-right font-medium whitespace-nowrap sm:w-auto sm:px-4">
              Actions
            </th>
            <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">
              Last activity
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {accounts.map((a, i) => (
            <tr key={a.user_id} data-testid="active-account">
              <td className="py-3 pr-1 pl-3 text-muted-foreground tabular-nums sm:px-4">{i + 1}</td>
              <td className="max-w-0 px-3 py-3 sm:max-w-none sm:px-4">
                <Link
                  to={`/admin/users/${encodeURIComponent(a.user_id)}`}
                  className="block truncate font-medium hover:underline sm:max-w-64"
                >
                  {a.email ?? a.user_id}
                </Link>
                {a.name && <p className="truncate text-xs text-muted-foreground sm:max-w-64">{a.name}</p>}
                <p className="truncate text-xs text-muted-foreground sm:hidden">{a.plan ? planDisplayName(a.plan) : ''}</p>
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">{a.plan ? planDisplayName(a.plan) : '—'}</td>
              <td className="px-3 py-3 text-right font-medium tabular-nums sm:px-4">{count.format(a.credits)}</td>
              <td className="px-3 py-3 text-right tabular-nums sm:px-4">{count.format(a.actions)}</td>
              <td className="hidden px-4 py-3 whitespace-nowrap text-muted-foreground md:table-cell">
                {a.last_activity_at ? formatAdminDate(a.last_activity_at) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
