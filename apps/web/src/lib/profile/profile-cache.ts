import type { Profile } from '@tradeloom/domain';

/** Spec §9 'Profile cache keys': the profile and the time it was read (ms since the epoch). */
export const PROFILE_CACHE_KEY = 'loom.profile.cache.v1';
export const PROFILE_CACHE_TIMESTAMP_KEY = 'loom.profile.cache.v1.timestamp';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy mode, a sandboxed frame)
  }
}

/**
 * Each field of the domain's `profileSchema` and what it holds. Checked by hand, not with the schema: zod
 * would put about 25 KB gzip into the first view for this one read (decision 037). `Record<keyof Profile>`
 * keeps the list complete when the profile gains a field; profile-cache.test.ts holds it to the schema.
 */
const FIELDS: Record<keyof Profile, 'string' | 'string|null' | 'int' | 'boolean' | 'frequency'> = {
  id: 'string',
  email: 'string',
  full_name: 'string|null',
  phone: 'string|null',
  plan: 'string',
  subscription_tier: 'string',
  status: 'string',
  credits_remaining: 'int',
  monthly_used: 'int',
  monthly_quota: 'int',
  trial_end_date: 'string|null',
  created_at: 'string',
  last_activity_at: 'string|null',
  demo_mode_enabled: 'boolean',
  auto_scan_enabled: 'boolean',
  auto_scan_frequency: 'frequency',
  email_notifications: 'boolean',
  follow_up_reminders: 'boolean',
  weekly_summary: 'boolean',
};

/**
 * A profile of today's shape, only its fields (a cache written by an older app version is not one), as
 * `profileSchema.parse` would give it; the live profile (features/account) reads the server's events with it.
 */
export function asProfile(value: unknown): Profile | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(FIELDS)) {
    const x = v[key];
    const ok =
      kind === 'string'
        ? typeof x === 'string'
        : kind === 'string|null'
          ? x === null || typeof x === 'string'
          : kind === 'int'
            ? Number.isInteger(x)
            : kind === 'boolean'
              ? typeof x === 'boolean'
              : x === 'daily' || x === 'weekly' || x === 'monthly';
    if (!ok) return null;
    out[key] = x;
  }
  return out as Profile;
}

/** The cached profile and when it was read; nothing when absent, unreadable or of another shape. */
export function readCachedProfile(): { profile: Profile; at: number } | null {
  const s = storage();
  const raw = s?.getItem(PROFILE_CACHE_KEY);
  const at = Number(s?.getItem(PROFILE_CACHE_TIMESTAMP_KEY));
  if (!raw || !Number.isFinite(at)) return null;
  try {
    const profile = asProfile(JSON.parse(raw));
    return profile ? { profile, at } : null;
  } catch {
    return null;
  }
}

export function writeCachedProfile(profile: Profile, at = Date.now()): void {
  const s = storage();
  try {
    s?.setItem(PROFILE_CACHE_KEY, JSON.stringify(profile));
    s?.setItem(PROFILE_CACHE_TIMESTAMP_KEY, String(at));
  } catch {
    // full or blocked: the cache is only a head start
  }
}

export function clearCachedProfile(): void {
  const s = storage();
  s?.removeItem(PROFILE_CACHE_KEY);
  s?.removeItem(PROFILE_CACHE_TIMESTAMP_KEY);
}
