/**
 * The admin action log (issue 25): every action an administrator takes in the console (who, what,
 * to whom, when), written in the same transaction as the action itself.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The administrator; kept as null when that account is deleted later. */
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** The account acted on, when there is one; null once that account is deleted. */
    targetUserId: text('target_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** What an e-mail search finds after the account is gone. */
    targetEmail: text('target_email'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('admin_actions_created_idx').on(t.createdAt.desc()), index('admin_actions_target_idx').on(t.targetUserId)],
);
