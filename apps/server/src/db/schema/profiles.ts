import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The product's view of a user; shares the auth user's id. Credits live in user_credits. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name'),
    phone: text('phone'),
    plan: text('plan').notNull().default('professional'),
    subscriptionTier: text('subscription_tier').notNull().default('professional'),
    status: text('status').notNull().default('trial'),
    trialEndDate: ts('trial_end_date'),
    demoModeEnabled: boolean('demo_mode_enabled').notNull().default(true),
    termsAcceptedAt: ts('terms_accepted_at'),
    autoScanEnabled: boolean('auto_scan_enabled').notNull().default(false),
    autoScanFrequency: text('auto_scan_frequency').notNull().default('weekly'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    followUpReminders: boolean('follow_up_reminders').notNull().default(true),
    weeklySummary: boolean('weekly_summary').notNull().default(true),
    lastActivityAt: ts('last_activity_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('profiles_email_idx').on(t.email), index('profiles_created_at_idx').on(t.createdAt)],
);

/** Administrators are added outside the app (npm run admin:add). */
export const appAdmins = pgTable('app_admins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});
