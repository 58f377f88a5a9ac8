import {
  CAPTURE_PRIVACY_STATEMENT,
  CAPTURE_SOURCE_KIND_LABELS,
  type CaptureSource,
  captureDeleteConfirm,
  formatCount,
  plural,
} from '@tradeloom/domain';
import { CalendarDaysIcon, FileTextIcon, InboxIcon, MessageCircleIcon, ShieldCheckIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
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
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/error-message';
import { useCaptureSources, useDeleteCaptureSource } from '../api/capture-sources-api';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const KIND_ICON: Record<CaptureSource['kind'], typeof InboxIcon> = {
  imap: InboxIcon,
  caldav: CalendarDaysIcon,
  ics: CalendarDaysIcon,
  mbox: FileTextIcon,
  whatsapp: MessageCircleIcon,
  telegram: MessageCircleIcon,
};

/**
 * Settings' 'Captured data' card (issue 27, privacy): every source of captured interactions (connected
 * mailboxes and calendars, imported files) with what it captured, each deletable with everything it
 * captured, and a plain statement of what capture reads.
 */
export function CapturedDataCard() {
  const sources = useCaptureSources();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheckIcon className="size-4 text-primary" aria-hidden />
          Captured data
        </CardTitle>
        <CardDescription>
          Interactions recorded from your mailboxes, calendars and imported conversations. Delete a source to delete everything it captured.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p className="rounded-md border bg-muted/50 px-3 py-2.5 text-sm" data-testid="capture-statement">
          {CAPTURE_PRIVACY_STATEMENT}
        </p>
        {sources.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : sources.isError ? (
          <p className="text-sm text-destructive">Could not load your sources: {errorMessage(sources.error)}</p>
        ) : sources.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing captured yet. Connect a mailbox or import a conversation to start.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Sources of captured interactions">
            {sources.data.map((s) => (
              <SourceRow key={s.id} source={s} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SourceRow({ source }: { source: CaptureSource }) {
  const Icon = KIND_ICON[source.kind];
  const kind = CAPTURE_SOURCE_KIND_LABELS[source.kind];
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-md border p-3 sm:flex-nowrap">
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={source.label}>
          {source.label}
        </p>
        <p className="text-xs text-muted-foreground">
          {kind} · <span className="tabular-nums">{plural(source.interactions, 'interaction')}</span> with{' '}
          <span className="tabular-nums">{plural(source.contacts, 'contact')}</span> · since{' '}
          {dateFormat.format(new Date(source.created_at))}
        </p>
      </div>
      <DeleteSourceButton source={source} />
    </li>
  );
}

function DeleteSourceButton({ source }: { source: CaptureSource }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCaptureSource();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="ml-auto text-destructive hover:bg-destructive-soft hover:text-destructive">
          <Trash2Icon aria-hidden />
          Delete
          <span className="sr-only"> {source.label}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{captureDeleteConfirm(source.interactions, source.label)}</AlertDialogTitle>
          <AlertDialogDescription>
            {source.kind === 'imap' ? 'The mailbox is disconnected too, so nothing more is captured from it. ' : ''}
            Last-contacted dates go back to what remains; interactions you logged yourself stay. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              remove.mutate(source.id, {
                onSuccess: ({ deleted }) => {
                  setOpen(false);
                  toast.success(
                    `Deleted ${formatCount(deleted)} captured ${deleted === 1 ? 'interaction' : 'interactions'} from ${source.label}`,
                  );
                },
                onError: (error) => toast.error('Could not delete', { description: errorMessage(error) }),
              });
            }}
          >
            {remove.isPending && <Spinner decorative />}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
