/**
 * `npm run bench`: every performance figure of issue 7, one a line on stdout, each beside its goal.
 * Figures, not tests: a missed goal never fails the run (only a part that crashes sets the exit code).
 *
 * Parts: startup, http, paid, mcp, browser, map, site, db, import, imap, chat, relationships, eval (every evaluation set of bench/eval, and the scan time at
 * 10,000 and 100,000 contacts; it replaces the old intel and assistant* parts).
 * Run some with `npm run bench -- startup http` or `BENCH_ONLY=startup,http npm run bench`. PostgreSQL figures need
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL; each part makes a `tl_bench_*` database and drops it).
 */
import { run as browser } from './browser.ts';
import { run as chatImport } from './chat-import.ts';
import { run as dbSearch } from './db-search.ts';
import { run as evaluation } from './eval/run.ts';
import { run as httpLoad } from './http-load.ts';
import { run as imapCapture } from './imap-capture.ts';
import { run as importContacts } from './import.ts';
import { heading, note } from './lib/report.ts';
import { killServers, removeTempDirs } from './lib/server.ts';
import { run as map } from './map.ts';
import { run as mcp } from './mcp.ts';
import { run as paidRoutes } from './paid-routes.ts';
import { run as relationshipRefresh } from './relationship-refresh.ts';
import { run as site } from './site.ts';
import { run as startup } from './startup.ts';

// In this order: the database part last, so the write-back of its million rows on the PostgreSQL
// server cannot slow the parts that time the built server.
const PARTS: Record<string, { title: string; run: () => Promise<void> }> = {
  startup: { title: 'start-up (built server, PGlite)', run: startup },
  http: { title: 'API throughput (autocannon, 32 connections)', run: httpLoad },
  paid: { title: 'paid routes under load: the assistant and the insights list (autocannon, 32 connections)', run: paidRoutes },
  mcp: { title: 'MCP tool calls: search_contacts and suggest_introductions on 10,000 contacts (built server, POST /mcp)', run: mcp },
  browser: { title: 'browser (headless Chromium, built app on PGlite)', run: browser },
  map: { title: 'network map (headless Chromium, built app on PGlite)', run: map },
  site: { title: 'public site (landing JS, Lighthouse mobile; built app on PGlite)', run: site },
  db: { title: 'database queries (in-process)', run: dbSearch },
  import: { title: 'contact import of a 100,000-row CSV (in-process API and job runner)', run: importContacts },
  imap: {
    title: 'mailbox capture: first and second sync of 10,000 message headers from a local Dovecot (in-process API and job)',
    run: imapCapture,
  },
  chat: {
    title:
      'conversation imports: 100,000-message WhatsApp and Telegram exports and a 100 MB WhatsApp chat (in-process API, reader process)',
    run: chatImport,
  },
  relationships: {
    title: 'relationship strength and cadence reminders on 10,000 contacts and 100,000 interactions (in-process)',
    run: relationshipRefresh,
  },
  eval: { title: "evaluation sets (bench/eval): the engine and the assistant judged against each set's truth", run: evaluation },
};
const ALIASES: Record<string, string> = {
  'db-search': 'db',
  'http-load': 'http',
  start: 'startup',
  load: 'http',
  'paid-routes': 'paid',
  intel: 'eval',
  assistant: 'eval',
};

const asked = [...process.argv.slice(2), ...(process.env.BENCH_ONLY ?? '').split(',')]
  .map((s) => s.trim())
  .filter(Boolean)
  .map((s) => ALIASES[s] ?? s);
const unknown = asked.filter((s) => !(s in PARTS));
if (unknown.length) {
  console.error(`Unknown bench part(s): ${unknown.join(', ')}. Parts: ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}
const selected = asked.length ? Object.keys(PARTS).filter((p) => asked.includes(p)) : Object.keys(PARTS);

process.on('exit', () => {
  killServers();
  removeTempDirs();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const started = performance.now();
for (const name of selected) {
  const part = PARTS[name]!;
  heading(`${name}: ${part.title}`);
  const t = performance.now();
  try {
    await part.run();
  } catch (err) {
    process.exitCode = 1;
    console.log(`${name}: failed (${err instanceof Error ? err.message.split('\n')[0] : err}); see stderr`);
    console.error(err);
  } finally {
    killServers();
  }
  note(name, `done in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
const total = (performance.now() - started) / 1000;
console.log(`\nbench took ${Math.floor(total / 60)} min ${Math.round(total % 60)} s (${selected.join(', ')})`);
