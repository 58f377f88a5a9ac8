import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Claims of the relationship jobs (decision 041): one row per user, kind and period ('daily' with the
 * day, 'weekly' with the ISO week), inserted by whichever instance's sweep gets there first, so each
 * user's daily refresh and weekly network summary are queued once however many instances run.
 */
export const relationshipRuns = pgTable(
  'relationship_runs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'daily' (strength refresh and cadence reminders) or 'weekly' (the network summary e-mail). */
    kind: text('kind').notNull(),
    /** '2026-11-26' or '2026-W48'. */
    periodKey: text('period_key').notNull(),
    /** What the job did ('ok', 'sent', 'nothing-to-send', 'no-address'), once it ran. */
    outcome: text('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.periodKey] })],
);
