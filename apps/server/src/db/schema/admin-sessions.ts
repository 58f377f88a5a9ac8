/**
 * The admin inactivity rule (spec §6: an admin session ends after 10 minutes without activity),
 * enforced by the server (decision 023): when each session last did admin work. In the database, so
 * every instance sees the same clock; the row goes with its session.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { session } from './auth.ts';

export const adminSessionActivity = pgTable('admin_session_activity', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => session.id, { onDelete: 'cascade' }),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull(),
});
