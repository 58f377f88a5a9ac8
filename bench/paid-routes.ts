/**
 * The paid routes under load (issue 22, item 10): the assistant (POST /api/ai/chat, the built-in
 * assistant, one credit an answer) and the insights list (GET /api/insights) of one paying user, at
 * 32 connections with autocannon, on PGlite and, when a URL is given, on PostgreSQL (a database of
 * its own, dropped afterwards).
 *
 * The user: signed up through the API, then made a Power Trader with an active subscription (so no
 * demo limit applies) and a balance large enough for every question of the run, with a book of
 * 1,000 contacts of their own (demo mode off), 60 insights of earlier scans and those of one manual scan. The server
 * is stopped for that (PGlite holds its data directory alone) and started again.
 *
 * Figures, not tests. `BENCH_PAID_SECONDS` (default 5) sets the time a route, `BENCH_PAID_CONNECTIONS` (default 32) the load; `BENCH_SERVER_SOURCE=1`
 * runs the TypeScript sources instead of the build; `BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'`
 * passes flags to the server's node (a CPU profile of the run).
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { api, type SignedInUser, signUp } from './lib/auth.ts';
import { postgresAdminUrl, randomSecret, withTempDatabase } from './lib/postgres.ts';
import { figure, int, ms, note } from './lib/report.ts';
import { seedContacts } from './lib/seed.ts';
import { ensureBuilt, type ServerOptions, startServer, tempDir } from './lib/server.ts';

const PART = 'paid';
const CONNECTIONS = Number(process.env.BENCH_PAID_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_PAID_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const BOOK = 1_000;
const CREDITS = 10_000_000;
const INSIGHTS = 60;
const FROM_SOURCE = process.env.BENCH_SERVER_SOURCE === '1';
const NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

const GOAL = {
  assistant: '≥ 200 answers/s, p99 ≤ 100 ms',
  insights: '≥ 1,000 req/s, p99 ≤ 100 ms',
};

/** Questions a trader asks, turned over by the load so consecutive answers differ. */
const QUESTIONS = [
  'Who sells copper in Rotterdam?',
  'who trades wheat',
  'Which contacts in Singapore deal in LNG?',
  'who have I not talked to in 3 months',
  'Find me a coffee supplier in Brazil',
  'who buys iron ore in china',
  'list my sugar contacts',
  'Who can I ask about crude oil in Houston?',
];

type Backend = 'pglite' | 'postgres';

/** Makes the signed-up user a paying Power Trader with a big balance and a book of their own. */
async function makePayingUser(database: Database, userId: string, email: string): Promise<void> {
  const { db } = database;
  await db.execute(
    sql`update profiles set plan = 'power_trader', subscription_tier = 'power_trader', status = 'active', demo_mode_enabled = false where id = ${userId}`,
  );
  await db.execute(sql`
    update organisations set subscription_status = 'active', current_plan = 'power_trader'
    where id in (select org_id from organisation_members where user_id = ${userId})`);
  await db.execute(sql`update user_credits set ai_credits = ${CREDITS} where user_id = ${userId}`);
  await seedContacts(database, { userId, email, count: BOOK, batch: BOOK });
  // Insights of earlier scans, each naming two contacts of the book, across the three priorities.
  await db.execute(sql`
    insert into ai_insights (user_id, title, description, insight_type, priority, action_items, potential_value, contact_ids, created_at)
    select ${userId}, 'Lead ' || i, 'Two contacts of yours trade the same product on opposite sides: an introduction could close a deal.',
      'introduction', (array['high', 'medium', 'low'])[1 + i % 3], '["Introduce them", "Follow up in a week"]'::jsonb, 'medium',
      (select jsonb_agg(id) from (select id from contacts where user_id = ${userId} order by id offset i * 2 limit 2) c),
      now() - (i || ' hours')::interval
    from generate_series(1, ${INSIGHTS}) as i`);
}

async function openDatabaseOf(backend: Backend, dataDir: string, url?: string): Promise<Database> {
  return backend === 'pglite' ? openPglite(path.join(dataDir, 'pgdata')) : openPostgres(url!, 2);
}

interface Load {
  rps: number;
  p99: number;
  ok: number;
  failed: number;
  statuses: string;
}

