/**
 * The running instances (issue 25, Operations): each instance of the server writes its row every
 * few seconds (instance-heartbeat.ts), so the admin console lists those seen in the last minute.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const serverInstances = pgTable('server_instances', {
  /** Made at start (a random id): a restarted process is a new instance. */
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: ts('started_at').notNull(),
  seenAt: ts('seen_at').notNull(),
});
