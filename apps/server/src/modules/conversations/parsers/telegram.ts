/**
 * Messages from a Telegram Desktop export (result.json): one chat ({name, type, messages}) or the
 * whole account ({chats: {list: [...]}}). The JSON is parsed as a stream with @streamparser/json,
 * emitting one message at a time (never a chat's whole list). Only messages of type 'message' count;
 * channels, bots and Saved Messages are not conversations with someone.
 */
import { JSONParser } from '@streamparser/json';
import type { ConversationEvent } from './types.ts';
import { ConversationParseError } from './types.ts';

const PATHS = ['$.name', '$.type', '$.messages.*', '$.chats.list.*.name', '$.chats.list.*.type', '$.chats.list.*.messages.*'];
const NOT_PEOPLE = new Set(['saved_messages', 'bot_chat', 'public_channel', 'private_channel']);

interface ChatState {
  id: string;
  name?: string;
  type?: string;
}

interface TelegramMessage {
  type?: string;
  date?: string;
  from?: string | null;
  from_id?: string;
}

export async function* parseTelegram(input: AsyncIterable<Buffer | string>): AsyncGenerator<ConversationEvent> {
  const parser = new JSONParser({ paths: PATHS, keepStack: false });
  const out: ConversationEvent[] = [];
  const chats = new Map<string, ChatState>();
  let sawJson = false;
  let found = 0;
  const chatOf = (stack: { key?: unknown }[]): ChatState => {
    // [$, 'chats', 'list', i, ...] for the full export; [$] or [$, 'messages'] for one chat.
    const id = stack[1]?.key === 'chats' ? `chat-${String(stack[3]?.key)}` : 'chat';
    let chat = chats.get(id);
    if (!chat) {
      chat = { id };
      chats.set(id, chat);
    }
    return chat;
  };
  parser.onValue = ({ value, key, stack }) => {
    sawJson = true;
    const chat = chatOf(stack as { key?: unknown }[]);
    if (key === 'name' && typeof value === 'string') chat.name = value;
    else if (key === 'type' && typeof value === 'string') chat.type = value;
    else if (typeof key === 'number' && value && typeof value === 'object') {
      const m = value as TelegramMessage;
      if (m.type !== 'message' || typeof m.date !== 'string' || !m.from || NOT_PEOPLE.has(chat.type ?? '')) return;
      const at = new Date(`${m.date.slice(0, 19)}Z`);
      if (Number.isNaN(at.getTime())) return;
      found++;
      const day = m.date.slice(0, 10);
      out.push({
        at,
        day,
        from: { name: String(m.from).trim() },
        to: [],
        kind: 'message',
        key: `telegram:${day}`,
        chat: { id: chat.id, ...(chat.name ? { name: chat.name } : {}), personal: chat.type === 'personal_chat' },
      });
    }
  };
  try {
    for await (const chunk of input) {
      parser.write(chunk as Uint8Array);
      if (out.length > 0) yield* out.splice(0);
    }
    if (!parser.isEnded) parser.end();
  } catch (err) {
    if (err instanceof ConversationParseError) throw err;
    throw new ConversationParseError(
      'This is not a Telegram export: the file is not valid JSON. Export the chat from Telegram Desktop as JSON and upload result.json.',
    );
  }
  yield* out.splice(0);
  if (!sawJson || found === 0)
    throw new ConversationParseError(
      'No Telegram messages were found in this file. Export from Telegram Desktop as JSON (machine-readable) and upload result.json.',
    );
}
