/**
 * An in-process cache of the sessions this instance has read, so a signed-in request does not cost a
 * session and user lookup every time (decision 007). It is safe only while it hears of every change:
 *
 * - Entries are keyed by the exact session cookie the browser sent, and are only ever written after
 *   Better Auth itself accepted that cookie; a forged or altered cookie never matches one.
 * - The database announces every change to a session or user row on the 'tl_auth' channel
 *   (migration 0004): sign-out, revocation, renewal, password reset, deletion. Every instance listens
 *   and drops what it cached, so a session ended on one instance ends on all of them.
 * - While the listener is not connected (starting, reconnecting, the database closed) the cache is
 *   neither read nor written, and it is emptied whenever the listener drops, so nothing cached before
 *   a gap is trusted after it.
 * - An entry lives at most `ttlMs` and never past its session's expiry, as a bound on any change the
 *   listener could not see.
 */
import pg from 'pg';
import type { Database } from '../db/client.ts';
import type { SessionUser } from '../lib/context.ts';
import type { Logger } from '../lib/logger.ts';

export const AUTH_CHANGE_CHANNEL = 'tl_auth';
const RECONNECT_MS = 1000;

export interface CachedSession {
  user: SessionUser;
  sessionId: string;
  /** When the session itself expires (ms since the epoch). */
  expiresAt: number;
}

interface Entry extends CachedSession {
  key: string;
  until: number;
}

// Better Auth's session cookie: `better-auth.session_token`, `__Secure-` prefixed over https.
const SESSION_COOKIE = /(?:^|;)\s*((?:__Secure-)?better-auth\.session_token)=([^;]*)/g;

/** The cache key of a request: its session cookie(s) exactly as sent, or null without one. */
export function sessionCookieKey(cookieHeader: string | undefined | null): string | null {
  if (!cookieHeader) return null;
  const found = [...cookieHeader.matchAll(SESSION_COOKIE)].map((m) => `${m[1]}=${m[2]}`);
  return found.length ? found.join(';') : null;
}

export interface SessionCache {
  /** A live entry for this cookie key, or null (missing, expired, or the cache is not live). */
  get(key: string): CachedSession | null;
  /**
   * A counter of the changes heard so far. Read it before looking a session up and pass it to set():
   * a change announced while the lookup ran (the session ended meanwhile) keeps its answer out.
   */
  readonly version: number;
  /** Remembers what Better Auth answered for this cookie key (ignored while not live, or if stale). */
  set(key: string, session: CachedSession, seenVersion: number): void;
  dropSession(sessionId: string): void;
  dropUser(userId: string): void;
  /** Whether changes are being heard, so entries may be trusted. */
  readonly live: boolean;
  readonly size: number;
  close(): Promise<void>;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  logger: Logger;
  now?: () => number;
}

