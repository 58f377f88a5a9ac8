import type { Db, Tx } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

/** Job kinds and their payloads; the runner's handlers are typed from this map. */
export interface JobPayloads {
  /** Resolves location text to a city: one contact, or every unresolved contact of the user. */
  geocode: { userId: string; contactId?: string };
  /** One user's auto-scan for a period already claimed in auto_scan_runs. */
  'auto-scan': { userId: string; periodKey: string };
  /** Writes a started contact import, batch by batch (modules/imports). */
  import: { userId: string; importId: string };
  /** The data lifecycle (modules/lifecycle): an inactivity warning e-mail, or a deletion that is due. */
  'account-lifecycle': {
    step: 'inactivity-warning' | 'inactivity-deletion' | 'requested-deletion';
    userId: string;
    stage?: string;
    deletionId?: string;
  };
  /** The daily relationship refresh of one user claimed in relationship_runs: strength, then cadence reminders (decision 041). */
  'relationship-refresh': { userId: string; periodKey?: string };
  /** One user's weekly network summary e-mail for an ISO week claimed in relationship_runs (decision 041). */
  'network-summary': { userId: string; weekKey: string };
  /** Reads the new message headers of one connected mailbox (modules/mailboxes, decision 039). */
  'mailbox-sync': { mailboxId: string };
  /** Reads an uploaded conversation file into its review (modules/conversations, decision 040). */
  'conversation-import': { userId: string; importId: string };
}
export type JobKind = keyof JobPayloads;

/** Queues a job to run at runAt (default now). Works inside a transaction, so the job exists only if the change does. */
export async function enqueueJob<K extends JobKind>(db: Db | Tx, kind: K, payload: JobPayloads[K], runAt = new Date()): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload: { ...payload }, runAt })
    .returning({ id: jobs.id });
  if (!row) throw new Error('job insert returned no row');
  return row.id;
}
