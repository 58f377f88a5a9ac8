/**
 * The embedded database is one process's alone. The lock is a listening socket named after the data
 * directory: the kernel releases it the moment its process ends, however it ends (kill -9 included),
 * so a crash never blocks the next start, and no process id is ever guessed at. On Linux the socket
 * lives in the abstract namespace (no file, taken or not atomically); elsewhere it is a socket file
 * in the data directory, taken over when nothing answers on it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(`Another Tradeloom process is using the embedded database in ${dataDir}. Stop it first, or use another DATA_DIR.`);
  }
}

function socketAddress(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  const real = fs.realpathSync(dataDir);
  if (process.platform === 'linux') return `\0tradeloom-data-${crypto.createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
  return path.join(real, 'server.lock');
}

function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.end());
    server.once('error', reject);
    server.listen({ path: address, exclusive: true }, () => {
      server.off('error', reject);
      server.unref();
      resolve(server);
    });
  });
}

function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ path: address });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Takes the data directory for this process; resolves to the release function, or throws DataDirLockedError. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const address = socketAddress(dataDir);
  let server: net.Server;
  try {
    server = await listen(address);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    // A socket file nobody answers on is what a crash leaves (non-Linux only): take it over.
    if (address.startsWith('\0') || (await answers(address))) throw new DataDirLockedError(dataDir);
    fs.rmSync(address, { force: true });
    server = await listen(address);
  }
  // Earlier versions left a pid file here; it means nothing now.
  fs.rmSync(path.join(dataDir, 'server.pid'), { force: true });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Whether a running process holds the data directory (for commands that must not open it meanwhile). */
export async function isDataDirLocked(dataDir: string): Promise<boolean> {
  try {
    const release = await lockDataDir(dataDir);
    await release();
    return false;
  } catch (err) {
    if (err instanceof DataDirLockedError) return true;
    throw err;
  }
}

/** For commands: the lock, or the message on stderr and exit 1 when another process holds it. */
export async function lockDataDirOrExit(dataDir: string, message?: string): Promise<() => Promise<void>> {
  try {
    return await lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(message ?? err.message);
    process.exit(1);
  }
}
