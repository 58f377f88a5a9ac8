import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database is one process's alone. The server leaves its pid in the data dir so that
 * a command (admin:add) can refuse to open the same files while it runs.
 */
export function lockFile(dataDir: string): string {
  return path.join(dataDir, 'server.pid');
}

export function runningServerPid(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

export function holdLock(dataDir: string): () => void {
  const pid = runningServerPid(dataDir);
  if (pid) throw new Error(`Another Tradeloom server (pid ${pid}) is using ${dataDir}. Stop it first or use another DATA_DIR.`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockFile(dataDir), String(process.pid));
  return () => fs.rmSync(lockFile(dataDir), { force: true });
}
