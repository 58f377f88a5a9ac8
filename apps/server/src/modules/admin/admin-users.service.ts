/**
 * The admin console's Users and Admins pages (issue 25): the user search, a user's page, and the
 * account actions — sign out everywhere, disable, enable, resend the verification e-mail — each
 * recorded in the admin action log in the action's own transaction. A disabled account is refused at
 * every way of signing in (`refuseSignInWhileDisabled`, given to Better Auth by bootstrap.ts).
 */
import {
  ADMIN_LIST_LIMITS,
  ADMIN_USER_MESSAGES,
  ADMIN_USER_PAGE_LIMITS,
  type AdminAdminList,
  type AdminUserActionResult,
  type AdminUserDetail,
  type AdminUserList,
} from '@tradeloom/domain';
import { APIError } from 'better-auth/api';
import { and, count, desc, eq, gt, ilike, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  appAdmins,
  contactImports,
  contacts,
  creditLedger,
  disabledAccounts,
  profiles,
  session,
  user,
  userCredits,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError, conflict, notFound } from '../../lib/errors.ts';
import { escapeLike } from '../../lib/sql.ts';
import { toContactImport } from '../imports/imports.service.ts';
import { recordAdminAction } from './admin-actions.ts';

export type AdminUserDeps = Pick<AppDeps, 'db' | 'sessions' | 'auth'>;

const userRow = {
  id: user.id,
  email: user.email,
  name: user.name,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
  fullName: profiles.fullName,
  plan: profiles.plan,
  status: profiles.status,
  disabledAt: disabledAccounts.disabledAt,
};

interface UserRow {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
  fullName: string | null;
  plan: string | null;
  status: string | null;
  disabledAt: Date | null;
}

const toRow = (r: UserRow) => ({
  id: r.id,
  email: r.email,
  full_name: r.fullName ?? r.name ?? null,
  plan: r.plan,
  status: r.status,
  email_verified: r.emailVerified,
  disabled: r.disabledAt !== null,
  created_at: r.createdAt.toISOString(),
});

/** Spec §3: a partial, case-insensitive match on e-mail, up to 50 rows, newest first. */
export async function searchUsers(db: Db, term?: string): Promise<AdminUserList> {
  const part = term?.trim();
  const rows = await db
    .select(userRow)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(disabledAccounts, eq(disabledAccounts.userId, user.id))
    .where(part ? ilike(user.email, `%${escapeLike(part)}%`) : undefined)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(ADMIN_LIST_LIMITS.users);
  return { users: rows.map(toRow) };
}

