import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, isDataDirLocked, lockDataDir } from '../src/lib/instance-lock.ts';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

/** Another process holding the lock, as a running server would. */
async function holder(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures', 'hold-lock.ts'), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

describe('the embedded data directory lock', () => {
  it('refuses a second process while the first runs, and is free the moment the first is killed with -9', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-lock-'));
    const first = await holder(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    expect(await isDataDirLocked(dataDir)).toBe(true);

    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    // What the old pid-file lock tripped on: a stale pid that now belongs to a live, unrelated process.
    fs.writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid));
    const release = await lockDataDir(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    await release();
    expect(await isDataDirLocked(dataDir)).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('locks each data directory separately', async () => {
    const a = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-lock-a-'));
    const b = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeloom-lock-b-'));
    await holder(a);
    const release = await lockDataDir(b);
    await release();
  });
});
