import { isValidEmail, MESSAGES } from '@tradeloom/domain';
import { MailIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth-client';
import { toastAuthError } from '@/lib/auth-error';
import { paths } from '@/lib/paths';

/** Sign-in mode only (spec §2): sends a reset link that lands on /reset-password. */
export function ForgotPasswordDialog({ getEmail, captchaHeaders }: { getEmail: () => string; captchaHeaders?: Record<string, string> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function onOpenChange(next: boolean) {
    if (next) {
      setEmail(getEmail().trim());
      setError(null);
    }
    setOpen(next);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(MESSAGES.auth.invalidEmail);
      toast.error(MESSAGES.auth.invalidEmail);
      return;
    }
    setBusy(true);
    try {
      const { error: authError } = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: `${window.location.origin}${paths.resetPassword}`,
        fetchOptions: { headers: captchaHeaders },
      });
      if (authError) {
        toastAuthError(authError);
        return;
      }
      toast.success(MESSAGES.auth.resetEmailSent);
      setOpen(false);
    } catch {
      toast.error(MESSAGES.auth.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto px-0 text-[13px] font-medium">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            Enter the email address of your account and we will send you a link to choose a new password.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <Field>
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              autoFocus
            />
            <FieldError id={`${id}-error`}>{error}</FieldError>
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner decorative /> : <MailIcon aria-hidden />}
              Send Reset Link
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
