/**
 * Connected mailboxes (issue 27, decision 039): an IMAP account the user connected in Settings, read
 * for message headers only. The password is kept encrypted (AES-256-GCM, key derived from the
 * server secret) and never answered by the API. Each mailbox owns one capture source, so
 * disconnecting it can delete what it captured.
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { captureSources } from './capture.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Where the running sync is: the folder, and how many of its messages are done. */
export interface MailboxProgress {
  folder: string;
  done: number;
  total: number;
}

/** Per folder path: the UIDVALIDITY seen, and the highest UID already read. */
export type MailboxFolderState = Record<string, { uidValidity: string; lastUid: number }>;

export const mailboxes = pgTable(
  'mailboxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => captureSources.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    tls: boolean('tls').notNull(),
    username: text('username').notNull(),
    /** base64url of iv (12 bytes) + GCM tag (16 bytes) + ciphertext. */
    passwordEnc: text('password_enc').notNull(),
    captureSubjects: boolean('capture_subjects').notNull().default(false),
    /** idle | syncing | error */
    status: text('status').notNull().default('idle'),
    lastError: text('last_error'),
    progress: jsonb('progress').$type<MailboxProgress | null>(),
    folders: jsonb('folders').$type<MailboxFolderState>().notNull().default({}),
    /** The running sync's heartbeat: a 'syncing' row whose heartbeat is old belongs to a stopped instance. */
    syncHeartbeatAt: ts('sync_heartbeat_at'),
    lastSyncedAt: ts('last_synced_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mailboxes_user_account_idx').on(t.userId, t.host, t.username),
    index('mailboxes_last_synced_idx').on(t.lastSyncedAt),
  ],
);
