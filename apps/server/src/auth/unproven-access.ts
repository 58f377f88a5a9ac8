/**
 * Pre-account takeover (decision 021): anyone can sign up with someone else's address and a password
 * of their choice. When the address is first proven by following a link sent to it, and the one who
 * follows it is not already signed in to that account in the same browser, the proof belongs to the
 * mailbox, not to whoever chose the password: the password (and any sign-in method linked before the
 * proof) and every session of the account are dropped. The owner sets a password again through the
 * password-reset link (Settings shows 'Set a password' to an account without one).
 *
 * Better Auth does the same on a magic link to an unverified account; this covers the verification
 * link with auto sign-in.
 */
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { account, session } from '../db/schema/index.ts';
import type { HookCtx } from './two-factor-gate.ts';

// Better Auth's session cookie, `__Secure-` prefixed over https; its value is `<token>.<signature>`.
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?better-auth\.session_token=([^;]*)/g;

function sessionTokens(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  return [...cookieHeader.matchAll(SESSION_COOKIE)]
    .map((m) => {
      try {
        return decodeURIComponent(m[1] ?? '').split('.')[0] ?? '';
      } catch {
        return '';
      }
    })
    .filter(Boolean);
}

/** Whether the request carries a live session of this user (the token alone is unguessable). */
async function signedInAs(db: Db, userId: string, cookieHeader: string | null | undefined): Promise<boolean> {
  for (const token of sessionTokens(cookieHeader)) {
    const rows = await db
      .select({ id: session.id })
      .from(session)
      .where(and(eq(session.token, token), eq(session.userId, userId), gt(session.expiresAt, new Date())))
      .limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

/**
 * Called just before an unverified address is marked verified by its link. Returns whether access
 * was revoked (false when the person is signed in to that account already, in this browser).
 */
export async function revokeUnprovenAccess(db: Db, userId: string, cookieHeader: string | null | undefined): Promise<boolean> {
  if (await signedInAs(db, userId, cookieHeader)) return false;
  await db.transaction(async (tx) => {
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(session).where(eq(session.userId, userId));
  });
  return true;
}

/** Whether the user has a password (a credential account with a hash). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Before /magic-link/verify: whether this (live) link will make Better Auth drop a password, i.e. it
 * is for an unverified account that has one. Reads the link's record without using it up.
 */
export async function magicLinkRemovesPassword(ctx: HookCtx): Promise<boolean> {
  const token = typeof ctx.query?.token === 'string' ? ctx.query.token : '';
  if (!token) return false;
  const pending = await ctx.context.internalAdapter.findVerificationValue(`magic-link:${token}`);
  if (!pending || new Date(pending.expiresAt).getTime() <= Date.now()) return false;
  let email: unknown;
  try {
    email = (JSON.parse(pending.value) as { email?: unknown }).email;
  } catch {
    return false;
  }
  if (typeof email !== 'string') return false;
  const found = await ctx.context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (!found || found.user.emailVerified) return false;
  return found.accounts.some((a) => a.providerId === 'credential' && Boolean(a.password));
}
