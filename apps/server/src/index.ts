import type http from 'node:http';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createInFlight, installGracefulStop, STOP_GRACE_MS } from './lib/graceful-stop.ts';
import { lockDataDirOrExit } from './lib/instance-lock.ts';
import { createLogger } from './lib/logger.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
// Before anything is opened: a stop asked for during the start-up waits for it, then closes what it opened.
const stop = installGracefulStop(logger);
logger.info({ pid: process.pid, database: config.databaseUrl ? 'postgres' : 'pglite' }, 'starting');

async function start() {
  // Only the embedded database needs the data dir to itself.
  const releaseLock = config.databaseUrl ? async () => {} : await lockDataDirOrExit(config.dataDir);
  stop.parts.closeRuntime = releaseLock;
  // The database opens (the seed image's copy, PGlite's WebAssembly compiled off the main thread)
  // while the rest of the server's code loads: the app, auth and the modules are imported only now
  // (decision 038).
  const opening = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const [database, { bootstrap }, { serve }] = await Promise.all([opening, import('./bootstrap.ts'), import('@hono/node-server')]);
  stop.parts.closeRuntime = async () => {
    await database.close();
    await releaseLock();
  };
  const runtime = await bootstrap(config, { logger, database });
  stop.parts.closeRuntime = async () => {
    await runtime.close();
    await releaseLock();
  };
  if (stop.requested) return;

  const inFlight = createInFlight();
  const server = serve(
    {
      fetch: (request, env) => inFlight.track(async () => runtime.app.fetch(request, env)),
      port: config.port,
      hostname: config.host,
    },
    (info) => {
      logger.info(
        { port: info.port, url: config.baseUrl, database: runtime.deps.database.kind, mail: runtime.deps.mail.name },
        'Tradeloom is listening',
      );
    },
  ) as http.Server;
  stop.parts.closeHttp = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    await inFlight.idle(STOP_GRACE_MS);
    // Live streams (the profile, the assistant's answers) never end by themselves: give the last
    // answers a moment to leave, then end every connection; browsers reconnect by themselves.
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 250).unref())]);
    server.closeAllConnections();
    await closed;
  };
}

const starting = start();
stop.started(starting);
await starting;
