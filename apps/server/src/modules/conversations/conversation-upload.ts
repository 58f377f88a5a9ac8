/**
 * A conversation file as it arrives: counted against the user's upload rate (the same window as
 * attachments and contact imports) and streamed to the spool under its own cap (100 MB), never held
 * in memory.
 */
import { CONVERSATION_IMPORT_MAX_BYTES, CONVERSATION_IMPORT_MESSAGES } from '@tradeloom/domain';
import type { Db } from '../../db/client.ts';
import { receiveUpload, type SpooledFile, uploadSpoolDir } from '../attachments/multipart.ts';
import { countUpload } from '../attachments/upload-limits.ts';

/** Receives the multipart field `file`; 429 over the upload rate, 413 past the cap. */
export async function receiveConversationFile(db: Db, dataDir: string, userId: string, req: Request): Promise<SpooledFile> {
  await countUpload(db, userId);
  return receiveUpload(req, uploadSpoolDir(dataDir), CONVERSATION_IMPORT_MAX_BYTES, () => CONVERSATION_IMPORT_MESSAGES.tooLarge);
}
