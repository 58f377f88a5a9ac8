import { z } from 'zod';

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
});
export type Profile = z.infer<typeof profileSchema>;

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
