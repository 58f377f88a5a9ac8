import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type PersonalDetails, PROFILE_MESSAGES, personalDetailsSchema, planDisplayName } from '@tradeloom/domain';
import { PencilIcon, ShieldCheckIcon, UserRoundIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ConfirmPasswordForm } from '@/components/password/confirm-password-form';
import { StatusBadge } from '@/components/plan/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { profileQueryOptions } from '@/lib/profile/profile-query';
import { useUpdateProfile, useVerifyPassword } from '../api/account-api';

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** Profile Overview (spec §2 'Settings page', card 2). `isAdmin` (the admin feature's flag, read by the page) adds the Admin badge. */
export function ProfileOverviewCard({ isAdmin = false }: { isAdmin?: boolean }) {
  const profile = useQuery(profileQueryOptions);
  const [step, setStep] = useState<'closed' | 'verify' | 'edit'>('closed');
  const p = profile.data;

  return (
    <Card data-testid="profile-overview">
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <UserRoundIcon className="size-4 text-primary" aria-hidden />
            Profile Overview
          </CardTitle>
          <CardDescription>Your details, plan and AI credits.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => setStep('verify')} disabled={!p}>
          <PencilIcon aria-hidden />
          Edit Details
        </Button>
      </CardHeader>
      <CardContent>
        {profile.isError ? (
          <p className="text-sm text-destructive">{PROFILE_MESSAGES.loadFailed}</p>
        ) : !p ? (
          <Skeleton className="h-28 w-full" />
        ) : (
          <div className="grid gap-5">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-base font-medium">
                <span className="truncate">{p.full_name || 'No name yet'}</span>
                {isAdmin && (
                  <Badge variant="soft" title="Administrator">
                    <ShieldCheckIcon aria-hidden />
                    Admin
                  </Badge>
                )}
              </p>
              <p className="truncate text-sm text-muted-foreground">{p.email}</p>
              {p.phone && <p className="text-sm text-muted-foreground">{p.phone}</p>}
            </div>
            <dl className="grid gap-4 sm:grid-cols-3">
              <div className="grid gap-1">
                <dt className="text-xs text-muted-foreground">Plan</dt>
                <dd className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {planDisplayName(p.plan)}
                  <StatusBadge status={p.status} />
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-xs text-muted-foreground">Credits remaining</dt>
                <dd className="text-2xl font-semibold tabular-nums" data-testid="credits-remaining">
                  {p.credits_remaining}
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-xs text-muted-foreground">Used this month</dt>
                <dd className="grid gap-1.5 text-sm tabular-nums">
                  <span>
                    {count(p.monthly_used)} of {count(p.monthly_quota)}
                  </span>
                  <Progress
                    value={p.monthly_quota > 0 ? Math.min(100, (p.monthly_used / p.monthly_quota) * 100) : 0}
                    aria-label="Monthly credits used"
                  />
                </dd>
              </div>
            </dl>
          </div>
        )}
      </CardContent>
      <VerifyPasswordDialog open={step === 'verify'} onClose={() => setStep('closed')} onVerified={() => setStep('edit')} />
      {p && step === 'edit' && (
        <EditDetailsDialog
          initial={{
            first_name: (p.full_name ?? '').trim().split(/\s+/)[0] ?? '',
            last_name: (p.full_name ?? '').trim().split(/\s+/).slice(1).join(' '),
            email: p.email,
            phone: p.phone ?? '',
          }}
          onClose={() => setStep('closed')}
        />
      )}
    </Card>
  );
}

function VerifyPasswordDialog({ open, onClose, onVerified }: { open: boolean; onClose: () => void; onVerified: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyPassword();
  const close = () => {
    setError(null);
    onClose();
  };
  const submit = (password: string) => {
    setError(null);
    verify.mutate(password, {
      onSuccess: onVerified,
      onError: (err) => {
        const wrong = isApiError(err) && err.code === 'INVALID_PASSWORD';
        setError(
          wrong ? PROFILE_MESSAGES.verificationFailed : isApiError(err) && err.status === 429 ? err.message : PROFILE_MESSAGES.verifyFailed,
        );
      },
    });
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Verify your password</DialogTitle>
          <DialogDescription>For your security, confirm your password before changing your personal details.</DialogDescription>
        </DialogHeader>
        {open && <ConfirmPasswordForm busy={verify.isPending} error={error} submitLabel="Verify" onSubmit={submit} onCancel={close} />}
      </DialogContent>
    </Dialog>
  );
}

function EditDetailsDialog({ initial, onClose }: { initial: PersonalDetails; onClose: () => void }) {
  const id = useId();
  const update = useUpdateProfile();
  const form = useForm<PersonalDetails>({ resolver: zodResolver(personalDetailsSchema), mode: 'onTouched', defaultValues: initial });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    const fullName = [values.first_name, values.last_name].filter(Boolean).join(' ');
    update.mutate(
      { full_name: fullName, email: values.email, phone: values.phone || null },
      {
        onSuccess: (result) => {
          // A new e-mail becomes the sign-in e-mail only once the link sent to it is followed (decision 021).
          const sentTo = result.email_confirmation_sent_to;
          if (sentTo) toast.success(PROFILE_MESSAGES.emailConfirmationSent(sentTo), { duration: 10_000 });
          else toast.success(PROFILE_MESSAGES.updated);
          onClose();
        },
        onError: (err) => {
          if (isApiError(err) && err.status === 409) form.setError('email', { message: err.message });
          else toast.error('Error', { description: isApiError(err) && err.status === 403 ? err.message : PROFILE_MESSAGES.updateFailed });
        },
      },
    );
  });
  const field = (name: keyof PersonalDetails, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <Field>
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...props}
        {...form.register(name)}
      />
      <FieldError id={`${id}-${name}-error`}>{errors[name]?.message}</FieldError>
    </Field>
  );
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Edit Personal Details</DialogTitle>
            <DialogDescription>A new e-mail address becomes your sign-in e-mail at once.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('first_name', 'First name', { autoComplete: 'given-name' })}
            {field('last_name', 'Last name', { autoComplete: 'family-name' })}
          </div>
          {field('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Discard
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Spinner decorative />}
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
