/**
 * The MCP endpoint's tool calls (issue 26, decision 035): latency p50/p95 of `search_contacts` and
 * `suggest_introductions` on a 10,000-contact network, through the real HTTP endpoint of the built
 * server (POST /mcp with a personal API token, one JSON-RPC tools/call a request, as a stateless MCP
 * client sends it), one call at a time. Each call does all a real one does: the token's look-up, the
 * rate limit, the credit's charge and the call's log row.
 *
 * The user: signed up through the API, a token made through the API, then (server stopped) made a
 * paying account with credits for every call and a book of 10,000 contacts. The first call builds the
 * user's network index; it and the second are reported apart, the figures are the calls after them (their
 * max includes any call that found the index dropped by a change of the network and built it again). On PGlite, and on
 * PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. `BENCH_MCP_CALLS` (default 200) sets
 * the calls per tool.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { api, signUp } from './lib/auth.ts';
import { postgresAdminUrl, randomSecret, withTempDatabase } from './lib/postgres.ts';
import { figure, int, ms, note } from './lib/report.ts';
import { seedContacts } from './lib/seed.ts';
import { ensureBuilt, startServer, tempDir } from './lib/server.ts';
import { percentile } from './lib/stats.ts';

const PART = 'mcp';
const BOOK = 10_000;
const CALLS = Number(process.env.BENCH_MCP_CALLS ?? 200);
const GOAL = 'p95 ≤ 100 ms';

type Backend = 'pglite' | 'postgres';

/** What an AI client asks, turned over so consecutive calls differ. */
const SEARCHES: Record<string, unknown>[] = [
  { products: ['copper cathode'] },
  { products: ['wheat'], side: 'buys' },
  { text: 'LNG sellers' },
  { products: ['coffee'], limit: 25 },
  { company: 'Trading' },
  { last_contacted_before: '2026-01-01', limit: 5 },
  { products: ['iron ore'], side: 'sells' },
  { text: 'sugar traders' },
];
const PRODUCTS = ['copper cathode', 'wheat', 'LNG', 'coffee', 'iron ore', 'sugar', 'soybeans', 'diesel'];

interface ToolAnswer {
  result?: { isError?: boolean; structuredContent?: Record<string, unknown> };
  error?: { message: string };
}

async function callTool(
  url: string,
  token: string,
  name: string,
  args: Record<string, unknown>,
): Promise<{ ms: number; answer: ToolAnswer }> {
  const started = performance.now();
  const res = await fetch(`${url}/mcp`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
  const answer = (await res.json()) as ToolAnswer;
  const took = performance.now() - started;
  if (!res.ok || answer.error || answer.result?.isError)
    throw new Error(`${name} answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  return { ms: took, answer };
}

async function makePayingUser(database: Database, userId: string, email: string): Promise<void> {
  const { db } = database;
  await db.execute(
    sql`update profiles set plan = 'power_trader', subscription_tier = 'power_trader', status = 'active', demo_mode_enabled = false where id = ${userId}`,
  );
  await db.execute(sql`
    update organisations set subscription_status = 'active', current_plan = 'power_trader'
    where id in (select org_id from organisation_members where user_id = ${userId})`);
  await db.execute(sql`update user_credits set ai_credits = 10000000 where user_id = ${userId}`);
  await seedContacts(database, { userId, email, count: BOOK, batch: BOOK });
}

async function measure(backend: Backend, env: Record<string, string>, url?: string): Promise<void> {
  const dataDir = path.join(tempDir(`mcp-${backend}`), 'data');
  const options = { dataDir, env: { AUTH_RATE_LIMIT_MAX: '100000', MCP_CALLS_PER_MINUTE: '10000', ...env } };
  let server = await startServer(options);
  const user = await signUp(server.url);
  const { id } = await api<{ id: string }>(server.url, user, '/api/profile');
  const { secret } = await api<{ secret: string }>(server.url, user, '/api/tokens', {
    method: 'POST',
    body: { name: 'bench', scope: 'read', expires_in_days: 7 },
  });
  await server.stop();
  const database = backend === 'pglite' ? await openPglite(path.join(dataDir, 'pgdata')) : openPostgres(url!, 2);
  try {
    await makePayingUser(database, id, user.email);
  } finally {
    await database.close();
  }

  server = await startServer(options);
  try {
    const first = await callTool(server.url, secret, 'network_summary', {});
    note(
      PART,
      `${backend}: first call (builds the index of ${int(Number(first.answer.result?.structuredContent?.total ?? 0))} contacts) ${ms(first.ms)}`,
    );
    // A user's first call of a day records their activity (a profile change, which drops the cached
    // index when it is a new day for them); let that settle before timing.
    await new Promise((r) => setTimeout(r, 500));
    const second = await callTool(server.url, secret, 'network_summary', {});
    note(PART, `${backend}: second call ${ms(second.ms)}`);
    // Contacts to introduce: those the searches find.
    const found = await callTool(server.url, secret, 'search_contacts', { products: ['copper cathode'], limit: 50 });
    const ids = ((found.answer.result?.structuredContent?.contacts ?? []) as { id: string }[]).map((c) => c.id);
    if (ids.length === 0) throw new Error('the search found no contact to introduce');

    const search: number[] = [];
    const intro: number[] = [];
    let named = 0;
    for (let i = 0; i < CALLS; i++) {
      const s = await callTool(server.url, secret, 'search_contacts', SEARCHES[i % SEARCHES.length]!);
      search.push(s.ms);
      named += Number(s.answer.result?.structuredContent?.total ?? 0);
      const args = i % 2 === 0 ? { contact_id: ids[i % ids.length] } : { product: PRODUCTS[i % PRODUCTS.length] };
      intro.push((await callTool(server.url, secret, 'suggest_introductions', args)).ms);
    }
    note(
      PART,
      `${backend}: ${int(CALLS)} calls a tool, one at a time; the searches matched ${int(Math.round(named / CALLS))} contacts on average`,
    );
    for (const [tool, samples] of [
      ['search_contacts', search],
      ['suggest_introductions', intro],
    ] as const) {
      figure(
        `${tool} on ${int(BOOK)} contacts (${backend})`,
        `p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}, max ${ms(Math.max(...samples))}`,
        GOAL,
      );
    }
  } finally {
    await server.stop();
  }
}

export async function run(): Promise<void> {
  ensureBuilt();
  await measure('pglite', {});
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) {
    figure('MCP tool calls (postgres)', 'not measured: set BENCH_DATABASE_URL or TEST_DATABASE_URL', GOAL);
    return;
  }
  await withTempDatabase(adminUrl, async (url) => measure('postgres', { DATABASE_URL: url, BETTER_AUTH_SECRET: randomSecret() }, url));
}
