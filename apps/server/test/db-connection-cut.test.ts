/**
 * Issue 22, fault 2: the database cutting the connections of an instance under a write load (a
 * failover, a restart, pg_terminate_backend) must not end the process. The real server (src/index.ts
 * through tsx) runs as a child process on a copy of the PostgreSQL template; while clients create
 * contacts, an admin connection terminates the app's backends several times, then closes the database
 * to new connections for a while. The process stays up, answers 503 in the one error shape (never
 * 500) while the database is away, 200 again once it is back, and every contact it acknowledged is
 * in the database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './free-port.ts';
import { withDatabase } from './global-setup.ts';

const ENTRY = path.join(import.meta.dirname, '..', 'src', 'index.ts');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(inject('dbDriver') === 'postgres')('a database connection cut under load (PostgreSQL)', () => {
  const adminUrl = inject('pgAdminUrl');
  const name = `tl_t_${inject('runId')}_cut${Math.random().toString(36).slice(2, 8)}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-cut-'));
  let admin: pg.Client;
  let child: ChildProcess;
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  let output = '';
  let base = '';

  /** Terminates every backend of the app's database but the caller's own. */
  const terminate = async () => {
    const res = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
      name,
    ]);
    return res.rowCount ?? 0;
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: withDatabase(adminUrl, name),
        BETTER_AUTH_SECRET: 'a-secret-for-the-connection-cut-test-0123456789',
        BASE_URL: base,
        PORT: String(port),
        HOST: '127.0.0.1',
        SKIP_CITY_IMPORT: '1',
        AUTH_RATE_LIMIT_MAX: '1000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => {
      output = (output + d.toString()).slice(-20_000);
    });
    child.stderr!.on('data', (d: Buffer) => {
      output = (output + d.toString()).slice(-20_000);
    });
    child.once('exit', (code, signal) => {
      exit = { code, signal };
    });
    for (let i = 0; ; i++) {
      if (exit) throw new Error(`server exited before it listened: ${output}`);
      const ok = await fetch(`${base}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (i > 1200) throw new Error(`server did not start: ${output}`);
      await sleep(100);
    }
  }, 180_000);

  afterAll(async () => {
    if (child && !exit) {
      child.kill('SIGTERM');
      for (let i = 0; i < 100 && !exit; i++) await sleep(100);
      if (!exit) child.kill('SIGKILL');
    }
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays up, answers 503 (never 500) while the database is away and 200 once back, and keeps every acknowledged write', async () => {
    const headers = { origin: base, 'content-type': 'application/json' };
    const email = `cut.${Date.now().toString(36)}@example.com`;
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'correct-horse-9', name: 'Cut Trader', termsAccepted: true }),
    });
    expect(signUp.status).toBe(200);
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // Unlimited contacts, so the load never meets the plan's limit.
    const appDb = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
    await appDb.connect();
    await appDb.query(`UPDATE profiles SET plan = 'power_trader' WHERE id = $1`, [userId]);
    await appDb.end();

    const statuses = new Map<number, number>();
    const acknowledged: { id: string; name: string }[] = [];
    const bad: string[] = [];
    let n = 0;
    let loading = true;
    const create = async () => {
      const fullName = `Load ${++n}`;
      const res = await fetch(`${base}/api/contacts`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify({ full_name: fullName, company: 'Cut Ltd', notes: 'written under a cut' }),
      }).catch((err: unknown) => {
        bad.push(`fetch failed: ${String(err)}`);
        return null;
      });
      if (!res) return;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const body = (await res.json().catch(() => null)) as { id?: string; error?: { code?: string; message?: string } } | null;
      if (res.status === 201 || res.status === 200) acknowledged.push({ id: body!.id!, name: fullName });
      else if (res.status === 503) {
        if (!body?.error?.code || !body.error.message || !res.headers.get('retry-after'))
          bad.push(`503 without the error shape: ${JSON.stringify(body)}`);
      } else bad.push(`${res.status}: ${JSON.stringify(body)}`);
    };
    const workers = Array.from({ length: 6 }, async () => {
      while (loading) await create();
    });

    // Cut every connection of the app a few times while the writes run.
    await sleep(800);
    let cut = 0;
    for (let i = 0; i < 4; i++) {
      cut += await terminate();
      await sleep(400 + i * 150);
    }
    // Without an 'error' listener on every client, the process has ended by now.
    expect(exit, output).toBeNull();
    // Then the database goes away for a while: no new connection is taken.
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await terminate();
    await sleep(1500);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    const away = await fetch(`${base}/api/contacts`, { headers: { cookie, origin: base } });
    expect(away.status).toBe(503);
    expect(away.headers.get('retry-after')).toMatch(/^\d+$/);
    const awayBody = (await away.json()) as { error: { code: string; message: string } };
    expect(awayBody.error.code).toBe('DATABASE_UNAVAILABLE');
    expect(awayBody.error.message).toMatch(/try again/i);
    // Signing in (Better Auth's routes) says the same.
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'correct-horse-9' }),
    });
    expect(signIn.status).toBe(503);
    expect(((await signIn.json()) as { error: { code: string } }).error.code).toBe('DATABASE_UNAVAILABLE');
    // Back: the same process serves again, without a restart.
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    let back = 0;
    for (let i = 0; i < 100 && back !== 200; i++) {
      back = (await fetch(`${base}/healthz`)).status;
      if (back !== 200) await sleep(100);
    }
    expect(back).toBe(200);
    await sleep(500);
    loading = false;
    await Promise.all(workers);

    expect(exit, output).toBeNull();
    expect(cut).toBeGreaterThan(0);
    expect(bad, JSON.stringify(Object.fromEntries(statuses))).toEqual([]);
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(201) ?? statuses.get(200) ?? 0).toBeGreaterThan(0);
    console.info(`connection cut: ${cut} backends terminated; answers ${JSON.stringify(Object.fromEntries(statuses))}`);
    const list = await fetch(`${base}/api/contacts`, { headers: { cookie, origin: base } });
    expect(list.status).toBe(200);

    // Every acknowledged contact is there, once; nothing half-written (a contact without its company).
    const check = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
    await check.connect();
    const rows = await check.query<{ id: string; full_name: string; company: string | null }>(
      'SELECT id, full_name, company FROM contacts WHERE user_id = $1',
      [userId],
    );
    await check.end();
    const stored = new Map(rows.rows.map((r) => [r.id, r]));
    for (const a of acknowledged) expect(stored.get(a.id)?.full_name).toBe(a.name);
    expect(rows.rows.every((r) => r.company === 'Cut Ltd')).toBe(true);
  }, 180_000);
});
