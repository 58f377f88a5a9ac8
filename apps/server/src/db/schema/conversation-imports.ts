import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { captureSources } from './capture.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Conversation files imported (issue 27, decision 040): an .ics calendar, an .mbox mailbox, a
 * WhatsApp or Telegram chat export. The file is read in the background into a review (who matched,
 * who matched nobody); nothing reaches contacts or interactions until the user confirms. The file
 * itself stays in the storage provider under {userId}/conversation-imports/{id} until then.
 */
export const conversationImports = pgTable(
  'conversation_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    /** whatsapp | telegram | ics | mbox */
    kind: text('kind').notNull(),
    /** reading | review | completed | failed | cancelled */
    status: text('status').notNull().default('reading'),
    /** What the review shows: totals, matched and unmatched participants. */
    review: jsonb('review').$type<Record<string, unknown>>(),
    /** The interactions found, per participant, kept for the confirmation (never returned by the API). */
    entries: jsonb('entries').$type<unknown[]>(),
    /** After confirmation: interactions added, contacts touched and created. */
    results: jsonb('results').$type<Record<string, unknown>>(),
    error: text('error'),
    /** The capture source the confirmation wrote under (its interactions are deleted with it). */
    sourceId: uuid('source_id').references(() => captureSources.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    processedAt: ts('processed_at'),
  },
  (t) => [index('conversation_imports_user_idx').on(t.userId, t.createdAt.desc())],
);
