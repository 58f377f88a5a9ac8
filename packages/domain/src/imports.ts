/**
 * Contact import and export (spec §1 'contact import', §3 'Contact import'): the columns a file
 * can fill, how headers of the usual exports map to them, and the API's shapes. The server parses
 * files; the wizard shows what the server found and sends the mapping back.
 */
import { z } from 'zod';
import { IMPORT_STATUSES } from './constants.ts';
import { contactListQuerySchema } from './contacts.ts';
import { formatCount } from './counts.ts';

export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
/** Rows shown in the wizard's preview. */
export const IMPORT_PREVIEW_ROWS = 5;
/** Rows written per transaction: a failure leaves whole batches, and the record says which. */
export const IMPORT_BATCH_ROWS = 2000;
/** Row errors and duplicates listed in a record or review (all are counted). */
export const IMPORT_LISTED_ERRORS = 200;
export const IMPORT_LISTED_DUPLICATES = 200;
export const IMPORT_POLL_MS = 700;

export const IMPORT_FORMATS = ['csv', 'xlsx', 'vcf', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_ACCEPT = '.csv,.txt,.xlsx,.vcf,.vcard,.json';
export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel workbook',
  vcf: 'vCard',
  json: 'Tradeloom JSON',
};
/** What the first rows say about where a file came from (shown in the wizard). */
export const IMPORT_SOURCES = ['linkedin', 'google', 'outlook', 'tradeloom', 'vcard', 'spreadsheet'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_SOURCE_LABELS: Record<ImportSource, string> = {
  linkedin: 'LinkedIn connections',
  google: 'Google Contacts',
  outlook: 'Outlook contacts',
  tradeloom: 'Tradeloom export',
  vcard: 'vCard contacts',
  spreadsheet: 'Spreadsheet',
};

/**
 * Where a column can go. Name parts are joined into the full name and address parts into the
 * location when the file has no such column; 'note_line' adds "Header: value" to the notes.
 */
export const IMPORT_TARGETS = [
  'full_name',
  'first_name',
  'middle_name',
  'last_name',
  'client_name',
  'company',
  'title',
  'role',
  'client_email',
  'phone',
  'location',
  'city',
  'region',
  'country',
  'latitude',
  'longitude',
  'commodities',
  'source_of_introduction',
  'notes',
  'last_contacted_at',
  'linkedin_url',
  'note_line',
  'ignore',
] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];
export const IMPORT_TARGET_LABELS: Record<ImportTarget, string> = {
  full_name: 'Full name',
  first_name: 'First name',
  middle_name: 'Middle name',
  last_name: 'Last name',
  client_name: 'Client name',
  company: 'Company',
  title: 'Title',
  role: 'Role',
  client_email: 'E-mail',
  phone: 'Phone',
  location: 'Location',
  city: 'City',
  region: 'State / region',
  country: 'Country',
  latitude: 'Latitude',
  longitude: 'Longitude',
  commodities: 'Commodities',
  source_of_introduction: 'Source of introduction',
  notes: 'Notes',
  last_contacted_at: 'Last contacted',
  linkedin_url: 'LinkedIn',
  note_line: 'Add to notes',
  ignore: "Don't import",
};

