/** Business constants of the product (spec §9). One place; both apps import them. */

export const PRODUCT_NAME = 'Tradeloom';
export const PRODUCT_TAGLINE = 'Relationship intelligence for commodity trade';
export const THEME_STORAGE_KEY = 'tradeloom-theme';
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
export const MOBILE_BREAKPOINT_PX = 768;
export const SUPPORT_EMAIL = 'support@tradeloom.app';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const REDIRECT_AFTER_SIGNUP_MS = 1000;
export const REDIRECT_AFTER_PASSWORD_UPDATE_MS = 1500;
export const DROPDOWN_BLUR_CLOSE_MS = 200;
export const ADMIN_FLAG_CACHE_MS = 5 * 60 * 1000;
export const ADMIN_INACTIVITY_TIMEOUT_MS = 10 * 60 * 1000;
/** The error code of an admin request made after that much inactivity: the server has signed the session out. */
export const SESSION_EXPIRED_CODE = 'SESSION_EXPIRED';
export const PROFILE_REFRESH_THROTTLE_MS = 20 * 1000;

export const TRIAL_STARTING_CREDITS = 10;
export const TRIAL_LENGTH_DAYS = 14;

export const PLANS = ['free', 'starter', 'professional', 'power', 'power_trader'] as const;
export type Plan = (typeof PLANS)[number];

export const PROFILE_STATUSES = ['trial', 'trialing', 'active', 'past_due', 'canceled', 'cancelled', 'expired'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** Display names of plans (spec §4 'Plan names shown'). Unknown values are shown as is. */
export function planDisplayName(plan: string): string {
  const names: Record<string, string> = {
    free: 'Free Trial',
    starter: 'Starter Plan',
    professional: 'Professional Plan',
    power: 'Power Trader Plan',
    power_trader: 'Power Trader Plan',
  };
  return names[plan] ?? plan;
}

export const PLAN_LIMITS: Record<Plan, { monthlyCredits: number; creditCap: number; contactLimit: number | null }> = {
  free: { monthlyCredits: 0, creditCap: 10, contactLimit: 50 },
  starter: { monthlyCredits: 50, creditCap: 200, contactLimit: 50 },
  professional: { monthlyCredits: 200, creditCap: 600, contactLimit: 500 },
  power: { monthlyCredits: 1000, creditCap: 3000, contactLimit: null },
  power_trader: { monthlyCredits: 1000, creditCap: 3000, contactLimit: null },
};

/** The limits of a plan name as stored (profiles.plan); unknown or missing plans count as 'free'. */
export function planLimitsOf(plan: string | null | undefined): (typeof PLAN_LIMITS)[Plan] {
  return Object.hasOwn(PLAN_LIMITS, plan ?? '') ? PLAN_LIMITS[plan as Plan] : PLAN_LIMITS.free;
}

/**
 * Months of plan credits a balance may carry over (spec §9: Professional, 'credit rollover 3 months').
 * Plans not listed keep accumulating up to their cap.
 */
export const CREDIT_ROLLOVER_MONTHS: Partial<Record<Plan, number>> = { professional: 3 };

/** Subscription states whose plan earns its monthly credits (a Stripe trial with a card counts; the signup trial does not). */
export const MONTHLY_CREDIT_STATUSES = ['active', 'trialing'] as const;

export const CONTACT_ROLES = ['Supplier', 'Buyer', 'Trader', 'Broker', 'Agent', 'Consultant', 'Other'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

export const AUDIT_EVENTS = ['import_contacts', 'consume_map', 'consume_ai', 'add_notes'] as const;
export type AuditEventType = (typeof AUDIT_EVENTS)[number];

export const INSIGHT_TYPES = ['synergy', 'opportunity', 'reminder', 'analysis', 'manual_scan'] as const;
export const INSIGHT_PRIORITIES = ['high', 'medium', 'low'] as const;
export const FEEDBACK_TYPES = [
  'rating',
  'dismissal',
  'flag_inaccurate',
  'flag_irrelevant',
  'flag_duplicate',
  'flag_other',
  'not_helpful',
] as const;
export const IMPORT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export const SUBSCRIPTION_AUDIT_EVENTS = ['subscription_expired', 'tier_changed', 'status_changed', 'manual_update'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled'] as const;
export const CREDIT_LEDGER_REASONS = [
  'signup_trial',
  'plan_upgrade',
  'bundle_purchase',
  'admin_adjustment',
  'consume_ai',
  'consume_scan',
  'refund_scan',
  'refund_ai',
  'monthly_grant',
  'consume_mcp',
  'refund_mcp',
] as const;
export type CreditLedgerReason = (typeof CREDIT_LEDGER_REASONS)[number];
/** How the admin console names a ledger row's reason. */
export const CREDIT_LEDGER_REASON_LABELS: Record<CreditLedgerReason, string> = {
  signup_trial: 'Trial credits',
  plan_upgrade: 'Plan credits',
  bundle_purchase: 'Credit pack',
  admin_adjustment: 'Admin adjustment',
  consume_ai: 'Assistant answer',
  consume_scan: 'AI scan',
  refund_scan: 'Scan refund',
  refund_ai: 'Answer refund',
  monthly_grant: 'Monthly credits',
  consume_mcp: 'AI client call',
  refund_mcp: 'AI client call refund',
};

export const OAUTH_PROVIDERS = ['google', 'apple', 'linkedin'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const OAUTH_PROVIDER_LABELS: Record<OAuthProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  linkedin: 'LinkedIn',
};

/** Files (our limits; the spec gives only the 10 MB per file). */
export const ATTACHMENTS_PER_CONTACT_MAX = 50;
export const attachmentsPerContactExceeded = () =>
  `A contact can have at most ${ATTACHMENTS_PER_CONTACT_MAX} attachments. Delete one to add another.`;
/** Stored files per user, by plan: attachments plus uploads not yet saved with a contact. */
export const PLAN_STORAGE_BYTES: Record<Plan, number> = {
  free: 100 * 1024 * 1024,
  starter: 1024 * 1024 * 1024,
  professional: 5 * 1024 * 1024 * 1024,
  power: 20 * 1024 * 1024 * 1024,
  power_trader: 20 * 1024 * 1024 * 1024,
};
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${Number((bytes / 1024 ** 3).toFixed(1))} GB`;
  if (bytes >= 1024 ** 2) return `${Number((bytes / 1024 ** 2).toFixed(1))} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}
export const storageQuotaExceeded = (plan: string, quotaBytes: number) =>
  `Storage limit reached: your ${planDisplayName(plan)} includes ${formatBytes(quotaBytes)} of files. Delete some files or upgrade to add more.`;
/** Uploads per user in a window, across all instances. */
export const UPLOAD_RATE_LIMIT = { max: 30, windowSeconds: 60 } as const;
export const UPLOAD_RATE_LIMITED = 'Too many uploads at once. Please wait a moment and try again.';
/** Uploads made in the Add dialog that no saved contact claimed are deleted after this. */
export const TEMP_UPLOAD_TTL_HOURS = 24;
