import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';

export function AdminCreditsPage() {
  return (
    <>
      <PageMeta title="Credit Adjustments" noindex />
      <PageHeader title="Credit Adjustments" description="Add or remove a user's AI credits, with a reason on record." />
    </>
  );
}
