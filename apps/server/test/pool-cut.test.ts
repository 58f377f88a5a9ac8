/**
 * A transaction whose BEGIN meets a connection that was cut while it sat idle in the pool gives the
 * connection back (db/client.ts releaseWhenBeginFails). Before, drizzle kept such a client checked
 * out forever: the pool shrank by one per cut until queries waited for ever and closing it hung.
 *
 * The cut is made deterministic: the client's socket is paused before its server process is
 * terminated, so the client cannot have noticed when BEGIN is sent.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

const driver = inject('dbDriver');
const dbName = `tl_t_${inject('runId')}_pc${Math.random().toString(36).slice(2, 8)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function admin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

describe.runIf(driver === 'postgres')('a pooled connection cut while idle (PostgreSQL)', () => {
  afterAll(async () => {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  });

  it('is given back when the next transaction cannot begin on it, so the pool neither shrinks nor hangs', async () => {
    await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
    const database = openPostgres(withDatabase(inject('pgAdminUrl'), dbName), 1);
    const pool = database.pool!;
    for (let round = 0; round < 3; round++) {
      // The pool's only connection, idle, with its socket paused: the cut cannot reach it yet.
      const client = await pool.connect();
      const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const stream = (client as unknown as { connection: { stream: NodeJS.ReadableStream } }).connection.stream;
      client.release();
      stream.pause();
      await admin((c) => c.query('select pg_terminate_backend($1)', [pid]));
      await sleep(50);
      const tx = database.db.transaction(async (t) => t.execute(sql`select 1`));
      setTimeout(() => stream.resume(), 20);
      await expect(tx).rejects.toThrow();
      // The dead connection left the pool; the next query gets a new one at once.
      expect(pool.totalCount - pool.idleCount).toBe(0);
      const answered = await Promise.race([database.db.execute(sql`select 1 as one`).then(() => true), sleep(5000).then(() => false)]);
      expect(answered).toBe(true);
    }
    const closed = await Promise.race([database.close().then(() => true), sleep(5000).then(() => false)]);
    expect(closed).toBe(true);
  });
});
