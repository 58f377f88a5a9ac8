/**
 * Finds the user's contacts behind an e-mail address, a phone number or a display name (issue 27):
 * the matching step of mailbox capture and of conversation imports. Built once per run from the
 * user's own contacts (id, name, e-mail, phone), so matching a 100,000-message export costs map
 * lookups, not queries.
 *
 * - E-mail: case-insensitive, the contact's field may hold several addresses.
 * - Phone: normalised to E.164 with libphonenumber-js (a number without a country code is read in
 *   the user's default country when one is given); as a fallback, the last nine digits, which is how
 *   the same mobile number written nationally and internationally still meets.
 * - Name: the full name without accents, case or punctuation, and only when exactly one contact has it
 *   (two "John Smith"s match neither).
 */
import { and, eq } from 'drizzle-orm';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';

export interface MatchableContact {
  id: string;
  fullName: string;
  email: string | null;
  phone: string | null;
}

const EMAIL = /[^\s<>,;:"']+@[^\s<>,;:"']+\.[^\s<>,;:"']+/g;

/** The addresses in a free-text field ('a@x.com; b@y.com', 'Ann <ann@x.com>'), lower-cased. */
export function emailsIn(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...new Set((text.match(EMAIL) ?? []).map((e) => e.toLowerCase().replace(/[.)>\]]+$/, '')))];
}

/** A name reduced for comparison: no accents, case, punctuation or repeated spaces. */
export function nameKey(name: string | null | undefined): string {
  if (!name) return '';
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The keys a phone number is known by: its E.164 form when it parses, and its last nine digits. */
export function phoneKeys(raw: string | null | undefined, defaultCountry?: CountryCode): string[] {
  if (!raw) return [];
  const keys: string[] = [];
  const cleaned = raw.replace(/^00/, '+').trim();
  const parsed = parsePhoneNumberFromString(cleaned, defaultCountry);
  if (parsed?.isPossible()) keys.push(parsed.number);
  const digits = cleaned.replace(/\D/g, '');
  if (digits.length >= 9) keys.push(`~${digits.slice(-9)}`);
  return keys;
}

export class ContactMatcher {
  private readonly emails = new Map<string, string[]>();
  private readonly phones = new Map<string, string[]>();
  private readonly names = new Map<string, string[]>();

  constructor(
    list: MatchableContact[],
    private readonly defaultCountry?: CountryCode,
  ) {
    const add = (map: Map<string, string[]>, key: string, id: string) => {
      const ids = map.get(key);
      if (!ids) map.set(key, [id]);
      else if (!ids.includes(id)) ids.push(id);
    };
    for (const c of list) {
      for (const e of emailsIn(c.email)) add(this.emails, e, c.id);
      for (const part of (c.phone ?? '').split(/[,;/]|\bor\b/)) for (const k of phoneKeys(part, defaultCountry)) add(this.phones, k, c.id);
      const n = nameKey(c.fullName);
      if (n) add(this.names, n, c.id);
    }
  }

  /** The user's contacts, for matching. */
  static async load(db: Db, userId: string, defaultCountry?: CountryCode): Promise<ContactMatcher> {
    const rows = await db
      .select({ id: contacts.id, fullName: contacts.fullName, email: contacts.clientEmail, phone: contacts.phone })
      .from(contacts)
      .where(and(eq(contacts.userId, userId)));
    return new ContactMatcher(rows, defaultCountry);
  }

  /** Every contact with this address (usually one). */
  byEmail(address: string): string[] {
    const [e] = emailsIn(address);
    return e ? (this.emails.get(e) ?? []) : [];
  }

  /** Every contact with this number: the E.164 form first, else the last nine digits. */
  byPhone(raw: string): string[] {
    const keys = phoneKeys(raw, this.defaultCountry);
    for (const k of keys) {
      const ids = this.phones.get(k);
      if (ids?.length) return ids;
    }
    return [];
  }

  /** The one contact with exactly this name, or none when nobody or several have it. */
  byName(name: string): string[] {
    const ids = this.names.get(nameKey(name));
    return ids && ids.length === 1 ? ids : [];
  }
}
