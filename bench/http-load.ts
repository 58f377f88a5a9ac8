/**
 * API throughput of the built server under autocannon on loopback: 32 connections, a few seconds a
 * route, with a browser's Accept-Encoding. /healthz, a session read (GET /api/profile), the contacts
 * list (a new user sees the 240 demo contacts) and a search; on PGlite and, when a URL is given, on
 * PostgreSQL (a database of its own).
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { api, signUp } from './lib/auth.ts';
import { postgresAdminUrl, randomSecret, withTempDatabase } from './lib/postgres.ts';
import { figure, int, ms, note } from './lib/report.ts';
import { ensureBuilt, startServer, tempDir } from './lib/server.ts';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const WARMUP_SECONDS = 1;

type Backend = 'pglite' | 'postgres';

interface Target {
  name: string;
  path: string;
  signedIn: boolean;
  goal: Record<Backend, string | undefined>;
}

const LIST_GOAL = { pglite: '≥ 400 req/s', postgres: '≥ 1,000 req/s, p99 ≤ 100 ms' };
const TARGETS: Target[] = [
  { name: '/healthz', path: '/healthz', signedIn: false, goal: { pglite: undefined, postgres: undefined } },
  { name: 'session read (GET /api/profile)', path: '/api/profile', signedIn: true, goal: { pglite: undefined, postgres: undefined } },
  { name: 'contacts list (limit=60)', path: '/api/contacts?limit=60', signedIn: true, goal: LIST_GOAL },
  { name: 'contacts search (q=copper)', path: '/api/contacts?q=copper', signedIn: true, goal: LIST_GOAL },
];

/**
 * The same load on one backend. `uncached` turns the server's in-process caches off
 * (CACHE_TTL_SECONDS=0) and measures only the signed-in routes: what a read costs when it is not
 * a repeat (a new search, a changed book), beside the cached figure of a repeated read.
 */
async function load(backend: Backend, env: Record<string, string>, uncached = false): Promise<void> {
  const server = await startServer({
    dataDir: path.join(tempDir(`http-${backend}`), 'data'),
    env: { AUTH_RATE_LIMIT_MAX: '100000', ...env, ...(uncached ? { CACHE_TTL_SECONDS: '0' } : {}) },
  });
  try {
    note('http', `${backend}: server ready in ${ms(server.readyMs)}`);
    const user = await signUp(server.url);
    const list = await api<{ total: number; items: unknown[] }>(server.url, user, '/api/contacts?limit=60');
    const search = await api<{ total: number }>(server.url, user, '/api/contacts?q=copper');
    note('http', `${backend}: the user sees ${list.total} contacts (${list.items.length} a page); "copper" matches ${search.total}`);
    for (const target of uncached ? TARGETS.filter((t) => t.signedIn) : TARGETS) {
      const result = await autocannon({
        url: `${server.url}${target.path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'Accept-Encoding': 'br, gzip', ...(target.signedIn ? { Cookie: user.cookie } : {}) },
        warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
      });
      const failed = result.non2xx + result.errors + result.timeouts;
      figure(
        `API ${target.name} (${backend}${uncached ? ', no cache' : ''})`,
        `${int(result.requests.average)} req/s, p99 ${ms(result.latency.p99)}${failed ? ` (${int(failed)} failed or non-2xx)` : ''}`,
        uncached ? undefined : target.goal[backend],
      );
    }
  } finally {
    await server.stop();
  }
}

export async function run(): Promise<void> {
  ensureBuilt();
  await load('pglite', {});
  await load('pglite', {}, true);
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) {
    for (const target of TARGETS.filter((t) => t.goal.postgres)) {
      figure(`API ${target.name} (postgres)`, 'not measured: set BENCH_DATABASE_URL or TEST_DATABASE_URL', target.goal.postgres);
    }
    return;
  }
  await withTempDatabase(adminUrl, async (url) => {
    const env = { DATABASE_URL: url, BETTER_AUTH_SECRET: randomSecret() };
    await load('postgres', env);
    await load('postgres', env, true);
  });
}
