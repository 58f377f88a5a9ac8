import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSessionCache, sessionCookieKey } from '../src/auth/session-cache.ts';
import {
  BASE,
  cookieFrom,
  createSecondInstance,
  createTestRuntime,
  type SecondInstance,
  SHARED_SECRET,
  signUp,
  type TestRuntime,
} from './harness.ts';

/** A change feed driven by hand. */
function handFeed(live = true) {
  const listeners: ((p: string | null) => void)[] = [];
  const feed = {
    live,
    subscribe: (l: (p: string | null) => void) => void listeners.push(l),
    close: async () => {},
  };
  return {
    feed,
    emit: (p: string) => {
      for (const l of listeners) l(p);
    },
    setLive: (v: boolean) => {
      feed.live = v;
      for (const l of listeners) l(null);
    },
  };
}
const user = (id: string) => ({ id, email: `${id}@example.com`, name: id });

describe('the session cache itself', () => {
  function liveCache(ttlMs = 60_000, maxEntries = 100) {
    let t = 1_000_000;
    const hand = handFeed();
    const cache = createSessionCache({ ttlMs, maxEntries, feed: hand.feed, now: () => t });
    return { cache, ...hand, advance: (ms: number) => (t += ms), now: () => t };
  }

  it('keys a request by its session cookie only', () => {
    expect(sessionCookieKey(undefined)).toBeNull();
    expect(sessionCookieKey('tradeloom-theme=dark')).toBeNull();
    expect(sessionCookieKey('a=1; better-auth.session_token=abc.sig; b=2')).toBe('better-auth.session_token=abc.sig');
    expect(sessionCookieKey('__Secure-better-auth.session_token=x.y')).toBe('__Secure-better-auth.session_token=x.y');
    // A cookie whose name merely ends the same way is someone else's.
    expect(sessionCookieKey('evil-better-auth.session_token=x')).toBeNull();
  });

  it('answers what was stored until the TTL or the session expiry, whichever comes first', () => {
    const { cache, advance, now } = liveCache(1000);
    cache.set('k1', { user: user('u1'), sessionId: 's1', expiresAt: now() + 10_000 }, cache.version);
    cache.set('k2', { user: user('u2'), sessionId: 's2', expiresAt: now() + 500 }, cache.version);
    expect(cache.get('k1')?.user.id).toBe('u1');
    expect(cache.get('k2')?.sessionId).toBe('s2');
    advance(600);
    expect(cache.get('k2')).toBeNull();
    expect(cache.get('k1')).not.toBeNull();
    advance(500);
    expect(cache.get('k1')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets a session, or every session of a user, when told of a change', () => {
    const { cache, now, emit, setLive } = liveCache();
    const exp = now() + 60_000;
    cache.set('a', { user: user('u1'), sessionId: 's1', expiresAt: exp }, cache.version);
    cache.set('b', { user: user('u1'), sessionId: 's2', expiresAt: exp }, cache.version);
    cache.set('c', { user: user('u2'), sessionId: 's3', expiresAt: exp }, cache.version);
    emit('s:s1');
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).not.toBeNull();
    emit('u:u1');
    expect(cache.get('b')).toBeNull();
    expect(cache.get('c')).not.toBeNull();
    emit('c:u2'); // contacts: not the sessions' business
    expect(cache.get('c')).not.toBeNull();
    setLive(true); // the feed came back after a gap
    expect(cache.size).toBe(0);
  });

  it('refuses an answer looked up before a change it did not see', () => {
    const { cache, now, emit } = liveCache();
    const seen = cache.version;
    emit('s:other');
    cache.set('k', { user: user('u1'), sessionId: 's1', expiresAt: now() + 60_000 }, seen);
    expect(cache.get('k')).toBeNull();
  });

  it('is neither read nor written while changes are not heard, and starts empty when they are again', () => {
    const { cache, now, setLive } = liveCache();
    cache.set('k', { user: user('u1'), sessionId: 's1', expiresAt: now() + 60_000 }, cache.version);
    setLive(false);
    expect(cache.get('k')).toBeNull();
    cache.set('k2', { user: user('u2'), sessionId: 's2', expiresAt: now() + 60_000 }, cache.version);
    setLive(true);
    expect(cache.get('k')).toBeNull();
    expect(cache.get('k2')).toBeNull();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const { cache, now } = liveCache(60_000, 3);
    for (const i of [1, 2, 3, 4]) cache.set(`k${i}`, { user: user(`u${i}`), sessionId: `s${i}`, expiresAt: now() + 60_000 }, cache.version);
    expect(cache.size).toBe(3);
    expect(cache.get('k1')).toBeNull();
    expect(cache.get('k4')).not.toBeNull();
  });

  it('caches nothing with a TTL of 0', () => {
    const cache = createSessionCache({ ttlMs: 0, feed: handFeed().feed });
    cache.set('k', { user: user('u1'), sessionId: 's1', expiresAt: Date.now() + 60_000 }, cache.version);
    expect(cache.get('k')).toBeNull();
  });
});

