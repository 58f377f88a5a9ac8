/**
 * Spec §6: an admin session ends after 10 minutes of inactivity, enforced by the server (issue 22,
 * fault 7; decision 023). The clock is injected (deps.clock); the rule's state is in the database.
 */
import { MESSAGES, SESSION_EXPIRED_CODE } from '@tradeloom/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionActivity, session } from '../src/db/schema/index.ts';
import { addAdminByEmail } from '../src/modules/admin/admin.service.ts';
import { cookieFrom, createTestRuntime, signUp, type TestRuntime } from './harness.ts';

const MIN = 60_000;
let rt: TestRuntime;
let now = Date.now();

beforeAll(async () => {
  rt = await createTestRuntime();
  rt.deps.clock = () => now;
});
afterAll(async () => {
  await rt?.dispose();
});

async function admin() {
  const s = await signUp(rt);
  expect((await addAdminByEmail(rt.deps.db, s.email)).status).toBe('added');
  return s;
}

const imports = (cookie: string) => rt.request('GET', '/api/admin/imports', { cookie });

async function lastActive(cookie: string): Promise<number | undefined> {
  const s = await rt.request('GET', '/api/auth/get-session', { cookie });
  const id = ((await s.json()) as { session: { id: string } }).session.id;
  const [row] = await rt.deps.db.select().from(adminSessionActivity).where(eq(adminSessionActivity.sessionId, id));
  return row?.lastActiveAt.getTime();
}

describe('admin inactivity on the server', () => {
  it('signs an admin session out on the first admin request after more than 10 idle minutes', async () => {
    const a = await admin();
    now = Date.now();
    expect((await imports(a.cookie)).status).toBe(200);
    // Activity keeps the session alive: 9 minutes, then 9 more (18 since the first request).
    now += 9 * MIN;
    expect((await imports(a.cookie)).status).toBe(200);
    now += 9 * MIN;
    expect((await imports(a.cookie)).status).toBe(200);

    now += 11 * MIN;
    const expired = await imports(a.cookie);
    expect(expired.status).toBe(401);
    const body = await expired.json();
    expect(body.error).toMatchObject({ code: SESSION_EXPIRED_CODE, message: MESSAGES.auth.sessionExpired });
    // The session is gone (every instance) and the browser is told to drop its cookie.
    const cleared = expired.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cleared).toMatch(/Max-Age=0/);
    const [still] = await rt.deps.db.select().from(session).where(eq(session.userId, a.user.id));
    expect(still).toBeUndefined();
    expect((await rt.request('GET', '/api/contacts', { cookie: a.cookie })).status).toBe(401);
    expect((await imports(a.cookie)).status).toBe(401);
  });

  it('counts each session on its own, and a fresh sign-in starts a new clock', async () => {
    const a = await admin();
    now = Date.now();
    expect((await imports(a.cookie)).status).toBe(200);
    now += 5 * MIN;
    const second = await rt.request('POST', '/api/auth/sign-in/email', { json: { email: a.email, password: a.password } });
    const cookie2 = cookieFrom(second);
    expect((await imports(cookie2)).status).toBe(200);
    now += 6 * MIN; // 11 minutes for the first session, 6 for the second
    expect((await imports(a.cookie)).status).toBe(401);
    expect((await imports(cookie2)).status).toBe(200);
  });

  it('writes the activity at most once in 30 seconds', async () => {
    const a = await admin();
    now = Date.now();
    expect((await imports(a.cookie)).status).toBe(200);
    const first = await lastActive(a.cookie);
    expect(first).toBe(now);
    now += 20_000;
    expect((await imports(a.cookie)).status).toBe(200);
    expect(await lastActive(a.cookie)).toBe(first);
    now += 20_000;
    expect((await imports(a.cookie)).status).toBe(200);
    expect(await lastActive(a.cookie)).toBe(now);
  });

  it('leaves non-admins and the admin flag alone', async () => {
    const user = await signUp(rt);
    now = Date.now();
    expect((await imports(user.cookie)).status).toBe(403);
    expect(await lastActive(user.cookie)).toBeUndefined();
    const a = await admin();
    expect((await imports(a.cookie)).status).toBe(200);
    // The flag (asked by every page for the admin link) is not admin data and signs nobody out.
    now += 30 * MIN;
    const me = await rt.request('GET', '/api/admin/me', { cookie: a.cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ isAdmin: true });
    expect((await rt.request('GET', '/api/contacts', { cookie: a.cookie })).status).toBe(200);
  });

  it('keeps a session alive through activity reports from the console, and refuses them to non-admins', async () => {
    const a = await admin();
    now = Date.now();
    expect((await imports(a.cookie)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      now += 8 * MIN; // reading a page for 24 minutes, moving the mouse: one report a minute in the browser
      expect((await rt.request('POST', '/api/admin/activity', { cookie: a.cookie })).status).toBe(200);
    }
    expect((await imports(a.cookie)).status).toBe(200);
    now += 11 * MIN;
    const expired = await rt.request('POST', '/api/admin/activity', { cookie: a.cookie });
    expect(expired.status).toBe(401);
    expect((await expired.json()).error.code).toBe(SESSION_EXPIRED_CODE);
    const user = await signUp(rt);
    expect((await rt.request('POST', '/api/admin/activity', { cookie: user.cookie })).status).toBe(403);
    expect((await rt.request('POST', '/api/admin/activity')).status).toBe(401);
  });
});
