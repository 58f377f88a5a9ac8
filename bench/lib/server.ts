/** The built product as `npm start` runs it: spawn, wait for /healthz, stop. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { note } from './report.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The built server; BENCH_SERVER_ENTRY runs another build (one copied aside, to compare two versions). */
export const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY
  ? path.resolve(process.env.BENCH_SERVER_ENTRY)
  : path.join(ROOT, 'apps/server/dist/index.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

/** Builds the product once when the server bundle or the web app is missing. */
export function ensureBuilt(): void {
  if (fs.existsSync(SERVER_ENTRY) && fs.existsSync(WEB_INDEX)) return;
  note('build', 'apps/server/dist or apps/web/dist is missing: running `npm run build`');
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
  if (r.status !== 0) throw new Error(`npm run build failed (exit ${r.status})`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const tempDirs: string[] = [];
/** A directory under the OS temp dir, removed when the bench ends. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tl-bench-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

const running = new Set<ChildProcess>();
/** Last resort on exit: no server outlives the bench. */
export function killServers(): void {
  for (const proc of running) proc.kill('SIGKILL');
  running.clear();
}

export interface ServerOptions {
  /** The embedded database's directory (ignored by the server when DATABASE_URL is set). */
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Extra flags for node (`--cpu-prof`, ...). */
  nodeArgs?: string[];
  /** Run the TypeScript sources through tsx instead of the built bundle (no build needed). */
  fromSource?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Spawn to the first 200 on /healthz. */
  readyMs: number;
  /** The server's process id (its memory is read from /proc by bench/memory.ts). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `node --enable-source-maps apps/server/dist/index.js` on 127.0.0.1 with warn-level logs and
 * resolves on the first 200 from /healthz (polled every 10 ms), with the time from spawn to it.
 */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  const entry = opts.fromSource ? ['--import', 'tsx', path.join(ROOT, 'apps/server/src/index.ts')] : [SERVER_ENTRY];
  const proc = spawn(process.execPath, ['--enable-source-maps', ...(opts.nodeArgs ?? []), ...entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: url,
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(proc);
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
    running.delete(proc);
  });

  const deadline = started + (opts.timeoutMs ?? 120_000);
  let readyMs = -1;
  while (readyMs < 0) {
    if (gone) throw new Error(`the server exited before it answered /healthz:\n${output}`);
    if (performance.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz in time:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) readyMs = performance.now() - started;
      await res.body?.cancel();
    } catch {
      // not listening yet
    }
    if (readyMs < 0) await new Promise((r) => setTimeout(r, 10));
  }

  return {
    url,
    port,
    readyMs,
    pid: proc.pid!,
    async stop() {
      if (gone) return;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
