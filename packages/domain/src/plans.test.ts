import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS, TRIAL_STARTING_CREDITS } from './constants.ts';
import { allowsDailyAutoScans, effectiveAutoScanFrequency } from './insights.ts';
import { CREDIT_BUNDLES, PRICING_PLANS, PRICING_TRIAL, pricingPlan } from './plans.ts';

describe('pricing plans (spec §9 Plans)', () => {
  it('lists Starter, Professional, Power Trader and Enterprise at the spec prices', () => {
    expect(PRICING_PLANS.map((p) => [p.id, p.name, p.price, p.priceLabel, p.period])).toEqual([
      ['starter', 'Starter', 19.99, '$19.99', '/month'],
      ['professional', 'Professional', 39.99, '$39.99', '/month'],
      ['power_trader', 'Power Trader', 94.99, '$94.99', '/month'],
      ['enterprise', 'Enterprise', null, 'Custom', null],
    ]);
  });

  it('marks only Professional as Most Popular', () => {
    expect(PRICING_PLANS.filter((p) => p.mostPopular).map((p) => p.id)).toEqual(['professional']);
  });

  it('takes credits, caps and contact limits from PLAN_LIMITS', () => {
    for (const plan of PRICING_PLANS) {
      if (plan.id === 'enterprise') continue;
      const limits = PLAN_LIMITS[plan.id];
      expect(plan.monthlyCredits).toBe(limits.monthlyCredits);
      expect(plan.creditCap).toBe(limits.creditCap);
      expect(plan.contactLimit).toBe(limits.contactLimit);
    }
    expect(pricingPlan('starter').credits).toBe('50 AI credits a month');
    expect(pricingPlan('power_trader').features).toContain('Unlimited contacts');
    expect(pricingPlan('power_trader').features).toContain('1,000 AI credits a month, banked up to 3,000');
    expect(pricingPlan('professional').features).toContain('Up to 500 contacts');
  });

  it('gives every card 4 to 6 features, and only Enterprise books a meeting', () => {
    for (const plan of PRICING_PLANS) {
      expect(plan.features.length).toBeGreaterThanOrEqual(4);
      expect(plan.features.length).toBeLessThanOrEqual(6);
    }
    expect(pricingPlan('enterprise').action).toEqual({ kind: 'contact', label: 'Schedule a meeting', href: '/contact' });
    expect(PRICING_PLANS.filter((p) => p.action.kind === 'demo').map((p) => p.action.label)).toEqual([
      'Free demo',
      'Free demo',
      'Free demo',
    ]);
  });

  it('sells 100 credits for $25 and 250 for $50, and starts the trial with the trial credits', () => {
    expect(CREDIT_BUNDLES.map((b) => [b.credits, b.price, b.priceLabel])).toEqual([
      [100, 25, '$25'],
      [250, 50, '$50'],
    ]);
    expect(PRICING_TRIAL.credits).toBe(TRIAL_STARTING_CREDITS);
  });

  it('sells daily auto-scans with Power Trader only, weekly and monthly with Professional, as the server allows', () => {
    expect(pricingPlan('power_trader').features).toContain('Daily auto scans');
    expect(pricingPlan('professional').features).toContain('Weekly or monthly auto scans');
    expect(pricingPlan('professional').features.join(' ')).not.toMatch(/daily/i);
    expect(allowsDailyAutoScans('power_trader')).toBe(true);
    expect(allowsDailyAutoScans('power')).toBe(true);
    for (const plan of ['professional', 'starter', 'free', null]) expect(allowsDailyAutoScans(plan)).toBe(false);
  });

  it('runs a daily schedule weekly on a plan without daily scans, and keeps other schedules as chosen', () => {
    expect(effectiveAutoScanFrequency('professional', 'daily')).toBe('weekly');
    expect(effectiveAutoScanFrequency('professional', 'monthly')).toBe('monthly');
    expect(effectiveAutoScanFrequency('power_trader', 'daily')).toBe('daily');
    expect(effectiveAutoScanFrequency('power_trader', 'hourly')).toBe('weekly');
  });
});
