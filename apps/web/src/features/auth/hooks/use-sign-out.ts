import { MESSAGES } from '@tradeloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authClient } from '@/lib/auth-client';
import { paths } from '@/lib/paths';

/** Sign out, drop every cached query of this user, then go to / (spec §2, §8). */
export function useSignOut() {
  const navigate = useNavigate();
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
      queryClient.clear();
      toast.success(MESSAGES.auth.signOutSuccessTitle, { description: MESSAGES.auth.signOutSuccess });
      navigate(paths.home, { replace: true });
    } catch {
      toast.error(MESSAGES.auth.signOutErrorTitle, { description: MESSAGES.auth.signOutError });
    } finally {
      setPending(false);
    }
  }

  return { signOut, pending };
}
