import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';

export function AdminAdminsPage() {
  return (
    <>
      <PageMeta title="Administrators" noindex />
      <PageHeader
        title="Administrators"
        description="Everyone with access to this console. Add or remove admins via the database console."
      />
    </>
  );
}
