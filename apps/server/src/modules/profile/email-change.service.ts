/**
 * A new sign-in e-mail takes effect only once a link sent to it is followed (issue 22 fault 4,
 * decision 021). Until then the account keeps its address; the request is a row in Better Auth's
 * verification table (one per user: a newer request replaces an older one), holding the new address
 * and a hash of the link's secret, so it is honoured on every instance.
 */
import crypto from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, user, verification } from '../../db/schema/index.ts';

/** How long a confirmation link works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

const identifierOf = (userId: string) => `email-change:${userId}`;
const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('base64url');

/** Whether another account already signs in with this address (case-insensitively). */
export async function emailTakenByOther(db: Db, userId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${email.toLowerCase()}`, ne(user.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Records a request to change the sign-in e-mail; returns the token for the link sent to the new address. */
export async function requestEmailChange(db: Db, userId: string, email: string, now = new Date()): Promise<string> {
  const secret = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifierOf(userId)));
    await tx.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: identifierOf(userId),
      value: JSON.stringify({ email: email.toLowerCase(), hash: hashOf(secret) }),
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
  });
  return `${userId}.${secret}`;
}

export type ConfirmResult = { result: 'ok'; userId: string; email: string } | { result: 'invalid' } | { result: 'taken' };

/**
 * Follows a confirmation link: the new address becomes the sign-in e-mail (proven, so verified) on the
 * auth user and the profile together, and the request is used up. Invalid, expired or used links
 * change nothing; so does an address another account took meanwhile.
 */
export async function confirmEmailChange(db: Db, token: string, now = new Date()): Promise<ConfirmResult> {
  const dot = token.indexOf('.');
  if (dot <= 0) return { result: 'invalid' };
  const userId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(verification)
        .where(eq(verification.identifier, identifierOf(userId)))
        .limit(1)
        .for('update');
      if (!row || row.expiresAt.getTime() <= now.getTime()) return { result: 'invalid' } as const;
      let pending: { email?: unknown; hash?: unknown };
      try {
        pending = JSON.parse(row.value) as typeof pending;
      } catch {
        return { result: 'invalid' } as const;
      }
      const expected = Buffer.from(String(pending.hash ?? ''));
      const given = Buffer.from(hashOf(secret));
      if (typeof pending.email !== 'string' || expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
        return { result: 'invalid' } as const;
      }
      const email = pending.email;
      const taken = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(sql`lower(${user.email}) = ${email}`, ne(user.id, userId)))
        .limit(1);
      await tx.delete(verification).where(eq(verification.id, row.id));
      if (taken.length > 0) return { result: 'taken' } as const;
      await tx.update(user).set({ email, emailVerified: true, updatedAt: now }).where(eq(user.id, userId));
      await tx.update(profiles).set({ email, updatedAt: now }).where(eq(profiles.id, userId));
      return { result: 'ok', userId, email } as const;
    });
  } catch (err) {
    // Another account took the address between the check and the write (the unique index).
    if ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505')
      return { result: 'taken' };
    throw err;
  }
}
