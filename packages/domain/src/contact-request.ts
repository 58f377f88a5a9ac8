/**
 * The public contact form (spec §2 'Contact page', §5 'Contact form (public)', §8 'Public contact form
 * and checkout'): what it sends to POST /functions/v1/send-contact-email, its texts and its rate limits.
 * The server and the form check the same schema.
 */
// A namespace import: the contact page's small script (esbuild) then keeps only the parts of zod it uses.
import * as z from 'zod';
import { EMAIL_PATTERN } from './auth.ts';
import { MESSAGES } from './messages.ts';

export const CONTACT_REQUEST_LIMITS = { name: 200, company: 200, email: 320, phone: 60 } as const;

export const CONTACT_NAME_REQUIRED_MESSAGE = 'Full name is required';
export const CONTACT_COMPANY_REQUIRED_MESSAGE = 'Company is required';
export const CONTACT_EMAIL_REQUIRED_MESSAGE = 'E-mail is required';

/** A required text: missing, not a string or blank all say `required`; later checks only run on text. */
const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max);

export const contactRequestSchema = z.object({
  name: requiredText(CONTACT_REQUEST_LIMITS.name, CONTACT_NAME_REQUIRED_MESSAGE),
  company: requiredText(CONTACT_REQUEST_LIMITS.company, CONTACT_COMPANY_REQUIRED_MESSAGE),
  email: requiredText(CONTACT_REQUEST_LIMITS.email, CONTACT_EMAIL_REQUIRED_MESSAGE).regex(EMAIL_PATTERN, MESSAGES.auth.invalidEmail),
  phone: z
    .string()
    .trim()
    .max(CONTACT_REQUEST_LIMITS.phone)
    .nullish()
    .transform((v) => (v ? v : null)),
});
/** What the form fills in (phone may be left out or blank). */
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
/** What the server works with (trimmed; a blank phone is null). */
export type ContactRequest = z.output<typeof contactRequestSchema>;

export const contactRequestResponseSchema = z.object({ ok: z.literal(true) });

/** Toasts (spec §8). */
export const CONTACT_SENT = "Message sent successfully! We'll get back to you within 24 hours.";
export const contactSendFailed = (email: string) => `Error sending message - Please try again or contact us directly at ${email}`;
export const CONTACT_RATE_LIMITED = 'Too many messages from this address. Please try again later.';

/** The submit button (spec §2). */
export const CONTACT_SUBMIT_LABEL = 'Schedule Meeting';
export const CONTACT_SUBMIT_BUSY_LABEL = 'Sending...';

/** Messages accepted per e-mail address and per client address, each in a fixed window (server-side, shared by instances). */
export const CONTACT_RATE_LIMIT = {
  perEmail: { max: 3, windowSeconds: 3600 },
  perIp: { max: 10, windowSeconds: 3600 },
} as const;
