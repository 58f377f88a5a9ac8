import { FileUpIcon, XIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export interface FileUploadState {
  name: string;
  /** 0 to 1. */
  progress: number;
}

interface FileDropZoneProps {
  testId: string;
  /** The file input's accept attribute. */
  accept: string;
  /** The hidden file input's accessible name ('Contacts file'). */
  inputLabel: string;
  /** What to drop ('Drop your contacts file here'). */
  title: string;
  /** The formats and the size cap, under the title. */
  hint: string;
  /** The file on its way, or null while none is. */
  upload: FileUploadState | null;
  /** Shown once the upload reached 100 % ('Reading…'). */
  doneLabel: string;
  error: boolean;
  className?: string;
  onFile: (file: File) => void;
  onCancel: () => void;
}

/**
 * One file, dropped or chosen: a dashed drop target with a Choose file button (the keyboard path), and
 * the upload's name, progress and Cancel while it goes. The wizards that take a file (contacts,
 * conversations) share it.
 */
export function FileDropZone({
  testId,
  accept,
  inputLabel,
  title,
  hint,
  upload,
  doneLabel,
  error,
  className,
  onFile,
  onCancel,
}: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target; the Choose file button is the keyboard path.
    <div
      data-testid={testId}
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
        if (file && !upload) onFile(file);
      }}
      className={cn(
        'flex min-h-48 flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center transition-colors',
        dragging ? 'border-primary bg-primary-soft' : 'border-input bg-muted/40',
        error && !dragging && 'border-destructive/50',
        className,
      )}
    >
      {upload ? (
        <div className="grid w-full max-w-sm gap-2" aria-live="polite">
          <div className="flex items-center gap-2 text-sm">
            <Spinner decorative className="text-primary" />
            <span className="min-w-0 flex-1 truncate text-left font-medium">{upload.name}</span>
            <span className="text-xs text-muted-foreground tabular-nums">
              {upload.progress < 1 ? `${Math.round(upload.progress * 100)}%` : doneLabel}
            </span>
            <Button variant="ghost" size="icon-sm" aria-label="Cancel upload" onClick={onCancel}>
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
            <p className="text-sm font-medium">{title}</p>
            <p id={hintId} className="text-xs text-muted-foreground">
              {hint}
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
        accept={accept}
        aria-label={inputLabel}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
