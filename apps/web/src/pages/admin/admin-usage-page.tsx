import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';

export function AdminUsagePage() {
  return (
    <>
      <PageMeta title="Usage" noindex />
      <PageHeader title="Usage" description="Usage analytics are coming soon." />
    </>
  );
}
