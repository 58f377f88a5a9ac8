/**
 * A crashed process comes back (issue 22): the server process is killed (SIGKILL) in the middle of a
 * contact import; the next process on the same data (the same data directory on the embedded
 * database, the same PostgreSQL database) takes the job over once its heartbeat is older than the
 * stale window (30 s, decision 020; the new instance's clock is moved on here instead of waiting) and
 * finishes it from the last committed batch: every row imported, none twice.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { bootstrap, type Runtime } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { contactImports, contacts, jobs } from '../src/db/schema/index.ts';
import { JOB_STALE_AFTER_MS } from '../src/jobs/runner.ts';
import { createLogger } from '../src/lib/logger.ts';
import { freePort } from './free-port.ts';
import { withDatabase } from './global-setup.ts';
import { createTestRuntime, signUp } from './harness.ts';

const ENTRY = path.join(import.meta.dirname, '..', 'src', 'index.ts');
const ROWS = inject('dbDriver') === 'postgres' ? 30_000 : 10_000;
const SECRET = 'a-secret-for-the-import-restart-test-0123456789';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const driver = inject('dbDriver');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-restart-'));
const pgData = path.join(dataDir, 'pgdata');
const dbName = `tl_t_${inject('runId')}_rs${Math.random().toString(36).slice(2, 8)}`;
const databaseUrl = driver === 'postgres' ? withDatabase(inject('pgAdminUrl'), dbName) : undefined;
let child: ChildProcess | undefined;
const open: Runtime[] = [];

const env = {
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  BETTER_AUTH_SECRET: SECRET,
  SKIP_CITY_IMPORT: '1',
  AUTH_RATE_LIMIT_MAX: '1000',
  LOG_LEVEL: 'silent',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};

/** An instance in this process on the test's data, running jobs only when told to. */
async function instance(first: boolean): Promise<Runtime> {
  let database: Database;
  if (databaseUrl) database = openPostgres(databaseUrl, 4);
  else if (first) database = await openPglite(pgData, new Blob([fs.readFileSync(inject('pgliteTemplate'))]));
  else database = await openPglite(pgData);
  const config = loadConfig({ ...env, BASE_URL: 'http://localhost:3000', JOBS_POLL_MS: '0' });
  const rt = await bootstrap(config, { database, logger: createLogger('silent') });
  open.push(rt);
  return rt;
}

async function close(rt: Runtime) {
  open.splice(open.indexOf(rt), 1);
  await rt.close();
}

/**
 * PostgreSQL: the server process (the real entry point, through tsx) runs the import; as soon as a
 * batch has committed, it is killed with SIGKILL, as a crash or an OOM kill would end it.
 */
async function killMidImport(importId: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...env,
      BASE_URL: base,
      PORT: String(port),
      HOST: '127.0.0.1',
      JOBS_POLL_MS: '50',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child!.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-10_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const watcher = new pg.Client({ connectionString: databaseUrl });
  await watcher.connect();
  let seen = { status: 'missing', processed: 0 };
  try {
    for (let i = 0; i < 20_000; i++) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      const res = await watcher.query<{ status: string; processed: number }>(
        `SELECT status, (results->>'processed_rows')::int AS processed FROM contact_imports WHERE id = $1`,
        [importId],
      );
      seen = res.rows[0] ?? seen;
      if (seen.status !== 'processing' || seen.processed > 0) break;
      await sleep(5);
    }
    child.kill('SIGKILL');
  } finally {
    await watcher.end();
  }
  expect((await exited).signal).toBe('SIGKILL');
  expect(seen.status, output).toBe('processing');
}

/**
 * The embedded database belongs to one process, so nothing outside it can watch the import: the
 * instance runs the job in this process, and the moment the first batch has committed, its database
 * is closed under it (no graceful stop: the job is neither finished nor released), which is what a
 * crash at that moment leaves behind.
 */
