/**
 * Stopping the server on SIGTERM or SIGINT (systemd, Docker, `npm start`, Ctrl-C) without leaving the
 * embedded database half-written or a request cut off: stop taking connections, let the requests
 * being handled finish (for a moment at most), end what is left (live streams), then close the
 * runtime (job runner, change feed, database) and the data directory's lock, and exit 0.
 */
import os from 'node:os';
import type { Logger } from './logger.ts';

/** How long requests already being handled may take to finish before their connections are ended. */
export const STOP_GRACE_MS = 3000;
/**
 * Closing that takes longer than this (a hung database) exits anyway, with 1. It counts from the end
 * of the start-up: an embedded database cut off in its first initialisation would not open again, so
 * a stop asked for during the start-up waits for it (a second signal still ends it at once).
 */
export const STOP_DEADLINE_MS = 10_000;
/**
 * `npm start` forwards the terminal's Ctrl-C to the server, which also receives it from the terminal
 * itself: a repeat within this window is that echo, not someone asking to stop now.
 */
const ECHO_WINDOW_MS = 1000;

/** What a stop closes, in order; each is given by the part of the start-up that opened it. */
export interface Stoppable {
  /** Stops accepting connections and resolves once the requests under way are done (or ended). */
  closeHttp?: () => Promise<void>;
  /** Everything behind the HTTP server: job runner, change feed, database, then the data lock. */
  closeRuntime?: () => Promise<void>;
}

export interface GracefulStop {
  /** The parts to close; set as the start-up opens them. */
  readonly parts: Stoppable;
  /** Resolves when the start-up is complete, so a stop asked for during it waits for it first. */
  started(promise: Promise<unknown>): void;
  /** Whether a stop was asked for (the start-up then skips listening). */
  readonly requested: boolean;
}

export function installGracefulStop(logger: Logger, exit: (code: number) => never = process.exit): GracefulStop {
  const parts: Stoppable = {};
  let startup: Promise<unknown> = Promise.resolve();
  let firstSignalAt: number | undefined;

  async function stop(signal: NodeJS.Signals) {
    await startup.catch(() => {});
    const deadline = setTimeout(() => {
      logger.error({ signal, ms: STOP_DEADLINE_MS }, 'stopping took too long; exiting without finishing');
      exit(1);
    }, STOP_DEADLINE_MS);
    try {
      await parts.closeHttp?.();
      await parts.closeRuntime?.();
      clearTimeout(deadline);
      logger.info({ signal }, 'stopped');
      exit(0);
    } catch (err) {
      logger.error({ err, signal }, 'stopping failed');
      exit(1);
    }
  }

  const onSignal = (signal: NodeJS.Signals) => {
    const now = Date.now();
    if (firstSignalAt === undefined) {
      firstSignalAt = now;
      logger.info({ signal }, 'stopping: finishing requests under way, then closing the database');
      void stop(signal);
      return;
    }
    if (now - firstSignalAt < ECHO_WINDOW_MS) return;
    logger.warn({ signal }, 'second stop signal: exiting at once');
    exit(128 + (os.constants.signals[signal] ?? 0));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  return {
    parts,
    started(promise) {
      startup = promise;
    },
    get requested() {
      return firstSignalAt !== undefined;
    },
  };
}

/** Counts the requests whose handlers are running, so a stop can wait for them. */
export function createInFlight() {
  let count = 0;
  const waiters: (() => void)[] = [];
  return {
    track<T>(work: () => Promise<T>): Promise<T> {
      count++;
      return work().finally(() => {
        if (--count === 0) for (const w of waiters.splice(0)) w();
      });
    },
    /** Resolves once no handler runs, or after `ms`, whichever is first. */
    idle(ms: number): Promise<void> {
      if (count === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    get count() {
      return count;
    },
  };
}
