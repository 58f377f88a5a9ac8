/**
 * Builds one migrated database per run; every test file starts from a copy of it.
 * PGlite: a dumped data dir on disk. PostgreSQL: a template database, dropped at the end with its copies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbDriver: 'pglite' | 'postgres';
    pgliteTemplate: string;
    pgTemplate: string;
    pgAdminUrl: string;
    runId: string;
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const driver = (project.config.env?.TEST_DB_DRIVER ?? 'pglite') as 'pglite' | 'postgres';
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  project.provide('dbDriver', driver);
  project.provide('runId', runId);

  if (driver === 'pglite') {
    const db = await openPglite(undefined);
    await db.migrate();
    const dump = await db.pglite!.dumpDataDir('none');
    await db.close();
    const file = path.join(os.tmpdir(), `tradeloom-test-${runId}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('pgTemplate', '');
    project.provide('pgAdminUrl', '');
    return () => fs.rmSync(file, { force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres project');
  const template = `tl_tpl_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const db = openPostgres(withDatabase(adminUrl, template), 2);
  await db.migrate();
  await db.close();
  project.provide('pgliteTemplate', '');
  project.provide('pgTemplate', template);
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`tl_%${runId}%`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
