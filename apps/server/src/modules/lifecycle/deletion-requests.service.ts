/**
 * Account deletion asked for in Settings (spec §4 'Account deletion process'): the request sends a
 * verification link (day 1); following it deactivates the account (sessions end, sign-in is refused)
 * and schedules the deletion 5 business days later; the lifecycle job deletes it then and sends the
 * confirmation. A cancel link works until the 5 business days have passed.
 */
import crypto from 'node:crypto';
import {
  ACCOUNT_DELETION_BUSINESS_DAYS,
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_DELETION_VERIFY_HOURS,
  type AccountDeletionStatus,
  addBusinessDays,
  formatDeletionDate,
  isPaidSubscriber,
} from '@tradeloom/domain';
import { APIError } from 'better-auth/api';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountDeletions, organisationMembers, organisations, profiles, session, user } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { MailProvider } from '../../providers/mail/index.ts';
import { mailTemplates } from '../../providers/mail/templates.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { deleteAccount } from './delete-account.ts';

export interface LifecycleDeps {
  db: Db;
  mail: MailProvider;
  storage: StorageProvider;
  logger: Logger;
  baseUrl: string;
}

const OPEN = ['awaiting_verification', 'scheduled'];
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');
const newToken = () => crypto.randomBytes(32).toString('base64url');

/** The user's open request, as Settings shows it. */
export async function getDeletionStatus(db: Db, userId: string, now = new Date()): Promise<AccountDeletionStatus> {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), inArray(accountDeletions.status, OPEN)))
    .limit(1);
  const lapsed = row?.status === 'awaiting_verification' && (row.verifyExpiresAt?.getTime() ?? 0) <= now.getTime();
  if (!row || lapsed) return { status: 'none', email: null, requested_at: null, verify_expires_at: null, delete_after: null };
  return {
    status: row.status as AccountDeletionStatus['status'],
    email: row.email,
    requested_at: row.requestedAt.toISOString(),
    verify_expires_at: row.verifyExpiresAt?.toISOString() ?? null,
    delete_after: row.deleteAfter?.toISOString() ?? null,
  };
}

/** Whether the user pays for a plan that would renew after deletion (they cancel it in Billing first). */
async function hasRenewingSubscription(db: Db, userId: string): Promise<boolean> {
  const [p] = await db.select({ plan: profiles.plan, status: profiles.status }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!p || !isPaidSubscriber(p.plan, p.status)) return false;
  const [org] = await db
    .select({ cancelAtPeriodEnd: organisations.cancelAtPeriodEnd })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.orgId))
    .where(eq(organisationMembers.userId, userId))
    .limit(1);
  return !org?.cancelAtPeriodEnd;
}

/**
 * Starts a deletion request and e-mails its verification link to the sign-in address. Asking again
 * while a request waits sends a fresh link (the old one stops working).
 */
export async function requestDeletion(
  deps: LifecycleDeps,
  userId: string,
  now = new Date(),
): Promise<AccountDeletionStatus | 'subscription_active'> {
  const { db } = deps;
  if (await hasRenewingSubscription(db, userId)) return 'subscription_active';
  const [u] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  if (!u) throw new Error('no such user');
  const token = newToken();
  const verifyExpiresAt = new Date(now.getTime() + ACCOUNT_DELETION_VERIFY_HOURS * 3_600_000);
  const open = () =>
    db.transaction(async (tx) => {
      // A lapsed link closes its request, so a new one can open.
      await tx
        .update(accountDeletions)
        .set({ status: 'expired', verifyTokenHash: null })
        .where(
          and(
            eq(accountDeletions.userId, userId),
            eq(accountDeletions.status, 'awaiting_verification'),
            lte(accountDeletions.verifyExpiresAt, now),
          ),
        );
      const renewed = await tx
        .update(accountDeletions)
        .set({ verifyTokenHash: hashToken(token), verifyExpiresAt, requestedAt: now, email: u.email })
        .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, 'awaiting_verification')))
        .returning({ id: accountDeletions.id });
      if (renewed.length > 0) return;
      await tx.insert(accountDeletions).values({
        userId,
        email: u.email,
        reason: 'requested',
        status: 'awaiting_verification',
        verifyTokenHash: hashToken(token),
        verifyExpiresAt,
        requestedAt: now,
      });
    });
  // The partial unique index keeps two racing requests to one row: the loser renews the winner's.
  await open().catch((err: unknown) => {
    const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code !== '23505') throw err;
    return open();
  });
  await deps.mail.send(mailTemplates.accountDeletionVerify(u.email, `${deps.baseUrl}/accountdeletion/confirm?token=${token}`));
  return getDeletionStatus(db, userId, now);
}

/** Withdraws a request whose link was not followed yet (from Settings). */
export async function withdrawDeletionRequest(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .update(accountDeletions)
    .set({ status: 'cancelled', cancelledAt: now, verifyTokenHash: null })
    .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, 'awaiting_verification')));
}

/**
 * The verification link followed: the account is deactivated (every session ends) and its deletion
 * scheduled 5 business days later; the cancel link goes out by e-mail.
 */
