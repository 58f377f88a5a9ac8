/**
 * Build step (run by build.mjs after bundling): writes the ready embedded database beside the bundle,
 * dist/pgdata-seed/ (see src/db/seed-image.ts for what it holds and how a new data directory uses it).
 */
import fs from 'node:fs';
import { openPglite } from '../src/db/client.ts';
import { seedCommodities } from '../src/db/seed.ts';
import { SEED_IMAGE_DIR } from '../src/db/seed-image.ts';
import { ensureDemoAccount } from '../src/modules/demo/demo.service.ts';
import { importCities } from '../src/modules/locations/city-import.ts';

async function writeSeedImage(dir = SEED_IMAGE_DIR): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  // The WAL's size at its floor: checkpoints remove the segments the city import filled instead of
  // keeping them for reuse (they were 177 MB of the image's 259 MB, copied into every new data dir;
  // now 32 MB of 114 MB). The servers that start from the image keep PostgreSQL's defaults.
  const database = await openPglite(dir, undefined, { settings: { min_wal_size: '32MB', max_wal_size: '32MB' } });
  try {
    await database.migrate();
    await seedCommodities(database.db);
    await importCities(database.db);
    // The demo network too (2 s of a first start): a server that starts from the image only redates it
    // once the image is some days old (demo-seed.ts), as it does for any data directory.
    await ensureDemoAccount(database.db);
    await database.pglite!.query('vacuum analyze');
    await database.pglite!.query('checkpoint');
  } finally {
    await database.close();
  }
}

const started = performance.now();
await writeSeedImage();
console.log(`wrote ${SEED_IMAGE_DIR} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
