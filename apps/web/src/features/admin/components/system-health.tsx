import type { HealthSeriesDay, SystemHealth } from '@tradeloom/domain';
import {
  AlertTriangleIcon,
  CalendarRangeIcon,
  CoinsIcon,
  CreditCardIcon,
  FileUpIcon,
  FlagIcon,
  HourglassIcon,
  type LucideIcon,
  ScanSearchIcon,
  UsersIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { TrendChart } from './admin-charts';

const count = new Intl.NumberFormat();

interface FigureSpec {
  key: keyof Omit<SystemHealth, 'generated_at'>;
  label: string;
  icon: LucideIcon;
  /** Where an administrator goes to act on it. */
  to?: string;
  /** A figure above zero that asks for attention. */
  alert?: 'warn' | 'bad';
}

/** The spec's System health figures (§3), in the order an operator reads them. */
const FIGURES: FigureSpec[] = [
  { key: 'total_users', label: 'Total users', icon: UsersIcon, to: '/admin/users' },
  { key: 'active_trials', label: 'Active trials', icon: HourglassIcon },
  { key: 'active_paid', label: 'Active paid', icon: CreditCardIcon },
  { key: 'credits_consumed_7d', label: 'Credits consumed (7 days)', icon: CoinsIcon, to: '/admin/usage' },
  { key: 'scans_today', label: 'Scans today', icon: ScanSearchIcon },
  { key: 'scans_this_week', label: 'Scans this week', icon: CalendarRangeIcon },
  { key: 'flagged_insights', label: 'Flagged insights', icon: FlagIcon, to: '/admin/insights', alert: 'warn' },
  { key: 'errors_24h', label: 'Errors (24 h)', icon: AlertTriangleIcon, to: '/admin/operations', alert: 'bad' },
  { key: 'pending_imports', label: 'Pending imports', icon: FileUpIcon, to: '/admin/imports' },
];

export function HealthFigures({ health }: { health: SystemHealth }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-3">
      {FIGURES.map((f) => {
        const value = health[f.key];
        const alerting = f.alert && value > 0;
        const body = (
          <>
            <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
              <f.icon className="size-4 shrink-0" aria-hidden />
              <span className="min-w-0">{f.label}</span>
            </dt>
            <dd
              className={cn(
                'mt-2 text-2xl font-semibold tabular-nums sm:text-3xl',
                alerting && (f.alert === 'bad' ? 'text-destructive' : 'text-accent-soft-foreground'),
              )}
            >
              {count.format(value)}
            </dd>
          </>
        );
        const box = 'block rounded-lg border bg-card p-3 shadow-xs sm:p-4';
        return (
          <div key={f.key} data-testid={`figure-${f.key}`} className="min-w-0">
            {f.to ? (
              <Link to={f.to} className={cn(box, 'transition-colors hover:border-primary/40 hover:bg-muted/40 focus-visible:outline-2')}>
                {body}
              </Link>
            ) : (
              <div className={box}>{body}</div>
            )}
          </div>
        );
      })}
    </dl>
  );
}

export function HealthFiguresSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-hidden>
      {FIGURES.map((f) => (
        <Skeleton key={f.key} className="h-[88px] rounded-lg sm:h-[100px]" />
      ))}
    </div>
  );
}

const TRENDS = [
  { key: 'signups', label: 'Sign-ups', color: 'var(--primary)' },
  { key: 'paid_conversions', label: 'Paid conversions', color: 'var(--success)' },
  { key: 'credits_consumed', label: 'Credits consumed', color: 'var(--accent)' },
] as const;

/** Small charts of the last 30 days: sign-ups, paid conversions, credits consumed. */
export function HealthTrends({ days }: { days: HealthSeriesDay[] }) {
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {TRENDS.map((t) => {
        const total = days.reduce((n, d) => n + d[t.key], 0);
        return (
          <section key={t.key} className="rounded-lg border bg-card p-4 shadow-xs" aria-label={t.label} data-testid={`trend-${t.key}`}>
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="text-sm font-medium">{t.label}</h3>
              <span className="text-xs text-muted-foreground">{days.length} days</span>
            </div>
            <p className="mt-1 text-2xl font-semibold tabular-nums">{count.format(total)}</p>
            <div className="mt-2">
              <TrendChart
                id={`trend-${t.key}`}
                label={t.label}
                color={t.color}
                data={days.map((d) => ({ date: d.date, value: d[t.key] }))}
              />
            </div>
          </section>
        );
      })}
    </div>
  );
}
