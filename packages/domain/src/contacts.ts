import { z } from 'zod';
import { ATTACHMENTS_PER_CONTACT_MAX, attachmentsPerContactExceeded } from './constants.ts';
import {
  CONTACT_TEXT_LIMITS,
  contactEmailSchema,
  contactFullNameSchema,
  contactLinkedinUrlSchema,
  normaliseLinkedinUrl,
} from './contact-fields.ts';
import { INTERACTION_KINDS, type InteractionKind } from './interaction-kinds.ts';
import { keepInTouchDaysSchema } from './relationship.ts';

/** Attachments (spec §5 'Contacts' and §9 'Files'). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
};
export const attachmentTooLarge = (name: string) => `File "${name}" is too large. Maximum size is 10MB.`;
export const attachmentTypeNotSupported = (type: string, name: string) => `File type "${type}" is not supported for "${name}".`;

export const LOCATION_SUGGESTION_LIMIT = 50;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const GEOCODE_DELAY_MS = 3000;
/** Values listed per facet in the Filters dropdown, most frequent first. */
export const CONTACT_FACET_LIMIT = 500;
export const CONTACT_PAGE_SIZE_DEFAULT = 60;
export const CONTACT_PAGE_SIZE_MAX = 500;
/**
 * Longest list cursor: it carries the last row's sort key (a lower-cased name or company of up to 200
 * characters, several bytes each once encoded), so a real cursor for any stored name fits well inside.
 */
export const CONTACT_CURSOR_MAX_LENGTH = 4096;

