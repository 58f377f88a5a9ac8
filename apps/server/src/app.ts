import fs from 'node:fs';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { CLIENT_IP_HEADER } from './auth/auth.ts';
import { passwordResetRoutes } from './auth/reset.routes.ts';
import { errorEvents } from './db/schema/index.ts';
import { compressResponses } from './lib/compress.ts';
import { type AppDeps, type AppEnv, createRouter } from './lib/context.ts';
import { DOCS_HTML } from './lib/docs-page.ts';
import { ApiError, codeForStatus, errorBody } from './lib/errors.ts';
import { OPENAPI_CONFIG } from './lib/openapi.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { attachmentRoutes, isUploadRequest } from './modules/attachments/attachments.routes.ts';
import { commodityRoutes } from './modules/commodities/commodities.routes.ts';
import { contactRoutes } from './modules/contacts/contacts.routes.ts';
import { geocodeRoutes } from './modules/geocode/geocode.routes.ts';
import { locationRoutes } from './modules/locations/locations.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { trialRoutes } from './modules/trial/trial.routes.ts';

function clientIp(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

/** Better Auth answers errors as { code, message }; add the product's error object beside them. */
async function withErrorShape(res: Response, requestId: string): Promise<Response> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  const merged = { ...body, ...errorBody(body.code ?? codeForStatus(res.status), body.message ?? res.statusText, requestId) };
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(merged), { status: res.status, headers });
}

export function createApp(deps: AppDeps) {
  const { logger, auth, config } = deps;
  const app = createRouter();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('logger', logger.child({ requestId }));
    const started = performance.now();
    await next();
    c.header('x-request-id', requestId);
    if (c.req.path.startsWith('/api') || c.res.status >= 500) {
      c.get('logger').info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  });
  app.use('*', secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false }));
  app.use('*', compressResponses());
  const jsonBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'Request body too large', c.get('requestId')), 413),
  });
  // File uploads stream to disk under their own cap (attachments module) instead of this buffered one.
  app.use('/api/*', (c, next) => (isUploadRequest(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next)));

  // Authentication (Better Auth). The client address comes from the socket, never from a header the client sent.
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const req = new Request(c.req.raw, { headers });
    return withErrorShape(await auth.handler(req), c.get('requestId'));
  });

  // Session: the user of every other request comes from the session cookie only.
  app.use('/api/*', async (c, next) => {
    const s = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    c.set('user', s ? { id: s.user.id, email: s.user.email, name: s.user.name } : null);
    c.set('sessionId', s?.session.id ?? null);
    await next();
  });

  app.route('/', systemRoutes(deps));
  app.route('/', passwordResetRoutes(deps));
  app.route('/', profileRoutes(deps));
  app.route('/', trialRoutes(deps));
  app.route('/', adminRoutes(deps));
  app.route('/', contactRoutes(deps));
  app.route('/', attachmentRoutes(deps));
  app.route('/', commodityRoutes(deps));
  app.route('/', locationRoutes(deps));
  app.route('/', geocodeRoutes(deps));

  app.doc31('/api/openapi.json', OPENAPI_CONFIG);
  app.get('/api/docs', (c) => c.html(DOCS_HTML));
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`, c.get('requestId')), 404));

  // The built web app, with the SPA fallback for client routes.
  const indexFile = path.join(config.webDistDir, 'index.html');
  if (fs.existsSync(indexFile)) {
    const root = path.relative(process.cwd(), config.webDistDir) || '.';
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // Hashed assets are immutable (above); other files (index.html, favicon, theme-init.js) revalidate.
    app.use('*', async (c, next) => {
      await next();
      if (c.res.status === 200 && !c.req.path.startsWith('/assets/') && !c.res.headers.has('Cache-Control'))
        c.header('Cache-Control', 'no-cache');
    });
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
    if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, requestId, err.details), err.status);
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 400 && /json/i.test(err.message) ? 'Malformed JSON in request body' : err.message || 'Request failed';
      return c.json(errorBody(codeForStatus(status), message, requestId), status);
    }
    c.get('logger')?.error({ err, path: c.req.path }, 'unhandled error');
    deps.db
      .insert(errorEvents)
      .values({ requestId, path: c.req.path, message: err instanceof Error ? err.message : String(err) })
      .catch(() => {});
    return c.json(errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.', requestId), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
export type { AppEnv };
