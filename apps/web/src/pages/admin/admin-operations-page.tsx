import { useQuery } from '@tanstack/react-query';
import type { AdminErrorEvent, AdminFailedJob, AdminInstance } from '@tradeloom/domain';
import { ActivityIcon, AlertTriangleIcon, CheckCircle2Icon, RotateCcwIcon, ServerIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { adminOperationsQueryOptions, useRetryJob } from '@/features/admin/api/admin-operations';
import { AdminFailed } from '@/features/admin/components/admin-failed';
import { errorMessage } from '@/lib/api/error-message';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });
const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export function AdminOperationsPage() {
  const query = useQuery(adminOperationsQueryOptions());
  const data = query.data;
  return (
    <>
      <PageMeta title="Operations" noindex />
      <PageHeader title="Operations" description="Background jobs, server errors of the last 24 hours and the running instances." />
      <div className="mt-6 space-y-8">
        {query.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : query.isError ? (
          <AdminFailed error={query.error} retry={() => query.refetch()} />
        ) : data ? (
          <>
            <section aria-labelledby="ops-jobs" className="space-y-3">
              <SectionTitle id="ops-jobs" title="Job queue" note={`Updated ${time.format(new Date(data.generated_at))}`} />
              <div className="grid grid-cols-3 gap-3">
                <Figure label="Pending" value={data.jobs.pending} />
                <Figure label="Running" value={data.jobs.running} />
                <Figure label="Failed" value={data.jobs.failed} tone={data.jobs.failed > 0 ? 'bad' : undefined} />
              </div>
              {data.failed_jobs.length === 0 ? (
                <Empty icon={<CheckCircle2Icon className="size-6 text-success" aria-hidden />} title="No failed jobs">
                  Jobs that fail after their last attempt appear here, ready to retry.
                </Empty>
              ) : (
                <ul className="divide-y rounded-lg border bg-card" aria-label="Failed jobs">
                  {data.failed_jobs.map((job) => (
                    <FailedJobRow key={job.id} job={job} />
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="ops-errors" className="space-y-3">
              <SectionTitle id="ops-errors" title="Errors in the last 24 hours" note={`${data.errors_24h} in total`} />
              {data.errors.length === 0 ? (
                <Empty icon={<CheckCircle2Icon className="size-6 text-success" aria-hidden />} title="No errors in the last 24 hours">
                  Server errors are listed here with the request id a user's report quotes.
                </Empty>
              ) : (
                <ul className="divide-y rounded-lg border bg-card" aria-label="Errors">
                  {data.errors.map((event) => (
                    <ErrorRow key={event.id} event={event} />
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="ops-instances" className="space-y-3">
              <SectionTitle id="ops-instances" title="Instances" note="Seen in the last minute" />
              {data.instances.length === 0 ? (
                <Empty icon={<ServerIcon className="size-6 text-muted-foreground" aria-hidden />} title="No instances seen">
                  Each running server reports itself every 15 seconds.
                </Empty>
              ) : (
                <ul className="grid gap-3 sm:grid-cols-2" aria-label="Instances">
                  {data.instances.map((instance) => (
                    <InstanceCard key={instance.id} instance={instance} />
                  ))}
                </ul>
              )}
            </section>
          </>
        ) : null}
      </div>
    </>
  );
}

function SectionTitle({ id, title, note }: { id: string; title: string; note?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
    </div>
  );
}

function Figure({ label, value, tone }: { label: string; value: number; tone?: 'bad' }) {
  return (
    <div className="rounded-lg border bg-card p-3 sm:p-4">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <p className={`mt-1 text-2xl font-semibold tabular-nums ${tone === 'bad' ? 'text-destructive' : ''}`}>{value}</p>
    </div>
  );
}

function Empty({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed px-4 py-10 text-center">
      {icon}
      <p className="mt-2 font-medium">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

function FailedJobRow({ job }: { job: AdminFailedJob }) {
  const retry = useRetryJob();
  const [confirming, setConfirming] = useState(false);
  const run = () =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success(`Job #${job.id} queued again`),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <AlertTriangleIcon className="size-4 text-destructive" aria-hidden />
          <span className="font-medium">{job.kind}</span>
          <Badge variant="outline">#{job.id}</Badge>
          <Badge variant="destructive">
            {job.attempts} {job.attempts === 1 ? 'attempt' : 'attempts'}
          </Badge>
        </div>
        <p className="text-sm break-words text-muted-foreground">{job.last_error ?? 'No error recorded'}</p>
        <p className="text-xs text-muted-foreground">
          Queued {formatDateTime(job.created_at)}
          {job.finished_at && <> · failed {formatDateTime(job.finished_at)}</>}
        </p>
      </div>
      <Button variant="outline" size="sm" className="shrink-0 self-start" disabled={retry.isPending} onClick={() => setConfirming(true)}>
        {retry.isPending ? <Spinner /> : <RotateCcwIcon aria-hidden />}
        Retry
      </Button>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Retry job #{job.id}?</AlertDialogTitle>
            <AlertDialogDescription>
              The {job.kind} job is queued again with a fresh set of attempts. The retry is recorded in the admin action log.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={run}>Retry job</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

function ErrorRow({ event }: { event: AdminErrorEvent }) {
  return (
    <li className="space-y-1 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
        {event.path && <code className="rounded bg-muted px-1.5 py-0.5 break-all text-foreground">{event.path}</code>}
      </div>
      <p className="text-sm font-medium break-words">{event.message}</p>
      <p className="text-xs text-muted-foreground">
        Request id <code className="break-all select-all">{event.request_id ?? '—'}</code>
      </p>
    </li>
  );
}

function InstanceCard({ instance }: { instance: AdminInstance }) {
  const seconds = Math.max(0, Math.round((Date.now() - new Date(instance.seen_at).getTime()) / 1000));
  return (
    <li className="rounded-lg border bg-card p-4">
      <div className="flex items-center gap-2">
        <ActivityIcon className="size-4 text-success" aria-hidden />
        <span className="min-w-0 truncate font-medium" title={instance.host}>
          {instance.host}
        </span>
        <Badge variant="success" className="ml-auto">
          Live
        </Badge>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
        <dt className="text-muted-foreground">Process</dt>
        <dd className="tabular-nums">{instance.pid}</dd>
        <dt className="text-muted-foreground">Started</dt>
        <dd>{formatDateTime(instance.started_at)}</dd>
        <dt className="text-muted-foreground">Last seen</dt>
        <dd>{seconds <= 1 ? 'just now' : `${seconds} s ago`}</dd>
      </dl>
    </li>
  );
}
