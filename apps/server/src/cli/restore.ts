/**
 * npm run restore -- <file> [--data-dir DIR] [--force]: brings a backup made by `npm run backup` back
 * into DATA_DIR (or DIR). A data directory that holds anything is replaced only with --force, and
 * never while a server has it open.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { BackupError, restoreBackup } from '../lib/backup.ts';
import { DataDirLockedError } from '../lib/instance-lock.ts';

const usage = 'Usage: npm run restore -- <backup.tar.gz> [--data-dir DIR] [--force]';
let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } } });
}
try {
  args = parse();
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
const file = args.positionals[0];
if (!file || args.positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}
const dataDir = args.values['data-dir'] ?? loadConfig().dataDir;
try {
  const manifest = await restoreBackup(file, dataDir, { force: args.values.force });
  console.log(`Restored the backup of ${manifest.createdAt} into ${dataDir} (${manifest.entries.join(', ')}). Start the server on it.`);
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`A server has ${dataDir} open. Stop it first.`);
    process.exit(1);
  }
  if (err instanceof BackupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
