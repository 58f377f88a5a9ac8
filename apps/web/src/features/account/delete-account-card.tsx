import { SUPPORT_EMAIL } from '@tradeloom/domain';
import { MailIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAppConfig } from '@/features/auth/api/get-app-config';
import { paths } from '@/lib/paths';

const STEPS = [
  ['Day 1', 'we acknowledge your request.'],
  ['Days 1-2', 'we verify it is you.'],
  ['Days 2-5', 'we delete the account and its data.'],
  ['Day 5', 'we confirm by e-mail.'],
] as const;

/**
 * Delete account (one of the spec's two unnamed Settings cards): deletion is asked for by e-mail from
 * the sign-in address, as the public account-deletion page explains.
 */
export function DeleteAccountCard() {
  const config = useAppConfig();
  const support = config.data?.supportEmail ?? SUPPORT_EMAIL;
  const mailto = `mailto:${support}?subject=${encodeURIComponent('Delete my account')}`;
  return (
    <Card className="border-destructive/30">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trash2Icon className="size-4 text-destructive" aria-hidden />
          Delete account
        </CardTitle>
        <CardDescription>
          Send an e-mail to {support} with the subject "Delete my account", from the address you sign in with. Export your contacts first:
          deleted data cannot be recovered, and unused credits are lost.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid gap-1.5 text-sm">
          {STEPS.map(([when, what]) => (
            <li key={when} className="flex gap-2">
              <span className="w-20 shrink-0 font-medium">{when}</span>
              <span className="text-muted-foreground">{what}</span>
            </li>
          ))}
        </ol>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="destructive">
            <a href={mailto}>
              <MailIcon aria-hidden />
              E-mail a deletion request
            </a>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.accountDeletion}>What is deleted and what is kept</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
