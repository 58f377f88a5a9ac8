import { CHAT_MESSAGES } from '@tradeloom/domain';
import { AlertCircleIcon, SparklesIcon } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useChatSuggestions } from '../api/get-chat-suggestions';
import type { ChatEntry } from '../utils/chat-model';
import { CHAT_LABELS, CHAT_SUGGESTIONS } from '../utils/chat-texts';
import { ChatMessage } from './chat-message';

interface ChatMessageListProps {
  messages: ChatEntry[];
  status: 'pending' | 'error' | 'success';
  onReload: () => void;
  onOpenContact: (id: string) => void;
  /** Asks a failed question again; left out when nothing can be asked. */
  onRetry?: (errorId: string) => void;
  onSuggest: (question: string) => void;
}

/** Distance from the bottom under which a growing answer keeps the view pinned to it. */
const STICK_PX = 96;

export function ChatMessageList({ messages, status, onReload, onOpenContact, onRetry, onSuggest }: ChatMessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef(-1);
  const pending = messages.some((m) => m.status === 'pending');

  // A new message scrolls to it; a streaming answer is followed unless the user scrolled up to read.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const added = messages.length !== seen.current;
    seen.current = messages.length;
    if (added || el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX) el.scrollTop = el.scrollHeight;
  }, [messages]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={CHAT_LABELS.conversation}
      aria-busy={pending || status === 'pending'}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4"
    >
      {status === 'pending' ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-16 w-4/5" />
          <Skeleton className="ml-auto h-9 w-3/5" />
          <Skeleton className="h-24 w-4/5" />
        </div>
      ) : status === 'error' ? (
        <div className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
          <AlertCircleIcon className="size-5 text-destructive" aria-hidden />
          <p className="text-sm text-muted-foreground">{CHAT_LABELS.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={onReload}>
            {CHAT_LABELS.retry}
          </Button>
        </div>
      ) : messages.length === 0 ? (
        <Welcome onSuggest={onSuggest} />
      ) : (
        <ol className="flex flex-col gap-4">
          {messages.map((m) => (
            <ChatMessage
              key={m.id}
              message={m}
              onOpenContact={onOpenContact}
              onRetry={m.status === 'error' && !pending && onRetry ? () => onRetry(m.id) : undefined}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function Welcome({ onSuggest }: { onSuggest: (question: string) => void }) {
  // The server names people and products of the network the user sees; if it cannot, questions without names.
  const suggestions = useChatSuggestions();
  const questions = suggestions.data ?? (suggestions.isError ? CHAT_SUGGESTIONS : null);
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-[92%] rounded-lg rounded-bl-sm bg-muted px-3 py-2 text-sm leading-relaxed">{CHAT_MESSAGES.welcome}</p>
      <div>
        <p className="mb-2 flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
          <SparklesIcon className="size-3.5" aria-hidden />
          Try asking
        </p>
        {questions ? (
          <ul className="flex flex-col items-start gap-1.5">
            {questions.map((q) => (
              <li key={q}>
                <button
                  type="button"
                  onClick={() => onSuggest(q)}
                  className="rounded-full border bg-card px-3 py-1 text-left text-xs text-foreground shadow-xs transition-colors outline-none hover:border-primary/40 hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {q}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-start gap-1.5" aria-hidden>
            {[56, 44, 36].map((w) => (
              <Skeleton key={w} className="h-6 rounded-full" style={{ width: `${w}%` }} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
