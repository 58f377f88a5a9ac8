import { MAILBOX_MESSAGES, mailboxConnectSchema } from '@tradeloom/domain';
import { MailPlusIcon, ShieldCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api';
import { useConnectMailbox } from '../api/mailboxes-api';

type FieldName = 'host' | 'port' | 'username' | 'password';

/** The connect form: server, port, TLS, user name, app password, and whether subjects are kept. */
export function ConnectMailboxForm({ onConnected }: { onConnected?: () => void }) {
  const connect = useConnectMailbox();
  const [host, setHost] = useState('');
  const [port, setPort] = useState('993');
  const [tls, setTls] = useState(true);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [subjects, setSubjects] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const ids = { host: useId(), port: useId(), tls: useId(), username: useId(), password: useId(), subjects: useId() };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = mailboxConnectSchema.safeParse({ host, port, tls, username, password, capture_subjects: subjects });
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FieldName;
        next[key] ??= key === 'port' ? 'Enter a port between 1 and 65535' : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setServerError(null);
    connect.mutate(parsed.data, {
      onSuccess: (mailbox) => {
        // The form is ready for another mailbox, as it first was.
        setPassword('');
        setHost('');
        setUsername('');
        setPort('993');
        setTls(true);
        setSubjects(false);
        toast.success(`${mailbox.address} is connected. The first sync runs in the background.`);
        onConnected?.();
      },
      onError: (err) =>
        setServerError(isApiError(err) && err.status < 500 ? err.message : 'Could not connect the mailbox. Please try again.'),
    });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Connect a mailbox">
      <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.host}>IMAP server</Label>
          <Input
            id={ids.host}
            value={host}
            placeholder="imap.example.com"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={!!errors.host}
            onChange={(e) => setHost(e.target.value)}
          />
          <FieldError>{errors.host}</FieldError>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.port}>Port</Label>
          <Input
            id={ids.port}
            value={port}
            inputMode="numeric"
            aria-invalid={!!errors.port}
            onChange={(e) => setPort(e.target.value.replace(/\D/g, ''))}
          />
          <FieldError>{errors.port}</FieldError>
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id={ids.tls}
          checked={tls}
          onCheckedChange={(on) => {
            setTls(on);
            if (port === '993' && !on) setPort('143');
            if (port === '143' && on) setPort('993');
          }}
        />
        <Label htmlFor={ids.tls}>Use TLS (recommended)</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.username}>User name</Label>
          <Input
            id={ids.username}
            value={username}
            placeholder="you@example.com"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={!!errors.username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <FieldError>{errors.username}</FieldError>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.password}>App password</Label>
          <Input
            id={ids.password}
            type="password"
            value={password}
            autoComplete="new-password"
            aria-invalid={!!errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <FieldError>{errors.password}</FieldError>
        </div>
      </div>
      <div className="flex items-start gap-3">
        <Switch id={ids.subjects} checked={subjects} onCheckedChange={setSubjects} className="mt-0.5" />
        <div className="grid gap-0.5">
          <Label htmlFor={ids.subjects}>Also keep subjects</Label>
          <p className="text-xs text-muted-foreground">
            Shows each e-mail's subject on the contact's timeline. Off: 'E-mail received' or 'E-mail sent'.
          </p>
        </div>
      </div>
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <ShieldCheckIcon className="mt-px size-4 shrink-0 text-primary" aria-hidden />
        <span>{MAILBOX_MESSAGES.headersOnly} The app password is stored encrypted.</span>
      </p>
      {serverError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive-soft p-3 text-sm text-destructive-soft-foreground"
        >
          {serverError}
        </p>
      )}
      <div>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? <Spinner decorative /> : <MailPlusIcon aria-hidden />}
          {connect.isPending ? 'Checking the login…' : 'Connect Mailbox'}
        </Button>
      </div>
    </form>
  );
}
