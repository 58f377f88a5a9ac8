import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_MESSAGES, type CheckoutPlan, type CreditBundleId } from '@tradeloom/domain';
import { toast } from 'sonner';
import { profileQueryOptions } from '@/features/demo/api/get-demo-mode';
import { api, isApiError, unwrap } from '@/lib/api';

export const billingKeys = {
  subscription: ['billing', 'subscription'] as const,
  checkout: (id: string) => ['billing', 'checkout', id] as const,
};

/** GET /api/billing/subscription: plan, status, period end and the payment provider. */
export const subscriptionQueryOptions = queryOptions({
  queryKey: billingKeys.subscription,
  queryFn: () => unwrap(api.GET('/api/billing/subscription')),
  staleTime: 30_000,
});

export const checkoutSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: billingKeys.checkout(id),
    queryFn: () => unwrap(api.GET('/api/billing/checkout-sessions/{id}', { params: { path: { id } } })),
  });

/**
 * Goes to a page the server named: a page of this app (the test-mode checkout and portal) in this tab,
 * Stripe's hosted pages too (their return URLs bring the buyer back here).
 */
export function openBillingPage(url: string) {
  window.location.assign(url);
}

/** Starts buying a plan (spec create-checkout-session); the browser goes on to the checkout page. */
export function useStartCheckout() {
  const mutation = useMutation({
    mutationFn: (input: { plan: CheckoutPlan; return_to?: string }) => unwrap(api.POST('/api/billing/checkout', { body: input })),
    onSuccess: ({ url }) => openBillingPage(url),
    onError: () => toast.error('Error', { description: BILLING_MESSAGES.upgradeFailed }),
  });
  return { start: mutation.mutate, isPending: mutation.isPending || mutation.isSuccess, variables: mutation.variables };
}

/** Starts buying a credit bundle (spec create-credit-checkout). */
export function useBuyCredits() {
  const mutation = useMutation({
    mutationFn: (input: { bundle: CreditBundleId; return_to?: string }) =>
      unwrap(api.POST('/api/billing/credit-checkout', { body: input })),
    onSuccess: ({ url }) => openBillingPage(url),
    onError: () => toast.error('Error', { description: BILLING_MESSAGES.creditPurchaseFailed }),
  });
  return { buy: mutation.mutate, isPending: mutation.isPending || mutation.isSuccess, variables: mutation.variables };
}

/** Opens the subscription portal (spec customer-portal); 'No Payment Method' when there is no customer yet. */
export function useOpenPortal() {
  const mutation = useMutation({
    mutationFn: (input: { return_to?: string }) => unwrap(api.POST('/api/billing/portal', { body: input })),
    onSuccess: ({ url }) => openBillingPage(url),
    onError: (error) => {
      if (isApiError(error) && error.code === 'NO_PAYMENT_METHOD')
        toast.error(BILLING_MESSAGES.noPaymentMethodTitle, { description: BILLING_MESSAGES.noPaymentMethod });
      else toast.error('Error', { description: BILLING_MESSAGES.portalFailed });
    },
  });
  return { open: mutation.mutate, isPending: mutation.isPending || mutation.isSuccess };
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
