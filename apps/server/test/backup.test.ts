/**
 * Backup and restore of an embedded installation (issue 22, 'Backups'): a server on a real data
 * directory gets a user, contacts and an attachment; it stops; the backup is taken, restored into a new
 * directory, and a server on that one signs the same user in (the old session cookie included) and
 * serves the same contacts and the same file bytes.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bootstrap, type Runtime } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { BACKUP_MANIFEST, BackupError, createBackup, restoreBackup } from '../src/lib/backup.ts';
import { DataDirLockedError, lockDataDir } from '../src/lib/instance-lock.ts';
import { createLogger } from '../src/lib/logger.ts';
import { BASE, cookieFrom, uniqueEmail } from './harness.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-backup-'));
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(200 * 1024)]);

/** A server runtime on a data directory of its own (the embedded database on disk, as `npm start` has it). */
async function onDisk(dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BASE_URL: BASE,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    JOBS_POLL_MS: '0',
    SKIP_CITY_IMPORT: '1',
  });
  const runtime: Runtime = await bootstrap(config, { logger: createLogger('silent') });
  const request = (method: string, url: string, opts: { json?: unknown; body?: BodyInit; cookie?: string } = {}) =>
    Promise.resolve(
      runtime.app.request(url, {
        method,
        headers: {
          origin: BASE,
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(opts.json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: opts.json === undefined ? opts.body : JSON.stringify(opts.json),
      }),
    );
  return { runtime, request };
}

const contactNames = async (request: Awaited<ReturnType<typeof onDisk>>['request'], cookie: string) => {
  const page = (await (await request('GET', '/api/contacts?limit=500&sort=name', { cookie })).json()) as {
    items: { full_name: string; is_demo?: boolean }[];
  };
  return page.items.filter((c) => !c.is_demo).map((c) => c.full_name);
};

// The embedded database only; the same on either test project, so it runs once.
describe.runIf(inject('dbDriver') === 'pglite')('npm run backup and npm run restore', () => {
  const original = path.join(root, 'original');
  const restored = path.join(root, 'restored');
  const archive = path.join(root, 'backups', 'tradeloom.tar.gz');
  const email = uniqueEmail('backup');
  const password = 'correct-horse-9';
  let cookie = '';
  let attachmentId = '';

  beforeAll(async () => {
    const { runtime, request } = await onDisk(original);
    try {
      const res = await request('POST', '/api/auth/sign-up/email', { json: { email, password, name: 'Backed Up', termsAccepted: true } });
      expect(res.status).toBe(200);
      cookie = cookieFrom(res);
      for (const full_name of ['Ada Okafor', 'Lin Wei']) {
        expect((await request('POST', '/api/contacts', { cookie, json: { full_name } })).status).toBe(201);
      }
      const contact = await (await request('POST', '/api/contacts', { cookie, json: { full_name: 'Maria Costa' } })).json();
      const fd = new FormData();
      fd.append('file', new File([new Uint8Array(PDF)], 'Contract.pdf', { type: 'application/pdf' }));
      const up = await request('POST', `/api/contacts/${contact.id}/attachments`, { cookie, body: fd });
      expect(up.status).toBe(201);
      attachmentId = (await up.json()).id;
    } finally {
      await runtime.close();
    }
  }, 120_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses while a server holds the data directory', async () => {
    const release = await lockDataDir(original);
    try {
      await expect(createBackup(original, archive)).rejects.toBeInstanceOf(DataDirLockedError);
      expect(fs.existsSync(archive)).toBe(false);
    } finally {
      await release();
    }
  });

  it('writes one archive with the database, the files and the auth secret, and nothing per-process', async () => {
    fs.mkdirSync(path.join(original, 'tmp', 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(original, 'tmp', 'uploads', 'partial'), 'half an upload');
    const manifest = await createBackup(original, archive);
    expect(manifest.entries).toEqual(expect.arrayContaining(['auth-secret', 'pgdata', 'uploads']));
    expect(manifest.entries).not.toContain('tmp');
    expect(fs.existsSync(archive)).toBe(true);
    expect(fs.readdirSync(path.dirname(archive))).toEqual(['tradeloom.tar.gz']);
    // The manifest lives in the archive only.
    expect(fs.existsSync(path.join(original, BACKUP_MANIFEST))).toBe(false);
  });

  it('restores into a new directory, and a server there has the same user, contacts and file bytes', async () => {
    await restoreBackup(archive, restored);
    expect(fs.existsSync(path.join(restored, 'tmp'))).toBe(false);
    expect(fs.readFileSync(path.join(restored, 'auth-secret'), 'utf8')).toBe(fs.readFileSync(path.join(original, 'auth-secret'), 'utf8'));
    const { runtime, request } = await onDisk(restored);
    try {
      // The session made before the backup still holds: same secret, same sessions table.
      expect((await (await request('GET', '/api/profile', { cookie })).json()).email).toBe(email);
      const signIn = await request('POST', '/api/auth/sign-in/email', { json: { email, password } });
      expect(signIn.status).toBe(200);
      const fresh = cookieFrom(signIn);
      expect(await contactNames(request, fresh)).toEqual(['Ada Okafor', 'Lin Wei', 'Maria Costa']);
      const dl = await request('GET', `/api/attachments/download?path=${encodeURIComponent(attachmentId)}`, { cookie: fresh });
      expect(dl.status).toBe(200);
      expect(Buffer.from(await dl.arrayBuffer()).equals(PDF)).toBe(true);
    } finally {
      await runtime.close();
    }
  }, 120_000);

  it('refuses a data directory that is not empty without --force, and replaces it with --force', async () => {
    await expect(restoreBackup(archive, restored)).rejects.toThrow(BackupError);
    await expect(restoreBackup(archive, restored)).rejects.toThrow('not empty');
    fs.writeFileSync(path.join(restored, 'stray.txt'), 'written after the backup');
    await restoreBackup(archive, restored, { force: true });
    expect(fs.existsSync(path.join(restored, 'stray.txt'))).toBe(false);
    expect(fs.existsSync(path.join(restored, 'pgdata', 'PG_VERSION'))).toBe(true);
    // Nothing of the staging folder is left beside it.
    expect(fs.readdirSync(root).filter((n) => n.includes('.restore-'))).toEqual([]);
  });

  it('refuses a file that is not a backup and leaves the target untouched', async () => {
    const bogus = path.join(root, 'bogus.tar.gz');
    fs.writeFileSync(bogus, 'not a tar file');
    const target = path.join(root, 'untouched');
    await expect(restoreBackup(bogus, target)).rejects.toThrow();
    expect(fs.existsSync(target) ? fs.readdirSync(target) : []).toEqual([]);
  });

  it('runs as npm scripts: backup refuses on PostgreSQL, restore needs a file', async () => {
    const run = promisify(execFile);
    const cli = (name: string, args: string[], env: Record<string, string>) =>
      run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '..', 'src', 'cli', `${name}.ts`), ...args], {
        // Vitest puts Vite's BASE_URL ('/') in the environment: give the app's own.
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', BASE_URL: BASE, ...env },
      }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
    const pg = await cli('backup', [path.join(root, 'x.tar.gz')], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      BETTER_AUTH_SECRET: 'a-secret-shared-by-every-instance-0123456789',
      DATA_DIR: original,
    });
    expect(pg.code, pg.out).toBe(2);
    expect(pg.out).toContain('pg_dump');
    const usage = await cli('restore', [], { DATA_DIR: restored });
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('Usage: npm run restore');
    const cliArchive = path.join(root, 'cli.tar.gz');
    const ok = await cli('backup', [cliArchive], { DATA_DIR: original });
    expect(ok.out).toContain('Backed up');
    expect(ok.code).toBe(0);
    const back = await cli('restore', [cliArchive, '--data-dir', path.join(root, 'cli-restored')], {});
    expect(back.out).toContain('Restored the backup');
    expect(fs.existsSync(path.join(root, 'cli-restored', 'pgdata', 'PG_VERSION'))).toBe(true);
  }, 60_000);
});
