import { IMPORT_ACCEPT, IMPORT_SOURCE_LABELS, type ImportSource, type ImportUploadResponse } from '@tradeloom/domain';
import { HistoryIcon, MessagesSquareIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FileDropZone } from '@/components/file-drop/file-drop-zone';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api/error-message';
import { paths } from '@/lib/paths';
import { useImports } from '../api/get-imports';
import { uploadImport } from '../api/upload-import';
import { importFileProblem, importPercent } from '../utils/import-model';
import { Notice, WizardBody, WizardFooter } from './wizard-layout';

/** Where each usual file comes from, in the words of the app that makes it. */
const SOURCE_HINTS: [ImportSource, string][] = [
  ['linkedin', 'Connections.csv from Settings › Data privacy › Get a copy of your data'],
  ['google', 'contacts.google.com › Export › Google CSV or vCard'],
  ['outlook', 'People › Manage › Export contacts (CSV)'],
  ['vcard', '.vcf from an iPhone, Android, Mac Contacts or a business card app'],
  ['spreadsheet', 'Excel (.xlsx) or CSV with a header row: Name, Company, Email…'],
  ['tradeloom', 'A CSV or JSON export from Tradeloom, history included'],
];

interface UploadStepProps {
  onUploaded: (upload: ImportUploadResponse) => void;
  onShowRecent: () => void;
  onWatch: (id: string, fileName: string) => void;
  onCancel: () => void;
}

/** Step 1: drop or browse one file; the server reads it and answers its columns. */
export function ImportUploadStep({ onUploaded, onShowRecent, onWatch, onCancel }: UploadStepProps) {
  const hintId = useId();
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const running = useImports().data?.find((i) => i.status === 'processing');

  // Closing the wizard stops an upload on its way.
  useEffect(() => () => abortRef.current?.abort(), []);

  async function send(file: File) {
    const problem = importFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const controller = new AbortController();
    abortRef.current = controller;
    setUpload({ name: file.name, progress: 0 });
    try {
      const answer = await uploadImport(file, (progress) => setUpload((u) => u && { ...u, progress }), controller.signal);
      onUploaded(answer);
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(errorMessage(err));
      setUpload(null);
    }
  }

  function cancelUpload() {
    abortRef.current?.abort();
    setUpload(null);
  }

  return (
    <>
      <WizardBody className="grid content-start gap-5">
        {running && (
          <Notice tone="info">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <p className="min-w-0 flex-1">
                <span className="font-medium">{running.file_name}</span> is still importing ({importPercent(running.results)}%).
              </p>
              <Button size="sm" variant="outline" onClick={() => onWatch(running.id, running.file_name)}>
                Watch progress
              </Button>
            </div>
          </Notice>
        )}

        <FileDropZone
          testId="import-dropzone"
          accept={IMPORT_ACCEPT}
          inputLabel="Contacts file"
          title="Drop your contacts file here"
          hint="CSV, Excel (.xlsx), vCard (.vcf) or Tradeloom JSON · up to 50 MB"
          upload={upload}
          doneLabel="Reading…"
          error={Boolean(error)}
          onFile={(file) => void send(file)}
          onCancel={cancelUpload}
        />

        {error && (
          <Notice tone="error" role="alert">
            <p className="font-medium">This file could not be imported</p>
            <p className="mt-0.5">{error}</p>
          </Notice>
        )}

        <section aria-labelledby={`${hintId}-sources`} className="grid gap-2.5">
          <h3 id={`${hintId}-sources`} className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Works with
          </h3>
          <ul className="grid gap-x-5 gap-y-2.5 sm:grid-cols-2">
            {SOURCE_HINTS.map(([source, hint]) => (
              <li key={source} className="grid gap-0.5 text-sm">
                <span className="font-medium">{IMPORT_SOURCE_LABELS[source]}</span>
                <span className="text-xs text-muted-foreground">{hint}</span>
              </li>
            ))}
          </ul>
        </section>

        <p className="flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm">
          <MessagesSquareIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            Have WhatsApp or Telegram chats, a calendar or a mail archive?{' '}
            <Link to={paths.importConversations} className="font-medium text-primary underline-offset-4 hover:underline">
              Import conversations
            </Link>{' '}
            to add your history with contacts.
          </span>
        </p>
      </WizardBody>
      <WizardFooter>
        <Button variant="ghost" className="-ml-2 px-2" onClick={onShowRecent}>
          <HistoryIcon aria-hidden />
          Recent imports
        </Button>
        <Button variant="outline" className="ml-auto" onClick={onCancel}>
          Cancel
        </Button>
      </WizardFooter>
    </>
  );
}
