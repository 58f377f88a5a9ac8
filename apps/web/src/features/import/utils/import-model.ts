/** Pure logic of the import wizard and the recent imports list: no React, no I/O. */
import {
  autoMapColumns,
  type ContactImport,
  type DuplicateAction,
  formatCount,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type ImportResults,
  type ImportReview,
  type ImportTarget,
  type ImportUploadResponse,
  plural,
} from '@tradeloom/domain';

// The domain's count helpers, for the wizard's many places that say how many rows and contacts.
export { formatCount, plural };

/** Refusals the browser can tell before sending a byte (the server checks everything again). */
export function importFileProblem(file: Pick<File, 'size'>): string | null {
  if (file.size === 0) return IMPORT_MESSAGES.empty;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_MESSAGES.tooLarge;
  return null;
}

/** Up to `max` non-empty values of one column among the sample rows. */
export function sampleValues(sample: string[][], column: number, max = 3): string[] {
  const out: string[] = [];
  for (const row of sample) {
    const value = row[column]?.trim();
    if (value) out.push(value);
    if (out.length === max) break;
  }
  return out;
}

export function setTarget(mapping: readonly ImportTarget[], column: number, target: ImportTarget): ImportTarget[] {
  return mapping.map((t, i) => (i === column ? target : t));
}

/**
 * The columns the server placed by their values: their header alone would have left them out or
 * put them in the notes ('Type' full of Buyer and Supplier became Role).
 */
export function placedByValues(upload: Pick<ImportUploadResponse, 'headers' | 'mapping'>): boolean[] {
  const byHeader = autoMapColumns(upload.headers);
  return upload.headers.map((_, i) => upload.mapping[i] !== byHeader[i] && (byHeader[i] === 'ignore' || byHeader[i] === 'note_line'));
}

export type DuplicateDecisions = Record<string, DuplicateAction>;

/** Only the rows whose action differs from the default are sent as decisions. */
export function decisionsToSend(decisions: DuplicateDecisions, onDuplicate: DuplicateAction): DuplicateDecisions {
  return Object.fromEntries(Object.entries(decisions).filter(([, action]) => action !== onDuplicate));
}

export interface ImportPlan {
  /** Rows that will become new contacts (before the plan's limit). */
  create: number;
  update: number;
  skip: number;
  /** New contacts the plan's limit leaves out. */
  leftOut: number;
}

/**
 * What starting with these choices will do. Listed duplicates follow their own action; those the
 * review counted but did not list follow the default.
 */
export function planImport(review: ImportReview, onDuplicate: DuplicateAction, decisions: DuplicateDecisions): ImportPlan {
  const counts: Record<DuplicateAction, number> = { skip: 0, update: 0, keep: 0 };
  for (const d of review.duplicates) counts[decisions[String(d.row)] ?? onDuplicate]++;
  counts[onDuplicate] += Math.max(0, review.duplicate_count - review.duplicates.length);
  const create = Math.max(0, review.ready_rows - counts.skip - counts.update);
  const room = review.limit.remaining;
  return { create, update: counts.update, skip: counts.skip, leftOut: room === null ? 0 : Math.max(0, create - room) };
}

export function importPercent(results: Pick<ImportResults, 'processed_rows' | 'total_rows'> | null): number {
  if (!results || results.total_rows <= 0) return 0;
  return Math.min(100, Math.round((results.processed_rows / results.total_rows) * 100));
}

/** One line for a finished (or stopped) import: '4 added · 1 updated · 1 duplicate skipped'. */
export function resultsSummary(results: ImportResults | null): string {
  if (!results) return 'No results';
  const parts = [
    results.created > 0 || (results.updated === 0 && results.skipped_duplicates === 0) ? `${formatCount(results.created)} added` : null,
    results.updated > 0 ? `${formatCount(results.updated)} updated` : null,
    results.skipped_duplicates > 0 ? plural(results.skipped_duplicates, 'duplicate skipped', 'duplicates skipped') : null,
    results.skipped_limit > 0 ? `${formatCount(results.skipped_limit)} over the plan limit` : null,
    results.error_count > 0 ? plural(results.error_count, 'row with problems', 'rows with problems') : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

export const isFinished = (record: Pick<ContactImport, 'status'> | undefined) =>
  record?.status === 'completed' || record?.status === 'failed';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatImportDate = (iso: string) => dateFormat.format(new Date(iso));

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
