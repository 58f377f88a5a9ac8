/**
 * Likely duplicates and merging (one set of rules for import, manual add and the 'Find duplicates'
 * view): the same e-mail; the same name and company once both are normalised; a close name in the
 * same company. Pure functions over plain records.
 */
import { z } from 'zod';
import { joinCommodities, splitCommodities } from './commodities.ts';
import type { ContactFields } from './contacts.ts';
import { DUPLICATE_REASONS, type DuplicateReason } from './imports.ts';

export interface DuplicateCandidate {
  id?: string | null;
  full_name: string;
  company?: string | null;
  client_email?: string | null;
}

/** Letters NFKD keeps whole: 'Ørsted' is 'Orsted', 'Łukasz' is 'Lukasz', 'Strauß' is 'Strauss'. */
const LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };

// Plain ASCII (most names and companies) needs no Unicode folding.
const ASCII = /^[\x20-\x7e]*$/;
const fold = (s: string) =>
  ASCII.test(s)
    ? s.toLowerCase()
    : s
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[øæœßłđðþıħ]/g, (ch) => LETTERS[ch]!);

/** Anything but letters (of any script) and digits is a word break. */
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/gu;

const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'madam', 'eng', 'engr', 'sheikh', 'capt']);
const LEGAL_FORMS = new Set([
  'ltd',
  'ltda',
  'limited',
  'llc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'ag',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'bv',
  'nv',
  'plc',
  'pte',
  'pty',
  'pvt',
  'private',
  'fze',
  'fzco',
  'fzc',
  'fzllc',
  'dmcc',
  'llp',
  'lp',
  'kg',
  'oy',
  'ab',
  'as',
  'asa',
  'kk',
  'bhd',
  'sdn',
  'tbk',
  'pt',
  'jsc',
  'ooo',
  'the',
  'and',
  'group',
  'holding',
  'holdings',
]);

