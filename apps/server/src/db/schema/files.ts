import { sql } from 'drizzle-orm';
import { bigint, check, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PostgreSQL bytea: a Buffer in, a Buffer (pg) or Uint8Array (PGlite) out. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Files kept in the database (the shared default store with DATABASE_URL and no S3, decision 022): one
 * row per file, its bytes in chunks of stored_file_chunks so that neither a write nor a read holds
 * the whole file.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  chunks: integer('chunks').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] }), check('stored_file_chunks_seq', sql`${t.seq} >= 0`)],
);
