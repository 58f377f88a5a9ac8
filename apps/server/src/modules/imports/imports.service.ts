/**
 * Contact imports (spec §3 'Contact import'): a file is uploaded and read (status pending), the
 * user maps its columns and reviews duplicates, then a background job writes it in batches (status
 * processing), one transaction per batch with the record's progress, so the record always says
 * exactly what landed and a failed import continues from there when retried.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import {
  autoMapColumns,
  type ContactBrief,
  type ContactImport,
  type DuplicateAction,
  DuplicateIndex,
  detectImportSource,
  IMPORT_BATCH_ROWS,
  IMPORT_LISTED_DUPLICATES,
  IMPORT_LISTED_ERRORS,
  IMPORT_MESSAGES,
  IMPORT_PREVIEW_ROWS,
  type ImportResults,
  type ImportReview,
  type ImportRowError,
  type ImportTarget,
  type ImportUploadResponse,
  importFailureMessage,
  importLimitNote,
  importStartSchema,
  joinCommodities,
  SINGLE_VALUE_FIELDS,
  splitCommodities,
} from '@tradeloom/domain';
import { columnValueKinds } from '@tradeloom/domain/trade';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { contactImports, contactInteractions } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { ApiError, badRequest, conflict, isDatabaseUnavailable, notFound } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { isUuid } from '../../lib/sql.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import type { SpooledFile } from '../attachments/multipart.ts';
import { recordAuditEvent } from '../audit/audit.service.ts';
import { contactRoom } from '../contacts/contact-limit.ts';
import { fieldsOf, insertContactsBulk, lockContacts, selectContacts, updateContactRow } from '../contacts/contacts.store.ts';
import type { ImportTable } from './import-files.ts';
import { importReader } from './import-reader.ts';
import { type ImportedContact, type RowMapper, type RowOutcome, rowMapper } from './import-rows.ts';

type ImportRow = typeof contactImports.$inferSelect;
type StartOptions = z.output<typeof importStartSchema>;

const fileKey = (userId: string, id: string) => `${userId}/imports/${id}`;
const importNotFound = () => notFound(IMPORT_MESSAGES.notFound);

export function toContactImport(row: ImportRow): ContactImport {
  return {
    id: row.id,
    file_name: row.fileName,
    file_size: row.fileSize,
    file_type: row.fileType,
    status: row.status as ContactImport['status'],
    created_at: row.createdAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
    results: (row.results as ImportResults | null) ?? null,
  };
}

/**
 * Tables read lately, by import id: the wizard's review and the job read the same file again, and
 * the job takes the review's rows as they were mapped when the mapping is the same.
 */
const tables = new Map<string, { table: ImportTable; at: number; mapped?: { key: string; outcomes: RowOutcome[] } }>();
const TABLE_CACHE_MAX = 3;
const TABLE_CACHE_MS = 15 * 60_000;
function remember(id: string, table: ImportTable) {
  tables.delete(id);
  tables.set(id, { table, at: Date.now() });
  for (const [key, v] of tables) if (tables.size > TABLE_CACHE_MAX || Date.now() - v.at > TABLE_CACHE_MS) tables.delete(key);
}

/** Every row of the table through the mapping, once per table and mapping. */
function mappedRows(id: string, table: ImportTable, mapper: RowMapper, mapping: ImportTarget[]): RowOutcome[] {
  const key = JSON.stringify(mapping);
  const cached = tables.get(id);
  if (cached?.table === table && cached.mapped?.key === key) return cached.mapped.outcomes;
  const outcomes = table.rows.map((cells) => mapper(cells));
  if (cached?.table === table) cached.mapped = { key, outcomes };
  return outcomes;
}

