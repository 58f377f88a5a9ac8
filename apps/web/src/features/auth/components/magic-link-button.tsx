import { isValidEmail, MESSAGES } from '@tradeloom/domain';
import { WandSparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth-client';
import { toastAuthError } from '@/lib/auth-error';

/**
 * One-time sign-in link to the e-mail typed in the form (spec §2, §5). The link signs in and goes to
 * `callbackURL` (a same-origin path: where the sign-in page was asked to return, e.g. an AI client's
 * consent screen; the code step keeps it when two-factor is on).
 */
export function MagicLinkButton({
  getEmail,
  disabled,
  captchaHeaders,
  callbackURL = '/',
}: {
  getEmail: () => string;
  disabled?: boolean;
  captchaHeaders?: Record<string, string>;
  callbackURL?: string;
}) {
  const [busy, setBusy] = useState(false);

  async function send() {
    const email = getEmail().trim();
    if (!isValidEmail(email)) {
      toast.error(MESSAGES.auth.invalidEmail);
      return;
    }
    setBusy(true);
    try {
      const { error } = await authClient.signIn.magicLink({
        email,
        callbackURL,
        fetchOptions: { headers: captchaHeaders },
      });
      if (error) toastAuthError(error, MESSAGES.auth.magicLinkUnexpected);
      else toast.success(MESSAGES.auth.magicLinkSent);
    } catch {
      toast.error(MESSAGES.auth.magicLinkUnexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" size="lg" className="w-full" onClick={send} disabled={busy || disabled}>
      {busy ? <Spinner decorative /> : <WandSparklesIcon aria-hidden />}
      Send Magic Link
    </Button>
  );
}