async function hammer(
  url: string,
  user: SignedInUser,
  request: { method: 'GET' | 'POST'; path: string; bodies?: string[] },
): Promise<Load> {
  const headers = {
    Cookie: user.cookie,
    Origin: url,
    'Accept-Encoding': 'br, gzip',
    ...(request.bodies ? { 'Content-Type': 'application/json' } : {}),
  };
  const requests = request.bodies
    ? request.bodies.map((body) => ({ method: request.method, path: request.path, headers, body }))
    : [{ method: request.method, path: request.path, headers }];
  const result = await autocannon({
    url: `${url}${request.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, s]) => `${code}: ${int((s as { count: number }).count)}`)
    .join(', ');
  note(
    PART,
    `${request.path}: latency p50 ${ms(result.latency.p50)}, p90 ${ms(result.latency.p90)}, p99 ${ms(result.latency.p99)}, max ${ms(result.latency.max)}`,
  );
  return {
    rps: result['2xx'] / SECONDS,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    statuses,
  };
}

async function load(backend: Backend, env: Record<string, string>, url?: string): Promise<void> {
  const dataDir = path.join(tempDir(`paid-${backend}`), 'data');
  const options: ServerOptions = {
    dataDir,
    env: { AUTH_RATE_LIMIT_MAX: '100000', ...env },
    fromSource: FROM_SOURCE,
  };
  // First start: the account, through the API as the sign-up form makes it.
  let server = await startServer(options);
  const user = await signUp(server.url);
  const { id } = await api<{ id: string }>(server.url, user, '/api/profile');
  await server.stop();

  const database = await openDatabaseOf(backend, dataDir, url);
  try {
    await makePayingUser(database, id, user.email);
  } finally {
    await database.close();
  }

  server = await startServer({ ...options, nodeArgs: NODE_ARGS });
  try {
    note(PART, `${backend}: server ready in ${ms(server.readyMs)}${FROM_SOURCE ? ' (from the sources)' : ''}`);
    const scan = await api<{ new_insights_count: number }>(server.url, user, '/api/insights/scan', {
      method: 'POST',
      body: { trigger_type: 'manual' },
    });
    const page = await api<{ items: unknown[]; counts: { all: number } }>(server.url, user, '/api/insights');
    note(
      PART,
      `${backend}: a book of ${int(BOOK)} contacts; one scan found ${scan.new_insights_count} insights (${page.items.length} on the first page of ${page.counts.all})`,
    );
    const sample = await api<{ contacts: unknown[]; credits_remaining: number }>(server.url, user, '/api/ai/chat', {
      method: 'POST',
      body: { message: QUESTIONS[0] },
    });
    note(PART, `${backend}: "${QUESTIONS[0]}" named ${sample.contacts.length} contacts; ${int(sample.credits_remaining)} credits left`);

    const chat = await hammer(server.url, user, {
      method: 'POST',
      path: '/api/ai/chat',
      bodies: QUESTIONS.map((message) => JSON.stringify({ message })),
    });
    const after = await api<{ credits_remaining: number }>(server.url, user, '/api/ai/chat', {
      method: 'POST',
      body: { message: QUESTIONS[1] },
    });
    note(
      PART,
      `${backend}: assistant ${chat.statuses}; ${int(sample.credits_remaining - after.credits_remaining)} credits spent since the sample`,
    );
    figure(
      `assistant answers at ${CONNECTIONS} connections (${backend})`,
      `${int(chat.rps)} answers/s, p99 ${ms(chat.p99)}${chat.failed ? ` (${int(chat.failed)} failed or non-2xx)` : ''}`,
      GOAL.assistant,
    );

    const insights = await hammer(server.url, user, { method: 'GET', path: '/api/insights' });
    note(PART, `${backend}: insights list ${insights.statuses}`);
    figure(
      `insights list at ${CONNECTIONS} connections (${backend})`,
      `${int(insights.rps)} req/s, p99 ${ms(insights.p99)}${insights.failed ? ` (${int(insights.failed)} failed or non-2xx)` : ''}`,
      GOAL.insights,
    );
  } finally {
    await server.stop();
  }
}

export async function run(): Promise<void> {
  if (!FROM_SOURCE) ensureBuilt();
  await load('pglite', {});
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) {
    figure('assistant answers (postgres)', 'not measured: set BENCH_DATABASE_URL or TEST_DATABASE_URL', GOAL.assistant);
    figure('insights list (postgres)', 'not measured: set BENCH_DATABASE_URL or TEST_DATABASE_URL', GOAL.insights);
    return;
  }
  await withTempDatabase(adminUrl, async (url) => load('postgres', { DATABASE_URL: url, BETTER_AUTH_SECRET: randomSecret() }, url));
}
