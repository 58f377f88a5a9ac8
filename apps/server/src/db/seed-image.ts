/**
 * A ready embedded database, made at build time: PGlite's initdb, the migrations, the commodity
 * catalogue, the 135,000 world cities and the demo network, as a PGlite data directory beside the
 * server bundle. A new
 * data directory starts as a file copy of it (114 MB, a fraction of a second) instead of spending ~15 s on the same
 * work at first start. (PGlite's own tar dump of it loads in ~10 s: slower than copying the files.)
 * Without the image (running from the sources) the server does the work itself. This file is the
 * run-time half (the copy); the build-time half that writes the image is tools/build-seed.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Beside the bundle in dist/ (absent when running from the sources). */
export const SEED_IMAGE_DIR = path.join(import.meta.dirname, 'pgdata-seed');

/**
 * Copies the image into a new data directory; false when there is no image or the directory has data.
 * Asynchronous, so the server's code goes on loading while the files are copied.
 */
export async function copySeedImage(pgDataDir: string, dir = SEED_IMAGE_DIR): Promise<boolean> {
  const isNew = !fs.existsSync(pgDataDir) || fs.readdirSync(pgDataDir).length === 0;
  if (!isNew || !fs.existsSync(path.join(dir, 'PG_VERSION'))) return false;
  // Into a sibling first: a crash halfway must not leave a half-copied database that looks real.
  const partial = `${pgDataDir}.partial`;
  await fs.promises.rm(partial, { recursive: true, force: true });
  await fs.promises.cp(dir, partial, { recursive: true });
  await fs.promises.rm(pgDataDir, { recursive: true, force: true });
  await fs.promises.rename(partial, pgDataDir);
  return true;
}
