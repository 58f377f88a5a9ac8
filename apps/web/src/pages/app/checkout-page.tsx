import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BILLING_MESSAGES } from '@tradeloom/domain';
import { CheckCircle2Icon, FlaskConicalIcon, LockIcon, XCircleIcon } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { FocusLayout } from '@/components/layout/focus-layout';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { billingKeys, checkoutSessionQueryOptions, useRefreshBilling } from '@/features/billing/api/billing-api';
import { api, unwrap } from '@/lib/api';
import { paths } from '@/lib/paths';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/**
 * The local payments provider's checkout (decisions 014, 018): what is bought and its price, in test
 * mode. No card is asked for and no money moves; Complete purchase gives the plan or credits at once.
 * It opens in its own tab: once settled it says what happened and offers to close the tab, while the
 * app's tab follows through the live profile.
 */
export function CheckoutPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshBilling();
  const session = useQuery(checkoutSessionQueryOptions(id));

  const complete = useMutation({
    mutationFn: () => unwrap(api.POST('/api/billing/checkout-sessions/{id}/complete', { params: { path: { id } } })),
    onSuccess: async ({ session: s }) => {
      queryClient.setQueryData(billingKeys.checkout(id), s);
      await refresh();
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });
  const cancel = useMutation({
    mutationFn: () => unwrap(api.POST('/api/billing/checkout-sessions/{id}/cancel', { params: { path: { id } } })),
    onSuccess: (s) => queryClient.setQueryData(billingKeys.checkout(id), s),
    onError: (error) => toast.error('Error', { description: error.message }),
  });
  const busy = complete.isPending || cancel.isPending;
  const s = session.data;
  const back = s?.return_path ?? paths.settings;
  // Only a tab a script opened may close itself; otherwise this one goes back to the app.
  const closeTab = () => {
    window.close();
    setTimeout(() => navigate(back), 300);
  };

  return (
    <FocusLayout>
      <PageMeta title="Checkout" noindex />
      <div className="mx-auto grid max-w-lg gap-4">
        <div
          role="note"
          className="flex items-start gap-3 rounded-lg border border-accent/40 bg-accent-soft p-4 text-sm text-accent-soft-foreground"
        >
          <FlaskConicalIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <span className="font-semibold">Test mode — no money moves.</span> This server has no payment provider configured, so purchases
            complete here without a card. Set up Stripe to take real payments.
          </p>
        </div>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <LockIcon className="size-4 text-primary" aria-hidden />
              Checkout
            </CardTitle>
            <CardDescription>Review your purchase.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {session.isPending ? (
              <Skeleton className="h-20 w-full" />
            ) : !s ? (
              <p className="text-sm text-destructive">This checkout was not found. It may belong to another account.</p>
            ) : (
              <>
                <dl className="grid gap-2 text-sm">
                  <div className="flex items-baseline justify-between gap-4">
                    <dt className="font-medium">{s.title}</dt>
                    <dd className="text-lg font-semibold tabular-nums" data-testid="checkout-amount">
                      {money(s.amount, s.currency)}
                      {s.recurring && <span className="text-sm font-normal text-muted-foreground">/month</span>}
                    </dd>
                  </div>
                  <div className="text-muted-foreground">
                    {s.recurring
                      ? 'Billed monthly from today. Cancel or change plan at any time in Settings.'
                      : 'A one-off purchase. Credits never expire; a pack fills your balance up to your plan’s cap.'}
                  </div>
                </dl>
                <Separator />
                {s.status === 'pending' ? null : s.status === 'completed' ? (
                  <div role="status" className="grid gap-1 text-sm">
                    <p className="flex items-center gap-2 font-medium text-success">
                      <CheckCircle2Icon className="size-4" aria-hidden /> Purchase complete
                    </p>
                    <p className="text-muted-foreground">
                      {s.kind === 'plan' ? 'Your plan' : 'Your credits'} are in your account, and your Tradeloom tab shows them already. You
                      can close this tab.
                    </p>
                  </div>
                ) : s.status === 'refunded' ? (
                  <div role="alert" className="grid gap-1 text-sm">
                    <p className="flex items-center gap-2 font-medium text-destructive">
                      <XCircleIcon className="size-4" aria-hidden /> {BILLING_MESSAGES.packRefundedTitle}
                    </p>
                    <p className="text-muted-foreground">{BILLING_MESSAGES.packRefundedTestMode}</p>
                  </div>
                ) : (
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <XCircleIcon className="size-4" aria-hidden /> This checkout was {s.status}.
                  </p>
                )}
              </>
            )}
          </CardContent>
          <CardFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {s?.status === 'pending' ? (
              <>
                <Button variant="ghost" onClick={() => cancel.mutate()} disabled={busy}>
                  Cancel
                </Button>
                <Button onClick={() => complete.mutate()} disabled={busy}>
                  {complete.isPending ? 'Completing...' : 'Complete purchase'}
                </Button>
              </>
            ) : (
              <>
                <Button asChild variant="ghost">
                  <Link to={back}>Back to Tradeloom</Link>
                </Button>
                {s && <Button onClick={closeTab}>Close this tab</Button>}
              </>
            )}
          </CardFooter>
        </Card>
      </div>
    </FocusLayout>
  );
}
