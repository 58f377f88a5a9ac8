import { SimplePage } from '@/features/marketing/components/simple-page';

export function ContactPage() {
  return <SimplePage title="Contact Us" description="Schedule a meeting with our team to see how Tradeloom fits your desk." />;
}
