import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

/** GET /api/profile: the signed-in user's profile; the demo check reads demo_mode_enabled from it. */
export function getProfile(): Promise<Profile> {
  return unwrap(api.GET('/api/profile'));
}

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: getProfile,
  staleTime: 60_000,
});

/** Spec §4 'Demo mode': a failed profile fetch counts as demo mode off. */
export function useDemoMode(): boolean {
  const { data } = useQuery(profileQueryOptions);
  return data?.demo_mode_enabled === true;
}