export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
  uploadedAt: z.string(),
  displayName: z.string().optional(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/**
 * A temporary upload (POST /api/attachments/temp) named in a create or update body: the record the
 * upload answered, or just its id. The server keeps its own copy of name, size and type.
 */
export const attachmentRefSchema = z
  .union([z.string().max(500), z.object({ id: z.string().max(500), displayName: z.string().max(300).optional() })])
  .transform((v) =>
    typeof v === 'string' ? { id: v } : { id: v.id, ...(v.displayName?.trim() ? { displayName: v.displayName.trim() } : {}) },
  );

/** PATCH /api/contacts/:id/attachments: rename; an empty name falls back to the original (spec §4 'Attachment row'). */
export const attachmentRenameSchema = z.object({ id: z.string().min(1).max(500), displayName: z.string().trim().max(300) });
export const attachmentListResponseSchema = z.object({ attachments: z.array(attachmentSchema) });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

// The contact fields' limits and schemas live in ./contact-fields.ts: the web app's first view reads this module's
// constants without building the form's schemas (decision 037).
export {
  CONTACT_COMMODITIES_TOO_LONG,
  CONTACT_NAME_REQUIRED,
  CONTACT_TEXT_LIMITS,
  contactEmailSchema,
  contactFullNameSchema,
  contactLinkedinUrlSchema,
  LINKEDIN_URL_INVALID,
  normaliseLinkedinUrl,
} from './contact-fields.ts';

/** What the contact form sends (create and update share it). */
/** A calendar date, today at the latest (a day of slack for time zones ahead of the server's). */
const pastDate = z.iso.date().refine((d) => Date.parse(d) <= Date.now() + 86_400_000, 'The date cannot be in the future');

export const contactInputSchema = z.object({
  full_name: contactFullNameSchema,
  client_name: optionalText(CONTACT_TEXT_LIMITS.client_name),
  company: optionalText(CONTACT_TEXT_LIMITS.company),
  title: optionalText(CONTACT_TEXT_LIMITS.title),
  role: optionalText(CONTACT_TEXT_LIMITS.role),
  client_email: contactEmailSchema.nullish().transform((v) => (v ? v : null)),
  phone: optionalText(CONTACT_TEXT_LIMITS.phone),
  location: optionalText(CONTACT_TEXT_LIMITS.location),
  city_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  latitude: z
    .number()
    .min(-90)
    .max(90)
    .nullish()
    .transform((v) => v ?? null),
  longitude: z
    .number()
    .min(-180)
    .max(180)
    .nullish()
    .transform((v) => v ?? null),
  commodities: optionalText(CONTACT_TEXT_LIMITS.commodities),
  source_of_introduction: optionalText(CONTACT_TEXT_LIMITS.source_of_introduction),
  notes: optionalText(CONTACT_TEXT_LIMITS.notes),
  /** When the user was last in touch (a date, not in the future); logging an interaction moves it. */
  last_contacted_at: pastDate.nullish().transform((v) => v ?? null),
  /** The contact's LinkedIn profile, stored normalised (normaliseLinkedinUrl). */
  linkedin_url: contactLinkedinUrlSchema.nullish().transform((v) => (v ? normaliseLinkedinUrl(v) : null)),
  /** The keep-in-touch cadence the user set, in days (KEEP_IN_TOUCH_CADENCES); null: the default by strength and role. */
  keep_in_touch_days: keepInTouchDaysSchema.optional().transform((v) => v ?? null),
  /** Temporary uploads made in the add dialog, attached to the contact when it is saved. */
  attachments: z.array(attachmentRefSchema).max(ATTACHMENTS_PER_CONTACT_MAX, attachmentsPerContactExceeded()).optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** PATCH /api/contacts/:id: the same fields, each optional; a field left out keeps its value. */
export const contactUpdateSchema = contactInputSchema.partial();
export type ContactUpdate = z.input<typeof contactUpdateSchema>;

export const contactCountSchema = z.object({ count: z.number().int() });

/** POST /api/geocode/auto (spec auto-geocode-new-location). */
export const geocodeAutoResponseSchema = z.object({ success: z.literal(true), queued: z.number().int() });

export const contactSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  full_name: z.string(),
  client_name: z.string().nullable(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  role: z.string().nullable(),
  client_email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  city_id: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** English name of the country of the city the contact is placed in; null while it has no city. */
  country: z.string().nullable(),
  commodities: z.string().nullable(),
  source_of_introduction: z.string().nullable(),
  notes: z.string().nullable(),
  /** ISO date (YYYY-MM-DD) or null. */
  last_contacted_at: z.string().nullable(),
  /** https://www.linkedin.com/in/... or null. */
  linkedin_url: z.string().nullable(),
  /** Relationship strength 0-100 computed by the server from the interactions (decision 041); null: not computed yet. */
  strength: z.number().int().nullable(),
  /** What the strength rests on, one line: '12 e-mails both ways in 90 days, last meeting 3 weeks ago'. */
  strength_note: z.string().nullable(),
  /** The cadence the user set (14, 30, 91 or 182 days); null: none set. */
  keep_in_touch_days: keepInTouchDaysSchema,
  /** The cadence in force: the one set, else the default by strength and role; null when none applies. */
  cadence_days: z.number().int().nullable(),
  /** YYYY-MM-DD the next touch is due (last contact, or the day the contact was added, plus the cadence); null without a cadence. */
  cadence_due_on: z.string().nullable(),
  /** The due day is before today. */
  cadence_overdue: z.boolean(),
  attachments: z.array(attachmentSchema),
  created_at: z.string(),
  updated_at: z.string(),
  /** True for the shared demo account's contacts: read-only for a normal user. */
  is_demo: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;

/** What the server computes on a contact and no client writes: strength (stored) and the cadence in force (derived). */
export const CONTACT_COMPUTED_FIELDS = ['strength', 'strength_note', 'cadence_days', 'cadence_due_on', 'cadence_overdue'] as const;
export type ContactComputed = Pick<Contact, (typeof CONTACT_COMPUTED_FIELDS)[number]>;

/**
 * A contact's own fields: what the form, the import and a merge write (the API's Contact without its
 * ids, country, files, times, demo flag and computed fields). The server's contacts store maps each to its column.
 */
export type ContactFields = Omit<
  Contact,
  'id' | 'user_id' | 'country' | 'attachments' | 'created_at' | 'updated_at' | 'is_demo' | (typeof CONTACT_COMPUTED_FIELDS)[number]
>;

/** Entries per filter and characters per entry: a filter is picked from the facets, never a dump. */
export const CONTACT_FILTER_MAX_VALUES = 50;
export const CONTACT_FILTER_VALUE_MAX_LENGTH = 200;

const csvList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    v === undefined
      ? []
      : (Array.isArray(v) ? v : [v])
          .flatMap((s) => s.split('|'))
          .map((s) => s.trim())
          .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().max(CONTACT_FILTER_VALUE_MAX_LENGTH, `A filter value can be at most ${CONTACT_FILTER_VALUE_MAX_LENGTH} characters`))
      .max(CONTACT_FILTER_MAX_VALUES, `At most ${CONTACT_FILTER_MAX_VALUES} values per filter`),
  );

/** List orders: newest change first (the default), by name, by company (blanks last), strongest relationship first (none last). */
export const CONTACT_SORTS = ['newest', 'name', 'company', 'strength'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];
export const CONTACT_SORT_LABELS: Record<ContactSort, string> = {
  newest: 'Newest',
  name: 'Name',
  company: 'Company',
  strength: 'Strength',
};

/** 'true'/'false' in a query string, a boolean in a JSON body. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

/** GET /api/contacts query: search, filters (each must match), order, cursor pagination. */
export const contactListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  commodity: csvList,
  location: csvList,
  role: csvList,
  /** Only contacts with a relationship strength of at least this (0-100). */
  min_strength: z.coerce.number().int().min(0).max(100).optional(),
  /** Only contacts whose keep-in-touch cadence is overdue. */
  overdue: flag,
  sort: z.enum(CONTACT_SORTS).default('newest'),
  cursor: z.string().max(CONTACT_CURSOR_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(CONTACT_PAGE_SIZE_MAX).default(CONTACT_PAGE_SIZE_DEFAULT),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

/** The list's search and filters, as a bulk action names the contacts it applies to. */
export const contactListFilterSchema = contactListQuerySchema.pick({
  q: true,
  commodity: true,
  location: true,
  role: true,
  min_strength: true,
  overdue: true,
});
export type ContactListFilter = z.input<typeof contactListFilterSchema>;

export const CONTACT_BULK_MAX_IDS = 5000;
/** POST /api/contacts/cadence: sets (or clears, null) the cadence of the listed contacts, or of all the filter matches. */
export const contactCadenceBulkSchema = z
  .object({
    ids: z.array(z.string().max(100)).max(CONTACT_BULK_MAX_IDS).optional(),
    filter: contactListFilterSchema.optional(),
    keep_in_touch_days: keepInTouchDaysSchema,
  })
  .refine((b) => b.ids !== undefined || b.filter !== undefined, { message: 'Name the contacts: ids or a filter', path: ['ids'] });
export type ContactCadenceBulk = z.input<typeof contactCadenceBulkSchema>;
export const contactCadenceBulkResponseSchema = z.object({ updated: z.number().int() });

export const contactListResponseSchema = z.object({
  items: z.array(contactSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  /** 'fuzzy' when nothing matched the search as typed and these are the closest matches instead. */
  matchedBy: z.enum(['exact', 'fuzzy']),
});
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** Counts over all contacts the user sees (own, plus the demo account's in demo mode), most frequent first. */
export const contactFacetsSchema = z.object({
  commodities: z.array(z.object({ value: z.string(), count: z.number().int() })),
  locations: z.array(z.object({ value: z.string(), count: z.number().int() })),
  roles: z.array(z.object({ value: z.string(), count: z.number().int() })),
  total: z.number().int(),
});
export type ContactFacets = z.infer<typeof contactFacetsSchema>;

export const locationResultSchema = z.object({
  id: z.number().int(),
  city: z.string(),
  country: z.string(),
  display_name: z.string(),
  lat: z.number(),
  lng: z.number(),
  location_name: z.string(),
});
export type LocationResult = z.infer<typeof locationResultSchema>;

/** Location and commodity searches: at least 2 trimmed characters, at most 50 results (spec §5 'Search'). */
export const locationSearchQuerySchema = z.object({
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LOCATION_SUGGESTION_LIMIT).default(LOCATION_SUGGESTION_LIMIT),
});
export const commoditySearchQuerySchema = z.object({ q: z.string().max(200).optional() });

export const commoditySchema = z.object({ id: z.number().int(), name: z.string(), symbol: z.string(), active: z.boolean() });
export type Commodity = z.infer<typeof commoditySchema>;

export const DEMO_CONTACT_READ_ONLY = 'Demo contacts are read-only. Add your own contacts to edit them.';

/** Relationship history (issue: a contact's timeline of touch points). */
export { INTERACTION_KINDS, type InteractionKind };
export const INTERACTION_KIND_LABELS: Record<InteractionKind, string> = {
  call: 'Call',
  meeting: 'Meeting',
  email: 'E-mail',
  message: 'Message',
  note: 'Note',
};
export const INTERACTION_TEXT_MAX = 2000;

export const interactionInputSchema = z.object({
  kind: z.enum(INTERACTION_KINDS),
  date: pastDate,
  text: z.string().trim().max(INTERACTION_TEXT_MAX).default(''),
});
export type InteractionInput = z.input<typeof interactionInputSchema>;

export const interactionSchema = z.object({
  id: z.string(),
  contact_id: z.string(),
  kind: z.enum(INTERACTION_KINDS),
  date: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type Interaction = z.infer<typeof interactionSchema>;
