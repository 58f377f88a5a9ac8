import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { CreditAdjustmentForm } from '@/features/admin/components/credit-adjustment-form';
import { CreditAdjustmentList } from '@/features/admin/components/credit-adjustment-list';

export function AdminCreditsPage() {
  return (
    <>
      <PageMeta title="Credit Adjustments" noindex />
      <PageHeader title="Credit Adjustments" description="Add or remove a user's AI credits, with a reason on record." />
      <div className="mt-6 max-w-3xl">
        <CreditAdjustmentForm />
      </div>
      <section className="mt-8" aria-labelledby="recent-adjustments">
        <h2 id="recent-adjustments" className="mb-3 text-sm font-semibold">
          Recent adjustments
        </h2>
        <CreditAdjustmentList />
      </section>
    </>
  );
}
