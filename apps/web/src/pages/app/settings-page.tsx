import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';

export function SettingsPage() {
  return (
    <>
      <PageMeta title="Settings" />
      <PageHeader title="Settings" description="Profile, billing, business priorities, security and appearance." />
    </>
  );
}
