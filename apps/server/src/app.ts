import fs from 'node:fs';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { authRoutes } from './auth/auth.routes.ts';
import { passwordResetRoutes } from './auth/reset.routes.ts';
import { sessionCookieKey } from './auth/session-cache.ts';
import { errorEvents } from './db/schema/index.ts';
import { dropCachedAnswersAfterWrites } from './lib/cached-answers.ts';
import { resolveClientIp } from './lib/client-ip.ts';
import { compressResponses } from './lib/compress.ts';
import { type AppDeps, type AppEnv, createRouter } from './lib/context.ts';
import { DOCS_HTML, DOCS_JS } from './lib/docs-page.ts';
import {
  ApiError,
  codeForStatus,
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailable,
  errorBody,
  isDatabaseUnavailable,
  serviceUnavailable,
} from './lib/errors.ts';
import { rejectUnsafeText, storable } from './lib/input-guard.ts';
import { acceptedBodyTypes, type BodyRoute, bodyRoutesOf, refuseUnsupportedMediaTypes } from './lib/media-types.ts';
import { OPENAPI_CONFIG } from './lib/openapi.ts';
import { checkOrigin } from './lib/origin-check.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { loadStaticSite } from './lib/static-site.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminAdminRoutes } from './modules/admin/admin-admins.routes.ts';
import { adminAuditRoutes } from './modules/admin/admin-audit.routes.ts';
import { adminCreditRoutes } from './modules/admin/admin-credits.routes.ts';
import { adminHealthRoutes } from './modules/admin/admin-health.routes.ts';
import { adminInsightRoutes } from './modules/admin/admin-insights.routes.ts';
import { adminOperationsRoutes } from './modules/admin/admin-operations.routes.ts';
import { adminUsageRoutes } from './modules/admin/admin-usage.routes.ts';
import { adminUserRoutes } from './modules/admin/admin-users.routes.ts';
import { chatRoutes } from './modules/assistant/chat.routes.ts';
import { attachmentRoutes, contactAttachmentRoutes } from './modules/attachments/attachments.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { captureRoutes } from './modules/capture/capture.routes.ts';
import { commodityRoutes } from './modules/commodities/commodities.routes.ts';
import { contactRequestRoutes } from './modules/contact-requests/contact-requests.routes.ts';
import { contactRoutes } from './modules/contacts/contacts.routes.ts';
import { conversationImportRoutes } from './modules/conversations/conversation-imports.routes.ts';
import { geocodeRoutes } from './modules/geocode/geocode.routes.ts';
import { importRoutes } from './modules/imports/imports.routes.ts';
import { insightRoutes } from './modules/insights/insights.routes.ts';
import { createActivityRecorder } from './modules/lifecycle/activity.ts';
import { refuseDeactivatedSession } from './modules/lifecycle/deletion-requests.service.ts';
import { accountDeletionRoutes, deletionRequestRoutes } from './modules/lifecycle/lifecycle.routes.ts';
import { locationRoutes } from './modules/locations/locations.routes.ts';
import { mailboxRoutes } from './modules/mailboxes/mailboxes.routes.ts';
import { mapRoutes } from './modules/map/map.routes.ts';
import { mcpRoutes } from './modules/mcp/mcp.routes.ts';
import { oauthClientRoutes } from './modules/oauth/oauth.routes.ts';
import { oauthProtocolRoutes, wellKnownRoutes } from './modules/oauth/oauth-protocol.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { organisationRoutes } from './modules/organisation/organisation.routes.ts';
import { priorityRoutes } from './modules/priorities/priorities.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { configRoutes, healthRoutes } from './modules/system/system.routes.ts';
import { tokenRoutes } from './modules/tokens/tokens.routes.ts';
import { trialRoutes } from './modules/trial/trial.routes.ts';

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() without a socket binding
  }
}

