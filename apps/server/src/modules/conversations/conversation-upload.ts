/**
 * A conversation file as it arrives: counted against the user's upload rate (the same window as
 * attachments and contact imports) and streamed to the spool under its own cap (100 MB), never held
 * in memory.
 */
import { CONVERSATION_IMPORT_MAX_BYTES, CONVERSATION_IMPORT_MESSAGES } from '@tradeloom/domain';
import type { Db } from '../../db/client.ts';
import { receiveUpload, type SpooledFile, uploadSpoolDir } from '../attachments/multipart.ts';
import { countUpload } from '../attachments/upload-limits.ts';
import { fetchCalendar } from './calendar-url.ts';

/** Receives the multipart field `file`; 429 over the upload rate, 413 past the cap. */
export async function receiveConversationFile(db: Db, dataDir: string, userId: string, req: Request): Promise<SpooledFile> {
  await countUpload(db, userId);
  return receiveUpload(req, uploadSpoolDir(dataDir), CONVERSATION_IMPORT_MAX_BYTES, () => CONVERSATION_IMPORT_MESSAGES.tooLarge);
}

/** A calendar fetched from its link (decision 040): counted like an upload, then fetched to the spool under the same cap. */
export async function receiveCalendarLink(
  db: Db,
  config: { dataDir: string; mailboxAllowPrivateHosts: boolean; calendarUrlTimeoutMs: number },
  userId: string,
  url: string,
): Promise<SpooledFile> {
  await countUpload(db, userId);
  return fetchCalendar(url, {
    allowPrivate: config.mailboxAllowPrivateHosts,
    timeoutMs: config.calendarUrlTimeoutMs,
    maxBytes: CONVERSATION_IMPORT_MAX_BYTES,
    spoolDir: uploadSpoolDir(config.dataDir),
  });
}
