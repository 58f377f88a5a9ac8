import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';

export function MapPage() {
  return (
    <>
      <PageMeta title="Network Map" />
      <PageHeader title="Network Map" description="Your contacts by city, coloured by the commodities they trade." />
    </>
  );
}
