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

/**
 * PostgreSQL settings of the embedded database, on top of PGlite's own start parameters (decision 038).
 * shared_buffers: PostgreSQL's default 128 MB is allocated and written at start inside PGlite's
 * WebAssembly memory, about 110 MB of the idle server's RSS. 16 MB holds a book's hot pages (the
 * contacts, the cities' prefix indexes); a page that falls out is read again from the OS's page cache.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = { shared_buffers: '16MB' };

export interface PgliteOptions {
  /** Settings over PGLITE_SETTINGS for this database alone (the seed image's build keeps its WAL small). */
  settings?: Readonly<Record<string, string>>;
}

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob | File, opts: PgliteOptions = {}): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const settings = { ...PGLITE_SETTINGS, ...opts.settings };
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`])],
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

/**
 * drizzle's node-postgres transaction (0.45) sends BEGIN before its try/finally, so when BEGIN fails
 * (the connection was cut while it sat idle in the pool, before the pool noticed: a failover, a
 * restart, pg_terminate_backend) the client is never released. Each such failure kept one of the
 * pool's connections forever, until every query waited for a connection that never came back and
 * closing the pool hung (found by the cut-import test under load, CI 2026-11-26). The client is
 * given back here, with the error, so the pool discards it. (Nothing of ours sends BEGIN on a client
 * it releases itself; drizzle never reaches its own release when BEGIN fails.)
 */
function releaseWhenBeginFails(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    const result = query(...args);
    if (typeof text === 'string' && /^\s*begin\b/i.test(text) && result instanceof Promise) {
      return result.catch((err: unknown) => {
        try {
          client.release(err instanceof Error ? err : new Error(String(err)));
        } catch {
          // Already given back by its user.
        }
        throw err;
      });
    }
    return result;
  };
}

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // Any connection can be cut by the server (restart, failover, pg_terminate_backend,
  // idle_in_transaction_session_timeout). An idle one the pool reports here, and discards; the pool
  // reconnects on the next query. A checked-out one (inside a transaction) has no listener of the
  // pool's while it is out, and an 'error' event with no listener ends the process: every client
  // gets one of its own for its whole life. The query under way fails with the connection error
  // (answered 503 by the app), PostgreSQL rolls the transaction back, and the pool drops the client
  // when it is released (it is no longer queryable).
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    releaseWhenBeginFails(client);
  });
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
  await copySeedImage(pgData);
  return openPglite(pgData);
}

/** Whether the database answers within `timeoutMs` (a server that cannot be reached may not refuse at once). */
export async function ping(db: Db, timeoutMs = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