export async function confirmDeletion(deps: LifecycleDeps, token: string, now = new Date()): Promise<{ deleteAfter: Date } | 'invalid'> {
  const cancelToken = newToken();
  const deleteAfter = addBusinessDays(now, ACCOUNT_DELETION_BUSINESS_DAYS);
  const row = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(accountDeletions)
      .set({ status: 'scheduled', verifiedAt: now, deleteAfter, verifyTokenHash: null, cancelTokenHash: hashToken(cancelToken) })
      .where(
        and(
          eq(accountDeletions.verifyTokenHash, hashToken(token)),
          eq(accountDeletions.status, 'awaiting_verification'),
          gt(accountDeletions.verifyExpiresAt, now),
        ),
      )
      .returning({ userId: accountDeletions.userId, email: accountDeletions.email });
    if (claimed) await tx.delete(session).where(eq(session.userId, claimed.userId));
    return claimed;
  });
  if (!row) return 'invalid';
  await deps.mail.send(
    mailTemplates.accountDeletionScheduled(
      row.email,
      `${deps.baseUrl}/accountdeletion/cancel?token=${cancelToken}`,
      formatDeletionDate(deleteAfter),
    ),
  );
  return { deleteAfter };
}

/** The cancel link followed: the account is active again, until the 5 business days have passed. */
export async function cancelDeletion(db: Db, token: string, now = new Date()): Promise<'cancelled' | 'invalid' | 'too_late'> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(accountDeletions)
      .set({ status: 'cancelled', cancelledAt: now, cancelTokenHash: null })
      .where(
        and(
          eq(accountDeletions.cancelTokenHash, hashToken(token)),
          eq(accountDeletions.status, 'scheduled'),
          gt(accountDeletions.deleteAfter, now),
          isNull(accountDeletions.deleteClaimedAt),
        ),
      )
      .returning({ userId: accountDeletions.userId });
    if (cancelled) {
      // Cancelling is the owner's act: the inactivity clock starts again too.
      await tx.update(profiles).set({ lastActivityAt: now }).where(eq(profiles.id, cancelled.userId));
      return 'cancelled';
    }
    const [known] = await tx
      .select({ status: accountDeletions.status })
      .from(accountDeletions)
      .where(eq(accountDeletions.cancelTokenHash, hashToken(token)))
      .limit(1);
    return known ? 'too_late' : 'invalid';
  });
}

/** When a deactivated account's deletion is due, or null when the account may sign in. */
export async function deactivatedUntil(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ deleteAfter: accountDeletions.deleteAfter })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, 'scheduled')))
    .limit(1);
  return row ? (row.deleteAfter ?? new Date()) : null;
}

/**
 * For Better Auth's session.create.before hook: a deactivated account gets no session, by any way
 * in (password, magic link, verification, OAuth), with a message saying how to keep it.
 */
export async function refuseSignInWhileDeactivated(db: Db, userId: string): Promise<void> {
  const until = await deactivatedUntil(db, userId);
  if (until) {
    throw new APIError('FORBIDDEN', {
      message: ACCOUNT_DELETION_MESSAGES.deactivated(formatDeletionDate(until)),
      code: 'ACCOUNT_DEACTIVATED',
    });
  }
}

/**
 * The same rule for a session that exists anyway (made before the sign-in hook refused it): it is
 * ended, and the answer is the refusal to throw, or null for an account that is not deactivated.
 */
export async function refuseDeactivatedSession(db: Db, userId: string, sessionId: string): Promise<ApiError | null> {
  const until = await deactivatedUntil(db, userId);
  if (!until) return null;
  await db.delete(session).where(eq(session.id, sessionId));
  return new ApiError(403, 'ACCOUNT_DEACTIVATED', ACCOUNT_DELETION_MESSAGES.deactivated(formatDeletionDate(until)));
}

/** Queues each due deletion once (the claim is one UPDATE ... RETURNING), with any number of instances. */
export async function queueDueRequestedDeletions(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(accountDeletions)
      .set({ deleteClaimedAt: now })
      .where(
        and(eq(accountDeletions.status, 'scheduled'), lte(accountDeletions.deleteAfter, now), isNull(accountDeletions.deleteClaimedAt)),
      )
      .returning({ id: accountDeletions.id, userId: accountDeletions.userId });
    for (const d of due) await enqueueJob(tx, 'account-lifecycle', { step: 'requested-deletion', userId: d.userId, deletionId: d.id });
    return due.length;
  });
}

/** The 'requested-deletion' job: the account goes, then the confirmation e-mail (spec: day 5). */
export async function runRequestedDeletion(deps: LifecycleDeps, deletionId: string, now = new Date()): Promise<void> {
  const [row] = await deps.db.select().from(accountDeletions).where(eq(accountDeletions.id, deletionId)).limit(1);
  if (row?.status !== 'scheduled') return;
  // A retry after a crash finds the account gone already and carries on with the confirmation.
  await deleteAccount(deps.db, deps.storage, deps.logger, row.userId);
  await deps.mail.send(mailTemplates.accountDeleted(row.email, `${deps.baseUrl}/accountdeletion`, 'requested'));
  await deps.db
    .update(accountDeletions)
    .set({ status: 'deleted', deletedAt: now, cancelTokenHash: null })
    .where(eq(accountDeletions.id, deletionId));
  deps.logger.info({ userId: row.userId, reason: 'requested' }, 'account deleted');
}
