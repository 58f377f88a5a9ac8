import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which demo network the shared demo account holds, and the day its dates were written from: a
 * newer generator replaces the network at start, and an old one has its dates moved up to today.
 */
export const demoNetworkState = pgTable(
  'demo_network_state',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull(),
    datedOn: date('dated_on').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('demo_network_state_one_row', sql`${t.id} = 1`)],
);
