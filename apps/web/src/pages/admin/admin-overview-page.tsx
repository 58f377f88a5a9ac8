import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { adminHealthQueryOptions, adminHealthSeriesQueryOptions } from '@/features/admin/api/admin-health';
import { AdminFailed } from '@/features/admin/components/admin-failed';
import { HealthFigures, HealthFiguresSkeleton, HealthTrends } from '@/features/admin/components/system-health';

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

export function AdminOverviewPage() {
  const health = useQuery(adminHealthQueryOptions());
  const series = useQuery(adminHealthSeriesQueryOptions());
  return (
    <>
      <PageMeta title="Admin Dashboard" noindex />
      <PageHeader
        title="Admin Dashboard"
        description="System health at a glance: users, trials, credits, scans, flagged insights and errors."
        actions={
          health.data && (
            <p className="text-xs text-muted-foreground" aria-live="polite">
              Updated {time.format(new Date(health.data.generated_at))} · refreshes every 30 s
            </p>
          )
        }
      />
      <div className="mt-6 space-y-8">
        <section aria-labelledby="overview-health" className="space-y-3">
          <h2 id="overview-health" className="text-base font-semibold">
            System health
          </h2>
          {health.isPending ? (
            <HealthFiguresSkeleton />
          ) : health.isError ? (
            <AdminFailed error={health.error} retry={() => health.refetch()} />
          ) : (
            <HealthFigures health={health.data} />
          )}
        </section>
        <section aria-labelledby="overview-trends" className="space-y-3">
          <h2 id="overview-trends" className="text-base font-semibold">
            Last 30 days
          </h2>
          {series.isPending ? (
            <div className="grid gap-3 md:grid-cols-3" aria-hidden>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-[196px] rounded-lg" />
              ))}
            </div>
          ) : series.isError ? (
            <AdminFailed error={series.error} retry={() => series.refetch()} />
          ) : (
            <HealthTrends days={series.data.days} />
          )}
        </section>
      </div>
    </>
  );
}
