/**
 * Cached answers of per-user reads (the contact list pages and facets, the map, the insights list),
 * with their brotli and gzip copies made once, and an ETag so a browser revalidating gets a 304
 * (decisions 007 and 024).
 *
 * An answer is dropped the moment what it was read from may have changed:
 * - the database announces every change to an owner's contacts ('c:<owner>'), to a user's
 *   profile or account ('p:', 'u:') and to a user's insights or their feedback ('i:', migration
 *   0018), on every instance (db/change-feed.ts); a change to the demo account's contacts drops
 *   every user's answers, since demo mode shows them to everyone;
 * - this instance drops a user's answers itself as soon as any write request of theirs ends, so
 *   their next read never waits on the announcement;
 * - an answer computed while a change of its user was announced is not kept (the version check;
 *   other users' changes do not keep it out, so a busy server still fills the cache), and nothing
 *   is read or kept while the feed is not live.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import type { ChangeFeed } from '../db/change-feed.ts';
import { chooseEncoding } from './compress.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedAnswer {
  body: string;
  etag: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

interface Entry {
  userId: string;
  answer: CachedAnswer;
  bytes: number;
  until: number;
}

export interface ResponseCacheOptions {
  feed: ChangeFeed;
  ttlMs: number;
  /** The owner whose contacts every user may see (the demo account). */
  sharedOwner: string;
  maxBytes?: number;
  now?: () => number;
}

export function createResponseCache(opts: ResponseCacheOptions) {
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  let bytes = 0;
  let version = 0;
  /** The version of the last change of everything, and of each user's last change since. */
  let clearedAt = 0;
  const changedAt = new Map<string, number>();
  /** Users whose last change is remembered; beyond it they are forgotten as if everything changed. */
  const MAX_CHANGED = 100_000;
  const isLive = () => opts.feed.live && opts.ttlMs > 0;

  const remove = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.bytes;
    const keys = byUser.get(e.userId);
    keys?.delete(key);
    if (keys?.size === 0) byUser.delete(e.userId);
  };
  const clear = () => {
    version++;
    clearedAt = version;
    changedAt.clear();
    entries.clear();
    byUser.clear();
    bytes = 0;
  };
  const dropUser = (userId: string) => {
    version++;
    changedAt.delete(userId);
    changedAt.set(userId, version);
    if (changedAt.size > MAX_CHANGED) {
      changedAt.clear();
      clearedAt = version;
    }
    for (const key of [...(byUser.get(userId) ?? [])]) remove(key);
  };
  opts.feed.subscribe((payload) => {
    if (payload === null) return clear();
    const [kind, id = ''] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 'c:' && id === opts.sharedOwner) clear();
    else if (kind === 'c:' || kind === 'p:' || kind === 'u:' || kind === 'i:') dropUser(id);
  });

  return {
    get version() {
      return version;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    get live() {
      return isLive();
    },
    get(userId: string, key: string): CachedAnswer | null {
      if (!isLive()) return null;
      const k = `${userId}\n${key}`;
      const e = entries.get(k);
      if (!e) return null;
      if (e.until <= now()) {
        remove(k);
        return null;
      }
      // Most recently used last: the first entry is the one to evict.
      entries.delete(k);
      entries.set(k, e);
      return e.answer;
    },
    /** The answer for this body, kept when nothing of this user's changed since `seenVersion` was read. */
    set(userId: string, key: string, body: string, seenVersion: number): CachedAnswer {
      const answer: CachedAnswer = { body, etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
      if (!isLive() || clearedAt > seenVersion || (changedAt.get(userId) ?? 0) > seenVersion) return answer;
      const k = `${userId}\n${key}`;
      remove(k);
      const size = body.length * 2 + 1024;
      if (size > maxBytes / 4) return answer;
      while (bytes + size > maxBytes && entries.size > 0) remove(entries.keys().next().value as string);
      entries.set(k, { userId, answer, bytes: size, until: now() + opts.ttlMs });
      const keys = byUser.get(userId) ?? new Set<string>();
      keys.add(k);
      byUser.set(userId, keys);
      bytes += size;
      return answer;
    },
    dropUser,
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/**
 * Sends a cached JSON answer: 304 when the browser already holds it, else its brotli or gzip copy
 * (made on first use and kept with it) or the plain text. Revalidated on every use (no-cache), private.
 */
export async function sendCachedJson(c: Context, answer: CachedAnswer): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ETag: answer.etag,
    'Cache-Control': 'private, no-cache',
    Vary: 'Accept-Encoding, Cookie',
  };
  const match = c.req.header('If-None-Match');
  if (match?.split(',').some((t) => t.trim() === answer.etag || t.trim() === '*')) return c.body(null, 304, headers);
  const encoding = answer.body.length >= 1024 ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
  if (!encoding) return c.body(answer.body, 200, headers);
  const raw = () => Buffer.from(answer.body);
  if (encoding === 'br') answer.br ??= brotli(raw(), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  else answer.gzip ??= gzip(raw(), { level: 6 });
  const compressed = encoding === 'br' ? answer.br : answer.gzip;
  const body = (await compressed) as Buffer;
  return c.body(new Uint8Array(body), 200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
}
