/**
 * Builds the migrated databases of a run; every test file starts from a copy of one of them.
 * PGlite: dumped data dirs on disk. PostgreSQL: template databases, dropped at the end with their copies.
 * Two templates: the plain one, and one with the world cities loaded (for location and geocode tests;
 * loading 135k cities into every copy would slow every test file).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { ensureDemoAccount } from '../src/modules/demo/demo.service.ts';
import { importCities } from '../src/modules/locations/city-import.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbDriver: 'pglite' | 'postgres';
    pgliteTemplate: string;
    pgliteCitiesTemplate: string;
    pgTemplate: string;
    pgCitiesTemplate: string;
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
    const write = async (name: string, dump: Blob) => {
      const file = path.join(os.tmpdir(), `tradeloom-test-${runId}-${name}.tar`);
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      return file;
    };
    const db = await openPglite(undefined);
    await db.migrate();
    const migrated = await db.pglite!.dumpDataDir('none');
    // The demo account is made after the cities, so its hubs carry their city ids.
    await importCities(db.db);
    await ensureDemoAccount(db.db);
    const citiesFile = await write('cities', await db.pglite!.dumpDataDir('none'));
    await db.close();
    const plain = await openPglite(undefined, migrated);
    await ensureDemoAccount(plain.db);
    const plainFile = await write('plain', await plain.pglite!.dumpDataDir('none'));
    await plain.close();
    project.provide('pgliteTemplate', plainFile);
    project.provide('pgliteCitiesTemplate', citiesFile);
    project.provide('pgTemplate', '');
    project.provide('pgCitiesTemplate', '');
    project.provide('pgAdminUrl', '');
    return () => {
      fs.rmSync(plainFile, { force: true });
      fs.rmSync(citiesFile, { force: true });
    };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres project');
  const template = `tl_tpl_${runId}`;
  const citiesTemplate = `tl_tplc_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const [name, cities] of [
    [template, false],
    [citiesTemplate, true],
  ] as const) {
    await admin.query(`CREATE DATABASE ${name}`);
    const db = openPostgres(withDatabase(adminUrl, name), 2);
    await db.migrate();
    if (cities) await importCities(db.db);
    await ensureDemoAccount(db.db);
    await db.close();
  }
  project.provide('pgliteTemplate', '');
  project.provide('pgliteCitiesTemplate', '');
  project.provide('pgTemplate', template);
  project.provide('pgCitiesTemplate', citiesTemplate);
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`tl_%${runId}%`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
