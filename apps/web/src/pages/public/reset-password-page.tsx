import { MESSAGES, REDIRECT_AFTER_PASSWORD_UPDATE_MS } from '@tradeloom/domain';
import { KeyRoundIcon, LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyResetToken } from '@/features/auth/api/verify-reset-token';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { authClient } from '@/lib/auth-client';
import { toastAuthError } from '@/lib/auth-error';
import { paths } from '@/lib/paths';
import { sleep } from '@/lib/utils';

type LinkState = 'verifying' | 'ready' | 'invalid' | 'error';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once, then keep in state: the URL is cleaned right away so the token is not left in history.
  const [{ token, linkError }] = useState(() => ({
    token: searchParams.get('token'),
    linkError: searchParams.get('error'),
  }));
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<'invalid' | 'error' | null>(null);
  const verify = useVerifyResetToken(token && !linkError ? token : null);

  useEffect(() => {
    if (window.location.search || window.location.hash) navigate(paths.resetPassword, { replace: true });
  }, [navigate]);

  let state: LinkState;
  if (failure) state = failure;
  else if (!token || linkError) state = 'invalid';
  else if (verify.isPending) state = 'verifying';
  else if (verify.isError) state = 'error';
  else state = verify.data ? 'ready' : 'invalid';

  useEffect(() => {
    // A fixed id keeps one toast even when effects run twice (StrictMode).
    if (state === 'invalid') toast.error(MESSAGES.auth.invalidResetLink, { id: 'reset-link' });
    if (state === 'error') toast.error(MESSAGES.auth.resetOtherError, { id: 'reset-link' });
  }, [state]);

  async function updatePassword(newPassword: string) {
    if (!token) return;
    setSubmitting(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword, token });
      if (error) {
        if (error.code === 'INVALID_TOKEN') setFailure('invalid');
        else toastAuthError(error);
        setSubmitting(false);
        return;
      }
      toast.success(MESSAGES.auth.passwordUpdated);
      await sleep(REDIRECT_AFTER_PASSWORD_UPDATE_MS);
      navigate(paths.home, { replace: true });
    } catch {
      setFailure('error');
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout>
      <PageMeta title="Reset password" noindex />
      {state === 'verifying' && (
        <div className="flex flex-col items-center gap-3 py-16 text-center text-sm text-muted-foreground">
          <Spinner className="size-6 text-primary" />
          <p>{MESSAGES.auth.verifyingResetLink}</p>
        </div>
      )}
      {state === 'ready' && (
        <div className="space-y-7">
          <div className="space-y-2">
            <span className="mb-4 flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
              <KeyRoundIcon className="size-5" aria-hidden />
            </span>
            <h1 className="text-2xl font-semibold tracking-tight">Choose a new password</h1>
            <p className="text-sm text-muted-foreground">Your other devices will be signed out once the password is updated.</p>
          </div>
          <ResetPasswordForm busy={submitting} onSubmit={updatePassword} />
        </div>
      )}
      {(state === 'invalid' || state === 'error') && <LinkProblem kind={state} />}
    </AuthLayout>
  );
}

/** Shown instead of the form; the toast carries the spec's wording, the card says what to do next. */
function LinkProblem({ kind }: { kind: 'invalid' | 'error' }) {
  const navigate = useNavigate();
  return (
    <div className="rounded-lg border bg-card p-7 text-center shadow-sm">
      <span className="mx-auto mb-4 flex size-11 items-center justify-center rounded-full bg-destructive-soft text-destructive-soft-foreground">
        <LinkIcon className="size-5" aria-hidden />
      </span>
      <h1 className="text-lg font-semibold tracking-tight">
        {kind === 'invalid' ? 'This reset link can no longer be used' : 'We could not check this reset link'}
      </h1>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
        {kind === 'invalid'
          ? 'Reset links work once and expire after an hour. Request a fresh one from the sign-in screen.'
          : 'Something went wrong on the way. Go back to sign in and request a new link.'}
      </p>
      <Button size="lg" className="mt-6 w-full" onClick={() => navigate(paths.auth.login())}>
        {MESSAGES.auth.backToSignIn}
      </Button>
    </div>
  );
}