/** 'Dr. José  Pérez-Luna' -> 'jose perez luna'. */
const ASCII_NOT_WORD = /[^a-z0-9]+/g;
/** Lower-cased words; plain ASCII takes the cheap path (imports compare every row of a file). */
function wordsOf(text: string): string[] {
  const ascii = ASCII.test(text);
  return (ascii ? text.toLowerCase() : fold(text))
    .replace(ascii ? ASCII_NOT_WORD : NOT_WORD, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

export function normaliseName(name: string | null | undefined): string {
  if (!name) return '';
  const words = wordsOf(name);
  while (words.length > 1 && HONORIFICS.has(words[0]!)) words.shift();
  return words.join(' ');
}

/** 'Glencore International AG' -> 'glencore international'; 'ACME Trading Co., Ltd.' -> 'acme trading'. */
export function normaliseCompany(company: string | null | undefined): string {
  if (!company) return '';
  let text = company.includes('&') ? company.replace(/&/g, ' and ') : company;
  // 'S.A.', 'S.p.A.', 'B.V.', 'A/S' are the legal forms 'sa', 'spa', 'bv', 'as'.
  if (/[./]/.test(text)) text = text.replace(/(?<=\b[A-Za-z])[./](?=[A-Za-z]\b)/g, '');
  const words = wordsOf(text);
  const kept = words.filter((w) => !LEGAL_FORMS.has(w));
  return (kept.length ? kept : words).join(' ');
}

export const normaliseEmail = (email: string | null | undefined) => (email ? email.trim().toLowerCase() : '');

/** Word order does not matter: 'smith john' and 'john smith'. */
const sortedName = (n: string) => n.split(' ').sort().join(' ');

function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Two normalised names that likely name one person: a typo, a shortened first name or an initial. */
export function namesClose(a: string, b: string): boolean {
  if (!a || !b) return false;
  if (a === b || sortedName(a) === sortedName(b)) return true;
  return namesNear(a, b);
}

/** namesClose for two names known to differ, even with their words sorted. */
function namesNear(a: string, b: string): boolean {
  return keysNear(nameKeys(a), nameKeys(b));
}

export interface NameKeys {
  name: string;
  first: string;
  last: string;
  words: number;
  digits: boolean;
}
function nameKeys(name: string): NameKeys {
  const words = name.split(' ');
  return { name, first: words[0] ?? '', last: words.at(-1) ?? '', words: words.length, digits: /\d/.test(name) };
}

function keysNear(a: NameKeys, b: NameKeys): boolean {
  // 'Desk 2' and 'Desk 3', 'Trader 1000' and 'Trader 1001': numbered entries are different entries.
  if (a.digits || b.digits) return false;
  if (a.words > 1 && b.words > 1 && a.last === b.last) {
    const fa = a.first;
    const fb = b.first;
    // 'J Smith' / 'John Smith', 'Jon Smith' / 'Jonathan Smith'.
    if ((fa.length === 1 && fb.startsWith(fa)) || (fb.length === 1 && fa.startsWith(fb))) return true;
    if (fa.length >= 3 && fb.length >= 3 && (fa.startsWith(fb) || fb.startsWith(fa))) return true;
  }
  const longest = Math.max(a.name.length, b.name.length);
  if (longest < 6) return false;
  const max = longest >= 12 ? 2 : 1;
  return editDistance(a.name, b.name, max) <= max;
}

/** A contact's comparison keys, normalised once. */
export interface MatchKeys extends NameKeys {
  email: string;
  sorted: string;
  company: string;
}
const DIGIT = /\d/;
const keysOf = (c: DuplicateCandidate): MatchKeys => {
  const name = normaliseName(c.full_name);
  const words = name.split(' ');
  // One flat object literal: every lookup of an import makes one, and spreads cost more than the rest.
  return {
    name,
    first: words[0] ?? '',
    last: words[words.length - 1] ?? '',
    words: words.length,
    digits: DIGIT.test(name),
    email: normaliseEmail(c.client_email),
    sorted: words.length > 1 ? [...words].sort().join(' ') : name,
    company: normaliseCompany(c.company),
  };
};

function reasonOf(a: MatchKeys, b: MatchKeys): DuplicateReason | null {
  if (a.email && a.email === b.email) return 'same_email';
  if (!a.name || !b.name) return null;
  const sameName = a.name === b.name || a.sorted === b.sorted;
  if (sameName && a.company && a.company === b.company) return 'same_name_company';
  const emailsDiffer = Boolean(a.email && b.email && a.email !== b.email);
  if (sameName && !a.company && !b.company && !emailsDiffer) return 'same_name';
  if (a.company && a.company === b.company && !emailsDiffer && (sameName || keysNear(a, b))) return 'similar_name';
  return null;
}

/** Why two contacts are likely one person, or null. */
export function duplicateReason(a: DuplicateCandidate, b: DuplicateCandidate): DuplicateReason | null {
  return reasonOf(keysOf(a), keysOf(b));
}

const REASON_RANK: Record<DuplicateReason, number> = { same_email: 0, same_name_company: 1, same_name: 2, similar_name: 3 };
export const strongerReason = (a: DuplicateReason, b: DuplicateReason) => (REASON_RANK[a] <= REASON_RANK[b] ? a : b);

/**
 * An index of contacts for finding the likely duplicates of one more: blocked by e-mail, by name
 * and by company, so a lookup compares a handful of entries, never the whole book.
 */
export class DuplicateIndex<T extends DuplicateCandidate> {
  private byEmail = new Map<string, Keyed<T>[]>();
  private byName = new Map<string, Keyed<T>[]>();
  private byCompany = new Map<string, Keyed<T>[]>();
  /** The same, only entries without an e-mail: a close name with a different e-mail is someone else. */
  private byCompanyNoEmail = new Map<string, Keyed<T>[]>();
  /** Entries compared per company at most (a company of thousands is matched by exact keys only). */
  static readonly COMPANY_SCAN_MAX = 300;

  constructor(entries: Iterable<T> = []) {
    for (const e of entries) this.add(e);
  }

  private static push<T>(map: Map<string, T[]>, key: string, value: T) {
    if (!key) return;
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  }

  /** The comparison keys of a contact, to pass to find() and add() when both are called for it. */
  static keys(c: DuplicateCandidate): MatchKeys {
    return keysOf(c);
  }

  add(entry: T, keys: MatchKeys = keysOf(entry)): void {
    const keyed = { entry, keys };
    DuplicateIndex.push(this.byEmail, keyed.keys.email, keyed);
    DuplicateIndex.push(this.byName, keyed.keys.sorted, keyed);
    DuplicateIndex.push(this.byCompany, keyed.keys.company, keyed);
    if (!keys.email) DuplicateIndex.push(this.byCompanyNoEmail, keyed.keys.company, keyed);
  }

  /** The best match for `probe` (strongest reason first), or null. */
  find(
    probe: DuplicateCandidate,
    skip?: (entry: T) => boolean,
    keys: MatchKeys = keysOf(probe),
  ): { entry: T; reason: DuplicateReason } | null {
    let best: { entry: T; reason: DuplicateReason } | null = null;
    const consider = (list: Keyed<T>[] | undefined, limit = Number.POSITIVE_INFINITY) => {
      if (!list) return;
      const n = Math.min(list.length, limit);
      for (let i = 0; i < n; i++) {
        const { entry, keys: other } = list[i]!;
        if (entry === probe || skip?.(entry)) continue;
        const reason = reasonOf(keys, other);
        if (reason && (!best || REASON_RANK[reason] < REASON_RANK[best.reason])) best = { entry, reason };
        if (best?.reason === 'same_email') return;
      }
    };
    consider(keys.email ? this.byEmail.get(keys.email) : undefined);
    if ((best as { reason: DuplicateReason } | null)?.reason === 'same_email') return best;
    consider(keys.sorted ? this.byName.get(keys.sorted) : undefined);
    if (!best && keys.company) {
      const bucket = keys.email ? this.byCompanyNoEmail : this.byCompany;
      consider(bucket.get(keys.company), DuplicateIndex.COMPANY_SCAN_MAX);
    }
    return best;
  }
}
interface Keyed<T> {
  entry: T;
  keys: MatchKeys;
}

/** Groups of likely duplicates across a book (each group at least two), biggest first. */
export function findDuplicateGroups<T extends DuplicateCandidate & { id: string }>(
  entries: T[],
): { members: T[]; reason: DuplicateReason }[] {
  const parent = new Map<string, string>();
  const root = (id: string): string => {
    let r = id;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(id, r);
    return r;
  };
  const reasons = new Map<string, DuplicateReason>();
  const index = new DuplicateIndex<T>();
  for (const e of entries) {
    parent.set(e.id, e.id);
    // Every earlier entry that matches joins this one's group (not only the best).
    const seen = new Set<string>();
    let match = index.find(e);
    while (match && !seen.has(match.entry.id)) {
      seen.add(match.entry.id);
      const ra = root(match.entry.id);
      const rb = root(e.id);
      let reason = match.reason;
      for (const r of [ra, rb]) {
        const known = reasons.get(r);
        if (known) reason = strongerReason(reason, known);
      }
      if (ra !== rb) parent.set(rb, ra);
      reasons.set(ra, reason);
      match = index.find(e, (x) => seen.has(x.id));
    }
    index.add(e);
  }
  const groups = new Map<string, T[]>();
  for (const e of entries) {
    const r = root(e.id);
    const list = groups.get(r);
    if (list) list.push(e);
    else groups.set(r, [e]);
  }
  return [...groups.entries()]
    .filter(([, members]) => members.length > 1)
    .map(([r, members]) => ({ members, reason: reasons.get(r) ?? 'similar_name' }))
    .sort((a, b) => b.members.length - a.members.length || REASON_RANK[a.reason] - REASON_RANK[b.reason]);
}

/** The fields a merge combines (a contact as the API shows it, without its files and ids). */
export type MergeFields = ContactFields;

/**
 * Fields that hold one value: a merge (and an import's 'update existing' row) fills an empty one
 * with the first value another has; a merge writes a different value into the notes under its label.
 */
export const SINGLE_VALUE_FIELDS = [
  ['client_name', 'Client name'],
  ['company', 'Company'],
  ['title', 'Title'],
  ['role', 'Role'],
  ['client_email', 'E-mail'],
  ['phone', 'Phone'],
  ['source_of_introduction', 'Source of introduction'],
  ['linkedin_url', 'LinkedIn'],
] as const;

const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * One contact from a primary and its duplicates, losing nothing: an empty field takes the first
 * value another has; a different value that cannot fit (a second e-mail, another phone) is written
 * into the notes under 'Merged from'; commodities are united; notes are kept one after another; the
 * latest last-contacted date wins; a place comes with its location.
 */
export function mergeContactFields(primary: MergeFields, others: MergeFields[]): MergeFields {
  const merged: MergeFields = { ...primary };
  const extraLines: string[] = [];
  const notes: string[] = primary.notes?.trim() ? [primary.notes.trim()] : [];
  const commodities = splitCommodities(primary.commodities);
  for (const other of others) {
    const lines: string[] = [];
    if (!same(other.full_name, merged.full_name)) lines.push(`Name: ${other.full_name}`);
    for (const [key, label] of SINGLE_VALUE_FIELDS) {
      const value = other[key]?.trim() ? other[key] : null;
      if (!value) continue;
      if (!merged[key]?.trim()) merged[key] = value;
      else if (!same(merged[key], value)) lines.push(`${label}: ${value}`);
    }
    if (other.location?.trim()) {
      if (!merged.location?.trim()) {
        Object.assign(merged, { location: other.location, city_id: other.city_id, latitude: other.latitude, longitude: other.longitude });
      } else if (!same(merged.location, other.location)) lines.push(`Location: ${other.location}`);
      else if (merged.latitude == null && other.latitude != null) {
        Object.assign(merged, { city_id: other.city_id, latitude: other.latitude, longitude: other.longitude });
      }
    }
    for (const c of splitCommodities(other.commodities)) {
      if (!commodities.some((x) => x.toLowerCase() === c.toLowerCase())) commodities.push(c);
    }
    if (other.notes?.trim() && !notes.some((n) => n.includes(other.notes!.trim()))) notes.push(other.notes.trim());
    if (other.last_contacted_at && (!merged.last_contacted_at || other.last_contacted_at > merged.last_contacted_at)) {
      merged.last_contacted_at = other.last_contacted_at;
    }
    // The most frequent cadence set on any of them: keeping in touch more often loses no reminder.
    if (other.keep_in_touch_days != null && (merged.keep_in_touch_days == null || other.keep_in_touch_days < merged.keep_in_touch_days)) {
      merged.keep_in_touch_days = other.keep_in_touch_days;
    }
    if (lines.length) extraLines.push(`Merged from ${other.full_name}:\n${lines.map((l) => `- ${l}`).join('\n')}`);
  }
  merged.commodities = commodities.length ? joinCommodities(commodities) : null;
  const allNotes = [...notes, ...extraLines];
  merged.notes = allNotes.length ? allNotes.join('\n\n') : null;
  return merged;
}

export const MERGE_MAX_CONTACTS = 20;
export const DUPLICATE_GROUPS_MAX = 200;

const brief = z.object({
  id: z.string(),
  full_name: z.string(),
  client_name: z.string().nullable(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  client_email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  commodities: z.string().nullable(),
  notes: z.string().nullable(),
  attachments: z.number().int(),
  updated_at: z.string(),
});
export type DuplicateMember = z.infer<typeof brief>;
export const duplicateGroupsSchema = z.object({
  groups: z.array(z.object({ reason: z.enum(DUPLICATE_REASONS), members: z.array(brief) })),
  total_groups: z.number().int(),
});
export type DuplicateGroups = z.infer<typeof duplicateGroupsSchema>;

/** POST /api/contacts/merge: the primary keeps its id; the others are folded into it and deleted. */
export const mergeRequestSchema = z
  .object({
    primary_id: z.string().min(1).max(100),
    duplicate_ids: z
      .array(z.string().min(1).max(100))
      .min(1)
      .max(MERGE_MAX_CONTACTS - 1),
  })
  .refine((v) => !v.duplicate_ids.includes(v.primary_id) && new Set(v.duplicate_ids).size === v.duplicate_ids.length, {
    message: 'Choose different contacts to merge',
  });

/** POST /api/contacts/duplicates/check: likely duplicates of a contact about to be added. */
export const duplicateCheckSchema = z.object({
  full_name: z.string().trim().min(1).max(200),
  company: z.string().trim().max(200).nullish(),
  client_email: z.string().trim().max(320).nullish(),
  /** Editing a contact: it is not its own duplicate. */
  exclude_id: z.string().max(100).nullish(),
});
export const duplicateCheckResponseSchema = z.object({
  matches: z.array(z.object({ reason: z.enum(DUPLICATE_REASONS), contact: brief })),
});
export type DuplicateCheckResponse = z.infer<typeof duplicateCheckResponseSchema>;
