/**
 * Start-up and idle memory of the built product on the embedded database (issue 28, decision 038).
 * Each round: a first start on a new data directory (it copies the build's database image and adds
 * the demo network), stopped with SIGTERM, then a restart of the same directory; spawn to the first
 * 200 on /healthz, and the CPU time the server used until then (the machine's other load moves it far
 * less than the wall time). On the restart, the server's resident set when ready, after a warm-up (a
 * sign-up, the contacts list, a location search, the map) and after BENCH_IDLE_SECONDS (30) idle,
 * with the processes it started (the import reader). Medians of BENCH_STARTUP_RUNS (5) rounds.
 * BENCH_HEAP_SNAPSHOT=1 also writes a heap snapshot of the last idle server (read it with
 * `npx tsx bench/heap-summary.ts <file>`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { api, signUp } from './lib/auth.ts';
import { figure, note, seconds } from './lib/report.ts';
import { ensureBuilt, startServer, tempDir } from './lib/server.ts';
import { median } from './lib/stats.ts';
import { cpuMsOf, type Memory, mb, memoryOf } from './memory.ts';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a new user's first minute asks of the server. */
async function warmUp(url: string): Promise<void> {
  const user = await signUp(url);
  await api(url, user, '/api/profile');
  await api(url, user, '/api/contacts?limit=60');
  await api(url, user, '/api/locations?q=rott');
  await api(url, user, '/api/map');
}

export async function run(): Promise<void> {
  ensureBuilt();
  const first: number[] = [];
  const firstCpu: number[] = [];
  const restart: number[] = [];
  const restartCpu: number[] = [];
  const atReady: Memory[] = [];
  const warm: Memory[] = [];
  const idle: Memory[] = [];
  const snapshotDir = process.env.BENCH_HEAP_SNAPSHOT === '1' ? tempDir('heap') : undefined;
  for (let i = 0; i < RUNS; i++) {
    const dataDir = path.join(tempDir('startup'), 'data');
    const a = await startServer({ dataDir });
    first.push(a.readyMs);
    firstCpu.push(cpuMsOf(a.pid) ?? Number.NaN);
    await a.stop();
    const last = i === RUNS - 1;
    const nodeArgs = last && snapshotDir ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshotDir}`] : [];
    const b = await startServer({ dataDir, nodeArgs });
    restart.push(b.readyMs);
    restartCpu.push(cpuMsOf(b.pid) ?? Number.NaN);
    const m0 = memoryOf(b.pid);
    await warmUp(b.url);
    const m1 = memoryOf(b.pid);
    await sleep(IDLE_SECONDS * 1000);
    const m2 = memoryOf(b.pid);
    if (m0 && m1 && m2) {
      atReady.push(m0);
      warm.push(m1);
      idle.push(m2);
      note(
        'startup',
        `round ${i + 1}: first ${seconds(a.readyMs)}, restart ${seconds(b.readyMs)}; RSS ready ${mb(m0.rss)}, warm ${mb(m1.rss)}, idle ${mb(m2.rss)} (anon ${mb(m2.anon)}, files ${mb(m2.file)}; ${m2.childCount} child process(es) ${mb(m2.children)})`,
      );
    }
    if (last && snapshotDir) {
      process.kill(b.pid, 'SIGUSR2');
      for (let t = 0; t < 600 && !fs.readdirSync(snapshotDir).some((f) => f.endsWith('.heapsnapshot')); t++) await sleep(100);
      await sleep(2000);
      const kept = path.join(process.cwd(), `startup-idle-${Date.now()}.heapsnapshot`);
      const file = fs.readdirSync(snapshotDir).find((f) => f.endsWith('.heapsnapshot'));
      if (file) {
        fs.renameSync(path.join(snapshotDir, file), kept);
        note('startup', `heap snapshot of the idle server: ${kept}`);
      }
    }
    await b.stop();
  }
  const med = (list: Memory[], key: keyof Memory) => median(list.map((m) => m[key]));
  note('startup', `first starts ${first.map(seconds).join(', ')}; restarts ${restart.map(seconds).join(', ')}`);
  figure(`first start on a new data dir until /healthz, median of ${RUNS}`, seconds(median(first)), '≤ 2 s');
  figure(`restart until /healthz, median of ${RUNS}`, seconds(median(restart)), '≤ 1 s');
  figure('CPU time until /healthz: first start / restart', `${seconds(median(firstCpu))} / ${seconds(median(restartCpu))}`);
  if (idle.length === 0) {
    figure('server memory when idle', 'not measured (no /proc)');
    return;
  }
  figure(
    `server memory (RSS) when ready / after a warm-up / idle ${IDLE_SECONDS} s later`,
    `${mb(med(atReady, 'rss'))} / ${mb(med(warm, 'rss'))} / ${mb(med(idle, 'rss'))}`,
    '≤ 150 MB idle',
  );
  figure(
    'idle RSS: anonymous (heaps, PGlite) / mapped files; child processes',
    `${mb(med(idle, 'anon'))} / ${mb(med(idle, 'file'))}; ${median(idle.map((m) => m.childCount))} using ${mb(med(idle, 'children'))}`,
  );
}
