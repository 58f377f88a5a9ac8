import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { AutoScanCard } from '@/features/priorities/auto-scan-card';
import { BusinessPrioritiesCard } from '@/features/priorities/business-priorities-card';

export function SettingsPage() {
  return (
    <>
      <PageMeta title="Settings" />
      <PageHeader title="Settings" description="Profile, billing, business priorities, security and appearance." />
      {/* The settings issue arranges the page's cards; these are mounted here by the insights work. */}
      <div className="mt-4 grid max-w-3xl gap-6">
        <BusinessPrioritiesCard />
        <AutoScanCard />
      </div>
    </>
  );
}
