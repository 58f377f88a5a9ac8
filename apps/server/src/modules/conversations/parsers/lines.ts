import { StringDecoder } from 'node:string_decoder';
import { CONVERSATION_LIMITS, ConversationParseError } from './types.ts';

/** The lines of a byte stream, as readLineBatches reads them, one at a time. */
export async function* readLines(input: AsyncIterable<Buffer | string>, maxChars: number = CONVERSATION_LIMITS.maxLineChars) {
  for await (const batch of readLineBatches(input, maxChars)) yield* batch;
}

/**
 * The lines of a byte stream (UTF-8, a BOM dropped, CRLF or LF), a chunk's worth at a time: one
 * await per chunk, not per line (a 100 MB chat has more than a million lines). A line longer than
 * maxChars stops the reading with a 422, so a file without line breaks is never held whole.
 */
export async function* readLineBatches(
  input: AsyncIterable<Buffer | string>,
  maxChars: number = CONVERSATION_LIMITS.maxLineChars,
): AsyncGenerator<string[]> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let first = true;
  const tooLong = () =>
    new ConversationParseError(
      `A line of this file is longer than ${Math.round(maxChars / 1024)} KB; it does not look like a conversation export.`,
    );
  for await (const chunk of input) {
    let text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    pending += text;
    let start = 0;
    const batch: string[] = [];
    for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n', start)) {
      if (nl - start > maxChars) throw tooLong();
      const end = nl > start && pending.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      batch.push(pending.slice(start, end));
      start = nl + 1;
    }
    if (batch.length > 0) yield batch;
    pending = pending.slice(start);
    if (pending.length > maxChars) throw tooLong();
  }
  pending += decoder.end();
  if (pending.length > 0) yield [pending.endsWith('\r') ? pending.slice(0, -1) : pending];
}
