import { PRODUCT_NAME, TRIAL_STARTING_CREDITS } from '@tradeloom/domain';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageMeta } from '@/components/layout/page-meta';
import { AuthDivider } from '@/features/auth/components/auth-divider';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { OAuthButtons } from '@/features/auth/components/oauth-buttons';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { paths } from '@/lib/paths';
import { safeRedirect } from '@/lib/safe-redirect';

/** /auth: mode=login shows sign-in, any other value sign-up (spec §2). */
export function AuthPage() {
  const [searchParams] = useSearchParams();
  // A magic link, verification link or OAuth sign-in of an account with two-factor on lands here at the
  // code step (the server holds the sign-in in its pending cookie, decision 021).
  const codeStepFirst = searchParams.get('step') === 'two-factor';
  const mode = codeStepFirst || searchParams.get('mode') === 'login' ? 'login' : 'signup';
  const redirect = searchParams.get('redirect');
  const redirectTo = safeRedirect(redirect);
  const oauthError = searchParams.get('error');

  // Better Auth sends failed OAuth round trips back here with ?error=…
  useEffect(() => {
    if (oauthError) toast.error(oauthError.replace(/_/g, ' '));
  }, [oauthError]);

  const isLogin = mode === 'login';
  // After the password of an account with two-factor sign-in: only the code step is shown.
  const [codeStep, setCodeStep] = useState(codeStepFirst);
  const switchTo = isLogin ? paths.auth.signup(redirect ?? undefined) : paths.auth.login(redirect ?? undefined);

  return (
    <AuthLayout>
      <PageMeta title={isLogin ? 'Sign in' : 'Create your account'} noindex />
      <div className="space-y-7">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight">{isLogin ? 'Welcome back' : `Create your ${PRODUCT_NAME} account`}</h1>
          <p className="text-sm text-muted-foreground">
            {isLogin
              ? 'Sign in to your contacts, map and insights.'
              : `Start a Professional trial with ${TRIAL_STARTING_CREDITS} AI credits. No credit card required.`}
          </p>
        </div>
        {!codeStep && (
          <>
            <OAuthButtons redirectTo={redirectTo} />
            <AuthDivider>or with email</AuthDivider>
          </>
        )}
        {isLogin ? (
          <SignInForm key="login" redirectTo={redirectTo} onCodeStep={setCodeStep} startAtCodeStep={codeStepFirst} />
        ) : (
          <SignUpForm key="signup" redirectTo={redirectTo} />
        )}
        <p className={codeStep ? 'hidden' : 'text-center text-sm text-muted-foreground'}>
          {isLogin ? "Don't have an account?" : 'Already have an account?'}{' '}
          <Link
            to={switchTo}
            replace
            className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {isLogin ? 'Create one' : 'Sign in instead'}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
