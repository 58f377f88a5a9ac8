import { isValidEmail, MESSAGES } from '@tradeloom/domain';
import { WandSparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth-client';
import { toastAuthError } from '@/lib/auth-error';

/** One-time sign-in link to the e-mail typed in the form (spec §2, §5). */
export function MagicLinkButton({
  getEmail,
  disabled,
  captchaHeaders,
}: {
  getEmail: () => string;
  disabled?: boolean;
  captchaHeaders?: Record<string, string>;
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
        callbackURL: '/',
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
