import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const aiInsights = pgTable(
  'ai_insights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    insightType: text('insight_type').notNull(),
    priority: text('priority').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isDismissed: boolean('is_dismissed').notNull().default(false),
    actionItems: jsonb('action_items').$type<string[]>().notNull().default([]),
    potentialValue: text('potential_value'),
    /** Stable key of what the insight is about, so a scan does not repeat itself. */
    dedupeKey: text('dedupe_key'),
    contactIds: jsonb('contact_ids').$type<string[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ai_insights_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('ai_insights_user_dedupe_idx').on(t.userId, t.dedupeKey),
  ],
);

export const insightFeedback = pgTable(
  'insight_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    insightId: uuid('insight_id')
      .notNull()
      .references(() => aiInsights.id, { onDelete: 'cascade' }),
    feedbackType: text('feedback_type').notNull(),
    rating: integer('rating'),
    dismissalReason: text('dismissal_reason'),
    dismissalComment: text('dismissal_comment'),
    feedbackText: text('feedback_text'),
    insightType: text('insight_type'),
    insightPriority: text('insight_priority'),
    processedAt: ts('processed_at'),
    /** The administrator who marked the feedback processed (null once that account is deleted). */
    processedBy: text('processed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('insight_feedback_rating_uq').on(t.userId, t.insightId).where(sql`feedback_type = 'rating'`),
    index('insight_feedback_created_idx').on(t.createdAt.desc()),
  ],
);

export const userBusinessPriorities = pgTable(
  'user_business_priorities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    priorityText: text('priority_text').notNull(),
    targetCommodity: text('target_commodity'),
    targetRegion: text('target_region'),
    deadline: date('deadline'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('priorities_user_active_idx').on(t.userId, t.isActive, t.createdAt.desc())],
);

/** The AI CRM Assistant conversation, per user (spec §3 Chat message): shown again after a reload. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** The contacts an answer named, in the order listed (chips in the panel). */
    contactIds: jsonb('contact_ids').$type<string[]>().notNull().default([]),
    /** 'built_in' or 'model' for an answer; null for the user's own messages. */
    source: text('source'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_messages_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * One row per user and auto-scan period ('2026-11-23', '2026-W48', '2026-11'): the unique key is the
 * claim, so a period's scan runs once however many instances look for due scans.
 */
export const autoScanRuns = pgTable(
  'auto_scan_runs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    outcome: text('outcome'),
    newInsights: integer('new_insights'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auto_scan_runs_user_period_idx').on(t.userId, t.periodKey)],
);