async function loadTable(storage: StorageProvider, row: ImportRow): Promise<ImportTable> {
  const cached = tables.get(row.id);
  if (cached && Date.now() - cached.at < TABLE_CACHE_MS) return cached.table;
  const stored = await storage.get(fileKey(row.userId, row.id));
  if (!stored) throw new ApiError(410, 'GONE', 'The imported file is no longer available. Upload it again.');
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  const table = await importReader().read(row.fileName, Buffer.concat(chunks));
  remember(row.id, table);
  return table;
}

async function ownImport(db: Db | Tx, userId: string, id: string): Promise<ImportRow> {
  if (!isUuid(id)) throw importNotFound();
  const [row] = await db
    .select()
    .from(contactImports)
    .where(and(eq(contactImports.id, id), eq(contactImports.userId, userId)))
    .limit(1);
  if (!row) throw importNotFound();
  return row;
}

const emptyResults = (table: ImportTable): ImportResults => ({
  format: table.format,
  source: detectImportSource(table.format, table.headers),
  total_rows: table.rows.length,
  processed_rows: 0,
  created: 0,
  updated: 0,
  skipped_duplicates: 0,
  skipped_limit: 0,
  error_count: 0,
  errors: [],
  limit_note: null,
  failure: null,
  geocode_queued: 0,
});

/** Reads the uploaded file, keeps it in storage and records the import as pending. */
export async function createImport(db: Db, storage: StorageProvider, userId: string, file: SpooledFile): Promise<ImportUploadResponse> {
  let table: ImportTable;
  try {
    table = await importReader().read(file.name, await fs.promises.readFile(file.path));
  } catch (err) {
    await fs.promises.rm(file.path, { force: true });
    throw err;
  }
  const id = crypto.randomUUID();
  await storage.putFile(fileKey(userId, id), file.path, { contentType: 'application/octet-stream', size: file.size });
  const results = emptyResults(table);
  const [row] = await db
    .insert(contactImports)
    .values({ id, userId, fileName: file.name, fileSize: file.size, fileType: table.format, status: 'pending', results })
    .returning();
  remember(id, table);
  return uploadResponse(row!, table);
}

/** What the wizard maps: the file's columns, its first rows and a suggested mapping. */
function uploadResponse(row: ImportRow, table: ImportTable): ImportUploadResponse {
  return {
    import: toContactImport(row),
    format: table.format,
    source: detectImportSource(table.format, table.headers),
    headers: table.headers,
    sample: table.rows.slice(0, IMPORT_PREVIEW_ROWS),
    total_rows: table.rows.length,
    mapping: autoMapColumns(table.headers, columnValueKinds(table.rows, table.headers.length)),
  };
}

/** The upload's answer again, for a pending import taken up later (the wizard continues at the mapping). */
export async function getImportColumns(db: Db, storage: StorageProvider, userId: string, id: string): Promise<ImportUploadResponse> {
  const row = await ownImport(db, userId, id);
  if (row.status !== 'pending') throw conflict(IMPORT_MESSAGES.notPending);
  return uploadResponse(row, await loadTable(storage, row));
}

export async function listImports(db: Db, userId: string): Promise<ContactImport[]> {
  const rows = await db
    .select()
    .from(contactImports)
    .where(eq(contactImports.userId, userId))
    .orderBy(desc(contactImports.createdAt))
    .limit(20);
  return rows.map(toContactImport);
}

export async function getImport(db: Db, userId: string, id: string): Promise<ContactImport> {
  return toContactImport(await ownImport(db, userId, id));
}

/** Cancels an import that has not started: its record and its file go. */
export async function deleteImport(db: Db, storage: StorageProvider, userId: string, id: string): Promise<void> {
  const row = await ownImport(db, userId, id);
  if (row.status !== 'pending') throw conflict(IMPORT_MESSAGES.notPending);
  await db.delete(contactImports).where(and(eq(contactImports.id, id), eq(contactImports.status, 'pending')));
  tables.delete(id);
  await storage.delete(fileKey(userId, id));
}

