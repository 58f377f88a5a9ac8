import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { chatKeys } from './get-chat-messages';

/** GET /api/ai/chat/suggestions: questions naming people and products of the network the user sees now. */
export function getChatSuggestions(signal?: AbortSignal): Promise<string[]> {
  return unwrap(api.GET('/api/ai/chat/suggestions', { signal })).then((r) => r.suggestions);
}

/**
 * Read each time the empty conversation shows: the network changes (contacts added, demo mode turned
 * off after a purchase), and the questions must name only people the user sees.
 */
export const chatSuggestionsQueryOptions = queryOptions({
  queryKey: [...chatKeys.all, 'suggestions'] as const,
  queryFn: ({ signal }) => getChatSuggestions(signal),
  staleTime: 0,
});

export function useChatSuggestions() {
  return useQuery(chatSuggestionsQueryOptions);
}
