/**
 * The import reader process (decision 019): reads one file at a time into a table, off the
 * server's event loop and under the heap limit the pool gives it (import-reader.ts).
 */
import { ApiError } from '../../lib/errors.ts';
import { readImportFile } from './import-files.ts';

export type ReaderRequest = { name: string; bytes: Uint8Array };
export type ReaderAnswer =
  | { ok: true; table: Awaited<ReturnType<typeof readImportFile>> }
  | { ok: false; status: number; code: string; message: string; details?: unknown };

process.on('message', async (req: ReaderRequest) => {
  let answer: ReaderAnswer;
  try {
    const table = await readImportFile(req.name, Buffer.from(req.bytes.buffer, req.bytes.byteOffset, req.bytes.byteLength));
    answer = { ok: true, table };
  } catch (err) {
    answer =
      err instanceof ApiError
        ? { ok: false, status: err.status, code: err.code, message: err.message, details: err.details }
        : { ok: false, status: 500, code: 'INTERNAL_ERROR', message: err instanceof Error ? err.message : String(err) };
  }
  process.send?.(answer);
});
// Ready for files; and when the server goes away, so does its reader.
process.send?.({ ready: true });
process.on('disconnect', () => process.exit(0));
