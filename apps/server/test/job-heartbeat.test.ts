/**
 * The job runner's heartbeat (decision 020): the instance running a job refreshes its locked_at
 * while it runs, so another instance takes the job over only once the heartbeat has stopped for the
 * stale window (a crash), not while the job is still running, however long it runs; and an instance
 * whose job was taken over does not finish (or requeue) it afterwards. Other instances' clocks are
 * injected (runDueJobs(now)), so nothing here waits for the window itself.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/index.ts';
import { enqueueJob } from '../src/jobs/queue.ts';
import { createJobRunner, JOB_HEARTBEAT_MS, JOB_STALE_AFTER_MS, type JobHandlers } from '../src/jobs/runner.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createTestRuntime, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

const logger = createLogger('silent');
const onlyGeocode = (geocode: JobHandlers['geocode']) => ({ geocode }) as Partial<JobHandlers> as JobHandlers;

async function jobRow(id: number) {
  const [row] = await rt.deps.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

/** A job handler that runs until `release` is called. */
function gate() {
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release: () => release() };
}

describe('the job heartbeat', () => {
  it('takes a job over after 30 s without a heartbeat (not 5 minutes), each instance beating every 10 s', () => {
    expect(JOB_STALE_AFTER_MS).toBe(30_000);
    expect(JOB_HEARTBEAT_MS).toBe(10_000);
    expect(() =>
      createJobRunner({ db: rt.deps.db, logger, handlers: onlyGeocode(async () => {}), heartbeatMs: 100, staleAfterMs: 150 }),
    ).toThrow();
  });

  it('keeps a long job its own while it beats: another instance past the stale window of the claim does not take it', async () => {
    const g = gate();
    const owner = createJobRunner({
      db: rt.deps.db,
      logger,
      pollMs: 0,
      heartbeatMs: 20,
      staleAfterMs: 1000,
      handlers: onlyGeocode(() => g.opened),
    });
    const other = createJobRunner({
      db: rt.deps.db,
      logger,
      pollMs: 0,
      heartbeatMs: 20,
      staleAfterMs: 1000,
      handlers: onlyGeocode(async () => {}),
    });
    const id = await enqueueJob(rt.deps.db, 'geocode', { userId: 'long-runner' });
    const claimedAt = new Date();
    const running = owner.runDueJobs(claimedAt);
    // The owner beats: locked_at moves on from the claim.
    for (let i = 0; i < 500 && (await jobRow(id)).lockedAt!.getTime() <= claimedAt.getTime(); i++)
      await new Promise((r) => setTimeout(r, 10));
    expect((await jobRow(id)).lockedAt!.getTime()).toBeGreaterThan(claimedAt.getTime());
    // Another instance whose clock is past the stale window of the claim (but not of the last beat) leaves it alone.
    expect(await other.runDueJobs(new Date(claimedAt.getTime() + 1000 + 1))).toBe(0);
    g.release();
    expect(await running).toBe(1);
    expect((await jobRow(id)).status).toBe('done');
  });

  it('lets another instance take a job whose heartbeat stopped; the former owner neither finishes nor requeues it', async () => {
    const g = gate();
    const owner = createJobRunner({
      db: rt.deps.db,
      logger,
      pollMs: 0,
      heartbeatMs: 20,
      staleAfterMs: 1000,
      handlers: onlyGeocode(async () => {
        await g.opened;
        throw new Error('the former owner fails late');
      }),
    });
    const ran: string[] = [];
    const other = createJobRunner({
      db: rt.deps.db,
      logger,
      pollMs: 0,
      heartbeatMs: 20,
      staleAfterMs: 1000,
      handlers: onlyGeocode(async (p) => void ran.push(p.userId)),
    });
    const id = await enqueueJob(rt.deps.db, 'geocode', { userId: 'taken-over' });
    const running = owner.runDueJobs(new Date());
    for (let i = 0; i < 500 && (await jobRow(id)).status !== 'running'; i++) await new Promise((r) => setTimeout(r, 10));
    // Past the stale window of its last beat (as when the owner hangs or is cut off), another instance takes it.
    const last = (await jobRow(id)).lockedAt!.getTime();
    expect(await other.runDueJobs(new Date(Date.now() + 60_000 + (last - Date.now())))).toBe(1);
    expect(ran).toEqual(['taken-over']);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
    // The former owner's late failure changes nothing.
    g.release();
    await running;
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
  });
});
