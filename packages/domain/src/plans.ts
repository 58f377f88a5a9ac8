/**
 * The plans as the pricing page shows them (spec §2 'Pricing page', §9 'Plans' and 'Credits'). One
 * source for the public pricing page and the in-app billing (issue 12). Credits, caps and contact
 * limits come from PLAN_LIMITS; nothing here repeats a number written there.
 */
import { PLAN_LIMITS, TRIAL_LENGTH_DAYS, TRIAL_STARTING_CREDITS } from './constants.ts';

export const PRICING_PLAN_IDS = ['starter', 'professional', 'power_trader', 'enterprise'] as const;
export type PricingPlanId = (typeof PRICING_PLAN_IDS)[number];

export interface PricingPlan {
  id: PricingPlanId;
  name: string;
  /** USD a month; null for Enterprise (custom). */
  price: number | null;
  /** '$19.99', or 'Custom'. */
  priceLabel: string;
  period: '/month' | null;
  /** AI credits granted each month and the most a balance can hold; null for Enterprise (custom). */
  monthlyCredits: number | null;
  creditCap: number | null;
  /** Contacts allowed; null means unlimited (Power Trader) or agreed per contract (Enterprise). */
  contactLimit: number | null;
  /** The credits line of the card, e.g. '50 AI credits a month'. */
  credits: string;
  /** Who the plan is for, one line. */
  audience: string;
  features: readonly string[];
  mostPopular: boolean;
  /** Enterprise books a meeting through the contact page; the others offer a free demo. */
  action: { kind: 'contact'; label: string; href: string } | { kind: 'demo'; label: string };
}

export interface CreditBundle {
  id: 'credits_100' | 'credits_250';
  credits: number;
  /** USD. */
  price: number;
  priceLabel: string;
}

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const usd = (n: number) => `$${Number.isInteger(n) ? String(n) : n.toFixed(2)}`;

const contactsText = (limit: number | null) => (limit === null ? 'Unlimited contacts' : `Up to ${count(limit)} contacts`);
const creditsText = (monthly: number) => `${count(monthly)} AI credits a month`;
const capText = (monthly: number, cap: number) => `${count(monthly)} AI credits a month, banked up to ${count(cap)}`;

function paidPlan(
  id: Exclude<PricingPlanId, 'enterprise'>,
  plan: { name: string; price: number; audience: string; features: string[]; mostPopular?: boolean },
): PricingPlan {
  const limits = PLAN_LIMITS[id];
  return {
    id,
    name: plan.name,
    price: plan.price,
    priceLabel: usd(plan.price),
    period: '/month',
    monthlyCredits: limits.monthlyCredits,
    creditCap: limits.creditCap,
    contactLimit: limits.contactLimit,
    credits: creditsText(limits.monthlyCredits),
    audience: plan.audience,
    features: [contactsText(limits.contactLimit), capText(limits.monthlyCredits, limits.creditCap), ...plan.features],
    mostPopular: plan.mostPopular ?? false,
    action: { kind: 'demo', label: 'Free demo' },
  };
}

export const PRICING_PLANS: readonly PricingPlan[] = [
  paidPlan('starter', {
    name: 'Starter',
    price: 19.99,
    audience: 'For independent traders organising their network.',
    features: ['AI CRM assistant', 'Network map of your contacts', 'Import and export (CSV, vCard)', 'E-mail support'],
  }),
  paidPlan('professional', {
    name: 'Professional',
    price: 39.99,
    audience: 'For active traders and brokers on several lanes.',
    features: [
      'Credit rollover for 3 months',
      'AI insights, synergy mapping and reconnect reminders',
      'Weekly or monthly auto scans',
      'Priority support',
    ],
    mostPopular: true,
  }),
  paidPlan('power_trader', {
    name: 'Power Trader',
    price: 94.99,
    audience: 'For desks that live on introductions.',
    features: ['Daily auto scans', 'Everything in Professional', 'Dedicated support manager'],
  }),
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: null,
    priceLabel: 'Custom',
    period: null,
    monthlyCredits: null,
    creditCap: null,
    contactLimit: null,
    credits: 'Custom AI credits',
    audience: 'For trading houses with their own volumes.',
    features: ['Custom AI credit volume', 'Everything in Power Trader', 'A plan sized to your desk', 'Onboarding with our team'],
    mostPopular: false,
    action: { kind: 'contact', label: 'Schedule a meeting', href: '/contact' },
  },
];

/** Credit packs bought in the app (spec §9 'Credits'); a pack only fills the balance up to the plan's cap. */
const bundle = (credits: 100 | 250, price: number): CreditBundle => ({ id: `credits_${credits}`, credits, price, priceLabel: usd(price) });
export const CREDIT_BUNDLES: readonly CreditBundle[] = [bundle(100, 25), bundle(250, 50)];

/** The free trial: the Professional plan with the trial's starting credits. */
export const PRICING_TRIAL = { planId: 'professional', credits: TRIAL_STARTING_CREDITS, days: TRIAL_LENGTH_DAYS } as const;

export function pricingPlan(id: PricingPlanId): PricingPlan {
  const plan = PRICING_PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}
