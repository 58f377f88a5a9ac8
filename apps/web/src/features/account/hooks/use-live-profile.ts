import { useQueryClient } from '@tanstack/react-query';
import { type Profile, profileSchema } from '@tradeloom/domain';
import { useEffect } from 'react';
import { apiUrl } from '@/lib/api';
import { writeCachedProfile } from '@/lib/profile/profile-cache';
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
      let parsed: Profile;
      try {
        const result = profileSchema.safeParse(JSON.parse(event.data));
        if (!result.success) return;
        parsed = result.data;
      } catch {
        return;
      }
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
