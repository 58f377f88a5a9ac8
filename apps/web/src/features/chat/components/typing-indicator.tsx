import { CHAT_LABELS } from '../utils/chat-texts';

/** Three dots while the answer is awaited. */
export function TypingIndicator() {
  return (
    <div role="status" aria-label={CHAT_LABELS.typing} className="flex h-5 items-center gap-1">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          className="size-1.5 animate-typing-dot rounded-full bg-muted-foreground motion-reduce:animate-none motion-reduce:opacity-60"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
