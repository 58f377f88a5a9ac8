/** Test runtime: the real app on a fresh copy of the migrated database (PGlite or PostgreSQL). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { bootstrap, type Runtime } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { createLogger } from '../src/lib/logger.ts';
import { withDatabase } from './global-setup.ts';

export const BASE = 'http://localhost:3000';

async function freshDatabase(cities: boolean): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (inject('dbDriver') === 'pglite') {
    const tar = fs.readFileSync(inject(cities ? 'pgliteCitiesTemplate' : 'pgliteTemplate'));
    const database = await openPglite(undefined, new Blob([tar]));
    return { database, drop: async () => {} };
  }
  const adminUrl = inject('pgAdminUrl');
  const name = `tl_t_${inject('runId')}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject(cities ? 'pgCitiesTemplate' : 'pgTemplate')}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const database = openPostgres(url, 4);
  return {
    database,
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestRuntime extends Runtime {
  dataDir: string;
  /** The PostgreSQL database of this runtime (postgres driver only), for a second instance on it. */
  databaseUrl?: string;
  /** Sends a request to the app; json bodies are encoded, cookies passed through. */
  request(
    method: string,
    url: string,
    opts?: { json?: unknown; body?: BodyInit; cookie?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  dispose(): Promise<void>;
}

/** A runtime on a copy of the test template; `cities: true` picks the copy with the world cities loaded. */
export async function createTestRuntime(env: Record<string, string> = {}, opts: { cities?: boolean } = {}): Promise<TestRuntime> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BASE_URL: BASE,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    // Tests run due jobs by hand (runtime.deps.jobs.runDueJobs) instead of waiting for the poller.
    JOBS_POLL_MS: '0',
    SKIP_CITY_IMPORT: opts.cities ? '0' : '1',
    ...env,
  });
  const { database, drop, url } = await freshDatabase(opts.cities === true);
  const runtime = await bootstrap(config, { database, logger: createLogger('silent') });
  return {
    ...runtime,
    dataDir,
    databaseUrl: url,
    request(method, url, opts = {}) {
      const headers: Record<string, string> = { origin: BASE, ...opts.headers };
      if (opts.cookie) headers.cookie = opts.cookie;
      let body = opts.body;
      if (opts.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(opts.json);
      }
      return Promise.resolve(runtime.app.request(url, { method, headers, body }));
    },
    async dispose() {
      await runtime.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The cookie header to send back, from a response's Set-Cookie headers. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

export async function signUp(
  rt: TestRuntime,
  input: Partial<{ email: string; password: string; name: string; phone: string; termsAccepted: boolean }> = {},
) {
  const body = { email: uniqueEmail(), password: 'correct-horse-9', name: 'Test Trader', termsAccepted: true, ...input };
  const res = await rt.request('POST', '/api/auth/sign-up/email', { json: body });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const data = (await res.json()) as { user: { id: string; email: string } };
  return { cookie: cookieFrom(res), user: data.user, email: body.email, password: body.password };
}

/** The latest outbox message to an address, as the embedded mail provider wrote it. */
export function latestMail(rt: TestRuntime, to: string): { subject: string; link?: string; kind: string; text: string } | undefined {
  const dir = path.join(rt.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return undefined;
  const files = fs.readdirSync(dir).sort();
  for (let i = files.length - 1; i >= 0; i--) {
    const m = JSON.parse(fs.readFileSync(path.join(dir, files[i]!), 'utf8'));
    if (m.to === to) return m;
  }
  return undefined;
}

/** The secret every instance of a two-instance test shares (each keeps its own data directory). */
export const SHARED_SECRET = 'shared-secret-of-every-instance-0123456789';

/**
 * A second app instance on the PostgreSQL database of `first` (made with BETTER_AUTH_SECRET =
 * SHARED_SECRET), with a data directory of its own, as on a separate machine. It waits until the
 * instance hears the database's change feed.
 */
export type SecondInstance = Runtime & { dataDir: string; dispose(): Promise<void> };
export async function createSecondInstance(first: TestRuntime): Promise<SecondInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-second-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BASE_URL: BASE,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    DATABASE_URL: first.databaseUrl,
    BETTER_AUTH_SECRET: SHARED_SECRET,
    // Like the first instance, no background rounds: a test runs the jobs and sweeps itself, at the time
    // it chooses. A poller on the real clock would claim a job the test then finds 'stale' at its own,
    // later clock and runs a second time (stop 42's CI: one inactivity warning mailed twice).
    JOBS_POLL_MS: '0',
  });
  const runtime = await bootstrap(config, { database: openPostgres(first.databaseUrl!, 2), logger: createLogger('silent') });
  for (let i = 0; i < 100 && !runtime.deps.sessions.live; i++) await new Promise((r) => setTimeout(r, 20));
  return {
    ...runtime,
    dataDir,
    async dispose() {
      await runtime.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
