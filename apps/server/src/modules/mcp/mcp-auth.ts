/**
 * Who is calling the MCP endpoint: the one place a bearer token becomes a principal (decision 035).
 * A personal API token ('tl_pat_…', modules/tokens) is one kind; OAuth access tokens of AI clients
 * (decision 036) are another, added to BEARER_RESOLVERS beside it. Each resolver answers null for a
 * bearer that is not its kind or not live; the first principal wins.
 */
import type { ApiTokenScope } from '@tradeloom/domain';
import type { AppDeps } from '../../lib/context.ts';
import { mcpChallenge } from '../oauth/oauth-metadata.ts';
import { findLiveAccessToken, touchGrant } from '../oauth/oauth-tokens.service.ts';
import { findLiveToken, lastUseIsStale, touchToken } from '../tokens/tokens.service.ts';

export interface McpPrincipal {
  userId: string;
  scope: ApiTokenScope;
  /** What the user knows the caller as (the token's name, the OAuth client's name), for the call log. */
  clientLabel: string;
  /** The personal token, when the bearer is one. */
  tokenId: string | null;
  /** The OAuth client, when the bearer is its access token. */
  oauthClientId: string | null;
}

export type BearerResolver = (deps: AppDeps, bearer: string) => Promise<McpPrincipal | null>;

/** A personal API token, looked up in the database on every request (revocation holds at once everywhere). */
export const personalTokenBearer: BearerResolver = async (deps, bearer) => {
  const holder = await findLiveToken(deps.db, bearer);
  if (!holder) return null;
  if (lastUseIsStale(holder.lastUsedAt))
    void touchToken(deps.db, holder.tokenId).catch((err: unknown) => deps.logger.warn({ err }, 'token last-used update failed'));
  return { userId: holder.userId, scope: holder.scope, clientLabel: holder.name, tokenId: holder.tokenId, oauthClientId: null };
};

/**
 * An OAuth access token of an AI client (decision 036), looked up with its grant on every request:
 * revoking the client in Settings stops it at once everywhere. Its scope is the grant's.
 */
export const oauthAccessTokenBearer: BearerResolver = async (deps, bearer) => {
  const holder = await findLiveAccessToken(deps.db, bearer);
  if (!holder) return null;
  void touchGrant(deps.db, holder.grantId).catch((err: unknown) => deps.logger.warn({ err }, 'oauth grant last-used update failed'));
  return { userId: holder.userId, scope: holder.scope, clientLabel: holder.clientName, tokenId: null, oauthClientId: holder.clientId };
};

/** Tried in turn; each answers null at once for a bearer without its prefix. */
export const BEARER_RESOLVERS: BearerResolver[] = [personalTokenBearer, oauthAccessTokenBearer];

/**
 * The WWW-Authenticate of a 401: where an MCP client finds how to get a token (RFC 9728 §5.1), and
 * invalid_token when a bearer was sent but is not live (RFC 6750 §3.1).
 */
export const mcpAuthChallenge = (deps: AppDeps, bearerSent: boolean) =>
  mcpChallenge(deps.config.baseUrl, bearerSent ? 'invalid_token' : undefined);

/** The principal of an `Authorization: Bearer …` header, or null (no header, not a bearer, unknown, revoked, expired). */
export async function principalOf(deps: AppDeps, authorization: string | undefined): Promise<McpPrincipal | null> {
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(authorization ?? '');
  if (!match) return null;
  for (const resolve of BEARER_RESOLVERS) {
    const principal = await resolve(deps, match[1]!);
    if (principal) return principal;
  }
  return null;
}
