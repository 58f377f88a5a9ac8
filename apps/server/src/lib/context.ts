import { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from '../config.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Database, Db } from '../db/client.ts';
import type { MailProvider } from '../providers/mail/index.ts';
import type { PaymentsProvider } from '../providers/payments/index.ts';
import type { StorageProvider } from '../providers/storage/index.ts';
import { ApiError, codeForStatus, errorBody } from './errors.ts';
import type { Logger } from './logger.ts';
import type { ResponseCache } from './response-cache.ts';
import type { SessionUser } from './session-user.ts';

/**
 * What the app is built from (bootstrap.ts makes it; every router gets it). This file names the parts
 * of the base layer only; each part a higher layer makes is added to this interface where its type is
 * defined, by module augmentation (`declare module '../lib/context.ts' { interface AppDeps { ... } }`):
 * `auth` (auth/auth.ts), `sessions` (auth/session-cache.ts), `jobs` (jobs/runner.ts) and `assistant`
 * (modules/assistant/chat.service.ts). So lib/ imports nothing above it, and a part's type stays with
 * the code that makes it.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  mail: MailProvider;
  /** Per-user answers of contact reads, dropped whenever what they were read from changes. */
  answers: ResponseCache;
  storage: StorageProvider;
  /** What the database announces about changes (decision 007): caches and live profile streams listen. */
  feed: ChangeFeed;
  /** Checkout, portal and webhooks: Stripe, or the local test-mode checkout (decision 014). */
  payments: PaymentsProvider;
  /** The time in ms since the epoch (Date.now when unset); tests set it to move a session's clock. */
  clock?: () => number;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    user: SessionUser | null;
    sessionId: string | null;
    /** The client address (lib/client-ip.ts); undefined without a socket (app.request in tests). */
    clientIp: string | undefined;
    /** Set by a route whose writes change nothing cached answers are read from (lib/cached-answers.ts). */
    leavesCachedAnswers: true | undefined;
  };
};

/** A router whose request validation failures answer 400 in the one error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: i.code }));
        return c.json(errorBody('VALIDATION_ERROR', 'Request validation failed', c.get('requestId'), issues), 400);
      }
    },
  });
}

/** The signed-in user of the request; the only source of identity. */
export function requireUser(c: { get(key: 'user'): SessionUser | null }): SessionUser {
  const u = c.get('user');
  if (!u) throw new ApiError(401, codeForStatus(401), 'Authentication required');
  return u;
}
