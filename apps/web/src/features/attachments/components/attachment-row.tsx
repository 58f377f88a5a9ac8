import type { Attachment } from '@tradeloom/domain';
import {
  CheckIcon,
  DownloadIcon,
  ExternalLinkIcon,
  FileIcon,
  FileImageIcon,
  FileSpreadsheetIcon,
  FileTextIcon,
  PencilIcon,
  Trash2Icon,
  XIcon,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
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
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useEscapeCapture } from '@/components/ui/use-escape-capture';
import { ApiError } from '@/lib/api';
import { errorMessage } from '@/lib/api/error-message';
import { cn } from '@/lib/utils';
import { attachmentUrl } from '../api/download-attachment';
import { attachmentKind, formatFileSize } from '../utils/attachment-checks';
import { ATTACHMENT_MESSAGES } from '../utils/attachment-messages';

const KIND_ICONS = { image: FileImageIcon, pdf: FileTextIcon, sheet: FileSpreadsheetIcon, doc: FileTextIcon, text: FileIcon };
const KIND_LABELS = { image: 'Image', pdf: 'PDF', sheet: 'Spreadsheet', doc: 'Document', text: 'Text' };

interface AttachmentRowProps {
  attachment: Attachment;
  readOnly?: boolean;
  /** Resolves once saved; an empty name restores the original. */
  onRename: (displayName: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

/** One file: icon by type, name, size; rename inline, open, download, delete with confirmation. */
export function AttachmentRow({ attachment, readOnly, onRename, onDelete }: AttachmentRowProps) {
  const name = attachment.displayName ?? attachment.name;
  const kind = attachmentKind(attachment.type);
  const Icon = KIND_ICONS[kind];
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(name);
  const [busy, setBusy] = useState<'rename' | 'delete' | 'download' | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Read synchronously: Escape and a blur of the unmounting input must not both act.
  const editing = useRef(false);

  function startRename() {
    editing.current = true;
    setDraft(name);
    setRenaming(true);
  }
  function cancelRename() {
    editing.current = false;
    setRenaming(false);
  }

  useEscapeCapture(renaming, cancelRename);

  async function saveRename() {
    if (!editing.current) return;
    editing.current = false;
    setRenaming(false);
    const next = draft.trim();
    // Spec §4: an empty name falls back to the original.
    if ((next || attachment.name) === name) return;
    setBusy('rename');
    try {
      await onRename(next === attachment.name ? '' : next);
    } catch (error) {
      toast.error(ATTACHMENT_MESSAGES.renameFailed, { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  async function download(event: React.MouseEvent<HTMLAnchorElement>) {
    // Fetched here so a failure can say so; the href still serves a middle click or "save link as".
    event.preventDefault();
    setBusy('download');
    try {
      const response = await fetch(attachmentUrl(attachment.id), { credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
        throw new ApiError(response.status, 'DOWNLOAD_FAILED', body?.error?.message ?? response.statusText);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.error(ATTACHMENT_MESSAGES.downloadFailed, { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  async function confirmDelete() {
    setBusy('delete');
    try {
      await onDelete();
      setConfirming(false);
      toast.success(ATTACHMENT_MESSAGES.fileDeleted);
    } catch (error) {
      toast.error(ATTACHMENT_MESSAGES.deleteFailed, { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <li data-testid="attachment-row" className="flex items-center gap-3 rounded-md border bg-card px-3 py-2">
      <div className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
        <Icon className="size-4" aria-hidden />
      </div>
      <div className="min-w-0 flex-1">
        {renaming ? (
          <Input
            autoFocus
            value={draft}
            aria-label="File name"
            className="h-8 sm:h-8"
            onChange={(e) => setDraft(e.target.value)}
            onFocus={(e) => e.currentTarget.select()}
            onBlur={saveRename}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void saveRename();
              }
            }}
          />
        ) : (
          <p className="truncate text-sm font-medium" title={name}>
            {name}
          </p>
        )}
        {!renaming && (
          <p className="truncate text-xs text-muted-foreground">
            <span className="tabular-nums">{formatFileSize(attachment.size)}</span> · {KIND_LABELS[kind]}
            {attachment.displayName && attachment.displayName !== attachment.name && <span> · {attachment.name}</span>}
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center">
        {renaming ? (
          <>
            <IconAction label="Save name" onMouseDown={(e) => e.preventDefault()} onClick={saveRename}>
              <CheckIcon />
            </IconAction>
            <IconAction label="Cancel rename" onMouseDown={(e) => e.preventDefault()} onClick={cancelRename}>
              <XIcon />
            </IconAction>
          </>
        ) : (
          <>
            {busy && busy !== 'download' && <Spinner className="mx-2 size-3.5 text-muted-foreground" />}
            {!readOnly && (
              <IconAction label={`Rename ${name}`} disabled={busy !== null} onClick={startRename}>
                <PencilIcon />
              </IconAction>
            )}
            <LinkAction label={`Open ${name}`} href={attachmentUrl(attachment.id, 'inline')} target="_blank" rel="noopener">
              <ExternalLinkIcon />
            </LinkAction>
            <LinkAction label={`Download ${name}`} href={attachmentUrl(attachment.id)} download={name} onClick={download}>
              {busy === 'download' ? <Spinner decorative className="size-3.5" /> : <DownloadIcon />}
            </LinkAction>
            {!readOnly && (
              <IconAction
                label={`Delete ${name}`}
                disabled={busy !== null}
                className="hover:bg-destructive-soft hover:text-destructive"
                onClick={() => setConfirming(true)}
              >
                <Trash2Icon />
              </IconAction>
            )}
          </>
        )}
      </div>
      <AlertDialog open={confirming} onOpenChange={(open) => busy !== 'delete' && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this file?</AlertDialogTitle>
            <AlertDialogDescription>"{name}" will be permanently deleted. This cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy === 'delete'}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              disabled={busy === 'delete'}
              onClick={(e) => {
                e.preventDefault();
                void confirmDelete();
              }}
            >
              {busy === 'delete' && <Spinner decorative />}
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

function IconAction({ label, className, children, ...props }: React.ComponentProps<typeof Button> & { label: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label} className={cn('text-muted-foreground', className)} {...props}>
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label.split(' ')[0]}</TooltipContent>
    </Tooltip>
  );
}

function LinkAction({ label, href, className, children, ...props }: React.ComponentProps<'a'> & { label: string; href: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <a
          href={href}
          aria-label={label}
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon-sm' }), 'text-muted-foreground', className)}
          {...props}
        >
          {children}
        </a>
      </TooltipTrigger>
      <TooltipContent>{label.split(' ')[0]}</TooltipContent>
    </Tooltip>
  );
}