/** A user's page: the account, its credits and recent ledger, this month's use, contacts, imports, sessions. */
export async function getUserDetail(db: Db, userId: string, now = new Date()): Promise<AdminUserDetail> {
  const [r] = await db
    .select({
      ...userRow,
      phone: profiles.phone,
      trialEndDate: profiles.trialEndDate,
      lastActivityAt: profiles.lastActivityAt,
      admin: appAdmins.userId,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(disabledAccounts, eq(disabledAccounts.userId, user.id))
    .leftJoin(appAdmins, eq(appAdmins.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!r) throw notFound(ADMIN_USER_MESSAGES.noSuchUser);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [credits, ledger, usage, contactCount, imports, sessions] = await Promise.all([
    db.select().from(userCredits).where(eq(userCredits.userId, userId)).limit(1),
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(ADMIN_USER_PAGE_LIMITS.ledger),
    db
      .select({
        spent: sql<number>`coalesce(sum(case when ${creditLedger.delta} < 0 then -${creditLedger.delta} else 0 end), 0)::int`,
        added: sql<number>`coalesce(sum(case when ${creditLedger.delta} > 0 then ${creditLedger.delta} else 0 end), 0)::int`,
      })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), gt(creditLedger.createdAt, monthStart))),
    db.select({ n: count() }).from(contacts).where(eq(contacts.userId, userId)),
    db
      .select()
      .from(contactImports)
      .where(eq(contactImports.userId, userId))
      .orderBy(desc(contactImports.createdAt))
      .limit(ADMIN_USER_PAGE_LIMITS.imports),
    db
      .select({
        id: session.id,
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
      .orderBy(desc(session.updatedAt)),
  ]);
  const c = credits[0];
  return {
    user: {
      ...toRow(r),
      phone: r.phone,
      trial_end_date: r.trialEndDate?.toISOString() ?? null,
      disabled_at: r.disabledAt?.toISOString() ?? null,
      is_admin: r.admin !== null,
    },
    credits: { balance: c?.aiCredits ?? 0, monthly_used: c?.aiMonthlyUsed ?? 0, monthly_quota: c?.aiMonthlyQuota ?? 0 },
    ledger: ledger.map((l) => ({
      id: l.id,
      delta: l.delta,
      balance_after: l.balanceAfter,
      reason: l.reason,
      created_at: l.createdAt.toISOString(),
    })),
    usage_this_month: { credits_spent: usage[0]?.spent ?? 0, credits_added: usage[0]?.added ?? 0 },
    contacts_count: contactCount[0]?.n ?? 0,
    imports: imports.map(toContactImport),
    last_activity_at: r.lastActivityAt?.toISOString() ?? null,
    sessions: {
      active: sessions.length,
      list: sessions.slice(0, ADMIN_USER_PAGE_LIMITS.sessions).map((s) => ({
        id: s.id,
        created_at: s.createdAt.toISOString(),
        updated_at: s.updatedAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
        ip_address: s.ipAddress,
        user_agent: s.userAgent,
      })),
    },
  };
}

async function userOrNotFound(db: Db, userId: string) {
  const [u] = await db.select({ id: user.id, email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId));
  if (!u) throw notFound(ADMIN_USER_MESSAGES.noSuchUser);
  return u;
}

const refuseSelf = (adminId: string, userId: string, message: string) => {
  if (adminId === userId) throw new ApiError(409, 'CONFLICT', message);
};

/**
 * Ends every session of the user. The rows go in the caller's transaction; this instance forgets
 * them at once (after the commit), the others when the database announces the deletion.
 */
async function endSessions(tx: Tx, userId: string): Promise<number> {
  const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return ended.length;
}

/** Signs the user out everywhere (an administrator cannot do it to themselves here). */
export async function signOutUser(deps: AdminUserDeps, adminId: string, userId: string): Promise<AdminUserActionResult> {
  refuseSelf(adminId, userId, ADMIN_USER_MESSAGES.cannotSignOutSelf);
  await userOrNotFound(deps.db, userId);
  const ended = await deps.db.transaction(async (tx) => {
    const n = await endSessions(tx, userId);
    await recordAdminAction(tx, { adminId, action: 'user_signed_out', targetUserId: userId, detail: { sessions_ended: n } });
    return n;
  });
  deps.sessions.dropUser(userId);
  return { ok: true, sessions_ended: ended };
}

/** Disables the account: no sign-in by any way until enabled again, and every session ends now. */
export async function disableUser(deps: AdminUserDeps, adminId: string, userId: string): Promise<AdminUserActionResult> {
  refuseSelf(adminId, userId, ADMIN_USER_MESSAGES.cannotDisableSelf);
  await userOrNotFound(deps.db, userId);
  const ended = await deps.db.transaction(async (tx) => {
    const added = await tx.insert(disabledAccounts).values({ userId, disabledBy: adminId }).onConflictDoNothing().returning();
    if (!added.length) throw conflict('This account is already disabled.');
    const n = await endSessions(tx, userId);
    await recordAdminAction(tx, { adminId, action: 'user_disabled', targetUserId: userId, detail: { sessions_ended: n } });
    return n;
  });
  deps.sessions.dropUser(userId);
  return { ok: true, sessions_ended: ended };
}

/** Enables a disabled account again: its user can sign in. */
export async function enableUser(deps: AdminUserDeps, adminId: string, userId: string): Promise<AdminUserActionResult> {
  await userOrNotFound(deps.db, userId);
  await deps.db.transaction(async (tx) => {
    const removed = await tx.delete(disabledAccounts).where(eq(disabledAccounts.userId, userId)).returning();
    if (!removed.length) throw conflict('This account is not disabled.');
    await recordAdminAction(tx, { adminId, action: 'user_enabled', targetUserId: userId });
  });
  return { ok: true, sessions_ended: 0 };
}

/**
 * Sends the user a fresh verification e-mail (Better Auth's), only while the address is not verified.
 * The e-mail cannot be part of a transaction: the action is recorded once it is sent.
 */
export async function resendVerification(deps: AdminUserDeps, adminId: string, userId: string): Promise<AdminUserActionResult> {
  const u = await userOrNotFound(deps.db, userId);
  if (u.emailVerified) throw conflict(ADMIN_USER_MESSAGES.alreadyVerified);
  await deps.auth.api.sendVerificationEmail({ body: { email: u.email, callbackURL: '/' } });
  await deps.db.transaction(async (tx) => {
    await recordAdminAction(tx, { adminId, action: 'verification_resent', targetUserId: userId });
  });
  return { ok: true, sessions_ended: 0 };
}

/** Spec §7: app_admins joined to profiles, newest first. */
export async function listAdmins(db: Db): Promise<AdminAdminList> {
  const rows = await db
    .select({ userId: appAdmins.userId, createdAt: appAdmins.createdAt, email: user.email, fullName: profiles.fullName, name: user.name })
    .from(appAdmins)
    .leftJoin(user, eq(user.id, appAdmins.userId))
    .leftJoin(profiles, eq(profiles.id, appAdmins.userId))
    .orderBy(desc(appAdmins.createdAt), desc(appAdmins.userId));
  return {
    admins: rows.map((r) => ({
      user_id: r.userId,
      email: r.email,
      full_name: r.fullName ?? r.name ?? null,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** Whether an administrator has disabled the account. */
export async function isDisabled(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: disabledAccounts.userId }).from(disabledAccounts).where(eq(disabledAccounts.userId, userId)).limit(1);
  return rows.length > 0;
}

/** For Better Auth's session.create.before hook: a disabled account gets no session, by any way in. */
export async function refuseSignInWhileDisabled(db: Db, userId: string): Promise<void> {
  if (await isDisabled(db, userId)) {
    throw new APIError('FORBIDDEN', { message: ADMIN_USER_MESSAGES.accountDisabled, code: ADMIN_USER_MESSAGES.accountDisabledCode });
  }
}
