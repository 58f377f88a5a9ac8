/**
 * npm run backup -- [file]: writes the embedded database and the data directory's files into one
 * .tar.gz (default tradeloom-backup-<time>.tar.gz in the current folder). The server must be stopped
 * for the copy (a few seconds); on PostgreSQL use the database's own tools (README, 'Backups').
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { BackupError, createBackup } from '../lib/backup.ts';
import { DataDirLockedError } from '../lib/instance-lock.ts';

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: the data (and, without S3, the files) are in PostgreSQL. Back it up with pg_dump or ' +
      'point-in-time recovery, and the S3 bucket (if any) with versioning or replication; see the README, "Backups".',
  );
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? `tradeloom-backup-${stamp}.tar.gz`);
try {
  const started = performance.now();
  const manifest = await createBackup(config.dataDir, file);
  console.log(`Backed up ${config.dataDir} (${manifest.entries.join(', ')}) to ${file} in ${Math.round(performance.now() - started)} ms.`);
  if (config.s3) console.log(`The attachments are in the S3 bucket ${config.s3.bucket}, not in this file: back the bucket up as well.`);
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`The server has the embedded database at ${config.dataDir} open. Stop it, run this again, then start it.`);
    process.exit(1);
  }
  if (err instanceof BackupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
