/**
 * The admin console's Overview and Usage pages (spec §3 'System health', issue 25 items 2 and 7):
 * the health figures, their 30-day series, and credits consumed per day by kind with the most active
 * accounts. Days are UTC calendar days ('2026-11-25').
 */
import { z } from 'zod';

/** Spec §3 'System health', every figure a whole number. */
export const systemHealthSchema = z.object({
  total_users: z.number().int(),
  active_trials: z.number().int(),
  credits_consumed_7d: z.number().int(),
  scans_today: z.number().int(),
  scans_this_week: z.number().int(),
  flagged_insights: z.number().int(),
  errors_24h: z.number().int(),
  active_paid: z.number().int(),
  pending_imports: z.number().int(),
  generated_at: z.string(),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

/** How many days a series may cover, and the default (the Overview's charts and the Usage page). */
export const ADMIN_SERIES_DAYS = { default: 30, max: 90 } as const;

export const healthSeriesDaySchema = z.object({
  date: z.string(),
  signups: z.number().int(),
  paid_conversions: z.number().int(),
  credits_consumed: z.number().int(),
});
export type HealthSeriesDay = z.infer<typeof healthSeriesDaySchema>;
export const healthSeriesSchema = z.object({ days: z.array(healthSeriesDaySchema) });
export type HealthSeries = z.infer<typeof healthSeriesSchema>;

/** The kinds of use the Usage page splits by. */
export const USAGE_KINDS = ['assistant', 'scans', 'map'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];
export const USAGE_KIND_LABELS: Record<UsageKind, string> = { assistant: 'Assistant', scans: 'Scans', map: 'Map' };

/** One day of use: credits consumed (net of refunds) and actions taken, by kind. The map costs no credit. */
export const usageDaySchema = z.object({
  date: z.string(),
  credits: z.object({ assistant: z.number().int(), scans: z.number().int(), map: z.number().int() }),
  actions: z.object({ assistant: z.number().int(), scans: z.number().int(), map: z.number().int() }),
});
export type UsageDay = z.infer<typeof usageDaySchema>;

/** How many accounts the Usage page lists as most active. */
export const ADMIN_TOP_ACCOUNTS = 10;

export const activeAccountSchema = z.object({
  user_id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  plan: z.string().nullable(),
  credits: z.number().int(),
  actions: z.number().int(),
  last_activity_at: z.string().nullable(),
});
export type ActiveAccount = z.infer<typeof activeAccountSchema>;

/** Tool calls of the MCP endpoint in the period (decision 035): how many, by how many accounts, how many failed. */
export const aiClientUsageSchema = z.object({ calls: z.number().int(), callers: z.number().int(), failed: z.number().int() });
export const adminUsageSchema = z.object({
  days: z.array(usageDaySchema),
  top_accounts: z.array(activeAccountSchema),
  ai_clients: aiClientUsageSchema,
});
export type AdminUsage = z.infer<typeof adminUsageSchema>;