async function cutMidImport(rt: Runtime) {
  const db = rt.deps.db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
  const transaction = db.transaction.bind(db);
  let committed = 0;
  db.transaction = async (...args: unknown[]) => {
    const result = await transaction(...args);
    if (++committed === 1) await rt.deps.database.close();
    return result;
  };
  // The round ends without throwing (jobs.test.ts): the job's outcome cannot be written to a closed
  // database, so the job stays 'running' for the next instance to take over once it is stale.
  expect(await rt.deps.jobs.runDueJobs()).toBe(1);
  open.splice(open.indexOf(rt), 1);
  await rt.close().catch(() => {});
  expect(committed).toBe(1);
}

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const rt of [...open]) await close(rt).catch(() => {});
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an import interrupted by a crash', () => {
  it('is finished by the next process on the same data, every row once', async () => {
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplate')}`);
      await admin.end();
    }

    // 1. An instance takes the upload and starts the import (queued; this instance runs no jobs), then stops.
    const first = await instance(true);
    const origin = 'http://localhost:3000';
    const signUp = await first.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'restart@example.com', password: 'correct-horse-9', name: 'Restart Trader', termsAccepted: true }),
    });
    expect(signUp.status).toBe(200);
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // Unlimited contacts: the whole file fits the plan.
    await first.deps.db.execute(sql`update profiles set plan = 'power_trader' where id = ${userId}`);
    const lines = ['Full Name,Company,Email'];
    for (let i = 1; i <= ROWS; i++) lines.push(`Person ${i},Company ${i},person${i}@example.com`);
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode(lines.join('\n'))], 'book.csv', { type: 'text/csv' }));
    const up = await first.app.request('/api/imports', { method: 'POST', headers: { origin, cookie }, body: form });
    expect(up.status).toBe(201);
    const upload = (await up.json()) as { import: { id: string }; mapping: unknown };
    const importId = upload.import.id;
    const start = await first.app.request(`/api/imports/${importId}/start`, {
      method: 'POST',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ mapping: upload.mapping }),
    });
    expect(start.status).toBe(202);
    await close(first);

    if (databaseUrl) await killMidImport(importId);
    else await cutMidImport(await instance(false));

    // 3. The next process on the same data finds the job still held by the dead one...
    const next = await instance(false);
    const [job] = await next.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'import'), sql`${jobs.payload}->>'importId' = ${importId}`));
    expect(job?.status).toBe('running');
    const [left] = await next.deps.db.select().from(contactImports).where(eq(contactImports.id, importId));
    const landed = (left!.results as { processed_rows: number }).processed_rows;
    expect(left!.status).toBe('processing');
    expect(landed).toBeGreaterThan(0);
    expect(landed).toBeLessThan(ROWS);
    // ...which it leaves alone while the heartbeat is recent, and takes over once it is stale.
    expect(await next.deps.jobs.runDueJobs(new Date())).toBe(0);
    expect(await next.deps.jobs.runDueJobs(new Date(Date.now() + JOB_STALE_AFTER_MS + 1000))).toBeGreaterThanOrEqual(1);

    const [done] = await next.deps.db.select().from(contactImports).where(eq(contactImports.id, importId));
    expect(done!.status).toBe('completed');
    expect(done!.results).toMatchObject({ processed_rows: ROWS, created: ROWS, error_count: 0 });
    const [count] = await next.deps.db
      .select({ all: sql<number>`count(*)::int`, names: sql<number>`count(distinct ${contacts.fullName})::int` })
      .from(contacts)
      .where(eq(contacts.userId, userId));
    expect(count).toEqual({ all: ROWS, names: ROWS });
    console.info(`import restart (${driver}): killed at ${landed} of ${ROWS} rows; the next process finished it, ${count!.all} contacts`);
  }, 300_000);
});

