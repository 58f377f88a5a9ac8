/** The conversation as the panel holds it, and the pure rules over it (spec §5 Chat, §8 Chat, §9). */
import {
  CHAT_HISTORY_LIMIT,
  CHAT_HISTORY_MESSAGE_MAX_CHARS,
  CHAT_MESSAGES,
  type ChatContact,
  type ChatHistoryItem,
  type ChatMessage,
  type ChatResponse,
  chatContactSchema,
} from '@tradeloom/domain';

/**
 * A stored message, or one of this session: `pending` while its answer is awaited or streaming,
 * `error` for the bubble of a failed request (never stored, never sent back as history).
 */
export interface ChatEntry extends Omit<ChatMessage, 'source'> {
  status?: 'pending' | 'error';
  source?: ChatResponse['source'] | null;
}

export interface ChatConversation {
  messages: ChatEntry[];
}

/** An answer as read from the server: the spec's fallback text when there is no response field. */
export interface ChatAnswer {
  content: string;
  /** The contacts the answer named, in its order: sent back with the next question. */
  contactIds: string[];
  contacts: ChatContact[];
  source?: ChatResponse['source'];
  creditsRemaining?: number;
}

const CONTACT_IDS_MAX = 50;

export const isPending = (messages: readonly ChatEntry[]) => messages.some((m) => m.status === 'pending');

/** Spec §5: something to send (trimmed, not empty) and nothing on its way already. */
export function canSend(text: string, messages: readonly ChatEntry[]): boolean {
  return text.trim().length > 0 && !isPending(messages);
}

/**
 * Spec §9: the last 10 messages of the conversation go with a question. Answers carry the contacts
 * they named, so 'tell me more about the second one' can be resolved; failed bubbles are left out.
 */
export function historyFor(messages: readonly ChatEntry[]): ChatHistoryItem[] {
  return messages
    .filter((m) => !m.status)
    .slice(-CHAT_HISTORY_LIMIT)
    .map((m) => ({
      role: m.role,
      content: m.content.slice(0, CHAT_HISTORY_MESSAGE_MAX_CHARS),
      ...(m.role === 'assistant' && m.contact_ids.length > 0 ? { contact_ids: m.contact_ids.slice(0, CONTACT_IDS_MAX) } : {}),
    }));
}

/** Reads an answer leniently: a missing or empty response field gives the spec's fallback (§8 Chat). */
export function readAnswer(raw: unknown): ChatAnswer {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const contacts = chatContactSchema.array().safeParse(body.contacts);
  const ids = body.contact_ids;
  const credits = body.credits_remaining;
  const chips = contacts.success ? contacts.data : [];
  return {
    content: typeof body.response === 'string' && body.response.trim() ? body.response : CHAT_MESSAGES.noResponse,
    contactIds: Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? ids : chips.map((c) => c.id),
    contacts: chips,
    ...(body.source === 'model' || body.source === 'built_in' ? { source: body.source } : {}),
    ...(typeof credits === 'number' && Number.isInteger(credits) ? { creditsRemaining: credits } : {}),
  };
}

let localId = 0;
/** An id for a message of this session (the server's ids arrive with the next load of the conversation). */
export const newLocalId = () => `local-${Date.now().toString(36)}-${++localId}`;

export function newEntry(role: ChatEntry['role'], content: string, status?: ChatEntry['status']): ChatEntry {
  return {
    id: newLocalId(),
    role,
    content,
    contact_ids: [],
    contacts: [],
    created_at: new Date().toISOString(),
    ...(status ? { status } : {}),
  };
}
