import { MESSAGES, OAUTH_PROVIDER_LABELS, OAUTH_PROVIDERS, type OAuthProvider } from '@tradeloom/domain';
import type * as React from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth-client';
import { toastAuthError } from '@/lib/auth-error';
import { useAppConfig } from '../api/get-app-config';
import { AppleIcon, GoogleIcon, LinkedInIcon } from './provider-icons';

const ICONS: Record<OAuthProvider, (props: React.ComponentProps<'svg'>) => React.ReactNode> = {
  google: GoogleIcon,
  apple: AppleIcon,
  linkedin: LinkedInIcon,
};

/**
 * Google, Apple and LinkedIn: always shown; a provider the server lacks says so in a toast. A finished
 * sign-in goes to `redirectTo` (a same-origin path), where the sign-in page was asked to return.
 */
export function OAuthButtons({ redirectTo = '/' }: { redirectTo?: string }) {
  const { data: config } = useAppConfig();
  const [pending, setPending] = useState<OAuthProvider | null>(null);

  async function signInWith(provider: OAuthProvider) {
    const label = OAUTH_PROVIDER_LABELS[provider];
    if (!config?.authProviders[provider]) {
      toast.error(MESSAGES.auth.providerNotConfigured(label));
      return;
    }
    setPending(provider);
    try {
      const origin = window.location.origin;
      const { error } = await authClient.signIn.social({
        provider,
        callbackURL: `${origin}${redirectTo}`,
        errorCallbackURL: `${origin}/auth?mode=login`,
      });
      // On success the browser is already leaving for the provider; keep the spinner.
      if (error) {
        toastAuthError(error, MESSAGES.auth.providerUnexpected(label));
        setPending(null);
      }
    } catch {
      toast.error(MESSAGES.auth.providerUnexpected(label));
      setPending(null);
    }
  }

  return (
    <div className="grid grid-cols-3 gap-2">
      {OAUTH_PROVIDERS.map((provider) => {
        const Icon = ICONS[provider];
        const label = OAUTH_PROVIDER_LABELS[provider];
        return (
          <Button
            key={provider}
            variant="outline"
            className="h-10 gap-2 px-2"
            disabled={pending !== null}
            onClick={() => signInWith(provider)}
            aria-label={`Continue with ${label}`}
          >
            {pending === provider ? <Spinner decorative /> : <Icon className="size-4" />}
            <span className="truncate">{label}</span>
          </Button>
        );
      })}
    </div>
  );
}
