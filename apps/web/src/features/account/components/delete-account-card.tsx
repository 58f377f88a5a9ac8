import { ACCOUNT_DELETION_MESSAGES, formatDeletionDate } from '@tradeloom/domain';
import { MailCheckIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useDeletionStatus, useRequestDeletion, useWithdrawDeletion } from '../api/account-deletion-api';

/** The spec's account deletion process (§4), step by step. */
const STEPS = [
  ['Day 1', 'Verification: you confirm with the link we e-mail you.'],
  ['Days 1-2', 'Deactivation: you are signed out everywhere and cannot sign in.'],
  ['Days 2-5', 'Data deletion: the account, contacts, notes, files, insights and chat history.'],
  ['Day 5', 'Confirmation e-mail.'],
] as const;

/**
 * Delete account (one of the spec's two unnamed Settings cards): the request starts the spec's
 * process; the e-mailed link verifies it, and it can be cancelled until the 5 business days have passed.
 */
export function DeleteAccountCard() {
  const status = useDeletionStatus();
  const request = useRequestDeletion();
  const withdraw = useWithdrawDeletion();
  const [open, setOpen] = useState(false);
  const pending = status.data?.status === 'awaiting_verification' ? status.data : null;

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(ACCOUNT_DELETION_MESSAGES.requested);
      },
      onError: (error) => {
        setOpen(false);
        toast.error(error.message || ACCOUNT_DELETION_MESSAGES.requestFailed);
      },
    });

  return (
    <Card className="border-destructive/30">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trash2Icon className="size-4 text-destructive" aria-hidden />
          Delete account
        </CardTitle>
        <CardDescription>
          Export your contacts first: deleted data cannot be recovered, and unused credits are lost. The deletion can be cancelled until the
          5 business days have passed.
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
        {pending ? (
          <div role="status" className="grid gap-3 rounded-lg border border-primary/30 bg-primary-soft/40 p-4 text-sm">
            <p className="flex items-start gap-2">
              <MailCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>
                Check your inbox: we sent a link to <strong className="break-words">{pending.email}</strong> to confirm the deletion. It
                works until {pending.verify_expires_at ? formatDeletionDate(new Date(pending.verify_expires_at)) : 'tomorrow'}. Nothing
                changes until you follow it.
              </span>
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                variant="outline"
                disabled={withdraw.isPending}
                onClick={() => withdraw.mutate(undefined, { onSuccess: () => toast.success(ACCOUNT_DELETION_MESSAGES.withdrawn) })}
              >
                Withdraw request
              </Button>
              <Button variant="ghost" disabled={request.isPending} onClick={ask}>
                Send the link again
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <AlertDialog open={open} onOpenChange={setOpen}>
              <Button variant="destructive" onClick={() => setOpen(true)} disabled={status.isPending}>
                <Trash2Icon aria-hidden />
                Delete account
              </Button>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Delete your account?</AlertDialogTitle>
                  <AlertDialogDescription>
                    We will e-mail a link to your sign-in address to verify it is you. Once you follow it, your account is deactivated and,
                    after 5 business days, deleted with its contacts, notes, files, insights and chat history. You can cancel until then.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel disabled={request.isPending}>Keep my account</AlertDialogCancel>
                  <Button variant="destructive" disabled={request.isPending} onClick={ask}>
                    {request.isPending && <Spinner aria-hidden />}
                    E-mail me the confirmation link
                  </Button>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
            <Button asChild variant="ghost">
              <Link to={paths.accountDeletion}>What is deleted and what is kept</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
