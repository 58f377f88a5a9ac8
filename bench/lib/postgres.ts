/** A throwaway PostgreSQL database on the server named by BENCH_DATABASE_URL or TEST_DATABASE_URL. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { note } from './report.ts';

export function postgresAdminUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

/** Creates `tl_bench_<random>`, hands its URL to `fn`, and drops it WITH (FORCE) afterwards. */
export async function withTempDatabase<T>(adminUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `tl_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      return await fn(url.toString());
    } finally {
      await admin
        .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        .catch((err: unknown) => note('postgres', `could not drop ${name}: ${err}`));
    }
  } finally {
    await admin.end();
  }
}

/** A secret for BETTER_AUTH_SECRET (required with DATABASE_URL). */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