async function signIn(rt: TestRuntime, email: string, password: string): Promise<string> {
  const res = await rt.request('POST', '/api/auth/sign-in/email', { json: { email, password } });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

describe('cached sessions end when the session ends', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    rt = await createTestRuntime();
  });
  afterAll(async () => {
    await rt.dispose();
  });

  it('serves a repeated read from the cache', async () => {
    const { cookie } = await signUp(rt);
    expect((await rt.request('GET', '/api/profile', { cookie })).status).toBe(200);
    expect(rt.deps.sessions.get(sessionCookieKey(cookie)!)).not.toBeNull();
    expect((await rt.request('GET', '/api/profile', { cookie })).status).toBe(200);
  });

  it('refuses the old cookie right after sign-out', async () => {
    const { cookie } = await signUp(rt);
    expect((await rt.request('GET', '/api/profile', { cookie })).status).toBe(200);
    expect((await rt.request('POST', '/api/auth/sign-out', { cookie, json: {} })).status).toBe(200);
    expect((await rt.request('GET', '/api/profile', { cookie })).status).toBe(401);
  });

  it('refuses a session revoked from another device', async () => {
    const { cookie, email, password } = await signUp(rt);
    const other = await signIn(rt, email, password);
    expect((await rt.request('GET', '/api/profile', { cookie })).status).toBe(200);
    expect((await rt.request('GET', '/api/profile', { cookie: other })).status).toBe(200);
    const res = await rt.request('POST', '/api/auth/revoke-other-sessions', { cookie: other, json: {} });
    expect(res.status).toBe(200);
    await expect.poll(async () => (await rt.request('GET', '/api/profile', { cookie })).status, { timeout: 2000 }).toBe(401);
    expect((await rt.request('GET', '/api/profile', { cookie: other })).status).toBe(200);
  });

  it('refuses a session deleted in the database behind the app’s back', async () => {
    const { cookie, user: u } = await signUp(rt);
    expect((await rt.request('GET', '/api/profile', { cookie })).status).toBe(200);
    await rt.deps.db.execute(sql`delete from session where user_id = ${u.id}`);
    await expect.poll(async () => (await rt.request('GET', '/api/profile', { cookie })).status, { timeout: 2000 }).toBe(401);
  });

  it('never trusts a cookie Better Auth did not accept', async () => {
    const { cookie } = await signUp(rt);
    expect((await rt.request('GET', '/api/profile', { cookie })).status).toBe(200);
    // The same token with another signature is not the cached cookie, and Better Auth refuses it.
    const forged = cookie.replace(/(better-auth\.session_token=[^.;]+\.)[^;]*/, '$1forged');
    expect(forged).not.toBe(cookie);
    expect((await rt.request('GET', '/api/profile', { cookie: forged })).status).toBe(401);
  });
});

// Two instances on one PostgreSQL: a session ended on one is refused by the other, which cached it.
describe.runIf(inject('dbDriver') === 'postgres')('the session cache across instances', () => {
  let a: TestRuntime;
  let b: SecondInstance;
  beforeAll(async () => {
    a = await createTestRuntime({ BETTER_AUTH_SECRET: SHARED_SECRET });
    b = await createSecondInstance(a);
  });
  afterAll(async () => {
    await b.dispose();
    await a.dispose();
  });
  const onB = (cookie: string) =>
    Promise.resolve(b.app.request('/api/profile', { headers: { cookie, origin: BASE } })).then((r) => r.status);

  it('signs out everywhere', async () => {
    const { cookie } = await signUp(a);
    expect(await onB(cookie)).toBe(200);
    expect(b.deps.sessions.get(sessionCookieKey(cookie)!)).not.toBeNull();
    expect((await a.request('POST', '/api/auth/sign-out', { cookie, json: {} })).status).toBe(200);
    await expect.poll(() => onB(cookie), { timeout: 2000 }).toBe(401);
  });

  it('stops trusting the cache while its listener is cut, and listens again', async () => {
    const { cookie } = await signUp(a);
    expect(await onB(cookie)).toBe(200);
    await a.deps.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    await expect.poll(() => b.deps.sessions.live, { timeout: 2000 }).toBe(false);
    expect(b.deps.sessions.size).toBe(0);
    expect(await onB(cookie)).toBe(200);
    await expect.poll(() => b.deps.sessions.live, { timeout: 5000 }).toBe(true);
    expect(await onB(cookie)).toBe(200);
    expect(b.deps.sessions.get(sessionCookieKey(cookie)!)).not.toBeNull();
  });
});
