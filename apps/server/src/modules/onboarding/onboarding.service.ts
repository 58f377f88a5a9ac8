/**
 * The onboarding checklist (spec §4 'Onboarding steps'): each step is complete from the user's audit
 * events, read in one statement (a count per event). Clicking an incomplete step records its event
 * once, with meta { onboarding: true }; the AI step is never recorded here, only real AI answers count.
 */
import {
  AUDIT_EVENTS,
  type AuditEventType,
  type OnboardingProgress,
  type OnboardingRecordableStep,
  onboardingProgress,
} from '@tradeloom/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { recordAddNotesOnce, recordAuditEvent } from '../audit/audit.service.ts';

async function eventCounts(db: Db | Tx, userId: string): Promise<Partial<Record<AuditEventType, number>>> {
  const rows = await db
    .select({ event: auditEvents.event, n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(and(eq(auditEvents.userId, userId), inArray(auditEvents.event, [...AUDIT_EVENTS])))
    .groupBy(auditEvents.event);
  return Object.fromEntries(rows.map((r) => [r.event, Number(r.n)]));
}

export async function getOnboarding(db: Db | Tx, userId: string): Promise<OnboardingProgress> {
  return onboardingProgress(await eventCounts(db, userId));
}

const ONBOARDING_META = { onboarding: true };

/**
 * Records the step's event unless the step is already complete, and answers the progress after it.
 * The user's onboarding writes are serialised (a transaction-scoped advisory lock), so two quick
 * clicks cannot both record; add_notes is once per user by its unique index anyway.
 */
export async function completeOnboardingStep(db: Db, userId: string, step: OnboardingRecordableStep): Promise<OnboardingProgress> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`onboarding:${userId}`}))`);
    const before = onboardingProgress(await eventCounts(tx, userId));
    if (before.steps.find((s) => s.id === step)?.complete) return before;
    if (step === 'add_notes') await recordAddNotesOnce(tx, userId, ONBOARDING_META);
    else await recordAuditEvent(tx, userId, step === 'first_map_view' ? 'consume_map' : 'import_contacts', ONBOARDING_META);
    return onboardingProgress(await eventCounts(tx, userId));
  });
}
