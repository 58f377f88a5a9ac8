import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';

export function AdminUsersPage() {
  return (
    <>
      <PageMeta title="Users" noindex />
      <PageHeader title="Users" description="Search users by e-mail and review their plan, status and credits." />
    </>
  );
}
