/**
 * Connected mailboxes (issue 27 item 1, decision 039): what `/api/mailboxes` takes and answers, and
 * the texts of Settings' 'Connected mailboxes' card. Only message headers are read; subjects are kept
 * only when the user asks for them.
 */
import { z } from 'zod';

/** At most this many mailboxes per user. */
export const MAILBOXES_PER_USER_MAX = 5;
/** A mailbox not synced for this long is queued by the periodic sweep. */
export const MAILBOX_SYNC_EVERY_MINUTES = 15;
/** How far back the first sync of a folder reads. */
export const MAILBOX_FIRST_SYNC_DAYS = 365;

export const MAILBOX_STATUSES = ['idle', 'syncing', 'error'] as const;
export type MailboxStatus = (typeof MAILBOX_STATUSES)[number];

const host = z
  .string()
  .trim()
  .min(1, 'Enter the IMAP server, e.g. imap.example.com')
  .max(253)
  .regex(/^[A-Za-z0-9.-]+$|^\[?[0-9a-fA-F:]+\]?$/, 'Enter a host name such as imap.example.com');

export const mailboxConnectSchema = z.object({
  host,
  port: z.coerce.number().int().min(1).max(65535),
  tls: z.boolean(),
  username: z.string().trim().min(1, 'Enter the user name (usually the e-mail address)').max(320),
  password: z.string().min(1, 'Enter the app password').max(1000),
  capture_subjects: z.boolean().default(false),
});
export type MailboxConnect = z.input<typeof mailboxConnectSchema>;

export const mailboxUpdateSchema = z
  .object({
    capture_subjects: z.boolean().optional(),
    password: z.string().min(1, 'Enter the app password').max(1000).optional(),
  })
  .refine((v) => v.capture_subjects !== undefined || v.password !== undefined, 'Nothing to change');
export type MailboxUpdate = z.input<typeof mailboxUpdateSchema>;

export const mailboxDeleteQuerySchema = z.object({
  /** 'true' keeps the interactions the mailbox captured; by default they are deleted with it. */
  keep_captured: z.enum(['true', 'false']).default('false'),
});

export const mailboxSchema = z.object({
  id: z.string(),
  /** The account as the user knows it: the user name, with '@host' when it is not an address. */
  address: z.string(),
  host: z.string(),
  port: z.number().int(),
  tls: z.boolean(),
  capture_subjects: z.boolean(),
  status: z.enum(MAILBOX_STATUSES),
  last_error: z.string().nullable(),
  progress: z.object({ folder: z.string(), done: z.number().int(), total: z.number().int() }).nullable(),
  last_synced_at: z.string().nullable(),
  created_at: z.string(),
  /** What it captured so far. */
  captured: z.object({ interactions: z.number().int(), contacts: z.number().int() }),
});
export type Mailbox = z.infer<typeof mailboxSchema>;

export const mailboxDeletedSchema = z.object({ deleted_interactions: z.number().int() });

export const MAILBOX_MESSAGES = {
  notFound: 'Mailbox not found',
  tooMany: `You can connect at most ${MAILBOXES_PER_USER_MAX} mailboxes. Disconnect one you no longer use.`,
  duplicate: 'This mailbox is already connected.',
  privateHost: 'This server is on a private network that Tradeloom cannot reach. Use the public IMAP server of your e-mail provider.',
  cannotConnect: 'Could not reach the IMAP server. Check the server name, the port and the TLS setting.',
  authFailed: 'The server refused the user name or app password. Many providers need an app password instead of your usual one.',
  passwordUnreadable: 'The saved app password can no longer be read (the server secret changed). Enter the app password again.',
  headersOnly:
    'Only message headers are read (sender, recipients, date and message id) to record who you e-mailed and when. Message bodies are never read.',
  textIn: 'E-mail received',
  textOut: 'E-mail sent',
} as const;

/** 'Syncing Inbox: 1,200 of 8,000' */
export function mailboxProgressText(p: { folder: string; done: number; total: number }): string {
  const n = (v: number) => v.toLocaleString('en-US');
  return `Syncing ${p.folder}: ${n(p.done)} of ${n(p.total)}`;
}
