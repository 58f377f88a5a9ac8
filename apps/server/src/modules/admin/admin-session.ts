/**
 * Spec §6: an admin session ends after 10 minutes of inactivity (decision 023). The browser's idle
 * timer is a convenience; this is the rule. Each session's last admin request is kept in the database
 * (admin_session_activity), so every instance applies the same clock. The first admin request after
 * more than 10 idle minutes ends the session (the row is deleted: every instance hears of it), clears
 * the cookies and answers 401 SESSION_EXPIRED with the spec's message, which the web app shows before
 * sending the user to sign in.
 *
 * The activity is written at most once in 30 seconds per session, so a busy admin costs one read per
 * admin request, not a write.
 */
import { ADMIN_INACTIVITY_TIMEOUT_MS, MESSAGES, SESSION_EXPIRED_CODE } from '@tradeloom/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client.ts';
import { adminSessionActivity, session } from '../../db/schema/index.ts';
import { type AppDeps, type AppEnv, createRouter, requireUser } from '../../lib/context.ts';
import { errorBody } from '../../lib/errors.ts';
import { assertAdmin } from './admin.service.ts';

/** How stale the recorded activity may get before a request writes it again. */
export const ADMIN_ACTIVITY_WRITE_EVERY_MS = 30_000;

// The cookies Better Auth keeps a session in (`__Secure-` prefixed over https).
const SESSION_COOKIES = /^(?:__Secure-)?better-auth\.(?:session_token|session_data|dont_remember)$/;

/**
 * Records an admin request of the session at `now`; 'expired' when the one before it was more than
 * the inactivity timeout ago. The first admin request of a session starts its clock.
 */
export async function touchAdminSession(db: Db, sessionId: string, now: number): Promise<'active' | 'expired'> {
  const [row] = await db
    .select({ at: adminSessionActivity.lastActiveAt })
    .from(adminSessionActivity)
    .where(eq(adminSessionActivity.sessionId, sessionId));
  const at = new Date(now);
  if (!row) {
    // Only for a session that still exists (it may have ended a moment ago): no foreign-key error.
    await db.execute(
      sql`insert into admin_session_activity (session_id, last_active_at)
          select id, ${at} from session where id = ${sessionId} on conflict do nothing`,
    );
    return 'active';
  }
  const last = row.at.getTime();
  if (now - last > ADMIN_INACTIVITY_TIMEOUT_MS) return 'expired';
  if (now - last >= ADMIN_ACTIVITY_WRITE_EVERY_MS) {
    await db
      .update(adminSessionActivity)
      .set({ lastActiveAt: at })
      .where(and(eq(adminSessionActivity.sessionId, sessionId), lt(adminSessionActivity.lastActiveAt, at)));
  }
  return 'active';
}

/** Set-Cookie values that drop every Better Auth session cookie the request carried. */
export function clearedSessionCookies(cookieHeader: string | undefined): string[] {
  const names = new Set(
    (cookieHeader ?? '')
      .split(';')
      .map((part) => part.split('=')[0]!.trim())
      .filter((name) => SESSION_COOKIES.test(name)),
  );
  return [...names].map((name) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`);
}

/**
 * For every admin-only route: a signed-in administrator (403 otherwise) whose session has not been
 * idle past the timeout; an idle one is signed out here and answered 401 SESSION_EXPIRED.
 */
export function requireActiveAdminSession(deps: Pick<AppDeps, 'db' | 'sessions' | 'clock'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const u = requireUser(c);
    await assertAdmin(deps.db, u.id);
    const sessionId = c.get('sessionId');
    if (sessionId && (await touchAdminSession(deps.db, sessionId, deps.clock?.() ?? Date.now())) === 'expired') {
      await deps.db.delete(session).where(eq(session.id, sessionId)); // its activity row goes with it
      // This instance forgets it at once; the others when the database announces the deletion.
      deps.sessions.dropUser(u.id);
      c.get('logger').info({ userId: u.id }, 'admin session ended after inactivity');
      for (const cookie of clearedSessionCookies(c.req.header('cookie'))) c.header('Set-Cookie', cookie, { append: true });
      return c.json(errorBody(SESSION_EXPIRED_CODE, MESSAGES.auth.sessionExpired, c.get('requestId')), 401);
    }
    await next();
  };
}

/**
 * A router for admin-only routes: every route of it answers 403 to a non-admin and signs out an idle
 * admin session (above). Each admin page's routes file starts from one and app.ts mounts it at its
 * own prefix under /api/admin.
 */
export function adminRouter(deps: Pick<AppDeps, 'db' | 'sessions' | 'clock'>) {
  const router = createRouter();
  router.use('*', requireActiveAdminSession(deps));
  return router;
}
