import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHECKOUT_PLAN_TO_PLAN,
  CHECKOUT_PLANS,
  type CheckoutPlan,
  CREDIT_BUNDLES,
  checkoutPricingPlan,
  creditRoom,
  packFits,
  packLabel,
  packOverCapText,
  planLimitsOf,
  planRank,
} from '@tradeloom/domain';
import { CoinsIcon, CreditCardIcon, ExternalLinkIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { profileQueryOptions } from '@/lib/profile/profile-query';
import { billingKeys, subscriptionQueryOptions, useBuyCredits, useOpenPortal, useStartCheckout } from '../api/billing-api';

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** Billing & Subscription (spec §2 'Settings page'): the portal, plan upgrades and credit bundles. */
export function BillingCard() {
  const profile = useQuery(profileQueryOptions);
  const subscription = useQuery(subscriptionQueryOptions);
  const checkout = useStartCheckout();
  const credits = useBuyCredits();
  const portal = useOpenPortal();
  const busy = checkout.isPending || credits.isPending || portal.isPending;

  const p = profile.data;
  const s = subscription.data;
  useSubscriptionFollowsProfile(p?.plan, p?.status);
  const paying = p?.status === 'active' || p?.status === 'past_due';
  // On the trial the plan is Professional already; buying it is how the trial becomes a subscription.
  const upgrades = p ? CHECKOUT_PLANS.filter((plan) => !paying || planRank(CHECKOUT_PLAN_TO_PLAN[plan]) > planRank(p.plan)) : [];
  const cap = p ? planLimitsOf(p.plan).creditCap : 0;
  const room = p ? creditRoom(p.credits_remaining, cap) : 0;
  // A pack is sold whole or not at all (decision 018); the button says why it is not sold.
  const overCap = packOverCapText(room, cap);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCardIcon className="size-4 text-primary" aria-hidden />
          Billing &amp; Subscription
        </CardTitle>
        <CardDescription>Manage your subscription, change plan or top up AI credits.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!p || !s ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="text-sm">
                <p className="font-medium">
                  {s.plan_name}
                  {s.cancel_at_period_end && (
                    <Badge variant="destructive" className="ml-2">
                      Ends {s.current_period_end ? new Date(s.current_period_end).toLocaleDateString() : 'soon'}
                    </Badge>
                  )}
                </p>
                <p className="text-muted-foreground">
                  {paying && s.current_period_end && !s.cancel_at_period_end
                    ? `Renews on ${new Date(s.current_period_end).toLocaleDateString()}.`
                    : paying
                      ? 'Your plan stays active until the end of the period.'
                      : 'No subscription yet: choose a plan below to keep going after your trial.'}
                  {s.provider === 'local' && ' Payments run in test mode.'}
                </p>
              </div>
              <Button variant="outline" onClick={() => portal.open({ return_to: `${paths.settings}?tab=billing` })} disabled={busy}>
                <ExternalLinkIcon aria-hidden />
                Manage Subscription
              </Button>
            </div>

            {upgrades.length > 0 && (
              <>
                <Separator />
                <section aria-labelledby="billing-plans" className="grid gap-3">
                  <h3 id="billing-plans" className="text-sm font-medium">
                    {paying ? 'Upgrade your plan' : 'Choose a plan'}
                  </h3>
                  <ul className="grid gap-3 sm:grid-cols-3">
                    {upgrades.map((plan) => (
                      <PlanOption
                        key={plan}
                        plan={plan}
                        disabled={busy}
                        onChoose={() => checkout.start({ plan, return_to: paths.settings })}
                      />
                    ))}
                  </ul>
                </section>
              </>
            )}

            <Separator />
            <section aria-labelledby="billing-credits" className="grid gap-3">
              <div>
                <h3 id="billing-credits" className="text-sm font-medium">
                  Buy AI credits
                </h3>
                <p className="text-sm text-muted-foreground">
                  {count(p.credits_remaining)} of {count(cap)} credits. Credits never expire; a pack is sold when all of it fits under your
                  plan's cap.
                </p>
              </div>
              <div className="flex flex-col gap-2 sm:flex-row">
                {CREDIT_BUNDLES.map((b) => {
                  const fits = packFits(b.credits, room);
                  return (
                    <div key={b.id} className="grid gap-1 sm:flex-1">
                      <Button
                        variant="outline"
                        disabled={busy || !fits}
                        aria-describedby={fits ? undefined : room === 0 ? 'packs-at-cap' : `pack-${b.id}-why`}
                        onClick={() => credits.buy({ bundle: b.id, return_to: paths.settings })}
                      >
                        <CoinsIcon aria-hidden />
                        {packLabel(b)}
                      </Button>
                      {!fits && room > 0 && (
                        <p id={`pack-${b.id}-why`} className="text-xs text-muted-foreground">
                          {overCap}
                        </p>
                      )}
                    </div>
                  );
                })}
              </div>
              {room === 0 && (
                <p id="packs-at-cap" className="text-sm text-muted-foreground">
                  {overCap} Upgrade to hold more.
                </p>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The profile is live in every tab (a purchase in the checkout tab, a webhook); when its plan or status
 * moves, the subscription (renewal date, cancellation) is read again too.
 */
function useSubscriptionFollowsProfile(plan: string | undefined, status: string | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!plan || !status) return;
    const key = `${plan}/${status}`;
    if (seen.current !== null && seen.current !== key) void queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
    seen.current = key;
  }, [plan, status, queryClient]);
}

function PlanOption({ plan, disabled, onChoose }: { plan: CheckoutPlan; disabled: boolean; onChoose: () => void }) {
  const p = checkoutPricingPlan(plan);
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4">
      <div>
        <p className="flex items-center gap-2 font-medium">
          {p.name}
          {p.mostPopular && (
            <Badge variant="soft">
              <SparklesIcon aria-hidden />
              Popular
            </Badge>
          )}
        </p>
        <p className="text-sm">
          <span className="text-lg font-semibold">{p.priceLabel}</span>
          <span className="text-muted-foreground">{p.period}</span>
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{p.credits}</p>
      </div>
      <Button size="sm" className="mt-auto" disabled={disabled} onClick={onChoose}>
        Upgrade to {p.name}
      </Button>
    </li>
  );
}
