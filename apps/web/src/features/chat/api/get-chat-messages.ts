import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ChatConversation } from '../utils/chat-model';

export const chatKeys = {
  all: ['chat'] as const,
  messages: () => [...chatKeys.all, 'messages'] as const,
};

/** GET /api/ai/chat/messages: the stored conversation, oldest first (shown again after a reload). */
export function getChatMessages(signal?: AbortSignal): Promise<ChatConversation> {
  return unwrap(api.GET('/api/ai/chat/messages', { signal }));
}

/**
 * Read once when the panel first opens; from then on the panel keeps it (questions, streamed answers,
 * failed bubbles), so a refetch must never replace what this session added. Sign-out clears it.
 */
export const chatMessagesQueryOptions = queryOptions({
  queryKey: chatKeys.messages(),
  queryFn: ({ signal }) => getChatMessages(signal),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function useChatMessages() {
  return useQuery(chatMessagesQueryOptions);
}