/** An entry of the duplicate index: a contact of the book, or a row of this file about to be created. */
interface BookEntry {
  id: string | null;
  full_name: string;
  company: string | null;
  client_email: string | null;
  location: string | null;
  /** A row of this import not written yet, and what it will write. */
  draft?: ImportedContact;
  /** Left out by the plan's limit. */
  dropped?: boolean;
  /** Handed to a batch's transaction: a later 'update' row changes it by id. */
  sent?: boolean;
  row?: number;
  interactions?: ImportTable['interactions'] extends (infer T)[] | undefined ? T : never;
}

async function loadBook(db: Db, userId: string): Promise<BookEntry[]> {
  return selectContacts(db, userId, ['id', 'full_name', 'company', 'client_email', 'location']);
}

const brief = (e: BookEntry | ImportedContact, id: string | null = null): ContactBrief => ({
  id: 'id' in e && typeof e.id === 'string' ? e.id : id,
  full_name: e.full_name,
  company: e.company ?? null,
  client_email: e.client_email ?? null,
  location: e.location ?? null,
});

function checkMapping(table: ImportTable, mapping: ImportTarget[]) {
  const mapper = rowMapper(table.headers, mapping);
  if (!mapper.hasName) throw badRequest(IMPORT_MESSAGES.noNameColumn);
  return mapper;
}

/** The mapping applied to the whole file, with duplicates and the plan's room; nothing is written. */
export async function reviewImport(
  db: Db,
  storage: StorageProvider,
  userId: string,
  id: string,
  mapping: ImportTarget[],
): Promise<ImportReview> {
  const row = await ownImport(db, userId, id);
  if (row.status !== 'pending') throw conflict(IMPORT_MESSAGES.notPending);
  const table = await loadTable(storage, row);
  const mapper = checkMapping(table, mapping);
  const index = new DuplicateIndex<BookEntry>(await loadBook(db, userId));
  const review: ImportReview = {
    total_rows: table.rows.length,
    ready_rows: 0,
    error_count: 0,
    errors: [],
    duplicate_count: 0,
    duplicates: [],
    limit: { plan: '', max: null, current: 0, remaining: null },
    preview: [],
  };
  mappedRows(id, table, mapper, mapping).forEach((outcome, i) => {
    const rowNo = table.rowNumbers[i]!;
    if (!outcome.ok) {
      review.error_count++;
      if (review.errors.length < IMPORT_LISTED_ERRORS) review.errors.push({ row: rowNo, reason: outcome.reason });
      return;
    }
    const c = outcome.contact;
    review.ready_rows++;
    if (review.preview.length < IMPORT_PREVIEW_ROWS) {
      review.preview.push({
        row: rowNo,
        full_name: c.full_name,
        company: c.company,
        location: c.location,
        client_email: c.client_email,
        commodities: c.commodities,
      });
    }
    const keys = DuplicateIndex.keys(c);
    const match = index.find(c, undefined, keys);
    if (match) {
      review.duplicate_count++;
      if (review.duplicates.length < IMPORT_LISTED_DUPLICATES) {
        const inFile = match.entry.id === null;
        review.duplicates.push({
          row: rowNo,
          incoming: brief(c),
          existing: inFile ? { ...brief(match.entry), id: null } : brief(match.entry),
          reason: match.reason,
          in_file: inFile,
        });
      }
    }
    index.add(
      { id: null, full_name: c.full_name, company: c.company, client_email: c.client_email, location: c.location, row: rowNo },
      keys,
    );
  });
  const room = await contactRoom(db, userId);
  review.limit = { plan: room.planName, max: room.max, current: room.current, remaining: room.remaining };
  return review;
}

