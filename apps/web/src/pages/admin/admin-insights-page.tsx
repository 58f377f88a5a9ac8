import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { FlaggedInsightReview } from '@/features/admin/components/flagged-insight-review';

export function AdminInsightsPage() {
  return (
    <>
      <PageMeta title="Flagged Insights" noindex />
      <PageHeader
        title="Flagged Insights"
        description="Insights users flagged as inaccurate, irrelevant or duplicate, or rated not helpful, waiting for review."
      />
      <div className="mt-6">
        <FlaggedInsightReview />
      </div>
    </>
  );
}
