/**
 * What an MCP client discovers from nothing but `<origin>/mcp` (decision 036): the 401's
 * WWW-Authenticate names the protected resource metadata (RFC 9728), which names us as the
 * authorization server, whose metadata (RFC 8414) names every endpoint.
 */
import { OAUTH_SCOPES } from '@tradeloom/domain';

export const MCP_PATH = '/mcp';

export const endpoints = (issuer: string) => ({
  authorize: `${issuer}/oauth/authorize`,
  token: `${issuer}/oauth/token`,
  register: `${issuer}/oauth/register`,
  revoke: `${issuer}/oauth/revoke`,
});

/** The resources our tokens are good for: the MCP endpoint (and the origin, which some clients send). */
export const resourcesOf = (issuer: string) => [`${issuer}${MCP_PATH}`, issuer];

export function protectedResourceMetadata(issuer: string) {
  return {
    resource: `${issuer}${MCP_PATH}`,
    authorization_servers: [issuer],
    scopes_supported: [...OAUTH_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Tradeloom',
  };
}

export function authorizationServerMetadata(issuer: string) {
  const e = endpoints(issuer);
  const authMethods = ['none', 'client_secret_post', 'client_secret_basic'];
  return {
    issuer,
    authorization_endpoint: e.authorize,
    token_endpoint: e.token,
    registration_endpoint: e.register,
    revocation_endpoint: e.revoke,
    scopes_supported: [...OAUTH_SCOPES],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: authMethods,
    revocation_endpoint_auth_methods_supported: authMethods,
    authorization_response_iss_parameter_supported: true,
  };
}

/** The challenge of a 401 from /mcp (RFC 6750 §3 with RFC 9728 §5.1). */
export function mcpChallenge(issuer: string, error?: 'invalid_token'): string {
  const parts = [`resource_metadata="${issuer}/.well-known/oauth-protected-resource${MCP_PATH}"`, `scope="${OAUTH_SCOPES.join(' ')}"`];
  if (error) parts.unshift(`error="${error}"`);
  return `Bearer ${parts.join(', ')}`;
}
