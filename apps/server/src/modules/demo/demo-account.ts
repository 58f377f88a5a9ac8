/**
 * The shared demo account and whether a user sees it: the two facts the contacts store's visibility
 * rule needs, kept apart from the demo service (which seeds the network through that store).
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

/** The shared demo account: a user with no password or sign-in method (auth refuses it a session). */
export const DEMO_USER_ID = 'tradeloom-demo';

/** Whether the user sees the demo account's contacts; any failure of the check means no (spec §4). */
export async function isDemoModeEnabled(db: Db | Tx, userId: string): Promise<boolean> {
  try {
    const [row] = await db.select({ on: profiles.demoModeEnabled }).from(profiles).where(eq(profiles.id, userId)).limit(1);
    return row?.on === true;
  } catch {
    return false;
  }
}
