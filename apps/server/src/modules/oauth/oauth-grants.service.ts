/**
 * Authorization requests and grants (decision 036). `/oauth/authorize` checks the client's request and
 * keeps it (startRequest); the consent screen, for a signed-in user, reads it (openRequest) and
 * answers it (decide). The first signed-in user who opens a request owns it: nobody else can read or
 * answer it. Allowing makes (or updates) the user's grant for the client and an authorization code
 * for five minutes; the grant is what Settings lists and what Revoke ends.
 */
import { type ApiTokenScope, type ConnectedClient, OAUTH_MESSAGES, type OAuthDecision, type OAuthRequest } from '@tradeloom/domain';
import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthClients, oauthGrants, oauthRequests } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/sql.ts';
import { findClient, matchesRedirectUri, OAuthError, randomSecret, sha256 } from './oauth-clients.service.ts';

/** How long the user has to sign in and answer the consent screen. */
const REQUEST_TTL_MS = 30 * 60_000;
/** How long an authorization code is good for. */
const CODE_TTL_MS = 5 * 60_000;
const PKCE_CHALLENGE = /^[A-Za-z0-9\-._~]{43,128}$/;

export const requestNotFound = () => notFound(OAUTH_MESSAGES.requestNotFound);

/** What went wrong before a redirect URI could be trusted: shown to the user, never sent to the client. */
export class AuthorizePageError extends Error {}

/** Where an error goes once the redirect URI is known to be the client's (RFC 6749 §4.1.2.1). */
export function redirectWith(redirectUri: string, params: Record<string, string | null | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v != null) url.searchParams.set(k, v);
  return url.toString();
}

export interface AuthorizeParams {
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  scope?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  resource?: string;
}

/**
 * Checks an authorization request and keeps it. Answers the consent page's path, or (once the
 * redirect URI is the client's) a redirect back with the error. Throws AuthorizePageError before that.
 */
export async function startRequest(
  db: Db,
  q: AuthorizeParams,
  ctx: { issuer: string; resources: string[] },
  now = new Date(),
): Promise<string> {
  const client = await findClient(db, q.client_id ?? '');
  if (!client) throw new AuthorizePageError('This AI client is not registered with Tradeloom. Connect again from the client.');
  const redirectUri = q.redirect_uri ?? (client.redirectUris.length === 1 ? client.redirectUris[0]! : '');
  if (!redirectUri || !matchesRedirectUri(client.redirectUris, redirectUri))
    throw new AuthorizePageError('The address this client asked to return to is not one it registered.');
  const fail = (error: string, description: string) =>
    redirectWith(redirectUri, { error, error_description: description, state: q.state, iss: ctx.issuer });
  if (q.response_type !== 'code') return fail('unsupported_response_type', 'Only response_type=code is supported');
  if (!q.code_challenge || !PKCE_CHALLENGE.test(q.code_challenge)) return fail('invalid_request', 'PKCE is required: send code_challenge');
  if (q.code_challenge_method !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256');
  if (q.resource && !ctx.resources.includes(q.resource.replace(/\/$/, '')))
    return fail('invalid_target', `Unknown resource; this server protects ${ctx.resources[0]}`);
  if ((q.state?.length ?? 0) > 1000) return fail('invalid_request', 'state is too long');
  const wantsWrite = (q.scope ?? '').split(/\s+/).includes('write');
  // Requests nobody answered, and spent codes, are of no use a day later (an authorization is rare: this costs nothing).
  await db.delete(oauthRequests).where(lt(oauthRequests.expiresAt, new Date(now.getTime() - 86_400_000)));
  const [row] = await db
    .insert(oauthRequests)
    .values({
      clientId: client.id,
      redirectUri,
      scope: wantsWrite ? 'read_write' : 'read',
      state: q.state ?? null,
      codeChallenge: q.code_challenge,
      resource: q.resource ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REQUEST_TTL_MS),
    })
    .returning({ id: oauthRequests.id });
  return `/oauth/consent?request=${row!.id}`;
}

