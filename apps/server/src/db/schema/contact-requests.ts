import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Messages from the public contact form (POST /functions/v1/send-contact-email), kept whether or not the mail went out. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The client address (TRUSTED_PROXIES decides whose); null without one. */
    ip: text('ip'),
    /** 'sent' or 'failed': whether the mail provider accepted the message to SUPPORT_EMAIL; null while it is being sent. */
    mailStatus: text('mail_status').$type<'sent' | 'failed'>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_requests_created_idx').on(t.createdAt.desc()),
    check('contact_requests_mail_status_check', sql`${t.mailStatus} in ('sent', 'failed')`),
  ],
);