/** Starts the job: the record moves from pending to processing with the user's choices. */
export async function startImport(
  db: Db,
  storage: StorageProvider,
  userId: string,
  id: string,
  options: StartOptions,
): Promise<ContactImport> {
  const row = await ownImport(db, userId, id);
  if (row.status !== 'pending') throw conflict(IMPORT_MESSAGES.notPending);
  checkMapping(await loadTable(storage, row), options.mapping);
  return db.transaction(async (tx) => {
    const [started] = await tx
      .update(contactImports)
      .set({ status: 'processing', options: { ...options } })
      .where(and(eq(contactImports.id, id), eq(contactImports.userId, userId), eq(contactImports.status, 'pending')))
      .returning();
    if (!started) throw conflict(IMPORT_MESSAGES.notPending);
    await enqueueJob(tx, 'import', { userId, importId: id });
    return toContactImport(started);
  });
}

/** A failed import continues after the rows that landed. */
export async function retryImport(db: Db, userId: string, id: string): Promise<ContactImport> {
  await ownImport(db, userId, id);
  return db.transaction(async (tx) => {
    const [again] = await tx
      .update(contactImports)
      .set({
        status: 'processing',
        processedAt: null,
        results: sql`jsonb_set(${contactImports.results}, '{failure}', 'null'::jsonb)`,
      })
      .where(and(eq(contactImports.id, id), eq(contactImports.userId, userId), eq(contactImports.status, 'failed')))
      .returning();
    if (!again) throw conflict(IMPORT_MESSAGES.notRetryable);
    await enqueueJob(tx, 'import', { userId, importId: id });
    return toContactImport(again);
  });
}

/** An 'update existing' row over a draft of the same file: what the row has wins, lists and notes add up. */
function updateDraft(draft: ImportedContact, row: ImportedContact): void {
  for (const [key] of SINGLE_VALUE_FIELDS) if (row[key]) draft[key] = row[key];
  if (row.location) Object.assign(draft, { location: row.location, latitude: row.latitude, longitude: row.longitude, city_id: null });
  draft.commodities = unite(draft.commodities, row.commodities);
  draft.notes = addNotes(draft.notes, row.notes);
  if (row.last_contacted_at && (!draft.last_contacted_at || row.last_contacted_at > draft.last_contacted_at)) {
    draft.last_contacted_at = row.last_contacted_at;
  }
}
function unite(a: string | null, b: string | null): string | null {
  const list = splitCommodities(a);
  for (const c of splitCommodities(b)) if (!list.some((x) => x.toLowerCase() === c.toLowerCase())) list.push(c);
  return list.length ? joinCommodities(list) : null;
}
const addNotes = (a: string | null, b: string | null) => (!b ? a : !a ? b : a.includes(b) ? a : `${a}\n\n${b}`);

/** Applies 'update existing' rows to contacts of the book, each locked while it changes. */
async function applyUpdates(tx: Tx, userId: string, updates: Map<string, ImportedContact[]>): Promise<boolean> {
  if (updates.size === 0) return false;
  let geocode = false;
  const rows = await lockContacts(tx, userId, [...updates.keys()], { ownOnly: true });
  for (const current of rows) {
    const draft: ImportedContact = fieldsOf(current);
    for (const incoming of updates.get(current.id) ?? []) updateDraft(draft, incoming);
    const moved = draft.location !== current.location;
    const placed = draft.latitude != null && draft.longitude != null;
    if (moved && draft.location && !placed) geocode = true;
    await updateContactRow(tx, current.id, {
      ...draft,
      city_id: moved ? null : current.cityId,
      latitude: moved && !placed ? null : draft.latitude,
      longitude: moved && !placed ? null : draft.longitude,
    });
  }
  return geocode;
}

/** The drafts of new contacts in one statement (the store's bulk insert); the ids were made by the job. */
const insertContacts = (tx: Tx, userId: string, entries: BookEntry[]) =>
  insertContactsBulk(
    tx,
    userId,
    entries.map((e) => ({ id: e.id!, fields: e.draft! })),
  );

/** Batches written at once on PostgreSQL (each in its own transaction and connection; 3 measured best on 2 cores). */
const BATCHES_IN_FLIGHT = 3;

