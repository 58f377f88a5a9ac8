/**
 * Backup and restore of an embedded installation (decision 022): the data directory (the PGlite
 * database, uploaded files, the generated auth secret, the mail outbox) as one .tar.gz. The archive is
 * taken while no process has the directory open (the instance lock), so the database files are at
 * rest and the copy is consistent; restoring unpacks into a staging folder beside the target and
 * moves the entries in only once the archive has been read whole.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { lockDataDir } from './instance-lock.ts';

/** Written into every archive first; a restore refuses an archive without it. */
export const BACKUP_MANIFEST = 'tradeloom-backup.json';
const FORMAT = 1;

/** Per-process scratch space (the upload spool) and the lock socket of non-Linux systems: not state. */
const NOT_STATE = new Set(['tmp', 'server.lock', 'server.pid']);

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** The top-level entries of the data directory in the archive. */
  entries: string[];
}

export class BackupError extends Error {}

function stateEntries(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((e) => !NOT_STATE.has(e.name) && e.name !== BACKUP_MANIFEST && (e.isFile() || e.isDirectory()))
    .map((e) => e.name)
    .sort();
}

/**
 * Writes the data directory's state to `file` (.tar.gz). Takes the data directory's lock for the
 * whole copy: throws DataDirLockedError while a server has it open.
 */
export async function createBackup(dataDir: string, file: string, now = new Date()): Promise<BackupManifest> {
  const dir = path.resolve(dataDir);
  if (!fs.existsSync(path.join(dir, 'pgdata', 'PG_VERSION'))) {
    throw new BackupError(`No embedded database in ${dir} (no pgdata/PG_VERSION): nothing to back up.`);
  }
  const release = await lockDataDir(dir);
  const manifestFile = path.join(dir, BACKUP_MANIFEST);
  const target = path.resolve(file);
  const partial = `${target}.partial-${crypto.randomBytes(4).toString('hex')}`;
  try {
    const entries = stateEntries(dir);
    const manifest: BackupManifest = { format: FORMAT, createdAt: now.toISOString(), entries };
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await tar.c(
      {
        gzip: true,
        file: partial,
        cwd: dir,
        portable: true,
        // Sockets and other special files are never state; an archive inside the directory is not either.
        filter: (p, stat) => !('isSocket' in stat && stat.isSocket()) && path.resolve(dir, p) !== target,
      },
      [BACKUP_MANIFEST, ...entries],
    );
    // Only a complete archive ever carries the final name.
    fs.renameSync(partial, target);
    return manifest;
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(manifestFile, { force: true });
    await release();
  }
}

/**
 * Brings an archive back into `dataDir`. A directory that already holds anything is refused unless
 * `force` (its state is then replaced); a directory a running process holds is always refused.
 */
export async function restoreBackup(file: string, dataDir: string, opts: { force?: boolean } = {}): Promise<BackupManifest> {
  const archive = path.resolve(file);
  if (!fs.existsSync(archive)) throw new BackupError(`No backup file at ${archive}.`);
  const dir = path.resolve(dataDir);
  const existing = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => !NOT_STATE.has(n)) : [];
  if (existing.length > 0 && !opts.force) {
    throw new BackupError(
      `${dir} is not empty (${existing.slice(0, 5).join(', ')}). Restore into an empty directory, or add --force to replace it.`,
    );
  }
  const release = await lockDataDir(dir);
  // Beside the target: the same file system, so the entries move in by rename.
  const staging = path.join(path.dirname(dir), `.${path.basename(dir)}.restore-${crypto.randomBytes(4).toString('hex')}`);
  try {
    fs.mkdirSync(staging, { recursive: true });
    // node-tar keeps every entry inside cwd (absolute paths and '..' are stripped) and never follows links out.
    await tar.x({ file: archive, cwd: staging, strict: true });
    const manifestFile = path.join(staging, BACKUP_MANIFEST);
    if (!fs.existsSync(manifestFile)) throw new BackupError(`${archive} is not a Tradeloom backup (no ${BACKUP_MANIFEST}).`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
    if (manifest.format !== FORMAT)
      throw new BackupError(`${archive} has backup format ${manifest.format}; this version reads format ${FORMAT}.`);
    if (!fs.existsSync(path.join(staging, 'pgdata', 'PG_VERSION'))) throw new BackupError(`${archive} holds no database (pgdata).`);
    fs.rmSync(manifestFile);
    for (const name of existing) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    for (const name of fs.readdirSync(staging)) fs.renameSync(path.join(staging, name), path.join(dir, name));
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    await release();
  }
}
