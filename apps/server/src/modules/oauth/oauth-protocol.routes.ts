/**
 * The OAuth 2.1 protocol endpoints for MCP clients (decision 036): discovery under `/.well-known`,
 * and `/oauth/authorize`, `/oauth/token`, `/oauth/register`, `/oauth/revoke`. They speak OAuth's own
 * wire format (form bodies, `{ error, error_description }`), not the REST API's, so like `/mcp` they
 * are not in the OpenAPI document. The consent screen is the web app's page `/oauth/consent`, which
 * talks to `/api/oauth-clients` (oauth.routes.ts) with the user's session.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from '../../lib/input-guard.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { authenticateClient, OAuthError, registerClient } from './oauth-clients.service.ts';
import { AuthorizePageError, type AuthorizeParams, startRequest } from './oauth-grants.service.ts';
import { authorizationServerMetadata, protectedResourceMetadata, resourcesOf } from './oauth-metadata.ts';
import { exchangeCode, refreshTokens, revokeByToken } from './oauth-tokens.service.ts';

/** Dynamic registrations one address may make an hour. */
const REGISTRATIONS_PER_HOUR = 20;

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };
// Browser-based MCP clients (an inspector, a web agent) read these from their own origin; no cookie is involved.
const openCors = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: ['Authorization', 'Content-Type', 'MCP-Protocol-Version'],
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function oauthError(c: Context<AppEnv>, err: OAuthError) {
  const headers: Record<string, string> = { ...NO_STORE };
  if (err.status === 401) headers['WWW-Authenticate'] = 'Basic realm="tradeloom"';
  return c.json({ error: err.error, error_description: err.description }, err.status, headers);
}

/** A form body (the standard) or a JSON one, as a flat map of strings. */
async function formOf(c: Context<AppEnv>): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  const out: Record<string, string> = {};
  if (type.includes('application/json')) {
    const body = (await c.req.json().catch(() => null)) as unknown;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new OAuthError(400, 'invalid_request', 'The body is not a JSON object');
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v;
    if (hasUnsafeText(out)) throw new OAuthError(400, 'invalid_request', UNSAFE_TEXT_MESSAGE);
    return out;
  }
  if (!type.includes('application/x-www-form-urlencoded'))
    throw new OAuthError(400, 'invalid_request', 'Send the parameters as application/x-www-form-urlencoded');
  for (const [k, v] of new URLSearchParams(await c.req.text())) out[k] = v;
  if (hasUnsafeText(out)) throw new OAuthError(400, 'invalid_request', UNSAFE_TEXT_MESSAGE);
  return out;
}

function authorizePage(message: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Tradeloom: cannot connect</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1c1917"><h1 style="font-size:1.25rem">This AI client cannot connect</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to Tradeloom</a></p></body></html>`;
}

export function wellKnownRoutes(deps: AppDeps) {
  const issuer = deps.config.baseUrl;
  const app = new Hono<AppEnv>();
  app.use('*', openCors);
  const resource = (c: Context<AppEnv>) => c.json(protectedResourceMetadata(issuer), 200, { 'Cache-Control': 'public, max-age=3600' });
  app.get('/oauth-protected-resource', resource);
  app.get('/oauth-protected-resource/mcp', resource);
  app.get('/oauth-authorization-server', (c) =>
    c.json(authorizationServerMetadata(issuer), 200, { 'Cache-Control': 'public, max-age=3600' }),
  );
  // What a client may try next when a document is missing must be a JSON 404, never the web app's page.
  const none = (c: Context<AppEnv>) => c.json({ error: 'not_found', error_description: 'No such metadata document' }, 404);
  app.get('/openid-configuration', none);
  app.get('/oauth-authorization-server/*', none);
  app.get('/oauth-protected-resource/*', none);
  return app;
}

export function oauthProtocolRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const issuer = config.baseUrl;
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    bodyLimit({
      maxSize: 32 * 1024,
      onError: (c) => c.json({ error: 'invalid_request', error_description: 'Request body too large' }, 413),
    }),
  );
  app.use('/token', openCors);
  app.use('/register', openCors);
  app.use('/revoke', openCors);
  app.onError((err, c) => {
    if (err instanceof OAuthError) return oauthError(c, err);
    throw err;
  });

  // The browser arrives here from the AI client; the consent page (signing in first if need be) takes over.
  app.get('/authorize', async (c) => {
    try {
      const target = await startRequest(db, c.req.query() as AuthorizeParams, { issuer, resources: resourcesOf(issuer) });
      return c.redirect(target, 302);
    } catch (err) {
      if (err instanceof AuthorizePageError) return c.html(authorizePage(err.message), 400, NO_STORE);
      throw err;
    }
  });

  app.post('/register', async (c) => {
    const retryAfter = await hitRateLimit(db, `oauth:register:${c.get('clientIp') ?? 'unknown'}`, {
      max: REGISTRATIONS_PER_HOUR,
      windowSeconds: 3600,
    });
    if (retryAfter !== null) throw new OAuthError(429, 'too_many_requests', `Too many registrations; try again in ${retryAfter} seconds`);
    const body = (await c.req.json().catch(() => null)) as unknown;
    if (!body || typeof body !== 'object') throw new OAuthError(400, 'invalid_client_metadata', 'The body must be a JSON object');
    if (hasUnsafeText(body)) throw new OAuthError(400, 'invalid_client_metadata', UNSAFE_TEXT_MESSAGE);
    return c.json(await registerClient(db, body), 201, NO_STORE);
  });

  app.post('/token', async (c) => {
    const body = await formOf(c);
    const client = await authenticateClient(db, c.req.header('authorization'), body);
    if (body.grant_type === 'authorization_code') return c.json(await exchangeCode(db, client, body), 200, NO_STORE);
    if (body.grant_type === 'refresh_token') return c.json(await refreshTokens(db, client, body), 200, NO_STORE);
    throw new OAuthError(400, 'unsupported_grant_type', 'Supported: authorization_code, refresh_token');
  });

  app.post('/revoke', async (c) => {
    const body = await formOf(c);
    const client = await authenticateClient(db, c.req.header('authorization'), body);
    await revokeByToken(db, client, body.token);
    return c.body(null, 200, NO_STORE);
  });
  return app;
}
