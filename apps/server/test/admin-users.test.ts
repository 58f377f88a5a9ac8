/**
 * Issue 25, the Users and Admins pages: the user search (partial, case-insensitive, 50 newest), a
 * user's page, and the account actions — sign out everywhere, disable (sign-in refused with the
 * message), enable, resend the verification e-mail — each in the admin action log; 403 for a normal
 * user on every route.
 */
import { ADMIN_LIST_LIMITS, ADMIN_USER_MESSAGES, type AdminAdminList, type AdminUserDetail, type AdminUserList } from '@tradeloom/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../src/db/schema/index.ts';
import { addAdminByEmail } from '../src/modules/admin/admin.service.ts';
import { listAdminActions } from '../src/modules/admin/admin-actions.ts';
import { createTestRuntime, latestMail, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  admin = await signUp(rt);
  expect((await addAdminByEmail(rt.deps.db, admin.email)).status).toBe('added');
});
afterAll(async () => {
  await rt?.dispose();
});

const get = async <T>(path: string, cookie = admin.cookie) => {
  const res = await rt.request('GET', path, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};
const act = (id: string, what: string, cookie = admin.cookie) => rt.request('POST', `/api/admin/users/${id}/${what}`, { cookie });
const signIn = (email: string, password: string) => rt.request('POST', '/api/auth/sign-in/email', { json: { email, password } });
const actionsOn = async (userId: string) => (await listAdminActions(rt.deps.db)).filter((a) => a.target_user_id === userId);

describe('admin users: search', () => {
  it('matches part of the e-mail, case-insensitively, newest first', async () => {
    const tag = `Srch${Date.now().toString(36)}`;
    const older = await signUp(rt, { email: `${tag.toLowerCase()}.one@example.com` });
    const newer = await signUp(rt, { email: `two.${tag.toLowerCase()}@example.com` });
    const found = await get<AdminUserList>(`/api/admin/users?email=${tag.toUpperCase()}`);
    expect(found.users.map((u) => u.id)).toEqual([newer.user.id, older.user.id]);
    expect(found.users[0]).toMatchObject({ email: newer.email, disabled: false, email_verified: false });
    expect((await get<AdminUserList>('/api/admin/users?email=no-such-address-anywhere')).users).toEqual([]);
    // LIKE wildcards are matched as characters.
    expect((await get<AdminUserList>('/api/admin/users?email=%25')).users).toEqual([]);
  });

  it('answers at most 50 rows, the newest', async () => {
    const tag = `lim${Date.now().toString(36)}`;
    // Accounts written straight to the table (signing 52 up takes long), a second apart.
    const start = Date.now() - 3_600_000;
    await rt.deps.db.insert(user).values(
      Array.from({ length: ADMIN_LIST_LIMITS.users + 2 }, (_, i) => ({
        id: `${tag}-${i}`,
        name: `Row ${i}`,
        email: `${tag}.${i}@example.com`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const found = await get<AdminUserList>(`/api/admin/users?email=${tag}`);
    expect(found.users).toHaveLength(ADMIN_LIST_LIMITS.users);
    expect(found.users[0]!.email).toBe(`${tag}.${ADMIN_LIST_LIMITS.users + 1}@example.com`);
    expect(found.users.some((u) => u.email === `${tag}.0@example.com`)).toBe(false);
    expect((await get<AdminUserList>('/api/admin/users')).users).toHaveLength(ADMIN_LIST_LIMITS.users);
  });
});

describe("admin users: a user's page", () => {
  it('shows plan, status, credits and ledger, usage, contacts, imports, last activity and sessions without tokens', async () => {
    const u = await signUp(rt);
    const res = await rt.request('POST', '/api/contacts', { cookie: u.cookie, json: { full_name: 'Ada Lovelace' } });
    expect(res.status).toBe(201);
    const page = await get<AdminUserDetail>(`/api/admin/users/${u.user.id}`);
    expect(page.user).toMatchObject({ id: u.user.id, email: u.email, disabled: false, is_admin: false, disabled_at: null });
    expect(page.user.plan).toBeTruthy();
    expect(page.user.status).toBeTruthy();
    expect(page.contacts_count).toBe(1);
    expect(page.credits.balance).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(page.ledger)).toBe(true);
    expect(page.usage_this_month).toMatchObject({ credits_spent: expect.any(Number), credits_added: expect.any(Number) });
    expect(page.imports).toEqual([]);
    expect(page.sessions.active).toBe(1);
    expect(page.sessions.list).toHaveLength(1);
    expect(JSON.stringify(page)).not.toContain('token');
    const missing = await rt.request('GET', '/api/admin/users/no-such-user', { cookie: admin.cookie });
    expect(missing.status).toBe(404);
  });
});

describe('admin users: actions', () => {
  it('signs a user out everywhere, recorded', async () => {
    const u = await signUp(rt);
    expect((await signIn(u.email, u.password)).status).toBe(200);
    expect((await rt.request('GET', '/api/contacts', { cookie: u.cookie })).status).toBe(200);
    const res = await act(u.user.id, 'sign-out');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, sessions_ended: 2 });
    expect(await rt.deps.db.select().from(session).where(eq(session.userId, u.user.id))).toEqual([]);
    expect((await rt.request('GET', '/api/contacts', { cookie: u.cookie })).status).toBe(401);
    expect((await actionsOn(u.user.id)).map((a) => a.action)).toEqual(['user_signed_out']);
    expect((await actionsOn(u.user.id))[0]).toMatchObject({ admin_id: admin.user.id, target_email: u.email });
  });

  it('disables a user (signed out, sign-in refused with the message), then enables them again, both recorded', async () => {
    const u = await signUp(rt);
    expect((await act(u.user.id, 'disable')).status).toBe(200);
    expect((await rt.request('GET', '/api/contacts', { cookie: u.cookie })).status).toBe(401);
    const refused = await signIn(u.email, u.password);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(ADMIN_USER_MESSAGES.accountDisabled);
    expect((await get<AdminUserDetail>(`/api/admin/users/${u.user.id}`)).user).toMatchObject({ disabled: true });
    expect((await act(u.user.id, 'disable')).status).toBe(409);

    expect((await act(u.user.id, 'enable')).status).toBe(200);
    const back = await signIn(u.email, u.password);
    expect(back.status).toBe(200);
    expect((await act(u.user.id, 'enable')).status).toBe(409);
    expect((await actionsOn(u.user.id)).map((a) => a.action)).toEqual(['user_enabled', 'user_disabled']);
  });

  it('refuses to disable or sign out the administrator themselves', async () => {
    for (const what of ['disable', 'sign-out']) {
      const res = await act(admin.user.id, what);
      expect(res.status).toBe(409);
      const body = (await res.json()) as { error: { message: string } };
      expect([ADMIN_USER_MESSAGES.cannotDisableSelf, ADMIN_USER_MESSAGES.cannotSignOutSelf]).toContain(body.error.message);
    }
    expect(await actionsOn(admin.user.id)).toEqual([]);
    expect((await rt.request('GET', '/api/admin/me', { cookie: admin.cookie })).status).toBe(200);
  });

  it('resends the verification e-mail only while the address is not verified, recorded', async () => {
    const u = await signUp(rt);
    const before = latestMail(rt, u.email);
    const res = await act(u.user.id, 'resend-verification');
    expect(res.status).toBe(200);
    const mail = latestMail(rt, u.email);
    expect(mail?.kind).toBe(before?.kind ?? mail?.kind);
    expect(mail?.link).toBeTruthy();
    expect((await actionsOn(u.user.id)).map((a) => a.action)).toEqual(['verification_resent']);
    await rt.deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, u.user.id));
    const again = await act(u.user.id, 'resend-verification');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(ADMIN_USER_MESSAGES.alreadyVerified);
  });
});

