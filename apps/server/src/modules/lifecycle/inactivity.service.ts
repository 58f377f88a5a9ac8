/**
 * Inactivity deletion (spec §9 'Policy'): unsubscribed and trial accounts without activity for 6
 * months are deleted, after warnings 30 days, 7 days and 24 hours before. Paid subscribers are
 * exempt, and so are administrators and the shared demo account.
 *
 * Activity is profiles.last_activity_at: every sign-in, and a signed-in request at most once a day
 * (activity.ts). The clock of an account is its inactivity_notices row, opened with the first
 * warning; every later step is claimed by one UPDATE ... WHERE <step> IS NULL ... RETURNING, so with
 * any number of instances each warning is queued once and the deletion once. The deletion is never
 * sooner than 30 days after the first warning, nor 24 hours after the last.
 */
import {
  addMonths,
  formatDeletionDate,
  INACTIVITY_DELETION_MONTHS,
  INACTIVITY_WARNINGS,
  type InactivityWarningStage,
  isPaidSubscriber,
  PAID_SUBSCRIBER_STATUSES,
} from '@tradeloom/domain';
import { and, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accountDeletions, inactivityNotices, profiles, user } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { mailTemplates } from '../../providers/mail/templates.ts';
import { DEMO_USER_ID } from '../demo/demo.service.ts';
import { deleteAccount } from './delete-account.ts';
import type { LifecycleDeps } from './deletion-requests.service.ts';

const HOUR = 3_600_000;
const FIRST_WARNING_HOURS = INACTIVITY_WARNINGS[0].hoursBefore;
const LAST_WARNING_HOURS = INACTIVITY_WARNINGS[INACTIVITY_WARNINGS.length - 1]!.hoursBefore;
const activityOf = sql<Date>`coalesce(${profiles.lastActivityAt}, ${profiles.createdAt})`;
const paidStatuses = sql.join(
  PAID_SUBSCRIBER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
const isPaid = sql`(${profiles.plan} <> 'free' and ${profiles.status} in (${paidStatuses}))`;

/** The columns of the later warnings, each after the one before it. */
const LATER_STEPS = [
  { stage: '7d', column: inactivityNotices.warned7dAt, previous: inactivityNotices.warned30dAt, hours: 7 * 24 },
  { stage: '24h', column: inactivityNotices.warned24hAt, previous: inactivityNotices.warned7dAt, hours: LAST_WARNING_HOURS },
] as const;

export interface InactivitySweep {
  reset: number;
  warnings: number;
  deletions: number;
}

/** One round of the inactivity clock at `now`; safe to run on every instance at once. */
export async function sweepInactiveAccounts(db: Db, now = new Date()): Promise<InactivitySweep> {
  // Activity since a clock opened, or a plan bought since, stops it: the warnings start again later.
  const reset = await db.execute(sql`
    delete from inactivity_notices n using profiles
    where profiles.id = n.user_id and n.delete_claimed_at is null
      and (${activityOf} > n.activity_at or ${isPaid})
    returning n.user_id`);
  const resetCount = (reset as unknown as { rows: unknown[] }).rows.length;

  let warnings = 0;
  // Accounts whose deletion date (6 months after their last activity) is 30 days away or less.
  const cutoff = addMonths(new Date(now.getTime() + FIRST_WARNING_HOURS * HOUR), -INACTIVITY_DELETION_MONTHS);
  const candidates = await db
    .select({ id: profiles.id, activity: activityOf })
    .from(profiles)
    .where(
      and(
        lte(activityOf, cutoff),
        sql`not ${isPaid}`,
        sql`${profiles.id} <> ${DEMO_USER_ID}`,
        sql`not exists (select 1 from app_admins a where a.user_id = ${profiles.id})`,
        sql`not exists (select 1 from inactivity_notices n where n.user_id = ${profiles.id})`,
        sql`not exists (select 1 from account_deletions d where d.user_id = ${profiles.id} and d.status = 'scheduled')`,
      ),
    );
  for (const c of candidates) {
    const activity = new Date(c.activity);
    const deleteAt = new Date(
      Math.max(addMonths(activity, INACTIVITY_DELETION_MONTHS).getTime(), now.getTime() + FIRST_WARNING_HOURS * HOUR),
    );
    await db.transaction(async (tx) => {
      const [opened] = await tx
        .insert(inactivityNotices)
        .values({ userId: c.id, activityAt: activity, deleteAt, warned30dAt: now })
        .onConflictDoNothing()
        .returning({ userId: inactivityNotices.userId });
      if (!opened) return;
      await enqueueJob(tx, 'account-lifecycle', { step: 'inactivity-warning', userId: c.id, stage: '30d' });
      warnings++;
    });
  }

  for (const step of LATER_STEPS) {
    warnings += await claimAndQueue(db, (tx) =>
      tx
        .update(inactivityNotices)
        .set(step.stage === '7d' ? { warned7dAt: now } : { warned24hAt: now })
        .where(
          and(
            isNull(step.column),
            // Claimed in an earlier round: two warnings never go out together after a pause.
            lt(step.previous, now),
            isNull(inactivityNotices.deleteClaimedAt),
            lte(inactivityNotices.deleteAt, new Date(now.getTime() + step.hours * HOUR)),
          ),
        )
        .returning({ userId: inactivityNotices.userId })
        .then((rows) => rows.map((r) => ({ userId: r.userId, stage: step.stage as InactivityWarningStage }))),
    );
  }

  const deletions = await claimAndQueue(db, (tx) =>
    tx
      .update(inactivityNotices)
      .set({ deleteClaimedAt: now })
      .where(
        and(
          isNull(inactivityNotices.deleteClaimedAt),
          lte(inactivityNotices.deleteAt, now),
          isNotNull(inactivityNotices.warned24hAt),
          lte(inactivityNotices.warned24hAt, new Date(now.getTime() - LAST_WARNING_HOURS * HOUR)),
        ),
      )
      .returning({ userId: inactivityNotices.userId })
      .then((rows) => rows.map((r) => ({ userId: r.userId, stage: null }))),
  );
  return { reset: resetCount, warnings, deletions };
}

/** Claims rows and queues their jobs in one transaction: a job exists exactly when its claim does. */
async function claimAndQueue(db: Db, claim: (tx: Tx) => Promise<{ userId: string; stage: InactivityWarningStage | null }[]>) {
  return db.transaction(async (tx) => {
    const claimed = await claim(tx);
    for (const c of claimed) {
      await enqueueJob(
        tx,
        'account-lifecycle',
        c.stage ? { step: 'inactivity-warning', userId: c.userId, stage: c.stage } : { step: 'inactivity-deletion', userId: c.userId },
      );
    }
    return claimed.length;
  });
}

/** The notice of an account whose clock still runs from the same activity, or null. */
async function runningNotice(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ n: inactivityNotices, activity: activityOf, plan: profiles.plan, status: profiles.status, email: user.email })
    .from(inactivityNotices)
    .innerJoin(profiles, eq(profiles.id, inactivityNotices.userId))
    .innerJoin(user, eq(user.id, inactivityNotices.userId))
    .where(eq(inactivityNotices.userId, userId))
    .limit(1);
  if (!row) return null;
  if (new Date(row.activity).getTime() > row.n.activityAt.getTime() || isPaidSubscriber(row.plan, row.status)) return null;
  return row;
}

