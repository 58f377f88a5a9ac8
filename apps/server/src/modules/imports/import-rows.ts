/**
 * One row of an import table to a contact, through the mapping: name parts joined, address parts
 * joined, several e-mails or phones kept (the first in its field, the others in the notes), dates
 * read in the unambiguous forms people write, and the result checked by the contact schema itself.
 */
import {
  CONTACT_ROLES,
  CONTACT_TEXT_LIMITS,
  contactInputSchema,
  IMPORT_MESSAGES,
  IMPORT_TARGET_LABELS,
  IMPORT_TARGETS,
  type ImportTarget,
  mappingHasName,
  normaliseLinkedinUrl,
} from '@tradeloom/domain';
import type { z } from 'zod';

export type ImportedContact = z.output<typeof contactInputSchema>;
export type RowOutcome = { ok: true; contact: ImportedContact } | { ok: false; reason: string };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');
function isoDate(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}
const month = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;

/**
 * '2024-03-12', '2024-03-12T10:00:00Z', '12 Mar 2024', 'March 12, 2024', '12/03/2024' when the day is
 * over 12 (else the order is unknown): an ISO date, or null.
 */
export function readDate(raw: string): string | null {
  const s = raw.trim();
  let m = s.match(/^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/);
  if (m) return isoDate(+m[1]!, +m[2]!, +m[3]!);
  m = s.match(/^(\d{1,2})[\s-]([A-Za-z]{3,9})\.?[\s-,]+(\d{4})$/);
  if (m && month(m[2]!)) return isoDate(+m[3]!, month(m[2]!), +m[1]!);
  m = s.match(/^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/);
  if (m && month(m[1]!)) return isoDate(+m[3]!, month(m[1]!), +m[2]!);
  m = s.match(/^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/);
  if (m) {
    const a = +m[1]!;
    const b = +m[2]!;
    if (a > 12 && b <= 12) return isoDate(+m[3]!, b, a);
    if (b > 12 && a <= 12) return isoDate(+m[3]!, a, b);
    if (a === b) return isoDate(+m[3]!, a, b);
  }
  return null;
}

const ROLE_BY_WORD = new Map(CONTACT_ROLES.map((r) => [r.toLowerCase(), r]));
/** 'supplier' -> 'Supplier'; any other text is a custom role, kept as written. */
const readRole = (raw: string) => ROLE_BY_WORD.get(raw.trim().toLowerCase()) ?? raw.trim();

