import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tradeloom/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { PasswordInput } from '@/components/password/password-input';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth-client';

const changePasswordSchema = z
  .object({
    current: z.string().min(1, 'Please enter your current password.'),
    password: z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.auth.passwordTooShort).max(PASSWORD_MAX_LENGTH),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: MESSAGES.auth.passwordsDoNotMatch, path: ['confirm'] })
  .refine((v) => v.password !== v.current, { message: 'Choose a password you have not used here.', path: ['password'] });
type ChangePassword = z.infer<typeof changePasswordSchema>;

/** Change Password (spec §2 'Security & Privacy'): the current, new and confirm fields; other devices are signed out. */
export function ChangePasswordForm() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const form = useForm<ChangePassword>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { current: '', password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const { error } = await authClient.changePassword({
        currentPassword: values.current,
        newPassword: values.password,
        revokeOtherSessions: true,
      });
      if (error) {
        if (error.code === 'INVALID_PASSWORD') form.setError('current', { message: 'Your current password is not correct.' });
        else toast.error(error.message || MESSAGES.auth.unexpected);
        return;
      }
      form.reset();
      toast.success(MESSAGES.auth.passwordUpdated, { description: 'Your other devices have been signed out.' });
    } catch {
      toast.error(MESSAGES.auth.unexpected);
    } finally {
      setBusy(false);
    }
  });
  const field = (name: keyof ChangePassword, label: string, autoComplete: string, hint?: string) => (
    <Field>
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <PasswordInput
        id={`${id}-${name}`}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...form.register(name)}
      />
      {hint && !errors[name] && <FieldHint>{hint}</FieldHint>}
      <FieldError id={`${id}-${name}-error`}>{errors[name]?.message}</FieldError>
    </Field>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {field('current', 'Current password', 'current-password')}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {field('password', 'New password', 'new-password', `At least ${PASSWORD_MIN_LENGTH} characters.`)}
        {field('confirm', 'Confirm new password', 'new-password')}
      </div>
      <Button type="submit" className="w-fit" disabled={busy}>
        {busy && <Spinner decorative />}
        Change Password
      </Button>
    </form>
  );
}
