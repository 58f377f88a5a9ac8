/**
 * The contact form and the detail sheet in chunks of their own (decision 037): the form brings the form
 * library, the select and location fields and the files card, none of which the first cards need.
 * Each loads when first opened; the contacts view fetches both once the browser is idle.
 */
import { lazyOnOpen } from '@/components/lazy-on-open';

export const LazyContactFormDialog = lazyOnOpen(
  () => import('./contact-form-dialog').then((m) => m.ContactFormDialog),
  (props) => props.state !== null,
);

export const LazyContactDetailSheet = lazyOnOpen(
  () => import('./contact-detail-sheet').then((m) => m.ContactDetailSheet),
  (props) => Boolean(props.id),
);

/** 'Set keep-in-touch cadence' on the list's contacts (issue 27): its own chunk, opened from the Export menu. */
export const LazyBulkCadenceDialog = lazyOnOpen(
  () => import('./bulk-cadence-dialog').then((m) => m.BulkCadenceDialog),
  (props) => props.open,
);
