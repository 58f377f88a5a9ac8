/**
 * What every conversation parser yields (issue 27, decision 040): one message, e-mail or meeting at a
 * time, read from a stream, never the whole file. The aggregation (../aggregate.ts) turns them into
 * interactions per participant.
 */

/** Someone in a conversation, as the file names them. */
export interface Participant {
  email?: string;
  phone?: string;
  name?: string;
}

export interface ConversationEvent {
  at: Date;
  /** The day as the file writes it (the sender's local day for chats and meetings), YYYY-MM-DD. */
  day: string;
  from: Participant;
  to: Participant[];
  kind: 'meeting' | 'email' | 'message';
  /** The identity of the message or meeting (Message-ID, event UID + occurrence, a chat's line). */
  key: string;
  /** Chats: which chat the message is in, and the chat's name when the file gives one. */
  chat?: { id: string; name?: string; personal?: boolean };
  /**
   * Calendars: an occurrence moved (`replace`) or cancelled (`cancel`) by a RECURRENCE-ID event;
   * it wins over the occurrence of the same key that the recurring event expands to.
   */
  override?: 'replace' | 'cancel';
}

/** A file beyond what an import reads, or not the format it claims: a 422 with this message. */
export class ConversationParseError extends Error {
  readonly status = 422;
}

export const CONVERSATION_LIMITS = {
  /** Longest line read (chat lines, mbox and calendar lines). */
  maxLineChars: 1024 * 1024,
  /** Distinct people in one file. */
  maxParticipants: 20_000,
  /** Occurrences of one recurring meeting that are expanded. */
  maxOccurrences: 2_000,
  /** Header block of one e-mail, characters (a longer one is cut there). */
  maxHeaderChars: 256 * 1024,
  /** Lines of one calendar event. */
  maxEventLines: 20_000,
  /** What a zip's chat text may unpack to. */
  maxUnpackedBytes: 1024 * 1024 * 1024,
} as const;

export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
