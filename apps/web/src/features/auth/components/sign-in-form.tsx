import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { isValidEmail, MESSAGES, type SignInInput, signInSchema } from '@tradeloom/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PasswordInput } from '@/components/password/password-input';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { authClient, refreshSession } from '@/lib/auth-client';
import { toastAuthError } from '@/lib/auth-error';
import { profileQueryOptions } from '@/lib/profile/profile-query';
import { useCaptcha } from '../hooks/use-captcha';
import { AuthDivider } from './auth-divider';
import { CaptchaWidget } from './captcha-widget';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { MagicLinkButton } from './magic-link-button';
import { TwoFactorStep } from './two-factor-step';

export function SignInForm({
  redirectTo,
  onCodeStep,
  startAtCodeStep,
}: {
  redirectTo: string;
  onCodeStep?: (active: boolean) => void;
  /** Opened by the server after a link or OAuth sign-in of a two-factor account: the code step comes first. */
  startAtCodeStep?: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);
  // The password was right and the account asks for a second factor (decision 016).
  const [secondStep, setSecondStep] = useState(startAtCodeStep === true);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const email = form.watch('email');
  const password = form.watch('password');
  // Spec §5: disabled while busy, when the e-mail is invalid or the password is empty.
  const canSubmit = !busy && isValidEmail(email) && password.length > 0;

  const signedIn = async () => {
    await refreshSession();
    // Spec §4 'Profile cache': refreshed on sign-in, whatever its age.
    await queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey });
    toast.success(MESSAGES.auth.signedIn);
    navigate(redirectTo, { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const { data, error } = await authClient.signIn.email({
        email: values.email,
        password: values.password,
        fetchOptions: { headers: captcha.headers },
      });
      if (error) {
        toastAuthError(error);
        captcha.reset();
        return;
      }
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
        setSecondStep(true);
        onCodeStep?.(true);
        return;
      }
      await signedIn();
    } catch {
      toast.error(MESSAGES.auth.unexpected);
      captcha.reset();
    } finally {
      setBusy(false);
    }
  });

  const getEmail = () => form.getValues('email');

  if (secondStep) {
    return (
      <TwoFactorStep
        onSignedIn={signedIn}
        onBack={() => {
          setSecondStep(false);
          onCodeStep?.(false);
          form.setValue('password', '');
          captcha.reset();
        }}
      />
    );
  }

  return (
    <div className="grid gap-5">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field>
          <Label htmlFor="sign-in-email">Email</Label>
          <Input
            id="sign-in-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'sign-in-email-error' : undefined}
            {...form.register('email')}
          />
          <FieldError id="sign-in-email-error">{errors.email?.message}</FieldError>
        </Field>
        <Field>
          <div className="flex items-center justify-between">
            <Label htmlFor="sign-in-password">Password</Label>
            <ForgotPasswordDialog getEmail={getEmail} captchaHeaders={captcha.headers} />
          </div>
          <PasswordInput id="sign-in-password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        {captcha.widget && <CaptchaWidget {...captcha.widget} />}
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={!canSubmit}>
          {busy && <Spinner decorative />}
          Sign In
        </Button>
      </form>
      <AuthDivider>or sign in without a password</AuthDivider>
      <MagicLinkButton getEmail={getEmail} disabled={busy} captchaHeaders={captcha.headers} callbackURL={redirectTo} />
    </div>
  );
}
