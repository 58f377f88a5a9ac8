import { describe, expect, it } from 'vitest';
import { isValidEmail, newPasswordSchema } from './auth.ts';
import { COMMODITY_CATALOGUE, commodityGroup, joinCommodities, splitCommodities } from './commodities.ts';
import { planDisplayName } from './constants.ts';
import { signUpSchema } from './form-schemas.ts';
import { ONBOARDING_AI_INSIGHTS_REQUIRED, onboardingProgress } from './onboarding.ts';

describe('e-mail rule (spec §5)', () => {
  it.each(['a@b.co', 'trader.one@firm.com.sg', 'x+y@d.io'])('accepts %s', (e) => expect(isValidEmail(e)).toBe(true));
  it.each(['', 'a@b', 'a b@c.de', '@b.co', 'a@.co', 'a@b.'])('rejects %s', (e) => expect(isValidEmail(e)).toBe(false));
});

describe('passwords', () => {
  it('needs 8 characters and a matching confirmation', () => {
    expect(newPasswordSchema.safeParse({ password: 'short', confirm: 'short' }).error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters',
    );
    expect(newPasswordSchema.safeParse({ password: 'longenough', confirm: 'different1' }).error?.issues[0]?.message).toBe(
      'Passwords do not match',
    );
    expect(newPasswordSchema.safeParse({ password: 'longenough', confirm: 'longenough' }).success).toBe(true);
  });

  it('sign-up needs accepted terms', () => {
    const base = { fullName: 'A B', email: 'a@b.co', password: 'longenough' };
    expect(signUpSchema.safeParse({ ...base, termsAccepted: false }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...base, termsAccepted: true }).success).toBe(true);
  });
});

describe('commodities', () => {
  it('has at least 40 real commodities with unique names and symbols in every legend group', () => {
    expect(COMMODITY_CATALOGUE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(COMMODITY_CATALOGUE.map((c) => c.name)).size).toBe(COMMODITY_CATALOGUE.length);
    expect(new Set(COMMODITY_CATALOGUE.map((c) => c.symbol)).size).toBe(COMMODITY_CATALOGUE.length);
    for (const g of ['oil_gas', 'iron_steel', 'precious_metals', 'agriculture', 'base_metals', 'other']) {
      expect(COMMODITY_CATALOGUE.some((c) => c.group === g)).toBe(true);
    }
  });

  it('groups custom names by keyword', () => {
    expect(commodityGroup('Brent crude')).toBe('oil_gas');
    expect(commodityGroup('Gold')).toBe('precious_metals');
    expect(commodityGroup('Yellow maize')).toBe('agriculture');
    expect(commodityGroup('Widgets')).toBe('other');
  });

  it('stores lists joined by comma and space', () => {
    expect(joinCommodities(['Gold', 'Copper'])).toBe('Gold, Copper');
    expect(splitCommodities(' Gold ,Copper,, ')).toEqual(['Gold', 'Copper']);
  });
});

describe('plan names', () => {
  it('shows the spec names and unknown values as is', () => {
    expect(planDisplayName('free')).toBe('Free Trial');
    expect(planDisplayName('power')).toBe('Power Trader Plan');
    expect(planDisplayName('gold')).toBe('gold');
  });
});

describe('onboarding progress', () => {
  it('completes each step from its event count, three AI insights needing 3', () => {
    expect(onboardingProgress({})).toMatchObject({ completed: 0, total: 4, percent: 0 });
    const p = onboardingProgress({ import_contacts: 1, consume_map: 2, consume_ai: 2, add_notes: 1 });
    expect(p.steps).toEqual([
      { id: 'import_contacts', complete: true },
      { id: 'first_map_view', complete: true },
      { id: 'three_ai_insights', complete: false },
      { id: 'add_notes', complete: true },
    ]);
    expect(p).toMatchObject({ completed: 3, percent: 75 });
    expect(
      onboardingProgress({ import_contacts: 1, consume_map: 1, consume_ai: ONBOARDING_AI_INSIGHTS_REQUIRED, add_notes: 1 }).percent,
    ).toBe(100);
  });
});