export function createApp(deps: AppDeps) {
  const { logger, auth, config, sessions } = deps;
  const app = createRouter();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('logger', logger.child({ requestId }));
    const started = performance.now();
    await next();
    c.header('x-request-id', requestId);
    if (c.req.path.startsWith('/api') || c.req.path.startsWith('/functions/') || c.res.status >= 500) {
      c.get('logger').info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  });
  app.use('*', securityHeaders(config));
  app.use('*', compressResponses());
  const jsonBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    // The rest of the body is not read: the socket cannot be reused, so say so.
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'Request body too large', c.get('requestId')), 413, { Connection: 'close' }),
  });
  // Which body types each route accepts comes from the OpenAPI document (lib/media-types.ts), read
  // once, at the first request, when every route is registered.
  let bodyRoutes: BodyRoute[] | undefined;
  const bodyRoutesNow = () => (bodyRoutes ??= bodyRoutesOf(app.getOpenAPI31Document(OPENAPI_CONFIG)));
  // File uploads (the routes whose body is multipart/form-data) stream to disk under their own cap
  // instead of this buffered one. Reads (no route of theirs takes a body) skip the look-up.
  const isUpload = (method: string, urlPath: string) =>
    method !== 'GET' && method !== 'HEAD' && acceptedBodyTypes(bodyRoutesNow(), method, urlPath)?.includes('multipart/form-data') === true;
  app.use('/api/*', (c, next) => (isUpload(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next)));
  // The public functions (the contact form) take JSON from visitors without a session.
  app.use('/functions/*', jsonBodyLimit);
  // A body of a type the route does not accept is refused (415) before any of it is read.
  app.use('*', refuseUnsupportedMediaTypes(bodyRoutesNow));
  app.use('*', rejectUnsafeText());
  const originCheck = checkOrigin(config.trustedOrigins);
  app.use('/api/*', originCheck);
  // No cookie is at stake there, but a page on another site must not post the public form either.
  app.use('/functions/*', originCheck);
  // The client address: the socket peer, or what trusted proxies forwarded (TRUSTED_PROXIES).
  app.use('*', async (c, next) => {
    c.set('clientIp', resolveClientIp(socketAddress(c), c.req.header('x-forwarded-for'), config.trustedProxies));
    await next();
  });

  // Authentication (Better Auth, auth/auth.routes.ts): mounted before the session is resolved below,
  // which its own requests do not go through.
  app.route('/api/auth', authRoutes(deps));

  // Session: the user of every other request comes from the session cookie only. The home page
  // reads it too: a signed-in visitor of / gets the workspace, anyone else the static landing page.
  const resolveSession: MiddlewareHandler<AppEnv> = async (c, next) => {
    const key = sessionCookieKey(c.req.header('cookie'));
    const cached = key ? sessions.get(key) : null;
    if (cached) {
      c.set('user', cached.user);
      c.set('sessionId', cached.sessionId);
      return next();
    }
    // No session is a 401 later; a lookup that failed (the database is down) is not "signed out".
    const seen = sessions.version;
    const s = await auth.api.getSession({ headers: c.req.raw.headers }).catch((err: unknown) => {
      const status = (err as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status < 500) return null;
      c.get('logger').error({ err }, 'session lookup failed');
      throw isDatabaseUnavailable(err) ? databaseUnavailable() : serviceUnavailable();
    });
    // A deactivated account (its deletion scheduled, decision 025) has no usable session, however made.
    const refused = s ? await refuseDeactivatedSession(deps.db, s.user.id, s.session.id) : null;
    if (refused && c.req.path.startsWith('/api/')) throw refused;
    const live = refused ? null : s;
    const user = live ? { id: live.user.id, email: live.user.email, name: live.user.name } : null;
    c.set('user', user);
    c.set('sessionId', live?.session.id ?? null);
    if (live && user && key)
      sessions.set(key, { user, sessionId: live.session.id, expiresAt: new Date(live.session.expiresAt).getTime() }, seen);
    await next();
  };
  app.use('/api/*', resolveSession);
  app.use('/', resolveSession);
  // Activity for the inactivity-deletion clock (decision 025): at most one cheap write per user and day.
  const activity = createActivityRecorder(deps.db, logger);
  app.use('/api/*', async (c, next) => {
    const u = c.get('user');
    if (u) void activity.record(u.id);
    await next();
  });

  // A write ends: this user's cached answers go at once, unless its route declares it leaves them
  // (lib/cached-answers.ts: a paid action's metering, for one).
  app.use('/api/*', dropCachedAnswersAfterWrites(deps));

  // Each URL prefix has one owning module, and its router is mounted here at that prefix (the paths in
  // a routes file are relative to it); the more specific prefix wins (/api/profile/deletion is
  // lifecycle's, /api/contacts/{id}/attachments is attachments'). A module may own several prefixes.
  app.route('/healthz', healthRoutes(deps));
  app.route('/api/config', configRoutes(deps));
  app.route('/api/password-reset', passwordResetRoutes(deps));
  app.route('/api/profile', profileRoutes(deps));
  app.route('/api/profile/deletion', deletionRequestRoutes(deps));
  app.route('/api/account-deletion', accountDeletionRoutes(deps));
  app.route('/api/trial', trialRoutes(deps));
  app.route('/api/org', organisationRoutes(deps));
  app.route('/api/onboarding', onboardingRoutes(deps));
  app.route('/api/billing', billingRoutes(deps));
  app.route('/api/admin/credits', adminCreditRoutes(deps));
  app.route('/api/admin/audit', adminAuditRoutes(deps));
  app.route('/api/admin/operations', adminOperationsRoutes(deps));
  app.route('/api/admin/users', adminUserRoutes(deps));
  app.route('/api/admin/admins', adminAdminRoutes(deps));
  app.route('/api/admin/insights', adminInsightRoutes(deps));
  app.route('/api/admin/health', adminHealthRoutes(deps));
  app.route('/api/admin/usage', adminUsageRoutes(deps));
  app.route('/api/admin', adminRoutes(deps));
  app.route('/api/imports', importRoutes(deps));
  app.route('/api/contacts', contactRoutes(deps));
  app.route('/api/insights', insightRoutes(deps));
  app.route('/api/priorities', priorityRoutes(deps));
  app.route('/api/ai', chatRoutes(deps));
  app.route('/api/map', mapRoutes(deps));
  app.route('/api/contacts/:id/attachments', contactAttachmentRoutes(deps));
  app.route('/api/attachments', attachmentRoutes(deps));
  app.route('/api/commodities', commodityRoutes(deps));
  app.route('/api/locations', locationRoutes(deps));
  app.route('/api/geocode', geocodeRoutes(deps));
  app.route('/functions/v1/send-contact-email', contactRequestRoutes(deps));
  app.route('/api/tokens', tokenRoutes(deps));
  app.route('/api/mailboxes', mailboxRoutes(deps));
  app.route('/api/capture', captureRoutes(deps));
  app.route('/api/conversation-imports', conversationImportRoutes(deps));
  // The MCP endpoint for AI clients (decision 035): a bearer token, never the session cookie.
  app.route('/mcp', mcpRoutes(deps));
  // OAuth 2.1 for MCP clients (decision 036): discovery, the protocol endpoints, and the consent
  // screen's and Settings' routes (the consent page itself is the web app's /oauth/consent).
  app.route('/.well-known', wellKnownRoutes(deps));
  app.route('/oauth', oauthProtocolRoutes(deps));
  app.route('/api/oauth-clients', oauthClientRoutes(deps));

  app.doc31('/api/openapi.json', OPENAPI_CONFIG);
  app.get('/api/docs', (c) => c.html(DOCS_HTML));
  app.get('/api/docs/docs.js', (c) => c.body(DOCS_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  const noRoute = (c: Context<AppEnv>) =>
    c.json(errorBody('NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`, c.get('requestId')), 404);
  app.all('/api/*', noRoute);
  app.all('/functions/*', noRoute);

  // The built web app, with the SPA fallback for client routes.
  const indexFile = path.join(config.webDistDir, 'index.html');
  if (fs.existsSync(indexFile)) {
    const root = path.relative(process.cwd(), config.webDistDir) || '.';
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // Hashed assets are immutable (above); other files (index.html, favicon, boot.js) revalidate.
    app.use('*', async (c, next) => {
      await next();
      if (c.res.status === 200 && !c.req.path.startsWith('/assets/') && !c.res.headers.has('Cache-Control'))
        c.header('Cache-Control', 'no-cache');
    });
    // The static public pages (decision 013): landing, pricing, blog, legal pages, without the app's code.
    const site = loadStaticSite(config.webDistDir, { baseUrl: config.baseUrl, supportEmail: config.supportEmail });
    if (site) {
      app.get('/sitemap.xml', (c) =>
        c.body(site.sitemap, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' }),
      );
      app.get('/robots.txt', (c) => c.body(site.robots, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }));
      app.get('*', async (c, next) => {
        if (!site.owns(c.req.path) || (c.req.path === '/' && c.get('user'))) return next();
        const page = site.page(c.req.path);
        c.header('Cache-Control', 'no-cache');
        if (page) return c.html(page);
        c.get('logger')?.info({ path: c.req.path }, 'public page not found');
        return site.notFound ? c.html(site.notFound, 404) : next();
      });
    }
    app.use('*', serveStatic({ root, precompressed: true }));
    const indexHtml = fs.readFileSync(indexFile, 'utf8');
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  }

  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Not found', c.get('requestId')), 404));

  app.onError((err, c) => {
    const requestId = c.get('requestId');
    if (err instanceof ApiError) {
      const headers: Record<string, string> = err.status === 413 ? { Connection: 'close' } : {};
      const retryAfter = (err.details as { retryAfter?: unknown } | undefined)?.retryAfter;
      if (err.status === 503) headers['Retry-After'] = String(typeof retryAfter === 'number' ? retryAfter : DATABASE_RETRY_AFTER_SECONDS);
      if (err.status === 429 && typeof retryAfter === 'number') headers['Retry-After'] = String(retryAfter);
      return c.json(errorBody(err.code, err.message, requestId, err.details), err.status, headers);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 400 && /json/i.test(err.message) ? 'Malformed JSON in request body' : err.message || 'Request failed';
      return c.json(errorBody(codeForStatus(status), message, requestId), status);
    }
    // The database is away (cut, restarting, failing over): 503 with Retry-After, never 500; the
    // pool reconnects by itself once it is back (decision 020).
    if (isDatabaseUnavailable(err)) {
      c.get('logger')?.warn({ err, path: c.req.path }, 'database unavailable');
      const unavailable = databaseUnavailable();
      return c.json(errorBody(unavailable.code, unavailable.message, requestId), 503, {
        'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
      });
    }
    c.get('logger')?.error({ err, path: c.req.path }, 'unhandled error');
    deps.db
      .insert(errorEvents)
      .values({ requestId, path: storable(c.req.path), message: storable(err instanceof Error ? err.message : String(err)) })
      .catch(() => {});
    return c.json(errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.', requestId), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
export type { AppEnv };
