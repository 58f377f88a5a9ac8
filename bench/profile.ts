/**
 * `npm run profile -w @tradeloom/bench -- /api/contacts?limit=60`: the built server under autocannon
 * (32 connections) with `node --cpu-prof`, then the functions with the most self time, grouped by
 * package. A tool for finding what dominates, not a figure (the profiler slows everything down).
 * PostgreSQL when BENCH_DATABASE_URL / TEST_DATABASE_URL is set and PROFILE_DB=postgres.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signUp } from './lib/auth.ts';
import { postgresAdminUrl, randomSecret, withTempDatabase } from './lib/postgres.ts';
import { ensureBuilt, freePort, ROOT, SERVER_ENTRY, tempDir } from './lib/server.ts';

const target = process.argv[2] ?? '/api/contacts?limit=60';
const seconds = Number(process.env.PROFILE_SECONDS ?? 8);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

function report(file: string): void {
  const prof = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (const [i, id] of prof.samples.entries()) self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fns = new Map<string, number>();
  const pkgs = new Map<string, number>();
  for (const [id, t] of self) {
    const f = byId.get(id)!.callFrame;
    const pkg =
      f.url.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ?? (f.url.includes('dist/') ? 'server bundle' : f.url ? 'node' : f.functionName);
    pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + t);
    const key = `${f.functionName || '(anon)'} ${path.basename(f.url)}:${f.lineNumber}`;
    fns.set(key, (fns.get(key) ?? 0) + t);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, t]) => `${((100 * t) / total).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  console.log(`\nby package:\n${top(pkgs, 15)}\n\nby function:\n${top(fns, 30)}`);
}

async function profile(env: Record<string, string>): Promise<void> {
  const dir = tempDir('profile');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: os.tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: url,
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const user = await signUp(url);
  const result = await autocannon({
    url: `${url}${target}`,
    connections: 32,
    duration: seconds,
    headers: { Cookie: user.cookie, 'Accept-Encoding': 'br, gzip' },
  });
  console.log(
    `${target}: ${Math.round(result.requests.average)} req/s under the profiler, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
  );
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGINT');
  await exited;
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  fs.copyFileSync(path.join(dir, file), '/tmp/last.cpuprofile');
  report(path.join(dir, file));
}

ensureBuilt();
const admin = postgresAdminUrl();
if (process.env.PROFILE_DB === 'postgres' && admin) {
  await withTempDatabase(admin, (dbUrl) => profile({ DATABASE_URL: dbUrl, BETTER_AUTH_SECRET: randomSecret() }));
} else {
  await profile({});
}
