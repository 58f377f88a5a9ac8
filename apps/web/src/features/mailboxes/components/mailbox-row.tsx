import { type Mailbox, mailboxProgressText } from '@tradeloom/domain';
import { MailIcon, RefreshCwIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { useDisconnectMailbox, useSyncMailbox } from '../api/mailboxes-api';

const timeFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function Status({ mailbox }: { mailbox: Mailbox }) {
  if (mailbox.status === 'syncing')
    return (
      <Badge variant="soft">
        <Spinner decorative className="size-3" />
        Syncing
      </Badge>
    );
  if (mailbox.status === 'error') return <Badge variant="destructive">Needs attention</Badge>;
  if (!mailbox.last_synced_at) return <Badge variant="outline">Waiting for first sync</Badge>;
  return <Badge variant="success">Up to date</Badge>;
}

function DisconnectButton({ mailbox }: { mailbox: Mailbox }) {
  const disconnect = useDisconnectMailbox();
  const [open, setOpen] = useState(false);
  const [deleteCaptured, setDeleteCaptured] = useState(true);
  const checkboxId = useId();
  const n = mailbox.captured.interactions;
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (disconnect.isPending) return;
        setOpen(next);
        if (next) setDeleteCaptured(true);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Disconnect ${mailbox.address}`}>
          Disconnect
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Disconnect this mailbox?</AlertDialogTitle>
          <AlertDialogDescription>Tradeloom stops reading {mailbox.address} and forgets its password.</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex items-start gap-3">
          <Checkbox id={checkboxId} checked={deleteCaptured} onCheckedChange={(v) => setDeleteCaptured(v === true)} className="mt-0.5" />
          <Label htmlFor={checkboxId} className="font-normal leading-snug">
            Delete the {count(n, 'interaction', 'interactions')} it captured
          </Label>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={disconnect.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={disconnect.isPending}
            onClick={(event) => {
              event.preventDefault();
              disconnect.mutate(
                { id: mailbox.id, keepCaptured: !deleteCaptured },
                {
                  onSuccess: (res) => {
                    setOpen(false);
                    toast.success(
                      deleteCaptured
                        ? `${mailbox.address} is disconnected; ${count(res.deleted_interactions, 'interaction', 'interactions')} deleted.`
                        : `${mailbox.address} is disconnected.`,
                    );
                  },
                  onError: () => toast.error('Error', { description: 'Could not disconnect the mailbox. Please try again.' }),
                },
              );
            }}
          >
            {disconnect.isPending && <Spinner decorative />}
            Disconnect
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** One connected mailbox: its status, the running sync's progress, the last sync, and its actions. */
export function MailboxRow({ mailbox }: { mailbox: Mailbox }) {
  const sync = useSyncMailbox();
  const p = mailbox.status === 'syncing' ? mailbox.progress : null;
  return (
    <li className="grid gap-3 rounded-md border p-3" aria-label={mailbox.address}>
      <div className="flex flex-wrap items-start gap-3">
        <MailIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            <span className="min-w-0 break-all">{mailbox.address}</span>
            <Status mailbox={mailbox} />
          </p>
          <p className="mt-1 text-xs text-muted-foreground tabular-nums">
            {mailbox.host}:{mailbox.port} · {count(mailbox.captured.interactions, 'e-mail', 'e-mails')} with{' '}
            {count(mailbox.captured.contacts, 'contact', 'contacts')} ·{' '}
            {mailbox.last_synced_at ? (
              <>
                last sync <time dateTime={mailbox.last_synced_at}>{timeFormat.format(new Date(mailbox.last_synced_at))}</time>
              </>
            ) : (
              'not synced yet'
            )}
            {mailbox.capture_subjects && ' · subjects kept'}
          </p>
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          <Button
            variant="outline"
            size="sm"
            disabled={mailbox.status === 'syncing' || sync.isPending}
            aria-label={`Sync ${mailbox.address} now`}
            onClick={() =>
              sync.mutate(mailbox.id, {
                onError: (err) =>
                  toast.error('Error', { description: isApiError(err) && err.status < 500 ? err.message : 'Could not start a sync.' }),
              })
            }
          >
            <RefreshCwIcon aria-hidden />
            Sync now
          </Button>
          <DisconnectButton mailbox={mailbox} />
        </div>
      </div>
      {p && (
        <div className="grid gap-1.5" role="status">
          <p className="text-xs tabular-nums">{mailboxProgressText(p)}</p>
          <Progress value={p.total ? Math.round((p.done / p.total) * 100) : 0} aria-label={mailboxProgressText(p)} />
        </div>
      )}
      {mailbox.status === 'error' && mailbox.last_error && (
        <p role="alert" className="text-xs text-destructive">
          {mailbox.last_error}
        </p>
      )}
    </li>
  );
}
