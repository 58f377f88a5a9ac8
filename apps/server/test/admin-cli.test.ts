/**
 * npm run admin:add and npm run admin:remove (issue 25): an administrator is added and removed by
 * e-mail outside the app, and neither command needs BETTER_AUTH_SECRET (the server's configuration
 * demands it with DATABASE_URL; the commands read only where the database is).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runAdminCommand } from '../src/cli/admin-command.ts';
import { loadConfig, loadDatabaseConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { user } from '../src/db/schema/index.ts';
import { isAdmin } from '../src/modules/admin/admin.service.ts';
import { createTestRuntime, signUp } from './harness.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-admin-cli-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the commands read only where the database is', () => {
  it('needs no auth secret with DATABASE_URL, where the server configuration does', () => {
    const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/tradeloom', DATA_DIR: root };
    expect(() => loadConfig(env)).toThrow(/BETTER_AUTH_SECRET/);
    expect(loadDatabaseConfig(env)).toEqual({ databaseUrl: env.DATABASE_URL, dataDir: root });
  });

  it('asks for the e-mail', async () => {
    expect(await runAdminCommand('remove', undefined, { DATA_DIR: root })).toEqual({
      code: 2,
      message: 'Usage: npm run admin:remove -- <email>',
    });
  });
});

// The embedded database in a data directory, as `npm start` keeps it; the same on either project, so once.
describe.runIf(inject('dbDriver') === 'pglite')('admin:add and admin:remove on the embedded database', () => {
  const dataDir = path.join(root, 'data');
  const email = 'Cli.Admin@Example.com';

  it('adds and removes an administrator by e-mail (any case), and says so', async () => {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.db.insert(user).values({ id: 'cli-admin', name: 'Cli Admin', email: email.toLowerCase() });
    await database.close();

    const env = { DATA_DIR: dataDir };
    expect(await runAdminCommand('add', email, env)).toEqual({ code: 0, message: `${email} is now an administrator.` });
    expect(await runAdminCommand('add', email, env)).toEqual({ code: 0, message: `${email} was already an administrator.` });
    expect(await runAdminCommand('add', 'nobody@example.com', env)).toMatchObject({ code: 1 });
    expect(await runAdminCommand('remove', email, env)).toEqual({ code: 0, message: `${email} is no longer an administrator.` });
    expect(await runAdminCommand('remove', email, env)).toEqual({ code: 0, message: `${email} was not an administrator.` });
    expect(await runAdminCommand('remove', 'nobody@example.com', env)).toMatchObject({ code: 1 });
  });

  it('runs as npm run admin:add / admin:remove do', async () => {
    const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
    const run = (script: string) =>
      promisify(execFile)(tsx, [path.resolve(import.meta.dirname, `../src/cli/${script}`), email], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      });
    expect((await run('admin-add.ts')).stdout).toContain(`${email} is now an administrator.`);
    expect((await run('admin-remove.ts')).stdout).toContain(`${email} is no longer an administrator.`);
  }, 60_000);
});

describe.runIf(inject('dbDriver') === 'postgres')('admin:add and admin:remove with DATABASE_URL and no auth secret', () => {
  it('adds and removes an administrator', async () => {
    const rt = await createTestRuntime();
    try {
      const u = await signUp(rt);
      const env = { DATABASE_URL: rt.databaseUrl, DATA_DIR: root };
      expect((await runAdminCommand('add', u.email.toUpperCase(), env)).code).toBe(0);
      expect(await isAdmin(rt.deps.db, u.user.id)).toBe(true);
      expect((await runAdminCommand('remove', u.email, env)).code).toBe(0);
      expect(await isAdmin(rt.deps.db, u.user.id)).toBe(false);
    } finally {
      await rt.dispose();
    }
  });
});
