import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ChatConversation } from '../utils/chat-model';
import { chatKeys } from './get-chat-messages';

/** DELETE /api/ai/chat/messages: a new conversation. */
export function clearChatMessages(): Promise<void> {
  return unwrap(api.DELETE('/api/ai/chat/messages'));
}

export function useClearChatMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearChatMessages,
    onSuccess: () => queryClient.setQueryData<ChatConversation>(chatKeys.messages(), { messages: [] }),
  });
}
