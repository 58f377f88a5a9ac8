import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGES, type ChatRequest, DEMO_LIMIT_REACHED } from '@tradeloom/domain';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { api, isApiError, toApiError } from '@/lib/api';
import { type ChatAnswer, type ChatConversation, type ChatEntry, historyFor, isPending, newEntry, readAnswer } from '../utils/chat-model';
import { readSse } from '../utils/sse';
import { chatKeys } from './get-chat-messages';

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * POST /api/ai/chat, asking for the answer as a stream of server-sent events: `onDelta` gets the text
 * as it is written, the result is the final answer. A server that answers JSON instead is read the
 * same way. Errors before the answer (400, 401, 402) come as JSON with their status; an `error` event
 * in the stream carries the same error shape. Either way the one error parser reads them.
 */
export async function askAssistant(body: ChatRequest, onDelta: (text: string) => void, signal?: AbortSignal): Promise<ChatAnswer> {
  const { data, error, response } = await api.POST('/api/ai/chat', {
    body,
    parseAs: 'stream',
    headers: { Accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || error !== undefined) throw toApiError(response.status, response.statusText, error);
  if (!data) return readAnswer(undefined);
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    return readAnswer(parse(await new Response(data).text()));
  }
  let done: unknown;
  let failure: Error | undefined;
  await readSse(data, ({ event, data: payload }) => {
    const value = parse(payload) as Record<string, unknown> | undefined;
    if (event === 'delta' && typeof value?.text === 'string') onDelta(value.text);
    else if (event === 'done') done = value ?? {};
    else if (event === 'error') failure = toApiError(typeof value?.status === 'number' ? value.status : 500, '', value);
  });
  if (failure) throw failure;
  if (done === undefined) throw new Error('The answer stream ended before the answer');
  return readAnswer(done);
}

/** What became of a question: answered (or the fallback text), failed (error bubble), refused for credits, or not sent. */
export type SendOutcome = 'answered' | 'failed' | 'no-credits' | 'busy';

export interface SendOptions {
  /** The balance after an answer (0 after a 402): the app keeps every place showing credits right. */
  onCredits?: (credits: number) => void;
  /** The trial's AI insights are used up: the app shows its blocking dialog (spec §4 'Trial'). */
  onDemoLimit?: () => void;
}

/**
 * Sends one question: the question and a pending answer bubble go into the cached conversation at
 * once (so the panel may close, minimise or move pages meanwhile), streamed text fills the bubble,
 * and the final answer replaces it. A second question while one is pending is refused (spec §5).
 */
export async function sendChatMessage(queryClient: QueryClient, text: string, options: SendOptions = {}): Promise<SendOutcome> {
  const key = chatKeys.messages();
  const message = text.trim();
  const before = queryClient.getQueryData<ChatConversation>(key)?.messages ?? [];
  if (!message || isPending(before)) return 'busy';

  const question = newEntry('user', message);
  const bubble = newEntry('assistant', '', 'pending');
  const update = (change: (m: ChatEntry) => ChatEntry | null) =>
    queryClient.setQueryData<ChatConversation>(key, (current) => ({
      messages: (current?.messages ?? []).flatMap((m) => {
        if (m.id !== bubble.id && m.id !== question.id) return [m];
        const next = change(m);
        return next ? [next] : [];
      }),
    }));
  queryClient.setQueryData<ChatConversation>(key, { messages: [...before, question, bubble] });

  try {
    const answer = await askAssistant({ message, conversation_history: historyFor(before) }, (delta) =>
      update((m) => (m.id === bubble.id ? { ...m, content: m.content + delta } : m)),
    );
    update((m) =>
      m.id === bubble.id
        ? {
            ...m,
            status: undefined,
            content: answer.content,
            contact_ids: answer.contactIds,
            contacts: answer.contacts,
            ...(answer.source ? { source: answer.source } : {}),
          }
        : m,
    );
    if (answer.creditsRemaining !== undefined) options.onCredits?.(answer.creditsRemaining);
    return 'answered';
  } catch (err) {
    if (isApiError(err) && err.code === 'DEMO_LIMIT_REACHED') {
      // The trial's AI insights are used up: nothing was asked or spent; the plans are on the trial page.
      update(() => null);
      if (options.onDemoLimit) options.onDemoLimit();
      else toast.error(DEMO_LIMIT_REACHED, { description: 'Choose a plan on the trial page or in Settings to keep asking.' });
      return 'no-credits';
    }
    if (isApiError(err) && err.status === 402) {
      // Nothing was asked or spent: the question leaves the conversation, the panel says why.
      update(() => null);
      options.onCredits?.(0);
      return 'no-credits';
    }
    console.warn('The assistant request failed', err);
    update((m) => (m.id === bubble.id ? { ...m, status: 'error', content: CHAT_MESSAGES.error } : m));
    return 'failed';
  }
}

/** Asks a failed question again: its question and error bubble leave, and it is sent as new. */
export function retryChatMessage(queryClient: QueryClient, errorId: string, options: SendOptions = {}): Promise<SendOutcome> {
  const key = chatKeys.messages();
  const messages = queryClient.getQueryData<ChatConversation>(key)?.messages ?? [];
  const at = messages.findIndex((m) => m.id === errorId && m.status === 'error');
  const question = messages[at - 1];
  if (at < 1 || question?.role !== 'user' || isPending(messages)) return Promise.resolve('busy');
  queryClient.setQueryData<ChatConversation>(key, { messages: messages.filter((_, i) => i !== at && i !== at - 1) });
  return sendChatMessage(queryClient, question.content, options);
}

export function useSendChatMessage(options: SendOptions) {
  const queryClient = useQueryClient();
  const { onCredits, onDemoLimit } = options;
  const send = useCallback(
    (text: string) => sendChatMessage(queryClient, text, { onCredits, onDemoLimit }),
    [queryClient, onCredits, onDemoLimit],
  );
  const retry = useCallback(
    (errorId: string) => retryChatMessage(queryClient, errorId, { onCredits, onDemoLimit }),
    [queryClient, onCredits, onDemoLimit],
  );
  return { send, retry };
}
