import { MESSAGES } from '@tradeloom/domain';
import { ArrowLeftIcon, ShieldCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth-client';

/**
 * The second step of signing in for an account with two-factor authentication: the code from the
 * authenticator app, or one of the backup codes (decision 016). The password step's session is held
 * by the server in a short-lived cookie until a code is accepted.
 */
export function TwoFactorStep({ onSignedIn, onBack }: { onSignedIn: () => Promise<void>; onBack: () => void }) {
  const id = useId();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!backup && !/^\d{6}$/.test(value)) return setError('Enter the 6-digit code from your authenticator app.');
    if (backup && !value) return setError('Enter one of your backup codes.');
    setBusy(true);
    setError(null);
    try {
      const { error: failed } = backup
        ? await authClient.twoFactor.verifyBackupCode({ code: value, trustDevice: trust })
        : await authClient.twoFactor.verifyTotp({ code: value, trustDevice: trust });
      if (failed) {
        setError(
          failed.status === 429
            ? 'Too many attempts. Please wait a minute and try again.'
            : failed.status === 401 && /expired|session/i.test(failed.message ?? '')
              ? 'This sign-in has expired. Go back and enter your password again.'
              : backup
                ? 'That backup code is not valid or was used already.'
                : 'That code did not match. Try the newest code from your app.',
        );
        return;
      }
      await onSignedIn();
    } catch {
      setError(MESSAGES.auth.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheckIcon className="size-5 text-primary" aria-hidden />
          Two-factor authentication
        </h2>
        <p className="text-sm text-muted-foreground">
          {backup
            ? 'Enter one of the backup codes you saved when you set up two-factor sign-in.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </p>
      </div>
      <Field>
        <Label htmlFor={id}>{backup ? 'Backup code' : 'Verification code'}</Label>
        <Input
          key={backup ? 'backup' : 'totp'}
          id={id}
          value={code}
          onChange={(e) => setCode(backup ? e.target.value : e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode={backup ? 'text' : 'numeric'}
          autoComplete={backup ? 'off' : 'one-time-code'}
          className={backup ? 'font-mono' : 'font-mono tracking-[0.3em]'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus
        />
        {!backup && !error && <FieldHint>The code changes every 30 seconds.</FieldHint>}
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-trust`} checked={trust} onCheckedChange={(v) => setTrust(v === true)} />
        <Label htmlFor={`${id}-trust`} className="font-normal">
          Trust this device for 30 days
        </Label>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <Spinner decorative />}
        Verify
      </Button>
      <div className="flex items-center justify-between text-sm">
        <Button type="button" variant="link" className="h-auto px-0" onClick={onBack}>
          <ArrowLeftIcon aria-hidden />
          Back
        </Button>
        <Button
          type="button"
          variant="link"
          className="h-auto px-0"
          onClick={() => {
            setBackup(!backup);
            setCode('');
            setError(null);
          }}
        >
          {backup ? 'Use your authenticator app' : 'Use a backup code instead'}
        </Button>
      </div>
    </form>
  );
}
