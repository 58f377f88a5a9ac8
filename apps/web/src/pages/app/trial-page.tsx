import { useQuery } from '@tanstack/react-query';
import { PRICING_PLANS, planDisplayName } from '@tradeloom/domain';
import { ArrowRightIcon, BotIcon, CreditCardIcon, MapIcon, SparklesIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FocusLayout } from '@/components/layout/focus-layout';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useStartCheckout } from '@/features/billing/api/billing-api';
import { organisationQueryOptions, trialUsageQueryOptions } from '@/features/trial/api/trial-api';
import { TrialBanner } from '@/features/trial/components/trial-banner';
import { TrialLimitDialog } from '@/features/trial/components/trial-limit-dialog';
import { paths } from '@/lib/paths';
import { profileQueryOptions } from '@/lib/profile/profile-query';

const PAYMENT_SUCCESS = 'Payment successful! Your trial is now active with payment method secured.';

const FEATURES = [
  {
    icon: MapIcon,
    title: 'Your network on a map',
    text: 'Every supplier, buyer and broker by city, coloured by what they trade, with the heatmap of where your network is dense.',
  },
  {
    icon: SparklesIcon,
    title: 'AI insights',
    text: 'Which supplier to introduce to which buyer, which relationship is going cold, and who serves your business priorities.',
  },
  {
    icon: BotIcon,
    title: 'AI CRM Assistant',
    text: 'Ask in plain words: who trades copper in Rotterdam, whom to call this week, which introduction to make next.',
  },
] as const;

const price = (id: string) => PRICING_PLANS.find((p) => p.id === id)?.priceLabel ?? '';

function daysLeft(end: string | null | undefined): number | null {
  if (!end) return null;
  return Math.max(0, Math.ceil((new Date(end).getTime() - Date.now()) / 86_400_000));
}

export function TrialPage() {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('session_id');
  const usage = useQuery(trialUsageQueryOptions);
  const org = useQuery(organisationQueryOptions);
  const profile = useQuery(profileQueryOptions);
  const checkout = useStartCheckout();

  // Back from the checkout: say so once, then drop the id from the address.
  useEffect(() => {
    if (!sessionId) return;
    toast.success(PAYMENT_SUCCESS);
    const next = new URLSearchParams(params);
    next.delete('session_id');
    setParams(next, { replace: true });
  }, [sessionId, params, setParams]);

  const exceeded = usage.data?.quota_exceeded ?? false;
  const blocked = exceeded && org.data?.subscription_status === 'trialing';
  const left = daysLeft(profile.data?.trial_end_date);
  const busy = checkout.isPending;
  const paying = profile.data?.status === 'active';

  const professionalButton = (
    <Button
      size="lg"
      className="h-auto min-h-10 whitespace-normal py-2"
      onClick={() => checkout.start({ plan: 'pro', return_to: paths.trial })}
      disabled={busy}
    >
      <CreditCardIcon aria-hidden />
      Add Payment Method - Professional {price('professional')}/month
    </Button>
  );
  const starterButton = (
    <Button
      size="lg"
      variant="outline"
      className="h-auto min-h-10 whitespace-normal py-2"
      onClick={() => checkout.start({ plan: 'starter', return_to: paths.trial })}
      disabled={busy}
    >
      Choose Starter Plan - {price('starter')}/month
    </Button>
  );

  return (
    <FocusLayout actions={<SignOutButton />}>
      <PageMeta title="Your Professional trial" noindex />
      <div className="space-y-8">
        <PageHeader
          title="Welcome to your Professional trial"
          description={
            left === null
              ? 'Explore your network on the map, with AI insights and the assistant.'
              : `${left} ${left === 1 ? 'day' : 'days'} left. Explore your network on the map, with AI insights and the assistant.`
          }
        />
        {usage.data ? (
          <TrialBanner used={usage.data.ai_insights_used} limit={usage.data.trial_ai_limit} exceeded={exceeded} />
        ) : (
          <Skeleton className="h-[74px] w-full rounded-lg" />
        )}

        <ul className="grid gap-4 sm:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border bg-card p-5 text-card-foreground shadow-sm">
              <span className="mb-3 flex size-9 items-center justify-center rounded-md bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <h2 className="font-medium">{title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>

        <section aria-labelledby="trial-next" className="rounded-lg border bg-card p-5 shadow-sm sm:p-6">
          <h2 id="trial-next" className="text-base font-semibold">
            {paying ? `You are on the ${planDisplayName(profile.data?.plan ?? '')}` : 'Keep everything after the trial'}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {paying
              ? 'Your payment method is secured. Manage your subscription and credits in Settings.'
              : 'Add a payment method to continue on Professional when the trial ends, or start on Starter. You can change or cancel at any time in Settings.'}
          </p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {!paying && professionalButton}
            {!paying && starterButton}
            <Button size="lg" variant="ghost" asChild>
              <Link to={paths.onboarding}>
                Start exploring
                <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
          </div>
        </section>
      </div>
      <TrialLimitDialog
        open={blocked}
        actions={
          <>
            {professionalButton}
            {starterButton}
          </>
        }
      />
    </FocusLayout>
  );
}
