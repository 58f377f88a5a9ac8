import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, Profile, ProfileUpdate } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { refreshSession } from '@/lib/auth-client';
import { profileQueryOptions } from '@/lib/profile/profile-query';

/** POST /api/profile/verify-password: the password check that opens Edit Personal Details. */
export function useVerifyPassword() {
  return useMutation({ mutationFn: (password: string) => unwrap(api.POST('/api/profile/verify-password', { body: { password } })) });
}

/**
 * PATCH /api/profile. A new e-mail is not saved at once: the answer names the address a confirmation
 * link was sent to (email_confirmation_sent_to), and the sign-in e-mail changes when it is followed.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => unwrap(api.PATCH('/api/profile', { body: update })),
    onSuccess: async ({ email_confirmation_sent_to: _sentTo, ...profile }) => {
      queryClient.setQueryData<Profile>(profileQueryOptions.queryKey, profile);
      await refreshSession();
    },
  });
}

/** PATCH /api/profile/notifications, shown at once and put back if saving fails. */
export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  const key = profileQueryOptions.queryKey;
  return useMutation({
    mutationFn: (prefs: NotificationPreferences) => unwrap(api.PATCH('/api/profile/notifications', { body: prefs })),
    onMutate: async (prefs) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Profile>(key);
      if (before) queryClient.setQueryData<Profile>(key, { ...before, ...prefs });
      return { before };
    },
    onError: (_error, _prefs, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (profile) => queryClient.setQueryData(key, profile),
  });
}