/** The open request, now owned by this user (the first to open it), or 404. */
async function claimRequest(db: Db, userId: string, id: string, now: Date) {
  if (!isUuid(id)) throw requestNotFound();
  const [row] = await db
    .update(oauthRequests)
    .set({ userId })
    .where(
      and(
        eq(oauthRequests.id, id),
        or(isNull(oauthRequests.userId), eq(oauthRequests.userId, userId)),
        isNull(oauthRequests.decidedAt),
        gt(oauthRequests.expiresAt, now),
      ),
    )
    .returning();
  if (!row) throw requestNotFound();
  const client = await findClient(db, row.clientId);
  if (!client) throw requestNotFound();
  return { row, client };
}

export async function openRequest(db: Db, userId: string, id: string, now = new Date()): Promise<OAuthRequest> {
  const { row, client } = await claimRequest(db, userId, id, now);
  return {
    id: row.id,
    client: { id: client.id, name: client.name, uri: client.clientUri, redirect_host: new URL(row.redirectUri).host || row.redirectUri },
    wants_write: row.scope === 'read_write',
    expires_at: row.expiresAt.toISOString(),
  };
}

/** The user's answer: back to the client with a code (allowed) or access_denied. */
export async function decide(db: Db, userId: string, id: string, decision: OAuthDecision, issuer: string, now = new Date()) {
  const { row } = await claimRequest(db, userId, id, now);
  if (!decision.allow) {
    await db.update(oauthRequests).set({ decidedAt: now }).where(eq(oauthRequests.id, row.id));
    return {
      redirect_to: redirectWith(row.redirectUri, {
        error: 'access_denied',
        error_description: 'The user said no',
        state: row.state,
        iss: issuer,
      }),
    };
  }
  const scope: ApiTokenScope = row.scope === 'read_write' && decision.write !== false ? 'read_write' : 'read';
  const code = randomSecret('tl_code_');
  await db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: oauthGrants.id })
      .from(oauthGrants)
      .where(and(eq(oauthGrants.userId, userId), eq(oauthGrants.clientId, row.clientId), isNull(oauthGrants.revokedAt)))
      .limit(1)
      .for('update');
    let grantId = live?.id;
    if (grantId) await tx.update(oauthGrants).set({ scope }).where(eq(oauthGrants.id, grantId));
    else {
      const [made] = await tx
        .insert(oauthGrants)
        .values({ userId, clientId: row.clientId, scope, createdAt: now })
        .returning({ id: oauthGrants.id });
      grantId = made!.id;
    }
    const done = await tx
      .update(oauthRequests)
      .set({ codeHash: sha256(code), grantId, decidedAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) })
      .where(and(eq(oauthRequests.id, row.id), isNull(oauthRequests.decidedAt)))
      .returning({ id: oauthRequests.id });
    // Answered twice at once: the other answer won.
    if (done.length === 0) throw requestNotFound();
  });
  return { redirect_to: redirectWith(row.redirectUri, { code, state: row.state, iss: issuer }) };
}

/** The user's connected clients (live grants), newest first. */
export async function listConnectedClients(db: Db, userId: string): Promise<ConnectedClient[]> {
  const rows = await db
    .select({ grant: oauthGrants, name: oauthClients.name })
    .from(oauthGrants)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthGrants.clientId))
    .where(and(eq(oauthGrants.userId, userId), isNull(oauthGrants.revokedAt)))
    .orderBy(desc(oauthGrants.createdAt), desc(oauthGrants.id));
  return rows.map(({ grant, name }) => ({
    id: grant.id,
    client_id: grant.clientId,
    name,
    scope: grant.scope as ApiTokenScope,
    connected_at: grant.createdAt.toISOString(),
    last_used_at: grant.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Ends one of the user's grants: every token of it stops at once, on every instance. */
export async function revokeGrant(db: Db, userId: string, grantId: string, now = new Date()): Promise<void> {
  if (!isUuid(grantId)) throw notFound(OAUTH_MESSAGES.clientNotFound);
  const done = await db
    .update(oauthGrants)
    .set({ revokedAt: now })
    .where(and(eq(oauthGrants.id, grantId), eq(oauthGrants.userId, userId), isNull(oauthGrants.revokedAt)))
    .returning({ id: oauthGrants.id });
  if (done.length === 0) throw notFound(OAUTH_MESSAGES.clientNotFound);
}

/** Thrown at the token endpoint for a code that is unknown, used, expired or not this client's. */
export const invalidGrant = (description: string) => new OAuthError(400, 'invalid_grant', description);
