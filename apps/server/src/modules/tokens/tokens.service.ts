/**
 * Personal API tokens (issue 26, decision 035): a user makes one for a script or an AI client that
 * cannot do OAuth. The secret ('tl_pat_' and 43 characters of base64url: 32 random bytes) is shown
 * once; only its SHA-256 is stored, with a short visible prefix. A token opens the MCP endpoint and
 * nothing else (the REST API knows only session cookies). It is looked up in the database on every
 * call, with no cache, so a revoked or expired token stops at once on every instance.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_SECRET_PREFIX,
  API_TOKENS_PER_USER_MAX,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenScope,
  type apiTokenCreateSchema,
} from '@tradeloom/domain';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/index.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/sql.ts';
import { isDisabled } from '../admin/admin-users.service.ts';
import { deactivatedUntil } from '../lifecycle/deletion-requests.service.ts';

const DAY = 86_400_000;
/** How many characters of the secret the list shows ('tl_pat_' and four more). */
const VISIBLE_PREFIX = API_TOKEN_SECRET_PREFIX.length + 4;

export const tokenNotFound = () => notFound(API_TOKEN_MESSAGES.notFound);

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

type TokenRow = typeof apiTokens.$inferSelect;

function toApiToken(row: TokenRow, now: Date): ApiToken {
  const status = row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active';
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiTokenScope,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    status,
  };
}

const live = (now: Date) => and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

/** Makes a token; its secret is in the answer and nowhere else. At most API_TOKENS_PER_USER_MAX live ones. */
export async function createToken(
  db: Db,
  userId: string,
  input: z.output<typeof apiTokenCreateSchema>,
  now = new Date(),
): Promise<ApiTokenCreated> {
  const secret = `${API_TOKEN_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    // One user's creations queue here, so two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api_tokens:${userId}`}))`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), live(now)));
    if ((count?.n ?? 0) >= API_TOKENS_PER_USER_MAX) throw new ApiError(409, 'CONFLICT', API_TOKEN_MESSAGES.tooMany);
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId,
        name: input.name,
        scope: input.scope,
        tokenHash: hashSecret(secret),
        prefix: secret.slice(0, VISIBLE_PREFIX),
        expiresAt: input.expires_in_days === null ? null : new Date(now.getTime() + input.expires_in_days * DAY),
        createdAt: now,
      })
      .returning();
    return { token: toApiToken(row!, now), secret };
  });
}

/** The user's tokens that are not revoked (expired ones too, marked so), newest first. Never a secret. */
export async function listTokens(db: Db, userId: string, now = new Date()): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map((r) => toApiToken(r, now));
}

/** Revokes one of the user's tokens: it stops at once, everywhere. Another user's, or one already revoked, is 404. */
export async function revokeToken(db: Db, userId: string, id: string, now = new Date()): Promise<void> {
  if (!isUuid(id)) throw tokenNotFound();
  const done = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (done.length === 0) throw tokenNotFound();
}

/** Who a personal token acts for. */
export interface PersonalTokenHolder {
  tokenId: string;
  userId: string;
  name: string;
  scope: ApiTokenScope;
  lastUsedAt: Date | null;
}

/**
 * The live token with this secret, or null: unknown, revoked, expired, or its account disabled by an
 * administrator or deactivated (its deletion scheduled). Read from the database on every call.
 */
export async function findLiveToken(db: Db, secret: string, now = new Date()): Promise<PersonalTokenHolder | null> {
  if (!secret.startsWith(API_TOKEN_SECRET_PREFIX) || secret.length > 200) return null;
  const [row] = await db
    .select({ id: apiTokens.id, userId: apiTokens.userId, name: apiTokens.name, scope: apiTokens.scope, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, hashSecret(secret)), live(now)))
    .limit(1);
  if (!row) return null;
  const [disabled, deactivated] = await Promise.all([isDisabled(db, row.userId), deactivatedUntil(db, row.userId)]);
  if (disabled || deactivated) return null;
  return { tokenId: row.id, userId: row.userId, name: row.name, scope: row.scope as ApiTokenScope, lastUsedAt: row.lastUsedAt };
}

/** Whether the token's last use is worth writing again (at most one write a minute per token). */
export const lastUseIsStale = (lastUsedAt: Date | null, now = new Date()) => !lastUsedAt || now.getTime() - lastUsedAt.getTime() >= 60_000;

/** Notes that the token was used (at most one write a minute per token, whatever instances do). */
export async function touchToken(db: Db, tokenId: string, now = new Date()): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, tokenId),
        or(isNull(apiTokens.lastUsedAt), sql`${apiTokens.lastUsedAt} < ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz`),
      ),
    );
}
