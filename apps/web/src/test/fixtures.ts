import type { Profile } from '@tradeloom/domain';

/** A JSON answer as the API gives it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A paying Professional user's profile; tests change what they are about. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    email: 'amara@example.com',
    full_name: 'Amara Obi',
    phone: null,
    plan: 'professional',
    subscription_tier: 'professional',
    status: 'active',
    credits_remaining: 505,
    monthly_used: 0,
    monthly_quota: 200,
    trial_end_date: null,
    created_at: '2026-11-01T00:00:00.000Z',
    last_activity_at: null,
    demo_mode_enabled: false,
    auto_scan_enabled: false,
    auto_scan_frequency: 'weekly',
    email_notifications: true,
    follow_up_reminders: true,
    weekly_summary: true,
    ...overrides,
  };
}
