import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';

export function AdminOperationsPage() {
  return (
    <>
      <PageMeta title="Operations" noindex />
      <PageHeader title="Operations" description="Operational tools are coming soon." />
    </>
  );
}
