/**
 * Changes to the signed-in user's own account: personal details (behind a fresh password check),
 * notification preferences. Each is one transaction.
 */
import crypto from 'node:crypto';
import { type NotificationPreferences, PASSWORD_REVERIFY_MINUTES, type ProfileUpdate } from '@tradeloom/domain';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Auth } from '../../auth/auth.ts';
import type { Db } from '../../db/client.ts';
import { account, profiles, user, verification } from '../../db/schema/index.ts';

const reverifyKey = (sessionId: string) => `reverify:${sessionId}`;

/** Checks the user's password against their credential account (false when they have none, e.g. OAuth only). */
export async function checkPassword(auth: Auth, db: Db, userId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  if (!row?.hash) return false;
  const ctx = await auth.$context;
  return ctx.password.verify({ hash: row.hash, password });
}

/**
 * Records that this session's user just proved their password, for PASSWORD_REVERIFY_MINUTES, in the
 * database (Better Auth's verification table), so it holds on every instance.
 */
export async function markReverified(db: Db, userId: string, sessionId: string, now = new Date()): Promise<Date> {
  const expiresAt = new Date(now.getTime() + PASSWORD_REVERIFY_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, reverifyKey(sessionId)));
    await tx.insert(verification).values({ id: crypto.randomUUID(), identifier: reverifyKey(sessionId), value: userId, expiresAt });
  });
  return expiresAt;
}

export async function isReverified(db: Db, userId: string, sessionId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, reverifyKey(sessionId)), eq(verification.value, userId), gt(verification.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

export type UpdateResult = 'ok' | 'email_taken';

/**
 * Saves personal details: profiles full_name, email, phone, and the sign-in e-mail and name on the
 * auth user, together. A new e-mail must not belong to another account (checked case-insensitively,
 * and by the unique index when two requests race).
 */
export async function updatePersonalDetails(db: Db, userId: string, input: ProfileUpdate): Promise<UpdateResult> {
  const email = input.email?.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      if (email) {
        const taken = await tx
          .select({ id: user.id })
          .from(user)
          .where(and(sql`lower(${user.email}) = ${email}`, ne(user.id, userId)))
          .limit(1);
        if (taken.length > 0) return 'email_taken';
      }
      const now = new Date();
      const [current] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
      const emailChanged = email !== undefined && email !== current?.email.toLowerCase();
      await tx
        .update(user)
        .set({
          ...(input.full_name !== undefined ? { name: input.full_name } : {}),
          ...(email !== undefined ? { email } : {}),
          // A new address has not been proven yet.
          ...(emailChanged ? { emailVerified: false } : {}),
          ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
          updatedAt: now,
        })
        .where(eq(user.id, userId));
      await tx
        .update(profiles)
        .set({
          ...(input.full_name !== undefined ? { fullName: input.full_name } : {}),
          ...(email !== undefined ? { email } : {}),
          ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
          updatedAt: now,
        })
        .where(eq(profiles.id, userId));
      return 'ok';
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') return 'email_taken';
    throw err;
  }
}

export async function updateNotificationPreferences(db: Db, userId: string, prefs: NotificationPreferences): Promise<void> {
  await db
    .update(profiles)
    .set({
      ...(prefs.email_notifications !== undefined ? { emailNotifications: prefs.email_notifications } : {}),
      ...(prefs.follow_up_reminders !== undefined ? { followUpReminders: prefs.follow_up_reminders } : {}),
      ...(prefs.weekly_summary !== undefined ? { weeklySummary: prefs.weekly_summary } : {}),
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
}
