/**
 * The admin console's shared vocabulary (spec §2 'Admin console', §5, §9 'Admin'): what an admin can
 * do to an account, each recorded in the admin action log, and the console's list sizes.
 */
import { z } from 'zod';

/** Every action an administrator takes in the console; each one is a row of the admin action log. */
export const ADMIN_ACTIONS = [
  'credits_adjusted',
  'user_signed_out',
  'user_disabled',
  'user_enabled',
  'verification_resent',
  'feedback_processed',
  'job_retried',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const ADMIN_LIST_LIMITS = {
  users: 50,
  flaggedInsights: 100,
  creditAdjustments: 50,
  imports: 100,
  auditRecent: 50,
  auditSearched: 100,
  actions: 100,
} as const;

/** One row of the admin action log: who did what to whom, and when. */
export const adminActionSchema = z.object({
  id: z.string(),
  admin_id: z.string().nullable(),
  admin_email: z.string().nullable(),
  action: z.enum(ADMIN_ACTIONS),
  target_user_id: z.string().nullable(),
  target_email: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AdminActionRow = z.infer<typeof adminActionSchema>;
export const adminActionListSchema = z.object({ actions: z.array(adminActionSchema) });
