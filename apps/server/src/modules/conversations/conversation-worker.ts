/**
 * The conversation reader process (decision 040, as decision 019 for contact files): the file
 * arrives on stdin as a stream and is parsed and aggregated here, off the server's event loop and
 * under this process's own heap limit; the digest goes back over IPC.
 */
import { type ConversationReadAnswer, type ConversationReadRequest, digestConversations } from './digest.ts';
import { ConversationParseError } from './parsers/types.ts';

if (process.send) {
  process.once('message', async (req: ConversationReadRequest) => {
    let answer: ConversationReadAnswer;
    try {
      answer = { ok: true, digest: await digestConversations(req, process.stdin) };
    } catch (err) {
      answer =
        err instanceof ConversationParseError
          ? { ok: false, status: 422, message: err.message }
          : { ok: false, status: 500, message: err instanceof Error ? err.message : String(err) };
    }
    process.send?.(answer, () => process.exit(0));
  });
  process.send({ ready: true });
  process.on('disconnect', () => process.exit(0));
}
