/**
 * Import files are read off the event loop (decision 019): a small pool of reader processes, each
 * with its own heap limit, reads one file at a time; more files wait in a short queue. A file that
 * escapes the reading limits and exhausts a reader's heap, or takes too long, ends that reader
 * only: the upload gets a 422 and the next file a fresh reader. Processes rather than worker
 * threads: a worker thread's resourceLimits are best-effort (one large allocation past the limit
 * aborts the whole process, nodejs/node#47224), and a bomb must never end the server.
 * Each user has at most IMPORT_CONCURRENT_PER_USER uploads being received and read at once.
 */
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { IMPORT_CONCURRENT_PER_USER, IMPORT_MESSAGES } from '@tradeloom/domain';
import { ApiError } from '../../lib/errors.ts';
import type { ImportTable } from './import-files.ts';
import type { ReaderAnswer, ReaderRequest } from './import-worker.ts';

export interface ImportReaderOptions {
  /** Reader processes at most (default: 1 or 2, leaving a core to the server). */
  workers?: number;
  /** Each reader's old-generation heap, MB. */
  heapMb?: number;
  /** A file taking longer than this to read is refused and its reader ended. */
  timeoutMs?: number;
  /** Files waiting for a reader; beyond, 503. */
  queueMax?: number;
}

export const IMPORT_READER_DEFAULTS = {
  workers: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  heapMb: 512,
  timeoutMs: 120_000,
  queueMax: 32,
} as const;

/** The reader's script: the built one next to the bundle, or the sources through tsx. */
const workerPath = () =>
  fileURLToPath(
    import.meta.url.endsWith('.ts') ? new URL('./import-worker.dev.mjs', import.meta.url) : new URL('./import-worker.js', import.meta.url),
  );

const tooHeavy = () => new ApiError(422, 'UNPROCESSABLE_ENTITY', IMPORT_MESSAGES.tooHeavy);

interface Task {
  req: ReaderRequest;
  resolve: (t: ImportTable) => void;
  reject: (e: unknown) => void;
}

type Worker = ChildProcess;

export class ImportReader {
  private readonly opts: Required<ImportReaderOptions>;
  private readonly idle: Worker[] = [];
  private readonly busy = new Set<Worker>();
  private readonly queue: Task[] = [];
  private closed = false;

  constructor(options: ImportReaderOptions = {}) {
    this.opts = { ...IMPORT_READER_DEFAULTS, ...options };
  }

  /** The file as a table, read in a worker; the same 4xx ApiErrors as readImportFile, or 422 when it is too heavy. */
  read(name: string, bytes: Buffer): Promise<ImportTable> {
    if (this.closed) return Promise.reject(new Error('import reader closed'));
    if (this.queue.length >= this.opts.queueMax)
      return Promise.reject(new ApiError(503, 'SERVICE_UNAVAILABLE', IMPORT_MESSAGES.readerBusy));
    const own = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return new Promise<ImportTable>((resolve, reject) => {
      this.queue.push({ req: { name, bytes: own }, resolve, reject });
      this.next();
    });
  }

  /**
   * Starts a reader ahead of the first file (the server does at start), so the first upload does
   * not wait for one to load; resolves once it is ready.
   */
  warm(): Promise<void> {
    if (this.closed || this.size > 0) return Promise.resolve();
    const worker = this.spawn();
    worker.unref();
    worker.channel?.unref();
    this.idle.push(worker);
    return new Promise((resolve) => {
      const ready = (m: unknown) => {
        if ((m as { ready?: boolean })?.ready) done();
      };
      const done = () => {
        worker.off('message', ready);
        worker.off('exit', done);
        resolve();
      };
      worker.on('message', ready);
      worker.on('exit', done);
    });
  }

  /** Workers alive now (idle or reading). */
  get size(): number {
    return this.idle.length + this.busy.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.queue.splice(0)) t.reject(new Error('import reader closed'));
    for (const w of [...this.idle.splice(0), ...this.busy]) w.kill();
    this.busy.clear();
  }

  private spawn(): Worker {
    const worker = fork(workerPath(), [], {
      execArgv: [`--max-old-space-size=${this.opts.heapMb}`, '--max-semi-space-size=16'],
      serialization: 'advanced',
      // Its out-of-memory report would only repeat what the 422 says.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    worker.on('exit', () => {
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
    });
    // A failure to start is an exit for the task (run's listeners); this keeps it from being thrown.
    worker.on('error', () => {});
    return worker;
  }

  private next(): void {
    while (this.queue.length > 0 && (this.idle.length > 0 || this.size < this.opts.workers)) {
      const task = this.queue.shift()!;
      const worker = this.idle.pop() ?? this.spawn();
      this.run(worker, task);
    }
  }

  private run(worker: Worker, task: Task): void {
    this.busy.add(worker);
    worker.ref();
    worker.channel?.ref();
    let settled = false;
    const done = (keep: boolean) => {
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      this.busy.delete(worker);
      if (keep && !this.closed) {
        worker.unref();
        worker.channel?.unref();
        this.idle.push(worker);
      } else worker.kill('SIGKILL');
      this.next();
    };
    const onMessage = (answer: ReaderAnswer | { ready: true }) => {
      if (settled || 'ready' in answer) return;
      done(true);
      if (answer.ok) task.resolve(answer.table);
      else if (answer.status >= 400 && answer.status < 500)
        task.reject(new ApiError(answer.status as ApiError['status'], answer.code, answer.message, answer.details));
      else task.reject(new Error(`import reader: ${answer.message}`));
    };
    // Out of heap, a crash, or an exit: this file cannot be read here.
    const onError = () => {
      if (settled) return;
      done(false);
      task.reject(tooHeavy());
    };
    const onExit = onError;
    const timer = setTimeout(onError, this.opts.timeoutMs);
    // An idle reader that died meanwhile is not given the file.
    if (worker.exitCode !== null || worker.signalCode !== null) {
      onError();
      return;
    }
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.send(task.req, (err) => {
      if (err) onError();
    });
  }
}

let shared: ImportReader | undefined;

/** The process's reader (created on first use). */
export const importReader = (): ImportReader => {
  shared ??= new ImportReader();
  return shared;
};

const reading = new Map<string, number>();

/**
 * Takes one of the user's import slots for an upload being received and read; 429 when the user
 * already has IMPORT_CONCURRENT_PER_USER. The returned function gives the slot back (once).
 */
export function takeImportSlot(userId: string, max = IMPORT_CONCURRENT_PER_USER): () => void {
  const n = reading.get(userId) ?? 0;
  if (n >= max) throw new ApiError(429, 'TOO_MANY_REQUESTS', IMPORT_MESSAGES.tooManyAtOnce, { retryAfter: 5 });
  reading.set(userId, n + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (reading.get(userId) ?? 1) - 1;
    if (left > 0) reading.set(userId, left);
    else reading.delete(userId);
  };
}
