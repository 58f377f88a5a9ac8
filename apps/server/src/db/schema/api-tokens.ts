/**
 * Personal API tokens and the MCP endpoint's call log (issue 26, decision 035). A token is kept as the
 * SHA-256 of its secret only; the secret is shown once, when it is made. A token opens `/mcp` and
 * nothing else. Every tool call of `/mcp` leaves one row in `mcp_calls`, by a personal token or (once
 * OAuth for AI clients is in) an OAuth client.
 */
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'read' or 'read_write'. */
    scope: text('scope').notNull(),
    /** Hex SHA-256 of the whole secret ('tl_pat_…'). */
    tokenHash: text('token_hash').notNull(),
    /** The first characters of the secret, shown in the list so the user can tell tokens apart. */
    prefix: text('prefix').notNull(),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('api_tokens_hash_idx').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId, t.createdAt.desc())],
);

export const mcpCalls = pgTable(
  'mcp_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The personal token that called (null for an OAuth client, or once the token is gone). */
    tokenId: uuid('token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    /** The OAuth client that called (decision 036), when it was one. */
    oauthClientId: text('oauth_client_id'),
    /** What the user knows the caller as: the token's name, or the OAuth client's. */
    clientLabel: text('client_label').notNull(),
    tool: text('tool').notNull(),
    ok: boolean('ok').notNull(),
    /** The error's code when the call failed ('READ_ONLY_TOKEN', 'NOT_FOUND', ...). */
    errorCode: text('error_code'),
    /** Credits the call cost in the end (0 for writes, refused or refunded calls). */
    credits: integer('credits').notNull().default(0),
    calledAt: ts('called_at').notNull().defaultNow(),
  },
  (t) => [index('mcp_calls_user_idx').on(t.userId, t.calledAt.desc()), index('mcp_calls_called_idx').on(t.calledAt)],
);
