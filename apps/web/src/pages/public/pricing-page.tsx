import { SimplePage } from '@/features/marketing/components/simple-page';

export function PricingPage() {
  return (
    <SimplePage
      title="Pricing"
      description="Plans for individual traders and desks, from Starter to Power Trader, with a free Professional trial."
    />
  );
}