/** Header words of CSV, Excel, LinkedIn, Google, Outlook and our own exports, by target (compared without case, spaces or punctuation). */
const HEADER_ALIASES: Record<Exclude<ImportTarget, 'ignore'>, string[]> = {
  full_name: ['fullname', 'name', 'contactname', 'displayname', 'contact', 'person'],
  first_name: ['firstname', 'givenname', 'first', 'forename'],
  middle_name: ['middlename', 'additionalname', 'middle'],
  last_name: ['lastname', 'surname', 'familyname', 'last'],
  client_name: ['clientname', 'nickname', 'alias', 'knownas'],
  company: [
    'company',
    'companyname',
    'organization',
    'organisation',
    'organizationname',
    'organisationname',
    'organization1name',
    'org',
    'employer',
    'account',
    'accountname',
    'firm',
  ],
  title: ['title', 'jobtitle', 'position', 'organizationtitle', 'organization1title', 'designation', 'job'],
  role: ['role', 'contactrole', 'contacttype', 'relationship', 'relationshiptype', 'side', 'tradeside'],
  client_email: [
    'email',
    'emailaddress',
    'email1value',
    'email2value',
    'email3value',
    'email2address',
    'email3address',
    'primaryemail',
    'workemail',
    'businessemail',
    'personalemail',
    'mail',
    'emails',
  ],
  phone: [
    'phone',
    'phonenumber',
    'phone1value',
    'phone2value',
    'phone3value',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'businessphone',
    'businessphone2',
    'homephone',
    'workphone',
    'primaryphone',
    'telephone',
    'tel',
    'cell',
    'cellphone',
    'whatsapp',
    'otherphone',
  ],
  location: [
    'location',
    'address',
    'fulladdress',
    'address1formatted',
    'formattedaddress',
    'businessaddress',
    'homeaddress',
    'place',
    'basedin',
  ],
  city: ['city', 'town', 'businesscity', 'homecity', 'othercity', 'address1city'],
  region: ['state', 'province', 'region', 'county', 'businessstate', 'homestate', 'address1region', 'stateprovince'],
  country: ['country', 'countryregion', 'businesscountryregion', 'homecountryregion', 'address1country', 'nation', 'countryname'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lng', 'lon', 'long'],
  commodities: ['commodities', 'commodity', 'commoditiestraded', 'products', 'product', 'goods', 'trades', 'materials'],
  source_of_introduction: [
    'sourceofintroduction',
    'source',
    'introducedby',
    'introduction',
    'referral',
    'referredby',
    'howwemet',
    'howmet',
    'leadsource',
  ],
  notes: ['notes', 'note', 'comments', 'comment', 'description', 'remarks', 'memo'],
  last_contacted_at: ['lastcontacted', 'lastcontactedat', 'lastcontact', 'lastcontactdate', 'lastcontactedon', 'lastmeeting', 'lastspoke'],
  linkedin_url: ['linkedin', 'linkedinurl', 'linkedinprofile', 'linkedinprofileurl', 'linkedinaddress'],
  note_line: ['url', 'profileurl', 'website', 'webpage', 'web', 'connectedon', 'birthday', 'labels', 'groupmembership', 'categories'],
};
const ALIAS_INDEX = new Map<string, ImportTarget>(
  Object.entries(HEADER_ALIASES).flatMap(([target, keys]) => keys.map((k) => [k, target as ImportTarget] as const)),
);

/** 'E-mail 1 - Value' -> 'email1value'. */
export const headerKey = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The target a header most likely means ('ignore' when unknown). */
export function suggestTarget(header: string): ImportTarget {
  const key = headerKey(header);
  const exact = ALIAS_INDEX.get(key);
  if (exact) return exact;
  // 'E-mail 2 - Type', 'Phone 1 - Label', 'E-mail Display Name' (Outlook) or 'Phonetic First Name'
  // (Google) describe a value or a name; they are not an e-mail or a phone.
  if (/(type|label|name)$/.test(key)) return 'ignore';
  if (/e?mail/.test(key)) return 'client_email';
  if (/phone|mobile/.test(key)) return 'phone';
  return 'ignore';
}

/** What a column's values are (trade/column-values.ts reads them), with the share of its values that are. */
export const COLUMN_VALUE_KINDS = ['role', 'place', 'commodities', 'email', 'phone'] as const;
export type ColumnValueKind = (typeof COLUMN_VALUE_KINDS)[number];
export interface ColumnValues {
  kind: ColumnValueKind;
  share: number;
}
const VALUE_TARGET: Record<Exclude<ColumnValueKind, 'place'>, ImportTarget> = {
  role: 'role',
  commodities: 'commodities',
  email: 'client_email',
  phone: 'phone',
};
/** Headers that name no field clearly: their values decide when they are recognisable. */
const WEAK_HEADERS = new Set(['contact', 'contacts', 'details', 'info', 'information', 'data', 'value']);

/**
 * One target per column; a second 'full name' or 'company' column is kept as a note line. A clear
 * header decides; a column whose header is unknown or vague ('Type', 'Origin', 'Reach') goes where
 * its values say (`values`, by column), the surest column first, and never to a field another
 * column already fills (commodities, a list, takes several).
 */
export function autoMapColumns(headers: string[], values: readonly (ColumnValues | null)[] = []): ImportTarget[] {
  const multi = new Set<ImportTarget>(['client_email', 'phone', 'note_line', 'ignore', 'notes']);
  const used = new Set<ImportTarget>();
  // Next to a 'Job Title' column (Outlook), a plain 'Title' is the name prefix: Mr., Dr.
  const keys = headers.map(headerKey);
  const titleIsPrefix = keys.includes('jobtitle');
  const byHeader = headers.map((h, i) => (titleIsPrefix && keys[i] === 'title' ? 'ignore' : suggestTarget(h)));
  const weak = byHeader.map((t, i) => values[i] != null && (t === 'ignore' || t === 'note_line' || WEAK_HEADERS.has(keys[i]!)));
  const mapping: (ImportTarget | null)[] = byHeader.map((t, i) => {
    if (weak[i]) return null;
    if (multi.has(t)) {
      used.add(t);
      return t;
    }
    if (used.has(t)) return 'note_line';
    used.add(t);
    return t;
  });
  const byShare = values
    .map((v, i) => ({ v, i }))
    .filter((c) => weak[c.i])
    .sort((a, b) => b.v!.share - a.v!.share || a.i - b.i);
  for (const { v, i } of byShare) {
    const kind = v!.kind;
    // A place column is the location, or the country beside a location or city column.
    const addressed = used.has('location') || used.has('city') || used.has('region') || used.has('country');
    const target = kind === 'place' ? (addressed ? 'country' : 'location') : VALUE_TARGET[kind];
    if (used.has(target) && target !== 'commodities') continue;
    used.add(target);
    mapping[i] = target;
  }
  return mapping.map((t, i) => {
    if (t !== null) return t;
    const h = byHeader[i]!;
    if (multi.has(h)) return h;
    if (used.has(h)) return 'note_line';
    used.add(h);
    return h;
  });
}

/** Whether a mapping names the contact (a full name, or a first or last name column): imports need one. */
export const mappingHasName = (mapping: readonly ImportTarget[]) =>
  mapping.some((t) => t === 'full_name' || t === 'first_name' || t === 'last_name');

/** Which export a header row comes from. */
export function detectImportSource(format: ImportFormat, headers: string[]): ImportSource {
  if (format === 'vcf') return 'vcard';
  if (format === 'json') return 'tradeloom';
  const keys = new Set(headers.map(headerKey));
  if (keys.has('connectedon') && keys.has('firstname')) return 'linkedin';
  if (keys.has('email1value') || keys.has('givenname') || keys.has('organization1name') || keys.has('organizationname')) return 'google';
  if (keys.has('emailaddress') && (keys.has('businessphone') || keys.has('jobtitle') || keys.has('businesscity'))) return 'outlook';
  if (keys.has('fullname') && keys.has('commodities') && keys.has('sourceofintroduction')) return 'tradeloom';
  return 'spreadsheet';
}

/**
 * Limits on reading an Excel file, checked while it is read (a small .xlsx can inflate to gigabytes):
 * the bytes the zip's parts inflate to, as counted (never the sizes its headers declare), how far
 * a part may inflate beyond its compressed size, and the columns, cells and text the sheet holds.
 */
export const XLSX_LIMITS = {
  /** Bytes of the sheet read (its XML, inflated). */
  sheetBytes: 160 * 1024 * 1024,
  /** Bytes of the shared-strings part (inflated). */
  sharedStringsBytes: 64 * 1024 * 1024,
  /** Any other part read (workbook, relationships, styles). */
  partBytes: 4 * 1024 * 1024,
  /** A part may inflate to at most this many times its compressed size, once past 2 MB. */
  inflateRatio: 200,
  sharedStrings: 1_000_000,
  columns: 256,
  cells: 3_000_000,
  /** Characters of all the cells' text together. */
  textChars: 64_000_000,
} as const;

/** Imports one user may have uploading and being read at once. */
export const IMPORT_CONCURRENT_PER_USER = 2;

export const IMPORT_MESSAGES = {
  empty: 'The file is empty. Choose a file with a header row and at least one contact.',
  noRows: 'The file has a header row but no contacts under it.',
  wrongType: 'This file type is not supported. Import a CSV, Excel (.xlsx), vCard (.vcf) or Tradeloom JSON file.',
  tooLarge: 'The file is larger than 50 MB. Split it into smaller files and import them one by one.',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Split it into smaller files and import them one by one.`,
  unreadableXlsx: 'The Excel file could not be read. Save it again as .xlsx (or CSV) and retry.',
  unreadableVcf: 'No contacts were found in this vCard file.',
  unreadableJson: 'This JSON file is not a Tradeloom export.',
  xlsxTooLarge: `The Excel file unpacks to more than ${XLSX_LIMITS.sheetBytes / 1024 / 1024} MB, more than an import may read. Save the contacts as CSV, or split them into smaller files.`,
  xlsxSharedStringsTooLarge: `The Excel file's text table unpacks to more than ${XLSX_LIMITS.sharedStringsBytes / 1024 / 1024} MB (or ${XLSX_LIMITS.sharedStrings.toLocaleString('en-US')} entries), more than an import may read. Save the contacts as CSV, or split them into smaller files.`,
  xlsxInflateRatio: `The Excel file unpacks to more than ${XLSX_LIMITS.inflateRatio} times its packed size, which a contact list never does. Save the contacts as CSV and import that.`,
  tooManyColumns: `The file has more than ${XLSX_LIMITS.columns} columns. Keep the contact columns and import again.`,
  tooManyCells: `The file has more than ${XLSX_LIMITS.cells.toLocaleString('en-US')} filled cells. Split it into smaller files and import them one by one.`,
  tooMuchText: `The file holds more than ${XLSX_LIMITS.textChars / 1_000_000} million characters of text. Split it into smaller files and import them one by one.`,
  tooHeavy:
    'The file needs more memory or time to read than an import may use. Save the contacts as CSV, or split them into smaller files.',
  tooManyAtOnce: `You already have ${IMPORT_CONCURRENT_PER_USER} imports being read. Wait for one to finish, then upload again.`,
  readerBusy: 'Imports are busy right now. Try again in a minute.',
  noNameColumn: 'Choose which column holds the name (Full name, or First name and Last name).',
  missingName: 'No name',
  notPending: 'This import has already started.',
  notRetryable: 'Only a failed import can be retried.',
  started: 'Import started',
  notFound: 'Import not found',
} as const;

/** The message of a plan's contact limit (manual add and import both say it). */
export const contactLimitReached = (planName: string, limit: number) =>
  `Your ${planName} includes up to ${limit.toLocaleString('en-US')} contacts. Upgrade your plan to add more.`;
export const importLimitNote = (left: number, planName: string, limit: number) =>
  `${left.toLocaleString('en-US')} ${left === 1 ? 'contact was' : 'contacts were'} not imported: your ${planName} includes up to ${limit.toLocaleString('en-US')} contacts.`;

export const DUPLICATE_ACTIONS = ['skip', 'update', 'keep'] as const;
export type DuplicateAction = (typeof DUPLICATE_ACTIONS)[number];
export const DUPLICATE_ACTION_LABELS: Record<DuplicateAction, string> = {
  skip: 'Skip',
  update: 'Update existing',
  keep: 'Keep both',
};

export const importTargetSchema = z.enum(IMPORT_TARGETS);
export const importMappingSchema = z.array(importTargetSchema).min(1).max(500);

const rowError = z.object({ row: z.number().int(), reason: z.string() });
export type ImportRowError = z.infer<typeof rowError>;

/** What an import did, kept in contact_imports.results and updated after every batch. */
export const importResultsSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  source: z.enum(IMPORT_SOURCES),
  total_rows: z.number().int(),
  /** Rows whose outcome is committed; a retry starts after them. */
  processed_rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped_duplicates: z.number().int(),
  skipped_limit: z.number().int(),
  error_count: z.number().int(),
  errors: z.array(rowError),
  /** Set when the plan's contact limit stopped rows. */
  limit_note: z.string().nullable(),
  /** Why the import stopped (status failed). */
  failure: z.string().nullable(),
  /** Places to geocode were queued. */
  geocode_queued: z.number().int(),
});
export type ImportResults = z.infer<typeof importResultsSchema>;

