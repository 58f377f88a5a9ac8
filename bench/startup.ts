/**
 * Start-up of the built product on the embedded database: the first start on a new data directory
 * (which copies the build's database image and adds the demo network), then restarts of the same
 * directory. Spawn to the first 200 on /healthz; stopped with SIGTERM in between.
 */
import path from 'node:path';
import { figure, note, seconds } from './lib/report.ts';
import { ensureBuilt, startServer, tempDir } from './lib/server.ts';
import { median } from './lib/stats.ts';

const RESTARTS = 3;

export async function run(): Promise<void> {
  ensureBuilt();
  const dataDir = path.join(tempDir('startup'), 'data');
  const first = await startServer({ dataDir });
  await first.stop();
  note('startup', `first start ${seconds(first.readyMs)}`);
  const restarts: number[] = [];
  for (let i = 0; i < RESTARTS; i++) {
    const server = await startServer({ dataDir });
    restarts.push(server.readyMs);
    await server.stop();
  }
  note('startup', `restarts ${restarts.map(seconds).join(', ')}`);
  figure('first start on a new data dir', seconds(first.readyMs), '≤ 8 s');
  figure(`restart, median of ${RESTARTS}`, seconds(median(restarts)), '≤ 1.5 s');
}
