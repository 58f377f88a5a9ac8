/**
 * Reading an import file into one table of text: a header row and one row per contact, whatever
 * the format (CSV with any delimiter and a preamble, Excel, vCard 3/4, our JSON export). Text is
 * read as UTF-8 (with or without a BOM), UTF-16 with a BOM, or else Windows-1252/Latin-1.
 */
import {
  EXPORT_CSV_COLUMNS,
  EXPORT_JSON_FORMAT,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportFormat,
  INTERACTION_KINDS,
  type InteractionKind,
  normaliseLinkedinUrl,
  suggestTarget,
} from '@tradeloom/domain';
import ICAL from 'ical.js';
import Papa from 'papaparse';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { readXlsxRows } from './xlsx-stream.ts';

export interface ImportedInteraction {
  kind: InteractionKind;
  date: string;
  text: string;
}

export interface ImportTable {
  format: ImportFormat;
  headers: string[];
  rows: string[][];
  /** The row number a user sees for each row (the record in the file, header included; the card for vCard). */
  rowNumbers: number[];
  /** Our JSON export carries each contact's history. */
  interactions?: (ImportedInteraction[] | undefined)[];
}

const wrongType = () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', IMPORT_MESSAGES.wrongType);

/** Which reader a file needs, from its name and its first bytes. */
export function detectFormat(name: string, bytes: Buffer): ImportFormat {
  const ext = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  const zip = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (ext === 'xlsx' || ext === 'xlsm') {
    if (!zip) throw badRequest(IMPORT_MESSAGES.unreadableXlsx);
    return 'xlsx';
  }
  if (!['csv', 'txt', 'tsv', 'vcf', 'vcard', 'json', ''].includes(ext)) throw wrongType();
  if (zip) return 'xlsx';
  // Binary content (a renamed PDF, an old .xls) has NUL bytes; UTF-16 text has them too, after its BOM.
  const utf16 = bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  if (!utf16 && bytes.subarray(0, 8192).includes(0)) throw wrongType();
  const head = decodeText(bytes.subarray(0, 2048)).trimStart();
  if (/^BEGIN:VCARD/i.test(head)) return 'vcf';
  if (ext === 'vcf' || ext === 'vcard') throw badRequest(IMPORT_MESSAGES.unreadableVcf);
  if (ext === 'json' || head.startsWith('{') || head.startsWith('[')) return 'json';
  return 'csv';
}

