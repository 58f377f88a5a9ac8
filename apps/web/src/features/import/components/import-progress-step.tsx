import type { ContactImport, ImportResults } from '@tradeloom/domain';
import { CheckCircle2Icon, CircleAlertIcon, RotateCwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/error-message';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useImport } from '../api/get-import';
import { useRetryImport } from '../api/retry-import';
import { formatCount, importPercent, plural } from '../utils/import-model';
import { RowErrors } from './row-errors';
import { Notice, Stat, WizardBody, WizardFooter } from './wizard-layout';

interface ProgressStepProps {
  importId: string;
  fileName: string;
  onClose: () => void;
  onImportAnother: () => void;
}

/** Steps 4 and 5: the running import's progress (polled), then what it did. */
export function ImportProgressStep({ importId, fileName, onClose, onImportAnother }: ProgressStepProps) {
  const query = useImport(importId);
  const retry = useRetryImport();
  const record = query.data;

  if (!record) {
    return (
      <>
        <WizardBody className="grid content-start gap-4">
          {query.isError ? (
            <Notice tone="error" role="alert">
              {errorMessage(query.error)}
            </Notice>
          ) : (
            <>
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-2 w-full" />
            </>
          )}
        </WizardBody>
        <WizardFooter>
          <Button variant="outline" className="ml-auto" onClick={onClose}>
            Close
          </Button>
        </WizardFooter>
      </>
    );
  }

  if (record.status === 'processing' || record.status === 'pending')
    return <Running record={record} fileName={fileName} onClose={onClose} />;

  const failed = record.status === 'failed';
  return (
    <>
      <WizardBody className="grid content-start gap-5">
        <div className="flex items-start gap-3" role="status">
          <div
            className={
              failed
                ? 'flex size-10 shrink-0 items-center justify-center rounded-full bg-destructive-soft text-destructive-soft-foreground'
                : 'flex size-10 shrink-0 items-center justify-center rounded-full bg-success-soft text-success-soft-foreground'
            }
          >
            {failed ? <CircleAlertIcon className="size-5" aria-hidden /> : <CheckCircle2Icon className="size-5" aria-hidden />}
          </div>
          <div className="min-w-0">
            <h3 className="text-base font-semibold">{failed ? 'Import stopped' : 'Import complete'}</h3>
            <p className="truncate text-sm text-muted-foreground">{record.file_name}</p>
          </div>
        </div>
        {failed && record.results?.failure && (
          <Notice tone="error" role="alert">
            {record.results.failure}
          </Notice>
        )}
        {record.results && <Results results={record.results} />}
        {retry.isError && (
          <Notice tone="error" role="alert">
            {errorMessage(retry.error)}
          </Notice>
        )}
      </WizardBody>
      <WizardFooter>
        <Button variant="ghost" className="-ml-2 px-2" onClick={onImportAnother}>
          Import another file
        </Button>
        <div className="ml-auto flex gap-2">
          {failed && (
            <Button variant="outline" disabled={retry.isPending} onClick={() => retry.mutate(record.id)}>
              {retry.isPending ? <Spinner decorative /> : <RotateCwIcon aria-hidden />}
              Retry
            </Button>
          )}
          <Button onClick={onClose}>Done</Button>
        </div>
      </WizardFooter>
    </>
  );
}

function Running({ record, fileName, onClose }: { record: ContactImport; fileName: string; onClose: () => void }) {
  const results = record.results;
  const percent = importPercent(results);
  return (
    <>
      <WizardBody className="grid content-start gap-5">
        <div className="grid gap-1">
          <h3 className="text-base font-semibold">Importing {record.file_name || fileName}</h3>
          <p className="text-sm text-muted-foreground">
            You can close this window: the import keeps running. Follow it later under Recent imports.
          </p>
        </div>
        <div className="grid gap-2">
          {/* A file lands batch by batch: until the first one, the track pulses rather than sit at 0. */}
          <Progress value={percent} aria-label="Import progress" className={cn('h-2', percent === 0 && 'animate-pulse')} />
          <div className="flex items-center justify-between text-xs text-muted-foreground tabular-nums" aria-live="polite">
            <span>{results ? `${formatCount(results.processed_rows)} of ${plural(results.total_rows, 'row', 'rows')}` : 'Starting…'}</span>
            <span>{percent}%</span>
          </div>
        </div>
        {results && results.processed_rows > 0 && (
          <div className="grid grid-cols-3 gap-2">
            <Stat label="Added so far" value={formatCount(results.created)} tone="success" />
            <Stat label="Updated" value={formatCount(results.updated)} tone={results.updated ? 'default' : 'muted'} />
            <Stat label="Skipped" value={formatCount(results.skipped_duplicates + results.skipped_limit)} tone="muted" />
          </div>
        )}
      </WizardBody>
      <WizardFooter>
        <Button variant="outline" className="ml-auto" onClick={onClose}>
          Close
        </Button>
      </WizardFooter>
    </>
  );
}

function Results({ results }: { results: ImportResults }) {
  return (
    <>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="import-results">
        <Stat label="Added" value={formatCount(results.created)} tone="success" />
        <Stat label="Updated" value={formatCount(results.updated)} tone={results.updated ? 'default' : 'muted'} />
        <Stat label="Duplicates skipped" value={formatCount(results.skipped_duplicates)} tone="muted" />
        <Stat label="Rows with problems" value={formatCount(results.error_count)} tone={results.error_count ? 'warning' : 'muted'} />
      </div>
      {results.skipped_limit > 0 && (
        <Notice tone="warning" data-testid="import-limit-result">
          <p>{results.limit_note ?? `${plural(results.skipped_limit, 'contact was', 'contacts were')} not imported.`}</p>
          <Link to={paths.settings} className="mt-1 inline-block font-medium underline underline-offset-4">
            Upgrade your plan
          </Link>
        </Notice>
      )}
      {results.error_count > 0 && (
        <section aria-label="Rows with problems" className="grid gap-2">
          <h3 className="text-sm font-semibold">Rows with problems</h3>
          <RowErrors errors={results.errors} total={results.error_count} />
        </section>
      )}
      {results.geocode_queued > 0 && <p className="text-xs text-muted-foreground">Locations are being placed on the map.</p>}
    </>
  );
}
