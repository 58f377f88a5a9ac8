/**
 * Issue 25 item 7, Operations: the job queue's counts and failed jobs, the errors of the last 24 h
 * with their request ids, the instances seen in the last minute, and the retry of a failed job
 * (recorded in the admin action log, never queued twice).
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEvents, jobs, serverInstances } from '../src/db/schema/index.ts';
import { createInstanceHeartbeat } from '../src/jobs/instance-heartbeat.ts';
import { createLogger } from '../src/lib/logger.ts';
import { addAdminByEmail } from '../src/modules/admin/admin.service.ts';
import { listAdminActions } from '../src/modules/admin/admin-actions.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
let admin: Awaited<ReturnType<typeof signUp>>;
let normal: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  admin = await signUp(rt);
  normal = await signUp(rt);
  await addAdminByEmail(rt.deps.db, admin.email);
});
afterAll(async () => {
  await rt?.dispose();
});

const operations = async (cookie = admin.cookie) => {
  const res = await rt.request('GET', '/api/admin/operations', { cookie });
  expect(res.status).toBe(200);
  return res.json();
};
const retry = (id: number | string, cookie = admin.cookie) => rt.request('POST', `/api/admin/operations/jobs/${id}/retry`, { cookie });

describe('admin operations', () => {
  it('is for administrators only', async () => {
    expect((await rt.request('GET', '/api/admin/operations', { cookie: normal.cookie })).status).toBe(403);
    expect((await retry(1, normal.cookie)).status).toBe(403);
  });

  it('counts the job queue and lists the failed jobs with their errors', async () => {
    const before = await operations();
    const far = new Date(Date.now() + 3_600_000); // not due: the (manual) runner leaves them alone
    const made = await rt.deps.db
      .insert(jobs)
      .values([
        { kind: 'geocode', status: 'queued', runAt: far },
        { kind: 'geocode', status: 'queued', runAt: far },
        { kind: 'import', status: 'running', lockedAt: new Date(), attempts: 1 },
        { kind: 'auto-scan', status: 'failed', attempts: 5, lastError: 'the provider answered 500', finishedAt: new Date() },
        { kind: 'geocode', status: 'done', attempts: 1, finishedAt: new Date() },
      ])
      .returning({ id: jobs.id });
    const after = await operations();
    expect(after.jobs).toEqual({ pending: before.jobs.pending + 2, running: before.jobs.running + 1, failed: before.jobs.failed + 1 });
    expect(after.failed_jobs[0]).toMatchObject({
      id: made[3]!.id,
      kind: 'auto-scan',
      attempts: 5,
      last_error: 'the provider answered 500',
    });
    await rt.deps.db.delete(jobs).where(
      inArray(
        jobs.id,
        made.map((m) => m.id),
      ),
    );
  });

  it('lists the errors of the last 24 hours with their request ids, newest first', async () => {
    const before = await operations();
    await rt.deps.db.insert(errorEvents).values([
      { requestId: 'req-old', path: '/api/contacts', message: 'old', createdAt: new Date(Date.now() - 25 * 3_600_000) },
      { requestId: 'req-a', path: '/api/contacts', message: 'boom a', createdAt: new Date(Date.now() - 3_600_000) },
      { requestId: 'req-b', path: '/api/insights', message: 'boom b' },
    ]);
    const after = await operations();
    expect(after.errors_24h).toBe(before.errors_24h + 2);
    expect(after.errors.slice(0, 2)).toMatchObject([
      { request_id: 'req-b', path: '/api/insights', message: 'boom b' },
      { request_id: 'req-a', path: '/api/contacts', message: 'boom a' },
    ]);
    expect(after.errors.map((e: { request_id: string }) => e.request_id)).not.toContain('req-old');
  });

  it('lists the instances seen in the last minute; a stopped one is gone', async () => {
    const heartbeat = createInstanceHeartbeat({ db: rt.deps.db, logger: createLogger('silent'), intervalMs: 0 });
    await heartbeat.beat();
    await rt.deps.db.insert(serverInstances).values({
      id: 'gone-quiet',
      host: 'old-box',
      pid: 7,
      startedAt: new Date(Date.now() - 3_600_000),
      seenAt: new Date(Date.now() - 90_000),
    });
    const seen = await operations();
    const ids = seen.instances.map((i: { id: string }) => i.id);
    expect(ids).toContain(heartbeat.id);
    expect(ids).not.toContain('gone-quiet');
    expect(seen.instances.find((i: { id: string }) => i.id === heartbeat.id)).toMatchObject({ pid: process.pid });
    await heartbeat.stop();
    expect((await operations()).instances.map((i: { id: string }) => i.id)).not.toContain(heartbeat.id);
    await rt.deps.db.delete(serverInstances).where(eq(serverInstances.id, 'gone-quiet'));
  });

  it('retries a failed job once, records it in the action log, and refuses what has not failed', async () => {
    const [failed] = await rt.deps.db
      .insert(jobs)
      .values({ kind: 'geocode', status: 'failed', attempts: 5, lastError: 'timeout', finishedAt: new Date() })
      .returning({ id: jobs.id });
    const res = await retry(failed!.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: failed!.id, status: 'queued' });
    const [row] = await rt.deps.db.select().from(jobs).where(eq(jobs.id, failed!.id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, finishedAt: null, lockedAt: null });
    expect(row!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);

    // Twice: the job is queued now, not failed; it is not queued again.
    expect((await retry(failed!.id)).status).toBe(409);
    expect((await retry(999_999_999)).status).toBe(404);
    expect((await retry('not-a-number')).status).toBe(400);

    const log = await listAdminActions(rt.deps.db, admin.email);
    const retried = log.filter((a) => a.action === 'job_retried');
    expect(retried).toHaveLength(1);
    expect(retried[0]).toMatchObject({ admin_id: admin.user.id, detail: { job_id: failed!.id, kind: 'geocode' } });
    await rt.deps.db.delete(jobs).where(eq(jobs.id, failed!.id));
  });
});
