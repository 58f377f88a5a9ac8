import { useQueryClient } from '@tanstack/react-query';
import type { ContactImport, ImportReview, ImportTarget, ImportUploadResponse } from '@tradeloom/domain';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { contactKeys } from '@/lib/contacts/contact-keys';
import { cancelImport } from '../api/cancel-import';
import { useImport } from '../api/get-import';
import { importKeys } from '../api/import-keys';
import { isFinished, resultsSummary } from '../utils/import-model';
import { ImportMappingStep } from './import-mapping-step';
import { ImportProgressStep } from './import-progress-step';
import { ImportReviewStep } from './import-review-step';
import { ImportStepper } from './import-stepper';
import { ImportUploadStep } from './import-upload-step';
import { RecentImports } from './recent-imports';

type WizardState =
  | { step: 'upload' }
  | { step: 'recent' }
  | { step: 'map'; upload: ImportUploadResponse; mapping: ImportTarget[] }
  | { step: 'review'; upload: ImportUploadResponse; mapping: ImportTarget[]; review: ImportReview }
  | { step: 'progress'; importId: string; fileName: string };

const STEP_INDEX: Record<WizardState['step'], number> = { upload: 0, recent: 0, map: 1, review: 2, progress: 3 };

const DESCRIPTIONS: Record<WizardState['step'], string> = {
  upload: 'Bring in contacts from LinkedIn, Google, Outlook, your phone or a spreadsheet.',
  recent: 'Your latest imports and what each one added.',
  map: 'Tell Tradeloom which column holds what.',
  review: 'Nothing is saved until you start the import.',
  progress: 'Contacts are added in batches; each batch is saved as it lands.',
};

/**
 * The import wizard (its own chunk); one height on a desktop for every step, so it does not jump. It stays mounted once opened, so an import keeps being
 * followed after the dialog is closed: the contacts refresh and a toast says when it ends. An
 * upload closed before its import started is cancelled on the server.
 */
export function ImportWizard({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [state, setState] = useState<WizardState>({ step: 'upload' });
  const queryClient = useQueryClient();
  const openRef = useRef(open);
  openRef.current = open;

  // The uploaded import that has not started: dropped when the user leaves it.
  const pendingId = useRef<string | null>(null);
  const dropPending = useCallback(() => {
    const id = pendingId.current;
    pendingId.current = null;
    if (id)
      void cancelImport(id)
        .catch(() => undefined)
        .finally(() => queryClient.invalidateQueries({ queryKey: importKeys.list() }));
  }, [queryClient]);
  useEffect(() => dropPending, [dropPending]);

  const watchedId = state.step === 'progress' ? state.importId : undefined;
  const watched = useImport(watchedId).data;
  useWhenImportEnds(watched, openRef, () => onOpenChange(true));

  // A wizard closed anywhere but on a running import starts over next time (reset before it shows).
  const startOver = useRef(false);
  useLayoutEffect(() => {
    if (open && startOver.current) {
      startOver.current = false;
      setState({ step: 'upload' });
    }
  }, [open]);

  function handleOpenChange(next: boolean) {
    if (!next) {
      dropPending();
      if (state.step !== 'progress' || isFinished(watched)) startOver.current = true;
    }
    onOpenChange(next);
  }

  function onUploaded(upload: ImportUploadResponse) {
    pendingId.current = upload.import.id;
    // The upload finished after the wizard was closed: nobody will map it.
    if (!openRef.current) return dropPending();
    setState({ step: 'map', upload, mapping: upload.mapping });
  }

  const backToUpload = () => {
    dropPending();
    setState({ step: 'upload' });
  };
  const watch = (importId: string, fileName: string) => setState({ step: 'progress', importId, fileName });
  const onStarted = (record: ContactImport) => {
    pendingId.current = null;
    watch(record.id, record.file_name);
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        data-testid="import-wizard"
        className="flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1rem)] max-w-3xl flex-col gap-0 p-0 sm:h-[min(46rem,calc(100dvh-4rem))] sm:max-h-none sm:w-[calc(100%-2rem)]"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
        // A click outside must not throw away a mapping in progress; Escape and the close button still close.
        onInteractOutside={(event) => {
          if (state.step === 'map' || state.step === 'review') event.preventDefault();
        }}
      >
        <DialogHeader className="gap-3 border-b px-4 py-4 sm:px-6">
          <div className="grid gap-1">
            <DialogTitle>{state.step === 'recent' ? 'Recent imports' : 'Import contacts'}</DialogTitle>
            <DialogDescription>{DESCRIPTIONS[state.step]}</DialogDescription>
          </div>
          {state.step !== 'recent' && <ImportStepper current={STEP_INDEX[state.step]} />}
        </DialogHeader>

        {state.step === 'upload' && (
          <ImportUploadStep
            onUploaded={onUploaded}
            onShowRecent={() => setState({ step: 'recent' })}
            onWatch={watch}
            onCancel={() => handleOpenChange(false)}
          />
        )}
        {state.step === 'recent' && <RecentImports onBack={() => setState({ step: 'upload' })} onWatch={watch} onContinue={onUploaded} />}
        {state.step === 'map' && (
          <ImportMappingStep
            upload={state.upload}
            mapping={state.mapping}
            onMappingChange={(mapping) => setState({ ...state, mapping })}
            onBack={backToUpload}
            onReviewed={(review) => setState({ step: 'review', upload: state.upload, mapping: state.mapping, review })}
          />
        )}
        {state.step === 'review' && (
          <ImportReviewStep
            upload={state.upload}
            mapping={state.mapping}
            review={state.review}
            onBack={() => setState({ step: 'map', upload: state.upload, mapping: state.mapping })}
            onStarted={onStarted}
          />
        )}
        {state.step === 'progress' && (
          <ImportProgressStep
            importId={state.importId}
            fileName={state.fileName}
            onClose={() => handleOpenChange(false)}
            onImportAnother={() => setState({ step: 'upload' })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * When the followed import ends (once per ending: a retried import ends again): the contacts, their
 * count and facets are refetched, and a closed wizard says so in a toast that can reopen it.
 */
function useWhenImportEnds(record: ContactImport | undefined, openRef: { current: boolean }, reopen: () => void) {
  const queryClient = useQueryClient();
  const handled = useRef(new Set<string>());
  const reopenRef = useRef(reopen);
  reopenRef.current = reopen;
  useEffect(() => {
    if (!record || !isFinished(record)) return;
    const key = `${record.id}:${record.status}:${record.processed_at}`;
    if (handled.current.has(key)) return;
    handled.current.add(key);
    void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    void queryClient.invalidateQueries({ queryKey: importKeys.list() });
    if (openRef.current) return;
    const action = { label: 'View', onClick: () => reopenRef.current() };
    if (record.status === 'completed') toast.success('Import complete', { description: resultsSummary(record.results), action });
    else toast.error('Import stopped', { description: record.results?.failure ?? undefined, action });
  }, [record, queryClient, openRef]);
}
