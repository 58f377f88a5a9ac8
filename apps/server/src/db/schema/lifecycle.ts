/**
 * Data lifecycle (spec §9 'Policy'): account deletions the user asked for, and the inactivity
 * deletion of unsubscribed and trial accounts with its three warnings (decision 025).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One deletion of an account: asked for in Settings (reason 'requested') or for inactivity. No
 * foreign key on user_id: the row outlives the account, to send the confirmation and as the record
 * that the deletion happened (kept a year, like the security logs).
 *
 * status: awaiting_verification (the e-mail link is not followed yet), scheduled (verified; the
 * account is deactivated until delete_after), cancelled, expired (never verified), deleted.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    /** SHA-256 of the token in the verification link; the token itself is only in the e-mail. */
    verifyTokenHash: text('verify_token_hash'),
    /** SHA-256 of the token in the cancel link. */
    cancelTokenHash: text('cancel_token_hash'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    verifyExpiresAt: ts('verify_expires_at'),
    verifiedAt: ts('verified_at'),
    /** The end of the 5 business days: cancellable before, deleted after. */
    deleteAfter: ts('delete_after'),
    /** Set by the one instance that queues the deletion. */
    deleteClaimedAt: ts('delete_claimed_at'),
    cancelledAt: ts('cancelled_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    // At most one open request per account.
    uniqueIndex('account_deletions_open_user_idx').on(t.userId).where(sql`status in ('awaiting_verification', 'scheduled')`),
    index('account_deletions_status_due_idx').on(t.status, t.deleteAfter),
    index('account_deletions_verify_token_idx').on(t.verifyTokenHash),
    index('account_deletions_cancel_token_idx').on(t.cancelTokenHash),
  ],
);

/**
 * The inactivity-deletion clock of one account, opened with the first warning. Each warning column
 * is claimed by one UPDATE ... WHERE it IS NULL, so each warning is sent once with any number of
 * instances. Activity after activity_at (a sign-in) removes the row: the clock and warnings restart.
 */
export const inactivityNotices = pgTable('inactivity_notices', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The last activity this clock counts from. */
  activityAt: ts('activity_at').notNull(),
  /** Never sooner than 30 days after the first warning. */
  deleteAt: ts('delete_at').notNull(),
  warned30dAt: ts('warned_30d_at'),
  warned7dAt: ts('warned_7d_at'),
  warned24hAt: ts('warned_24h_at'),
  deleteClaimedAt: ts('delete_claimed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Payment records of deleted accounts (spec §9: transaction records are kept 7 years): the completed
 * purchases are copied here, without a foreign key, before the account and its checkout_sessions go.
 */
export const retainedTransactions = pgTable(
  'retained_transactions',
  {
    /** The checkout session's id. */
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    plan: text('plan'),
    credits: integer('credits'),
    /** Minor units (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
    retainedAt: ts('retained_at').notNull().defaultNow(),
  },
  (t) => [index('retained_transactions_created_idx').on(t.createdAt)],
);
