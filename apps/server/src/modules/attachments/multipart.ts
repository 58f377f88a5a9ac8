import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ATTACHMENT_MAX_BYTES, attachmentTooLarge } from '@tradeloom/domain';
import busboy from 'busboy';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { isUnsafeText, UNSAFE_TEXT_MESSAGE } from '../../lib/input-guard.ts';

/** Where uploads are streamed before they are checked and stored; emptied at every start. */
export const uploadSpoolDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

export interface SpooledFile {
  /** A local file holding the upload; the caller moves it into storage or deletes it. */
  path: string;
  name: string;
  claimedType: string;
  size: number;
}

/**
 * Whole upload requests are capped well above the file cap, so a file a little too large still
 * gets the spec's message with its name; beyond this the body is refused without reading it.
 */
export const uploadBodyLimit = (maxBytes = ATTACHMENT_MAX_BYTES) => 2 * maxBytes + 1024 * 1024;
const bodyTooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Request body too large');

/**
 * The name an upload is kept under: UTF-8 in NFC (a name typed on a Mac arrives decomposed, é as
 * e + U+0301), without a path, at most 255 characters (never cutting a character in two).
 */
export function uploadName(filename: string | undefined): string {
  const base = path
    .basename((filename ?? '').replaceAll('\\', '/'))
    .normalize('NFC')
    .trim();
  return Array.from(base || 'file')
    .slice(0, 255)
    .join('');
}

/** Passes bytes through, failing once more than `limit` went by. */
function byteCounter(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > limit ? bodyTooLarge() : null, chunk);
    },
  });
}

/**
 * Streams the multipart field `file` to a spool file, counting bytes as they come: past the cap
 * the spool is deleted and the answer is 413 with the spec's text. At most one file is read; the
 * request is never held in memory.
 */
export async function receiveUpload(
  req: Request,
  spoolDir: string,
  maxBytes = ATTACHMENT_MAX_BYTES,
  tooLargeMessage: (name: string) => string = attachmentTooLarge,
): Promise<SpooledFile> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType) || !req.body) throw badRequest('Expected multipart/form-data with a file field "file"');
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > uploadBodyLimit(maxBytes)) throw bodyTooLarge();
  await fs.promises.mkdir(spoolDir, { recursive: true });

  let parser: busboy.Busboy;
  try {
    // busboy reports the limit once a file reaches it, so one byte more: a file of exactly the cap is fine.
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: maxBytes + 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
      // Browsers send the file name's UTF-8 bytes in filename="…"; busboy would read them as latin1.
      defParamCharset: 'utf8',
    });
  } catch {
    throw badRequest('Malformed multipart body');
  }

  const spoolPath = path.join(spoolDir, `upload-${crypto.randomUUID()}`);
  let found: Promise<SpooledFile> | undefined;
  parser.on('file', (field, stream, info) => {
    if (field !== 'file' || found) {
      stream.resume();
      return;
    }
    const name = uploadName(info.filename);
    const unsafeName = isUnsafeText(name);
    let size = 0;
    let tooLarge = false;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    stream.on('limit', () => {
      tooLarge = true;
    });
    found = pipeline(stream, fs.createWriteStream(spoolPath)).then(() => {
      if (unsafeName) throw badRequest(UNSAFE_TEXT_MESSAGE);
      if (tooLarge) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(name));
      return { path: spoolPath, name, claimedType: info.mimeType ?? '', size };
    });
    // Settled (and cleaned up) by the caller below; keep Node from reporting it as unhandled meanwhile.
    found.catch(() => {});
  });

  try {
    await pipeline(Readable.fromWeb(req.body as WebReadableStream<Uint8Array>), byteCounter(uploadBodyLimit(maxBytes)), parser);
  } catch (err) {
    await found?.catch(() => {});
    await fs.promises.rm(spoolPath, { force: true });
    throw err instanceof ApiError ? err : badRequest('Malformed multipart body');
  }
  if (!found) throw badRequest('Expected multipart/form-data with a file field "file"');
  try {
    return await found;
  } catch (err) {
    await fs.promises.rm(spoolPath, { force: true });
    throw err instanceof ApiError ? err : badRequest('Upload failed');
  }
}
