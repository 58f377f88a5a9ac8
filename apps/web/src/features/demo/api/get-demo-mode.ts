import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Profile, profileSchema } from '@tradeloom/domain';
import { apiFetch } from '@/lib/api';

/** GET /api/profile: the signed-in user's profile; the demo check reads demo_mode_enabled from it. */
export function getProfile(): Promise<Profile> {
  return apiFetch('/api/profile', { schema: profileSchema });
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
