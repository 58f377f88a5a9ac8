import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@tradeloom/domain';
import { KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth-client';
import { toastAuthError } from '@/lib/auth-error';
import { paths } from '@/lib/paths';

export const ACCOUNTS_QUERY_KEY = ['auth', 'accounts'] as const;

/**
 * Whether the signed-in account has a password. It has none after signing in with Google, Apple or
 * LinkedIn only, or when the first e-mail link removed a password set before the address was proven
 * (decision 021). Undefined while loading or when the list cannot be read.
 */
export function useHasPassword(): boolean | undefined {
  const { data } = useQuery({
    queryKey: ACCOUNTS_QUERY_KEY,
    queryFn: async () => {
      const { data: accounts, error } = await authClient.listAccounts();
      if (error) throw error;
      return accounts.some((a) => a.providerId === 'credential');
    },
    staleTime: 60_000,
  });
  return data;
}

/** 'Set a password' for an account without one: a link to the reset page, sent to the account's own address. */
export function SetPasswordSection() {
  const { data: session } = authClient.useSession();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const email = session?.user.email;
    if (!email) return;
    setBusy(true);
    try {
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: `${window.location.origin}${paths.resetPassword}` });
      if (error) toastAuthError(error);
      else toast.success(MESSAGES.auth.resetEmailSent);
    } catch {
      toast.error(MESSAGES.auth.unexpected);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-3" data-testid="set-password">
      <div className="grid gap-1">
        <h3 className="flex items-center gap-2 text-sm font-medium">
          <KeyRoundIcon className="size-4 text-primary" aria-hidden />
          Set a password
        </h3>
        <p className="text-sm text-muted-foreground">
          Your account has no password: you sign in with an e-mail link or another provider. A password chosen before your e-mail address
          was confirmed is removed when you first sign in by link. We will e-mail you a link to set one.
        </p>
      </div>
      <div>
        <Button type="button" variant="outline" onClick={send} disabled={busy || !session}>
          {busy && <Spinner decorative />}
          Set a password
        </Button>
      </div>
    </div>
  );
}
