import type { Contact, Profile } from '@tradeloom/domain';

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

/**
 * A contact of the user's own as the API gives it, every field empty but the name; tests give the
 * fields they are about. A new contact field is added here once.
 */
export function contactFixture(overrides: Partial<Contact> = {}): Contact {
  return {
    id: '6f1c2a9e-1d1b-4c55-9a43-2f6d7c1e0a11',
    user_id: 'u1',
    full_name: 'Wei Ling Tan',
    client_name: null,
    company: null,
    title: null,
    role: null,
    client_email: null,
    phone: null,
    location: null,
    city_id: null,
    latitude: null,
    longitude: null,
    country: null,
    commodities: null,
    source_of_introduction: null,
    notes: null,
    last_contacted_at: null,
    linkedin_url: null,
    strength: null,
    strength_note: null,
    keep_in_touch_days: null,
    cadence_days: null,
    cadence_due_on: null,
    cadence_overdue: false,
    attachments: [],
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    is_demo: false,
    ...overrides,
  };
}
