/**
 * What the database announces about changes that in-process caches depend on (migration 0004), on
 * the channel 'tl_changes': 's:<session id>', 'u:<user id>' (a user row), 'c:<user id>' (that
 * owner's contacts), 'p:<user id>' (that user's profile). On the embedded database through PGlite's
 * own LISTEN; on PostgreSQL over a dedicated connection that reconnects after a drop, so a change
 * made on one instance reaches every instance.
 *
 * A cache may trust what it holds only while the feed is live: subscribers are told when it goes
 * down (and must forget everything) and when it is back.
 */
import pg from 'pg';
import type { Logger } from '../lib/logger.ts';
import type { Database } from './client.ts';

export const CHANGE_CHANNEL = 'tl_changes';
const RECONNECT_MS = 1000;

export interface ChangeFeed {
  /** Whether changes are being heard right now. */
  readonly live: boolean;
  /** Called for every change, and with null whenever the feed goes down or comes back. */
  subscribe(listener: (payload: string | null) => void): void;
  close(): Promise<void>;
}

/** A feed that never hears anything (caching off, or a database that cannot announce). */
export const deadFeed: ChangeFeed = { live: false, subscribe: () => {}, close: async () => {} };

export async function startChangeFeed(database: Database, logger: Logger): Promise<ChangeFeed> {
  const listeners: ((payload: string | null) => void)[] = [];
  const emit = (payload: string | null) => {
    for (const l of listeners) l(payload);
  };

  if (database.pglite) {
    const client = database.pglite;
    const unlisten = await client.listen(CHANGE_CHANNEL, (payload) => emit(payload));
    return {
      // A closed database hears nothing more.
      get live() {
        return !client.closed;
      },
      subscribe: (l) => void listeners.push(l),
      close: async () => {
        if (!client.closed) await unlisten().catch(() => {});
      },
    };
  }

  if (!database.url) return deadFeed;
  const url = database.url;
  let stopped = false;
  let live = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  const setLive = (value: boolean) => {
    if (value === live) return;
    live = value;
    emit(null);
  };
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = (err?: unknown) => {
      if (client !== c) return;
      client = null;
      setLive(false);
      c.removeAllListeners();
      c.on('error', () => {});
      void c.end().catch(() => {});
      if (stopped) return;
      logger.warn({ err }, 'change feed: lost the database listener; caches are bypassed until it is back');
      timer = setTimeout(() => void connect(), RECONNECT_MS);
      timer.unref();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (msg) => {
      if (msg.channel === CHANGE_CHANNEL) emit(msg.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client === c && !stopped) setLive(true);
    } catch (err) {
      lost(err);
    }
  };
  await connect();
  return {
    get live() {
      return live;
    },
    subscribe: (l) => void listeners.push(l),
    close: async () => {
      stopped = true;
      clearTimeout(timer);
      setLive(false);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    },
  };
}
