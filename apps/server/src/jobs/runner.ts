import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { Logger } from '../lib/logger.ts';
import type { JobKind, JobPayloads } from './queue.ts';

export type JobHandlers = {
  [K in JobKind]: (payload: JobPayloads[K], ctx: { jobId: number; attempt: number; now: Date }) => Promise<void>;
};

export interface JobRunnerOptions {
  db: Db;
  logger: Logger;
  handlers: JobHandlers;
  /** Poll interval; 0 means no polling (runDueJobs is called by hand). */
  pollMs?: number;
  /** Jobs claimed per round. */
  batchSize?: number;
  maxAttempts?: number;
  /** First retry delay; doubles with each attempt. */
  backoffMs?: number;
  /** A job still 'running' after this long belongs to a crashed instance and is claimed again. */
  staleAfterMs?: number;
}

export interface JobRunner {
  start(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
  /** Claims the jobs due at `now` and runs them; answers how many ran. */
  runDueJobs(now?: Date): Promise<number>;
}

/**
 * An in-process runner on the jobs table. Jobs are claimed with FOR UPDATE SKIP LOCKED, so several
 * instances on one PostgreSQL never run the same job twice; a failed job is retried with backoff.
 */
export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const { db, logger, handlers } = opts;
  const pollMs = opts.pollMs ?? 500;
  const batchSize = opts.batchSize ?? 10;
  const maxAttempts = opts.maxAttempts ?? 5;
  const backoffMs = opts.backoffMs ?? 5_000;
  const staleAfterMs = opts.staleAfterMs ?? 5 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let current: Promise<unknown> = Promise.resolve();

  async function claim(now: Date) {
    const staleBefore = new Date(now.getTime() - staleAfterMs);
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lte(jobs.lockedAt, staleBefore))))
      .orderBy(jobs.runAt, jobs.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({ status: 'running', lockedAt: now, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
  }

  async function runDueJobs(now = new Date()): Promise<number> {
    const claimed = await claim(now);
    for (const job of claimed) {
      const handler = handlers[job.kind as JobKind] as
        | ((p: unknown, ctx: { jobId: number; attempt: number; now: Date }) => Promise<void>)
        | undefined;
      try {
        if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
        await handler(job.payload, { jobId: job.id, attempt: job.attempts, now });
        await db.update(jobs).set({ status: 'done', finishedAt: new Date(), lastError: null }).where(eq(jobs.id, job.id));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const giveUp = job.attempts >= maxAttempts || !handler;
        logger.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, giveUp, err: message }, 'job failed');
        await db
          .update(jobs)
          .set(
            giveUp
              ? { status: 'failed', lastError: message, finishedAt: new Date() }
              : {
                  status: 'queued',
                  lastError: message,
                  lockedAt: null,
                  runAt: new Date(now.getTime() + backoffMs * 2 ** (job.attempts - 1)),
                },
          )
          .where(eq(jobs.id, job.id));
      }
    }
    return claimed.length;
  }

  async function round() {
    // A full batch means more may be waiting: go again at once.
    while (!stopped && (await runDueJobs()) >= batchSize) {}
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      current = round()
        .catch((err) => logger.error({ err }, 'job runner round failed'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (pollMs <= 0 || !stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current.catch(() => {});
    },
    runDueJobs,
  };
}
