/**
 * The one place that decides whether a new session may be handed out to an account with two-factor
 * sign-in on (decision 021). Better Auth's two-factor plugin holds back the session only after a
 * password (/sign-in/email); every other way in (magic link, e-mail verification with auto sign-in,
 * OAuth callback, and any path added later) would give a full session with no code step.
 *
 * This runs after every auth endpoint. When the endpoint created a new session for a user with
 * two-factor on, and the path is neither the second factor itself nor a change made from a session
 * that already passed it, the session is deleted and replaced by the plugin's short-lived pending
 * cookie, so only /two-factor/verify-totp or /two-factor/verify-backup-code can finish the sign-in.
 * A redirect (links, OAuth) goes to the web app's code step instead of its target; a JSON answer
 * becomes the plugin's own `{ twoFactorRedirect: true }`. The default is to hold the session back:
 * a path not named here is treated as a way in.
 */
import crypto from 'node:crypto';
import { type createAuthMiddleware, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';

/** The plugin's cookie names and the pending step's lifetime (the plugin's default, 10 minutes). */
const TWO_FACTOR_COOKIE = 'two_factor';
const TRUST_DEVICE_COOKIE = 'trust_device';
const PENDING_MAX_AGE_SECONDS = 600;

/** The plugin's own after-hook holds the session back on these (password sign-in), the same way. */
const PLUGIN_GATED = new Set(['/sign-in/email', '/sign-in/username', '/sign-in/phone-number']);
/** Changes made from a full session, which passed the second factor when it was made. */
const FROM_FULL_SESSION = new Set(['/change-password', '/update-user', '/get-session', '/update-session']);

/** Where the web app shows the code step; `next` is where a finished sign-in goes (same origin only). */
export function codeStepPath(next: string | null | undefined, baseUrl: string): string {
  let target = '/';
  if (next) {
    try {
      const base = new URL(baseUrl);
      const u = new URL(next, base);
      if (u.origin === base.origin) target = `${u.pathname}${u.search}`;
    } catch {
      target = '/';
    }
  }
  const q = new URLSearchParams({ mode: 'login', step: 'two-factor' });
  if (target !== '/') q.set('redirect', target);
  return `/auth?${q.toString()}`;
}

/** Whether a path may hand out a full session to a two-factor account without the gate. */
export function passesWithoutCode(path: string): boolean {
  return path.startsWith('/two-factor/') || PLUGIN_GATED.has(path) || FROM_FULL_SESSION.has(path);
}

export type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The plugin's "trust this device for 30 days" cookie, checked the way the plugin checks it. */
async function trustedDevice(ctx: HookCtx, userId: string): Promise<boolean> {
  const cookie = ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE);
  const value = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!value) return false;
  const [token, id] = value.split('!');
  if (!token || !id) return false;
  const expected = crypto.createHmac('sha256', ctx.context.secret).update(`${userId}!${id}`).digest('base64url');
  const a = Buffer.from(token);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return false;
  const record = await ctx.context.internalAdapter.findVerificationValue(id);
  return Boolean(record && record.value === userId && new Date(record.expiresAt).getTime() > Date.now());
}

/** Whether the endpoint answered with a redirect (links, OAuth), and where to. */
export function redirectOf(ctx: HookCtx): string | null {
  const returned = ctx.context.returned;
  if (!isAPIError(returned) || returned.statusCode < 300 || returned.statusCode >= 400) return null;
  return new Headers(returned.headers ?? undefined).get('location') ?? '/';
}

/**
 * Holds back a new session of a two-factor account (see above). `next` replaces where a finished
 * sign-in goes. Returns the JSON answer to send, throws the redirect to the code step, or returns
 * undefined when the session may stand.
 */
export async function holdForSecondFactor(ctx: HookCtx, next?: string) {
  const fresh = ctx.context.newSession;
  if (!fresh?.user || !(fresh.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;
  if (passesWithoutCode(ctx.path)) return;
  // The session the request came with, renewed or re-signed (e.g. e-mail verified while signed in): not a new way in.
  const incoming = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (incoming && incoming === fresh.session.token) return;
  if (await trustedDevice(ctx, fresh.user.id)) return;

  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(fresh.session.token);
  ctx.context.setNewSession(null);

  const pending = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: PENDING_MAX_AGE_SECONDS });
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + PENDING_MAX_AGE_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({ value: fresh.user.id, identifier, expiresAt });
  await ctx.context.internalAdapter.createVerificationValue({ value: '0', identifier: `2fa-attempts-${identifier}`, expiresAt });
  await ctx.setSignedCookie(pending.name, identifier, ctx.context.secret, pending.attributes);

  const location = redirectOf(ctx);
  if (location !== null) throw ctx.redirect(codeStepPath(next ?? location, ctx.context.baseURL));
  return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
}
