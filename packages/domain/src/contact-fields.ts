/**
 * The contact fields' limits and the schemas the API and the contact form share. Apart from contacts.ts so
 * that a bundle reading only that module's constants (the web app's first view, decision 037) has no
 * schema of a form to build; contacts.ts re-exports all of it.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from './auth.ts';
import { MESSAGES } from './messages.ts';

/** Longest text per contact field; the API and the form both check them (one place). */
export const CONTACT_TEXT_LIMITS = {
  full_name: 200,
  client_name: 200,
  company: 200,
  title: 200,
  role: 100,
  client_email: 320,
  phone: 60,
  location: 300,
  commodities: 2000,
  source_of_introduction: 500,
  notes: 20000,
  linkedin_url: 300,
} as const;
export const CONTACT_NAME_REQUIRED = 'Full Name is required';
export const CONTACT_COMMODITIES_TOO_LONG = 'Too many commodities';

/** The required name, as both the API and the form check it. */
export const contactFullNameSchema = z.string().trim().min(1, CONTACT_NAME_REQUIRED).max(CONTACT_TEXT_LIMITS.full_name);
/** An optional e-mail: blank, or a valid address (the one e-mail rule and message). */
export const contactEmailSchema = z
  .string()
  .trim()
  .max(CONTACT_TEXT_LIMITS.client_email)
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), MESSAGES.auth.invalidEmail);

export const LINKEDIN_URL_INVALID = 'Enter a LinkedIn profile address, like https://www.linkedin.com/in/name';

/**
 * A LinkedIn profile address as we keep it: https, the host in lower case (linkedin.com becomes
 * www.linkedin.com; country hosts such as uk.linkedin.com stay), the path as written without a
 * trailing slash, no query or fragment. 'linkedin.com/in/ana/' -> 'https://www.linkedin.com/in/ana'.
 * Null for anything that is not a page on linkedin.com.
 */
export function normaliseLinkedinUrl(text: string): string | null {
  const raw = text.trim();
  if (!raw || /\s/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'linkedin.com' && !host.endsWith('.linkedin.com')) return null;
  const path = url.pathname.replace(/\/+$/, '');
  if (!path) return null;
  return `https://${host === 'linkedin.com' ? 'www.linkedin.com' : host}${path}`;
}

/** An optional LinkedIn profile address: blank, or a page on linkedin.com (normalised when read). */
export const contactLinkedinUrlSchema = z
  .string()
  .trim()
  .max(CONTACT_TEXT_LIMITS.linkedin_url)
  .refine((v) => v === '' || normaliseLinkedinUrl(v) !== null, LINKEDIN_URL_INVALID);
