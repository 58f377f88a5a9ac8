import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';

export function AdminAuditPage() {
  return (
    <>
      <PageMeta title="Subscription Audit" noindex />
      <PageHeader title="Subscription Audit" description="The subscription audit log, searchable by e-mail." />
    </>
  );
}
