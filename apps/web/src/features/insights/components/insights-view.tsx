import { type DismissalReason, INSIGHT_FLAG_MESSAGES, type Insight, type InsightFlagType } from '@tradeloom/domain';
import { ScanSearchIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDemoMode } from '@/lib/profile/profile-query';
import { cn } from '@/lib/utils';
import { type InsightTab, useDismissInsight, useFlagInsight, useInsights, useMarkInsightRead, useRateInsight } from '../api/insights';
import { DismissInsightDialog } from './dismiss-insight-dialog';
import { FlagInsightDialog } from './flag-insight-dialog';
import { InsightCard } from './insight-card';
import { InsightsEmptyState } from './insights-empty-state';
import { RunScanDialog } from './run-scan-dialog';

const TABS: { id: InsightTab; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'unread', label: 'Unread' },
  { id: 'high', label: 'High Priority' },
];
export const INSIGHT_TEXTS = {
  loadFailed: 'Failed to load AI insights',
  dismissFailed: 'Failed to dismiss insight',
} as const;

/** The AI Insights screen (spec §2): tabs with counts, cards, their actions, the scan button and dialogs. */
export function InsightsView() {
  const [tab, setTab] = useState<InsightTab>('all');
  const query = useInsights(tab);
  const demo = useDemoMode();
  const markRead = useMarkInsightRead();
  const rate = useRateInsight();
  const dismiss = useDismissInsight();
  const [dismissing, setDismissing] = useState<Insight | null>(null);
  const flag = useFlagInsight();
  const [flagging, setFlagging] = useState<Insight | null>(null);
  const [scanOpen, setScanOpen] = useState(false);

  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const counts = query.data?.pages[0]?.counts;
  useEffect(() => {
    if (query.error) toast.error('Error', { description: INSIGHT_TEXTS.loadFailed, id: 'insights-load-error' });
  }, [query.error]);

  const read = (insight: Insight) => {
    if (!insight.is_read) markRead.mutate(insight.id);
  };

  return (
    <div className="mt-4 grid gap-5">
      <div role="tablist" aria-label="Insights" className="flex w-full gap-1 overflow-x-auto rounded-lg border bg-muted/50 p-1 sm:w-fit">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            className={cn(
              'flex shrink-0 items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
              tab === t.id ? 'bg-card text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
            )}
            onClick={() => setTab(t.id)}
          >
            {t.label}
            <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums text-muted-foreground" data-testid={`count-${t.id}`}>
              {counts ? counts[t.id] : '–'}
            </span>
          </button>
        ))}
      </div>

      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-muted-foreground" />
        </div>
      ) : items.length === 0 ? (
        <InsightsEmptyState tab={tab} total={counts?.all} demo={demo} />
      ) : (
        <div className="grid gap-3 pb-20">
          {items.map((insight) => (
            <InsightCard
              key={insight.id}
              insight={insight}
              onOpen={read}
              onMarkRead={read}
              onRate={(i, rating) => rate.mutate({ id: i.id, rating })}
              onDismiss={setDismissing}
              onFlag={setFlagging}
            />
          ))}
          {query.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? 'Loading...' : 'Show more'}
            </Button>
          )}
        </div>
      )}

      {!demo && (
        // Stacked above the assistant's bubble, in the same right-hand column, so neither hides the
        // other and both stay clear of the cards' actions; on a phone only its icon.
        <Button
          size="xl"
          aria-label="Run AI Network Scan"
          className="fixed right-4 bottom-[4.75rem] z-30 size-12 rounded-full p-0 shadow-lg sm:right-5 sm:bottom-[5.75rem] sm:h-11 sm:w-auto sm:px-6"
          onClick={() => setScanOpen(true)}
        >
          <ScanSearchIcon className="size-5 sm:size-4" aria-hidden />
          <span className="hidden sm:inline">Run AI Network Scan</span>
        </Button>
      )}
      <RunScanDialog open={scanOpen} onOpenChange={setScanOpen} />
      <DismissInsightDialog
        insight={dismissing}
        pending={dismiss.isPending}
        onCancel={() => setDismissing(null)}
        onConfirm={(reason: DismissalReason, comment: string) =>
          dismissing &&
          dismiss.mutate(
            { id: dismissing.id, reason, comment },
            {
              onSuccess: () => setDismissing(null),
              onError: () => toast.error('Error', { description: INSIGHT_TEXTS.dismissFailed }),
            },
          )
        }
      />
      <FlagInsightDialog
        insight={flagging}
        pending={flag.isPending}
        onCancel={() => setFlagging(null)}
        onConfirm={(type: InsightFlagType, comment: string) =>
          flagging &&
          flag.mutate(
            { id: flagging.id, type, comment },
            {
              onSuccess: () => {
                setFlagging(null);
                toast.success(INSIGHT_FLAG_MESSAGES.flagged, { description: INSIGHT_FLAG_MESSAGES.flaggedDescription });
              },
              onError: () => toast.error('Error', { description: INSIGHT_FLAG_MESSAGES.failed }),
            },
          )
        }
      />
    </div>
  );
}
