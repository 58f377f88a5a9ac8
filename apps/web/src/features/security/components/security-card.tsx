import { LockKeyholeIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { ChangePasswordForm } from './change-password-form';
import { SetPasswordSection, useHasPassword } from './set-password-section';
import { TwoFactorSection } from './two-factor-section';

/** Security & Privacy (spec §2 'Settings page', card 6): change password and two-factor sign-in. */
export function SecurityCard() {
  const hasPassword = useHasPassword();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LockKeyholeIcon className="size-4 text-primary" aria-hidden />
          Security &amp; Privacy
        </CardTitle>
        <CardDescription>Your password and how you sign in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {hasPassword === false ? <SetPasswordSection /> : <ChangePasswordForm />}
        <Separator />
        <TwoFactorSection />
      </CardContent>
    </Card>
  );
}