// The database cutting the importing instance's connections (a failover, a restart) is not a failed
// import: the job runner tries again, and the import goes on from its last committed batch.
describe.runIf(driver === 'postgres')('an import whose database connections are cut (PostgreSQL)', () => {
  // Runs of this test failed under the full suite's load (CI, 2026-11-25 and 26). Found under a loaded
  // machine: the failed job's record went to a connection the cut had just killed, and runDueJobs
  // rejected (the runner now retries that write, jobs.test.ts). Each step is bounded and logged, so
  // a failure says where it stopped.
  it('is retried by the job runner and finished, every row once, instead of failing', { timeout: 150_000 }, async ({ onTestFailed }) => {
    const t0 = Date.now();
    const steps: string[] = [];
    const step = (what: string) => steps.push(`${((Date.now() - t0) / 1000).toFixed(1)} s: ${what}`);
    onTestFailed(() => console.error(`the cut import's steps:\n${steps.join('\n')}`));
    const within = <T>(ms: number, what: string, p: Promise<T>) =>
      Promise.race([p, sleep(ms).then(() => Promise.reject(new Error(`${what}: no answer in ${ms / 1000} s`)))]);
    const rt = await createTestRuntime();
    step('runtime up');
    try {
      const s = await signUp(rt);
      await rt.deps.db.execute(sql`update profiles set plan = 'power_trader' where id = ${s.user.id}`);
      const lines = ['Full Name,Company,Email'];
      for (let i = 1; i <= ROWS; i++) lines.push(`Person ${i},Company ${i},person${i}@example.com`);
      const form = new FormData();
      form.append('file', new File([new TextEncoder().encode(lines.join('\n'))], 'book.csv', { type: 'text/csv' }));
      const up = await rt.request('POST', '/api/imports', { cookie: s.cookie, body: form });
      expect(up.status).toBe(201);
      const upload = (await up.json()) as { import: { id: string }; mapping: unknown };
      const importId = upload.import.id;
      step('file uploaded');
      const start = await rt.request('POST', `/api/imports/${importId}/start`, { cookie: s.cookie, json: { mapping: upload.mapping } });
      expect(start.status).toBe(202);
      step('import started');

      const dbNameOf = new URL(rt.databaseUrl!).pathname.slice(1);
      const watcher = new pg.Client({ connectionString: rt.databaseUrl });
      watcher.on('error', () => {});
      await watcher.connect();
      const running = rt.deps.jobs.runDueJobs();
      running.catch(() => {});
      let processed = 0;
      const deadline = Date.now() + 60_000;
      try {
        while (processed === 0 && Date.now() < deadline) {
          const res = await watcher.query<{ processed: number }>(
            `SELECT (results->>'processed_rows')::int AS processed FROM contact_imports WHERE id = $1`,
            [importId],
          );
          processed = res.rows[0]?.processed ?? 0;
          if (processed === 0) await sleep(5);
        }
      } finally {
        await watcher.end();
      }
      step(`first batch committed (${processed} rows)`);
      expect(processed).toBeGreaterThan(0);
      // Cut every connection of the instance, as a failover would.
      const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
        dbNameOf,
      ]);
      await admin.end();
      step('connections cut');
      await within(60_000, 'the interrupted round', running);
      step('the interrupted round returned');
      const [cut] = await rt.deps.db.select().from(contactImports).where(eq(contactImports.id, importId));
      expect(cut!.status).not.toBe('failed');
      // The runner tries again after its backoff (the instance's clock moved on here); the import completes.
      let later = Date.now();
      for (let i = 0; i < 10; i++) {
        later += 120_000;
        await within(60_000, `retry round ${i + 1}`, rt.deps.jobs.runDueJobs(new Date(later)));
        step(`retry round ${i + 1} returned`);
        const [row] = await rt.deps.db.select().from(contactImports).where(eq(contactImports.id, importId));
        if (row!.status !== 'processing') break;
      }
      const [done] = await rt.deps.db.select().from(contactImports).where(eq(contactImports.id, importId));
      expect(done!.status).toBe('completed');
      expect(done!.results).toMatchObject({ processed_rows: ROWS, created: ROWS, error_count: 0 });
      const [count] = await rt.deps.db
        .select({ all: sql<number>`count(*)::int`, names: sql<number>`count(distinct ${contacts.fullName})::int` })
        .from(contacts)
        .where(eq(contacts.userId, s.user.id));
      expect(count).toEqual({ all: ROWS, names: ROWS });
    } finally {
      step('disposing');
      await within(30_000, 'closing the runtime', rt.dispose());
    }
  });
});
