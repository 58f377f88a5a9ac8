import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client.ts';
import { jobs } from '../src/db/schema/index.ts';
import { enqueueJob } from '../src/jobs/queue.ts';
import { createJobRunner, type JobHandlers } from '../src/jobs/runner.ts';
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
const jobRow = async (id: number) => (await rt.deps.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('the job runner', () => {
  it('runs a job when it is due, not before', async () => {
    const ran: string[] = [];
    const runner = createJobRunner({
      db: rt.deps.db,
      logger,
      pollMs: 0,
      handlers: {
        geocode: async (p) => void ran.push(p.userId),
        'auto-scan': async () => {},
        import: async () => {},
        'account-lifecycle': async () => {},
        'relationship-refresh': async () => {},
        'network-summary': async () => {},
        'mailbox-sync': async () => {},
        'conversation-import': async () => {},
      },
    });
    const now = new Date();
    const id = await enqueueJob(rt.deps.db, 'geocode', { userId: 'later' }, new Date(now.getTime() + 3000));
    expect(await runner.runDueJobs(now)).toBe(0);
    expect(await runner.runDueJobs(new Date(now.getTime() + 3000))).toBe(1);
    expect(ran).toEqual(['later']);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await runner.runDueJobs(new Date(now.getTime() + 9000))).toBe(0);
  });

  it('retries a failing job with growing delays, then gives up', async () => {
    let calls = 0;
    const handlers: JobHandlers = {
      'auto-scan': async () => {},
      import: async () => {},
      'account-lifecycle': async () => {},
      'relationship-refresh': async () => {},
      'network-summary': async () => {},
      'mailbox-sync': async () => {},
      'conversation-import': async () => {},
      geocode: async () => {
        calls += 1;
        throw new Error(`boom ${calls}`);
      },
    };
    const runner = createJobRunner({ db: rt.deps.db, logger, pollMs: 0, handlers, maxAttempts: 3, backoffMs: 1000 });
    const t0 = Date.now() + 60_000;
    const id = await enqueueJob(rt.deps.db, 'geocode', { userId: 'flaky' }, new Date(t0));
    await runner.runDueJobs(new Date(t0));
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom 1' });
    expect((await jobRow(id)).runAt.getTime()).toBe(t0 + 1000);
    expect(await runner.runDueJobs(new Date(t0 + 999))).toBe(0);
    await runner.runDueJobs(new Date(t0 + 1000));
    expect((await jobRow(id)).runAt.getTime()).toBe(t0 + 1000 + 2000);
    await runner.runDueJobs(new Date(t0 + 3000));
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
    expect(calls).toBe(3);
    expect(await runner.runDueJobs(new Date(t0 + 100_000))).toBe(0);
  });

  // CI, 2026-11-26: after a failover cut every connection, the failed job's record went to a dead
  // connection, and the error escaped the round (runDueJobs rejected; the job stayed 'running').
  it('records how a job ended even when the first write of it fails, and the round does not throw', async () => {
    let updates = 0;
    const flakyDb = new Proxy(rt.deps.db, {
      get(target, prop, receiver) {
        if (prop === 'update') {
          return (...args: Parameters<typeof target.update>) => {
            updates += 1;
            // The claim is the first update; the outcome's first write (the second) meets a cut connection.
            if (updates === 2) throw new Error('Connection terminated unexpectedly');
            return target.update(...args);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    const runner = createJobRunner({
      db: flakyDb,
      logger,
      pollMs: 0,
      backoffMs: 1000,
      handlers: {
        geocode: async () => {
          throw new Error('the database went away');
        },
        'auto-scan': async () => {},
        import: async () => {},
        'account-lifecycle': async () => {},
        'relationship-refresh': async () => {},
        'network-summary': async () => {},
        'mailbox-sync': async () => {},
        'conversation-import': async () => {},
      },
    });
    const t0 = Date.now() + 200_000;
    const id = await enqueueJob(rt.deps.db, 'geocode', { userId: 'cut' }, new Date(t0));
    await expect(runner.runDueJobs(new Date(t0))).resolves.toBe(1);
    expect(updates).toBe(3);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'the database went away' });
  });

  it('polls by itself once started, and stops', async () => {
    const seen: string[] = [];
    const runner = createJobRunner({
      db: rt.deps.db,
      logger,
      pollMs: 20,
      handlers: {
        geocode: async (p) => void seen.push(p.userId),
        'auto-scan': async () => {},
        import: async () => {},
        'account-lifecycle': async () => {},
        'relationship-refresh': async () => {},
        'network-summary': async () => {},
        'mailbox-sync': async () => {},
        'conversation-import': async () => {},
      },
    });
    runner.start();
    await enqueueJob(rt.deps.db, 'geocode', { userId: 'polled' });
    for (let i = 0; i < 100 && !seen.includes('polled'); i++) await new Promise((r) => setTimeout(r, 20));
    await runner.stop();
    expect(seen).toContain('polled');
  });

  it('never runs a job twice when two instances claim at once', async () => {
    // On PostgreSQL the second instance has its own connection pool, as a second server would.
    const other = rt.databaseUrl ? openPostgres(rt.databaseUrl, 4) : undefined;
    try {
      const runs = new Map<string, number>();
      const handlers: JobHandlers = {
        'auto-scan': async () => {},
        import: async () => {},
        'account-lifecycle': async () => {},
        'relationship-refresh': async () => {},
        'network-summary': async () => {},
        'mailbox-sync': async () => {},
        'conversation-import': async () => {},
        geocode: async (p) => {
          runs.set(p.userId, (runs.get(p.userId) ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 5));
        },
      };
      const at = new Date(Date.now() + 120_000);
      const ids: number[] = [];
      for (let i = 0; i < 30; i++) ids.push(await enqueueJob(rt.deps.db, 'geocode', { userId: `job-${i}` }, at));
      const a = createJobRunner({ db: rt.deps.db, logger, pollMs: 0, handlers, batchSize: 4 });
      const b = createJobRunner({ db: other?.db ?? rt.deps.db, logger, pollMs: 0, handlers, batchSize: 4 });
      const drain = async (r: typeof a) => {
        while ((await r.runDueJobs(at)) > 0) {}
      };
      await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
      expect(runs.size).toBe(30);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      const rows = await rt.deps.db.select().from(jobs).where(inArray(jobs.id, ids));
      expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
    } finally {
      await other?.close();
    }
  });
});
