/**
 * The token endpoint's work (decision 036): an authorization code with its PKCE verifier becomes an
 * access token (an hour) and a refresh token (30 days, used once: each refresh gives a new pair).
 * Tokens are opaque, kept as SHA-256, and checked in the database on every MCP call, so revoking a
 * grant stops its client at once on every instance. A code or refresh token presented a second time
 * means it leaked: the whole grant is revoked (OAuth 2.1 §4.1.3, §4.3.1).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { type ApiTokenScope, OAUTH_ACCESS_TOKEN_PREFIX, OAUTH_REFRESH_TOKEN_PREFIX } from '@tradeloom/domain';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthClients, oauthGrants, oauthRequests, oauthTokens } from '../../db/schema/index.ts';
import { isDisabled } from '../admin/admin-users.service.ts';
import { deactivatedUntil } from '../lifecycle/deletion-requests.service.ts';
import { matchesRedirectUri, type OAuthClient, OAuthError, randomSecret, sha256 } from './oauth-clients.service.ts';
import { invalidGrant } from './oauth-grants.service.ts';

export const ACCESS_TOKEN_TTL_S = 60 * 60;
const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function revokeGrantById(db: Db | Tx, grantId: string, now: Date) {
  await db
    .update(oauthGrants)
    .set({ revokedAt: now })
    .where(and(eq(oauthGrants.id, grantId), isNull(oauthGrants.revokedAt)));
}

async function issuePair(tx: Tx, grantId: string, scope: ApiTokenScope, now: Date) {
  const access = randomSecret(OAUTH_ACCESS_TOKEN_PREFIX);
  const refresh = randomSecret(OAUTH_REFRESH_TOKEN_PREFIX);
  // The grant's expired tokens go; spent refresh tokens stay until they expire, to catch a replay.
  await tx.delete(oauthTokens).where(and(eq(oauthTokens.grantId, grantId), lt(oauthTokens.expiresAt, now)));
  await tx.insert(oauthTokens).values([
    { grantId, kind: 'access', tokenHash: sha256(access), expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_S * 1000), createdAt: now },
    {
      grantId,
      kind: 'refresh',
      tokenHash: sha256(refresh),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_S * 1000),
      createdAt: now,
    },
  ]);
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    refresh_token: refresh,
    scope: scope === 'read_write' ? 'read write' : 'read',
  };
}

function pkceHolds(verifier: string | undefined, challenge: string): boolean {
  if (!verifier || !/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/**
 * grant_type=authorization_code (RFC 6749 §4.1.3 with RFC 7636). The client and the PKCE verifier are
 * checked before the code is spent, so someone holding a stolen code without its verifier can neither
 * use it nor burn it; a code presented again after its use revokes its grant.
 */
export async function exchangeCode(db: Db, client: OAuthClient, body: Record<string, string>, now = new Date()) {
  if (!body.code) throw new OAuthError(400, 'invalid_request', 'code is required');
  const [req] = await db
    .select()
    .from(oauthRequests)
    .where(eq(oauthRequests.codeHash, sha256(body.code)))
    .limit(1);
  if (!req || req.clientId !== client.id) throw invalidGrant('The authorization code is unknown or was issued to another client');
  if (!pkceHolds(body.code_verifier, req.codeChallenge)) throw invalidGrant('The PKCE code_verifier does not match the code_challenge');
  if (body.redirect_uri && !(body.redirect_uri === req.redirectUri || matchesRedirectUri([req.redirectUri], body.redirect_uri)))
    throw invalidGrant('redirect_uri does not match the authorization request');
  const spent = await db
    .update(oauthRequests)
    .set({ consumedAt: now })
    .where(and(eq(oauthRequests.id, req.id), isNull(oauthRequests.consumedAt)))
    .returning({ id: oauthRequests.id });
  if (spent.length === 0) {
    if (req.grantId) await revokeGrantById(db, req.grantId, now);
    throw invalidGrant('The authorization code was already used; the authorization is revoked');
  }
  if (req.expiresAt <= now) throw invalidGrant('The authorization code has expired');
  return db.transaction(async (tx) => {
    const [grant] = await tx
      .select()
      .from(oauthGrants)
      .where(and(eq(oauthGrants.id, req.grantId ?? '00000000-0000-0000-0000-000000000000'), isNull(oauthGrants.revokedAt)))
      .limit(1);
    if (!grant) throw invalidGrant('The authorization was revoked');
    return issuePair(tx, grant.id, grant.scope as ApiTokenScope, now);
  });
}