describe('admins list', () => {
  it('lists the administrators newest first', async () => {
    const second = await signUp(rt);
    await addAdminByEmail(rt.deps.db, second.email);
    const { admins } = await get<AdminAdminList>('/api/admin/admins');
    expect(admins[0]).toMatchObject({ user_id: second.user.id, email: second.email });
    expect(admins.map((a) => a.user_id)).toContain(admin.user.id);
  });
});

describe('a normal user', () => {
  it('gets 403 on every users and admins route', async () => {
    const u = await signUp(rt);
    const other = await signUp(rt);
    const routes: [string, string][] = [
      ['GET', '/api/admin/users?email=a'],
      ['GET', `/api/admin/users/${other.user.id}`],
      ['POST', `/api/admin/users/${other.user.id}/sign-out`],
      ['POST', `/api/admin/users/${other.user.id}/disable`],
      ['POST', `/api/admin/users/${other.user.id}/enable`],
      ['POST', `/api/admin/users/${other.user.id}/resend-verification`],
      ['GET', '/api/admin/admins'],
    ];
    for (const [method, path] of routes) {
      expect((await rt.request(method, path, { cookie: u.cookie })).status, `${method} ${path}`).toBe(403);
    }
    expect(await actionsOn(other.user.id)).toEqual([]);
  });
});
