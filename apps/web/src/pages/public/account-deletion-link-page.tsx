import { ACCOUNT_DELETION_MESSAGES, formatDeletionDate } from '@tradeloom/domain';
import { ShieldCheckIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCancelDeletion, useConfirmDeletion } from '@/features/account/api/account-deletion-api';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { paths } from '@/lib/paths';

/**
 * The two links of the deletion e-mails (spec §4 'Account deletion process'): confirm verifies the
 * request and deactivates the account; cancel keeps it. Each acts only on a button press, so a mail
 * scanner that opens the link changes nothing.
 */
export function AccountDeletionLinkPage({ action }: { action: 'confirm' | 'cancel' }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once, then the URL is cleaned so the token is not left in history.
  const [token] = useState(() => searchParams.get('token') ?? '');
  const confirm = useConfirmDeletion();
  const cancel = useCancelDeletion();
  const mutation = action === 'confirm' ? confirm : cancel;

  useEffect(() => {
    if (window.location.search)
      navigate(action === 'confirm' ? paths.accountDeletionConfirm : paths.accountDeletionCancel, { replace: true });
  }, [navigate, action]);

  const run = () => (action === 'confirm' ? confirm.mutate(token) : cancel.mutate(token));
  const done = mutation.isSuccess;
  const deleteAfter = confirm.data?.delete_after ? formatDeletionDate(new Date(confirm.data.delete_after)) : null;

  return (
    <AuthLayout>
      <PageMeta title={action === 'confirm' ? 'Confirm account deletion' : 'Cancel account deletion'} noindex />
      <div className="rounded-lg border bg-card p-7 shadow-sm">
        <span
          className={
            action === 'confirm'
              ? 'mb-4 flex size-11 items-center justify-center rounded-full bg-destructive-soft text-destructive-soft-foreground'
              : 'mb-4 flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground'
          }
        >
          {action === 'confirm' ? <Trash2Icon className="size-5" aria-hidden /> : <ShieldCheckIcon className="size-5" aria-hidden />}
        </span>
        {!done && (
          <>
            <h1 className="text-xl font-semibold tracking-tight">{action === 'confirm' ? 'Delete your account?' : 'Keep your account?'}</h1>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              {action === 'confirm'
                ? 'Your account is deactivated at once: you are signed out everywhere and cannot sign in. After 5 business days it is deleted with its contacts, notes, files, insights and chat history, and we confirm by e-mail. Until then you can cancel with the link we send you.'
                : 'Your account is deactivated and waiting for deletion. Cancel the deletion to use it again.'}
            </p>
            {mutation.isError && (
              <p role="alert" className="mt-4 rounded-md bg-destructive-soft px-3 py-2 text-sm text-destructive-soft-foreground">
                {mutation.error.message || ACCOUNT_DELETION_MESSAGES.invalidLink}
              </p>
            )}
            <Button
              size="lg"
              variant={action === 'confirm' ? 'destructive' : 'default'}
              className="mt-6 w-full"
              disabled={!token || mutation.isPending}
              onClick={run}
            >
              {mutation.isPending && <Spinner aria-hidden />}
              {action === 'confirm' ? 'Delete my account' : 'Cancel the deletion'}
            </Button>
            {!token && <p className="mt-3 text-sm text-muted-foreground">{ACCOUNT_DELETION_MESSAGES.invalidLink}</p>}
          </>
        )}
        {done && action === 'confirm' && (
          <div role="status">
            <h1 className="text-xl font-semibold tracking-tight">Your account is deactivated</h1>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              It will be deleted on {deleteAfter}. We sent you an e-mail with a link to cancel until then.
            </p>
            <Button asChild size="lg" variant="outline" className="mt-6 w-full">
              <Link to={paths.accountDeletion}>What is deleted and what is kept</Link>
            </Button>
          </div>
        )}
        {done && action === 'cancel' && (
          <div role="status">
            <h1 className="text-xl font-semibold tracking-tight">Deletion cancelled</h1>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{ACCOUNT_DELETION_MESSAGES.cancelled}</p>
            <Button size="lg" className="mt-6 w-full" onClick={() => navigate(paths.auth.login())}>
              Sign in
            </Button>
          </div>
        )}
      </div>
    </AuthLayout>
  );
}

export const AccountDeletionConfirmPage = () => <AccountDeletionLinkPage action="confirm" />;
export const AccountDeletionCancelPage = () => <AccountDeletionLinkPage action="cancel" />;
