import { profileSchema } from '@tradeloom/domain';
import { describe, expect, it } from 'vitest';
import { asProfile } from './profile-cache';

const profile = {
  id: 'u1',
  email: 'a@b.co',
  full_name: null,
  phone: '+44 1',
  plan: 'trial',
  subscription_tier: 'free',
  status: 'active',
  credits_remaining: 3,
  monthly_used: 0,
  monthly_quota: 10,
  trial_end_date: null,
  created_at: '2026-11-01T00:00:00Z',
  last_activity_at: null,
  demo_mode_enabled: true,
  auto_scan_enabled: false,
  auto_scan_frequency: 'weekly',
  email_notifications: true,
  follow_up_reminders: true,
  weekly_summary: false,
};

// The hand check of the cached profile must agree with the domain's schema, field by field.
describe('asProfile', () => {
  it('accepts what profileSchema accepts and drops unknown fields as the schema does', () => {
    expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(asProfile({ ...profile, extra: 1 })).toEqual(profileSchema.parse({ ...profile, extra: 1 }));
  });

  it.each(Object.keys(profileSchema.shape))('rejects a profile without %s, as the schema does', (key) => {
    const broken: Record<string, unknown> = { ...profile };
    delete broken[key];
    expect(profileSchema.safeParse(broken).success).toBe(false);
    expect(asProfile(broken)).toBeNull();
  });

  it.each([
    ['credits_remaining', 1.5],
    ['credits_remaining', '3'],
    ['full_name', 7],
    ['email', null],
    ['auto_scan_frequency', 'hourly'],
    ['demo_mode_enabled', 'yes'],
  ])('rejects %s = %j, as the schema does', (key, value) => {
    const broken = { ...profile, [key]: value };
    expect(profileSchema.safeParse(broken).success).toBe(false);
    expect(asProfile(broken)).toBeNull();
  });

  it('rejects what is not an object', () => {
    for (const v of [null, 3, 'x', [profile]]) expect(asProfile(v)).toBeNull();
  });
});
