import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHECKOUT_PLANS, type CheckoutPlan, checkoutPlanFor, checkoutPricingPlan, returnPathSchema } from '@tradeloom/domain';
import { ArrowLeftIcon, CalendarIcon, FlaskConicalIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FocusLayout } from '@/components/layout/focus-layout';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { StatusBadge } from '@/components/plan/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { billingKeys, subscriptionQueryOptions, useRefreshBilling } from '@/features/billing/api/billing-api';
import { api, unwrap } from '@/lib/api';
import { paths } from '@/lib/paths';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' }) : null);

/**
 * The local payments provider's portal (decision 014): the plan, its period, cancel at period end or
 * resume, and a change of plan, so every billing path can be tried without a Stripe account.
 */
export function BillingPortalPage() {
  const [params] = useSearchParams();
  const back = returnPathSchema.safeParse(params.get('return_to')).data ?? paths.settings;
  const queryClient = useQueryClient();
  const refresh = useRefreshBilling();
  const subscription = useQuery(subscriptionQueryOptions);
  const s = subscription.data;

  const done = async (next: unknown, message: string) => {
    queryClient.setQueryData(billingKeys.subscription, next);
    await refresh();
    toast.success(message);
  };
  const onError = (error: Error) => toast.error('Error', { description: error.message });
  const cancel = useMutation({
    mutationFn: (action: 'cancel' | 'resume') => unwrap(api.POST('/api/billing/subscription/{action}', { params: { path: { action } } })),
    onSuccess: (next, action) =>
      done(next, action === 'cancel' ? 'Your subscription ends at the end of this period.' : 'Your subscription continues.'),
    onError,
  });
  const change = useMutation({
    mutationFn: (plan: CheckoutPlan) => unwrap(api.POST('/api/billing/subscription-plan', { body: { plan } })),
    onSuccess: (next) => done(next, `You are now on the ${next.plan_name}.`),
    onError,
  });
  const busy = cancel.isPending || change.isPending;
  const active = s?.status === 'active';
  const current = s ? checkoutPlanFor(s.plan) : null;

  return (
    <FocusLayout>
      <PageMeta title="Manage subscription" noindex />
      <div className="mx-auto grid max-w-2xl gap-6">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link to={back}>
            <ArrowLeftIcon aria-hidden />
            Back to Tradeloom
          </Link>
        </Button>
        <PageHeader title="Manage subscription" description="Your plan, its renewal, and changes to it." />
        <div
          role="note"
          className="flex items-start gap-3 rounded-lg border border-accent/40 bg-accent-soft p-4 text-sm text-accent-soft-foreground"
        >
          <FlaskConicalIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <span className="font-semibold">Test mode — no money moves.</span> Changes apply at once, without a card.
          </p>
        </div>
        {!s ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <>
            <Card>
              <CardHeader>
                <CardTitle className="flex flex-wrap items-center gap-2">
                  {s.plan_name}
                  <StatusBadge status={s.status} />
                  {s.cancel_at_period_end && <Badge variant="destructive">Cancels at period end</Badge>}
                </CardTitle>
                <CardDescription className="flex items-center gap-2">
                  <CalendarIcon className="size-4" aria-hidden />
                  {!active
                    ? 'No active subscription. Choose a plan in Settings to start one.'
                    : s.cancel_at_period_end
                      ? `Ends on ${day(s.current_period_end)}. Your credits stay with you.`
                      : `Renews on ${day(s.current_period_end)}.`}
                </CardDescription>
              </CardHeader>
              {active && (
                <CardContent>
                  {s.cancel_at_period_end ? (
                    <Button onClick={() => cancel.mutate('resume')} disabled={busy}>
                      Resume subscription
                    </Button>
                  ) : (
                    <Button variant="outline" onClick={() => cancel.mutate('cancel')} disabled={busy}>
                      Cancel at period end
                    </Button>
                  )}
                </CardContent>
              )}
            </Card>
            {active && (
              <Card>
                <CardHeader>
                  <CardTitle>Change plan</CardTitle>
                  <CardDescription>
                    A move up starts now with that plan's upgrade credits; a move down keeps the credits you have.
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <ul className="grid gap-3 sm:grid-cols-3">
                    {CHECKOUT_PLANS.map((plan) => {
                      const p = checkoutPricingPlan(plan);
                      const isCurrent = plan === current;
                      return (
                        <li key={plan} className="flex flex-col gap-2 rounded-lg border p-4" aria-current={isCurrent || undefined}>
                          <p className="font-medium">{p.name}</p>
                          <p className="text-sm">
                            <span className="font-semibold">{p.priceLabel}</span>
                            <span className="text-muted-foreground">{p.period}</span>
                          </p>
                          <Button
                            size="sm"
                            variant={isCurrent ? 'secondary' : 'outline'}
                            disabled={busy || isCurrent}
                            onClick={() => change.mutate(plan)}
                            aria-label={isCurrent ? `${p.name}: your plan` : `Switch to ${p.name}`}
                          >
                            {isCurrent ? 'Current plan' : `Switch to ${p.name}`}
                          </Button>
                        </li>
                      );
                    })}
                  </ul>
                </CardContent>
              </Card>
            )}
          </>
        )}
      </div>
    </FocusLayout>
  );
}
