import { ADMIN_IMPORTS_LIMIT, type AdminImportList } from '@tradeloom/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appAdmins, contactImports, profiles, user } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { toContactImport } from '../imports/imports.service.ts';

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

export type RemoveAdminResult = { status: 'removed' | 'not_admin'; userId: string } | { status: 'no_such_user' };

/** Used by the admin:remove command; the app itself never removes admins (spec §6). */
export async function removeAdminByEmail(db: Db, email: string): Promise<RemoveAdminResult> {
  const [u] = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`).limit(1);
  if (!u) return { status: 'no_such_user' };
  const removed = await db.delete(appAdmins).where(eq(appAdmins.userId, u.id)).returning();
  return { status: removed.length ? 'removed' : 'not_admin', userId: u.id };
}

export const ADMIN_ONLY = 'Administrator access required';

/** Admin routes answer 403 to anyone not on the admins list (the list is read on every call, never cached). */
export async function assertAdmin(db: Db, userId: string): Promise<void> {
  if (!(await isAdmin(db, userId))) throw forbidden(ADMIN_ONLY);
}

/** Every user's latest contact imports with who made them (spec §7: 100 rows, newest first). */
export async function adminImports(db: Db): Promise<AdminImportList> {
  const rows = await db
    .select({ row: contactImports, email: profiles.email, name: profiles.fullName })
    .from(contactImports)
    .leftJoin(profiles, eq(profiles.id, contactImports.userId))
    .orderBy(desc(contactImports.createdAt))
    .limit(ADMIN_IMPORTS_LIMIT);
  return {
    imports: rows.map((r) => ({ ...toContactImport(r.row), user_id: r.row.userId, user_email: r.email, user_name: r.name })),
  };
}
