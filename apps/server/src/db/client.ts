import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { copySeedImage } from './seed-image.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The executor of a transaction; services accept it wherever they accept a Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs pending migrations; safe to call from several instances at once on PostgreSQL. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance (embedded only); used by tests to clone a migrated database. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The PostgreSQL connection URL (server only), for connections outside the pool (LISTEN). */
  url?: string;
}

// Beside this file in the sources, beside the bundle in dist/.
export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob | File): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    close: () => client.close(),
  };
}

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection can be cut by the server (restart, failover, a dropped database). The pool
  // discards it and reconnects on the next query; without a listener Node would crash on the event.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    url,
    migrate: async () => {
      const conn = await pool.connect();
      try {
        // Several instances may boot together; one migrates while the others wait.
        await conn.query('SELECT pg_advisory_lock(727274)');
        await migrateNodePg(drizzleNodePg({ client: conn, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const pgData = path.join(opts.dataDir, 'pgdata');
  copySeedImage(pgData);
  return openPglite(pgData);
}

export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
