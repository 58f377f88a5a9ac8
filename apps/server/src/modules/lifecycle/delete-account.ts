/**
 * Deletes an account and everything in it (the account deletion page's 'What is deleted'): the
 * user row goes in one transaction and its rows go with it (every user table cascades), then its
 * files (attachments, unclaimed uploads, import files) leave the file store. Its completed payments
 * are copied to retained_transactions first ('What is retained').
 */
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contactImports, conversationImports, organisationMembers, organisations, pendingUploads, user } from '../../db/schema/index.ts';
import type { Logger } from '../../lib/logger.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { ownAttachmentLists } from '../contacts/contacts.store.ts';

/** Where an import's file is stored (the imports module's key: {userId}/imports/{importId}). */
const importFileKey = (userId: string, importId: string) => `${userId}/imports/${importId}`;
/** Where a conversation import's file is stored until it is confirmed (decision 040). */
const conversationFileKey = (userId: string, importId: string) => `${userId}/conversation-imports/${importId}`;

/**
 * Answers false when there was no such account, or `stillDue` (run in the transaction, after the
 * lock) said no. Files that cannot be removed are logged, not fatal.
 */
export async function deleteAccount(
  db: Db,
  storage: StorageProvider,
  logger: Logger,
  userId: string,
  stillDue?: (tx: Tx) => Promise<boolean>,
): Promise<boolean> {
  const keys = await db.transaction(async (tx) => {
    // The lock makes a concurrent deletion of the same account wait, then find nothing.
    const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    if (!found) return null;
    if (stillDue && !(await stillDue(tx))) return null;
    const owned = await ownAttachmentLists(tx, userId);
    const uploads = await tx.select({ id: pendingUploads.id }).from(pendingUploads).where(eq(pendingUploads.userId, userId));
    const imports = await tx.select({ id: contactImports.id }).from(contactImports).where(eq(contactImports.userId, userId));
    const conversations = await tx
      .select({ id: conversationImports.id })
      .from(conversationImports)
      .where(eq(conversationImports.userId, userId));
    const orgs = await tx.select({ id: organisationMembers.orgId }).from(organisationMembers).where(eq(organisationMembers.userId, userId));
    // Payment records outlive the account (spec §9: transaction records are kept 7 years).
    await tx.execute(sql`
      insert into retained_transactions (id, user_id, email, provider, kind, plan, credits, amount, currency, status, created_at, completed_at)
      select cs.id, cs.user_id, u.email, cs.provider, cs.kind, cs.plan, cs.credits, cs.amount, cs.currency, cs.status, cs.created_at, cs.completed_at
      from checkout_sessions cs join "user" u on u.id = cs.user_id
      where cs.user_id = ${userId} and cs.status in ('completed', 'refunded')
      on conflict (id) do nothing`);
    await tx.delete(user).where(eq(user.id, userId));
    // The user's own organisation (made at sign-up) goes too, once it has no member left.
    if (orgs.length > 0) {
      await tx.delete(organisations).where(
        and(
          inArray(
            organisations.id,
            orgs.map((o) => o.id),
          ),
          notExists(
            tx.select({ one: organisationMembers.userId }).from(organisationMembers).where(eq(organisationMembers.orgId, organisations.id)),
          ),
        ),
      );
    }
    return [
      ...owned.flatMap((list) => list.map((a) => a.id)),
      ...uploads.map((u) => u.id),
      ...imports.map((i) => importFileKey(userId, i.id)),
      ...conversations.map((i) => conversationFileKey(userId, i.id)),
    ];
  });
  if (!keys) return false;
  await Promise.all(
    keys.map((key) => storage.delete(key).catch((err) => logger.warn({ err, key }, 'file of a deleted account not removed'))),
  );
  return true;
}
