import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';

export function AdminInsightsPage() {
  return (
    <>
      <PageMeta title="Flagged Insights" noindex />
      <PageHeader
        title="Flagged Insights"
        description="Insights users flagged as inaccurate, irrelevant or duplicate, waiting for review."
      />
    </>
  );
}
