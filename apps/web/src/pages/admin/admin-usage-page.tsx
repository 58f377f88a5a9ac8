import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { adminUsageQueryOptions } from '@/features/admin/api/admin-health';
import { AdminFailed } from '@/features/admin/components/admin-failed';
import { MostActiveAccounts, UsageByKind } from '@/features/admin/components/usage-report';

export function AdminUsagePage() {
  const query = useQuery(adminUsageQueryOptions());
  return (
    <>
      <PageMeta title="Usage" noindex />
      <PageHeader
        title="Usage"
        description="Credits consumed per day by the assistant, scans and the map, and the most active accounts (last 30 days, UTC)."
      />
      <div className="mt-6 space-y-8">
        {query.isPending ? (
          <div className="space-y-4" aria-hidden>
            <div className="grid grid-cols-3 gap-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-24 rounded-lg" />
              ))}
            </div>
            <Skeleton className="h-80 rounded-lg" />
          </div>
        ) : query.isError ? (
          <AdminFailed error={query.error} retry={() => query.refetch()} />
        ) : (
          <>
            <section aria-labelledby="usage-kinds" className="space-y-3">
              <h2 id="usage-kinds" className="text-base font-semibold">
                By kind
              </h2>
              <UsageByKind days={query.data.days} />
            </section>
            <section aria-labelledby="usage-accounts" className="space-y-3">
              <h2 id="usage-accounts" className="text-base font-semibold">
                Most active accounts
              </h2>
              <MostActiveAccounts accounts={query.data.top_accounts} />
            </section>
            <section aria-labelledby="usage-ai-clients" className="space-y-1">
              <h2 id="usage-ai-clients" className="text-base font-semibold">
                AI clients
              </h2>
              <p className="text-sm text-muted-foreground">
                {query.data.ai_clients.calls.toLocaleString()} tool {query.data.ai_clients.calls === 1 ? 'call' : 'calls'} by{' '}
                {query.data.ai_clients.callers.toLocaleString()} {query.data.ai_clients.callers === 1 ? 'account' : 'accounts'}
                {query.data.ai_clients.failed ? ` (${query.data.ai_clients.failed.toLocaleString()} failed)` : ''} through the MCP endpoint.
              </p>
            </section>
          </>
        )}
      </div>
    </>
  );
}
