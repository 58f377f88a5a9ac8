import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { FeaturesSection } from '@/features/marketing/components/features-section';
import { HeroSection } from '@/features/marketing/components/hero-section';
import { ProblemSection } from '@/features/marketing/components/problem-section';
import { SiteLayout } from '../site-layout';

export function LandingSitePage() {
  return (
    <SiteLayout>
      <HeroSection />
      <ProblemSection />
      <FeaturesSection />
      <ClosingCta />
    </SiteLayout>
  );
}
