import { authSignUpFieldsSchema, authUserUpdateSchema, MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tradeloom/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { captcha } from 'better-auth/plugins/captcha';
import { magicLink } from 'better-auth/plugins/magic-link';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins/two-factor';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { account, rateLimit, session, twoFactor, user, verification } from '../db/schema/index.ts';
import type { Logger } from '../lib/logger.ts';
import type { MailProvider } from '../providers/mail/index.ts';
import { mailTemplates } from '../providers/mail/templates.ts';
import { markPasswordRemoved, PASSWORD_REMOVED_TARGET, wasPasswordRemoved } from './password-removed.ts';
import { holdForSecondFactor, redirectOf } from './two-factor-gate.ts';
import { hasPassword, magicLinkRemovesPassword, revokeUnprovenAccess } from './unproven-access.ts';

/** Header carrying the client address the server itself resolved (see clientIp in app.ts). */
export const CLIENT_IP_HEADER = 'x-tradeloom-client-ip';

/** A user as sign-up made them, for the account the rest of the app keeps beside them. */
export interface SignedUpUser {
  id: string;
  email: string;
  fullName: string | null;
  phone: string | null;
  termsAccepted: boolean;
}

/**
 * What signing up and signing in do in the app's modules, given by bootstrap.ts (auth/ sits below the
 * modules and imports none of them).
 */
export interface AccountHooks {
  /** A new user gets their account: profile, credits, organisation and trial (the trial module). */
  userCreated(user: SignedUpUser): Promise<void>;
  /** The shared demo account, which must never be signed in to by any method (the demo module). */
  isDemoAccount(userId: string): boolean;
  /** Throws when the account may not sign in now: deactivated, its deletion under way (the lifecycle module). */
  refuseSignIn(userId: string): Promise<void>;
  /** A new session counts as activity for the inactivity clock (the profile module). */
  sessionStarted(userId: string): Promise<void>;
}

export interface AuthDeps {
  config: Config;
  db: Db;
  mail: MailProvider;
  logger: Logger;
  secret: string;
  accounts: AccountHooks;
}

export function createAuth({ config, db, mail, logger, secret, accounts }: AuthDeps) {
  const { window, max } = config.authRateLimit;
  const limited = { window, max };
  const socialProviders = {
    ...(config.oauth.google ? { google: config.oauth.google } : {}),
    ...(config.oauth.apple ? { apple: config.oauth.apple } : {}),
    ...(config.oauth.linkedin ? { linkedin: config.oauth.linkedin } : {}),
  };

  return betterAuth({
    appName: 'Tradeloom',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret,
    // The Vite dev server proxies /api from its own origin during development.
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, rateLimit, twoFactor } }),
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: true },
        termsAccepted: { type: 'boolean', required: false, input: true, defaultValue: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Our own page reads the token; the link goes straight to it.
      sendResetPassword: async ({ user: u, token }) => {
        await mail.send(mailTemplates.passwordReset(u.email, `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      // The first proof of the address signs in; a password chosen before it was proven, by whoever
      // signed up, must not survive it (decision 021). Better Auth does the same for magic links.
      beforeEmailVerification: async (u, request) => {
        const hadPassword = await hasPassword(db, u.id);
        if ((await revokeUnprovenAccess(db, u.id, request?.headers.get('cookie'))) && hadPassword) markPasswordRemoved(request);
      },
      sendVerificationEmail: async ({ user: u, url }) => {
        await mail.send(mailTemplates.verifyEmail(u.email, url));
      },
    },
    socialProviders,
    plugins: [
      // Two-factor sign-in with an authenticator app (TOTP) and one-time backup codes (decision 016).
      twoFactorPlugin({
        issuer: 'Tradeloom',
        backupCodeOptions: { amount: 10, length: 10 },
        // Trusting a device skips the code there for 30 days.
        trustDeviceMaxAge: 30 * 24 * 60 * 60,
      }),
      magicLink({
        expiresIn: 5 * 60,
        // Accounts are created through sign-up, where the terms are accepted.
        disableSignUp: true,
        sendMagicLink: async ({ email, url }) => {
          await mail.send(mailTemplates.magicLink(email, url));
        },
      }),
      ...(config.captcha
        ? [
            captcha({
              provider: config.captcha.provider === 'turnstile' ? 'cloudflare-turnstile' : 'hcaptcha',
              secretKey: config.captcha.secret,
              endpoints: ['/sign-up/email', '/sign-in/email', '/sign-in/magic-link', '/request-password-reset'],
            }),
          ]
        : []),
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Reading the session is not an attack surface; limiting it would sign busy users out.
        '/get-session': false,
        '/sign-in/*': limited,
        '/sign-up/*': limited,
        '/request-password-reset': limited,
        '/reset-password': limited,
        '/magic-link/*': limited,
        '/two-factor/*': limited,
        '/change-password': limited,
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    hooks: {
      // Sign-up and update-user write the same name and phone as the profile: the same bounds (fault 9).
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/magic-link/verify') {
          // Better Auth drops the sign-in methods of an unverified account on its first magic link; note
          // whether a password goes, so the answer can send the owner to set a new one (decision 021).
          if (await magicLinkRemovesPassword(ctx)) markPasswordRemoved(ctx.request);
          return;
        }
        const schema = ctx.path === '/sign-up/email' ? authSignUpFieldsSchema : ctx.path === '/update-user' ? authUserUpdateSchema : null;
        if (!schema) return;
        const parsed = schema.safeParse(ctx.body ?? {});
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const field = issue?.path.join('.') || 'body';
          throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: `${field}: ${issue?.message ?? 'Invalid value'}` });
        }
        return { context: { body: parsed.data } };
      }),
      // A new session for an account with two-factor on ends at the code step, whatever the way in (decision 021).
      after: createAuthMiddleware(async (ctx) => {
        const removed = wasPasswordRemoved(ctx.request);
        const held = await holdForSecondFactor(ctx, removed ? PASSWORD_REMOVED_TARGET : undefined);
        if (held !== undefined) return held;
        if (removed && redirectOf(ctx) !== null) throw ctx.redirect(PASSWORD_REMOVED_TARGET);
      }),
    },
    advanced: {
      // Better Auth skips its origin check when it detects a test run; ours must test the real thing.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith('https://'),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (data, ctx) => {
            if (ctx?.path === '/sign-up/email' && (data as { termsAccepted?: unknown }).termsAccepted !== true) {
              throw new APIError('BAD_REQUEST', { message: MESSAGES.auth.termsRequired, code: 'TERMS_REQUIRED' });
            }
            return { data };
          },
          after: async (created) => {
            const u = created as typeof created & { phone?: string | null; termsAccepted?: boolean };
            await accounts.userCreated({
              id: u.id,
              email: u.email,
              fullName: u.name,
              phone: u.phone ?? null,
              termsAccepted: u.termsAccepted === true,
            });
          },
        },
      },
      session: {
        create: {
          // The shared demo account owns the demo contacts and must never be signed in to, by any method.
          before: async (s) => {
            if (accounts.isDemoAccount(s.userId)) throw new APIError('FORBIDDEN', { message: 'This account cannot sign in.' });
            // A deactivated account (deletion confirmed, not yet done) is refused whatever the way in.
            await accounts.refuseSignIn(s.userId);
            return { data: s };
          },
          after: async (s) => {
            await accounts.sessionStarted(s.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module '../lib/context.ts' {
  interface AppDeps {
    /** Better Auth: sign-in, sessions, password checks (decision 007 for the session cache beside it). */
    auth: Auth;
  }
}
