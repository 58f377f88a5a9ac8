/** AI insights, their feedback, business priorities and scans (spec §3, §4, §5): API shapes and rules. */
import { z } from 'zod';
import { INSIGHT_PRIORITIES, INSIGHT_TYPES } from './constants.ts';
import { TRADE_REGION_NAMES } from './regions.ts';

/** A manual scan needs this many of the user's own contacts and credits, and costs up to the credits. */
export const SCAN_MIN_CONTACTS = 10;
export const MANUAL_SCAN_MAX_CREDITS = 5;
/** An auto-scan costs fewer credits than a manual one. */
export const AUTO_SCAN_CREDITS = 2;
export const INSIGHT_PAGE_SIZE_DEFAULT = 30;
export const INSIGHT_PAGE_SIZE_MAX = 100;

export const SCAN_MESSAGES = {
  notEnoughContactsTitle: 'Not enough contacts',
  notEnoughContacts: 'You need at least 10 contacts to run an AI scan. Add more contacts to get started.',
  insufficientCreditsTitle: 'Insufficient credits',
  insufficientCredits: 'Not enough AI credits to run a manual scan. Manual scans require up to 5 credits.',
  failedTitle: 'Scan Failed',
  failed: 'Failed to complete AI scan. Please try again.',
} as const;

export const PRIORITY_MESSAGES = {
  textRequired: 'Please describe your business priority',
  loadFailed: 'Failed to load your business priorities',
  addFailed: 'Failed to add priority',
  removeFailed: 'Failed to remove priority',
} as const;

export const DISMISSAL_REASONS = ['not_relevant', 'duplicate', 'inaccurate', 'already_acted', 'other'] as const;
export type DismissalReason = (typeof DISMISSAL_REASONS)[number];

export const insightSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  insight_type: z.enum(INSIGHT_TYPES),
  priority: z.enum(INSIGHT_PRIORITIES),
  is_read: z.boolean(),
  is_dismissed: z.boolean(),
  action_items: z.array(z.string()),
  potential_value: z.string().nullable(),
  /** The contacts the insight rests on (ids of the user's contacts). */
  contact_ids: z.array(z.string()),
  /** Those of them that still exist, with their names, for links to them. */
  contacts: z.array(z.object({ id: z.string(), full_name: z.string() })),
  /** The user's rating, 5 (good) or 1 (bad), or null. */
  rating: z.union([z.literal(5), z.literal(1)]).nullable(),
  created_at: z.string(),
});
export type Insight = z.infer<typeof insightSchema>;

export const INSIGHT_TABS = ['all', 'unread', 'high'] as const;
export const insightListQuerySchema = z.object({
  tab: z.enum(INSIGHT_TABS).default('all'),
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(INSIGHT_PAGE_SIZE_MAX).default(INSIGHT_PAGE_SIZE_DEFAULT),
});
export type InsightListQuery = z.output<typeof insightListQuerySchema>;

export const insightListResponseSchema = z.object({
  items: z.array(insightSchema),
  nextCursor: z.string().nullable(),
  /** Counts of the three tabs (dismissed insights are in none). */
  counts: z.object({ all: z.number().int(), unread: z.number().int(), high: z.number().int() }),
});
export type InsightListResponse = z.infer<typeof insightListResponseSchema>;

export const insightRatingSchema = z.object({ rating: z.union([z.literal(5), z.literal(1)]) });
export const insightDismissSchema = z.object({
  reason: z.enum(DISMISSAL_REASONS).default('not_relevant'),
  comment: z
    .string()
    .trim()
    .max(1000)
    .optional()
    .transform((v) => (v ? v : null)),
});

export const scanRequestSchema = z.object({ trigger_type: z.literal('manual') });
export const scanResponseSchema = z.object({
  new_insights_count: z.number().int(),
  credits_spent: z.number().int(),
  credits_remaining: z.number().int(),
});
export type ScanResponse = z.infer<typeof scanResponseSchema>;

