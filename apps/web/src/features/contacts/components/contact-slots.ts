/**
 * What the contacts screens show that other features own. The page that composes them hands these in
 * (features meet only in pages): the import wizard (features/import), the duplicates review
 * (features/duplicates) and, in a later step, a contact's files (features/attachments).
 */
import type { ComponentType } from 'react';

export interface DialogSlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A dialog in a chunk of its own: `preload` starts loading it, on hover or focus of the button that opens it. */
export type LazyDialogSlot = ComponentType<DialogSlotProps> & { preload?: () => unknown };
