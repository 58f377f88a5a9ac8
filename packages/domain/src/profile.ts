import { z } from 'zod';
import { emailSchema } from './form-schemas.ts';
import { MESSAGES } from './messages.ts';

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  phone: z.string().nullable(),
  plan: z.string(),
  subscription_tier: z.string(),
  status: z.string(),
  credits_remaining: z.number().int(),
  monthly_used: z.number().int(),
  monthly_quota: z.number().int(),
  trial_end_date: z.string().nullable(),
  created_at: z.string(),
  last_activity_at: z.string().nullable(),
  demo_mode_enabled: z.boolean(),
  auto_scan_enabled: z.boolean(),
  auto_scan_frequency: z.enum(['daily', 'weekly', 'monthly']),
  email_notifications: z.boolean(),
  follow_up_reminders: z.boolean(),
  weekly_summary: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Spec §3: the mobile profile call returns these fields only. */
export const mobileProfileSchema = profileSchema.pick({
  credits_remaining: true,
  plan: true,
  status: true,
  demo_mode_enabled: true,
  email: true,
  full_name: true,
});
export type MobileProfile = z.infer<typeof mobileProfileSchema>;

/** A person's full name wherever it is stored (profile, auth user): the same bounds on every path in. */
export const fullNameSchema = z.string().trim().min(1, MESSAGES.auth.fullNameRequired).max(200, 'The name can be at most 200 characters.');
/** A phone number wherever it is stored (profile, auth user). */
export const phoneSchema = z.string('The phone number must be text.').trim().max(40, 'The phone number can be at most 40 characters.');

/** PATCH /api/profile: what Edit Personal Details saves (profiles full_name, email, phone; the sign-in e-mail). */
export const profileUpdateSchema = z
  .object({
    full_name: fullNameSchema.optional(),
    email: emailSchema.optional(),
    phone: phoneSchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * Better Auth's own bodies that write the user (POST /api/auth/sign-up/email, POST /api/auth/update-user),
 * held to the profile's bounds: the auth user's name is the profile's full name, its phone the same phone.
 * Other keys are Better Auth's to check.
 */
export const authUserUpdateSchema = z.looseObject({
  name: fullNameSchema.optional(),
  phone: phoneSchema.nullable().optional(),
  image: z.string().max(2048).nullable().optional(),
  termsAccepted: z.boolean().optional(),
});
export const authSignUpFieldsSchema = authUserUpdateSchema.extend({ name: fullNameSchema });

/** PATCH /api/profile's answer: the profile, and the address a confirmation link was sent to when the e-mail changes. */
export const profileUpdateResultSchema = profileSchema.extend({
  /** Set when a new sign-in e-mail was asked for: it takes effect once the link sent there is followed. */
  email_confirmation_sent_to: z.string().nullable(),
});
export type ProfileUpdateResult = z.infer<typeof profileUpdateResultSchema>;

export const PASSWORD_REQUIRED = 'Please enter your password.';
export const PROFILE_MESSAGES = {
  passwordRequired: PASSWORD_REQUIRED,
  verificationFailed: 'Password verification failed. Please try again.',
  verifyFailed: 'Failed to verify password. Please try again.',
  updateFailed: 'Failed to update profile. Please try again.',
  updated: 'Profile updated successfully!',
  reverifyRequired: 'Please confirm your password again to change your details.',
  emailTaken: 'Another account already uses this e-mail address.',
  emailConfirmationSent: (email: string) => `We sent a confirmation link to ${email}. Your sign-in e-mail changes once you follow it.`,
  emailChanged: 'Your sign-in e-mail address has been changed.',
  passwordRemoved:
    'Your e-mail address is confirmed. For your safety, the password set before it was confirmed has been removed. Set a new one under Security.',
  emailChangeInvalid: 'This e-mail confirmation link is not valid or has expired. Please ask for a new one in Settings.',
  loadFailed: 'Failed to load profile',
  orgLoadFailed: 'Failed to load organization data',
  orgNotFound: 'Organization not found',
} as const;

/** Minutes a password re-verification allows changes to personal details. */
export const PASSWORD_REVERIFY_MINUTES = 10;
export const verifyPasswordSchema = z.object({ password: z.string().min(1, PASSWORD_REQUIRED).max(200) });

export const notificationPreferencesSchema = z
  .object({
    email_notifications: z.boolean().optional(),
    follow_up_reminders: z.boolean().optional(),
    weekly_summary: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * Demo mode (spec §1, §4): the sample network shows until the user upgrades. A purchase turns it off;
 * from then on the user may show it again or hide it. During the sign-up trial it cannot be hidden.
 */
export const demoModeSchema = z.object({ enabled: z.boolean() });
export type DemoModeChoice = z.infer<typeof demoModeSchema>;

/** Profile statuses of an account that has not bought a plan yet (the sign-up trial, or its end). */
export const PRE_PURCHASE_STATUSES = ['trial', 'trialing', 'expired'] as const;

/** Whether the user may hide the sample network: only once they have bought a plan (spec §1). */
export function canHideDemoNetwork(status: string): boolean {
  return !(PRE_PURCHASE_STATUSES as readonly string[]).includes(status);
}

export const DEMO_MODE_MESSAGES = {
  locked: 'The sample network stays on during your trial. Upgrade to hide it.',
  shown: 'The sample network is shown beside your contacts.',
  hidden: 'The sample network is hidden. Only your own contacts are shown.',
  failed: 'Failed to change the sample network setting. Please try again.',
} as const;

/** Spec §3 'Organisation' (get_my_org). */
export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  subscription_status: z.string(),
  current_plan: z.string(),
  renewal_anchor: z.string().nullable(),
  has_billing_customer: z.boolean(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** Spec §3 'Trial usage' (get_trial_usage). */
export const trialUsageSchema = z.object({
  map_loads_used: z.number().int(),
  trial_map_limit: z.number().int(),
  ai_insights_used: z.number().int(),
  trial_ai_limit: z.number().int(),
  quota_exceeded: z.boolean(),
});
export type TrialUsage = z.infer<typeof trialUsageSchema>;

export const appConfigSchema = z.object({
  authProviders: z.object({ google: z.boolean(), apple: z.boolean(), linkedin: z.boolean() }),
  captcha: z.object({
    provider: z.enum(['turnstile', 'hcaptcha']).nullable(),
    siteKey: z.string().nullable(),
  }),
  /** Where visitors can write to directly (SUPPORT_EMAIL), e.g. when the contact form fails. */
  supportEmail: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
