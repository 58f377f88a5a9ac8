import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  subscriptionStatus: text('subscription_status').notNull().default('trialing'),
  currentPlan: text('current_plan').notNull().default('professional'),
  renewalAnchor: ts('renewal_anchor'),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** The end of the paid period; with cancelAtPeriodEnd the plan ends then. */
  currentPeriodEnd: ts('current_period_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const organisationMembers = pgTable(
  'organisation_members',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('owner'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('org_members_user_idx').on(t.userId)],
);

/** Trial usage counters of an organisation (spec §3 'Trial usage'). */
export const trialUsage = pgTable('trial_usage', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  mapLoadsUsed: integer('map_loads_used').notNull().default(0),
  trialMapLimit: integer('trial_map_limit').notNull().default(10),
  aiInsightsUsed: integer('ai_insights_used').notNull().default(0),
  trialAiLimit: integer('trial_ai_limit').notNull().default(5),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The credit balance. Changed only together with a credit_ledger row, in one transaction. */
export const userCredits = pgTable('user_credits', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  aiCredits: integer('ai_credits').notNull().default(0),
  aiMonthlyQuota: integer('ai_monthly_quota').notNull().default(0),
  aiMonthlyUsed: integer('ai_monthly_used').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * One row per user and monthly grant period (the period's first day from the organisation's renewal
 * anchor, '2026-02-28'): the unique key is the claim, so a period's plan credits are granted once
 * however many instances look for due grants.
 */
export const creditGrants = pgTable(
  'credit_grants',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    plan: text('plan').notNull(),
    /** The credits actually given (less than the plan's when the balance was near its ceiling). */
    given: integer('given').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('credit_grants_user_period_idx').on(t.userId, t.periodKey)],
);

export const creditAdjustments = pgTable(
  'credit_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    adjustedBy: text('adjusted_by').references(() => user.id, { onDelete: 'set null' }),
    /** What really changed the balance: less than delta at the cap or at zero (null on rows made before it was kept). */
    applied: integer('applied'),
    balanceAfter: integer('balance_after'),
    /** The console's key for one submission: a second submit with it returns the first result and applies nothing. */
    idempotencyKey: text('idempotency_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('credit_adjustments_created_idx').on(t.createdAt.desc()),
    uniqueIndex('credit_adjustments_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

export const subscriptionAuditLog = pgTable(
  'subscription_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    oldSubscriptionTier: text('old_subscription_tier'),
    newSubscriptionTier: text('new_subscription_tier'),
    oldStatus: text('old_status'),
    newStatus: text('new_status'),
    triggeredBy: text('triggered_by'),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('subscription_audit_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * Purchases started through the payments provider: a plan subscription or a credit bundle. The local
 * test-mode adapter completes or cancels them on its own checkout page; the Stripe adapter records the
 * Checkout Session id here and completes them from the webhook. Completion is applied once (status).
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    /** 'plan' or 'credits'. */
    kind: text('kind').notNull(),
    plan: text('plan'),
    credits: integer('credits'),
    /** Minor units (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** pending, completed, canceled, expired. */
    status: text('status').notNull().default('pending'),
    /** Where the buyer returns to (an app path). */
    returnPath: text('return_path'),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('checkout_sessions_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** Payment-provider events already applied (webhook idempotency): a replayed event id changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
