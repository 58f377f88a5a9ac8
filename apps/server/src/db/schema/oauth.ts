/**
 * OAuth 2.1 for MCP clients (issue 26, decision 036): the clients that registered themselves (RFC
 * 7591), the authorization requests waiting for (or given) the user's consent, the grants a user
 * gave a client, and the grants' access and refresh tokens. Every secret (client secret,
 * authorization code, token) is kept as its SHA-256 only. A token is good while its grant is not
 * revoked and it has not expired; revoking a grant stops all of its tokens at once.
 */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const oauthClients = pgTable('oauth_clients', {
  /** The client_id we handed out ('tlc_…'). */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Exact redirect URIs; an authorization request must name one of them. */
  redirectUris: text('redirect_uris').array().notNull(),
  /** 'none' (a public client with PKCE), 'client_secret_post' or 'client_secret_basic'. */
  authMethod: text('auth_method').notNull(),
  secretHash: text('secret_hash'),
  clientUri: text('client_uri'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const oauthGrants = pgTable(
  'oauth_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    /** 'read' or 'read_write', as the user allowed. */
    scope: text('scope').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('oauth_grants_user_idx').on(t.userId, t.createdAt.desc()), index('oauth_grants_client_idx').on(t.clientId, t.userId)],
);

export const oauthRequests = pgTable(
  'oauth_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    /** The signed-in user who first opened the consent screen; nobody else may answer it. */
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    /** What the client asked for: 'read' or 'read_write'. */
    scope: text('scope').notNull(),
    state: text('state'),
    codeChallenge: text('code_challenge').notNull(),
    resource: text('resource'),
    /** Set when the user allowed: the authorization code's SHA-256 and the grant it opens. */
    codeHash: text('code_hash'),
    grantId: uuid('grant_id').references(() => oauthGrants.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The request's deadline, and once allowed, the code's. */
    expiresAt: ts('expires_at').notNull(),
    decidedAt: ts('decided_at'),
    consumedAt: ts('consumed_at'),
  },
  (t) => [uniqueIndex('oauth_requests_code_idx').on(t.codeHash), index('oauth_requests_expires_idx').on(t.expiresAt)],
);

export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => oauthGrants.id, { onDelete: 'cascade' }),
    /** 'access' or 'refresh'. */
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** A refresh token is used once: set when it was exchanged (or an access token revoked on its own). */
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('oauth_tokens_hash_idx').on(t.tokenHash), index('oauth_tokens_grant_idx').on(t.grantId)],
);
