/**
 * Export of the user's own contacts (the whole book, or what the screen's search and filters show)
 * as CSV, vCard 4.0 or JSON. Each comes back through the importer as the same contacts: the CSV
 * header is the importer's own, the vCard carries our fields as X- properties, and the JSON holds
 * everything, relationship history included: a captured interaction (issue 27) says which kind of
 * source it came from (mailbox, calendar, chat export...) and its direction, so the user's copy of their
 * data shows what capture recorded.
 */
import { type Contact, type contactExportQuerySchema, EXPORT_CSV_COLUMNS, EXPORT_JSON_FORMAT, type Interaction } from '@tradeloom/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { captureSources, contactInteractions, contacts } from '../../db/schema/index.ts';
import { searchConditions } from './contacts.search.ts';
import { toContacts } from './contacts.store.ts';

export interface ExportFile {
  body: string;
  contentType: string;
  fileName: string;
  count: number;
}

type Query = z.output<typeof contactExportQuerySchema>;

async function exportedContacts(db: Db, userId: string, query: Query): Promise<Contact[]> {
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.userId, userId), ...searchConditions(query)))
    .orderBy(asc(sql`lower(${contacts.fullName})`), asc(contacts.id));
  return toContacts(db, rows);
}

/** A value a spreadsheet would read as a number: left as it is, a number stays a number. */
const PLAIN_NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;
/** Digits with the separators phone numbers are written with; at least one digit. */
const PHONE_LIKE = /^(?=.*\d)[+\d\s()./-]+$/;
/** Text a spreadsheet would start a formula with (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as a spreadsheet should show it. Numbers stay numbers. A phone is text led by a tab:
 * Excel and Google Sheets read '+91 98470 12345' as a formula (#NAME?, #ERROR!) and '+6129...' or
 * '0401...' as a number that loses its '+' or 0, while a cell that starts with a tab is text to
 * all of them and the tab does not show (an apostrophe would: in a CSV it is not the typed-in
 * marker of text, so LibreOffice and Excel show it). A phone is safe behind the tab even where a
 * program trims it, since digits cannot call anything. Other text that would run as a formula
 * gets OWASP's apostrophe, which every program keeps as a harmless character; the importer takes
 * both off again.
 */
export function spreadsheetCell(key: (typeof EXPORT_CSV_COLUMNS)[number][0], value: unknown): string | number {
  if (value == null) return '';
  if (typeof value === 'number') return value;
  const text = String(value);
  if (key === 'phone' && PHONE_LIKE.test(text)) return `\t${text}`;
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) return `'${text}`;
  return text;
}

export function contactsToCsv(list: Contact[]): string {
  // A BOM, so spreadsheet programs read the UTF-8. Cells with a leading tab or apostrophe are always
  // quoted: LibreOffice may split on tabs as well as commas, and quoting says the mark is the cell's.
  return `\uFEFF${Papa.unparse(
    {
      fields: EXPORT_CSV_COLUMNS.map(([, label]) => label),
      data: list.map((c) => EXPORT_CSV_COLUMNS.map(([key]) => spreadsheetCell(key, c[key]))),
    },
    { newline: '\r\n', quotes: (value: unknown) => typeof value === 'string' && /^[\t']/.test(value) },
  )}\r\n`;
}

