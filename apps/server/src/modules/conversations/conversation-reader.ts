/**
 * Reads a conversation file off the event loop (decision 040, following decision 019): a reader
 * process per file, with its own heap limit and a time limit, gets the file as a stream on its stdin
 * (from the storage provider, never whole in memory) and answers the digest. A file that exhausts
 * the reader's heap or takes too long ends that process only, and the import fails with a 422.
 */
import { fork } from 'node:child_process';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { ApiError } from '../../lib/errors.ts';
import type { ConversationDigest } from './aggregate.ts';
import type { ConversationReadAnswer, ConversationReadRequest } from './digest.ts';

export const CONVERSATION_READER_DEFAULTS = { heapMb: 384, timeoutMs: 10 * 60_000 } as const;

const workerPath = () =>
  fileURLToPath(
    import.meta.url.endsWith('.ts')
      ? new URL('./conversation-worker.dev.mjs', import.meta.url)
      : new URL('./conversation-worker.js', import.meta.url),
  );

export const readerFailed = (
  message = 'This file could not be read: it is too large or too complex to import. Split it and import the parts.',
) => new ApiError(422, 'UNPROCESSABLE_ENTITY', message);

export function readConversationFile(
  req: ConversationReadRequest,
  body: Readable,
  opts: Partial<typeof CONVERSATION_READER_DEFAULTS> = {},
): Promise<ConversationDigest> {
  const { heapMb, timeoutMs } = { ...CONVERSATION_READER_DEFAULTS, ...opts };
  const child = fork(workerPath(), [], {
    execArgv: [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=16'],
    serialization: 'advanced',
    stdio: ['pipe', 'ignore', 'ignore', 'ipc'],
  });
  return new Promise<ConversationDigest>((resolve, reject) => {
    let settled = false;
    const finish = (err: unknown, digest?: ConversationDigest) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      body.destroy();
      if (err) reject(err);
      else resolve(digest!);
    };
    const timer = setTimeout(() => finish(readerFailed('Reading this file took too long. Split it and import the parts.')), timeoutMs);
    child.on('message', (m: ConversationReadAnswer | { ready: true }) => {
      if ('ready' in m) {
        child.send(req);
        // The reader stops reading stdin when it fails early; the pipe's error is then no news.
        pipeline(body, child.stdin!).catch(() => {});
        return;
      }
      if (m.ok) finish(null, m.digest);
      else if (m.status >= 400 && m.status < 500) finish(new ApiError(422, 'UNPROCESSABLE_ENTITY', m.message));
      else finish(new Error(`conversation reader: ${m.message}`));
    });
    child.on('error', (err) => finish(err));
    child.on('exit', () => finish(readerFailed()));
  });
}
