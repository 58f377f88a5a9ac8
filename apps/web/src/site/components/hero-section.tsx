import { PRODUCT_TAGLINE, TRIAL_STARTING_CREDITS } from '@tradeloom/domain';
import { ArrowRightIcon, PlayIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { MapGlimpse } from './map-glimpse';
import { SampleChat } from './sample-chat';

export function HeroSection() {
  return (
    <section className="relative overflow-hidden border-b">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,color-mix(in_srgb,var(--primary)_10%,transparent),transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-14 lg:py-24">
        <div className="max-w-xl">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
            <span className="size-1.5 rounded-full bg-accent" aria-hidden />
            {PRODUCT_TAGLINE}
          </p>
          <h1 className="text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-[56px]">
            Know who to call, who to introduce, and when
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-muted-foreground">
            Tradeloom turns the contact book of a commodity trader into a working map of suppliers, buyers, brokers and offtakers, then
            tells you which introductions to make and which relationships need a call before the next cargo or tender.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="xl">
              <Link to={paths.auth.signup()}>
                Get Started
                <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
            <Button variant="outline" size="xl" onClick={() => window.alert('Demo coming soon!')} data-see-demo="">
              <PlayIcon aria-hidden />
              See Demo
            </Button>
          </div>
          <p className="mt-5 text-sm text-muted-foreground">
            Professional trial with {TRIAL_STARTING_CREDITS} AI credits. No credit card required.
          </p>
        </div>
        <div className="relative">
          <MapGlimpse />
          <div className="relative -mt-6 ml-auto w-[94%] sm:-mt-8 sm:w-[80%]">
            <SampleChat />
          </div>
        </div>
      </div>
    </section>
  );
}
