import { PROFILE_MESSAGES } from '@tradeloom/domain';
import { useId, useState } from 'react';
import { PasswordInput } from '@/components/password/password-input';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field, FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

/** The password field of a dialog that confirms it is the owner (2FA changes, Edit Details), with Cancel and the action. */
export function ConfirmPasswordForm({
  busy,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const shown = missing ? PROFILE_MESSAGES.passwordRequired : error;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        setMissing(!password);
        if (password) onSubmit(password);
      }}
    >
      <Field>
        <Label htmlFor={id}>Password</Label>
        <PasswordInput
          id={id}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          autoFocus
        />
        <FieldError id={`${id}-error`} role="alert">
          {shown}
        </FieldError>
      </Field>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner decorative />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