/** The 'inactivity-warning' job: the e-mail, unless the account was used since the warning was claimed. */
export async function sendInactivityWarning(deps: LifecycleDeps, userId: string, stage: InactivityWarningStage): Promise<void> {
  const row = await runningNotice(deps.db, userId);
  if (!row) return;
  const label = INACTIVITY_WARNINGS.find((w) => w.stage === stage)?.label ?? stage;
  await deps.mail.send(
    mailTemplates.inactivityWarning(row.email, `${deps.baseUrl}/auth?mode=login`, formatDeletionDate(row.n.deleteAt), label),
  );
}

/** The 'inactivity-deletion' job: checked again under the account's lock, then deleted and confirmed. */
export async function runInactivityDeletion(deps: LifecycleDeps, userId: string, now = new Date()): Promise<boolean> {
  let email = '';
  const deleted = await deleteAccount(deps.db, deps.storage, deps.logger, userId, async (tx) => {
    // A sign-in racing this waits on the profile's lock, then finds the account gone.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
    const row = await runningNotice(tx, userId);
    if (!row) {
      await tx.delete(inactivityNotices).where(eq(inactivityNotices.userId, userId));
      return false;
    }
    email = row.email;
    await tx.insert(accountDeletions).values({ userId, email, reason: 'inactivity', status: 'deleted', requestedAt: now, deletedAt: now });
    return true;
  });
  if (!deleted) return false;
  await deps.mail.send(mailTemplates.accountDeleted(email, `${deps.baseUrl}/accountdeletion`, 'inactivity'));
  deps.logger.info({ userId, reason: 'inactivity' }, 'account deleted');
  return true;
}