export const contactImportSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  file_size: z.number().int(),
  file_type: z.string(),
  status: z.enum(IMPORT_STATUSES),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  results: importResultsSchema.nullable(),
});
export type ContactImport = z.infer<typeof contactImportSchema>;
export const contactImportListSchema = z.object({ imports: z.array(contactImportSchema) });

/** POST /api/imports answers what the file holds and a suggested mapping. */
export const importUploadResponseSchema = z.object({
  import: contactImportSchema,
  format: z.enum(IMPORT_FORMATS),
  source: z.enum(IMPORT_SOURCES),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  total_rows: z.number().int(),
  mapping: z.array(importTargetSchema),
});
export type ImportUploadResponse = z.infer<typeof importUploadResponseSchema>;

const contactBrief = z.object({
  id: z.string().nullable(),
  full_name: z.string(),
  company: z.string().nullable(),
  client_email: z.string().nullable(),
  location: z.string().nullable(),
});
export type ContactBrief = z.infer<typeof contactBrief>;

export const DUPLICATE_REASONS = ['same_email', 'same_name_company', 'same_name', 'similar_name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  same_email: 'Same e-mail',
  same_name_company: 'Same name and company',
  same_name: 'Same name',
  similar_name: 'Similar name, same company',
};

/** POST /api/imports/{id}/review: the mapping applied to the whole file, nothing written. */
export const importReviewRequestSchema = z.object({ mapping: importMappingSchema });
export const importReviewSchema = z.object({
  total_rows: z.number().int(),
  ready_rows: z.number().int(),
  error_count: z.number().int(),
  errors: z.array(rowError),
  duplicate_count: z.number().int(),
  duplicates: z.array(
    z.object({
      row: z.number().int(),
      incoming: contactBrief,
      existing: contactBrief,
      reason: z.enum(DUPLICATE_REASONS),
      in_file: z.boolean(),
    }),
  ),
  /** The plan's limit: how many new contacts fit (null: unlimited). */
  limit: z.object({
    plan: z.string(),
    max: z.number().int().nullable(),
    current: z.number().int(),
    remaining: z.number().int().nullable(),
  }),
  preview: z.array(
    z.object({
      row: z.number().int(),
      full_name: z.string(),
      company: z.string().nullable(),
      location: z.string().nullable(),
      client_email: z.string().nullable(),
      commodities: z.string().nullable(),
    }),
  ),
});
export type ImportReview = z.infer<typeof importReviewSchema>;