/** 'Wheat; Corn | Barley' -> 'Wheat, Corn, Barley': the words as written, the list in our separator (a list with commas is kept). */
const readCommodities = (raw: string) =>
  raw
    .split(raw.includes(',') ? /\n+/ : /[;|\n]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');

/** Targets that hold one value: the first non-empty column wins, other values go to the notes. */
const LISTS = new Set<ImportTarget>(['commodities', 'notes', 'note_line', 'ignore']);
const SINGLE = IMPORT_TARGETS.filter((t) => !LISTS.has(t));

export interface RowMapper {
  (row: string[]): RowOutcome;
  /** Whether the mapping names a column for the name. */
  hasName: boolean;
}

/** The function that turns rows into contacts under one mapping. */
export function rowMapper(headers: string[], mapping: ImportTarget[]): RowMapper {
  const columns = new Map<ImportTarget, number[]>();
  mapping.forEach((target, i) => {
    if (i >= headers.length || target === 'ignore') return;
    const list = columns.get(target);
    if (list) list.push(i);
    else columns.set(target, [i]);
  });
  const hasName = mappingHasName([...columns.keys()]);

  const map = ((row: string[]): RowOutcome => {
    const notesExtra: string[] = [];
    const values = {} as Partial<Record<ImportTarget, string>>;
    for (const target of SINGLE) {
      for (const i of columns.get(target) ?? []) {
        const v = row[i]?.trim();
        if (!v) continue;
        const have = values[target];
        if (have === undefined) values[target] = v;
        else if (have.toLowerCase() !== v.toLowerCase()) notesExtra.push(`${headers[i]}: ${v}`);
      }
    }
    for (const i of columns.get('note_line') ?? []) {
      const v = row[i]?.trim();
      if (v) notesExtra.push(`${headers[i]}: ${v}`);
    }
    const notes = (columns.get('notes') ?? []).map((i) => row[i]?.trim()).filter(Boolean) as string[];
    const commodities = (columns.get('commodities') ?? [])
      .map((i) => readCommodities(row[i] ?? ''))
      .filter(Boolean)
      .join(', ');

    const named = values.full_name || [values.first_name, values.middle_name, values.last_name].filter(Boolean).join(' ');
    const fullName = named || values.client_name || '';
    if (!fullName) return { ok: false, reason: IMPORT_MESSAGES.missingName };
    const location = values.location || [values.city, values.region, values.country].filter(Boolean).join(', ') || null;
    if (values.location && (values.city || values.country)) {
      const place = [values.city, values.region, values.country].filter(Boolean).join(', ');
      if (!values.location.toLowerCase().includes(place.toLowerCase())) notesExtra.push(`Address: ${place}`);
    }

    let latitude: number | null = null;
    let longitude: number | null = null;
    if (values.latitude || values.longitude) {
      const lat = Number(values.latitude?.replace(',', '.'));
      const lng = Number(values.longitude?.replace(',', '.'));
      if (
        values.latitude &&
        values.longitude &&
        Number.isFinite(lat) &&
        Number.isFinite(lng) &&
        Math.abs(lat) <= 90 &&
        Math.abs(lng) <= 180 &&
        location
      ) {
        latitude = lat;
        longitude = lng;
      } else if (values.latitude || values.longitude) {
        notesExtra.push(`Coordinates: ${[values.latitude, values.longitude].filter(Boolean).join(', ')}`);
      }
    }

    let lastContacted: string | null = null;
    if (values.last_contacted_at) {
      const d = readDate(values.last_contacted_at);
      if (d && Date.parse(d) <= Date.now()) lastContacted = d;
      else notesExtra.push(`${IMPORT_TARGET_LABELS.last_contacted_at}: ${values.last_contacted_at}`);
    }

    // A LinkedIn address that is not one is kept in the notes rather than costing the row.
    let linkedinUrl: string | null = null;
    if (values.linkedin_url) {
      linkedinUrl = normaliseLinkedinUrl(values.linkedin_url);
      if (!linkedinUrl) notesExtra.push(`${IMPORT_TARGET_LABELS.linkedin_url}: ${values.linkedin_url}`);
    }

    const allNotes = [...notes, ...(notesExtra.length ? [notesExtra.join('\n')] : [])].join('\n\n');
    const parsed = contactInputSchema.safeParse({
      full_name: fullName.slice(0, CONTACT_TEXT_LIMITS.full_name + 1),
      client_name: named ? values.client_name : null,
      company: values.company,
      title: values.title,
      role: values.role ? readRole(values.role) : null,
      client_email: values.client_email,
      phone: values.phone,
      location,
      latitude,
      longitude,
      commodities: commodities || null,
      source_of_introduction: values.source_of_introduction,
      notes: allNotes || null,
      last_contacted_at: lastContacted,
      linkedin_url: linkedinUrl,
    });
    if (parsed.success) return { ok: true, contact: parsed.data };
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    const label = IMPORT_TARGET_LABELS[field as ImportTarget] ?? field;
    const tooLong =
      issue.code === 'too_big' ? `longer than ${CONTACT_TEXT_LIMITS[field as keyof typeof CONTACT_TEXT_LIMITS] ?? ''} characters` : null;
    return { ok: false, reason: tooLong ? `${label} is ${tooLong}` : `${label}: ${issue.message}` };
  }) as RowMapper;
  map.hasName = hasName;
  return map;
}
