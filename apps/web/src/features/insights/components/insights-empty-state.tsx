import { SCAN_MIN_CONTACTS } from '@tradeloom/domain';
import { SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import type { InsightTab } from '../api/insights';

export const INSIGHT_EMPTY_TEXTS = {
  emptyUnread: "You've read all your insights! Check back later for new discoveries.",
  empty: 'AI insights will appear here as your network grows and develops.',
  firstSteps: `To get your first insights, add at least ${SCAN_MIN_CONTACTS} contacts of your own, then run a scan with the Run AI Network Scan button, or turn on Auto-Scan in Settings.`,
  firstStepsDemo: `Demo mode shows a sample network of traders beside your own contacts, on the map and to the assistant. Insights come from your own contacts only: add at least ${SCAN_MIN_CONTACTS}, then turn on Auto-Scan in Settings, or upgrade to run a scan whenever you like.`,
} as const;

/**
 * The spec's empty texts (§2 'AI Insights screen'); a user with no insights at all is also told what
 * gets them there, in demo mode too, with the two places to go.
 */
export function InsightsEmptyState({ tab, total, demo }: { tab: InsightTab; total: number | undefined; demo: boolean }) {
  const none = (total ?? 0) === 0;
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed bg-card px-6 py-14 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <SparklesIcon className="size-6" aria-hidden />
      </div>
      <p className="mt-4 max-w-sm text-sm text-muted-foreground">
        {tab === 'unread' && !none ? INSIGHT_EMPTY_TEXTS.emptyUnread : INSIGHT_EMPTY_TEXTS.empty}
      </p>
      {none && (
        <>
          <p className="mt-2 max-w-md text-sm text-muted-foreground" data-testid="insights-first-steps">
            {demo ? INSIGHT_EMPTY_TEXTS.firstStepsDemo : INSIGHT_EMPTY_TEXTS.firstSteps}
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={paths.contacts}>Add contacts</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.settings}>Auto-Scan in Settings</Link>
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