export const priorityInputSchema = z.object({
  priority_text: z.string().trim().min(1, PRIORITY_MESSAGES.textRequired).max(500),
  /** Commodity names, each once. */
  target_commodities: z
    .array(z.string().trim().min(1).max(100))
    .max(20)
    .default([])
    .refine((list) => new Set(list.map((c) => c.toLowerCase())).size === list.length, 'Each commodity can be picked once'),
  target_region: z.enum(TRADE_REGION_NAMES).nullable().default(null),
  deadline: z.iso.date().nullable().default(null),
});
export type PriorityInput = z.input<typeof priorityInputSchema>;

export const prioritySchema = z.object({
  id: z.string(),
  priority_text: z.string(),
  /** Commodity names joined with comma and space (spec §3). */
  target_commodity: z.string().nullable(),
  target_region: z.string().nullable(),
  deadline: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Priority = z.infer<typeof prioritySchema>;

/** Auto-scans (spec §3 'Auto-scan preferences', §9): Pro and Power plans only. */
export const AUTO_SCAN_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type AutoScanFrequency = (typeof AUTO_SCAN_FREQUENCIES)[number];
export const AUTO_SCAN_FREQUENCY_LABELS: Record<AutoScanFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly (recommended)',
  monthly: 'Monthly',
};
export const AUTO_SCAN_PLANS = ['professional', 'power', 'power_trader'] as const;
/** Daily auto-scans are sold with Power Trader only (spec §9 'Plans'); Professional scans weekly or monthly. */
export const DAILY_AUTO_SCAN_PLANS = ['power', 'power_trader'] as const;
export const AUTO_SCAN_MESSAGES = {
  saved: 'Auto-scan preferences saved successfully.',
  saveFailed: 'Failed to save auto-scan preferences.',
  planRequired: 'Auto-scans are available on the Professional and Power plans.',
  dailyPlanRequired: 'Daily auto-scans are available on the Power Trader plan. Choose weekly or monthly, or upgrade.',
} as const;

export function allowsDailyAutoScans(plan: string | null | undefined): boolean {
  return (DAILY_AUTO_SCAN_PLANS as readonly string[]).includes(plan ?? '');
}

/**
 * The frequency a user's auto-scans run at on their plan. A stored 'daily' on a plan without daily
 * scans (a Power Trader who moved down to Professional) runs weekly, the recommended frequency; the
 * stored choice is kept, so moving back up to Power Trader brings daily scans back.
 */
export function effectiveAutoScanFrequency(plan: string | null | undefined, stored: string | null | undefined): AutoScanFrequency {
  const frequency = AUTO_SCAN_FREQUENCIES.find((f) => f === stored) ?? 'weekly';
  return frequency === 'daily' && !allowsDailyAutoScans(plan) ? 'weekly' : frequency;
}
export const autoScanPreferencesSchema = z.object({
  enabled: z.boolean(),
  frequency: z.enum(AUTO_SCAN_FREQUENCIES).default('weekly'),
});
export type AutoScanPreferences = z.output<typeof autoScanPreferencesSchema>;

/**
 * Flags a user raises on one of their insights for the administrators' review (spec §3 'Insight
 * feedback', the admin-side types): each is stored as feedback_type `flag_<type>` with the comment.
 */
export const INSIGHT_FLAG_TYPES = ['inaccurate', 'irrelevant', 'duplicate', 'other'] as const;
export type InsightFlagType = (typeof INSIGHT_FLAG_TYPES)[number];
export const INSIGHT_FLAG_LABELS: Record<InsightFlagType, string> = {
  inaccurate: 'Inaccurate',
  irrelevant: 'Irrelevant',
  duplicate: 'Duplicate',
  other: 'Other',
};
export const insightFlagSchema = z.object({
  type: z.enum(INSIGHT_FLAG_TYPES),
  comment: z
    .string()
    .trim()
    .max(1000)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type InsightFlagInput = z.input<typeof insightFlagSchema>;
export const INSIGHT_FLAG_MESSAGES = {
  flagged: 'Insight flagged',
  flaggedDescription: 'Thank you. An administrator will review it.',
  failed: 'Failed to flag insight',
} as const;
