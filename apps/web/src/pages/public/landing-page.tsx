import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { FeaturesSection } from '@/features/marketing/components/features-section';
import { HeroSection } from '@/features/marketing/components/hero-section';
import { MarketingLayout } from '@/features/marketing/components/marketing-layout';
import { ProblemSection } from '@/features/marketing/components/problem-section';

export function LandingPage() {
  const { hash } = useLocation();

  // Arriving from another page's "Features" link.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <MarketingLayout>
      <link rel="canonical" href={`${window.location.origin}/`} />
      <HeroSection />
      <ProblemSection />
      <FeaturesSection />
      <ClosingCta />
    </MarketingLayout>
  );
}
