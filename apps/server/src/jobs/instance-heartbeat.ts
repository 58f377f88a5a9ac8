/**
 * Each running instance says it is alive: at start and then every INSTANCE_HEARTBEAT_MS it writes its
 * row of server_instances (a random id made at start, the host, the pid, when it started, when it was
 * last seen). The admin console's Operations page lists the instances seen within a minute; rows older
 * than a day are removed by whichever instance beats, so a restarted fleet leaves no clutter behind.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverInstances } from '../db/schema/index.ts';
import type { Logger } from '../lib/logger.ts';

/** How often an instance writes its heartbeat; the console's one-minute window holds several. */
export const INSTANCE_HEARTBEAT_MS = 15_000;
/** Rows of instances not seen for this long are removed. */
export const INSTANCE_FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;

export interface InstanceHeartbeat {
  readonly id: string;
  /** Writes the row once now (the timer calls it; tests call it by hand). */
  beat(now?: Date): Promise<void>;
  start(): void;
  /** Stops beating and removes this instance's row: a stopped instance is not listed. */
  stop(): Promise<void>;
}

export function createInstanceHeartbeat(opts: { db: Db; logger: Logger; intervalMs?: number }): InstanceHeartbeat {
  const { db, logger } = opts;
  const intervalMs = opts.intervalMs ?? INSTANCE_HEARTBEAT_MS;
  const id = crypto.randomUUID();
  const host = os.hostname();
  const startedAt = new Date();
  let timer: NodeJS.Timeout | undefined;

  async function beat(now = new Date()) {
    await db
      .insert(serverInstances)
      .values({ id, host, pid: process.pid, startedAt, seenAt: now })
      .onConflictDoUpdate({ target: serverInstances.id, set: { seenAt: now } });
    await db.delete(serverInstances).where(lt(serverInstances.seenAt, new Date(now.getTime() - INSTANCE_FORGOTTEN_AFTER_MS)));
  }
  const beatQuietly = () => beat().catch((err: unknown) => logger.warn({ err }, 'instance heartbeat failed'));

  return {
    id,
    beat,
    start() {
      if (timer || intervalMs <= 0) return;
      void beatQuietly();
      timer = setInterval(beatQuietly, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await db
        .execute(sql`delete from server_instances where id = ${id}`)
        .catch((err: unknown) => logger.warn({ err }, 'removing the instance heartbeat failed'));
    },
  };
}
