import { useQueryClient } from '@tanstack/react-query';
import type { ContactImport, ImportUploadResponse } from '@tradeloom/domain';
import { ArrowLeftIcon, FileTextIcon, HistoryIcon, RotateCwIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/error-message';
import { contactKeys } from '@/lib/contacts/contact-keys';
import { cancelImport } from '../api/cancel-import';
import { useImportColumns } from '../api/get-import-columns';
import { useImports } from '../api/get-imports';
import { importKeys } from '../api/import-keys';
import { useRetryImport } from '../api/retry-import';
import { formatCount, formatFileSize, formatImportDate, importPercent, plural, resultsSummary } from '../utils/import-model';
import { ImportStatusBadge } from './import-status-badge';
import { Notice, WizardBody, WizardFooter } from './wizard-layout';

interface RecentImportsProps {
  onBack: () => void;
  onWatch: (id: string, fileName: string) => void;
  /** A pending import taken up again: the wizard goes on at the mapping, as after its upload. */
  onContinue: (upload: ImportUploadResponse) => void;
}

/** The user's latest imports with their status and results: where a running or failed one is found again. */
export function RecentImports({ onBack, onWatch, onContinue }: RecentImportsProps) {
  const query = useImports();
  const queryClient = useQueryClient();
  const retry = useRetryImport();
  const columns = useImportColumns();
  const imports = query.data;

  // An import this list saw running has ended: its contacts are in the book now.
  const seenRunning = useRef(new Set<string>());
  useEffect(() => {
    let ended = false;
    for (const i of imports ?? []) {
      if (i.status === 'processing') seenRunning.current.add(i.id);
      else if (seenRunning.current.delete(i.id)) ended = true;
    }
    if (ended) void queryClient.invalidateQueries({ queryKey: contactKeys.all });
  }, [imports, queryClient]);

  async function discard(id: string) {
    await cancelImport(id).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: importKeys.list() });
  }

  return (
    <>
      <WizardBody className="grid content-start gap-3">
        {retry.isError && (
          <Notice tone="error" role="alert">
            {errorMessage(retry.error)}
          </Notice>
        )}
        {columns.isError && (
          <Notice tone="error" role="alert">
            {errorMessage(columns.error)}
          </Notice>
        )}
        {query.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading recent imports">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-[72px] w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <Notice tone="error" role="alert">
            {errorMessage(query.error)}
          </Notice>
        ) : imports && imports.length > 0 ? (
          <ul className="grid gap-2" aria-label="Recent imports">
            {imports.map((record) => (
              <ImportItem
                key={record.id}
                record={record}
                onWatch={() => onWatch(record.id, record.file_name)}
                onRetry={() => {
                  columns.reset();
                  retry.mutate(record.id, { onSuccess: () => onWatch(record.id, record.file_name) });
                }}
                retrying={retry.isPending && retry.variables === record.id}
                onContinue={() => {
                  retry.reset();
                  columns.mutate(record.id, {
                    onSuccess: (upload) => onContinue(upload),
                    // Started elsewhere meanwhile, or its file is gone: the list says what it is now.
                    onError: () => void queryClient.invalidateQueries({ queryKey: importKeys.list() }),
                  });
                }}
                continuing={columns.isPending && columns.variables === record.id}
                onDiscard={() => void discard(record.id)}
              />
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center px-6 py-12 text-center">
            <div className="flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <HistoryIcon className="size-5" aria-hidden />
            </div>
            <p className="mt-3 text-sm font-medium">No imports yet</p>
            <p className="mt-1 max-w-xs text-sm text-muted-foreground">Files you import show up here with what they added.</p>
          </div>
        )}
      </WizardBody>
      <WizardFooter>
        <Button variant="ghost" className="-ml-2 px-2" onClick={onBack}>
          <ArrowLeftIcon aria-hidden />
          Import a file
        </Button>
      </WizardFooter>
    </>
  );
}

interface ImportItemProps {
  record: ContactImport;
  onWatch: () => void;
  onRetry: () => void;
  retrying: boolean;
  onContinue: () => void;
  continuing: boolean;
  onDiscard: () => void;
}

function ImportItem({ record, onWatch, onRetry, retrying, onContinue, continuing, onDiscard }: ImportItemProps) {
  const { status, results } = record;
  return (
    <li data-testid="recent-import" aria-label={record.file_name} className="grid gap-2 rounded-lg border bg-card p-3">
      <div className="flex items-start gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
          <FileTextIcon className="size-4" aria-hidden />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <p className="min-w-0 truncate text-sm font-medium" title={record.file_name}>
              {record.file_name}
            </p>
            <ImportStatusBadge status={status} />
          </div>
          <p className="text-xs text-muted-foreground tabular-nums">
            {formatImportDate(record.created_at)} · {formatFileSize(record.file_size)}
          </p>
        </div>
        {status === 'processing' && (
          <Button size="sm" variant="outline" onClick={onWatch}>
            Watch
          </Button>
        )}
        {status === 'failed' && (
          <Button size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
            {retrying ? <Spinner decorative /> : <RotateCwIcon aria-hidden />}
            Retry
          </Button>
        )}
        {status === 'pending' && (
          <>
            <Button size="sm" variant="outline" onClick={onContinue} disabled={continuing}>
              {continuing && <Spinner decorative />}
              Continue
            </Button>
            <Button size="sm" variant="ghost" onClick={onDiscard} disabled={continuing}>
              Discard
            </Button>
          </>
        )}
      </div>
      {status === 'processing' ? (
        <div className="grid gap-1 pl-12">
          <Progress value={importPercent(results)} aria-label={`Progress of ${record.file_name}`} />
          <p className="text-xs text-muted-foreground tabular-nums">
            {results ? `${formatCount(results.processed_rows)} of ${plural(results.total_rows, 'row')}` : 'Starting…'}
          </p>
        </div>
      ) : status === 'pending' ? (
        <p className="pl-12 text-xs text-muted-foreground">Uploaded, but the columns were never confirmed.</p>
      ) : (
        <div className="grid gap-1 pl-12">
          <p className="text-xs text-foreground" data-testid="import-summary">
            {resultsSummary(results)}
          </p>
          {status === 'failed' && results?.failure && <p className="text-xs text-destructive">{results.failure}</p>}
          {results?.limit_note && <p className="text-xs text-muted-foreground">{results.limit_note}</p>}
        </div>
      )}
    </li>
  );
}
