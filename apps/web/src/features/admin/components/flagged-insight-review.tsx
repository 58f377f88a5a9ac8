import { useQuery } from '@tanstack/react-query';
import { ADMIN_INSIGHT_MESSAGES, type FlaggedInsightRow, REVIEWED_FEEDBACK_LABELS, type ReviewedFeedbackType } from '@tradeloom/domain';
import { CheckCircle2Icon, FlagIcon, ThumbsDownIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api/error-message';
import { cn } from '@/lib/utils';
import { adminInsightFlagsQueryOptions, useMarkFlagProcessed } from '../api/admin-insights';
import { AdminFailed } from './admin-failed';
import { formatAdminDate } from './admin-format';

const TYPE_VARIANT: Record<ReviewedFeedbackType, 'destructive' | 'accent' | 'secondary' | 'soft'> = {
  flag_inaccurate: 'destructive',
  flag_irrelevant: 'accent',
  flag_duplicate: 'soft',
  flag_other: 'secondary',
  not_helpful: 'secondary',
};

type Filter = 'pending' | 'all';

/**
 * The flagged-insight review (spec §2 'Admin console', §3 'Flagged insight review row'): users' flags
 * and 'not helpful' ratings, newest first, each pending until marked processed.
 */
export function FlaggedInsightReview() {
  const query = useQuery(adminInsightFlagsQueryOptions());
  const mark = useMarkFlagProcessed();
  const [filter, setFilter] = useState<Filter>('all');
  const flags = query.data?.flags ?? [];
  const pending = flags.filter((f) => f.processed_at === null).length;
  const shown = filter === 'pending' ? flags.filter((f) => f.processed_at === null) : flags;

  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <AdminFailed error={query.error} retry={() => query.refetch()} />;
  }
  if (flags.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-16 text-center">
        <FlagIcon className="size-8 text-muted-foreground" aria-hidden />
        <p className="mt-3 font-medium">{ADMIN_INSIGHT_MESSAGES.empty}</p>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">
          When users flag an insight or rate it not helpful, it appears here for review.
        </p>
      </div>
    );
  }

  const markProcessed = (row: FlaggedInsightRow) =>
    mark.mutate(row.feedback_id, {
      onSuccess: () => toast.success(ADMIN_INSIGHT_MESSAGES.processed),
      onError: (err) => toast.error(ADMIN_INSIGHT_MESSAGES.processFailed(errorMessage(err))),
    });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" data-testid="flag-summary">
          <span className="font-medium text-foreground tabular-nums">{pending}</span> pending of{' '}
          <span className="tabular-nums">{flags.length}</span>
        </p>
        <div role="tablist" aria-label="Show" className="flex gap-1 rounded-lg border bg-muted/50 p-1">
          {(['all', 'pending'] as const).map((f) => (
            <button
              key={f}
              type="button"
              role="tab"
              aria-selected={filter === f}
              className={cn(
                'rounded-md px-3 py-1 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                filter === f ? 'bg-card text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
              )}
              onClick={() => setFilter(f)}
            >
              {f === 'all' ? 'All' : 'Pending'}
            </button>
          ))}
        </div>
      </div>

      {shown.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-12 text-center">
          <CheckCircle2Icon className="size-8 text-success" aria-hidden />
          <p className="mt-3 font-medium">All caught up</p>
          <p className="mt-1 text-sm text-muted-foreground">Every flag has been processed.</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Flagged insights, newest first">
          {shown.map((row) => {
            const done = row.processed_at !== null;
            const busy = mark.isPending && mark.variables === row.feedback_id;
            return (
              <li
                key={row.feedback_id}
                data-testid="flag-row"
                className={cn('rounded-lg border bg-card p-4 text-card-foreground shadow-xs sm:p-5', done && 'bg-muted/30')}
              >
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-1.5">
                      <Badge variant={TYPE_VARIANT[row.feedback_type]}>
                        {row.feedback_type === 'not_helpful' ? <ThumbsDownIcon aria-hidden /> : <FlagIcon aria-hidden />}
                        {REVIEWED_FEEDBACK_LABELS[row.feedback_type]}
                      </Badge>
                      {done ? <Badge variant="success">Processed</Badge> : <Badge variant="outline">Pending</Badge>}
                    </div>
                    <p className="mt-2 font-medium leading-snug break-words">{row.insight_title}</p>
                    {row.feedback_text ? (
                      <blockquote className="mt-2 border-l-2 pl-3 text-sm break-words whitespace-pre-line text-muted-foreground">
                        {row.feedback_text}
                      </blockquote>
                    ) : (
                      <p className="mt-2 text-sm text-muted-foreground italic">No comment</p>
                    )}
                    <dl className="mt-3 grid gap-x-6 gap-y-1 text-xs text-muted-foreground sm:grid-cols-[auto_auto_auto] sm:justify-start">
                      <div className="flex min-w-0 gap-1">
                        <dt>User</dt>
                        <dd className="truncate font-medium text-foreground">{row.user_email ?? 'Deleted user'}</dd>
                      </div>
                      <div className="flex gap-1">
                        <dt>Flagged</dt>
                        <dd className="whitespace-nowrap">{formatAdminDate(row.flagged_at)}</dd>
                      </div>
                      {row.processed_at && (
                        <div className="flex gap-1">
                          <dt>Processed</dt>
                          <dd className="whitespace-nowrap">{formatAdminDate(row.processed_at)}</dd>
                        </div>
                      )}
                    </dl>
                  </div>
                  {!done && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="w-full shrink-0 sm:w-auto"
                      disabled={busy}
                      aria-label={`Mark as processed: ${row.insight_title}`}
                      onClick={() => markProcessed(row)}
                    >
                      <CheckCircle2Icon aria-hidden />
                      {busy ? 'Marking...' : 'Mark as processed'}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
