/**
 * Conversation imports (issue 27 item 2, decision 040): what `/api/conversation-imports` takes and
 * answers, and the texts of the 'Import conversations' wizard. A file (.ics, .mbox, a WhatsApp or
 * Telegram export) is read into a review; nothing is written until the user confirms.
 */
import { z } from 'zod';

/** The largest conversation file accepted (a chat export of years). */
export const CONVERSATION_IMPORT_MAX_BYTES = 100 * 1024 * 1024;
/** People listed as 'Not in your contacts' in a review (the most active first). */
export const CONVERSATION_IMPORT_LISTED_UNMATCHED = 500;
/** Contacts created at once by one confirmation. */
export const CONVERSATION_IMPORT_CREATE_MAX = 500;

export const CONVERSATION_IMPORT_KINDS = ['whatsapp', 'telegram', 'ics', 'mbox'] as const;
export type ConversationImportKind = (typeof CONVERSATION_IMPORT_KINDS)[number];

export const CONVERSATION_IMPORT_STATUSES = ['reading', 'review', 'confirming', 'completed', 'failed'] as const;
export type ConversationImportStatus = (typeof CONVERSATION_IMPORT_STATUSES)[number];

export const CONVERSATION_IMPORT_KIND_LABELS: Record<ConversationImportKind, string> = {
  whatsapp: 'WhatsApp chat',
  telegram: 'Telegram export',
  ics: 'Calendar (.ics)',
  mbox: 'Mail archive (.mbox)',
};

/** The wizard's first step: what each accepted file is and where it comes from. */
export const CONVERSATION_IMPORT_ACCEPTED: { kind: ConversationImportKind; extensions: string; how: string }[] = [
  { kind: 'whatsapp', extensions: '.txt, .zip', how: 'In a chat: ⋮ or the contact’s name → Export chat → Without media.' },
  {
    kind: 'telegram',
    extensions: '.json',
    how: 'Telegram Desktop: Settings → Advanced → Export Telegram data, format JSON (result.json).',
  },
  { kind: 'ics', extensions: '.ics', how: 'Export your calendar from Google Calendar, Outlook or Apple Calendar.' },
  { kind: 'mbox', extensions: '.mbox', how: 'Google Takeout (Mail) or Thunderbird: headers only are read, never message bodies.' },
];
export const CONVERSATION_IMPORT_ACCEPT_ATTR = '.txt,.zip,.json,.ics,.mbox';

export const CONVERSATION_IMPORT_MESSAGES = {
  tooLarge: 'The file is larger than 100 MB. Export a shorter period and import the parts one by one.',
  unsupported:
    'This file is not one we can import. Upload a WhatsApp chat (.txt or .zip), a Telegram export (.json), a calendar (.ics) or a mail archive (.mbox).',
  notFound: 'Conversation import not found',
  notInReview: 'This import is not waiting for a review.',
  nothingWritten: 'Nothing has been added yet: interactions are written only when you confirm.',
  unknownParticipant: 'Someone chosen is not in this import’s review.',
} as const;

/** Importing a calendar from its link (an iCal/ICS subscription URL; decision 040, 'Calendar links'). */
export const CALENDAR_URL_MAX_LENGTH = 2048;
export const CALENDAR_URL_MESSAGES = {
  invalid: 'Paste the calendar’s link: an address starting with https://, http:// or webcal://.',
  notCalendar: 'This link does not lead to a calendar. Copy the secret address in iCal format (.ics) from your calendar’s settings.',
  unreachable: 'Could not fetch the calendar: ',
  privateHost: 'This link points to a private network address, which the server does not connect to.',
  tooLarge: 'The calendar is larger than 100 MB. Export a shorter period as an .ics file and upload it instead.',
  where:
    'Google: Settings → your calendar → Secret address in iCal format. Outlook: Publish a calendar → ICS link. iCloud: Public Calendar → its webcal:// link.',
} as const;

/** http(s) as given; webcal(s) is the same address over https. Null for anything else. */
export function calendarFetchUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol === 'webcal:' || url.protocol === 'webcals:') url = new URL(`https:${url.href.slice(url.protocol.length)}`);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.hostname) return null;
  return url;
}

export const conversationImportFromUrlSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, CALENDAR_URL_MESSAGES.invalid)
    .max(CALENDAR_URL_MAX_LENGTH, CALENDAR_URL_MESSAGES.invalid)
    .refine((u) => calendarFetchUrl(u) !== null, CALENDAR_URL_MESSAGES.invalid)
    .describe('The calendar’s iCal address (https://, http:// or webcal://); used for this request only, never stored'),
});

const participantSchema = z.object({
  /** Stable within the import: email:…, phone:… or name:… */
  key: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Messages, e-mails or meetings with them. */
  count: z.number().int(),
  /** Interactions the import would add (one per day for chats). */
  interactions: z.number().int(),
  first: z.string(),
  last: z.string(),
});

export const conversationReviewSchema = z.object({
  totals: z.object({
    /** Messages (chats), e-mails or meetings read. */
    items: z.number().int(),
    first: z.string().nullable(),
    last: z.string().nullable(),
    chats: z.number().int(),
    people: z.number().int(),
  }),
  matched: z.array(
    participantSchema.extend({
      contacts: z.array(z.object({ id: z.string(), full_name: z.string() })),
    }),
  ),
  unmatched: z.array(participantSchema),
  /** People not listed (beyond CONVERSATION_IMPORT_LISTED_UNMATCHED). */
  unmatched_more: z.number().int(),
});
export type ConversationReview = z.infer<typeof conversationReviewSchema>;
export type ConversationParticipant = ConversationReview['unmatched'][number];

export const conversationImportResultsSchema = z.object({
  interactions_added: z.number().int(),
  contacts_touched: z.number().int(),
  contacts_created: z.number().int(),
  /** Asked to create but past the plan's contact limit. */
  skipped_limit: z.number().int(),
});

export const conversationImportSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  file_size: z.number().int(),
  kind: z.enum(CONVERSATION_IMPORT_KINDS),
  status: z.enum(CONVERSATION_IMPORT_STATUSES),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  /** Why it failed (a file beyond the limits, not the format it claims). */
  error: z.string().nullable(),
  review: conversationReviewSchema.nullable(),
  results: conversationImportResultsSchema.nullable(),
});
export type ConversationImport = z.infer<typeof conversationImportSchema>;

export const conversationImportListSchema = z.object({ imports: z.array(conversationImportSchema.omit({ review: true })) });

export const conversationImportConfirmSchema = z.object({
  /** Unmatched people to create as contacts, each with the name to give them. */
  create: z
    .array(z.object({ key: z.string().min(1).max(400), full_name: z.string().trim().min(1, 'Enter a name').max(200) }))
    .max(CONVERSATION_IMPORT_CREATE_MAX)
    .default([]),
  /** Matched people whose interactions are not to be written. */
  ignore: z.array(z.string().min(1).max(400)).max(20_000).default([]),
});
export type ConversationImportConfirm = z.input<typeof conversationImportConfirmSchema>;
