/**
 * Reading an evaluation set (bench/eval/README.md): the four JSON files, validated with zod so a set
 * that breaks the format fails loudly and says where; keys turned into stable uuids; the book mapped to
 * the engine's and the assistant's input. The hidden `truth` of each contact never reaches the engine.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { EnginePriority } from '@tradeloom/intelligence';
import type { AssistantContact } from '@tradeloom/intelligence/assistant';
import { z } from 'zod';

export const SETS_DIR = new URL('../sets/', import.meta.url).pathname;

export const REGIONS = [
  'europe',
  'middle_east',
  'africa',
  'asia',
  'south_asia',
  'southeast_asia',
  'east_asia',
  'north_america',
  'south_america',
  'central_america',
  'oceania',
  'cis',
] as const;

export const QUESTION_KINDS = [
  'product',
  'product_region',
  'company',
  'negation',
  'compound',
  'time',
  'introduced_by',
  'event',
  'count',
  'count_by_side',
  'role',
  'introductions',
  'reconnect',
  'two_turn',
  'long_list',
  'summary',
  'unparseable',
] as const;

const text = z.string().nullable().optional();
const key = z.string().min(1);
const date = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a date');

const setInfoSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  written: z.string(),
  author: z.string(),
  now: date,
  unseen: z.boolean(),
});

const truthProductSchema = z.object({ key, side: z.enum(['buys', 'sells']), current: z.boolean() });

const contactSchema = z.object({
  key,
  full_name: z.string().min(1),
  company: text,
  role: text,
  title: text,
  location: text,
  city: text,
  country: text,
  country_code: text,
  commodities: text,
  notes: text,
  source_of_introduction: text,
  created_at: date.nullable().optional(),
  last_contacted_at: date.nullable().optional(),
  interactions: z
    .array(z.object({ kind: z.enum(['call', 'meeting', 'email', 'message', 'note']), occurred_on: date, text: text }))
    .default([]),
  truth: z.object({
    products: z.array(truthProductSchema).default([]),
    region: z.enum(REGIONS).nullable().optional(),
    country_code: text,
    value: z.enum(['high', 'medium', 'low']).optional(),
    events: z.array(z.string()).optional(),
    introduced_by: z.string().nullable().optional(),
  }),
});

const prioritySchema = z.object({
  key,
  priority_text: z.string().min(1),
  target_commodity: text,
  target_region: text,
  deadline: date.nullable().optional(),
});

const bookSchema = z.object({ contacts: z.array(contactSchema), priorities: z.array(prioritySchema).default([]) });

const keys = z.array(key);
const expectSchema = z.union([
  z.object({ contacts: keys }).strict(),
  z.object({ includes: keys.default([]), excludes: keys.default([]) }).strict(),
  z.object({ count: z.number().int().nonnegative() }).strict(),
  z.object({ counts: z.record(z.string(), z.number().int().nonnegative()) }).strict(),
  z.object({ understood: z.literal(false) }).strict(),
  z.object({ first: keys.min(1) }).strict(),
  z.object({ agrees_with: z.string() }).strict(),
]);

const questionSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(QUESTION_KINDS),
  turns: z.array(z.string().min(1)).min(1),
  expect: expectSchema,
  note: z.string().optional(),
});

const truthSchema = z.object({
  serves: z.record(z.string(), z.array(z.string())).default({}),
  introductions: z.array(z.object({ seller: key, buyer: key, product: z.string() })).default([]),
  priorities: z.array(z.object({ priority: key, right: keys, decoys: keys.default([]) })).default([]),
  cold: z.array(z.object({ key, value: z.enum(['high', 'medium', 'low']) })).default([]),
});

export type SetInfo = z.infer<typeof setInfoSchema>;
export type BookContact = z.infer<typeof contactSchema>;
export type BookPriority = z.infer<typeof prioritySchema>;
export type Question = z.infer<typeof questionSchema>;
export type Expect = z.infer<typeof expectSchema>;
export type SetTruth = z.infer<typeof truthSchema>;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface EvalSet {
  dir: string;
  info: SetInfo;
  book: { contacts: BookContact[]; priorities: BookPriority[] };
  questions: Question[];
  truth: SetTruth;
  now: Date;
  /** A contact's key to the uuid the engine sees, and back. */
  idOf: (key: string) => string;
  keyOf: (id: string) => string | undefined;
  /** A priority's key to the uuid the engine sees. */
  priorityIdOf: (key: string) => string;
  contactByKey: Map<string, BookContact>;
  /** The book as the assistant reads it (the engine's contact plus the geocoded city and country). */
  contacts: AssistantContact[];
  priorities: EnginePriority[];
}

