import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_REFRESH_THROTTLE_MS, type Profile } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { readCachedProfile, writeCachedProfile } from './profile-cache';

/** GET /api/profile: the signed-in user's profile; read, it is also kept in the profile cache. */
export async function getProfile(): Promise<Profile> {
  const profile = await unwrap(api.GET('/api/profile'));
  writeCachedProfile(profile);
  return profile;
}

/**
 * The profile (spec §4 'Profile cache'): started from local storage, read again on window focus at most
 * every 20 s (invalidating it forces a read), and kept current by the live stream (useLiveProfile).
 */
export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: getProfile,
  staleTime: PROFILE_REFRESH_THROTTLE_MS,
  refetchOnWindowFocus: true,
  initialData: () => readCachedProfile()?.profile,
  initialDataUpdatedAt: () => readCachedProfile()?.at,
});

/** Spec §4 'Demo mode': a failed profile fetch counts as demo mode off. */
export function useDemoMode(): boolean {
  const { data } = useQuery(profileQueryOptions);
  return data?.demo_mode_enabled === true;
}
