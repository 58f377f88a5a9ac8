/**
 * The data lifecycle's scheduled round and its job (decision 025): every instance runs the round
 * (bootstrap), the claims in it make each step happen once, and the job queue carries the e-mails
 * and deletions, with retries.
 */
import { addMonths, type InactivityWarningStage } from '@tradeloom/domain';
import { and, inArray, lt } from 'drizzle-orm';
import { accountDeletions, retainedTransactions } from '../../db/schema/index.ts';
import type { JobPayloads } from '../../jobs/queue.ts';
import { type LifecycleDeps, queueDueRequestedDeletions, runRequestedDeletion } from './deletion-requests.service.ts';
import { runInactivityDeletion, sendInactivityWarning, sweepInactiveAccounts } from './inactivity.service.ts';

/** Records of finished deletion requests are kept a year, like the security logs (spec §9). */
const RECORD_DAYS = 365;
/** Payment records of deleted accounts are kept this long (spec §9 'Transaction records are kept for 7 years'). */
const TRANSACTION_RECORD_YEARS = 7;

export async function runLifecycleRound(deps: Pick<LifecycleDeps, 'db'>, now = new Date()) {
  const requested = await queueDueRequestedDeletions(deps.db, now);
  const inactivity = await sweepInactiveAccounts(deps.db, now);
  await deps.db
    .delete(accountDeletions)
    .where(
      and(
        inArray(accountDeletions.status, ['deleted', 'cancelled', 'expired']),
        lt(accountDeletions.requestedAt, new Date(now.getTime() - RECORD_DAYS * 86_400_000)),
      ),
    );
  await deps.db.delete(retainedTransactions).where(lt(retainedTransactions.createdAt, addMonths(now, -12 * TRANSACTION_RECORD_YEARS)));
  return { requested, ...inactivity };
}

export async function runLifecycleJob(deps: LifecycleDeps, payload: JobPayloads['account-lifecycle'], now = new Date()): Promise<void> {
  if (payload.step === 'inactivity-warning') await sendInactivityWarning(deps, payload.userId, payload.stage as InactivityWarningStage);
  else if (payload.step === 'inactivity-deletion') await runInactivityDeletion(deps, payload.userId, now);
  else if (payload.step === 'requested-deletion' && payload.deletionId) await runRequestedDeletion(deps, payload.deletionId, now);
}
