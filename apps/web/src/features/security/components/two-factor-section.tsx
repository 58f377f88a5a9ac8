import { CheckIcon, CopyIcon, DownloadIcon, KeyRoundIcon, ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmPasswordForm } from '@/components/password/confirm-password-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { authClient, refreshSession } from '@/lib/auth-client';
import { useAuthSession } from '@/lib/use-auth-session';
import { backupCodesFile, groupKey, totpSecretOf } from '../utils/two-factor';
import { QrCode } from './qr-code';

type Mode = 'closed' | 'enable' | 'disable' | 'regenerate';

/** Two-factor sign-in (Security & Privacy): status, Enable 2FA, Disable 2FA, new backup codes (decision 016). */
export function TwoFactorSection() {
  const auth = useAuthSession();
  const enabled = (auth.session?.user as { twoFactorEnabled?: boolean | null } | undefined)?.twoFactorEnabled === true;
  const [mode, setMode] = useState<Mode>('closed');
  const close = () => setMode('closed');

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <p className="flex items-center gap-2 text-sm font-medium">
          Two-factor authentication
          {enabled ? (
            <Badge variant="success">
              <ShieldCheckIcon aria-hidden />
              Enabled
            </Badge>
          ) : (
            <Badge variant="outline">Not Enabled</Badge>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          {enabled
            ? 'Signing in asks for a code from your authenticator app after your password.'
            : 'Add a code from an authenticator app (Google Authenticator, 1Password, Authy) to every sign-in.'}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="outline" size="sm" onClick={() => setMode('regenerate')}>
              <KeyRoundIcon aria-hidden />
              Regenerate backup codes
            </Button>
            <Button variant="outline" size="sm" onClick={() => setMode('disable')}>
              <ShieldOffIcon aria-hidden />
              Disable 2FA
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={() => setMode('enable')}>
            <ShieldCheckIcon aria-hidden />
            Enable 2FA
          </Button>
        )}
      </div>
      {mode === 'enable' && <EnableDialog email={auth.session?.user.email ?? ''} onClose={close} />}
      {mode === 'disable' && <DisableDialog onClose={close} />}
      {mode === 'regenerate' && <RegenerateDialog email={auth.session?.user.email ?? ''} onClose={close} />}
    </div>
  );
}

function BackupCodes({ codes, email }: { codes: string[]; email: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Copying failed: select the codes and copy them by hand.');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([backupCodesFile(codes, email)], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'tradeloom-backup-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="grid gap-3">
      <ul data-testid="backup-codes" className="grid grid-cols-2 gap-2 rounded-md border bg-muted/50 p-3 font-mono text-sm">
        {codes.map((c) => (
          <li key={c} className="text-center tabular-nums">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <DownloadIcon aria-hidden />
          Download
        </Button>
      </div>
    </div>
  );
}

function EnableDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const id = useId();
  const [step, setStep] = useState<
    { kind: 'password' } | { kind: 'scan'; uri: string; codes: string[] } | { kind: 'codes'; codes: string[] }
  >({
    kind: 'password',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');

  const start = async (password: string) => {
    setBusy(true);
    setError(null);
    try {
      const { data, error: failed } = await authClient.twoFactor.enable({ password, issuer: 'Tradeloom' });
      if (failed || !data) return setError(failed?.message || 'Password verification failed. Please try again.');
      if (!('totpURI' in data)) return setError('The server did not offer an authenticator app set-up.');
      setStep({ kind: 'scan', uri: data.totpURI, codes: data.backupCodes });
    } finally {
      setBusy(false);
    }
  };
  const verify = async (e: React.FormEvent) => {
    e.preventDefault();
    if (step.kind !== 'scan') return;
    if (!/^\d{6}$/.test(code)) return setError('Enter the 6-digit code from your authenticator app.');
    setBusy(true);
    setError(null);
    try {
      const { error: failed } = await authClient.twoFactor.verifyTotp({ code });
      if (failed) return setError('That code did not match. Check the time on your phone and try the newest code.');
      await refreshSession();
      setStep({ kind: 'codes', codes: step.codes });
    } finally {
      setBusy(false);
    }
  };
  const finish = () => {
    if (step.kind === 'codes') toast.success('Two-factor authentication is on.');
    onClose();
  };
  const secret = step.kind === 'scan' ? totpSecretOf(step.uri) : '';

  return (
    <Dialog open onOpenChange={(o) => !o && finish()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Set up two-factor authentication</DialogTitle>
          <DialogDescription>
            {step.kind === 'password'
              ? 'Confirm your password to start.'
              : step.kind === 'scan'
                ? 'Scan the code with your authenticator app, then enter the 6-digit code it shows.'
                : 'Keep these backup codes somewhere safe. Each one signs you in once if you lose your phone.'}
          </DialogDescription>
        </DialogHeader>
        {step.kind === 'password' && (
          <ConfirmPasswordForm busy={busy} error={error} submitLabel="Continue" onSubmit={start} onCancel={onClose} />
        )}
        {step.kind === 'scan' && (
          <form noValidate onSubmit={verify} className="grid gap-4">
            <div className="flex flex-col items-center gap-3">
              <QrCode value={step.uri} label="QR code for your authenticator app" />
              <div className="grid w-full gap-1 text-center">
                <p className="text-xs text-muted-foreground">Or type this setup key:</p>
                <code data-testid="totp-secret" className="break-all rounded-md bg-muted px-2 py-1.5 font-mono text-sm tracking-wide">
                  {groupKey(secret)}
                </code>
              </div>
            </div>
            <Field>
              <Label htmlFor={id}>Verification code</Label>
              <Input
                id={id}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : `${id}-hint`}
                className="font-mono tracking-[0.3em]"
                autoFocus
              />
              {!error && <FieldHint id={`${id}-hint`}>The code changes every 30 seconds.</FieldHint>}
              <FieldError id={`${id}-error`} role="alert">
                {error}
              </FieldError>
            </Field>
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy && <Spinner decorative />}
                Verify
              </Button>
            </DialogFooter>
          </form>
        )}
        {step.kind === 'codes' && (
          <>
            <BackupCodes codes={step.codes} email={email} />
            <DialogFooter>
              <Button onClick={finish}>Done</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DisableDialog({ onClose }: { onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (password: string) => {
    setBusy(true);
    setError(null);
    try {
      const { error: failed } = await authClient.twoFactor.disable({ password });
      if (failed) return setError(failed.message || 'Password verification failed. Please try again.');
      await refreshSession();
      toast.success('Two-factor authentication is off.');
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Turn off two-factor authentication?</DialogTitle>
          <DialogDescription>Signing in will need your password only. Your backup codes stop working.</DialogDescription>
        </DialogHeader>
        <ConfirmPasswordForm busy={busy} error={error} submitLabel="Disable 2FA" onSubmit={submit} onCancel={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function RegenerateDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const submit = async (password: string) => {
    setBusy(true);
    setError(null);
    try {
      const { data, error: failed } = await authClient.twoFactor.generateBackupCodes({ password });
      if (failed || !data) return setError(failed?.message || 'Password verification failed. Please try again.');
      setCodes(data.backupCodes);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>New backup codes</DialogTitle>
          <DialogDescription>
            {codes ? 'Your old codes no longer work. Keep these somewhere safe.' : 'New codes replace the old ones. Confirm your password.'}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <>
            <BackupCodes codes={codes} email={email} />
            <DialogFooter>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <ConfirmPasswordForm busy={busy} error={error} submitLabel="Continue" onSubmit={submit} onCancel={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
