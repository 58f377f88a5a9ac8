import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';

export function AdminImportsPage() {
  return (
    <>
      <PageMeta title="Contact Imports" noindex />
      <PageHeader title="Contact Imports" description="Recent contact imports and their processing status." />
    </>
  );
}