/** RFC 6350 text escaping: backslash, comma and line breaks; semicolons too inside a structured value (N, ORG, ADR). */
const esc = (v: string) =>
  v
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
const escPart = (v: string) => esc(v).replace(/;/g, '\\;');
/** Lines longer than 75 octets are folded (a CRLF and a space), never inside a UTF-8 letter. */
function fold(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function contactsToVcf(list: Contact[]): string {
  const cards = list.map((c) => {
    const words = c.full_name.trim().split(/\s+/);
    const family = words.length > 1 ? words.at(-1)! : '';
    const given = words.length > 1 ? words.slice(0, -1).join(' ') : words[0]!;
    const lines = ['BEGIN:VCARD', 'VERSION:4.0', `FN:${esc(c.full_name)}`, `N:${escPart(family)};${escPart(given)};;;`];
    if (c.client_name) lines.push(`X-TRADELOOM-CLIENT-NAME:${esc(c.client_name)}`);
    if (c.company) lines.push(`ORG:${escPart(c.company)}`);
    if (c.title) lines.push(`TITLE:${esc(c.title)}`);
    if (c.role) lines.push(`X-TRADELOOM-ROLE:${esc(c.role)}`);
    if (c.client_email) lines.push(`EMAIL;TYPE=work:${esc(c.client_email)}`);
    if (c.phone) lines.push(`TEL;VALUE=text:${esc(c.phone)}`);
    if (c.location) {
      lines.push(`X-TRADELOOM-LOCATION:${esc(c.location)}`);
      // Other address books show the location as the address's locality.
      lines.push(`ADR;TYPE=work:;;;${escPart(c.location)};;;`);
    }
    if (c.latitude != null && c.longitude != null) lines.push(`GEO:geo:${c.latitude},${c.longitude}`);
    if (c.commodities) lines.push(`X-TRADELOOM-COMMODITIES:${esc(c.commodities)}`);
    if (c.source_of_introduction) lines.push(`X-TRADELOOM-SOURCE:${esc(c.source_of_introduction)}`);
    if (c.notes) lines.push(`NOTE:${esc(c.notes)}`);
    if (c.last_contacted_at) lines.push(`X-TRADELOOM-LAST-CONTACTED:${c.last_contacted_at}`);
    // Apple's and Google's address books read a social profile; others show the URL.
    if (c.linkedin_url) lines.push(`X-SOCIALPROFILE;TYPE=linkedin:${c.linkedin_url}`, `URL;TYPE=linkedin:${c.linkedin_url}`);
    lines.push(`UID:urn:uuid:${c.id}`, `REV:${c.updated_at.replace(/[-:]/g, '').replace(/\.\d+/, '')}`, 'END:VCARD');
    return lines.map(fold).join('\r\n');
  });
  return cards.length ? `${cards.join('\r\n')}\r\n` : '';
}

/** A logged interaction as exported; a captured one also names its source's kind and its direction. */
export interface ExportedInteraction extends Interaction {
  source?: string;
  direction?: 'in' | 'out' | null;
}

export function contactsToJson(list: Contact[], history: Map<string, ExportedInteraction[]>): string {
  return JSON.stringify(
    {
      format: EXPORT_JSON_FORMAT,
      version: 1,
      exported_at: new Date().toISOString(),
      count: list.length,
      contacts: list.map(({ user_id: _owner, is_demo: _demo, ...c }) => ({
        ...c,
        interactions: (history.get(c.id) ?? []).map((i) => ({
          kind: i.kind,
          date: i.date,
          text: i.text,
          created_at: i.created_at,
          ...(i.source ? { source: i.source, direction: i.direction ?? null } : {}),
        })),
      })),
    },
    null,
    2,
  );
}

async function historyOf(db: Db, userId: string, ids: Set<string>): Promise<Map<string, ExportedInteraction[]>> {
  const rows = await db
    .select({ i: contactInteractions, sourceKind: captureSources.kind })
    .from(contactInteractions)
    .leftJoin(captureSources, eq(captureSources.id, contactInteractions.sourceId))
    .where(eq(contactInteractions.userId, userId))
    .orderBy(asc(contactInteractions.occurredOn), asc(contactInteractions.createdAt));
  const map = new Map<string, ExportedInteraction[]>();
  for (const { i: r, sourceKind } of rows) {
    if (!ids.has(r.contactId)) continue;
    const entry: ExportedInteraction = {
      id: r.id,
      contact_id: r.contactId,
      kind: r.kind as Interaction['kind'],
      date: r.occurredOn,
      text: r.text,
      created_at: r.createdAt.toISOString(),
      ...(sourceKind ? { source: sourceKind, direction: (r.direction as 'in' | 'out' | null) ?? null } : {}),
    };
    const list = map.get(r.contactId);
    if (list) list.push(entry);
    else map.set(r.contactId, [entry]);
  }
  return map;
}

export async function exportContacts(db: Db, userId: string, query: Query, now = new Date()): Promise<ExportFile> {
  const list = await exportedContacts(db, userId, query);
  const day = now.toISOString().slice(0, 10);
  const name = `tradeloom-contacts-${day}`;
  if (query.format === 'vcf')
    return { body: contactsToVcf(list), contentType: 'text/vcard; charset=utf-8', fileName: `${name}.vcf`, count: list.length };
  if (query.format === 'json') {
    const history = await historyOf(db, userId, new Set(list.map((c) => c.id)));
    return {
      body: contactsToJson(list, history),
      contentType: 'application/json; charset=utf-8',
      fileName: `${name}.json`,
      count: list.length,
    };
  }
  return { body: contactsToCsv(list), contentType: 'text/csv; charset=utf-8', fileName: `${name}.csv`, count: list.length };
}
