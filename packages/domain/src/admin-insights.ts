/**
 * The flagged-insight review of the admin console (spec §3 'Flagged insight review row', §4 'Flagged
 * insight': pending until marked processed, §8 'Admin' toasts): users' flags and 'not helpful' ratings.
 */
import { z } from 'zod';

/** The feedback an administrator reviews: a user's flag of each type, and a 'not helpful' rating. */
export const REVIEWED_FEEDBACK_TYPES = ['flag_inaccurate', 'flag_irrelevant', 'flag_duplicate', 'flag_other', 'not_helpful'] as const;
export type ReviewedFeedbackType = (typeof REVIEWED_FEEDBACK_TYPES)[number];
export const REVIEWED_FEEDBACK_LABELS: Record<ReviewedFeedbackType, string> = {
  flag_inaccurate: 'Inaccurate',
  flag_irrelevant: 'Irrelevant',
  flag_duplicate: 'Duplicate',
  flag_other: 'Other',
  not_helpful: 'Not helpful',
};

export const flaggedInsightRowSchema = z.object({
  feedback_id: z.string(),
  user_email: z.string().nullable(),
  insight_title: z.string(),
  feedback_type: z.enum(REVIEWED_FEEDBACK_TYPES),
  feedback_text: z.string().nullable(),
  flagged_at: z.string(),
  processed_at: z.string().nullable(),
});
export type FlaggedInsightRow = z.infer<typeof flaggedInsightRowSchema>;
export const flaggedInsightListSchema = z.object({ flags: z.array(flaggedInsightRowSchema) });
export type FlaggedInsightList = z.infer<typeof flaggedInsightListSchema>;

export const ADMIN_INSIGHT_MESSAGES = {
  empty: 'No flagged insights',
  processed: 'Marked as Processed',
  processFailed: (message: string) => `Failed to mark as processed: ${message}`,
  notFound: 'Flagged insight not found',
} as const;
