/**
 * The built-in assistant's contract: a network index built once per network (and kept while the
 * network does not change), and a pure answer function over it. The server's model path calls the
 * same tools (search, introductions, reconnects, summary, priorities) the built-in assistant uses.
 */

import type { EngineContact } from '../network.ts';
import type { EnginePriority } from '../opportunities.ts';

/** A contact as the assistant reads it: the engine's contact plus its geocoded city and country, when known. */
export interface AssistantContact extends EngineContact {
  /** The geocoded city's name ('Singapore', 'Rotterdam'), when known. */
  city?: string | null;
  /** The geocoded city's country name ('Netherlands'), when known. */
  country?: string | null;
}

/** One earlier message of the conversation (oldest first), as the client sends it. */
export interface AssistantTurn {
  role: 'user' | 'assistant';
  content: string;
  /** The contacts an assistant answer named, in the order it listed them. */
  contactIds?: readonly string[];
}

export interface AssistantInput {
  message: string;
  /** The last messages before this one, oldest first (the client sends at most 10). */
  history?: readonly AssistantTurn[];
  /** The user's active business priorities. */
  priorities?: readonly EnginePriority[];
  now?: Date;
}

export type AssistantIntent =
  | 'find'
  | 'count'
  | 'introduce'
  | 'reconnect'
  | 'priorities'
  | 'summary'
  | 'details'
  | 'help'
  | 'greeting'
  | 'unknown';

export interface AssistantAnswer {
  /** Markdown (no HTML): what the assistant says. */
  text: string;
  /** The contacts the answer names, in the order listed (at most LIST_LIMIT for lists). */
  contactIds: string[];
  intent: AssistantIntent;
  /** False when the assistant did not understand the question (it then names nothing). */
  understood: boolean;
  /** For find and count answers: how many contacts match in all (the list may show fewer). */
  total?: number;
}
