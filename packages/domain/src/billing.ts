/**
 * Buying plans and credit bundles (spec §1, §7 'Functions' create-checkout-session, create-credit-checkout,
 * customer-portal; §9 'Plans', 'Credits'). One source for the server's payment providers and the web's
 * billing card, checkout page and test-mode portal.
 */
import { z } from 'zod';
import type { Plan } from './constants.ts';
import { CREDIT_BUNDLES, type CreditBundle, PRICING_PLANS, type PricingPlan } from './plans.ts';

/** The plan ids a checkout takes (spec §7: starter, pro, power_trader). */
export const CHECKOUT_PLANS = ['starter', 'pro', 'power_trader'] as const;
export type CheckoutPlan = (typeof CHECKOUT_PLANS)[number];

/** The profile plan each checkout plan puts the buyer on. */
export const CHECKOUT_PLAN_TO_PLAN: Record<CheckoutPlan, Exclude<Plan, 'free' | 'power'>> = {
  starter: 'starter',
  pro: 'professional',
  power_trader: 'power_trader',
};

/** The checkout plan that sells a profile plan, if any ('power' is the older name of Power Trader). */
export function checkoutPlanFor(plan: string): CheckoutPlan | null {
  if (plan === 'starter') return 'starter';
  if (plan === 'professional') return 'pro';
  if (plan === 'power_trader' || plan === 'power') return 'power_trader';
  return null;
}

/** Plans in the order they rise; an upgrade is a move to the right. */
const PLAN_RANK: Record<string, number> = { free: 0, starter: 1, professional: 2, power: 3, power_trader: 3 };
export const planRank = (plan: string): number => PLAN_RANK[plan] ?? 0;

/** Credits given with a plan purchase (spec §9): 100 for Starter, else 500; the plan's cap still applies. */
export function upgradeCredits(plan: CheckoutPlan): number {
  return plan === 'starter' ? 100 : 500;
}

export function checkoutPricingPlan(plan: CheckoutPlan): PricingPlan {
  const id = CHECKOUT_PLAN_TO_PLAN[plan];
  const found = PRICING_PLANS.find((p) => p.id === id);
  if (!found) throw new Error(`no pricing plan for ${plan}`);
  return found;
}

export const CREDIT_BUNDLE_IDS = ['credits_100', 'credits_250'] as const;
export type CreditBundleId = (typeof CREDIT_BUNDLE_IDS)[number];

export function creditBundle(id: CreditBundleId): CreditBundle {
  const found = CREDIT_BUNDLES.find((b) => b.id === id);
  if (!found) throw new Error(`unknown bundle ${id}`);
  return found;
}

/** The credits that still fit under a plan's cap (spec §9 'Credits': accumulation stops at the cap). */
export function creditRoom(balance: number, cap: number): number {
  return Math.max(0, cap - balance);
}

/**
 * A pack is sold only when all of it fits under the cap (decision 018): the buyer never pays for
 * credits the cap would swallow.
 */
export function packFits(credits: number, room: number): boolean {
  return room >= credits;
}

const credits = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** Why a pack is not sold now: the room left under the cap, or none at all. */
export function packOverCapText(room: number, cap: number): string {
  return room <= 0
    ? `Your balance is at your plan's cap of ${credits(cap)} credits.`
    : `Only ${credits(room)} credits fit under your plan's cap of ${credits(cap)}.`;
}

/** A pack's button: what arrives and what it costs ('100 credits · $25'). */
export function packLabel(bundle: CreditBundle): string {
  return `${credits(bundle.credits)} credits · ${bundle.priceLabel}`;
}

/** Error codes a billing client maps to its own message (decision 018). */
export const BILLING_ERROR_CODES = {
  noPaymentMethod: 'NO_PAYMENT_METHOD',
  packOverCap: 'CREDIT_PACK_OVER_CAP',
} as const;

/** The spec's billing texts (§8 'Insights, billing, priorities and profile', 'Public contact form and checkout'). */
export const BILLING_MESSAGES = {
  portalFailed: 'Failed to access billing portal. Please try again.',
  upgradeFailed: 'Failed to start upgrade process. Please try again.',
  creditPurchaseFailed: 'Failed to start credit purchase. Please try again.',
  noPaymentMethodTitle: 'No Payment Method',
  noPaymentMethod: 'Please add a payment method first to manage your subscription.',
  paymentStartFailed: 'Error - Failed to start payment process',
  paymentSuccessful: 'Payment successful! Your trial is now active with payment method secured.',
  packRefundedTitle: 'Credits not added',
  packRefunded:
    "This pack no longer fit under your plan's cap when the payment arrived (another purchase filled it), so no credits were added and the payment was refunded in full.",
  packRefundedTestMode:
    "This pack no longer fits under your plan's cap (another purchase filled it), so no credits were added. Test mode: nothing was charged.",
} as const;

/** A path inside the app to come back to after a checkout or the portal: relative, no scheme, no '//' start. */
export const returnPathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/, 'must be a path inside the app, starting with /');

export const checkoutRequestSchema = z.object({ plan: z.enum(CHECKOUT_PLANS), return_to: returnPathSchema.optional() });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export const creditCheckoutRequestSchema = z.object({ bundle: z.enum(CREDIT_BUNDLE_IDS), return_to: returnPathSchema.optional() });
export type CreditCheckoutRequest = z.infer<typeof creditCheckoutRequestSchema>;
export const portalRequestSchema = z.object({ return_to: returnPathSchema.optional() });
export const redirectResponseSchema = z.object({ url: z.string() });

export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;

export const subscriptionSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  plan: z.string(),
  plan_name: z.string(),
  status: z.string(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  has_payment_method: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** 'refunded': paid, but the pack no longer fit under the cap, so nothing was given and the payment returned. */
export const CHECKOUT_STATUSES = ['pending', 'completed', 'canceled', 'expired', 'refunded'] as const;

/** A test-mode checkout of the local payments provider, as its page shows it. */
export const checkoutSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(['plan', 'credits']),
  plan: z.enum(CHECKOUT_PLANS).nullable(),
  credits: z.number().int().nullable(),
  title: z.string(),
  /** USD cents. */
  amount: z.number().int(),
  currency: z.string(),
  recurring: z.boolean(),
  status: z.enum(CHECKOUT_STATUSES),
  return_path: z.string(),
  created_at: z.string(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const changePlanRequestSchema = z.object({ plan: z.enum(CHECKOUT_PLANS) });

/** Spec §2 'Trial page', §4 'Trial': the demo's AI insights are used up while trialing. */
export const DEMO_LIMIT_REACHED = 'Demo limit reached - Upgrade to continue';
