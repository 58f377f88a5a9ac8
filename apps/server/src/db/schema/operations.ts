import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { organisations } from './billing.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id').references(() => organisations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_user_event_idx').on(t.userId, t.event),
    index('audit_events_org_idx').on(t.orgId),
    // add_notes is a once-per-user milestone (onboarding step): concurrent saves cannot record it twice.
    uniqueIndex('audit_events_add_notes_once_idx').on(t.userId).where(sql`event = 'add_notes'`),
  ],
);

export const contactImports = pgTable(
  'contact_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    status: text('status').notNull().default('pending'),
    results: jsonb('results').$type<Record<string, unknown>>(),
    /** What the user chose in the wizard (mapping, duplicate actions), kept for the job and a retry. */
    options: jsonb('options').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    processedAt: ts('processed_at'),
  },
  (t) => [index('contact_imports_created_idx').on(t.createdAt.desc()), index('contact_imports_user_idx').on(t.userId)],
);

/** Every e-mail the product sends; the embedded mail provider stops here (plus a log line). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    link: text('link'),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('logged'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('mail_outbox_to_created_idx').on(t.to, t.createdAt.desc())],
);

/** Background jobs (geocoding, scans, imports), claimed with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('queued'),
    runAt: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lockedAt: ts('locked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('jobs_status_run_at_idx').on(t.status, t.runAt)],
);

/** Server-side error log, counted by the admin health view (errors_24h). */
export const errorEvents = pgTable(
  'error_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: text('request_id'),
    path: text('path'),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('error_events_created_idx').on(t.createdAt)],
);
