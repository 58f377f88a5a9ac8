/** Pure contact logic of the form and the cards: no React, no I/O (kept apart from the JSX). */
import { CONTACT_ROLES, type Contact, type ContactInput, splitCommodities } from '@tradeloom/domain';
import type { ContactFormValues } from './contact-form-schema';

export const OTHER_ROLE = 'Other';
const LISTED_ROLES: readonly string[] = CONTACT_ROLES.filter((r) => r !== OTHER_ROLE);

/** The form's values (the schema is in ./contact-form-schema.ts, loaded with the form's dialog). */
export type { ContactFormValues };

export const emptyContactForm: ContactFormValues = {
  full_name: '',
  client_name: '',
  company: '',
  title: '',
  role: '',
  custom_role: '',
  client_email: '',
  phone: '',
  linkedin_url: '',
  location: '',
  city_id: null,
  latitude: null,
  longitude: null,
  commodities: [],
  source_of_introduction: '',
  notes: '',
  last_contacted_at: '',
};

/** A stored role outside the list shows as Other with the text as its custom role (spec §2). */
export function roleFields(role: string | null): Pick<ContactFormValues, 'role' | 'custom_role'> {
  if (!role) return { role: '', custom_role: '' };
  if (LISTED_ROLES.includes(role)) return { role, custom_role: '' };
  return { role: OTHER_ROLE, custom_role: role === OTHER_ROLE ? '' : role };
}

/** Other with a custom text saves the text as the role; Other alone saves 'Other'. */
export function roleToSave(values: Pick<ContactFormValues, 'role' | 'custom_role'>): string | null {
  if (!values.role) return null;
  if (values.role === OTHER_ROLE) return values.custom_role.trim() || OTHER_ROLE;
  return values.role;
}

export function contactToForm(contact: Contact): ContactFormValues {
  return {
    full_name: contact.full_name,
    client_name: contact.client_name ?? '',
    company: contact.company ?? '',
    title: contact.title ?? '',
    ...roleFields(contact.role),
    client_email: contact.client_email ?? '',
    phone: contact.phone ?? '',
    linkedin_url: contact.linkedin_url ?? '',
    location: contact.location ?? '',
    city_id: contact.city_id,
    latitude: contact.latitude,
    longitude: contact.longitude,
    commodities: splitCommodities(contact.commodities),
    source_of_introduction: contact.source_of_introduction ?? '',
    notes: contact.notes ?? '',
    last_contacted_at: contact.last_contacted_at ?? '',
  };
}

/**
 * What create and update send; blank texts become null on the server. The location part says what
 * the user did: a picked city sends its place, typed text is sent alone (the server clears the old
 * coordinates and geocodes it once), and an edit that left the location as it was sends nothing,
 * so coordinates the geocoder found meanwhile stay.
 */
export function formToInput(values: ContactFormValues, before?: Contact): Omit<ContactInput, 'attachments'> {
  const location = values.location.trim();
  const picked = values.city_id !== null || (values.latitude !== null && values.longitude !== null);
  const unchanged =
    before !== undefined && location === (before.location ?? '').trim() && (values.city_id ?? null) === (before.city_id ?? null);
  const place = unchanged
    ? {}
    : !location
      ? { location: '', city_id: null, latitude: null, longitude: null }
      : picked
        ? { location, city_id: values.city_id, latitude: values.latitude, longitude: values.longitude }
        : { location };
  return {
    full_name: values.full_name.trim(),
    client_name: values.client_name,
    company: values.company,
    title: values.title,
    role: roleToSave(values),
    client_email: values.client_email.trim(),
    phone: values.phone,
    linkedin_url: values.linkedin_url.trim(),
    ...place,
    commodities: values.commodities.join(', '),
    source_of_introduction: values.source_of_introduction,
    notes: values.notes,
    last_contacted_at: values.last_contacted_at || null,
  };
}

/** Adds a commodity unless it is blank or already there in any letter case (spec §5). */
export function addCommodity(list: readonly string[], name: string): string[] {
  const value = name.trim().replace(/\s+/g, ' ');
  if (!value || value.includes(',')) return [...list];
  if (list.some((c) => c.toLowerCase() === value.toLowerCase())) return [...list];
  return [...list, value];
}

/** The card's name: full name, else client name (spec §2). */
export const contactDisplayName = (contact: Pick<Contact, 'full_name' | 'client_name'>) =>
  contact.full_name.trim() || contact.client_name?.trim() || 'Unnamed contact';

/** Initials for the card's avatar: first letters of the first two words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

/**
 * The role and title as one line ('Trader · Head of Grains'), the title left out when it only repeats
 * the role ('Trader' and 'Trader'), whatever its letter case or spaces.
 */
export function roleAndTitle(contact: Pick<Contact, 'role' | 'title'>): string {
  const role = contact.role?.trim() ?? '';
  const title = contact.title?.trim() ?? '';
  if (role && title && role.toLowerCase() === title.toLowerCase()) return role;
  return [role, title].filter(Boolean).join(' · ');
}

/** Up to `max` commodity badges and how many are left for the '+N' badge. */
export function commodityBadges(commodities: string | null, max = 2): { shown: string[]; more: number } {
  const list = splitCommodities(commodities);
  return { shown: list.slice(0, max), more: Math.max(0, list.length - max) };
}
