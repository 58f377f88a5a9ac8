import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bootstrap, type Runtime } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { openPostgres } from '../src/db/client.ts';
import { createLogger } from '../src/lib/logger.ts';
import { BASE, createTestRuntime, signUp, type TestRuntime } from './harness.ts';

// Two app instances on one PostgreSQL: sessions and data are shared, nothing lives in process memory.
describe.runIf(inject('dbDriver') === 'postgres')('two instances on one PostgreSQL', () => {
  let a: TestRuntime;
  let b: Runtime;
  beforeAll(async () => {
    a = await createTestRuntime();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: a.dataDir, BASE_URL: BASE, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000' });
    // The second instance migrates the same database concurrently-safe and finds nothing to do.
    b = await bootstrap(config, { database: openPostgres(a.databaseUrl!, 2), logger: createLogger('silent') });
  });
  afterAll(async () => {
    await b.close();
    await a.dispose();
  });

  it('accepts a session created on the other instance', async () => {
    const { cookie, user } = await signUp(a);
    const res = await b.app.request('/api/profile', { headers: { cookie, origin: BASE } });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(user.id);
  });
});
