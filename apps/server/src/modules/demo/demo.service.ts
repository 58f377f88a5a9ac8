import { PRE_PURCHASE_STATUSES } from '@tradeloom/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { profiles, user } from '../../db/schema/index.ts';
import { DEMO_USER_ID } from './demo-account.ts';
import { syncDemoNetwork } from './demo-seed.ts';

export { DEMO_USER_ID, isDemoModeEnabled } from './demo-account.ts';
export const DEMO_USER_EMAIL = 'demo@tradeloom.app';
const DEMO_SEED = 20250812;

/** Turns demo mode on or off (a purchase turns it off, in the purchase's transaction). */
export async function setDemoMode(db: Db | Tx, userId: string, enabled: boolean): Promise<void> {
  await db.update(profiles).set({ demoModeEnabled: enabled, updatedAt: new Date() }).where(eq(profiles.id, userId));
}

/**
 * The user's own choice in Settings: show the sample network or hide it. Hiding it needs a bought
 * plan (spec §1: demo mode until the user upgrades); the check and the write are one statement, so a
 * purchase or an end of plan landing at the same moment cannot slip between them.
 */
export async function chooseDemoMode(db: Db, userId: string, enabled: boolean): Promise<'ok' | 'locked' | 'not_found'> {
  const updated = await db
    .update(profiles)
    .set({ demoModeEnabled: enabled, updatedAt: new Date() })
    .where(enabled ? eq(profiles.id, userId) : and(eq(profiles.id, userId), notInArray(profiles.status, [...PRE_PURCHASE_STATUSES])))
    .returning({ id: profiles.id });
  if (updated.length > 0) return 'ok';
  const [exists] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return exists ? 'locked' : 'not_found';
}

/**
 * Creates the demo account and its contacts, or brings them to the current network and day (see
 * demo-seed.ts); an advisory lock serialises instances starting together. Hubs are placed on their
 * row in the cities table when it is loaded.
 */
export async function ensureDemoAccount(db: Db, today = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    await tx
      .insert(user)
      .values({ id: DEMO_USER_ID, name: 'Tradeloom Demo', email: DEMO_USER_EMAIL, emailVerified: true, termsAccepted: false })
      .onConflictDoNothing();
    await tx
      .insert(profiles)
      .values({
        id: DEMO_USER_ID,
        email: DEMO_USER_EMAIL,
        fullName: 'Tradeloom Demo',
        plan: 'free',
        status: 'active',
        demoModeEnabled: false,
      })
      .onConflictDoNothing();
    return syncDemoNetwork(tx, DEMO_USER_ID, DEMO_SEED, today);
  });
}
