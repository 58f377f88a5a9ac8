import { AlertCircleIcon, RotateCcwIcon } from 'lucide-react';
import type { ChatEntry } from '../utils/chat-model';
import { CHAT_LABELS } from '../utils/chat-texts';
import { ChatContactChips } from './chat-contact-chips';
import { ChatMarkdown } from './chat-markdown';
import { TypingIndicator } from './typing-indicator';

interface ChatMessageProps {
  message: ChatEntry;
  onOpenContact: (id: string) => void;
  /** Offered on a failed answer while nothing else is pending. */
  onRetry?: () => void;
}

/** One turn: the user's question on the right, the assistant's answer (Markdown, contact chips) on the left. */
export function ChatMessage({ message, onOpenContact, onRetry }: ChatMessageProps) {
  if (message.role === 'user') {
    return (
      <li className="flex justify-end" data-role="user">
        <span className="sr-only">You:</span>
        <p className="max-w-[85%] rounded-lg rounded-br-sm bg-primary px-3 py-2 text-sm whitespace-pre-wrap break-words text-primary-foreground">
          {message.content}
        </p>
      </li>
    );
  }

  if (message.status === 'error') {
    return (
      <li className="flex max-w-[92%] flex-col items-start" data-role="assistant">
        <div className="flex items-start gap-2 rounded-lg rounded-bl-sm bg-destructive-soft px-3 py-2 text-sm text-destructive-soft-foreground">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p role="alert">{message.content}</p>
        </div>
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="mt-1 inline-flex items-center gap-1 rounded px-1 text-xs font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <RotateCcwIcon className="size-3" aria-hidden />
            {CHAT_LABELS.retry}
          </button>
        )}
      </li>
    );
  }

  const waiting = message.status === 'pending' && message.content === '';
  return (
    <li className="flex max-w-[92%] flex-col items-start" data-role="assistant" data-testid="assistant-message">
      <span className="sr-only">Assistant:</span>
      <div className="max-w-full rounded-lg rounded-bl-sm bg-muted px-3 py-2 text-sm leading-relaxed text-foreground">
        {waiting ? <TypingIndicator /> : <ChatMarkdown>{message.content}</ChatMarkdown>}
      </div>
      {message.status !== 'pending' && <ChatContactChips contacts={message.contacts} onOpen={onOpenContact} />}
    </li>
  );
}
