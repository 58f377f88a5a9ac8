import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { profileQueryOptions } from '@/lib/profile/profile-query';

/**
 * Demo mode decides which contacts the user sees, and the plan and status decide their limits: when
 * one of them changes (a purchase in this or another tab, the Settings switch, a webhook, the end of a
 * subscription), everything read from the server except the profile is read again, so the contacts,
 * the map, the facets, the insights and the trial's usage never keep the state from before.
 */
export function useVisibleNetworkSync() {
  const queryClient = useQueryClient();
  const profile = useQuery(profileQueryOptions).data;
  const state = profile ? `${profile.demo_mode_enabled}|${profile.plan}|${profile.status}` : undefined;
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === state) return;
    const known = previous.current !== undefined;
    previous.current = state;
    // The first profile read only tells what the screens already asked the server with.
    if (!known || state === undefined) return;
    const profileKey = profileQueryOptions.queryKey[0];
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== profileKey });
  }, [state, queryClient]);
}
