/** A conversation file, parsed and aggregated from a stream (run in the reader process, conversation-worker.ts). */
import { ConversationAggregator, type ConversationDigest, type ConversationKind, type SelfIdentity } from './aggregate.ts';
import { parseIcs } from './parsers/ics.ts';
import { parseMbox } from './parsers/mbox.ts';
import { parseTelegram } from './parsers/telegram.ts';
import type { ConversationEvent } from './parsers/types.ts';
import { parseWhatsapp } from './parsers/whatsapp.ts';

export interface ConversationReadRequest {
  kind: ConversationKind;
  fileName: string;
  self: SelfIdentity;
  /** ISO time: meetings after it have not happened yet. */
  now: string;
}
export type ConversationReadAnswer = { ok: true; digest: ConversationDigest } | { ok: false; status: number; message: string };

export function parseConversations(
  kind: ConversationKind,
  input: NodeJS.ReadableStream,
  fileName: string,
  now: Date,
): AsyncIterable<ConversationEvent> {
  const stream = input as NodeJS.ReadableStream & AsyncIterable<Buffer>;
  switch (kind) {
    case 'ics':
      return parseIcs(stream, now);
    case 'mbox':
      return parseMbox(stream);
    case 'telegram':
      return parseTelegram(stream);
    case 'whatsapp':
      return parseWhatsapp(stream, { fileName, zip: /\.zip$/i.test(fileName) });
  }
}

/** Reads the whole stream into a digest (in this process; the server calls it through the reader). */
export async function digestConversations(req: ConversationReadRequest, input: NodeJS.ReadableStream): Promise<ConversationDigest> {
  const agg = new ConversationAggregator(req.kind, req.self);
  for await (const ev of parseConversations(req.kind, input, req.fileName, new Date(req.now))) agg.add(ev);
  return agg.finish();
}
