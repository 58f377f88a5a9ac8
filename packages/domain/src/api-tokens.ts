/**
 * Personal API tokens and the MCP endpoint's call log (issue 26, decision 035): what `/api/tokens`
 * takes and answers, and the texts of Settings' 'API & AI clients' card.
 */
import { z } from 'zod';

export const API_TOKEN_SCOPES = ['read', 'read_write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read only',
  read_write: 'Read and write',
};

/** How long a new token lasts, in days; null: until revoked. */
export const API_TOKEN_EXPIRIES = [7, 30, 90, 365] as const;
export type ApiTokenExpiry = (typeof API_TOKEN_EXPIRIES)[number] | null;
export const API_TOKEN_NAME_MAX = 60;
/** At most this many live (not revoked, not expired) tokens per user. */
export const API_TOKENS_PER_USER_MAX = 20;
/** Every secret starts with this, so it is recognisable in a config file or a leak scanner. */
export const API_TOKEN_SECRET_PREFIX = 'tl_pat_';

export const apiTokenCreateSchema = z.object({
  name: z.string().trim().min(1, 'Give the token a name').max(API_TOKEN_NAME_MAX, `At most ${API_TOKEN_NAME_MAX} characters`),
  scope: z.enum(API_TOKEN_SCOPES),
  /** Days until it expires (7, 30, 90 or 365), or null for a token that lasts until revoked. */
  expires_in_days: z
    .union(API_TOKEN_EXPIRIES.map((d) => z.literal(d)) as [z.ZodLiteral<7>, z.ZodLiteral<30>, z.ZodLiteral<90>, z.ZodLiteral<365>])
    .nullable(),
});
export type ApiTokenCreate = z.input<typeof apiTokenCreateSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The secret's first characters ('tl_pat_a1b2'), to tell tokens apart. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** 'active', 'expired' or 'revoked'. */
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to creating a token: the token, and its secret, shown this once. */
export const apiTokenCreatedSchema = z.object({
  token: apiTokenSchema,
  secret: z.string(),
});
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

export const mcpCallSchema = z.object({
  id: z.string(),
  /** The token's name, or the AI client's. */
  client: z.string(),
  tool: z.string(),
  ok: z.boolean(),
  error_code: z.string().nullable(),
  credits: z.number().int(),
  called_at: z.string(),
});
export type McpCall = z.infer<typeof mcpCallSchema>;

/** How many recent calls the card lists. */
export const MCP_RECENT_CALLS_SHOWN = 20;

/** What one read tool call of the MCP endpoint costs (decision 035); writes are free. */
export const MCP_READ_CREDIT_COST = 1;

export const API_TOKEN_MESSAGES = {
  notFound: 'Token not found',
  tooMany: `You can have at most ${API_TOKENS_PER_USER_MAX} active tokens. Revoke one you no longer use.`,
  noCredits: 'No credits remaining. Each read by an AI client costs 1 credit; add credits in Tradeloom under Billing.',
} as const;
