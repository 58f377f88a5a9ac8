/**
 * OAuth clients (decision 036): dynamic client registration (RFC 7591) and client authentication at
 * the token and revocation endpoints. Anyone may register (an MCP client arrives knowing only our
 * URL); what protects the user is the consent screen, which names the client and where the answer
 * goes, and PKCE on every authorization. Registration is rate limited per address.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { oauthClients } from '../../db/schema/index.ts';

/** An error of the OAuth protocol endpoints: `{ error, error_description }` (RFC 6749 §5.2, RFC 7591 §3.2.2). */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 429,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const randomSecret = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

const AUTH_METHODS = ['none', 'client_secret_post', 'client_secret_basic'] as const;
export type ClientAuthMethod = (typeof AUTH_METHODS)[number];

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'file:', 'vbscript:', 'blob:', 'about:']);

/** A redirect URI we accept: https, http on a loopback address (RFC 8252), or an app's own scheme; never a fragment. */
export function redirectUriProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${raw.slice(0, 100)} is not an absolute URI`;
  }
  if (url.hash || raw.includes('#')) return 'A redirect URI may not have a fragment';
  if (FORBIDDEN_SCHEMES.has(url.protocol)) return `The ${url.protocol} scheme is not allowed`;
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) return 'http redirect URIs are allowed on localhost only; use https';
  return null;
}

/**
 * Whether `given` is one of the registered URIs. Exact match, except that a loopback URI may use any
 * port (RFC 8252 §7.3: a native app gets its port from the system at each sign-in).
 */
export function matchesRedirectUri(registered: readonly string[], given: string): boolean {
  if (registered.includes(given)) return true;
  let g: URL;
  try {
    g = new URL(given);
  } catch {
    return false;
  }
  if (g.protocol !== 'http:' || !LOOPBACK.has(g.hostname)) return false;
  return registered.some((r) => {
    const u = new URL(r);
    return u.protocol === 'http:' && u.hostname === g.hostname && u.pathname === g.pathname && u.search === g.search;
  });
}

const registrationSchema = z.object({
  redirect_uris: z.array(z.string().min(1).max(2000)).min(1).max(10),
  client_name: z.string().trim().min(1).max(100).optional(),
  client_uri: z.string().url().max(2000).optional(),
  token_endpoint_auth_method: z.enum(AUTH_METHODS).optional(),
  grant_types: z.array(z.string()).optional(),
  response_types: z.array(z.string()).optional(),
  scope: z.string().max(500).optional(),
});

const GRANT_TYPES = ['authorization_code', 'refresh_token'];

/** Registers a client (RFC 7591 §3); the answer is the client information response, with a secret for a confidential client. */
export async function registerClient(db: Db, body: unknown, now = new Date()) {
  const parsed = registrationSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new OAuthError(400, 'invalid_client_metadata', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  const m = parsed.data;
  for (const uri of m.redirect_uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new OAuthError(400, 'invalid_redirect_uri', problem);
  }
  if (m.grant_types?.some((g) => !GRANT_TYPES.includes(g)))
    throw new OAuthError(400, 'invalid_client_metadata', 'grant_types: only authorization_code and refresh_token are supported');
  if (m.response_types?.some((r) => r !== 'code'))
    throw new OAuthError(400, 'invalid_client_metadata', 'response_types: only code is supported');
  // RFC 7591 §2: without a method, the client authenticates with a secret (client_secret_basic).
  const authMethod: ClientAuthMethod = m.token_endpoint_auth_method ?? 'client_secret_basic';
  const secret = authMethod === 'none' ? null : randomSecret('tl_cs_');
  const id = `tlc_${randomBytes(16).toString('base64url')}`;
  const name = m.client_name ?? new URL(m.redirect_uris[0]!).host ?? 'AI client';
  await db.insert(oauthClients).values({
    id,
    name: name || 'AI client',
    redirectUris: m.redirect_uris,
    authMethod,
    secretHash: secret ? sha256(secret) : null,
    clientUri: m.client_uri ?? null,
    createdAt: now,
  });
  return {
    client_id: id,
    client_id_issued_at: Math.floor(now.getTime() / 1000),
    client_name: name || 'AI client',
    redirect_uris: m.redirect_uris,
    grant_types: GRANT_TYPES,
    response_types: ['code'],
    token_endpoint_auth_method: authMethod,
    ...(m.client_uri ? { client_uri: m.client_uri } : {}),
    ...(secret ? { client_secret: secret, client_secret_expires_at: 0 } : {}),
  };
}

export type OAuthClient = typeof oauthClients.$inferSelect;

export async function findClient(db: Db, clientId: string): Promise<OAuthClient | null> {
  if (!clientId || clientId.length > 100) return null;
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.id, clientId)).limit(1);
  return row ?? null;
}

/** The client's credentials from an HTTP Basic header or the body (RFC 6749 §2.3.1). */
export function clientCredentials(authorization: string | undefined, body: Record<string, string>): { id: string; secret: string | null } {
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
    }
  }
  return { id: body.client_id ?? '', secret: body.client_secret ?? null };
}

/** The client making a token or revocation request, or invalid_client (401). */
export async function authenticateClient(db: Db, authorization: string | undefined, body: Record<string, string>): Promise<OAuthClient> {
  let creds: { id: string; secret: string | null };
  try {
    creds = clientCredentials(authorization, body);
  } catch {
    throw new OAuthError(401, 'invalid_client', 'Malformed client credentials');
  }
  const client = await findClient(db, creds.id);
  if (!client) throw new OAuthError(401, 'invalid_client', 'Unknown client');
  if (client.authMethod === 'none') return client;
  const given = Buffer.from(sha256(creds.secret ?? ''), 'hex');
  const stored = Buffer.from(client.secretHash ?? '', 'hex');
  if (!creds.secret || given.length !== stored.length || !timingSafeEqual(given, stored))
    throw new OAuthError(401, 'invalid_client', 'Client authentication failed');
  return client;
}
