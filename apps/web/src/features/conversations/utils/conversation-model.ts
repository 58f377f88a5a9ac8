/** Pure helpers of the 'Import conversations' wizard (texts and choices), apart from the JSX. */
import {
  CONVERSATION_IMPORT_MAX_BYTES,
  CONVERSATION_IMPORT_MESSAGES,
  type ConversationImport,
  type ConversationImportKind,
  type ConversationParticipant,
} from '@tradeloom/domain';

const EXTENSIONS = ['txt', 'zip', 'json', 'ics', 'mbox'];

/** Why a file cannot be sent, before it is (the server checks again). */
export function conversationFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size > CONVERSATION_IMPORT_MAX_BYTES) return CONVERSATION_IMPORT_MESSAGES.tooLarge;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!EXTENSIONS.includes(ext)) return CONVERSATION_IMPORT_MESSAGES.unsupported;
  return null;
}

/** What a participant is called in the lists: the name, else the address or number. */
export function participantLabel(p: Pick<ConversationParticipant, 'name' | 'email' | 'phone'>): string {
  return p.name ?? p.email ?? p.phone ?? 'Unknown';
}

/** The secondary line: the address or number when the name is shown above it. */
export function participantDetail(p: Pick<ConversationParticipant, 'name' | 'email' | 'phone'>): string | null {
  if (!p.name) return null;
  return p.email ?? p.phone ?? null;
}

/** The name a new contact is given: the display name, else the address's local part made readable. */
export function suggestedName(p: Pick<ConversationParticipant, 'name' | 'email' | 'phone'>): string {
  if (p.name) return p.name;
  if (p.email) {
    const local = p.email
      .split('@')[0]!
      .replace(/[._-]+/g, ' ')
      .trim();
    return local.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) || p.email;
  }
  return p.phone ?? '';
}

const NOUNS: Record<ConversationImportKind, [string, string]> = {
  whatsapp: ['message', 'messages'],
  telegram: ['message', 'messages'],
  ics: ['meeting', 'meetings'],
  mbox: ['e-mail', 'e-mails'],
};

export const plural = (n: number, [one, many]: [string, string]) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** '231 messages' / '12 meetings' / '1 e-mail'. */
export const itemsText = (kind: ConversationImportKind, n: number) => plural(n, NOUNS[kind]);

/** '5 Jan – 2 Feb 2026', '15–17 Jan 2026', '3 Dec 2025 – 2 Feb 2026' (the file's first and last day). */
export function dateRange(first: string | null, last: string | null): string | null {
  if (!first || !last) return null;
  const fmt = (d: string, parts: Intl.DateTimeFormatOptions) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { ...parts, timeZone: 'UTC' });
  const full = (d: string) => fmt(d, { day: 'numeric', month: 'short', year: 'numeric' });
  if (first === last) return full(first);
  if (first.slice(0, 7) === last.slice(0, 7)) return `${Number(first.slice(8))}–${full(last)}`;
  if (first.slice(0, 4) === last.slice(0, 4)) return `${fmt(first, { day: 'numeric', month: 'short' })} – ${full(last)}`;
  return `${full(first)} – ${full(last)}`;
}

/** What confirming writes, in one sentence, before it does. */
export function confirmSummary(record: ConversationImport, ignored: ReadonlySet<string>, creating: number): string {
  const review = record.review;
  if (!review) return '';
  const kept = review.matched.filter((m) => !ignored.has(m.key));
  const interactions = kept.reduce((n, m) => n + m.interactions, 0);
  const parts = [`${plural(interactions, ['interaction', 'interactions'])} on ${plural(kept.length, ['contact', 'contacts'])}`];
  if (creating > 0) parts.push(`${plural(creating, ['new contact', 'new contacts'])} with their history`);
  return `Confirming adds ${parts.join(' and ')}.`;
}

/** The Done step's sentence. */
export function doneSummary(record: ConversationImport): string {
  const r = record.results;
  if (!r) return '';
  const base = `${plural(r.interactions_added, ['interaction', 'interactions'])} added to ${plural(r.contacts_touched, ['contact', 'contacts'])}.`;
  const created = r.contacts_created > 0 ? ` ${plural(r.contacts_created, ['contact', 'contacts'])} created.` : '';
  const skipped =
    r.skipped_limit > 0
      ? ` ${plural(r.skipped_limit, ['person was', 'people were'])} not created: your plan's contact limit is reached.`
      : '';
  const none = r.interactions_added === 0 ? ' Everything in this file was already on your contacts.' : '';
  return base + created + skipped + none;
}
