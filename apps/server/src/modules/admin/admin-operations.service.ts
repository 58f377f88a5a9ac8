/**
 * The admin console's Operations page (issue 25 item 7): the job queue, the server errors of the last
 * 24 hours, the instances seen in the last minute, and the retry of a failed job.
 */
import { ADMIN_OPERATIONS_LIMITS, type AdminOperations } from '@tradeloom/domain';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errorEvents, jobs, serverInstances } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAdminAction } from './admin-actions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function adminOperations(db: Db, now = new Date()): Promise<AdminOperations> {
  const since = new Date(now.getTime() - DAY_MS);
  const seenSince = new Date(now.getTime() - ADMIN_OPERATIONS_LIMITS.instanceSeenWithinMs);
  const [counts, failed, errorCount, errors, instances] = await Promise.all([
    db
      .select({
        pending: sql<number>`count(*) filter (where ${jobs.status} = 'queued')::int`,
        running: sql<number>`count(*) filter (where ${jobs.status} = 'running')::int`,
        failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')::int`,
      })
      .from(jobs),
    db
      .select()
      .from(jobs)
      .where(eq(jobs.status, 'failed'))
      .orderBy(desc(jobs.finishedAt), desc(jobs.id))
      .limit(ADMIN_OPERATIONS_LIMITS.failedJobs),
    db.select({ n: sql<number>`count(*)::int` }).from(errorEvents).where(gte(errorEvents.createdAt, since)),
    db
      .select()
      .from(errorEvents)
      .where(gte(errorEvents.createdAt, since))
      .orderBy(desc(errorEvents.createdAt), desc(errorEvents.id))
      .limit(ADMIN_OPERATIONS_LIMITS.errors),
    db.select().from(serverInstances).where(gte(serverInstances.seenAt, seenSince)).orderBy(serverInstances.startedAt),
  ]);
  const c = counts[0] ?? { pending: 0, running: 0, failed: 0 };
  return {
    jobs: { pending: Number(c.pending), running: Number(c.running), failed: Number(c.failed) },
    failed_jobs: failed.map((j) => ({
      id: j.id,
      kind: j.kind,
      attempts: j.attempts,
      last_error: j.lastError,
      created_at: j.createdAt.toISOString(),
      finished_at: j.finishedAt?.toISOString() ?? null,
    })),
    errors_24h: Number(errorCount[0]?.n ?? 0),
    errors: errors.map((e) => ({
      id: e.id,
      request_id: e.requestId,
      path: e.path,
      message: e.message,
      created_at: e.createdAt.toISOString(),
    })),
    instances: instances.map((i) => ({
      id: i.id,
      host: i.host,
      pid: i.pid,
      started_at: i.startedAt.toISOString(),
      seen_at: i.seenAt.toISOString(),
    })),
    generated_at: now.toISOString(),
  };
}

/**
 * Queues a failed job again with a fresh set of attempts, due at once, and records the retry in the
 * admin action log in the same transaction. 404 for no such job, 409 for a job that has not failed
 * (a second retry of the same job finds it queued: it is never queued twice).
 */
export async function retryFailedJob(db: Db, adminId: string, jobId: number): Promise<{ id: number; status: 'queued' }> {
  return db.transaction(async (tx) => {
    const [retried] = await tx
      .update(jobs)
      .set({ status: 'queued', attempts: 0, runAt: sql`now()`, lockedAt: null, finishedAt: null })
      .where(and(eq(jobs.id, jobId), eq(jobs.status, 'failed')))
      .returning({ id: jobs.id, kind: jobs.kind, lastError: jobs.lastError });
    if (!retried) {
      const [exists] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
      if (!exists) throw notFound('No such job');
      throw conflict('Only a failed job can be retried');
    }
    await recordAdminAction(tx, {
      adminId,
      action: 'job_retried',
      detail: { job_id: retried.id, kind: retried.kind, last_error: retried.lastError },
    });
    return { id: retried.id, status: 'queued' as const };
  });
}
