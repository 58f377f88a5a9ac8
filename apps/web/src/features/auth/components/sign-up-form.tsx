import { zodResolver } from '@hookform/resolvers/zod';
import { isValidEmail, MESSAGES, REDIRECT_AFTER_SIGNUP_MS, signUpSchema } from '@tradeloom/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { PasswordInput } from '@/components/password/password-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { authClient, refreshSession } from '@/lib/auth-client';
import { toastAuthError } from '@/lib/auth-error';
import { paths } from '@/lib/paths';
import { sleep } from '@/lib/utils';
import { setupTrial } from '../api/setup-trial';
import { useCaptcha } from '../hooks/use-captcha';
import { CaptchaWidget } from './captcha-widget';

// The checkbox holds a boolean; the domain schema wants the literal `true`.
const signUpFormSchema = signUpSchema.extend({
  termsAccepted: z.boolean().refine((accepted) => accepted, MESSAGES.auth.termsRequired),
});
type SignUpFormValues = z.input<typeof signUpFormSchema>;
type SignUpFormOutput = z.output<typeof signUpFormSchema>;

/** The visible '+1' is part of the number unless the user typed an international one. */
function withCountryCode(phone: string | undefined): string | undefined {
  const value = phone?.trim();
  if (!value) return undefined;
  return value.startsWith('+') ? value : `+1 ${value}`;
}

export function SignUpForm({ redirectTo }: { redirectTo: string }) {
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);
  const form = useForm<SignUpFormValues, unknown, SignUpFormOutput>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onTouched',
    defaultValues: { fullName: '', email: '', phone: '', password: '', termsAccepted: false },
  });
  const { errors } = form.formState;
  const [fullName, email, password, termsAccepted] = form.watch(['fullName', 'email', 'password', 'termsAccepted']);
  // Spec §5: sign-in rules plus a full name and the accepted terms; phone is optional.
  const canSubmit = !busy && fullName.trim().length > 0 && isValidEmail(email) && password.length > 0 && termsAccepted;

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const { error } = await authClient.signUp.email({
        email: values.email,
        password: values.password,
        name: values.fullName,
        phone: withCountryCode(values.phone),
        termsAccepted: true,
        callbackURL: '/',
        fetchOptions: { headers: captcha.headers },
      });
      if (error) {
        toastAuthError(error);
        captcha.reset();
        setBusy(false);
        return;
      }
      await refreshSession();
    } catch {
      toast.error(MESSAGES.auth.unexpected);
      captcha.reset();
      setBusy(false);
      return;
    }

    // The account exists and is signed in; now start the Professional trial.
    try {
      await setupTrial();
      toast.success(MESSAGES.auth.accountCreatedTrial);
      await sleep(REDIRECT_AFTER_SIGNUP_MS);
      navigate(paths.trial, { replace: true });
    } catch (trialError) {
      if (isApiError(trialError)) toast.error(MESSAGES.auth.trialSetupFailed);
      else toast.success(MESSAGES.auth.accountCreatedVerify);
      navigate(redirectTo, { replace: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field>
        <Label htmlFor="sign-up-name">Full Name</Label>
        <Input
          id="sign-up-name"
          autoComplete="name"
          placeholder="Jane Okafor"
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={errors.fullName ? 'sign-up-name-error' : undefined}
          {...form.register('fullName')}
        />
        <FieldError id="sign-up-name-error">{errors.fullName?.message}</FieldError>
      </Field>
      <Field>
        <Label htmlFor="sign-up-email">Email</Label>
        <Input
          id="sign-up-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'sign-up-email-error' : undefined}
          {...form.register('email')}
        />
        <FieldError id="sign-up-email-error">{errors.email?.message}</FieldError>
      </Field>
      <Field>
        <div className="flex items-center justify-between">
          <Label htmlFor="sign-up-phone">Phone</Label>
          <span className="text-xs text-muted-foreground">Optional</span>
        </div>
        <div className="flex rounded-md shadow-xs">
          <span
            id="sign-up-phone-prefix"
            className="inline-flex items-center rounded-l-md border border-r-0 border-input bg-muted px-3 text-sm font-medium tabular-nums text-muted-foreground"
          >
            +1
          </span>
          <Input
            id="sign-up-phone"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            placeholder="(555) 010-2040"
            className="rounded-l-none shadow-none"
            aria-describedby="sign-up-phone-prefix"
            {...form.register('phone')}
          />
        </div>
      </Field>
      <Field>
        <Label htmlFor="sign-up-password">Password</Label>
        <PasswordInput
          id="sign-up-password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby="sign-up-password-hint"
          {...form.register('password')}
        />
        {errors.password ? (
          <FieldError id="sign-up-password-hint">{errors.password.message}</FieldError>
        ) : (
          <FieldHint id="sign-up-password-hint">At least 8 characters.</FieldHint>
        )}
      </Field>
      <Controller
        control={form.control}
        name="termsAccepted"
        render={({ field }) => (
          <div className="flex items-start gap-3 pt-1">
            <Checkbox
              id="sign-up-terms"
              className="mt-0.5"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
            <Label htmlFor="sign-up-terms" className="block text-sm leading-snug font-normal text-muted-foreground">
              I accept the{' '}
              <Link to={paths.terms} target="_blank" className="font-medium text-primary underline-offset-4 hover:underline">
                Terms and Conditions
              </Link>{' '}
              and{' '}
              <Link to={paths.privacy} target="_blank" className="font-medium text-primary underline-offset-4 hover:underline">
                Privacy Policy
              </Link>
            </Label>
          </div>
        )}
      />
      {captcha.widget && <CaptchaWidget {...captcha.widget} />}
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={!canSubmit}>
        {busy && <Spinner decorative />}
        Create Account
      </Button>
    </form>
  );
}
