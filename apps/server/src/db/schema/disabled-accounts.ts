/**
 * Accounts an administrator has disabled (issue 25): a row here refuses every way of signing in, with
 * a clear message, until an administrator enables the account again (the row is deleted).
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const disabledAccounts = pgTable('disabled_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The administrator who disabled it; null once that account is deleted. */
  disabledBy: text('disabled_by').references(() => user.id, { onDelete: 'set null' }),
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
