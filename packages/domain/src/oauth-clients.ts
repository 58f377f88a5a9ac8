/**
 * OAuth 2.1 for MCP clients (issue 26, decision 036): the scopes an AI client may ask for, what the
 * consent screen shows and answers, and the connected clients Settings lists.
 */
import { z } from 'zod';
import { API_TOKEN_SCOPES } from './api-tokens.ts';

/** The OAuth scopes: 'read' reads the network; 'write' also adds and changes (a token scope of read_write). */
export const OAUTH_SCOPES = ['read', 'write'] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

/** Every access token starts with this; every refresh token with the other. */
export const OAUTH_ACCESS_TOKEN_PREFIX = 'tl_oat_';
export const OAUTH_REFRESH_TOKEN_PREFIX = 'tl_ort_';

/** What the consent screen says each scope lets the client do. */
export const OAUTH_SCOPE_TEXTS = {
  read: 'Read your network: search your contacts, see their interactions, introductions, cold relationships and priority matches. Each read costs 1 credit.',
  write:
    'Make changes: add contacts, log interactions, update contact notes and add priorities. Your AI client asks you before each change.',
} as const;

export const oauthRequestSchema = z.object({
  id: z.string(),
  client: z.object({
    id: z.string(),
    name: z.string(),
    /** The client's own site, when it gave one. */
    uri: z.string().nullable(),
    /** Where the answer goes (the redirect URI's host), so the user can tell a real client from a look-alike. */
    redirect_host: z.string(),
  }),
  /** Whether the client asked to make changes as well as read. */
  wants_write: z.boolean(),
  expires_at: z.string(),
});
export type OAuthRequest = z.infer<typeof oauthRequestSchema>;

export const oauthDecisionSchema = z.object({
  allow: z.boolean(),
  /** When the client asked to make changes: whether the user allows them too (read only otherwise). */
  write: z.boolean().optional(),
});
export type OAuthDecision = z.infer<typeof oauthDecisionSchema>;

/** Where the browser goes next: back to the client, with the code or the refusal. */
export const oauthDecisionResultSchema = z.object({ redirect_to: z.string() });

export const connectedClientSchema = z.object({
  /** The grant's id (what Revoke names). */
  id: z.string(),
  client_id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  connected_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ConnectedClient = z.infer<typeof connectedClientSchema>;

export const OAUTH_MESSAGES = {
  requestNotFound: 'This authorization request has expired or is not yours. Start connecting again from your AI client.',
  clientNotFound: 'Connected client not found',
} as const;
