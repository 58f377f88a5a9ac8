/**
 * E-mails from an mbox file: messages begin at a 'From ' line (at the file's start or after a blank
 * line; a quoted '>From ' in a body never does), and only each message's header block is read —
 * From, To, Cc, Date, Message-ID, unfolded — while the bodies stream past unread.
 */
import crypto from 'node:crypto';
import { readLineBatches } from './lines.ts';
import { parseAddressList, parseMailDate } from './mail-headers.ts';
import { CONVERSATION_LIMITS, type ConversationEvent, ConversationParseError, dayOf } from './types.ts';

const WANTED = new Set(['from', 'to', 'cc', 'date', 'message-id']);

function toEvent(headers: Map<string, string>): ConversationEvent | null {
  const from = parseAddressList(headers.get('from'))[0];
  const at = parseMailDate(headers.get('date'));
  if (!from || !at) return null;
  const to = [...parseAddressList(headers.get('to')), ...parseAddressList(headers.get('cc'))];
  const id = headers.get('message-id')?.trim().split(/\s+/)[0];
  const key =
    id && id.length <= 998
      ? id
      : `mbox:${crypto
          .createHash('sha256')
          .update(`${at.toISOString()}|${from.email}|${to.map((p) => p.email).join(',')}`)
          .digest('hex')
          .slice(0, 32)}`;
  return { at, day: dayOf(at), from, to, kind: 'email', key };
}

export async function* parseMbox(input: AsyncIterable<Buffer | string>): AsyncGenerator<ConversationEvent> {
  let state: 'start' | 'headers' | 'body' = 'start';
  let headers = new Map<string, string>();
  let field: string | null = null;
  let size = 0;
  let previousBlank = true;
  let messages = 0;
  const setField = (name: string, value: string) => {
    field = WANTED.has(name) ? name : null;
    if (field && !headers.has(field)) headers.set(field, value);
    else field = null;
  };
  for await (const batch of readLineBatches(input))
    for (const line of batch) {
      if (line.startsWith('From ') && (previousBlank || state === 'start')) {
        if (state !== 'start') {
          const ev = toEvent(headers);
          if (ev) yield ev;
        }
        messages++;
        state = 'headers';
        headers = new Map();
        field = null;
        size = 0;
        previousBlank = false;
        continue;
      }
      if (state === 'start') {
        if (line.trim() === '') continue;
        throw new ConversationParseError('This is not an mbox file: it does not start with a "From " line.');
      }
      previousBlank = line === '';
      if (state === 'body') continue;
      if (line === '') {
        state = 'body';
        continue;
      }
      size += line.length;
      if (size > CONVERSATION_LIMITS.maxHeaderChars) {
        field = null;
        continue;
      }
      if ((line.startsWith(' ') || line.startsWith('\t')) && field) {
        headers.set(field, `${headers.get(field)} ${line.trim()}`);
        continue;
      }
      const colon = line.indexOf(':');
      if (colon > 0) setField(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      else field = null;
    }
  if (state !== 'start') {
    const ev = toEvent(headers);
    if (ev) yield ev;
  }
  if (messages === 0) throw new ConversationParseError('This mbox file holds no messages.');
}
