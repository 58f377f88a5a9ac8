import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@tradeloom/domain';
import { useEffect } from 'react';
import { apiUrl } from '@/lib/api';
import { asProfile, writeCachedProfile } from '@/lib/profile/profile-cache';
import { profileQueryOptions } from '@/lib/profile/profile-query';

/**
 * Keeps the profile (credits, plan, status) live in every open tab (decision 015): the server sends it
 * whenever it changes anywhere (a purchase in another tab, a webhook, a spend on another device).
 * EventSource reconnects by itself after a drop; each (re)connection starts with the current profile.
 */
export function useLiveProfile(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource(apiUrl('/api/profile/events', 'get'), { withCredentials: true });
    const onProfile = (event: MessageEvent<string>) => {
      let parsed: Profile | null;
      try {
        // The profile's shape checked without zod, which is not in the first view (lib/profile/profile-cache.ts).
        parsed = asProfile(JSON.parse(event.data));
      } catch {
        return;
      }
      if (!parsed) return;
      if (parsed.id !== userId) return;
      queryClient.setQueryData(profileQueryOptions.queryKey, parsed);
      writeCachedProfile(parsed);
    };
    source.addEventListener('profile', onProfile);
    return () => {
      source.removeEventListener('profile', onProfile);
      source.close();
    };
  }, [userId, queryClient]);
}
