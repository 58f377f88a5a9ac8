import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ClosingCta } from '@/site/components/closing-cta';
import { FeaturesSection } from '@/site/components/features-section';
import { HeroSection } from '@/site/components/hero-section';
import { MarketingLayout } from '@/site/components/marketing-layout';
import { ProblemSection } from '@/site/components/problem-section';

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
