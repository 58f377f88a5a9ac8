import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@tradeloom/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authClient, clearSession } from '@/lib/auth-client';
import { paths } from '@/lib/paths';
import { clearCachedProfile } from '@/lib/profile/profile-cache';
import { markSignOutFrom } from '@/lib/sign-out-marker';

/** Sign out, drop every cached query of this user, then go to / (spec §2, §8). */
export function useSignOut() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      const { error } = await authClient.signOut();
      if (error) {
        toast.error(MESSAGES.auth.signOutErrorTitle, { description: MESSAGES.auth.signOutError });
        return;
      }
      markSignOutFrom(location.pathname + location.search);
      clearSession();
      navigate(paths.home, { replace: true });
      queryClient.clear();
      clearCachedProfile();
      toast.success(MESSAGES.auth.signOutSuccessTitle, { description: MESSAGES.auth.signOutSuccess });
    } catch {
      toast.error(MESSAGES.auth.signOutErrorTitle, { description: MESSAGES.auth.signOutError });
    } finally {
      setPending(false);
    }
  }

  return { signOut, pending };
}