/** A stable uuid (v5-shaped) for a key of a set: the same set gives the same ids on every run. */
export function stableUuid(setName: string, key: string): string {
  const h = createHash('sha1').update(`tradeloom-eval:${setName}:${key}`).digest('hex');
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function readJson<T>(dir: string, file: string, schema: z.ZodType<T>): T {
  const path = join(dir, file);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`${path}: ${err instanceof Error ? err.message : err}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`${path} does not follow the format: ${issues.join('; ')}`);
  }
  return parsed.data;
}

/** Mapping a typed contact of the book to what the engine and the assistant read. */
export function toAssistantContact(c: BookContact, id: string): AssistantContact {
  const interactions = [...c.interactions]
    .sort((a, b) => b.occurred_on.localeCompare(a.occurred_on))
    .map((i) => ({ kind: i.kind, occurredOn: i.occurred_on, text: i.text ?? null }));
  return {
    id,
    fullName: c.full_name,
    company: c.company ?? null,
    role: c.role ?? null,
    title: c.title ?? null,
    location: c.location ?? null,
    countryCode: c.country_code ?? null,
    commodities: c.commodities ?? null,
    notes: c.notes ?? null,
    lastContactedAt: c.last_contacted_at ?? null,
    createdAt: c.created_at ?? null,
    sourceOfIntroduction: c.source_of_introduction ?? null,
    interactions,
    city: c.city ?? null,
    country: c.country ?? null,
  };
}

/** Every reference inside the set points at something that exists. */
function checkReferences(s: Pick<EvalSet, 'book' | 'questions' | 'truth' | 'contactByKey'>): string[] {
  const problems: string[] = [];
  const contacts = s.contactByKey;
  const priorityKeys = new Set(s.book.priorities.map((p) => p.key));
  const questionIds = new Set(s.questions.map((q) => q.id));
  const need = (k: string, where: string) => {
    if (!contacts.has(k)) problems.push(`${where}: no contact ${k}`);
  };
  if (contacts.size !== s.book.contacts.length) problems.push('book.json: two contacts share a key');
  if (questionIds.size !== s.questions.length) problems.push('questions.json: two questions share an id');
  for (const i of s.truth.introductions) {
    need(i.seller, 'truth.introductions');
    need(i.buyer, 'truth.introductions');
  }
  for (const p of s.truth.priorities) {
    if (!priorityKeys.has(p.priority)) problems.push(`truth.priorities: no priority ${p.priority}`);
    for (const k of [...p.right, ...p.decoys]) need(k, `truth.priorities ${p.priority}`);
  }
  for (const c of s.truth.cold) need(c.key, 'truth.cold');
  for (const q of s.questions) {
    const e = q.expect;
    const ids = 'contacts' in e ? e.contacts : 'first' in e ? e.first : 'includes' in e ? [...e.includes, ...e.excludes] : [];
    for (const k of ids) need(k, `question ${q.id}`);
    if ('agrees_with' in e && !questionIds.has(e.agrees_with)) problems.push(`question ${q.id}: no question ${e.agrees_with}`);
  }
  return problems;
}

/** Loads one set folder; throws with the file and the problem when it does not follow the format. */
export function loadSet(dir: string): EvalSet {
  const info = readJson(dir, 'set.json', setInfoSchema);
  const book = readJson(dir, 'book.json', bookSchema);
  const questions = readJson(dir, 'questions.json', z.array(questionSchema));
  const truth = readJson(dir, 'truth.json', truthSchema);
  const contactByKey = new Map(book.contacts.map((c) => [c.key, c]));
  const problems = checkReferences({ book, questions, truth, contactByKey });
  if (problems.length) throw new Error(`${dir}: ${problems.length} broken references, e.g. ${problems.slice(0, 5).join('; ')}`);
  const ids = new Map<string, string>();
  const keys = new Map<string, string>();
  const idOf = (k: string): string => {
    let id = ids.get(k);
    if (!id) {
      id = stableUuid(info.name, k);
      ids.set(k, id);
      keys.set(id, k);
    }
    return id;
  };
  const contacts = book.contacts.map((c) => toAssistantContact(c, idOf(c.key)));
  const priorityIdOf = (k: string) => stableUuid(info.name, `priority:${k}`);
  const priorities: EnginePriority[] = book.priorities.map((p) => ({
    id: priorityIdOf(p.key),
    priorityText: p.priority_text,
    targetCommodity: p.target_commodity ?? null,
    targetRegion: p.target_region ?? null,
    deadline: p.deadline ?? null,
  }));
  return {
    dir,
    info,
    book,
    questions,
    truth,
    now: new Date(info.now),
    idOf,
    keyOf: (id) => keys.get(id),
    priorityIdOf,
    contactByKey,
    contacts,
    priorities,
  };
}

/** The set folders that hold a set.json (a folder being written without one yet is skipped). */
export function setNames(dir = SETS_DIR): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((n) => statSync(join(dir, n)).isDirectory()).sort();
}

export function setDir(name: string, dir = SETS_DIR): string {
  return join(dir, name);
}
