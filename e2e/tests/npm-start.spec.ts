import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * `npm start` as an operator runs it: stopping npm (SIGTERM from a service manager, Ctrl-C in a
 * terminal) stops the server it started. npm runs the script through `sh -c`, which does not pass
 * signals on, so a plain `node ...` script left the server running as an orphan holding the port and
 * the data directory. The built product, on a data directory and port of its own.
 */

const ROOT = path.join(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Started {
  npm: ChildProcess;
  /** The server process npm started (from its first log line). */
  serverPid: number;
  port: number;
  exited: Promise<number | null>;
}

const leftovers: number[] = [];
const dirs: string[] = [];
test.afterAll(() => {
  for (const pid of leftovers) if (alive(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** `npm start` in its own process group, as a terminal runs a foreground command. */
async function npmStart(): Promise<Started> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-npm-start-'));
  dirs.push(dataDir);
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  let out = '';
  const serverPid = await new Promise<number>((resolve, reject) => {
    npm.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const pid = /"pid":(\d+)[^\n]*"msg":"starting"/.exec(out)?.[1];
      if (pid) resolve(Number(pid));
    });
    void exited.then((code) => reject(new Error(`npm start exited (${code}):\n${out}`)));
  });
  leftovers.push(serverPid);
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
  return { npm, serverPid, port, exited };
}

test('stopping npm start with SIGTERM stops the server: no process left, the port free', async () => {
  test.setTimeout(120_000);
  const { npm, serverPid, port, exited } = await npmStart();
  npm.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(alive(serverPid)).toBe(false);
  expect(await portTaken(port)).toBe(false);
});

test('Ctrl-C on npm start stops the server cleanly: no process left, the port free', async () => {
  test.setTimeout(120_000);
  const { npm, serverPid, port, exited } = await npmStart();
  // The terminal sends SIGINT to the whole foreground process group.
  process.kill(-npm.pid!, 'SIGINT');
  expect(await exited).toBe(0);
  expect(alive(serverPid)).toBe(false);
  expect(await portTaken(port)).toBe(false);
});
