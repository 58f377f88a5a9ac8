import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { InsightsView } from '@/features/insights/components/insights-view';

export function InsightsPage() {
  return (
    <>
      <PageMeta title="AI Insights" />
      <PageHeader
        title="AI Insights"
        description="Introductions, opportunities and reminders drawn from your network and business priorities."
      />
      <InsightsView />
    </>
  );
}