/** Bytes to text: BOMs honoured, UTF-8 when it is valid, else Windows-1252 (a superset of Latin-1's letters). */
export function decodeText(bytes: Buffer): string {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const clean = (v: unknown) => (v == null ? '' : String(v).replaceAll('\u0000', '').trim());

function tableFromMatrix(format: ImportFormat, matrix: string[][], numberOf: (index: number) => number): ImportTable {
  // The header is the first row, within the first 30, that names two or more known columns (LinkedIn
  // puts notes before it), else the first row with two or more cells.
  const filled = (r: string[]) => r.filter((c) => c !== '').length;
  const limit = Math.min(matrix.length, 30);
  let headerAt = -1;
  for (let i = 0; i < limit && headerAt < 0; i++) {
    const row = matrix[i]!;
    if (filled(row) >= 2 && row.filter((c) => c && suggestTarget(c) !== 'ignore').length >= 2) headerAt = i;
  }
  for (let i = 0; i < limit && headerAt < 0; i++) if (filled(matrix[i]!) >= 2) headerAt = i;
  if (headerAt < 0) headerAt = matrix.findIndex((r) => filled(r) > 0);
  if (headerAt < 0) throw badRequest(IMPORT_MESSAGES.empty);
  const rawHeaders = matrix[headerAt]!;
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  let width = rawHeaders.length;
  for (let i = headerAt + 1; i < matrix.length; i++) {
    const row = matrix[i]!;
    if (filled(row) === 0) continue;
    rows.push(row);
    rowNumbers.push(numberOf(i));
    if (row.length > width) width = row.length;
    if (rows.length > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  }
  // Blank or repeated headers get a name the mapping can show.
  const headers = Array.from({ length: width }, (_, i) => rawHeaders[i] || `Column ${i + 1}`);
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.noRows);
  return { format, headers, rows: rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')), rowNumbers };
}

function readCsv(text: string): ImportTable {
  if (!text.trim()) throw badRequest(IMPORT_MESSAGES.empty);
  // papaparse guesses the delimiter (comma, semicolon, tab, pipe) from the first lines; a preamble of
  // single-cell lines (LinkedIn's notes) would mislead it, so it guesses from the lines after them.
  const lines = text.split(/\r\n|\n|\r/, 40);
  const startsAt = lines.findIndex((l) => /[,;\t|]/.test(l) && !/^"[^"]*"$/.test(l.trim()));
  const sample = lines.slice(Math.max(0, startsAt)).join('\n');
  const guess = Papa.parse<string[]>(sample, { preview: 10 });
  const parsed = Papa.parse<string[]>(text, { delimiter: guess.meta.delimiter || ',', skipEmptyLines: false });
  // Our export quotes formula-like cells with ' (spreadsheet safety); the quote is not part of the value.
  const cell = (v: unknown) => clean(v).replace(/^'(?=[=+\-@\t\r])/, '');
  const matrix = parsed.data.map((r) => (Array.isArray(r) ? r.map(cell) : []));
  return tableFromMatrix('csv', matrix, (i) => i + 1);
}

async function readXlsx(bytes: Buffer): Promise<ImportTable> {
  // Read as a stream under limits (xlsx-stream.ts): a small file may inflate to gigabytes.
  const { matrix, rowNumbers } = await readXlsxRows(bytes);
  if (matrix.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  return tableFromMatrix('xlsx', matrix, (i) => rowNumbers[i] ?? i + 1);
}

/** The columns a vCard becomes; the mapping then treats them as any header. */
const VCARD_COLUMNS = [
  'Full Name',
  'First Name',
  'Middle Name',
  'Last Name',
  'Client Name',
  'Company',
  'Title',
  'Role',
  'Email',
  'Other E-mails',
  'Phone',
  'Other Phones',
  'Location',
  'Street',
  'City',
  'Region',
  'Country',
  'Latitude',
  'Longitude',
  'Commodities',
  'Source of Introduction',
  'Notes',
  'Last Contacted',
  'LinkedIn URL',
  'URL',
  'Categories',
] as const;
type VCardColumn = (typeof VCARD_COLUMNS)[number];

type JCardProperty = [string, Record<string, unknown>, string, ...unknown[]];
type JCard = ['vcard', JCardProperty[], unknown[]];

/** RFC 6350 escapes, for what ical.js leaves as it was (X- properties, a stray '\\;' in text). */
const unescapeText = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** Each value of each property named `key` (a structured value, like N or ADR, as its parts). */
function propValues(props: JCardProperty[], key: string): (string | string[])[] {
  return props
    .filter((p) => p[0] === key)
    .map((p) => {
      const values = p.slice(3);
      const fix = (x: unknown) => {
        const text = Array.isArray(x) ? x.join(' ') : String(x ?? '');
        return p[2] === 'unknown' ? unescapeText(text) : text.replace(/\\;/g, ';');
      };
      // A list value (CATEGORIES, a comma list) is one text again; a structured value stays in parts.
      if (values.length === 1 && Array.isArray(values[0])) return (values[0] as unknown[]).map(fix);
      return values.map(fix).join(',');
    });
}
const first = (values: (string | string[])[]) => {
  const v = values[0];
  return Array.isArray(v) ? v.join(' ') : (v ?? '');
};
const parts = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

function readVcf(text: string): ImportTable {
  let cards: JCard[];
  try {
    // ical.js reads vCard 3.0 and 4.0 (RFC 6350): folding, escapes and structured values.
    const parsed = ICAL.parse(text) as unknown as JCard | JCard[];
    cards = (parsed[0] === 'vcard' ? [parsed as JCard] : (parsed as JCard[])).filter((c) => Array.isArray(c) && c[0] === 'vcard');
  } catch {
    throw badRequest(IMPORT_MESSAGES.unreadableVcf);
  }
  if (cards.length === 0) throw badRequest(IMPORT_MESSAGES.unreadableVcf);
  if (cards.length > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  const rows = cards.map(([, card]) => {
    const row: Record<VCardColumn, string> = Object.fromEntries(VCARD_COLUMNS.map((c) => [c, ''])) as Record<VCardColumn, string>;
    const n = parts(propValues(card, 'n')[0]);
    row['Full Name'] = clean(first(propValues(card, 'fn')));
    row['Last Name'] = clean(n[0]);
    row['First Name'] = clean(n[1]);
    row['Middle Name'] = clean(n[2]);
    row['Client Name'] = clean(first(propValues(card, 'x-tradeloom-client-name'))) || clean(first(propValues(card, 'nickname')));
    row.Company = clean(parts(propValues(card, 'org')[0])[0]);
    row.Title = clean(first(propValues(card, 'title')));
    row.Role = clean(first(propValues(card, 'x-tradeloom-role'))) || clean(first(propValues(card, 'role')));
    const emails = propValues(card, 'email')
      .map((v) => clean(Array.isArray(v) ? v.join('') : v))
      .filter(Boolean);
    row.Email = emails[0] ?? '';
    row['Other E-mails'] = emails.slice(1).join(', ');
    const phones = propValues(card, 'tel')
      .map((v) => clean((Array.isArray(v) ? v.join('') : v).replace(/^tel:/i, '')))
      .filter(Boolean);
    row.Phone = phones[0] ?? '';
    row['Other Phones'] = phones.slice(1).join(', ');
    row.Location = clean(first(propValues(card, 'x-tradeloom-location')));
    const adr = parts(propValues(card, 'adr')[0]);
    row.Street = clean([adr[0], adr[1], adr[2]].filter(Boolean).join(' '));
    row.City = clean(adr[3]);
    row.Region = clean(adr[4]);
    row.Country = clean(adr[6]);
    const geo = first(propValues(card, 'geo')).replace(/^geo:/i, '').split(/[;,]/);
    if (geo.length >= 2) {
      row.Latitude = clean(geo[0]);
      row.Longitude = clean(geo[1]);
    }
    row.Commodities = clean(first(propValues(card, 'x-tradeloom-commodities')));
    row['Source of Introduction'] = clean(first(propValues(card, 'x-tradeloom-source')));
    row.Notes = propValues(card, 'note')
      .map((v) => (Array.isArray(v) ? v.join(';') : v).trim())
      .filter(Boolean)
      .join('\n\n');
    row['Last Contacted'] = clean(first(propValues(card, 'x-tradeloom-last-contacted')));
    // A LinkedIn profile (X-SOCIALPROFILE;TYPE=linkedin, or a URL on linkedin.com) is the contact's
    // LinkedIn field; the first one wins and other addresses stay in the notes.
    const urls = propValues(card, 'url')
      .map((v) => clean(Array.isArray(v) ? v.join('') : v))
      .filter(Boolean);
    const profiles = card
      .filter((p) => p[0] === 'x-socialprofile' && JSON.stringify(p[1]).toLowerCase().includes('linkedin'))
      .map((p) => clean(String(p[3] ?? '')));
    const linkedin = [...profiles, ...urls].find((u) => normaliseLinkedinUrl(u) !== null) ?? '';
    row['LinkedIn URL'] = linkedin;
    row.URL = urls.filter((u) => normaliseLinkedinUrl(u) !== normaliseLinkedinUrl(linkedin) || !linkedin).join(', ');
    row.Categories = clean(first(propValues(card, 'categories')));
    return VCARD_COLUMNS.map((c) => row[c]);
  });
  const keep = rows.map((r) => r.some(Boolean));
  const kept = rows.filter((_, i) => keep[i]);
  if (kept.length === 0) throw badRequest(IMPORT_MESSAGES.unreadableVcf);
  return {
    format: 'vcf',
    headers: [...VCARD_COLUMNS],
    rows: kept,
    rowNumbers: rows.map((_, i) => i + 1).filter((_, i) => keep[i]),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readJson(text: string): ImportTable {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest(IMPORT_MESSAGES.unreadableJson);
  }
  const list = Array.isArray(data) ? data : isRecord(data) && data.format === EXPORT_JSON_FORMAT ? data.contacts : undefined;
  if (!Array.isArray(list) || !list.every(isRecord)) throw badRequest(IMPORT_MESSAGES.unreadableJson);
  if (list.length === 0) throw badRequest(IMPORT_MESSAGES.noRows);
  if (list.length > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  const text_ = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const rows = list.map((c) => EXPORT_CSV_COLUMNS.map(([key]) => text_(c[key]).trim()));
  const interactions = list.map((c) =>
    Array.isArray(c.interactions)
      ? c.interactions
          .filter(isRecord)
          .flatMap((i) =>
            INTERACTION_KINDS.includes(i.kind as InteractionKind) && typeof i.date === 'string'
              ? [{ kind: i.kind as InteractionKind, date: i.date, text: text_(i.text) }]
              : [],
          )
      : undefined,
  );
  return {
    format: 'json',
    headers: EXPORT_CSV_COLUMNS.map(([, label]) => label),
    rows,
    rowNumbers: list.map((_, i) => i + 1),
    interactions,
  };
}

/** The file as a table; a 4xx ApiError with the user's message when it cannot be read. */
export async function readImportFile(name: string, bytes: Buffer): Promise<ImportTable> {
  if (bytes.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  const format = detectFormat(name, bytes);
  if (format === 'xlsx') return readXlsx(bytes);
  const text = decodeText(bytes);
  if (!text.trim()) throw badRequest(IMPORT_MESSAGES.empty);
  if (format === 'vcf') return readVcf(text);
  if (format === 'json') return readJson(text);
  return readCsv(text);
}
