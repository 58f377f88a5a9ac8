import { type Profile, profileSchema } from '@tradeloom/domain';

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

/** The cached profile and when it was read; nothing when absent, unreadable or of another shape. */
export function readCachedProfile(): { profile: Profile; at: number } | null {
  const s = storage();
  const raw = s?.getItem(PROFILE_CACHE_KEY);
  const at = Number(s?.getItem(PROFILE_CACHE_TIMESTAMP_KEY));
  if (!raw || !Number.isFinite(at)) return null;
  try {
    const parsed = profileSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { profile: parsed.data, at } : null;
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
