/**
 * A running server's memory as the operating system sees it (Linux /proc): its resident set, the
 * part of it that is anonymous memory (heaps, PGlite's WebAssembly memory) and mapped files (the node
 * binary, libraries), and the resident sets of the processes it started (the import reader). Also
 * the CPU time a process has used, which the machine's other load moves far less than wall time.
 */
import fs from 'node:fs';

export interface Memory {
  /** Resident set of the process, bytes. */
  rss: number;
  /** Anonymous part of it (JavaScript heap, PGlite's WebAssembly memory, malloc). */
  anon: number;
  /** Mapped files (the node binary, shared libraries). */
  file: number;
  /** Resident sets of its child processes, summed. */
  children: number;
  /** How many child processes it has. */
  childCount: number;
}

function status(pid: number): Map<string, number> {
  const fields = new Map<string, number>();
  for (const line of fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n')) {
    const m = line.match(/^(\w+):\s+(\d+) kB/);
    if (m) fields.set(m[1]!, Number(m[2]) * 1024);
  }
  return fields;
}

function childPids(pid: number): number[] {
  const out: number[] = [];
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    const text = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    if (text) out.push(...text.split(/\s+/).map(Number));
  }
  return out;
}

/** The memory of a running process; null where /proc is not there (not Linux) or the process is gone. */
export function memoryOf(pid: number): Memory | null {
  try {
    const own = status(pid);
    const kids = childPids(pid);
    let children = 0;
    for (const kid of kids) children += status(kid).get('VmRSS') ?? 0;
    return {
      rss: own.get('VmRSS') ?? 0,
      anon: own.get('RssAnon') ?? 0,
      file: own.get('RssFile') ?? 0,
      children,
      childCount: kids.length,
    };
  } catch {
    return null;
  }
}

/** User plus system CPU time the process has used so far, ms (Linux); null elsewhere. */
export function cpuMsOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(after[11]) + Number(after[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** 123.4 MB (mebibytes, as top and ps count). */
export const mb = (bytes: number): string => `${(bytes / 1048576).toFixed(0)} MB`;
