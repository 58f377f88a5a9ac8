/**
 * An import's file as it arrives: counted against the user's upload rate (the same window as
 * attachments), one of the few files of the user received and read at once, streamed to the spool
 * under the import's own size cap.
 */
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@tradeloom/domain';
import type { Db } from '../../db/client.ts';
import { receiveUpload, type SpooledFile, uploadSpoolDir } from '../attachments/multipart.ts';
import { countUpload } from '../attachments/upload-limits.ts';
import { takeImportSlot } from './import-reader.ts';

/**
 * Receives the multipart field `file` of an import upload and hands it to `use` while the user's
 * reading slot is held; 429 over the upload rate or with two files being read already, 413 past 50 MB.
 */
export async function receiveImportFile<T>(
  db: Db,
  dataDir: string,
  userId: string,
  req: Request,
  use: (file: SpooledFile) => Promise<T>,
): Promise<T> {
  await countUpload(db, userId);
  // At most a few of the user's files received and read at once (the reading itself is off the event loop).
  const release = takeImportSlot(userId);
  try {
    return await use(await receiveUpload(req, uploadSpoolDir(dataDir), IMPORT_MAX_BYTES, () => IMPORT_MESSAGES.tooLarge));
  } finally {
    release();
  }
}
