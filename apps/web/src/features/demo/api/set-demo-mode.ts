import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEMO_MODE_MESSAGES } from '@tradeloom/domain';
import { toast } from 'sonner';
import { api, isApiError, unwrap } from '@/lib/api';
import { writeCachedProfile } from '@/lib/profile/profile-cache';
import { profileQueryOptions } from '@/lib/profile/profile-query';

/** PUT /api/profile/demo-mode: shows or hides the sample network (hiding needs a bought plan). */
export function useSetDemoMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => unwrap(api.PUT('/api/profile/demo-mode', { body: { enabled } })),
    onSuccess: (profile) => {
      // The contacts, the map and the assistant follow from the flag (useVisibleNetworkSync).
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      writeCachedProfile(profile);
      toast.success(profile.demo_mode_enabled ? DEMO_MODE_MESSAGES.shown : DEMO_MODE_MESSAGES.hidden);
    },
    onError: (error) =>
      toast.error('Error', {
        description: isApiError(error) && error.code === 'DEMO_MODE_LOCKED' ? DEMO_MODE_MESSAGES.locked : DEMO_MODE_MESSAGES.failed,
      }),
  });
}
