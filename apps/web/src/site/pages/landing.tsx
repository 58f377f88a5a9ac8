import { ClosingCta } from '../components/closing-cta';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { ProblemSection } from '../components/problem-section';
import { SiteLayout } from '../components/site-layout';

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
