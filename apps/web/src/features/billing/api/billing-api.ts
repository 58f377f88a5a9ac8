import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_ERROR_CODES, BILLING_MESSAGES, type CheckoutPlan, type CreditBundleId } from '@tradeloom/domain';
import { toast } from 'sonner';
import { api, isApiError, unwrap } from '@/lib/api';
import { profileQueryOptions } from '@/lib/profile/profile-query';

export const billingKeys = {
  subscription: ['billing', 'subscription'] as const,
  checkout: (id: string) => ['billing', 'checkout', id] as const,
};

/** GET /api/billing/subscription: plan, status, period end and the payment provider. */
export const subscriptionQueryOptions = queryOptions({
  queryKey: billingKeys.subscription,
  queryFn: () => unwrap(api.GET('/api/billing/subscription')),
  staleTime: 30_000,
  // Back from the checkout or portal tab: the period and cancellation are read again.
  refetchOnWindowFocus: true,
});

export const checkoutSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: billingKeys.checkout(id),
    queryFn: () => unwrap(api.GET('/api/billing/checkout-sessions/{id}', { params: { path: { id } } })),
  });

/** A tab opened on the click, sent on to the page once the server names it (spec §7: checkout and portal open in a new tab). */
export interface PendingTab {
  go(url: string): void;
  close(): void;
}

/**
 * Opens the tab synchronously, inside the click: popup blockers allow a tab only there, not after the
 * server's answer. When the browser blocks it anyway, the page opens in this tab instead.
 */
export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  if (!tab) return { go: (url) => window.location.assign(url), close: () => {} };
  try {
    // The page it goes on to (Stripe's) must not be able to steer this tab through window.opener.
    tab.opener = null;
    tab.document.title = 'Tradeloom';
    tab.document.body.textContent = 'Opening the secure page...';
  } catch {
    // A browser that will not let us write into the blank tab still navigates it.
  }
  return { go: (url) => tab.location.replace(url), close: () => tab.close() };
}

/** Asks the server for the page, then sends the tab there; a refusal closes the tab and is thrown on. */
async function inTab(tab: PendingTab, request: () => Promise<{ url: string }>): Promise<{ url: string }> {
  try {
    const answer = await request();
    tab.go(answer.url);
    return answer;
  } catch (error) {
    tab.close();
    throw error;
  }
}

type CheckoutInput = { plan: CheckoutPlan; return_to?: string };
type CreditsInput = { bundle: CreditBundleId; return_to?: string };

/** Starts buying a plan (spec create-checkout-session); the checkout opens in a new tab. */
export function useStartCheckout() {
  const mutation = useMutation({
    mutationFn: ({ tab, ...body }: CheckoutInput & { tab: PendingTab }) =>
      inTab(tab, () => unwrap(api.POST('/api/billing/checkout', { body }))),
    onError: () => toast.error('Error', { description: BILLING_MESSAGES.upgradeFailed }),
  });
  return {
    start: (input: CheckoutInput) => mutation.mutate({ ...input, tab: openPendingTab() }),
    isPending: mutation.isPending,
    variables: mutation.variables,
  };
}

/** Starts buying a credit bundle (spec create-credit-checkout) in a new tab; a pack over the cap is refused with the reason. */
export function useBuyCredits() {
  const mutation = useMutation({
    mutationFn: ({ tab, ...body }: CreditsInput & { tab: PendingTab }) =>
      inTab(tab, () => unwrap(api.POST('/api/billing/credit-checkout', { body }))),
    onError: (error) => {
      if (isApiError(error) && error.code === BILLING_ERROR_CODES.packOverCap) toast.error('Error', { description: error.message });
      else toast.error('Error', { description: BILLING_MESSAGES.creditPurchaseFailed });
    },
  });
  return {
    buy: (input: CreditsInput) => mutation.mutate({ ...input, tab: openPendingTab() }),
    isPending: mutation.isPending,
    variables: mutation.variables,
  };
}

/** Opens the subscription portal (spec customer-portal) in a new tab; 'No Payment Method' when there is nothing to manage. */
export function useOpenPortal() {
  const mutation = useMutation({
    mutationFn: ({ tab, ...body }: { return_to?: string; tab: PendingTab }) =>
      inTab(tab, () => unwrap(api.POST('/api/billing/portal', { body }))),
    onError: (error) => {
      if (isApiError(error) && error.code === BILLING_ERROR_CODES.noPaymentMethod)
        toast.error(BILLING_MESSAGES.noPaymentMethodTitle, { description: BILLING_MESSAGES.noPaymentMethod });
      else toast.error('Error', { description: BILLING_MESSAGES.portalFailed });
    },
  });
  return { open: (input: { return_to?: string }) => mutation.mutate({ ...input, tab: openPendingTab() }), isPending: mutation.isPending };
}

/**
 * Back from a provider's checkout (Stripe's success URL carries session_id): says what became of the
 * purchase, which its webhook may not have settled yet.
 */
export async function announceCheckoutReturn(id: string): Promise<void> {
  const session = await unwrap(api.GET('/api/billing/checkout-sessions/{id}', { params: { path: { id } } })).catch(() => null);
  if (session?.status === 'refunded')
    toast.error(BILLING_MESSAGES.packRefundedTitle, { description: BILLING_MESSAGES.packRefunded, duration: 15_000 });
  else if (session?.status === 'pending')
    toast.success('Payment received', { description: 'Your purchase is being confirmed; your plan or credits appear here in a moment.' });
  else toast.success('Purchase complete', { description: 'Your plan and credits are up to date.' });
}

/** After a purchase or a portal change: the profile (plan, credits) and the subscription are read again. */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: billingKeys.subscription }),
    ]);
}
