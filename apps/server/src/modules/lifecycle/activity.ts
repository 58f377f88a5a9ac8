/**
 * Records that a signed-in user is active (the inactivity clock, spec §9), cheaply: at most one
 * UPDATE per user and day on each instance, and the UPDATE itself changes the row at most once a
 * day. Sign-ins record it too (auth.ts, touchLastActivity).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';

const DAY = 86_400_000;
/** Users remembered per instance; beyond this the memory starts over (a few extra cheap UPDATEs). */
const MAX_REMEMBERED = 100_000;

export interface ActivityRecorder {
  /** Notes activity of the user; returns the write when one was made (tests await it). */
  record(userId: string, now?: number): Promise<void> | undefined;
}

export function createActivityRecorder(db: Db, logger: Logger): ActivityRecorder {
  const recorded = new Map<string, number>();
  return {
    record(userId, now = Date.now()) {
      const last = recorded.get(userId);
      if (last !== undefined && now - last < DAY) return undefined;
      if (recorded.size >= MAX_REMEMBERED) recorded.clear();
      recorded.set(userId, now);
      const at = new Date(now);
      return db
        .execute(
          sql`update profiles set last_activity_at = ${at}
              where id = ${userId} and (last_activity_at is null or last_activity_at < ${new Date(now - DAY)})`,
        )
        .then(() => undefined)
        .catch((err: unknown) => {
          recorded.delete(userId);
          logger.warn({ err, userId }, 'recording activity failed');
        });
    },
  };
}