/** grant_type=refresh_token (RFC 6749 §6), rotating the refresh token. */
export async function refreshTokens(db: Db, client: OAuthClient, body: Record<string, string>, now = new Date()) {
  if (!body.refresh_token) throw new OAuthError(400, 'invalid_request', 'refresh_token is required');
  const tokenHash = sha256(body.refresh_token);
  // The refusal's revocation must outlive the transaction that refuses.
  let replayedGrant: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ token: oauthTokens, grant: oauthGrants })
        .from(oauthTokens)
        .innerJoin(oauthGrants, eq(oauthGrants.id, oauthTokens.grantId))
        .where(and(eq(oauthTokens.tokenHash, tokenHash), eq(oauthTokens.kind, 'refresh')))
        .limit(1)
        .for('update');
      if (!row || row.grant.clientId !== client.id) throw invalidGrant('Unknown refresh token');
      if (row.token.usedAt) {
        replayedGrant = row.grant.id;
        throw invalidGrant('The refresh token was already used; the authorization is revoked');
      }
      if (row.grant.revokedAt) throw invalidGrant('The authorization was revoked');
      if (row.token.expiresAt <= now) throw invalidGrant('The refresh token has expired');
      await tx.update(oauthTokens).set({ usedAt: now }).where(eq(oauthTokens.id, row.token.id));
      return issuePair(tx, row.grant.id, row.grant.scope as ApiTokenScope, now);
    });
  } finally {
    if (replayedGrant) await revokeGrantById(db, replayedGrant, now);
  }
}

/** RFC 7009: revoking either token of a grant ends the grant. Unknown tokens are no error. */
export async function revokeByToken(db: Db, client: OAuthClient, token: string | undefined, now = new Date()): Promise<void> {
  if (!token) throw new OAuthError(400, 'invalid_request', 'token is required');
  const [row] = await db
    .select({ grantId: oauthTokens.grantId })
    .from(oauthTokens)
    .innerJoin(oauthGrants, eq(oauthGrants.id, oauthTokens.grantId))
    .where(and(eq(oauthTokens.tokenHash, sha256(token)), eq(oauthGrants.clientId, client.id)))
    .limit(1);
  if (row) await revokeGrantById(db, row.grantId, now);
}

/** Who an OAuth access token acts for. */
export interface OAuthHolder {
  grantId: string;
  userId: string;
  scope: ApiTokenScope;
  clientId: string;
  clientName: string;
}

/**
 * The live access token with this secret, or null: unknown, expired, its grant revoked, or its
 * account disabled or deactivated. Read from the database on every call.
 */
export async function findLiveAccessToken(db: Db, secret: string, now = new Date()): Promise<OAuthHolder | null> {
  if (!secret.startsWith(OAUTH_ACCESS_TOKEN_PREFIX) || secret.length > 200) return null;
  const [row] = await db
    .select({
      grantId: oauthGrants.id,
      userId: oauthGrants.userId,
      scope: oauthGrants.scope,
      clientId: oauthClients.id,
      clientName: oauthClients.name,
    })
    .from(oauthTokens)
    .innerJoin(oauthGrants, eq(oauthGrants.id, oauthTokens.grantId))
    .innerJoin(oauthClients, eq(oauthClients.id, oauthGrants.clientId))
    .where(
      and(
        eq(oauthTokens.tokenHash, sha256(secret)),
        eq(oauthTokens.kind, 'access'),
        gt(oauthTokens.expiresAt, now),
        isNull(oauthGrants.revokedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const [disabled, deactivated] = await Promise.all([isDisabled(db, row.userId), deactivatedUntil(db, row.userId)]);
  if (disabled || deactivated) return null;
  return { ...row, scope: row.scope as ApiTokenScope };
}

/** Notes that the grant was used (at most one write a minute). */
export async function touchGrant(db: Db, grantId: string, now = new Date()): Promise<void> {
  await db
    .update(oauthGrants)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(oauthGrants.id, grantId),
        or(isNull(oauthGrants.lastUsedAt), sql`${oauthGrants.lastUsedAt} < ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz`),
      ),
    );
}
