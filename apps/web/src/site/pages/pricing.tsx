import {
  CHAT_CREDIT_COST,
  CREDIT_BUNDLES,
  MANUAL_SCAN_MAX_CREDITS,
  PRICING_PLANS,
  PRICING_TRIAL,
  type PricingPlan,
  pricingPlan,
} from '@tradeloom/domain';
import { ArrowRightIcon, CheckIcon, InfinityIcon, LayersIcon, PackagePlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SiteLayout } from '../components/site-layout';

const NO_CARD = 'No credit card required';
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const paid = PRICING_PLANS.filter((p): p is PricingPlan & { creditCap: number } => p.creditCap !== null);
const listJoin = (items: string[]) => new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(items);

function PlanCard({ plan }: { plan: PricingPlan }) {
  const headingId = `plan-${plan.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-lg border bg-card p-6 shadow-xs',
        plan.mostPopular && 'border-primary shadow-md ring-1 ring-primary lg:-my-3 lg:py-9',
      )}
    >
      {plan.mostPopular && (
        <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground shadow-xs">
          Most Popular
        </p>
      )}
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {plan.name}
      </h2>
      <p className="mt-1.5 text-sm sm:min-h-10 leading-snug text-muted-foreground">{plan.audience}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight tabular-nums">{plan.priceLabel}</span>
        {plan.period && <span className="text-sm text-muted-foreground">{plan.period}</span>}
      </p>
      <p className="mt-2 text-sm font-medium text-primary tabular-nums">{plan.credits}</p>
      <div className="mt-6">
        {plan.action.kind === 'contact' ? (
          <Button asChild variant="outline" size="lg" className="w-full">
            <a href={plan.action.href}>
              {plan.action.label}
              <ArrowRightIcon aria-hidden />
            </a>
          </Button>
        ) : (
          // Spec §2: 'Free demo' has no action yet.
          <Button type="button" variant={plan.mostPopular ? 'default' : 'outline'} size="lg" className="w-full">
            {plan.action.label}
          </Button>
        )}
        <p className="mt-2.5 text-center text-xs text-muted-foreground">{NO_CARD}</p>
      </div>
      <ul className="mt-6 space-y-2.5 border-t pt-6 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

const FAQ: { q: string; a: string }[] = [
  {
    q: 'Do I need a credit card to start?',
    a: `No. Every account starts with a ${pricingPlan(PRICING_TRIAL.planId).name} trial and ${PRICING_TRIAL.credits} AI credits. ${NO_CARD}.`,
  },
  {
    q: 'What does an AI credit pay for?',
    a: `A question to the AI assistant costs ${CHAT_CREDIT_COST} credit. A manual AI scan of your network for introductions and reconnects costs up to ${MANUAL_SCAN_MAX_CREDITS} credits; automatic scans cost fewer.`,
  },
  {
    q: 'What happens to credits I do not use?',
    a: 'They stay in your balance. Credits do not expire; accumulation stops at your plan’s cap, and upgrading raises the cap immediately.',
  },
  {
    q: 'Can I get a refund?',
    a: 'Yes: 100% within 3 days of purchase if you have used fewer than 5 credits. Refunds are processed in 5-10 business days and the account falls back to the free tier.',
  },
  {
    q: 'Will the prices change?',
    a: 'Only with 30 days notice. Your plan keeps its price until then.',
  },
  {
    q: 'What does Enterprise include?',
    a: 'Credit volumes, contact limits and terms agreed for your team. Schedule a meeting and we will get back to you within 24 hours.',
  },
];

/** /pricing (spec §2 'Pricing page', §9 'Plans' and 'Credits'): the four plans from the domain's PRICING_PLANS. */
export function PricingSitePage() {
  return (
    <SiteLayout current="/pricing" variant="pricing">
      <section className="border-b bg-card">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20">
          <p className="text-xs font-semibold tracking-[0.14em] text-primary uppercase">Pricing</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Plans for traders, brokers and trading desks
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Every plan comes with AI credits each month for the assistant and network scans. Start with a{' '}
            {pricingPlan(PRICING_TRIAL.planId).name} trial and {PRICING_TRIAL.credits} AI credits. {NO_CARD}.
          </p>
        </div>
      </section>

      <section aria-label="Plans" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
        <ul className="grid items-stretch gap-6 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
          {PRICING_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-muted-foreground">Prices in US dollars.</p>
      </section>

      <section aria-labelledby="credits-heading" className="border-y bg-card">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
          <div className="max-w-2xl">
            <p className="text-xs font-semibold tracking-[0.14em] text-primary uppercase">AI credits</p>
            <h2 id="credits-heading" className="mt-3 text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
              How credits work
            </h2>
          </div>
          <div className="mt-8 grid gap-4 md:grid-cols-3">
            <div className="rounded-lg border bg-background p-6">
              <span className="flex size-9 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
                <InfinityIcon className="size-[18px]" aria-hidden />
              </span>
              <h3 className="mt-4 text-base font-semibold">Credits do not expire</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                Your plan’s credits arrive every month and the ones you do not use stay in your balance.
              </p>
            </div>
            <div className="rounded-lg border bg-background p-6">
              <span className="flex size-9 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
                <LayersIcon className="size-[18px]" aria-hidden />
              </span>
              <h3 className="mt-4 text-base font-semibold">Up to your plan’s cap</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                Accumulation stops at the cap: {listJoin(paid.map((p) => `${count(p.creditCap)} on ${p.name}`))}. Upgrading raises the cap
                immediately.
              </p>
            </div>
            <div className="rounded-lg border bg-background p-6">
              <span className="flex size-9 items-center justify-center rounded-md bg-accent-soft text-accent-soft-foreground">
                <PackagePlusIcon className="size-[18px]" aria-hidden />
              </span>
              <h3 className="mt-4 text-base font-semibold">Top up with bundles</h3>
              <ul className="mt-3 space-y-2 text-sm">
                {CREDIT_BUNDLES.map((b) => (
                  <li key={b.id} className="flex items-baseline justify-between gap-3 border-b border-dashed pb-2 tabular-nums">
                    <span>{count(b.credits)} credits</span>
                    <span className="font-semibold">{b.priceLabel}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
                Bought in the app. A bundle gives only the credits needed to reach your cap.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16">
        <h2 id="faq-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Questions
        </h2>
        <div className="mt-6 divide-y rounded-lg border bg-card">
          {FAQ.map(({ q, a }) => (
            <details key={q} className="group px-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                {q}
                <span aria-hidden className="text-lg leading-none text-muted-foreground transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="pb-5 text-sm leading-relaxed text-muted-foreground">{a}</p>
            </details>
          ))}
        </div>
        <p className="mt-8 text-sm text-muted-foreground">
          Something else?{' '}
          <a href="/contact" className="font-medium text-primary underline underline-offset-4 hover:text-primary/80">
            Schedule a meeting
          </a>{' '}
          with our team.
        </p>
      </section>
    </SiteLayout>
  );
}
