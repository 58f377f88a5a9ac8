/**
 * Changes to the signed-in user's own account: personal details (behind a fresh password check),
 * notification preferences. Each is one transaction.
 */
import crypto from 'node:crypto';
import { type NotificationPreferences, PASSWORD_REVERIFY_MINUTES, type ProfileUpdate } from '@tradeloom/domain';
import { and, eq, gt } from 'drizzle-orm';
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

/**
 * Saves personal details: profiles full_name and phone, and the name and phone on the auth user,
 * together. The sign-in e-mail is not among them: a new one takes effect only through the link sent
 * to it (email-change.service.ts, decision 021).
 */
export async function updatePersonalDetails(db: Db, userId: string, input: Omit<ProfileUpdate, 'email'>): Promise<void> {
  if (input.full_name === undefined && input.phone === undefined) return;
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(user)
      .set({
        ...(input.full_name !== undefined ? { name: input.full_name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
        updatedAt: now,
      })
      .where(eq(user.id, userId));
    await tx
      .update(profiles)
      .set({
        ...(input.full_name !== undefined ? { fullName: input.full_name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
        updatedAt: now,
      })
      .where(eq(profiles.id, userId));
  });
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