/** POST /api/imports/{id}/start. `decisions` overrides the default action for listed duplicate rows. */
export const importStartSchema = z.object({
  mapping: importMappingSchema,
  on_duplicate: z.enum(DUPLICATE_ACTIONS).default('skip'),
  decisions: z
    .record(z.string().regex(/^\d{1,7}$/), z.enum(DUPLICATE_ACTIONS))
    .refine((d) => Object.keys(d).length <= 5000, 'Too many decisions')
    .default({}),
});
export type ImportStart = z.input<typeof importStartSchema>;

/** GET /api/contacts/export */
export const EXPORT_FORMATS = ['csv', 'vcf', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV (spreadsheet)',
  vcf: 'vCard (phone, Outlook)',
  json: 'JSON (complete, with history)',
};
/** Our CSV export's header row; the importer maps it back column by column. */
export const EXPORT_CSV_COLUMNS = [
  ['full_name', 'Full Name'],
  ['client_name', 'Client Name'],
  ['company', 'Company'],
  ['title', 'Title'],
  ['role', 'Role'],
  ['client_email', 'Email'],
  ['phone', 'Phone'],
  ['location', 'Location'],
  ['latitude', 'Latitude'],
  ['longitude', 'Longitude'],
  ['commodities', 'Commodities'],
  ['source_of_introduction', 'Source of Introduction'],
  ['notes', 'Notes'],
  ['last_contacted_at', 'Last Contacted'],
  ['linkedin_url', 'LinkedIn URL'],
] as const;
export const EXPORT_JSON_FORMAT = 'tradeloom-contacts';

/** GET /api/contacts/export: the format, and the contacts screen's search and filters (none: the whole book). */
export const contactExportQuerySchema = contactListQuerySchema
  .pick({ q: true, commodity: true, location: true, role: true, min_strength: true, overdue: true })
  .extend({ format: z.enum(EXPORT_FORMATS).default('csv') });
export type ContactExportQuery = z.input<typeof contactExportQuerySchema>;

/** GET /api/admin/imports (spec §2 admin 'Imports', §7: contact_imports joined to profiles, newest first). */
export const ADMIN_IMPORTS_LIMIT = 100;
export const adminImportListSchema = z.object({
  imports: z.array(
    contactImportSchema.extend({ user_id: z.string(), user_email: z.string().nullable(), user_name: z.string().nullable() }),
  ),
});
export type AdminImportList = z.infer<typeof adminImportListSchema>;

/** What a failed import says: why, and how much of the file is in the book already. */
export function importFailureMessage(why: string, landed: number): string {
  if (landed <= 0) return `${why} Nothing was imported; you can retry.`;
  const done = landed === 1 ? 'The first row was imported' : `The first ${formatCount(landed)} rows were imported`;
  return `${why} ${done}; retry to continue with the rest.`;
}
