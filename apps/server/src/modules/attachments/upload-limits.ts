/**
 * What a user may store: a per-user upload rate (kept in the database, so it holds across
 * instances), a storage quota by plan, and a cap on attachments per contact. Checked by the server
 * before a file is stored; the UI only mirrors them.
 */
import { PLAN_STORAGE_BYTES, type Plan, storageQuotaExceeded, UPLOAD_RATE_LIMIT, UPLOAD_RATE_LIMITED } from '@tradeloom/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { attachmentBytesSql } from '../contacts/contacts.store.ts';

/** Counts one upload in the user's fixed window; 429 with Retry-After seconds when over the limit. */
export async function countUpload(db: Db, userId: string, now = Date.now()): Promise<void> {
  await enforceRateLimit(db, `upload:${userId}`, UPLOAD_RATE_LIMIT, UPLOAD_RATE_LIMITED, now);
}

/** Bytes the user stores: every attachment of their contacts plus uploads no contact claimed yet. */
export async function storageUsed(db: Db, userId: string): Promise<number> {
  const result = await db.execute(sql`
    select
      ${attachmentBytesSql(userId)}
      + coalesce((select sum(size)::bigint from pending_uploads where user_id = ${userId}), 0) as used`);
  return Number((result as unknown as { rows: { used: string | number }[] }).rows[0]?.used ?? 0);
}

export async function storageQuota(db: Db, userId: string): Promise<{ plan: string; bytes: number }> {
  const [row] = await db.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  const plan = row?.plan ?? 'free';
  return { plan, bytes: PLAN_STORAGE_BYTES[plan as Plan] ?? PLAN_STORAGE_BYTES.free };
}

/** 413 with the plan's quota in the message when `adding` more bytes would not fit. */
export async function assertStorageRoom(db: Db, userId: string, adding: number): Promise<void> {
  const [quota, used] = await Promise.all([storageQuota(db, userId), storageUsed(db, userId)]);
  if (used + adding > quota.bytes) throw new ApiError(413, 'STORAGE_QUOTA_EXCEEDED', storageQuotaExceeded(quota.plan, quota.bytes));
}
