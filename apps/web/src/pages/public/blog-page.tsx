import { SimplePage } from '@/features/marketing/components/simple-page';

export function BlogPage() {
  return <SimplePage title="Blog" description="Notes on relationships, origination and trade flows from the Tradeloom team." />;
}
