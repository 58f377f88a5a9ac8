/**
 * The admin console's Users and Admins pages (spec §2 'Admin console', §5 'Admin', §7 'profiles: admin
 * search', 'app_admins joined to profiles'): the search's rows, a user's page, the account actions and
 * their texts, and the administrators list.
 */
import { z } from 'zod';
import { contactImportSchema } from './imports.ts';

/** One row of the user search: partial, case-insensitive match on e-mail, newest first. */
export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  plan: z.string().nullable(),
  status: z.string().nullable(),
  email_verified: z.boolean(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserListSchema = z.object({ users: z.array(adminUserRowSchema) });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** The search term: what the e-mail must contain (trimmed; an empty term lists the newest users). */
export const adminUserSearchSchema = z.object({ email: z.string().max(320).optional() });

/** How many ledger rows and imports a user's page shows. */
export const ADMIN_USER_PAGE_LIMITS = { ledger: 20, imports: 10, sessions: 20 } as const;

export const adminUserSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  expires_at: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});

/** A user's page: everything support needs to answer a request about the account (never a session token). */
export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema.extend({
    phone: z.string().nullable(),
    trial_end_date: z.string().nullable(),
    disabled_at: z.string().nullable(),
    is_admin: z.boolean(),
  }),
  credits: z.object({ balance: z.number().int(), monthly_used: z.number().int(), monthly_quota: z.number().int() }),
  ledger: z.array(
    z.object({
      id: z.number().int(),
      delta: z.number().int(),
      balance_after: z.number().int(),
      reason: z.string(),
      created_at: z.string(),
    }),
  ),
  /** Since the first day of this month (UTC): credits spent and given according to the ledger. */
  usage_this_month: z.object({ credits_spent: z.number().int(), credits_added: z.number().int() }),
  contacts_count: z.number().int(),
  imports: z.array(contactImportSchema),
  last_activity_at: z.string().nullable(),
  sessions: z.object({ active: z.number().int(), list: z.array(adminUserSessionSchema) }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** What an account action answers: the action done, and the user's page afterwards. */
export const adminUserActionResultSchema = z.object({ ok: z.literal(true), sessions_ended: z.number().int() });
export type AdminUserActionResult = z.infer<typeof adminUserActionResultSchema>;

/** One administrator (app_admins joined to profiles), newest first. */
export const adminAdminRowSchema = z.object({
  user_id: z.string(),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  created_at: z.string(),
});
export type AdminAdminRow = z.infer<typeof adminAdminRowSchema>;
export const adminAdminListSchema = z.object({ admins: z.array(adminAdminRowSchema) });
export type AdminAdminList = z.infer<typeof adminAdminListSchema>;

/** The texts of the Users and Admins pages and of a disabled account. */
export const ADMIN_USER_MESSAGES = {
  /** What a disabled account is told when it tries to sign in (by any way in). */
  accountDisabled: 'This account has been disabled by an administrator. If you believe this is an error, please contact support.',
  accountDisabledCode: 'ACCOUNT_DISABLED',
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotSignOutSelf: 'You cannot sign yourself out everywhere from the admin console; use Sign Out.',
  alreadyVerified: 'This e-mail address is already verified.',
  noSuchUser: 'User not found',
  noUsers: 'No users found',
  noAdmins: 'No administrators',
  searchPlaceholder: 'Search by e-mail',
  signedOut: 'User Signed Out',
  disabled: 'User Disabled',
  enabled: 'User Enabled',
  verificationResent: 'Verification E-mail Sent',
  actionFailed: (what: string, message: string) => `Failed to ${what}: ${message}`,
} as const;
