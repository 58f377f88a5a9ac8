import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BASE, createSecondInstance, createTestRuntime, type SecondInstance, SHARED_SECRET, signUp, type TestRuntime } from './harness.ts';

// Two app instances on one PostgreSQL: sessions and data are shared, nothing lives in process memory.
describe.runIf(inject('dbDriver') === 'postgres')('two instances on one PostgreSQL', () => {
  let a: TestRuntime;
  let b: SecondInstance;
  beforeAll(async () => {
    // Each instance has its own data directory, as on separate machines; they share the database and the secret.
    a = await createTestRuntime({ BETTER_AUTH_SECRET: SHARED_SECRET });
    // The second instance migrates the same database concurrently-safe and finds nothing to do.
    b = await createSecondInstance(a);
  });
  afterAll(async () => {
    await b.dispose();
    await a.dispose();
  });

  it('keeps no per-instance secret: neither data directory holds one', () => {
    expect(fs.existsSync(path.join(a.dataDir, 'auth-secret'))).toBe(false);
    expect(fs.existsSync(path.join(b.dataDir, 'auth-secret'))).toBe(false);
  });

  it('accepts a session created on the other instance', async () => {
    const { cookie, user } = await signUp(a);
    const res = await b.app.request('/api/profile', { headers: { cookie, origin: BASE } });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(user.id);
  });

  it('survives the database cutting its idle connections, and reconnects', async () => {
    await a.request('GET', '/healthz');
    // Terminate every other connection to this database, as a restart or failover would.
    await b.deps.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((r) => setTimeout(r, 100));
    const res = await a.request('GET', '/healthz');
    expect(res.status).toBe(200);
  });
});
