import { serve } from '@hono/node-server';
import { bootstrap } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { lockDataDirOrExit } from './lib/instance-lock.ts';

const config = loadConfig();
// Only the embedded database needs the data dir to itself.
const releaseLock = config.databaseUrl ? async () => {} : await lockDataDirOrExit(config.dataDir);
const runtime = await bootstrap(config);
const { logger } = runtime.deps;

const server = serve({ fetch: runtime.app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    { port: info.port, url: config.baseUrl, database: runtime.deps.database.kind, mail: runtime.deps.mail.name },
    'Tradeloom is listening',
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  server.close();
  await runtime.close();
  await releaseLock();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
