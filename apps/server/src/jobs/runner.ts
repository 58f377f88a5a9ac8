import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { Logger } from '../lib/logger.ts';
import type { JobKind, JobPayloads } from './queue.ts';

/** What a handler is told about its run: `lastAttempt` when a failure now fails the job for good. */
export interface JobContext {
  jobId: number;
  attempt: number;
  now: Date;
  lastAttempt: boolean;
}

export type JobHandlers = {
  [K in JobKind]: (payload: JobPayloads[K], ctx: JobContext) => Promise<void>;
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
  /**
   * How often the instance running a job says so: it refreshes the job's locked_at (its heartbeat)
   * for every job it has claimed and not finished.
   */
  heartbeatMs?: number;
  /**
   * A job still 'running' whose heartbeat is older than this belongs to an instance that has stopped
   * (a crash, kill -9, a lost machine) and is claimed again. Several heartbeats long, so a busy
   * instance or a small clock skew between machines never loses a job it is still running.
   */
  staleAfterMs?: number;
}

/** The defaults: a heartbeat every 10 s; a job without one for 30 s is taken over (decision 020). */
export const JOB_HEARTBEAT_MS = 10_000;
export const JOB_STALE_AFTER_MS = 30_000;

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
  const heartbeatMs = opts.heartbeatMs ?? JOB_HEARTBEAT_MS;
  const staleAfterMs = opts.staleAfterMs ?? JOB_STALE_AFTER_MS;
  if (staleAfterMs < 2 * heartbeatMs) throw new Error('staleAfterMs must be at least two heartbeats');
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

  /**
   * This instance's hold on a job: the claim's attempt number is its token. A job taken over by
   * another instance (its attempts moved on) is neither refreshed nor finished by this one.
   */
  const mine = (job: { id: number; attempts: number }) =>
    and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

  /** Refreshes the heartbeat of every claimed, unfinished job of the round, until stopped. */
  function beat(held: Map<number, { id: number; attempts: number; kind: string }>): () => void {
    let beating: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      beating = beating.then(async () => {
        const at = new Date();
        for (const job of held.values()) {
          const kept = await db
            .update(jobs)
            .set({ lockedAt: at })
            .where(mine(job))
            .returning({ id: jobs.id })
            .catch((err: unknown) => {
              // The database is away: the next beat tries again; past the stale window another instance may take it.
              logger.warn({ err, jobId: job.id }, 'job heartbeat failed');
              return null;
            });
          // (A job that finished meanwhile has left `held`: no warning for it.)
          if (kept && kept.length === 0 && held.has(job.id)) {
            logger.warn({ jobId: job.id, kind: job.kind }, 'job taken over by another instance after a missed heartbeat');
            held.delete(job.id);
          }
        }
      });
    }, heartbeatMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function runDueJobs(now = new Date()): Promise<number> {
    const claimed = await claim(now);
    if (claimed.length === 0) return 0;
    const held = new Map(claimed.map((j) => [j.id, { id: j.id, attempts: j.attempts, kind: j.kind }]));
    const stopBeating = beat(held);
    try {
      await runClaimed(claimed, now, held);
    } finally {
      stopBeating();
    }
    return claimed.length;
  }

  async function runClaimed(claimed: (typeof jobs.$inferSelect)[], now: Date, held: Map<number, unknown>) {
    for (const job of claimed) {
      const handler = handlers[job.kind as JobKind] as ((p: unknown, ctx: JobContext) => Promise<void>) | undefined;
      try {
        if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
        await handler(job.payload, { jobId: job.id, attempt: job.attempts, now, lastAttempt: job.attempts >= maxAttempts });
        held.delete(job.id);
        await settle(job, { status: 'done', finishedAt: new Date(), lastError: null });
      } catch (err) {
        held.delete(job.id);
        const message = err instanceof Error ? err.message : String(err);
        const giveUp = job.attempts >= maxAttempts || !handler;
        logger.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, giveUp, err: message }, 'job failed');
        await settle(
          job,
          giveUp
            ? { status: 'failed', lastError: message, finishedAt: new Date() }
            : {
                status: 'queued',
                lastError: message,
                lockedAt: null,
                runAt: new Date(now.getTime() + backoffMs * 2 ** (job.attempts - 1)),
              },
        );
      }
    }
  }

  /**
   * Records how a job ended. The connection that ran it may have just been cut (a failover, the very
   * error the job failed on), so the record is tried three times on fresh connections; if the
   * database stays away, the job is left 'running' and another round takes it over once its
   * heartbeat is stale. Never throws: one job's bookkeeping does not stop the round's other jobs.
   */
  async function settle(job: { id: number; attempts: number; kind: string }, values: Partial<typeof jobs.$inferInsert>) {
    for (let attempt = 1; ; attempt++) {
      try {
        await db.update(jobs).set(values).where(mine(job));
        return;
      } catch (err) {
        if (attempt >= 3) {
          logger.warn({ err, jobId: job.id, kind: job.kind }, 'job outcome not recorded; it will be taken over when stale');
          return;
        }
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
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

declare module '../lib/context.ts' {
  interface AppDeps {
    jobs: JobRunner;
  }
}
