import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appAdmins, user } from '../../db/schema/index.ts';

export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: appAdmins.userId }).from(appAdmins).where(eq(appAdmins.userId, userId)).limit(1);
  return rows.length > 0;
}

export type AddAdminResult = { status: 'added' | 'already_admin'; userId: string } | { status: 'no_such_user' };

/** Used by the admin:add command; the app itself never adds admins (spec §6). */
export async function addAdminByEmail(db: Db, email: string): Promise<AddAdminResult> {
  const [u] = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`).limit(1);
  if (!u) return { status: 'no_such_user' };
  const added = await db.insert(appAdmins).values({ userId: u.id }).onConflictDoNothing().returning();
  return { status: added.length ? 'added' : 'already_admin', userId: u.id };
}
