/**
 * An in-process cache of the sessions this instance has read, so a signed-in request does not cost a
 * session and user lookup every time (decision 007). It is safe only while it hears of every change:
 *
 * - Entries are keyed by the exact session cookie the browser sent, and are only ever written after
 *   Better Auth itself accepted that cookie; a forged or altered cookie never matches one.
 * - The database announces every change to a session or user row (db/change-feed.ts, migration
 *   0004): sign-out, revocation, renewal, password reset, deletion. Every instance listens and drops
 *   what it cached, so a session ended on one instance ends on all of them.
 * - While the feed is not live (starting, reconnecting, the database closed) the cache is neither
 *   read nor written, and it is emptied whenever the feed drops or returns, so nothing cached before
 *   a gap is trusted after it.
 * - An entry lives at most `ttlMs` and never past its session's expiry, as a bound on any change the
 *   listener could not see.
 */
import type { ChangeFeed } from '../db/change-feed.ts';
import type { SessionUser } from '../lib/session-user.ts';

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
}

export interface SessionCacheOptions {
  ttlMs: number;
  feed: ChangeFeed;
  maxEntries?: number;
  now?: () => number;
}

export function createSessionCache(opts: SessionCacheOptions): SessionCache {
  const { feed } = opts;
  const maxEntries = opts.maxEntries ?? 10_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const bySession = new Map<string, Set<string>>();
  const byUser = new Map<string, Set<string>>();
  let version = 0;

  const index = (map: Map<string, Set<string>>, id: string, key: string) => {
    const keys = map.get(id) ?? new Set<string>();
    keys.add(key);
    map.set(id, keys);
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

  const isLive = () => feed.live && opts.ttlMs > 0;
  feed.subscribe((payload) => {
    // The feed dropped or came back: nothing cached before is trusted.
    if (payload === null) clear();
    else if (payload.startsWith('s:')) dropAll(bySession.get(payload.slice(2)));
    else if (payload.startsWith('u:')) dropAll(byUser.get(payload.slice(2)));
  });

  return {
    get live() {
      return isLive();
    },
    get size() {
      return entries.size;
    },
    get version() {
      return version;
    },
    get(key: string): CachedSession | null {
      if (!isLive()) return null;
      const e = entries.get(key);
      if (!e) return null;
      if (e.until <= now()) {
        remove(key);
        return null;
      }
      return { user: e.user, sessionId: e.sessionId, expiresAt: e.expiresAt };
    },
    set(key: string, s: CachedSession, seenVersion: number) {
      if (!isLive() || seenVersion !== version) return;
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
  };
}

declare module '../lib/context.ts' {
  interface AppDeps {
    /** Sessions this instance has read, dropped whenever the database announces a change. */
    sessions: SessionCache;
  }
}