/** The cache itself; `setLive` is driven by whatever listens for changes (see startAuthChangeListener). */
export function createSessionCache(opts: SessionCacheOptions) {
  const maxEntries = opts.maxEntries ?? 10_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const bySession = new Map<string, Set<string>>();
  const byUser = new Map<string, Set<string>>();
  let live = false;
  let version = 0;

  const index = (map: Map<string, Set<string>>, id: string, key: string) => {
    let keys = map.get(id);
    if (!keys) map.set(id, (keys = new Set()));
    keys.add(key);
  };
  const unindex = (map: Map<string, Set<string>>, id: string, key: string) => {
    const keys = map.get(id);
    keys?.delete(key);
    if (keys?.size === 0) map.delete(id);
  };
  const remove = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    unindex(bySession, e.sessionId, key);
    unindex(byUser, e.user.id, key);
  };
  const clear = () => {
    version++;
    entries.clear();
    bySession.clear();
    byUser.clear();
  };
  const dropAll = (keys: Set<string> | undefined) => {
    version++;
    for (const key of [...(keys ?? [])]) remove(key);
  };

  const cache = {
    get live() {
      return live;
    },
    get size() {
      return entries.size;
    },
    get version() {
      return version;
    },
    get(key: string): CachedSession | null {
      if (!live || opts.ttlMs <= 0) return null;
      const e = entries.get(key);
      if (!e) return null;
      if (e.until <= now()) {
        remove(key);
        return null;
      }
      return { user: e.user, sessionId: e.sessionId, expiresAt: e.expiresAt };
    },
    set(key: string, s: CachedSession, seenVersion: number) {
      if (!live || opts.ttlMs <= 0 || seenVersion !== version) return;
      const until = Math.min(now() + opts.ttlMs, s.expiresAt);
      if (until <= now()) return;
      remove(key);
      // The oldest entry goes first when full (a Map iterates in insertion order).
      while (entries.size >= maxEntries) remove(entries.keys().next().value as string);
      entries.set(key, { ...s, key, until });
      index(bySession, s.sessionId, key);
      index(byUser, s.user.id, key);
    },
    dropSession: (sessionId: string) => dropAll(bySession.get(sessionId)),
    dropUser: (userId: string) => dropAll(byUser.get(userId)),
    /** Called by the listener: going live or dropping out both start from an empty cache. */
    setLive(value: boolean) {
      if (value !== live) clear();
      live = value;
    },
    /** A change announced on the channel: 's:<session id>' or 'u:<user id>'; anything else empties it. */
    onChange(payload: string) {
      if (payload.startsWith('s:')) cache.dropSession(payload.slice(2));
      else if (payload.startsWith('u:')) cache.dropUser(payload.slice(2));
      else clear();
    },
    close: async () => {
      live = false;
      clear();
    },
  };
  return cache;
}

export type LocalSessionCache = ReturnType<typeof createSessionCache>;

/**
 * Listens on 'tl_auth' for the cache: on the embedded database through PGlite's own LISTEN, on
 * PostgreSQL over a dedicated connection that reconnects after a drop. Returns the cache with a
 * close() that also stops listening. With a TTL of 0 nothing listens and nothing is cached.
 */
export async function startSessionCache(database: Database, opts: SessionCacheOptions): Promise<SessionCache> {
  const cache = createSessionCache(opts);
  if (opts.ttlMs <= 0) return cache;
  const { logger } = opts;

  if (database.pglite) {
    const client = database.pglite;
    const unlisten = await client.listen(AUTH_CHANGE_CHANNEL, (payload) => cache.onChange(payload));
    cache.setLive(true);
    // A closed database hears nothing more: the cache is not trusted past it.
    return bind(cache, {
      live: () => cache.live && !client.closed,
      get: (key) => (client.closed ? null : cache.get(key)),
      close: async () => {
        cache.setLive(false);
        if (!client.closed) await unlisten().catch(() => {});
      },
    });
  }

  if (!database.url) return cache;
  const url = database.url;
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = (err?: unknown) => {
      if (client !== c) return;
      client = null;
      cache.setLive(false);
      c.removeAllListeners();
      c.on('error', () => {});
      void c.end().catch(() => {});
      if (stopped) return;
      logger.warn({ err }, 'session cache: lost the database listener; reading sessions from the database until it is back');
      timer = setTimeout(() => void connect(), RECONNECT_MS);
      timer.unref();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (msg) => {
      if (msg.channel === AUTH_CHANGE_CHANNEL) cache.onChange(msg.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${AUTH_CHANGE_CHANNEL}`);
      if (client === c && !stopped) cache.setLive(true);
    } catch (err) {
      lost(err);
    }
  };
  await connect();
  return bind(cache, {
    close: async () => {
      stopped = true;
      clearTimeout(timer);
      cache.setLive(false);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    },
  });
}

/** The cache as a SessionCache, with what its listener adds: when it is live, reading, closing. */
function bind(
  cache: LocalSessionCache,
  over: { live?: () => boolean; get?: SessionCache['get']; close: () => Promise<void> },
): SessionCache {
  return {
    get: over.get ?? ((key) => cache.get(key)),
    set: (key, s, seen) => cache.set(key, s, seen),
    dropSession: (id) => cache.dropSession(id),
    dropUser: (id) => cache.dropUser(id),
    get live() {
      return over.live ? over.live() : cache.live;
    },
    get size() {
      return cache.size;
    },
    get version() {
      return cache.version;
    },
    close: over.close,
  };
}
