import type { Attachment } from '@tradeloom/domain';
import { PaperclipIcon, UploadCloudIcon } from 'lucide-react';
import { type Dispatch, type SetStateAction, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { deleteAttachment } from '../api/delete-attachment';
import { deleteTempAttachment } from '../api/delete-temp-attachment';
import { renameAttachment } from '../api/rename-attachment';
import { uploadContactAttachment, uploadTempAttachment } from '../api/upload-attachment';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../utils/attachment-checks';
import { ATTACHMENT_MESSAGES } from '../utils/attachment-messages';
import { AttachmentRow } from './attachment-row';

/** Where files go: straight onto a saved contact, or into temporary uploads the create body names. */
export type AttachmentTarget = { kind: 'contact'; contactId: string } | { kind: 'temp' };

interface Upload {
  key: string;
  name: string;
  progress: number;
}

interface AttachmentsCardProps {
  target: AttachmentTarget;
  attachments: Attachment[];
  onAttachmentsChange: Dispatch<SetStateAction<Attachment[]>>;
  /** A saved contact's files changed on the server. */
  onPersisted?: () => void;
  readOnly?: boolean;
  /**
   * Asked when a temporary target's card goes away (its form closed): the temporary uploads are
   * deleted unless it answers true (the contact they were for was saved).
   */
  keepTemporary?: () => boolean;
}

function toastUploadError(error: unknown) {
  if (isApiError(error) && error.status === 401) toast.error(ATTACHMENT_MESSAGES.uploadSignedOut);
  else if (isApiError(error)) toast.error(ATTACHMENT_MESSAGES.uploadFailed, { description: error.message });
  else toast.error(ATTACHMENT_MESSAGES.uploadFailed, { description: ATTACHMENT_MESSAGES.uploadUnexpected });
}

/** The Attachments card of the contact form (spec §2): drop or browse, then rename, open, download, delete. */
export function AttachmentsCard({ target, attachments, onAttachmentsChange, onPersisted, readOnly, keepTemporary }: AttachmentsCardProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);

  // Temporary uploads of a form closed without saving are not kept.
  const latest = useRef({ target, attachments, keepTemporary });
  latest.current = { target, attachments, keepTemporary };
  useEffect(
    () => () => {
      const { target, attachments, keepTemporary } = latest.current;
      if (target.kind === 'temp' && !keepTemporary?.()) for (const a of attachments) void deleteTempAttachment(a.id).catch(() => undefined);
    },
    [],
  );

  async function uploadOne(file: File) {
    const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
    setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
    const onProgress = (progress: number) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, progress } : u)));
    try {
      const record =
        target.kind === 'contact'
          ? await uploadContactAttachment(target.contactId, file, onProgress)
          : await uploadTempAttachment(file, onProgress);
      onAttachmentsChange((list) => [...list, record]);
      if (target.kind === 'contact') onPersisted?.();
      toast.success(ATTACHMENT_MESSAGES.uploaded);
    } catch (error) {
      toastUploadError(error);
    } finally {
      setUploads((list) => list.filter((u) => u.key !== key));
    }
  }

  function addFiles(files: FileList | File[]) {
    // Spec §5: size and type are checked here first, each refusal its own alert.
    const accepted: File[] = [];
    for (const file of Array.from(files)) {
      const problem = attachmentProblem(file);
      if (problem) window.alert(problem);
      else accepted.push(file);
    }
    for (const file of accepted) void uploadOne(file);
  }

  async function rename(attachment: Attachment, displayName: string) {
    if (target.kind === 'contact') {
      onAttachmentsChange(await renameAttachment(target.contactId, attachment.id, displayName));
      onPersisted?.();
      return;
    }
    onAttachmentsChange((list) =>
      list.map((a) => {
        if (a.id !== attachment.id) return a;
        const { displayName: _old, ...rest } = a;
        return displayName ? { ...rest, displayName } : rest;
      }),
    );
  }

  async function remove(attachment: Attachment) {
    if (target.kind === 'contact') {
      onAttachmentsChange(await deleteAttachment(target.contactId, attachment.id));
      onPersisted?.();
      return;
    }
    await deleteTempAttachment(attachment.id);
    onAttachmentsChange((list) => list.filter((a) => a.id !== attachment.id));
  }

  return (
    <Card className="gap-4 py-4 shadow-none">
      <CardHeader className="px-4">
        <CardTitle className="flex items-center gap-2 text-sm">
          <PaperclipIcon className="size-4 text-muted-foreground" aria-hidden />
          Attachments
          {attachments.length > 0 && <span className="font-normal text-muted-foreground tabular-nums">({attachments.length})</span>}
        </CardTitle>
        {!readOnly && <CardDescription className="text-xs">Contracts, specs, certificates or photos, up to 10 MB each.</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-3 px-4">
        {!readOnly && (
          // biome-ignore lint/a11y/noStaticElementInteractions: a drop target; the browse button is the keyboard path.
          <div
            data-testid="attachment-dropzone"
            onDragEnter={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragOver={(e) => {
              e.preventDefault();
              e.dataTransfer.dropEffect = 'copy';
            }}
            onDragLeave={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
            }}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(false);
              if (e.dataTransfer.files.length) addFiles(e.dataTransfer.files);
            }}
            className={cn(
              'flex flex-col items-center justify-center gap-1.5 rounded-md border border-dashed border-input px-4 py-5 text-center transition-colors',
              dragging ? 'border-primary bg-primary-soft' : 'bg-muted/40',
            )}
          >
            <UploadCloudIcon className={cn('size-5', dragging ? 'text-primary' : 'text-muted-foreground')} aria-hidden />
            <p className="text-sm">
              Drag and drop files here, or{' '}
              <button
                type="button"
                onClick={() => inputRef.current?.click()}
                className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                browse
              </button>
            </p>
            <p className="text-xs text-muted-foreground">PDF, images, Word, Excel, CSV or text</p>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              multiple
              accept={ATTACHMENT_ACCEPT}
              aria-label="Upload attachments"
              className="sr-only"
              tabIndex={-1}
              onChange={(e) => {
                if (e.target.files?.length) addFiles(e.target.files);
                e.target.value = '';
              }}
            />
          </div>
        )}

        {(attachments.length > 0 || uploads.length > 0) && (
          <ul aria-label="Attachments" className="grid gap-2">
            {attachments.map((a) => (
              <AttachmentRow
                key={a.id}
                attachment={a}
                readOnly={readOnly}
                onRename={(displayName) => rename(a, displayName)}
                onDelete={() => remove(a)}
              />
            ))}
            {uploads.map((u) => (
              <li key={u.key} className="flex items-center gap-3 rounded-md border border-dashed bg-card px-3 py-2" aria-live="polite">
                <div className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted">
                  <Spinner className="size-4 text-primary" aria-label={`Uploading ${u.name}`} />
                </div>
                <div className="grid min-w-0 flex-1 gap-1.5">
                  <p className="truncate text-sm font-medium">{u.name}</p>
                  <Progress value={Math.round(u.progress * 100)} aria-label={`Upload progress of ${u.name}`} />
                </div>
                <span className="w-10 shrink-0 text-right text-xs text-muted-foreground tabular-nums">{Math.round(u.progress * 100)}%</span>
              </li>
            ))}
          </ul>
        )}
        {readOnly && attachments.length === 0 && <p className="text-sm text-muted-foreground">No attachments</p>}
      </CardContent>
    </Card>
  );
}
