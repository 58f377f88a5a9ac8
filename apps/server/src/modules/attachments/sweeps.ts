/**
 * Housekeeping of files: uploads from the Add dialog that no contact claimed, and spool files a crash
 * left behind. Both are safe to run on several instances at once.
 */
import fs from 'node:fs';
import { TEMP_UPLOAD_TTL_HOURS } from '@tradeloom/domain';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingUploads } from '../../db/schema/index.ts';
import type { Logger } from '../../lib/logger.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';

/** Deletes unclaimed temporary uploads older than the TTL: rows first (each goes to one instance), then files. */
export async function sweepTempUploads(db: Db, storage: StorageProvider, logger: Logger, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TEMP_UPLOAD_TTL_HOURS * 60 * 60 * 1000);
  const removed = await db.delete(pendingUploads).where(lt(pendingUploads.createdAt, cutoff)).returning({ id: pendingUploads.id });
  await Promise.all(
    removed.map((r) => storage.delete(r.id).catch((err) => logger.warn({ err, path: r.id }, 'unclaimed upload file not deleted'))),
  );
  if (removed.length) logger.info({ removed: removed.length }, 'swept unclaimed uploads');
  return removed.length;
}

/** Partial upload files from a crash: the spool folder is this process's alone, so at start it is emptied. */
export function clearUploadSpool(spoolDir: string): number {
  if (!fs.existsSync(spoolDir)) return 0;
  const names = fs.readdirSync(spoolDir);
  for (const name of names) fs.rmSync(`${spoolDir}/${name}`, { recursive: true, force: true });
  return names.length;
}
