import { MESSAGES, PASSWORD_MIN_LENGTH } from '@tradeloom/domain';
import { type FormEvent, useState } from 'react';
import { PasswordInput } from '@/components/password/password-input';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

/** New password + confirmation; submit stays disabled until both rules of spec §5 hold. */
export function ResetPasswordForm({ busy, onSubmit }: { busy: boolean; onSubmit: (password: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });

  const tooShort = password.length < PASSWORD_MIN_LENGTH;
  const mismatch = password !== confirm;
  const passwordError = touched.password && password.length > 0 && tooShort ? MESSAGES.auth.passwordTooShort : null;
  // While the confirmation is still a prefix of the password the user is probably typing; wait for blur.
  const confirmError =
    confirm.length > 0 && mismatch && (touched.confirm || !password.startsWith(confirm)) ? MESSAGES.auth.passwordsDoNotMatch : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!tooShort && !mismatch && !busy) onSubmit(password);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field>
        <Label htmlFor="new-password">New Password</Label>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby="new-password-hint"
          autoFocus
        />
        {passwordError ? (
          <FieldError id="new-password-hint">{passwordError}</FieldError>
        ) : (
          <FieldHint id="new-password-hint">At least {PASSWORD_MIN_LENGTH} characters.</FieldHint>
        )}
      </Field>
      <Field>
        <Label htmlFor="confirm-password">Confirm Password</Label>
        <PasswordInput
          id="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={confirmError ? 'confirm-password-error' : undefined}
        />
        <FieldError id="confirm-password-error">{confirmError}</FieldError>
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy || tooShort || mismatch}>
        {busy && <Spinner decorative />}
        Update Password
      </Button>
    </form>
  );
}
