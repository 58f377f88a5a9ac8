/**
 * Where captured interactions come from (issue 27, privacy): the sources a user can see and delete in
 * Settings' 'Captured data' card (`/api/capture/sources`), and the plain statement of what capture
 * reads, shown there and on the public Privacy page.
 */
import { z } from 'zod';

export const CAPTURE_SOURCE_KIND_VALUES = ['imap', 'caldav', 'ics', 'mbox', 'whatsapp', 'telegram'] as const;
export type CaptureSourceKindValue = (typeof CAPTURE_SOURCE_KIND_VALUES)[number];

export const CAPTURE_SOURCE_KIND_LABELS: Record<CaptureSourceKindValue, string> = {
  imap: 'Mailbox',
  caldav: 'Calendar',
  ics: 'Calendar file',
  mbox: 'Mail archive',
  whatsapp: 'WhatsApp export',
  telegram: 'Telegram export',
};

export const captureSourceSchema = z.object({
  id: z.string(),
  kind: z.enum(CAPTURE_SOURCE_KIND_VALUES),
  /** The mailbox address or the imported file's name. */
  label: z.string(),
  created_at: z.string(),
  /** Interactions captured from it that are still kept. */
  interactions: z.number().int(),
  /** Contacts those interactions are on. */
  contacts: z.number().int(),
});
export type CaptureSource = z.infer<typeof captureSourceSchema>;

export const captureSourceDeletedSchema = z.object({
  /** Interactions deleted with the source. */
  deleted: z.number().int(),
});

/** What capture reads and keeps; the settings card and the Privacy page say the same. */
export const CAPTURE_PRIVACY_STATEMENT =
  'Only message headers — sender, recipients, date and message ID — are read; message bodies are never stored; subjects only if you turn them on.';

export const captureDeleteConfirm = (count: number, label: string) =>
  `Delete the ${count === 1 ? 'interaction' : `${new Intl.NumberFormat('en-US').format(count)} interactions`} captured from ${label}?`;
