import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';

export function AdminOverviewPage() {
  return (
    <>
      <PageMeta title="Admin Dashboard" noindex />
      <PageHeader
        title="Admin Dashboard"
        description="System health at a glance: users, trials, credits, scans, flagged insights and errors."
      />
    </>
  );
}
