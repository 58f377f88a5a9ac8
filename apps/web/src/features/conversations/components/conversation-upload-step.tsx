import {
  CONVERSATION_IMPORT_ACCEPT_ATTR,
  CONVERSATION_IMPORT_ACCEPTED,
  CONVERSATION_IMPORT_KIND_LABELS,
  type ConversationImport,
} from '@tradeloom/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { FileDropZone } from '@/components/file-drop/file-drop-zone';
import { errorMessage } from '@/lib/api/error-message';
import { uploadConversationFile } from '../api/conversation-imports-api';
import { conversationFileProblem } from '../utils/conversation-model';
import { ConversationCalendarLink } from './conversation-calendar-link';

/** Step 1: drop or choose one file (or paste a calendar's link); the server keeps it and starts reading it. */
export function ConversationUploadStep({ onUploaded }: { onUploaded: (record: ConversationImport) => void }) {
  const hintId = useId();
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
      <FileDropZone
        testId="conversation-dropzone"
        accept={CONVERSATION_IMPORT_ACCEPT_ATTR}
        inputLabel="Conversation file"
        title="Drop a chat export, calendar or mail archive here"
        hint=".txt or .zip (WhatsApp), .json (Telegram), .ics, .mbox · up to 100 MB"
        upload={upload}
        doneLabel="Uploaded"
        error={Boolean(error)}
        className="min-h-44"
        onFile={(file) => void send(file)}
        onCancel={() => {
          abortRef.current?.abort();
          setUpload(null);
        }}
      />

      {error && (
        <div
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive-soft px-3 py-2.5 text-sm text-destructive-soft-foreground"
        >
          <p className="font-medium">This file could not be imported</p>
          <p className="mt-0.5">{error}</p>
        </div>
      )}

      {!upload && <ConversationCalendarLink onImported={onUploaded} />}

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
