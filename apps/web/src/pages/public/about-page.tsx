import { SimplePage } from '@/features/marketing/components/simple-page';

export function AboutPage() {
  return <SimplePage title="About Tradeloom" description="Why a commodity trader built a contact book that knows who to call." />;
}
