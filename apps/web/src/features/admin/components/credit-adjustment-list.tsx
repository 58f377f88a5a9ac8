import { useQuery } from '@tanstack/react-query';
import { CoinsIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { adminCreditAdjustmentsQueryOptions } from '../api/admin-credits';
import { AdminFailed } from './admin-failed';
import { formatAdminDate } from './admin-format';

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** The 50 newest adjustments (spec §7), newest first. */
export function CreditAdjustmentList() {
  const query = useQuery(adminCreditAdjustmentsQueryOptions());
  const rows = query.data?.adjustments ?? [];
  if (query.isPending) {
    return (
      <div className="space-y-2" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <AdminFailed error={query.error} retry={() => query.refetch()} />;
  }
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-lg border border-dashed py-12 text-center">
        <CoinsIcon className="size-8 text-muted-foreground" aria-hidden />
        <p className="mt-3 font-medium">No credit adjustments</p>
        <p className="mt-1 text-sm text-muted-foreground">Adjustments made with the form above appear here.</p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[680px] text-sm">
        <caption className="sr-only">Credit adjustments, newest first</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              User
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              Credits
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Reason
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              By
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              When
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((a) => (
            <tr key={a.id} className="align-top">
              <td className="px-4 py-3">
                <p className="max-w-56 truncate">{a.user_email ?? a.user_id}</p>
                {a.user_name && <p className="text-xs text-muted-foreground">{a.user_name}</p>}
              </td>
              <td className="px-4 py-3 text-right tabular-nums whitespace-nowrap">
                <span className={cn('font-medium', a.delta > 0 ? 'text-success' : 'text-destructive')}>{signed(a.delta)}</span>
                {a.applied !== null && a.applied !== a.delta && (
                  <p className="text-xs text-muted-foreground">applied {signed(a.applied)}</p>
                )}
                {a.balance_after !== null && <p className="text-xs text-muted-foreground">balance {a.balance_after}</p>}
              </td>
              <td className="px-4 py-3">
                <p className="min-w-44 max-w-72 break-words">{a.reason}</p>
              </td>
              <td className="px-4 py-3 text-muted-foreground">
                <p className="max-w-48 truncate">{a.adjusted_by_email ?? '—'}</p>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{formatAdminDate(a.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