interface PreparedBatch {
  start: number;
  end: number;
  creates: BookEntry[];
  /** 'Update existing' rows for contacts already written, by contact id. */
  updates: Map<string, ImportedContact[]>;
  errors: ImportRowError[];
  errorCount: number;
  skipped: number;
  updated: number;
}

/**
 * The import job: batches after the last committed row, then the record completes (or fails,
 * saying where). On PostgreSQL, when the plan has no contact limit, the next batches' rows are
 * written while the one before commits (BATCHES_IN_FLIGHT transactions at once); each still commits
 * only after the one before it did, so the record's progress stays a prefix of the file.
 */
export async function runImportJob(
  db: Db,
  storage: StorageProvider,
  logger: Logger,
  payload: { userId: string; importId: string },
  opts: { overlap?: boolean; retry?: boolean } = {},
): Promise<void> {
  const { userId, importId } = payload;
  const [row] = await db
    .select()
    .from(contactImports)
    .where(and(eq(contactImports.id, importId), eq(contactImports.userId, userId)))
    .limit(1);
  if (row?.status !== 'processing') return;
  let results = { ...(row.results as ImportResults) };
  let geocode = false;
  const pending: Promise<void>[] = [];
  try {
    const options = importStartSchema.parse(row.options ?? {});
    const table = await loadTable(storage, row);
    const outcomes = mappedRows(importId, table, checkMapping(table, options.mapping), options.mapping);
    const index = new DuplicateIndex<BookEntry>(await loadBook(db, userId));
    const wasDropped = (e: BookEntry) => Boolean(e.dropped);
    // A limited plan counts the book in every batch, one batch at a time.
    const limited = (await contactRoom(db, userId)).max !== null;
    const depth = opts.overlap && !limited ? BATCHES_IN_FLIGHT : 1;

    const prepare = (start: number, end: number): PreparedBatch => {
      const batch: PreparedBatch = { start, end, creates: [], updates: new Map(), errors: [], errorCount: 0, skipped: 0, updated: 0 };
      for (let i = start; i < end; i++) {
        const rowNo = table.rowNumbers[i]!;
        const outcome = outcomes[i]!;
        if (!outcome.ok) {
          batch.errorCount++;
          batch.errors.push({ row: rowNo, reason: outcome.reason });
          continue;
        }
        const c = outcome.contact;
        const keys = DuplicateIndex.keys(c);
        const match = index.find(c, wasDropped, keys);
        if (match) {
          const action: DuplicateAction = options.decisions[String(rowNo)] ?? options.on_duplicate;
          if (action === 'skip') {
            batch.skipped++;
            continue;
          }
          if (action === 'update') {
            batch.updated++;
            const target = match.entry;
            // A row of this batch is changed before it is written; a written one, by its id.
            if (target.draft && !target.sent) updateDraft(target.draft, c);
            else if (target.id) {
              const list = batch.updates.get(target.id);
              if (list) list.push(c);
              else batch.updates.set(target.id, [c]);
            }
            continue;
          }
        }
        const entry: BookEntry = {
          id: crypto.randomUUID(),
          full_name: c.full_name,
          company: c.company,
          client_email: c.client_email,
          location: c.location,
          draft: { ...c },
          row: rowNo,
          interactions: table.interactions?.[i],
        };
        index.add(entry, keys);
        batch.creates.push(entry);
      }
      for (const e of batch.creates) e.sent = true;
      return batch;
    };

    const commit = (batch: PreparedBatch, before: Promise<void>): Promise<void> =>
      db
        .transaction(async (tx) => {
          let landing = batch.creates;
          let left = 0;
          let room: Awaited<ReturnType<typeof contactRoom>> | null = null;
          if (depth === 1) {
            room = await contactRoom(tx, userId, { lock: true });
            if (room.remaining !== null && landing.length > room.remaining) {
              left = landing.length - room.remaining;
              for (const e of landing.slice(room.remaining)) e.dropped = true;
              landing = landing.slice(0, room.remaining);
            }
          }
          if (landing.length) await insertContacts(tx, userId, landing);
          const history = landing.flatMap((e) =>
            (e.interactions ?? [])
              .filter((x) => /^\d{4}-\d{2}-\d{2}$/.test(x.date) && Date.parse(x.date) <= Date.now() + 86_400_000)
              .map((x) => ({ userId, contactId: e.id!, kind: x.kind, occurredOn: x.date, text: x.text.slice(0, 2000) })),
          );
          for (let k = 0; k < history.length; k += 1000) await tx.insert(contactInteractions).values(history.slice(k, k + 1000));
          // The batch before must have committed: its rows can be updated, and the progress follows it.
          await before;
          const moved = await applyUpdates(tx, userId, batch.updates);
          const next: ImportResults = {
            ...results,
            processed_rows: batch.end,
            created: results.created + landing.length,
            updated: results.updated + batch.updated,
            skipped_duplicates: results.skipped_duplicates + batch.skipped,
            skipped_limit: results.skipped_limit + left,
            error_count: results.error_count + batch.errorCount,
            errors: [...results.errors, ...batch.errors].slice(0, IMPORT_LISTED_ERRORS),
          };
          if (left > 0 && room) next.limit_note = importLimitNote(next.skipped_limit, room.planName, room.max ?? 0);
          // Only the runner that committed `start` may commit what follows it.
          const [saved] = await tx
            .update(contactImports)
            .set({ results: next })
            .where(and(eq(contactImports.id, importId), sql`(${contactImports.results}->>'processed_rows')::int = ${batch.start}`))
            .returning({ id: contactImports.id });
          if (!saved) throw new Error('import progress moved on elsewhere');
          const unplaced = landing.some((e) => e.draft!.location && (e.draft!.latitude == null || e.draft!.longitude == null));
          return { next, geocode: moved || unplaced };
        })
        .then((done) => {
          results = done.next;
          if (done.geocode) geocode = true;
          for (const e of batch.creates) delete e.draft;
        });

    let previous: Promise<void> = Promise.resolve();
    for (let start = results.processed_rows; start < table.rows.length; start += IMPORT_BATCH_ROWS) {
      const batch = prepare(start, Math.min(start + IMPORT_BATCH_ROWS, table.rows.length));
      previous = commit(batch, previous);
      // Settled below, in order; never reported as unhandled meanwhile.
      previous.catch(() => {});
      pending.push(previous);
      if (pending.length >= depth) await pending.shift();
    }
    while (pending.length) await pending.shift();

    await db.transaction(async (tx) => {
      if (geocode) {
        await enqueueJob(tx, 'geocode', { userId });
        results.geocode_queued = 1;
      }
      await tx.update(contactImports).set({ status: 'completed', processedAt: new Date(), results }).where(eq(contactImports.id, importId));
      await recordAuditEvent(tx, userId, 'import_contacts', {
        import_id: importId,
        file_name: row.fileName,
        created: results.created,
        updated: results.updated,
      });
    });
    tables.delete(importId);
    await storage.delete(fileKey(userId, importId)).catch((err) => logger.warn({ err, importId }, 'import file not deleted'));
  } catch (err) {
    await Promise.allSettled(pending);
    // The database was cut or is away (decision 020): every committed batch stands with its progress,
    // the rest rolled back. The job runner tries again later, and the import goes on from there.
    if (opts.retry && isDatabaseUnavailable(err)) {
      logger.warn({ err, importId, processedRows: results.processed_rows }, 'import interrupted: the database is unavailable');
      throw err;
    }
    logger.error({ err, importId }, 'import failed');
    const landed = results.processed_rows;
    const why = err instanceof ApiError ? err.message : 'The import stopped because of an error on our side.';
    const failure = importFailureMessage(why, landed);
    await db
      .update(contactImports)
      .set({ status: 'failed', processedAt: new Date(), results: { ...results, failure } })
      .where(eq(contactImports.id, importId));
  }
}
