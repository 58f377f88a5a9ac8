/**
 * The admin console's Credits and Audit pages (spec §3 'Credit adjustment', 'Subscription audit log',
 * §5 'Admin', §7): the adjustment form's rule, what the server answers, and the audit rows.
 */
import { z } from 'zod';

/** Spec §5: a user (id or e-mail), a whole-number non-zero delta and a reason, or this message. */
export const ADMIN_CREDITS_VALIDATION_MESSAGE = 'Validation Error - Please fill in all fields correctly.';

export const creditAdjustmentInputSchema = z.object({
  user: z.string().trim().min(1, ADMIN_CREDITS_VALIDATION_MESSAGE).max(320, ADMIN_CREDITS_VALIDATION_MESSAGE),
  delta: z
    .number({ message: ADMIN_CREDITS_VALIDATION_MESSAGE })
    .int(ADMIN_CREDITS_VALIDATION_MESSAGE)
    .refine((n) => n !== 0, ADMIN_CREDITS_VALIDATION_MESSAGE)
    .refine((n) => Math.abs(n) <= 1_000_000, ADMIN_CREDITS_VALIDATION_MESSAGE),
  reason: z.string().trim().min(1, ADMIN_CREDITS_VALIDATION_MESSAGE).max(500, ADMIN_CREDITS_VALIDATION_MESSAGE),
  /** One per form submission (the console makes it): a second submit with it applies nothing. */
  idempotency_key: z.string().trim().min(8).max(100),
});
export type CreditAdjustmentInput = z.infer<typeof creditAdjustmentInputSchema>;

/** One row of the list (spec §7: credit_adjustments joined to profiles, 50 newest). */
export const creditAdjustmentSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_email: z.string().nullable(),
  user_name: z.string().nullable(),
  /** What the administrator asked for. */
  delta: z.number().int(),
  /** What really changed the balance (less at the plan's cap or at zero); null on rows older than it. */
  applied: z.number().int().nullable(),
  balance_after: z.number().int().nullable(),
  reason: z.string(),
  adjusted_by: z.string().nullable(),
  adjusted_by_email: z.string().nullable(),
  created_at: z.string(),
});
export type CreditAdjustment = z.infer<typeof creditAdjustmentSchema>;
export const creditAdjustmentListSchema = z.object({ adjustments: z.array(creditAdjustmentSchema) });

/** The answer to an adjustment: the row, the plan's cap, and whether this was a repeat of an earlier submit. */
export const creditAdjustmentResultSchema = z.object({
  adjustment: creditAdjustmentSchema,
  /** The cap of the user's plan: a positive delta adds at most up to it. */
  cap: z.number().int(),
  /** True when less than the delta was applied (the cap, or zero credits left). */
  limited: z.boolean(),
  /** True when the key was seen before: the first result, nothing applied again. */
  replayed: z.boolean(),
});
export type CreditAdjustmentResult = z.infer<typeof creditAdjustmentResultSchema>;

/** One subscription audit log row (spec §3) with the user's e-mail. */
export const subscriptionAuditRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_email: z.string().nullable(),
  event_type: z.string(),
  old_subscription_tier: z.string().nullable(),
  new_subscription_tier: z.string().nullable(),
  old_status: z.string().nullable(),
  new_status: z.string().nullable(),
  triggered_by: z.string().nullable(),
  created_at: z.string(),
});
export type SubscriptionAuditRow = z.infer<typeof subscriptionAuditRowSchema>;
export const subscriptionAuditListSchema = z.object({ rows: z.array(subscriptionAuditRowSchema) });
