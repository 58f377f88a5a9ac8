/**
 * What the contacts screens show that other features own. The page that composes them hands these in
 * (features meet only in pages): the import wizard (features/import), the duplicates review
 * (features/duplicates) and a contact's files (features/attachments).
 */
import type { Attachment } from '@tradeloom/domain';
import type { ComponentType, Dispatch, SetStateAction } from 'react';
import type { LazyDialogProps } from '@/components/lazy-dialog';

/** A dialog in a chunk of its own (see lazyDialog): `preload` starts loading it, on hover or focus of the button that opens it. */
export type LazyDialogSlot = ComponentType<LazyDialogProps> & { preload?: () => unknown };

/** The props the contact form and the detail sheet give a contact's files card. */
export interface AttachmentsSlotProps {
  /** A saved contact's files, or the temporary uploads an add form sends with the new contact. */
  target: { kind: 'contact'; contactId: string } | { kind: 'temp' };
  attachments: Attachment[];
  onAttachmentsChange: Dispatch<SetStateAction<Attachment[]>>;
  /** A saved contact's files changed on the server. */
  onPersisted?: () => void;
  readOnly?: boolean;
  /** Asked when a temporary target's card goes away: its uploads are kept only when it answers true. */
  keepTemporary?: () => boolean;
}

export type AttachmentsSlot = ComponentType<AttachmentsSlotProps>;
