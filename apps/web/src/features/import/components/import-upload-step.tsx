import { IMPORT_ACCEPT, IMPORT_SOURCE_LABELS, type ImportSource, type ImportUploadResponse } from '@tradeloom/domain';
import { FileUpIcon, HistoryIcon, MessagesSquareIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/error-message';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
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

        {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target; the Choose file button is the keyboard path. */}
        <div
          data-testid="import-dropzone"
          onDragEnter={(e) => {
            e.preventDefault();
            if (!upload) setDragging(true);
          }}
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = upload ? 'none' : 'copy';
          }}
          onDragLeave={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            const file = e.dataTransfer.files[0];
            if (file && !upload) void send(file);
          }}
          className={cn(
            'flex min-h-48 flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center transition-colors',
            dragging ? 'border-primary bg-primary-soft' : 'border-input bg-muted/40',
            error && !dragging && 'border-destructive/50',
          )}
        >
          {upload ? (
            <div className="grid w-full max-w-sm gap-2" aria-live="polite">
              <div className="flex items-center gap-2 text-sm">
                <Spinner decorative className="text-primary" />
                <span className="min-w-0 flex-1 truncate text-left font-medium">{upload.name}</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {upload.progress < 1 ? `${Math.round(upload.progress * 100)}%` : 'Reading…'}
                </span>
                <Button variant="ghost" size="icon-sm" aria-label="Cancel upload" onClick={cancelUpload}>
                  <XIcon />
                </Button>
              </div>
              <Progress value={Math.round(upload.progress * 100)} aria-label="Upload progress" />
            </div>
          ) : (
            <>
              <div className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
                <FileUpIcon className="size-5" aria-hidden />
              </div>
              <div className="grid gap-1">
                <p className="text-sm font-medium">Drop your contacts file here</p>
                <p id={hintId} className="text-xs text-muted-foreground">
                  CSV, Excel (.xlsx), vCard (.vcf) or Tradeloom JSON · up to 50 MB
                </p>
              </div>
              <Button variant="outline" onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
                Choose file
              </Button>
            </>
          )}
          <input
            ref={inputRef}
            type="file"
            accept={IMPORT_ACCEPT}
            aria-label="Contacts file"
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void send(file);
            }}
          />
        </div>

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
