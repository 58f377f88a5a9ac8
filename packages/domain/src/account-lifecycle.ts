/**
 * Data lifecycle (spec §9 'Policy', §4 'Account deletion process'): deletion on request within 5
 * business days, and inactivity deletion of unsubscribed and trial accounts after 6 months.
 */
import { z } from 'zod';

/** Unsubscribed and trial accounts are deleted after this many months without activity. */
export const INACTIVITY_DELETION_MONTHS = 6;
/** Warnings before an inactivity deletion, in hours before it: 30 days, 7 days, 24 hours. */
export const INACTIVITY_WARNINGS = [
  { stage: '30d', hoursBefore: 30 * 24, label: '30 days' },
  { stage: '7d', hoursBefore: 7 * 24, label: '7 days' },
  { stage: '24h', hoursBefore: 24, label: '24 hours' },
] as const;
export type InactivityWarningStage = (typeof INACTIVITY_WARNINGS)[number]['stage'];
/** Profile statuses of a paid subscriber, exempt from inactivity deletion (with a plan other than free). */
export const PAID_SUBSCRIBER_STATUSES = ['active', 'past_due'] as const;

/** A requested deletion is done, and can be cancelled until, this many business days after verification. */
export const ACCOUNT_DELETION_BUSINESS_DAYS = 5;
/** How long the verification link of a deletion request works. */
export const ACCOUNT_DELETION_VERIFY_HOURS = 24;

/** Adds business days (Monday to Friday, UTC), keeping the time of day: Friday + 1 is Monday. */
export function addBusinessDays(from: Date, days: number): Date {
  const d = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return d;
}

/** Adds calendar months (UTC); a day the month lacks becomes its last day (31 Aug + 6 months = 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Whether a profile is a paid subscriber (exempt from inactivity deletion). */
export function isPaidSubscriber(plan: string, status: string): boolean {
  return plan !== 'free' && (PAID_SUBSCRIBER_STATUSES as readonly string[]).includes(status);
}

/** A date as the e-mails and screens write it: 'Monday, 1 December 2026' (UTC). */
export function formatDeletionDate(d: Date): string {
  return d.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export const ACCOUNT_DELETION_STATUSES = ['none', 'awaiting_verification', 'scheduled'] as const;

export const accountDeletionStatusSchema = z.object({
  status: z.enum(ACCOUNT_DELETION_STATUSES),
  email: z.string().nullable(),
  requested_at: z.string().nullable(),
  verify_expires_at: z.string().nullable(),
  delete_after: z.string().nullable(),
});
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatusSchema>;

export const accountDeletionRequestSchema = z.object({ confirm: z.literal(true) });
export const accountDeletionTokenSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const ACCOUNT_DELETION_MESSAGES = {
  requested: 'Check your inbox: follow the link we sent to confirm the deletion.',
  requestFailed: 'Failed to request account deletion. Please try again.',
  withdrawn: 'Your deletion request was withdrawn.',
  invalidLink: 'This link is invalid or has expired.',
  tooLate: 'The 5 business days have passed: the deletion can no longer be cancelled.',
  confirmed: 'Your account is deactivated and will be deleted.',
  cancelled: 'Deletion cancelled. Your account is active again: you can sign in.',
  subscriptionActive: 'Cancel your subscription in Billing first, so that you are not charged again.',
  /** Sign-in refused while the account waits for deletion. */
  deactivated: (date: string) =>
    `This account is deactivated and will be deleted on ${date}. To keep it, follow the cancel link in the e-mail we sent you.`,
} as const;
