/** The AI CRM Assistant chat (spec §2 App shell, §3 Chat message, §5 Chat, §7 ai-chat, §8 Chat, §9): API shapes and texts. */
import { z } from 'zod';

/** Spec §9: the last 10 messages go with each request. */
export const CHAT_HISTORY_LIMIT = 10;
/** Our limits: a question, and any one earlier message sent back as history. */
export const CHAT_MESSAGE_MAX_CHARS = 2000;
export const CHAT_HISTORY_MESSAGE_MAX_CHARS = 12_000;
/** The stored conversation the panel shows after a reload: the newest this many messages. */
export const CHAT_STORED_MESSAGES_SHOWN = 100;
/** Each answer costs one credit. */
export const CHAT_CREDIT_COST = 1;

export const CHAT_MESSAGES = {
  title: 'AI CRM Assistant',
  welcome:
    "Hi! I'm your AI CRM Assistant. Ask me about your network: who trades a commodity, where, whom to introduce, and who to reconnect with.",
  placeholder: 'Ask about your network...',
  /** Spec §8 Chat: the assistant bubble on error, and the fallback without a response field. */
  error: "I'm sorry, I encountered an error processing your request. Please try again.",
  noResponse: "I apologize, but I couldn't process your request right now.",
  /** Spec §8 Credits and profile. */
  noCredits: 'No credits remaining',
  noCreditsPrompt: 'Upgrade your plan or buy a credit bundle to keep asking the assistant.',
  notAuthenticated: 'User not authenticated',
  /** Said under an answer the built-in assistant gave because the configured model failed. */
  modelFallback: 'The AI model could not be reached, so this answer comes from the built-in assistant.',
} as const;

export const chatRoleSchema = z.enum(['user', 'assistant']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

const contactIdsSchema = z.array(z.string().max(64)).max(50);

export const chatHistoryItemSchema = z.object({
  role: chatRoleSchema,
  content: z.string().max(CHAT_HISTORY_MESSAGE_MAX_CHARS),
  /** The contacts an assistant answer named, as it returned them: follow-ups ('the second one') use them. */
  contact_ids: contactIdsSchema.optional(),
});
export type ChatHistoryItem = z.infer<typeof chatHistoryItemSchema>;

export const chatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Please type a message')
    .max(CHAT_MESSAGE_MAX_CHARS, `A message can be at most ${CHAT_MESSAGE_MAX_CHARS} characters`),
  conversation_history: z.array(chatHistoryItemSchema).max(CHAT_HISTORY_LIMIT).default([]),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** A contact an answer names, for the chip that opens it. */
export const chatContactSchema = z.object({ id: z.string(), full_name: z.string(), company: z.string().nullable() });
export type ChatContact = z.infer<typeof chatContactSchema>;

export const chatResponseSchema = z.object({
  /** Markdown. */
  response: z.string(),
  contact_ids: z.array(z.string()),
  contacts: z.array(chatContactSchema),
  /** Who answered: the built-in assistant or the configured model. */
  source: z.enum(['built_in', 'model']),
  credits_remaining: z.number().int(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** Spec §3 Chat message, as stored per user. */
export const chatMessageSchema = z.object({
  id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  contact_ids: z.array(z.string()),
  contacts: z.array(chatContactSchema),
  /** Who wrote an answer (null for the user's own messages). */
  source: z.enum(['built_in', 'model']).nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagesResponseSchema = z.object({ messages: z.array(chatMessageSchema) });
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

/** Questions the empty conversation offers, made from the network the user sees (free: no answer is given). */
export const chatSuggestionsResponseSchema = z.object({ suggestions: z.array(z.string()) });
export type ChatSuggestionsResponse = z.infer<typeof chatSuggestionsResponseSchema>;
