import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Where captured interactions came from (issue 27): a connected mailbox, or one imported file of
 * conversations (.ics, .mbox, a WhatsApp or Telegram export). Every captured interaction points at
 * its source, so deleting the source deletes what it captured (contact_interactions.source_id
 * cascades) and nothing the user typed.
 */
export const captureSources = pgTable(
  'capture_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** imap | caldav | ics | mbox | whatsapp | telegram */
    kind: text('kind').notNull(),
    /** What the user sees: the mailbox address, or the file's name. */
    label: text('label').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('capture_sources_user_idx').on(t.userId, t.createdAt.desc())],
);
