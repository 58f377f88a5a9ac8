import { OpenAPIHono } from '@hono/zod-openapi';
import type { Auth } from '../auth/auth.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { Config } from '../config.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Database, Db } from '../db/client.ts';
import type { JobRunner } from '../jobs/runner.ts';
import type { AssistantService } from '../modules/assistant/chat.service.ts';
import type { MailProvider } from '../providers/mail/index.ts';
import type { PaymentsProvider } from '../providers/payments/index.ts';
import type { StorageProvider } from '../providers/storage/index.ts';
import { ApiError, codeForStatus, errorBody } from './errors.ts';
import type { Logger } from './logger.ts';
import type { ResponseCache } from './response-cache.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  mail: MailProvider;
  auth: Auth;
  /** Sessions this instance has read, dropped whenever the database announces a change. */
  sessions: SessionCache;
  /** Per-user answers of contact reads, dropped whenever what they were read from changes. */
  answers: ResponseCache;
  storage: StorageProvider;
  jobs: JobRunner;
  /** The AI CRM Assistant: the users' network indexes and the configured model, if any. */
  assistant: AssistantService;
  /** What the database announces about changes (decision 007): caches and live profile streams listen. */
  feed: ChangeFeed;
  /** Checkout, portal and webhooks: Stripe, or the local test-mode checkout (decision 014). */
  payments: PaymentsProvider;
  /** The time in ms since the epoch (Date.now when unset); tests set it to move a session's clock. */
  clock?: () => number;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
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
