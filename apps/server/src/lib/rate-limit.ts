/**
 * A fixed-window counter per key, kept in the database (Better Auth's `rate_limit` table), so a limit
 * holds across every instance on one database. One statement counts and reads the window: concurrent
 * requests cannot both slip under the limit.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ApiError } from './errors.ts';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one request under `key` in its current window. Answers the seconds until the window ends when
 * the count is over `limit.max` (the request should be refused), otherwise null. Refused requests count too.
 */
export async function hitRateLimit(db: Db, key: string, limit: RateLimit, now = Date.now()): Promise<number | null> {
  const windowMs = limit.windowSeconds * 1000;
  const result = await db.execute(sql`
    insert into rate_limit (id, key, count, last_request) values (${crypto.randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${now - windowMs} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${now - windowMs} then ${now} else rate_limit.last_request end
    returning count, last_request`);
  const row = (result as unknown as { rows: { count: number; last_request: string | number }[] }).rows[0]!;
  if (row.count <= limit.max) return null;
  return Math.max(1, Math.ceil((Number(row.last_request) + windowMs - now) / 1000));
}

/** hitRateLimit, refusing with 429 TOO_MANY_REQUESTS, `message` and Retry-After (set by app.onError). */
export async function enforceRateLimit(db: Db, key: string, limit: RateLimit, message: string, now = Date.now()): Promise<void> {
  const retryAfter = await hitRateLimit(db, key, limit, now);
  if (retryAfter !== null) throw new ApiError(429, 'TOO_MANY_REQUESTS', message, { retryAfter });
}
