import {
  CONVERSATION_IMPORT_ACCEPT_ATTR,
  CONVERSATION_IMPORT_ACCEPTED,
  CONVERSATION_IMPORT_KIND_LABELS,
  type ConversationImport,
} from '@tradeloom/domain';
import { FileUpIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/error-message';
import { cn } from '@/lib/utils';
import { uploadConversationFile } from '../api/conversation-imports-api';
import { conversationFileProblem } from '../utils/conversation-model';

/** Step 1: drop or choose one file; the server keeps it and starts reading it. */
export function ConversationUploadStep({ onUploaded }: { onUploaded: (record: ConversationImport) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  async function send(file: File) {
    const problem = conversationFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const controller = new AbortController();
    abortRef.current = controller;
    setUpload({ name: file.name, progress: 0 });
    try {
      onUploaded(await uploadConversationFile(file, (progress) => setUpload((u) => u && { ...u, progress }), controller.signal));
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(errorMessage(err));
      setUpload(null);
    }
  }

  return (
    <div className="grid gap-5">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target; the Choose file button is the keyboard path. */}
      <div
        data-testid="conversation-dropzone"
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
          'flex min-h-44 flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center transition-colors',
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
                {upload.progress < 1 ? `${Math.round(upload.progress * 100)}%` : 'Uploaded'}
              </span>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label="Cancel upload"
                onClick={() => {
                  abortRef.current?.abort();
                  setUpload(null);
                }}
              >
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
              <p className="text-sm font-medium">Drop a chat export, calendar or mail archive here</p>
              <p id={hintId} className="text-xs text-muted-foreground">
                .txt or .zip (WhatsApp), .json (Telegram), .ics, .mbox · up to 100 MB
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
          accept={CONVERSATION_IMPORT_ACCEPT_ATTR}
          aria-label="Conversation file"
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
        <div
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive-soft px-3 py-2.5 text-sm text-destructive-soft-foreground"
        >
          <p className="font-medium">This file could not be imported</p>
          <p className="mt-0.5">{error}</p>
        </div>
      )}

      <section aria-labelledby={`${hintId}-kinds`} className="grid gap-2.5">
        <h3 id={`${hintId}-kinds`} className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Accepted files
        </h3>
        <ul className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
          {CONVERSATION_IMPORT_ACCEPTED.map((k) => (
            <li key={k.kind} className="grid gap-0.5 text-sm">
              <span className="font-medium">
                {CONVERSATION_IMPORT_KIND_LABELS[k.kind]} <span className="font-normal text-muted-foreground">{k.extensions}</span>
              </span>
              <span className="text-xs text-muted-foreground">{k.how}</span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          Only who, when and how often are kept — never the text of a message. You review what was found before anything is added.
        </p>
      </section>
    </div>
  );
}
