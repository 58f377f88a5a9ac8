import type { AuditEventType } from '@tradeloom/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditEvents, organisationMembers } from '../../db/schema/index.ts';

/**
 * Records add_notes the first time only: a partial unique index on (user_id) for that event makes a
 * second insert, even a concurrent one, a no-op. Answers whether this call recorded it.
 */
export async function recordAddNotesOnce(db: Db | Tx, userId: string, meta: Record<string, unknown> = {}): Promise<boolean> {
  const event: AuditEventType = 'add_notes';
  const seen = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.userId, userId), eq(auditEvents.event, event)))
    .limit(1);
  if (seen.length > 0) return false;
  const inserted = await db
    .insert(auditEvents)
    .values({ userId, orgId: await firstOrgId(db, userId), event, meta })
    .onConflictDoNothing({ target: auditEvents.userId, where: sql`event = 'add_notes'` })
    .returning({ id: auditEvents.id });
  return inserted.length > 0;
}

/** The organisation the user belongs to first, for the audit event's org_id (null without one). */
async function firstOrgId(db: Db | Tx, userId: string): Promise<string | null> {
  const [membership] = await db
    .select({ orgId: organisationMembers.orgId })
    .from(organisationMembers)
    .where(eq(organisationMembers.userId, userId))
    .orderBy(organisationMembers.createdAt)
    .limit(1);
  return membership?.orgId ?? null;
}

/** Records an audit event (import_contacts, consume_map, consume_ai) inside the caller's transaction. */
export async function recordAuditEvent(
  db: Db | Tx,
  userId: string,
  event: Exclude<AuditEventType, 'add_notes'>,
  meta: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(auditEvents).values({ userId, orgId: await firstOrgId(db, userId), event, meta });
}
