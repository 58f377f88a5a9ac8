import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { profileQueryOptions } from '../api/get-demo-mode';

/**
 * Demo mode decides which contacts the user sees: when it changes (a purchase in this or another tab,
 * the Settings switch, a webhook), everything read from the server except the profile is read again,
 * so the contacts, the map, the facets and the insights never mix in or keep the sample network.
 */
export function useVisibleNetworkSync() {
  const queryClient = useQueryClient();
  const demo = useQuery(profileQueryOptions).data?.demo_mode_enabled;
  const previous = useRef(demo);
  useEffect(() => {
    if (previous.current === demo) return;
    const known = previous.current !== undefined;
    previous.current = demo;
    // The first profile read only tells what the screens already asked the server with.
    if (!known || demo === undefined) return;
    const profileKey = profileQueryOptions.queryKey[0];
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== profileKey });
  }, [demo, queryClient]);
}
